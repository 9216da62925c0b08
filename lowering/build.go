package lowering

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/pipeline"
)

// libraryCalls maps ops kept outside fusions to the library entry point
// the runtime calls for them (see docs/fusion.md for the convention).
var libraryCalls = map[string]string{
	"stablehlo.dot_general": "symopt.cublas.gemm",
	"stablehlo.dot":         "symopt.cublas.gemm",
	"stablehlo.convolution": "symopt.cudnn.conv",
}

// LowerFunc lowers every fusion of fn and builds its launch plan. Errors
// name each op that has no kernel (all of them, not only the first).
func LowerFunc(fn *ir.Operation) (*Plan, error) { return lowerFunc(fn, strict) }

// MeasureFunc is LowerFunc for measurements: an op with no kernel (or a
// fusion that does not lower) becomes an UnsupportedStep (reading its
// operands, writing its results, as the kernel it would need) instead of
// an error. Its plan cannot run.
func MeasureFunc(fn *ir.Operation) (*Plan, error) { return lowerFunc(fn, lenient) }

// strictness of lowerFunc toward ops without kernels.
type strictness uint8

const (
	strict      strictness = iota // every op needs a kernel
	outsideOnly                   // ops outside fusions may lack one (Check)
	lenient                       // anything may (MeasureFunc)
)

func lowerFunc(fn *ir.Operation, mode strictness) (*Plan, error) {
	name := ""
	if s, ok := fn.Attr("sym_name").(*ir.StringAttr); ok {
		name = s.Value
	}
	p := &Plan{Func: name, Names: hlo.NewNamerFor(fn)}
	if len(fn.Regions) == 0 || len(fn.Regions[0].Blocks) != 1 {
		return nil, diag.Errorf(pipeline.LocPos(fn.Loc), "function @%s: lowering needs a body of one block", name)
	}
	body := fn.Regions[0].Blocks[0]
	// about one buffer per op result and argument
	n := len(body.Args()) + len(body.Ops)
	b := &planBuilder{p: p, ids: make(map[*ir.Value]int, n), share: newKernelShare(p.Names.Dims), polys: map[string]Poly{},
		mode: mode, prefix: identifier(name) + "_k", host: newHostExprs(p.Names), out: &p.Steps, argDims: map[string]bool{}}
	p.Buffers = make([]*Buffer, 0, n)
	for _, a := range body.Args() {
		if t, ok := a.Type().(*ir.TensorType); ok {
			for i := range t.Shape {
				// argument dims are named first, in order
				if n := p.Names.Name(a, i); n != "" {
					b.argDims[n] = true
				}
			}
			b.buffer(a, ArgBuffer)
		}
	}
	errs := b.block(body, true)
	if len(b.calls) > 0 {
		errs = append(errs, unknownCalls(b.calls))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	p.body, p.ids = body, b.ids
	p.Dims = p.DimSources()
	sinkRegenerates(p)
	if mode == strict {
		// a plan for measurements or checks may leave ops out; one to
		// run may not
		if errs := p.validate(); len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
	}
	assignSlots(p)
	return p, nil
}

// block adds the steps of the ops of body to b.out; top is false for a
// branch block (whose terminator the branch step handles).
func (b *planBuilder) block(body *ir.Block, top bool) []error {
	var errs []error
	p, mode := b.p, b.mode
	host := fusion.NewHostSet(body) // asked only of ops no case before takes
	for _, op := range body.Ops {
		if mode == strict && (fusion.IsView(op) || hlo.CanLower(op)) && b.readsFailed(op) {
			// an op that has a kernel but reads the result of one already
			// reported as having none: naming it too would only hide the
			// cause
			b.markFailed(op)
			continue
		}
		if mode == strict && isDeadPure(op) {
			continue // nothing reads it; no kernel is needed
		}
		var err error
		switch n := fusion.Canonical(op); {
		case op.Name == "symopt.fusion":
			err = b.orUnsupported(op, b.kernelStep(op, b.kernelName()))
		case op.Name == "scf.if":
			err = b.orUnsupported(op, b.branch(op))
		case hlo.Outside(op):
			err = b.orUnsupported(op, b.outsideSteps(op, b.kernelName()))
		case op.Name == "symopt.evict":
			err = b.evict(op)
			if err != nil && mode == lenient {
				err = nil // measured without it: its regenerate keeps the buffer
			}
		case op.Name == "symopt.regenerate":
			err = b.orUnsupported(op, b.regenerate(op))
		case fusion.IsView(op) && b.isDevice(op.Operand(0)):
			b.view(op)
		case dialect.AnnotationCall(op):
			b.alias(op)
		case libraryCalls[n] != "":
			b.opaqueStep(op, LibraryStep, libraryCalls[n])
		case n == "stablehlo.constant":
			b.buffer(op.Result(0), ConstBuffer)
		case op.HasTrait(ir.ReturnLike) && !top:
			// the branch step copies or aliases what the branch yields
		case op.HasTrait(ir.ReturnLike):
			for _, v := range op.Operands() {
				if id, ok := b.ids[v]; ok && p.Buffers[id].Kind == TempBuffer {
					p.Buffers[id].Kind = ResultBuffer
				}
			}
		case host.Has(op):
		case mode != strict:
			b.opaqueStep(op, UnsupportedStep, op.Name)
		case fusion.Canonical(op) == "stablehlo.custom_call":
			b.calls = append(b.calls, op) // one error names them all
			b.markFailed(op)
		default:
			err = noKernel(op)
		}
		if err != nil {
			errs = append(errs, err)
			b.markFailed(op)
		}
	}
	return errs
}

// orUnsupported returns err, or in lenient mode (MeasureFunc) adds an
// unsupported step in op's place and returns nil.
func (b *planBuilder) orUnsupported(op *ir.Operation, err error) error {
	if err != nil && b.mode == lenient {
		b.opaqueStep(op, UnsupportedStep, op.Name)
		return nil
	}
	return err
}

// kernelName names the next kernel (fusions and ops with kernels of
// their own count in program order, branches included).
func (b *planBuilder) kernelName() string {
	n := b.prefix + strconv.Itoa(b.nk)
	b.nk++
	return n
}

// DimSources describes every dim name given so far (measurements may
// name more dims after the plan is built).
func (p *Plan) DimSources() []DimSource {
	var out []DimSource
	for _, d := range p.Names.Sources() {
		out = append(out, DimSource{Name: d.Name, From: describe(d.Key, p.body)})
	}
	return out
}

// identifier turns a symbol name into letters, digits and underscores
// (what PTX entry names allow), starting with a letter or underscore.
func identifier(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			b[i] = '_'
		}
	}
	if len(b) == 0 || b[0] >= '0' && b[0] <= '9' {
		b = append([]byte{'f', '_'}, b...)
	}
	return string(b)
}

type planBuilder struct {
	p     *Plan
	ids   map[*ir.Value]int
	share *kernelShare
	polys map[string]Poly // buffer sizes, shared (see sizeOf)
	mode  strictness
	// prefix and nk name the kernels (kernelName)
	prefix string
	nk     int
	host   *hostExprs
	// argDims holds the names of the arguments' dims (what a branch
	// condition may read)
	argDims map[string]bool
	// out is the step list being filled: the plan's, or a branch side's;
	// depth counts the branches around it
	out   *[]*Step
	depth int
	// calls are the custom calls without kernels met so far
	calls []*ir.Operation
	// failed holds the results of ops already reported as having no
	// kernel; ops reading them are not reported again (strict mode)
	failed map[*ir.Value]bool
}

// emit appends s to the step list being filled.
func (b *planBuilder) emit(s *Step) { *b.out = append(*b.out, s) }

// isDevice reports whether v is a device tensor the plan has a buffer for.
func (b *planBuilder) isDevice(v *ir.Value) bool {
	_, ok := b.ids[v]
	return ok
}

// alias makes each result of an annotation (dialect.AnnotationCall)
// another name for its operand's buffer: no step, no bytes. The result
// of an operand without a buffer (a host value, or one whose op has no
// kernel and an error of its own) has none either.
func (b *planBuilder) alias(op *ir.Operation) {
	for i, v := range op.Operands() {
		if id, ok := b.ids[v]; ok {
			b.ids[op.Result(i)] = id
		}
	}
}

// view makes a reshape's result another name for its operand's buffer:
// no step, no bytes.
func (b *planBuilder) view(op *ir.Operation) {
	b.ids[op.Result(0)] = b.ids[op.Operand(0)]
}

func (b *planBuilder) buffer(v *ir.Value, kind BufferKind) int {
	if id, ok := b.ids[v]; ok {
		return id
	}
	elem := hlo.ElemType(v.Type())
	shape, bytes, _ := sizeOf(b.p.Names, v, elem, b.polys)
	id := len(b.p.Buffers)
	b.p.Buffers = append(b.p.Buffers, &Buffer{ID: id, Value: v, Kind: kind, Elem: elem, Shape: shape, Bytes: bytes, Slot: -1})
	b.ids[v] = id
	return id
}

// kernelStep adds the launch of fusion op: its own kernel, named name,
// or the kernel of an identical fusion before it (see kernelShare).
func (b *planBuilder) kernelStep(op *ir.Operation, name string) error {
	l, err := b.share.lower(op, name, b.p.Names)
	if err != nil {
		return err
	}
	s := &Step{Kind: KernelStep, Name: l.Kernel.Name, Op: op, Lowered: l, Grid: l.Kernel.Grid(), Block: l.Kernel.Block,
		Reads: sized(len(l.Inputs)), Writes: sized(len(l.Outputs))}
	for _, i := range l.Inputs {
		s.Reads = append(s.Reads, b.buffer(op.Operand(i), TempBuffer))
	}
	for _, i := range l.Outputs {
		s.Writes = append(s.Writes, b.buffer(op.Result(i), TempBuffer))
	}
	b.emit(s)
	return nil
}

// outsideSteps adds the kernels of an op outside fusions that has its
// own (hlo.Outside): a scatter's copy of the operand into the result and
// its combining of the updates into it, or a sort. Inside a branch, an
// identical op before it (on the other side, mostly) lends its kernels
// (kernelShare.lowerOutside); elsewhere each such op keeps its own, so
// plans of bodies without branches are as they were.
func (b *planBuilder) outsideSteps(op *ir.Operation, name string) error {
	lower := hlo.LowerOutside
	if b.depth > 0 {
		lower = b.share.lowerOutside
	}
	ls, err := lower(op, name, b.p.Names)
	if err != nil {
		return err
	}
	for _, l := range ls {
		s := &Step{Kind: KernelStep, Name: l.Kernel.Name, Op: op, Lowered: l, Grid: l.Kernel.Grid(), Block: l.Kernel.Block}
		for _, i := range l.Inputs {
			s.Reads = append(s.Reads, b.buffer(op.Operand(i), TempBuffer))
		}
		for _, i := range l.Outputs {
			res := b.buffer(op.Result(i), TempBuffer)
			if l.Update {
				s.Reads = append(s.Reads, res)
			}
			s.Writes = append(s.Writes, res)
		}
		b.emit(s)
	}
	return nil
}

// sized is an empty list with room for n ids (nil for none).
func sized(n int) []int {
	if n == 0 {
		return nil
	}
	return make([]int, 0, n)
}

// opaqueStep adds a step that reads every device operand of op and
// writes its results.
func (b *planBuilder) opaqueStep(op *ir.Operation, kind StepKind, entry string) {
	s := &Step{Kind: kind, Name: entry, Op: op}
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*ir.TensorType); !ok {
			continue
		}
		if _, isIndex := ir.ElementTypeOf(v.Type()).(*ir.IndexType); isIndex {
			continue
		}
		s.Reads = append(s.Reads, b.buffer(v, TempBuffer))
	}
	for _, v := range op.Results() {
		if _, ok := v.Type().(*ir.TensorType); ok {
			s.Writes = append(s.Writes, b.buffer(v, TempBuffer))
		}
	}
	b.emit(s)
}

// describe says where the host reads a dim from.
func describe(k fusion.DimKey, body *ir.Block) string {
	if k.Sym != "" {
		src := fusion.SymbolSource(body, k.Sym)
		if src.Sym != "" {
			return "symbol @" + k.Sym + " of the symbolic-shapes analysis"
		}
		return describe(src, body) + " (symbol @" + k.Sym + ")"
	}
	v := k.Root
	if v == nil {
		return fmt.Sprintf("the constant %d", k.Static)
	}
	what := "a value"
	if op := v.DefiningOp(); op != nil && op.Name == "scf.if" {
		what = fmt.Sprintf("result #%d of scf.if (each side binds it)", v.Index())
	} else if op != nil {
		what = "the result of " + op.Name
	} else if v.OwnerBlock() != nil {
		what = fmt.Sprintf("argument #%d", v.Index())
	}
	if k.Elem {
		return fmt.Sprintf("element %d of %s", k.Index, what)
	}
	return fmt.Sprintf("dim %d of %s", k.Index, what)
}

// markFailed records that op's results have no buffer because op failed.
func (b *planBuilder) markFailed(op *ir.Operation) {
	if b.failed == nil {
		b.failed = map[*ir.Value]bool{}
	}
	for _, r := range op.Results() {
		b.failed[r] = true
	}
}

// readsFailed reports whether op, or an op nested in it, reads a result
// of a failed op.
func (b *planBuilder) readsFailed(op *ir.Operation) bool {
	if len(b.failed) == 0 {
		return false
	}
	found := false
	op.Walk(func(o *ir.Operation) bool {
		for _, v := range o.Operands() {
			if b.failed[v] {
				found = true
			}
		}
		return !found
	})
	return found
}

// isDeadPure reports an op without side effects, regions or terminator
// role whose results nothing reads (a tuple left over after its elements
// were forwarded).
func isDeadPure(op *ir.Operation) bool {
	if op.NumResults() == 0 || len(op.Regions) > 0 || op.HasTrait(ir.SideEffects) || op.HasTrait(ir.Terminator) || op.Info == nil {
		return false
	}
	for _, r := range op.Results() {
		if r.HasUses() {
			return false
		}
	}
	return true
}
