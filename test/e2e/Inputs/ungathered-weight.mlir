// The stage-1 step of a [1]-shaped weight for 2 ranks as zero-shard made it
// before shards were told from the IR rather than from their types: the
// gradient is reduce-scattered and the master copy updated on each rank's
// shard (rank 1's is the padding), but the new weight is that shard, never
// gathered back, since a tensor<1xf32> shard "looked like" the full weight.
// Rank 1's weight drifts from rank 0's; nothing in the runtime notices.
shard.grid @dp(shape = 2)
func.func @train_step(
    %w1: tensor<1xf32> {zero.state = #zero.state<weight, "w1">},
    %p1: tensor<1xf32> {zero.shard_of = tensor<1xf32>,
                        zero.state = #zero.state<optimizer, "w1">},
    %x: tensor<2xf32>, %step: tensor<f32>)
    -> (tensor<1xf32> {zero.state = #zero.state<weight, "w1">},
        tensor<1xf32> {zero.shard_of = tensor<1xf32>,
                       zero.state = #zero.state<optimizer, "w1">},
        tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 1, grid = @dp>} {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %s = tensor.extract_slice %x[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
  %y = arith.mulf %w1, %s : tensor<1xf32>
  %l = tensor.extract %y[%c0] : tensor<1xf32>
  %loss = tensor.from_elements %l : tensor<f32>
  %d = arith.mulf %w1, %s : tensor<1xf32>
  %g = zero.annotate %d as <grad, "w1"> : tensor<1xf32>
  %padded = tensor.pad %g low[0] high[1] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<1xf32> to tensor<2xf32>
  %g_shard = zero.reduce_scatter avg %padded on @dp
      : tensor<2xf32> -> tensor<1xf32>
  zero.release %g, %padded : tensor<1xf32>, tensor<2xf32>
  %new = arith.subf %p1, %g_shard : tensor<1xf32>
  // The missing zero.all_gather: the shard is returned as the full weight.
  return %new, %new, %loss : tensor<1xf32>, tensor<1xf32>, tensor<f32>
}
