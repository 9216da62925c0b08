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
			{Name: "max-depth", Kind: pipeline.IntOption, Default: "4", Desc: "Rounds of inlining, so calls brought in by inlining are inlined up to this depth"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-inlined", Desc: "Number of calls inlined"},
			{Name: "num-erased", Desc: "Number of private callees erased once no call was left"},
		},
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			depth := int(o.Int("max-depth"))
			return pipeline.PassFunc(func(ctx *pipeline.Context, op *ir.Operation) error {
				inlined, erased := inlineCalls(op, depth)
				ctx.AddStat("num-inlined", int64(inlined))
				ctx.AddStat("num-erased", int64(erased))
				if inlined+erased == 0 {
					ctx.MarkUnchanged()
				}
				return nil
			}), nil
		},
	}
}

// inlineCalls inlines calls in module for up to depth rounds and erases
// private callees left without references. It returns the number of calls
// inlined and of functions erased.
func inlineCalls(module *ir.Operation, depth int) (inlined, erased int) {
	funcs := map[string]*ir.Operation{}
	for _, r := range module.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if o.Name == "func.func" && symbolName(o) != "" {
					funcs[symbolName(o)] = o
				}
			}
		}
	}
	recursive := recursiveFuncs(funcs)
	touched := map[*ir.Operation]bool{}
	for round := 0; round < depth; round++ {
		var calls []*ir.Operation
		module.Walk(func(o *ir.Operation) bool {
			if f := funcs[callee(o)]; f != nil && !recursive[f] && inlinable(o, f) {
				calls = append(calls, o)
			}
			return true
		})
		if len(calls) == 0 {
			break
		}
		for _, c := range calls {
			f := funcs[callee(c)]
			inlineCall(c, f)
			touched[f] = true
			inlined++
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
	return inlined, len(dead)
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
	ops := body.Ops[:len(body.Ops)-1]
	for _, o := range ops {
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

// recursiveFuncs returns the functions that can reach themselves through
// calls (directly or through other functions).
func recursiveFuncs(funcs map[string]*ir.Operation) map[*ir.Operation]bool {
	callees := map[*ir.Operation][]*ir.Operation{}
	for _, f := range funcs {
		f.Walk(func(o *ir.Operation) bool {
			if g := funcs[callee(o)]; g != nil {
				callees[f] = append(callees[f], g)
			}
			return true
		})
	}
	out := map[*ir.Operation]bool{}
	for _, f := range funcs {
		seen := map[*ir.Operation]bool{}
		stack := append([]*ir.Operation(nil), callees[f]...)
		for len(stack) > 0 {
			g := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if g == f {
				out[f] = true
				break
			}
			if !seen[g] {
				seen[g] = true
				stack = append(stack, callees[g]...)
			}
		}
	}
	return out
}
