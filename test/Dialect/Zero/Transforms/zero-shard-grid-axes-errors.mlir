// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-shard="stage=3"
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-shard="stage=auto device-memory=1GB runtime=cpu"

// A declared grid of more than one axis, with neither shard-group= (R x G)
// nor dp-axis= (ZeRO's axes of a mesh): which axis shards the states would
// be a guess. Refused before any search, which priced candidates the
// rewrite then refused to write.
// expected-error @below {{zero-shard: @dp has shape 2x2, more than one axis, and neither shard-group= nor dp-axis= says how ZeRO's group of 4 ranks lies on it; use shard-group=2 (2 replicas of shard groups of 2), dp-axis=AXIS[,AXIS] (ZeRO's axes of a mesh), or a 1-d grid of 4}}
shard.grid @dp(shape = 2x2)
func.func @two_axes(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                            tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %m2 = arith.addf %m, %g : tensor<8xf32>
  %new = arith.subf %w, %m2 : tensor<8xf32>
  return %new, %m2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Three axes are no R x G: only dp-axis= says where the group is.
// expected-error @below {{zero-shard: @dp has shape 2x2x2, more than one axis, and neither shard-group= nor dp-axis= says how ZeRO's group of 8 ranks lies on it; dp-axis=AXIS[,AXIS] (ZeRO's axes of a mesh), or a 1-d grid of 8}}
shard.grid @dp(shape = 2x2x2)
func.func @three_axes(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}
