package fusion

import (
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// legal checks the size limits, the shapes of the outputs, the phase
// structure of an input fusion and the absence of cycles for g, the
// union of the nodes a and b of the grouped graph.
func (f *fuser) legal(g *group, a, b []int32) bool {
	if len(g.members) > f.cfg.MaxOps {
		return false
	}
	f.markMembers(g)
	if f.inputs(g) > f.cfg.MaxOperands {
		return false
	}
	for _, m := range g.members {
		if !f.isOutput(m) {
			continue
		}
		if IsView(f.op(m)) {
			return false // the reshape stays outside as a view of its operand
		}
		// members have one result
		v, ok := f.g.res[m], false
		switch {
		case g.kind != dialect.FusionInput:
			ok = f.sameShape(v, g.iter)
		case g.red.Row:
			ok = f.sameShape(v, g.iter) || f.sameShape(v, g.redOut)
		default:
			ok = f.sameShape(v, g.redOut)
		}
		if !ok {
			return false
		}
	}
	if g.kind == dialect.FusionInput && !f.phasesOK(g) {
		return false
	}
	return !f.createsCycle(a, b)
}

// inputs counts the distinct values the marked members of g read from
// outside them, not counting splat constants (which are cloned in); it
// stops counting past MaxOperands.
func (f *fuser) inputs(g *group) int {
	f.vmarkStamp++
	n := 0
	for _, m := range g.members {
		for _, r := range f.g.reads.of(m) {
			if r.splat || f.member(r.src) || f.vmark[r.id] == f.vmarkStamp {
				continue
			}
			f.vmark[r.id] = f.vmarkStamp
			if n++; n > f.cfg.MaxOperands {
				return n
			}
		}
	}
	return n
}

// isOutput reports whether a result of member m is used outside the
// marked members.
func (f *fuser) isOutput(m int32) bool {
	if f.g.extUse[m] {
		return true
	}
	for _, u := range f.g.succs.of(m) {
		if !f.member(u) {
			return true
		}
	}
	return false
}

// outputs lists the results of the ops of g that are used outside them
// (g's members must be marked).
func (f *fuser) outputs(g *group) []*ir.Value {
	var out []*ir.Value
	for _, m := range g.members {
		for _, r := range f.op(m).Results() {
			for _, u := range r.Uses() {
				if o := f.inBlock(u.Op); o == nil || !f.member(f.posOf(o)) {
					out = append(out, r)
					break
				}
			}
		}
	}
	return out
}

// posOf is the position of a block op in the graph, -1 for ops created
// since.
func (f *fuser) posOf(op *ir.Operation) int32 {
	if i, ok := f.g.pos[op]; ok {
		return i
	}
	return -1
}

// phasesOK checks that every op of an input fusion that depends on a
// reduction is an elementwise op at the reduced or the full shape, a
// broadcast of a reduced value back along the kept dims, or another
// reduction of the same rows. It marks the dependent members in seen.
func (f *fuser) phasesOK(g *group) bool {
	f.seenStamp++
	dep := func(r read) bool { return f.member(r.src) && f.seen[r.src] == f.seenStamp }
	for _, m := range g.members {
		op := f.op(m)
		d := false
		for _, r := range f.g.operands.of(m) {
			d = d || dep(r)
		}
		if f.class(m) == clsReduce {
			rs := f.g.reds[m]
			if rs.Row != g.red.Row || !slices.Equal(rs.Dims, g.red.Dims) || !f.sameShape(f.g.operands.of(m)[0].id, g.iter) {
				return false
			}
			f.seen[m] = f.seenStamp
			continue
		}
		if !d {
			continue
		}
		r := f.g.res[m]
		f.seen[m] = f.seenStamp
		full, reduced := f.sameShape(r, g.iter), f.sameShape(r, g.redOut)
		switch name := canonical(op); {
		case name == "stablehlo.broadcast_in_dim" || name == "stablehlo.dynamic_broadcast_in_dim":
			bd, _ := i64s(op, "broadcast_dimensions")
			if !full || !f.sameShape(f.g.operands.of(m)[0].id, g.redOut) || !slices.Equal(bd, f.keptAxes(g)) {
				return false
			}
		case op.HasTrait(ir.Elementwise):
			if !full && !reduced {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// keptAxes lists the axes of the iteration shape a reduction keeps.
func (f *fuser) keptAxes(g *group) []int64 {
	n := len(mustShape(f.g.vals[g.iter]))
	var out []int64
	for _, d := range keptDims(n, g.red.Dims) {
		out = append(out, int64(d))
	}
	return out
}
