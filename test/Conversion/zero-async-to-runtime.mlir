// zero-async-to-runtime: each zero.*_start becomes begin, one start entry
// point per tensor, end (which returns the handle); its zero.wait one wait
// entry point per tensor, with the handle and the buffers the start
// recorded, then the results. It runs before zero-to-runtime in
// zero-lower-to-llvm.
// RUN: zero-opt %s --split-input-file --zero-async-to-runtime | FileCheck %s
// The output is ordinary upstream IR: it verifies and round-trips without
// the zero dialect.
// RUN: zero-opt %s --split-input-file --zero-async-to-runtime | zero-opt --split-input-file | FileCheck %s
// Bufferized as zero-lower-to-llvm bufferizes, the wait gets the very
// buffers of the start: no copy of an input (a slice included) and no
// other output in between, which the runtime would refuse.
// RUN: zero-opt %s --split-input-file --zero-async-to-runtime --zero-to-runtime --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --cse | FileCheck %s --check-prefix=BUF

// The entry points are declared once, with their C interface; begin and
// end are plain C.
// CHECK-DAG: func.func private @zero_rt_async_begin(){{$}}
// CHECK-DAG: func.func private @zero_rt_async_end() -> i64{{$}}
// CHECK-DAG: func.func private @zero_rt_all_gather_start_bf16(memref<?xbf16, strided<[?], offset: ?>>, memref<?xbf16, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_all_gather_start_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_async_wait_bf16(i64, memref<?xbf16, strided<[?], offset: ?>>, memref<?xbf16, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_async_wait_f32(i64, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// No synchronous entry point, no zero op is left.
// CHECK-NOT: @zero_rt_all_gather_bf16
// CHECK-NOT: zero.
// A bucket of two tensors (a 2-d one is flattened): the inputs' buffers
// read-only and a new buffer per result, then the calls; the compute in
// between stays in between; the wait reads the inputs again (so that
// nothing writes them in place before it), then the results.
// CHECK-LABEL: func.func @gather_bucket
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xbf16>, %[[B:.*]]: tensor<2xf32>, %[[X:.*]]: tensor<4xf32>)
// CHECK: %[[FLAT_A:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1]] : tensor<2x4xbf16> into tensor<8xbf16>
// CHECK: %[[IN_A:.*]] = bufferization.to_buffer %[[FLAT_A]] read_only : tensor<8xbf16> to memref<8xbf16, strided<[?], offset: ?>>
// CHECK: %[[ARG_IN_A:.*]] = memref.cast %[[IN_A]]
// CHECK: %[[OUT_A:.*]] = memref.alloc() : memref<8x4xbf16>
// CHECK: %[[FLAT_OUT_A:.*]] = memref.collapse_shape %[[OUT_A]] {{\[\[}}0, 1]] : memref<8x4xbf16> into memref<32xbf16>
// CHECK: %[[ARG_OUT_A:.*]] = memref.cast %[[FLAT_OUT_A]]
// CHECK: %[[IN_B:.*]] = bufferization.to_buffer %[[B]] read_only
// CHECK: %[[ARG_IN_B:.*]] = memref.cast %[[IN_B]]
// CHECK: %[[OUT_B:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[ARG_OUT_B:.*]] = memref.cast %[[OUT_B]]
// CHECK-NEXT: call @zero_rt_async_begin() : () -> ()
// CHECK-NEXT: call @zero_rt_all_gather_start_bf16(%[[ARG_IN_A]], %[[ARG_OUT_A]])
// CHECK-NEXT: call @zero_rt_all_gather_start_f32(%[[ARG_IN_B]], %[[ARG_OUT_B]])
// CHECK-NEXT: %[[HANDLE:.*]] = call @zero_rt_async_end() : () -> i64
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT: %[[AGAIN_A:.*]] = bufferization.to_buffer %[[FLAT_A]] read_only
// CHECK-NEXT: %[[ARG_AGAIN_A:.*]] = memref.cast %[[AGAIN_A]]
// CHECK-NEXT: call @zero_rt_async_wait_bf16(%[[HANDLE]], %[[ARG_AGAIN_A]], %[[ARG_OUT_A]])
// CHECK-NEXT: %[[AGAIN_B:.*]] = bufferization.to_buffer %[[B]] read_only
// CHECK-NEXT: %[[ARG_AGAIN_B:.*]] = memref.cast %[[AGAIN_B]]
// CHECK-NEXT: call @zero_rt_async_wait_f32(%[[HANDLE]], %[[ARG_AGAIN_B]], %[[ARG_OUT_B]])
// CHECK-NEXT: %[[FULL_A:.*]] = bufferization.to_tensor %[[OUT_A]] restrict writable : memref<8x4xbf16> to tensor<8x4xbf16>
// CHECK-NEXT: %[[FULL_B:.*]] = bufferization.to_tensor %[[OUT_B]] restrict writable : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: %[[FLAT:.*]] = tensor.collapse_shape %[[FULL_A]]
// CHECK-NEXT: return %[[FLAT]], %[[FULL_B]], %[[Y]]
// BUF-LABEL: func.func @gather_bucket
// BUF: call @zero_rt_all_gather_start_bf16(%[[IN:.*]], %[[OUT:.*]]) :
// BUF-NOT: memref.copy
// BUF: call @zero_rt_async_wait_bf16(%{{.*}}, %[[IN]], %[[OUT]])
shard.grid @dp(shape = 4)
func.func @gather_bucket(%a: tensor<2x4xbf16>, %b: tensor<2xf32>, %x: tensor<4xf32>) -> (tensor<32xbf16>, tensor<8xf32>, tensor<4xf32>) {
  %fa, %fb, %t = zero.all_gather_start %a, %b on @dp : tensor<2x4xbf16>, tensor<2xf32> -> tensor<8x4xbf16>, tensor<8xf32>
  %y = arith.addf %x, %x : tensor<4xf32>
  zero.wait %t
  %flat = tensor.collapse_shape %fa [[0, 1]] : tensor<8x4xbf16> into tensor<32xbf16>
  return %flat, %fb, %y : tensor<32xbf16>, tensor<8xf32>, tensor<4xf32>
}

// -----

// Two collectives in flight, waited for in the other order; the reduce op
// passes as the runtime's code (avg 1, sum 0), once per tensor.
// CHECK-LABEL: func.func @reductions
// CHECK-SAME: (%[[G:.*]]: tensor<8xf32>, %[[H:.*]]: tensor<4xi64>)
// CHECK: %[[AVG:.*]] = arith.constant 1 : i32
// CHECK: %[[OUT_S:.*]] = memref.alloc() : memref<2xf32>
// CHECK: %[[ARG_OUT_S:.*]] = memref.cast %[[OUT_S]]
// CHECK: call @zero_rt_async_begin()
// CHECK-NEXT: call @zero_rt_reduce_scatter_start_f32(%{{.*}}, %[[ARG_OUT_S]], %[[AVG]])
// CHECK-NEXT: %[[H0:.*]] = call @zero_rt_async_end()
// CHECK: %[[SUM:.*]] = arith.constant 0 : i32
// CHECK: %[[OUT_R:.*]] = memref.alloc() : memref<4xi64>
// CHECK: %[[ARG_OUT_R:.*]] = memref.cast %[[OUT_R]]
// CHECK: call @zero_rt_async_begin()
// CHECK-NEXT: call @zero_rt_all_reduce_start_i64(%{{.*}}, %[[ARG_OUT_R]], %[[SUM]])
// CHECK-NEXT: %[[H1:.*]] = call @zero_rt_async_end()
// CHECK: call @zero_rt_async_wait_i64(%[[H1]], %{{.*}}, %[[ARG_OUT_R]])
// CHECK-NEXT: %[[R:.*]] = bufferization.to_tensor %[[OUT_R]]
// CHECK: call @zero_rt_async_wait_f32(%[[H0]], %{{.*}}, %[[ARG_OUT_S]])
// CHECK-NEXT: %[[S:.*]] = bufferization.to_tensor %[[OUT_S]]
// CHECK-NEXT: return %[[S]], %[[R]]
shard.grid @dp(shape = 4)
func.func @reductions(%g: tensor<8xf32>, %h: tensor<4xi64>) -> (tensor<2xf32>, tensor<4xi64>) {
  %s, %t0 = zero.reduce_scatter_start avg %g on @dp : tensor<8xf32> -> tensor<2xf32>
  %r, %t1 = zero.all_reduce_start sum %h on @dp : tensor<4xi64> -> tensor<4xi64>
  zero.wait %t1
  zero.wait %t0
  return %s, %r : tensor<2xf32>, tensor<4xi64>
}

// -----

// A slice of a tensor (what stages 1-2 gather: an updated shard): its
// buffer is the slice's, and bufferization passes start and wait the same
// one, not two copies.
// BUF-LABEL: func.func @gather_slice
// BUF: memref.subview %{{.*}}[4] [4] [1]
// BUF-NOT: memref.alloc() : memref<4xf32>
// BUF: call @zero_rt_all_gather_start_f32(%[[IN:.*]], %[[OUT:.*]]) :
// BUF-NOT: memref.copy
// BUF: call @zero_rt_async_wait_f32(%{{.*}}, %[[IN]], %[[OUT]])
shard.grid @dp(shape = 4)
func.func @gather_slice(%w: tensor<8xf32>) -> tensor<16xf32> {
  %shard = tensor.extract_slice %w[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %full, %t = zero.all_gather_start %shard on @dp : tensor<4xf32> -> tensor<16xf32>
  zero.wait %t
  return %full : tensor<16xf32>
}
