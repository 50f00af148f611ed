// A parameter's own data-parallel axes (zero.dp_axes) name axes of a mesh:
// without ZeRO's group on a mesh, zero-shard and zero-report cannot place
// it, and say so at the weight.
// RUN: zero-opt %s -verify-diagnostics --zero-shard="stage=1 world-size=4"
// RUN: sed 's/expected-error @below {{zero-shard: .*}}/expected-error @below {{zero-report: "w" has data-parallel axes of its own (zero.dp_axes = \["edp"\]), which one group of 4 ranks}}/' %s > %t.report.mlir
// RUN: zero-opt %t.report.mlir -verify-diagnostics --zero-report="world-size=4" -o /dev/null

func.func @expert_without_mesh(
    // expected-error @below {{zero-shard: "w" names its own data-parallel axes (zero.dp_axes), which needs ZeRO's group on a mesh; pass dp-axis=NAME[,NAME] with the mesh axes that hold every parameter's replicas}}
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">, zero.dp_axes = ["edp"]},
    %g: tensor<8xf32> {zero.state = #zero.state<grad, "w">})
    -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %lr = arith.constant 0.1 : f32
  %init = tensor.empty() : tensor<8xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%wi: f32, %gi: f32, %o: f32):
    %step = arith.mulf %gi, %lr : f32
    %r = arith.subf %wi, %step : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %new : tensor<8xf32>
}
