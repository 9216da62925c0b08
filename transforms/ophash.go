package transforms

import (
	"encoding/binary"
	"hash/maphash"
	"math"

	"github.com/symopt/symopt/ir"
)

// opHasher hashes an op's identity for CSE: name, operand values,
// attributes, properties and result types. It walks the attribute and type
// structures instead of printing them. Large dense constants contribute
// their type, length and first elements; equality is decided by opsEqual.
type opHasher struct {
	h   maphash.Hash
	ids map[*ir.Value]uint64
	buf [8]byte
}

func newOpHasher() *opHasher {
	h := &opHasher{ids: map[*ir.Value]uint64{}}
	h.h.SetSeed(maphash.MakeSeed())
	return h
}

func (h *opHasher) u64(v uint64) {
	binary.LittleEndian.PutUint64(h.buf[:], v)
	h.h.Write(h.buf[:])
}

func (h *opHasher) str(s string) {
	h.u64(uint64(len(s)))
	h.h.WriteString(s)
}

func (h *opHasher) value(v *ir.Value) {
	id, ok := h.ids[v]
	if !ok {
		id = uint64(len(h.ids) + 1)
		h.ids[v] = id
	}
	h.u64(id)
}

func (h *opHasher) hashOp(op *ir.Operation) uint64 {
	h.h.Reset()
	h.str(op.Name)
	h.u64(uint64(op.NumOperands()))
	for _, v := range op.Operands() {
		h.value(v)
	}
	for _, a := range op.Attrs() {
		h.str(a.Name)
		h.attr(a.Value)
	}
	h.attr(op.Props)
	for _, r := range op.Results() {
		h.typ(r.Type())
	}
	return h.h.Sum64()
}

// maxHashedElems bounds how many elements of a dense constant are hashed.
const maxHashedElems = 16

func (h *opHasher) attr(a ir.Attribute) {
	switch x := a.(type) {
	case nil:
		h.u64(0)
	case *ir.IntegerAttr:
		h.u64(1)
		h.u64(uint64(x.Value))
		if x.Big != nil {
			h.str(x.Big.String())
		}
		h.typ(x.Type)
	case *ir.FloatAttr:
		h.u64(2)
		h.u64(math.Float64bits(x.Value))
		h.typ(x.Type)
	case *ir.BoolAttr:
		h.u64(3)
		if x.Value {
			h.u64(1)
		}
	case *ir.UnitAttr:
		h.u64(4)
	case *ir.StringAttr:
		h.u64(5)
		h.str(x.Value)
		h.typ(x.Type)
	case *ir.ArrayAttr:
		h.u64(6)
		h.u64(uint64(len(x.Elems)))
		for _, e := range x.Elems {
			h.attr(e)
		}
	case *ir.DictAttr:
		h.u64(7)
		for _, e := range x.Entries {
			h.str(e.Name)
			h.attr(e.Value)
		}
	case *ir.TypeAttr:
		h.u64(8)
		h.typ(x.Type)
	case *ir.SymbolRefAttr:
		h.u64(9)
		h.str(x.Root)
		for _, n := range x.Nested {
			h.str(n)
		}
	case *ir.DenseArrayAttr:
		h.u64(10)
		h.typ(x.Elem)
		for _, v := range x.Ints {
			h.u64(uint64(v))
		}
		for _, v := range x.Floats {
			h.u64(math.Float64bits(v))
		}
	case *ir.DenseElementsAttr:
		h.u64(11)
		h.typ(x.Type)
		h.u64(uint64(x.Len()))
		for i := 0; i < len(x.Ints) && i < maxHashedElems; i++ {
			h.u64(uint64(x.Ints[i]))
		}
		for i := 0; i < len(x.Floats) && i < maxHashedElems; i++ {
			h.u64(math.Float64bits(x.Floats[i]))
		}
	case *ir.DenseResourceAttr:
		h.u64(12)
		h.str(x.Handle)
	case *ir.VerbatimAttr:
		h.u64(13)
		h.str(x.Text)
	default:
		h.u64(14)
	}
}

func (h *opHasher) typ(t ir.Type) {
	switch x := t.(type) {
	case nil:
		h.u64(0)
	case *ir.IntegerType:
		h.u64(1)
		h.u64(uint64(x.Width)<<8 | uint64(x.Sign))
	case *ir.FloatType:
		h.u64(2)
		h.str(x.Name)
	case *ir.IndexType:
		h.u64(3)
	case *ir.TensorType:
		h.u64(4)
		h.u64(uint64(len(x.Shape)))
		for _, d := range x.Shape {
			h.u64(uint64(d))
		}
		h.typ(x.Elem)
		h.attr(x.Encoding)
	case *ir.UnrankedTensorType:
		h.u64(5)
		h.typ(x.Elem)
	default:
		// Rare in HLO programs (memref, vector, tuple, function, complex,
		// opaque); their spelling is an exact identity.
		h.u64(6)
		h.str(t.String())
	}
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
