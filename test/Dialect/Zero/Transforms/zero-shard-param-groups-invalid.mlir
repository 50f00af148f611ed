// What zero-shard and zero-report reject about a parameter's own
// data-parallel axes (zero.dp_axes).
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-shard="stage=1 grid=mesh dp-axis=edp,ep"

// An axis outside ZeRO's group: its states would be sharded over ranks that
// hold other copies of the model.
shard.grid @mesh(shape = 3x2x2) {zero.axis_names = ["pp", "edp", "ep"]}
func.func @outside(
    // expected-error @below {{the zero.dp_axes of "w": axis 'pp' of @mesh is not one of ZeRO's data-parallel axes; a parameter's group lies within ZeRO's}}
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">, zero.dp_axes = ["pp"]},
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

// -----

// An axis the mesh does not have.
shard.grid @mesh(shape = 3x2x2) {zero.axis_names = ["pp", "edp", "ep"]}
func.func @unknown(
    // expected-error @below {{the zero.dp_axes of "w": @mesh has no axis named 'expert'; its axes are pp, edp, ep}}
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">, zero.dp_axes = ["expert"]},
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
