// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-async-to-runtime

// The runtime has async entry points for f32, f64, bf16, f16, i32 and i64
// only; every other tensor of a start is reported.
shard.grid @dp(shape = 2)
func.func @unsupported_element_types(%a: tensor<4xi8>, %b: tensor<4xf32>, %c: tensor<2xf8E4M3FN>)
    -> (tensor<8xi8>, tensor<8xf32>, tensor<4xf8E4M3FN>) {
  // expected-error @below {{'zero.all_gather_start' op tensor #0 has element type 'i8', which the runtime has no collective for (f32, f64, bf16, f16, i32, i64)}}
  // expected-error @below {{'zero.all_gather_start' op tensor #2 has element type 'f8E4M3FN', which the runtime has no collective for}}
  %fa, %fb, %fc, %t = zero.all_gather_start %a, %b, %c on @dp : tensor<4xi8>, tensor<4xf32>, tensor<2xf8E4M3FN> -> tensor<8xi8>, tensor<8xf32>, tensor<4xf8E4M3FN>
  zero.wait %t
  return %fa, %fb, %fc : tensor<8xi8>, tensor<8xf32>, tensor<4xf8E4M3FN>
}

// -----

// Buffers are allocated with static sizes.
shard.grid @dp(shape = 2)
func.func @dynamic_shape(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below {{'zero.all_reduce_start' op tensor #0 has a dynamic shape; the lowering allocates the result's buffer with a static size}}
  %r, %t = zero.all_reduce_start sum %a on @dp : tensor<?xf32> -> tensor<?xf32>
  zero.wait %t
  return %r : tensor<?xf32>
}

// -----

// A collective over some axes of the grid (hybrid sharding) needs a group
// per row of the grid; the runtime has one, every rank.
shard.grid @hybrid(shape = 2x4)
func.func @part_of_the_grid(%g: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @below {{'zero.reduce_scatter_start' op runs on 2 of the 8 ranks of @hybrid (grid_axes); the runtime has one group, every rank of the job}}
  %s, %t = zero.reduce_scatter_start avg %g on @hybrid grid_axes = [0] : tensor<8xf32> -> tensor<4xf32>
  zero.wait %t
  return %s : tensor<4xf32>
}

