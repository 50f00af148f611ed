// A one-rank step whose states are small but whose compute needs a 4 TiB
// intermediate: the allocation in the compiled code fails, and the job must
// end with a line naming the size, not write through a null pointer.
shard.grid @dp(shape = 1)
func.func @train_step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
                      %step: tensor<f32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<1048576x1048576xf32>
  %big = linalg.fill ins(%one : f32) outs(%empty : tensor<1048576x1048576xf32>)
      -> tensor<1048576x1048576xf32>
  %e = tensor.extract %big[%c0, %c0] : tensor<1048576x1048576xf32>
  %loss = tensor.from_elements %e : tensor<f32>
  %g = arith.mulf %w, %w : tensor<4xf32>
  %grad = zero.annotate %g as <grad, "w"> : tensor<4xf32>
  %new = arith.subf %w, %grad : tensor<4xf32>
  return %new, %loss : tensor<4xf32>, tensor<f32>
}
