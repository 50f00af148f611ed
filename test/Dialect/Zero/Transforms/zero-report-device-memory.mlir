// zero-report's device memory (docs/report-schema.md, "Device memory") on a
// stage-3 program for 2 ranks written by hand, so that its allocations can
// be replayed by hand through the caching allocator's rules (DeviceMemory.h).
// One weight w (1024x1024 f32, 4 MiB; a 2 MiB shard per rank). MiB = 2^20 B.
//
// Buffers in program order (position: what is allocated / freed there; a
// view or a destination-passing result shares its source's buffer):
//   w   the shard, a state: allocated before the step, never freed  2 MiB
//   0   x (argument) and dy (constant)                        2 + 2 MiB
//   1   z, the init of dW (dW, its annotation and collapse share it)  4 MiB
//   2   dW reads dy last: dy freed
//   5   wfull, the gathered weight (its expand_shape shares it)     4 MiB
//   7   zy, the init of y (y shares it)                             2 MiB
//   8   y reads x last: x freed
//   9   the release of wfull: wfull freed
//   10  z0, the init of the loss (4 B)                     a 512 B block
//   11  the loss reads y last: zy freed
//   12  gshard, the reduce_scatter of dW                            2 MiB
//   13  the release of g: z freed
//   14  w - gshard, written into w's buffer (donated): gshard freed
//   15  the return reads the loss last: z0 freed
//
// Allocated at most at position 7: w 2 + x 2 + z 4 + wfull 4 + zy 2 =
// 14 MiB = 14680064 B (model states 2 MiB, gathered weights 4 MiB, gradient
// buckets 4 MiB, activations 4 MiB).
//
// The allocator keeps a pool per stream (DeviceMemory.h). As FSDP2 runs
// collectives, the all_gather receives into a flat buffer on the
// all-gather stream (4 MiB, held to the end of the step: no later gather
// frees it) and copies out to wfull on the compute stream; the
// reduce_scatter copies dW into a flat buffer on the reduce-scatter stream
// (4 MiB, freed after it) and allocates its result gshard there too.
//
// Requests of 2 and 4 MiB are large-pool requests below 10 MiB, so each new
// segment is 20 MiB; 4 B is a small-pool request (a 2 MiB segment).
//
// The compute stream, offsets in MiB in segment S0:
//   w [0,2), 18 cached at 2.   Step 1: x [2,4); dy [4,6); z [6,10), 10 at
//   10 cached; dy freed: 2 at 4; wfull takes the best fit of {2, 10}: the
//   10 at 10, [10,14), 6 at 14; zy takes the 2 at 4 whole; x freed: 2 at 2;
//   wfull freed, merged: 10 at 10; z0 opens small segment S1; zy freed,
//   merged with [2,4): 4 at 2; z freed, merged: 18 at 2; z0 freed. S0 ends
//   as it began, and step 2 replays step 1 without a new segment: 22 MiB.
// The all-gather stream: the flat 4 MiB opens a 20 MiB segment, freed at
//   the end of the step; step 2 reuses it: 20 MiB.
// The reduce-scatter stream: the flat 4 MiB opens a 20 MiB segment at
//   [0,4); gshard takes [4,6); the flat buffer is freed, then gshard: the
//   segment is whole again and step 2 reuses it: 20 MiB.
// Reserved: 22 + 20 + 20 = 62 MiB = 65011712 B, 50331648 B more than
// allocated.
//
// device_required, runtime=cuda with the defaults: 65011712 + CUDA context
// 400000000 + NCCL buffers for one communicator of 2 ranks, 32 channels x
// 2 ring peers x 4194304 = 268435456: 733447168 B.
//
// RUN: zero-opt %s -o /dev/null --zero-report="table=- json=%t.json unit=B" | FileCheck %s --check-prefix=TABLE
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// TABLE: peak live [B] {{ *}}14,680,064  at 'arith.constant'
// TABLE: reserved estimate [B] {{ *}}65,011,712  the caching allocator's pools: peak live + 50,331,648 (rounding, fragmentation, a pool per stream)
// TABLE-NEXT: by stream {{ *}}compute 23,068,672, all-gather 20,971,520, reduce-scatter 20,971,520
// TABLE-NEXT: device required [B] {{ *}}733,447,168  reserved + CUDA context 400,000,000 + NCCL buffers 268,435,456 (1 communicator)
// JSON: "peak_bytes": {
// JSON-NEXT: "total": 14680064,
// JSON-NEXT: "model_states": 2097152,
// JSON-NEXT: "gathered_weights": 4194304,
// JSON-NEXT: "gradient_buckets": 4194304,
// JSON-NEXT: "activations": 4194304,
// JSON-NEXT: "reserved_estimate": 65011712,
// JSON-NEXT: "device_required": 733447168
// JSON-NEXT: },
// JSON-NEXT: "device_memory_bytes": {
// JSON-NEXT: "allocated": 14680064,
// JSON-NEXT: "reserved_estimate": 65011712,
// JSON-NEXT: "reserved_by_stream": {
// JSON-NEXT: "compute": 23068672,
// JSON-NEXT: "all_gather": 20971520,
// JSON-NEXT: "reduce_scatter": 20971520
// JSON-NEXT: },
// JSON-NEXT: "cuda_context": 400000000,
// JSON-NEXT: "nccl_buffers": 268435456,
// JSON-NEXT: "nccl_communicators": 1,
// JSON-NEXT: "device_required": 733447168
// JSON-NEXT: },
// The allocated peak stays what zero-run measures:
// JSON: "memory_bytes_by_tier": {
// JSON-NEXT: "device": 14680064,

// Other overheads: a 1 GB context and 4 channels (4 x 2 x 4194304 =
// 33554432 B of NCCL buffers): 65011712 + 1000000000 + 33554432 =
// 1098566144 B.
// RUN: zero-opt %s -o /dev/null --zero-report="table= json=- cuda-context=1GB nccl-channels=4" | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE: "device_memory_bytes": {
// OVERRIDE-NEXT: "allocated": 14680064,
// OVERRIDE-NEXT: "reserved_estimate": 65011712,
// OVERRIDE: "cuda_context": 1000000000,
// OVERRIDE-NEXT: "nccl_buffers": 33554432,
// OVERRIDE-NEXT: "nccl_communicators": 1,
// OVERRIDE-NEXT: "device_required": 1098566144

// runtime=cpu (zero-run): no pool, context or NCCL; the figures are the
// bytes allocated.
// RUN: zero-opt %s -o /dev/null --zero-report="table= json=- runtime=cpu" | FileCheck %s --check-prefix=CPU
// CPU: "reserved_estimate": 14680064,
// CPU-NEXT: "device_required": 14680064
// CPU: "device_memory_bytes": {
// CPU-NEXT: "allocated": 14680064,
// CPU-NEXT: "reserved_estimate": 14680064,
// CPU-NEXT: "reserved_by_stream": {
// CPU-NEXT: "compute": 14680064,
// CPU-NEXT: "all_gather": 0,
// CPU-NEXT: "reduce_scatter": 0
// CPU-NEXT: },
// CPU-NEXT: "cuda_context": 0,
// CPU-NEXT: "nccl_buffers": 0,
// CPU-NEXT: "nccl_communicators": 0,
// CPU-NEXT: "device_required": 14680064

// Bad overheads are errors that name the option.
// RUN: not zero-opt %s -o /dev/null --zero-report="cuda-context=lots" 2>&1 | FileCheck %s --check-prefix=BADSIZE
// BADSIZE: error: zero-report: cuda-context must be a size such as 400MB or 4MiB, or 0, got 'lots'
// RUN: not zero-opt %s -o /dev/null --zero-report="runtime=cpu nccl-buffsize=2MiB" 2>&1 | FileCheck %s --check-prefix=CPUNCCL
// CPUNCCL: error: zero-report: nccl-buffsize is a figure of a GPU, but runtime=cpu has no CUDA context and no NCCL; drop it or use runtime=cuda
// RUN: not zero-opt %s -o /dev/null --zero-report="nccl-channels=100000" 2>&1 | FileCheck %s --check-prefix=CHANNELS
// CHANNELS: error: zero-report: nccl-channels must be a count from 0 to 65536 (NCCL uses up to 32 by default), got '100000'
// -1 too: it was taken for the default (32), exit 0.
// RUN: not zero-opt %s -o /dev/null --zero-report="nccl-channels=-1" 2>&1 | FileCheck %s --check-prefix=MINUS
// MINUS: error: zero-report: nccl-channels must be a count from 0 to 65536 (NCCL uses up to 32 by default), got '-1'


#xt = affine_map<(i, j, k) -> (k, i)>
#dy = affine_map<(i, j, k) -> (k, j)>
#dw = affine_map<(i, j, k) -> (i, j)>
#in = affine_map<(i, j) -> (i, j)>
#out = affine_map<(i, j) -> ()>
module {
  shard.grid @dp(shape = 2)
  func.func @train_step(
      %w: tensor<524288xf32> {zero.shard_of = tensor<1024x1024xf32>, zero.state = #zero.state<weight, "w", layer = 0>},
      %x: tensor<512x1024xf32>)
      -> (tensor<524288xf32> {zero.shard_of = tensor<1024x1024xf32>, zero.state = #zero.state<weight, "w", layer = 0>}, tensor<f32>)
      attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
    %dy = arith.constant dense<1.0> : tensor<512x1024xf32>
    %z = arith.constant dense<0.0> : tensor<1024x1024xf32>
    %dwv = linalg.generic {indexing_maps = [#xt, #dy, #dw], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %dy : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%z : tensor<1024x1024xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
    } -> tensor<1024x1024xf32>
    %g = zero.annotate %dwv as <grad, "w", layer = 0> : tensor<1024x1024xf32>
    %gflat = tensor.collapse_shape %g [[0, 1]] : tensor<1024x1024xf32> into tensor<1048576xf32>
    %wfull = zero.all_gather %w on @dp : tensor<524288xf32> -> tensor<1048576xf32>
    %w2 = tensor.expand_shape %wfull [[0, 1]] output_shape [1024, 1024] : tensor<1048576xf32> into tensor<1024x1024xf32>
    %zy = arith.constant dense<0.0> : tensor<512x1024xf32>
    %y = linalg.matmul ins(%x, %w2 : tensor<512x1024xf32>, tensor<1024x1024xf32>)
                       outs(%zy : tensor<512x1024xf32>) -> tensor<512x1024xf32>
    zero.release %wfull : tensor<1048576xf32>
    %z0 = arith.constant dense<0.0> : tensor<f32>
    %loss = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "reduction"]}
        ins(%y : tensor<512x1024xf32>) outs(%z0 : tensor<f32>) {
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    } -> tensor<f32>
    %gshard = zero.reduce_scatter avg %gflat on @dp : tensor<1048576xf32> -> tensor<524288xf32>
    zero.release %g : tensor<1024x1024xf32>
    %nw = arith.subf %w, %gshard : tensor<524288xf32>
    return %nw, %loss : tensor<524288xf32>, tensor<f32>
  }
}
