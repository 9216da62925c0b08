package kernels

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

// A ScalarProg is a region body compiled to straight-line code on scalars:
// reduce-like kernels run it per element without building tensors. Slots
// hold one element each as a uint64: the float64 bits of a float (already
// rounded to its type), the int64 of a signed integer or i1, the uint64 of
// an unsigned integer. Slots 0..len(Args)-1 are the body's arguments;
// instruction i writes slot len(Args)+i.
type ScalarProg struct {
	Args    []tensor.DType
	Instrs  []ScalarInstr
	Results []int // slots returned by the body
	types   []tensor.DType
}

// ScalarKind is what a ScalarInstr computes.
type ScalarKind uint8

// Scalar instruction kinds.
const (
	ScalarBinary  ScalarKind = iota // Bin(A, B), both of type Type
	ScalarCompare                   // Dir/Cmp on A, B of type Type; i1 result
	ScalarSelect                    // A ? B : C, B and C of type Type
	ScalarConvert                   // A of type From to Type
	ScalarConst                     // the slot value Value of type Type
)

// ScalarInstr is one instruction; Type is its result type.
type ScalarInstr struct {
	Kind    ScalarKind
	Bin     BinaryOp
	Dir     Direction
	Cmp     CompareType
	A, B, C int
	Type    tensor.DType
	From    tensor.DType
	Value   uint64
	binF    func(x, y uint64) uint64
	convert func(x uint64) uint64
}

// ScalarType reports whether dt can live in a ScalarProg slot.
func ScalarType(dt tensor.DType) bool {
	return dt == tensor.F32 || dt == tensor.F64 || (dt.IsInteger() && dt.Bits() >= 1)
}

// Prepare checks the program and binds each instruction's operation; it
// fails for ops or types the scalar form does not cover, so callers fall
// back to running the body on tensors.
func (p *ScalarProg) Prepare() error {
	p.types = append([]tensor.DType{}, p.Args...)
	for _, t := range p.Args {
		if !ScalarType(t) {
			return fmt.Errorf("argument type %s", t)
		}
	}
	for i := range p.Instrs {
		in := &p.Instrs[i]
		n := len(p.types)
		for _, s := range []int{in.A, in.B, in.C} {
			if s < 0 || s >= n {
				return fmt.Errorf("instruction %d reads slot %d of %d", i, s, n)
			}
		}
		if !ScalarType(in.Type) {
			return fmt.Errorf("instruction %d: type %s", i, in.Type)
		}
		var err error
		switch in.Kind {
		case ScalarBinary:
			in.binF, err = scalarBinary(in.Bin, in.Type)
		case ScalarCompare:
			if in.Type != tensor.Bool {
				err = fmt.Errorf("compare gives %s", in.Type)
			}
			if in.Cmp == NoType {
				in.Cmp = defaultCompareType(p.types[in.A])
			}
		case ScalarSelect, ScalarConst:
		case ScalarConvert:
			in.convert, err = scalarConvert(in.From, in.Type)
		default:
			err = fmt.Errorf("unknown kind %d", in.Kind)
		}
		if err != nil {
			return fmt.Errorf("instruction %d: %w", i, err)
		}
		p.types = append(p.types, in.Type)
	}
	for _, r := range p.Results {
		if r < 0 || r >= len(p.types) {
			return fmt.Errorf("result slot %d of %d", r, len(p.types))
		}
	}
	return nil
}

// Slots is the number of slots Run needs.
func (p *ScalarProg) Slots() int { return len(p.types) }

// Run executes the program on regs, whose first len(Args) slots hold the
// arguments.
func (p *ScalarProg) Run(regs []uint64) {
	base := len(p.Args)
	for i := range p.Instrs {
		in := &p.Instrs[i]
		var v uint64
		switch in.Kind {
		case ScalarBinary:
			v = in.binF(regs[in.A], regs[in.B])
		case ScalarCompare:
			if compareSlots(in.Dir, in.Cmp, p.types[in.A], regs[in.A], regs[in.B]) {
				v = 1
			}
		case ScalarSelect:
			if regs[in.A]&1 != 0 {
				v = regs[in.B]
			} else {
				v = regs[in.C]
			}
		case ScalarConvert:
			v = in.convert(regs[in.A])
		case ScalarConst:
			v = in.Value
		}
		regs[base+i] = v
	}
}

func defaultCompareType(dt tensor.DType) CompareType {
	return scalar.DefaultCompareType(dt.IsInteger(), dt.IsSigned())
}

func compareSlots(dir Direction, typ CompareType, dt tensor.DType, x, y uint64) bool {
	if dt.IsFloat() {
		return scalar.CompareFloat(dir, typ, math.Float64frombits(x), math.Float64frombits(y))
	}
	r, _ := scalar.CompareInt(dir, typ, dt.Bits(), int64(x), int64(y))
	return r
}

// scalarBinary binds op on slots of type dt, wrapping integers and
// rounding f32 results.
func scalarBinary(op BinaryOp, dt tensor.DType) (func(x, y uint64) uint64, error) {
	switch {
	case dt == tensor.Bool:
		f := boolFunc(op)
		if op == Xor {
			f = func(a, b int64) int64 { return a ^ b }
		}
		if f == nil {
			return nil, fmt.Errorf("%s on i1", op)
		}
		return func(x, y uint64) uint64 { return uint64(f(int64(x), int64(y))) }, nil
	case dt.IsUnsigned():
		f := UintBinaryFunc(op, dt)
		if f == nil {
			return nil, fmt.Errorf("%s on %s", op, dt)
		}
		return func(x, y uint64) uint64 { return tensor.WrapUint(dt, f(x, y)) }, nil
	case dt.IsInteger():
		f := IntBinaryFunc(op, dt)
		if f == nil {
			return nil, fmt.Errorf("%s on %s", op, dt)
		}
		return func(x, y uint64) uint64 { return uint64(tensor.WrapInt(dt, f(int64(x), int64(y)))) }, nil
	}
	var f func(a, b float64) float64
	switch op {
	case Add, Multiply, Maximum, Minimum:
		f = floatScalar(op)
	case Subtract:
		f = func(a, b float64) float64 { return a - b }
	case Divide:
		f = func(a, b float64) float64 { return a / b }
	default:
		return nil, fmt.Errorf("%s on %s", op, dt)
	}
	if dt == tensor.F32 {
		return func(x, y uint64) uint64 {
			return math.Float64bits(float64(float32(f(math.Float64frombits(x), math.Float64frombits(y)))))
		}, nil
	}
	return func(x, y uint64) uint64 {
		return math.Float64bits(f(math.Float64frombits(x), math.Float64frombits(y)))
	}, nil
}

// scalarConvert binds the exact conversions: float widening and
// narrowing, integer to float, integer to integer (wrapping) and
// anything to i1 is left to the tensor path.
func scalarConvert(from, to tensor.DType) (func(uint64) uint64, error) {
	switch {
	case from == to:
		return func(x uint64) uint64 { return x }, nil
	case from.IsFloat() && to == tensor.F64:
		return func(x uint64) uint64 { return x }, nil
	case from.IsFloat() && to == tensor.F32:
		return func(x uint64) uint64 {
			return math.Float64bits(float64(float32(math.Float64frombits(x))))
		}, nil
	case from.IsUnsigned() && to.IsFloat():
		if to == tensor.F32 {
			return func(x uint64) uint64 { return math.Float64bits(float64(float32(x))) }, nil
		}
		return func(x uint64) uint64 { return math.Float64bits(float64(x)) }, nil
	case from.IsInteger() && from != tensor.Bool && to.IsFloat():
		if to == tensor.F32 {
			return func(x uint64) uint64 { return math.Float64bits(float64(float32(int64(x)))) }, nil
		}
		return func(x uint64) uint64 { return math.Float64bits(float64(int64(x))) }, nil
	case from.IsInteger() && from != tensor.Bool && to.IsInteger() && to != tensor.Bool:
		if to.IsUnsigned() {
			return func(x uint64) uint64 { return tensor.WrapUint(to, x) }, nil
		}
		return func(x uint64) uint64 { return uint64(tensor.WrapInt(to, int64(x))) }, nil
	}
	return nil, fmt.Errorf("convert %s to %s", from, to)
}

// ScalarSlot is element 0 of t as a slot value (for constants).
func ScalarSlot(t *tensor.Tensor) uint64 { return slotLoader(t)(0) }

// Types is the type of every slot (after Prepare).
func (p *ScalarProg) Types() []tensor.DType { return p.types }

// ScalarTensor makes a rank-0 tensor of dt holding slot value v.
func ScalarTensor(dt tensor.DType, v uint64) (*tensor.Tensor, error) {
	t, err := tensor.New(dt, []int64{})
	if err != nil {
		return nil, err
	}
	slotStorer(t)(0, v)
	return t, nil
}
