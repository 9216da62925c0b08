package lowering

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// RunPlan executes plan p on the CPU as a runtime would run it on the
// device, with the function's arguments args (in order): kernel steps
// through the kernel interpreter, library calls through the reference
// evaluator, copies, and the side of each branch its condition picks at
// the arguments' dims. Every temporary lives in its slot: reading a
// buffer whose slot another buffer was written into since is an error,
// as is writing an argument or a constant. It returns the function's
// results, which a test can compare with the interpreter's run of the
// unfused (or unversioned) function. Complex buffers are not supported.
// It runs with no memory limit: no evict fires (but those guarded by a
// dim threshold), see RunPlanWith.
func RunPlan(p *Plan, args []*tensor.Tensor) ([]*tensor.Tensor, error) {
	out, _, err := RunPlanWith(p, args, RunOptions{})
	return out, err
}

// RunPlanWith is RunPlan under a memory limit: evict steps fire as the
// interpreter's accounting runtime decides (Evict.Fires) from the bytes
// live in the run (runMemory), freeing their dynamic buffers, and
// regenerate steps recompute the buffers evicted. Reading a dynamic
// buffer after it was evicted or freed is an error.
func RunPlanWith(p *Plan, args []*tensor.Tensor, opts RunOptions) ([]*tensor.Tensor, RunReport, error) {
	if p.body == nil {
		return nil, RunReport{}, fmt.Errorf("@%s: the plan has no function body", p.Func)
	}
	x := &planRun{p: p, vals: make([]*tensor.Tensor, len(p.Buffers)), occupant: make([]int, len(p.Slots)),
		dims: map[string]int64{}, r: &refEval{env: map[*ir.Value]*tensor.Tensor{}}}
	x.mem = newRunMemory(p, opts.MemoryLimit)
	out, err := x.run(args)
	return out, x.mem.report, err
}

func (x *planRun) run(args []*tensor.Tensor) ([]*tensor.Tensor, error) {
	p := x.p
	for i := range x.occupant {
		x.occupant[i] = -1
	}
	if len(args) != len(p.body.Args()) {
		return nil, fmt.Errorf("@%s takes %d arguments, got %d", p.Func, len(p.body.Args()), len(args))
	}
	for i, a := range p.body.Args() {
		if err := x.bindDims(a, args[i]); err != nil {
			return nil, fmt.Errorf("argument #%d: %w", i, err)
		}
		if id, ok := p.ids[a]; ok {
			x.vals[id] = args[i]
		}
	}
	if err := x.mem.start(x); err != nil {
		return nil, fmt.Errorf("@%s: %w", p.Func, err)
	}
	for _, b := range p.Buffers {
		if b.Kind != ConstBuffer {
			continue
		}
		dt, err := dtypeOf(b.Value.Type())
		if err != nil {
			return nil, err
		}
		if x.vals[b.ID], err = constTensor(b.Value.DefiningOp(), dt); err != nil {
			return nil, fmt.Errorf("constant %%b%d: %w", b.ID, err)
		}
	}
	if err := x.steps(p.Steps, ""); err != nil {
		return nil, fmt.Errorf("@%s: %w", p.Func, err)
	}
	ret := p.body.Terminator()
	if ret == nil {
		return nil, fmt.Errorf("@%s has no return", p.Func)
	}
	out := make([]*tensor.Tensor, ret.NumOperands())
	for i, v := range ret.Operands() {
		id, ok := p.ids[v]
		if !ok {
			return nil, fmt.Errorf("@%s: result #%d has no buffer", p.Func, i)
		}
		t, err := x.read(id)
		if err != nil {
			return nil, fmt.Errorf("@%s: result #%d: %w", p.Func, i, err)
		}
		out[i] = t
	}
	return out, nil
}

// planRun is the state of RunPlan: each buffer's contents and, per slot,
// the buffer last written into it.
type planRun struct {
	p        *Plan
	vals     []*tensor.Tensor
	occupant []int
	dims     map[string]int64
	r        *refEval
	mem      *runMemory
}

// bindDims records the sizes of argument a's dims by name.
func (x *planRun) bindDims(a *ir.Value, t *tensor.Tensor) error {
	tt, ok := a.Type().(*ir.TensorType)
	if !ok {
		return nil
	}
	if len(t.Shape()) != len(tt.Shape) {
		return fmt.Errorf("rank %d, want %d", len(t.Shape()), len(tt.Shape))
	}
	for d, size := range t.Shape() {
		if s := x.p.Names.Static(a, d); s >= 0 {
			if s != size {
				return fmt.Errorf("dim %d is %d, want %d", d, size, s)
			}
			continue
		}
		name := x.p.Names.Name(a, d)
		if old, ok := x.dims[name]; ok && old != size {
			return fmt.Errorf("dim %s is %d here and %d before", name, size, old)
		}
		x.dims[name] = size
	}
	return nil
}

func (x *planRun) steps(steps []*Step, prefix string) error {
	for i, s := range steps {
		var err error
		x.mem.now = x.mem.at[s]
		switch s.Kind {
		case BranchStep:
			var side []*Step
			if side, _, err = s.Branch.Pick(x.dims); err == nil {
				err = x.steps(side, fmt.Sprintf("%s%d.", prefix, i))
			}
		case CopyStep:
			var t *tensor.Tensor
			if t, err = x.read(s.Reads[0]); err == nil {
				err = x.write(s.Writes[0], t)
			}
		case LibraryStep:
			err = x.library(s)
		case KernelStep:
			err = x.kernel(s)
		case EvictStep:
			err = x.mem.evict(x, s.Evict)
		case RegenerateStep:
			err = x.regenerate(s, fmt.Sprintf("%s%d.", prefix, i))
		default:
			err = fmt.Errorf("'%s' has no kernel", s.Name)
		}
		if err != nil {
			return fmt.Errorf("step %s%d (%s): %w", prefix, i, s.Name, err)
		}
		x.mem.stepDone(x, s)
	}
	return nil
}

// read returns the contents of buffer id, failing when its slot holds
// another buffer's data by now.
func (x *planRun) read(id int) (*tensor.Tensor, error) {
	b := x.p.Buffers[id]
	if b.Kind == DynamicBuffer {
		if err := x.mem.readable(id); err != nil {
			return nil, err
		}
	}
	if b.Kind == TempBuffer && b.Slot < 0 {
		// no step writes it: a value the host computes (fusion.HostSet)
		t, err := x.host(b.Value, 0)
		if err != nil {
			return nil, fmt.Errorf("%%b%d (%s) has no step writing it: %w", id, b.Value.Type(), err)
		}
		return t, nil
	}
	if b.Kind == TempBuffer && x.occupant[b.Slot] != id {
		return nil, fmt.Errorf("%%b%d was overwritten in slot %d by %%b%d", id, b.Slot, x.occupant[b.Slot])
	}
	if x.vals[id] == nil {
		return nil, fmt.Errorf("%%b%d is read before it is written", id)
	}
	return x.vals[id], nil
}

func (x *planRun) write(id int, t *tensor.Tensor) error {
	b := x.p.Buffers[id]
	switch b.Kind {
	case ArgBuffer, ConstBuffer:
		return fmt.Errorf("writes %s buffer %%b%d", b.Kind, id)
	case TempBuffer:
		x.occupant[b.Slot] = id
	}
	x.vals[id] = t
	return x.mem.written(x, id)
}

// library evaluates a library call's op with the reference on the
// contents of the buffers it reads.
func (x *planRun) library(s *Step) error {
	k := 0
	for _, v := range s.Op.Operands() {
		if _, ok := v.Type().(*ir.TensorType); !ok {
			continue
		}
		if _, isIndex := ir.ElementTypeOf(v.Type()).(*ir.IndexType); isIndex {
			continue
		}
		t, err := x.read(s.Reads[k])
		if err != nil {
			return err
		}
		if t, err = x.viewAs(v, t); err != nil {
			return err
		}
		x.r.env[v] = t
		k++
	}
	if err := x.r.op(s.Op); err != nil {
		return err
	}
	k = 0
	for _, v := range s.Op.Results() {
		if _, ok := v.Type().(*ir.TensorType); ok {
			if err := x.write(s.Writes[k], x.r.env[v]); err != nil {
				return err
			}
			k++
		}
	}
	return nil
}

// kernel runs a kernel step on the contents of the buffers it reads and
// stores its outputs.
func (x *planRun) kernel(s *Step) error {
	l := s.Lowered
	args := kernel.Args{Dims: map[string]int64{}, Buffers: map[string]*kernel.Buffer{}}
	for _, name := range l.Dims {
		v, ok := x.dims[name]
		if !ok {
			return fmt.Errorf("no argument gives dim %s", name)
		}
		args.Dims[name] = v
	}
	for i := range l.Inputs {
		t, err := x.read(s.Reads[i])
		if err != nil {
			return err
		}
		if t.DType().IsComplex() {
			return fmt.Errorf("complex buffers are not supported")
		}
		prm := l.Kernel.Params[l.InParams[i]]
		args.Buffers[prm.Name] = toBuffer(t, prm.Elem)
	}
	shapes := make([][]int64, len(l.Outputs))
	for i, id := range s.Writes {
		prm := l.Kernel.Params[l.OutParams[i]]
		shape, n, err := x.shape(id)
		if err != nil {
			return err
		}
		shapes[i] = shape
		args.Buffers[prm.Name] = kernel.NewBuffer(prm.Elem, int(n))
		if l.Update { // adds into what the step before filled
			t, err := x.read(id)
			if err != nil {
				return err
			}
			args.Buffers[prm.Name] = toBuffer(t, prm.Elem)
		}
	}
	if err := kernel.Run(l.Kernel, args); err != nil {
		return err
	}
	for i, id := range s.Writes {
		t, err := fromBuffer(args.Buffers[l.Kernel.Params[l.OutParams[i]].Name], x.p.Buffers[id].Value.Type(), shapes[i])
		if err != nil {
			return err
		}
		if err := x.write(id, t); err != nil {
			return err
		}
	}
	return nil
}

// shape evaluates the shape of buffer id at the run's dims.
func (x *planRun) shape(id int) ([]int64, int64, error) {
	b := x.p.Buffers[id]
	shape := make([]int64, len(b.Shape))
	n := int64(1)
	for d, e := range b.Shape {
		v, err := e.Eval(x.dims)
		if err != nil {
			return nil, 0, fmt.Errorf("%%b%d: %w", id, err)
		}
		shape[d] = v
		n *= v
	}
	return shape, n, nil
}

// fromBuffer is the tensor of type t and the given shape a kernel wrote.
func fromBuffer(b *kernel.Buffer, t ir.Type, shape []int64) (*tensor.Tensor, error) {
	dt, err := dtypeOf(t)
	if err != nil {
		return nil, err
	}
	if dt.IsComplex() {
		return nil, fmt.Errorf("complex buffers are not supported")
	}
	if b.Type.IsFloat() {
		return tensor.FromFloat64s(dt, shape, b.Floats())
	}
	vals := make([]int64, b.Len())
	for i := range vals {
		vals[i] = b.Int(i)
	}
	return tensor.FromInt64s(dt, shape, vals)
}

// viewAs gives t, the contents of v's buffer, v's shape: v may be a
// reshape of the value that wrote the buffer (a view, no step).
func (x *planRun) viewAs(v *ir.Value, t *tensor.Tensor) (*tensor.Tensor, error) {
	tt, ok := v.Type().(*ir.TensorType)
	if !ok {
		return t, nil
	}
	shape := make([]int64, len(tt.Shape))
	for d := range shape {
		if s := x.p.Names.Static(v, d); s >= 0 {
			shape[d] = s
			continue
		}
		n, ok := x.dims[x.p.Names.Name(v, d)]
		if !ok {
			return t, nil // the buffer's own shape is all there is
		}
		shape[d] = n
	}
	if tensor.SameShape(shape, t.Shape()) {
		return t, nil
	}
	return t.WithShape(shape)
}

// host evaluates with the reference a value no step writes (shape
// arithmetic the host does, as fusion.HostSet finds): its operands come
// from their buffers when a step wrote them, else the same way.
func (x *planRun) host(v *ir.Value, depth int) (*tensor.Tensor, error) {
	if t, ok := x.r.env[v]; ok {
		return t, nil
	}
	if id, ok := x.p.ids[v]; ok && x.vals[id] != nil {
		if b := x.p.Buffers[id]; b.Kind != TempBuffer || b.Slot >= 0 {
			t, err := x.read(id)
			if err != nil {
				return nil, err
			}
			return x.viewAs(v, t)
		}
	}
	op := v.DefiningOp()
	if op == nil || depth > 64 {
		return nil, fmt.Errorf("the host cannot compute a %s", v.Type())
	}
	for _, o := range op.Operands() {
		t, err := x.host(o, depth+1)
		if err != nil {
			return nil, err
		}
		x.r.env[o] = t
	}
	if err := x.r.op(op); err != nil {
		return nil, err
	}
	return x.r.env[v], nil
}
