// A one-rank step that takes token ids but has no `*embed_tokens.weight` to
// size them: zero-run needs --token-range. The loss reads the first id, so a
// run shows which ids it drew.
shard.grid @dp(shape = 1)
func.func @train_step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
                      %ids: tensor<2xi32>, %step: tensor<f32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %dw = arith.mulf %w, %w : tensor<4xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  %new = arith.subf %w, %g : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %id = tensor.extract %ids[%c0] : tensor<2xi32>
  %f = arith.sitofp %id : i32 to f32
  %loss = tensor.from_elements %f : tensor<f32>
  return %new, %loss : tensor<4xf32>, tensor<f32>
}
