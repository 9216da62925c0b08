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

// rules is keyed by canonical op name (MHLO spellings share the rows).
var rules = map[string]rule{}

func init() {
	for name, r := range elementwiseRules() {
		rules[name] = r
	}
	for name, r := range shapeRules() {
		rules[name] = r
	}
	for name, r := range computeRules() {
		rules[name] = r
	}
	for name, r := range mathRules() {
		rules[name] = r
	}
}

// Supported lists the ops with a gradient rule, for docs and errors.
func Supported() []string {
	out := make([]string, 0, len(rules))
	for n := range rules {
		out = append(out, n)
	}
	return out
}
