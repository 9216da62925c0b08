package interp

import "fmt"

// sdyHandlers run the Shardy ops with single-device meaning: the sharding
// ops pass their operand through and a manual computation runs its body
// on the whole operands (its shards, on a mesh of one device).
func sdyHandlers() map[string]handler {
	pass := func(_ *executor, _ *step, in []value) ([]value, error) { return in, nil }
	return map[string]handler{
		"sdy.sharding_constraint": pass,
		"sdy.reshard":             pass,
		"sdy.manual_computation":  manualComputation,
	}
}

func manualComputation(ex *executor, st *step, in []value) ([]value, error) {
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	out, err := ex.runBlock(ex.frame, st.regions[0], in)
	if err != nil {
		return nil, fmt.Errorf("body: %v", err)
	}
	return out, nil
}
