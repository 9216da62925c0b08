package autodiff

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// mathRules covers the less common elementwise functions, the piecewise
// constant ops (zero gradient), reverse and the plain dot.
func mathRules() map[string]rule {
	zero := func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
		return make([]*ir.Value, c.op.NumOperands()), nil
	}
	return map[string]rule{
		"stablehlo.log_plus_one": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			return c.b.Div(g, c.b.Add(c.b.ScalarLike(1, g), c.x(0)))
		}),
		"stablehlo.exponential_minus_one": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			return c.b.Mul(g, c.b.Add(c.r(), c.b.ScalarLike(1, g)))
		}),
		"stablehlo.cbrt": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			r := c.r()
			return c.b.Div(g, c.b.Mul(c.b.ScalarLike(3, g), c.b.Mul(r, r)))
		}),
		"stablehlo.tan": unaryRule(func(c *ruleCtx, g *ir.Value) *ir.Value {
			r := c.r()
			return c.b.Mul(g, c.b.Add(c.b.ScalarLike(1, g), c.b.Mul(r, r)))
		}),
		"stablehlo.atan2": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			y, x, g := c.x(0), c.x(1), ct[0]
			d := c.b.Div(g, c.b.Add(c.b.Mul(x, x), c.b.Mul(y, y)))
			out := make([]*ir.Value, 2)
			if c.need[0] {
				out[0] = c.b.Mul(d, x)
			}
			if c.need[1] {
				out[1] = c.b.Neg(c.b.Mul(d, y))
			}
			return out, nil
		},
		"stablehlo.floor":              zero,
		"stablehlo.ceil":               zero,
		"stablehlo.round_nearest_even": zero,
		"stablehlo.round_nearest_afz":  zero,
		"stablehlo.sign":               zero,
		"stablehlo.reverse": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			dims, ok := dialect.I64s(c.op.Attr("dimensions"))
			if !ok {
				return nil, fmt.Errorf("missing dimensions")
			}
			return []*ir.Value{c.b.Reverse(ct[0], dims)}, nil
		},
		"stablehlo.dot": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			lr := len(c.x(0).Type().(*ir.TensorType).Shape)
			dd := dialect.DotDims{LhsContract: []int64{int64(lr - 1)}, RhsContract: []int64{0}}
			return dotGrads(c, ct, dd)
		},
	}
}
