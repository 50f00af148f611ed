// RUN: zero-opt %s --zero-check-slice-bounds | FileCheck %s

// A subview with a dynamic offset gets, before it, the check of its
// dimension 0 (offset >= 0, size >= 0, and for a non-empty slice
// offset < 8 and (size - 1) <= (8 - 1 - offset) / stride) and a call of the
// runtime's zero_rt_slice_out_of_bounds with the slice's place as bytes,
// the dimension (0) and the values as i64. Dimension 1 is static: no check.
// The message is "the slice at " + this file's name + ":LINE:COL".
// CHECK-DAG: func.func private @zero_rt_slice_out_of_bounds(memref<?xi8>, i64, i64, i64, i64, i64)
// CHECK-DAG: memref.global "private" constant @__zero_slice_0 : memref<{{[0-9]+}}xi8>
// CHECK-DAG: memref.global "private" constant @__zero_slice_1 : memref<{{[0-9]+}}xi8>
// CHECK-LABEL: func.func @dynamic_offset
// CHECK-SAME: (%[[M:.*]]: memref<8x4xf32>, %[[I:.*]]: index)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[EIGHT:.*]] = arith.constant 8 : index
// CHECK: %[[TOO_FAR:.*]] = arith.cmpi sge, %[[I]], %[[EIGHT]] : index
// CHECK: %[[NEGATIVE:.*]] = arith.cmpi slt, %[[I]], %[[ZERO]] : index
// CHECK: scf.if %[[BAD:.*]] {
// CHECK-NEXT: %[[TEXT:.*]] = memref.get_global @__zero_slice_0
// CHECK-NEXT: %[[WHERE:.*]] = memref.cast %[[TEXT]] : memref<{{[0-9]+}}xi8> to memref<?xi8>
// CHECK: %[[DIM:.*]] = arith.constant 0 : i64
// CHECK: func.call @zero_rt_slice_out_of_bounds(%[[WHERE]], %[[DIM]],
// CHECK-NEXT: }
// CHECK-NEXT: memref.subview %[[M]][%[[I]], 0] [2, 4] [1, 1]
// CHECK-NOT: scf.if
// CHECK: return
func.func @dynamic_offset(%m: memref<8x4xf32>, %i: index) -> memref<2x4xf32, strided<[4, 1], offset: ?>> {
  %s = memref.subview %m[%i, 0] [2, 4] [1, 1] : memref<8x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
  return %s : memref<2x4xf32, strided<[4, 1], offset: ?>>
}

// A dynamic size and a dynamic source: one check each for dimensions 0
// (size) and 1 (the source's extent, read with memref.dim).
// CHECK-LABEL: func.func @dynamic_size_and_source
// CHECK: scf.if
// CHECK: memref.dim %{{.*}}, %{{.*}} : memref<4x?xf32>
// CHECK: scf.if
// CHECK: memref.subview
func.func @dynamic_size_and_source(%m: memref<4x?xf32>, %n: index) -> memref<?x2xf32, strided<[?, 1]>> {
  %s = memref.subview %m[0, 0] [%n, 2] [1, 1] : memref<4x?xf32> to memref<?x2xf32, strided<[?, 1]>>
  return %s : memref<?x2xf32, strided<[?, 1]>>
}

// Static offsets, sizes, strides and shapes are checked by the verifier:
// nothing is added.
// CHECK-LABEL: func.func @static_slice
// CHECK-NOT: scf.if
// CHECK: memref.subview
func.func @static_slice(%m: memref<8x4xf32>) -> memref<2x4xf32, strided<[4, 1], offset: 8>> {
  %s = memref.subview %m[2, 0] [2, 4] [1, 1] : memref<8x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 8>>
  return %s : memref<2x4xf32, strided<[4, 1], offset: 8>>
}
