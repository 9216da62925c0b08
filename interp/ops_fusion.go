package interp

import "fmt"

// fusionHandlers run symopt.fusion ops: the body is the fused ops in
// their original form, its block arguments are the fusion's operands and
// its terminator yields the results, so interpreting it gives exactly the
// unfused program's values.
func fusionHandlers() map[string]handler {
	return map[string]handler{"symopt.fusion": fusionOp}
}

func fusionOp(ex *executor, st *step, in []value) ([]value, error) {
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	out, err := ex.runBlock(ex.frame, st.regions[0], in)
	if err != nil {
		return nil, err
	}
	if len(out) != len(st.out) {
		return nil, fmt.Errorf("body yields %d values for %d results", len(out), len(st.out))
	}
	return out, nil
}
