// A step that returns two unmarked results: zero-run expects the states and
// one loss.
shard.grid @dp(shape = 1)
func.func @train_step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %step: tensor<f32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>, tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %dw = arith.mulf %w, %w : tensor<4xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  %new = arith.subf %w, %g : tensor<4xf32>
  %twice = arith.addf %step, %step : tensor<f32>
  %square = arith.mulf %step, %step : tensor<f32>
  return %new, %twice, %square : tensor<4xf32>, tensor<f32>, tensor<f32>
}
