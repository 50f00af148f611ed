// root-unit=true: the parameters outside every layer form one gathering unit
// (`zero.unit = "root"` on their weight arguments), gathered and reduced by
// one collective each, as FSDP2 groups what `fully_shard(model)` leaves to
// its root. small-params.mlir has four weights and no layer: 1, 3, 4 and 5
// elements, each padded to a multiple of 4 ranks (4, 4, 4, 8) and sharded
// into 1, 1, 1 and 2 elements.

// RUN: zero-opt %S/Inputs/small-params.mlir --zero-shard="stage=3 world-size=4 root-unit=true" | FileCheck %s
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: #zero.state<weight, "w1">, zero.unit = "root"
// CHECK-SAME: #zero.state<weight, "w3">, zero.unit = "root"
// CHECK-SAME: #zero.state<weight, "w4">, zero.unit = "root"
// CHECK-SAME: #zero.state<weight, "w5">, zero.unit = "root"
// The four are read one after another, with no other unit between: one
// gather of all four before the first read, one reduction of all four
// after the last gradient.
// CHECK: zero.all_gather %arg0, %arg2, %arg4, %arg6 on @dp : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2xf32> -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>
// CHECK-NOT: zero.all_gather
// CHECK: zero.reduce_scatter avg {{.*}} on @dp : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32> -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2xf32>
// CHECK-NOT: zero.reduce_scatter

// Without it each weight is a unit of its own: four gathers, four
// reductions.
// RUN: zero-opt %S/Inputs/small-params.mlir --zero-shard="stage=3 world-size=4" > %t.each.mlir
// RUN: not grep zero.unit %t.each.mlir
// RUN: grep -c "zero.all_gather %arg[0-9]* on" %t.each.mlir | FileCheck %s --check-prefix=EACH
// RUN: grep -c "zero.reduce_scatter avg %[a-z_0-9.]* on" %t.each.mlir | FileCheck %s --check-prefix=EACH
// EACH: 4

// Stage 2 reduces the root's gradients in one reduce-scatter and gathers
// its updated weights in one all-gather.
// RUN: zero-opt %S/Inputs/small-params.mlir --zero-shard="stage=2 world-size=4 root-unit=true" | FileCheck %s --check-prefix=STAGE2
// STAGE2: zero.reduce_scatter avg {{.*}} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32> -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2xf32>
// STAGE2-NOT: zero.reduce_scatter
// STAGE2: zero.all_gather {{.*}} : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2xf32> -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>
// STAGE2-NOT: zero.all_gather

// Offloaded to NVMe, each shard of the one reduction goes to the host as
// soon as the collective delivers it.
// RUN: zero-opt %S/Inputs/small-params.mlir --zero-shard="stage=2 world-size=4 offload=nvme root-unit=true" | FileCheck %s --check-prefix=NVME
// NVME: %w1.grad_shard, %w3.grad_shard, %w4.grad_shard, %w5.grad_shard = zero.reduce_scatter
// NVME-NEXT: zero.transfer %w5.grad_shard from device to host
// NVME-NOT: zero.reduce_scatter
// NVME: zero.transfer %w1.grad_shard from device to host

// The unit written by hand is the same plan: zero-shard applies it.
// RUN: zero-opt %S/Inputs/small-params.mlir --zero-shard="stage=3 world-size=4 root-unit=true" > %t.option.mlir
// RUN: sed -e 's/\(%w[0-9]: tensor<[0-9]*xf32> {zero.state = #zero.state<weight, "w[0-9]">\)}/\1, zero.unit = "root"}/' %S/Inputs/small-params.mlir | zero-opt --zero-shard="stage=3 world-size=4" | diff %t.option.mlir -

// The errors.
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-shard="stage=3 world-size=2 root-unit=true" -o /dev/null

// A weight computed in the step has no argument to name the unit on.
func.func @computed_weight(%x: tensor<4xf32>, %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">})
    -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %d = arith.addf %x, %x : tensor<4xf32>
  // expected-error @below {{zero-shard: root-unit=true names the unit on the weight argument, and the weight of "w" is computed in the step; pass it as an argument, or drop root-unit=true}}
  %w = zero.annotate %d as <weight, "w"> : tensor<4xf32>
  %e = arith.mulf %w, %x : tensor<4xf32>
  %g = zero.annotate %e as <grad, "w"> : tensor<4xf32>
  %n = arith.subf %p, %g : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

// A layer is one unit already.
// expected-error @below {{weight "w" is in layer 0 and names the unit "root" ('zero.unit'); a layer's parameters are one unit already, so drop 'zero.unit' (it groups parameters outside the layers)}}
// expected-note @below {{layer 0 given here}}
func.func @unit_in_a_layer(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w", layer = 0>, zero.unit = "root"},
                           %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %e = arith.mulf %w, %x : tensor<4xf32>
  %g = zero.annotate %e as <grad, "w"> : tensor<4xf32>
  %n = arith.subf %p, %g : tensor<4xf32>
  return %n : tensor<4xf32>
}
