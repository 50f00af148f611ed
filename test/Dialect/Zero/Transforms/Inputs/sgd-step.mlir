// Plain SGD: the update reads no optimizer state, so there is nothing for
// zero-shard's offload to move.
func.func @sgd_step(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                    %dw: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %lr = arith.constant dense<0.1> : tensor<8xf32>
  %step = arith.mulf %g, %lr : tensor<8xf32>
  %new = arith.subf %w, %step : tensor<8xf32>
  return %new : tensor<8xf32>
}
