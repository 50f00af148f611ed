shard.grid @dp(shape = 2)
func.func @kept_units(
    %e: tensor<16x4xbf16> {zero.state = #zero.state<weight, "embed">, zero.unit = "root", zero.reshard_after_forward = false},
    %n: tensor<4xbf16> {zero.state = #zero.state<weight, "norm">, zero.unit = "root", zero.reshard_after_forward = false},
    %w: tensor<4x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>, zero.reshard_after_forward = true},
    %m: tensor<16xf32> {zero.state = #zero.state<optimizer, "layers.0.w">})
    -> (tensor<4x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}) {
  return %w : tensor<4x4xbf16>
}
