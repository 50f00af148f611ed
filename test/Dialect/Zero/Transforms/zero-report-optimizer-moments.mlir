// The caching allocator's pool when the optimizer creates its moments in
// the first step (docs/report-schema.md, "Device memory"): PyTorch's
// optimizers create a parameter's state (AdamW's exp_avg and exp_avg_sq)
// at the start of the first `optimizer.step()`, after the backward, from
// the blocks the step has freed by then; the parameter itself (here the
// f32 master copy p, whose cast is the weight w) exists before the step.
// A step written by hand so that the replay can be followed by hand
// (DeviceMemory.h), written by zero-shard at stage 0 for one rank (no
// collective: the program as it is). MiB = 2^20 B; requests below 10 MiB get a 20 MiB
// segment, larger ones a segment of their own size, a 4 B one a 2 MiB
// small-pool segment.
//
//   w (bf16) 4 MiB and p (f32 master) 8 MiB: allocated before the step, in
//     segment S0 at [0,4) and [4,12); [12,20) free.
//   Step 1: the activation a (16 MiB) fits no free block: segment S1. The
//     loss's 4 B: small segment S2. a is freed after the loss. The
//     gradient g (8 MiB) takes the best fit, S0's [12,20). The update
//     first reads the moment m (8 MiB): it is created then, in S1 [0,8).
//   Step 2: a fits neither 8 MiB block left (S1 [8,16), and S0's, freed
//     with g): segment S3 of 16 MiB. g takes S0's [12,20) again (a tie
//     with S1 [8,16): the lower segment), and every later step is this one.
//   Reserved: 20 + 16 + 2 + 16 = 54 MiB = 56623104 B.
//
// Were m allocated before the step too (a job that loaded its optimizer
// state from a checkpoint), S0 would hold w, p and m, a and then g would
// share S1: 38 MiB. Were the master created in the step as well, a would
// fit S0's free 16 MiB and p and m would take S0 and a new 20 MiB segment:
// 58 MiB. So 54 MiB says that the moment, and only the moment, is created
// in the first step.
//
// The peak of live bytes does not change: w, p and m (20 MiB), a (16 MiB)
// and the loss (4 B) = 37748740 B.
//
// RUN: zero-opt %s --zero-shard="stage=0 world-size=1" --zero-report="table=- unit=B" -o /dev/null | FileCheck %s
// CHECK: peak live [B] {{ *}}37,748,740
// CHECK: reserved estimate [B] {{ *}}56,623,104

#id = affine_map<(i) -> (i)>
#all = affine_map<(i) -> ()>
module {
  func.func @train_step(
      %w: tensor<2097152xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
      %p: tensor<2097152xf32> {zero.state = #zero.state<optimizer, "w", layer = 0>},
      %m: tensor<2097152xf32> {zero.state = #zero.state<optimizer, "w", layer = 0>})
      -> (tensor<f32>,
          tensor<2097152xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
          tensor<2097152xf32> {zero.state = #zero.state<optimizer, "w", layer = 0>},
          tensor<2097152xf32> {zero.state = #zero.state<optimizer, "w", layer = 0>}) {
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %ae = tensor.empty() : tensor<4194304xf32>
    %a = linalg.fill ins(%one : f32) outs(%ae : tensor<4194304xf32>) -> tensor<4194304xf32>
    %le = tensor.empty() : tensor<f32>
    %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
    %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
        ins(%a : tensor<4194304xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    } -> tensor<f32>
    %ge = tensor.empty() : tensor<2097152xf32>
    %gv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%w : tensor<2097152xbf16>) outs(%ge : tensor<2097152xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %x = arith.extf %in : bf16 to f32
      %d = arith.addf %x, %x : f32
      linalg.yield %d : f32
    } -> tensor<2097152xf32>
    %g = zero.annotate %gv as <grad, "w", layer = 0> : tensor<2097152xf32>
    %we = tensor.empty() : tensor<2097152xbf16>
    %u:3 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
        ins(%g : tensor<2097152xf32>) outs(%we, %p, %m : tensor<2097152xbf16>, tensor<2097152xf32>, tensor<2097152xf32>) {
    ^bb0(%gi: f32, %wo: bf16, %pi: f32, %mi: f32):
      %mn = arith.addf %mi, %gi : f32
      %pn = arith.subf %pi, %mn : f32
      %wn = arith.truncf %pn : f32 to bf16
      linalg.yield %wn, %pn, %mn : bf16, f32, f32
    } -> (tensor<2097152xbf16>, tensor<2097152xf32>, tensor<2097152xf32>)
    return %loss, %u#0, %u#1, %u#2 : tensor<f32>, tensor<2097152xbf16>, tensor<2097152xf32>, tensor<2097152xf32>
  }
}
