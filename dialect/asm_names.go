package dialect

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Result names the pretty form gives ops' results instead of numbers, as
// their MLIR definitions do (getAsmResultNames).
var asmResultNames = map[string]func(*ir.Operation) string{
	"arith.constant":          arithConstantName,
	"func.constant":           fixedName("f"),
	"stablehlo.constant":      stablehloConstantName,
	"tensor.cast":             fixedName("cast"),
	"tensor.dim":              fixedName("dim"),
	"tensor.extract":          fixedName("extracted"),
	"tensor.from_elements":    fixedName("from_elements"),
	"memref.alloc":            fixedName("alloc"),
	"memref.alloca":           fixedName("alloca"),
	"memref.cast":             fixedName("cast"),
	"memref.dim":              fixedName("dim"),
	"memref.reinterpret_cast": fixedName("reinterpret_cast"),
}

// fixedName names every result of an op kind the same way.
func fixedName(name string) func(*ir.Operation) string {
	return func(*ir.Operation) string { return name }
}

// Names of each result of ops with several.
var asmResultGroupNames = map[string]func(*ir.Operation) []string{
	"stablehlo.rng_bit_generator": func(*ir.Operation) []string { return []string{"output_state", "output"} },
}

// Names of the entry-block arguments of ops' regions (MLIR's
// getAsmBlockArgumentNames).
var asmRegionArgNames = map[string]func(op *ir.Operation, region, arg int) string{
	"stablehlo.while": func(*ir.Operation, int, int) string { return "iterArg" },
	"chlo.scan":       chloScanArgName,
}

// chloScanArgName names scan's body arguments `input` (a slice of an
// input) and `carry`.
func chloScanArgName(op *ir.Operation, _, arg int) string {
	if seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr); ok && len(seg.Ints) == 2 && int64(arg) < seg.Ints[0] {
		return "input"
	}
	return "carry"
}

// arithConstantName is MLIR's name for an arith.constant: `true` or
// `false` for i1, `c<value>_<type>` for other integers (`c-1_i64`),
// `c<value>` for index, `cst` otherwise.
func arithConstantName(op *ir.Operation) string {
	switch v := op.Attr("value").(type) {
	case *ir.BoolAttr:
		return strconv.FormatBool(v.Value)
	case *ir.IntegerAttr:
		it, isInt := v.Type.(*ir.IntegerType)
		if isInt && it.Width == 1 {
			return strconv.FormatBool(signedValue(v, 1).Sign() != 0)
		}
		if isInt {
			return "c" + signedValue(v, it.Width).String() + "_" + it.String()
		}
		return "c" + signedValue(v, 64).String()
	}
	return "cst"
}

// stablehloConstantName is StableHLO's name for a constant: `c` for
// integer elements (i1 included), `cst` otherwise (floats, complex,
// quantized). MHLO's constant has no name and keeps its number.
func stablehloConstantName(op *ir.Operation) string {
	if !strings.HasPrefix(op.Name, "stablehlo.") || op.NumResults() != 1 {
		return ""
	}
	if _, ok := ir.ElementTypeOf(op.Result(0).Type()).(*ir.IntegerType); ok {
		return "c"
	}
	return "cst"
}

// signedValue is the value of a width-bit integer attribute read as
// signed, as MLIR prints an APInt in a name.
func signedValue(a *ir.IntegerAttr, width int) *big.Int {
	v := a.Big
	if v == nil {
		v = big.NewInt(a.Value)
	}
	if width <= 0 {
		return v
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	r := new(big.Int).Mod(v, mod)
	if r.Bit(width-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}
