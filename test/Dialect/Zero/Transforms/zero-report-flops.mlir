// zero-report counts FLOPs from the IR and, with machine=, estimates the
// step time. The expected figures follow from the definitions in
// StepCost.h and MachineModel.h on this step and on Inputs/unit-machine.json
// (a zero-machine/1 description: every rate as given, no GEMM shape factor,
// each linalg op one kernel), whose rates make every term a round number:
//
//   forward   y = x·w (4×5 by 5×3): 2·4·3·5 = 120, loss = sum(y): 12 -> 132
//   backward  dw = xᵀ·dy: 2·5·3·4 = 120
//   optimizer w - dw: 15 (at stage 3 on 2 ranks, the shard's 8)
//
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=2 table=- json=%t.json machine=%S/Inputs/unit-machine.json" \
// RUN:   | FileCheck %s --check-prefix=TABLE
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// TABLE: FLOPs per rank per step (counted from the IR): 267
// TABLE-NEXT: forward 132, backward 120, recompute 0, optimizer 15
// TABLE: estimated step time on unit-test machine (compute per op at its class's rate + ring communication; none overlapped):
// TABLE: stage 0 (formula) {{ *}}4.25 {{ *}}2 {{ *}}2 {{ *}}6.25
// TABLE: stage 3 (formula) {{ *}}3.625 {{ *}}3 {{ *}}3 {{ *}}6.625
// By class: the two contractions are the matmul's 2 s; the sum (1 s) and
// the update (1.25 s, 0.625 s on a shard) the elementwise rest.
// TABLE: compute by class
// TABLE-NEXT: stage 0 (formula) {{ *}}2 {{ *}}0 {{ *}}2.25
// TABLE: stage 3 (formula) {{ *}}2 {{ *}}0 {{ *}}1.625
// TABLE-NEXT: rates: matmul 100% of peak, attention 100% forward / 100% backward of the matmul peak, memory 100% of 1e-09 TB/s; fusion=elementwise (each linalg op a kernel); across nodes 1 NIC x 6.4e-08 GB/s per node
// The formula has no program order to overlap collectives in.
// TABLE-NOT: prefetch
//
// Compute (matmul peak 120 FLOP/s, vector 12 FLOP/s, 1000 B/s): the two
// contractions 1 s each (their 236 and 248 bytes take less), the sum 1 s,
// the update 15/12 = 1.25 s at stage 0 and half of it on a shard.
// Communication (0.5 s per ring step, 64 B/s): stage 0 all-reduces 15 f32
// padded to 2 × 8: 2 steps and 2·(2-1)·32 = 64 bytes -> 2 s. Stage 1
// reduce-scatters and all-gathers once each: 1 s + 64/64 s. Stage 3 gathers
// twice and reduce-scatters: 1.5 s + 96/64 s.
// JSON: "flops": {
// JSON-NEXT: "forward": 132,
// JSON-NEXT: "backward": 120,
// JSON-NEXT: "recompute": 0,
// JSON-NEXT: "optimizer": 15,
// JSON-NEXT: "total": 267
// JSON: "machine": "unit-test machine"
// JSON-NEXT: "machine_model": {
// JSON-NEXT: "fusion": "elementwise",
// JSON-NEXT: "sm_count": 0,
// JSON-NEXT: "efficiency": {
// JSON-NEXT: "matmul": 1,
// JSON-NEXT: "attention_forward": 1,
// JSON-NEXT: "attention_backward": 1,
// JSON-NEXT: "memory": 1
// JSON-NEXT: },
// JSON-NEXT: "memory_bandwidth": 1000,
// JSON-NEXT: "intra_node_bandwidth": 64,
// JSON-NEXT: "nics_per_node": 1,
// JSON-NEXT: "nic_bandwidth": 64,
// JSON-NEXT: "devices_per_node": 8
// JSON: "stage": 0,
// JSON: "time_s": {
// JSON-NEXT: "compute": 4.25,
// JSON-NEXT: "comm": 2,
// JSON-NEXT: "exposed_comm": 2,
// JSON-NEXT: "step": 6.25,
// JSON-NEXT: "compute_by_class": {
// JSON-NEXT: "matmul": 2,
// JSON-NEXT: "attention": 0,
// JSON-NEXT: "elementwise": 2.25
// JSON-NEXT: },
// JSON-NEXT: "comm_by_kind": {
// JSON-NEXT: "all_reduce": 2,
// JSON-NEXT: "reduce_scatter": 0,
// JSON-NEXT: "all_gather": 0
// JSON: "stage": 1,
// JSON: "compute": 3.625,
// JSON-NEXT: "comm": 2,
// JSON: "stage": 3,
// JSON: "compute": 3.625,
// JSON-NEXT: "comm": 3,
// JSON-NEXT: "exposed_comm": 3,
// JSON-NEXT: "step": 6.625,

// The program zero-shard makes for stage 3: the same forward and backward,
// the update on the shard; its own collectives give the time. The backward
// does not read w, so the program gathers it once: one all_gather and one
// reduce_scatter, 1 s of latency and 64/64 s, where the formula says 3 s.
// RUN: zero-opt %s --zero-shard="stage=3 world-size=2" \
// RUN:   | zero-opt -o /dev/null --zero-report="table= json=- machine=%S/Inputs/unit-machine.json" \
// RUN:   | FileCheck %s --check-prefix=SHARDED
// SHARDED: "flops": {
// SHARDED-NEXT: "forward": 132,
// SHARDED-NEXT: "backward": 120,
// SHARDED-NEXT: "recompute": 0,
// SHARDED-NEXT: "optimizer": 8,
// SHARDED: "scheduled": {
// SHARDED: "flops": {
// SHARDED: "time_s": {
// SHARDED-NEXT: "compute":
// SHARDED-NEXT: "comm": 2,

#in = affine_map<(i, j) -> (i, j)>
#out = affine_map<(i, j) -> ()>
#xt = affine_map<(i, j, k) -> (k, i)>
#dy = affine_map<(i, j, k) -> (k, j)>
#dw = affine_map<(i, j, k) -> (i, j)>
func.func @train_step(%w: tensor<5x3xf32> {zero.state = #zero.state<weight, "w", layer = 0>},
                      %x: tensor<4x5xf32>)
    -> (tensor<5x3xf32> {zero.state = #zero.state<weight, "w", layer = 0>}, tensor<f32>) {
  %z43 = arith.constant dense<0.0> : tensor<4x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x5xf32>, tensor<5x3xf32>)
                     outs(%z43 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %z0 = arith.constant dense<0.0> : tensor<f32>
  %loss = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<4x3xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %dy = arith.constant dense<1.0> : tensor<4x3xf32>
  %z53 = arith.constant dense<0.0> : tensor<5x3xf32>
  %dwv = linalg.generic {indexing_maps = [#xt, #dy, #dw], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dy : tensor<4x5xf32>, tensor<4x3xf32>) outs(%z53 : tensor<5x3xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  %g = zero.annotate %dwv as <grad, "w", layer = 0> : tensor<5x3xf32>
  %nw = arith.subf %w, %g : tensor<5x3xf32>
  return %nw, %loss : tensor<5x3xf32>, tensor<f32>
}

// A machine that is neither a preset nor a valid description is an error
// naming what is wrong, and nothing is written.
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=2 json=%t.bad.json machine=h100" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PRESET
// RUN: test ! -e %t.bad.json
// PRESET: error: zero-report: machine=h100: unknown machine 'h100': give a preset (h100-sxm, h200, b200, a100-80gb, h100-hbm2e-96gb) or a description file ending in .json
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=2 machine=%t.missing.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// MISSING: error: zero-report: machine={{.*}}missing.json: cannot read '{{.*}}missing.json': No such file or directory
// RUN: sed -e 's/"memory_bandwidth": 1000,//' %S/Inputs/unit-machine.json > %t.partial.json
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=2 machine=%t.partial.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FIELD
// FIELD: error: zero-report: machine={{.*}}partial.json: "memory_bandwidth" must be a finite number from 1 to 1e18 (per second)
// A preset runs on any step (zero-report-presets.mlir derives their times).
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=2 machine=h100-sxm" | FileCheck %s --check-prefix=H100
// H100: estimated step time on NVIDIA H100 SXM5 80GB
