// The scheduled view of zero-report, on the stage-3 program of the two-layer
// MLP (Inputs/two-layer-mlp.mlir) for 4 ranks.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" -o %t.mlir
// RUN: zero-opt %t.mlir --zero-report="unit=B stage=3" -o /dev/null | FileCheck %s
// RUN: zero-opt %t.mlir --zero-report="stage=3 json=- table=" -o /dev/null | FileCheck %s --check-prefix=JSON
// The plan gives N; a different world-size is an error.
// RUN: not zero-opt %t.mlir --zero-report="world-size=8" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISMATCH
// Each stated reason for gathering a unit once is the one the program shows.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 reshard-after-forward=false" --zero-report="unit=B" -o /dev/null | FileCheck %s --check-prefix=KEEP
// RUN: zero-opt %S/Inputs/small-params.mlir --zero-shard="stage=3 world-size=4" --zero-report="unit=B" -o /dev/null | FileCheck %s --check-prefix=ONEREADER

// Model states from the program's types: weight shards 6+3+1 bf16 elements
// (20 B), gradient shards the same (20 B), two f32 optimizer shards per
// parameter (80 B). Traffic: layer 0 is gathered twice (2 x 3 x 12 B), layer
// 1 once (3 x 8 B), two reduce-scatters (3 x 12 + 3 x 8 B): 156 B, below the
// formula's 180 B, with the reason.
// The program leads; the formula of every stage follows.
// CHECK: this program: stage 3 on 4 ranks, measured on the program itself (per rank), beside the formula
// CHECK-NEXT: program formula
// CHECK-NEXT: weights [B] 20 20 = formula
// CHECK-NEXT: grads [B] 20 20 = formula
// CHECK-NEXT: optimizer [B] 80 80 = formula
// CHECK-NEXT: model states [B] 120 120 = formula
// CHECK-NEXT: sent/step [B] 156 180 below the formula's two gathers per unit: layer 1 is gathered once, since no other unit's weight is read between its uses
// CHECK-NEXT: collectives/step 2 reduce_scatter + 3 all_gather
// CHECK-NEXT: peak live [B] {{[0-9]+}} at '{{.*}}'
// CHECK-NEXT: model states {{[0-9]+}}
// CHECK-NEXT: gathered weights {{[0-9]+}} largest gather: layer 0, 48 B
// CHECK-NEXT: gradient buckets {{[0-9]+}}
// CHECK-NEXT: activations {{[0-9]+}}
// What a GPU needs for it (runtime=cuda, the defaults): every buffer is
// below 512 B, so each is one 512 B block of the allocator's small pool,
// and those of one stream fit in one 2 MiB segment. The allocator keeps a
// pool per stream: the compute stream's, the all-gather stream's (the
// gathers' flat buffers) and the reduce-scatter stream's (the reductions'
// flat buffers and the gradient shards), 3 x 2,097,152 = 6,291,456 B, which
// is 6,291,056 B above the 400 B peak; plus the 400,000,000 B CUDA context
// and, for the one communicator of 4 ranks, 32 channels x 2 ring peers x
// 4 MiB = 268,435,456 B of NCCL buffers: 674,726,912 B.
// CHECK-NEXT: reserved estimate [B] 6,291,456 the caching allocator's pools: peak live + 6,291,056 (rounding, fragmentation, a pool per stream)
// CHECK-NEXT: by stream compute 2,097,152, all-gather 2,097,152, reduce-scatter 2,097,152
// CHECK-NEXT: device required [B] 674,726,912 reserved + CUDA context 400,000,000 + NCCL buffers 268,435,456 (1 communicator)
// CHECK-EMPTY:
// CHECK-NEXT: the ZeRO formula for each stage, for comparison:
// CHECK-NEXT: stage weights grads optimizer total

// JSON: "scheduled": {
// JSON-NEXT: "stage": 3,
// JSON-NEXT: "world_size": 4,
// JSON: "memory_equals_formula": true,
// JSON-NEXT: "sent_bytes": 156,
// JSON-NEXT: "sent_equals_formula": false,
// JSON: "all_gather": {
// JSON-NEXT: "count": 3,
// JSON-NEXT: "sent_bytes": 96
// JSON: "units_gathered_once": [
// JSON-NEXT: "layer 1"
// JSON: "units_never_gathered": []

// MISMATCH: error: world-size=8 but 'train_step' was sharded for 4 ranks; drop world-size or shard again

// Kept gathered from forward to backward: every unit once, for that reason.
// KEEP: sent/step [B] {{[0-9]+}} 180 below the formula's two gathers per unit: layer 0, layer 1 are gathered once, since the plan keeps each unit gathered from its first use to its last (reshard-after-forward=false)

// Each weight of Inputs/small-params.mlir is read by one op only (no
// backward reads it), and not because other units come between its uses.
// ONEREADER: below the formula's two gathers per unit: w1, w3, w4, w5 are gathered once, since a single op reads each one's weights
// ONEREADER-NOT: between its uses
