// RUN: zero-opt %s --split-input-file --zero-confine-writes | FileCheck %s
// RUN: zero-opt %s --split-input-file --zero-confine-writes --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=BUF

// A plain input is the destination of the elementwise op that reads it last
// (what convert-elementwise-to-linalg writes): the op gets a fresh tensor,
// and the input is read-only, so the step leaves the caller's buffer as it
// was.
// CHECK-LABEL: func.func @plain_input_is_not_written
// CHECK-SAME: (%[[X:[^:]*]]: tensor<8xf32> {bufferization.writable = false}, %[[Y:[^:]*]]: tensor<8xf32> {bufferization.writable = false})
// CHECK: %[[FRESH:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[Y]] : tensor<8xf32>, tensor<8xf32>) outs(%[[FRESH]] : tensor<8xf32>)
// BUF-LABEL: func.func @plain_input_is_not_written
// BUF-SAME: (%[[X:[^:]*]]: memref<8xf32>, %[[Y:[^:]*]]: memref<8xf32>)
// BUF: %[[ALLOC:.*]] = memref.alloc()
// BUF: linalg.generic {{.*}} ins(%[[X]], %[[Y]] : memref<8xf32>, memref<8xf32>) outs(%[[ALLOC]] : memref<8xf32>)
// BUF: return %[[ALLOC]]
#map = affine_map<(d0) -> (d0)>
func.func @plain_input_is_not_written(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%x : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A weight donated its update and also read by an elementwise op whose
// result is returned beside it: the op computes into a fresh tensor (it was
// given the weight as destination, which bufferization refused: "cannot
// avoid RaW conflict"); the update, donated into the weight, keeps the
// weight as its destination, and the weight stays writable.
// CHECK-LABEL: func.func @donated_weight_read_beside_its_update
// CHECK-SAME: (%[[W:[^:]*]]: tensor<8xf32>, %[[G:[^:]*]]: tensor<8xf32> {bufferization.writable = false})
// CHECK: %[[FRESH:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[W]] : tensor<8xf32>, tensor<8xf32>) outs(%[[FRESH]] : tensor<8xf32>)
// CHECK-NOT: tensor.empty
// CHECK: %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[G]] : tensor<8xf32>, tensor<8xf32>) outs(%[[W]] : tensor<8xf32>)
// CHECK: bufferization.materialize_in_destination %[[NEW]] in %[[W]]
// BUF-LABEL: func.func @donated_weight_read_beside_its_update
// BUF-SAME: (%[[W:[^:]*]]: memref<8xf32>, %[[G:[^:]*]]: memref<8xf32>)
// BUF: %[[ALLOC:.*]] = memref.alloc()
// BUF: linalg.generic {{.*}} ins(%[[W]], %[[W]] : memref<8xf32>, memref<8xf32>) outs(%[[ALLOC]] : memref<8xf32>)
// BUF: linalg.generic {{.*}} ins(%[[W]], %[[G]] : memref<8xf32>, memref<8xf32>) outs(%[[W]] : memref<8xf32>)
// BUF-NOT: memref.alloc
// BUF: return %[[W]], %[[ALLOC]]
#map = affine_map<(d0) -> (d0)>
func.func @donated_weight_read_beside_its_update(%w: tensor<8xf32>, %g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %sq = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %w : tensor<8xf32>, tensor<8xf32>) outs(%w : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<8xf32>
  %new = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<8xf32>, tensor<8xf32>) outs(%w : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8xf32>
  %donated = bufferization.materialize_in_destination %new in %w : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %donated, %sq : tensor<8xf32>, tensor<8xf32>
}

// -----

// An update computed in two ops keeps the argument as the destination of
// both (the second writes into the first's result, which is donated), and
// one value donated into two arguments (a weight that is its own master)
// keeps its destination: nothing changes where nothing was wrong.
// CHECK-LABEL: func.func @update_chain_and_two_donations
// CHECK-NOT: tensor.empty
// CHECK: %[[M1:.*]] = linalg.generic {{.*}} outs(%[[M:[^ ]*]] : tensor<4xf32>)
// CHECK: %[[M2:.*]] = linalg.generic {{.*}} outs(%[[M1]] : tensor<4xf32>)
// CHECK: %[[W1:.*]] = linalg.generic {{.*}} outs(%[[MASTER:[^ ]*]] : tensor<4xf32>)
#map = affine_map<(d0) -> (d0)>
func.func @update_chain_and_two_donations(%m: tensor<4xf32>, %w: tensor<4xf32>, %master: tensor<4xf32>, %g: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %m1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%m, %g : tensor<4xf32>, tensor<4xf32>) outs(%m : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  %m2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%m1, %g : tensor<4xf32>, tensor<4xf32>) outs(%m1 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.addf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  %dm = bufferization.materialize_in_destination %m2 in %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%master, %g : tensor<4xf32>, tensor<4xf32>) outs(%master : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %dw = bufferization.materialize_in_destination %w1 in %w : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %dmaster = bufferization.materialize_in_destination %w1 in %master : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %dm, %dw, %dmaster : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// The old weight leaves through an scf.if and is read after the update:
// the update must not write the weight's buffer before that read, so it
// gets a fresh destination (the donation copies it in afterwards), and so
// does the op whose destination is the if's result, which may be the
// weight (both were refused: "cannot avoid RaW conflict"). The input the if
// may yield instead of the weight stays writable: bufferization puts the
// two in one set of aliases, which the donation writes ("would write to
// read-only buffer" otherwise).
// CHECK-LABEL: func.func @old_weight_through_if_read_after_update
// CHECK-SAME: (%[[W:[^:]*]]: tensor<4xf32>, %[[G:[^:]*]]: tensor<4xf32>, %[[C:[^:]*]]: i1)
// CHECK: %[[FRESH:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[G]] : tensor<4xf32>, tensor<4xf32>) outs(%[[FRESH]] : tensor<4xf32>)
// CHECK: %[[PICK:.*]] = scf.if
// CHECK: %[[FRESH2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[PICK]], %[[G]] : tensor<4xf32>, tensor<4xf32>) outs(%[[FRESH2]] : tensor<4xf32>)
// BUF-LABEL: func.func @old_weight_through_if_read_after_update
// BUF-NOT: outs(%arg0
// BUF: return
#map = affine_map<(d0) -> (d0)>
func.func @old_weight_through_if_read_after_update(%w: tensor<4xf32>, %g: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %new = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%w : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %pick = scf.if %c -> (tensor<4xf32>) {
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %g : tensor<4xf32>
  }
  %sum = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%pick, %g : tensor<4xf32>, tensor<4xf32>) outs(%pick : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %donated = bufferization.materialize_in_destination %new in %w : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %donated, %sum : tensor<4xf32>, tensor<4xf32>
}

// -----

// A destination the op's body reads (an accumulation) is left as it is: a
// fresh tensor would change the result. Bufferization copies the read-only
// input before writing. A dynamic shape gets a fresh tensor of the same
// sizes. A writability the step already states is kept.
// CHECK-LABEL: func.func @accumulation_and_dynamic_shape
// CHECK-SAME: (%[[ACC:[^:]*]]: tensor<4xf32> {bufferization.writable = false}, %[[D:[^:]*]]: tensor<?xf32> {bufferization.writable = false}, %[[KEEP:[^:]*]]: tensor<4xf32> {bufferization.writable = true})
// CHECK: linalg.generic {{.*}} outs(%[[ACC]] : tensor<4xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[N:.*]] = tensor.dim %[[D]], %[[C0]]
// CHECK: %[[FRESH:.*]] = tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK: linalg.generic {{.*}} outs(%[[FRESH]] : tensor<?xf32>)
// BUF-LABEL: func.func @accumulation_and_dynamic_shape
// BUF-SAME: (%[[ACC:[^:]*]]: memref<4xf32>
// BUF: %[[COPY:.*]] = memref.alloc()
// BUF: memref.copy %[[ACC]], %[[COPY]]
// BUF: linalg.generic {{.*}} outs(%[[COPY]] : memref<4xf32>)
#map = affine_map<(d0) -> (d0)>
func.func @accumulation_and_dynamic_shape(%acc: tensor<4xf32>, %d: tensor<?xf32>, %keep: tensor<4xf32> {bufferization.writable = true}) -> (tensor<4xf32>, tensor<?xf32>) {
  %sum = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%keep : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.addf %a, %out : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%d : tensor<?xf32>) outs(%d : tensor<?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %sum, %neg : tensor<4xf32>, tensor<?xf32>
}

// -----

// A declaration has no body to confine.
// CHECK-LABEL: func.func private @declaration(tensor<4xf32>)
// CHECK-NOT: writable
func.func private @declaration(tensor<4xf32>)
