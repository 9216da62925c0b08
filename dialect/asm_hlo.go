package dialect

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Assembly formats of the StableHLO ops (MHLO spellings share them), as
// StableHLO's printer writes them.

func init() {
	asmFamilies = append(asmFamilies,
		asmTable(asmSameTypeOne, hloSameTypeOps...),
		asmTable(asmOperandsFunctional, hloFunctionalOps...),
		map[string]func(ir.AsmStream){
			"stablehlo.constant":                 asmConstant,
			"stablehlo.return":                   asmReturnLike,
			"stablehlo.complex":                  asmHloComplex,
			"stablehlo.compare":                  asmHloCompare,
			"stablehlo.broadcast_in_dim":         asmHloDims("broadcast_dimensions"),
			"stablehlo.transpose":                asmHloDims("permutation"),
			"stablehlo.reverse":                  asmHloReverse,
			"stablehlo.dynamic_broadcast_in_dim": asmHloDynBroadcast,
			"stablehlo.concatenate":              asmHloConcatenate,
			"stablehlo.iota":                     asmHloIota,
			"stablehlo.dynamic_iota":             asmHloDynIota,
			"stablehlo.get_dimension_size":       asmHloDimOp,
			"stablehlo.set_dimension_size":       asmHloDimOp,
			"stablehlo.slice":                    asmHloSlice,
			"stablehlo.dynamic_slice":            asmHloDynSlice,
			"stablehlo.pad":                      asmHloPad,
			"stablehlo.select":                   asmHloSelect,
			"stablehlo.get_tuple_element":        asmHloGetTupleElement,
			"stablehlo.tuple":                    asmHloTuple,
			"stablehlo.optimization_barrier":     asmHloBarrier,
			"stablehlo.compute_reshape_shape":    asmOperandsToResult,
			"stablehlo.reduce_precision":         asmHloReducePrecision,
			"stablehlo.create_token":             asmResultOnly,
			"stablehlo.replica_id":               asmResultOnly,
			"stablehlo.partition_id":             asmResultOnly,
			"stablehlo.cholesky":                 asmHloCholesky,
			"stablehlo.rng_bit_generator":        asmHloRngBitGenerator,
			"stablehlo.broadcast":                asmHloBroadcast,
			"stablehlo.einsum":                   asmHloEinsum,
			"stablehlo.unary_einsum":             asmHloEinsum,
			"stablehlo.fft":                      asmHloFft,
			"stablehlo.rng":                      asmHloRng,
			"stablehlo.cstr_reshapable":          asmShapeCstr,
		},
	)
}

// hloSameTypeOps print `%a, %b : t` or the functional type.
var hloSameTypeOps = []string{
	"stablehlo.abs", "stablehlo.add", "stablehlo.and", "stablehlo.atan2", "stablehlo.cbrt",
	"stablehlo.ceil", "stablehlo.clamp", "stablehlo.convert", "stablehlo.cosine",
	"stablehlo.count_leading_zeros", "stablehlo.divide", "stablehlo.exponential",
	"stablehlo.exponential_minus_one", "stablehlo.floor", "stablehlo.imag", "stablehlo.is_finite",
	"stablehlo.log", "stablehlo.log_plus_one", "stablehlo.logistic", "stablehlo.maximum",
	"stablehlo.minimum", "stablehlo.multiply", "stablehlo.negate", "stablehlo.not", "stablehlo.or",
	"stablehlo.popcnt", "stablehlo.power", "stablehlo.real", "stablehlo.remainder",
	"stablehlo.round_nearest_afz", "stablehlo.round_nearest_even", "stablehlo.rsqrt",
	"stablehlo.shift_left", "stablehlo.shift_right_arithmetic", "stablehlo.shift_right_logical",
	"stablehlo.sign", "stablehlo.sine", "stablehlo.sqrt", "stablehlo.subtract", "stablehlo.tan",
	"stablehlo.tanh", "stablehlo.xor", "stablehlo.after_all",
}

// hloFunctionalOps print `operands attr-dict : (types) -> types`. (dynamic_gather
// has no pretty form in StableHLO and prints generic.)
var hloFunctionalOps = []string{
	"stablehlo.reshape", "stablehlo.dynamic_reshape", "stablehlo.bitcast_convert",
	"stablehlo.real_dynamic_slice", "stablehlo.dynamic_update_slice", "stablehlo.dynamic_pad",
	"stablehlo.uniform_quantize", "stablehlo.uniform_dequantize",
}

// asmHloFft is `%x, type = FFT, length = [9] attr-dict : functional-type`.
func asmHloFft(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Keyword("type")
	s.Punct("=")
	s.EnumAttr("fft_type", "fft_type")
	asmKeyedList(s, "length", "fft_length")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloRng is `%a, %b, %shape, distribution = NORMAL attr-dict :
// functional-type`.
func asmHloRng(s ir.AsmStream) {
	s.Operands()
	s.Punct(",")
	s.Keyword("distribution")
	s.Punct("=")
	s.EnumAttr("rng_distribution", "rng_distribution")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloRngBitGenerator is `%state, algorithm = PHILOX attr-dict :
// (type) -> (type, type)`.
func asmHloRngBitGenerator(s ir.AsmStream) {
	s.Operands()
	s.Punct(",")
	s.Keyword("algorithm")
	s.Punct("=")
	s.EnumAttr("rng_algorithm", "rng_algorithm")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmResultOnly is `attr-dict : type` for ops without operands.
func asmResultOnly(s ir.AsmStream) {
	s.AttrDict()
	s.Punct(":")
	s.ResultTypes()
}

// asmHloCholesky is `%a (, lower = true)? attr-dict : type` or the
// functional type, as StableHLO prints it.
func asmHloCholesky(s ir.AsmStream) {
	if s.Printing() && (s.Op().NumOperands() != 1 || s.Op().NumResults() != 1) {
		s.Errorf("cholesky shape not printable")
		return
	}
	s.Operand(0)
	if s.Optional("lower", ",", "lower") {
		s.Punct(",")
		s.Keyword("lower")
		s.Punct("=")
		s.Attr("lower")
	}
	s.AttrDict()
	asmOneTypeTail(s)
}

// asmHloComplex is `%re, %im : complex-type` (operand types follow from
// the result) or the functional type.
func asmHloComplex(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		op := s.Op()
		if op.NumResults() == 1 && op.NumOperands() == 2 {
			rt := op.Result(0).Type()
			if ct, ok := asmElemOf(rt).(*ir.ComplexType); ok {
				want := asmWithElem(rt, ct.Elem)
				if asmTypesEqual(op.OperandTypes(), []ir.Type{want, want}) {
					s.Type(rt)
					return
				}
			}
		}
		s.FunctionalType()
		return
	}
	if s.Next("(") {
		s.FunctionalType()
		return
	}
	rt := s.Type(nil)
	ct, ok := asmElemOf(rt).(*ir.ComplexType)
	if _, tensor := rt.(ir.ShapedType); !ok || !tensor {
		if !s.Failed() {
			s.Errorf("expected tensor with complex element type")
		}
		return
	}
	part := asmWithElem(rt, ct.Elem)
	s.SetOperandTypes([]ir.Type{part, part})
	s.SetResultTypes([]ir.Type{rt})
}

// asmHloCompare is `LT, %a, %b (, FLOAT)? attr-dict : functional-type`.
func asmHloCompare(s ir.AsmStream) {
	s.EnumAttr("comparison_direction", "comparison_direction")
	s.Punct(",")
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	if s.Optional("compare_type", ",") {
		s.Punct(",")
		s.EnumAttr("compare_type", "comparison_type")
	}
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloDims is `%x, dims = [..] attr-dict : functional-type`.
func asmHloDims(attr string) func(ir.AsmStream) {
	return func(s ir.AsmStream) {
		s.Operand(0)
		asmKeyedList(s, "dims", attr)
		s.AttrDict()
		s.Punct(":")
		s.FunctionalType()
	}
}

// asmHloBroadcast is `%x, sizes = [..] attr-dict : functional-type`.
func asmHloBroadcast(s ir.AsmStream) {
	s.Operand(0)
	asmKeyedList(s, "sizes", "broadcast_sizes")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloEinsum is `%a(, %b)?, config = "..." attr-dict : functional-type`.
func asmHloEinsum(s ir.AsmStream) {
	s.Operands()
	s.Punct(",")
	s.Keyword("config")
	s.Punct("=")
	s.StringAttr("einsum_config")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloReverse is `%x, dims = [..] attr-dict : type` (or functional).
func asmHloReverse(s ir.AsmStream) {
	s.Operand(0)
	asmKeyedList(s, "dims", "dimensions")
	s.AttrDict()
	s.Punct(":")
	s.SameType()
}

// asmHloDynBroadcast is `%x, %shape, dims = [..] (, known_expanding_dimensions
// = [..])? (, known_nonexpanding_dimensions = [..])? : functional-type`.
func asmHloDynBroadcast(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	asmKeyedList(s, "dims", "broadcast_dimensions")
	for _, k := range []string{"known_expanding_dimensions", "known_nonexpanding_dimensions"} {
		if s.Optional(k, ",", k) {
			asmKeyedList(s, k, k)
		}
	}
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloConcatenate is `%a, %b, dim = 0 attr-dict : functional-type`.
func asmHloConcatenate(s ir.AsmStream) {
	s.Operands()
	if !s.Printing() && !s.Next(",") && !s.Failed() {
		if c, ok := s.(interface{ ParsedOperands() int }); ok && c.ParsedOperands() > 0 {
			s.Punct(",") // every operand is followed by a comma
			return
		}
		s.Keyword("dim") // no operands: MLIR's verifier reports it later
		s.Punct("=")
		s.IntAttr("dimension")
	} else {
		asmKeyedInt(s, "dim", "dimension")
	}
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloIota is `dim = 0 attr-dict : type`.
func asmHloIota(s ir.AsmStream) {
	s.Keyword("dim")
	s.Punct("=")
	s.IntAttr("iota_dimension")
	s.AttrDict()
	s.Punct(":")
	s.ResultTypes()
}

// asmHloDynIota is `%shape, dim = 0 attr-dict : functional-type`.
func asmHloDynIota(s ir.AsmStream) {
	s.Operand(0)
	asmKeyedInt(s, "dim", "iota_dimension")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloDimOp is `%x(, %size)?, dim = 0 attr-dict : functional-type`.
func asmHloDimOp(s ir.AsmStream) {
	s.Operands()
	asmKeyedInt(s, "dim", "dimension")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloSlice is `%x [0:4, 1:3:2] attr-dict : functional-type`.
func asmHloSlice(s ir.AsmStream) {
	s.Operand(0)
	if s.Printing() {
		op := s.Op()
		start, ok1 := ir.I64List(s.GetAttr("start_indices"))
		limit, ok2 := ir.I64List(s.GetAttr("limit_indices"))
		strides, ok3 := ir.I64List(s.GetAttr("strides"))
		if !ok1 || !ok2 || !ok3 || len(start) != len(limit) || len(start) != len(strides) {
			s.Errorf("slice without matching index lists")
			return
		}
		_ = op
		s.Punct(" [")
		for i := range start {
			if i > 0 {
				s.Punct(",")
			}
			r := strconv.FormatInt(start[i], 10) + ":" + strconv.FormatInt(limit[i], 10)
			if strides[i] != 1 {
				r += ":" + strconv.FormatInt(strides[i], 10)
			}
			s.Word(r)
		}
		s.Punct("]")
	} else {
		var start, limit, strides []int64
		s.Punct("[")
		if !s.Next("]") {
			for {
				start = append(start, s.Int(0))
				s.Punct(":")
				limit = append(limit, s.Int(0))
				stride := int64(1)
				if s.Next(":") {
					s.Punct(":")
					stride = s.Int(0)
				}
				strides = append(strides, stride)
				if !s.Next(",") {
					break
				}
				s.Punct(",")
			}
		}
		s.Punct("]")
		s.SetAttr("start_indices", ir.I64Array(start...))
		s.SetAttr("limit_indices", ir.I64Array(limit...))
		s.SetAttr("strides", ir.I64Array(strides...))
		for _, a := range []string{"start_indices", "limit_indices", "strides"} {
			asmHloListStorage(s, a)
		}
	}
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloDynSlice is `%x, %i, %j, sizes = [..] attr-dict : functional-type`.
func asmHloDynSlice(s ir.AsmStream) {
	s.Operands()
	asmKeyedList(s, "sizes", "slice_sizes")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloPad is `%x, %v, low = [..], high = [..], interior = [..] : functional-type`.
func asmHloPad(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	asmKeyedList(s, "low", "edge_padding_low")
	asmKeyedList(s, "high", "edge_padding_high")
	asmKeyedList(s, "interior", "interior_padding")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloSelect is `%p, %a, %b : pred-type, type` or the functional type.
func asmHloSelect(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		op := s.Op()
		ts := op.OperandTypes()
		if len(ts) == 3 && op.NumResults() == 1 && ir.TypeEqual(ts[1], ts[2]) && ir.TypeEqual(ts[1], op.Result(0).Type()) {
			s.Type(ts[0])
			s.Punct(",")
			s.Type(ts[1])
			return
		}
		s.FunctionalType()
		return
	}
	if s.Next("(") {
		s.FunctionalType()
		return
	}
	pred := s.Type(nil)
	if !s.Next(",") && !s.Failed() {
		s.Errorf("expected functional type or list of two types")
		return
	}
	s.Punct(",")
	t := s.Type(nil)
	if s.Next(",") && !s.Failed() {
		s.Errorf("expected functional type or list of two types")
		return
	}
	s.SetOperandTypes([]ir.Type{pred, t, t})
	s.SetResultTypes([]ir.Type{t})
}

// asmHloGetTupleElement is `%t[0] attr-dict : functional-type`.
func asmHloGetTupleElement(s ir.AsmStream) {
	s.Operand(0)
	s.Punct("[")
	s.IntAttr("index")
	if !s.Printing() {
		// The index is an i32 attribute in StableHLO and MHLO.
		if a, ok := s.GetAttr("index").(*ir.IntegerAttr); ok && a.Big == nil {
			s.SetAttr("index", &ir.IntegerAttr{Value: a.Value, Type: ir.I32})
		}
	}
	s.Punct("]")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloTuple is `%a, %b attr-dict : tuple-type`.
func asmHloTuple(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		op := s.Op()
		tt, ok := op.Result(0).Type().(*ir.TupleType)
		if op.NumResults() != 1 || !ok || !asmTypesEqual(tt.Types, op.OperandTypes()) {
			s.Errorf("tuple type does not match the operands")
			return
		}
		s.ResultTypes()
		return
	}
	t := s.Type(nil)
	tt, ok := t.(*ir.TupleType)
	if !ok {
		if !s.Failed() {
			s.Errorf("expected tuple type")
		}
		return
	}
	asmCheckTypeCount(s, len(tt.Types))
	s.SetOperandTypes(tt.Types)
	s.SetResultTypes([]ir.Type{t})
}

// asmHloBarrier is `%a, %b attr-dict : t1, t2` (operand types equal
// result types).
func asmHloBarrier(s ir.AsmStream) {
	if s.Printing() {
		op := s.Op()
		if !asmTypesEqual(op.OperandTypes(), op.ResultTypes()) {
			s.Errorf("barrier types differ")
			return
		}
		if op.NumOperands() == 0 {
			s.Punct("(") // StableHLO writes an empty barrier `()`
			s.Punct(")")
		}
		s.Operands()
		s.AttrDict()
		if op.NumOperands() > 0 {
			s.Punct(":")
			s.OperandTypes()
		}
		return
	}
	if s.Next("(", ")") {
		s.Punct("(")
		s.Punct(")")
	}
	s.Operands()
	s.AttrDict()
	var ts []ir.Type
	if s.Next(":") {
		s.Punct(":")
		asmExpectTypeList(s)
		ts = asmTypeList(s)
	}
	asmCheckTypeCount(s, len(ts))
	s.SetOperandTypes(ts)
	s.SetResultTypes(ts)
}

// asmTypeList parses `t1, t2, ...` (at least one type).
func asmTypeList(s ir.AsmStream) []ir.Type {
	ts := []ir.Type{s.Type(nil)}
	for s.Next(",") && !s.Failed() {
		s.Punct(",")
		ts = append(ts, s.Type(nil))
	}
	return ts
}

// asmHloReducePrecision is `%x, format = e5m10 attr-dict : type`, the
// format standing for the i32 attributes exponent_bits and mantissa_bits.
func asmHloReducePrecision(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Keyword("format")
	s.Punct("=")
	if s.Printing() {
		e, ok1 := s.GetAttr("exponent_bits").(*ir.IntegerAttr)
		m, ok2 := s.GetAttr("mantissa_bits").(*ir.IntegerAttr)
		if !ok1 || !ok2 || e.Big != nil || m.Big != nil || e.Value < 0 || m.Value < 0 {
			s.Errorf("reduce_precision without bit counts")
			return
		}
		s.Word("e" + strconv.FormatInt(e.Value, 10) + "m" + strconv.FormatInt(m.Value, 10))
	} else {
		w := s.Word("")
		e, m, err := asmExpMantissa(w)
		if err != "" {
			s.Errorf("%s", err)
			return
		}
		s.SetAttr("exponent_bits", &ir.IntegerAttr{Value: e, Type: ir.I32})
		s.SetAttr("mantissa_bits", &ir.IntegerAttr{Value: m, Type: ir.I32})
	}
	s.AttrDict()
	s.Punct(":")
	s.SameType()
}

// asmExpMantissa splits `e5m10` into 5 and 10.
// The error, empty on success, is worded as StableHLO's.
func asmExpMantissa(w string) (e, m int64, err string) {
	bad := "expected exponent mantissa in format e#m#, saw " + w
	i := strings.IndexByte(w, 'm')
	if len(w) < 4 || w[0] != 'e' || i < 2 || i == len(w)-1 || !asmDigits(w[1:i]) || !asmDigits(w[i+1:]) {
		return 0, 0, bad
	}
	e, err1 := strconv.ParseInt(w[1:i], 10, 32)
	if err1 != nil {
		return 0, 0, "unable to parse exponent '" + w[1:i] + "'"
	}
	m, err2 := strconv.ParseInt(w[i+1:], 10, 32)
	if err2 != nil {
		return 0, 0, "unable to parse mantissa '" + w[i+1:] + "'"
	}
	return e, m, ""
}

func asmDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
