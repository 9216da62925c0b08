package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// Select picks onTrue where pred is true and onFalse elsewhere. pred is an
// i1 tensor of the operands' shape or a rank-0 i1 tensor.
func Select(pred, onTrue, onFalse *tensor.Tensor) (*tensor.Tensor, error) {
	if pred.DType() != tensor.Bool {
		return nil, fmt.Errorf("select: predicate must be i1, got %s", pred.TypeString())
	}
	if err := checkSameType("select", onTrue, onFalse); err != nil {
		return nil, err
	}
	if pred.Rank() != 0 && !tensor.SameShape(pred.Shape(), onTrue.Shape()) {
		return nil, fmt.Errorf("select: predicate %s does not match %s", pred.TypeString(), onTrue.TypeString())
	}
	res, err := tensor.New(onTrue.DType(), onTrue.Shape())
	if err != nil {
		return nil, err
	}
	p := pred.Ints()
	switch o := res.Raw().(type) {
	case []int64:
		selectT(o, p, onTrue.Ints(), onFalse.Ints())
	case []uint64:
		selectT(o, p, onTrue.Uints(), onFalse.Uints())
	case []float32:
		selectT(o, p, onTrue.F32s(), onFalse.F32s())
	case []float64:
		selectT(o, p, onTrue.F64s(), onFalse.F64s())
	case []complex128:
		selectT(o, p, onTrue.Complexes(), onFalse.Complexes())
	}
	return res, nil
}

// selectT picks a[i] where p (one predicate or one per element) is set.
func selectT[T tensor.Elem](o []T, p []int64, a, b []T) {
	parallelFor(len(o), len(o), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			c := p[0]
			if len(p) > 1 {
				c = p[i]
			}
			if c != 0 {
				o[i] = a[i]
			} else {
				o[i] = b[i]
			}
		}
	})
}

// concatFlat joins the storage of two tensors of one type into a rank-1
// tensor.
func concatFlat(a, b *tensor.Tensor) (*tensor.Tensor, error) {
	n := int64(a.Len() + b.Len())
	switch x := a.Raw().(type) {
	case []int64:
		return tensor.Wrap(a.DType(), []int64{n}, append(append([]int64{}, x...), b.Ints()...))
	case []uint64:
		return tensor.Wrap(a.DType(), []int64{n}, append(append([]uint64{}, x...), b.Uints()...))
	case []float32:
		return tensor.Wrap(a.DType(), []int64{n}, append(append([]float32{}, x...), b.F32s()...))
	case []float64:
		return tensor.Wrap(a.DType(), []int64{n}, append(append([]float64{}, x...), b.F64s()...))
	case []complex128:
		return tensor.Wrap(a.DType(), []int64{n}, append(append([]complex128{}, x...), b.Complexes()...))
	}
	return nil, fmt.Errorf("unsupported storage")
}

// Clamp computes min(max(x, lo), hi) elementwise with maximum/minimum
// semantics (NaN propagates). lo and hi have x's shape or are rank 0.
func Clamp(lo, x, hi *tensor.Tensor) (*tensor.Tensor, error) {
	for _, b := range []*tensor.Tensor{lo, hi} {
		if b.DType() != x.DType() {
			return nil, fmt.Errorf("clamp: bound %s does not match operand %s", b.TypeString(), x.TypeString())
		}
		if b.Rank() != 0 && !tensor.SameShape(b.Shape(), x.Shape()) {
			return nil, fmt.Errorf("clamp: bound %s must be rank 0 or match operand %s", b.TypeString(), x.TypeString())
		}
	}
	var err error
	if lo, err = BroadcastInDim(lo, x.Shape(), broadcastDims(lo, x)); err != nil {
		return nil, err
	}
	if hi, err = BroadcastInDim(hi, x.Shape(), broadcastDims(hi, x)); err != nil {
		return nil, err
	}
	m, err := Binary(Maximum, x, lo)
	if err != nil {
		return nil, fmt.Errorf("clamp: %w", err)
	}
	return Binary(Minimum, m, hi)
}

// broadcastDims maps a rank-0 or same-rank bound onto x's axes.
func broadcastDims(b, x *tensor.Tensor) []int64 {
	if b.Rank() == 0 {
		return nil
	}
	dims := make([]int64, x.Rank())
	for i := range dims {
		dims[i] = int64(i)
	}
	return dims
}

// Convert is stablehlo.convert; see tensor.Convert.
func Convert(x *tensor.Tensor, to tensor.DType) (*tensor.Tensor, error) {
	return tensor.Convert(x, to)
}

// BitcastConvert reinterprets the bits of x as type to. With equal widths
// the shape is kept. Converting to a narrower type appends a dimension of
// size ratio; converting to a wider one removes the last dimension, which
// must equal the ratio. Sub-elements are ordered little-endian: index 0 of
// the new dimension holds the lowest bits. i1, 4-bit and complex types
// are only supported as the identity conversion.
func BitcastConvert(x *tensor.Tensor, to tensor.DType) (*tensor.Tensor, error) {
	from := x.DType()
	if from == tensor.Bool || to == tensor.Bool || from.IsComplex() || to.IsComplex() || from.Bits() < 8 || to.Bits() < 8 {
		if from == to {
			return x.Clone(), nil
		}
		return nil, tensor.Unsupportedf("bitcast_convert: %s to %s is unsupported", from, to)
	}
	fb, tb := from.Bits(), to.Bits()
	shape := append([]int64{}, x.Shape()...)
	switch {
	case fb > tb:
		shape = append(shape, int64(fb/tb))
	case fb < tb:
		ratio := int64(tb / fb)
		if len(shape) == 0 || shape[len(shape)-1] != ratio {
			return nil, fmt.Errorf("bitcast_convert: %s to %s needs a last dimension of %d", x.TypeString(), to, ratio)
		}
		shape = shape[:len(shape)-1]
	}
	res, err := tensor.New(to, shape)
	if err != nil {
		return nil, err
	}
	switch {
	case fb == tb:
		for i := 0; i < x.Len(); i++ {
			res.SetBits(i, x.BitsAt(i))
		}
	case fb > tb:
		k := fb / tb
		mask := tensor.MaxUint(tensor.U64) >> (64 - uint(tb))
		for i := 0; i < x.Len(); i++ {
			b := x.BitsAt(i)
			for j := 0; j < k; j++ {
				res.SetBits(i*k+j, b>>(uint(j*tb))&mask)
			}
		}
	default:
		k := tb / fb
		for i := 0; i < res.Len(); i++ {
			var b uint64
			for j := 0; j < k; j++ {
				b |= x.BitsAt(i*k+j) << uint(j*fb)
			}
			res.SetBits(i, b)
		}
	}
	return res, nil
}
