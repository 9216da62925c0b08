package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestAttrCheckReportsAtTheAttribute runs a registered dialect attribute
// hook and expects its failure at the attribute's parameters, on the
// attribute's own line, also when the dialect is reached through an alias.
func TestAttrCheckReportsAtTheAttribute(t *testing.T) {
	reg := ir.NewRegistry()
	reg.AliasDialect("old", "new")
	reg.RegisterAttrHook("new.limit", func(text string) (string, error) {
		if strings.Contains(text, "n = 0") {
			return "", errors.New("n must be positive")
		}
		return "", nil
	})
	tests := []struct {
		name, src string
		want      string // "" when the input parses
	}{
		{"failing check", "\"a.x\"() {\n  v = #new.limit<n = 0>\n} : () -> ()", "t.mlir:2:17: error: n must be positive"},
		{"alias spelling", "\"a.x\"() {v = #old.limit<n = 0>} : () -> ()", "t.mlir:1:24: error: n must be positive"},
		{"in properties", "\"a.x\"() <{v = #new.limit<n = 0>}> : () -> ()", "t.mlir:1:25: error: n must be positive"},
		{"passing check", "\"a.x\"() {v = #new.limit<n = 1>} : () -> ()", ""},
		{"other attribute", "\"a.x\"() {v = #new.other<n = 0>} : () -> ()", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := parseErrors(t, tc.src, reg, parser.Options{AllowUnregistered: true})
			if tc.want == "" {
				if len(got) != 0 {
					t.Fatalf("unexpected errors: %q", got)
				}
				return
			}
			if len(got) != 1 || !strings.HasPrefix(got[0], tc.want) {
				t.Fatalf("got %q, want one diagnostic starting %q", got, tc.want)
			}
		})
	}
}

// TestAttrHookCanonicalizes: the text a hook returns replaces the
// attribute's text, in generic attribute syntax and in text a custom
// format builds.
func TestAttrHookCanonicalizes(t *testing.T) {
	reg := ir.NewRegistry()
	reg.RegisterAttrHook("new.pair", func(text string) (string, error) {
		return strings.Join(strings.Fields(text), ""), nil
	})
	tests := []struct{ name, src, want string }{
		{"spacing dropped", "\"a.x\"() {v = #new.pair<1,\n   2>} : () -> ()", "#new.pair<1,2>"},
		{"other attribute kept", "\"a.x\"() {v = #new.other<1,   2>} : () -> ()", "#new.other<1,   2>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := parser.Parse("t.mlir", []byte(tc.src), reg, parser.Options{AllowUnregistered: true})
			if err != nil {
				t.Fatal(err)
			}
			var got string
			f.Module.Walk(func(op *ir.Operation) bool {
				if a := op.Attr("v"); a != nil {
					got = a.String()
				}
				return true
			})
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
