// remat=auto plans every policy in its search but applies only the one it
// chooses, and zero-remat's warnings belong to that application. Layer 0 is
// built as @split_gather in zero-remat-stage3.mlir: recomputing it at stage
// 3 would split a gather interval, so it stays saved, with a warning. Layer
// 1 keeps two 256x512 f32 activations across layer 2; recomputing it drops
// the peak from 1.6 MB to 1.1 MB (runtime=cpu: bytes allocated, no CUDA
// context or NCCL buffers), and op lowers nothing. In 1.3 MB only layer
// fits: the warning is said once and layer 1's tanh is cloned (a fourth
// math.tanh), not layer 0's. In 1 GB remat=none is chosen, silently.
// Fails if the warning is repeated (per planning and again when applied),
// said for a policy not chosen, or if no layer, or layer 0, is recomputed.
// RUN: zero-opt %s --zero-shard="stage=3 world-size=2 remat=auto device-memory=1.3MB runtime=cpu" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO-NOT: warning:
// AUTO: remark: zero-shard: remat=auto chose remat=layer for stage 3, the least recompute that fits in 1.3 MB:
// AUTO: stage 3, remat=none: peak 1.6 MB per rank (does not fit)
// AUTO: stage 3, remat=layer: peak 1.1 MB per rank (fits)
// AUTO-NOT: warning:
// AUTO: warning: zero-remat: layer 0 is not recomputed: at stage 3
// AUTO-NOT: warning:
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// IR: zero.plan = #zero.plan<stage = 3, grid = @dp, remat = layer>
// IR: math.tanh %{{[0-9]+}} : tensor<256x4xf32>
// IR-COUNT-2: math.tanh %{{[0-9]+}} : tensor<256x512xf32>
// IR: math.tanh %{{[0-9]+}} {zero.recompute} : tensor<256x512xf32>
// IR-NOT: math.tanh
// RUN: zero-opt %s --zero-shard="stage=3 world-size=2 remat=auto device-memory=1GB runtime=cpu" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: warning:
// NONE: remat=auto chose remat=none for stage 3
// NONE-NOT: warning:
func.func @step(
    %w0: tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
    %w1: tensor<4x512xf32> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>},
    %w2: tensor<4x512xf32> {zero.state = #zero.state<weight, "layers.2.w", layer = 2>},
    %x: tensor<256x4xf32>)
    -> (tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
        tensor<4x512xf32> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>},
        tensor<4x512xf32> {zero.state = #zero.state<weight, "layers.2.w", layer = 2>}, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<256x4xf32>) -> tensor<256x4xf32>
  %et = tensor.empty() : tensor<512x4xf32>
  %u0 = linalg.matmul ins(%x, %w0 : tensor<256x4xf32>, tensor<4x4xf32>) outs(%z : tensor<256x4xf32>) -> tensor<256x4xf32>
  %h0 = math.tanh %u0 : tensor<256x4xf32>
  %y0 = linalg.matmul ins(%h0, %w0 : tensor<256x4xf32>, tensor<4x4xf32>) outs(%z : tensor<256x4xf32>) -> tensor<256x4xf32>
  %eb = tensor.empty() : tensor<256x512xf32>
  %zb = linalg.fill ins(%zero : f32) outs(%eb : tensor<256x512xf32>) -> tensor<256x512xf32>
  %u1 = linalg.matmul ins(%y0, %w1 : tensor<256x4xf32>, tensor<4x512xf32>) outs(%zb : tensor<256x512xf32>) -> tensor<256x512xf32>
  %h1 = math.tanh %u1 : tensor<256x512xf32>
  %w1t = linalg.transpose ins(%w1 : tensor<4x512xf32>) outs(%et : tensor<512x4xf32>) permutation = [1, 0]
  %y1 = linalg.matmul ins(%h1, %w1t : tensor<256x512xf32>, tensor<512x4xf32>) outs(%z : tensor<256x4xf32>) -> tensor<256x4xf32>
  %eb2 = tensor.empty() : tensor<256x512xf32>
  %zb2 = linalg.fill ins(%zero : f32) outs(%eb2 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %u2 = linalg.matmul ins(%y1, %w2 : tensor<256x4xf32>, tensor<4x512xf32>) outs(%zb2 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %h2 = math.tanh %u2 : tensor<256x512xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%h2 : tensor<256x512xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %sq0 = arith.mulf %h0, %h0 : tensor<256x4xf32>
  %m2 = arith.mulf %h2, %h2 : tensor<256x512xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<4x512xf32>) outs(%et : tensor<512x4xf32>) permutation = [1, 0]
  %d2 = linalg.matmul ins(%m2, %w2t : tensor<256x512xf32>, tensor<512x4xf32>) outs(%z : tensor<256x4xf32>) -> tensor<256x4xf32>
  %xte = tensor.empty() : tensor<4x256xf32>
  %xt = linalg.transpose ins(%x : tensor<256x4xf32>) outs(%xte : tensor<4x256xf32>) permutation = [1, 0]
  %e4b = tensor.empty() : tensor<4x512xf32>
  %z4b = linalg.fill ins(%zero : f32) outs(%e4b : tensor<4x512xf32>) -> tensor<4x512xf32>
  %t2 = linalg.matmul ins(%xt, %m2 : tensor<4x256xf32>, tensor<256x512xf32>) outs(%z4b : tensor<4x512xf32>) -> tensor<4x512xf32>
  %g2 = zero.annotate %t2 as <grad, "layers.2.w", layer = 2> : tensor<4x512xf32>
  %m1 = arith.mulf %h1, %h1 : tensor<256x512xf32>
  %w1t2 = linalg.transpose ins(%w1 : tensor<4x512xf32>) outs(%et : tensor<512x4xf32>) permutation = [1, 0]
  %d1 = linalg.matmul ins(%m1, %w1t2 : tensor<256x512xf32>, tensor<512x4xf32>) outs(%z : tensor<256x4xf32>) -> tensor<256x4xf32>
  %t1 = linalg.matmul ins(%xt, %m1 : tensor<4x256xf32>, tensor<256x512xf32>) outs(%z4b : tensor<4x512xf32>) -> tensor<4x512xf32>
  %g1 = zero.annotate %t1 as <grad, "layers.1.w", layer = 1> : tensor<4x512xf32>
  %s1 = arith.addf %sq0, %d1 : tensor<256x4xf32>
  %s2 = arith.addf %s1, %d2 : tensor<256x4xf32>
  %d0 = linalg.matmul ins(%s2, %w0 : tensor<256x4xf32>, tensor<4x4xf32>) outs(%z : tensor<256x4xf32>) -> tensor<256x4xf32>
  %e44 = tensor.empty() : tensor<4x4xf32>
  %z44 = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %t0 = linalg.matmul ins(%xt, %d0 : tensor<4x256xf32>, tensor<256x4xf32>) outs(%z44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g0 = zero.annotate %t0 as <grad, "layers.0.w", layer = 0> : tensor<4x4xf32>
  %w0n = arith.subf %w0, %g0 : tensor<4x4xf32>
  %w1n = arith.subf %w1, %g1 : tensor<4x512xf32>
  %w2n = arith.subf %w2, %g2 : tensor<4x512xf32>
  return %w0n, %w1n, %w2n, %loss : tensor<4x4xf32>, tensor<4x512xf32>, tensor<4x512xf32>, tensor<f32>
}
