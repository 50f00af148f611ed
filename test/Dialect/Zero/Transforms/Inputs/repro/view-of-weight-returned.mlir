func.func @train_step(%w: tensor<2x4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<2x4xf32>)
    -> (tensor<2x4xf32> {zero.state = #zero.state<weight, "w">}, tensor<8xf32>) {
  %r = tensor.collapse_shape %w [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x4xf32>
  %w2 = arith.subf %w, %g : tensor<2x4xf32>
  return %w2, %r : tensor<2x4xf32>, tensor<8xf32>
}
