// RUN: zero-opt %s --zero-library-matmul --cse -split-input-file | FileCheck %s

// Batches of matrix products with f32 sums become one call to the
// runtime's zero_rt_matmul: (A's dtype, B's dtype, batch, m, n, k), then
// for A, B and C (address, offset, batch stride, row stride, column
// stride). dtype 2 is ZERO_RT_BF16, 0 ZERO_RT_F32 (zero_rt.h).

// x * W^T as the importer writes a projection: 2 x 3 rows of 8 against a
// 16 x 8 weight. The rows (d0, d1) are one run of memory in x and in the
// output (stride 8 for d1, 3 x 8 = 24 for d0), so m = 6; W is read
// transposed: k steps by 1, n by 8.
#x = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#w = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#y = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @projection
// CHECK-SAME: (%[[X:.+]]: memref<2x3x8xbf16>, %[[W:.+]]: memref<16x8xbf16>, %[[Y:.+]]: memref<2x3x16xf32>)
func.func @projection(%x: memref<2x3x8xbf16>, %w: memref<16x8xbf16>,
                      %y: memref<2x3x16xf32>) {
  // CHECK-DAG: %[[BF16:.+]] = arith.constant 2 : i32
  // CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i64
  // CHECK-DAG: %[[SIX:.+]] = arith.constant 6 : i64
  // CHECK-DAG: %[[SIXTEEN:.+]] = arith.constant 16 : i64
  // CHECK-DAG: %[[EIGHT:.+]] = arith.constant 8 : i64
  // CHECK-DAG: %[[XP:.+]] = memref.extract_aligned_pointer_as_index %[[X]]
  // CHECK-DAG: %{{.+}}, %[[XO:.+]], %{{.+}}:3, %{{.+}}:3 = memref.extract_strided_metadata %[[X]]
  // CHECK-DAG: %[[WP:.+]] = memref.extract_aligned_pointer_as_index %[[W]]
  // CHECK-DAG: %[[YP:.+]] = memref.extract_aligned_pointer_as_index %[[Y]]
  // Batch strides of a batch of one: the matrix's extent (6 x 8 = 48,
  // 8 x 16 = 128, 6 x 16 = 96).
  // CHECK-DAG: %[[C48:.+]] = arith.constant 48 : i64
  // CHECK-DAG: %[[C128:.+]] = arith.constant 128 : i64
  // CHECK-DAG: %[[C96:.+]] = arith.constant 96 : i64
  // CHECK: call @zero_rt_matmul(%[[BF16]], %[[BF16]], %[[ONE]], %[[SIX]], %[[SIXTEEN]], %[[EIGHT]], %[[XP]], %[[XO]], %[[C48]], %[[EIGHT]], %[[ONE]], %[[WP]], %{{.+}}, %[[C128]], %[[ONE]], %[[EIGHT]], %[[YP]], %{{.+}}, %[[C96]], %[[SIXTEEN]], %[[ONE]])
  // CHECK-NOT: linalg.
  linalg.contract indexing_maps = [#x, #w, #y]
      ins(%x, %w : memref<2x3x8xbf16>, memref<16x8xbf16>)
      outs(%y : memref<2x3x16xf32>)
  return
}
// CHECK: func.func private @zero_rt_matmul(i32, i32, i64, i64, i64, i64, index, index, i64, i64, i64, index, index, i64, i64, i64, index, index, i64, i64, i64)

// -----

// The weight's gradient dY^T * X, summed over every token (d2, d3: k =
// 2 x 3 = 6): A is dY read transposed (its rows, d0, step by 1; k by 4).
#dy = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>
#x = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
#dw = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @weight_gradient
func.func @weight_gradient(%dy: memref<2x3x4xf32>, %x: memref<2x3x5xf32>,
                           %dw: memref<4x5xf32>) {
  // CHECK-DAG: %[[F32:.+]] = arith.constant 0 : i32
  // CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i64
  // CHECK-DAG: %[[FOUR:.+]] = arith.constant 4 : i64
  // CHECK-DAG: %[[FIVE:.+]] = arith.constant 5 : i64
  // CHECK-DAG: %[[SIX:.+]] = arith.constant 6 : i64
  // CHECK: call @zero_rt_matmul(%[[F32]], %[[F32]], %[[ONE]], %[[FOUR]], %[[FIVE]], %[[SIX]], %{{.+}}, %{{.+}}, %{{.+}}, %[[ONE]], %[[FOUR]], %{{.+}}, %{{.+}}, %{{.+}}, %[[FIVE]], %[[ONE]], %{{.+}}, %{{.+}}, %{{.+}}, %[[FIVE]], %[[ONE]])
  linalg.generic {indexing_maps = [#dy, #x, #dw],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%dy, %x : memref<2x3x4xf32>, memref<2x3x5xf32>)
      outs(%dw : memref<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Grouped-query attention's scores: Q [b, s, kv, g, d] against K [b, t, kv,
// d]. Every batch dimension is a loop around the call (oneDNN runs a batch
// of strided matrices with a slower kernel): b (d0) moves Q by
// 4 x 2 x 2 x 8 = 128 elements, K by 4 x 2 x 8 = 64 and the scores by
// 2 x 2 x 4 x 4 = 64; kv (d1) moves Q by 2 x 8 = 16, K by 8 and the scores
// by 2 x 4 x 4 = 32. The rows g (d2), s (d3) are not one run of memory in
// Q (g steps by 8, s by 32): the library takes s, the larger (4 rows of
// stride 32), and a loop runs over g, moving Q by 8 and the scores by 16.
// Each call: batch 1, m 4, n 4 (t), k 8 (d).
#q = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d1, d5)>
#s = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @scores
// CHECK: %{{.+}}, %[[QO:.+]], %{{.+}}:5, %{{.+}}:5 = memref.extract_strided_metadata %{{.+}} : memref<3x4x2x2x8xbf16>
// CHECK: %{{.+}}, %[[KO:.+]], %{{.+}}:4, %{{.+}}:4 = memref.extract_strided_metadata %{{.+}} : memref<3x4x2x8xbf16>
// CHECK: %{{.+}}, %[[SO:.+]], %{{.+}}:5, %{{.+}}:5 = memref.extract_strided_metadata %{{.+}} : memref<3x2x2x4x4xf32>
// CHECK: scf.for %[[B:.+]] = %{{.+}} to %{{.+}} step
// CHECK: %[[C128:.+]] = arith.constant 128 : index
// CHECK: %[[QB:.+]] = arith.muli %[[B]], %[[C128]]
// CHECK: %[[QOB:.+]] = arith.addi %[[QO]], %[[QB]]
// CHECK: %[[C64:.+]] = arith.constant 64 : index
// CHECK: %[[KB:.+]] = arith.muli %[[B]], %[[C64]]
// CHECK: %[[KOB:.+]] = arith.addi %[[KO]], %[[KB]]
// CHECK: %[[SOB:.+]] = arith.addi %[[SO]], %[[KB]]
// CHECK: scf.for %[[KV:.+]] = %{{.+}} to %{{.+}} step
// CHECK: %[[C16:.+]] = arith.constant 16 : index
// CHECK: %[[QKV:.+]] = arith.muli %[[KV]], %[[C16]]
// CHECK: %[[QOKV:.+]] = arith.addi %[[QOB]], %[[QKV]]
// CHECK: %[[C8:.+]] = arith.constant 8 : index
// CHECK: %[[KKV:.+]] = arith.muli %[[KV]], %[[C8]]
// CHECK: %[[KOKV:.+]] = arith.addi %[[KOB]], %[[KKV]]
// CHECK: %[[C32:.+]] = arith.constant 32 : index
// CHECK: %[[SKV:.+]] = arith.muli %[[KV]], %[[C32]]
// CHECK: %[[SOKV:.+]] = arith.addi %[[SOB]], %[[SKV]]
// CHECK: scf.for %[[G:.+]] = %{{.+}} to %{{.+}} step
// CHECK: %[[QG:.+]] = arith.muli %[[G]], %[[C8]]
// CHECK: %[[QOG:.+]] = arith.addi %[[QOKV]], %[[QG]]
// CHECK: %[[SG:.+]] = arith.muli %[[G]], %[[C16]]
// CHECK: %[[SOG:.+]] = arith.addi %[[SOKV]], %[[SG]]
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i64
// CHECK-DAG: %[[FOUR:.+]] = arith.constant 4 : i64
// CHECK-DAG: %[[EIGHT:.+]] = arith.constant 8 : i64
// CHECK-DAG: %[[R32:.+]] = arith.constant 32 : i64
// CHECK-DAG: %[[R16:.+]] = arith.constant 16 : i64
// CHECK: call @zero_rt_matmul(%{{.+}}, %{{.+}}, %[[ONE]], %[[FOUR]], %[[FOUR]], %[[EIGHT]], %{{.+}}, %[[QOG]], %{{.+}}, %[[R32]], %[[ONE]], %{{.+}}, %[[KOKV]], %{{.+}}, %[[ONE]], %[[R16]], %{{.+}}, %[[SOG]], %[[R16]], %[[FOUR]], %[[ONE]])
// CHECK-NOT: linalg.contract
func.func @scores(%q: memref<3x4x2x2x8xbf16>, %k: memref<3x4x2x8xbf16>,
                  %s: memref<3x2x2x4x4xf32>) {
  linalg.contract indexing_maps = [#q, #k, #s]
      ins(%q, %k : memref<3x4x2x2x8xbf16>, memref<3x4x2x8xbf16>)
      outs(%s : memref<3x2x2x4x4xf32>)
  return
}

// -----

// Inputs of two types (an f32 activation by a bf16 weight) are a library
// call too: the runtime widens the bf16 one (dtypes 0 and 2).
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @mixed
func.func @mixed(%af: memref<4x8xf32>, %bb: memref<8x16xbf16>,
                 %c: memref<4x16xf32>) {
  // CHECK-DAG: %[[F32:.+]] = arith.constant 0 : i32
  // CHECK-DAG: %[[BF16:.+]] = arith.constant 2 : i32
  // CHECK: call @zero_rt_matmul(%[[F32]], %[[BF16]],
  // CHECK-NOT: linalg.contract
  linalg.contract indexing_maps = [#a, #b, #c]
      ins(%af, %bb : memref<4x8xf32>, memref<8x16xbf16>)
      outs(%c : memref<4x16xf32>)
  return
}

// -----

// What stays a linalg op: an integer product, a product under a mask, f16
// inputs, a dynamic extent.
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @not_library
// CHECK-NOT: zero_rt_matmul
// CHECK-COUNT-4: linalg.
// CHECK: return
func.func @not_library(%c: memref<4x16xf32>, %ai: memref<4x8xi32>,
                       %bi: memref<8x16xi32>, %ci: memref<4x16xi32>,
                       %ah: memref<4x8xf16>, %bh: memref<8x16xf16>,
                       %ad: memref<?x8xf32>, %bf: memref<8x16xf32>,
                       %cd: memref<?x16xf32>, %af: memref<4x8xf32>) {
  linalg.matmul ins(%ai, %bi : memref<4x8xi32>, memref<8x16xi32>)
                outs(%ci : memref<4x16xi32>)
  linalg.generic {indexing_maps = [#a, #b, #c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%af, %bf : memref<4x8xf32>, memref<8x16xf32>)
      outs(%c : memref<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    %i = linalg.index 2 : index
    %j = linalg.index 1 : index
    %visible = arith.cmpi ule, %i, %j : index
    %r = arith.select %visible, %s, %acc : f32
    linalg.yield %r : f32
  }
  linalg.contract indexing_maps = [#a, #b, #c]
      ins(%ah, %bh : memref<4x8xf16>, memref<8x16xf16>)
      outs(%c : memref<4x16xf32>)
  linalg.contract indexing_maps = [#a, #b, #c]
      ins(%ad, %bf : memref<?x8xf32>, memref<8x16xf32>)
      outs(%cd : memref<?x16xf32>)
  return
}
