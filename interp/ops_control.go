package interp

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// controlHandlers serve control flow, calls, tuples and tokens.
func controlHandlers() map[string]handler {
	identity := func(_ *executor, st *step, in []value) ([]value, error) {
		if len(in) != len(st.out) {
			return nil, fmt.Errorf("expected as many results as operands")
		}
		return in, nil
	}
	token := func(*executor, *step, []value) ([]value, error) { return []value{{token: true}}, nil }
	return map[string]handler{
		"while":     whileOp,
		"if":        ifOp,
		"case":      caseOp,
		"call":      callOp,
		"func.call": callOp,
		"composite": compositeOp,
		"tuple": func(_ *executor, _ *step, in []value) ([]value, error) {
			return []value{{isTup: true, tuple: append([]value(nil), in...)}}, nil
		},
		"get_tuple_element":    getTupleElement,
		"optimization_barrier": identity,
		"after_all":            token,
		"create_token":         token,
		"custom_call":          customCall,
		"add_dependency":       passFirst,
	}
}

func whileOp(ex *executor, st *step, in []value) ([]value, error) {
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
		ok, err := predicate(c)
		if err != nil {
			return nil, fmt.Errorf("condition: %w", err)
		}
		if !ok {
			return vals, nil
		}
		if vals, err = ex.runBlock(fr, st.regions[1], vals); err != nil {
			return nil, err
		}
	}
}

func predicate(vs []value) (bool, error) {
	if len(vs) != 1 || vs[0].t == nil || vs[0].t.Len() != 1 {
		return false, fmt.Errorf("expected one i1 value")
	}
	v, err := vs[0].t.AsInt64s()
	if err != nil {
		return false, err
	}
	return v[0] != 0, nil
}

func ifOp(ex *executor, st *step, in []value) ([]value, error) {
	if err := needRegions(st, 2); err != nil {
		return nil, err
	}
	ok, err := predicate(in[:min(1, len(in))])
	if err != nil {
		return nil, err
	}
	r := st.regions[1]
	if ok {
		r = st.regions[0]
	}
	return ex.runBlock(ex.frame, r, nil)
}

func caseOp(ex *executor, st *step, in []value) ([]value, error) {
	if len(in) != 1 || in[0].t == nil || len(st.regions) == 0 {
		return nil, fmt.Errorf("expected an index operand and branches")
	}
	i, err := scalarInt(in[0].t)
	if err != nil {
		return nil, err
	}
	if i < 0 || i >= int64(len(st.regions)) {
		i = int64(len(st.regions) - 1)
	}
	return ex.runBlock(ex.frame, st.regions[i], nil)
}

func callOp(ex *executor, st *step, in []value) ([]value, error) {
	ref, ok := st.op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return nil, fmt.Errorf("missing callee")
	}
	f := ex.in.funcs[ref.Root]
	if f == nil {
		return nil, fmt.Errorf("unknown callee @%s", ref.Root)
	}
	fp, err := ex.in.plan(f)
	if err != nil {
		return nil, fmt.Errorf("@%s: %w", ref.Root, err)
	}
	return ex.callPlan(fp, in)
}

func getTupleElement(_ *executor, st *step, in []value) ([]value, error) {
	i, err := intAttr(st.op, "index")
	if err != nil {
		return nil, err
	}
	if len(in) != 1 || !in[0].isTup || i < 0 || i >= int64(len(in[0].tuple)) {
		return nil, fmt.Errorf("index %d is not an element of the operand tuple", i)
	}
	return in[0].tuple[i : i+1], nil
}

// compositeOp runs a composite's decomposition function.
func compositeOp(ex *executor, st *step, in []value) ([]value, error) {
	ref, ok := st.op.Attr("decomposition").(*ir.SymbolRefAttr)
	if !ok {
		return nil, fmt.Errorf("missing decomposition")
	}
	f := ex.in.funcs[ref.Root]
	if f == nil {
		return nil, fmt.Errorf("unknown decomposition @%s", ref.Root)
	}
	fp, err := ex.in.plan(f)
	if err != nil {
		return nil, fmt.Errorf("@%s: %w", ref.Root, err)
	}
	return ex.callPlan(fp, in)
}
