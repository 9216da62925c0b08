package dialect

import "github.com/symopt/symopt/ir"

const (
	intOrIndex elemClass = iota + 100
	floatScalar
)

func arithAccepts(c elemClass, t ir.Type) bool {
	e := elemOf(t)
	switch c {
	case intOrIndex:
		_, isIdx := e.(*ir.IndexType)
		return isIdx || ir.IsInteger(e)
	case floatScalar:
		return ir.IsFloat(e)
	}
	return true
}

func arithSameType(c elemClass) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		ts := allTypes(op)
		for i, t := range op.OperandTypes() {
			if !arithAccepts(c, t) {
				kind := "signless-integer-like"
				if c == floatScalar {
					kind = "floating-point-like"
				}
				return errorf("operand #%d must be %s, but got '%s'", i, kind, typeString(t))
			}
		}
		for _, t := range ts[1:] {
			if !ir.TypeEqual(t, ts[0]) {
				return errorf("requires the same type for all operands and results")
			}
		}
		return nil
	}
}

func verifyArithConstant(op *ir.Operation) error {
	v := op.Attr("value")
	if v == nil {
		return errorf("requires attribute 'value'")
	}
	rt := op.Result(0).Type()
	var at ir.Type
	switch x := v.(type) {
	case *ir.IntegerAttr:
		at = x.Type
	case *ir.FloatAttr:
		at = x.Type
	case *ir.DenseElementsAttr:
		at = x.Type
	case *ir.BoolAttr:
		at = ir.I1
	default:
		return nil
	}
	if at != nil && !ir.TypeEqual(at, rt) {
		return errorf("failed to verify that all of {value, result} have same type")
	}
	return nil
}

// CmpPredicate returns the predicate of arith.cmpi/cmpf as a word ("slt").
// The generic form stores it as an integer; the custom form as a word.
func CmpPredicate(op *ir.Operation) (string, bool) {
	switch x := op.Attr("predicate").(type) {
	case *ir.IntegerAttr:
		names := cmpiNames
		if op.Short() == "cmpf" {
			names = cmpfNames
		}
		if x.Value >= 0 && int(x.Value) < len(names) {
			return names[x.Value], true
		}
	case *ir.StringAttr:
		return x.Value, true
	case *ir.VerbatimAttr:
		return x.Text, true
	}
	return "", false
}

var cmpiNames = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
var cmpfNames = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

func verifyCmp(op *ir.Operation) error {
	if op.Attr("predicate") == nil {
		return errorf("requires attribute 'predicate'")
	}
	if !ir.TypeEqual(op.Operand(0).Type(), op.Operand(1).Type()) {
		return errorf("requires all operands to have the same type")
	}
	if !isBool(op.Result(0).Type()) {
		return errorf("result #0 must be bool-like, but got '%s'", typeString(op.Result(0).Type()))
	}
	return verifySameShape(op)
}

func verifyArithSelect(op *ir.Operation) error {
	if !isBool(op.Operand(0).Type()) {
		return errorf("operand #0 must be bool-like, but got '%s'", typeString(op.Operand(0).Type()))
	}
	if !ir.TypeEqual(op.Operand(1).Type(), op.Operand(2).Type()) || !ir.TypeEqual(op.Operand(1).Type(), op.Result(0).Type()) {
		return errorf("failed to verify that all of {true_value, false_value, result} have same type")
	}
	return nil
}
