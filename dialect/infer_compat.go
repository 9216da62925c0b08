package dialect

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Shape compatibility follows StableHLO: a dynamic size `?` is compatible
// with any size, an unranked tensor with any tensor of the same element
// type, and token types of either spelling with each other.

func compatibleDim(a, b int64) bool { return a == ir.Dynamic || b == ir.Dynamic || a == b }

func compatibleShapes(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !compatibleDim(a[i], b[i]) {
			return false
		}
	}
	return true
}

// compatibleTypes reports whether two types may describe the same values.
func compatibleTypes(a, b ir.Type) bool {
	if a == nil || b == nil {
		return a == b
	}
	if isToken(a) && isToken(b) {
		return true
	}
	switch x := a.(type) {
	case *ir.TensorType:
		switch y := b.(type) {
		case *ir.TensorType:
			return compatibleShapes(x.Shape, y.Shape) && compatibleElem(x.Elem, y.Elem) && withinBounds(x, y) && withinBounds(y, x)
		case *ir.UnrankedTensorType:
			return compatibleElem(x.Elem, y.Elem)
		}
		return false
	case *ir.UnrankedTensorType:
		switch y := b.(type) {
		case *ir.TensorType:
			return compatibleElem(x.Elem, y.Elem)
		case *ir.UnrankedTensorType:
			return compatibleElem(x.Elem, y.Elem)
		}
		return false
	case *ir.TupleType:
		y, ok := b.(*ir.TupleType)
		if !ok || len(x.Types) != len(y.Types) {
			return false
		}
		for i := range x.Types {
			if !compatibleTypes(x.Types[i], y.Types[i]) {
				return false
			}
		}
		return true
	}
	return ir.TypeEqual(a, b)
}

func compatibleElem(a, b ir.Type) bool {
	if qa, ok := parseQuant(a); ok {
		qb, ok := parseQuant(b)
		return ok && qa.storage == qb.storage && qa.expressed == qb.expressed
	}
	return ir.TypeEqual(a, b)
}

// quantInfo is the part of a `!quant.uniform<storage:expressed[:axis], ...>`
// type that decides compatibility: scales and zero points may differ.
type quantInfo struct {
	storage, expressed string
	axis               int // -1 for per-tensor
}

func parseQuant(t ir.Type) (quantInfo, bool) {
	o, ok := t.(*ir.OpaqueType)
	if !ok {
		return quantInfo{}, false
	}
	body, ok := strings.CutPrefix(o.Text, "!quant.uniform<")
	if !ok {
		return quantInfo{}, false
	}
	head := body
	if i := strings.IndexAny(head, ",{"); i >= 0 {
		head = head[:i]
	}
	parts := strings.Split(strings.TrimSpace(head), ":")
	q := quantInfo{axis: -1}
	if len(parts) < 2 {
		return quantInfo{}, false
	}
	q.storage, q.expressed = strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1])
	if len(parts) >= 3 {
		n := 0
		for _, c := range strings.TrimSpace(parts[2]) {
			if c < '0' || c > '9' {
				break
			}
			n = n*10 + int(c-'0')
		}
		q.axis = n
	}
	return q, true
}

// isToken reports whether t is !stablehlo.token or !mhlo.token.
func isToken(t ir.Type) bool {
	o, ok := t.(*ir.OpaqueType)
	return ok && (o.Text == "!stablehlo.token" || o.Text == "!mhlo.token")
}

// isQuant reports whether t is a quantized element type.
func isQuant(t ir.Type) bool {
	o, ok := t.(*ir.OpaqueType)
	return ok && strings.HasPrefix(o.Text, "!quant.")
}

// rankOf returns the rank of a ranked shaped type.
func rankOf(t ir.Type) (int, bool) {
	if s, ok := t.(ir.ShapedType); ok {
		if d, ok := s.Dims(); ok {
			return len(d), true
		}
	}
	return 0, false
}

// dimsOf returns the shape of a ranked type (nil, false when unranked or
// not shaped).
func dimsOf(t ir.Type) ([]int64, bool) {
	if s, ok := t.(ir.ShapedType); ok {
		return s.Dims()
	}
	return nil, false
}

// elemOf returns the element type of a shaped type, or t itself.
func elemOf(t ir.Type) ir.Type { return ir.ElementTypeOf(t) }

// tensorOf builds a ranked tensor type.
func tensorOf(shape []int64, elem ir.Type) *ir.TensorType {
	return &ir.TensorType{Shape: append([]int64{}, shape...), Elem: elem}
}

// withElem returns t (ranked or unranked tensor) with another element type.
func withElem(t ir.Type, elem ir.Type) ir.Type {
	switch x := t.(type) {
	case *ir.TensorType:
		return &ir.TensorType{Shape: x.Shape, Elem: elem, Encoding: x.Encoding}
	case *ir.UnrankedTensorType:
		return &ir.UnrankedTensorType{Elem: elem}
	}
	return elem
}

// meetDim returns the more precise of two compatible sizes.
func meetDim(a, b int64) int64 {
	if a == ir.Dynamic {
		return b
	}
	return a
}

// meetTypes refines a with the static facts of b (both compatible).
func meetTypes(a, b ir.Type) ir.Type {
	x, ok1 := a.(*ir.TensorType)
	y, ok2 := b.(*ir.TensorType)
	if !ok1 {
		if ok2 {
			return y
		}
		return a
	}
	if !ok2 || len(x.Shape) != len(y.Shape) {
		return x
	}
	shape := make([]int64, len(x.Shape))
	for i := range shape {
		shape[i] = meetDim(x.Shape[i], y.Shape[i])
	}
	enc := x.Encoding
	if enc == nil {
		enc = y.Encoding
	}
	return &ir.TensorType{Shape: shape, Elem: x.Elem, Encoding: enc}
}

func isBool(t ir.Type) bool {
	it, ok := elemOf(t).(*ir.IntegerType)
	return ok && it.Width == 1
}

func isComplex(t ir.Type) bool { _, ok := elemOf(t).(*ir.ComplexType); return ok }

func isFloatLike(t ir.Type) bool { return ir.IsFloat(elemOf(t)) }

// shapeString prints dims as `[2, ?]`-free StableHLO style `[2, -1]`.
func shapeString(dims []int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range dims {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(itoa(d))
	}
	b.WriteByte(']')
	return b.String()
}

func itoa(v int64) string {
	if v == 0 {
		return "0"
	}
	neg := v < 0
	if neg {
		v = -v
	}
	var buf [20]byte
	i := len(buf)
	for v > 0 {
		i--
		buf[i] = byte('0' + v%10)
		v /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

func joinInts(v []int64, sep string) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = itoa(x)
	}
	return strings.Join(parts, sep)
}

// withinBounds reports whether every static size of b fits the bound of
// a's dynamic dimension there (StableHLO's bounded dynamism: `?` bounded by
// 4 is not compatible with 5).
func withinBounds(a, b *ir.TensorType) bool {
	bounds, ok := Bounds(a)
	if !ok || len(bounds) != len(a.Shape) || len(b.Shape) != len(a.Shape) {
		return true
	}
	for i, bd := range bounds {
		if a.Shape[i] == ir.Dynamic && bd != ir.Dynamic && b.Shape[i] != ir.Dynamic && b.Shape[i] > bd {
			return false
		}
	}
	return true
}

// compatibleIgnoringBounds is compatibleTypes for two ranked tensors with
// their bounds left out, as StableHLO's CompatibleOperandsAndResultType
// trait compares them.
func compatibleIgnoringBounds(a, b ir.Type) bool {
	x, ok1 := a.(*ir.TensorType)
	y, ok2 := b.(*ir.TensorType)
	if !ok1 || !ok2 || !compatibleShapes(x.Shape, y.Shape) {
		return false
	}
	if qa, ok := parseQuant(x.Elem); ok {
		// The trait accepts storage types of one width; signedness is
		// checked against the inferred type.
		qb, ok := parseQuant(y.Elem)
		return ok && qa.expressed == qb.expressed && strings.TrimLeft(qa.storage, "iu") == strings.TrimLeft(qb.storage, "iu")
	}
	return compatibleElem(x.Elem, y.Elem)
}

// storageElemName is the builtin integer type spelling of a quantized
// storage type ("i8" stays, "u8" is "ui8").
func storageElemName(storage string) string {
	if rest, ok := strings.CutPrefix(storage, "u"); ok && !strings.HasPrefix(rest, "i") {
		return "ui" + rest
	}
	return storage
}

// quantText spells a per-tensor `!quant.uniform<storage:expressed,
// scale[:zero_point]>` as MLIR prints it: the scale in %e form, a zero
// point only when it is not 0. Other forms are returned unchanged.
func quantText(text string) string {
	body, ok := strings.CutPrefix(text, "!quant.uniform<")
	if !ok || strings.ContainsAny(body, "{") {
		return text
	}
	body, ok = strings.CutSuffix(body, ">")
	i := strings.LastIndexByte(body, ',')
	if !ok || i < 0 {
		return text
	}
	head, params := body[:i], strings.TrimSpace(body[i+1:])
	scaleText, zp, hasZP := strings.Cut(params, ":")
	scale, err := strconv.ParseFloat(strings.TrimSpace(scaleText), 64)
	if err != nil {
		return text
	}
	out := "!quant.uniform<" + head + ", " + fmt.Sprintf("%e", scale)
	if z := strings.TrimSpace(zp); hasZP && z != "0" {
		out += ":" + z
	}
	return out + ">"
}
