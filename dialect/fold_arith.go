package dialect

import (
	"math"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/scalar"
)

// Scalar arith folding: operands defined by constants holding an
// IntegerAttr/FloatAttr (or a dense splat) fold to an attribute of the
// result type.

// scalarConst returns the constant integer or float behind a value.
func scalarConst(v *ir.Value) (i int64, f float64, isInt, ok bool) {
	def := v.DefiningOp()
	if def == nil || def.Short() != "constant" {
		return 0, 0, false, false
	}
	switch x := def.Attr("value").(type) {
	case *ir.IntegerAttr:
		if x.Big != nil {
			return 0, 0, false, false
		}
		return x.Value, 0, true, true
	case *ir.FloatAttr:
		return 0, x.Value, false, true
	case *ir.BoolAttr:
		return b2i(x.Value), 0, true, true
	case *ir.DenseElementsAttr:
		if !x.Splat && x.Len() != 1 {
			return 0, 0, false, false
		}
		if x.Ints != nil {
			return x.Ints[0], 0, true, true
		}
		if x.Floats != nil {
			return 0, x.Floats[0], false, true
		}
	}
	return 0, 0, false, false
}

// scalarResult builds the folded attribute for a scalar or (splat) tensor
// result type.
func scalarResult(t ir.Type, i int64, f float64, isInt bool) ir.Attribute {
	if _, ok := t.(ir.ShapedType); ok {
		if _, ok := foldable(t); !ok {
			return nil
		}
		if isInt {
			return ir.SplatInt(t, wrapInt(elemOf(t), i))
		}
		return ir.SplatFloat(t, roundFloat(elemOf(t), f))
	}
	if isInt {
		return &ir.IntegerAttr{Value: wrapInt(t, i), Type: t}
	}
	return &ir.FloatAttr{Value: roundFloat(t, f), Type: t}
}

var arithToHLO = map[string]string{
	"addi": "add", "subi": "subtract", "muli": "multiply", "divsi": "divide", "remsi": "remainder",
	"maxsi": "maximum", "minsi": "minimum", "andi": "and", "ori": "or", "xori": "xor",
	"shli": "shift_left", "shrsi": "shift_right_arithmetic", "shrui": "shift_right_logical",
	"addf": "add", "subf": "subtract", "mulf": "multiply", "divf": "divide", "maximumf": "maximum",
	"minimumf": "minimum", "maxnumf": "maximum", "minnumf": "minimum", "negf": "negate",
}

func foldArith(op *ir.Operation) []ir.Attribute {
	n := op.NumOperands()
	ints := make([]int64, n)
	floats := make([]float64, n)
	isInt := false
	for k, v := range op.Operands() {
		i, f, ii, ok := scalarConst(v)
		if !ok {
			return nil
		}
		ints[k], floats[k], isInt = i, f, ii
	}
	rt := op.Result(0).Type()
	et := elemOf(rt)
	name := op.Short()
	if isInt {
		if _, idx := et.(*ir.IndexType); idx {
			et = ir.I64
		}
		var v int64
		var ok bool
		switch name {
		case "divui", "remui", "maxui", "minui":
			u := &ir.IntegerType{Width: bitWidth(et), Sign: ir.Unsigned}
			a, b := wrapInt(u, ints[0]), wrapInt(u, ints[1])
			v, ok = evalInt(map[string]string{"divui": "divide", "remui": "remainder", "maxui": "maximum", "minui": "minimum"}[name], u, []int64{a, b})
		case "ceildivsi", "floordivsi":
			if ints[1] == 0 {
				return nil
			}
			q, r := ints[0]/ints[1], ints[0]%ints[1]
			if r != 0 && (r < 0) == (ints[1] < 0) && name == "ceildivsi" {
				q++
			}
			if r != 0 && (r < 0) != (ints[1] < 0) && name == "floordivsi" {
				q--
			}
			v, ok = q, true
		default:
			hlo, known := arithToHLO[name]
			if !known {
				return nil
			}
			v, ok = evalInt(hlo, et, ints)
		}
		if !ok {
			return nil
		}
		if a := scalarResult(rt, v, 0, true); a != nil {
			return []ir.Attribute{a}
		}
		return nil
	}
	hlo, known := arithToHLO[name]
	if !known {
		return nil
	}
	f, ok := evalFloat(hlo, floats)
	if name == "maxnumf" || name == "minnumf" {
		if math.IsNaN(floats[0]) {
			f = floats[1]
		} else if math.IsNaN(floats[1]) {
			f = floats[0]
		}
	}
	if !ok {
		return nil
	}
	if a := scalarResult(rt, 0, f, false); a != nil {
		return []ir.Attribute{a}
	}
	return nil
}

func foldArithCmp(op *ir.Operation) []ir.Attribute {
	a, _, ia, ok1 := scalarConst(op.Operand(0))
	b, _, ib, ok2 := scalarConst(op.Operand(1))
	pred, ok3 := CmpPredicate(op)
	if !ok1 || !ok2 || !ok3 || !ia || !ib {
		return nil
	}
	dirs := map[string]scalar.Direction{"eq": scalar.EQ, "ne": scalar.NE, "slt": scalar.LT, "sle": scalar.LE, "sgt": scalar.GT, "sge": scalar.GE,
		"ult": scalar.LT, "ule": scalar.LE, "ugt": scalar.GT, "uge": scalar.GE}
	dir, ok := dirs[pred]
	if !ok {
		return nil
	}
	typ := scalar.Signed
	if pred[0] == 'u' {
		typ = scalar.Unsigned
	}
	// The constants are sign-extended to 64 bits, which keeps both the
	// signed and the unsigned order of their own width.
	r, _ := scalar.CompareInt(dir, typ, 64, a, b)
	if att := scalarResult(op.Result(0).Type(), b2i(r), 0, true); att != nil {
		return []ir.Attribute{att}
	}
	return nil
}

func foldArithSelect(op *ir.Operation) []ir.Attribute {
	c, _, _, ok := scalarConst(op.Operand(0))
	if !ok {
		return nil
	}
	pick := op.Operand(2)
	if c != 0 {
		pick = op.Operand(1)
	}
	i, f, isInt, ok := scalarConst(pick)
	if !ok {
		return nil
	}
	if a := scalarResult(op.Result(0).Type(), i, f, isInt); a != nil {
		return []ir.Attribute{a}
	}
	return nil
}

func foldArithCast(op *ir.Operation) []ir.Attribute {
	i, f, isInt, ok := scalarConst(op.Operand(0))
	if !ok {
		return nil
	}
	rt := op.Result(0).Type()
	et := elemOf(rt)
	from := elemOf(op.Operand(0).Type())
	switch op.Short() {
	case "index_cast", "extsi", "trunci":
		if !isInt {
			return nil
		}
		return oneAttr(scalarResult(rt, i, 0, true))
	case "index_castui", "extui":
		if !isInt {
			return nil
		}
		w := bitWidth(from)
		if w < 64 {
			i &= int64(mask(w))
		}
		return oneAttr(scalarResult(rt, i, 0, true))
	case "sitofp":
		if !isInt {
			return nil
		}
		return oneAttr(scalarResult(rt, 0, float64(i), false))
	case "uitofp":
		if !isInt {
			return nil
		}
		return oneAttr(scalarResult(rt, 0, float64(uint64(i)&mask(bitWidth(from))), false))
	case "fptosi", "fptoui":
		if isInt || math.IsNaN(f) || math.Abs(f) > 9.2e18 {
			return nil
		}
		return oneAttr(scalarResult(rt, int64(math.Trunc(f)), 0, true))
	case "extf", "truncf":
		if isInt {
			return nil
		}
		_ = et
		return oneAttr(scalarResult(rt, 0, f, false))
	}
	return nil
}

func oneAttr(a ir.Attribute) []ir.Attribute {
	if a == nil {
		return nil
	}
	return []ir.Attribute{a}
}
