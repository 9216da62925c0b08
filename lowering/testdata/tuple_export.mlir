// An MHLO module as TF and older JAX exports write it: a private function
// taking and returning a tuple, taken apart by get_tuple_element.
module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
    %0 = mhlo.tuple %arg0, %arg1 : tuple<tensor<?x4xf32>, tensor<?x4xf32>>
    %1 = call @step(%0) : (tuple<tensor<?x4xf32>, tensor<?x4xf32>>) -> tuple<tensor<?x4xf32>, tensor<?x4xf32>>
    %2 = call @step(%1) : (tuple<tensor<?x4xf32>, tensor<?x4xf32>>) -> tuple<tensor<?x4xf32>, tensor<?x4xf32>>
    %3 = mhlo.get_tuple_element %2[0] : (tuple<tensor<?x4xf32>, tensor<?x4xf32>>) -> tensor<?x4xf32>
    %4 = mhlo.get_tuple_element %2[1] : (tuple<tensor<?x4xf32>, tensor<?x4xf32>>) -> tensor<?x4xf32>
    return %3, %4 : tensor<?x4xf32>, tensor<?x4xf32>
  }
  func.func private @step(%arg0: tuple<tensor<?x4xf32>, tensor<?x4xf32>>) -> tuple<tensor<?x4xf32>, tensor<?x4xf32>> {
    %0 = mhlo.get_tuple_element %arg0[0] : (tuple<tensor<?x4xf32>, tensor<?x4xf32>>) -> tensor<?x4xf32>
    %1 = mhlo.get_tuple_element %arg0[1] : (tuple<tensor<?x4xf32>, tensor<?x4xf32>>) -> tensor<?x4xf32>
    %2 = mhlo.tanh %0 : tensor<?x4xf32>
    %3 = mhlo.add %2, %1 : tensor<?x4xf32>
    %4 = mhlo.tuple %3, %2 : tuple<tensor<?x4xf32>, tensor<?x4xf32>>
    return %4 : tuple<tensor<?x4xf32>, tensor<?x4xf32>>
  }
}
