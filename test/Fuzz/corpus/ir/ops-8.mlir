shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @plan_over_a_mesh_axis() attributes {zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [2]>} {
  return
}
