package dialect

import (
	"github.com/symopt/symopt/ir"
)

// allTypes returns operand types followed by result types.
func allTypes(op *ir.Operation) []ir.Type {
	return append(op.OperandTypes(), op.ResultTypes()...)
}

// verifyCompatibleOperandsAndResult is StableHLO's
// HLO_CompatibleOperandsAndResultType trait.
func verifyCompatibleOperandsAndResult(op *ir.Operation) error {
	ts := allTypes(op)
	for _, t := range ts[1:] {
		if !compatibleTypes(ts[0], t) {
			if op.Dialect() != "mhlo" && compatibleIgnoringBounds(ts[0], t) {
				// StableHLO's trait compares shapes only; bounds are
				// checked against the inferred type.
				continue
			}
			return errorf("requires compatible types for all operands and results")
		}
	}
	return nil
}

// verifySameShape is MLIR's SameOperandsAndResultShape trait (unranked
// types are skipped).
func verifySameShape(op *ir.Operation) error {
	var ref []int64
	have := false
	for _, t := range allTypes(op) {
		d, ok := dimsOf(t)
		if !ok {
			continue
		}
		if !have {
			ref, have = d, true
			continue
		}
		if !compatibleShapes(ref, d) {
			return errorf("requires the same shape for all operands and results")
		}
	}
	return nil
}

// verifySameOperandShapes is MLIR's SameOperandsShape trait.
func verifySameOperandShapes(op *ir.Operation) error {
	var ref []int64
	have := false
	for _, t := range op.OperandTypes() {
		d, ok := dimsOf(t)
		if !ok {
			continue
		}
		if !have {
			ref, have = d, true
			continue
		}
		if !compatibleShapes(ref, d) {
			return errorf("requires the same shape for all operands")
		}
	}
	return nil
}

// elemClass is an operand element-type constraint of ODS.
type elemClass int

const (
	anyElem elemClass = iota
	intOrBool
	intOnly
	floatOrComplex
	floatOnly
	complexOnly
	signedIntFloatComplex
	numeric
)

func (c elemClass) accepts(t ir.Type) bool {
	e := elemOf(t)
	if isQuant(e) {
		return c != intOrBool && c != intOnly
	}
	switch c {
	case intOrBool:
		return ir.IsInteger(e)
	case intOnly:
		it, ok := e.(*ir.IntegerType)
		return ok && it.Width > 1
	case floatOrComplex:
		return ir.IsFloat(e) || isComplex(e)
	case floatOnly:
		return ir.IsFloat(e)
	case complexOnly:
		return isComplex(e)
	case signedIntFloatComplex:
		if it, ok := e.(*ir.IntegerType); ok {
			return it.Sign != ir.Unsigned && it.Width > 1
		}
		return ir.IsFloat(e) || isComplex(e)
	case numeric:
		_, isOpaque := e.(*ir.OpaqueType)
		return !isOpaque
	}
	return true
}

func (c elemClass) describe() string {
	switch c {
	case intOrBool:
		return "ranked tensor of bool or 2/4/8/16/32/64-bit integer values"
	case intOnly:
		return "ranked tensor of 2/4/8/16/32/64-bit integer values"
	case floatOrComplex:
		return "ranked tensor of floating-point or complex-type values"
	case floatOnly:
		return "ranked tensor of floating-point values"
	case complexOnly:
		return "ranked tensor of complex-type values"
	case signedIntFloatComplex:
		return "ranked tensor of signed integer, floating-point or complex-type values"
	}
	return "ranked tensor of any type values"
}

// checkElems applies an element constraint to every operand.
func checkElems(op *ir.Operation, c elemClass) error {
	for i, t := range op.OperandTypes() {
		if !c.accepts(t) {
			return errorf("operand #%d must be %s, but got '%s'", i, c.describe(), typeString(t))
		}
	}
	return nil
}

func checkTensorOperands(op *ir.Operation) error {
	for i, t := range op.OperandTypes() {
		switch t.(type) {
		case *ir.TensorType, *ir.UnrankedTensorType:
		default:
			if !isToken(t) {
				return errorf("operand #%d must be ranked tensor of any type values, but got '%s'", i, typeString(t))
			}
		}
	}
	return nil
}

// elementwisePre checks tensor operands, an element class and compatible
// types across operands and results.
func elementwisePre(c elemClass) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		if err := checkTensorOperands(op); err != nil {
			return err
		}
		if err := checkElems(op, c); err != nil {
			return err
		}
		if err := checkResultAccuracy(op); err != nil {
			return err
		}
		if op.Dialect() != "mhlo" {
			if err := verifySameShape(op); err != nil {
				return err
			}
			if err := checkBoundsAgainstSizes(op); err != nil {
				return withInferFailure(err)
			}
			if err := checkQuantElems(op); err != nil {
				return err
			}
			if err := checkAddElems(op); err != nil {
				return err
			}
		}
		return verifyCompatibleOperandsAndResult(op)
	}
}

// checkAddElems is StableHLO's add verifier for operands that are not
// quantized: every element type must be the same (quantized ones are
// checked by checkQuantElems).
func checkAddElems(op *ir.Operation) error {
	if op.Short() != "add" {
		return nil
	}
	ts := allTypes(op)
	first := elemOf(ts[0])
	for _, t := range ts {
		e := elemOf(t)
		if _, q := parseQuant(e); q {
			return nil
		}
		if !ir.TypeEqual(e, first) {
			return errorf("requires the same element type for all operands and results")
		}
	}
	return nil
}

// inferSameAsOperands gives the operand type refined by every other operand.
func inferSameAsOperands(op *ir.Operation) ([]ir.Type, error) {
	if op.NumOperands() == 0 {
		return nil, errorf("expected at least one operand")
	}
	t := op.Operand(0).Type()
	for _, v := range op.Operands()[1:] {
		t = meetTypes(t, v.Type())
	}
	return []ir.Type{t}, nil
}

// inferRealPart maps complex element types to their component type (abs,
// real, imag) and keeps other types.
func inferRealPart(op *ir.Operation) ([]ir.Type, error) {
	t := op.Operand(0).Type()
	if c, ok := elemOf(t).(*ir.ComplexType); ok {
		t = withElem(t, c.Elem)
	}
	return []ir.Type{t}, nil
}

// inferI1 gives the operand shape with i1 elements (is_finite, compare).
func inferI1(op *ir.Operation) ([]ir.Type, error) {
	t := op.Operand(0).Type()
	for _, v := range op.Operands()[1:] {
		t = meetTypes(t, v.Type())
	}
	return []ir.Type{withElem(t, ir.I1)}, nil
}

func inferComplex(op *ir.Operation) ([]ir.Type, error) {
	t := meetTypes(op.Operand(0).Type(), op.Operand(1).Type())
	return []ir.Type{withElem(t, &ir.ComplexType{Elem: elemOf(t)})}, nil
}

func verifyComplexPre(op *ir.Operation) error {
	if err := checkElems(op, floatOnly); err != nil {
		return err
	}
	for i, v := range op.Operands() {
		if ft, ok := elemOf(v.Type()).(*ir.FloatType); ok && ft.Name != "f32" && ft.Name != "f64" {
			return errorf("operand #%d must be ranked tensor of 32-bit float or 64-bit float values, but got '%s'", i, typeString(v.Type()))
		}
	}
	if !ir.TypeEqual(elemOf(op.Operand(0).Type()), elemOf(op.Operand(1).Type())) {
		return errorf("requires the same element type for all operands")
	}
	return verifySameShape(op)
}

func verifyUnaryComplexPre(op *ir.Operation) error {
	if err := checkTensorOperands(op); err != nil {
		return err
	}
	return verifySameShape(op)
}

func verifyIsFinitePre(op *ir.Operation) error {
	if err := checkElems(op, floatOnly); err != nil {
		return err
	}
	if rt := op.Result(0).Type(); !isBool(rt) {
		return errorf("result #0 must be ranked tensor of bool values, but got '%s'", typeString(rt))
	}
	a, _ := dimsOf(op.Operand(0).Type())
	b, ok := dimsOf(op.Result(0).Type())
	if ok && a != nil && !compatibleShapes(a, b) {
		return errorf("all non-scalar operands/results must have the same shape and base type")
	}
	return nil
}

// verifyClampPre checks min/max scalar-or-same-shape.
func inferClamp(op *ir.Operation) ([]ir.Type, error) {
	opd := op.Operand(1).Type()
	od, ok := dimsOf(opd)
	for i, name := range []string{"min", "", "max"} {
		if name == "" {
			continue
		}
		t := op.Operand(i).Type()
		d, ok2 := dimsOf(t)
		if ok && ok2 && len(d) != 0 && !compatibleShapes(d, od) {
			return nil, errorf("%s shape %s is not scalar and is not compatible to operand shape %s", name, shapeString(d), shapeString(od))
		}
	}
	return []ir.Type{opd}, nil
}

func verifyClampPre(op *ir.Operation) error {
	for i := 0; i < 3; i++ {
		if !ir.TypeEqual(elemOf(op.Operand(i).Type()), elemOf(op.Operand(1).Type())) {
			return errorf("requires the same element type for all operands")
		}
	}
	return nil
}

// select: pred is i1 scalar or same shape; on_true/on_false compatible.
func selectPredPre(op *ir.Operation) error {
	if pt := op.Operand(0).Type(); !isBool(pt) {
		return errorf("operand #0 must be ranked tensor of bool values, but got '%s'", typeString(pt))
	}
	return nil
}

func verifySelectPre(op *ir.Operation) error {
	pt := op.Operand(0).Type()
	if !compatibleTypes(op.Operand(1).Type(), op.Operand(2).Type()) {
		return errorf("requires compatible types for non-predicate operands")
	}
	pd, ok1 := dimsOf(pt)
	td, ok2 := dimsOf(op.Operand(1).Type())
	if ok1 && ok2 && len(pd) != 0 && !compatibleShapes(pd, td) {
		return errorf("requires the same shape for all operands")
	}
	return nil
}

func inferSelect(op *ir.Operation) ([]ir.Type, error) {
	if err := verifySelectPre(op); err != nil {
		return nil, err
	}
	return []ir.Type{meetTypes(op.Operand(1).Type(), op.Operand(2).Type())}, nil
}

// compare
func verifyComparePre(op *ir.Operation) error {
	if err := checkTensorOperands(op); err != nil {
		return err
	}
	if _, err := ComparisonDirection(op); err != nil {
		return errorf("attribute 'comparison_direction' failed to satisfy constraint: %v", err)
	}
	if !ir.TypeEqual(elemOf(op.Operand(0).Type()), elemOf(op.Operand(1).Type())) {
		return errorf("requires compatible types for all operands")
	}
	if rt := op.Result(0).Type(); !isBool(rt) {
		return errorf("result #0 must be ranked tensor of bool values, but got '%s'", typeString(rt))
	}
	return verifySameShape(op)
}

// convert: same shape.
// bitcast_convert: shapes equal except the innermost dimension of the type
// with the smaller element type.
// checkQuantElems gives StableHLO's messages for quantized elementwise ops.
// checkResultAccuracy validates the result_accuracy attribute of
// transcendental ops: mode HIGHEST requires zero tolerances.
func floatOrComplexPre(op *ir.Operation) error { return checkElems(op, floatOrComplex) }
