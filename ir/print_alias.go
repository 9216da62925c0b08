package ir

import (
	"bytes"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Attribute aliases. MLIR's printer names some attributes once at the top
// of the output and refers to them by name: affine maps `#map`, integer
// sets `#set`, sparse tensor encodings `#sparse` (further distinct ones
// `#map1`, `#sparse1`, ...), the definitions sorted by name and then by
// first use:
//
//	#map = affine_map<(d0) -> (d0 + 1)>
//	#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
//	module {
//	  func.func @f(%arg0: tensor<10x20xf32, #sparse>, %arg1: memref<4xf32, #map>) ...
//
// Such attributes are kept as text here, so the printer finds them in its
// output (outside string literals) and rewrites it.

// aliasKinds are the attribute spellings that get an alias, and its name.
var aliasKinds = []struct{ prefix, name string }{
	{"affine_map<", "map"},
	{"affine_set<", "set"},
	{"#sparse_tensor.encoding<", "sparse"},
}

// aliasUse is one occurrence of an aliased attribute in the output.
type aliasUse struct {
	start, end int
	kind       int
}

// writeAliased writes text to w, with aliased attributes replaced by their
// names and the alias definitions first.
func writeAliased(w io.Writer, text []byte) error {
	uses := findAliasUses(text)
	if len(uses) == 0 {
		_, err := w.Write(text)
		return err
	}
	// Number the distinct texts of each kind in order of first use.
	type alias struct {
		kind, index int
		text        string
	}
	byText := map[string]*alias{}
	var aliases []*alias
	count := make([]int, len(aliasKinds))
	for _, u := range uses {
		t := string(text[u.start:u.end])
		if byText[t] == nil {
			a := &alias{kind: u.kind, index: count[u.kind], text: t}
			count[u.kind]++
			byText[t] = a
			aliases = append(aliases, a)
		}
	}
	name := func(a *alias) string {
		n := "#" + aliasKinds[a.kind].name
		if a.index > 0 {
			n += strconv.Itoa(a.index)
		}
		return n
	}
	sort.SliceStable(aliases, func(i, j int) bool {
		return aliasKinds[aliases[i].kind].name < aliasKinds[aliases[j].kind].name
	})
	var out bytes.Buffer
	out.Grow(len(text))
	for _, a := range aliases {
		out.WriteString(name(a) + " = " + a.text + "\n")
	}
	prev := 0
	for _, u := range uses {
		out.Write(text[prev:u.start])
		out.WriteString(name(byText[string(text[u.start:u.end])]))
		prev = u.end
	}
	out.Write(text[prev:])
	_, err := w.Write(out.Bytes())
	return err
}

// findAliasUses lists the aliased attributes in text, skipping string
// literals and the resource trailer.
func findAliasUses(text []byte) []aliasUse {
	found := false
	for _, k := range aliasKinds {
		found = found || bytes.Contains(text, []byte(k.prefix))
	}
	if !found {
		return nil
	}
	var uses []aliasUse
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '"':
			i = stringEnd(text, i)
			continue
		case c == '{' && bytes.HasPrefix(text[i:], []byte("{-#")):
			return uses
		}
		if i > 0 && isIdentByte(text[i-1]) {
			continue
		}
		k := aliasKindAt(text, i)
		if k < 0 {
			if end := dialectSyntaxEnd(text, i); end > 0 {
				i = end - 1 // another dialect's attribute or type: left as written
			}
			continue
		}
		end := angleEnd(text, i+len(aliasKinds[k].prefix)-1)
		if end < 0 {
			continue
		}
		// Only an attribute standing as a value (after `= `, `[` or `, `,
		// before a delimiter) is aliased; one inside other text stays, as
		// the parser would not read a name there.
		before := i == 0 || text[i-1] == ' ' || text[i-1] == '[' || text[i-1] == ','
		after := end == len(text) || bytes.IndexByte([]byte(",]}>) \n"), text[end]) >= 0
		if !before || !after {
			i = end - 1
			continue
		}
		uses = append(uses, aliasUse{i, end, k})
		i = end - 1
	}
	return uses
}

// aliasKindAt returns the index in aliasKinds of the attribute starting
// at text[i], or -1.
func aliasKindAt(text []byte, i int) int {
	for k, kind := range aliasKinds {
		if bytes.HasPrefix(text[i:], []byte(kind.prefix)) {
			return k
		}
	}
	return -1
}

// dialectSyntaxEnd returns the end of a `#name<...>` or `!name<...>` at
// text[i], or -1 when there is none.
func dialectSyntaxEnd(text []byte, i int) int {
	if text[i] != '#' && text[i] != '!' {
		return -1
	}
	j := i + 1
	for j < len(text) && isIdentByte(text[j]) {
		j++
	}
	if j == i+1 || j >= len(text) || text[j] != '<' {
		return -1
	}
	return angleEnd(text, j)
}

// stringEnd returns the index of the quote closing the string literal
// that starts at text[i].
func stringEnd(text []byte, i int) int {
	for j := i + 1; j < len(text); j++ {
		switch text[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(text)
}

// angleEnd returns the index just past the '>' matching the '<' at
// text[open], or -1.
func angleEnd(text []byte, open int) int {
	depth := 0
	for j := open; j < len(text); j++ {
		switch text[j] {
		case '<':
			depth++
		case '>':
			if j > 0 && text[j-1] == '-' || j+1 < len(text) && text[j+1] == '=' {
				continue // `->` in a map, `>=` in a set
			}
			depth--
			if depth == 0 {
				return j + 1
			}
		case '"', '\n':
			return -1
		}
	}
	return -1
}

func isIdentByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$'
}

// holdsAliased reports whether op or anything nested in it holds an
// attribute that prints as an alias, in its attributes, properties or
// the types of its results and block arguments. Type texts are looked at
// once per distinct type.
func holdsAliased(op *Operation) bool {
	seen := map[Type]bool{}
	typeHas := func(t Type) bool {
		if t == nil || seen[t] {
			return false
		}
		seen[t] = true
		return hasAliasText(t.String())
	}
	var attrHas func(a Attribute) bool
	attrHas = func(a Attribute) bool {
		switch x := a.(type) {
		case *VerbatimAttr:
			return hasAliasText(x.Text)
		case *TypeAttr:
			return typeHas(x.Type)
		case *ArrayAttr:
			for _, e := range x.Elems {
				if attrHas(e) {
					return true
				}
			}
		case *DictAttr:
			for _, e := range x.Entries {
				if attrHas(e.Value) {
					return true
				}
			}
		case *DenseElementsAttr:
			return typeHas(x.Type)
		case *DenseResourceAttr:
			return typeHas(x.Type)
		}
		return false
	}
	found := false
	op.Walk(func(o *Operation) bool {
		for _, a := range o.attrs {
			found = found || attrHas(a.Value)
		}
		found = found || o.Props != nil && attrHas(o.Props)
		for _, r := range o.results {
			found = found || typeHas(r.typ)
		}
		for _, r := range o.Regions {
			for _, b := range r.Blocks {
				for _, a := range b.args {
					found = found || typeHas(a.typ)
				}
			}
		}
		return !found
	})
	return found
}

func hasAliasText(s string) bool {
	for _, k := range aliasKinds {
		if strings.Contains(s, k.prefix) {
			return true
		}
	}
	return false
}
