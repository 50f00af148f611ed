// A stage-1 step for 3 ranks whose reduce-scatter's `zero.release` frees
// both the gradient and the padded copy the collective reads. Prefetching
// sinks the wait below that release, so the release splits in two: the
// padded copy after the wait, the gradient where it was. The 13 constants
// bring the schedule's list of nodes to the size at which the new piece
// makes the list grow: the split used to write the kept tensors through a
// reference into the list's old storage (a use after free that left the
// padded copy released before the wait).
module {
  shard.grid @dp(shape = 3)
  func.func @sgd_step(%arg0: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %arg1: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) attributes {zero.plan = #zero.plan<stage = 1, grid = @dp>} {
    %d0 = arith.constant 0 : i32
    %d1 = arith.constant 1 : i32
    %d2 = arith.constant 2 : i32
    %d3 = arith.constant 3 : i32
    %d4 = arith.constant 4 : i32
    %d5 = arith.constant 5 : i32
    %d6 = arith.constant 6 : i32
    %d7 = arith.constant 7 : i32
    %d8 = arith.constant 8 : i32
    %d9 = arith.constant 9 : i32
    %d10 = arith.constant 10 : i32
    %d11 = arith.constant 11 : i32
    %d12 = arith.constant 12 : i32
    %proc_linear_idx = shard.process_linear_index on @dp : index
    %w.grad = zero.annotate %arg1 as <grad, "w"> : tensor<8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %w.grad low[0] high[1] {
    ^bb0(%arg2: index):
      tensor.yield %cst : f32
    } : tensor<8xf32> to tensor<9xf32>
    %w.grad_shard = zero.reduce_scatter avg %padded on @dp : tensor<9xf32> -> tensor<3xf32>
    zero.release %w.grad, %padded : tensor<8xf32>, tensor<9xf32>
    %cst_0 = arith.constant dense<1.000000e-01> : tensor<3xf32>
    %0 = arith.mulf %w.grad_shard, %cst_0 : tensor<3xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %padded_2 = tensor.pad %arg0 low[0] high[1] {
    ^bb0(%arg2: index):
      tensor.yield %cst_1 : f32
    } : tensor<8xf32> to tensor<9xf32>
    %c3 = arith.constant 3 : index
    %1 = arith.muli %proc_linear_idx, %c3 : index
    %extracted_slice = tensor.extract_slice %padded_2[%1] [3] [1] : tensor<9xf32> to tensor<3xf32>
    %2 = arith.subf %extracted_slice, %0 : tensor<3xf32>
    %3 = zero.all_gather %2 on @dp : tensor<3xf32> -> tensor<9xf32>
    %extracted_slice_3 = tensor.extract_slice %3[0] [8] [1] : tensor<9xf32> to tensor<8xf32>
    return %extracted_slice_3 : tensor<8xf32>
  }
}
