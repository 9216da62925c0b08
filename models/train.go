package models

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// Adam's constants.
const (
	adamBeta1 = 0.9
	adamBeta2 = 0.999
	adamEps   = 1e-8
)

// buildTrainStep builds @loss, differentiates it into @loss_grad, and
// turns that into @train_step(params..., [m..., v..., step], inputs...)
// returning (loss, params'..., [m'..., v'..., step']).
func buildTrainStep(reg *ir.Registry, module *ir.Operation, c Config) error {
	lossFn, err := buildFunc(reg, module, c, "loss", true)
	if err != nil {
		return err
	}
	params := Params(c)
	wrt := make([]int, len(params))
	for i := range wrt {
		wrt[i] = i
	}
	gradFn, err := autodiff.Differentiate(reg, module, "loss", wrt)
	if err != nil {
		return err
	}
	elem := elemType(c)
	var ins []ir.Type
	ptypes := make([]ir.Type, len(params))
	for i, p := range params {
		ptypes[i] = build.Tensor(p.Shape, elem)
	}
	ins = append(ins, ptypes...)
	adam := c.Optimizer == "adam"
	if adam {
		ins = append(ins, ptypes...)
		ins = append(ins, ptypes...)
		ins = append(ins, build.Tensor(nil, elem))
	}
	for _, in := range Inputs(c) {
		ins = append(ins, inputType(c, in, elem))
	}
	fn := ir.NewOperation("func.func", reg.Lookup("func.func"), nil, nil, []ir.NamedAttr{
		{Name: "sym_name", Value: ir.Str("train_step")},
		{Name: "sym_visibility", Value: ir.Str("public")},
	}, nil)
	blk := fn.AddRegion().AddBlock()
	args := make([]*ir.Value, len(ins))
	for i, t := range ins {
		args[i] = blk.AddArg(t, ir.UnknownLoc{})
	}
	// Clone the gradient body: its params and inputs are ours.
	src := gradFn.Regions[0].Entry()
	m := ir.NewMapping()
	np := len(params)
	for i, a := range src.Args() {
		j := i
		if i >= np && adam {
			j = i + 2*np + 1
		}
		m.Values[a] = args[j]
	}
	var rets []*ir.Value
	for _, op := range src.Ops {
		if op.Name == "func.return" {
			for _, v := range op.Operands() {
				rets = append(rets, m.Lookup(v))
			}
			continue
		}
		blk.Append(op.Clone(m))
	}
	b := build.New(reg, blk, nil)
	loss, grads := rets[0], rets[1:]
	if c.DataParallel > 1 {
		grads = allReduceMean(b, grads, c.DataParallel)
	}
	outs := []*ir.Value{loss}
	if adam {
		outs = append(outs, adamUpdate(b, c, args[:np], args[np:2*np], args[2*np:3*np], args[3*np], grads)...)
	} else {
		for i, g := range grads {
			lr := b.Splat(c.LR, elem, g)
			outs = append(outs, b.Sub(args[i], b.Mul(lr, g)))
		}
	}
	b.Return(outs...)
	if err := b.Err(); err != nil {
		return err
	}
	var res []ir.Type
	for _, v := range outs {
		res = append(res, v.Type())
	}
	fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: ins, Results: res}})
	lossFn.Erase()
	gradFn.Erase()
	module.Regions[0].Entry().Append(fn)
	return nil
}

// allReduceMean sums each gradient over n replicas (one all_reduce per
// gradient) and divides by n.
func allReduceMean(b *build.Builder, grads []*ir.Value, n int) []*ir.Value {
	group := make([]int64, n)
	for i := range group {
		group[i] = int64(i)
	}
	out := make([]*ir.Value, len(grads))
	for i, g := range grads {
		s := b.AllReduceSum(g, [][]int64{group}, int64(i+1))
		out[i] = b.Div(s, b.Splat(float64(n), build.Elem(g), g))
	}
	return out
}

// adamUpdate returns params'..., m'..., v'..., step'.
func adamUpdate(b *build.Builder, c Config, ps, ms, vs []*ir.Value, step *ir.Value, grads []*ir.Value) []*ir.Value {
	elem := build.Elem(step)
	t := b.Add(step, b.ScalarConst(elem, 1))
	one := b.ScalarConst(elem, 1)
	// Bias corrections 1 - beta^t, as scalars.
	c1 := b.Sub(one, b.Pow(b.ScalarConst(elem, adamBeta1), t))
	c2 := b.Sub(one, b.Pow(b.ScalarConst(elem, adamBeta2), t))
	var np, nm, nv []*ir.Value
	for i, g := range grads {
		k := func(v float64) *ir.Value { return b.Splat(v, elem, g) }
		m := b.Add(b.Mul(k(adamBeta1), ms[i]), b.Mul(k(1-adamBeta1), g))
		v := b.Add(b.Mul(k(adamBeta2), vs[i]), b.Mul(k(1-adamBeta2), b.Mul(g, g)))
		mh := b.Div(m, b.BroadcastLike(c1, nil, g))
		vh := b.Div(v, b.BroadcastLike(c2, nil, g))
		upd := b.Div(mh, b.Add(b.Sqrt(vh), k(adamEps)))
		np = append(np, b.Sub(ps[i], b.Mul(k(c.LR), upd)))
		nm = append(nm, m)
		nv = append(nv, v)
	}
	out := append(append(np, nm...), nv...)
	return append(out, t)
}
