func.func @train_step(%w: tensor<2x4xf32> {zero.state = #zero.state<weight, "w">},
                      %v: tensor<8xf32> {zero.state = #zero.state<weight, "v">},
                      %dw: tensor<2x4xf32>, %dv: tensor<8xf32>)
    -> (tensor<2x4xf32> {zero.state = #zero.state<weight, "w">},
        tensor<8xf32> {zero.state = #zero.state<weight, "v">}, tensor<8xf32>) {
  %c = tensor.cast %w : tensor<2x4xf32> to tensor<2x4xf32>
  %r = tensor.collapse_shape %c [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %fwd = arith.addf %r, %r : tensor<8xf32>
  %mid = arith.mulf %fwd, %v : tensor<8xf32>
  %bwd = arith.mulf %r, %mid : tensor<8xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x4xf32>
  %gv = zero.annotate %dv as <grad, "v"> : tensor<8xf32>
  %w2 = arith.subf %w, %g : tensor<2x4xf32>
  %v2 = arith.subf %v, %gv : tensor<8xf32>
  return %w2, %v2, %bwd : tensor<2x4xf32>, tensor<8xf32>, tensor<8xf32>
}
