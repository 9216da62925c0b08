package shapes

import (
	"encoding/binary"
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// Pinned returns the values whose types must stay exactly as they are
// because func.call (and stablehlo.composite, for its decomposition)
// requires its operand and result types to equal the callee's signature:
// call operands and results, the entry arguments of
// called functions and the values they return. Annotate leaves their
// types alone (the analysis still knows their dims: the call rule relates
// them), and bind-dims does not refine them. The results of ops kept as
// verbatim text (ir.Verbatim) are pinned too.
func Pinned(module *ir.Operation) map[*ir.Value]bool {
	pinned := map[*ir.Value]bool{}
	for _, g := range boundaryGroups(module) {
		for _, v := range g {
			if v != nil {
				pinned[v] = true
			}
		}
	}
	pinVerbatim(module, pinned)
	return pinned
}

// pinVerbatim pins the results of ops kept as their verbatim text
// (ir.Verbatim): that text spells their types.
func pinVerbatim(module *ir.Operation, pinned map[*ir.Value]bool) {
	module.Walk(func(op *ir.Operation) bool {
		if op.Verbatim != nil {
			for _, r := range op.Results() {
				pinned[r] = true
			}
		}
		return true
	})
}

// boundaryGroups lists the values each call boundary ties together: for
// argument i of a called function, its entry argument and operand i of
// every call; for result j, the values its returns give and result j of
// every call. Types within a group must stay equal. The operands and
// results of a call to a function without a body in the module are tied
// to its declaration: their groups hold nil, for a type nothing in the IR
// may change.
func boundaryGroups(module *ir.Operation) [][]*ir.Value {
	calls := map[string][]*ir.Operation{}
	module.Walk(func(op *ir.Operation) bool {
		if isCall(op) {
			calls[calleeName(op)] = append(calls[calleeName(op)], op)
		}
		return true
	})
	var groups [][]*ir.Value
	bodies := map[string]bool{}
	module.Walk(func(op *ir.Operation) bool {
		if op.Name != "func.func" {
			return true
		}
		sites := calls[dialect.SymbolName(op)]
		if len(sites) == 0 || len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
			return false
		}
		bodies[dialect.SymbolName(op)] = true
		for i, a := range op.Regions[0].Blocks[0].Args() {
			g := []*ir.Value{a}
			for _, c := range sites {
				if i < c.NumOperands() {
					g = append(g, c.Operand(i))
				}
			}
			groups = append(groups, g)
		}
		var rets []*ir.Operation
		for _, b := range op.Regions[0].Blocks {
			if t := b.Terminator(); t != nil && t.Name == "func.return" {
				rets = append(rets, t)
			}
		}
		for j := range sites[0].NumResults() {
			var g []*ir.Value
			for _, t := range rets {
				if j < t.NumOperands() {
					g = append(g, t.Operand(j))
				}
			}
			for _, c := range sites {
				if j < c.NumResults() {
					g = append(g, c.Result(j))
				}
			}
			groups = append(groups, g)
		}
		return false
	})
	for name, sites := range calls {
		if bodies[name] {
			continue
		}
		for _, c := range sites {
			for _, v := range append(slices.Clone(c.Operands()), c.Results()...) {
				groups = append(groups, []*ir.Value{v, nil})
			}
		}
	}
	return groups
}

// pinnedFor is Pinned less the call boundaries whose values r gives the
// same dims (the same classes, the same constants): those are annotated
// alike, so the types a call ties stay equal and the callee shows the
// symbols its call sites agree on. Groups sharing a value are decided
// together.
func (r *Result) pinnedFor(module *ir.Operation) map[*ir.Value]bool {
	groups := boundaryGroups(module)
	// union-find over the groups, joined through shared values
	parent := make([]int, len(groups))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	owner := map[*ir.Value]int{}
	for i, g := range groups {
		for _, v := range g {
			if v == nil {
				continue
			}
			if j, ok := owner[v]; ok {
				parent[find(i)] = find(j)
			} else {
				owner[v] = i
			}
		}
	}
	key := map[int]string{}
	agree := map[int]bool{}
	for i, g := range groups {
		c := find(i)
		if _, seen := agree[c]; !seen {
			agree[c] = true
		}
		for _, v := range g {
			k, ok := r.boundaryKey(v)
			if !ok {
				agree[c] = false
				continue
			}
			if prev, seen := key[c]; !seen {
				key[c] = k
			} else if prev != k {
				agree[c] = false
			}
		}
	}
	pinned := map[*ir.Value]bool{}
	for i, g := range groups {
		if agree[find(i)] {
			continue
		}
		for _, v := range g {
			if v != nil {
				pinned[v] = true
			}
		}
	}
	pinVerbatim(module, pinned)
	return pinned
}

// boundaryKey says how Annotate would type v, a value at a call
// boundary: its type and, for a type it gives a symbolic encoding, the
// class or constant of each dim; ok is false for a value it cannot give
// one to (nil, no dims known, another encoding kept).
func (r *Result) boundaryKey(v *ir.Value) (string, bool) {
	if v == nil {
		return "", false
	}
	t, ok := v.Type().(*ir.TensorType)
	if !ok || ir.IsStatic(t.Shape) {
		return v.Type().String(), true
	}
	ds := r.dims[v]
	if ds == nil || t.Encoding != nil && !IsSymbolicEncoding(t.Encoding, len(t.Shape)) {
		return "", false
	}
	k := []byte((&ir.TensorType{Shape: t.Shape, Elem: t.Elem}).String())
	for _, d := range ds {
		if c, ok := r.normal(d).Constant(); ok {
			k = binary.AppendVarint(append(k, 'c'), c)
			continue
		}
		s, ok := d.AsSym()
		if !ok {
			return "", false
		}
		k = binary.AppendVarint(append(k, 's'), int64(r.store.Rep(s)))
	}
	return string(k), true
}
