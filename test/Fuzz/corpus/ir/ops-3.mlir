shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @hybrid_group(%a: tensor<8xf32>) -> tensor<32xf32> {
  %g = zero.all_gather %a on @hybrid grid_axes = [1] : tensor<8xf32> -> tensor<32xf32>
  %r = zero.all_reduce avg %a on @hybrid grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %g : tensor<32xf32>
}
