package lowering

import (
	"fmt"
	"strconv"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/lowering/kernel"
)

// BufferKind says where a buffer's memory comes from.
type BufferKind uint8

const (
	ArgBuffer    BufferKind = iota // a function argument, owned by the caller
	TempBuffer                     // written and read by steps; lives in a reusable slot
	ResultBuffer                   // returned to the caller
	ConstBuffer                    // a dense constant, uploaded once
	// DynamicBuffer is a temporary that a symopt.evict may free, a
	// symopt.regenerate result, or any temporary of a plan with evict
	// steps (allocateTemps): the runtime allocator gives it memory
	// when a step first writes it (a regenerate that keeps its operand
	// hands that memory over) and frees it after its last use, or when
	// an evict fires. It has no slot (see Evict).
	DynamicBuffer
)

var bufferKindNames = [...]string{"arg", "temp", "result", "const", "dynamic"}

func (k BufferKind) String() string { return bufferKindNames[k] }

// Buffer is one device tensor of the function.
type Buffer struct {
	ID    int
	Value *ir.Value
	Kind  BufferKind
	Elem  kernel.Type
	Shape []*kernel.Expr
	Bytes Poly
	// Slot is the reuse slot of a temporary (-1 for other kinds).
	Slot int
}

// StepKind says what runs in a step.
type StepKind uint8

const (
	KernelStep      StepKind = iota // a generated kernel
	LibraryStep                     // a library call (GEMM, convolution)
	UnsupportedStep                 // an op with no kernel yet (MeasureFunc only)
	BranchStep                      // a host-side choice between two step lists (Branch)
	CopyStep                        // a device-to-device copy of Reads[0] into Writes[0]
	EvictStep                       // a host-side check that may free a dynamic buffer (Evict)
	RegenerateStep                  // a host-side recompute of a buffer if it was evicted (Regenerate)
)

// Step is one launch, in program order.
type Step struct {
	Kind StepKind
	// Name is the kernel name or the library entry point
	// (symopt.cublas.gemm, symopt.cudnn.conv).
	Name   string
	Op     *ir.Operation
	Reads  []int // buffer IDs
	Writes []int
	// Kernel steps: the lowered kernel; Grid and Block are launch sizes.
	Lowered *hlo.Lowered
	Grid    *kernel.Expr
	Block   int
	// Branch steps: the condition and the two step lists.
	Branch *Branch
	// Evict and Regenerate steps: what they free and recompute.
	Evict *Evict
	Regen *Regenerate
}

// Slot is a region of device memory shared by temporaries whose
// lifetimes do not overlap; its size is the largest of theirs.
type Slot struct {
	Buffers []int
}

// DimSource tells the host where a dynamic dim's value comes from.
type DimSource struct {
	Name string
	From string // e.g. "dim 1 of %arg0"
}

// Plan is the host-side schedule of one function.
type Plan struct {
	Func    string
	Dims    []DimSource
	Buffers []*Buffer
	Steps   []*Step
	Slots   []*Slot
	Names   *hlo.Namer
	body    *ir.Block
	// ids maps each value with a device buffer to it (RunPlan)
	ids map[*ir.Value]int
}

// Kernels returns the kernel of each kernel step in plan order (the
// steps of both sides of a branch, then side first, and the recompute
// steps of a regenerate; see Walk). Steps of
// identical fusions share one kernel, which is listed once per launch;
// DistinctKernels lists each once.
func (p *Plan) Kernels() []*kernel.Kernel {
	var out []*kernel.Kernel
	p.Walk(func(s *Step) {
		if s.Kind == KernelStep {
			out = append(out, s.Lowered.Kernel)
		}
	})
	return out
}

// Walk calls f for every step in plan order: a branch step, then the
// steps of its then side, then those of its else side; a regenerate
// step, then its recompute steps.
func (p *Plan) Walk(f func(*Step)) { walkSteps(p.Steps, f) }

func walkSteps(steps []*Step, f func(*Step)) {
	for _, s := range steps {
		f(s)
		if s.Branch != nil {
			walkSteps(s.Branch.Then, f)
			walkSteps(s.Branch.Else, f)
		}
		if s.Regen != nil {
			walkSteps(s.Regen.Steps, f)
		}
	}
}

// DistinctKernels returns the plan's kernels in order of first launch,
// each once: what a module for the plan holds.
func (p *Plan) DistinctKernels() []*kernel.Kernel {
	var out []*kernel.Kernel
	seen := map[*kernel.Kernel]bool{}
	for _, k := range p.Kernels() {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// BytesMoved is the global-memory traffic of step s: every buffer it
// reads once and every buffer it writes once.
func (p *Plan) BytesMoved(s *Step) Poly {
	var sum Poly
	for _, id := range append(append([]int(nil), s.Reads...), s.Writes...) {
		sum = sum.Add(p.Buffers[id].Bytes)
	}
	return sum
}

// SlotBytes returns the size of slot i at the given dims.
func (p *Plan) SlotBytes(i int, dims map[string]int64) (int64, error) {
	var m int64
	for _, id := range p.Slots[i].Buffers {
		n, err := p.Buffers[id].Bytes.Eval(dims)
		if err != nil {
			return 0, err
		}
		m = max(m, n)
	}
	return m, nil
}

// sizeOf returns the shape and byte size of a tensor value. Sizes come
// from polys, which keeps one Poly per coefficient and dim names (Polys
// are never changed in place); nil makes a new one.
func sizeOf(names *hlo.Namer, v *ir.Value, elem kernel.Type, polys map[string]Poly) ([]*kernel.Expr, Poly, error) {
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return nil, Poly{}, fmt.Errorf("value of type %s is not a ranked tensor", v.Type())
	}
	c := int64(elem.Bytes())
	if c == 0 {
		c = elemBytes(t.Elem)
	}
	var dyn []string
	shape := make([]*kernel.Expr, len(t.Shape))
	for i := range t.Shape {
		// hlo.DimExpr, with the dim looked up once
		if k := names.Dims.Key(v, i); k.IsStatic() && k.Static >= 0 {
			shape[i] = kernel.Const(k.Static)
			c *= k.Static
		} else {
			n := names.KeyName(k)
			shape[i] = kernel.DimRef(n)
			dyn = append(dyn, n)
		}
	}
	if polys == nil {
		return shape, Monomial(c, dyn...), nil
	}
	var buf [64]byte
	key := strconv.AppendInt(buf[:0], c, 10)
	for _, n := range dyn {
		key = append(append(key, '*'), n...)
	}
	p, ok := polys[string(key)]
	if !ok {
		p = Monomial(c, dyn...)
		polys[string(key)] = p
	}
	return shape, p, nil
}

// elemBytes is the storage size of an element type kernels cannot use
// (library calls may still read it).
func elemBytes(t ir.Type) int64 {
	switch e := t.(type) {
	case *ir.FloatType:
		return int64(ir.FloatWidth(e)+7) / 8
	case *ir.IntegerType:
		return int64(e.Width+7) / 8
	case *ir.ComplexType:
		return 2 * elemBytes(e.Elem)
	}
	return 8
}
