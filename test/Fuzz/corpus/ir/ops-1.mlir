shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @marked_step(
    %w: tensor<8x4xbf16> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>},
    %p: tensor<32xf32> {zero.state = #zero.state<optimizer, "layers.0.wq">},
    %dw: tensor<8x4xbf16>)
    -> (tensor<8x4xbf16> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>}) {
  %g = zero.annotate %dw as <grad, "layers.0.wq"> : tensor<8x4xbf16>
  return %w : tensor<8x4xbf16>
}
