shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @release_survives_canonicalize(%a: tensor<8xf32>) {
  %g = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  zero.release %g : tensor<32xf32>
  return
}
