// RUN: zero-opt %s | FileCheck %s
// RUN: zero-opt %s | zero-opt | FileCheck %s

// Grouped-query causal attention: 4 query heads over 2 key/value heads
// (G = 2), bf16 activations, the f32 log-sum-exp kept for the backward.
// CHECK-LABEL: func.func @causal_gqa
// CHECK: %[[O:.*]], %[[LSE:.*]] = zero.attention %{{.*}}, %{{.*}}, %{{.*}} {causal, scale = 1.250000e-01 : f64} : tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16> -> tensor<2x8x2x2x64xbf16>, tensor<2x2x2x8xf32>
// CHECK: zero.attention_grad %{{.*}}, %{{.*}}, %{{.*}}, %[[O]], %[[LSE]], %{{.*}} {causal, scale = 1.250000e-01 : f64}
func.func @causal_gqa(%q: tensor<2x8x2x2x64xbf16>, %k: tensor<2x8x2x64xbf16>,
                      %v: tensor<2x8x2x64xbf16>, %do: tensor<2x8x2x2x64xbf16>)
    -> (tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>) {
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.125 : f64}
      : tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>
      -> tensor<2x8x2x2x64xbf16>, tensor<2x2x2x8xf32>
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {causal, scale = 0.125 : f64}
      : tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>,
        tensor<2x8x2x2x64xbf16>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x64xbf16>
      -> tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>
  return %dq, %dk, %dv : tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>
}

// Cross attention without a mask: 3 queries over 5 keys, a value head
// dimension (16) other than the score's (32), as multi-head latent
// attention has.
// CHECK-LABEL: func.func @full_different_value_dim
// CHECK: zero.attention %{{.*}}, %{{.*}}, %{{.*}} {scale = 5.000000e-01 : f64} : tensor<1x3x1x1x32xf32>, tensor<1x5x1x32xf32>, tensor<1x5x1x16xf32> -> tensor<1x3x1x1x16xf32>, tensor<1x1x1x3xf32>
func.func @full_different_value_dim(%q: tensor<1x3x1x1x32xf32>, %k: tensor<1x5x1x32xf32>,
                                    %v: tensor<1x5x1x16xf32>) -> tensor<1x3x1x1x16xf32> {
  %o, %lse = zero.attention %q, %k, %v {scale = 0.5 : f64}
      : tensor<1x3x1x1x32xf32>, tensor<1x5x1x32xf32>, tensor<1x5x1x16xf32>
      -> tensor<1x3x1x1x16xf32>, tensor<1x1x1x3xf32>
  return %o : tensor<1x3x1x1x16xf32>
}

// A sliding window (Mistral's): printed where set, kept through a round
// trip, on the forward and the gradient alike.
// CHECK-LABEL: func.func @sliding_window
// CHECK: %[[O:.*]], %[[LSE:.*]] = zero.attention %{{.*}}, %{{.*}}, %{{.*}} {causal, scale = 1.250000e-01 : f64, window = 3 : i64}
// CHECK: zero.attention_grad %{{.*}}, %{{.*}}, %{{.*}}, %[[O]], %[[LSE]], %{{.*}} {causal, scale = 1.250000e-01 : f64, window = 3 : i64}
func.func @sliding_window(%q: tensor<1x8x1x2x16xf32>, %k: tensor<1x8x1x16xf32>,
                          %v: tensor<1x8x1x16xf32>, %do: tensor<1x8x1x2x16xf32>)
    -> tensor<1x8x1x2x16xf32> {
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.125 : f64, window = 3 : i64}
      : tensor<1x8x1x2x16xf32>, tensor<1x8x1x16xf32>, tensor<1x8x1x16xf32>
      -> tensor<1x8x1x2x16xf32>, tensor<1x1x2x8xf32>
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {causal, scale = 0.125 : f64, window = 3 : i64}
      : tensor<1x8x1x2x16xf32>, tensor<1x8x1x16xf32>, tensor<1x8x1x16xf32>,
        tensor<1x8x1x2x16xf32>, tensor<1x1x2x8xf32>, tensor<1x8x1x2x16xf32>
      -> tensor<1x8x1x2x16xf32>, tensor<1x8x1x16xf32>, tensor<1x8x1x16xf32>
  return %dq : tensor<1x8x1x2x16xf32>
}
