package dialect

import (
	"math"
	"math/bits"

	"github.com/symopt/symopt/ir"
)

// verifySizes rejects a value whose static dims hold more bytes than an
// int64 can count (tensor<99999999999x99999999999xf32>). Every size that
// later code computes (buffers, memory profiles, bytes moved, kernel
// index arithmetic) is an int64 product of these dims, so such a type
// would make them wrap silently. Dynamic dims count as 1 here; their
// run-time values are checked where they are bound.
func verifySizes(op *ir.Operation) error {
	for i, r := range op.Results() {
		if !fitsInt64Bytes(r.Type()) {
			return errorf("result #%d type '%s' has more bytes than a 64-bit size can count", i, typeString(r.Type()))
		}
	}
	for _, reg := range op.Regions {
		for _, b := range reg.Blocks {
			for i, a := range b.Args() {
				if !fitsInt64Bytes(a.Type()) {
					return errorf("region argument #%d type '%s' has more bytes than a 64-bit size can count", i, typeString(a.Type()))
				}
			}
		}
	}
	if ft, ok := FunctionType(op); ok {
		for _, t := range append(append([]ir.Type(nil), ft.Inputs...), ft.Results...) {
			if !fitsInt64Bytes(t) {
				return errorf("function type has '%s', which has more bytes than a 64-bit size can count", typeString(t))
			}
		}
	}
	return nil
}

// fitsInt64Bytes reports whether the static part of t's shape, times its
// element size, fits in an int64 (tuples: each element).
func fitsInt64Bytes(t ir.Type) bool {
	if tt, ok := t.(*ir.TupleType); ok {
		for _, e := range tt.Types {
			if !fitsInt64Bytes(e) {
				return false
			}
		}
		return true
	}
	s, ok := t.(ir.ShapedType)
	if !ok {
		return true
	}
	dims, ranked := s.Dims()
	if !ranked {
		return true
	}
	n := uint64(max(1, (bitWidth(t)+7)/8))
	for _, d := range dims {
		if d <= 0 {
			continue
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > math.MaxInt64 {
			return false
		}
		n = lo
	}
	return true
}
