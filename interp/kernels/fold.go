package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

// Combiner is a region body on rank-0 tensors: given the accumulators and
// the next elements (one per operand) it returns the new accumulators. It
// serves reduce, reduce_window, scatter and select_and_scatter bodies.
// The returned slice (not the tensors in it) may be reused by the next
// call, which may receive it back as acc.
type Combiner func(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error)

// ReduceKind names a reduction body with a fast path.
type ReduceKind uint8

// Known reduction bodies.
const (
	ReduceAdd ReduceKind = iota // stablehlo.add
	ReduceMul                   // stablehlo.multiply
	ReduceMax                   // stablehlo.maximum
	ReduceMin                   // stablehlo.minimum
	ReduceAnd                   // stablehlo.and
	ReduceOr                    // stablehlo.or
)

// binaryOp is the elementwise op a fast reduction applies.
func (k ReduceKind) binaryOp() (BinaryOp, error) {
	switch k {
	case ReduceAdd:
		return Add, nil
	case ReduceMul:
		return Multiply, nil
	case ReduceMax:
		return Maximum, nil
	case ReduceMin:
		return Minimum, nil
	case ReduceAnd:
		return And, nil
	case ReduceOr:
		return Or, nil
	}
	return 0, fmt.Errorf("unknown reduction kind %d", k)
}

// groups lists, for each of n outputs, w source offsets into the operands
// (-1 stands for the init value, as padding does in reduce_window): a
// table src of n*w, or bases and offs (output o, position k reads
// bases[o] + offs[k]), or when both are nil affine offsets: output o,
// position k reads o*oStride + k*kStride.
type groups struct {
	n, w             int
	src              []int
	bases, offs      []int // when set: offset bases[o] + offs[k] (n + w entries, not n*w)
	oStride, kStride int
}

// row returns the offsets of output o, using buf when they are affine.
func (g groups) row(o int, buf []int) []int {
	if g.src != nil {
		return g.src[o*g.w : (o+1)*g.w]
	}
	if g.bases != nil {
		for k, off := range g.offs {
			buf[k] = g.bases[o] + off
		}
		return buf
	}
	for k := range buf {
		buf[k] = o*g.oStride + k*g.kStride
	}
	return buf
}

// combinerFor returns kind's scalar function on dt's storage type T as a
// func(a, b T) T, rounding or wrapping to dt after every step.
func combinerFor(dt tensor.DType, kind ReduceKind) (any, error) {
	op, err := kind.binaryOp()
	if err != nil {
		return nil, err
	}
	bad := fmt.Errorf("%s is not a reduction over %s", op, dt)
	switch dt.Storage() {
	case tensor.StoreInt:
		f := IntBinaryFunc(op, dt)
		if dt == tensor.Bool {
			f = boolFunc(op)
		}
		if f == nil {
			return nil, bad
		}
		return func(a, b int64) int64 { return tensor.WrapInt(dt, f(a, b)) }, nil
	case tensor.StoreUint:
		f := UintBinaryFunc(op, dt)
		return func(a, b uint64) uint64 { return tensor.WrapUint(dt, f(a, b)) }, nil
	case tensor.StoreComplex:
		switch op {
		case Add:
			return func(a, b complex128) complex128 { return tensor.RoundComplex(dt, a+b) }, nil
		case Multiply:
			return func(a, b complex128) complex128 { return tensor.RoundComplex(dt, a*b) }, nil
		}
		return nil, bad
	case tensor.StoreF64:
		if f := floatScalar(op); f != nil {
			return f, nil
		}
		return nil, bad
	}
	f := floatScalar(op)
	if f == nil {
		return nil, bad
	}
	round := tensor.Rounder(dt)
	if round == nil {
		round = func(v float64) float32 { return float32(v) }
	}
	return func(a, b float32) float32 { return round(f(float64(a), float64(b))) }, nil
}

// foldFast folds each group of x with a known body, starting from init.
func foldFast(x, init *tensor.Tensor, shape []int64, g groups, kind ReduceKind) (*tensor.Tensor, error) {
	if init.DType() != x.DType() || init.Len() != 1 {
		return nil, fmt.Errorf("init value %s does not match operand %s", init.TypeString(), x.TypeString())
	}
	dt := x.DType()
	f, err := combinerFor(dt, kind)
	if err != nil {
		return nil, err
	}
	res, err := tensor.New(dt, shape)
	if err != nil {
		return nil, err
	}
	if sumAffine(res, x, init, g, dt, kind) {
		return res, nil
	}
	switch o := res.Raw().(type) {
	case []int64:
		foldT(o, x.Ints(), init.Ints()[0], g, f.(func(a, b int64) int64))
	case []uint64:
		foldT(o, x.Uints(), init.Uints()[0], g, f.(func(a, b uint64) uint64))
	case []complex128:
		foldT(o, x.Complexes(), init.Complexes()[0], g, f.(func(a, b complex128) complex128))
	case []float64:
		foldT(o, x.F64s(), init.F64s()[0], g, f.(func(a, b float64) float64))
	case []float32:
		foldT(o, x.F32s(), init.F32s()[0], g, f.(func(a, b float32) float32))
	}
	return res, nil
}

func boolFunc(op BinaryOp) func(a, b int64) int64 {
	switch op {
	case Add, Or, Maximum:
		return func(a, b int64) int64 { return a | b }
	case Multiply, And, Minimum:
		return func(a, b int64) int64 { return a & b }
	}
	return nil
}

// floatScalar is op on float64 values (before rounding to the type).
func floatScalar(op BinaryOp) func(a, b float64) float64 {
	switch op {
	case Add:
		return func(a, b float64) float64 { return a + b }
	case Multiply:
		return func(a, b float64) float64 { return a * b }
	case Maximum:
		return scalar.Max
	case Minimum:
		return scalar.Min
	}
	return nil
}

func foldT[T tensor.Elem](out, x []T, init T, g groups, f func(a, b T) T) {
	parallelFor(g.n, g.n*g.w*4, func(lo, hi int) {
		for o := lo; o < hi; o++ {
			acc := init
			if g.bases != nil {
				base := g.bases[o]
				for _, off := range g.offs {
					acc = f(acc, x[base+off])
				}
				out[o] = acc
				continue
			}
			if g.src == nil {
				base := o * g.oStride
				for k := 0; k < g.w; k++ {
					acc = f(acc, x[base+k*g.kStride])
				}
				out[o] = acc
				continue
			}
			for _, s := range g.src[o*g.w : (o+1)*g.w] {
				if s >= 0 {
					acc = f(acc, x[s])
				} else {
					acc = f(acc, init)
				}
			}
			out[o] = acc
		}
	})
}

// foldGeneric folds each group of the operands with body, one rank-0
// element at a time, starting from inits.
func foldGeneric(op string, xs, inits []*tensor.Tensor, shape []int64, g groups, body Combiner) ([]*tensor.Tensor, error) {
	if len(xs) == 0 || len(xs) != len(inits) {
		return nil, fmt.Errorf("%s: %d operands and %d init values", op, len(xs), len(inits))
	}
	for i, x := range xs {
		if inits[i].Len() != 1 || inits[i].DType() != x.DType() {
			return nil, fmt.Errorf("%s: init value %s does not match operand %s", op, inits[i].TypeString(), x.TypeString())
		}
		if i > 0 && !tensor.SameShape(x.Shape(), xs[0].Shape()) {
			return nil, fmt.Errorf("%s: operand shapes differ: %s vs %s", op, xs[0].TypeString(), x.TypeString())
		}
	}
	res := make([]*tensor.Tensor, len(xs))
	for i, init := range inits {
		var err error
		if res[i], err = tensor.New(init.DType(), shape); err != nil {
			return nil, err
		}
	}
	initEls := make([]*tensor.Tensor, len(inits))
	for i, init := range inits {
		initEls[i] = init.Element(0)
	}
	cur := make([]*tensor.Tensor, len(xs))
	// scratch holds one reusable rank-0 tensor per input; one the body
	// returns (and so may keep) is replaced by a fresh one.
	scratch := make([]*tensor.Tensor, len(xs))
	buf := make([]int, g.w)
	for o := 0; o < g.n; o++ {
		acc := initEls
		for _, s := range g.row(o, buf) {
			for i, x := range xs {
				switch {
				case s < 0:
					cur[i] = initEls[i]
				case scratch[i] != nil && x.ElementInto(s, scratch[i]):
					cur[i] = scratch[i]
				default:
					scratch[i] = x.Element(s)
					cur[i] = scratch[i]
				}
			}
			next, err := body(acc, cur)
			if err != nil {
				return nil, fmt.Errorf("%s: body: %w", op, err)
			}
			if err := checkBodyResult(op, next, initEls); err != nil {
				return nil, err
			}
			for _, r := range next {
				for i := range scratch {
					if r == scratch[i] {
						scratch[i] = nil
					}
				}
			}
			acc = next
		}
		for i := range res {
			if err := res[i].SetElement(o, acc[i]); err != nil {
				return nil, fmt.Errorf("%s: %w", op, err)
			}
		}
	}
	return res, nil
}

// checkBodyResult checks that a body returned one rank-0 value per
// accumulator, of the accumulator's type.
func checkBodyResult(op string, got, want []*tensor.Tensor) error {
	if len(got) != len(want) {
		return fmt.Errorf("%s: body returned %d values, want %d", op, len(got), len(want))
	}
	for i := range got {
		if got[i] == nil || got[i].Len() != 1 || got[i].DType() != want[i].DType() {
			return fmt.Errorf("%s: body result %d is not a single %s", op, i, want[i].DType())
		}
	}
	return nil
}

// sumAffine is the flat fast path for sums and products over affine groups
// of f32, f64 and 64-bit-storage integers (wrapping once at the end, which
// modular arithmetic allows). It reports whether it applied.
func sumAffine(res, x, init *tensor.Tensor, g groups, dt tensor.DType, kind ReduceKind) bool {
	if g.src != nil || g.bases != nil || (kind != ReduceAdd && kind != ReduceMul) || dt == tensor.Bool {
		return false
	}
	mul := kind == ReduceMul
	switch {
	case dt == tensor.F32:
		loopAffine(res.F32s(), x.F32s(), init.F32s()[0], g, mul)
	case dt == tensor.F64:
		loopAffine(res.F64s(), x.F64s(), init.F64s()[0], g, mul)
	case dt.Storage() == tensor.StoreInt:
		loopAffine(res.Ints(), x.Ints(), init.Ints()[0], g, mul)
		res.Normalize()
	case dt.Storage() == tensor.StoreUint:
		loopAffine(res.Uints(), x.Uints(), init.Uints()[0], g, mul)
		res.Normalize()
	default:
		return false
	}
	return true
}

func loopAffine[T int64 | uint64 | float32 | float64](out, x []T, init T, g groups, mul bool) {
	parallelFor(g.n, g.n*g.w, func(lo, hi int) {
		for o := lo; o < hi; o++ {
			acc := init
			i := o * g.oStride
			if mul {
				for k := 0; k < g.w; k++ {
					acc = T(acc * x[i])
					i += g.kStride
				}
			} else {
				for k := 0; k < g.w; k++ {
					acc = T(acc + x[i])
					i += g.kStride
				}
			}
			out[o] = acc
		}
	})
}
