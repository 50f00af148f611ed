// RUN: zero-opt %s | FileCheck %s
// Round trip: what zero-opt prints, it parses back to the same module.
// RUN: zero-opt %s | zero-opt | FileCheck %s
// The generic form round-trips as well.
// RUN: zero-opt %s --mlir-print-op-generic | zero-opt | FileCheck %s

shard.grid @dp(shape = 4)
shard.grid @hybrid(shape = 2x4)

// A training step whose states carry `#zero.state` on arguments and results.
// CHECK-LABEL: func.func @marked_step
// CHECK-SAME: {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>}
// CHECK-SAME: {zero.state = #zero.state<optimizer, "layers.0.wq">}
// CHECK-SAME: -> (tensor<8x4xbf16> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>})
func.func @marked_step(
    %w: tensor<8x4xbf16> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>},
    %p: tensor<32xf32> {zero.state = #zero.state<optimizer, "layers.0.wq">},
    %dw: tensor<8x4xbf16>)
    -> (tensor<8x4xbf16> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>}) {
  // CHECK: %[[G:.*]] = zero.annotate %{{.*}} as <grad, "layers.0.wq"> : tensor<8x4xbf16>
  %g = zero.annotate %dw as <grad, "layers.0.wq"> : tensor<8x4xbf16>
  return %w : tensor<8x4xbf16>
}

// The collectives of one layer travel in one variadic call each.
// CHECK-LABEL: func.func @collectives
// CHECK-SAME: (%[[A:.*]]: tensor<8xbf16>, %[[B:.*]]: tensor<2x3xf32>, %[[FULL:.*]]: tensor<32xbf16>)
func.func @collectives(%a: tensor<8xbf16>, %b: tensor<2x3xf32>, %full: tensor<32xbf16>) {
  // CHECK: %[[GATHERED:.*]]:2 = zero.all_gather %[[A]], %[[B]] on @dp : tensor<8xbf16>, tensor<2x3xf32> -> tensor<32xbf16>, tensor<8x3xf32>
  %ga, %gb = zero.all_gather %a, %b on @dp
      : tensor<8xbf16>, tensor<2x3xf32> -> tensor<32xbf16>, tensor<8x3xf32>
  // CHECK: zero.reduce_scatter avg %[[FULL]] on @dp : tensor<32xbf16> -> tensor<8xbf16>
  %rs = zero.reduce_scatter avg %full on @dp : tensor<32xbf16> -> tensor<8xbf16>
  // CHECK: zero.reduce_scatter sum %[[FULL]] on @dp : tensor<32xbf16> -> tensor<8xbf16>
  %rs2 = zero.reduce_scatter sum %full on @dp : tensor<32xbf16> -> tensor<8xbf16>
  // CHECK: zero.all_reduce sum %[[A]] on @dp : tensor<8xbf16> -> tensor<8xbf16>
  %ar = zero.all_reduce sum %a on @dp : tensor<8xbf16> -> tensor<8xbf16>
  // CHECK: zero.release %[[GATHERED]]#0, %[[GATHERED]]#1 : tensor<32xbf16>, tensor<8x3xf32>
  zero.release %ga, %gb : tensor<32xbf16>, tensor<8x3xf32>
  return
}

// A tensor whose views are read before its release: valid.
// CHECK-LABEL: func.func @release_after_views
// CHECK: arith.addf
// CHECK-NEXT: zero.release
func.func @release_after_views(%a: tensor<8xbf16>) -> tensor<2x16xbf16> {
  %full = zero.all_gather %a on @dp : tensor<8xbf16> -> tensor<32xbf16>
  %grid = tensor.expand_shape %full [[0, 1]] output_shape [2, 16] : tensor<32xbf16> into tensor<2x16xbf16>
  %cast = tensor.cast %grid : tensor<2x16xbf16> to tensor<2x16xbf16>
  %sum = arith.addf %cast, %cast : tensor<2x16xbf16>
  zero.release %full : tensor<32xbf16>
  return %sum : tensor<2x16xbf16>
}

// Hybrid sharding: the group is one axis of a 2-D grid, so N = 4 here.
// CHECK-LABEL: func.func @hybrid_group
func.func @hybrid_group(%a: tensor<8xf32>) -> tensor<32xf32> {
  // CHECK: zero.all_gather %{{.*}} on @hybrid grid_axes = [1] : tensor<8xf32> -> tensor<32xf32>
  %g = zero.all_gather %a on @hybrid grid_axes = [1] : tensor<8xf32> -> tensor<32xf32>
  // CHECK: zero.all_reduce avg %{{.*}} on @hybrid grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %r = zero.all_reduce avg %a on @hybrid grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %g : tensor<32xf32>
}

// Collectives are not pure: CSE must keep both gathers of the same shard
// (ZeRO-3 gathers a layer for the forward and again for the backward).
// RUN: zero-opt %s --cse | FileCheck %s --check-prefix=CSE
// CSE-LABEL: func.func @no_cse_of_gathers
// CSE-COUNT-2: zero.all_gather
func.func @no_cse_of_gathers(%a: tensor<8xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %g0 = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  %g1 = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  return %g0, %g1 : tensor<32xf32>, tensor<32xf32>
}

// A release frees memory, so dead-code elimination keeps it.
// RUN: zero-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// CANON-LABEL: func.func @release_survives_canonicalize
// CANON: zero.release
func.func @release_survives_canonicalize(%a: tensor<8xf32>) {
  %g = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  zero.release %g : tensor<32xf32>
  return
}

// Offloaded states carry their tier; copies between tiers are explicit and
// named after the parameter. The plan records the offload.
// CHECK-LABEL: func.func @offloaded_step
// CHECK-SAME: zero.tier = #zero.tier<host>
// CHECK-SAME: zero.tier = #zero.tier<nvme>
// CHECK-SAME: -> (tensor<8xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<nvme>})
// CHECK-SAME: zero.plan = #zero.plan<stage = 3, grid = @dp, offload = nvme, offload_params = true>
func.func @offloaded_step(
    %w: tensor<8xbf16> {zero.state = #zero.state<weight, "w">, zero.tier = #zero.tier<host>},
    %m: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<nvme>})
    -> (tensor<8xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<nvme>})
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, offload = nvme, offload_params = true>} {
  // CHECK: %w.device = zero.transfer %{{.*}} from host to device : tensor<8xbf16>
  %wd = zero.transfer %w from host to device : tensor<8xbf16>
  // CHECK: %w.host = zero.transfer %{{.*}} from nvme to host : tensor<8xf32>
  %mh = zero.transfer %m from nvme to host : tensor<8xf32>
  // CHECK: %w.nvme = zero.transfer %w.host from host to nvme : tensor<8xf32>
  %mn = zero.transfer %mh from host to nvme : tensor<8xf32>
  return %mn : tensor<8xf32>
}

// A plan without offload prints as before.
// CHECK-LABEL: func.func @plan_without_offload
// CHECK-SAME: zero.plan = #zero.plan<stage = 2, grid = @dp>
func.func @plan_without_offload() attributes {zero.plan = #zero.plan<stage = 2, grid = @dp, offload = none>} {
  return
}

// The recomputation policy and cast-on-gather round-trip in the order the
// attribute declares them, whatever order they are written in; `remat = none`
// and `cast_on_gather = false` are the defaults and are not printed.
// CHECK-LABEL: func.func @plan_with_remat_and_cast
// CHECK-SAME: zero.plan = #zero.plan<stage = 3, grid = @dp, remat = layer, cast_on_gather = true>
func.func @plan_with_remat_and_cast() attributes {zero.plan = #zero.plan<cast_on_gather = true, remat = layer, stage = 3, grid = @dp>} {
  return
}
// CHECK-LABEL: func.func @plan_with_default_remat
// CHECK-SAME: zero.plan = #zero.plan<stage = 1, grid = @dp>
func.func @plan_with_default_remat() attributes {zero.plan = #zero.plan<stage = 1, grid = @dp, remat = none, cast_on_gather = false>} {
  return
}
// CHECK-LABEL: func.func @plan_with_selective_remat
// CHECK-SAME: zero.plan = #zero.plan<stage = 0, grid = @dp, remat = selective>
func.func @plan_with_selective_remat() attributes {zero.plan = #zero.plan<stage = 0, grid = @dp, remat = selective>} {
  return
}

// A mesh with named axes and a plan over one of them round-trip.
// CHECK: shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
// CHECK-LABEL: func.func @plan_over_a_mesh_axis
// CHECK-SAME: zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [2]>
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "pp", "dp"]}
func.func @plan_over_a_mesh_axis() attributes {zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [2]>} {
  return
}
