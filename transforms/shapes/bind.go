package shapes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic"
	symshapes "github.com/symopt/symopt/symbolic/shapes"
)

func bindDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name: "bind-dims",
		// bind-dims{S0=512 S1=128} names symbols directly.
		FreeOptions: true,
		Title:       "BindDims",
		Summary:     "Specialize a module to concrete dimension sizes: refine dims to static sizes and fold shape computations",
		Anchor:      "builtin.module",
		Options: []pipeline.OptionSpec{
			{Name: "dims", Kind: pipeline.ListOption, Desc: "symbol values, e.g. S0=512,S1=128 (symbols declared by symopt.dim)"},
			{Name: "args", Kind: pipeline.ListOption, Desc: "argument dims of the first public function, e.g. 0.1=128 (argument 0, dim 1)"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-dims-refined", Desc: "Dynamic dims made static"},
			{Name: "num-shape-values-folded", Desc: "Shape computations replaced by a constant"},
		},
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			b, err := parseBindings(append(o.List("dims"), o.Free()...), o.List("args"))
			if err != nil {
				return nil, err
			}
			return pipeline.PassFunc(b.run), nil
		},
	}
}

// bindings are the values given to bind-dims.
type bindings struct {
	syms map[string]int64
	args []argBinding
}

type argBinding struct {
	arg, dim int
	value    int64
}

func parseBindings(dims, args []string) (*bindings, error) {
	b := &bindings{syms: map[string]int64{}}
	for _, d := range dims {
		name, val, ok := strings.Cut(d, "=")
		v, err := strconv.ParseInt(strings.TrimSpace(val), 10, 64)
		name = strings.TrimPrefix(strings.TrimSpace(name), "@")
		if !ok || err != nil || v < 1 || name == "" {
			return nil, fmt.Errorf("bind-dims: bad dims entry '%s' (want NAME=VALUE with VALUE >= 1, e.g. S0=512)", d)
		}
		b.syms[name] = v
	}
	for _, a := range args {
		pos, val, ok := strings.Cut(a, "=")
		ai, di, ok2 := strings.Cut(strings.TrimSpace(pos), ".")
		x, err1 := strconv.Atoi(ai)
		y, err2 := strconv.Atoi(di)
		v, err3 := strconv.ParseInt(strings.TrimSpace(val), 10, 64)
		if !ok || !ok2 || err1 != nil || err2 != nil || err3 != nil || x < 0 || y < 0 || v < 1 {
			return nil, fmt.Errorf("bind-dims: bad args entry '%s' (want ARG.DIM=VALUE, e.g. 0.1=128)", a)
		}
		b.args = append(b.args, argBinding{x, y, v})
	}
	return b, nil
}

func (b *bindings) run(ctx *pipeline.Context, module *ir.Operation) error {
	res, err := symshapes.Analyze(module)
	if err != nil {
		return err
	}
	st := res.Store()
	for name, v := range b.syms {
		s, ok := res.Symbol(name)
		if !ok {
			return ctx.Errorf(module, "bind-dims: no symbol @%s is declared (run symbolic-shapes first or name a declared symbol)", name)
		}
		if err := st.AddEq(symbolic.Var(s), symbolic.Const(v), "bind-dims "+name); err != nil {
			return ctx.Errorf(module, "bind-dims: %s=%d: %v", name, v, err)
		}
	}
	if len(b.args) > 0 {
		fn := firstPublicFunc(module)
		if fn == nil {
			return ctx.Errorf(module, "bind-dims: args given but the module has no public function with a body")
		}
		entry := fn.Regions[0].Blocks[0]
		for _, a := range b.args {
			if a.arg >= len(entry.Args()) {
				return ctx.Errorf(fn, "bind-dims: argument %d does not exist", a.arg)
			}
			ds := res.RawDims(entry.Arg(a.arg))
			if a.dim >= len(ds) {
				return ctx.Errorf(fn, "bind-dims: argument %d has no dim %d", a.arg, a.dim)
			}
			if err := st.AddEq(ds[a.dim], symbolic.Const(a.value), "bind-dims"); err != nil {
				return ctx.Errorf(fn, "bind-dims: argument %d dim %d = %d: %v", a.arg, a.dim, a.value, err)
			}
		}
	}
	refined := refineTypes(module, res)
	folded := foldScalars(module, res, ctx.Ops)
	if hasDynamic(module) {
		symshapes.Annotate(module, res, ctx.Ops)
	} else {
		dropDeclarations(module)
	}
	ctx.AddStat("num-dims-refined", int64(refined))
	ctx.AddStat("num-shape-values-folded", int64(folded))
	return nil
}

func firstPublicFunc(module *ir.Operation) *ir.Operation {
	for _, op := range topLevel(module) {
		if op.Name != "func.func" || len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
			continue
		}
		if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value == "private" {
			continue
		}
		return op
	}
	return nil
}

// refineTypes makes every dim proven constant static; a symbolic encoding
// is dropped from types that become static (Annotate rewrites the rest).
func refineTypes(module *ir.Operation, res *symshapes.Result) int {
	n := 0
	pinned := symshapes.Pinned(module)
	retype := func(v *ir.Value) {
		t, ok := v.Type().(*ir.TensorType)
		if !ok || ir.IsStatic(t.Shape) || pinned[v] {
			return
		}
		ds := res.Dims(v)
		if len(ds) != len(t.Shape) {
			return
		}
		shape := append([]int64(nil), t.Shape...)
		for i, d := range ds {
			if c, ok := d.Constant(); ok && shape[i] == ir.Dynamic {
				shape[i] = c
			}
		}
		enc := t.Encoding
		if bounds, ok := dialect.Bounds(t); ok {
			enc = refineBounded(t.Shape, shape, bounds, enc)
		}
		changed := false
		for i := range shape {
			if shape[i] != t.Shape[i] {
				changed = true
				n++
			}
		}
		if !changed {
			return
		}
		if enc != nil && symshapes.IsSymbolicEncoding(enc, len(shape)) && ir.IsStatic(shape) {
			enc = nil
		}
		v.SetType(&ir.TensorType{Shape: shape, Elem: t.Elem, Encoding: enc})
	}
	module.Walk(func(op *ir.Operation) bool {
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, a := range b.Args() {
					retype(a)
				}
			}
		}
		for _, v := range op.Results() {
			retype(v)
		}
		return true
	})
	module.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" {
			symshapes.FixFunctionType(op)
		}
		return true
	})
	return n
}

func hasDynamic(module *ir.Operation) bool {
	found := false
	module.Walk(func(op *ir.Operation) bool {
		for _, v := range op.Results() {
			if t, ok := v.Type().(*ir.TensorType); ok && !ir.IsStatic(t.Shape) {
				found = true
			}
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, a := range b.Args() {
					if t, ok := a.Type().(*ir.TensorType); ok && !ir.IsStatic(t.Shape) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

func dropDeclarations(module *ir.Operation) {
	for _, op := range append([]*ir.Operation(nil), topLevel(module)...) {
		if op.Name == "symopt.dim" || op.Name == "symopt.constraint" {
			op.Erase()
		}
	}
}

// refineBounded keeps a bounds encoding (`#stablehlo.bounds<5, ?>`,
// `#mhlo.type_extensions<bounds = [5, ?]>`) valid when refined dims become
// static: StableHLO and MHLO allow a bound only on a dynamic dim. When no
// dim left dynamic has a bound, the encoding goes and every refined dim
// stays static; otherwise the bounded dims stay dynamic (shape is reset
// there) and the encoding is kept.
func refineBounded(old, shape, bounds []int64, enc ir.Attribute) ir.Attribute {
	for i := range shape {
		if shape[i] == ir.Dynamic && bounds[i] != ir.Dynamic {
			for j := range shape {
				if old[j] == ir.Dynamic && bounds[j] != ir.Dynamic {
					shape[j] = ir.Dynamic
				}
			}
			return enc
		}
	}
	return nil
}
