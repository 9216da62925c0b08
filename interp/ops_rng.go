package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/kernels"
)

// rngHandlers serve the random-number ops.
func rngHandlers() map[string]handler {
	return map[string]handler{
		"rng_bit_generator": rngBitGenerator,
		"rng":               rngOp,
	}
}

// rngBitGenerator is `(state) -> (new_state, bits)`; the algorithm is
// the rng_algorithm attribute (DEFAULT when absent).
func rngBitGenerator(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if len(ts) != 1 || st.op.NumResults() != 2 {
		return nil, fmt.Errorf("expected one state operand and two results")
	}
	alg := "DEFAULT"
	if a := st.op.Attr("rng_algorithm"); a != nil {
		w, ok := dialect.EnumWord(a, "rng_algorithm")
		if !ok {
			return nil, fmt.Errorf("cannot read rng_algorithm %v", a)
		}
		alg = w
	}
	dt, err := resultDType(st.op, 1)
	if err != nil {
		return nil, err
	}
	shape, err := resultShape(st.op, 1)
	if err != nil {
		return nil, err
	}
	next, vals, err := kernels.RngBitGenerator(ts[0], alg, dt, shape)
	return wrapAll(next, vals), err
}

// rngOp is `(a, b, shape) -> values`. Each execution draws from a fresh
// seed of the run, so two rng ops (or one op run twice) differ while a
// whole run stays reproducible.
func rngOp(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if len(ts) != 3 {
		return nil, fmt.Errorf("expected operands a, b and shape")
	}
	dist, ok := dialect.EnumWord(st.op.Attr("rng_distribution"), "rng_distribution")
	if !ok {
		return nil, fmt.Errorf("missing rng_distribution attribute")
	}
	dt, err := resultDType(st.op, 0)
	if err != nil {
		return nil, err
	}
	shape, err := ts[2].AsInt64s()
	if err != nil {
		return nil, err
	}
	if ts[2].Rank() != 1 {
		return nil, fmt.Errorf("shape operand must be 1-D, got %s", ts[2].TypeString())
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 || (d > 0 && n > ex.in.opts.MaxElements/d) {
			return nil, fmt.Errorf("shape %v is negative or over the limit of %d elements", shape, ex.in.opts.MaxElements)
		}
		n *= d
	}
	ex.rngDraws++
	r, err := kernels.Rng(dist, ts[0], ts[1], dt, shape, ex.rngDraws)
	if err != nil {
		return nil, err
	}
	return wrapAll(r), nil
}
