func.func @train_step(%w: tensor<1xi64> {zero.state = #zero.state<weight, "w">}, %dw: tensor<1xi64>)
    -> (tensor<1xi64> {zero.state = #zero.state<weight, "w">}, tensor<1xi64>) {
  %v = tensor.cast %w : tensor<1xi64> to tensor<1xi64>
  %r = tensor.reshape %w(%v) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %x = arith.addi %r, %r : tensor<1xi64>
  %g = zero.annotate %dw as <grad, "w"> : tensor<1xi64>
  %w2 = arith.subi %w, %g : tensor<1xi64>
  return %w2, %x : tensor<1xi64>, tensor<1xi64>
}
