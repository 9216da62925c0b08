package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the check dialect of StableHLO's interpreter tests:
//
//	check.expect_eq %a, %b : tensor<2xi32>
//	check.expect_almost_eq %a, %b, tolerance = 1.000000e-03 : tensor<2xf32>
//	check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>
//	check.expect_almost_eq_const %a, dense<1.0> : tensor<f32>, tolerance = 0.1
//	check.expect_close %a, %b, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
//
// The tolerance is an f64 attribute and the ULP bounds are ui64 ones, as
// in StableHLO; an op whose attributes have other types prints generically.

var asmUI64 ir.Type = &ir.IntegerType{Width: 64, Sign: ir.Unsigned}

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"check.expect_eq":              asmCheckPair,
		"check.expect_almost_eq":       asmCheckPair,
		"check.expect_eq_const":        asmCheckConst,
		"check.expect_almost_eq_const": asmCheckConst,
		"check.expect_close":           asmCheckClose,
	})
}

// asmCheckPair is `%a, %b (, tolerance = F)? attr-dict : type`.
func asmCheckPair(s ir.AsmStream) {
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

// asmCheckULP prints or parses the optional `, name = N` of a ui64
// attribute.
func asmCheckULP(s ir.AsmStream, name string) {
	if s.Printing() {
		i, ok := s.Op().Attr(name).(*ir.IntegerAttr)
		if !ok || i.Big != nil || i.Value < 0 || !ir.TypeEqual(i.Type, asmUI64) {
			return // absent, or left to attr-dict
		}
		s.Consume(name)
		s.Punct(",")
		s.Keyword(name)
		s.Punct("=")
		s.Int(i.Value)
		return
	}
	if !s.Next(",", name) {
		return
	}
	s.Punct(",")
	s.Keyword(name)
	s.Punct("=")
	v := s.Int(0)
	if v < 0 && !s.Failed() {
		s.Errorf("%s must not be negative", name)
		return
	}
	s.SetAttr(name, &ir.IntegerAttr{Value: v, Type: asmUI64})
}
