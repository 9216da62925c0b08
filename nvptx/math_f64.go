package nvptx

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// f64Arith emits the f64 math routines of package kernel
// (kernel.F64Unary, kernel.F64Binary) as LLVM instructions: the same
// operations, in the same order, as the interpreter runs them with
// kernel.GoArith, so the GPU and the interpreter agree bit for bit.
// Conditions are i1. llc does not contract fmul and fadd into fma unless
// asked to (-fp-contract=fast), so only the routines' explicit fmas are
// fused.
type f64Arith struct{ e *emitter }

var _ kernel.Arith[valueT] = f64Arith{}

func (a f64Arith) call(name string, args ...valueT) valueT {
	ps := make([]types.Type, len(args))
	for i := range ps {
		ps[i] = types.Double
	}
	return a.e.cur.NewCall(a.e.intr.get(name, types.Double, ps...), args...)
}

func (a f64Arith) Const(x float64) valueT    { return fconst(types.Double, x) }
func (a f64Arith) Add(x, y valueT) valueT    { return a.e.cur.NewFAdd(x, y) }
func (a f64Arith) Sub(x, y valueT) valueT    { return a.e.cur.NewFSub(x, y) }
func (a f64Arith) Mul(x, y valueT) valueT    { return a.e.cur.NewFMul(x, y) }
func (a f64Arith) Div(x, y valueT) valueT    { return a.e.cur.NewFDiv(x, y) }
func (a f64Arith) FMA(x, y, z valueT) valueT { return a.call("llvm.fma.f64", x, y, z) }
func (a f64Arith) Sqrt(x valueT) valueT      { return a.call("llvm.sqrt.f64", x) }
func (a f64Arith) Abs(x valueT) valueT       { return a.call("llvm.fabs.f64", x) }
func (a f64Arith) Neg(x valueT) valueT       { return a.e.cur.NewFNeg(x) }
func (a f64Arith) Floor(x valueT) valueT     { return a.call("llvm.floor.f64", x) }
func (a f64Arith) Rint(x valueT) valueT      { return a.call("llvm.rint.f64", x) }
func (a f64Arith) CopySign(x, s valueT) valueT {
	return a.call("llvm.copysign.f64", x, s)
}
func (a f64Arith) Less(x, y valueT) valueT  { return a.e.cur.NewFCmp(enum.FPredOLT, x, y) }
func (a f64Arith) Equal(x, y valueT) valueT { return a.e.cur.NewFCmp(enum.FPredOEQ, x, y) }
func (a f64Arith) IsNaN(x valueT) valueT    { return a.e.cur.NewFCmp(enum.FPredUNO, x, x) }
func (a f64Arith) And(c, d valueT) valueT   { return a.e.cur.NewAnd(c, d) }
func (a f64Arith) Or(c, d valueT) valueT    { return a.e.cur.NewOr(c, d) }
func (a f64Arith) Not(c valueT) valueT      { return a.e.cur.NewXor(c, constant.True) }
func (a f64Arith) Select(c, x, y valueT) valueT {
	return a.e.cur.NewSelect(c, x, y)
}

// Pow2 builds the bits (k + 1023) << 52.
func (a f64Arith) Pow2(k valueT) valueT {
	b := a.e.cur
	ki := b.NewFPToSI(k, types.I64)
	return b.NewBitCast(b.NewShl(b.NewAdd(ki, i64(1023)), i64(52)), types.Double)
}

// Exponent reads bits 52..62 less the bias.
func (a f64Arith) Exponent(x valueT) valueT {
	b := a.e.cur
	bits := b.NewBitCast(x, types.I64)
	ex := b.NewAnd(b.NewLShr(bits, i64(52)), i64(0x7ff))
	return b.NewSIToFP(b.NewSub(ex, i64(1023)), types.Double)
}

// Mantissa keeps the fraction bits under a zero exponent (1023).
func (a f64Arith) Mantissa(x valueT) valueT {
	b := a.e.cur
	bits := b.NewBitCast(x, types.I64)
	return b.NewBitCast(b.NewOr(b.NewAnd(bits, i64(1<<52-1)), i64(1023<<52)), types.Double)
}

// f64Unary emits an f64 transcendental with the shared routines, or
// reports false for an op they do not cover.
func (e *emitter) f64Unary(op kernel.Op, x valueT) (valueT, bool) {
	return kernel.F64Unary[valueT](f64Arith{e}, op, x)
}

// f64Binary emits f64 pow or atan2 with the shared routines.
func (e *emitter) f64Binary(op kernel.Op, x, y valueT) (valueT, bool) {
	return kernel.F64Binary[valueT](f64Arith{e}, op, x, y)
}
