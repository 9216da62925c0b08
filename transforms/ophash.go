package transforms

import (
	"slices"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// opHasher hashes an op's identity for CSE: name, operand values,
// attributes, properties and result types, walking attribute and type
// structures instead of printing them. Equality is decided by opsEqual.
type opHasher struct {
	h   *rewrite.Hasher
	ids map[*ir.Value]uint64
}

func newOpHasher() *opHasher {
	return &opHasher{h: rewrite.NewHasher(), ids: map[*ir.Value]uint64{}}
}

func (h *opHasher) id(v *ir.Value) uint64 {
	id, ok := h.ids[v]
	if !ok {
		id = uint64(len(h.ids) + 1)
		h.ids[v] = id
	}
	return id
}

func (h *opHasher) hashOp(op *ir.Operation) uint64 {
	h.h.Reset()
	h.h.Str(op.Name)
	h.h.U64(uint64(op.NumOperands()))
	if op.HasTrait(ir.Commutative) {
		// Operand order does not matter: hash the ids sorted.
		ids := make([]uint64, op.NumOperands())
		for i, v := range op.Operands() {
			ids[i] = h.id(v)
		}
		slices.Sort(ids)
		for _, id := range ids {
			h.h.U64(id)
		}
	} else {
		for _, v := range op.Operands() {
			h.h.U64(h.id(v))
		}
	}
	for _, a := range op.Attrs() {
		h.h.Str(a.Name)
		h.h.Attr(a.Value)
	}
	h.h.Attr(op.Props)
	for _, r := range op.Results() {
		h.h.Type(r.Type())
	}
	// Region contents are compared by opsEqual; their sizes are a cheap
	// discriminator.
	h.h.U64(uint64(len(op.Regions)))
	for _, r := range op.Regions {
		if e := r.Entry(); e != nil {
			h.h.U64(uint64(len(e.Ops)))
		}
	}
	return h.h.Sum64()
}

// opsEqual reports whether a and b compute the same thing: same name,
// operands (in any order for commutative ops), attributes, properties,
// result types, and equivalent regions.
func opsEqual(a, b *ir.Operation) bool {
	if a.Name != b.Name || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() {
		return false
	}
	if a.HasTrait(ir.Commutative) {
		if !sameMultiset(a.Operands(), b.Operands()) {
			return false
		}
	} else {
		for i, v := range a.Operands() {
			if b.Operand(i) != v {
				return false
			}
		}
	}
	if !sameAttrs(a, b) || !ir.TypesEqual(a.ResultTypes(), b.ResultTypes()) {
		return false
	}
	if len(a.Regions) != len(b.Regions) {
		return false
	}
	m := map[*ir.Value]*ir.Value{}
	for i := range a.Regions {
		if !regionsEquivalent(a.Regions[i], b.Regions[i], m) {
			return false
		}
	}
	return true
}

func sameAttrs(a, b *ir.Operation) bool {
	if len(a.Attrs()) != len(b.Attrs()) || !ir.AttrEqual(a.Props, b.Props) {
		return false
	}
	for i, x := range a.Attrs() {
		y := b.Attrs()[i]
		if x.Name != y.Name || !ir.AttrEqual(x.Value, y.Value) {
			return false
		}
	}
	return true
}

// regionsEquivalent compares two regions op by op. m maps values defined
// inside ra to their counterparts in rb; values from outside must be
// identical.
func regionsEquivalent(ra, rb *ir.Region, m map[*ir.Value]*ir.Value) bool {
	if len(ra.Blocks) != len(rb.Blocks) {
		return false
	}
	for bi, ba := range ra.Blocks {
		bb := rb.Blocks[bi]
		if len(ba.Args()) != len(bb.Args()) || len(ba.Ops) != len(bb.Ops) {
			return false
		}
		for i, a := range ba.Args() {
			if !ir.TypeEqual(a.Type(), bb.Arg(i).Type()) {
				return false
			}
			m[a] = bb.Arg(i)
		}
		for i, oa := range ba.Ops {
			if !opsEquivalent(oa, bb.Ops[i], m) {
				return false
			}
		}
	}
	return true
}

func opsEquivalent(a, b *ir.Operation, m map[*ir.Value]*ir.Value) bool {
	if a.Name != b.Name || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		len(a.Successors) > 0 || len(b.Successors) > 0 || len(a.Regions) != len(b.Regions) ||
		!sameAttrs(a, b) || !ir.TypesEqual(a.ResultTypes(), b.ResultTypes()) {
		return false
	}
	for i, v := range a.Operands() {
		want := v
		if w, ok := m[v]; ok {
			want = w
		}
		if b.Operand(i) != want {
			return false
		}
	}
	for i, r := range a.Results() {
		m[r] = b.Result(i)
	}
	for i := range a.Regions {
		if !regionsEquivalent(a.Regions[i], b.Regions[i], m) {
			return false
		}
	}
	return true
}

// sameMultiset reports whether a and b hold the same values counting
// repeats, in any order.
func sameMultiset(a, b []*ir.Value) bool {
	used := make([]bool, len(b))
outer:
	for _, v := range a {
		for j, w := range b {
			if !used[j] && w == v {
				used[j] = true
				continue outer
			}
		}
		return false
	}
	return true
}
