// RUN: zero-opt %s --split-input-file --zero-to-runtime | FileCheck %s

// Hybrid sharding on a 2x2 grid (zero-shard shard-group=2: axis 0 the
// replicas, axis 1 the shard group). Every collective names its group
// first, as the runtime's axis mask: bit i for grid axis i, 0 for the whole
// grid. The step records the grid for the host (zero_rt_set_grid).
shard.grid @dp(shape = 2x2)

// CHECK-LABEL: func.func private @zero_rt_use_axes(i32)
// CHECK-NOT: shard.grid
// CHECK-LABEL: func.func @hsdp
// CHECK-SAME: zero_rt.grid = array<i64: 2, 2>
func.func @hsdp(%grad: tensor<8xf32>, %w: tensor<2xf32>, %b: tensor<3xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>, tensor<6xf32>)
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, shard_group = 2>} {
  // The shard group: axis 1, mask 2.
  // CHECK: memref.cast %alloc{{[_0-9]*}} : memref<{{[0-9]+}}xf32> to memref<?xf32
  // CHECK-NEXT: %[[SHARD:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: call @zero_rt_use_axes(%[[SHARD]]) : (i32) -> ()
  // CHECK-NEXT: call @zero_rt_reduce_scatter_f32(
  %s = zero.reduce_scatter sum %grad on @dp grid_axes = [1] : tensor<8xf32> -> tensor<4xf32>
  // The replicas: axis 0, mask 1.
  // CHECK: memref.cast %alloc{{[_0-9]*}} : memref<{{[0-9]+}}xf32> to memref<?xf32
  // CHECK-NEXT: %[[REPLICAS:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: call @zero_rt_use_axes(%[[REPLICAS]]) : (i32) -> ()
  // CHECK-NEXT: call @zero_rt_all_reduce_f32(
  %r = zero.all_reduce sum %s on @dp grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  // Both axes, and none named: the world, mask 0.
  // CHECK: memref.cast %alloc{{[_0-9]*}} : memref<{{[0-9]+}}xf32> to memref<?xf32
  // CHECK-NEXT: %[[BOTH:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: call @zero_rt_use_axes(%[[BOTH]]) : (i32) -> ()
  // CHECK-NEXT: call @zero_rt_all_reduce_f32(
  %all = zero.all_reduce avg %s on @dp grid_axes = [0, 1] : tensor<4xf32> -> tensor<4xf32>
  // CHECK: memref.cast %alloc{{[_0-9]*}} : memref<{{[0-9]+}}xf32> to memref<?xf32
  // CHECK-NEXT: %[[WORLD:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: call @zero_rt_use_axes(%[[WORLD]]) : (i32) -> ()
  // CHECK-NEXT: call @zero_rt_all_reduce_f32(
  %world = zero.all_reduce sum %w on @dp : tensor<2xf32> -> tensor<2xf32>
  // A bucket names its group once, before it begins.
  // CHECK: memref.cast %alloc{{[_0-9]*}} : memref<6xf32> to memref<?xf32
  // CHECK-NEXT: %[[BUCKET:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: call @zero_rt_use_axes(%[[BUCKET]]) : (i32) -> ()
  // CHECK-NEXT: call @zero_rt_bucket_begin()
  // CHECK-NEXT: call @zero_rt_bucket_all_gather_f32(
  // CHECK-NEXT: call @zero_rt_bucket_all_gather_f32(
  // CHECK-NEXT: call @zero_rt_bucket_end()
  %gw, %gb = zero.all_gather %w, %b on @dp grid_axes = [1] : tensor<2xf32>, tensor<3xf32> -> tensor<4xf32>, tensor<6xf32>
  return %r, %all, %world, %gb : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>, tensor<6xf32>
}

// -----

// A grid of one axis is the world in the runtime's rank order: the calls
// are those of a program without groups, and the step records no grid.
shard.grid @line(shape = 4)

// CHECK-NOT: zero_rt_use_axes
// CHECK-LABEL: func.func @flat
// CHECK-NOT: zero_rt.grid
// CHECK: call @zero_rt_all_reduce_f32(
// CHECK-NOT: zero_rt_use_axes
func.func @flat(%g: tensor<8xf32>) -> tensor<8xf32>
    attributes {zero.plan = #zero.plan<stage = 0, grid = @line>} {
  %r = zero.all_reduce sum %g on @line grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// The shard a rank holds in its shard group: its coordinate on axis 1.
shard.grid @dp(shape = 2x2)

// CHECK-LABEL: func.func private @zero_rt_grid_index(i32) -> i32
// CHECK-LABEL: func.func @shard_index
// CHECK: %[[AXIS:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[INDEX:.*]] = call @zero_rt_grid_index(%[[AXIS]]) : (i32) -> i32
// CHECK-NEXT: %[[CAST:.*]] = arith.index_cast %[[INDEX]] : i32 to index
// CHECK-NEXT: return %[[CAST]]
func.func @shard_index() -> index
    attributes {zero.plan = #zero.plan<stage = 1, grid = @dp, shard_group = 2>} {
  %s = shard.process_multi_index on @dp axes = [1] : index
  return %s : index
}
