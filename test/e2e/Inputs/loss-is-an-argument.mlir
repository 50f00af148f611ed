// A step that returns its step-counter argument, unchanged, as its loss:
// the lowered step hands that result back in the argument's own buffer, as
// it does an updated state, and so returns no loss.
func.func @train_step(
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %x: tensor<4xf32>, %step: tensor<f32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>) {
  %g = zero.annotate %x as <grad, "w"> : tensor<4xf32>
  %nw = arith.subf %w, %g : tensor<4xf32>
  return %nw, %step : tensor<4xf32>, tensor<f32>
}
