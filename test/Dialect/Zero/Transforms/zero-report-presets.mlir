// zero-report's step time on each preset (docs/machines.md), on a step whose
// every term is derived here by hand from the model (MachineModel.h):
//
//   acc  = fill 0 into 2048x4096 f32      writes 2^25 B          elementwise
//   y    = x·w, bf16 2048x4096 · 4096x4096 into f32: 2·2048·4096·4096
//          = 68,719,476,736 FLOPs (bytes 117,440,512: compute-bound)   matmul
//   z    = y·y + y (one linalg.generic, two body ops)               elementwise
//          fused: reads y, writes z: 2·2^25 B; eager (fusion=none): y·y
//          reads y, writes t (2·2^25), + reads t and y, writes z (3·2^25):
//          5·2^25 B
//   loss = sum(z): fill 4 B, then reads z and the accumulator, writes it:
//          2^25 + 8 B                                              elementwise
//   dw   = w·w on tensors: 3·2^25 B; nw = w - dw: 3·2^25 B          elementwise
//
// (2^25 = 33,554,432; every elementwise op is memory-bound: z's 2^24 FLOPs
// at 67 TFLOP/s take 2.5e-7 s against 5.6e-5 s of bytes.) Elementwise
// bytes, eager: 2^25 + 4 + 5·2^25 + 2^25 + 8 + 3·2^25 + 3·2^25 =
// 13·2^25 + 12 = 436,207,628 B; fused 10·2^25 + 12 = 335,544,332 B. They
// move at 0.9 of each preset's HBM bandwidth. The matmul runs at the MAMF
// fraction of the bf16 peak times its shape factor: 2048 x 4096 outputs are
// 256 tiles of 128x256 (or 512 of 128x128).
//
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=1 stage=0 machine=h100-sxm" | FileCheck %s --check-prefix=H100
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=1 stage=0 machine=h200" | FileCheck %s --check-prefix=H200
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=1 stage=0 machine=b200" | FileCheck %s --check-prefix=B200
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=1 stage=0 machine=a100-80gb" | FileCheck %s --check-prefix=A100
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=1 stage=0 machine=h100-hbm2e-96gb" | FileCheck %s --check-prefix=TETON
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=1 stage=0 machine=h100-sxm fusion=elementwise" | FileCheck %s --check-prefix=FUSED
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=16 stage=0 machine=h100-sxm json=- table=" | FileCheck %s --check-prefix=JSON16
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=16 stage=0 machine=a100-80gb" | FileCheck %s --check-prefix=A100X16

// h100-sxm: 132 SMs, 256 tiles in 2 waves of 132: 256/264. Matmul
// 68,719,476,736 / (794.5e12 · 256/264) = 8.920e-5 s; elementwise
// 436,207,628 / (0.9 · 3.35e12) = 1.447e-4 s; compute 2.339e-4 s.
// H100: estimated step time on NVIDIA H100 SXM5 80GB (compute per op at its class's rate + ring communication; none overlapped):
// H100: stage 0 (formula) {{ *}}0.0002339 {{ *}}0 {{ *}}0 {{ *}}0.0002339
// H100: compute by class {{ *}}matmul [s] attention [s] elementwise [s]
// H100-NEXT: stage 0 (formula) {{ *}}8.92e-05 {{ *}}0 {{ *}}0.0001447
// H100-NEXT: rates: matmul 80.3% of peak x GEMM shape (132 SMs), attention 33.7% forward / 32.2% backward of the matmul peak, memory 90% of 3.35 TB/s; fusion=none (eager: each arithmetic op a kernel); across nodes 8 NICs x 50 GB/s per node

// h200: the same matmul (same SMs and MAMF); elementwise
// 436,207,628 / (0.9 · 4.8e12) = 1.010e-4 s; compute 1.902e-4 s.
// H200: stage 0 (formula) {{ *}}0.0001902
// H200: stage 0 (formula) {{ *}}8.92e-05 {{ *}}0 {{ *}}0.000101

// b200: 148 SMs: 256 tiles of 128x256 in 2 waves of 148 (512 of 128x128 in
// 4): 256/296. Matmul 68,719,476,736 / (1745e12 · 256/296) = 4.553e-5 s;
// elementwise 436,207,628 / (0.9 · 7.7e12) = 6.294e-5 s; compute
// 1.085e-4 s.
// B200: stage 0 (formula) {{ *}}0.0001085
// B200: stage 0 (formula) {{ *}}4.553e-05 {{ *}}0 {{ *}}6.294e-05
// B200: rates: matmul 77.6% of peak x GEMM shape (148 SMs)

// a100-80gb: 108 SMs: 512 tiles of 128x128 in 5 waves of 108: 512/540
// (256 tiles of 128x256 in 3 waves: 256/324, worse). Matmul
// 68,719,476,736 / (271.2e12 · 512/540) = 2.672e-4 s; elementwise
// 436,207,628 / (0.9 · 2.039e12) = 2.377e-4 s; compute 5.050e-4 s.
// A100: stage 0 (formula) {{ *}}0.000505
// A100: stage 0 (formula) {{ *}}0.0002672 {{ *}}0 {{ *}}0.0002377
// A100: rates: matmul 86.9% of peak x GEMM shape (108 SMs), attention 73% forward / 63% backward of the matmul peak, memory 90% of 2.039 TB/s; fusion=none (eager: each arithmetic op a kernel); across nodes 8 NICs x 25 GB/s per node

// h100-hbm2e-96gb: H100's matmul; elementwise 436,207,628 / (0.9 · 2.4e12)
// = 2.019e-4 s; compute 2.911e-4 s.
// TETON: estimated step time on NVIDIA H100 SXM5 96GB HBM2e (500 W, Grand Teton)
// TETON: stage 0 (formula) {{ *}}0.0002911
// TETON: stage 0 (formula) {{ *}}8.92e-05 {{ *}}0 {{ *}}0.0002019

// fusion=elementwise on h100-sxm: z is one kernel; elementwise
// 335,544,332 / 3.015e12 = 1.113e-4 s; compute 8.920e-5 + 1.113e-4 =
// 2.005e-4 s.
// FUSED: stage 0 (formula) {{ *}}0.0002005
// FUSED: stage 0 (formula) {{ *}}8.92e-05 {{ *}}0 {{ *}}0.0001113
// FUSED: fusion=elementwise (each linalg op a kernel)

// 16 ranks on h100-sxm are 2 nodes of 8. Stage 0 all-reduces the bf16
// gradient of 2^24 elements, 2^20 per rank: each rank sends
// 2·15·2^20·2 = 62,914,560 B. Across nodes the node's 8 NICs carry them at
// 400 GB/s (1.573e-4 s; NVLink at 450 GB/s would take 1.398e-4 s). NCCL's
// tree takes 2·(8 - 1) + 2·log2(2) = 16 steps of 5 µs against the ring's
// 2·15 = 30: 8e-5 + 1.572864e-4 = 2.372864e-4 s. The model that priced a
// ring at one NIC per rank said 1.5e-4 + 62,914,560 / 50e9 = 1.408e-3.
// JSON16: "machine": "NVIDIA H100 SXM5 80GB",
// JSON16-NEXT: "machine_model": {
// JSON16-NEXT: "fusion": "none",
// JSON16-NEXT: "sm_count": 132,
// JSON16-NEXT: "efficiency": {
// JSON16-NEXT: "matmul": 0.80333670374115{{[0-9]*}},
// JSON16-NEXT: "attention_forward": 0.33670374115267{{[0-9]*}},
// JSON16-NEXT: "attention_backward": 0.32153690596562{{[0-9]*}},
// JSON16-NEXT: "memory": 0.9
// JSON16-NEXT: },
// JSON16-NEXT: "memory_bandwidth": 3350000000000,
// JSON16-NEXT: "intra_node_bandwidth": 450000000000,
// JSON16-NEXT: "nics_per_node": 8,
// JSON16-NEXT: "nic_bandwidth": 50000000000,
// JSON16-NEXT: "devices_per_node": 8
// JSON16: "time_s": {
// JSON16-NEXT: "compute": 0.000233{{[0-9]*}},
// JSON16-NEXT: "comm": 0.000237286{{[0-9]*}},
// JSON16: "compute_by_class": {
// JSON16-NEXT: "matmul": 8.9196929{{[0-9]*}}e-05,
// JSON16-NEXT: "attention": 0,
// JSON16-NEXT: "elementwise": 0.00014467{{[0-9]*}}
// JSON16: "comm_by_kind": {
// JSON16-NEXT: "all_reduce": 0.000237286{{[0-9]*}},

// a100-80gb, 16 ranks: 8 NICs of 25 GB/s (200 GB/s per node) against
// NVLink 300 GB/s, 16 tree steps: 8e-5 + 62,914,560 / 200e9 = 3.9457e-4 s;
// the step 5.0495e-4 (the compute above, unrounded) + 3.9457e-4 =
// 8.9952e-4 s.
// A100X16: stage 0 (formula) {{ *}}0.000505 {{ *}}0.0003946 {{ *}}0.0003946 {{ *}}0.0008995

#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
func.func @train_step(%w: tensor<4096x4096xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
                      %x: tensor<2048x4096xbf16>)
    -> (tensor<4096x4096xbf16> {zero.state = #zero.state<weight, "w", layer = 0>}, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2048x4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>)
                     outs(%acc : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  %e2 = tensor.empty() : tensor<2048x4096xf32>
  %z = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2048x4096xf32>) outs(%e2 : tensor<2048x4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %s = arith.addf %sq, %in : f32
    linalg.yield %s : f32
  } -> tensor<2048x4096xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%z : tensor<2048x4096xf32>) outs(%l1 : tensor<f32>) {
  ^bb0(%in: f32, %a: f32):
    %s = arith.addf %in, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %dw = arith.mulf %w, %w : tensor<4096x4096xbf16>
  %g = zero.annotate %dw as <grad, "w", layer = 0> : tensor<4096x4096xbf16>
  %nw = arith.subf %w, %g : tensor<4096x4096xbf16>
  return %nw, %loss : tensor<4096x4096xbf16>, tensor<f32>
}

// fusion= takes none or elementwise, and needs a machine; a machine whose
// rate would make a time infinite is refused, naming the key.
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=1 machine=h100-sxm fusion=fast" 2>&1 | FileCheck %s --check-prefix=BADFUSION
// BADFUSION: error: zero-report: fusion must be none (eager PyTorch: each arithmetic op a kernel) or elementwise (torch.compile/XLA: each linalg op a kernel), got 'fast'
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=1 fusion=none" 2>&1 | FileCheck %s --check-prefix=NOMACHINE
// NOMACHINE: error: zero-report: fusion=none sets how a machine runs the step, and no machine= is given; add machine=PRESET|FILE.json or drop fusion=
// RUN: not zero-opt %s --zero-shard="stage=2 world-size=2 fusion=none" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHARDNOMACHINE
// SHARDNOMACHINE: error: zero-shard: machine= and the options that change its figures time the candidates of a search (stage=auto, remat=auto, or another option auto), and stage=2 remat=none leaves nothing to choose; for the estimated step time of this program use --zero-report="machine=PRESET|FILE.json fusion=none"
// RUN: not zero-opt %s --zero-shard="stage=auto world-size=2 device-memory=80GB machine=h100-sxm fusion=eager" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHARDBAD
// SHARDBAD: error: zero-shard: fusion must be none (eager PyTorch: each arithmetic op a kernel) or elementwise (torch.compile/XLA: each linalg op a kernel), got 'eager'
// RUN: sed -e 's/"memory_bandwidth": 1000/"memory_bandwidth": 5e-324/' %S/Inputs/unit-machine.json > %t.tiny.json
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=1 machine=%t.tiny.json json=%t.tiny.out" 2>&1 | FileCheck %s --check-prefix=TINY
// RUN: test ! -e %t.tiny.out
// TINY: error: zero-report: machine={{.*}}tiny.json: "memory_bandwidth" must be a finite number from 1 to 1e18 (per second)
