package nvptx

import (
	"math"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

func fc(v float64) valueT { return fconst(types.Float, float64(float32(v))) }

func (e *emitter) fabs(x valueT) valueT {
	return e.cur.NewCall(e.intr.get("llvm.fabs.f32", types.Float, types.Float), x)
}

// tan is sin x / cos x, both reduced as in sinCos.
func (e *emitter) tan(x valueT) valueT {
	return e.cur.NewFDiv(e.sinCos(true, x), e.sinCos(false, x))
}

// cbrt is sign(x) 2^(log2|x| / 3) refined by one Newton step
// r -= (r^3 - |x|) / 3r^2; zero, infinity and NaN pass through.
func (e *emitter) cbrt(x valueT) valueT {
	b := e.cur
	f := types.Float
	a := e.fabs(x)
	l := b.NewCall(e.intr.get("llvm.nvvm.lg2.approx.f", f, f), a)
	r := valueT(b.NewCall(e.intr.get("llvm.nvvm.ex2.approx.f", f, f), b.NewFMul(l, fc(1.0/3))))
	r2 := b.NewFMul(r, r)
	r = b.NewFSub(r, b.NewFDiv(e.fma(r2, r, b.NewFNeg(a)), b.NewFMul(r2, fc(3))))
	special := b.NewOr(b.NewFCmp(enum.FPredUEQ, a, fc(0)), b.NewFCmp(enum.FPredUEQ, a, fconst(f, math.Inf(1))))
	r = b.NewSelect(special, a, r)
	return b.NewCall(e.intr.get("llvm.copysign.f32", f, f, f), r, x)
}

// log1p is ln(1 + x) computed as ln(u) x / (u - 1) with u = 1 + x, which
// cancels the rounding of u; x itself when u rounds to 1, and u when u is
// infinite.
func (e *emitter) log1p(x valueT) valueT {
	b := e.cur
	u := b.NewFAdd(fc(1), x)
	r := valueT(b.NewFMul(e.log(u), b.NewFDiv(x, b.NewFSub(u, fc(1)))))
	r = b.NewSelect(b.NewFCmp(enum.FPredOEQ, u, fconst(types.Float, math.Inf(1))), u, r)
	return b.NewSelect(b.NewFCmp(enum.FPredOEQ, u, fc(1)), x, r)
}

// expm1 is e^x - 1 computed as (u - 1) (x / ln(u)) with u = e^x; x itself
// when u rounds to 1, -1 when u - 1 does, and u when u is infinite.
func (e *emitter) expm1(x valueT) valueT {
	b := e.cur
	u := e.exp(x)
	um1 := b.NewFSub(u, fc(1))
	r := valueT(b.NewFMul(um1, b.NewFDiv(x, e.log(u))))
	r = b.NewSelect(b.NewFCmp(enum.FPredOEQ, u, fconst(types.Float, math.Inf(1))), u, r)
	r = b.NewSelect(b.NewFCmp(enum.FPredOEQ, um1, fc(-1)), fc(-1), r)
	return b.NewSelect(b.NewFCmp(enum.FPredOEQ, u, fc(1)), x, r)
}

// atan2 is the angle of (x, y) for atan2(y, x): a = min(|x|,|y|) /
// max(|x|,|y|) in [0, 1] is reduced below tan(pi/8) with atan a = pi/4 +
// atan((a-1)/(a+1)) and evaluated with an odd polynomial, then moved to
// the octant of (x, y). Both zero gives a = 0 and both infinite a = 1,
// as Go's math.Atan2 does; NaN in either gives NaN.
func (e *emitter) atan2(y, x valueT) valueT {
	b := e.cur
	f := types.Float
	ax, ay := e.fabs(x), e.fabs(y)
	yBig := b.NewFCmp(enum.FPredOGT, ay, ax)
	lo := b.NewSelect(yBig, ax, ay)
	hi := b.NewSelect(yBig, ay, ax)
	a := valueT(b.NewFDiv(lo, hi))
	inf := fconst(f, math.Inf(1))
	a = b.NewSelect(b.NewFCmp(enum.FPredOEQ, hi, fc(0)), fc(0), a)
	a = b.NewSelect(b.NewFCmp(enum.FPredOEQ, lo, inf), fc(1), a)
	big := b.NewFCmp(enum.FPredOGT, a, fc(math.Sqrt2-1))
	z := b.NewSelect(big, b.NewFDiv(b.NewFSub(a, fc(1)), b.NewFAdd(a, fc(1))), a)
	z2 := b.NewFMul(z, z)
	p := e.fma(fc(8.05374449538e-2), z2, fc(-1.38776856032e-1))
	p = e.fma(p, z2, fc(1.99777106478e-1))
	p = e.fma(p, z2, fc(-3.33329491539e-1))
	r := valueT(e.fma(b.NewFMul(p, z2), z, z))
	r = b.NewSelect(big, b.NewFAdd(r, fc(math.Pi/4)), r)
	r = b.NewSelect(yBig, b.NewFSub(fc(math.Pi/2), r), r)
	xNeg := b.NewICmp(enum.IPredSLT, b.NewBitCast(x, types.I32), constant.NewInt(types.I32, 0))
	r = b.NewSelect(xNeg, b.NewFSub(fc(math.Pi), r), r)
	r = b.NewCall(e.intr.get("llvm.copysign.f32", f, f, f), r, y)
	return b.NewSelect(b.NewFCmp(enum.FPredUNO, x, y), b.NewFAdd(x, y), r)
}

// shift emits a shift whose amount, read as unsigned, may be out of
// range: LLVM's shifts are poison there, so the in-range result is
// selected against 0 (the sign fill for an arithmetic right shift).
func (e *emitter) shift(op kernel.Op, t kernel.Type, x, y valueT) valueT {
	b := e.cur
	w := intConst(t, int64(t.Bits()))
	out := b.NewICmp(enum.IPredUGE, y, w)
	switch op {
	case kernel.OpShl:
		return b.NewSelect(out, intConst(t, 0), b.NewShl(x, y))
	case kernel.OpShrA:
		return b.NewSelect(out, b.NewAShr(x, intConst(t, int64(t.Bits()-1))), b.NewAShr(x, y))
	}
	return b.NewSelect(out, intConst(t, 0), b.NewLShr(x, y))
}
