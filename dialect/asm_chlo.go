package dialect

import (
	"strconv"

	"github.com/symopt/symopt/ir"
)

// Assembly formats of the chlo dialect:
//
//	chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (t1, t2) -> t3
//	chlo.minimum_broadcast_shapes %a, %b : t1, t2 -> r1, r2
//	chlo.erf %x : t1 -> t2
//	chlo.top_k(%x, k = 5) : t -> (values, indices)
//	mhlo.topk(%x, k = 5, largest = true) : t -> (values, indices)
//	chlo.mulhi %a, %b : t1, t2 -> t3
//	chlo.scan(%x) inits (%c) dimension=0 attributes {...} { body } : fn-type

func init() {
	asmFamilies = append(asmFamilies, asmMerge(
		asmTable(asmOperandsFunctional,
			"chlo.broadcast_add", "chlo.broadcast_subtract", "chlo.broadcast_multiply",
			"chlo.broadcast_divide", "chlo.broadcast_remainder", "chlo.broadcast_power",
			"chlo.broadcast_maximum", "chlo.broadcast_minimum", "chlo.broadcast_and",
			"chlo.broadcast_or", "chlo.broadcast_xor", "chlo.broadcast_atan2",
			"chlo.broadcast_shift_left", "chlo.broadcast_shift_right_arithmetic",
			"chlo.broadcast_shift_right_logical", "chlo.broadcast_next_after",
			"chlo.broadcast_polygamma", "chlo.broadcast_zeta",
			"chlo.broadcast_compare", "chlo.broadcast_complex"),
		asmTable(asmOperandsArrow, "chlo.minimum_broadcast_shapes",
			"chlo.acos", "chlo.acosh", "chlo.asin", "chlo.asinh", "chlo.atan", "chlo.atanh",
			"chlo.bessel_i1e", "chlo.conj", "chlo.cosh", "chlo.sinh", "chlo.tan", "chlo.digamma",
			"chlo.erf", "chlo.erf_inv", "chlo.erfc", "chlo.lgamma", "chlo.square",
			"chlo.is_inf", "chlo.is_pos_inf", "chlo.is_neg_inf",
			"chlo.next_after", "chlo.polygamma", "chlo.zeta", "chlo.mulhi"),
		asmTable(asmTopK, "chlo.top_k", "mhlo.topk"),
		map[string]func(ir.AsmStream){"chlo.scan": asmChloScan}))
}

// asmOperandsArrow is `operands attr-dict : types -> types`.
func asmOperandsArrow(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
	s.Punct("->")
	s.ResultTypes()
}

// asmTopK is `(%x, k = N (, largest = B)?) attr-dict : t -> (values,
// indices)`; chlo.top_k has no largest.
func asmTopK(s ir.AsmStream) {
	if s.Printing() && (s.Op().NumOperands() != 1 || s.Op().NumResults() != 2) {
		s.Errorf("top_k not printable")
		return
	}
	s.Punct("(")
	s.Operand(0)
	s.Punct(",")
	s.Keyword("k")
	s.Punct("=")
	s.IntAttr("k")
	if asmDialect(s) == "mhlo" && s.Optional("largest", ",", "largest") {
		s.Punct(",")
		s.Keyword("largest")
		s.Punct("=")
		s.Attr("largest")
	}
	s.Punct(")")
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
	s.Punct("->")
	s.Punct("(")
	s.ResultTypes()
	s.Punct(")")
}

// asmChloScan is `(inputs) inits (inits) dimension=N (attributes
// {...})? region : functional-type`, spaced as CHLO prints it.
// operandSegmentSizes splits the operands into inputs and inits: set when
// parsing, elided when printing, as is a resultSegmentSizes (outputs,
// carries) that agrees with it. The carries are the last results, one per
// init.
func asmChloScan(s ir.AsmStream) {
	const segAttr, resAttr = "operandSegmentSizes", "resultSegmentSizes"
	var counts [2]int
	if s.Printing() {
		op := s.Op()
		seg, ok := s.GetAttr(segAttr).(*ir.DenseArrayAttr)
		if !ok || len(seg.Ints) != 2 || seg.Ints[0] < 0 || seg.Ints[1] < 0 ||
			int(seg.Ints[0]+seg.Ints[1]) != op.NumOperands() || len(op.Regions) != 1 {
			s.Errorf("chlo.scan not printable")
			return
		}
		counts = [2]int{int(seg.Ints[0]), int(seg.Ints[1])}
		if a := s.GetAttr(resAttr); a != nil {
			res, ok := a.(*ir.DenseArrayAttr)
			if !ok || len(res.Ints) != 2 || res.Ints[1] != seg.Ints[1] || int(res.Ints[0]+res.Ints[1]) != op.NumResults() {
				s.Errorf("chlo.scan not printable")
				return
			}
		}
	}
	from := 0
	for g, open := range []string{"(", " ("} {
		if g == 1 {
			s.Keyword("inits")
		}
		s.Punct(open)
		counts[g] = asmValueGroup(s, from, counts[g])
		from += counts[g]
		s.Punct(")")
	}
	if s.Printing() {
		d, ok := s.GetAttr("dimension").(*ir.IntegerAttr)
		if !ok || d.Big != nil || !ir.TypeEqual(d.Type, ir.I64) {
			s.Errorf("chlo.scan not printable")
			return
		}
		s.Keyword("dimension=" + strconv.FormatInt(d.Value, 10))
	} else {
		s.Keyword("dimension")
		s.Punct("=")
		s.IntAttr("dimension")
	}
	s.AttrDictWithKeyword()
	s.Region(0, nil)
	s.Punct(":")
	s.FunctionalType()
	if !s.Printing() && !s.Failed() {
		s.SetAttr(segAttr, &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{int64(counts[0]), int64(counts[1])}})
	}
}

// asmValueGroup prints operands from..from+n as `%a, %b`, or parses such
// a (possibly empty) list before `)` and returns its length.
func asmValueGroup(s ir.AsmStream, from, n int) int {
	if s.Printing() {
		for i := 0; i < n; i++ {
			if i > 0 {
				s.Punct(",")
			}
			s.Operand(from + i)
		}
		return n
	}
	n = 0
	for !s.Next(")") && !s.Failed() {
		if n > 0 {
			s.Punct(",")
		}
		s.AddOperand(s.ValueRef(nil))
		n++
	}
	return n
}
