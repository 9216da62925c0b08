package kernels

import (
	"fmt"
	"math"

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
// must equal the ratio. Widths are the types' own (1 for i1, 4 for i4,
// 64 and 128 for the complex types, whose real part holds the low half);
// sub-elements are ordered little-endian: index 0 of the new dimension
// holds the lowest bits.
func BitcastConvert(x *tensor.Tensor, to tensor.DType) (*tensor.Tensor, error) {
	from := x.DType()
	fb, tb := from.Bits(), to.Bits()
	if fb == 0 || tb == 0 || fb%tb != 0 && tb%fb != 0 {
		return nil, tensor.Unsupportedf("bitcast_convert: %s to %s is unsupported", from, to)
	}
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
	// Both sides as one little-endian bit string.
	stream := make([]uint64, (x.Len()*fb+63)/64)
	for i := range x.Len() {
		for k, w := range elementWords(x, i) {
			putBits(stream, i*fb+64*k, min(fb-64*k, 64), w)
		}
	}
	for i := range res.Len() {
		var w [2]uint64
		for k := range (tb + 63) / 64 {
			w[k] = getBits(stream, i*tb+64*k, min(tb-64*k, 64))
		}
		if err := setElementWords(res, i, w); err != nil {
			return nil, fmt.Errorf("bitcast_convert: %v", err)
		}
	}
	return res, nil
}

// elementWords is the bit pattern of element i, low 64 bits first (a
// complex number's real part, then its imaginary part).
func elementWords(t *tensor.Tensor, i int) []uint64 {
	c := t.Complexes()
	switch {
	case c == nil:
		return []uint64{t.BitsAt(i)}
	case t.DType() == tensor.C64:
		return []uint64{uint64(math.Float32bits(float32(real(c[i])))) | uint64(math.Float32bits(float32(imag(c[i]))))<<32}
	}
	return []uint64{math.Float64bits(real(c[i])), math.Float64bits(imag(c[i]))}
}

// setElementWords sets element i from its bit pattern (see elementWords).
func setElementWords(t *tensor.Tensor, i int, w [2]uint64) error {
	c := t.Complexes()
	switch {
	case c == nil:
		return t.SetBits(i, w[0])
	case t.DType() == tensor.C64:
		c[i] = complex(float64(math.Float32frombits(uint32(w[0]))), float64(math.Float32frombits(uint32(w[0]>>32))))
	default:
		c[i] = complex(math.Float64frombits(w[0]), math.Float64frombits(w[1]))
	}
	return nil
}

// putBits stores the low n bits of v (n <= 64) at bit offset off.
func putBits(s []uint64, off, n int, v uint64) {
	if n < 64 {
		v &= 1<<uint(n) - 1
	}
	word, shift := off/64, uint(off%64)
	s[word] |= v << shift
	if shift != 0 && int(shift)+n > 64 {
		s[word+1] |= v >> (64 - shift)
	}
}

// getBits reads n bits (n <= 64) at bit offset off.
func getBits(s []uint64, off, n int) uint64 {
	word, shift := off/64, uint(off%64)
	v := s[word] >> shift
	if shift != 0 && int(shift)+n > 64 {
		v |= s[word+1] << (64 - shift)
	}
	if n < 64 {
		v &= 1<<uint(n) - 1
	}
	return v
}
