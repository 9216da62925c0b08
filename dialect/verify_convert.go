package dialect

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Conversions, quantized element rules and accuracy attributes.

func verifyConvertPre(op *ir.Operation) error {
	if err := checkTensorOperands(op); err != nil {
		return err
	}
	return verifySameShape(op)
}

// bitWidth is the storage width of an element type in bits.
func bitWidth(t ir.Type) int {
	switch e := elemOf(t).(type) {
	case *ir.IntegerType:
		return e.Width
	case *ir.FloatType:
		return ir.FloatWidth(e)
	case *ir.ComplexType:
		return 2 * bitWidth(e.Elem)
	case *ir.IndexType:
		return 64
	}
	return 0
}

// verifyBitcastConvert checks that shapes agree except for the innermost
// dimension of the type with the smaller element, which holds the ratio.
func verifyBitcastConvert(op *ir.Operation) error {
	ot, rt := op.Operand(0).Type(), op.Result(0).Type()
	if isComplex(ot) != isComplex(rt) {
		return errorf("cannot convert between real and complex types")
	}
	od, ok1 := dimsOf(ot)
	rd, ok2 := dimsOf(rt)
	if !ok1 || !ok2 {
		return nil
	}
	ow, rw := bitWidth(ot), bitWidth(rt)
	if ow == rw || ow == 0 || rw == 0 {
		if !compatibleShapes(od, rd) {
			return errorf("operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: '%s' and '%s'.", typeString(ot), typeString(rt))
		}
		return nil
	}
	small, large, sw, lw := rd, od, rw, ow
	if ow < rw {
		small, large, sw, lw = od, rd, ow, rw
	}
	if len(small) != len(large)+1 {
		return errorf("rank of smaller element type (%d) should be 1 more than rank of larger element type (%d), but %d != %d + 1.", len(small), len(large), len(small), len(large))
	}
	if !compatibleShapes(small[:len(large)], large) {
		return errorf("operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: '%s' and '%s'.", typeString(ot), typeString(rt))
	}
	if last := small[len(small)-1]; last != ir.Dynamic && int(last)*sw != lw {
		return errorf("requires compatible bit widths. Got: '%s' and '%s', but %d * %d != %d.", typeString(ot), typeString(rt), sw, last, lw)
	}
	return nil
}

// verifyReducePrecision checks the exponent and mantissa bit counts.
func verifyReducePrecision(op *ir.Operation) error {
	if e, ok := attrInt(op, "exponent_bits"); ok && e < 1 {
		return errorf("attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive")
	}
	if m, ok := attrInt(op, "mantissa_bits"); ok && m < 0 {
		return errorf("attribute 'mantissa_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative")
	}
	return nil
}

// checkQuantElems gives StableHLO's messages for quantized elementwise ops.
func checkQuantElems(op *ir.Operation) error {
	ts := allTypes(op)
	nq := 0
	var qs []quantInfo
	for _, t := range ts {
		if q, ok := parseQuant(elemOf(t)); ok {
			nq++
			qs = append(qs, q)
		}
	}
	if nq == 0 {
		return nil
	}
	if nq != len(ts) {
		return errorf("requires all operands and results to be either quantized or non-quantized")
	}
	for _, q := range qs[1:] {
		// Storage types are compared by width here; signedness is left
		// to the inferred-type check, as in StableHLO.
		if strings.TrimLeft(q.storage, "iu") != strings.TrimLeft(qs[0].storage, "iu") {
			return errorf("mismatched operands and result quantization storage types")
		}
		if q.expressed != qs[0].expressed {
			return errorf("mismatched operands and result quantization expressed types")
		}
	}
	if op.NumOperands() == 2 && op.NumResults() == 1 {
		res := qs[2]
		if res.axis < 0 && (qs[0].axis >= 0 || qs[1].axis >= 0) {
			return errorf("result is not per_axis quantized but lhs or rhs are")
		}
		if res.axis >= 0 && qs[0].axis >= 0 && qs[0].axis != res.axis {
			return errorf("quantization_dimension of lhs and result are not same")
		}
		if res.axis >= 0 && qs[1].axis >= 0 && qs[1].axis != res.axis {
			return errorf("quantization_dimension of rhs and result are not same")
		}
	}
	return nil
}

// checkResultAccuracy validates the result_accuracy attribute of
// transcendental ops: mode HIGHEST requires zero tolerances.
func checkResultAccuracy(op *ir.Operation) error {
	body, ok := verbatimBody(op.Attr("result_accuracy"), "result_accuracy")
	if !ok {
		return nil
	}
	if !strings.Contains(body, "HIGHEST") {
		return nil
	}
	for _, f := range strings.Split(body, ",") {
		kv := strings.SplitN(f, "=", 2)
		if len(kv) != 2 {
			continue
		}
		k, v := strings.TrimSpace(kv[0]), strings.TrimSpace(kv[1])
		if k == "atol" || k == "rtol" || k == "ulps" {
			if x, err := strconv.ParseFloat(v, 64); err == nil && x != 0 {
				return errorf("Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero.")
			}
		}
	}
	return nil
}

// verifyStochasticConvert checks the float operand against its random bits.
func verifyStochasticConvert(op *ir.Operation) error {
	ot, rt := op.Operand(0).Type(), op.Operand(1).Type()
	if !isFloatLike(ot) {
		return errorf("operand #0 must be ranked tensor of floating-point values, but got '%s'", typeString(ot))
	}
	if it, ok := elemOf(rt).(*ir.IntegerType); !ok || it.Sign != ir.Unsigned {
		return errorf("operand #1 must be ranked tensor of unsigned integer values, but got '%s'", typeString(rt))
	}
	if a, b := bitWidth(rt), bitWidth(ot); a != b {
		return errorf("requires the random's bitwidth to match the operand's, but got: %d and %d", a, b)
	}
	return verifySameOperandShapes(op)
}
