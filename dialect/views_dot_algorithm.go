package dialect

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// DotAlgorithm is `#stablehlo.dot_algorithm<...>` (or `#mhlo.`), the
// algorithm attribute of dot_general.
type DotAlgorithm struct {
	LhsPrecision, RhsPrecision, Accumulation string // element type names
	LhsComponents, RhsComponents             int64
	PrimitiveOps                             int64
	AllowImpreciseAccumulation               bool
}

var dotAlgoFieldRe = regexp.MustCompile(`(\w+)\s*=\s*([\w-]+)`)

// ParseDotAlgorithm reads the attribute text; absent counts are 1.
func ParseDotAlgorithm(text string) (DotAlgorithm, bool) {
	i := strings.Index(text, "dot_algorithm<")
	if i < 0 {
		return DotAlgorithm{}, false
	}
	a := DotAlgorithm{LhsComponents: 1, RhsComponents: 1, PrimitiveOps: 1}
	for _, m := range dotAlgoFieldRe.FindAllStringSubmatch(text[i:], -1) {
		key, val := m[1], m[2]
		n, _ := strconv.ParseInt(val, 10, 64)
		switch key {
		case "lhs_precision_type":
			a.LhsPrecision = val
		case "rhs_precision_type":
			a.RhsPrecision = val
		case "accumulation_type":
			a.Accumulation = val
		case "lhs_component_count":
			a.LhsComponents = n
		case "rhs_component_count":
			a.RhsComponents = n
		case "num_primitive_operations":
			a.PrimitiveOps = n
		case "allow_imprecise_accumulation":
			a.AllowImpreciseAccumulation = val == "true"
		}
	}
	return a, true
}

// VerifyDotAlgorithm checks an algorithm attribute as StableHLO's
// attribute verifier does; it accepts attributes it cannot read. MLIR
// reports these failures where the attribute is parsed.
func VerifyDotAlgorithm(attr ir.Attribute) error {
	v, ok := attr.(*ir.VerbatimAttr)
	if !ok {
		return nil
	}
	a, ok := ParseDotAlgorithm(v.Text)
	if !ok {
		return nil
	}
	return a.Verify()
}

// checkDotAlgorithmText is the parse-time hook of
// `#stablehlo.dot_algorithm<...>` (and `#mhlo.`), registered with the op
// registry so that the parser reports failures at the attribute.
func checkDotAlgorithmText(text string) (string, error) {
	a, ok := ParseDotAlgorithm(text)
	if !ok {
		return "", nil
	}
	if err := a.Verify(); err != nil {
		return "", err
	}
	// MLIR prints the parameters on one line: `<lhs_precision_type = tf32, ...>`.
	one := strings.Join(strings.Fields(text), " ")
	one = strings.ReplaceAll(one, "< ", "<")
	one = strings.ReplaceAll(one, " >", ">")
	return one, nil
}

// Verify checks the counts and that the combination is one some hardware
// supports.
func (a DotAlgorithm) Verify() error {
	switch {
	case a.LhsComponents < 1:
		return errorf("lhs component count must be positive")
	case a.RhsComponents < 1:
		return errorf("rhs component count must be positive")
	case a.PrimitiveOps < 1:
		return errorf("num primitive operations must be positive")
	}
	if !a.known() {
		return errorf("dot algorithm not known to be supported on any hardware: {lhs:%s, rhs:%s, accum:%s, lhs_components:%d, rhs_components:%d, primitive_ops:%d, imprecise:%v}",
			a.LhsPrecision, a.RhsPrecision, a.Accumulation, a.LhsComponents, a.RhsComponents, a.PrimitiveOps, a.AllowImpreciseAccumulation)
	}
	return nil
}

// known lists the algorithm presets of XLA: any f8 pair into f32 (or any
// accumulation), f16, bf16 (1, 3, 6 or 9 passes), tf32 (1 or 3 passes),
// f32 and f64, all single-component.
func (a DotAlgorithm) known() bool {
	if a.LhsComponents != 1 || a.RhsComponents != 1 {
		return false
	}
	l, r, acc, n := a.LhsPrecision, a.RhsPrecision, a.Accumulation, a.PrimitiveOps
	f8 := func(s string) bool { return strings.HasPrefix(s, "f8") }
	switch {
	case f8(l) && f8(r):
		return n == 1
	case l == "f16" && r == "f16":
		return (acc == "f16" || acc == "f32") && n == 1
	case l == "bf16" && r == "bf16":
		return (acc == "bf16" && n == 1) || (acc == "f32" && (n == 1 || n == 3 || n == 6 || n == 9))
	case l == "tf32" && r == "tf32":
		return acc == "f32" && (n == 1 || n == 3)
	case l == "f32" && r == "f32":
		return acc == "f32" && n == 1
	case l == "f64" && r == "f64":
		return acc == "f64" && n == 1
	}
	return false
}
