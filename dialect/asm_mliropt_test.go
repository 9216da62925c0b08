package dialect_test

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/internal/testtool"
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
		testtool.Missing(t, "mlir-opt-19 not found")
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

// fidelitySample adds arith's default-valued flags and more named results
// to what TestPrintMatchesMlirOpt compares.
const fidelitySample = `func.func @arith(%a: i32, %b: i32, %x: f32, %y: f32, %i: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.shli %a, %b : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.addf %x, %y : f32
  %6 = arith.subf %x, %y : f32
  %7 = arith.mulf %x, %y : f32
  %8 = arith.divf %x, %y : f32
  %9 = arith.remf %x, %y : f32
  %10 = arith.negf %x : f32
  %11 = arith.maximumf %x, %y : f32
  %12 = arith.minnumf %x, %y : f32
  %13 = arith.cmpf olt, %x, %y : f32
  %14 = arith.cmpi slt, %a, %b : i32
  %15 = arith.extf %x : f32 to f64
  %16 = arith.truncf %15 : f64 to f32
  %17 = arith.trunci %a : i32 to i8
  %18 = arith.index_cast %a : i32 to index
  %19 = arith.sitofp %a : i32 to f32
  %20 = arith.select %14, %a, %b : i32
  %21 = arith.shrsi %a, %b : i32
  %22 = arith.maxsi %a, %b : i32
  %23 = arith.ceildivsi %a, %b : i32
  %24 = arith.addi %a, %b overflow<nsw> : i32
  %25 = arith.addf %x, %y fastmath<fast> : f32
  return
}
func.func @flags(%x: f32, %a: i32) {
  %0 = arith.addf %x, %x fastmath<nnan, ninf> : f32
  %1 = arith.addi %a, %a overflow<nsw, nuw> : i32
  %2 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  return
}
func.func @names(%t: tensor<?xf32>, %m: memref<?xf32>, %i: index) {
  %0 = memref.alloca(%i) : memref<?xf32>
  %1 = memref.cast %m : memref<?xf32> to memref<4xf32>
  %2 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  %3 = bufferization.to_memref %t : memref<?xf32>
  %4 = bufferization.to_tensor %m : memref<?xf32>
  %5 = shape.shape_of %t : tensor<?xf32> -> tensor<1xindex>
  %6 = shape.broadcast %5, %5 : tensor<1xindex>, tensor<1xindex> -> tensor<1xindex>
  %7 = shape.cstr_eq %5, %5 : tensor<1xindex>, tensor<1xindex>
  %8 = shape.assuming_all %7, %7
  %9 = shape.const_witness true
  %10 = tensor.empty(%i) : tensor<?xf32>
  return
}
func.func @fconst() -> ((i32) -> i32) {
  %0 = func.constant @fconst_callee : (i32) -> i32
  return %0 : (i32) -> i32
}
func.func private @fconst_callee(i32) -> i32
func.func @quant(%a: tensor<2x!quant.uniform<ui8:f32, 34.0:16>>, %b: tensor<!quant.uniform<i8<-127:127>:f32:0, {0.072314441204071045,0.050758145749568939}>>, %c: tensor<!quant.uniform<i8:f32, 1.0>>, %d: tensor<!quant.uniform<i8<-128:127>:f32, 2.0:-3>>, %e: tensor<!quant.uniform<u8<0:255>:f16, 0.5:0>>, %g: tensor<!quant.uniform<i4:f32:1, {2.0e+0:16, 3.0:32}>>, %h: tensor<!quant.uniform<i8:f32, 0.1>>, %i: tensor<!quant.uniform<si8:bf16, 1.5:2>>, %j: tensor<!quant.uniform<i16:f32, 0x3FF0000000000000>>) {
  return
}
`

// TestPrintMatchesMlirOpt prints the samples, in the pretty and in the
// generic form, and compares the text with mlir-opt-19's print of the same
// input: value names, attribute types, default properties and formats must
// agree to the character.
func TestPrintMatchesMlirOpt(t *testing.T) {
	tool, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		testtool.Missing(t, "mlir-opt-19 not found")
	}
	reg := dialect.NewRegistry()
	for _, src := range []string{coreDialectSample, fidelitySample} {
		f, err := parser.Parse("sample.mlir", []byte(src), reg, parser.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, generic := range []bool{false, true} {
			var ours bytes.Buffer
			if err := ir.PrintFile(&ours, f, ir.PrintOptions{Generic: generic}); err != nil {
				t.Fatal(err)
			}
			args := []string{"-"}
			if generic {
				args = append(args, "--mlir-print-op-generic")
			}
			cmd := exec.Command(tool, args...)
			cmd.Stdin = strings.NewReader(src)
			theirs, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("mlir-opt: %v\n%s", err, theirs)
			}
			if a, b := strings.TrimRight(ours.String(), "\n"), strings.TrimRight(string(theirs), "\n"); a != b {
				t.Errorf("generic=%v: symopt prints\n%s\nmlir-opt prints\n%s", generic, a, b)
			}
		}
	}
}
