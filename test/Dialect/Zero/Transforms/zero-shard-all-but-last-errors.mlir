// reshard-after-forward=all-but-last writes its decision on the weight
// arguments: a weight computed in the step has none to carry it.
// RUN: zero-opt %s -verify-diagnostics --zero-shard="stage=3 world-size=2 reshard-after-forward=all-but-last" -o /dev/null

func.func @computed_weight(%x: tensor<4xf32>, %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">})
    -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %d = arith.addf %x, %x : tensor<4xf32>
  // expected-error @below {{zero-shard: reshard-after-forward=all-but-last writes its decision on the weight argument, and the weight of "w" is computed in the step; pass it as an argument, or choose another reshard-after-forward}}
  %w = zero.annotate %d as <weight, "w"> : tensor<4xf32>
  %e = arith.mulf %w, %x : tensor<4xf32>
  %g = zero.annotate %e as <grad, "w"> : tensor<4xf32>
  %n = arith.subf %p, %g : tensor<4xf32>
  return %n : tensor<4xf32>
}
