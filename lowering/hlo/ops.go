package hlo

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// binaryOps and unaryOps map StableHLO elementwise ops to kernel opcodes.
var binaryOps = map[string]kernel.Op{
	"stablehlo.add": kernel.OpAdd, "stablehlo.subtract": kernel.OpSub, "stablehlo.multiply": kernel.OpMul,
	"stablehlo.divide": kernel.OpDiv, "stablehlo.remainder": kernel.OpRem, "stablehlo.maximum": kernel.OpMax,
	"stablehlo.minimum": kernel.OpMin, "stablehlo.power": kernel.OpPow, "stablehlo.and": kernel.OpAnd,
	"stablehlo.or": kernel.OpOr, "stablehlo.xor": kernel.OpXor, "stablehlo.atan2": kernel.OpAtan2,
	"stablehlo.shift_left": kernel.OpShl, "stablehlo.shift_right_arithmetic": kernel.OpShrA,
	"stablehlo.shift_right_logical": kernel.OpShrL,
}

var unaryOps = map[string]kernel.Op{
	"stablehlo.negate": kernel.OpNeg, "stablehlo.abs": kernel.OpAbs, "stablehlo.not": kernel.OpNot,
	"stablehlo.exponential": kernel.OpExp, "stablehlo.log": kernel.OpLog, "stablehlo.tanh": kernel.OpTanh,
	"stablehlo.logistic": kernel.OpLogistic, "stablehlo.sqrt": kernel.OpSqrt, "stablehlo.rsqrt": kernel.OpRsqrt,
	"stablehlo.sine": kernel.OpSin, "stablehlo.cosine": kernel.OpCos,
	"stablehlo.floor": kernel.OpFloor, "stablehlo.ceil": kernel.OpCeil,
	"stablehlo.round_nearest_even": kernel.OpRoundEven, "stablehlo.round_nearest_afz": kernel.OpRoundAway,
	"stablehlo.sign": kernel.OpSign, "stablehlo.tan": kernel.OpTan, "stablehlo.cbrt": kernel.OpCbrt,
	"stablehlo.log_plus_one": kernel.OpLog1p, "stablehlo.exponential_minus_one": kernel.OpExpm1,
	"stablehlo.popcnt": kernel.OpPopcnt, "stablehlo.count_leading_zeros": kernel.OpClz,
	"chlo.erf": kernel.OpErf,
}

// boolOps is StableHLO's arithmetic on i1: add is or, multiply is and,
// maximum and minimum are or and and; other arithmetic has no i1 form.
var boolOps = map[kernel.Op]kernel.Op{kernel.OpAdd: kernel.OpOr, kernel.OpMul: kernel.OpAnd,
	kernel.OpMax: kernel.OpOr, kernel.OpMin: kernel.OpAnd,
	kernel.OpAnd: kernel.OpAnd, kernel.OpOr: kernel.OpOr, kernel.OpXor: kernel.OpXor}

// floatOnly and intOnly list opcodes restricted to one kind of type.
var floatOnly = map[kernel.Op]bool{kernel.OpPow: true, kernel.OpExp: true, kernel.OpLog: true,
	kernel.OpTanh: true, kernel.OpLogistic: true, kernel.OpSqrt: true, kernel.OpRsqrt: true,
	kernel.OpSin: true, kernel.OpCos: true, kernel.OpFloor: true, kernel.OpCeil: true,
	kernel.OpRoundEven: true, kernel.OpRoundAway: true, kernel.OpAtan2: true, kernel.OpTan: true,
	kernel.OpCbrt: true, kernel.OpLog1p: true, kernel.OpExpm1: true, kernel.OpErf: true}
var intOnly = map[kernel.Op]bool{kernel.OpAnd: true, kernel.OpOr: true, kernel.OpXor: true, kernel.OpNot: true,
	kernel.OpShl: true, kernel.OpShrA: true, kernel.OpShrL: true, kernel.OpPopcnt: true, kernel.OpClz: true}

// noBoolUnary lists the integer unary opcodes that have no i1 form here.
var noBoolUnary = map[kernel.Op]bool{kernel.OpSign: true, kernel.OpPopcnt: true, kernel.OpClz: true}

var predicates = map[string]kernel.Pred{"EQ": kernel.EQ, "NE": kernel.NE, "LT": kernel.LT,
	"LE": kernel.LE, "GT": kernel.GT, "GE": kernel.GE}

// otherOps are the non-arithmetic ops the lowering handles.
var otherOps = map[string]bool{
	"stablehlo.constant": true, "stablehlo.compare": true, "stablehlo.select": true, "stablehlo.clamp": true,
	"stablehlo.convert": true, "stablehlo.broadcast_in_dim": true, "stablehlo.dynamic_broadcast_in_dim": true,
	"stablehlo.iota": true, "stablehlo.dynamic_iota": true, "stablehlo.reshape": true, "stablehlo.dynamic_reshape": true,
	"stablehlo.transpose": true, "stablehlo.reduce": true, "stablehlo.slice": true,
	"stablehlo.reverse": true, "stablehlo.concatenate": true, "stablehlo.pad": true, "stablehlo.gather": true,
	"stablehlo.is_finite": true, "stablehlo.dynamic_gather": true, "stablehlo.real": true, "stablehlo.imag": true,
	"stablehlo.reduce_window": true, "stablehlo.select_and_scatter": true,
}

// ElemType maps an MLIR element type to a kernel type (Invalid when the
// kernel IR has none: complex types, f8, index...). Unsigned
// integers map to the signed type of their width, which holds the same
// bits; CanLower admits them only in ops where signedness does not change
// the bits of the result (see unsignedOK).
func ElemType(t ir.Type) kernel.Type {
	switch e := ir.ElementTypeOf(t).(type) {
	case *ir.FloatType:
		if k, ok := kernel.ParseType(e.Name); ok && k.IsFloat() {
			return k
		}
	case *ir.IntegerType:
		if e.Sign == ir.Unsigned && e.Width == 1 {
			return kernel.Invalid
		}
		switch e.Width {
		case 1:
			return kernel.I1
		case 8:
			return kernel.I8
		case 16:
			return kernel.I16
		case 32:
			return kernel.I32
		case 64:
			return kernel.I64
		}
	}
	return kernel.Invalid
}

// CanLower reports whether an op inside a fusion can be expressed in the
// kernel IR. The fuse pass uses it to keep other ops outside fusions.
func CanLower(op *ir.Operation) bool {
	name := fusion.Canonical(op)
	if complexInFusion(op) {
		return complexLowerable(name, op)
	}
	kop, isBin := binaryOps[name]
	uop, isUn := unaryOps[name]
	if !isBin && !isUn && !otherOps[name] {
		return false
	}
	if isUn {
		kop = uop
	}
	if name == "stablehlo.reduce" {
		if _, ok := fusion.ReduceInfo(op); !ok {
			return false
		}
	}
	if name == "stablehlo.reduce_window" {
		if _, ok := windowFormOf(op); !ok {
			return false
		}
	}
	if name == "stablehlo.select_and_scatter" {
		if _, ok := selectFormOf(op); !ok {
			return false
		}
	}
	data := op.Operands()
	switch name {
	case "stablehlo.gather", "stablehlo.dynamic_gather":
		if _, ok := gatherForm(op); !ok {
			return false
		}
		data = data[:1]
	case "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape":
		data = data[:1]
	case "stablehlo.dynamic_iota":
		data = nil
	case "stablehlo.is_finite":
		return isFiniteForm(op)
	case "stablehlo.real", "stablehlo.imag": // of float tensors: complex ones are complexLowerable's
		if !ElemType(op.Operand(0).Type()).IsFloat() {
			return false
		}
	case "stablehlo.compare":
		if _, ok := predicates[direction(op)]; !ok {
			return false
		}
		if unsignedCompare(op) && !ElemType(op.Operand(0).Type()).IsInt() {
			return false
		}
		if dialect.ComparisonType(op) == "TOTALORDER" && ElemType(op.Operand(0).Type()).IsFloat() {
			return false // the total order (-0 < +0, NaN last) is only emitted in sort comparators
		}
	}
	if anyUnsigned(data, op.Results()) && !unsignedLowerable(name, op) {
		return false
	}
	if !sameElemTypes(name, op, data) {
		return false
	}
	if name == "stablehlo.reduce" || name == "stablehlo.reduce_window" || name == "stablehlo.select_and_scatter" {
		switch ElemType(op.Operand(0).Type()) {
		case kernel.F16, kernel.BF16, kernel.F32, kernel.F64, kernel.I32, kernel.I64:
		default:
			return false // reductions combine floats, i32 or i64 only
		}
	}
	// what kop allows, looked up once for every value
	onlyFloat := (isBin || isUn) && floatOnly[kop]
	onlyInt := (isBin || isUn) && intOnly[kop]
	noBool := isBin && boolOps[kop] == kernel.OpInvalid || isUn && noBoolUnary[kop]
	stored := func(vs []*ir.Value) bool {
		for _, v := range vs {
			if _, ok := v.Type().(*ir.TensorType); !ok {
				return false
			}
			t := ElemType(v.Type())
			if t == kernel.Invalid {
				return false
			}
			if onlyFloat && !t.IsFloat() || onlyInt && !t.IsInt() || noBool && t == kernel.I1 {
				return false
			}
		}
		return true
	}
	return stored(data) && stored(op.Results())
}

// sameElemTypes checks that an op other than convert, compare and select's
// predicate keeps one element type from its data operands to its results
// (the kernel IR has no implicit promotion).
func sameElemTypes(name string, op *ir.Operation, data []*ir.Value) bool {
	if name == "stablehlo.convert" || name == "stablehlo.compare" {
		return true
	}
	if name == "stablehlo.select" && len(data) == 3 {
		data = data[1:]
	}
	if op.NumResults() != 1 {
		return false
	}
	want := ElemType(op.Result(0).Type())
	for _, v := range data {
		if ElemType(v.Type()) != want {
			return false
		}
	}
	return true
}

// isFiniteForm reports whether is_finite maps a float tensor to an i1
// tensor, the form the lowering handles.
func isFiniteForm(op *ir.Operation) bool {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return false
	}
	_, inT := op.Operand(0).Type().(*ir.TensorType)
	_, outT := op.Result(0).Type().(*ir.TensorType)
	return inT && outT && ElemType(op.Operand(0).Type()).IsFloat() && ElemType(op.Result(0).Type()) == kernel.I1
}
