package autodiff

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// unaryRule makes a rule from d(result)/d(x) written with the builder.
func unaryRule(f func(c *ruleCtx, g *ir.Value) *ir.Value) rule {
	return func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
		return []*ir.Value{f(c, ct[0])}, nil
	}
}

func elementwiseRules() map[string]rule {
	return map[string]rule{
		"stablehlo.add": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			return []*ir.Value{ct[0], ct[0]}, nil
		},
		"stablehlo.subtract": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			var gy *ir.Value
			if c.need[1] {
				gy = c.b.Neg(ct[0])
			}
			return []*ir.Value{ct[0], gy}, nil
		},
		"stablehlo.multiply": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			out := make([]*ir.Value, 2)
			if c.need[0] {
				out[0] = c.b.Mul(ct[0], c.x(1))
			}
			if c.need[1] {
				out[1] = c.b.Mul(ct[0], c.x(0))
			}
			return out, nil
		},
		"stablehlo.divide": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			out := make([]*ir.Value, 2)
			gy := c.b.Div(ct[0], c.x(1))
			if c.need[0] {
				out[0] = gy
			}
			if c.need[1] {
				out[1] = c.b.Neg(c.b.Mul(gy, c.r()))
			}
			return out, nil
		},
		"stablehlo.power": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			out := make([]*ir.Value, 2)
			x, y := c.x(0), c.x(1)
			if c.need[0] {
				ym1 := c.b.Sub(y, c.b.ScalarLike(1, y))
				out[0] = c.b.Mul(ct[0], c.b.Mul(y, c.b.Pow(x, ym1)))
			}
			if c.need[1] {
				out[1] = c.b.Mul(ct[0], c.b.Mul(c.r(), c.b.Log(x)))
			}
			return out, nil
		},
		"stablehlo.maximum": minMaxRule("GE"),
		"stablehlo.minimum": minMaxRule("LE"),
		"stablehlo.negate":  unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value { return c.b.Neg(g) }),
		"stablehlo.exponential": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			return c.b.Mul(g, c.r())
		}),
		"stablehlo.log": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value { return c.b.Div(g, c.x(0)) }),
		"stablehlo.tanh": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			r := c.r()
			return c.b.Mul(g, c.b.Sub(c.b.ScalarLike(1, r), c.b.Mul(r, r)))
		}),
		"stablehlo.logistic": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			r := c.r()
			return c.b.Mul(g, c.b.Mul(r, c.b.Sub(c.b.ScalarLike(1, r), r)))
		}),
		"stablehlo.sqrt": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			return c.b.Div(c.b.Mul(g, c.b.ScalarLike(0.5, g)), c.r())
		}),
		"stablehlo.rsqrt": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			// d/dx x^-1/2 = -1/2 * r / x
			return c.b.Mul(g, c.b.Div(c.b.Mul(c.r(), c.b.ScalarLike(-0.5, g)), c.x(0)))
		}),
		"stablehlo.abs": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value { return c.b.Mul(g, c.b.Sign(c.x(0))) }),
		"stablehlo.sine": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			return c.b.Mul(g, c.b.Cosine(c.x(0)))
		}),
		"stablehlo.cosine": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			return c.b.Neg(c.b.Mul(g, c.b.Sine(c.x(0))))
		}),
		"stablehlo.convert": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			if !ir.IsFloat(ir.ElementTypeOf(c.x(0).Type())) {
				return []*ir.Value{nil}, nil
			}
			return []*ir.Value{c.b.Convert(ct[0], ir.ElementTypeOf(c.x(0).Type()))}, nil
		},
		"stablehlo.select": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			out := make([]*ir.Value, 3)
			p, g := c.x(0), ct[0]
			if len(p.Type().(*ir.TensorType).Shape) != len(g.Type().(*ir.TensorType).Shape) {
				return nil, fmt.Errorf("a scalar predicate with a non-scalar result is not supported")
			}
			zero := c.b.Zeros(g)
			if c.need[1] {
				out[1] = c.b.Select(p, g, zero)
			}
			if c.need[2] {
				out[2] = c.b.Select(p, zero, g)
			}
			return out, nil
		},
		"stablehlo.clamp": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			for _, i := range []int{0, 2} {
				if c.need[i] {
					return nil, fmt.Errorf("gradient with respect to the clamp bounds is not supported")
				}
			}
			g := ct[0]
			in := c.b.Select(c.b.Compare("EQ", c.r(), c.x(1)), g, c.b.Zeros(g))
			return []*ir.Value{nil, in, nil}, nil
		},
	}
}

// minMaxRule sends the adjoint to x where `x dir y` holds, to y elsewhere.
func minMaxRule(dir string) rule {
	return func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
		g := ct[0]
		p := c.b.Compare(dir, c.x(0), c.x(1))
		zero := c.b.Zeros(g)
		out := make([]*ir.Value, 2)
		if c.need[0] {
			out[0] = c.b.Select(p, g, zero)
		}
		if c.need[1] {
			out[1] = c.b.Select(p, zero, g)
		}
		return out, nil
	}
}
