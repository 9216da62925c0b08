package nvptx

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

func fconst(t types.Type, v float64) *constant.Float {
	return constant.NewFloat(t.(*types.FloatType), v)
}

// floatBinary emits float arithmetic on f32 or f64 registers.
func (e *emitter) floatBinary(op kernel.Op, x, y valueT) (valueT, error) {
	b := e.cur
	if x.Type().Equal(types.Double) {
		if v, ok := e.f64Binary(op, x, y); ok {
			return v, nil
		}
	}
	switch op {
	case kernel.OpAdd:
		return b.NewFAdd(x, y), nil
	case kernel.OpSub:
		return b.NewFSub(x, y), nil
	case kernel.OpMul:
		return b.NewFMul(x, y), nil
	case kernel.OpDiv:
		return b.NewFDiv(x, y), nil
	case kernel.OpRem: // f64 took the routine above; narrower floats widen to it (llc's frem is not exact)
		v, _ := e.f64Binary(op, b.NewFPExt(x, types.Double), b.NewFPExt(y, types.Double))
		return b.NewFPTrunc(v, types.Float), nil
	case kernel.OpMax, kernel.OpMin:
		return e.maxMin(op == kernel.OpMax, x, y), nil
	case kernel.OpPow:
		return e.narrow(x, func(x valueT) valueT {
			y := y
			if y.Type().Equal(types.Double) {
				y = e.cur.NewFPTrunc(y, types.Float)
			}
			return e.pow(x, y)
		}), nil
	case kernel.OpAtan2:
		return e.narrow(x, func(x valueT) valueT {
			y := y
			if y.Type().Equal(types.Double) {
				y = e.cur.NewFPTrunc(y, types.Float)
			}
			return e.atan2(x, y)
		}), nil
	}
	return nil, fmt.Errorf("cannot emit float %s", op)
}

// maxMin picks x when it compares greater (less) or is NaN, y otherwise:
// NaN in either operand gives NaN, as the interpreter does.
func (e *emitter) maxMin(isMax bool, x, y valueT) valueT {
	b := e.cur
	pred := enum.FPredOLT
	if isMax {
		pred = enum.FPredOGT
	}
	keepX := b.NewOr(b.NewFCmp(pred, x, y), b.NewFCmp(enum.FPredUNO, x, x))
	return b.NewSelect(keepX, x, y)
}

// floatUnary emits float math on f32 or f64 registers. f32
// transcendentals are computed from the hardware ex2/lg2/sin/cos
// approximations; f64 ones with the range reductions and polynomials of
// kernel.F64Unary (math_f64.go).
func (e *emitter) floatUnary(op kernel.Op, x valueT) (valueT, error) {
	b := e.cur
	t := x.Type()
	if t.Equal(types.Double) {
		if v, ok := e.f64Unary(op, x); ok {
			return v, nil
		}
	}
	switch op {
	case kernel.OpNeg:
		return b.NewFNeg(x), nil
	case kernel.OpAbs:
		return b.NewCall(e.intr.get("llvm.fabs."+suffix(t), t, t), x), nil
	case kernel.OpSqrt:
		return b.NewCall(e.intr.get("llvm.sqrt."+suffix(t), t, t), x), nil
	case kernel.OpRsqrt:
		return b.NewFDiv(fconst(t, 1), b.NewCall(e.intr.get("llvm.sqrt."+suffix(t), t, t), x)), nil
	case kernel.OpExp:
		return e.narrow(x, e.exp), nil
	case kernel.OpLog:
		return e.narrow(x, e.log), nil
	case kernel.OpTanh:
		return e.narrow(x, e.tanh), nil
	case kernel.OpFloor, kernel.OpCeil, kernel.OpRoundEven, kernel.OpRoundAway:
		name := map[kernel.Op]string{kernel.OpFloor: "floor", kernel.OpCeil: "ceil",
			kernel.OpRoundEven: "rint", kernel.OpRoundAway: "round"}[op]
		return b.NewCall(e.intr.get("llvm."+name+"."+suffix(t), t, t), x), nil
	case kernel.OpSign:
		// +-0 and NaN stay as they are
		one := fconst(t, 1)
		r := b.NewSelect(b.NewFCmp(enum.FPredOLT, x, fconst(t, 0)), b.NewFNeg(one), x)
		return b.NewSelect(b.NewFCmp(enum.FPredOGT, x, fconst(t, 0)), one, r), nil
	case kernel.OpSin, kernel.OpCos:
		return e.narrow(x, func(x valueT) valueT { return e.sinCos(op == kernel.OpSin, x) }), nil
	case kernel.OpTan:
		return e.narrow(x, e.tan), nil
	case kernel.OpCbrt:
		return e.narrow(x, e.cbrt), nil
	case kernel.OpLog1p:
		return e.narrow(x, e.log1p), nil
	case kernel.OpExpm1:
		return e.narrow(x, e.expm1), nil
	case kernel.OpErf: // f32 through the f64 routine (which the interpreter also runs)
		v, _ := e.f64Unary(op, b.NewFPExt(x, types.Double))
		return b.NewFPTrunc(v, types.Float), nil
	case kernel.OpLogistic:
		return e.narrow(x, func(x valueT) valueT {
			b := e.cur
			return b.NewFDiv(fconst(types.Float, 1), b.NewFAdd(fconst(types.Float, 1), e.exp(b.NewFNeg(x))))
		}), nil
	}
	return nil, fmt.Errorf("cannot emit float %s", op)
}

// narrow applies an f32 computation to x, converting an f64 x to f32 and
// the result back.
func (e *emitter) narrow(x valueT, f func(valueT) valueT) valueT {
	if !x.Type().Equal(types.Double) {
		return f(x)
	}
	return e.cur.NewFPExt(f(e.cur.NewFPTrunc(x, types.Float)), types.Double)
}

func (e *emitter) fma(x, y, z valueT) valueT {
	return e.cur.NewCall(e.intr.get("llvm.fma.f32", types.Float, types.Float, types.Float, types.Float), x, y, z)
}

// exp is e^x = 2^(x log2 e). The product is split into hi + lo exactly
// with an fma, and 2^lo is applied as 1 + lo ln 2, which keeps the
// relative error near that of ex2.approx even for large |x|.
//
// x is first clamped to [-104, 89], beyond which e^x rounds to 0 or
// overflows, so that x log2 e stays finite (an infinite hi would make lo
// NaN); NaN passes through.
func (e *emitter) exp(x valueT) valueT {
	b := e.cur
	x = b.NewSelect(b.NewFCmp(enum.FPredOGT, x, fconst(types.Float, 89)), fconst(types.Float, 89), x)
	x = b.NewSelect(b.NewFCmp(enum.FPredOLT, x, fconst(types.Float, -104)), fconst(types.Float, -104), x)
	log2e := fconst(types.Float, float64(float32(math.Log2E)))
	log2eLo := fconst(types.Float, float64(float32(math.Log2E-float64(float32(math.Log2E)))))
	hi := b.NewFMul(x, log2e)
	lo := e.fma(x, log2e, b.NewFNeg(hi))
	lo = e.fma(x, log2eLo, lo)
	r := b.NewCall(e.intr.get("llvm.nvvm.ex2.approx.f", types.Float, types.Float), hi)
	return e.fma(r, b.NewFMul(lo, fconst(types.Float, float64(float32(math.Ln2)))), r)
}

// sinCos is sin x or cos x: x is reduced to r = x - 2 pi k in [-pi, pi]
// (k = rint(x / 2 pi), 2 pi split in three parts so that k 2 pi is exact
// enough for |x| up to about 2^22), then sin.approx / cos.approx, whose
// absolute error is about 2^-20.9 on that range.
func (e *emitter) sinCos(isSin bool, x valueT) valueT {
	b := e.cur
	f := types.Float
	twoPi := 2 * math.Pi
	c1 := float64(float32(twoPi))
	c2 := float64(float32(twoPi - c1))
	c3 := float64(float32(twoPi - c1 - c2))
	k := b.NewCall(e.intr.get("llvm.rint.f32", f, f), b.NewFMul(x, fconst(f, float64(float32(1/twoPi)))))
	nk := b.NewFNeg(k)
	r := e.fma(nk, fconst(f, c1), x)
	r = e.fma(nk, fconst(f, c2), r)
	r = e.fma(nk, fconst(f, c3), r)
	name := "llvm.nvvm.cos.approx.f"
	if isSin {
		name = "llvm.nvvm.sin.approx.f"
	}
	return b.NewCall(e.intr.get(name, f, f), r)
}

// log is ln x = log2(x) ln 2.
func (e *emitter) log(x valueT) valueT {
	b := e.cur
	l := b.NewCall(e.intr.get("llvm.nvvm.lg2.approx.f", types.Float, types.Float), x)
	return b.NewFMul(l, fconst(types.Float, float64(float32(math.Ln2))))
}

// tanh is sign(x) (1 - 2 / (e^(2|x|) + 1)), with x - x^3/3 for
// |x| < 2^-8 where the subtraction would cancel.
func (e *emitter) tanh(x valueT) valueT {
	b := e.cur
	f := types.Float
	ax := b.NewCall(e.intr.get("llvm.fabs.f32", f, f), x)
	ex := e.exp(b.NewFMul(ax, fconst(f, 2)))
	t := valueT(b.NewFSub(fconst(f, 1), b.NewFDiv(fconst(f, 2), b.NewFAdd(ex, fconst(f, 1)))))
	t = b.NewCall(e.intr.get("llvm.copysign.f32", f, f, f), t, x)
	small := b.NewFSub(x, b.NewFMul(b.NewFMul(x, b.NewFMul(x, x)), fconst(f, float64(float32(1.0/3)))))
	return b.NewSelect(b.NewFCmp(enum.FPredOLT, ax, fconst(f, 0x1p-8)), small, t)
}

// pow is x^y = 2^(y log2|x|), negated for negative x and odd integer y,
// NaN for negative x and non-integer y, and 1 for y = 0.
func (e *emitter) pow(x, y valueT) valueT {
	b := e.cur
	f := types.Float
	ax := b.NewCall(e.intr.get("llvm.fabs.f32", f, f), x)
	l := b.NewCall(e.intr.get("llvm.nvvm.lg2.approx.f", f, f), ax)
	r := valueT(b.NewCall(e.intr.get("llvm.nvvm.ex2.approx.f", f, f), b.NewFMul(y, l)))
	floor := e.intr.get("llvm.floor.f32", f, f)
	isInt := b.NewFCmp(enum.FPredOEQ, b.NewCall(floor, y), y)
	half := b.NewFMul(y, fconst(f, 0.5))
	isOdd := b.NewAnd(isInt, b.NewFCmp(enum.FPredUNE, b.NewCall(floor, half), half))
	neg := b.NewFCmp(enum.FPredOLT, x, fconst(f, 0))
	r = b.NewSelect(b.NewAnd(neg, isOdd), b.NewFNeg(r), r)
	nan := fconst(f, math.NaN())
	r = b.NewSelect(b.NewAnd(neg, b.NewXor(isInt, constant.True)), nan, r)
	return b.NewSelect(b.NewFCmp(enum.FPredOEQ, y, fconst(f, 0)), fconst(f, 1), r)
}

// convert emits a conversion between kernel types, following the
// interpreter's rules: float to int truncates and saturates (NaN gives 0),
// anything to i1 tests for nonzero, narrow floats round through f32.
func (e *emitter) convert(from, to kernel.Type, v valueT) valueT {
	b := e.cur
	switch {
	case from.IsFloat() && to.IsFloat():
		if to == kernel.F64 {
			if from == kernel.F64 {
				return v
			}
			return b.NewFPExt(v, types.Double)
		}
		if from == kernel.F64 {
			if to == kernel.F16 {
				return b.NewFPExt(b.NewFPTrunc(v, types.Half), types.Float)
			}
			v = b.NewFPTrunc(v, types.Float)
		}
		return e.round(to, v)
	case from.IsFloat() && to == kernel.I1:
		return b.NewFCmp(enum.FPredUNE, v, fconst(v.Type(), 0))
	case from.IsFloat():
		rt := regType(to)
		name := fmt.Sprintf("llvm.fptosi.sat.%s.%s", rt, suffix(v.Type()))
		return b.NewCall(e.intr.get(name, rt, v.Type()), v)
	case to.IsFloat():
		ft := types.Type(types.Float)
		if to == kernel.F64 {
			ft = types.Double
		}
		if from == kernel.I1 {
			return b.NewUIToFP(v, ft)
		}
		return e.round(to, b.NewSIToFP(v, ft))
	case to == kernel.I1:
		return b.NewICmp(enum.IPredNE, v, intConst(from, 0))
	}
	fw, tw := from.Bytes(), to.Bytes()
	switch {
	case from == kernel.I1:
		return b.NewZExt(v, regType(to))
	case fw < tw:
		return b.NewSExt(v, regType(to))
	case fw > tw:
		return b.NewTrunc(v, regType(to))
	}
	return v
}
