package transforms

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

func inlineDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "inline",
		Title:   "Inliner",
		Summary: "Inline func.call of functions with a single-block body; recursive functions stay calls",
		Anchor:  "builtin.module",
		Options: []pipeline.OptionSpec{
			{Name: "default-pipeline", Kind: pipeline.StringOption, Default: "canonicalize",
				Desc: "Pipeline run on each function before calls in it are inlined (\"\" for none)"},
			{Name: "max-depth", Kind: pipeline.IntOption, Default: "4", Min: "0",
				Desc: "Rounds of inlining per function, so calls that inlined bodies bring in are inlined too"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-inlined", Desc: "Number of calls inlined"},
			{Name: "num-erased", Desc: "Number of private callees erased once no call was left"},
		},
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			return &inliner{depth: int(o.Int("max-depth")), pipe: o.String("default-pipeline")}, nil
		},
	}
}

// inliner works like MLIR's: functions are visited callees first (by
// strongly connected components of the call graph, in the order mlir's
// call graph gives them); each is first simplified by the default
// pipeline, then the calls in it are inlined. Private functions nothing
// refers to when their turn comes, and private callees whose only call was
// inlined, are erased at the end; a private callee copied into several
// callers stays even when no call is left (as in mlir; symbol-dce removes
// it).
type inliner struct {
	depth int
	pipe  string
}

func (p *inliner) Run(ctx *pipeline.Context, module *ir.Operation) error {
	var sub *pipeline.Manager
	if p.pipe != "" && ctx.Passes != nil {
		pl, err := ctx.Passes.Parse("func.func(" + p.pipe + ")")
		if err != nil {
			return ctx.Errorf(module, "inline: bad default-pipeline '%s': %v", p.pipe, err)
		}
		sub = pipeline.NewManager(pl, pipeline.Config{Ops: ctx.Ops, Threads: 1})
	}
	g := buildCallGraph(module)
	uses := map[string]int{}
	module.Walk(func(o *ir.Operation) bool { countSymbolRefs(o, uses); return true })
	dead := map[*ir.Operation]bool{}
	inlined := 0
	for _, scc := range g.sccs() {
		var live []*ir.Operation
		for _, f := range scc {
			if isPrivate(f) && uses[symbolName(f)] == 0 {
				dead[f] = true
			} else {
				live = append(live, f)
			}
		}
		if sub != nil {
			for _, f := range live {
				if err := sub.Run(f); err != nil {
					return err
				}
			}
		}
		for round := 0; round < p.depth; round++ {
			var calls []*ir.Operation
			for _, f := range live {
				f.Walk(func(o *ir.Operation) bool {
					if c := g.funcs[callee(o)]; c != nil && !g.recursive[c] && !dead[c] && inlinable(o, c) {
						calls = append(calls, o)
					}
					return true
				})
			}
			if len(calls) == 0 {
				break
			}
			for _, call := range calls {
				c := g.funcs[callee(call)]
				name := symbolName(c)
				inPlace := isPrivate(c) && uses[name] == 1
				inlineCall(call, c)
				inlined++
				uses[name]--
				if inPlace {
					dead[c] = true // its body moved into the caller
				} else {
					c.Walk(func(o *ir.Operation) bool {
						if o != c {
							countSymbolRefs(o, uses) // the copy's references
						}
						return true
					})
				}
			}
		}
	}
	erased := 0
	for _, f := range g.order {
		if dead[f] {
			f.Erase()
			erased++
		}
	}
	ctx.AddStat("num-inlined", int64(inlined))
	ctx.AddStat("num-erased", int64(erased))
	if inlined+erased == 0 && (sub == nil || !sub.Changed()) {
		ctx.MarkUnchanged()
	}
	return nil
}

// inlinable reports whether call can take f's body: one block ending in a
// return whose operands match the call's results, and arguments matching
// the call's operands.
func inlinable(call, f *ir.Operation) bool {
	if len(f.Regions) != 1 || len(f.Regions[0].Blocks) != 1 || f.IsAncestor(call) {
		return false
	}
	body := f.Regions[0].Blocks[0]
	term := body.Terminator()
	if term == nil || !(term.HasTrait(ir.ReturnLike) || term.Name == "func.return" || term.Name == "return") {
		return false
	}
	if len(body.Args()) != call.NumOperands() || term.NumOperands() != call.NumResults() {
		return false
	}
	for i, a := range body.Args() {
		if !ir.TypeEqual(a.Type(), call.Operand(i).Type()) {
			return false
		}
	}
	for i, v := range term.Operands() {
		if !ir.TypeEqual(v.Type(), call.Result(i).Type()) {
			return false
		}
	}
	return true
}

// inlineCall replaces call by a copy of f's body. Copied ops get a
// call-site location (callee's location at the call's).
func inlineCall(call, f *ir.Operation) {
	body := f.Regions[0].Blocks[0]
	m := ir.NewMapping()
	for i, a := range body.Args() {
		m.Values[a] = call.Operand(i)
	}
	block := call.Block()
	for _, o := range body.Ops[:len(body.Ops)-1] {
		c := o.Clone(m)
		c.Walk(func(x *ir.Operation) bool {
			x.Loc = &ir.CallSiteLoc{Callee: x.Loc, Caller: call.Loc}
			return true
		})
		block.InsertBefore(call, c)
	}
	term := body.Terminator()
	for i, r := range call.Results() {
		r.ReplaceAllUsesWith(m.Lookup(term.Operand(i)))
	}
	call.Erase()
}
