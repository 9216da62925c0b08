package shapes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"testing"
)

// The early returns of layoutRule and computeRule list the ops their
// switches handle; an op missing from such a list would never reach its
// case. Both lists must name exactly the ops of the cases.
func TestRuleKeysMatchCases(t *testing.T) {
	for _, tc := range []struct {
		file, fn string
		// the switch on key that holds the rules (the last one in fn)
		keys func(*ast.FuncDecl) []string
		want []string
	}{
		{"rules_layout.go", "layoutRule", lastSwitchCases, slices.Sorted(maps.Keys(layoutKeys))},
		{"rules_compute.go", "computeRule", lastSwitchCases, nil},
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, tc.file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		var fn *ast.FuncDecl
		for _, d := range f.Decls {
			if d, ok := d.(*ast.FuncDecl); ok && d.Name.Name == tc.fn {
				fn = d
			}
		}
		if fn == nil {
			t.Fatalf("%s: no func %s", tc.file, tc.fn)
		}
		got := tc.keys(fn)
		want := tc.want
		if want == nil { // computeRule: its first switch lists the keys
			want = firstSwitchCases(fn)
		}
		if len(got) == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: cases %v, early-return list %v", tc.fn, got, want)
		}
	}
}

// switches returns the `switch key` statements of fn in source order.
func switches(fn *ast.FuncDecl) []*ast.SwitchStmt {
	var out []*ast.SwitchStmt
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		if s, ok := n.(*ast.SwitchStmt); ok {
			if id, ok := s.Tag.(*ast.Ident); ok && id.Name == "key" {
				out = append(out, s)
			}
		}
		return true
	})
	return out
}

func casesOf(s *ast.SwitchStmt) []string {
	var out []string
	for _, c := range s.Body.List {
		for _, e := range c.(*ast.CaseClause).List {
			if lit, ok := e.(*ast.BasicLit); ok {
				if v, err := strconv.Unquote(lit.Value); err == nil {
					out = append(out, v)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

func lastSwitchCases(fn *ast.FuncDecl) []string {
	ss := switches(fn)
	if len(ss) == 0 {
		return nil
	}
	return casesOf(ss[len(ss)-1])
}

func firstSwitchCases(fn *ast.FuncDecl) []string {
	ss := switches(fn)
	if len(ss) == 0 {
		return nil
	}
	return casesOf(ss[0])
}
