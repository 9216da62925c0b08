package kernel

import "fmt"

// Launch is what a runtime needs to launch a kernel for given dim values.
type Launch struct {
	Grid, Block int64
	// Scratch holds the element count of each scratch buffer parameter,
	// by name; the runtime allocates and zero-fills them once.
	Scratch map[string]int64
}

// LaunchFor evaluates the grid and scratch sizes of k for dims.
func (k *Kernel) LaunchFor(dims map[string]int64) (Launch, error) {
	for _, p := range k.Params {
		if p.Kind != DimParam {
			continue
		}
		v, ok := dims[p.Name]
		if !ok {
			return Launch{}, fmt.Errorf("kernel %s: no value for dim %s", k.Name, p.Name)
		}
		if v < 0 {
			return Launch{}, fmt.Errorf("kernel %s: dim %s = %d is negative", k.Name, p.Name, v)
		}
	}
	grid, err := k.Grid().Eval(dims)
	if err != nil {
		return Launch{}, fmt.Errorf("kernel %s: grid: %w", k.Name, err)
	}
	if grid > 1<<31-1 {
		return Launch{}, fmt.Errorf("kernel %s: grid of %d blocks exceeds 2^31-1", k.Name, grid)
	}
	l := Launch{Grid: grid, Block: int64(k.Block), Scratch: map[string]int64{}}
	for _, p := range k.Params {
		if p.Scratch == nil {
			continue
		}
		n, err := p.Scratch.Eval(dims)
		if err != nil {
			return Launch{}, fmt.Errorf("kernel %s: scratch %s: %w", k.Name, p.Name, err)
		}
		l.Scratch[p.Name] = n
	}
	return l, nil
}

// Linearize returns the row-major linear offset of the multi-index idx in
// a tensor of the given dims (both i64 values, outermost first).
func (rb *RegionBuilder) Linearize(idx, dims []*Inst) *Inst {
	if len(idx) == 0 {
		return rb.Index64(0)
	}
	off := idx[0]
	for i := 1; i < len(idx) && i < len(dims); i++ {
		off = rb.Add(rb.Mul(off, dims[i]), idx[i])
	}
	return off
}

// Delinearize splits the row-major linear offset off into one index per
// dim (outermost first); the outermost dim is not needed for the division.
func (rb *RegionBuilder) Delinearize(off *Inst, dims []*Inst) []*Inst {
	out := make([]*Inst, len(dims))
	for i := len(dims) - 1; i > 0; i-- {
		out[i] = rb.Rem(off, dims[i])
		off = rb.Div(off, dims[i])
	}
	if len(dims) > 0 {
		out[0] = off
	}
	return out
}
