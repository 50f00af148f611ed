// RUN: zero-opt %s --zero-place-nvme-tensors | FileCheck %s

// Each allocation marked as an NVMe tensor becomes the runtime's placement
// of one (zero_rt_alloc_nvme_<dt>, declared once per element type where the
// module lacks it) and a cast to the allocation's type; its uses and its
// free, which deallocation placed at its last use, now name the cast.
// Unmarked allocations stay.
// CHECK-DAG: func.func private @zero_rt_alloc_nvme_f32(i64) -> memref<?xf32> attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_alloc_nvme_bf16(i64) -> memref<?xbf16> attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @parked
// CHECK: %[[SIX:.*]] = arith.constant 6 : i64
// CHECK: %[[PLACED:.*]] = call @zero_rt_alloc_nvme_f32(%[[SIX]]) : (i64) -> memref<?xf32>
// CHECK: %[[T:.*]] = memref.cast %[[PLACED]] : memref<?xf32> to memref<6xf32>
// CHECK: %[[OUT:.*]] = memref.cast %[[T]] : memref<6xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: call @zero_rt_transfer_f32(%{{.*}}, %[[OUT]],
// CHECK: memref.dealloc %[[T]] : memref<6xf32>
// CHECK: %[[EIGHT:.*]] = arith.constant 8 : i64
// CHECK: call @zero_rt_alloc_nvme_bf16(%[[EIGHT]]) : (i64) -> memref<?xbf16>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK-NOT: zero_rt.nvme_tensor
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
  %plain = memref.alloc() : memref<4xf32>
  memref.dealloc %plain : memref<4xf32>
  return
}
