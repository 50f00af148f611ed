// RUN: zero-opt %s --zero-remat="policy=layer" | FileCheck %s --check-prefix=LAYER
// RUN: zero-opt %s --zero-remat="policy=op" | FileCheck %s --check-prefix=OP
// The default policy is layer; policy=none leaves the step as it is.
// RUN: zero-opt %s --zero-remat | FileCheck %s --check-prefix=LAYER
// RUN: zero-opt %s > %t.plain
// No contraction here reads two activations (there is no attention core),
// so policy=selective leaves the step as it is too.
// RUN: zero-opt %s --zero-remat="policy=selective" | diff %t.plain -
// RUN: zero-opt %s --zero-remat="policy=none" > %t.none
// RUN: diff %t.plain %t.none
// The rewritten step still passes the state table's checks and round-trips.
// RUN: zero-opt %s --zero-remat | zero-opt --zero-verify-states | zero-opt | FileCheck %s --check-prefix=LAYER
//
// The two-layer MLP of Inputs/two-layer-mlp.mlir has nothing to recompute:
// the only activation of layer 0 that its backward reads (the bf16 h) is
// layer 1's input, which stays saved, and layer 1's backward reads no
// activation of its own. Every policy leaves it as it is.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir > %t.mlp
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-remat="policy=layer" > %t.mlp-layer
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-remat="policy=selective" > %t.mlp-selective
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-remat="policy=op" > %t.mlp-op
// RUN: diff %t.mlp %t.mlp-layer
// RUN: diff %t.mlp %t.mlp-selective
// RUN: diff %t.mlp %t.mlp-op

// A two-layer MLP whose layers are blocks (up-projection, tanh,
// down-projection: a transformer's feed-forward block). The backward of each
// block reads its hidden activation h = tanh(x wa), which nothing outside the
// block reads. With policy=layer a block keeps only its input (x, then y0)
// and recomputes u and h from it right before its backward first reads h;
// with policy=op it keeps the output u of the block's first matmul (the
// second, y, is the next block's input and kept anyway) and recomputes the
// tanh.

// LAYER-LABEL: func.func @train_step(
// LAYER-SAME: %[[WA0:[a-z0-9]+]]: tensor<4x8xf32> {zero.state = #zero.state<weight, "layers.0.up", layer = 0>}
// LAYER-SAME: %[[WA1:[a-z0-9]+]]: tensor<4x8xf32> {zero.state = #zero.state<weight, "layers.1.up", layer = 1>}
// LAYER-SAME: %[[X:[a-z0-9]+]]: tensor<2x4xf32>)
// The forward is unchanged.
// LAYER: %[[U0:.*]] = linalg.matmul ins(%[[X]], %[[WA0]] :
// LAYER-NEXT: %[[H0:.*]] = math.tanh %[[U0]]
// LAYER: %[[Y0:.*]] = linalg.matmul ins(%[[H0]],
// LAYER: %[[U1:.*]] = linalg.matmul ins(%[[Y0]], %[[WA1]] :
// LAYER-NEXT: %[[H1:.*]] = math.tanh %[[U1]]
// LAYER: linalg.reduce
// Layer 1's forward again from its input y0, into storage of its own,
// right before the backward first reads h1, each clone marked
// zero.recompute (the report counts its FLOPs as recompute); the backward
// reads the clone.
// LAYER: %[[E1:.*]] = tensor.empty() {zero.recompute} : tensor<2x8xf32>
// LAYER-NEXT: %[[Z1:.*]] = linalg.fill {zero.recompute} ins(%{{.*}} : f32) outs(%[[E1]] :
// LAYER-NEXT: %[[RU1:.*]] = linalg.matmul {zero.recompute} ins(%[[Y0]], %[[WA1]] : {{.*}}) outs(%[[Z1]] :
// LAYER-NEXT: %[[RH1:.*]] = math.tanh %[[RU1]] {zero.recompute}
// LAYER-NEXT: linalg.transpose ins(%[[RH1]] :
// LAYER-NOT: %[[H1]]{{[^0-9_]}}
// LAYER: arith.mulf %[[RH1]], %[[RH1]]
// LAYER: zero.annotate %{{.*}} as <grad, "layers.1.up", layer = 1>
// Layer 0 likewise, from x.
// LAYER: %[[RU0:.*]] = linalg.matmul {zero.recompute} ins(%[[X]], %[[WA0]] :
// LAYER-NEXT: %[[RH0:.*]] = math.tanh %[[RU0]] {zero.recompute}
// LAYER-NEXT: linalg.transpose ins(%[[RH0]] :
// LAYER-NOT: %[[H0]]{{[^0-9_]}}
// LAYER: arith.mulf %[[RH0]], %[[RH0]]
// LAYER: return

// OP-LABEL: func.func @train_step(
// OP: %[[U0:.*]] = linalg.matmul ins(%arg4, %arg0
// OP-NEXT: %[[H0:.*]] = math.tanh %[[U0]]
// OP: %[[U1:.*]] = linalg.matmul ins(%{{.*}}, %arg2
// OP-NEXT: %[[H1:.*]] = math.tanh %[[U1]]
// OP: linalg.reduce
// Only the tanh is recomputed, from the saved matmul output.
// OP-NOT: linalg.matmul
// OP: %[[RH1:.*]] = math.tanh %[[U1]] {zero.recompute}
// OP-NEXT: linalg.transpose ins(%[[RH1]] :
// OP-NOT: %[[H1]]{{[^0-9_]}}
// OP: zero.annotate %{{.*}} as <grad, "layers.1.up", layer = 1>
// OP: %[[RH0:.*]] = math.tanh %[[U0]] {zero.recompute}
// OP-NEXT: linalg.transpose ins(%[[RH0]] :
// OP-NOT: %[[H0]]{{[^0-9_]}}
// OP: return
func.func @train_step(
    %wa0: tensor<4x8xf32> {zero.state = #zero.state<weight, "layers.0.up", layer = 0>},
    %wb0: tensor<8x4xf32> {zero.state = #zero.state<weight, "layers.0.down", layer = 0>},
    %wa1: tensor<4x8xf32> {zero.state = #zero.state<weight, "layers.1.up", layer = 1>},
    %wb1: tensor<8x4xf32> {zero.state = #zero.state<weight, "layers.1.down", layer = 1>},
    %x: tensor<2x4xf32>)
    -> (tensor<4x8xf32> {zero.state = #zero.state<weight, "layers.0.up", layer = 0>},
        tensor<8x4xf32> {zero.state = #zero.state<weight, "layers.0.down", layer = 0>},
        tensor<4x8xf32> {zero.state = #zero.state<weight, "layers.1.up", layer = 1>},
        tensor<8x4xf32> {zero.state = #zero.state<weight, "layers.1.down", layer = 1>},
        tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  // Forward of layer 0: u0 = x wa0, h0 = tanh(u0), y0 = h0 wb0.
  %e28 = tensor.empty() : tensor<2x8xf32>
  %z28 = linalg.fill ins(%zero : f32) outs(%e28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %u0 = linalg.matmul ins(%x, %wa0 : tensor<2x4xf32>, tensor<4x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %h0 = math.tanh %u0 : tensor<2x8xf32>
  %e24 = tensor.empty() : tensor<2x4xf32>
  %z24 = linalg.fill ins(%zero : f32) outs(%e24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y0 = linalg.matmul ins(%h0, %wb0 : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // Forward of layer 1, the same on y0.
  %u1 = linalg.matmul ins(%y0, %wa1 : tensor<2x4xf32>, tensor<4x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %h1 = math.tanh %u1 : tensor<2x8xf32>
  %y1 = linalg.matmul ins(%h1, %wb1 : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // Loss: the sum of y1, so dloss/dy1 = 1.
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y1 : tensor<2x4xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %dy1 = arith.constant dense<1.0> : tensor<2x4xf32>
  %ones = arith.constant dense<1.0> : tensor<2x8xf32>
  // Backward of layer 1: dwb1 = h1^T dy1, du1 = (dy1 wb1^T) (1 - h1^2),
  // dwa1 = y0^T du1, dy0 = du1 wa1^T.
  %e82 = tensor.empty() : tensor<8x2xf32>
  %h1T = linalg.transpose ins(%h1 : tensor<2x8xf32>) outs(%e82 : tensor<8x2xf32>) permutation = [1, 0]
  %e84 = tensor.empty() : tensor<8x4xf32>
  %z84 = linalg.fill ins(%zero : f32) outs(%e84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %dwb1 = linalg.matmul ins(%h1T, %dy1 : tensor<8x2xf32>, tensor<2x4xf32>) outs(%z84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %gb1 = zero.annotate %dwb1 as <grad, "layers.1.down", layer = 1> : tensor<8x4xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %wb1T = linalg.transpose ins(%wb1 : tensor<8x4xf32>) outs(%e48 : tensor<4x8xf32>) permutation = [1, 0]
  %dh1 = linalg.matmul ins(%dy1, %wb1T : tensor<2x4xf32>, tensor<4x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sq1 = arith.mulf %h1, %h1 : tensor<2x8xf32>
  %dtanh1 = arith.subf %ones, %sq1 : tensor<2x8xf32>
  %du1 = arith.mulf %dh1, %dtanh1 : tensor<2x8xf32>
  %e42 = tensor.empty() : tensor<4x2xf32>
  %y0T = linalg.transpose ins(%y0 : tensor<2x4xf32>) outs(%e42 : tensor<4x2xf32>) permutation = [1, 0]
  %z48 = linalg.fill ins(%zero : f32) outs(%e48 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dwa1 = linalg.matmul ins(%y0T, %du1 : tensor<4x2xf32>, tensor<2x8xf32>) outs(%z48 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ga1 = zero.annotate %dwa1 as <grad, "layers.1.up", layer = 1> : tensor<4x8xf32>
  %wa1T = linalg.transpose ins(%wa1 : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %dy0 = linalg.matmul ins(%du1, %wa1T : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // Backward of layer 0, the same with dy0 and x.
  %h0T = linalg.transpose ins(%h0 : tensor<2x8xf32>) outs(%e82 : tensor<8x2xf32>) permutation = [1, 0]
  %dwb0 = linalg.matmul ins(%h0T, %dy0 : tensor<8x2xf32>, tensor<2x4xf32>) outs(%z84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %gb0 = zero.annotate %dwb0 as <grad, "layers.0.down", layer = 0> : tensor<8x4xf32>
  %wb0T = linalg.transpose ins(%wb0 : tensor<8x4xf32>) outs(%e48 : tensor<4x8xf32>) permutation = [1, 0]
  %dh0 = linalg.matmul ins(%dy0, %wb0T : tensor<2x4xf32>, tensor<4x8xf32>) outs(%z28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sq0 = arith.mulf %h0, %h0 : tensor<2x8xf32>
  %dtanh0 = arith.subf %ones, %sq0 : tensor<2x8xf32>
  %du0 = arith.mulf %dh0, %dtanh0 : tensor<2x8xf32>
  %xT = linalg.transpose ins(%x : tensor<2x4xf32>) outs(%e42 : tensor<4x2xf32>) permutation = [1, 0]
  %dwa0 = linalg.matmul ins(%xT, %du0 : tensor<4x2xf32>, tensor<2x8xf32>) outs(%z48 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ga0 = zero.annotate %dwa0 as <grad, "layers.0.up", layer = 0> : tensor<4x8xf32>
  // SGD: w' = w - 0.1 g.
  %lr48 = arith.constant dense<0.1> : tensor<4x8xf32>
  %lr84 = arith.constant dense<0.1> : tensor<8x4xf32>
  %sa0 = arith.mulf %ga0, %lr48 : tensor<4x8xf32>
  %wa0n = arith.subf %wa0, %sa0 : tensor<4x8xf32>
  %sb0 = arith.mulf %gb0, %lr84 : tensor<8x4xf32>
  %wb0n = arith.subf %wb0, %sb0 : tensor<8x4xf32>
  %sa1 = arith.mulf %ga1, %lr48 : tensor<4x8xf32>
  %wa1n = arith.subf %wa1, %sa1 : tensor<4x8xf32>
  %sb1 = arith.mulf %gb1, %lr84 : tensor<8x4xf32>
  %wb1n = arith.subf %wb1, %sb1 : tensor<8x4xf32>
  return %wa0n, %wb0n, %wa1n, %wb1n, %loss
      : tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<f32>
}
