module {
  module @inner {
    func.func @train_step(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %p: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<8xf32>)
        -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}, tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}) {
      %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
      %p2 = arith.subf %p, %g : tensor<8xf32>
      %w2 = arith.subf %w, %g : tensor<8xf32>
      return %w2, %p2 : tensor<8xf32>, tensor<8xf32>
    }
  }
}
