// The per-rank program of each ZeRO stage for the two-layer MLP of
// Inputs/two-layer-mlp.mlir on 4 ranks: layer 0 is w (6x4), layer 1 is w (4x3)
// and b (3, padded to 4).
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=0 world-size=4" | FileCheck %s --check-prefix=STAGE0
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=1 world-size=4" | FileCheck %s --check-prefix=STAGE1
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=4" | FileCheck %s --check-prefix=STAGE2
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" | FileCheck %s --check-prefix=STAGE3
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 reshard-after-forward=false" | FileCheck %s --check-prefix=KEEP
// Every sharded program verifies, round-trips, and still passes the state
// table's checks with its shards.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" | zero-opt --zero-verify-states | zero-opt | FileCheck %s --check-prefix=STAGE3
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=1 world-size=5" --zero-verify-states | FileCheck %s --check-prefix=PAD5
// One rank: nothing to shard, nothing inserted.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=1" | FileCheck %s --check-prefix=ONE

// Stage 0 (DDP): states stay full; each layer's gradients are averaged by one
// all_reduce as soon as the layer's last gradient exists, and the update reads
// the averaged gradients.
// STAGE0: shard.grid @dp(shape = 4)
// STAGE0-LABEL: func.func @train_step
// STAGE0-SAME: (%{{.*}}: tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// STAGE0-SAME: attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>}
// Results are named after the parameter they carry.
// STAGE0: %layers.1.b.grad = zero.annotate %{{.*}} as <grad, "layers.1.b", layer = 1>
// STAGE0: %layers.1.w.grad = zero.annotate %{{.*}} as <grad, "layers.1.w", layer = 1>
// STAGE0-NEXT: %layers.1.w.grad_avg, %layers.1.b.grad_avg = zero.all_reduce avg %layers.1.w.grad, %layers.1.b.grad on @dp : tensor<4x3xbf16>, tensor<3xbf16> -> tensor<4x3xbf16>, tensor<3xbf16>
// STAGE0-NEXT: zero.release %layers.1.w.grad, %layers.1.b.grad
// STAGE0: %layers.0.w.grad = zero.annotate %{{.*}} as <grad, "layers.0.w", layer = 0>
// STAGE0-NEXT: %layers.0.w.grad_avg = zero.all_reduce avg %layers.0.w.grad on @dp : tensor<6x4xbf16> -> tensor<6x4xbf16>
// STAGE0-NEXT: zero.release %layers.0.w.grad
// STAGE0: linalg.generic {{.*}} ins(%layers.0.w.grad_avg, %{{.*}}, %{{.*}} : tensor<6x4xbf16>, tensor<6x4xf32>, tensor<6x4xf32>)
// STAGE0: arith.extf %layers.1.w.grad_avg : tensor<4x3xbf16> to tensor<4x3xf32>
// STAGE0: arith.extf %layers.1.b.grad_avg : tensor<3xbf16> to tensor<3xf32>
// STAGE0-NOT: zero.all_gather
// STAGE0-NOT: zero.reduce_scatter

// Stage 1: optimizer states are shards; gradients stay full through the
// backward and are reduce-scattered, a bucket per layer, after its end; the
// updated weight shards are gathered back before the step returns.
// STAGE1-LABEL: func.func @train_step
// STAGE1-SAME: %[[W0:[^:]*]]: tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// STAGE1-SAME: %[[P0:[^:]*]]: tensor<6xf32> {zero.shard_of = tensor<6x4xf32>, zero.state = #zero.state<optimizer, "layers.0.w">}
// STAGE1-SAME: %[[M0:[^:]*]]: tensor<6xf32> {zero.shard_of = tensor<6x4xf32>, zero.state = #zero.state<optimizer, "layers.0.w">}
// STAGE1-SAME: -> (tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}, tensor<6xf32> {zero.shard_of = tensor<6x4xf32>
// STAGE1: %[[GB:.*]] = zero.annotate %{{.*}} as <grad, "layers.1.b", layer = 1>
// STAGE1-NOT: zero.reduce_scatter
// STAGE1: %[[GW1:.*]] = zero.annotate %{{.*}} as <grad, "layers.1.w", layer = 1>
// STAGE1-NOT: zero.reduce_scatter
// STAGE1: %[[GW0:.*]] = zero.annotate %{{.*}} as <grad, "layers.0.w", layer = 0>
// STAGE1-NEXT: %[[FLAT0:.*]] = tensor.collapse_shape %[[GW0]] {{\[\[}}0, 1]] : tensor<6x4xbf16> into tensor<24xbf16>
// STAGE1-NEXT: %[[RS0:.*]] = zero.reduce_scatter avg %[[FLAT0]] on @dp : tensor<24xbf16> -> tensor<6xbf16>
// STAGE1-NEXT: zero.release %[[GW0]] : tensor<6x4xbf16>
// STAGE1: %[[PADB:.*]] = tensor.pad %[[GB]] low[0] high[1]
// STAGE1: zero.reduce_scatter avg %{{.*}}, %[[PADB]] on @dp : tensor<12xbf16>, tensor<4xbf16> -> tensor<3xbf16>, tensor<1xbf16>
// STAGE1-NEXT: zero.release %[[GW1]], %[[GB]], %[[PADB]]
// STAGE1: %[[UPD0:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[RS0]], %[[M0]], %[[P0]] : tensor<6xbf16>, tensor<6xf32>, tensor<6xf32>)
// STAGE1: %[[NEW0:.*]] = arith.truncf %[[UPD0]]#1 : tensor<6xf32> to tensor<6xbf16>
// STAGE1: %[[G0:.*]] = zero.all_gather %[[NEW0]] on @dp : tensor<6xbf16> -> tensor<24xbf16>
// STAGE1-NEXT: %[[FULL0:.*]] = tensor.expand_shape %[[G0]] {{\[\[}}0, 1]] output_shape [6, 4]
// STAGE1-NEXT: %[[G1:.*]]:2 = zero.all_gather %{{.*}}, %{{.*}} on @dp : tensor<3xbf16>, tensor<1xbf16> -> tensor<12xbf16>, tensor<4xbf16>
// STAGE1: %[[BIAS:.*]] = tensor.extract_slice %[[G1]]#1[0] [3] [1] : tensor<4xbf16> to tensor<3xbf16>
// STAGE1-NEXT: return %[[FULL0]], %[[UPD0]]#1, %[[UPD0]]#0, {{.*}}, %[[BIAS]],

// Stage 2: also the gradients; each layer is reduce-scattered as soon as its
// last gradient exists.
// STAGE2-LABEL: func.func @train_step
// STAGE2: %[[GW1:.*]] = zero.annotate %{{.*}} as <grad, "layers.1.w", layer = 1>
// STAGE2: zero.reduce_scatter avg %{{.*}}, %{{.*}} on @dp : tensor<12xbf16>, tensor<4xbf16> -> tensor<3xbf16>, tensor<1xbf16>
// STAGE2-NEXT: zero.release %[[GW1]],
// STAGE2: zero.annotate %{{.*}} as <grad, "layers.0.w", layer = 0>
// STAGE2: zero.reduce_scatter avg %{{.*}} on @dp : tensor<24xbf16> -> tensor<6xbf16>
// STAGE2: zero.all_gather
// STAGE2: zero.all_gather
// STAGE2-NEXT: tensor.expand_shape
// STAGE2-NEXT: tensor.extract_slice
// STAGE2-NEXT: return

// Stage 3: weights are shards too. Layer 0 is used in the forward, then
// layer 1, then layer 0 again in the backward: gathered twice, released after
// each interval. Layer 1's forward and backward uses have no other layer's
// use in between, so it is gathered once (like an lm_head around the loss).
// STAGE3-LABEL: func.func @train_step
// STAGE3-SAME: %[[W0:[^:]*]]: tensor<6xbf16> {zero.shard_of = tensor<6x4xbf16>, zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// STAGE3-SAME: %[[W1:[^:]*]]: tensor<3xbf16> {zero.shard_of = tensor<4x3xbf16>, zero.state = #zero.state<weight, "layers.1.w", layer = 1>}
// STAGE3-SAME: %[[B1:[^:]*]]: tensor<1xbf16> {zero.shard_of = tensor<3xbf16>, zero.state = #zero.state<weight, "layers.1.b", layer = 1>}
// STAGE3-SAME: -> (tensor<6xbf16> {zero.shard_of = tensor<6x4xbf16>
// STAGE3: %[[FWD0:layers.0.w.full]] = zero.all_gather %[[W0]] on @dp : tensor<6xbf16> -> tensor<24xbf16>
// STAGE3-NEXT: %[[FULLW0:.*]] = tensor.expand_shape %[[FWD0]]
// STAGE3-NEXT: linalg.matmul ins(%{{.*}}, %[[FULLW0]] : tensor<2x6xbf16>, tensor<6x4xbf16>)
// STAGE3-NEXT: zero.release %[[FWD0]] : tensor<24xbf16>
// STAGE3: %layers.1.w.full, %layers.1.b.full = zero.all_gather %[[W1]], %[[B1]] on @dp : tensor<3xbf16>, tensor<1xbf16> -> tensor<12xbf16>, tensor<4xbf16>
// STAGE3: zero.reduce_scatter avg
// STAGE3: linalg.transpose ins(%{{.*}} : tensor<4x3xbf16>)
// STAGE3-NEXT: zero.release %layers.1.w.full, %layers.1.b.full
// STAGE3: %[[BWD0:.*]] = zero.all_gather %[[W0]] on @dp : tensor<6xbf16> -> tensor<24xbf16>
// STAGE3: arith.extf %{{.*}} : tensor<6x4xbf16> to tensor<6x4xf32>
// STAGE3-NEXT: zero.release %[[BWD0]] : tensor<24xbf16>
// STAGE3: zero.reduce_scatter avg %{{.*}} on @dp : tensor<24xbf16> -> tensor<6xbf16>
// STAGE3-NOT: zero.all_gather
// STAGE3: return

// reshard-after-forward=false keeps layer 0 gathered from forward to backward.
// KEEP-LABEL: func.func @train_step
// KEEP-SAME: reshard_after_forward = false
// KEEP-COUNT-2: zero.all_gather
// KEEP-NOT: zero.all_gather

// Five ranks pad every parameter: 24 -> 25 (5 x 5), 12 -> 15, 3 -> 5.
// PAD5-LABEL: func.func @train_step
// PAD5-SAME: tensor<5xf32> {zero.shard_of = tensor<6x4xf32>
// PAD5: tensor.pad %{{.*}} low[0] high[1]
// PAD5: } : tensor<24xbf16> to tensor<25xbf16>
// PAD5: zero.reduce_scatter avg %{{.*}} on @dp : tensor<25xbf16> -> tensor<5xbf16>
// PAD5: zero.all_gather %{{.*}} on @dp : tensor<5xbf16> -> tensor<25xbf16>
// PAD5-NEXT: tensor.extract_slice %{{.*}}[0] [24] [1] : tensor<25xbf16> to tensor<24xbf16>

// ONE-LABEL: func.func @train_step
// ONE-SAME: (%{{.*}}: tensor<6x4xbf16>
// ONE-SAME: zero.plan = #zero.plan<stage = 3, grid = @dp>
// ONE-NOT: zero.all_gather
// ONE-NOT: zero.reduce_scatter
