// RUN: zero-opt %s --zero-vectorizable-loop-order | FileCheck %s

// Each op with a reduction gets its loops reordered: the parallel loop over
// the output's last (contiguous) dimension innermost, the reduction loops
// just outside it in their own order, the other parallel loops outermost.
// Nothing else changes: same operands, same body, so each output element
// sums its terms in the same order as before.

// The maps of the reordered ops below, printed at the top.
// CHECK-DAG: #[[$A:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$B:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[$C:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$X:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[$W:.+]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #[[$Y:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[$WPACKED:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[$ROWS:.+]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[$SUMS:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[$IN:.+]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-DAG: #[[$OUT:.+]] = affine_map<(d0, d1, d2) -> (d2)>

// A named matmul is generalized; (i, j, k) becomes (i, k, j): the inner
// loop walks rows of B and C.
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #[[$C]]], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK-SAME: ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// x * W^T, as the importer writes a projection (bf16 in, f32 out, on
// tensors): (b, s, n, k) becomes (b, s, k, n).
// CHECK-LABEL: func.func @x_times_w_transposed
// CHECK: linalg.generic {indexing_maps = [#[[$X]], #[[$W]], #[[$Y]]], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
// CHECK: arith.extf
// CHECK: arith.extf
// CHECK: -> tensor<2x3x5xf32>
func.func @x_times_w_transposed(%x: tensor<2x3x8xbf16>, %w: tensor<5x8xbf16>, %init: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(b, s, n, k) -> (b, s, k)>, affine_map<(b, s, n, k) -> (n, k)>, affine_map<(b, s, n, k) -> (b, s, n)>]
    ins(%x, %w : tensor<2x3x8xbf16>, tensor<5x8xbf16>) outs(%init : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// A row sum: the reduction goes outside, the rows are summed side by side.
// CHECK-LABEL: func.func @row_sum
// CHECK: linalg.generic {indexing_maps = [#[[$ROWS]], #[[$SUMS]]], iterator_types = ["reduction", "parallel"]}
func.func @row_sum(%x: memref<6x7xf32>, %sums: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<6x7xf32>) outs(%sums : memref<6xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  return
}

// Two reductions keep their relative order (t before k), so each sum adds
// its terms in the order it did.
// CHECK-LABEL: func.func @two_reductions
// CHECK: linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], iterator_types = ["reduction", "reduction", "parallel"]}
func.func @two_reductions(%x: memref<3x4x5xf32>, %out: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(n, t, k) -> (t, n, k)>, affine_map<(n, t, k) -> (n)>],
                  iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : memref<3x4x5xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  return
}

// Left alone: no reduction; already in order; a sum to a scalar (no
// parallel loop to put inside).
// CHECK-LABEL: func.func @left_alone
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction", "parallel"]
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction"]
func.func @left_alone(%x: memref<6x7xf32>, %y: memref<6x7xf32>, %a: memref<4x8xf32>,
                      %b: memref<8x16xf32>, %c: memref<4x16xf32>, %v: memref<7xf32>,
                      %total: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<6x7xf32>) outs(%y : memref<6x7xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>,
                                   affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%v : memref<7xf32>) outs(%total : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  return
}

//===----------------------------------------------------------------------===//
// On buffers, an input the inner loop would walk with a stride is copied
// transposed first when the op reads it 8 times or more: here the weight
// of x * W^T, read once per (b, s), 4 x 8 = 32 times. The copy is freed
// right after the op.
// CHECK-LABEL: func.func @packs_the_weight
// CHECK-SAME: (%[[X:.+]]: memref<4x8x16xbf16>, %[[W:.+]]: memref<32x16xbf16>, %[[Y:.+]]: memref<4x8x32xf32>)
// CHECK: %[[WT:.+]] = memref.alloc() : memref<16x32xbf16>
// CHECK: linalg.transpose ins(%[[W]] : memref<32x16xbf16>) outs(%[[WT]] : memref<16x32xbf16>) permutation = [1, 0]
// CHECK: linalg.generic {indexing_maps = [#[[$X]], #[[$WPACKED]], #[[$Y]]], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
// CHECK-SAME: ins(%[[X]], %[[WT]] : memref<4x8x16xbf16>, memref<16x32xbf16>) outs(%[[Y]] : memref<4x8x32xf32>)
// CHECK: memref.dealloc %[[WT]] : memref<16x32xbf16>
// CHECK-NEXT: return
func.func @packs_the_weight(%x: memref<4x8x16xbf16>, %w: memref<32x16xbf16>, %y: memref<4x8x32xf32>) {
  linalg.contract indexing_maps = [affine_map<(b, s, n, k) -> (b, s, k)>, affine_map<(b, s, n, k) -> (n, k)>, affine_map<(b, s, n, k) -> (b, s, n)>]
    ins(%x, %w : memref<4x8x16xbf16>, memref<32x16xbf16>) outs(%y : memref<4x8x32xf32>)
  return
}

// Read 2 x 3 = 6 times only: reordered, not copied.
// CHECK-LABEL: func.func @too_few_reads_to_pack
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic {indexing_maps = [#[[$X]], #[[$W]], #[[$Y]]], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @too_few_reads_to_pack(%x: memref<2x3x8xbf16>, %w: memref<5x8xbf16>, %y: memref<2x3x5xf32>) {
  linalg.contract indexing_maps = [affine_map<(b, s, n, k) -> (b, s, k)>, affine_map<(b, s, n, k) -> (n, k)>, affine_map<(b, s, n, k) -> (b, s, n)>]
    ins(%x, %w : memref<2x3x8xbf16>, memref<5x8xbf16>) outs(%y : memref<2x3x5xf32>)
  return
}
