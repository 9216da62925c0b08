package autodiff

import (
	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// Differentiate adds @<fn>_grad to module, right after @fn, and returns
// it. wrt lists argument indices; nil means every floating-point tensor
// argument. reg supplies the OpInfo of the ops created.
func Differentiate(reg *ir.Registry, module *ir.Operation, fn string, wrt []int) (*ir.Operation, error) {
	f := findFunc(module, fn)
	if f == nil {
		return nil, diag.Errorf(dialect.Pos(module), "autodiff: no function @%s in the module", fn)
	}
	ft, ok := dialect.FunctionType(f)
	if !ok || len(f.Regions) == 0 || f.Regions[0].Entry() == nil {
		return nil, diag.Errorf(dialect.Pos(f), "autodiff: @%s has no body", fn)
	}
	if findFunc(module, fn+"_grad") != nil {
		return nil, diag.Errorf(dialect.Pos(f), "autodiff: @%s_grad already exists", fn)
	}
	if len(f.Regions[0].Blocks) > 1 {
		return nil, diag.Errorf(dialect.Pos(f), "autodiff: @%s has %d blocks; only single-block functions are supported", fn, len(f.Regions[0].Blocks))
	}
	if len(ft.Results) == 0 {
		return nil, diag.Errorf(dialect.Pos(f), "autodiff: @%s returns nothing to differentiate", fn)
	}
	if rt, ok := ft.Results[0].(*ir.TensorType); !ok || len(rt.Shape) != 0 || !ir.IsFloat(rt.Elem) {
		return nil, diag.Errorf(dialect.Pos(f), "autodiff: the first result of @%s must be a floating-point scalar tensor, got %s", fn, ft.Results[0])
	}
	wrt, err := chooseArgs(f, ft, wrt)
	if err != nil {
		return nil, err
	}
	g := newGradFunc(reg, f, ft, fn+"_grad", wrt)
	if err := g.run(); err != nil {
		return nil, err
	}
	blk := f.Block()
	blk.InsertAt(blk.IndexOf(f)+1, g.fn)
	return g.fn, nil
}

func findFunc(module *ir.Operation, name string) *ir.Operation {
	for _, r := range module.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if o.Name == "func.func" && dialect.SymbolName(o) == name {
					return o
				}
			}
		}
	}
	return nil
}

func chooseArgs(f *ir.Operation, ft *ir.FunctionType, wrt []int) ([]int, error) {
	if wrt == nil {
		for i, t := range ft.Inputs {
			if tt, ok := t.(*ir.TensorType); ok && ir.IsFloat(tt.Elem) {
				wrt = append(wrt, i)
			}
		}
		return wrt, nil
	}
	seen := map[int]bool{}
	for _, i := range wrt {
		if i < 0 || i >= len(ft.Inputs) {
			return nil, diag.Errorf(dialect.Pos(f), "autodiff: argument index %d out of range (the function has %d arguments)", i, len(ft.Inputs))
		}
		if tt, ok := ft.Inputs[i].(*ir.TensorType); !ok || !ir.IsFloat(tt.Elem) {
			return nil, diag.Errorf(dialect.Pos(f), "autodiff: argument %d has type %s; only floating-point tensors have gradients", i, ft.Inputs[i])
		}
		if seen[i] {
			return nil, diag.Errorf(dialect.Pos(f), "autodiff: argument index %d listed twice", i)
		}
		seen[i] = true
	}
	return wrt, nil
}

// gradFunc is one gradient function being built.
type gradFunc struct {
	src    *ir.Operation
	fn     *ir.Operation
	b      *build.Builder
	wrt    []int
	ops    []*ir.Operation // cloned forward ops, in order
	rets   []*ir.Value     // cloned returned values
	active map[*ir.Value]bool
	adj    map[*ir.Value]*ir.Value
	rules  map[string]rule
}

func newGradFunc(reg *ir.Registry, src *ir.Operation, ft *ir.FunctionType, name string, wrt []int) *gradFunc {
	results := append([]ir.Type{}, ft.Results...)
	for _, i := range wrt {
		results = append(results, ft.Inputs[i])
	}
	attrs := []ir.NamedAttr{
		{Name: "sym_name", Value: ir.Str(name)},
		{Name: "function_type", Value: &ir.TypeAttr{Type: &ir.FunctionType{Inputs: ft.Inputs, Results: results}}},
	}
	if v := src.Attr("sym_visibility"); v != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "sym_visibility", Value: v})
	}
	fn := ir.NewOperation("func.func", reg.Lookup("func.func"), nil, nil, attrs, src.Loc)
	blk := fn.AddRegion().AddBlock()
	return &gradFunc{src: src, fn: fn, b: build.New(reg, blk, src.Loc), wrt: wrt,
		active: map[*ir.Value]bool{}, adj: map[*ir.Value]*ir.Value{}, rules: ruleTable()}
}

func (g *gradFunc) run() error {
	if err := g.cloneForward(); err != nil {
		return err
	}
	g.markActive()
	seed := g.b.ScalarConst(build.Elem(g.rets[0]), 1)
	g.adj[g.rets[0]] = seed
	for i := len(g.ops) - 1; i >= 0; i-- {
		if err := g.backward(g.ops[i]); err != nil {
			return err
		}
	}
	outs := append([]*ir.Value{}, g.rets...)
	args := g.b.Block().Args()
	for _, i := range g.wrt {
		a := g.adj[args[i]]
		if a == nil {
			a = g.b.Zeros(args[i])
		}
		outs = append(outs, a)
	}
	g.b.Return(outs...)
	return g.b.Err()
}

func (g *gradFunc) cloneForward() error {
	srcBlk := g.src.Regions[0].Entry()
	m := ir.NewMapping()
	for _, a := range srcBlk.Args() {
		m.Values[a] = g.b.Block().AddArg(a.Type(), a.Loc)
	}
	for _, op := range srcBlk.Ops {
		if op.HasTrait(ir.ReturnLike) || op.Name == "func.return" {
			for _, v := range op.Operands() {
				g.rets = append(g.rets, m.Lookup(v))
			}
			continue
		}
		if canonical(op) == "stablehlo.while" && hasFloatOperand(op) {
			if n, ok := tripCount(op); ok && n <= maxUnroll {
				g.unrollWhile(op, n, m)
				continue
			}
		}
		c := op.Clone(m)
		g.b.Block().Append(c)
		g.ops = append(g.ops, c)
	}
	if len(g.rets) == 0 {
		return diag.Errorf(dialect.Pos(g.src), "autodiff: @%s does not end in a return", dialect.SymbolName(g.src))
	}
	return nil
}

// markActive marks the floating-point values that depend on a chosen
// argument; only they get adjoints.
func (g *gradFunc) markActive() {
	args := g.b.Block().Args()
	for _, i := range g.wrt {
		g.active[args[i]] = true
	}
	for _, op := range g.ops {
		dep := false
		// Operands of nested ops count too: regions of if, case and
		// while may capture values from above.
		op.Walk(func(o *ir.Operation) bool {
			for _, v := range o.Operands() {
				dep = dep || g.active[v]
			}
			return !dep
		})
		if !dep {
			continue
		}
		for _, r := range op.Results() {
			if build.IsFloatTensor(r) {
				g.active[r] = true
			}
		}
	}
}

// accumulate adds v to the adjoint of x.
func (g *gradFunc) accumulate(x, v *ir.Value) {
	if v == nil || !g.active[x] {
		return
	}
	if old := g.adj[x]; old != nil {
		v = g.b.Add(old, v)
	}
	g.adj[x] = v
}

func (g *gradFunc) backward(op *ir.Operation) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = diag.Errorf(dialect.Pos(op), "autodiff: '%s': cannot differentiate this op (%v)", op.Name, r)
		}
	}()
	var ct []*ir.Value
	has := false
	for _, r := range op.Results() {
		a := g.adj[r]
		ct = append(ct, a)
		has = has || a != nil
	}
	if !has {
		return nil
	}
	name := op.Name
	if op.Info != nil {
		name = op.Info.Name
	}
	rule, ok := g.rules[name]
	if !ok {
		return diag.Errorf(dialect.Pos(op), "autodiff: no gradient rule for '%s'", op.Name)
	}
	for _, v := range append(append([]*ir.Value{}, op.Operands()...), op.Results()...) {
		if _, ranked := v.Type().(*ir.TensorType); !ranked {
			return diag.Errorf(dialect.Pos(op), "autodiff: '%s': only ranked tensors are supported, got %s", op.Name, v.Type())
		}
	}
	need := make([]bool, op.NumOperands())
	for i, v := range op.Operands() {
		need[i] = g.active[v]
	}
	grads, err := rule(&ruleCtx{g: g, b: g.b, op: op, need: need}, ct)
	if err != nil {
		return diag.Errorf(dialect.Pos(op), "autodiff: '%s': %v", op.Name, err)
	}
	for i, v := range grads {
		if i < len(need) && need[i] && v != nil {
			if !ir.TypeEqual(v.Type(), op.Operand(i).Type()) {
				return diag.Errorf(dialect.Pos(op), "autodiff: '%s': gradient of operand %d has type %s, want %s", op.Name, i, v.Type(), op.Operand(i).Type())
			}
			g.accumulate(op.Operand(i), v)
		}
	}
	return nil
}
