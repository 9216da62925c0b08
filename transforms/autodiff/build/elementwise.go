package build

import "github.com/symopt/symopt/ir"

func (b *Builder) unary(name string, x *ir.Value) *ir.Value {
	return b.Op1(name, []*ir.Value{x}, x.Type())
}

func (b *Builder) binary(name string, x, y *ir.Value) *ir.Value {
	return b.Op1(name, []*ir.Value{x, y}, x.Type())
}

// Add is x + y (same shapes).
func (b *Builder) Add(x, y *ir.Value) *ir.Value { return b.binary("stablehlo.add", x, y) }

// Sub is x - y.
func (b *Builder) Sub(x, y *ir.Value) *ir.Value { return b.binary("stablehlo.subtract", x, y) }

// Mul is x * y.
func (b *Builder) Mul(x, y *ir.Value) *ir.Value { return b.binary("stablehlo.multiply", x, y) }

// Div is x / y.
func (b *Builder) Div(x, y *ir.Value) *ir.Value { return b.binary("stablehlo.divide", x, y) }

// Max is the elementwise maximum.
func (b *Builder) Max(x, y *ir.Value) *ir.Value { return b.binary("stablehlo.maximum", x, y) }

// Min is the elementwise minimum.
func (b *Builder) Min(x, y *ir.Value) *ir.Value { return b.binary("stablehlo.minimum", x, y) }

// Pow is x ** y.
func (b *Builder) Pow(x, y *ir.Value) *ir.Value { return b.binary("stablehlo.power", x, y) }

// Neg is -x.
func (b *Builder) Neg(x *ir.Value) *ir.Value { return b.unary("stablehlo.negate", x) }

// Exp is e**x.
func (b *Builder) Exp(x *ir.Value) *ir.Value { return b.unary("stablehlo.exponential", x) }

// Log is the natural logarithm.
func (b *Builder) Log(x *ir.Value) *ir.Value { return b.unary("stablehlo.log", x) }

// Tanh is the hyperbolic tangent.
func (b *Builder) Tanh(x *ir.Value) *ir.Value { return b.unary("stablehlo.tanh", x) }

// Logistic is 1/(1+e**-x).
func (b *Builder) Logistic(x *ir.Value) *ir.Value { return b.unary("stablehlo.logistic", x) }

// Sqrt is the square root.
func (b *Builder) Sqrt(x *ir.Value) *ir.Value { return b.unary("stablehlo.sqrt", x) }

// Rsqrt is 1/sqrt(x).
func (b *Builder) Rsqrt(x *ir.Value) *ir.Value { return b.unary("stablehlo.rsqrt", x) }

// Abs is |x|.
func (b *Builder) Abs(x *ir.Value) *ir.Value { return b.unary("stablehlo.abs", x) }

// Sign is -1, 0 or 1.
func (b *Builder) Sign(x *ir.Value) *ir.Value { return b.unary("stablehlo.sign", x) }

// Sine is sin(x).
func (b *Builder) Sine(x *ir.Value) *ir.Value { return b.unary("stablehlo.sine", x) }

// Cosine is cos(x).
func (b *Builder) Cosine(x *ir.Value) *ir.Value { return b.unary("stablehlo.cosine", x) }

// Convert changes the element type.
func (b *Builder) Convert(x *ir.Value, elem ir.Type) *ir.Value {
	if ir.TypeEqual(Elem(x), elem) {
		return x
	}
	return b.Op1("stablehlo.convert", []*ir.Value{x}, Tensor(Shape(x), elem))
}

// Compare compares x and y with direction dir (EQ, NE, LT, LE, GT, GE).
func (b *Builder) Compare(dir string, x, y *ir.Value) *ir.Value {
	kind := "FLOAT"
	if it, ok := Elem(x).(*ir.IntegerType); ok {
		kind = "SIGNED"
		if it.Sign == ir.Unsigned || it.Width == 1 {
			kind = "UNSIGNED"
		}
	}
	return b.Op1("stablehlo.compare", []*ir.Value{x, y}, Tensor(Shape(x), ir.I1),
		Attr("comparison_direction", &ir.VerbatimAttr{Text: "#stablehlo<comparison_direction " + dir + ">"}),
		Attr("compare_type", &ir.VerbatimAttr{Text: "#stablehlo<comparison_type " + kind + ">"}))
}

// Select is pred ? x : y.
func (b *Builder) Select(pred, x, y *ir.Value) *ir.Value {
	return b.Op1("stablehlo.select", []*ir.Value{pred, x, y}, x.Type())
}

// ScalarLike broadcasts the scalar constant v to the shape and element
// type of x.
func (b *Builder) ScalarLike(v float64, x *ir.Value) *ir.Value { return b.Splat(v, Elem(x), x) }
