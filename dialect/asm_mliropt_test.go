package dialect_test

import (
	"bytes"
	"os"
	"os/exec"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// coreDialectSample uses only ops that mlir-opt knows, so that mlir-opt
// can check the text our formats print.
const coreDialectSample = `func.func public @main(%arg0: tensor<?xf32> {test.arg = 1 : i32}, %arg1: index, %arg2: i32) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = tensor.dim %arg0, %c0 : tensor<?xf32>
  %sum = arith.addi %d, %arg1 : index
  %cmp = arith.cmpi slt, %sum, %c1 : index
  %sel = arith.select %cmp, %sum, %c1 : index
  %cast = arith.index_cast %arg2 : i32 to index
  %e = tensor.empty(%sel) : tensor<?xf32>
  %s = tensor.cast %e : tensor<?xf32> to tensor<?xf32>
  %shape = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
  %w = shape.cstr_broadcastable %shape, %shape : tensor<1xindex>, tensor<1xindex>
  %r = shape.assuming %w -> (tensor<?xf32>) {
    shape.assuming_yield %s : tensor<?xf32>
  }
  %n = shape.num_elements %shape : tensor<1xindex> -> index
  %cs = shape.const_shape [1, 2] : tensor<2xindex>
  %fe = tensor.from_elements %n, %cast : tensor<2xindex>
  %x = tensor.extract %fe[%c0] : tensor<2xindex>
  %m = memref.alloc(%x) : memref<?xf32>
  %v = memref.load %m[%c0] : memref<?xf32>
  memref.store %v, %m[%c1] : memref<?xf32>
  %md = memref.dim %m, %c0 : memref<?xf32>
  scf.if %cmp {
    memref.store %v, %m[%c1] : memref<?xf32>
  }
  scf.for %j = %c0 to %md step %c1 {
    memref.store %v, %m[%j] : memref<?xf32>
  }
  shape.assuming %w {
    %z = arith.addi %c0, %c1 : index
  }
  memref.dealloc %m : memref<?xf32>
  %loop = scf.for %i = %c0 to %md step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  %if = scf.if %cmp -> (index) {
    scf.yield %loop : index
  } else {
    scf.yield %c1 : index
  }
  %call = func.call @callee(%if) : (index) -> index
  return %r, %call : tensor<?xf32>, index
}
func.func private @callee(index) -> index
func.func @branches(%c: i1 loc("b.py":1:2), %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return %a : i32
}
`

// TestAsmAcceptedByMlirOpt prints the sample with our formats and has
// mlir-opt-19 parse and verify the text.
func TestAsmAcceptedByMlirOpt(t *testing.T) {
	tool, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("mlir-opt-19 not found")
		}
		t.Skip("mlir-opt-19 not found")
	}
	reg := dialect.NewRegistry()
	f, err := parser.Parse("sample.mlir", []byte(coreDialectSample), reg, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []ir.PrintOptions{{}, {DebugInfo: true}} {
		var printed bytes.Buffer
		if err := ir.PrintFile(&printed, f, opts); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(tool, "--allow-unregistered-dialect", "--mlir-print-debuginfo", "-")
		cmd.Stdin = &printed
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("mlir-opt rejects our output: %v\n%s\n--- printed:\n%s", err, out, printed.String())
		}
		// mlir-opt's own output must read back too.
		if _, err := parser.Parse("mlir-opt.mlir", out, reg, parser.Options{}); err != nil {
			t.Fatalf("mlir-opt output does not parse: %v\n%s", err, out)
		}
		if opts.DebugInfo && !bytes.Contains(out, []byte(`%arg0: i1 loc("b.py":1:2)`)) {
			t.Errorf("the argument location did not reach mlir-opt:\n%s", out)
		}
	}
}
