// RUN: zero-opt %s --zero-remat="policy=op" -o %t.op
// RUN: FileCheck %s --check-prefix=OP < %t.op
// RUN: grep -c zero.recompute %t.op | FileCheck %s --check-prefix=OP-COUNT
// RUN: zero-opt %s --zero-remat="policy=layer" -o %t.layer
// RUN: FileCheck %s --check-prefix=LAYER < %t.layer
// RUN: grep -c zero.recompute %t.layer | FileCheck %s --check-prefix=LAYER-COUNT
// With fused attention the attention core keeps no tensor of its own, so
// policy=selective (Megatron-LM's: recompute the core only) leaves the step
// as it is.
// RUN: zero-opt %s -o %t.plain
// RUN: zero-opt %s --zero-remat="policy=selective" | diff %t.plain -
// The rewritten steps pass the state table's checks, and at stage 3 the
// clones need no gather of their own (no warning).
// RUN: zero-opt %t.op --zero-verify-states --zero-shard="stage=3 world-size=2" -verify-diagnostics -o /dev/null
// RUN: zero-opt %t.layer --zero-verify-states --zero-shard="stage=3 world-size=2" -verify-diagnostics -o /dev/null

// A two-layer transformer with fused attention (zero.attention): each layer
// projects q, k and v (its 1st to 3rd matmuls with a weight), attends, then
// o (4th), adds the residual h = x + o, then up (5th), tanh, down (6th) and
// the residual out = h + down. Its backward reads t, u, h, the attention's
// output o (as it is and flattened), its log-sum-exp, q, k, v, and the
// layer's input x.
//
// policy=op keeps the odd projections (q, v, up; down is the next layer's
// input or the loss's, kept anyway) and both results of zero.attention, and
// recomputes the rest. Layer 1 (whose segment ends at its down projection,
// so h1, read by out1 after it, is kept as a value read outside the
// segment) clones 8 ops: k's matmul with its own storage (empty, fill,
// matmul), the three views of q, k, v into heads, the view of o, and
// tanh(u). Layer 0 clones those 8 and o's matmul and the residual add h0:
// 10. 18 in all.
// OP-COUNT: 18
// OP-LABEL: func.func @train_step(
// OP-SAME: %[[WQ0:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>}
// OP-SAME: %[[WK0:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wk", layer = 0>}
// OP-SAME: %[[WV0:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wv", layer = 0>}
// OP-SAME: %[[WO0:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wo", layer = 0>}
// OP-SAME: %[[WU0:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wu", layer = 0>}
// OP-SAME: %[[WQ1:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wq", layer = 1>}
// OP-SAME: %[[WK1:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wk", layer = 1>}
// OP-SAME: %[[WV1:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wv", layer = 1>}
// OP-SAME: %[[WU1:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wu", layer = 1>}
// OP-SAME: %[[X0:arg[0-9]+]]: tensor<4x8xf32>)
// OP: %[[Q0:[0-9]+]] = linalg.matmul ins(%[[X0]], %[[WQ0]] :
// OP: %[[V0:[0-9]+]] = linalg.matmul ins(%[[X0]], %[[WV0]] :
// OP: %[[O0:[a-z0-9_]+]], %[[LSE0:[a-z0-9_]+]] = zero.attention
// OP: %[[U0:[0-9]+]] = linalg.matmul ins(%{{.*}}, %[[WU0]] :
// OP: %[[Q1:[0-9]+]] = linalg.matmul ins(%[[X1:[0-9]+]], %[[WQ1]] :
// OP: %[[V1:[0-9]+]] = linalg.matmul ins(%[[X1]], %[[WV1]] :
// OP: %[[O1:[a-z0-9_]+]], %[[LSE1:[a-z0-9_]+]] = zero.attention
// OP: %[[U1:[0-9]+]] = linalg.matmul ins(%{{.*}}, %[[WU1]] :
// OP: linalg.reduce
// Layer 1, right before its backward first reads t1.
// OP: %[[RK1:[0-9]+]] = linalg.matmul {zero.recompute} ins(%[[X1]], %[[WK1]] :
// OP-NEXT: %[[RQ1H:[a-z0-9_]+]] = tensor.expand_shape %[[Q1]] {{.*}} {zero.recompute}
// OP-NEXT: %[[RK1H:[a-z0-9_]+]] = tensor.expand_shape %[[RK1]] {{.*}} {zero.recompute}
// OP-NEXT: %[[RV1H:[a-z0-9_]+]] = tensor.expand_shape %[[V1]] {{.*}} {zero.recompute}
// OP-NEXT: tensor.collapse_shape %[[O1]] {{.*}} {zero.recompute}
// OP-NEXT: math.tanh %[[U1]] {zero.recompute}
// The attention's backward reads its kept results and the clones' views.
// OP: zero.attention_grad %[[RQ1H]], %[[RK1H]], %[[RV1H]], %[[O1]], %[[LSE1]],
// Layer 0 likewise, with o's matmul and h0 too.
// OP: %[[RK0:[0-9]+]] = linalg.matmul {zero.recompute} ins(%[[X0]], %[[WK0]] :
// OP-NEXT: tensor.expand_shape %[[Q0]] {{.*}} {zero.recompute}
// OP-NEXT: tensor.expand_shape %[[RK0]] {{.*}} {zero.recompute}
// OP-NEXT: tensor.expand_shape %[[V0]] {{.*}} {zero.recompute}
// OP-NEXT: %[[RO0:[a-z0-9_]+]] = tensor.collapse_shape %[[O0]] {{.*}} {zero.recompute}
// OP-NEXT: %[[RA0:[0-9]+]] = linalg.matmul {zero.recompute} ins(%[[RO0]], %[[WO0]] :
// OP-NEXT: arith.addf %[[X0]], %[[RA0]] {zero.recompute}
// OP-NEXT: math.tanh %[[U0]] {zero.recompute}
// OP: zero.attention_grad %{{.*}}, %{{.*}}, %{{.*}}, %[[O0]], %[[LSE0]],
// OP: return

// policy=layer keeps each layer's input only and runs its forward again,
// zero.attention included (it is pure compute): layer 1 clones 12 ops (the
// storage, q, k, v, their three views, the attention, the view of its
// output, up, tanh; h1 is kept as above), layer 0 14 (those and o's matmul
// and the residual add). 26 in all.
// LAYER-COUNT: 26
// LAYER-LABEL: func.func @train_step(
// LAYER-SAME: %[[WQ1:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wq", layer = 1>}
// LAYER-SAME: %[[WK1:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wk", layer = 1>}
// LAYER-SAME: %[[WV1:arg[0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wv", layer = 1>}
// LAYER: %[[O1:[a-z0-9_]+]], %[[LSE1:[a-z0-9_]+]] = zero.attention %{{.*}} : tensor<1x4x1x1x8xf32>
// LAYER: linalg.reduce
// LAYER: %[[RQ1:[0-9]+]] = linalg.matmul {zero.recompute} ins(%[[X1:[0-9]+]], %[[WQ1]] :
// LAYER-NEXT: %[[RK1:[0-9]+]] = linalg.matmul {zero.recompute} ins(%[[X1]], %[[WK1]] :
// LAYER-NEXT: %[[RV1:[0-9]+]] = linalg.matmul {zero.recompute} ins(%[[X1]], %[[WV1]] :
// LAYER-NEXT: %[[RQ1H:[a-z0-9_]+]] = tensor.expand_shape %[[RQ1]]
// LAYER-NEXT: %[[RK1H:[a-z0-9_]+]] = tensor.expand_shape %[[RK1]]
// LAYER-NEXT: %[[RV1H:[a-z0-9_]+]] = tensor.expand_shape %[[RV1]]
// LAYER-NEXT: %[[RO1:[a-z0-9_]+]], %[[RLSE1:[a-z0-9_]+]] = zero.attention %[[RQ1H]], %[[RK1H]], %[[RV1H]] {causal, scale = 2.500000e-01 : f64, zero.recompute}
// The backward reads the clone's results, not the forward's.
// LAYER-NOT: %[[O1]]{{[^0-9_]}}
// LAYER-NOT: %[[LSE1]]{{[^0-9_]}}
// LAYER: zero.attention_grad %[[RQ1H]], %[[RK1H]], %[[RV1H]], %[[RO1]], %[[RLSE1]],
// LAYER: zero.attention {{.*}} {causal, scale = 2.500000e-01 : f64, zero.recompute}
// LAYER: return
func.func @train_step(
    %wq0: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>},
    %wk0: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wk", layer = 0>},
    %wv0: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wv", layer = 0>},
    %wo0: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wo", layer = 0>},
    %wu0: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wu", layer = 0>},
    %wd0: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wd", layer = 0>},
    %wq1: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wq", layer = 1>},
    %wk1: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wk", layer = 1>},
    %wv1: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wv", layer = 1>},
    %wo1: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wo", layer = 1>},
    %wu1: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wu", layer = 1>},
    %wd1: tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wd", layer = 1>},
    %x: tensor<4x8xf32>)
    -> (tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wk", layer = 0>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wv", layer = 0>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wo", layer = 0>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wu", layer = 0>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.0.wd", layer = 0>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wq", layer = 1>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wk", layer = 1>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wv", layer = 1>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wo", layer = 1>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wu", layer = 1>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "layers.1.wd", layer = 1>},
        tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e84 = tensor.empty() : tensor<8x4xf32>
  %e88 = tensor.empty() : tensor<8x8xf32>
  %z88 = linalg.fill ins(%zero : f32) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  // Layer 0: projections q, k, v (1st-3rd), fused attention, o (4th),
  // residual, up (5th), tanh, down (6th), residual.
  %q0 = linalg.matmul ins(%x, %wq0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %k0 = linalg.matmul ins(%x, %wk0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v0 = linalg.matmul ins(%x, %wv0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %q0h = tensor.expand_shape %q0 [[0, 1], [2, 3, 4]] output_shape [1, 4, 1, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x1x8xf32>
  %k0h = tensor.expand_shape %k0 [[0, 1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
  %v0h = tensor.expand_shape %v0 [[0, 1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
  %o0h, %lse0 = zero.attention %q0h, %k0h, %v0h {causal, scale = 0.25 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  %o0 = tensor.collapse_shape %o0h [[0, 1], [2, 3, 4]] : tensor<1x4x1x1x8xf32> into tensor<4x8xf32>
  %a0 = linalg.matmul ins(%o0, %wo0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h0 = arith.addf %x, %a0 : tensor<4x8xf32>
  %u0 = linalg.matmul ins(%h0, %wu0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t0 = math.tanh %u0 : tensor<4x8xf32>
  %y0 = linalg.matmul ins(%t0, %wd0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %out0 = arith.addf %h0, %y0 : tensor<4x8xf32>
  // Layer 1: projections q, k, v (1st-3rd), fused attention, o (4th),
  // residual, up (5th), tanh, down (6th), residual.
  %q1 = linalg.matmul ins(%out0, %wq1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %k1 = linalg.matmul ins(%out0, %wk1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v1 = linalg.matmul ins(%out0, %wv1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %q1h = tensor.expand_shape %q1 [[0, 1], [2, 3, 4]] output_shape [1, 4, 1, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x1x8xf32>
  %k1h = tensor.expand_shape %k1 [[0, 1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
  %v1h = tensor.expand_shape %v1 [[0, 1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
  %o1h, %lse1 = zero.attention %q1h, %k1h, %v1h {causal, scale = 0.25 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  %o1 = tensor.collapse_shape %o1h [[0, 1], [2, 3, 4]] : tensor<1x4x1x1x8xf32> into tensor<4x8xf32>
  %a1 = linalg.matmul ins(%o1, %wo1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h1 = arith.addf %out0, %a1 : tensor<4x8xf32>
  %u1 = linalg.matmul ins(%h1, %wu1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t1 = math.tanh %u1 : tensor<4x8xf32>
  %y1 = linalg.matmul ins(%t1, %wd1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %out1 = arith.addf %h1, %y1 : tensor<4x8xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%out1 : tensor<4x8xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %dy = linalg.fill ins(%one : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // Layer 1's backward (the shapes of one; the arithmetic simplified).
  %t1T1_wd = linalg.transpose ins(%t1 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwd1s = linalg.matmul ins(%t1T1_wd, %dy : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwd1 = zero.annotate %gwd1s as <grad, "layers.1.wd", layer = 1> : tensor<8x8xf32>
  %dt1 = linalg.matmul ins(%dy, %wd1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %du1 = arith.mulf %dt1, %u1 : tensor<4x8xf32>
  %h1T1_wu = linalg.transpose ins(%h1 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwu1s = linalg.matmul ins(%h1T1_wu, %du1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwu1 = zero.annotate %gwu1s as <grad, "layers.1.wu", layer = 1> : tensor<8x8xf32>
  %dh1a = linalg.matmul ins(%du1, %wu1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dh1 = arith.addf %dh1a, %dy : tensor<4x8xf32>
  %o1T1_wo = linalg.transpose ins(%o1 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwo1s = linalg.matmul ins(%o1T1_wo, %dh1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwo1 = zero.annotate %gwo1s as <grad, "layers.1.wo", layer = 1> : tensor<8x8xf32>
  %do1 = linalg.matmul ins(%dh1, %wo1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %do1h = tensor.expand_shape %do1 [[0, 1], [2, 3, 4]] output_shape [1, 4, 1, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x1x8xf32>
  %dq1h, %dk1h, %dv1h = zero.attention_grad %q1h, %k1h, %v1h, %o1h, %lse1, %do1h {causal, scale = 0.25 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>, tensor<1x4x1x1x8xf32>
      -> tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>
  %dq1 = tensor.collapse_shape %dq1h [[0, 1], [2, 3, 4]] : tensor<1x4x1x1x8xf32> into tensor<4x8xf32>
  %dk1 = tensor.collapse_shape %dk1h [[0, 1], [2, 3]] : tensor<1x4x1x8xf32> into tensor<4x8xf32>
  %dv1 = tensor.collapse_shape %dv1h [[0, 1], [2, 3]] : tensor<1x4x1x8xf32> into tensor<4x8xf32>
  %out0T1_wq = linalg.transpose ins(%out0 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwq1s = linalg.matmul ins(%out0T1_wq, %dq1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwq1 = zero.annotate %gwq1s as <grad, "layers.1.wq", layer = 1> : tensor<8x8xf32>
  %out0T1_wk = linalg.transpose ins(%out0 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwk1s = linalg.matmul ins(%out0T1_wk, %dk1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwk1 = zero.annotate %gwk1s as <grad, "layers.1.wk", layer = 1> : tensor<8x8xf32>
  %out0T1_wv = linalg.transpose ins(%out0 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwv1s = linalg.matmul ins(%out0T1_wv, %dv1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwv1 = zero.annotate %gwv1s as <grad, "layers.1.wv", layer = 1> : tensor<8x8xf32>
  %dxq1 = linalg.matmul ins(%dq1, %wq1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%dh1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dxk1 = linalg.matmul ins(%dk1, %wk1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%dxq1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dx1 = linalg.matmul ins(%dv1, %wv1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%dxk1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  // Layer 0's backward (the shapes of one; the arithmetic simplified).
  %t0T0_wd = linalg.transpose ins(%t0 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwd0s = linalg.matmul ins(%t0T0_wd, %dx1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwd0 = zero.annotate %gwd0s as <grad, "layers.0.wd", layer = 0> : tensor<8x8xf32>
  %dt0 = linalg.matmul ins(%dx1, %wd0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %du0 = arith.mulf %dt0, %u0 : tensor<4x8xf32>
  %h0T0_wu = linalg.transpose ins(%h0 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwu0s = linalg.matmul ins(%h0T0_wu, %du0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwu0 = zero.annotate %gwu0s as <grad, "layers.0.wu", layer = 0> : tensor<8x8xf32>
  %dh0a = linalg.matmul ins(%du0, %wu0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dh0 = arith.addf %dh0a, %dx1 : tensor<4x8xf32>
  %o0T0_wo = linalg.transpose ins(%o0 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwo0s = linalg.matmul ins(%o0T0_wo, %dh0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwo0 = zero.annotate %gwo0s as <grad, "layers.0.wo", layer = 0> : tensor<8x8xf32>
  %do0 = linalg.matmul ins(%dh0, %wo0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %do0h = tensor.expand_shape %do0 [[0, 1], [2, 3, 4]] output_shape [1, 4, 1, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x1x8xf32>
  %dq0h, %dk0h, %dv0h = zero.attention_grad %q0h, %k0h, %v0h, %o0h, %lse0, %do0h {causal, scale = 0.25 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>, tensor<1x4x1x1x8xf32>
      -> tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>
  %dq0 = tensor.collapse_shape %dq0h [[0, 1], [2, 3, 4]] : tensor<1x4x1x1x8xf32> into tensor<4x8xf32>
  %dk0 = tensor.collapse_shape %dk0h [[0, 1], [2, 3]] : tensor<1x4x1x8xf32> into tensor<4x8xf32>
  %dv0 = tensor.collapse_shape %dv0h [[0, 1], [2, 3]] : tensor<1x4x1x8xf32> into tensor<4x8xf32>
  %xT0_wq = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwq0s = linalg.matmul ins(%xT0_wq, %dq0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwq0 = zero.annotate %gwq0s as <grad, "layers.0.wq", layer = 0> : tensor<8x8xf32>
  %xT0_wk = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwk0s = linalg.matmul ins(%xT0_wk, %dk0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwk0 = zero.annotate %gwk0s as <grad, "layers.0.wk", layer = 0> : tensor<8x8xf32>
  %xT0_wv = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %gwv0s = linalg.matmul ins(%xT0_wv, %dv0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gwv0 = zero.annotate %gwv0s as <grad, "layers.0.wv", layer = 0> : tensor<8x8xf32>
  %dxq0 = linalg.matmul ins(%dq0, %wq0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%dh0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dxk0 = linalg.matmul ins(%dk0, %wk0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%dxq0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dx0 = linalg.matmul ins(%dv0, %wv0 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%dxk0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  // SGD.
  %wq0n = arith.subf %wq0, %gwq0 : tensor<8x8xf32>
  %wk0n = arith.subf %wk0, %gwk0 : tensor<8x8xf32>
  %wv0n = arith.subf %wv0, %gwv0 : tensor<8x8xf32>
  %wo0n = arith.subf %wo0, %gwo0 : tensor<8x8xf32>
  %wu0n = arith.subf %wu0, %gwu0 : tensor<8x8xf32>
  %wd0n = arith.subf %wd0, %gwd0 : tensor<8x8xf32>
  %wq1n = arith.subf %wq1, %gwq1 : tensor<8x8xf32>
  %wk1n = arith.subf %wk1, %gwk1 : tensor<8x8xf32>
  %wv1n = arith.subf %wv1, %gwv1 : tensor<8x8xf32>
  %wo1n = arith.subf %wo1, %gwo1 : tensor<8x8xf32>
  %wu1n = arith.subf %wu1, %gwu1 : tensor<8x8xf32>
  %wd1n = arith.subf %wd1, %gwd1 : tensor<8x8xf32>
  return %wq0n, %wk0n, %wv0n, %wo0n, %wu0n, %wd0n, %wq1n, %wk1n, %wv1n, %wo1n, %wu1n, %wd1n, %loss
      : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>
}

