// Hybrid sharding (HSDP, `shard-group=G`) of the two-layer MLP of
// Inputs/two-layer-mlp.mlir: layer 0 is w (6x4 = 24 elements), layer 1 is
// w (4x3 = 12) and b (3, padded to a multiple of G).
//
// G = N is the 1-d program, byte for byte, at every stage.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=0 world-size=4" > %t.plain0
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=0 world-size=4 shard-group=4" | diff %t.plain0 -
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" > %t.plain3
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 shard-group=4" | diff %t.plain3 -
// G = 2 of N = 4: a 2x2 grid, states sharded in halves.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=0 world-size=4 shard-group=2" | FileCheck %s --check-prefix=HIER0
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=1 world-size=4 shard-group=2" | FileCheck %s --check-prefix=HSDP1
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 shard-group=2" | FileCheck %s --check-prefix=HSDP3
// The hybrid programs verify, round-trip and pass the state table's checks.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 shard-group=2" | zero-opt --zero-verify-states | zero-opt | FileCheck %s --check-prefix=HSDP3
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=4 shard-group=2" --zero-verify-states | FileCheck %s --check-prefix=HSDP2
// A declared 1-d group of 4 is arranged as 2 x 2.
// RUN: cat %S/Inputs/two-layer-mlp.mlir > %t.declared && echo 'shard.grid @dp(shape = 4)' >> %t.declared
// RUN: zero-opt %t.declared --zero-shard="stage=3 shard-group=2" | FileCheck %s --check-prefix=DECLARED
// An update that reads the weight (SGD with weight decay, Inputs/sgd-step.mlir)
// slices this rank's half by its index in the shard group (axis 1), not by
// its rank in the grid.
// RUN: zero-opt %S/Inputs/sgd-step.mlir --zero-shard="stage=1 world-size=4 shard-group=2" | FileCheck %s --check-prefix=SLICE
// The lowering runs each collective on the group of its axes (the
// runtime's mask: 2 the shard group, 1 the replicas) and the update on the
// rank's shard of its group (test/Conversion/zero-to-runtime-hsdp.mlir).
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=1 world-size=4 shard-group=2" | zero-opt --zero-to-runtime | FileCheck %s --check-prefix=LOWER
// G = 1: pure replication on a 4x1 grid.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 shard-group=1" | FileCheck %s --check-prefix=REPL3
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=0 world-size=4 shard-group=1" | FileCheck %s --check-prefix=REPL0

// Stage 0 on 2x2: each unit's gradients are reduce-scattered in the shard
// group (axis 1), the halves all-reduced across the replicas (axis 0), and
// gathered back in the group, so the update reads full averaged gradients
// summed in the order stages 1-3 sum them.
// HIER0: shard.grid @dp(shape = 2x2)
// HIER0-LABEL: func.func @train_step
// HIER0-SAME: %{{[^:]*}}: tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// HIER0-SAME: attributes {zero.plan = #zero.plan<stage = 0, grid = @dp, shard_group = 2>}
// HIER0: %[[GW0:.*]] = zero.annotate %{{.*}} as <grad, "layers.0.w", layer = 0>
// HIER0-NEXT: %[[FLAT0:.*]] = tensor.collapse_shape %[[GW0]]
// HIER0-NEXT: %[[HALF0:.*]] = zero.reduce_scatter avg %[[FLAT0]] on @dp grid_axes = [1] : tensor<24xbf16> -> tensor<12xbf16>
// HIER0-NEXT: zero.release %[[GW0]] : tensor<6x4xbf16>
// HIER0-NEXT: %[[AVG0:.*]] = zero.all_reduce avg %[[HALF0]] on @dp grid_axes = [0] : tensor<12xbf16> -> tensor<12xbf16>
// HIER0-NEXT: zero.release %[[HALF0]] : tensor<12xbf16>
// HIER0-NEXT: %[[FULL0:.*]] = zero.all_gather %[[AVG0]] on @dp grid_axes = [1] : tensor<12xbf16> -> tensor<24xbf16>
// HIER0-NEXT: zero.release %[[AVG0]] : tensor<12xbf16>
// HIER0-NEXT: %[[G0:.*]] = tensor.expand_shape %[[FULL0]] {{\[\[}}0, 1]] output_shape [6, 4]
// HIER0: linalg.generic {{.*}} ins(%[[G0]], %{{.*}}, %{{.*}} : tensor<6x4xbf16>, tensor<6x4xf32>, tensor<6x4xf32>)
// HIER0-NOT: zero.all_reduce {{.*}} on @dp :

// Stage 1 on 2x2: optimizer halves; the gradients go through the same two
// steps at the end of the backward, and the updated halves are gathered in
// the group only.
// HSDP1: shard.grid @dp(shape = 2x2)
// HSDP1-LABEL: func.func @train_step
// HSDP1-SAME: tensor<12xf32> {zero.shard_of = tensor<6x4xf32>, zero.state = #zero.state<optimizer, "layers.0.w">}
// HSDP1-SAME: attributes {zero.plan = #zero.plan<stage = 1, grid = @dp, shard_group = 2>}
// HSDP1: %[[RS:.*]] = zero.reduce_scatter avg %{{.*}} on @dp grid_axes = [1] : tensor<24xbf16> -> tensor<12xbf16>
// HSDP1: %[[AR:.*]] = zero.all_reduce avg %[[RS]] on @dp grid_axes = [0] : tensor<12xbf16> -> tensor<12xbf16>
// HSDP1: zero.reduce_scatter avg %{{.*}}, %{{.*}} on @dp grid_axes = [1] : tensor<12xbf16>, tensor<4xbf16> -> tensor<6xbf16>, tensor<2xbf16>
// HSDP1: linalg.generic {{.*}} ins(%[[AR]], %{{.*}}, %{{.*}} : tensor<12xbf16>, tensor<12xf32>, tensor<12xf32>)
// HSDP1: zero.all_gather %{{.*}} on @dp grid_axes = [1] : tensor<12xbf16> -> tensor<24xbf16>
// HSDP1: zero.all_gather %{{.*}}, %{{.*}} on @dp grid_axes = [1] : tensor<6xbf16>, tensor<2xbf16> -> tensor<12xbf16>, tensor<4xbf16>
// HSDP1-NOT: zero.all_gather

// Stage 2 keeps the averaged gradient halves.
// HSDP2-LABEL: func.func @train_step
// HSDP2: zero.reduce_scatter avg %{{.*}}, %{{.*}} on @dp grid_axes = [1] : tensor<12xbf16>, tensor<4xbf16> -> tensor<6xbf16>, tensor<2xbf16>
// HSDP2-NEXT: zero.release
// HSDP2-NEXT: zero.all_reduce avg %{{.*}}, %{{.*}} on @dp grid_axes = [0] : tensor<6xbf16>, tensor<2xbf16> -> tensor<6xbf16>, tensor<2xbf16>

// Stage 3 on 2x2: weight halves, gathered within the group before use.
// HSDP3: shard.grid @dp(shape = 2x2)
// HSDP3-LABEL: func.func @train_step
// HSDP3-SAME: %[[W0:[^:]*]]: tensor<12xbf16> {zero.shard_of = tensor<6x4xbf16>, zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// HSDP3-SAME: tensor<2xbf16> {zero.shard_of = tensor<3xbf16>, zero.state = #zero.state<weight, "layers.1.b", layer = 1>}
// HSDP3-SAME: attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, shard_group = 2>}
// HSDP3: %[[FULLW0:.*]] = zero.all_gather %[[W0]] on @dp grid_axes = [1] : tensor<12xbf16> -> tensor<24xbf16>
// HSDP3: zero.all_gather %{{.*}}, %{{.*}} on @dp grid_axes = [1] : tensor<6xbf16>, tensor<2xbf16> -> tensor<12xbf16>, tensor<4xbf16>
// HSDP3: zero.reduce_scatter avg %{{.*}}, %{{.*}} on @dp grid_axes = [1] : tensor<12xbf16>, tensor<4xbf16> -> tensor<6xbf16>, tensor<2xbf16>
// HSDP3: zero.all_reduce avg %{{.*}}, %{{.*}} on @dp grid_axes = [0] : tensor<6xbf16>, tensor<2xbf16> -> tensor<6xbf16>, tensor<2xbf16>
// HSDP3: zero.all_gather %[[W0]] on @dp grid_axes = [1] : tensor<12xbf16> -> tensor<24xbf16>
// HSDP3: zero.reduce_scatter avg %{{.*}} on @dp grid_axes = [1] : tensor<24xbf16> -> tensor<12xbf16>
// HSDP3: zero.all_reduce avg %{{.*}} on @dp grid_axes = [0] : tensor<12xbf16> -> tensor<12xbf16>
// HSDP3-NOT: zero.all_gather
// HSDP3: return

// DECLARED: zero.plan = #zero.plan<stage = 3, grid = @dp, shard_group = 2>
// DECLARED: zero.all_gather %{{.*}} on @dp grid_axes = [1]
// DECLARED: shard.grid @dp(shape = 2x2)

// G = 1: every rank holds the whole (flat) states, so nothing is gathered
// or scattered; the gradients are only all-reduced across the 4 replicas.
// REPL3: shard.grid @dp(shape = 4x1)
// REPL3-LABEL: func.func @train_step
// REPL3-SAME: tensor<24xbf16> {zero.shard_of = tensor<6x4xbf16>, zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// REPL3-SAME: attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, shard_group = 1>}
// REPL3-NOT: zero.all_gather
// REPL3-NOT: zero.reduce_scatter
// REPL3: zero.all_reduce avg %{{.*}}, %{{.*}} on @dp grid_axes = [0] : tensor<12xbf16>, tensor<3xbf16> -> tensor<12xbf16>, tensor<3xbf16>
// REPL3: zero.all_reduce avg %{{.*}} on @dp grid_axes = [0] : tensor<24xbf16> -> tensor<24xbf16>
// REPL3-NOT: zero.all_gather
// REPL3-NOT: zero.reduce_scatter

// REPL0: shard.grid @dp(shape = 4x1)
// REPL0-LABEL: func.func @train_step
// REPL0: zero.all_reduce avg %{{.*}}, %{{.*}} on @dp grid_axes = [0] : tensor<4x3xbf16>, tensor<3xbf16> -> tensor<4x3xbf16>, tensor<3xbf16>
// REPL0: zero.all_reduce avg %{{.*}} on @dp grid_axes = [0] : tensor<6x4xbf16> -> tensor<6x4xbf16>
// REPL0-NOT: zero.all_gather
// REPL0-NOT: zero.reduce_scatter

// SLICE: %[[INDEX:.*]] = shard.process_multi_index on @dp axes = [1] : index
// SLICE: %[[OFFSET:.*]] = arith.muli %[[INDEX]], %{{.*}} : index
// SLICE: tensor.extract_slice %{{.*}}[%[[OFFSET]]] [4] [1] : tensor<8xf32> to tensor<4xf32>

// LOWER: func.func @train_step
// LOWER-SAME: zero_rt.grid = array<i64: 2, 2>
// LOWER: call @zero_rt_use_axes(%c2_i32{{.*}}) : (i32) -> ()
// LOWER-NEXT: call @zero_rt_reduce_scatter_bf16(
// LOWER: call @zero_rt_use_axes(%c1_i32{{.*}}) : (i32) -> ()
// LOWER-NEXT: call @zero_rt_all_reduce_{{bf16|f32}}(
