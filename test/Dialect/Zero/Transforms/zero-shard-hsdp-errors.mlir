// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-shard="stage=3 shard-group=4"

// Groups of 4 do not split 6 ranks.
shard.grid @dp(shape = 6)
// expected-error @below {{zero-shard: shard-group=4 does not divide world-size=6: the ranks must split into groups of G that each hold one sharded copy of the states; use a divisor of 6}}
func.func @group_not_dividing(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}

// -----

// A group of 4 is more than the 2 ranks there are.
shard.grid @dp(shape = 2)
// expected-error @below {{zero-shard: shard-group=4 is more than the 2 ranks of the group; use a G that divides 2}}
func.func @group_larger_than_world(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}

// -----

// A declared 2-d grid of another arrangement is not reshaped.
// expected-error @below {{zero-shard: @dp has shape 4x2, but shard-group=4 of 8 ranks needs shape 2x4 (replicas x shard group) or a 1-d grid of 8}}
shard.grid @dp(shape = 4x2)
func.func @grid_of_other_shape(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}
