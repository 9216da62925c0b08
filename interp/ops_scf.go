package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// scfHandlers serve scf.if, scf.for and scf.while, whose regions end in
// scf.yield (or scf.condition) and carry index and tensor values.
func scfHandlers() map[string]handler {
	return map[string]handler{
		"scf.if":    ifOp, // same semantics as stablehlo.if
		"scf.for":   scfFor,
		"scf.while": scfWhile,
	}
}

func scfFor(ex *executor, st *step, in []value) ([]value, error) {
	if len(in) < 3 || len(st.regions) != 1 {
		return nil, fmt.Errorf("expected bounds, a step and a body")
	}
	b, err := tensors(in[:3])
	if err != nil {
		return nil, err
	}
	bounds, err := startIndices(b)
	if err != nil {
		return nil, err
	}
	lo, hi, stride := bounds[0], bounds[1], bounds[2]
	if stride <= 0 {
		return nil, fmt.Errorf("step %d is not positive", stride)
	}
	dt := b[0].DType()
	fr, iters := ex.frame, append([]value(nil), in[3:]...)
	args := make([]value, 1+len(iters))
	for i, n := lo, int64(0); i < hi; i, n = i+stride, n+1 {
		if n >= ex.in.opts.MaxWhileIterations {
			return nil, fmt.Errorf("loop ran more than %d iterations", ex.in.opts.MaxWhileIterations)
		}
		iv, err := tensor.FromInt64s(dt, []int64{}, []int64{i})
		if err != nil {
			return nil, err
		}
		args[0] = tv(iv)
		copy(args[1:], iters)
		if iters, err = ex.runBlock(fr, st.regions[0], args); err != nil {
			return nil, err
		}
	}
	return iters, nil
}

// scfWhile runs `before` (ending in scf.condition(%c, %args...)) and, while
// %c holds, `after` on those args.
func scfWhile(ex *executor, st *step, in []value) ([]value, error) {
	if err := needRegions(st, 2); err != nil {
		return nil, err
	}
	fr, vals := ex.frame, in
	for iter := int64(0); ; iter++ {
		if iter >= ex.in.opts.MaxWhileIterations {
			return nil, fmt.Errorf("loop ran more than %d iterations", ex.in.opts.MaxWhileIterations)
		}
		c, err := ex.runBlock(fr, st.regions[0], vals)
		if err != nil {
			return nil, err
		}
		if len(c) == 0 {
			return nil, fmt.Errorf("scf.condition takes a condition")
		}
		ok, err := predicate(c[:1])
		if err != nil {
			return nil, fmt.Errorf("condition: %w", err)
		}
		if !ok {
			return c[1:], nil
		}
		if vals, err = ex.runBlock(fr, st.regions[1], c[1:]); err != nil {
			return nil, err
		}
	}
}
