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

// A grid of more axes than the runtime lays out (ZERO_RT_MAX_GRID_AXES).
shard.grid @deep(shape = 1x1x1x1x2)
func.func @too_many_axes(%g: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @below {{'zero.reduce_scatter_start' op runs on @deep of 5 axes; the runtime lays the ranks out as a grid of at most 4 axes}}
  %s, %t = zero.reduce_scatter_start avg %g on @deep grid_axes = [4] : tensor<8xf32> -> tensor<4xf32>
  zero.wait %t
  return %s : tensor<4xf32>
}

