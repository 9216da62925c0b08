package kernel

import (
	"errors"
	"fmt"
)

// Builder assembles a Kernel. Mistakes (a type mismatch, an unknown
// parameter) are recorded and reported together by Build, so a caller can
// chain calls without checking each one.
type Builder struct {
	k    *Kernel
	errs []error
}

// NewBuilder starts a kernel called name with the Loop strategy and 256
// threads per block.
func NewBuilder(name string) *Builder {
	return &Builder{k: &Kernel{Name: name, Block: 256, Vector: 1}}
}

func (b *Builder) errorf(format string, args ...any) {
	b.errs = append(b.errs, fmt.Errorf("kernel %s: "+format, append([]any{b.k.Name}, args...)...))
}

// Buffer adds a global buffer parameter and returns its index.
func (b *Builder) Buffer(name string, elem Type, access Access) int {
	if !elem.IsFloat() && !elem.IsInt() {
		b.errorf("buffer %s: bad element type %s", name, elem)
	}
	return b.addParam(Param{Name: name, Kind: BufferParam, Elem: elem, Access: access})
}

// Dim adds an i64 dim parameter and returns its index.
func (b *Builder) Dim(name string) int {
	return b.addParam(Param{Name: name, Kind: DimParam, Elem: I64})
}

func (b *Builder) addParam(p Param) int {
	if b.k.ParamIndex(p.Name) >= 0 {
		b.errorf("duplicate parameter %s", p.Name)
	}
	b.k.Params = append(b.k.Params, p)
	return len(b.k.Params) - 1
}

// SetBlock sets the threads per block.
func (b *Builder) SetBlock(threads int) { b.k.Block = threads }

// SetVector sets the elements per thread of a Loop kernel (1 or 4).
func (b *Builder) SetVector(n int) { b.k.Vector = n }

// SetGridCap bounds the blocks of a Loop kernel; threads then stride.
func (b *Builder) SetGridCap(blocks int64) { b.k.GridCap = blocks }

// Loop makes the kernel a grid-stride loop over count elements and returns
// the builder of its body.
func (b *Builder) Loop(count *Expr) *RegionBuilder {
	b.k.Strategy = Loop
	b.k.Count = count
	b.k.Body = &Region{}
	return &RegionBuilder{b: b, r: b.k.Body}
}

// RowReduce makes the kernel a reduction of rows x cols elements along
// the rows. Add phases with Reduce and Map.
func (b *Builder) RowReduce(rows, cols *Expr, mode RowMode) {
	b.k.Strategy = RowReduce
	b.k.Rows, b.k.Cols, b.k.RowMode = rows, cols, mode
	if mode == Warp {
		b.k.Block = 128
	}
}

// ColReduce makes the kernel a reduction of rows x cols elements along
// the columns. Add phases with Reduce and Map.
func (b *Builder) ColReduce(rows, cols *Expr) {
	b.k.Strategy = ColReduce
	b.k.Rows, b.k.Cols = rows, cols
}

// SetSplit splits the rows of a ColReduce kernel into chunks reduced by
// separate blocks (see Kernel.Split and DefaultSplit). Build adds the
// scratch parameters this needs.
func (b *Builder) SetSplit(chunks *Expr) { b.k.Split = chunks }

// Reduce adds a reduction phase and returns the builder of its body; end
// the body with Yield. The phase's result is read later with Reduced.
func (b *Builder) Reduce(c Combiner) (*RegionBuilder, int) {
	p := &Phase{Kind: PhaseReduce, Combine: c, Body: &Region{}}
	b.k.Phases = append(b.k.Phases, p)
	return &RegionBuilder{b: b, r: p.Body, phase: p}, len(b.k.Phases) - 1
}

// Map adds an elementwise phase over the row (or column).
func (b *Builder) Map() *RegionBuilder {
	p := &Phase{Kind: PhaseMap, Body: &Region{}}
	b.k.Phases = append(b.k.Phases, p)
	return &RegionBuilder{b: b, r: p.Body}
}

// Epilogue returns the builder of the region run once per row (or column)
// after all phases.
func (b *Builder) Epilogue() *RegionBuilder {
	if b.k.Epilogue == nil {
		b.k.Epilogue = &Region{}
	}
	return &RegionBuilder{b: b, r: b.k.Epilogue}
}

// Build verifies the kernel and returns it, or all recorded errors.
func (b *Builder) Build() (*Kernel, error) {
	if len(b.errs) > 0 {
		return nil, errors.Join(b.errs...)
	}
	if k := b.k; k.Split != nil && k.Partials == nil {
		for i, p := range k.Phases {
			if p.Kind == PhaseReduce && p.Value != nil {
				k.Partials = append(k.Partials, b.addParam(Param{Name: fmt.Sprintf("scratch_partial%d", i),
					Kind: BufferParam, Elem: p.Value.Type, Access: ReadWrite, Scratch: Mul(k.Chunks(), k.Cols)}))
			}
		}
		k.Counter = b.addParam(Param{Name: "scratch_counter", Kind: BufferParam, Elem: I32, Access: ReadWrite,
			Scratch: k.ColTiles()})
	}
	b.sortScratch()
	if err := Verify(b.k); err != nil {
		return nil, err
	}
	return b.k, nil
}
