package nvptx

import (
	"math"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// 8-bit floats are bytes in memory and f32 in registers, rounded after
// every instruction like f16 (kernel.RoundF8, emitted in f64, where its
// scalings are exact). Loads and stores decode and encode the byte with
// integer code following kernel.F8Format.

// roundF8 rounds f32 register v to 8-bit float type t.
func (e *emitter) roundF8(t kernel.Type, v valueT) valueT {
	b := e.cur
	r := kernel.RoundF8[valueT](f64Arith{e}, t, b.NewFPExt(v, types.Double))
	return b.NewFPTrunc(r, types.Float)
}

// f8ToFloat widens the byte h of type t to f32: the f32 bits of a normal
// value are the sign, the re-biased exponent and the mantissa shifted to
// the top; a subnormal is its mantissa times 2^(1-bias-M).
func (e *emitter) f8ToFloat(t kernel.Type, h valueT) valueT {
	b := e.cur
	fm := kernel.F8FormatOf(t)
	f := types.Float
	x := b.NewZExt(h, types.I32)
	sign := b.NewShl(b.NewAnd(x, i32(0x80)), i32(24))
	top := int64(1)<<fm.E - 1
	ex := b.NewAnd(b.NewLShr(x, i32(int64(fm.M))), i32(top))
	m := b.NewAnd(x, i32(int64(1)<<fm.M-1))
	normal := b.NewBitCast(b.NewOr(sign, b.NewOr(b.NewShl(b.NewAdd(ex, i32(int64(127-fm.Bias))), i32(23)),
		b.NewShl(m, i32(int64(23-fm.M))))), f)
	sub := b.NewCall(e.intr.get("llvm.copysign.f32", f, f, f),
		b.NewFMul(b.NewSIToFP(m, f), fconst(f, math.Ldexp(1, 1-fm.Bias-fm.M))), b.NewBitCast(sign, f))
	var v valueT = b.NewSelect(b.NewICmp(enum.IPredEQ, ex, i32(0)), sub, normal)
	nan := fconst(f, math.NaN())
	switch fm.Kind {
	case kernel.F8FN:
		v = b.NewSelect(b.NewICmp(enum.IPredEQ, b.NewAnd(x, i32(0x7f)), i32(0x7f)), nan, v)
	case kernel.F8FNUZ:
		v = b.NewSelect(b.NewICmp(enum.IPredEQ, x, i32(0x80)), nan, v)
	default:
		inf := b.NewCall(e.intr.get("llvm.copysign.f32", f, f, f), fconst(f, math.Inf(1)), b.NewBitCast(sign, f))
		special := b.NewSelect(b.NewICmp(enum.IPredEQ, m, i32(0)), inf, nan)
		v = b.NewSelect(b.NewICmp(enum.IPredEQ, ex, i32(top)), special, v)
	}
	return v
}

// floatToF8 encodes f32 register v, already a value of type t, as a
// byte: the exponent re-biased and the top mantissa bits of a normal
// value, |v| / 2^(1-bias-M) of a subnormal one, then the specials.
func (e *emitter) floatToF8(t kernel.Type, v valueT) valueT {
	b := e.cur
	fm := kernel.F8FormatOf(t)
	f := types.Float
	u := b.NewBitCast(v, types.I32)
	sign := b.NewAnd(b.NewLShr(u, i32(24)), i32(0x80)) // RoundF8 leaves FNUZ zeros +0
	normal := b.NewOr(b.NewShl(b.NewSub(b.NewAnd(b.NewLShr(u, i32(23)), i32(0xff)), i32(int64(127-fm.Bias))), i32(int64(fm.M))),
		b.NewAnd(b.NewLShr(u, i32(int64(23-fm.M))), i32(int64(1)<<fm.M-1)))
	a := b.NewCall(e.intr.get("llvm.fabs.f32", f, f), v)
	sub := b.NewFPToSI(b.NewFMul(a, fconst(f, math.Ldexp(1, fm.Bias-1+fm.M))), types.I32)
	isSub := b.NewFCmp(enum.FPredOLT, a, fconst(f, math.Ldexp(1, 1-fm.Bias)))
	var code valueT = b.NewOr(sign, b.NewSelect(isSub, sub, normal))
	if fm.Kind == kernel.F8IEEE {
		isInf := b.NewFCmp(enum.FPredOEQ, a, fconst(f, math.Inf(1)))
		code = b.NewSelect(isInf, b.NewOr(sign, i32(int64(fm.InfBits()))), code)
	}
	code = b.NewSelect(b.NewFCmp(enum.FPredUNO, v, v), i32(int64(fm.NaNBits())), code)
	return b.NewTrunc(code, types.I8)
}
