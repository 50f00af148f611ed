// stage=auto decides whether a candidate fits on `device_required`
// (docs/report-schema.md, "Device memory"): the caching allocator's pool for
// its program, plus the CUDA context, plus NCCL's buffers; each candidate's
// line gives the figure and its parts. On 4 ranks the two-layer MLP
// (Inputs/two-layer-mlp.mlir) allocates 712 B at stage 0, 482 B at stage 1,
// 460 B at stage 2 and 400 B at stage 3 (zero-shard-auto.mlir). Every buffer
// is below 512 B: each takes one 512 B block of the allocator's small pool,
// and all of one stream fit in one 2 MiB segment. The allocator keeps a pool
// per stream (DeviceMemory.h): stage 0 all-reduces in place, on the compute
// stream only, and reserves 2,097,152 B ("2.1 MB"; the reserve is that minus
// the bytes allocated, also "2.1 MB"); stages 1-3 also reduce-scatter on the
// reduce-scatter stream and gather on the all-gather stream, one segment
// each: 3 x 2,097,152 = 6,291,456 B ("6.3 MB").
//
// Fits in the bytes allocated, not on a GPU: 1 MB holds 712 B, but not the
// 2,097,152 B pool, even with no context and no NCCL buffers. Stage 3's
// model states are 108 B (test-zero-shard-model.test), so its transient
// part, the pool less those, is 6,291,348 B ("6.3 MB"), above 1 MB for any N.
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto offload=none world-size=4 device-memory=1MB cuda-context=0 nccl-channels=0" 2>&1 | FileCheck %s --check-prefix=POOL
// POOL: error: zero-shard: no stage fits in 1.0 MB per device at N = 4:
// POOL-NEXT: stage 0: device_required 2.1 MB (allocated 712 B + allocator reserve 2.1 MB + CUDA context 0 B + NCCL buffers 0 B) per rank (does not fit), sends 120 B per step
// POOL-NEXT: stage 1: device_required 6.3 MB (allocated 482 B + allocator reserve 6.3 MB + CUDA context 0 B + NCCL buffers 0 B) per rank (does not fit), sends 120 B per step
// POOL-NEXT: stage 2: device_required 6.3 MB (allocated 460 B + allocator reserve 6.3 MB + CUDA context 0 B + NCCL buffers 0 B) per rank (does not fit), sends 120 B per step
// POOL-NEXT: stage 3: device_required 6.3 MB (allocated 400 B + allocator reserve 6.3 MB + CUDA context 0 B + NCCL buffers 0 B) per rank (does not fit), sends 156 B per step
// POOL-NEXT: the transient part alone (activations, gathered layers, gradient buckets, the allocator's reserve, the CUDA context, NCCL's buffers) needs 6.3 MB at stage 3, whatever N
// The same plan on the CPU runtime, which allocates what the program
// allocates: stage 0 fits.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto offload=none world-size=4 device-memory=1MB runtime=cpu" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: remark: zero-shard: stage=auto chose stage 0, the least traffic among the stages that fit in 1.0 MB
// CPU-NEXT: stage 0: peak 712 B per rank (fits), sends 120 B per step

// NCCL's buffers decide: 1 channel x 2 ring peers x 1 MiB = 2,097,152 B for
// the communicator of 4 ranks, so 4,194,304 B ("4.2 MB") > 3 MiB
// (3,145,728 B, "3.1 MB"). One rank has no communicator: 2.1 MB fits.
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto offload=none world-size=4 device-memory=3MiB cuda-context=0 nccl-buffsize=1MiB nccl-channels=1" 2>&1 | FileCheck %s --check-prefix=NCCL
// NCCL: error: zero-shard: no stage fits in 3.1 MB per device at N = 4:
// NCCL-NEXT: stage 0: device_required 4.2 MB (allocated 712 B + allocator reserve 2.1 MB + CUDA context 0 B + NCCL buffers 2.1 MB) per rank (does not fit)
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=1 device-memory=3MiB cuda-context=0 nccl-buffsize=1MiB nccl-channels=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONERANK
// ONERANK: remark: zero-shard: stage=auto chose stage 0
// ONERANK-NEXT: stage 0: device_required 2.1 MB (allocated 712 B + allocator reserve 2.1 MB + CUDA context 0 B + NCCL buffers 0 B) per rank (fits)

// The defaults: a 400,000,000 B context and 32 channels x 2 x 4 MiB =
// 268,435,456 B for the one communicator: 2,097,152 + 400,000,000 +
// 268,435,456 = 670,532,608 B ("670.5 MB") per candidate.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 device-memory=80GB" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULTS
// DEFAULTS: remark: zero-shard: stage=auto chose stage 0, the least traffic among the stages that fit in 80.0 GB
// DEFAULTS-NEXT: stage 0: device_required 670.5 MB (allocated 712 B + allocator reserve 2.1 MB + CUDA context 400.0 MB + NCCL buffers 268.4 MB) per rank (fits), sends 120 B per step

// 608 B short of that, nothing fits: stages 1-3 need 6,291,456 + 400,000,000
// + 268,435,456 = 674,726,912 B ("674.7 MB"), and offloading (which lowers
// the bytes allocated, to 402 B at stage 1 with offload=cpu,
// zero-shard-offload-auto.test) does not lower the pools, the context or
// NCCL's buffers either.
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 device-memory=670532000" 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// OFFLOAD: error: zero-shard: no stage fits in 670.5 MB per device at N = 4:
// OFFLOAD: stage 1, offload=cpu: device_required 674.7 MB (allocated 402 B + allocator reserve 6.3 MB + CUDA context 400.0 MB + NCCL buffers 268.4 MB) per rank (does not fit), host peak 106 B

// With node-size the choice compares shard groups; 2 x 2 uses two
// communicators (the group and the replicas): 536,870,912 B of NCCL buffers.
// Its stage 0 reduces in steps (reduce-scatter in the group, all-reduce
// across replicas, all-gather back), so three streams' pools: 6,291,456 +
// 400,000,000 + 536,870,912 = 943,162,368 B ("943.2 MB") required, against
// 670.5 MB with one group of 4 or 4 replicas of 1. With 80 GB stage 0 on groups of 2 sends the
// fewest bytes across nodes of 2 (40 B); with 800 MB groups of 2 do not
// fit, and the fewest bytes across nodes are 120 B, at stage 0 with G = 4
// (the largest group on a tie).
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 node-size=2 device-memory=80GB" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HSDP
// HSDP: remark: zero-shard: stage=auto chose stage 0 with shard-group=2 (2 x 2; device_required 943.2 MB (allocated 714 B + allocator reserve 6.3 MB + CUDA context 400.0 MB + NCCL buffers 536.9 MB), 40 B per step across nodes)
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 node-size=2 device-memory=800MB" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HSDPTIGHT
// HSDPTIGHT: remark: zero-shard: stage=auto chose stage 0 with shard-group=4 (one group of 4; device_required 670.5 MB
// HSDPTIGHT: stage 0, shard-group=2: device_required 943.2 MB (allocated 714 B + allocator reserve 6.3 MB + CUDA context 400.0 MB + NCCL buffers 536.9 MB) per rank (does not fit)

// Bad overheads are errors that name the option.
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 device-memory=80GB cuda-context=lots" 2>&1 | FileCheck %s --check-prefix=BADSIZE
// BADSIZE: error: zero-shard: cuda-context must be a size such as 400MB or 4MiB, or 0, got 'lots'
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 device-memory=80GB runtime=cpu nccl-channels=4" 2>&1 | FileCheck %s --check-prefix=CPUNCCL
// CPUNCCL: error: zero-shard: nccl-channels is a figure of a GPU, but runtime=cpu has no CUDA context and no NCCL; drop it or use runtime=cuda
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 device-memory=80GB runtime=gpu" 2>&1 | FileCheck %s --check-prefix=BADRUNTIME
// BADRUNTIME: for the --runtime option: error: 'gpu' is not a valid value; valid values are 'cuda', 'cpu'
// NCCL buffers past 2^64 bytes: fits in no device, and the line's parts add
// up to its total (they said "CUDA context 0 B + NCCL buffers 0 B" under a
// total of 2^64 - 1). -1 channels is refused, not taken for the default.
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto offload=none world-size=4 device-memory=80GB nccl-buffsize=1e18" 2>&1 | FileCheck %s --check-prefix=SATURATED
// SATURATED: stage 0: device_required 18446744073.7 GB (allocated {{.*}} + CUDA context 400.0 MB + NCCL buffers 18446744073.7 GB) per rank (does not fit)
// RUN: not zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=auto world-size=4 device-memory=80GB nccl-channels=-1" 2>&1 | FileCheck %s --check-prefix=MINUS
// MINUS: error: zero-shard: nccl-channels must be a count from 0 to 65536 (NCCL uses up to 32 by default), got '-1'
