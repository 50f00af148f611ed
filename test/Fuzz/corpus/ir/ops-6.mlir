shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @offloaded_step(
    %w: tensor<8xbf16> {zero.state = #zero.state<weight, "w">, zero.tier = #zero.tier<host>},
    %m: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<nvme>})
    -> (tensor<8xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<nvme>})
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, offload = nvme, offload_params = true>} {
  %wd = zero.transfer %w from host to device : tensor<8xbf16>
  %mh = zero.transfer %m from nvme to host : tensor<8xf32>
  %mn = zero.transfer %mh from host to nvme : tensor<8xf32>
  return %mn : tensor<8xf32>
}
