shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @collectives(%a: tensor<8xbf16>, %b: tensor<2x3xf32>, %full: tensor<32xbf16>) {
  %ga, %gb = zero.all_gather %a, %b on @dp
      : tensor<8xbf16>, tensor<2x3xf32> -> tensor<32xbf16>, tensor<8x3xf32>
  %rs = zero.reduce_scatter avg %full on @dp : tensor<32xbf16> -> tensor<8xbf16>
  %rs2 = zero.reduce_scatter sum %full on @dp : tensor<32xbf16> -> tensor<8xbf16>
  %ar = zero.all_reduce sum %a on @dp : tensor<8xbf16> -> tensor<8xbf16>
  zero.release %ga, %gb : tensor<32xbf16>, tensor<8x3xf32>
  return
}
