// A step with one parameter of each kind cast-on-gather tells apart:
// - "a": a bf16 weight with an f32 master copy and a momentum; one
//   linalg.generic updates both and yields the new weight as
//   bf16(new master), as zero-import's AdamW does. Its weight is derived.
// - "b": an f32 weight with a momentum, updated in place: the weight is its
//   own master, and the update reads it. It keeps its weight shard.
// - "c": a bf16 weight with no optimizer state (plain SGD in bf16). It keeps
//   its weight shard.
// The "gradients" are any values of the weights' shapes: zero-shard reads
// where weights are used and how they are updated, not what the backward
// computes.
func.func @train_step(
    %wa: tensor<4x2xbf16> {zero.state = #zero.state<weight, "a", layer = 0>},
    %pa: tensor<4x2xf32> {zero.state = #zero.state<optimizer, "a">},
    %ma: tensor<4x2xf32> {zero.state = #zero.state<optimizer, "a">},
    %wb: tensor<6xf32> {zero.state = #zero.state<weight, "b", layer = 0>},
    %mb: tensor<6xf32> {zero.state = #zero.state<optimizer, "b">},
    %wc: tensor<3xbf16> {zero.state = #zero.state<weight, "c", layer = 1>},
    %x: tensor<3x4xbf16>)
    -> (tensor<4x2xbf16> {zero.state = #zero.state<weight, "a", layer = 0>},
        tensor<4x2xf32> {zero.state = #zero.state<optimizer, "a">},
        tensor<4x2xf32> {zero.state = #zero.state<optimizer, "a">},
        tensor<6xf32> {zero.state = #zero.state<weight, "b", layer = 0>},
        tensor<6xf32> {zero.state = #zero.state<optimizer, "b">},
        tensor<3xbf16> {zero.state = #zero.state<weight, "c", layer = 1>},
        tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  // Forward: y = x wa; layer 0 reads wb too, then layer 1 reads wc.
  %e32 = tensor.empty() : tensor<3x2xf32>
  %z32 = linalg.fill ins(%zero : f32) outs(%e32 : tensor<3x2xf32>) -> tensor<3x2xf32>
  %y = linalg.matmul ins(%x, %wa : tensor<3x4xbf16>, tensor<4x2xbf16>) outs(%z32 : tensor<3x2xf32>) -> tensor<3x2xf32>
  %bf = arith.extf %wb : tensor<6xf32> to tensor<6xf64>
  %cf = arith.extf %wc : tensor<3xbf16> to tensor<3xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%cf : tensor<3xf32>) outs(%z0 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // "Backward": layer 1, then layer 0 again.
  %dc = arith.mulf %wc, %wc : tensor<3xbf16>
  %gc = zero.annotate %dc as <grad, "c", layer = 1> : tensor<3xbf16>
  %da = arith.mulf %wa, %wa : tensor<4x2xbf16>
  %ga = zero.annotate %da as <grad, "a", layer = 0> : tensor<4x2xbf16>
  %db = arith.mulf %wb, %wb : tensor<6xf32>
  %gb = zero.annotate %db as <grad, "b", layer = 0> : tensor<6xf32>
  // "a": momentum on the f32 master, the weight its bf16 cast.
  %lr = arith.constant 0.01 : f32
  %mu = arith.constant 0.9 : f32
  %ea = tensor.empty() : tensor<4x2xbf16>
  %eaf = tensor.empty() : tensor<4x2xf32>
  %wan, %pan, %man = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                                     iterator_types = ["parallel", "parallel"]}
      ins(%ga, %pa, %ma : tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>) outs(%ea, %eaf, %eaf : tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>) {
  ^bb0(%g: bf16, %p: f32, %m: f32, %o0: bf16, %o1: f32, %o2: f32):
    %gf = arith.extf %g : bf16 to f32
    %mm = arith.mulf %m, %mu : f32
    %mn = arith.addf %mm, %gf : f32
    %st = arith.mulf %mn, %lr : f32
    %pn = arith.subf %p, %st : f32
    %wn = arith.truncf %pn : f32 to bf16
    linalg.yield %wn, %pn, %mn : bf16, f32, f32
  } -> (tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>)
  // "b": the same on the f32 weight itself.
  %mus = arith.constant dense<0.9> : tensor<6xf32>
  %lrs = arith.constant dense<0.01> : tensor<6xf32>
  %mbs = arith.mulf %mb, %mus : tensor<6xf32>
  %mbn = arith.addf %mbs, %gb : tensor<6xf32>
  %stb = arith.mulf %mbn, %lrs : tensor<6xf32>
  %wbn = arith.subf %wb, %stb : tensor<6xf32>
  // "c": SGD in bf16.
  %lrc = arith.constant dense<0.01> : tensor<3xbf16>
  %stc = arith.mulf %gc, %lrc : tensor<3xbf16>
  %wcn = arith.subf %wc, %stc : tensor<3xbf16>
  return %wan, %pan, %man, %wbn, %mbn, %wcn, %loss
      : tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<6xf32>, tensor<6xf32>, tensor<3xbf16>, tensor<f32>
}
