package hlo

import (
	"fmt"

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
}

// Lower builds the kernel of fusion op fop, named name; names gives the
// dynamic dims their (function-wide) names.
func Lower(fop *ir.Operation, name string, names *Namer) (*Lowered, error) {
	if fop.Name != "symopt.fusion" || len(fop.Regions) != 1 || len(fop.Regions[0].Blocks) != 1 {
		return nil, errorf(fop, "expected a symopt.fusion op with one block")
	}
	body := fop.Regions[0].Blocks[0]
	yield := body.Terminator()
	e := &emitter{fop: fop, b: kernel.NewBuilder(name), names: names, bufs: map[*ir.Value]int{}, dimP: map[string]int{}}
	kind, _ := fop.Attr("fusion_kind").(*ir.StringAttr)
	var outs []int
	var err error
	for _, op := range body.Ops {
		if op != yield && !CanLower(op) {
			return nil, errorf(op, "cannot be lowered to a kernel yet")
		}
	}
	if kind != nil && kind.Value == dialect.FusionInput {
		outs, err = e.input(body, yield)
	} else {
		outs, err = e.loop(yield)
	}
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

// outBuffers declares one output buffer per yielded value.
func (e *emitter) outBuffers(yield *ir.Operation) ([]int, error) {
	outs := make([]int, yield.NumOperands())
	for i, v := range yield.Operands() {
		t := ElemType(v.Type())
		if t == kernel.Invalid {
			return nil, errorf(e.fop, "result #%d has type %s, which kernels cannot store", i, v.Type())
		}
		outs[i] = e.b.Buffer(fmt.Sprintf("out%d", i), t, kernel.Write)
	}
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
	e.b.SetVector(4)
	e.region(e.b.Loop(e.count(iter)))
	lin := e.rb.Index(kernel.Linear)
	p := &ix{shape: iter, lin: lin}
	for i, v := range yield.Operands() {
		x, err := e.at(v, p)
		if err != nil {
			return nil, err
		}
		e.rb.Store(outs[i], lin, x)
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
