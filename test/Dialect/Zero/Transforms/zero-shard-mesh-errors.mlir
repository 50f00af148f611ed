// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-shard="stage=3 grid=mesh dp-axis=dp"

// The mesh has no axis of that name.
// expected-error @below {{zero-shard: @mesh has no axis named 'dp'; its axes are tp, pp, data}}
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "data"]}
func.func @no_such_axis(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}

// -----

// A mesh that does not name its axes.
// expected-error @below {{zero-shard: @mesh does not name its axes, so there is no axis 'dp'; add {zero.axis_names = [...]} to the grid, one name per axis}}
shard.grid @mesh(shape = 2x4)
func.func @unnamed_axes(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}

// -----

// Another axis of the mesh has no static size.
// expected-error @below {{zero-shard: axis 0 of @mesh has a dynamic size; zero-shard counts per device of the whole mesh, so give every axis a static size}}
shard.grid @mesh(shape = ?x4) {zero.axis_names = ["tp", "dp"]}
func.func @dynamic_other_axis(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}

// -----

// The name belongs to something that is not a grid.
// expected-error @below {{zero-shard: dp-axis=dp plans over one axis of the mesh the step is partitioned on, but there is no 'shard.grid @mesh'; declare it with its axes named ('shard.grid @mesh(shape = ...) {zero.axis_names = [...]}') or name it with grid=NAME}}
module {
  func.func @no_mesh(
      %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
      %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
    %new = arith.subf %w, %g : tensor<8xf32>
    return %new : tensor<8xf32>
  }
}
