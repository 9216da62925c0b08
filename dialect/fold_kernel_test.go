package dialect

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// The folders must compute what the interpreter computes: every
// elementwise op with a folder, on every element type the verifier
// accepts, is folded on random small constants (edge values included) and
// compared element by element with interp/kernels.

var diffTypes = []string{"i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f8E4M3FN", "f8E5M2", "f16", "bf16", "f32", "f64"}

// diffElem is the element type named s.
func diffElem(t *testing.T, s string) ir.Type {
	if strings.HasPrefix(s, "f8") {
		return &ir.FloatType{Name: s}
	}
	return ty(t, s)
}

var diffUnary = []string{"negate", "sign", "not", "popcnt", "count_leading_zeros", "floor", "ceil",
	"round_nearest_even", "round_nearest_afz", "exponential", "exponential_minus_one", "log",
	"log_plus_one", "logistic", "tanh", "sqrt", "rsqrt", "cbrt", "cosine", "sine", "tan", "abs"}

var diffBinary = []string{"add", "subtract", "multiply", "divide", "remainder", "power", "maximum",
	"minimum", "atan2", "and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical"}

const diffLen = 6 // elements per random operand

// randomElems returns diffLen values of elem (ints as the dialect stores
// them, floats rounded to the type), mixing edge values and small numbers.
func randomElems(r *rand.Rand, elem ir.Type) *ir.DenseElementsAttr {
	t := &ir.TensorType{Shape: []int64{diffLen}, Elem: elem}
	if ir.IsFloat(elem) {
		edge := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -2.5, 3.5, math.Inf(1), math.Inf(-1), math.NaN(), math.Copysign(math.NaN(), -1), 1e30, -1e30, 65504, 70000, 1e-8}
		v := make([]float64, diffLen)
		for i := range v {
			if r.Intn(3) == 0 {
				v[i] = edge[r.Intn(len(edge))]
			} else {
				v[i] = (r.Float64() - 0.5) * 20
			}
			v[i] = roundFloat(elem, v[i])
		}
		return &ir.DenseElementsAttr{Type: t, Floats: v}
	}
	edge := []int64{0, 1, -1, 2, 7, 8, 63, 64, 65, math.MinInt64, math.MaxInt64, 127, -128, 255, 1 << 31, 1<<31 - 1}
	v := make([]int64, diffLen)
	for i := range v {
		if r.Intn(3) == 0 {
			v[i] = edge[r.Intn(len(edge))]
		} else {
			v[i] = int64(r.Intn(21) - 10)
		}
		v[i] = wrapInt(elem, v[i])
	}
	return &ir.DenseElementsAttr{Type: t, Ints: v}
}

// toTensor builds the interpreter's tensor holding the same elements.
func toTensor(t *testing.T, d *ir.DenseElementsAttr) *tensor.Tensor {
	t.Helper()
	elem := elemOf(d.Type)
	dt, err := tensor.ParseDType(elem.String())
	if err != nil {
		t.Fatalf("%v", err)
	}
	shape := []int64{int64(diffLen)}
	var x *tensor.Tensor
	switch {
	case ir.IsFloat(elem):
		x, err = tensor.FromFloat64s(dt, shape, d.Floats)
	case isUnsigned(elem) && elem.(*ir.IntegerType).Width > 1:
		u := make([]uint64, len(d.Ints))
		for i, v := range d.Ints {
			u[i] = uint64(v)
		}
		x, err = tensor.FromUint64s(dt, shape, u)
	default:
		x, err = tensor.FromInt64s(dt, shape, d.Ints)
	}
	if err != nil {
		t.Fatalf("%v", err)
	}
	return x
}

// sameElems compares a folded attribute with a kernel result; floats
// compare by bits except that a NaN matches any NaN of the same sign (the
// sign of a NaN shows in TOTALORDER compares and bitcasts; payloads do
// not survive dense attributes).
func sameElems(d *ir.DenseElementsAttr, want *tensor.Tensor) (int, bool) {
	elem := elemOf(d.Type)
	for i := 0; i < want.Len(); i++ {
		if ir.IsFloat(elem) {
			got, err := floatsOf(d, want.Len())
			if !err {
				return i, false
			}
			w := want.Float64At(i)
			if math.IsNaN(got[i]) && math.IsNaN(w) && math.Signbit(got[i]) == math.Signbit(w) {
				continue
			}
			if math.Float64bits(got[i]) != math.Float64bits(w) {
				return i, false
			}
			continue
		}
		got, ok := intsOf(d, want.Len())
		if !ok || uint64(got[i])&mask(elem.(*ir.IntegerType).Width) != want.BitsAt(i)&mask(elem.(*ir.IntegerType).Width) {
			return i, false
		}
	}
	return 0, true
}

// diffCase folds op (already built on constant operands) and compares with
// the kernel's answer; a folder may decline, a verifier-rejected op is
// skipped.
func diffCase(t *testing.T, op *ir.Operation, args []*ir.DenseElementsAttr, run func([]*tensor.Tensor) (*tensor.Tensor, error)) bool {
	t.Helper()
	if op.Info.Verify(op) != nil {
		return false
	}
	got := op.Info.Fold(op)
	if got == nil {
		return false
	}
	ins := make([]*tensor.Tensor, len(args))
	for i, a := range args {
		ins[i] = toTensor(t, a)
	}
	want, err := run(ins)
	if err != nil {
		t.Errorf("%s folded on %v but the interpreter rejects it: %v", op.Name, op.Operand(0).Type(), err)
		return true
	}
	d, ok := got[0].(*ir.DenseElementsAttr)
	if !ok {
		t.Fatalf("%s folded to %v, not dense elements", op.Name, got[0])
	}
	if i, ok := sameElems(d, want); !ok {
		in := ""
		for _, a := range args {
			in += fmt.Sprintf(" %v", a)
		}
		t.Errorf("%s on%s: folded %v, interpreter gives %v (element %d)", op.Name, in, d, want, i)
	}
	return true
}

func TestFoldersMatchKernels(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	folded := map[string]int{}
	for _, et := range diffTypes {
		elem := diffElem(t, et)
		rt := &ir.TensorType{Shape: []int64{diffLen}, Elem: elem}
		for round := 0; round < 8; round++ {
			for _, name := range diffUnary {
				a := randomElems(r, elem)
				op := build(t, "stablehlo."+name, []*ir.Value{constOp(t, a).Result(0)}, []ir.Type{rt}, nil)
				k, _ := kernels.ParseUnaryOp(name)
				if diffCase(t, op, []*ir.DenseElementsAttr{a}, func(x []*tensor.Tensor) (*tensor.Tensor, error) { return kernels.Unary(k, x[0]) }) {
					folded[name]++
				}
			}
			for _, name := range diffBinary {
				a, b := randomElems(r, elem), randomElems(r, elem)
				op := build(t, "stablehlo."+name, []*ir.Value{constOp(t, a).Result(0), constOp(t, b).Result(0)}, []ir.Type{rt}, nil)
				k, _ := kernels.ParseBinaryOp(name)
				if diffCase(t, op, []*ir.DenseElementsAttr{a, b}, func(x []*tensor.Tensor) (*tensor.Tensor, error) { return kernels.Binary(k, x[0], x[1]) }) {
					folded[name]++
				}
			}
			lo, x, hi := randomElems(r, elem), randomElems(r, elem), randomElems(r, elem)
			op := build(t, "stablehlo.clamp", []*ir.Value{constOp(t, lo).Result(0), constOp(t, x).Result(0), constOp(t, hi).Result(0)}, []ir.Type{rt}, nil)
			if diffCase(t, op, []*ir.DenseElementsAttr{lo, x, hi}, func(x []*tensor.Tensor) (*tensor.Tensor, error) { return kernels.Clamp(x[0], x[1], x[2]) }) {
				folded["clamp"]++
			}
			diffCompareSelect(t, r, elem, folded)
			for _, to := range diffTypes {
				a := randomElems(r, elem)
				toElem := diffElem(t, to)
				op := build(t, "stablehlo.convert", []*ir.Value{constOp(t, a).Result(0)}, []ir.Type{&ir.TensorType{Shape: []int64{diffLen}, Elem: toElem}}, nil)
				dt, _ := tensor.ParseDType(to)
				if diffCase(t, op, []*ir.DenseElementsAttr{a}, func(x []*tensor.Tensor) (*tensor.Tensor, error) { return kernels.Convert(x[0], dt) }) {
					folded["convert"]++
				}
			}
		}
	}
	// Every op with a folder must have been exercised on some type.
	for _, name := range append(append(append([]string{}, diffUnary...), diffBinary...), "clamp", "compare", "select", "convert",
		"compare FLOAT", "compare TOTALORDER", "compare SIGNED", "compare UNSIGNED") {
		if folded[name] == 0 {
			t.Errorf("%s never folded: the differential test does not cover it", name)
		}
	}
}

// diffCompareSelect checks compare (every direction under every
// comparison type, the default included) and select on elem.
func diffCompareSelect(t *testing.T, r *rand.Rand, elem ir.Type, folded map[string]int) {
	rt := &ir.TensorType{Shape: []int64{diffLen}, Elem: elem}
	i1 := &ir.TensorType{Shape: []int64{diffLen}, Elem: &ir.IntegerType{Width: 1}}
	for _, typ := range []string{"", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"} {
		for _, dir := range []string{"EQ", "NE", "LT", "LE", "GT", "GE"} {
			a, b := randomElems(r, elem), randomElems(r, elem)
			if r.Intn(2) == 0 {
				b = a // equal operands exercise EQ/LE/GE
			}
			attrs := map[string]ir.Attribute{"comparison_direction": EnumAttr("stablehlo", "comparison_direction", dir)}
			if typ != "" {
				attrs["compare_type"] = EnumAttr("stablehlo", "comparison_type", typ)
			}
			op := build(t, "stablehlo.compare", []*ir.Value{constOp(t, a).Result(0), constOp(t, b).Result(0)}, []ir.Type{i1}, attrs)
			d, _ := kernels.ParseDirection(dir)
			ct, _ := kernels.ParseCompareType(typ)
			if diffCase(t, op, []*ir.DenseElementsAttr{a, b}, func(x []*tensor.Tensor) (*tensor.Tensor, error) {
				return kernels.Compare(d, ct, x[0], x[1])
			}) {
				folded["compare"]++
				folded["compare "+typ]++
			}
		}
	}
	p := randomElems(r, &ir.IntegerType{Width: 1})
	a, b := randomElems(r, elem), randomElems(r, elem)
	op := build(t, "stablehlo.select", []*ir.Value{constOp(t, p).Result(0), constOp(t, a).Result(0), constOp(t, b).Result(0)}, []ir.Type{rt}, nil)
	if diffCase(t, op, []*ir.DenseElementsAttr{p, a, b}, func(x []*tensor.Tensor) (*tensor.Tensor, error) { return kernels.Select(x[0], x[1], x[2]) }) {
		folded["select"]++
	}
}
