package gradcheck

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Options tune a check. Zero values select the defaults.
type Options struct {
	// Eps is the finite-difference step (default 1e-6).
	Eps float64
	// Tol bounds |analytic - numeric| / max(|analytic|, |numeric|, Floor)
	// (default 1e-4).
	Tol float64
	// Floor keeps gradients near zero from being judged by relative error
	// alone (default 1e-3).
	Floor float64
	// Samples is how many elements of each argument are perturbed
	// (default all of them); picked by a generator seeded with Seed.
	Samples int
	Seed    uint64
}

func (o *Options) defaults() {
	if o.Eps == 0 {
		o.Eps = 1e-6
	}
	if o.Tol == 0 {
		o.Tol = 1e-4
	}
	if o.Floor == 0 {
		o.Floor = 1e-3
	}
}

// Report is the outcome of a check.
type Report struct {
	Checked int     // elements compared
	MaxRel  float64 // the largest relative error seen
}

// Check runs fn+"_grad" on args, then compares its gradient results (the
// ones after fn's own results, one per entry of wrt) with central
// differences of fn's first result. Arguments in wrt must be f64 tensors.
func Check(module *ir.Operation, fn string, args []*tensor.Tensor, wrt []int, opts Options) (Report, error) {
	opts.defaults()
	in := interp.New(module, interp.Options{})
	var rep Report
	grad, err := in.Call(fn+"_grad", args)
	if err != nil {
		return rep, fmt.Errorf("running @%s_grad: %v", fn, err)
	}
	base, err := in.Call(fn, args)
	if err != nil {
		return rep, fmt.Errorf("running @%s: %v", fn, err)
	}
	nres := len(base)
	if len(grad) != nres+len(wrt) {
		return rep, fmt.Errorf("@%s_grad returns %d values, want %d results and %d gradients", fn, len(grad), nres, len(wrt))
	}
	rng := rand.New(rand.NewPCG(opts.Seed, 7))
	for k, ai := range wrt {
		g := grad[nres+k]
		if g.DType() != tensor.F64 || args[ai].DType() != tensor.F64 {
			return rep, fmt.Errorf("argument %d: gradient checks need f64 tensors", ai)
		}
		if !tensor.SameShape(g.Shape(), args[ai].Shape()) {
			return rep, fmt.Errorf("argument %d: gradient shape %v, argument shape %v", ai, g.Shape(), args[ai].Shape())
		}
		for _, e := range pick(args[ai].Len(), opts.Samples, rng) {
			num, err := central(in, fn, args, ai, e, opts.Eps)
			if err != nil {
				return rep, err
			}
			ana := g.F64s()[e]
			rel := math.Abs(ana-num) / math.Max(math.Max(math.Abs(ana), math.Abs(num)), opts.Floor)
			rep.Checked++
			rep.MaxRel = math.Max(rep.MaxRel, rel)
			if !(rel <= opts.Tol) {
				return rep, fmt.Errorf("argument %d element %d: gradient %.12g, finite difference %.12g (relative error %.3g > %g)",
					ai, e, ana, num, rel, opts.Tol)
			}
		}
	}
	return rep, nil
}

// pick returns n distinct indices below size (all of them when n is 0 or
// at least size).
func pick(size, n int, rng *rand.Rand) []int {
	if n <= 0 || n >= size {
		out := make([]int, size)
		for i := range out {
			out[i] = i
		}
		return out
	}
	return rng.Perm(size)[:n]
}

// central is (f(x+eps) - f(x-eps)) / 2eps for element e of argument ai.
func central(in *interp.Interpreter, fn string, args []*tensor.Tensor, ai, e int, eps float64) (float64, error) {
	orig := args[ai]
	at := func(d float64) (float64, error) {
		t := orig.Clone()
		t.F64s()[e] += d
		a := append([]*tensor.Tensor{}, args...)
		a[ai] = t
		res, err := in.Call(fn, a)
		if err != nil {
			return 0, fmt.Errorf("running @%s: %v", fn, err)
		}
		if len(res) == 0 || res[0].DType() != tensor.F64 || res[0].Len() != 1 {
			return 0, fmt.Errorf("@%s: the first result must be an f64 scalar", fn)
		}
		return res[0].F64s()[0], nil
	}
	hi, err := at(eps)
	if err != nil {
		return 0, err
	}
	lo, err := at(-eps)
	if err != nil {
		return 0, err
	}
	return (hi - lo) / (2 * eps), nil
}
