// RUN: zero-opt %s --zero-register-tiles -split-input-file | FileCheck %s

// Ops in the order zero-vectorizable-loop-order leaves (outer parallel,
// reductions, contiguous parallel) are computed in register tiles: the
// accumulator is read once before the reduction loops, carried through
// them in vector registers, and written once after. Each output element
// still adds its terms one at a time, in the order of the reduction loop,
// with a separate multiply and add.

// A matmul: tiles of 4 rows x 16 columns, the reduction loop innermost.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.+]]: memref<8x16xf32>, %[[B:.+]]: memref<16x32xf32>, %[[C:.+]]: memref<8x32xf32>)
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %[[FOUR:.+]] {
// CHECK: scf.for %[[J:.+]] = %{{.+}} to %{{.+}} step %[[SIXTEEN:.+]] {
// CHECK: %[[INIT:.+]] = vector.transfer_read %[[C]][%[[I]], %[[J]]]{{.*}} : memref<8x32xf32>, vector<4x16xf32>
// CHECK: %[[SUM:.+]] = scf.for %[[K:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[ACC:.+]] = %[[INIT]]) -> (vector<4x16xf32>) {
// CHECK-NOT: %[[C]]
// A's four scalars of column k, each broadcast along the tile's row; B's
// row k, shared by the four rows.
// CHECK: %[[AK:.+]] = vector.transfer_read %[[A]][%[[I]], %[[K]]]{{.*}} : memref<8x16xf32>, vector<4x1xf32>
// CHECK: %[[AB:.+]] = vector.broadcast %[[AK]] : vector<4x1xf32> to vector<16x4x1xf32>
// CHECK: %[[ROWS:.+]] = vector.transpose %[[AB]], [1, 2, 0] : vector<16x4x1xf32> to vector<4x1x16xf32>
// CHECK: %[[BK:.+]] = vector.transfer_read %[[B]][%[[K]], %[[J]]]{{.*}} : memref<16x32xf32>, vector<1x16xf32>
// CHECK: %[[COLS:.+]] = vector.broadcast %[[BK]] : vector<1x16xf32> to vector<4x1x16xf32>
// CHECK: %[[P:.+]] = arith.mulf %[[ROWS]], %[[COLS]] : vector<4x1x16xf32>
// CHECK: %[[PC:.+]] = vector.shape_cast %[[P]] : vector<4x1x16xf32> to vector<4x16xf32>
// CHECK: %[[S:.+]] = arith.addf %[[ACC]], %[[PC]] : vector<4x16xf32>
// CHECK: scf.yield %[[S]] : vector<4x16xf32>
// CHECK: vector.transfer_write %[[SUM]], %[[C]][%[[I]], %[[J]]]{{.*}} : vector<4x16xf32>, memref<8x32xf32>
// CHECK-NOT: linalg.generic
func.func @matmul(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<8x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>, affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<8x32xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A weight gradient, summed over batch and sequence: the accumulator is
// carried through both reduction loops. 6 rows and 24 columns are not
// multiples of 4 and 16: the tile is 2 x 8, the first sizes that divide.
// CHECK-LABEL: func.func @weight_gradient
// CHECK-SAME: (%[[DY:.+]]: memref<2x3x6xf32>, %[[X:.+]]: memref<2x3x24xf32>, %[[DW:.+]]: memref<6x24xf32>)
// CHECK: %[[INIT:.+]] = vector.transfer_read %[[DW]]{{.*}} : memref<6x24xf32>, vector<2x8xf32>
// CHECK: %[[OUTER:.+]] = scf.for %{{.+}} iter_args(%[[ACC0:.+]] = %[[INIT]]) -> (vector<2x8xf32>) {
// CHECK: %[[INNER:.+]] = scf.for %{{.+}} iter_args(%[[ACC1:.+]] = %[[ACC0]]) -> (vector<2x8xf32>) {
// CHECK: vector.transfer_read %[[DY]]{{.*}} : memref<2x3x6xf32>, vector<1x1x2xf32>
// CHECK: vector.transfer_read %[[X]]{{.*}} : memref<2x3x24xf32>, vector<1x1x8xf32>
// CHECK: arith.mulf {{.*}} : vector<2x1x1x8xf32>
// CHECK: %[[S:.+]] = arith.addf %[[ACC1]], %{{.+}} : vector<2x8xf32>
// CHECK: scf.yield %[[S]]
// CHECK: scf.yield %[[INNER]]
// CHECK: vector.transfer_write %[[OUTER]], %[[DW]]{{.*}} : vector<2x8xf32>, memref<6x24xf32>
func.func @weight_gradient(%dy: memref<2x3x6xf32>, %x: memref<2x3x24xf32>, %dw: memref<6x24xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, b, s, j) -> (b, s, i)>, affine_map<(i, b, s, j) -> (b, s, j)>, affine_map<(i, b, s, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "reduction", "parallel"]}
      ins(%dy, %x : memref<2x3x6xf32>, memref<2x3x24xf32>) outs(%dw : memref<6x24xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// 20 columns and 6 rows, not multiples of 16 and 4: the op is split
// (linalg::splitOp) into 16 + 4 columns, each into 4 + 2 rows, and every
// part is tiled by its own extents; every accumulator still lives in
// registers through the reduction loop (each write stores the reduction
// loop's result).
// CHECK-LABEL: func.func @split_remainders
// CHECK-SAME: %[[C:[^:]+]]: memref<6x20xf32>)
// CHECK: %[[S1:.+]] = scf.for %{{.+}} iter_args(%{{.+}}) -> (vector<4x16xf32>)
// CHECK: vector.transfer_write %[[S1]], %[[C]][%{{.+}}, %[[C0:.+]]] {{.*}} : vector<4x16xf32>, memref<6x20xf32>
// CHECK: %[[S2:.+]] = scf.for %{{.+}} iter_args(%{{.+}}) -> (vector<2x16xf32>)
// CHECK: vector.transfer_write %[[S2]], %[[C]][%{{.+}}, %[[C0]]] {{.*}} : vector<2x16xf32>, memref<6x20xf32>
// CHECK: %[[S3:.+]] = scf.for %{{.+}} iter_args(%{{.+}}) -> (vector<4x4xf32>)
// CHECK: vector.transfer_write %[[S3]], %[[C]][%{{.+}}, %[[C16:.+]]] {{.*}} : vector<4x4xf32>, memref<6x20xf32>
// CHECK: %[[S4:.+]] = scf.for %{{.+}} iter_args(%{{.+}}) -> (vector<2x4xf32>)
// CHECK: vector.transfer_write %[[S4]], %[[C]][%{{.+}}, %[[C16]]] {{.*}} : vector<2x4xf32>, memref<6x20xf32>
// CHECK-NOT: linalg.generic
// CHECK-NOT: memref.subview
// CHECK: return
func.func @split_remainders(%a: memref<6x8xf32>, %b: memref<8x20xf32>, %c: memref<6x20xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>, affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : memref<6x8xf32>, memref<8x20xf32>) outs(%c : memref<6x20xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// The importer's mixed precision: bf16 operands, f32 sums. A's scalars are
// widened before they are broadcast (once each, not once per lane).
// CHECK-LABEL: func.func @bf16_operands
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (vector<2x16xf32>)
// CHECK: %[[AK:.+]] = vector.transfer_read %{{.+}} : memref<2x8xbf16>, vector<2x1xbf16>
// CHECK: %[[BK:.+]] = vector.transfer_read %{{.+}} : memref<8x16xbf16>, vector<1x16xbf16>
// CHECK: %[[AW:.+]] = arith.extf %[[AK]] : vector<2x1xbf16> to vector<2x1xf32>
// CHECK: vector.broadcast %[[AW]] : vector<2x1xf32> to vector<16x2x1xf32>
// CHECK: arith.extf %[[BK]] : vector<1x16xbf16> to vector<1x16xf32>
// CHECK: arith.mulf {{.*}} : vector<2x1x16xf32>
// CHECK: arith.addf %[[ACC]], %{{.+}} : vector<2x16xf32>
func.func @bf16_operands(%a: memref<2x8xbf16>, %b: memref<8x16xbf16>, %c: memref<2x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>, affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : memref<2x8xbf16>, memref<8x16xbf16>) outs(%c : memref<2x16xf32>) {
  ^bb0(%l: bf16, %r: bf16, %acc: f32):
    %lw = arith.extf %l : bf16 to f32
    %rw = arith.extf %r : bf16 to f32
    %p = arith.mulf %lw, %rw : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Left for convert-linalg-to-loops, unchanged:
// - 6 contiguous outputs: below 16, not a multiple of 4;
// - a dynamic extent;
// - the reduction innermost (not the order zero-vectorizable-loop-order
//   gives);
// - a reduction through a select (a causal mask), which the vectorizer
//   does not take as a reduction;
// - an i1 reduction (a routing mask): the LLVM lowering stores a vector
//   of i1 bit-packed and the loops' i1 one per byte;
// - an op on tensors.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector.
// CHECK-COUNT-6: linalg.generic
// CHECK-NOT: vector.
// CHECK: return
func.func @left_alone(%a: memref<8x16xf32>, %b6: memref<16x6xf32>, %c6: memref<8x6xf32>,
                      %ad: memref<?x16xf32>, %b: memref<16x32xf32>, %cd: memref<?x32xf32>,
                      %bt: memref<32x16xf32>, %c: memref<8x32xf32>,
                      %scores: memref<8x8xf32>, %max: memref<8xf32>,
                      %hits: memref<16x2x4xi1>, %any: memref<16x4xi1>,
                      %ta: tensor<8x16xf32>, %tb: tensor<16x32xf32>, %tc: tensor<8x32xf32>) -> tensor<8x32xf32> {
  linalg.generic {indexing_maps = [affine_map<(t, k, e) -> (t, k, e)>, affine_map<(t, k, e) -> (t, e)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%hits : memref<16x2x4xi1>) outs(%any : memref<16x4xi1>) {
  ^bb0(%in: i1, %acc: i1):
    %o = arith.ori %in, %acc : i1
    linalg.yield %o : i1
  }
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>, affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b6 : memref<8x16xf32>, memref<16x6xf32>) outs(%c6 : memref<8x6xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>, affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%ad, %b : memref<?x16xf32>, memref<16x32xf32>) outs(%cd : memref<?x32xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %bt : memref<8x16xf32>, memref<32x16xf32>) outs(%c : memref<8x32xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(k, q) -> (q, k)>, affine_map<(k, q) -> (q)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%scores : memref<8x8xf32>) outs(%max : memref<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    %q = linalg.index 1 : index
    %k = linalg.index 0 : index
    %visible = arith.cmpi ule, %k, %q : index
    %r = arith.select %visible, %m, %acc : f32
    linalg.yield %r : f32
  }
  %t = linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>, affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%ta, %tb : tensor<8x16xf32>, tensor<16x32xf32>) outs(%tc : tensor<8x32xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %t : tensor<8x32xf32>
}
