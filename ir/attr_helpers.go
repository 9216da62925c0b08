package ir

import "strings"

// maxSplatList bounds the elements I64List expands a splat to.
const maxSplatList = 1 << 24

// I64List reads a list of integers from array<i64: ...>, a dense integer
// elements attribute, or an array of integer attributes.
func I64List(a Attribute) ([]int64, bool) {
	switch x := a.(type) {
	case *DenseArrayAttr:
		if x.Floats != nil {
			return nil, false
		}
		if x.Ints == nil {
			return []int64{}, true
		}
		return x.Ints, true
	case *DenseElementsAttr:
		if x.Ints == nil && x.Len() != 0 {
			return nil, false
		}
		if x.Splat {
			// A splat of any static shape reads as its elements in
			// row-major order, as a dense list of that shape does (up to
			// maxSplatList of them: larger is not a list of sizes).
			n := int64(1)
			for _, d := range x.Shape() {
				if d < 0 || (d > 0 && n > maxSplatList/d) {
					return nil, false
				}
				n *= d
			}
			out := make([]int64, n)
			for i := range out {
				out[i] = x.Ints[0]
			}
			return out, true
		}
		if x.Ints == nil {
			return []int64{}, true
		}
		return x.Ints, true
	case *ArrayAttr:
		out := make([]int64, len(x.Elems))
		for i, e := range x.Elems {
			ia, ok := e.(*IntegerAttr)
			if !ok || ia.Big != nil {
				return nil, false
			}
			out[i] = ia.Value
		}
		return out, true
	}
	return nil, false
}

// EnumAttrText builds the dialect enum attribute `#dialect<kind WORD>`.
func EnumAttrText(dialect, kind, word string) string {
	return "#" + dialect + "<" + kind + " " + word + ">"
}

// EnumWord extracts WORD from `#dialect<kind WORD>`.
func EnumWord(text, kind string) (string, bool) {
	i := strings.IndexByte(text, '<')
	if i < 0 || !strings.HasSuffix(text, ">") {
		return "", false
	}
	body := strings.TrimSpace(text[i+1 : len(text)-1])
	if !strings.HasPrefix(body, kind+" ") {
		return "", false
	}
	w := strings.TrimSpace(body[len(kind)+1:])
	if w == "" || strings.ContainsAny(w, " <>,") {
		return "", false
	}
	return w, true
}
