package rewrite

import (
	"encoding/binary"
	"hash/maphash"
	"math"

	"github.com/symopt/symopt/ir"
)

// Hasher hashes attributes and types structurally (not by printing them),
// for tables that bucket ops by identity: CSE and constant uniquing. Large
// dense constants contribute their type, length and first elements; users
// must still compare candidates exactly (ir.AttrEqual, ir.TypeEqual).
type Hasher struct {
	h   maphash.Hash
	buf [8]byte
}

// NewHasher returns a hasher with a fresh seed.
func NewHasher() *Hasher {
	h := &Hasher{}
	h.h.SetSeed(maphash.MakeSeed())
	return h
}

// Reset starts a new hash.
func (h *Hasher) Reset() { h.h.Reset() }

// Sum64 returns the hash of what was written since Reset.
func (h *Hasher) Sum64() uint64 { return h.h.Sum64() }

// U64 adds an integer.
func (h *Hasher) U64(v uint64) {
	binary.LittleEndian.PutUint64(h.buf[:], v)
	h.h.Write(h.buf[:])
}

// Str adds a string.
func (h *Hasher) Str(s string) {
	h.U64(uint64(len(s)))
	h.h.WriteString(s)
}

// maxHashedElems bounds how many elements of a dense constant are hashed.
const maxHashedElems = 16

// Attr adds an attribute (nil allowed).
func (h *Hasher) Attr(a ir.Attribute) {
	switch x := a.(type) {
	case nil:
		h.U64(0)
	case *ir.IntegerAttr:
		h.U64(1)
		h.U64(uint64(x.Value))
		if x.Big != nil {
			h.Str(x.Big.String())
		}
		h.Type(x.Type)
	case *ir.FloatAttr:
		h.U64(2)
		h.U64(math.Float64bits(x.Value))
		h.Type(x.Type)
	case *ir.BoolAttr:
		h.U64(3)
		if x.Value {
			h.U64(1)
		}
	case *ir.UnitAttr:
		h.U64(4)
	case *ir.StringAttr:
		h.U64(5)
		h.Str(x.Value)
		h.Type(x.Type)
	case *ir.ArrayAttr:
		h.U64(6)
		h.U64(uint64(len(x.Elems)))
		for _, e := range x.Elems {
			h.Attr(e)
		}
	case *ir.DictAttr:
		h.U64(7)
		for _, e := range x.Entries {
			h.Str(e.Name)
			h.Attr(e.Value)
		}
	case *ir.TypeAttr:
		h.U64(8)
		h.Type(x.Type)
	case *ir.SymbolRefAttr:
		h.U64(9)
		h.Str(x.Root)
		for _, n := range x.Nested {
			h.Str(n)
		}
	case *ir.DenseArrayAttr:
		h.U64(10)
		h.Type(x.Elem)
		for _, v := range x.Ints {
			h.U64(uint64(v))
		}
		for _, v := range x.Floats {
			h.U64(math.Float64bits(v))
		}
	case *ir.DenseElementsAttr:
		h.U64(11)
		h.Type(x.Type)
		h.U64(uint64(x.Len()))
		for i := 0; i < len(x.Ints) && i < maxHashedElems; i++ {
			h.U64(uint64(x.Ints[i]))
		}
		for i := 0; i < len(x.Floats) && i < maxHashedElems; i++ {
			h.U64(math.Float64bits(x.Floats[i]))
		}
	case *ir.DenseResourceAttr:
		h.U64(12)
		h.Str(x.Handle)
	case *ir.VerbatimAttr:
		h.U64(13)
		h.Str(x.Text)
	default:
		h.U64(14)
	}
}

// Type adds a type (nil allowed).
func (h *Hasher) Type(t ir.Type) {
	switch x := t.(type) {
	case nil:
		h.U64(0)
	case *ir.IntegerType:
		h.U64(1)
		h.U64(uint64(x.Width)<<8 | uint64(x.Sign))
	case *ir.FloatType:
		h.U64(2)
		h.Str(x.Name)
	case *ir.IndexType:
		h.U64(3)
	case *ir.TensorType:
		h.U64(4)
		h.U64(uint64(len(x.Shape)))
		for _, d := range x.Shape {
			h.U64(uint64(d))
		}
		h.Type(x.Elem)
		h.Attr(x.Encoding)
	case *ir.UnrankedTensorType:
		h.U64(5)
		h.Type(x.Elem)
	default:
		// Rare in HLO programs (memref, vector, tuple, function, complex,
		// opaque); their spelling is an exact identity.
		h.U64(6)
		h.Str(t.String())
	}
}
