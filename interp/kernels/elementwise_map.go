package kernels

import (
	"github.com/symopt/symopt/interp/tensor"
)

// mapFloat applies f elementwise to a real float tensor, computing in
// float64 and rounding once into the result type out (a float type with the
// same storage as the result's).
func mapFloat(x *tensor.Tensor, out tensor.DType, f func(float64) float64) (*tensor.Tensor, error) {
	res, err := tensor.New(out, x.Shape())
	if err != nil {
		return nil, err
	}
	n := x.Len()
	if n == 1 { // a rank-0 value in a region body: no closures
		v := f(x.Float64At(0))
		switch o := res.Raw().(type) {
		case []float32:
			if round := tensor.Rounder(out); round != nil {
				o[0] = round(v)
			} else {
				o[0] = float32(v)
			}
		case []float64:
			o[0] = v
		}
		return res, nil
	}
	get := func(i int) float64 { return x.Float64At(i) }
	if s := x.F32s(); s != nil {
		get = func(i int) float64 { return float64(s[i]) }
	} else if s := x.F64s(); s != nil {
		get = func(i int) float64 { return s[i] }
	}
	switch o := res.Raw().(type) {
	case []float32:
		round := tensor.Rounder(out)
		parallelFor(n, n*8, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				if round != nil {
					o[i] = round(f(get(i)))
				} else {
					o[i] = float32(f(get(i)))
				}
			}
		})
	case []float64:
		parallelFor(n, n*8, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				o[i] = f(get(i))
			}
		})
	}
	return res, nil
}

// mapFloatToBool applies a predicate to every element of a float tensor.
func mapFloatToBool(x *tensor.Tensor, f func(float64) bool) (*tensor.Tensor, error) {
	res, err := tensor.New(tensor.Bool, x.Shape())
	if err != nil {
		return nil, err
	}
	o := res.Ints()
	for i := range o {
		if f(x.Float64At(i)) {
			o[i] = 1
		}
	}
	return res, nil
}

// mapComplex applies f elementwise to a complex tensor, rounding the parts
// for complex<f32>.
func mapComplex(x *tensor.Tensor, f func(complex128) complex128) (*tensor.Tensor, error) {
	res, err := tensor.New(x.DType(), x.Shape())
	if err != nil {
		return nil, err
	}
	in, o := x.Complexes(), res.Complexes()
	dt := x.DType()
	parallelFor(len(o), len(o)*16, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			o[i] = tensor.RoundComplex(dt, f(in[i]))
		}
	})
	return res, nil
}

// mapComplexToReal applies f to a complex tensor giving its part type.
func mapComplexToReal(x *tensor.Tensor, f func(complex128) float64) (*tensor.Tensor, error) {
	part := x.DType().ComplexPart()
	res, err := tensor.New(part, x.Shape())
	if err != nil {
		return nil, err
	}
	in := x.Complexes()
	switch o := res.Raw().(type) {
	case []float32:
		for i := range o {
			o[i] = float32(f(in[i]))
		}
	case []float64:
		for i := range o {
			o[i] = f(in[i])
		}
	}
	return res, nil
}

// mapInt applies f to a signed integer or i1 tensor, wrapping the result.
func mapInt(x *tensor.Tensor, f func(int64) int64) (*tensor.Tensor, error) {
	res, err := tensor.New(x.DType(), x.Shape())
	if err != nil {
		return nil, err
	}
	in, o := x.Ints(), res.Ints()
	dt := x.DType()
	for i := range o {
		o[i] = tensor.WrapInt(dt, f(in[i]))
	}
	return res, nil
}

// mapUint applies f to an unsigned tensor, wrapping the result.
func mapUint(x *tensor.Tensor, f func(uint64) uint64) (*tensor.Tensor, error) {
	res, err := tensor.New(x.DType(), x.Shape())
	if err != nil {
		return nil, err
	}
	in, o := x.Uints(), res.Uints()
	dt := x.DType()
	for i := range o {
		o[i] = tensor.WrapUint(dt, f(in[i]))
	}
	return res, nil
}
