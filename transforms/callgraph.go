package transforms

import "github.com/symopt/symopt/ir"

// callGraph links the func.func ops of a module by the func.call ops in
// their bodies.
type callGraph struct {
	order     []*ir.Operation // functions in program order
	funcs     map[string]*ir.Operation
	callees   map[*ir.Operation][]*ir.Operation // distinct, in order of first call
	recursive map[*ir.Operation]bool            // can reach itself through calls
}

func buildCallGraph(module *ir.Operation) *callGraph {
	g := &callGraph{funcs: map[string]*ir.Operation{}, callees: map[*ir.Operation][]*ir.Operation{}, recursive: map[*ir.Operation]bool{}}
	for _, r := range module.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				// declarations are no nodes, as in mlir's call graph
				if o.Name == "func.func" && symbolName(o) != "" && len(o.Regions) > 0 && len(o.Regions[0].Blocks) > 0 {
					g.funcs[symbolName(o)] = o
					g.order = append(g.order, o)
				}
			}
		}
	}
	for _, f := range g.order {
		seen := map[*ir.Operation]bool{}
		f.Walk(func(o *ir.Operation) bool {
			if c := g.funcs[callee(o)]; c != nil && !seen[c] {
				seen[c] = true
				g.callees[f] = append(g.callees[f], c)
				if c == f {
					g.recursive[f] = true
				}
			}
			return true
		})
	}
	return g
}

// sccs returns the strongly connected components callees first (Tarjan's
// algorithm emits them in reverse topological order), and marks the
// members of cycles recursive.
func (g *callGraph) sccs() [][]*ir.Operation {
	index := map[*ir.Operation]int{}
	low := map[*ir.Operation]int{}
	onStack := map[*ir.Operation]bool{}
	var stack []*ir.Operation
	var out [][]*ir.Operation
	var visit func(f *ir.Operation)
	visit = func(f *ir.Operation) {
		index[f] = len(index)
		low[f] = index[f]
		stack = append(stack, f)
		onStack[f] = true
		for _, c := range g.callees[f] {
			if _, ok := index[c]; !ok {
				visit(c)
				low[f] = min(low[f], low[c])
			} else if onStack[c] {
				low[f] = min(low[f], index[c])
			}
		}
		if low[f] == index[f] {
			var scc []*ir.Operation
			for {
				n := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[n] = false
				scc = append(scc, n)
				if n == f {
					break
				}
			}
			if len(scc) > 1 {
				for _, n := range scc {
					g.recursive[n] = true
				}
			}
			// keep program order inside a component
			for i, j := 0, len(scc)-1; i < j; i, j = i+1, j-1 {
				scc[i], scc[j] = scc[j], scc[i]
			}
			out = append(out, scc)
		}
	}
	for _, f := range g.order {
		if _, ok := index[f]; !ok {
			visit(f)
		}
	}
	return out
}
