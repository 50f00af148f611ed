// A two-layer MLP training step on one device, written the way a front end
// emits it: forward, loss, backward, then SGD with momentum on an fp32
// master copy. bf16 weights and gradients; per parameter an f32 master and
// an f32 momentum buffer. Layer 0's weight is 6x4 = 24 elements, layer 1's is
// 4x3 = 12 and its bias 3, so that 4 ranks shard them evenly into 6, 3 and
// 1 elements (the bias is padded to 4), while 5 ranks pad all three.
func.func @train_step(
    %w0: tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
    %p0: tensor<6x4xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
    %m0: tensor<6x4xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
    %w1: tensor<4x3xbf16> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>},
    %p1: tensor<4x3xf32> {zero.state = #zero.state<optimizer, "layers.1.w">},
    %m1: tensor<4x3xf32> {zero.state = #zero.state<optimizer, "layers.1.w">},
    %b1: tensor<3xbf16> {zero.state = #zero.state<weight, "layers.1.b", layer = 1>},
    %pb: tensor<3xf32> {zero.state = #zero.state<optimizer, "layers.1.b">},
    %mb: tensor<3xf32> {zero.state = #zero.state<optimizer, "layers.1.b">},
    %x: tensor<2x6xbf16>)
    -> (tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
        tensor<6x4xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
        tensor<6x4xf32> {zero.state = #zero.state<optimizer, "layers.0.w">},
        tensor<4x3xbf16> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>},
        tensor<4x3xf32> {zero.state = #zero.state<optimizer, "layers.1.w">},
        tensor<4x3xf32> {zero.state = #zero.state<optimizer, "layers.1.w">},
        tensor<3xbf16> {zero.state = #zero.state<weight, "layers.1.b", layer = 1>},
        tensor<3xf32> {zero.state = #zero.state<optimizer, "layers.1.b">},
        tensor<3xf32> {zero.state = #zero.state<optimizer, "layers.1.b">},
        tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  // Forward: h = x w0, y = h w1 + b1.
  %e24 = tensor.empty() : tensor<2x4xf32>
  %z24 = linalg.fill ins(%zero : f32) outs(%e24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h = linalg.matmul ins(%x, %w0 : tensor<2x6xbf16>, tensor<6x4xbf16>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %hb = arith.truncf %h : tensor<2x4xf32> to tensor<2x4xbf16>
  %e23 = tensor.empty() : tensor<2x3xf32>
  %z23 = linalg.fill ins(%zero : f32) outs(%e23 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y0 = linalg.matmul ins(%hb, %w1 : tensor<2x4xbf16>, tensor<4x3xbf16>) outs(%z23 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%y0, %b1 : tensor<2x3xf32>, tensor<3xbf16>) outs(%e23 : tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %bf = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %bf : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // Loss: the sum of y; dloss/dy = 1.
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<2x3xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %one = arith.constant 1.0 : bf16
  %dy = arith.constant dense<1.0> : tensor<2x3xbf16>
  // Backward of layer 1: db1 = sum_rows(dy), dw1 = h^T dy, dh = dy w1^T.
  %e3 = tensor.empty() : tensor<3xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %db1f = linalg.reduce ins(%dy : tensor<2x3xbf16>) outs(%z3 : tensor<3xf32>) dimensions = [0]
    (%in: bf16, %acc: f32) {
      %inf = arith.extf %in : bf16 to f32
      %s = arith.addf %inf, %acc : f32
      linalg.yield %s : f32
    }
  %db1 = arith.truncf %db1f : tensor<3xf32> to tensor<3xbf16>
  %gb = zero.annotate %db1 as <grad, "layers.1.b", layer = 1> : tensor<3xbf16>
  %e42 = tensor.empty() : tensor<4x2xbf16>
  %hT = linalg.transpose ins(%hb : tensor<2x4xbf16>) outs(%e42 : tensor<4x2xbf16>) permutation = [1, 0]
  %e43 = tensor.empty() : tensor<4x3xf32>
  %z43 = linalg.fill ins(%zero : f32) outs(%e43 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %dw1f = linalg.matmul ins(%hT, %dy : tensor<4x2xbf16>, tensor<2x3xbf16>) outs(%z43 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %dw1 = arith.truncf %dw1f : tensor<4x3xf32> to tensor<4x3xbf16>
  %g1 = zero.annotate %dw1 as <grad, "layers.1.w", layer = 1> : tensor<4x3xbf16>
  %e34 = tensor.empty() : tensor<3x4xbf16>
  %w1T = linalg.transpose ins(%w1 : tensor<4x3xbf16>) outs(%e34 : tensor<3x4xbf16>) permutation = [1, 0]
  %dhf = linalg.matmul ins(%dy, %w1T : tensor<2x3xbf16>, tensor<3x4xbf16>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %dh = arith.truncf %dhf : tensor<2x4xf32> to tensor<2x4xbf16>
  // Backward of layer 0: dw0 = x^T dh (w0 itself is not needed here, but a
  // real model reads it for dx; this one reads it for a weight-norm penalty).
  %e62 = tensor.empty() : tensor<6x2xbf16>
  %xT = linalg.transpose ins(%x : tensor<2x6xbf16>) outs(%e62 : tensor<6x2xbf16>) permutation = [1, 0]
  %e64 = tensor.empty() : tensor<6x4xf32>
  %z64 = linalg.fill ins(%zero : f32) outs(%e64 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %dw0f = linalg.matmul ins(%xT, %dh : tensor<6x2xbf16>, tensor<2x4xbf16>) outs(%z64 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %w0f = arith.extf %w0 : tensor<6x4xbf16> to tensor<6x4xf32>
  %dw0p = arith.addf %dw0f, %w0f : tensor<6x4xf32>
  %dw0 = arith.truncf %dw0p : tensor<6x4xf32> to tensor<6x4xbf16>
  %g0 = zero.annotate %dw0 as <grad, "layers.0.w", layer = 0> : tensor<6x4xbf16>
  // SGD with momentum on the fp32 master: m' = 0.9 m + g, p' = p - 0.01 m',
  // w' = bf16(p').
  %mu = arith.constant 0.9 : f32
  %lr = arith.constant 0.01 : f32
  %e64b = tensor.empty() : tensor<6x4xf32>
  %m0n, %p0n = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                               iterator_types = ["parallel", "parallel"]}
      ins(%g0, %m0, %p0 : tensor<6x4xbf16>, tensor<6x4xf32>, tensor<6x4xf32>) outs(%e64b, %e64b : tensor<6x4xf32>, tensor<6x4xf32>) {
  ^bb0(%g: bf16, %m: f32, %p: f32, %o0: f32, %o1: f32):
    %gf = arith.extf %g : bf16 to f32
    %mm = arith.mulf %m, %mu : f32
    %mn = arith.addf %mm, %gf : f32
    %st = arith.mulf %mn, %lr : f32
    %pn = arith.subf %p, %st : f32
    linalg.yield %mn, %pn : f32, f32
  } -> (tensor<6x4xf32>, tensor<6x4xf32>)
  %w0n = arith.truncf %p0n : tensor<6x4xf32> to tensor<6x4xbf16>
  // The same update for layer 1, written with elementwise arith on tensors.
  %mus43 = arith.constant dense<0.9> : tensor<4x3xf32>
  %lrs43 = arith.constant dense<0.01> : tensor<4x3xf32>
  %g1f = arith.extf %g1 : tensor<4x3xbf16> to tensor<4x3xf32>
  %m1s = arith.mulf %m1, %mus43 : tensor<4x3xf32>
  %m1n = arith.addf %m1s, %g1f : tensor<4x3xf32>
  %st1 = arith.mulf %m1n, %lrs43 : tensor<4x3xf32>
  %p1n = arith.subf %p1, %st1 : tensor<4x3xf32>
  %w1n = arith.truncf %p1n : tensor<4x3xf32> to tensor<4x3xbf16>
  %mus3 = arith.constant dense<0.9> : tensor<3xf32>
  %lrs3 = arith.constant dense<0.01> : tensor<3xf32>
  %gbf = arith.extf %gb : tensor<3xbf16> to tensor<3xf32>
  %mbs = arith.mulf %mb, %mus3 : tensor<3xf32>
  %mbn = arith.addf %mbs, %gbf : tensor<3xf32>
  %stb = arith.mulf %mbn, %lrs3 : tensor<3xf32>
  %pbn = arith.subf %pb, %stb : tensor<3xf32>
  %bn = arith.truncf %pbn : tensor<3xf32> to tensor<3xbf16>
  return %w0n, %p0n, %m0n, %w1n, %p1n, %m1n, %bn, %pbn, %mbn, %loss
      : tensor<6x4xbf16>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<4x3xbf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<f32>
}
