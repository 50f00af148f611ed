// zero-shard cast-on-gather=true: at stage 3 a parameter whose update writes
// its weight as the cast of a wider master copy holds no weight shard; every
// gather of it gathers the cast of the master's shard.
// RUN: zero-opt %S/Inputs/cast-on-gather-step.mlir --zero-shard="stage=3 world-size=2 cast-on-gather=true" 2>%t.remark | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remark
// The parameters without a master ("b", "c") are written as without the
// option: the same signature for them.
// RUN: zero-opt %S/Inputs/cast-on-gather-step.mlir --zero-shard="stage=3 world-size=2" | FileCheck %s --check-prefix=PLAIN
// A unit kept gathered from forward to backward is gathered, and cast, once.
// RUN: zero-opt %S/Inputs/cast-on-gather-step.mlir --zero-shard="stage=3 world-size=2 cast-on-gather=true reshard-after-forward=false" 2>/dev/null | FileCheck %s --check-prefix=KEPT
// Shard groups of one rank gather nothing: the uses read the cast through a
// reshape.
// RUN: zero-opt %S/Inputs/cast-on-gather-step.mlir --zero-shard="stage=3 world-size=2 shard-group=1 cast-on-gather=true" 2>/dev/null | FileCheck %s --check-prefix=G1
// The update as elementwise arith on tensors (the two-layer MLP): its cast
// of the new master goes with the weight's result.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 cast-on-gather=true" 2>/dev/null | FileCheck %s --check-prefix=MLP
// The program verifies and round-trips, and its state table reads the
// weights from `zero.weight_cast`.
// RUN: zero-opt %S/Inputs/cast-on-gather-step.mlir --zero-shard="stage=3 world-size=2 cast-on-gather=true" 2>/dev/null | zero-opt --zero-verify-states | zero-opt | FileCheck %s --check-prefix=VERIFY
// On one rank nothing is gathered, and nothing changes.
// RUN: zero-opt %S/Inputs/cast-on-gather-step.mlir --zero-shard="stage=3 world-size=1 cast-on-gather=true" 2>&1 | FileCheck %s --check-prefix=ONE

// "a" arrives as its master's shard and momentum only; the master's argument
// records the weight. "b" and "c" keep their weight shards.
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[PA:[^:]*]]: tensor<4xf32> {zero.shard_of = tensor<4x2xf32>, zero.state = #zero.state<optimizer, "a">, zero.weight_cast = {state = #zero.state<weight, "a", layer = 0>, type = tensor<4x2xbf16>}},
// CHECK-SAME: %[[MA:[^:]*]]: tensor<4xf32> {zero.shard_of = tensor<4x2xf32>, zero.state = #zero.state<optimizer, "a">},
// CHECK-SAME: %[[WB:[^:]*]]: tensor<3xf32> {zero.shard_of = tensor<6xf32>, zero.state = #zero.state<weight, "b", layer = 0>},
// CHECK-SAME: %{{[^:]*}}: tensor<3xf32> {zero.shard_of = tensor<6xf32>, zero.state = #zero.state<optimizer, "b">},
// CHECK-SAME: %[[WC:[^:]*]]: tensor<2xbf16> {zero.shard_of = tensor<3xbf16>, zero.state = #zero.state<weight, "c", layer = 1>},
// CHECK-SAME: %{{[^:]*}}: tensor<3x4xbf16>)
// No result is the weight of "a".
// CHECK-SAME: -> (tensor<4xf32> {zero.shard_of = tensor<4x2xf32>, zero.state = #zero.state<optimizer, "a">}, tensor<4xf32> {zero.shard_of = tensor<4x2xf32>, zero.state = #zero.state<optimizer, "a">}, tensor<3xf32> {zero.shard_of = tensor<6xf32>, zero.state = #zero.state<weight, "b", layer = 0>}, tensor<3xf32> {zero.shard_of = tensor<6xf32>, zero.state = #zero.state<optimizer, "b">}, tensor<2xbf16> {zero.shard_of = tensor<3xbf16>, zero.state = #zero.state<weight, "c", layer = 1>}, tensor<f32>)
// Forward: layer 0's bucket gathers bf16(master shard of "a") - the bytes of
// the bf16 shard, as before - beside the f32 shard of "b".
// CHECK: %[[CAST0:.*]] = arith.truncf %[[PA]] : tensor<4xf32> to tensor<4xbf16>
// CHECK-NEXT: %a.full, %b.full = zero.all_gather %[[CAST0]], %[[WB]] on @dp : tensor<4xbf16>, tensor<3xf32> -> tensor<8xbf16>, tensor<6xf32>
// CHECK: zero.release %a.full, %b.full
// CHECK: %c.full = zero.all_gather %[[WC]] on @dp : tensor<2xbf16> -> tensor<4xbf16>
// Backward: cast again, from the same master shard (the update comes after).
// CHECK: %[[CAST1:.*]] = arith.truncf %[[PA]] : tensor<4xf32> to tensor<4xbf16>
// CHECK-NEXT: %a.full_{{[0-9]+}}, %b.full_{{[0-9]+}} = zero.all_gather %[[CAST1]], %[[WB]] on @dp
// The update still yields bf16(new master) of "a", now unused; the step
// returns the master, the momentum and the other states.
// CHECK: %[[UPD:.*]]:3 = linalg.generic {{.*}} ins(%a.grad_shard, %[[PA]], %[[MA]] : tensor<4xbf16>, tensor<4xf32>, tensor<4xf32>)
// CHECK: return %[[UPD]]#1, %[[UPD]]#2, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} :
// CHECK-NOT: zero.all_gather

// REMARK: remark: zero-shard: cast-on-gather holds no weight shard of 1 of 3 parameters (8 B per rank less); each gather casts the master copy's shard; these keep their weight shard: "b" (its update reads the weight: it is its own master copy, or the update needs it), "c" (no optimizer state)

// PLAIN-LABEL: func.func @train_step
// PLAIN-SAME: %{{[^:]*}}: tensor<4xbf16> {zero.shard_of = tensor<4x2xbf16>, zero.state = #zero.state<weight, "a", layer = 0>},
// PLAIN-SAME: %{{[^:]*}}: tensor<3xf32> {zero.shard_of = tensor<6xf32>, zero.state = #zero.state<weight, "b", layer = 0>},
// PLAIN-SAME: %{{[^:]*}}: tensor<3xf32> {zero.shard_of = tensor<6xf32>, zero.state = #zero.state<optimizer, "b">},
// PLAIN-SAME: %{{[^:]*}}: tensor<2xbf16> {zero.shard_of = tensor<3xbf16>, zero.state = #zero.state<weight, "c", layer = 1>},
// PLAIN-NOT: zero.weight_cast
// PLAIN-NOT: arith.truncf %arg

// KEPT-LABEL: func.func @train_step
// KEPT: %[[CAST:.*]] = arith.truncf %arg0 : tensor<4xf32> to tensor<4xbf16>
// KEPT-NEXT: %a.full, %b.full = zero.all_gather %[[CAST]], %arg2
// KEPT-NOT: arith.truncf %arg0
// KEPT: zero.release %a.full, %b.full
// KEPT-NOT: arith.truncf %arg0

// G1-LABEL: func.func @train_step
// G1-SAME: zero.weight_cast = {state = #zero.state<weight, "a", layer = 0>, type = tensor<4x2xbf16>}
// G1-NOT: zero.all_gather
// G1: %[[CAST:.*]] = arith.truncf %arg0 : tensor<8xf32> to tensor<8xbf16>
// G1-NEXT: tensor.expand_shape %[[CAST]] {{\[\[}}0, 1]] output_shape [4, 2] : tensor<8xbf16> into tensor<4x2xbf16>
// G1-NOT: zero.all_gather

// Every parameter of the MLP has a master: no weight argument or result is
// left, and no cast of a new master stays behind for a result that is gone.
// MLP-LABEL: func.func @train_step
// MLP-NOT: zero.state = #zero.state<weight
// MLP: %[[C0:.*]] = arith.truncf %arg0 : tensor<6xf32> to tensor<6xbf16>
// MLP-NEXT: %layers.0.w.full = zero.all_gather %[[C0]] on @dp : tensor<6xbf16> -> tensor<24xbf16>
// MLP: %[[C1:.*]] = arith.truncf %arg2 : tensor<3xf32> to tensor<3xbf16>
// MLP-NEXT: %[[C2:.*]] = arith.truncf %arg4 : tensor<1xf32> to tensor<1xbf16>
// MLP-NEXT: %layers.1.w.full, %layers.1.b.full = zero.all_gather %[[C1]], %[[C2]] on @dp
// MLP: %[[UPD0:.*]]:2 = linalg.generic
// MLP-NOT: arith.truncf %[[UPD0]]#1
// MLP: return %[[UPD0]]#1, %[[UPD0]]#0,

// VERIFY-LABEL: func.func @train_step
// VERIFY-SAME: zero.weight_cast = {state = #zero.state<weight, "a", layer = 0>, type = tensor<4x2xbf16>}

// ONE: remark: zero-shard: cast-on-gather changes nothing on one rank
// ONE-LABEL: func.func @train_step
// ONE-SAME: %{{[^:]*}}: tensor<4x2xbf16> {zero.state = #zero.state<weight, "a", layer = 0>}
// ONE-NOT: zero.weight_cast
