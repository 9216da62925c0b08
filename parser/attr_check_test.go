package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestAttrCheckReportsAtTheAttribute runs a registered dialect attribute
// check and expects its failure at the attribute's parameters, on the
// attribute's own line, also when the dialect is reached through an alias.
func TestAttrCheckReportsAtTheAttribute(t *testing.T) {
	reg := ir.NewRegistry()
	reg.AliasDialect("old", "new")
	reg.RegisterAttrCheck("new.limit", func(text string) error {
		if strings.Contains(text, "n = 0") {
			return errors.New("n must be positive")
		}
		return nil
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
