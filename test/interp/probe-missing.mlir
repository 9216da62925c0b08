// A serialized check of a run the probe did not make fails like any
// check (exit 1), naming the probe.
// RUN: not symopt-run %s 2>&1 | filecheck %s

func.func @main() {
  %x = stablehlo.constant dense<1> : tensor<i32>
  %p = interpreter.probe %x, probe_id = "q" : tensor<i32>
  // CHECK: probe-missing.mlir:[[@LINE+1]]:3: check.expect_serialized_eq: check failed: probe "q" ran 1 times, no iteration 1
  check.expect_serialized_eq %x, probe_id = "q", iter = 1 : tensor<i32>
  %y = stablehlo.constant dense<2> : tensor<i32>
  %q = interpreter.probe %y, probe_id = "r" : tensor<i32>
  func.return
}
