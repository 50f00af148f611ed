// RUN: zero-opt %s --zero-check-index-bounds | FileCheck %s --enable-var-scope

// The failure function takes the access's place as bytes, then the
// dimension, the index and the extent as i64. One message global per
// access that needs a check: token_row, loop_invariant, past_the_loop,
// select_unrelated_condition, dynamic_extent, empty_loop, store_at_k and
// atomic_at_k make 8 (__zero_index_0 to __zero_index_7); none of the
// proven functions adds one.
// CHECK-DAG: func.func private @zero_rt_index_out_of_bounds(memref<?xi8>, i64, i64, i64)
// CHECK-DAG: memref.global "private" constant @__zero_index_0 : memref<{{[0-9]+}}xi8>
// CHECK-DAG: memref.global "private" constant @__zero_index_7 : memref<{{[0-9]+}}xi8>
// CHECK-NOT: @__zero_index_8

// The embedding's gather: the row is a token id read from the ids buffer,
// unknown at compile time, so dimension 0 is checked in the body (it
// changes per element) against the table's 10 rows; the column is
// `linalg.index 2`, in [0, 3] over a loop range of 4: no check.
// CHECK-LABEL: func.func @token_row
// CHECK: ^bb0(%[[IN:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT: %[[ROW:.*]] = arith.index_cast %[[IN]] : i32 to index
// CHECK-NEXT: %[[COL:.*]] = linalg.index 2 : index
// CHECK-NEXT: %[[TEN:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[BAD:.*]] = arith.cmpi uge, %[[ROW]], %[[TEN]] : index
// CHECK-NEXT: scf.if %[[BAD]] {
// CHECK-NEXT: %[[TEXT:.*]] = memref.get_global @__zero_index_{{[0-9]+}}
// CHECK-NEXT: %[[WHERE:.*]] = memref.cast %[[TEXT]] : memref<{{[0-9]+}}xi8> to memref<?xi8>
// CHECK-NEXT: %[[DIM:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[ROW]] : index to i64
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[TEN]] : index to i64
// CHECK-NEXT: func.call @zero_rt_index_out_of_bounds(%[[WHERE]], %[[DIM]], %[[I]], %[[N]])
// CHECK-NEXT: }
// CHECK-NEXT: memref.load %{{.*}}[%[[ROW]], %[[COL]]] : memref<10x4xf32>
// CHECK-NOT: scf.if
// CHECK: return
func.func @token_row(%ids: memref<2x3xi32>, %table: memref<10x4xf32>, %out: memref<2x3x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : memref<2x3xi32>) outs(%out : memref<2x3x4xf32>) {
  ^bb0(%in: i32, %o: f32):
    %row = arith.index_cast %in : i32 to index
    %col = linalg.index 2 : index
    %v = memref.load %table[%row, %col] : memref<10x4xf32>
    linalg.yield %v : f32
  }
  return
}

// The rotary embedding's partner, e < 8 ? e + 8 : e - 8 for e in [0, 15]:
// e + 8 in [8, 15] where e < 8, e - 8 in [0, 7] where e >= 8, so [0, 15]
// in a dimension of 16: no check.
// CHECK-LABEL: func.func @rotary_partner
// CHECK-NOT: scf.if
// CHECK: memref.load
// CHECK-NOT: scf.if
// CHECK: return
func.func @rotary_partner(%x: memref<16xf32>, %out: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(e) -> (e)>], iterator_types = ["parallel"]}
      outs(%out : memref<16xf32>) {
  ^bb0(%o: f32):
    %e = linalg.index 0 : index
    %half = arith.constant 8 : index
    %first = arith.cmpi ult, %e, %half : index
    %up = arith.addi %e, %half : index
    %down = arith.subi %e, %half : index
    %partner = arith.select %first, %up, %down : index
    %v = memref.load %x[%partner] : memref<16xf32>
    linalg.yield %v : f32
  }
  return
}

// The interleaved rotary partner, even(j) ? j + 1 : j - 1 for j in [0, 7]:
// even j is in [0, 6], so j + 1 in [1, 7]; odd j in [1, 7], so j - 1 in
// [0, 6]; the union [0, 7] fits a dimension of 8: no check.
// CHECK-LABEL: func.func @interleaved_partner
// CHECK-NOT: scf.if
// CHECK: return
func.func @interleaved_partner(%x: memref<8xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(j) -> (j)>], iterator_types = ["parallel"]}
      outs(%out : memref<8xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %parity = arith.remui %j, %c2 : index
    %even = arith.cmpi eq, %parity, %c0 : index
    %next = arith.addi %j, %c1 : index
    %previous = arith.subi %j, %c1 : index
    %partner = arith.select %even, %next, %previous : index
    %v = memref.load %x[%partner] : memref<8xf32>
    linalg.yield %v : f32
  }
  return
}

// An index that a function argument gives, read in a loop of 4 iterations
// that always runs: checked once, before the loop, not per iteration.
// CHECK-LABEL: func.func @loop_invariant
// CHECK-SAME: %[[K:[^:]*]]: index
// CHECK: %[[BAD:.*]] = arith.cmpi uge, %[[K]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[BAD]] {
// CHECK: scf.for
// CHECK-NOT: scf.if
// CHECK: memref.load %{{.*}}[%[[K]]]
func.func @loop_invariant(%m: memref<6xf32>, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %m[%k] : memref<6xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %sum : f32
}

// A loop over [0, 8) reads its induction variable: in [0, 7], in range of
// 8 (no check) but not of 4 (checked in the loop, where it is defined).
// CHECK-LABEL: func.func @past_the_loop
// CHECK: scf.for %[[I:.*]] = 
// CHECK-NEXT: memref.load %{{.*}}[%[[I]]] : memref<8xf32>
// CHECK-NEXT: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK-NEXT: arith.cmpi uge, %[[I]], %[[FOUR]] : index
// CHECK-NEXT: scf.if
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<4xf32>
func.func @past_the_loop(%in: memref<8xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %out[%i] : memref<4xf32>
  }
  return
}

// Clamps: max(k, 0) then min(., 5) lies in [0, 5], a dimension of 6.
// CHECK-LABEL: func.func @clamped
// CHECK-NOT: scf.if
// CHECK: return
func.func @clamped(%m: memref<6xf32>, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %low = arith.maxsi %k, %c0 : index
  %clamped = arith.minsi %low, %c5 : index
  %v = memref.load %m[%clamped] : memref<6xf32>
  return %v : f32
}

// A select whose condition does not compare the index it picks: k is
// unknown, so the check stays.
// CHECK-LABEL: func.func @select_unrelated_condition
// CHECK: scf.if
// CHECK: memref.load
func.func @select_unrelated_condition(%m: memref<6xf32>, %k: index, %flag: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %pick = arith.select %flag, %k, %c0 : index
  %v = memref.load %m[%pick] : memref<6xf32>
  return %v : f32
}

// torch-mlir's embedding asserts its index (id < 10, id >= 0) before the
// read; a failed assert ends the program first, so no check.
// CHECK-LABEL: func.func @asserted
// CHECK-NOT: scf.if
// CHECK: return
func.func @asserted(%m: memref<10xf32>, %id: i64) -> f32 {
  %c10 = arith.constant 10 : index
  %c0_i64 = arith.constant 0 : i64
  %index = arith.index_cast %id : i64 to index
  %below = arith.cmpi slt, %index, %c10 : index
  cf.assert %below, "index must be smaller than dim size"
  %nonNegative = arith.cmpi sge, %id, %c0_i64 : i64
  cf.assert %nonNegative, "index must be larger or equal to 0"
  %v = memref.load %m[%index] : memref<10xf32>
  return %v : f32
}

// A store under `scf.if k <u 6` into 6 elements: in range, no check.
// CHECK-LABEL: func.func @guarded
// CHECK: scf.if
// CHECK-NEXT: memref.store
// CHECK-NOT: scf.if
// CHECK: return
func.func @guarded(%m: memref<6xf32>, %k: index, %v: f32) {
  %c6 = arith.constant 6 : index
  %inside = arith.cmpi ult, %k, %c6 : index
  scf.if %inside {
    memref.store %v, %m[%k] : memref<6xf32>
  }
  return
}

// A dynamic extent is known at run time only: the induction variable of
// [0, 4) is checked against memref.dim, in the loop.
// CHECK-LABEL: func.func @dynamic_extent
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[DIM0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[N:.*]] = memref.dim %{{.*}}, %[[DIM0]] : memref<?xf32>
// CHECK-NEXT: arith.cmpi uge, %[[I]], %[[N]] : index
// CHECK-NEXT: scf.if
// CHECK: memref.load
func.func @dynamic_extent(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
  }
  return
}

// A loop that may run zero times (its upper bound is an argument) keeps
// the check of an invariant index inside: before the loop it would fail a
// step that never reads.
// CHECK-LABEL: func.func @empty_loop
// CHECK: scf.for
// CHECK-NEXT: arith.constant 6 : index
// CHECK-NEXT: arith.cmpi uge
// CHECK-NEXT: scf.if
// CHECK: memref.load
func.func @empty_loop(%m: memref<6xf32>, %k: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%k] : memref<6xf32>
  }
  return
}

// Two accesses with the same index, extent and place share one check;
// the write names its own place as "the write at".
// CHECK-LABEL: func.func @store_at_k
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: memref.load
// CHECK-NEXT: memref.store
func.func @store_at_k(%m: memref<6xf32>, %k: index) {
  %v = memref.load %m[%k] : memref<6xf32>
  memref.store %v, %m[%k] : memref<6xf32>
  return
}

// An atomic update at an unknown index is checked like a write.
// CHECK-LABEL: func.func @atomic_at_k
// CHECK-SAME: %[[K:[^:]*]]: index
// CHECK: arith.cmpi uge, %[[K]], %{{.*}} : index
// CHECK-NEXT: scf.if
// CHECK: memref.atomic_rmw addf %{{.*}}, %{{.*}}[%[[K]]]
func.func @atomic_at_k(%m: memref<6xf32>, %k: index, %v: f32) -> f32 {
  %old = memref.atomic_rmw addf %v, %m[%k] : (f32, memref<6xf32>) -> f32
  return %old : f32
}
