package autodiff

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// ruleCtx is what a vector-Jacobian rule sees: the op (in the gradient
// function), which operands need a gradient, and the builder.
type ruleCtx struct {
	g    *gradFunc
	b    *build.Builder
	op   *ir.Operation
	need []bool
}

func (c *ruleCtx) x(i int) *ir.Value { return c.op.Operand(i) }
func (c *ruleCtx) r() *ir.Value      { return c.op.Result(0) }

// rule maps the adjoints of the op's results (nil where a result has
// none) to the adjoints of its operands (nil for no gradient).
type rule func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error)

// ruleTable maps canonical op names (MHLO spellings share the rows) to
// their rules; built once per gradient function.
func ruleTable() map[string]rule {
	rules := map[string]rule{}
	for _, part := range []map[string]rule{elementwiseRules(), shapeRules(), computeRules(), mathRules()} {
		for name, r := range part {
			rules[name] = r
		}
	}
	return rules
}
