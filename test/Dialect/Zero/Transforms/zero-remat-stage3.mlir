// RUN: zero-opt %s -verify-diagnostics --zero-remat="policy=layer" | FileCheck %s --check-prefix=LAYER
// RUN: zero-opt %s --zero-remat="policy=op" | FileCheck %s --check-prefix=OP
// No contraction here reads two activations, so policy=selective (which
// recomputes only the attention core) leaves the step as it is.
// RUN: zero-opt %s > %t.plain
// RUN: zero-opt %s --zero-remat="policy=selective" | diff %t.plain -
// At stage 3 zero-shard gathers a unit once per interval of its weight
// reads; an interval ends where another unit's weight is read. A clone that
// reads its layer's weights must therefore sit in the interval of the
// layer's backward, or it costs a gather of its own.

// Layer 0's backward first reads its hidden activation h before layer 1's
// weight is read, and reads its own weight only after: recomputing h there
// would read layer 0's weight between two reads of layer 1's, which at stage
// 3 costs a gather of its own. With policy=layer the layer keeps h instead,
// and says so; with policy=op the layer keeps the first of its two matmul
// outputs (u0; the second, y0, is layer 1's input and kept anyway), so the
// clone is only the tanh of u0, which reads no weight, and it goes ahead.
// LAYER-LABEL: func.func @split_gather
// LAYER: %[[H0:.*]] = math.tanh
// LAYER-NOT: math.tanh
// LAYER: arith.mulf %[[H0]], %[[H0]]
// OP-LABEL: func.func @split_gather
// OP: %[[U0:.*]] = linalg.matmul ins(%arg2, %arg0
// OP: linalg.reduce
// OP-NOT: linalg.matmul
// OP: %[[RH0:.*]] = math.tanh %[[U0]]
// OP-NEXT: arith.mulf %[[RH0]], %[[RH0]]
func.func @split_gather(
    %w0: tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
    %w1: tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>},
    %x: tensor<2x4xf32>)
    -> (tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
        tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>}, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %u0 = linalg.matmul ins(%x, %w0 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h0 = math.tanh %u0 : tensor<2x4xf32>
  %y0 = linalg.matmul ins(%h0, %w0 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %u1 = linalg.matmul ins(%y0, %w1 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%u1 : tensor<2x4xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // expected-warning @below {{zero-remat: layer 0 is not recomputed: at stage 3 its recomputation right before this op would need a gather of its own, or split another unit's (a unit's weights are read between the recomputation and the backward it serves); the layer's activations stay saved}}
  %sq = arith.mulf %h0, %h0 : tensor<2x4xf32>
  %d1 = linalg.matmul ins(%sq, %w1 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %d0 = linalg.matmul ins(%d1, %w0 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e44 = tensor.empty() : tensor<4x4xf32>
  %t0_e = tensor.empty() : tensor<4x2xf32>
  %t0_t = linalg.transpose ins(%d0 : tensor<2x4xf32>) outs(%t0_e : tensor<4x2xf32>) permutation = [1, 0]
  %t0_z = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %t0 = linalg.matmul ins(%t0_t, %x : tensor<4x2xf32>, tensor<2x4xf32>) outs(%t0_z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g0 = zero.annotate %t0 as <grad, "layers.0.w", layer = 0> : tensor<4x4xf32>
  %t1_e = tensor.empty() : tensor<4x2xf32>
  %t1_t = linalg.transpose ins(%d1 : tensor<2x4xf32>) outs(%t1_e : tensor<4x2xf32>) permutation = [1, 0]
  %t1_z = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %t1 = linalg.matmul ins(%t1_t, %x : tensor<4x2xf32>, tensor<2x4xf32>) outs(%t1_z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g1 = zero.annotate %t1 as <grad, "layers.1.w", layer = 1> : tensor<4x4xf32>
  %w0n = arith.subf %w0, %g0 : tensor<4x4xf32>
  %w1n = arith.subf %w1, %g1 : tensor<4x4xf32>
  return %w0n, %w1n, %loss : tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>
}
