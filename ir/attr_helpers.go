package ir

import "strings"

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
			dims := x.Shape()
			if len(dims) != 1 || dims[0] < 0 {
				return nil, false
			}
			out := make([]int64, dims[0])
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
