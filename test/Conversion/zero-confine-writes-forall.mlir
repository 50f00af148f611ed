// RUN: zero-opt %s --zero-confine-writes | FileCheck %s

// A destination that enters a region is followed into it: the donated
// argument is `scf.forall`'s shared output, so the op inside that only
// writes it gets a fresh tensor.
// CHECK-LABEL: func.func @forall_carries_donated
// CHECK: scf.forall
// CHECK: %[[FRESH:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: linalg.generic {{.*}} outs(%[[FRESH]] : tensor<8xf32>)
// CHECK: scf.forall.in_parallel
#forall_map = affine_map<(d0) -> (d0)>
func.func @forall_carries_donated(%w: tensor<8xf32>, %g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = scf.forall (%i) in (1) shared_outs(%o = %w) -> tensor<8xf32> {
    %sq = linalg.generic {indexing_maps = [#forall_map, #forall_map], iterator_types = ["parallel"]}
        ins(%g : tensor<8xf32>) outs(%o : tensor<8xf32>) {
    ^bb0(%a: f32, %out: f32):
      %p = arith.mulf %a, %a : f32
      linalg.yield %p : f32
    } -> tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sq into %o[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
    }
  }
  %new = linalg.generic {indexing_maps = [#forall_map, #forall_map, #forall_map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<8xf32>, tensor<8xf32>) outs(%w : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8xf32>
  %m = bufferization.materialize_in_destination %new in %w : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %m, %r : tensor<8xf32>, tensor<8xf32>
}
