// RUN: zero-opt %s --zero-remat="policy=op" | FileCheck %s
// RUN: zero-opt %s --zero-remat="policy=layer" | FileCheck %s --check-prefix=LAYER
//
// policy=op keeps the 1st and 3rd projection of a layer. Here the 3rd, q,
// is a sum of its own (its init a fill of zero) whose only reader is an f32
// residual add, whose backward reads nothing: neither the backward nor the
// recomputation reads q. torchtitan's per-op checkpointing caches that
// output all the same, until the layer's backward is done, so zero-remat
// keeps q alive with a zero.release right after the layer's last backward
// op that reads a value of its forward (here the square of the recomputed
// h in tanh's derivative). The 1st, u, is read by the recomputed tanh and
// needs no release; the 2nd, p, is recomputed for the gradient of wc.
// policy=layer keeps neither and releases nothing.

// CHECK-LABEL: func.func @train_step(
// CHECK-SAME: %[[WA:[a-z0-9]+]]: tensor<4x8xf32> {zero.state = #zero.state<weight, "wa", layer = 0>}
// CHECK-SAME: %[[WB:[a-z0-9]+]]: tensor<8x8xf32> {zero.state = #zero.state<weight, "wb", layer = 0>}
// CHECK-SAME: %[[WC:[a-z0-9]+]]: tensor<8x4xf32> {zero.state = #zero.state<weight, "wc", layer = 0>}
// CHECK: %[[U:.*]] = linalg.matmul ins(%{{.*}}, %[[WA]] :
// CHECK: %[[Q:.*]] = linalg.matmul ins(%{{.*}}, %[[WC]] :
// CHECK: %[[RH:.*]] = math.tanh %[[U]] {zero.recompute}
// CHECK-NEXT: %[[RP:.*]] = linalg.matmul {zero.recompute} ins(%[[RH]], %[[WB]] :
// CHECK-NOT: zero.release
// CHECK: arith.mulf %[[RH]], %[[RH]]
// CHECK-NEXT: zero.release %[[Q]] : tensor<2x4xf32>
// CHECK-NOT: zero.release
// CHECK: zero.annotate %{{.*}} as <grad, "wa", layer = 0>
// CHECK-NOT: zero.release

// LAYER-LABEL: func.func @train_step(
// LAYER-NOT: zero.release
func.func @train_step(
    %wa: tensor<4x8xf32> {zero.state = #zero.state<weight, "wa", layer = 0>},
    %wb: tensor<8x8xf32> {zero.state = #zero.state<weight, "wb", layer = 0>},
    %wc: tensor<8x4xf32> {zero.state = #zero.state<weight, "wc", layer = 0>},
    %x: tensor<2x4xf32>)
    -> (tensor<4x8xf32> {zero.state = #zero.state<weight, "wa", layer = 0>},
        tensor<8x8xf32> {zero.state = #zero.state<weight, "wb", layer = 0>},
        tensor<8x4xf32> {zero.state = #zero.state<weight, "wc", layer = 0>},
        tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  // Forward: u = x wa, h = tanh(u), p = h wb, q = p wc, o = q + x.
  %e28 = tensor.empty() : tensor<2x8xf32>
  %z28 = linalg.fill ins(%zero : f32) outs(%e28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %u = linalg.matmul ins(%x, %wa : tensor<2x4xf32>, tensor<4x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %h = math.tanh %u : tensor<2x8xf32>
  %p = linalg.matmul ins(%h, %wb : tensor<2x8xf32>, tensor<8x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %e24 = tensor.empty() : tensor<2x4xf32>
  %z24 = linalg.fill ins(%zero : f32) outs(%e24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %q = linalg.matmul ins(%p, %wc : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %o = arith.addf %q, %x : tensor<2x4xf32>
  // Loss: the sum of o, so dloss/do = dloss/dq = 1.
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%o : tensor<2x4xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %dq = arith.constant dense<1.0> : tensor<2x4xf32>
  %ones = arith.constant dense<1.0> : tensor<2x8xf32>
  // Backward: dwc = p^T dq, dp = dq wc^T, dwb = h^T dp, dh = dp wb^T,
  // du = dh (1 - h^2), dwa = x^T du.
  %e82 = tensor.empty() : tensor<8x2xf32>
  %pT = linalg.transpose ins(%p : tensor<2x8xf32>) outs(%e82 : tensor<8x2xf32>) permutation = [1, 0]
  %e84 = tensor.empty() : tensor<8x4xf32>
  %z84 = linalg.fill ins(%zero : f32) outs(%e84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %dwc = linalg.matmul ins(%pT, %dq : tensor<8x2xf32>, tensor<2x4xf32>) outs(%z84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %gc = zero.annotate %dwc as <grad, "wc", layer = 0> : tensor<8x4xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %wcT = linalg.transpose ins(%wc : tensor<8x4xf32>) outs(%e48 : tensor<4x8xf32>) permutation = [1, 0]
  %dp = linalg.matmul ins(%dq, %wcT : tensor<2x4xf32>, tensor<4x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %hT = linalg.transpose ins(%h : tensor<2x8xf32>) outs(%e82 : tensor<8x2xf32>) permutation = [1, 0]
  %e88 = tensor.empty() : tensor<8x8xf32>
  %z88 = linalg.fill ins(%zero : f32) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %dwb = linalg.matmul ins(%hT, %dp : tensor<8x2xf32>, tensor<2x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gb = zero.annotate %dwb as <grad, "wb", layer = 0> : tensor<8x8xf32>
  %wbT = linalg.transpose ins(%wb : tensor<8x8xf32>) outs(%e88 : tensor<8x8xf32>) permutation = [1, 0]
  %dh = linalg.matmul ins(%dp, %wbT : tensor<2x8xf32>, tensor<8x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sq = arith.mulf %h, %h : tensor<2x8xf32>
  %dtanh = arith.subf %ones, %sq : tensor<2x8xf32>
  %du = arith.mulf %dh, %dtanh : tensor<2x8xf32>
  %e42 = tensor.empty() : tensor<4x2xf32>
  %xT = linalg.transpose ins(%x : tensor<2x4xf32>) outs(%e42 : tensor<4x2xf32>) permutation = [1, 0]
  %z48 = linalg.fill ins(%zero : f32) outs(%e48 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dwa = linalg.matmul ins(%xT, %du : tensor<4x2xf32>, tensor<2x8xf32>) outs(%z48 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ga = zero.annotate %dwa as <grad, "wa", layer = 0> : tensor<4x8xf32>
  // SGD: w' = w - 0.1 g.
  %lr48 = arith.constant dense<0.1> : tensor<4x8xf32>
  %lr88 = arith.constant dense<0.1> : tensor<8x8xf32>
  %lr84 = arith.constant dense<0.1> : tensor<8x4xf32>
  %sa = arith.mulf %ga, %lr48 : tensor<4x8xf32>
  %wan = arith.subf %wa, %sa : tensor<4x8xf32>
  %sb = arith.mulf %gb, %lr88 : tensor<8x8xf32>
  %wbn = arith.subf %wb, %sb : tensor<8x8xf32>
  %sc = arith.mulf %gc, %lr84 : tensor<8x4xf32>
  %wcn = arith.subf %wc, %sc : tensor<8x4xf32>
  return %wan, %wbn, %wcn, %loss
      : tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<f32>
}
