// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-to-runtime

// The runtime has memref entry points for f32, f64, bf16, f16, i32 and i64
// only; every other tensor of a bucket is reported.
shard.grid @dp(shape = 2)
func.func @unsupported_element_types(%a: tensor<4xi8>, %b: tensor<4xf32>, %c: tensor<2xf8E4M3FN>)
    -> (tensor<8xi8>, tensor<8xf32>, tensor<4xf8E4M3FN>) {
  // expected-error @below {{'zero.all_gather' op tensor #0 has element type 'i8', which the runtime has no collective for (f32, f64, bf16, f16, i32, i64)}}
  // expected-error @below {{'zero.all_gather' op tensor #2 has element type 'f8E4M3FN', which the runtime has no collective for}}
  %fa, %fb, %fc = zero.all_gather %a, %b, %c on @dp : tensor<4xi8>, tensor<4xf32>, tensor<2xf8E4M3FN> -> tensor<8xi8>, tensor<8xf32>, tensor<4xf8E4M3FN>
  return %fa, %fb, %fc : tensor<8xi8>, tensor<8xf32>, tensor<4xf8E4M3FN>
}

// -----

// Buffers are allocated with static sizes.
shard.grid @dp(shape = 2)
func.func @dynamic_shape(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below {{'zero.all_reduce' op tensor #0 has a dynamic shape; the lowering allocates the result's buffer with a static size}}
  %r = zero.all_reduce sum %a on @dp : tensor<?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// The runtime lays the ranks out as a grid of at most 4 axes.
shard.grid @deep(shape = 1x1x1x2x2)
func.func @too_many_axes(%g: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @below {{'zero.reduce_scatter' op runs on @deep of 5 axes; the runtime lays the ranks out as a grid of at most 4 axes}}
  %s = zero.reduce_scatter sum %g on @deep grid_axes = [4] : tensor<8xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// The runtime has one grid: collectives on two grids of different shapes
// cannot both run.
// expected-note @below {{the other grid}}
shard.grid @rows(shape = 2x4)
shard.grid @columns(shape = 4x2)
func.func @two_grids(%g: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = zero.reduce_scatter sum %g on @rows grid_axes = [0] : tensor<8xf32> -> tensor<4xf32>
  // expected-error @below {{'zero.reduce_scatter' op runs on @columns (4x2), but another collective of the module runs on @rows; the runtime lays the ranks out as one grid: run the module's collectives on one shard.grid}}
  %b = zero.reduce_scatter sum %g on @columns grid_axes = [1] : tensor<8xf32> -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// Other operations on the group have no lowering to the runtime.
// expected-note @below {{the group}}
shard.grid @dp(shape = 2)
func.func @other_shard_ops(%w: tensor<2xf32>) -> (tensor<4xf32>, index) {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  // expected-error @below {{'shard.grid_shape' op uses @dp, the data-parallel group that zero-to-runtime lowers to the runtime; only zero collectives, shard.process_linear_index and shard.process_multi_index can run there}}
  %n = shard.grid_shape @dp : index
  return %full, %n : tensor<4xf32>, index
}

// -----

// The runtime's names are taken: by a declaration of another type, or by a
// definition.
// expected-note @below {{defined here}}
func.func private @zero_rt_all_gather_f32(memref<?xf32>, memref<?xf32>)
shard.grid @dp(shape = 2)
func.func @name_clash(%w: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @below {{zero-to-runtime: the module defines @zero_rt_all_gather_f32 differently from the runtime's '(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()'}}
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  return %full : tensor<4xf32>
}

// -----

// expected-note @below {{defined here}}
func.func private @zero_rt_all_reduce_f32(%in: memref<?xf32, strided<[?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>, %op: i32) {
  return
}
shard.grid @dp(shape = 2)
func.func @defined_by_the_module(%g: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{zero-to-runtime: the module defines @zero_rt_all_reduce_f32 differently from the runtime's}}
  %r = zero.all_reduce sum %g on @dp : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// An NVMe tensor is a range of the rank's file, not memory: compiled code
// may not read it except through a transfer from nvme. A state argument of
// the NVMe tier used directly is refused at the use.
func.func @nvme_state_read_directly(
    // expected-note @below {{the NVMe tensor}}
    %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<nvme>}) -> tensor<4xf32> {
  // expected-error @below {{'arith.addf' op uses a tensor of the NVMe tier directly; the runtime keeps NVMe tensors in a file, so only a zero.transfer from nvme may read one, and a transfer to nvme may only be read back or written into its state argument}}
  %s = arith.addf %m, %m : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// So is a tensor written to NVMe and then used as memory, or returned
// without being donated to an NVMe state argument.
func.func @nvme_result_used_as_memory(%g: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-note @below {{the NVMe tensor}}
  %n = zero.transfer %g from host to nvme : tensor<4xf32>
  // expected-error @below {{'arith.mulf' op uses a tensor of the NVMe tier directly}}
  %x = arith.mulf %n, %n : tensor<4xf32>
  // expected-error @below {{'func.return' op uses a tensor of the NVMe tier directly}}
  return %x, %n : tensor<4xf32>, tensor<4xf32>
}

// -----

// A donation into an argument of another tier would copy the file's range
// as memory.
func.func @nvme_donated_to_host_argument(
    %g: tensor<4xf32>, %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<host>})
    -> tensor<4xf32> {
  // expected-note @below {{the NVMe tensor}}
  %n = zero.transfer %g from host to nvme : tensor<4xf32>
  // expected-error @below {{'bufferization.materialize_in_destination' op uses a tensor of the NVMe tier directly}}
  %d = bufferization.materialize_in_destination %n in %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

func.func @transfer_of_i1(%g: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @below {{'zero.transfer' op copies elements of type 'i1', which the runtime has no transfer for (f32, f64, bf16, f16, i32, i64)}}
  %h = zero.transfer %g from device to host : tensor<4xi1>
  return %h : tensor<4xi1>
}

// -----

// Fused attention is lowered by its own pass, before the collectives.
func.func @fused_attention_left(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) -> tensor<1x4x1x1x8xf32> {
  // expected-error @below {{'zero.attention' op is computed, not called in the runtime: run zero-lower-attention before zero-to-runtime (zero-lower-to-llvm does)}}
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 1.0 : f64} : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  return %o : tensor<1x4x1x1x8xf32>
}
