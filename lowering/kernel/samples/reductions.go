package samples

import (
	"math"

	"github.com/symopt/symopt/lowering/kernel"
)

// Softmax is y = softmax(x) along the rows of an S0 x S1 f32 matrix, in
// one kernel: a max reduction, a sum of exp(x - max), and a map storing
// exp(x - max) / sum.
func Softmax(mode kernel.RowMode, block int) (*Sample, error) {
	name := "softmax_warp"
	if mode == kernel.Block {
		name = "softmax_block"
	}
	b := kernel.NewBuilder(name)
	x := b.Buffer("x", kernel.F32, kernel.Read)
	y := b.Buffer("y", kernel.F32, kernel.Write)
	b.Dim("S0")
	s1 := b.Dim("S1")
	b.RowReduce(kernel.DimRef("S0"), kernel.DimRef("S1"), mode)
	if block > 0 {
		b.SetBlock(block)
	}
	load := func(r *kernel.RegionBuilder) (*kernel.Inst, *kernel.Inst) {
		off := r.Add(r.Mul(r.Index(kernel.Row), r.Dim(s1)), r.Index(kernel.Col))
		return off, r.Load(x, off)
	}
	r0, mx := b.Reduce(kernel.CombMax)
	_, v := load(r0)
	r0.Yield(v)
	r1, sum := b.Reduce(kernel.CombAdd)
	_, v = load(r1)
	r1.Yield(r1.Unary(kernel.OpExp, r1.Sub(v, r1.Reduced(mx))))
	r2 := b.Map()
	off, v := load(r2)
	e := r2.Unary(kernel.OpExp, r2.Sub(v, r2.Reduced(mx)))
	r2.Store(y, off, r2.Div(e, r2.Reduced(sum)))
	k, err := b.Build()
	if err != nil {
		return nil, err
	}
	return &Sample{
		Kernel: k, Inputs: []string{"x"}, Outputs: []string{"y"},
		Shape: matrixShape("y", matrixLen),
		Reference: func(d map[string]int64, in map[string][]float64) map[string][]float64 {
			rows, cols := int(d["S0"]), int(d["S1"])
			xs := in["x"]
			ys := make([]float64, len(xs))
			for r := 0; r < rows; r++ {
				row := xs[r*cols : (r+1)*cols]
				m := math.Inf(-1)
				for _, v := range row {
					m = math.Max(m, v)
				}
				s := 0.0
				for _, v := range row {
					s += math.Exp(v - m)
				}
				for c, v := range row {
					ys[r*cols+c] = math.Exp(v-m) / s
				}
			}
			return map[string][]float64{"y": ys}
		},
		Lo: -4, Hi: 4, Tol: 1e-5,
	}, nil
}

// RowSum is out[r] = sum of row r of an S0 x S1 f32 matrix, stored by the
// epilogue.
func RowSum(mode kernel.RowMode, block int) (*Sample, error) {
	name := "rowsum_warp"
	if mode == kernel.Block {
		name = "rowsum_block"
	}
	b := kernel.NewBuilder(name)
	x := b.Buffer("x", kernel.F32, kernel.Read)
	out := b.Buffer("out", kernel.F32, kernel.Write)
	b.Dim("S0")
	s1 := b.Dim("S1")
	b.RowReduce(kernel.DimRef("S0"), kernel.DimRef("S1"), mode)
	if block > 0 {
		b.SetBlock(block)
	}
	r, sum := b.Reduce(kernel.CombAdd)
	r.Yield(r.Load(x, r.Add(r.Mul(r.Index(kernel.Row), r.Dim(s1)), r.Index(kernel.Col))))
	e := b.Epilogue()
	e.Store(out, e.Index(kernel.Row), e.Reduced(sum))
	k, err := b.Build()
	if err != nil {
		return nil, err
	}
	return &Sample{
		Kernel: k, Inputs: []string{"x"}, Outputs: []string{"out"},
		Shape: matrixShape("out", func(d map[string]int64) int { return int(d["S0"]) }),
		Reference: func(d map[string]int64, in map[string][]float64) map[string][]float64 {
			rows, cols := int(d["S0"]), int(d["S1"])
			out := make([]float64, rows)
			for i, v := range in["x"] {
				out[i/cols] += v
			}
			return map[string][]float64{"out": out}
		},
		Lo: 0.5, Hi: 1.5, Tol: 1e-5,
	}, nil
}

// ColMean is out[c] = mean of column c of an S0 x S1 f32 matrix: a sum
// over rows, divided by S0 in the epilogue. A nil split reduces each
// column in one block; otherwise the rows are split into that many chunks.
func ColMean(name string, block int, split *kernel.Expr) (*Sample, error) {
	b := kernel.NewBuilder(name)
	x := b.Buffer("x", kernel.F32, kernel.Read)
	out := b.Buffer("out", kernel.F32, kernel.Write)
	s0 := b.Dim("S0")
	s1 := b.Dim("S1")
	b.ColReduce(kernel.DimRef("S0"), kernel.DimRef("S1"))
	b.SetSplit(split)
	if block > 0 {
		b.SetBlock(block)
	}
	r, sum := b.Reduce(kernel.CombAdd)
	r.Yield(r.Load(x, r.Add(r.Mul(r.Index(kernel.Row), r.Dim(s1)), r.Index(kernel.Col))))
	e := b.Epilogue()
	n := e.Convert(e.Dim(s0), kernel.F32)
	e.Store(out, e.Index(kernel.Col), e.Div(e.Reduced(sum), n))
	k, err := b.Build()
	if err != nil {
		return nil, err
	}
	return &Sample{
		Kernel: k, Inputs: []string{"x"}, Outputs: []string{"out"},
		Shape: matrixShape("out", func(d map[string]int64) int { return int(d["S1"]) }),
		Reference: func(d map[string]int64, in map[string][]float64) map[string][]float64 {
			rows, cols := int(d["S0"]), int(d["S1"])
			out := make([]float64, cols)
			for i, v := range in["x"] {
				out[i%cols] += v
			}
			for c := range out {
				out[c] /= float64(rows)
			}
			return map[string][]float64{"out": out}
		},
		Lo: 0.5, Hi: 1.5, Tol: 1e-5,
	}, nil
}
