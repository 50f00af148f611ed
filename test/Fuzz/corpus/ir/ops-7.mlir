shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @plan_without_offload() attributes {zero.plan = #zero.plan<stage = 2, grid = @dp, offload = none>} {
  return
}
