func.func @train_step(%w: tensor<1099511627776xf32> {zero.state = #zero.state<weight, "w">}, %p: tensor<1099511627776xf32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<1099511627776xf32>, %x: tensor<1099511627776xf32>)
    -> (tensor<1099511627776xf32> {zero.state = #zero.state<weight, "w">}, tensor<1099511627776xf32> {zero.state = #zero.state<optimizer, "w">}, tensor<1099511627776xf32>) {
  %y = arith.mulf %w, %x : tensor<1099511627776xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<1099511627776xf32>
  %p2 = arith.subf %p, %g : tensor<1099511627776xf32>
  %w2 = arith.subf %w, %g : tensor<1099511627776xf32>
  return %w2, %p2, %y : tensor<1099511627776xf32>, tensor<1099511627776xf32>, tensor<1099511627776xf32>
}
