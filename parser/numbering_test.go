package parser_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestValueNumbering: values, block arguments and block headers print as
// mlir-opt-19 prints them (the expected texts are its output): a region is
// numbered before the regions nested in it, sibling regions share their
// starting numbers in the pretty form and not in the generic one, isolated
// ops do not restart the numbering, arguments of blocks other than the
// entry are numbered like results, and block headers name their
// predecessors.
func TestValueNumbering(t *testing.T) {
	tests := []struct {
		name, src string
		generic   bool
		want      string
	}{
		{"nested regions, pretty", `func.func @f(%a: i32) -> i32 {
  %0 = "t.a"(%a) : (i32) -> i32
  %1 = "t.r"(%0) ({
  ^bb0(%x: i32, %y: i32):
    %5 = "t.in"(%x) : (i32) -> i32
    "t.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%z: i32):
    "t.yield"(%z) : (i32) -> ()
  }, {
  ^bb0(%w: i32):
    %6 = "t.in2"(%w) : (i32) -> i32
    "t.yield"(%6) : (i32) -> ()
  }) : (i32) -> i32
  %2 = "t.b"(%1) : (i32) -> i32
  "t.wrap"() ({
    %7 = "t.c"() : () -> i32
    "builtin.module"() ({
      func.func @g(%q: i32) -> i32 {
        %8 = "t.d"(%q) : (i32) -> i32
        return %8 : i32
      }
    }) : () -> ()
  }) : () -> ()
  return %2 : i32
}
`, false, `module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "t.a"(%arg0) : (i32) -> i32
    %1 = "t.r"(%0) ({
    ^bb0(%arg1: i32, %arg2: i32):
      %3 = "t.in"(%arg1) : (i32) -> i32
      "t.br"(%3)[^bb1] : (i32) -> ()
    ^bb1(%4: i32):  // pred: ^bb0
      "t.yield"(%4) : (i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      %3 = "t.in2"(%arg1) : (i32) -> i32
      "t.yield"(%3) : (i32) -> ()
    }) : (i32) -> i32
    %2 = "t.b"(%1) : (i32) -> i32
    "t.wrap"() ({
      %3 = "t.c"() : () -> i32
      builtin.module {
        func.func @g(%arg1: i32) -> i32 {
          %4 = "t.d"(%arg1) : (i32) -> i32
          return %4 : i32
        }
      }
    }) : () -> ()
    return %2 : i32
  }
}
`},
		{"nested regions, generic", `func.func @f(%a: i32) -> i32 {
  %0 = "t.a"(%a) : (i32) -> i32
  %1 = "t.r"(%0) ({
  ^bb0(%x: i32, %y: i32):
    %5 = "t.in"(%x) : (i32) -> i32
    "t.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%z: i32):
    "t.yield"(%z) : (i32) -> ()
  }, {
  ^bb0(%w: i32):
    %6 = "t.in2"(%w) : (i32) -> i32
    "t.yield"(%6) : (i32) -> ()
  }) : (i32) -> i32
  %2 = "t.b"(%1) : (i32) -> i32
  "t.wrap"() ({
    %7 = "t.c"() : () -> i32
    "builtin.module"() ({
      func.func @g(%q: i32) -> i32 {
        %8 = "t.d"(%q) : (i32) -> i32
        return %8 : i32
      }
    }) : () -> ()
  }) : () -> ()
  return %2 : i32
}
`, true, `"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "t.a"(%arg0) : (i32) -> i32
    %1 = "t.r"(%0) ({
    ^bb0(%arg3: i32, %arg4: i32):
      %6 = "t.in"(%arg3) : (i32) -> i32
      "t.br"(%6)[^bb1] : (i32) -> ()
    ^bb1(%7: i32):  // pred: ^bb0
      "t.yield"(%7) : (i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      %5 = "t.in2"(%arg2) : (i32) -> i32
      "t.yield"(%5) : (i32) -> ()
    }) : (i32) -> i32
    %2 = "t.b"(%1) : (i32) -> i32
    "t.wrap"() ({
      %3 = "t.c"() : () -> i32
      "builtin.module"() ({
        "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
        ^bb0(%arg1: i32):
          %4 = "t.d"(%arg1) : (i32) -> i32
          "func.return"(%4) : (i32) -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
`},
		{"predecessor comments", `func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  return
^bb3:
  return
}
`, false, `module {
  func.func @f(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    return
  ^bb3:  // no predecessors
    return
  }
}
`},
		{"predecessor comments, generic", `func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  return
^bb3:
  return
}
`, true, `"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.cond_br"(%arg0)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    "func.return"() : () -> ()
  ^bb3:  // no predecessors
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
`},
	}
	reg := dialect.NewRegistry()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := printWith(t, parseAny(t, reg, tc.src), ir.PrintOptions{Generic: tc.generic})
			if got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
			// The printed text reads back and prints the same.
			if again := printWith(t, parseAny(t, reg, got), ir.PrintOptions{Generic: tc.generic}); again != got {
				t.Errorf("not a fixed point:\n%s", again)
			}
		})
	}
}

// parseAny parses src accepting unregistered ops.
func parseAny(t *testing.T, reg *ir.Registry, src string) *ir.File {
	t.Helper()
	f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return f
}
