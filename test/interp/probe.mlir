// interpreter.probe records a value each time it runs, in a directory of
// .npy files listed in index.csv; check.expect_serialized_eq reads them
// back by probe id and iteration. Without --probe-output-dir the run uses
// a temporary directory.
// RUN: rm -rf %t && mkdir -p %t
// RUN: symopt-run --split-input-file %s --probe-output-dir %t/probes | filecheck %s
// RUN: cat %t/probes/index.csv | filecheck %s --check-prefix=INDEX
// RUN: symopt-run --split-input-file -q %s
// RUN: symopt %s --split-input-file | filecheck %s --check-prefix=PRINT

// An empty piece runs nothing.

// -----

// CHECK: @loop: ok (no results)
// PRINT-LABEL: func.func @loop
func.func @loop() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %s = %zero) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %j = stablehlo.add %i, %one : tensor<i32>
    %sq = stablehlo.multiply %j, %j : tensor<i32>
    // PRINT: interpreter.probe %{{.*}}, probe_id = "squares, with a comma" : tensor<i32>
    %p = interpreter.probe %sq, probe_id = "squares, with a comma" : tensor<i32>
    stablehlo.return %j, %p : tensor<i32>, tensor<i32>
  }
  %nine = stablehlo.constant dense<9> : tensor<i32>
  // PRINT: check.expect_serialized_eq %{{.*}}, probe_id = "squares, with a comma" : tensor<i32>
  check.expect_serialized_eq %one, probe_id = "squares, with a comma" : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  // PRINT: check.expect_serialized_eq %{{.*}}, probe_id = "squares, with a comma", iter = 1 : tensor<i32>
  check.expect_serialized_eq %four, probe_id = "squares, with a comma", iter = 1 : tensor<i32>
  check.expect_serialized_eq %nine, probe_id = "squares, with a comma", iter = 2 : tensor<i32>
  func.return
}

// -----

// CHECK: @bf16: ok (no results)
func.func @bf16() {
  %x = stablehlo.constant dense<[[1.5, -2.0]]> : tensor<1x2xbf16>
  %p = interpreter.probe %x, probe_id = "p/1" : tensor<1x2xbf16>
  check.expect_serialized_eq %x, probe_id = "p/1" : tensor<1x2xbf16>
  func.return
}

// INDEX: "squares, with a comma",tensor<i32>,{{.*}}probe{{.*}}.npy
// INDEX-NEXT: "squares, with a comma",tensor<i32>,
// INDEX-NEXT: "squares, with a comma",tensor<i32>,
// INDEX-NEXT: p/1,tensor<1x2xbf16>,{{.*}}.npy
