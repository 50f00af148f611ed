shard.grid @dp(shape = 2)
shard.grid @hsdp(shape = 2x2)
func.func @every_kind(%a: tensor<2xf32>, %b: tensor<1xbf16>, %x: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<2xbf16>, tensor<2xf32>, tensor<4xf32>, tensor<4xf32>) {
  %full:2, %t0 = zero.all_gather_start %a, %b on @dp
      : tensor<2xf32>, tensor<1xbf16> -> tensor<4xf32>, tensor<2xbf16>
  %y = arith.addf %x, %x : tensor<4xf32>
  zero.wait %t0
  %s, %t1 = zero.reduce_scatter_start avg %x on @hsdp grid_axes = [1]
      : tensor<4xf32> -> tensor<2xf32>
  zero.wait %t1
  %r, %t2 = zero.all_reduce_start sum %x on @dp : tensor<4xf32> -> tensor<4xf32>
  zero.wait %t2
  return %full#0, %full#1, %s, %r, %y : tensor<4xf32>, tensor<2xbf16>, tensor<2xf32>, tensor<4xf32>, tensor<4xf32>
}
