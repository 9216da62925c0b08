#loc = loc("model.py":1:1)
module {
  func.func @f(%a: tensor<f32>) -> tensor<f32> {
    return %a : tensor<f32>
  } loc(#loc)
} loc(#loc)
------ END OF MLIR MODULE ------
