shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @no_cse_of_gathers(%a: tensor<8xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %g0 = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  %g1 = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  return %g0, %g1 : tensor<32xf32>, tensor<32xf32>
}
