// RUN: zero-opt %s --zero-shard="stage=3 world-size=4" | FileCheck %s

// A weight used inside a nested region counts as used by the op that holds
// the region: it is gathered before the loop and released after it, and the
// loop body reads the gathered tensor.
// CHECK-LABEL: func.func @nested_use
// CHECK-SAME: (%[[W:.*]]: tensor<2xf32> {zero.shard_of = tensor<8xf32>
// CHECK: %[[FULL:w.full]] = zero.all_gather %[[W]] on @dp : tensor<2xf32> -> tensor<8xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: arith.addf %{{.*}}, %[[FULL]] : tensor<8xf32>
// CHECK: }
// CHECK-NEXT: zero.release %[[FULL]] : tensor<8xf32>
func.func @nested_use(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<8xf32> {
    %s = arith.addf %acc, %w : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  return %r : tensor<8xf32>
}
