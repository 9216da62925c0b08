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
			{Name: "max-depth", Kind: pipeline.IntOption, Default: "4",
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
// strongly connected components of the call graph); each is first
// simplified by the default pipeline, then the calls in it are inlined.
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
	touched := map[*ir.Operation]bool{}
	inlined := 0
	for _, scc := range g.sccs() {
		for _, f := range scc {
			if sub != nil && len(f.Regions) > 0 && len(f.Regions[0].Blocks) > 0 {
				if err := sub.Run(f); err != nil {
					return err
				}
			}
		}
		for round := 0; round < p.depth; round++ {
			var calls []*ir.Operation
			for _, f := range scc {
				f.Walk(func(o *ir.Operation) bool {
					if callee := g.funcs[callee(o)]; callee != nil && !g.recursive[callee] && inlinable(o, callee) {
						calls = append(calls, o)
					}
					return true
				})
			}
			if len(calls) == 0 {
				break
			}
			for _, c := range calls {
				callee := g.funcs[callee(c)]
				inlineCall(c, callee)
				touched[callee] = true
				inlined++
			}
		}
	}
	// Erase private callees nothing live refers to any more.
	candidates := map[*ir.Operation]bool{}
	for f := range touched {
		if isPrivate(f) {
			candidates[f] = true
		}
	}
	dead := deadSymbols(module, candidates)
	for _, f := range dead {
		f.Erase()
	}
	ctx.AddStat("num-inlined", int64(inlined))
	ctx.AddStat("num-erased", int64(len(dead)))
	if inlined+len(dead) == 0 && sub == nil {
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
