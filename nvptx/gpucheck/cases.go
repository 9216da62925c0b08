package main

import (
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

// benchCase is one kernel with a small checked size and a large timed
// size. The timed inputs repeat the checked inputs, so every timed output
// element i equals checked output element i mod its length (outputs of
// the checked and timed sizes hold whole rows, and ColMean's timed rows
// are a whole multiple of its checked rows).
type benchCase struct {
	sample *samples.Sample
	check  map[string]int64
	bench  map[string]int64
}

func dims(s0, s1 int64) map[string]int64 {
	if s1 == 0 {
		return map[string]int64{"S0": s0}
	}
	return map[string]int64{"S0": s0, "S1": s1}
}

// cases returns the kernels to check; scale divides the timed sizes (1 for
// the real run, larger for tests).
func cases(scale int64) ([]benchCase, error) {
	type spec struct {
		ctor         func() (*samples.Sample, error)
		check, bench map[string]int64
	}
	specs := []spec{
		{samples.Add, dims(262147, 0), dims(64<<20, 0)},
		{samples.Chain, dims(256, 1027), dims(65536, 1027)},
		{func() (*samples.Sample, error) { return samples.Softmax(kernel.Warp, 0) }, dims(300, 1000), dims(65536, 1000)},
		{func() (*samples.Sample, error) { return samples.Softmax(kernel.Block, 512) }, dims(67, 5003), dims(13400, 5003)},
		{func() (*samples.Sample, error) { return samples.RowSum(kernel.Warp, 0) }, dims(1000, 999), dims(67000, 999)},
		{func() (*samples.Sample, error) { return samples.RowSum(kernel.Block, 512) }, dims(37, 10007), dims(6700, 10007)},
		{func() (*samples.Sample, error) { return samples.ColMean("colmean", 256, nil) }, dims(1001, 997), dims(1001*67, 997)},
		{func() (*samples.Sample, error) {
			return samples.ColMean("colmean_split", 256, kernel.DefaultSplit(kernel.DimRef("S0"), kernel.DimRef("S1")))
		}, dims(1001, 997), dims(1001*67, 997)},
		{samples.SortRows, dims(20, 1000), dims(65540, 1000)},
		{samples.ArgmaxRows, dims(1000, 999), dims(67000, 999)},
	}
	var out []benchCase
	for _, sp := range specs {
		s, err := sp.ctor()
		if err != nil {
			return nil, err
		}
		bench := map[string]int64{}
		for k, v := range sp.bench {
			bench[k] = v
		}
		if scale > 1 {
			bench["S0"] = max(sp.check["S0"], bench["S0"]/scale/sp.check["S0"]*sp.check["S0"])
		}
		out = append(out, benchCase{sample: s, check: sp.check, bench: bench})
	}
	return out, nil
}
