package kernels

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// gatherCase is a random valid gather/scatter configuration.
type gatherCase struct {
	operand, indices *tensor.Tensor
	d                GatherDims
	sizes            []int64
}

func randomGatherCase(t *testing.T, rng *rand.Rand, seed uint64) gatherCase {
	r := 1 + rng.IntN(3)
	shape := make([]int64, r)
	for i := range shape {
		shape[i] = int64(1 + rng.IntN(4))
	}
	var c gatherCase
	c.operand = randT(t, i32, shape, seed)
	batchOp := int64(-1)
	if r > 1 && rng.IntN(2) == 0 {
		batchOp = int64(rng.IntN(r))
		c.d.OperandBatchingDims = []int64{batchOp}
	}
	var free []int64
	for d := int64(0); d < int64(r); d++ {
		if d != batchOp {
			free = append(free, d)
		}
	}
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	m := 1 + rng.IntN(len(free))
	c.d.StartIndexMap = append([]int64{}, free[:m]...)
	c.sizes = make([]int64, r)
	for d := range c.sizes {
		c.sizes[d] = int64(rng.IntN(int(shape[d]) + 1))
	}
	if batchOp >= 0 {
		c.sizes[batchOp] = 1
	}
	for _, d := range free {
		if rng.IntN(3) == 0 {
			c.d.CollapsedSliceDims = append(c.d.CollapsedSliceDims, d)
			c.sizes[d] = int64(rng.IntN(2))
		}
	}
	slices.Sort(c.d.CollapsedSliceDims)
	// Indices: batch dimensions, the batching dimension, the index vector.
	var ishape []int64
	for i := rng.IntN(3); i > 0; i-- {
		ishape = append(ishape, int64(1+rng.IntN(3)))
	}
	if batchOp >= 0 {
		p := rng.IntN(len(ishape) + 1)
		ishape = slices.Insert(ishape, p, shape[batchOp])
		c.d.StartIndicesBatchingDims = []int64{int64(p)}
	}
	ivd := rng.IntN(len(ishape) + 1)
	if m > 1 || rng.IntN(2) == 0 {
		ishape = slices.Insert(ishape, ivd, int64(m))
		for i, b := range c.d.StartIndicesBatchingDims {
			if b >= int64(ivd) {
				c.d.StartIndicesBatchingDims[i] = b + 1
			}
		}
	} else {
		ivd = len(ishape)
	}
	c.d.IndexVectorDim = int64(ivd)
	c.indices, _ = tensor.Random(i32, ishape, seed+1, tensor.RandomOptions{IntLo: -2, IntHi: 5})
	nOffset := r - len(c.d.CollapsedSliceDims) - len(c.d.OperandBatchingDims)
	rank := len(ishape) - 1 + nOffset
	if ivd == len(ishape) {
		rank++
	}
	pos := rng.Perm(rank)[:nOffset]
	for _, p := range pos {
		c.d.OffsetDims = append(c.d.OffsetDims, int64(p))
	}
	slices.Sort(c.d.OffsetDims)
	return c
}

// referenceOperandIndex follows the specification's definition of
// gather's operand_index for one result index; clamp selects gather's
// clamping (scatter does not clamp).
func referenceOperandIndex(c gatherCase, ri []int64, clamp bool) []int64 {
	var batch []int64
	for d := range ri {
		if !contains(c.d.OffsetDims, int64(d)) {
			batch = append(batch, ri[d])
		}
	}
	ivd := int(c.d.IndexVectorDim)
	start := make([]int64, len(c.d.StartIndexMap))
	for k := range start {
		idx := append([]int64{}, batch...)
		if ivd < c.indices.Rank() {
			idx = slices.Insert(idx, ivd, int64(k))
		}
		start[k] = c.indices.Int64At(flatIndex(idx, tensor.Strides(c.indices.Shape())))
	}
	full := make([]int64, c.operand.Rank())
	for k, od := range c.d.StartIndexMap {
		s := start[k]
		if clamp {
			s = min(max(s, 0), c.operand.Shape()[od]-c.sizes[od])
		}
		full[od] += s
	}
	for i, od := range c.d.OperandBatchingDims {
		sd := int(c.d.StartIndicesBatchingDims[i])
		if sd > ivd {
			sd--
		}
		full[od] += batch[sd]
	}
	o := 0
	for d := range full {
		if !contains(c.d.CollapsedSliceDims, int64(d)) && !contains(c.d.OperandBatchingDims, int64(d)) {
			full[d] += ri[c.d.OffsetDims[o]]
			o++
		}
	}
	return full
}

// Property: gather and scatter agree with the specification's per-element
// definitions on random valid configurations.
func TestGatherScatterAgainstDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for iter := 0; iter < 400; iter++ {
		c := randomGatherCase(t, rng, uint64(iter))
		got, err := Gather(c.operand, c.indices, c.d, c.sizes)
		if err != nil {
			t.Fatalf("case %d %+v sizes %v indices %v operand %v: %v", iter, c.d, c.sizes, c.indices.Shape(), c.operand.Shape(), err)
		}
		os := tensor.Strides(c.operand.Shape())
		emptySlice := false
		for _, d := range c.d.CollapsedSliceDims {
			emptySlice = emptySlice || c.sizes[d] == 0
		}
		for i := 0; i < got.Len(); i++ {
			ri := tensor.MultiIndex(got.Shape(), i)
			want := int64(0)
			if !emptySlice {
				want = c.operand.Ints()[flatIndex(referenceOperandIndex(c, ri, true), os)]
			}
			if got.Ints()[i] != want {
				t.Fatalf("case %d %+v: result %v = %d, want %d", iter, c.d, ri, got.Ints()[i], want)
			}
		}
		// Scatter the gathered shape's worth of updates with the same
		// dimension numbers, adding, and compare with the definition.
		sd := ScatterDims{UpdateWindowDims: c.d.OffsetDims, InsertedWindowDims: c.d.CollapsedSliceDims,
			InputBatchingDims: c.d.OperandBatchingDims, ScatterIndicesBatchingDims: c.d.StartIndicesBatchingDims,
			ScatterDimsToOperandDims: c.d.StartIndexMap, IndexVectorDim: c.d.IndexVectorDim}
		upd := randT(t, i32, got.Shape(), uint64(iter)+100)
		res, err := ScatterFast(c.operand, c.indices, upd, sd, ScatterAdd)
		if err != nil {
			t.Fatalf("case %d scatter: %v", iter, err)
		}
		want := c.operand.Clone()
		for i := 0; i < upd.Len(); i++ {
			full := referenceOperandIndex(c, tensor.MultiIndex(upd.Shape(), i), false)
			in := true
			for d, v := range full {
				in = in && v >= 0 && v < c.operand.Shape()[d]
			}
			if in {
				want.Ints()[flatIndex(full, os)] = tensor.WrapInt(i32, want.Ints()[flatIndex(full, os)]+upd.Ints()[i])
			}
		}
		if ok, rep := tensor.Close(res, want, tensor.Tolerance{}); !ok {
			t.Fatalf("case %d scatter %+v: %s", iter, sd, rep)
		}
	}
}
