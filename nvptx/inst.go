package nvptx

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// inst emits one kernel instruction and returns its value (nil for a
// store).
func (e *emitter) inst(in *kernel.Inst) (valueT, error) {
	b := e.cur
	arg := func(i int) valueT { return e.vals[in.Args[i].ID()] }
	switch in.Op {
	case kernel.OpConst:
		if in.Type.IsFloat() {
			return constant.NewFloat(regType(in.Type).(*types.FloatType), kernel.RoundFloat(in.Type, in.F)), nil
		}
		return intConst(in.Type, in.I), nil
	case kernel.OpDim:
		return e.params[in.Param], nil
	case kernel.OpIndex:
		return e.index[in.Index], nil
	case kernel.OpReduced:
		return e.reduced[in.Phase], nil
	case kernel.OpLoad:
		if e.lanes != nil && isLinear(in.Args[0]) {
			return e.lanes.load(e, in.Param), nil
		}
		return e.load(in.Param, arg(0)), nil
	case kernel.OpStore:
		if e.lanes != nil && isLinear(in.Args[0]) {
			e.lanes.store(in.Param, arg(1))
			return nil, nil
		}
		e.store(in.Param, arg(0), arg(1))
		return nil, nil
	case kernel.OpStoreIf:
		return nil, e.ifThen("store_if", arg(2), func() error {
			e.store(in.Param, arg(0), arg(1))
			return nil
		})
	case kernel.OpAtomicAdd, kernel.OpAtomicMax, kernel.OpAtomicMin, kernel.OpAtomicMul:
		return nil, e.atomic(in.Op, in.Param, arg(0), arg(1))
	case kernel.OpCmp:
		return e.cmp(in.Pred, in.Args[0].Type, arg(0), arg(1)), nil
	case kernel.OpSelect:
		return b.NewSelect(arg(0), arg(1), arg(2)), nil
	case kernel.OpConvert:
		return e.convert(in.Args[0].Type, in.Type, arg(0)), nil
	}
	if in.Op.IsBinary() {
		if in.Type.IsFloat() {
			v, err := e.floatBinary(in.Op, arg(0), arg(1))
			return e.round(in.Type, v), err
		}
		return e.intBinary(in.Op, in.Type, arg(0), arg(1))
	}
	if in.Op.IsUnary() {
		if in.Type.IsFloat() {
			v, err := e.floatUnary(in.Op, arg(0))
			return e.round(in.Type, v), err
		}
		return e.intUnary(in.Op, in.Type, arg(0))
	}
	return nil, fmt.Errorf("cannot emit %s", in.Op)
}

func isLinear(off *kernel.Inst) bool {
	return off.Op == kernel.OpIndex && off.Index == kernel.Linear
}

// elemPtr returns the address of element off of buffer parameter p.
func (e *emitter) elemPtr(p int, off valueT) valueT {
	t := memType(e.k.Params[p].Elem)
	g := e.cur.NewGetElementPtr(t, e.params[p], off)
	g.InBounds = true
	return g
}

// load reads element off of buffer p into a register.
func (e *emitter) load(p int, off valueT) valueT {
	t := e.k.Params[p].Elem
	ld := e.cur.NewLoad(memType(t), e.elemPtr(p, off))
	ld.Align = alignOf(t.Bytes())
	return e.fromMem(t, ld)
}

// store writes register v to element off of buffer p.
func (e *emitter) store(p int, off, v valueT) {
	t := e.k.Params[p].Elem
	st := e.cur.NewStore(e.toMem(t, v), e.elemPtr(p, off))
	st.Align = alignOf(t.Bytes())
}

// atomicAdd adds v to element off of buffer p with atomicrmw (fadd for
// floats), relaxed ordering: the adds commute and the kernel's end orders
// them before anything that reads the buffer.
func (e *emitter) atomicAdd(p int, off, v valueT) {
	op := enum.AtomicOpAdd
	if e.k.Params[p].Elem.IsFloat() {
		op = enum.AtomicOpFAdd
	}
	e.cur.NewAtomicRMW(op, e.elemPtr(p, off), v, enum.AtomicOrderingMonotonic)
}

// fromMem converts a loaded element of type t to its register form.
func (e *emitter) fromMem(t kernel.Type, v valueT) valueT {
	if t.IsF8() {
		return e.f8ToFloat(t, v)
	}
	switch t {
	case kernel.F16:
		return e.cur.NewFPExt(v, types.Float)
	case kernel.BF16:
		return e.bf16ToFloat(v)
	case kernel.I1:
		return e.cur.NewTrunc(v, types.I1)
	}
	return v
}

// toMem converts a register of type t to its memory form.
func (e *emitter) toMem(t kernel.Type, v valueT) valueT {
	if t.IsF8() {
		return e.floatToF8(t, v)
	}
	switch t {
	case kernel.F16:
		return e.cur.NewFPTrunc(v, types.Half)
	case kernel.BF16:
		return e.floatToBF16(v)
	case kernel.I1:
		return e.cur.NewZExt(v, types.I8)
	}
	return v
}

// round rounds an f32 register holding an f16 or bf16 result to that
// type; other types are returned unchanged.
func (e *emitter) round(t kernel.Type, v valueT) valueT {
	if t.IsF8() && v != nil {
		return e.roundF8(t, v)
	}
	if v == nil || (t != kernel.F16 && t != kernel.BF16) {
		return v
	}
	return e.fromMem(t, e.toMem(t, v))
}

// bf16ToFloat widens bf16 bits (i16) to f32.
func (e *emitter) bf16ToFloat(h valueT) valueT {
	b := e.cur
	return b.NewBitCast(b.NewShl(b.NewZExt(h, types.I32), i32(16)), types.Float)
}

// floatToBF16 rounds f32 to nearest-even bf16 bits (i16); NaN stays a
// quiet NaN.
func (e *emitter) floatToBF16(v valueT) valueT {
	b := e.cur
	bits := b.NewBitCast(v, types.I32)
	odd := b.NewAnd(b.NewLShr(bits, i32(16)), i32(1))
	rounded := b.NewLShr(b.NewAdd(b.NewAdd(bits, i32(0x7fff)), odd), i32(16))
	nan := b.NewOr(b.NewLShr(bits, i32(16)), i32(0x40))
	isNaN := b.NewFCmp(enum.FPredUNO, v, v)
	return b.NewTrunc(b.NewSelect(isNaN, nan, rounded), types.I16)
}

func alignOf(bytes int) ir.Align { return ir.Align(bytes) }

var floatPreds = [...]enum.FPred{kernel.EQ: enum.FPredOEQ, kernel.NE: enum.FPredUNE, kernel.LT: enum.FPredOLT,
	kernel.LE: enum.FPredOLE, kernel.GT: enum.FPredOGT, kernel.GE: enum.FPredOGE}
var intPreds = [...]enum.IPred{kernel.EQ: enum.IPredEQ, kernel.NE: enum.IPredNE, kernel.LT: enum.IPredSLT,
	kernel.LE: enum.IPredSLE, kernel.GT: enum.IPredSGT, kernel.GE: enum.IPredSGE,
	kernel.ULT: enum.IPredULT, kernel.ULE: enum.IPredULE, kernel.UGT: enum.IPredUGT, kernel.UGE: enum.IPredUGE}

func (e *emitter) cmp(p kernel.Pred, t kernel.Type, x, y valueT) valueT {
	if t.IsFloat() {
		return e.cur.NewFCmp(floatPreds[p], x, y)
	}
	return e.cur.NewICmp(intPreds[p], x, y)
}

// intBinary emits integer arithmetic; results wrap.
func (e *emitter) intBinary(op kernel.Op, t kernel.Type, x, y valueT) (valueT, error) {
	b := e.cur
	switch op {
	case kernel.OpAdd:
		return b.NewAdd(x, y), nil
	case kernel.OpSub:
		return b.NewSub(x, y), nil
	case kernel.OpMul:
		return b.NewMul(x, y), nil
	case kernel.OpDiv:
		return b.NewSDiv(x, y), nil
	case kernel.OpRem:
		return b.NewSRem(x, y), nil
	case kernel.OpMax:
		return b.NewSelect(b.NewICmp(enum.IPredSGT, x, y), x, y), nil
	case kernel.OpMin:
		return b.NewSelect(b.NewICmp(enum.IPredSLT, x, y), x, y), nil
	case kernel.OpAnd:
		return b.NewAnd(x, y), nil
	case kernel.OpOr:
		return b.NewOr(x, y), nil
	case kernel.OpXor:
		return b.NewXor(x, y), nil
	case kernel.OpShl, kernel.OpShrA, kernel.OpShrL:
		return e.shift(op, t, x, y), nil
	case kernel.OpUDiv:
		return b.NewUDiv(x, y), nil
	case kernel.OpURem:
		return b.NewURem(x, y), nil
	case kernel.OpUMax:
		return b.NewSelect(b.NewICmp(enum.IPredUGT, x, y), x, y), nil
	case kernel.OpUMin:
		return b.NewSelect(b.NewICmp(enum.IPredULT, x, y), x, y), nil
	}
	return nil, fmt.Errorf("cannot emit %s on %s", op, t)
}

func (e *emitter) intUnary(op kernel.Op, t kernel.Type, x valueT) (valueT, error) {
	b := e.cur
	zero := intConst(t, 0)
	switch op {
	case kernel.OpNeg:
		return b.NewSub(zero, x), nil
	case kernel.OpAbs:
		return b.NewSelect(b.NewICmp(enum.IPredSLT, x, zero), b.NewSub(zero, x), x), nil
	case kernel.OpNot:
		return b.NewXor(x, intConst(t, -1)), nil
	case kernel.OpSign:
		pos := b.NewZExt(b.NewICmp(enum.IPredSGT, x, zero), regType(t))
		neg := b.NewZExt(b.NewICmp(enum.IPredSLT, x, zero), regType(t))
		return b.NewSub(pos, neg), nil
	case kernel.OpPopcnt:
		rt := regType(t)
		return b.NewCall(e.intr.get("llvm.ctpop."+rt.String(), rt, rt), x), nil
	case kernel.OpClz:
		rt := regType(t)
		return b.NewCall(e.intr.get("llvm.ctlz."+rt.String(), rt, rt, types.I1), x, constant.False), nil
	}
	return nil, fmt.Errorf("cannot emit %s on %s", op, t)
}

// intConst is the constant v of integer type t, wrapped to its width (i1
// constants are true or false).
func intConst(t kernel.Type, v int64) *constant.Int {
	switch t {
	case kernel.I1:
		v &= 1
	case kernel.I8:
		v = int64(int8(v))
	case kernel.I16:
		v = int64(int16(v))
	case kernel.I32:
		v = int64(int32(v))
	}
	return constant.NewInt(regType(t).(*types.IntType), v)
}
