package hlo

import (
	"math"

	"github.com/symopt/symopt/lowering/kernel"
)

// ui64 values past 2^63 read as negative i64s, and the kernel IR's
// conversions between i64 and floats are signed, so conversions between
// ui64 and floats are built from signed ones here.

// u64ToFloat converts x, the bits of a ui64, to float type t: values
// below 2^63 convert directly; larger ones are halved with the dropped
// bit kept as a sticky bit (which leaves the rounding of the float
// unchanged), converted and doubled.
func (e *emitter) u64ToFloat(x *kernel.Inst, t kernel.Type) *kernel.Inst {
	r := e.rb
	one := r.ConstI(kernel.I64, 1)
	half := r.Binary(kernel.OpOr, r.Binary(kernel.OpShrL, x, one), r.Binary(kernel.OpAnd, x, one))
	big := r.Convert(half, kernel.F32)
	if t == kernel.F64 {
		big = r.Convert(half, kernel.F64)
	}
	big = r.Mul(big, r.ConstF(big.Type, 2))
	if big.Type != t {
		big = r.Convert(big, t)
	}
	small := r.Convert(x, t)
	return r.Select(r.Cmp(kernel.LT, x, r.ConstI(kernel.I64, 0)), big, small)
}

// floatToU64 converts float x to ui64 bits, truncating toward zero and
// saturating to [0, 2^64-1] with NaN giving 0 (as the interpreter does):
// below 2^63 a signed conversion clamped at 0, from 2^63 up the signed
// conversion of x - 2^63 (exact there) with the top bit set. Narrow
// floats are widened to f32 first, where 2^63 is a number.
func (e *emitter) floatToU64(x *kernel.Inst) *kernel.Inst {
	r := e.rb
	if x.Type == kernel.F16 || x.Type == kernel.BF16 {
		x = r.Convert(x, kernel.F32)
	}
	two63 := r.ConstF(x.Type, 0x1p63)
	zero := r.ConstI(kernel.I64, 0)
	lo := r.Convert(x, kernel.I64)
	lo = r.Select(r.Cmp(kernel.LT, lo, zero), zero, lo)
	hi := r.Binary(kernel.OpXor, r.Convert(r.Binary(kernel.OpSub, x, two63), kernel.I64), r.ConstI(kernel.I64, math.MinInt64))
	return r.Select(r.Cmp(kernel.GE, x, two63), hi, lo)
}
