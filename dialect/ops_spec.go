package dialect

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Cost classes stored in Facts.Cost. Schedulers and fusion heuristics read
// them; they say how an op spends time, not how long.
const (
	CostFree           = "free"                       // constants, views, tuples: no work at run time
	CostCheap          = "elementwise-cheap"          // one ALU op per element
	CostTranscendental = "elementwise-transcendental" // exp, log, tanh, ... per element
	CostDataMovement   = "data-movement"              // copies, permutes, gathers
	CostReduction      = "reduction"                  // reads many elements per output
	CostContraction    = "contraction"                // dot, convolution
	CostCollective     = "collective"                 // cross-device communication
	CostControl        = "control"                    // regions, calls, terminators
	CostShape          = "shape"                      // host-side shape arithmetic
)

// Facts is the dialect-specific part of an op row, stored in ir.OpInfo.Extra.
type Facts struct {
	Cost string
	// MinOperands/MaxOperands and MinResults/MaxResults bound the counts;
	// a maximum of -1 means unbounded.
	MinOperands, MaxOperands int
	MinResults, MaxResults   int
	// TraitsSet records that the row's traits were chosen (zero traits is a
	// decision too).
	TraitsSet bool
	// Call marks ops that transfer control to a function named by symbol
	// (func.call): their effects are their callee's.
	Call bool
}

// IsCall reports whether op is a call of a function by symbol (func.call,
// also spelled `call`).
func IsCall(op *ir.Operation) bool {
	if op.Info != nil {
		if f, ok := op.Info.Extra.(*Facts); ok && f.Call {
			return true
		}
	}
	return op.Name == "call"
}

// CostClass returns the cost class of a registered op, or "" when unknown.
func CostClass(op *ir.Operation) string {
	if op.Info == nil {
		return ""
	}
	if f, ok := op.Info.Extra.(*Facts); ok {
		return f.Cost
	}
	return ""
}

// arity is an inclusive count range; max -1 means unbounded.
type arity struct{ min, max int }

var (
	none     = arity{0, 0}
	one      = arity{1, 1}
	two      = arity{2, 2}
	three    = arity{3, 3}
	variadic = arity{0, -1}
	atLeast1 = arity{1, -1}
)

// spec is the compact form of a table row; info() turns it into an
// ir.OpInfo whose Verify runs, in MLIR's order: counts, pre (operand and
// attribute constraints and trait checks), result type inference compared
// with the declared result types, then post (the op's own verifier).
type spec struct {
	name     string
	summary  string
	traits   ir.Trait
	cost     string
	operands arity
	results  arity
	pre      func(op *ir.Operation) error
	infer    func(op *ir.Operation) ([]ir.Type, error)
	post     func(op *ir.Operation) error
	fold     func(op *ir.Operation) []ir.Attribute
	// shape is a shape function offered to passes through
	// InferResultTypes for ops whose verifier checks results its own way;
	// it is not run by the verifier.
	shape func(op *ir.Operation) ([]ir.Type, error)
	// mhloInfers marks ops whose MHLO form checks in its shape function
	// what StableHLO checks in its verifier: pre and post failures of
	// mhlo.X then also report "failed to infer returned types".
	mhloInfers bool
	// call marks a call by symbol (Facts.Call).
	call bool
}

func (s spec) info() *ir.OpInfo {
	facts := &Facts{Cost: s.cost, MinOperands: s.operands.min, MaxOperands: s.operands.max,
		MinResults: s.results.min, MaxResults: s.results.max, TraitsSet: true, Call: s.call}
	sp := s
	infer := s.infer
	if infer == nil {
		infer = s.shape
	}
	return &ir.OpInfo{
		Name:             s.name,
		Summary:          s.summary,
		Traits:           s.traits,
		Verify:           func(op *ir.Operation) error { return sp.verify(op) },
		InferResultTypes: infer,
		Fold:             s.folder(),
		Extra:            facts,
	}
}

// folder wraps the row's folder so that ops on quantized element types
// (`!quant.uniform<...>`) never fold: the interpreter cannot run them, so a
// folded result could not be checked against it. Constants still fold to
// their own value.
func (s spec) folder() func(*ir.Operation) []ir.Attribute {
	f := s.fold
	if f == nil || s.traits&ir.ConstantLike != 0 {
		return f
	}
	return func(op *ir.Operation) []ir.Attribute {
		for _, v := range op.Operands() {
			if isQuant(elemOf(v.Type())) {
				return nil
			}
		}
		for _, r := range op.Results() {
			if isQuant(elemOf(r.Type())) {
				return nil
			}
		}
		return f(op)
	}
}

func (s spec) verify(op *ir.Operation) error {
	if err := checkArity("operand", op.NumOperands(), s.operands); err != nil {
		return err
	}
	if err := checkArity("result", op.NumResults(), s.results); err != nil {
		return err
	}
	if s.pre != nil {
		if err := s.pre(op); err != nil {
			if s.mhloInfers && op.Dialect() == "mhlo" {
				return withInferFailure(err)
			}
			return err
		}
	}
	if s.infer != nil {
		if err := checkInferred(op, s.infer); err != nil {
			return err
		}
	}
	if s.post != nil {
		err := s.post(op)
		if err != nil && s.mhloInfers && op.Dialect() == "mhlo" {
			return withInferFailure(err)
		}
		return err
	}
	return nil
}

func checkArity(what string, n int, a arity) error {
	if n >= a.min && (a.max < 0 || n <= a.max) {
		return nil
	}
	switch {
	case a.max == a.min:
		return errorf("requires %d %s%s, but found %d", a.min, what, plural(a.min), n)
	case a.max < 0:
		return errorf("expected %d or more %ss, but found %d", a.min, what, n)
	}
	return errorf("expected between %d and %d %ss, but found %d", a.min, a.max, what, n)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// checkInferred runs the shape function and compares with the declared
// result types the way InferTypeOpInterface's verifier does. A failure gives
// two messages, as MLIR emits them: the reason and "failed to infer returned
// types".
func checkInferred(op *ir.Operation, infer func(*ir.Operation) ([]ir.Type, error)) error {
	got, err := infer(op)
	if err != nil {
		return withInferFailure(err)
	}
	have := op.ResultTypes()
	if len(got) == len(have) {
		ok := true
		for i := range got {
			if !compatibleTypes(got[i], have[i]) {
				ok = false
				break
			}
		}
		if ok {
			return nil
		}
	}
	return &opError{msgs: []string{
		fmt.Sprintf("inferred type(s) %s are incompatible with return type(s) of operation %s", quoteTypes(got), quoteTypes(have)),
		"failed to infer returned types",
	}}
}

func withInferFailure(err error) error {
	if oe, ok := err.(*opError); ok {
		return &opError{msgs: append(append([]string{}, oe.msgs...), "failed to infer returned types"), raw: oe.raw}
	}
	return &opError{msgs: []string{err.Error(), "failed to infer returned types"}}
}

func quoteTypes(ts []ir.Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += "'" + typeString(t) + "'"
	}
	return s
}

func typeString(t ir.Type) string {
	if t == nil {
		return "<<NULL TYPE>>"
	}
	// StableHLO reads `#stablehlo.type_extensions<bounds = [...]>` as the
	// bounds attribute and prints it `#stablehlo.bounds<...>`.
	if tt, ok := t.(*ir.TensorType); ok && tt.Encoding != nil && strings.HasPrefix(tt.Encoding.String(), "#stablehlo.type_extensions<") {
		if b, ok := Bounds(tt); ok {
			parts := make([]string, len(b))
			for i, v := range b {
				parts[i] = "?"
				if v != ir.Dynamic {
					parts[i] = strconv.FormatInt(v, 10)
				}
			}
			cp := *tt
			cp.Encoding = &ir.VerbatimAttr{Text: "#stablehlo.bounds<" + strings.Join(parts, ", ") + ">"}
			return cp.String()
		}
	}
	if tt, ok := t.(*ir.TensorType); ok {
		if o, ok := tt.Elem.(*ir.OpaqueType); ok {
			if q := quantText(o.Text); q != o.Text {
				cp := *tt
				cp.Elem = &ir.OpaqueType{Text: q}
				return typeString(&cp)
			}
		}
	}
	return t.String()
}

// register appends a family of specs to the op tables.
func register(specs []spec) {
	infos := make([]*ir.OpInfo, len(specs))
	for i, s := range specs {
		infos[i] = s.info()
	}
	opFamilies = append(opFamilies, infos)
}
