package samples

import (
	"math"

	"github.com/symopt/symopt/lowering/kernel"
)

// Sample is a kernel with the plain-Go reference of what it computes.
type Sample struct {
	Kernel *kernel.Kernel
	// Inputs lists the buffers the kernel reads, Outputs those it writes.
	Inputs, Outputs []string
	// Shape returns the element count of each buffer for the given dims.
	Shape func(dims map[string]int64) map[string]int
	// Reference computes the outputs from the inputs in float64.
	Reference func(dims map[string]int64, in map[string][]float64) map[string][]float64
	// Lo and Hi bound the input values (see Fill).
	Lo, Hi float64
	// Tol is the relative tolerance of a GPU or interpreter result
	// against Reference.
	Tol float64
}

// Add is out = a + b over S0 f32 elements, vectorized by 4.
func Add() (*Sample, error) {
	b := kernel.NewBuilder("add_f32")
	a := b.Buffer("a", kernel.F32, kernel.Read)
	c := b.Buffer("b", kernel.F32, kernel.Read)
	out := b.Buffer("out", kernel.F32, kernel.Write)
	b.Dim("S0")
	b.SetVector(4)
	body := b.Loop(kernel.DimRef("S0"))
	i := body.Index(kernel.Linear)
	body.Store(out, i, body.Add(body.Load(a, i), body.Load(c, i)))
	k, err := b.Build()
	if err != nil {
		return nil, err
	}
	return &Sample{
		Kernel: k, Inputs: []string{"a", "b"}, Outputs: []string{"out"},
		Shape: func(d map[string]int64) map[string]int {
			n := int(d["S0"])
			return map[string]int{"a": n, "b": n, "out": n}
		},
		Reference: func(d map[string]int64, in map[string][]float64) map[string][]float64 {
			out := make([]float64, len(in["a"]))
			for i := range out {
				out[i] = in["a"][i] + in["b"][i]
			}
			return map[string][]float64{"out": out}
		},
		Lo: -1, Hi: 1, Tol: 1e-6,
	}, nil
}

// Chain is a fused elementwise chain over an S0 x S1 matrix x with a
// bias row b broadcast along S0, vectorized by 4 (x and out as vectors,
// the bias gathered per element):
//
//	t = x * 0.5 + b[col]
//	u = t > 0 ? t : 0.1 * t
//	out = logistic(u) * tanh(t) + sqrt(abs(x)) - exp(min(x, 0)) + max(x, b[col])
func Chain() (*Sample, error) {
	b := kernel.NewBuilder("chain_f32")
	x := b.Buffer("x", kernel.F32, kernel.Read)
	bias := b.Buffer("bias", kernel.F32, kernel.Read)
	out := b.Buffer("out", kernel.F32, kernel.Write)
	b.Dim("S0")
	s1 := b.Dim("S1")
	b.SetVector(4)
	r := b.Loop(kernel.Mul(kernel.DimRef("S0"), kernel.DimRef("S1")))
	i := r.Index(kernel.Linear)
	col := r.Rem(i, r.Dim(s1))
	xv := r.Load(x, i)
	bv := r.Load(bias, col)
	t := r.Add(r.Mul(xv, r.ConstF(kernel.F32, 0.5)), bv)
	u := r.Select(r.Cmp(kernel.GT, t, r.ConstF(kernel.F32, 0)), t, r.Mul(r.ConstF(kernel.F32, 0.1), t))
	v := r.Mul(r.Unary(kernel.OpLogistic, u), r.Unary(kernel.OpTanh, t))
	v = r.Add(v, r.Unary(kernel.OpSqrt, r.Unary(kernel.OpAbs, xv)))
	v = r.Sub(v, r.Unary(kernel.OpExp, r.Min(xv, r.ConstF(kernel.F32, 0))))
	v = r.Add(v, r.Max(xv, bv))
	r.Store(out, i, v)
	k, err := b.Build()
	if err != nil {
		return nil, err
	}
	return &Sample{
		Kernel: k, Inputs: []string{"x", "bias"}, Outputs: []string{"out"},
		Shape: func(d map[string]int64) map[string]int {
			n := int(d["S0"] * d["S1"])
			return map[string]int{"x": n, "bias": int(d["S1"]), "out": n}
		},
		Reference: func(d map[string]int64, in map[string][]float64) map[string][]float64 {
			xs, bs := in["x"], in["bias"]
			out := make([]float64, len(xs))
			for i, xv := range xs {
				bv := bs[i%len(bs)]
				t := xv*0.5 + bv
				u := t
				if t <= 0 {
					u = 0.1 * t
				}
				out[i] = 1/(1+math.Exp(-u))*math.Tanh(t) + math.Sqrt(math.Abs(xv)) -
					math.Exp(math.Min(xv, 0)) + math.Max(xv, bv)
			}
			return map[string][]float64{"out": out}
		},
		Lo: -2, Hi: 2, Tol: 1e-5,
	}, nil
}

// matrixShape gives x the S0 x S1 elements of a matrix and out outLen.
func matrixShape(out string, outLen func(d map[string]int64) int) func(map[string]int64) map[string]int {
	return func(d map[string]int64) map[string]int {
		return map[string]int{"x": matrixLen(d), out: outLen(d)}
	}
}

// matrixLen is the element count of an S0 x S1 matrix.
func matrixLen(d map[string]int64) int { return int(d["S0"] * d["S1"]) }

// Fill returns n deterministic pseudo-random values in [lo, hi) for the
// buffer called name.
func Fill(name string, n int, lo, hi float64) []float64 {
	seed := uint64(0x9e3779b97f4a7c15)
	for _, c := range name {
		seed = (seed ^ uint64(c)) * 0x100000001b3
	}
	out := make([]float64, n)
	for i := range out {
		z := seed + uint64(i)*0x9e3779b97f4a7c15
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		z ^= z >> 31
		out[i] = lo + (hi-lo)*float64(z>>11)/(1<<53)
	}
	return out
}

// All returns every sample, in a fixed order.
func All() ([]*Sample, error) {
	ctors := []func() (*Sample, error){
		Add, Chain,
		func() (*Sample, error) { return Softmax(kernel.Warp, 0) },
		func() (*Sample, error) { return Softmax(kernel.Block, 256) },
		func() (*Sample, error) { return RowSum(kernel.Warp, 0) },
		func() (*Sample, error) { return RowSum(kernel.Block, 512) },
		func() (*Sample, error) { return ColMean("colmean", 256, nil) },
		func() (*Sample, error) {
			return ColMean("colmean_split", 256, kernel.DefaultSplit(kernel.DimRef("S0"), kernel.DimRef("S1")))
		},
		func() (*Sample, error) { return ColMean("colmean_split3", 64, kernel.Const(3)) },
		SortRows, ArgmaxRows,
	}
	var out []*Sample
	for _, c := range ctors {
		s, err := c()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}
