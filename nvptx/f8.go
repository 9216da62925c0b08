package nvptx

import (
	"math"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// 8-bit floats are bytes in memory and f32 in registers, rounded after
// every instruction like f16 (kernel.RoundF8, emitted in f64, where its
// scalings are exact). f8E5M2 is the top byte of an f16, so it goes
// through half; f8E4M3FN is decoded and encoded with integer code.

func constI16(v int64) *constant.Int { return constant.NewInt(types.I16, v) }

// roundF8 rounds f32 register v to 8-bit float type t.
func (e *emitter) roundF8(t kernel.Type, v valueT) valueT {
	b := e.cur
	r := kernel.RoundF8[valueT](f64Arith{e}, t, b.NewFPExt(v, types.Double))
	return b.NewFPTrunc(r, types.Float)
}

// f8ToFloat widens the byte h of type t to f32.
func (e *emitter) f8ToFloat(t kernel.Type, h valueT) valueT {
	b := e.cur
	if t == kernel.F8E5M2 {
		half := b.NewBitCast(b.NewShl(b.NewZExt(h, types.I16), constI16(8)), types.Half)
		return b.NewFPExt(half, types.Float)
	}
	x := b.NewZExt(h, types.I32)
	sign := b.NewShl(b.NewAnd(x, i32(0x80)), i32(24))
	ex := b.NewAnd(b.NewLShr(x, i32(3)), i32(15))
	m := b.NewAnd(x, i32(7))
	normal := b.NewBitCast(b.NewOr(sign, b.NewOr(b.NewShl(b.NewAdd(ex, i32(120)), i32(23)), b.NewShl(m, i32(20)))), types.Float)
	f := types.Float
	sub := b.NewCall(e.intr.get("llvm.copysign.f32", f, f, f),
		b.NewFMul(b.NewSIToFP(m, f), fconst(f, 0x1p-9)), b.NewBitCast(sign, f))
	v := b.NewSelect(b.NewICmp(enum.IPredEQ, ex, i32(0)), sub, normal)
	nan := b.NewICmp(enum.IPredEQ, b.NewAnd(x, i32(0x7f)), i32(0x7f))
	return b.NewSelect(nan, fconst(f, math.NaN()), v)
}

// floatToF8 encodes f32 register v, already a value of type t, as a byte.
func (e *emitter) floatToF8(t kernel.Type, v valueT) valueT {
	b := e.cur
	if t == kernel.F8E5M2 {
		bits := b.NewBitCast(b.NewFPTrunc(v, types.Half), types.I16)
		return b.NewTrunc(b.NewLShr(bits, constI16(8)), types.I8)
	}
	f := types.Float
	u := b.NewBitCast(v, types.I32)
	sign := b.NewAnd(b.NewLShr(u, i32(24)), i32(0x80))
	normal := b.NewOr(b.NewShl(b.NewSub(b.NewAnd(b.NewLShr(u, i32(23)), i32(0xff)), i32(120)), i32(3)),
		b.NewAnd(b.NewLShr(u, i32(20)), i32(7)))
	a := b.NewCall(e.intr.get("llvm.fabs.f32", f, f), v)
	sub := b.NewFPToSI(b.NewFMul(a, fconst(f, 0x1p9)), types.I32)
	var code valueT = b.NewOr(sign, b.NewSelect(b.NewFCmp(enum.FPredOLT, a, fconst(f, 0x1p-6)), sub, normal))
	code = b.NewSelect(b.NewFCmp(enum.FPredUNO, v, v), i32(0x7f), code)
	return b.NewTrunc(code, types.I8)
}
