// RUN: zero-opt %s --split-input-file --zero-place-tier-tensors | FileCheck %s

// Each allocation marked with a tier becomes the runtime's allocation in
// that tier (zero_rt_alloc_nvme_<dt> or zero_rt_alloc_host_<dt>, declared
// once per entry point where the module lacks it) and a cast to a static
// 1-d memref, reshaped to a buffer of another rank; its uses and its free,
// which deallocation placed at its last use, now name the result.
// Unmarked allocations stay.
// CHECK-DAG: func.func private @zero_rt_alloc_nvme_f32(i64) -> memref<?xf32> attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_alloc_nvme_bf16(i64) -> memref<?xbf16> attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_alloc_host_f32(i64) -> memref<?xf32> attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @parked
// CHECK: %[[SIX:.*]] = arith.constant 6 : i64
// CHECK: %[[PLACED:.*]] = call @zero_rt_alloc_nvme_f32(%[[SIX]]) : (i64) -> memref<?xf32>
// CHECK: %[[T:.*]] = memref.cast %[[PLACED]] : memref<?xf32> to memref<6xf32>
// CHECK: %[[OUT:.*]] = memref.cast %[[T]] : memref<6xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: call @zero_rt_transfer_f32(%{{.*}}, %[[OUT]],
// CHECK: memref.dealloc %[[T]] : memref<6xf32>
// CHECK: %[[EIGHT:.*]] = arith.constant 8 : i64
// CHECK: call @zero_rt_alloc_nvme_bf16(%[[EIGHT]]) : (i64) -> memref<?xbf16>
// A host copy of two dimensions: the flat range, reshaped.
// CHECK: %[[SIX2:.*]] = arith.constant 6 : i64
// CHECK: %[[HOST:.*]] = call @zero_rt_alloc_host_f32(%[[SIX2]]) : (i64) -> memref<?xf32>
// CHECK: %[[FLAT:.*]] = memref.cast %[[HOST]] : memref<?xf32> to memref<6xf32>
// CHECK: %[[H:.*]] = memref.expand_shape %[[FLAT]] {{\[\[}}0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
// CHECK: memref.dealloc %[[H]] : memref<2x3xf32>
// A 0-d host copy.
// CHECK: call @zero_rt_alloc_host_f32
// CHECK: memref.collapse_shape %{{.*}} [] : memref<1xf32> into memref<f32>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK-NOT: zero_rt.nvme_tensor
// CHECK-NOT: zero_rt.host_tensor
func.func private @zero_rt_transfer_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32, i32) attributes {llvm.emit_c_interface}
func.func @parked(%in: memref<?xf32, strided<[?], offset: ?>>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = memref.alloc() {zero_rt.nvme_tensor} : memref<6xf32>
  %out = memref.cast %t : memref<6xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @zero_rt_transfer_f32(%in, %out, %c1, %c2) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32, i32) -> ()
  memref.dealloc %t : memref<6xf32>
  %b = memref.alloc() {zero_rt.nvme_tensor} : memref<8xbf16>
  memref.dealloc %b : memref<8xbf16>
  %h = memref.alloc() {zero_rt.host_tensor} : memref<2x3xf32>
  memref.dealloc %h : memref<2x3xf32>
  %s = memref.alloc() {zero_rt.host_tensor} : memref<f32>
  memref.dealloc %s : memref<f32>
  %plain = memref.alloc() : memref<4xf32>
  memref.dealloc %plain : memref<4xf32>
  return
}

// -----

// In a nested module, the entry point is declared in the module whose
// function makes the call.
// CHECK-LABEL: module @inner
// CHECK: func.func private @zero_rt_alloc_host_f32(i64) -> memref<?xf32>
// CHECK: func.func @copy
// CHECK: call @zero_rt_alloc_host_f32
module @outer {
  module @inner {
    func.func @copy() {
      %h = memref.alloc() {zero_rt.host_tensor} : memref<3xf32>
      memref.dealloc %h : memref<3xf32>
      return
    }
  }
}

// -----

// An op marked as running on the host (zero-to-runtime) allocates the new
// buffer it writes in the host tier; one that writes an argument (an
// update computed in place) allocates nothing. The marks go.
// CHECK-LABEL: func.func @host_ops
// CHECK-SAME: (%[[IN:[^:]*]]: memref<4xf32>, %[[STATE:[^:]*]]: memref<4xf32>)
// CHECK: %[[PLACED:.*]] = call @zero_rt_alloc_host_f32(%{{.*}}) : (i64) -> memref<?xf32>
// CHECK: %[[NEW:.*]] = memref.cast %[[PLACED]] : memref<?xf32> to memref<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[IN]] : memref<4xf32>) outs(%[[NEW]] : memref<4xf32>) {
// CHECK: linalg.generic {{.*}} ins(%[[NEW]] : memref<4xf32>) outs(%[[STATE]] : memref<4xf32>) {
// CHECK: %[[DEVICE:.*]] = memref.alloc() : memref<4xf32>
// CHECK: linalg.generic {{.*}} outs(%[[DEVICE]] : memref<4xf32>) {
// CHECK-NOT: zero_rt.on_host
#id = affine_map<(d0) -> (d0)>
func.func @host_ops(%in: memref<4xf32>, %state: memref<4xf32>) {
  %new = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%in : memref<4xf32>) outs(%new : memref<4xf32>) attrs = {zero_rt.on_host} {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%new : memref<4xf32>) outs(%state : memref<4xf32>) attrs = {zero_rt.on_host} {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  %device = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%in : memref<4xf32>) outs(%device : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  memref.dealloc %new : memref<4xf32>
  memref.dealloc %device : memref<4xf32>
  return
}
