package samples

import (
	"math"
	"slices"

	"github.com/symopt/symopt/lowering/kernel"
)

// SortRows sorts each row of an S0 x S1 f32 matrix in descending order
// with a row_sort kernel (S1 a dim: a 1024-thread block, the permutation
// in a scratch buffer).
func SortRows() (*Sample, error) {
	b := kernel.NewBuilder("sort_rows")
	x := b.Buffer("x", kernel.F32, kernel.Read)
	y := b.Buffer("y", kernel.F32, kernel.Write)
	b.Dim("S0")
	s1 := b.Dim("S1")
	b.RowSort(kernel.DimRef("S0"), kernel.DimRef("S1"))
	c := b.Compare()
	at := func(r *kernel.RegionBuilder, col kernel.IndexKind) *kernel.Inst {
		return r.Add(r.Mul(r.Index(kernel.Row), r.Dim(s1)), r.Index(col))
	}
	c.Yield(c.Cmp(kernel.GT, c.Load(x, at(c, kernel.Lhs)), c.Load(x, at(c, kernel.Rhs))))
	m := b.Map()
	m.Store(y, at(m, kernel.Col), m.Load(x, at(m, kernel.Src)))
	k, err := b.Build()
	if err != nil {
		return nil, err
	}
	return &Sample{
		Kernel: k, Inputs: []string{"x"}, Outputs: []string{"y"},
		Shape: matrixShape("y", matrixLen),
		Reference: func(d map[string]int64, in map[string][]float64) map[string][]float64 {
			cols := int(d["S1"])
			ys := slices.Clone(in["x"])
			for r := 0; r+cols <= len(ys) && cols > 0; r += cols {
				slices.SortFunc(ys[r:r+cols], func(a, b float64) int {
					switch {
					case a > b:
						return -1
					case a < b:
						return 1
					}
					return 0
				})
			}
			return map[string][]float64{"y": ys}
		},
		Lo: -4, Hi: 4, Tol: 0,
	}, nil
}

// ArgmaxRows folds each row of an S0 x S1 f32 matrix into its maximum
// (out m) and the first column holding it (out i, as f32) with a
// row_fold kernel.
func ArgmaxRows() (*Sample, error) {
	b := kernel.NewBuilder("argmax_rows")
	x := b.Buffer("x", kernel.F32, kernel.Read)
	mo := b.Buffer("m", kernel.F32, kernel.Write)
	io := b.Buffer("i", kernel.F32, kernel.Write)
	b.Dim("S0")
	s1 := b.Dim("S1")
	b.RowFold(kernel.DimRef("S0"), kernel.DimRef("S1"))
	init := b.Init()
	init.YieldAll(init.ConstF(kernel.F32, math.Inf(-1)), init.ConstF(kernel.F32, 0))
	f := b.Fold()
	col := f.Index(kernel.Col)
	v := f.Load(x, f.Add(f.Mul(f.Index(kernel.Row), f.Dim(s1)), col))
	gt := f.Cmp(kernel.GT, v, f.Acc(0))
	f.YieldAll(f.Select(gt, v, f.Acc(0)), f.Select(gt, f.Convert(col, kernel.F32), f.Acc(1)))
	ep := b.Epilogue()
	row := ep.Index(kernel.Row)
	ep.Store(mo, row, ep.Acc(0))
	ep.Store(io, row, ep.Acc(1))
	k, err := b.Build()
	if err != nil {
		return nil, err
	}
	return &Sample{
		Kernel: k, Inputs: []string{"x"}, Outputs: []string{"m", "i"},
		Shape: func(d map[string]int64) map[string]int {
			return map[string]int{"x": int(d["S0"] * d["S1"]), "m": int(d["S0"]), "i": int(d["S0"])}
		},
		Reference: func(d map[string]int64, in map[string][]float64) map[string][]float64 {
			rows, cols := int(d["S0"]), int(d["S1"])
			m, idx := make([]float64, rows), make([]float64, rows)
			for r := range rows {
				m[r] = math.Inf(-1)
				for c := range cols {
					if v := in["x"][r*cols+c]; v > m[r] {
						m[r], idx[r] = v, float64(c)
					}
				}
			}
			return map[string][]float64{"m": m, "i": idx}
		},
		Lo: -4, Hi: 4, Tol: 0,
	}, nil
}
