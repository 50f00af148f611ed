// RUN: zero-opt %s --pass-pipeline="builtin.module(func.func(zero-lower-attention))" | FileCheck %s

// A causal GQA forward and its gradient (B 1, S = T 4, K 1, G 2, E 8,
// bf16) become linalg ops on tensors: no zero.attention is left.
// CHECK-LABEL: func.func @causal_forward_and_gradient
// CHECK-NOT: zero.attention
// Forward: the f32 scores q·k, the masked row maximum (t <= s) ...
// CHECK: %[[SCORES:.*]] = linalg.contract {{.*}} ins(%arg0, %arg1 : tensor<1x4x1x2x8xbf16>, tensor<1x4x1x8xbf16>) {{.*}} -> tensor<1x1x2x4x4xf32>
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}} ins(%[[SCORES]] : tensor<1x1x2x4x4xf32>)
// CHECK: arith.maximumf
// CHECK: arith.cmpi ule
// ... the sum of exp(scale · (score - max)), the bf16 probabilities ...
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[SCORES]], %[[MAX]] :
// CHECK: %[[PROBS:.*]] = linalg.generic {{.*}} ins(%[[SCORES]], %[[MAX]], %[[SUM]] : {{.*}} outs({{.*}} : tensor<1x1x2x4x4xbf16>)
// ... the output probs · v and the log-sum-exp scale · max + log(sum).
// CHECK: %[[O32:.*]] = linalg.contract {{.*}} ins(%[[PROBS]], %arg2 :
// CHECK: %[[O:.*]] = arith.truncf %[[O32]] : tensor<1x4x1x2x8xf32> to tensor<1x4x1x2x8xbf16>
// CHECK: %[[LSE:.*]] = linalg.generic {{.*}} ins(%[[MAX]], %[[SUM]] :
// CHECK: math.log
// Backward: the scores again and p = exp(scale · score - lse) ...
// CHECK: %[[SCORES2:.*]] = linalg.contract {{.*}} ins(%arg0, %arg1 :
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[SCORES2]], %[[LSE]] : {{.*}} outs({{.*}} : tensor<1x1x2x4x4xf32>)
// CHECK: math.exp
// ... dp = dO·vᵀ, D = rowsum(dO ∘ O), ds = p ∘ (dp - D) · scale ...
// CHECK: %[[DP:.*]] = linalg.contract {{.*}} ins(%arg3, %arg2 :
// CHECK: %[[D:.*]] = linalg.generic {{.*}} ins(%arg3, %[[O]] :
// CHECK: %[[DS:.*]] = linalg.generic {{.*}} ins(%[[P]], %[[DP]], %[[D]] :
// ... and the three gradients.
// CHECK: linalg.contract {{.*}} ins(%[[P]], %arg3 : {{.*}} -> tensor<1x4x1x8xf32>
// CHECK: linalg.contract {{.*}} ins(%[[DS]], %arg1 : {{.*}} -> tensor<1x4x1x2x8xf32>
// CHECK: linalg.contract {{.*}} ins(%[[DS]], %arg0 : {{.*}} -> tensor<1x4x1x8xf32>
// CHECK-NOT: zero.attention
func.func @causal_forward_and_gradient(%q: tensor<1x4x1x2x8xbf16>, %k: tensor<1x4x1x8xbf16>, %v: tensor<1x4x1x8xbf16>, %do: tensor<1x4x1x2x8xbf16>) -> (tensor<1x4x1x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16>) {
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.125 : f64} : tensor<1x4x1x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16> -> tensor<1x4x1x2x8xbf16>, tensor<1x1x2x4xf32>
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {causal, scale = 0.125 : f64} : tensor<1x4x1x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x2x8xbf16>, tensor<1x1x2x4xf32>, tensor<1x4x1x2x8xbf16> -> tensor<1x4x1x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16>
  return %dq, %dk, %dv : tensor<1x4x1x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16>
}

// Without `causal` no mask is built, and an f32 output keeps f32
// probabilities (3 queries over 5 keys, value head dimension 4).
// CHECK-LABEL: func.func @full_f32
// CHECK-NOT: arith.cmpi
// CHECK: linalg.contract {{.*}} -> tensor<1x1x1x3x5xf32>
// CHECK-NOT: arith.cmpi
// CHECK: return
func.func @full_f32(%q: tensor<1x3x1x1x8xf32>, %k: tensor<1x5x1x8xf32>, %v: tensor<1x5x1x4xf32>) -> (tensor<1x3x1x1x4xf32>, tensor<1x1x1x3xf32>) {
  %o, %lse = zero.attention %q, %k, %v {scale = 0.5 : f64} : tensor<1x3x1x1x8xf32>, tensor<1x5x1x8xf32>, tensor<1x5x1x4xf32> -> tensor<1x3x1x1x4xf32>, tensor<1x1x1x3xf32>
  return %o, %lse : tensor<1x3x1x1x4xf32>, tensor<1x1x1x3xf32>
}

// A sliding window of 2 (Mistral's): every mask of the forward (row
// maximum, row sum, probabilities) and of the backward (the recomputed
// probabilities) is t <= s and t + 2 > s, so query s sees keys s - 1 and s.
// CHECK-LABEL: func.func @sliding_window
// CHECK: linalg.generic
// CHECK: %[[T:.*]] = linalg.index 4 : index
// CHECK: %[[S:.*]] = linalg.index 3 : index
// CHECK: %[[CAUSAL:.*]] = arith.cmpi ule, %[[T]], %[[S]] : index
// CHECK: %[[W:.*]] = arith.constant 2 : index
// CHECK: %[[REACH:.*]] = arith.addi %[[T]], %[[W]] : index
// CHECK: %[[IN:.*]] = arith.cmpi ugt, %[[REACH]], %[[S]] : index
// CHECK: arith.andi %[[CAUSAL]], %[[IN]] : i1
// CHECK-COUNT-3: arith.cmpi ugt
// CHECK-NOT: arith.cmpi ugt
// CHECK: return
func.func @sliding_window(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>, %do: tensor<1x4x1x1x8xf32>) -> tensor<1x4x1x1x8xf32> {
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.5 : f64, window = 2 : i64} : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {causal, scale = 0.5 : f64, window = 2 : i64} : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>, tensor<1x4x1x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>
  return %dq : tensor<1x4x1x1x8xf32>
}

// A window of S or more (here the largest i64, which t + W would wrap)
// hides no key: the masks are plain causal.
// CHECK-LABEL: func.func @window_past_the_sequence
// CHECK: arith.cmpi ule
// CHECK-NOT: arith.cmpi ugt
// CHECK-NOT: arith.andi
// CHECK: return
func.func @window_past_the_sequence(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) -> tensor<1x4x1x1x8xf32> {
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.5 : f64, window = 9223372036854775807 : i64} : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  return %o : tensor<1x4x1x1x8xf32>
}
