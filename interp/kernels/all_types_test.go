package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// Every elementwise op on every element type returns a result of the
// operand's shape or an error, never a panic; conversions and bitcasts
// between every pair of types likewise.
func TestEveryOpOnEveryType(t *testing.T) {
	var types []tensor.DType
	for d := tensor.Bool; d.Valid(); d++ {
		types = append(types, d)
	}
	for _, dt := range types {
		x := randT(t, dt, sh(2, 3), 1)
		y := randT(t, dt, sh(2, 3), 2)
		check := func(what string, f func() (*tensor.Tensor, error)) {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s on %s panicked: %v", what, dt, r)
				}
			}()
			res, err := f()
			if err == nil && (res == nil || res.Len() != x.Len() && what != "bitcast_convert") {
				t.Errorf("%s on %s: result %v without error", what, dt, res)
			}
		}
		for op := UnaryOp(0); op < numUnaryOps; op++ {
			check(op.String(), func() (*tensor.Tensor, error) { return Unary(op, x) })
		}
		for op := BinaryOp(0); op < numBinaryOps; op++ {
			check(op.String(), func() (*tensor.Tensor, error) { return Binary(op, x, y) })
		}
		for dir := EQ; dir <= LT; dir++ {
			for typ := NoType; typ <= Unsigned; typ++ {
				check("compare", func() (*tensor.Tensor, error) { return Compare(dir, typ, x, y) })
			}
		}
		for _, to := range types {
			check("convert", func() (*tensor.Tensor, error) { return Convert(x, to) })
			check("bitcast_convert", func() (*tensor.Tensor, error) { return BitcastConvert(x, to) })
		}
		check("reduce_precision", func() (*tensor.Tensor, error) { return ReducePrecision(x, 5, 10) })
		for k := ReduceAdd; k <= ReduceOr; k++ {
			init := x.Element(0)
			check("reduce", func() (*tensor.Tensor, error) {
				r, err := ReduceFast(x, init, nil, k)
				return r, err
			})
		}
	}
}
