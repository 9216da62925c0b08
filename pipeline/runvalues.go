package pipeline

import "sync"

// runValues is what the passes of one Manager.Run share
// (Context.RunValue): made on first use, dropped when the run returns.
// Nested pipelines that run in parallel share their parent's.
type runValues struct {
	mu   sync.Mutex
	vals map[any]any
}

func (r *runValues) get(key any, make func() any) any {
	r.mu.Lock()
	defer r.mu.Unlock()
	if v, ok := r.vals[key]; ok {
		return v
	}
	if r.vals == nil {
		r.vals = map[any]any{}
	}
	v := make()
	r.vals[key] = v
	return v
}

// RunValue returns the value kept under key for the current run of the
// pass manager, made by make on its first use in the run. Passes
// registered together use it to share work within one run (an analysis
// that two passes read) without keeping anything once the run is over:
// the values are dropped when Manager.Run returns. A Context not made by
// a Manager gets a fresh value on every call. The value must be safe for
// concurrent use when its passes may run in parallel.
func (c *Context) RunValue(key any, make func() any) any {
	if c.run == nil {
		return make()
	}
	return c.run.get(key, make)
}
