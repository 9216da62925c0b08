package parser_test

import (
	"errors"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
)

// TestErrorNotes: errors about a value carry a note pointing back at its
// definition or first use, with mlir-opt-19's positions and words.
func TestErrorNotes(t *testing.T) {
	tests := []struct {
		name, src string
		err, note string
	}{
		{"redefinition", "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  %0 = arith.addi %a, %a : i32\n  return\n}",
			"t.mlir:3:3: error: redefinition of SSA value '%0'", "t.mlir:2:3: note: previously defined here"},
		{"use after definition", "func.func @f() {\n  %1:2 = \"t.z\"() : () -> (f32, f32)\n  %0 = \"t.x\"(%1#1) : (i32) -> i32\n  return\n}",
			"t.mlir:3:14: error: use of value '%1' expects different type than prior uses: 'i32' vs 'f32'", "t.mlir:2:3: note: prior use here"},
		{"two forward uses", "func.func @f() {\n  %0 = \"t.x\"(%1) : (i32) -> i32\n  %2 = \"t.y\"(%1) : (f32) -> i32\n  %1 = \"t.z\"() : () -> i32\n  return\n}",
			"t.mlir:3:14: error: use of value '%1' expects different type than prior uses: 'f32' vs 'i32'", "t.mlir:2:14: note: prior use here"},
		{"definition after a forward use", "func.func @f() {\n  %0 = \"t.x\"(%1) : (i32) -> i32\n  %1 = \"t.z\"() : () -> f32\n  return\n}",
			"t.mlir:3:3: error: definition of SSA value '%1#0' has type 'f32'", "t.mlir:2:14: note: previously used here with type 'i32'"},
		{"function argument", "func.func @f(%a: i32) {\n  %0 = \"t.x\"(%a) : (f32) -> i32\n  return\n}",
			"t.mlir:2:14: error: use of value '%a' expects different type than prior uses: 'f32' vs 'i32'", "t.mlir:1:14: note: prior use here"},
		{"block argument", "func.func @f() {\n  \"t.br\"()[^bb1] : () -> ()\n^bb1(%b: i32):\n  %0 = \"t.x\"(%b) : (f32) -> i32\n  return\n}",
			"t.mlir:4:14: error: use of value '%b' expects different type than prior uses: 'f32' vs 'i32'", "t.mlir:3:6: note: prior use here"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parser.Parse("t.mlir", []byte(tc.src), dialect.NewRegistry(), parser.Options{AllowUnregistered: true})
			var list diag.List
			if !errors.As(err, &list) || len(list) != 1 {
				t.Fatalf("got %v, want one error", err)
			}
			d := list[0]
			if d.Error() != tc.err {
				t.Errorf("error %q, want %q", d.Error(), tc.err)
			}
			if len(d.Notes) != 1 || d.Notes[0].Error() != tc.note {
				t.Errorf("notes %v, want %q", d.Notes, tc.note)
			}
		})
	}
}
