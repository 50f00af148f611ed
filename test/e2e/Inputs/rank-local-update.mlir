// A stage-0 step for 2 ranks (as zero-shard leaves it: the gradients are
// averaged with zero.all_reduce) whose update of "drifting" reads this
// rank's micro-batch instead of the averaged gradient, so that the
// replicated weight differs from rank to rank after the first step; the
// update of "steady" uses the averaged gradient and stays identical. The
// job runs to the end without any error from the runtime: only a
// comparison of the ranks' states can tell.
shard.grid @dp(shape = 2)
func.func @train_step(
    %steady: tensor<3xf32> {zero.state = #zero.state<weight, "steady">},
    %drifting: tensor<3xf32> {zero.state = #zero.state<weight, "drifting">},
    %x: tensor<2x3xf32>, %step: tensor<f32>)
    -> (tensor<3xf32> {zero.state = #zero.state<weight, "steady">},
        tensor<3xf32> {zero.state = #zero.state<weight, "drifting">},
        tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %c0 = arith.constant 0 : index
  %row = tensor.extract_slice %x[0, 0] [1, 3] [1, 1]
      : tensor<2x3xf32> to tensor<3xf32>
  %d = arith.mulf %row, %row : tensor<3xf32>
  %g = zero.annotate %d as <grad, "steady"> : tensor<3xf32>
  %g_avg = zero.all_reduce avg %g on @dp : tensor<3xf32> -> tensor<3xf32>
  zero.release %g : tensor<3xf32>
  %e = arith.mulf %row, %row : tensor<3xf32>
  %h = zero.annotate %e as <grad, "drifting"> : tensor<3xf32>
  %h_avg = zero.all_reduce avg %h on @dp : tensor<3xf32> -> tensor<3xf32>
  zero.release %h : tensor<3xf32>
  %new_steady = arith.subf %steady, %g_avg : tensor<3xf32>
  %new_drifting = arith.subf %drifting, %row : tensor<3xf32>
  %l = tensor.extract %row[%c0] : tensor<3xf32>
  %loss = tensor.from_elements %l : tensor<f32>
  return %new_steady, %new_drifting, %loss
      : tensor<3xf32>, tensor<3xf32>, tensor<f32>
}
