package dialect

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

// Assembly formats of the check dialect of StableHLO's interpreter tests:
//
//	check.expect_eq %a, %b : tensor<2xi32>
//	check.expect_almost_eq %a, %b, tolerance = 1.000000e-03 : tensor<2xf32>
//	check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>
//	check.expect_almost_eq_const %a, dense<1.0> : tensor<f32>, tolerance = 0.1
//	check.expect_close %a, %b, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
//	check.expect_serialized_eq %a, probe_id = "p0", iter = 1 : tensor<2xi32>
//
// The tolerance is an f64 attribute, the ULP bounds are ui64 ones and the
// iteration a ui32 one, as in StableHLO; an attribute of another type is
// left to the attribute dictionary.
//
// IREE's spellings of the comparisons are read too, and print in
// StableHLO's: `check.expect_eq(%a, %b) : t`, `check.expect_eq_const(%a,
// dense<...> : t) : t`, and expect_almost_eq(_const) with optional `, atol
// F` and `, rtol F` before the `)`, kept as IREE's f32 attributes atol and
// rtol (in the attribute dictionary when printed). IREE's truth checks
// have only its form: `check.expect_true(%x) : i32`, expect_false,
// expect_all_true.

var (
	asmUI64 ir.Type = &ir.IntegerType{Width: 64, Sign: ir.Unsigned}
	asmUI32 ir.Type = &ir.IntegerType{Width: 32, Sign: ir.Unsigned}
)

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"check.expect_eq":              asmCheckPair,
		"check.expect_almost_eq":       asmCheckPair,
		"check.expect_eq_const":        asmCheckConst,
		"check.expect_almost_eq_const": asmCheckConst,
		"check.expect_close":           asmCheckClose,
		"check.expect_serialized_eq":   asmCheckSerialized,
		"check.expect_true":            asmCheckTruth,
		"check.expect_false":           asmCheckTruth,
		"check.expect_all_true":        asmCheckTruth,
	})
}

// asmCheckTruth is IREE's `(%x) attr-dict : type`.
func asmCheckTruth(s ir.AsmStream) {
	s.Punct("(")
	s.Operand(0)
	s.Punct(")")
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
	if !s.Printing() {
		s.SetResultTypes(nil)
	}
}

// asmCheckIREE parses IREE's `(%a, %b-or-value (, atol F)? (, rtol F)?)
// attr-dict : type`; tolerances only when almost.
func asmCheckIREE(s ir.AsmStream, constant bool) {
	almost := strings.Contains(s.OpName(), "almost")
	s.Punct("(")
	s.Operand(0)
	s.Punct(",")
	if constant {
		s.Attr("value")
	} else {
		s.Operand(1)
	}
	for _, name := range []string{"atol", "rtol"} {
		if almost && s.Next(",", name) {
			s.Punct(",")
			s.Keyword(name)
			s.SetAttr(name, &ir.FloatAttr{Value: float64(float32(s.Float(0))), Type: ir.F32})
		}
	}
	s.Punct(")")
	s.AttrDict()
	s.Punct(":")
	t := s.Type(nil)
	if constant {
		s.SetOperandTypes([]ir.Type{t})
	} else {
		s.SetOperandTypes([]ir.Type{t, t})
	}
	s.SetResultTypes(nil)
}

// asmCheckPair is `%a, %b (, tolerance = F)? attr-dict : type`.
func asmCheckPair(s ir.AsmStream) {
	if !s.Printing() && s.Next("(") {
		asmCheckIREE(s, false)
		return
	}
	if s.Printing() {
		op := s.Op()
		if op.NumOperands() != 2 || op.NumResults() != 0 || !ir.TypeEqual(op.Operand(0).Type(), op.Operand(1).Type()) {
			s.Errorf("check op not printable")
			return
		}
	}
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	asmCheckTolerance(s)
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		s.Type(s.Op().Operand(0).Type())
		return
	}
	t := s.Type(nil)
	s.SetOperandTypes([]ir.Type{t, t})
	s.SetResultTypes(nil)
}

// asmCheckConst is `%a, value (, tolerance = F)? attr-dict`; the operand
// has the type of the value.
func asmCheckConst(s ir.AsmStream) {
	if !s.Printing() && s.Next("(") {
		asmCheckIREE(s, true)
		return
	}
	if s.Printing() {
		op := s.Op()
		if op.NumOperands() != 1 || op.NumResults() != 0 || !ir.TypeEqual(asmTypeOf(op.Attr("value")), op.Operand(0).Type()) {
			s.Errorf("check op not printable")
			return
		}
	}
	s.Operand(0)
	s.Punct(",")
	s.Attr("value")
	asmCheckTolerance(s)
	s.AttrDict()
	if s.Printing() || s.Failed() {
		return
	}
	t := asmTypeOf(s.GetAttr("value"))
	if t == nil {
		s.Errorf("expected value needs a type")
		return
	}
	s.SetOperandTypes([]ir.Type{t})
	s.SetResultTypes(nil)
}

// asmCheckClose is `%a, %b (, max_ulp_difference = N)? (,
// min_ulp_difference = M)? attr-dict : type, type`.
func asmCheckClose(s ir.AsmStream) {
	if s.Printing() {
		op := s.Op()
		if op.NumOperands() != 2 || op.NumResults() != 0 {
			s.Errorf("check op not printable")
			return
		}
	}
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	asmCheckULP(s, "max_ulp_difference")
	asmCheckULP(s, "min_ulp_difference")
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		s.OperandTypes()
		return
	}
	a := s.Type(nil)
	s.Punct(",")
	b := s.Type(nil)
	s.SetOperandTypes([]ir.Type{a, b})
	s.SetResultTypes(nil)
}

// asmCheckTolerance prints or parses the optional `, tolerance = F`.
func asmCheckTolerance(s ir.AsmStream) {
	const name = "tolerance"
	if s.Printing() {
		a := s.Op().Attr(name)
		if a == nil {
			return
		}
		f, ok := a.(*ir.FloatAttr)
		if !ok || !ir.TypeEqual(f.Type, ir.F64) {
			return // left to attr-dict
		}
		s.Consume(name)
		s.Punct(",")
		s.Keyword(name)
		s.Punct("=")
		s.Float(f.Value)
		return
	}
	if !s.Next(",", name) {
		return
	}
	s.Punct(",")
	s.Keyword(name)
	s.Punct("=")
	s.SetAttr(name, &ir.FloatAttr{Value: s.Float(0), Type: ir.F64})
}

// asmCheckSerialized is `%a, probe_id = "id" (, iter = N)? attr-dict :
// type`; the iteration attribute is spelled iter.
func asmCheckSerialized(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Keyword("probe_id")
	s.Punct("=")
	s.StringAttr("probe_id")
	asmCheckUint(s, "iter", "iteration", asmUI32)
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
	if !s.Printing() {
		s.SetResultTypes(nil)
	}
}

// asmCheckULP prints or parses the optional `, name = N` of a ui64
// attribute.
func asmCheckULP(s ir.AsmStream, name string) { asmCheckUint(s, name, name, asmUI64) }

// asmCheckUint prints or parses the optional `, keyword = N` of an
// unsigned attribute name of type t.
func asmCheckUint(s ir.AsmStream, keyword, name string, t ir.Type) {
	if s.Printing() {
		i, ok := s.Op().Attr(name).(*ir.IntegerAttr)
		if !ok || i.Big != nil || i.Value < 0 || !ir.TypeEqual(i.Type, t) {
			return // absent, or left to attr-dict
		}
		s.Consume(name)
		s.Punct(",")
		s.Keyword(keyword)
		s.Punct("=")
		s.Int(i.Value)
		return
	}
	if !s.Next(",", keyword) {
		return
	}
	s.Punct(",")
	s.Keyword(keyword)
	s.Punct("=")
	v := s.Int(0)
	if v < 0 && !s.Failed() {
		s.Errorf("%s must not be negative", keyword)
		return
	}
	s.SetAttr(name, &ir.IntegerAttr{Value: v, Type: t})
}
