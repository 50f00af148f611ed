// zero-report's step time with overlapped collectives, on a stage-3 program
// for 2 ranks written by hand so that its timeline can be derived by hand:
// one weight w (4x2 f32, a 4-element shard per rank), whose backward
// contraction (dW = xᵀ·dy, dy a constant) does not read w and comes first.
// Inputs/overlap-machine.json makes every term a round number: matmul peak
// 64 FLOP/s, vector 8 FLOP/s, 1000 B/s, links 16 B/s, 0.5 s per ring step.
//
// Compute (StepCost.h's FLOPs; each op's bytes / 1000 B/s are below its
// FLOPs' time):
//   dW   = xᵀ·dy, 2·4·2·4 = 64 FLOPs on the matrix units      1 s
//   y    = x·w, 64 FLOPs                                       1 s
//   loss = sum(y), 8 adds on the vector units                  1 s
//   w - g on the 4-element shard, 4 FLOPs                      0.5 s
//                                                      compute 3.5 s
// Communication (one ring step on 2 ranks, 0.5 s, + bytes / 16 B/s):
//   all_gather of w: each rank sends its 16 B shard           1.5 s
//   reduce_scatter of the 32 B gradient: sends 16 B           1.5 s
//                                                         comm 3 s
//
// As written (synchronous) nothing overlaps: 3.5 + 3 = 6.5 s, all 3 s
// exposed. zero-prefetch at depth 1 starts the gather at the top of the
// body and the reduction right after dW (the schedule is checked below):
//
//   compute  [0, 1) dW | wait [1, 1.5) | [1.5, 2.5) y | [2.5, 3.5) loss |
//            wait (done at 3) | [3.5, 4) update
//   comm     [0, 1.5) gather | [1.5, 3) reduce-scatter (queued behind the
//            gather, though its input was ready at 1)
//
// so the step is 4 s and 0.5 s of the communication is exposed (compute
// stands still from 1 to 1.5). Depth 2 builds the same schedule (one
// collective of each direction).
//
// RUN: zero-opt %s -o /dev/null --zero-report="table=- json=%t.json machine=%S/Inputs/overlap-machine.json" \
// RUN:   | FileCheck %s --check-prefix=TABLE
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// TABLE: estimated step time on overlap-test machine (compute per op at its class's rate + ring communication; a collective overlaps compute between its start and its wait):
// TABLE-NEXT: compute [s] {{ *}}comm [s] {{ *}}exposed [s] {{ *}}step [s]
// TABLE-NEXT: this program (3) {{ *}}3.5 {{ *}}3 {{ *}}3 {{ *}}6.5
// TABLE-NEXT: without prefetch {{ *}}3.5 {{ *}}3 {{ *}}3 {{ *}}6.5
// TABLE-NEXT: prefetch depth=1 {{ *}}3.5 {{ *}}3 {{ *}}0.5 {{ *}}4
// TABLE-NEXT: prefetch depth=2 {{ *}}3.5 {{ *}}3 {{ *}}0.5 {{ *}}4
// JSON: "scheduled": {
// JSON: "time_s": {
// JSON-NEXT: "compute": 3.5,
// JSON-NEXT: "comm": 3,
// JSON-NEXT: "exposed_comm": 3,
// JSON-NEXT: "step": 6.5,
// JSON-NEXT: "compute_by_class": {
// JSON-NEXT: "matmul": 2,
// JSON-NEXT: "attention": 0,
// JSON-NEXT: "elementwise": 1.5
// JSON-NEXT: },
// JSON-NEXT: "comm_by_kind": {
// JSON-NEXT: "all_reduce": 0,
// JSON-NEXT: "reduce_scatter": 1.5,
// JSON-NEXT: "all_gather": 1.5
// JSON-NEXT: },
// JSON-NEXT: "async_collectives": false,
// JSON-NEXT: "prefetch": [
// JSON-NEXT: {
// JSON-NEXT: "depth": 0,
// JSON-NEXT: "exposed_comm": 3,
// JSON-NEXT: "step": 6.5
// JSON-NEXT: },
// JSON-NEXT: {
// JSON-NEXT: "depth": 1,
// JSON-NEXT: "exposed_comm": 0.5,
// JSON-NEXT: "step": 4
// JSON-NEXT: },
// JSON-NEXT: {
// JSON-NEXT: "depth": 2,
// JSON-NEXT: "exposed_comm": 0.5,
// JSON-NEXT: "step": 4
// JSON-NEXT: }
// JSON-NEXT: ]
// JSON-NEXT: }

// The program zero-prefetch makes at depth 1 is the schedule above, and its
// own report is the depth-1 row, with depth 0 beside it.
// RUN: zero-opt %s --zero-prefetch="depth=1" -o %t.d1.mlir
// RUN: FileCheck %s --check-prefix=SCHEDULE < %t.d1.mlir
// RUN: zero-opt %t.d1.mlir -o /dev/null --zero-report="table=- json=- machine=%S/Inputs/overlap-machine.json" \
// RUN:   | FileCheck %s --check-prefix=PREFETCHED
// SCHEDULE-LABEL: func.func @train_step
// SCHEDULE-NEXT: zero.all_gather_start %arg0
// SCHEDULE: linalg.generic
// SCHEDULE-NOT: linalg.{{matmul|generic}}
// SCHEDULE: zero.reduce_scatter_start
// SCHEDULE-NEXT: zero.wait %w.gather
// SCHEDULE-NEXT: tensor.expand_shape
// SCHEDULE-NEXT: linalg.matmul
// SCHEDULE: linalg.generic
// SCHEDULE-NOT: linalg.{{matmul|generic}}
// SCHEDULE: zero.wait %w.reduce
// SCHEDULE-NOT: linalg.{{matmul|generic}}
// SCHEDULE: arith.subf
// PREFETCHED: this program (3) {{ *}}3.5 {{ *}}3 {{ *}}0.5 {{ *}}4
// PREFETCHED-NEXT: without prefetch {{ *}}3.5 {{ *}}3 {{ *}}3 {{ *}}6.5
// PREFETCHED-NOT: prefetch depth
// PREFETCHED: "time_s": {
// PREFETCHED-NEXT: "compute": 3.5,
// PREFETCHED-NEXT: "comm": 3,
// PREFETCHED-NEXT: "exposed_comm": 0.5,
// PREFETCHED-NEXT: "step": 4,
// PREFETCHED: "async_collectives": true,
// PREFETCHED-NEXT: "prefetch": [
// PREFETCHED-NEXT: {
// PREFETCHED-NEXT: "depth": 0,
// PREFETCHED-NEXT: "exposed_comm": 3,
// PREFETCHED-NEXT: "step": 6.5
// PREFETCHED-NEXT: }
// PREFETCHED-NEXT: ]

#xt = affine_map<(i, j, k) -> (k, i)>
#dy = affine_map<(i, j, k) -> (k, j)>
#dw = affine_map<(i, j, k) -> (i, j)>
#in = affine_map<(i, j) -> (i, j)>
#out = affine_map<(i, j) -> ()>
module {
  shard.grid @dp(shape = 2)
  func.func @train_step(
      %w: tensor<4xf32> {zero.shard_of = tensor<4x2xf32>, zero.state = #zero.state<weight, "w", layer = 0>},
      %x: tensor<4x4xf32>)
      -> (tensor<4xf32> {zero.shard_of = tensor<4x2xf32>, zero.state = #zero.state<weight, "w", layer = 0>}, tensor<f32>)
      attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
    %dy = arith.constant dense<1.0> : tensor<4x2xf32>
    %z42 = arith.constant dense<0.0> : tensor<4x2xf32>
    %dwv = linalg.generic {indexing_maps = [#xt, #dy, #dw], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %dy : tensor<4x4xf32>, tensor<4x2xf32>) outs(%z42 : tensor<4x2xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
    } -> tensor<4x2xf32>
    %g = zero.annotate %dwv as <grad, "w", layer = 0> : tensor<4x2xf32>
    %gflat = tensor.collapse_shape %g [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
    %wfull = zero.all_gather %w on @dp : tensor<4xf32> -> tensor<8xf32>
    %w2 = tensor.expand_shape %wfull [[0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
    %y = linalg.matmul ins(%x, %w2 : tensor<4x4xf32>, tensor<4x2xf32>)
                       outs(%z42 : tensor<4x2xf32>) -> tensor<4x2xf32>
    zero.release %wfull : tensor<8xf32>
    %z0 = arith.constant dense<0.0> : tensor<f32>
    %loss = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "reduction"]}
        ins(%y : tensor<4x2xf32>) outs(%z0 : tensor<f32>) {
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    } -> tensor<f32>
    %gshard = zero.reduce_scatter avg %gflat on @dp : tensor<8xf32> -> tensor<4xf32>
    zero.release %g : tensor<4x2xf32>
    %nw = arith.subf %w, %gshard : tensor<4xf32>
    return %nw, %loss : tensor<4xf32>, tensor<f32>
  }
}
