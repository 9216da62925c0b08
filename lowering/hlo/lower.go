package hlo

import (
	"fmt"
	"sort"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// Lowered is one fusion as a kernel, with how its parameters bind to the
// fusion's operands and results.
type Lowered struct {
	Kernel *kernel.Kernel
	// Inputs[i] is the fusion operand read by buffer parameter
	// Kernel.Params[InParams[i]]; likewise for Outputs (fusion results).
	Inputs, InParams   []int
	Outputs, OutParams []int
	// Dims lists the dim parameters by name.
	Dims []string
	// Update marks a kernel that adds into its output (an inout buffer)
	// instead of overwriting it: the step before it fills the buffer.
	Update bool
}

// Lower builds the kernel of fusion op fop, named name; names gives the
// dynamic dims their (function-wide) names. Parameters come in a fixed
// order: the inputs (by operand number), the outputs (by result number),
// then the dims (in order of first use). The body is emitted twice: once
// to learn which inputs and dims it uses, once with them declared.
func Lower(fop *ir.Operation, name string, names *Namer) (*Lowered, error) {
	if fop.Name != "symopt.fusion" || len(fop.Regions) != 1 || len(fop.Regions[0].Blocks) != 1 {
		return nil, errorf(fop, "expected a symopt.fusion op with one block")
	}
	body := fop.Regions[0].Blocks[0]
	yield := body.Terminator()
	if yield == nil || yield.Name != "symopt.yield" {
		return nil, errorf(fop, "expected a body ending with symopt.yield")
	}
	for _, op := range body.Ops {
		if op != yield && !CanLower(op) {
			return nil, errorf(op, "cannot be lowered to a kernel yet")
		}
	}
	probe := newEmitter(fop, name, names)
	if _, err := probe.emit(body, yield); err != nil {
		return nil, err
	}
	e := newEmitter(fop, name, names)
	ins := append([]*ir.Value(nil), probe.inBufs...)
	sort.Slice(ins, func(i, j int) bool { return ins[i].Index() < ins[j].Index() })
	for _, v := range ins {
		if _, err := e.declareInput(v); err != nil {
			return nil, err
		}
	}
	if _, err := e.outBuffers(yield); err != nil {
		return nil, err
	}
	for _, d := range probe.dimOrder {
		e.declareDim(d)
	}
	outs, err := e.emit(body, yield)
	if err != nil {
		return nil, err
	}
	k, err := e.b.Build()
	if err != nil {
		return nil, errorf(fop, "lowers to an invalid kernel %s: %v", name, err)
	}
	l := &Lowered{Kernel: k}
	for _, v := range e.inBufs {
		l.Inputs = append(l.Inputs, v.Index())
		l.InParams = append(l.InParams, e.bufs[v])
	}
	for i, p := range outs {
		l.Outputs = append(l.Outputs, i)
		l.OutParams = append(l.OutParams, p)
	}
	for _, p := range k.Params {
		if p.Kind == kernel.DimParam {
			l.Dims = append(l.Dims, p.Name)
		}
	}
	return l, nil
}

// lowered builds e's kernel and binds operands ins to buffer parameters
// inParams and results 0, 1, ... to outs.
func (e *emitter) lowered(op *ir.Operation, ins, inParams, outs []int) (*Lowered, error) {
	k, err := e.b.Build()
	if err != nil {
		return nil, errorf(op, "lowers to an invalid kernel: %v", err)
	}
	l := &Lowered{Kernel: k, Inputs: ins, InParams: inParams, OutParams: outs}
	for i := range outs {
		l.Outputs = append(l.Outputs, i)
	}
	for _, p := range k.Params {
		if p.Kind == kernel.DimParam {
			l.Dims = append(l.Dims, p.Name)
		}
	}
	return l, nil
}

func newEmitter(fop *ir.Operation, name string, names *Namer) *emitter {
	return &emitter{fop: fop, b: kernel.NewBuilder(name), names: names, bufs: map[*ir.Value]int{}, dimP: map[string]int{}}
}

// emit lowers the body with the strategy of the fusion's kind.
func (e *emitter) emit(body *ir.Block, yield *ir.Operation) ([]int, error) {
	if kind, _ := e.fop.Attr("fusion_kind").(*ir.StringAttr); kind != nil && kind.Value == dialect.FusionInput {
		return e.input(body, yield)
	}
	return e.loop(yield)
}

// outBuffers declares one output buffer per yielded value (once).
func (e *emitter) outBuffers(yield *ir.Operation) ([]int, error) {
	if e.outs != nil {
		return e.outs, nil
	}
	outs := make([]int, yield.NumOperands())
	for i, v := range yield.Operands() {
		t := bufElem(v.Type())
		if t == kernel.Invalid {
			return nil, errorf(e.fop, "result #%d has type %s, which kernels cannot store", i, v.Type())
		}
		outs[i] = e.b.Buffer(fmt.Sprintf("out%d", i), t, kernel.Write)
	}
	e.outs = outs
	return outs, nil
}

func (e *emitter) count(v *ir.Value) *kernel.Expr {
	s, _ := fusion.Shape(v)
	var fs []*kernel.Expr
	for i := range s {
		fs = append(fs, e.dimExpr(v, i))
	}
	if len(fs) == 0 {
		return kernel.Const(1)
	}
	return kernel.Product(fs...)
}

// loop lowers a kLoop or kHorizontal fusion: one thread per element of
// the common output shape.
func (e *emitter) loop(yield *ir.Operation) ([]int, error) {
	outs, err := e.outBuffers(yield)
	if err != nil {
		return nil, err
	}
	iter := yield.Operand(0)
	for _, v := range yield.Operands() {
		if !sameShape(e.names.Dims, v, iter) {
			return nil, errorf(v.DefiningOp(), "loop fusion results must share one shape")
		}
	}
	if !anyComplex(yield.Operands()) { // complex parts are stored one by one
		e.b.SetVector(4)
	}
	e.region(e.b.Loop(e.count(iter)))
	lin := e.rb.Index(kernel.Linear)
	p := &ix{shape: iter, lin: lin}
	for i, v := range yield.Operands() {
		if err := e.storeValue(outs[i], lin, v, p); err != nil {
			return nil, err
		}
	}
	return outs, nil
}

func sameShape(d *fusion.Dims, a, b *ir.Value) bool {
	sa, _ := fusion.Shape(a)
	sb, _ := fusion.Shape(b)
	if len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if !d.Equal(a, i, b, i) {
			return false
		}
	}
	return true
}
