package transforms

import (
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

func (h *opHasher) value(v *ir.Value) {
	id, ok := h.ids[v]
	if !ok {
		id = uint64(len(h.ids) + 1)
		h.ids[v] = id
	}
	h.h.U64(id)
}

func (h *opHasher) hashOp(op *ir.Operation) uint64 {
	h.h.Reset()
	h.h.Str(op.Name)
	h.h.U64(uint64(op.NumOperands()))
	for _, v := range op.Operands() {
		h.value(v)
	}
	for _, a := range op.Attrs() {
		h.h.Str(a.Name)
		h.h.Attr(a.Value)
	}
	h.h.Attr(op.Props)
	for _, r := range op.Results() {
		h.h.Type(r.Type())
	}
	return h.h.Sum64()
}

// opsEqual reports whether a and b compute the same thing (for region-free
// ops): same name, operands, attributes, properties and result types.
func opsEqual(a, b *ir.Operation) bool {
	if a.Name != b.Name || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		len(a.Attrs()) != len(b.Attrs()) || !ir.AttrEqual(a.Props, b.Props) {
		return false
	}
	for i, v := range a.Operands() {
		if b.Operand(i) != v {
			return false
		}
	}
	for i, x := range a.Attrs() {
		y := b.Attrs()[i]
		if x.Name != y.Name || !ir.AttrEqual(x.Value, y.Value) {
			return false
		}
	}
	return ir.TypesEqual(a.ResultTypes(), b.ResultTypes())
}
