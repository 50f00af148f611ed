// RUN: zero-opt %s --zero-verify-states | FileCheck %s
// RUN: zero-opt %s --zero-verify-states="func=two_layer_step" | FileCheck %s

// A two-layer step under mixed-precision AdamW: bf16 weights and grads, three
// f32 optimizer states per parameter (any shape with the weight's element
// count), some of them returned updated. The table accepts it and the pass
// leaves the IR as it is.
// CHECK-LABEL: func.func @two_layer_step
// CHECK-SAME: #zero.state<optimizer, "layers.0.w", layer = 0>
// CHECK: zero.annotate %{{.*}} as <grad, "layers.0.w", layer = 0>
// CHECK: zero.annotate %{{.*}} as <grad, "head">
// CHECK: return
func.func @two_layer_step(
    %w0: tensor<8x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
    %p0: tensor<8x4xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
    %m0: tensor<32xf32> {zero.state = #zero.state<optimizer, "layers.0.w", layer = 0>},
    %v0: tensor<4x8xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
    %w1: tensor<8xbf16> {zero.state = #zero.state<weight, "head">},
    %p1: tensor<8xf32> {zero.state = #zero.state<optimizer, "head">},
    %m1: tensor<8xf32> {zero.state = #zero.state<optimizer, "head">},
    %v1: tensor<8xf32> {zero.state = #zero.state<optimizer, "head">},
    %dw0: tensor<8x4xbf16>, %dw1: tensor<8xbf16>)
    -> (tensor<8x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
        tensor<8x4xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
        tensor<32xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
        tensor<8xbf16> {zero.state = #zero.state<weight, "head">},
        f32) {
  %g0 = zero.annotate %dw0 as <grad, "layers.0.w", layer = 0> : tensor<8x4xbf16>
  %g1 = zero.annotate %dw1 as <grad, "head"> : tensor<8xbf16>
  %loss = arith.constant 0.0 : f32
  return %w0, %p0, %m0, %w1, %loss : tensor<8x4xbf16>, tensor<8x4xf32>, tensor<32xf32>, tensor<8xbf16>, f32
}

// Functions without marks (helpers, the loss) are not the training step.
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32>
