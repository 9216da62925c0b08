package transforms

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

func symbolDCEDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "symbol-dce",
		Title:   "SymbolDCE",
		Summary: "Eliminate dead symbols: private symbols no live op references",
		Stats:   []pipeline.StatSpec{{Name: "num-dce'd", Desc: "Number of symbols DCE'd"}},
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runSymbolDCE), nil
		},
	}
}

func runSymbolDCE(ctx *pipeline.Context, op *ir.Operation) error {
	if !isSymbolTable(op) {
		return ctx.Errorf(op, "'%s' op was scheduled to run under SymbolDCE, but does not define a symbol table", op.Name)
	}
	n := symbolDCE(op)
	ctx.AddStat("num-dce'd", int64(n))
	if n == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// symbolDCE erases private symbols (in root's table and in nested tables)
// that no live op references, and returns how many it erased. Names are
// matched without resolving scopes, so a reference keeps every private
// symbol of that name (never wrong, at worst conservative).
func symbolDCE(root *ir.Operation) int {
	candidates := map[*ir.Operation]bool{}
	var findCandidates func(table *ir.Operation)
	findCandidates = func(table *ir.Operation) {
		for _, r := range table.Regions {
			for _, b := range r.Blocks {
				for _, o := range b.Ops {
					if symbolName(o) != "" && isPrivate(o) {
						candidates[o] = true
					}
					if isSymbolTable(o) {
						findCandidates(o)
					}
				}
			}
		}
	}
	findCandidates(root)
	if len(candidates) == 0 {
		return 0
	}
	dead := deadSymbols(root, candidates)
	for _, o := range dead {
		o.Erase()
	}
	return len(dead)
}

// deadSymbols returns, in program order, the candidate symbol ops inside
// root that no live op references. Liveness spreads from every op outside
// a candidate: a candidate becomes live when a live op names it, and its
// body then counts as live.
func deadSymbols(root *ir.Operation, candidates map[*ir.Operation]bool) []*ir.Operation {
	refs := map[string]bool{}
	scan := func(op *ir.Operation) {
		op.Walk(func(o *ir.Operation) bool {
			if o != op && candidates[o] {
				return false // its body counts only once it is live
			}
			collectSymbolRefs(o, refs)
			return true
		})
	}
	scan(root)
	live := map[*ir.Operation]bool{}
	for grew := true; grew; {
		grew = false
		for c := range candidates {
			if !live[c] && refs[symbolName(c)] {
				live[c] = true
				scan(c)
				grew = true
			}
		}
	}
	// Program order keeps results independent of map order.
	var dead []*ir.Operation
	root.Walk(func(o *ir.Operation) bool {
		if candidates[o] && !live[o] {
			dead = append(dead, o)
			return false
		}
		return true
	})
	return dead
}
