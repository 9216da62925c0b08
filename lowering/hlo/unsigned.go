package hlo

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// Unsigned integers are held in the signed kernel type of their width.
// Most ops give the same bits either way; this file holds what differs.

// unsignedOK lists the ops whose result bits do not depend on whether
// their integer operands are signed (wrapping add, subtract and multiply,
// bitwise ops, shifts, whose amounts are read as unsigned either way, bit
// counts, data movement) or that have unsigned kernel forms (division,
// remainder, max, min, clamp, compares, conversions: see convert and
// unsigned64.go). Reductions: see unsignedLowerable.
var unsignedOK = map[string]bool{
	"stablehlo.divide": true, "stablehlo.remainder": true, "stablehlo.maximum": true, "stablehlo.minimum": true,
	"stablehlo.add": true, "stablehlo.subtract": true, "stablehlo.multiply": true,
	"stablehlo.and": true, "stablehlo.or": true, "stablehlo.xor": true, "stablehlo.not": true,
	"stablehlo.shift_left": true, "stablehlo.shift_right_arithmetic": true, "stablehlo.shift_right_logical": true,
	"stablehlo.popcnt": true, "stablehlo.count_leading_zeros": true,
	"stablehlo.select": true, "stablehlo.constant": true, "stablehlo.broadcast_in_dim": true,
	"stablehlo.dynamic_broadcast_in_dim": true, "stablehlo.reshape": true, "stablehlo.dynamic_reshape": true,
	"stablehlo.transpose": true, "stablehlo.slice": true, "stablehlo.reverse": true,
	"stablehlo.concatenate": true, "stablehlo.pad": true, "stablehlo.gather": true,
	"stablehlo.compare": true, "stablehlo.convert": true, "stablehlo.clamp": true,
	"stablehlo.iota": true, "stablehlo.dynamic_iota": true, // the index truncated: the same bits
}

// unsignedOps are the unsigned forms of the signed integer opcodes.
var unsignedOps = map[kernel.Op]kernel.Op{kernel.OpDiv: kernel.OpUDiv, kernel.OpRem: kernel.OpURem,
	kernel.OpMax: kernel.OpUMax, kernel.OpMin: kernel.OpUMin}

var unsignedPreds = map[kernel.Pred]kernel.Pred{kernel.EQ: kernel.EQ, kernel.NE: kernel.NE,
	kernel.LT: kernel.ULT, kernel.LE: kernel.ULE, kernel.GT: kernel.UGT, kernel.GE: kernel.UGE}

// isUnsigned reports whether v has an unsigned integer element type.
func isUnsigned(v *ir.Value) bool {
	e, ok := ir.ElementTypeOf(v.Type()).(*ir.IntegerType)
	return ok && e.Sign == ir.Unsigned
}

func anyUnsigned(lists ...[]*ir.Value) bool {
	for _, l := range lists {
		for _, v := range l {
			if isUnsigned(v) {
				return true
			}
		}
	}
	return false
}

// unsignedLowerable reports whether op, which has unsigned operands or
// results, has a kernel form: an op of unsignedOK, a sum or product
// reduction (whose wrapping result has the same bits either way) or a
// max or min reduction (see unsignedOrderReduce).
func unsignedLowerable(name string, op *ir.Operation) bool {
	switch name {
	case "stablehlo.reduce":
		c := fusion.ReduceCombiner(op)
		return c == "add" || c == "mul" || c == "max" || c == "min"
	}
	return unsignedOK[name]
}

// unsignedOrderReduce reports whether reduction op takes the max or min
// of unsigned integers. The kernel reduces them as signed integers after
// flipSign, which maps the unsigned order onto the signed one, and flips
// the result back.
func unsignedOrderReduce(op *ir.Operation) bool {
	c := fusion.ReduceCombiner(op)
	return isUnsigned(op.Operand(0)) && (c == "max" || c == "min")
}

// flipSign toggles the sign bit of integer x: x < y as unsigned numbers
// exactly when flipSign(x) < flipSign(y) as signed ones.
func (e *emitter) flipSign(x *kernel.Inst) *kernel.Inst {
	return e.rb.Binary(kernel.OpXor, x, e.rb.ConstI(x.Type, int64(-1)<<(x.Type.Bits()-1)))
}

// convert converts x (of op's operand) to kernel type t. An unsigned
// source zero-extends to wider integers and converts to floats through
// i64 (ui64 through u64ToFloat); floats convert to unsigned types
// saturating to [0, max], NaN giving 0 (ui64 through floatToU64).
// Everything else keeps the signed conversion's bits.
func (e *emitter) convert(op *ir.Operation, x *kernel.Inst, t kernel.Type) *kernel.Inst {
	from := x.Type
	srcU, dstU := isUnsigned(op.Operand(0)), isUnsigned(op.Result(0))
	switch {
	case srcU && from == kernel.I64 && t.IsFloat():
		return e.u64ToFloat(x, t)
	case dstU && t == kernel.I64 && from.IsFloat():
		return e.floatToU64(x)
	case srcU && t.IsFloat():
		return e.rb.Convert(e.zext(x, kernel.I64), t)
	case srcU && t.IsInt() && t != kernel.I1 && t.Bits() > from.Bits():
		return e.zext(x, t)
	case dstU && from.IsFloat():
		v := e.rb.Convert(x, kernel.I64) // truncates; saturates; NaN is 0
		zero, hi := e.rb.ConstI(kernel.I64, 0), e.rb.ConstI(kernel.I64, int64(1)<<t.Bits()-1)
		v = e.rb.Select(e.rb.Cmp(kernel.LT, v, zero), zero, v)
		v = e.rb.Select(e.rb.Cmp(kernel.GT, v, hi), hi, v)
		return e.rb.Convert(v, t)
	}
	return e.rb.Convert(x, t)
}

// zext widens integer x to t with zero fill.
func (e *emitter) zext(x *kernel.Inst, t kernel.Type) *kernel.Inst {
	if x.Type == t {
		return x
	}
	mask := e.rb.ConstI(t, int64(1)<<x.Type.Bits()-1)
	return e.rb.Binary(kernel.OpAnd, e.rb.Convert(x, t), mask)
}

// unsignedCompare reports whether a compare reads its integer operands
// as unsigned: UNSIGNED comparison type, or unsigned operands without a
// comparison type (i1 holds 0 or 1 either way).
func unsignedCompare(op *ir.Operation) bool {
	if ElemType(op.Operand(0).Type()) == kernel.I1 {
		return false
	}
	switch dialect.ComparisonType(op) {
	case "UNSIGNED":
		return true
	case "":
		return isUnsigned(op.Operand(0))
	}
	return false
}
