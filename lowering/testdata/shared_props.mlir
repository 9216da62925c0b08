func.func @props(%x: tensor<?xf32>, %y: tensor<?xf32>, %w: tensor<?x?xf32>) -> tensor<?xf32> {
  %a = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  %af = stablehlo.convert %a : (tensor<?xi1>) -> tensor<?xf32>
  %d = stablehlo.dot %w, %af : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %b = "stablehlo.compare"(%d, %y) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  %bf = stablehlo.convert %b : (tensor<?xi1>) -> tensor<?xf32>
  return %bf : tensor<?xf32>
}
