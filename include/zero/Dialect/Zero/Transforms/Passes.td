//===- Passes.td - zero dialect passes ---------------------*- tablegen -*-===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD
#define ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ZeroVerifyStates : Pass<"zero-verify-states", "ModuleOp"> {
  let summary = "Builds the model-state table of the training step and checks it";
  let description = [{
    Collects every `#zero.state` of the training step (function arguments,
    results and `zero.annotate` values) into a table keyed by parameter name
    and checks that ZeRO can partition it:

    - every weight has exactly one gradient of the same shape, and every
      gradient and optimizer state belongs to a weight;
    - optimizer states have their weight's element count;
    - a parameter name names one weight, and no value is marked twice;
    - the `layer` of a parameter's states agrees;
    - results marked as states are updated versions of marked inputs, with
      the same type, and values the step writes: not a `tensor.empty`, a
      `bufferization.alloc_tensor` without `copy`, a view of one (slice,
      reshape, cast), or a linalg result accumulated into one (a matmul
      into an unfilled `tensor.empty`), whose contents are undefined.

    Every violation is reported at its location, with a note at the related
    one; the pass fails once at the end. The IR is not changed.
  }];
  let options = [
    Option<"functionName", "func", "std::string", /*default=*/"\"\"",
           "Name of the training-step function (default: the one function "
           "that carries #zero.state marks)">,
  ];
  let statistics = [
    Statistic<"numParameters", "parameters", "Parameters (weight elements) in the table">,
    Statistic<"numStates", "states", "Tensors marked with #zero.state">,
  ];
}

def ZeroReport : Pass<"zero-report", "ModuleOp"> {
  let summary = "Prints the static memory and traffic of each ZeRO stage";
  let description = [{
    From the state table of the training step, computes for N data-parallel
    ranks and each ZeRO stage the model-state bytes each rank holds (weights,
    gradients, optimizer states, each flattened and padded to a multiple of N
    where the stage shards it), the padding bytes, the bytes each rank sends
    per step (nccl-tests formulas on the padded buffers) and the collective
    calls per step (one per gathering unit, by formula). Sizes come from the
    element types in the IR (docs/design.md §4–5; the model is
    `zero/Dialect/Zero/Analysis/MemoryModel.h`).

    It also counts the FLOPs one rank performs per step, split into forward,
    backward, recompute and optimizer (`zero/Dialect/Zero/Analysis/
    StepCost.h`), and with `machine=` estimates each stage's step time on
    that machine: compute per op at the rate its class achieves (matmuls
    by GEMM shape, fused attention, elementwise ops through memory, eager
    or fused as `fusion=` says) plus NCCL ring communication over NVLink
    and the nodes' NICs (`MachineModel.h`; presets and the description
    format in docs/machines.md). The formula rows overlap nothing. On a sharded
    program a timeline of one compute and one communication stream
    (`StepTimeline.h`) gives the exposed communication: of the program as
    written, of the same program without prefetching (depth 0) and, for a
    program with no asynchronous collective yet, of what `zero-prefetch`
    at depths 1 and 2 would make of it (planned on the program and priced
    as planned, without writing it).

    On a sharded program the scheduled peak (the bytes allocated, which the
    CPU runtime measures) is followed by what a GPU needs for it:
    `reserved_estimate`, the pool of PyTorch's CUDA caching allocator for
    the program's allocations and frees in order (segments of 2 MiB and
    20 MiB, blocks rounded to 512 B, freed blocks cached), and
    `device_required`, that pool plus the CUDA context (`cuda-context`)
    and NCCL's buffers (`nccl-channels` x 2 ring peers x `nccl-buffsize`
    per communicator). docs/report-schema.md cites the defaults.

    For a program `zero-shard` offloaded (`offload=cpu|nvme`), the peak is
    device memory only; the host and NVMe bytes per rank and the bytes each
    step copies over PCIe (each way) and to and from NVMe are reported
    apart, and with `machine=` or `pcie-bandwidth=`/`nvme-bandwidth=` the
    transfer time per step (the busier PCIe direction, NVMe reads plus
    writes), added to the step time.

    Prints a table and optionally writes JSON (schema "zero-report/1",
    docs/report-schema.md) and an SVG chart in the form of the seed plate.
    Each output may be a file or `-` for stdout; files are written only when
    the whole report succeeded, each through a temporary renamed into place,
    so an error never leaves a partial file. The IR is not changed.

    `shard-group=G` gives the formula rows of hybrid sharding (HSDP, as
    zero-shard's option: states sharded over groups of G, replicated N/G
    times); a program zero-shard wrote with it names G in its plan.
    `node-size=K` (or, with `machine=`, its `devices_per_node`) splits the
    bytes sent per step into intra-node and inter-node ones, for nodes of K
    consecutive ranks (docs/report-schema.md states the rank order); with it
    or with shard groups, the traffic is also shown by grid axis.

    ```
    zero-opt step.mlir -o /dev/null \
      --zero-report="world-size=64 json=report.json svg=report.svg"
    zero-opt step.mlir -o /dev/null \
      --zero-report="world-size=64 shard-group=8 node-size=8"
    ```

    Errors (each a diagnostic; the pass fails and writes nothing): a missing
    or non-positive `world-size`, a `stage` other than 0–3 or `all`, a `unit`
    other than auto/B/kB/MB/GB, an output path in a missing directory or that
    is a directory or cannot be written, every error of the state table, and
    a byte count that does not fit in 64 bits, a `machine` that is neither a
    preset nor a readable, valid description, a `fusion` other than
    none/elementwise or without `machine`, a `pcie-bandwidth`,
    `nvme-bandwidth` or `host-bandwidth` that is not a positive size per
    second, a `host-bandwidth` without `machine`, a
    `shard-group` that does not divide N (or differs from the plan's), a
    `node-size` below 1 or that does not line up with N and the shard
    groups, a `cuda-context` or `nccl-buffsize` that is neither a size nor
    0, an `nccl-channels` outside 0-65536.
  }];
  let options = [
    Option<"worldSize", "world-size", "int64_t", /*default=*/"0",
           "Number of data-parallel ranks N (required, >= 1)">,
    Option<"stage", "stage",
           "ReportStageOption",
           /*default=*/"ReportStageOption::All",
           "ZeRO stage to report: 0, 1, 2, 3 or all",
           [{::llvm::cl::values(
             clEnumValN(ReportStageOption::Stage0, "0", "DDP"),
             clEnumValN(ReportStageOption::Stage1, "1", "optimizer states sharded"),
             clEnumValN(ReportStageOption::Stage2, "2", "also gradients"),
             clEnumValN(ReportStageOption::Stage3, "3", "also weights"),
             clEnumValN(ReportStageOption::All, "all", "every stage"))}]>,
    Option<"jsonFile", "json", "std::string", /*default=*/"\"\"",
           "Also write the report as JSON to this file ('-' = stdout)">,
    Option<"svgFile", "svg", "std::string", /*default=*/"\"\"",
           "Also write an SVG chart (memory per rank, bytes sent) to this "
           "file ('-' = stdout)">,
    Option<"tableFile", "table", "std::string", /*default=*/"\"-\"",
           "Where to print the table ('-' = stdout, empty = nowhere; use -o "
           "to keep the IR apart)">,
    Option<"unit", "unit",
           "ReportUnitOption",
           /*default=*/"ReportUnitOption::Auto",
           "Unit of the table's sizes: B, kB, MB, GB (1e9 bytes) or auto "
           "(the largest unit in which the largest figure is at least 1)",
           [{::llvm::cl::values(
             clEnumValN(ReportUnitOption::Auto, "auto", "the largest figure's"),
             clEnumValN(ReportUnitOption::B, "B", "bytes"),
             clEnumValN(ReportUnitOption::kB, "kB", "1e3 bytes"),
             clEnumValN(ReportUnitOption::MB, "MB", "1e6 bytes"),
             clEnumValN(ReportUnitOption::GB, "GB", "1e9 bytes"))}]>,
    Option<"functionName", "func", "std::string", /*default=*/"\"\"",
           "Name of the training-step function (default: the one function "
           "that carries #zero.state marks)">,
    Option<"machine", "machine", "std::string", /*default=*/"\"\"",
           "Estimate the step time on this machine: a preset (h100-sxm, "
           "h200, b200, a100-80gb, h100-hbm2e-96gb) or a zero-machine/2 "
           "(or /1) JSON file">,
    Option<"fusion", "fusion", "std::string", /*default=*/"\"\"",
           "With machine=: how the framework runs elementwise ops, replacing "
           "the machine's setting: none (eager PyTorch, each arithmetic op "
           "of a linalg body a kernel through memory) or elementwise "
           "(torch.compile/XLA, each linalg op one kernel)">,
    Option<"pcieBandwidth", "pcie-bandwidth", "std::string",
           /*default=*/"\"\"",
           "An offloaded program: bytes per second over PCIe each way "
           "(e.g. 12GB, 3.2e10), for its transfer time per step; replaces "
           "the machine's figure">,
    Option<"nvmeBandwidth", "nvme-bandwidth", "std::string",
           /*default=*/"\"\"",
           "An offloaded program: bytes per second of one rank's NVMe reads "
           "and writes together (e.g. 3GB), for its transfer time per step; "
           "replaces the machine's figure">,
    Option<"hostBandwidth", "host-bandwidth", "std::string",
           /*default=*/"\"\"",
           "With machine=, an offloaded program: bytes per second of host "
           "memory one rank's update on the host streams through, its share "
           "of the node's DRAM bandwidth (e.g. 76.8GB), for the time of that "
           "update; replaces the machine's figure">,
    Option<"shardGroup", "shard-group", "int64_t", /*default=*/"0",
           "Formula rows of hybrid sharding: states sharded over groups of "
           "G ranks (G divides N), replicated N/G times (default 0: one "
           "group of N; a sharded step's plan gives it)">,
    Option<"nodeSize", "node-size", "int64_t", /*default=*/"0",
           "Devices per node K: split the bytes sent into intra-node and "
           "inter-node, nodes of K consecutive ranks (default 0: the "
           "machine's devices_per_node with machine=, else no split); with "
           "machine=, the time model's nodes too">,
    Option<"runtime", "runtime", "DeviceRuntimeOption",
           /*default=*/"DeviceRuntimeOption::Cuda",
           "What runs the program, for device_required: cuda (the default: "
           "a GPU under PyTorch's caching allocator, with a CUDA context and "
           "NCCL buffers) or cpu (zero-run on CPUs: the bytes allocated)",
           [{::llvm::cl::values(
             clEnumValN(DeviceRuntimeOption::Cuda, "cuda",
                        "allocator pool + CUDA context + NCCL buffers"),
             clEnumValN(DeviceRuntimeOption::Cpu, "cpu",
                        "the scheduled peak as allocated"))}]>,
    Option<"cudaContext", "cuda-context", "std::string",
           /*default=*/"\"\"",
           "runtime=cuda: device memory the CUDA context takes (default "
           "400MB: CUDA >= 11.7 with lazy loading, docs/report-schema.md; "
           "0 for none)">,
    Option<"ncclBuffSize", "nccl-buffsize", "std::string",
           /*default=*/"\"\"",
           "runtime=cuda: NCCL_BUFFSIZE, NCCL's buffer per channel and ring "
           "peer (default 4MiB, NCCL's default; 0 for none)">,
    Option<"ncclChannels", "nccl-channels", "std::string", /*default=*/"\"\"",
           "runtime=cuda: channels NCCL runs a collective on (default 32, "
           "NCCL's most since 2.5; 0 for none)">,
  ];
}

def ZeroRemat : Pass<"zero-remat", "ModuleOp"> {
  let summary = "Recomputes each layer's activations in the backward instead of keeping them";
  let description = [{
    Activation recomputation (checkpointing) on the single-device training
    step, per layer unit (`#zero.state<..., layer = i>`). Run it before
    `zero-shard`: the sharded step gathers weights where they are used, so at
    stage 3 the backward's gather of a layer serves its recomputation too.

    ```
    zero-opt step.mlir --zero-remat="policy=layer" --zero-shard="stage=3 world-size=8"
    ```

    **The forward and the backward.** The loss is the step's results without
    `#zero.state`. The forward is the function body up to the last
    operation the loss depends on; the backward is everything after it.
    Positions below are those of the operations at the top level of the
    body, in program order (a use inside a nested region counts at its
    top-level ancestor).

    **A layer's forward segment.** Layer i's forward reads of its weights
    span the positions from its first to its last such read; no other
    unit's weight may be read in between (else the layers interleave and the
    pass fails). The segment extends this span on each side into the gap up
    to the neighbouring unit's weight read (or up to the span's own end when
    no unit follows in the forward), and each gap is cut where the fewest
    bytes of forward values are live across the cut, the latest such
    position on a tie: the narrowest point between two layers, which is the
    residual stream in a transformer and a layer's activation output in an
    MLP. Constants, `tensor.empty` and fills of constants belong to no
    segment: every recomputation that needs one makes its own.

    **Kept.** A value of the segment stays saved when the forward outside
    the segment reads it (the residual stream and other values used across
    layers), when the step returns it, or when a zero op other than
    `zero.attention` defines it (collectives, transfers and annotations are
    never repeated); the segment's inputs (values from before it, weights,
    data) are kept by definition. Beyond these, each policy keeps:

    - `policy=layer`: nothing more. This is full activation checkpointing
      per transformer block: torchtitan's `activation_checkpoint.mode =
      "full"`, Megatron-LM's `--recompute-granularity full
      --recompute-method uniform --recompute-num-layers 1`. The backward
      recomputes the whole layer forward from its input, `zero.attention`
      included (it is pure compute).
    - `policy=op`: torchtitan's per-op selective checkpointing
      (`mode = "selective"`, `selective_ac_option = "op"`). torchtitan
      saves the outputs of the ops in its save list (`aten.mm`, the
      scaled-dot-product-attention kernels, and collectives) except every
      second `aten.mm`: a counter, fresh for each transformer block's
      forward, counts the block's `aten.mm` calls and the even-numbered
      ones are recomputed. Here the block's `aten.mm` calls are its linear
      projections: contractions (linalg contraction ops) one of whose
      inputs is a weight of the layer, counted in program order; the 1st,
      3rd, 5th... are kept (on a Llama layer q, v, gate and down; k, o and
      up are recomputed), and both results of every `zero.attention` (its
      output and log-sum-exp) are kept. Contractions of two activations
      (eager attention's scores and context, `aten.bmm` in PyTorch) are
      neither counted nor kept. A projection is kept as it is stored:
      where its only reader is an elementwise conversion of the sum alone
      to a narrower element type (bf16 activations), that conversion's
      result is kept instead of the sum; where the contraction writes a
      buffer of its own, the sum is. Otherwise the program has no tensor
      that is the projection's output (bf16: the sum's only reader adds
      the residual and rounds; f32: the contraction accumulates into the
      residual stream), but torchtitan's cache still holds `aten.mm`'s
      output: the pass stores one right after the sum, `arith.truncf` of
      it, or for an accumulated sum a `tensor.empty` of its size whose
      elements nothing reads. Such copies, and kept values that neither
      the backward nor the recomputation reads (on a Llama layer the down
      projection's output), are released together by a `zero.release`
      right after the last backward operation that reads a value of the
      layer's forward: the cache lives as long as the layer's backward.
      `zero-to-runtime` lowers that release to a call that keeps the
      buffer alive until there, so zero-run holds what the report counts.
    - `policy=selective`: Megatron-LM's selective recomputation
      (`--recompute-granularity selective`, after Korthikanti et al. 2022),
      which recomputes only the attention core (scores, softmax, dropout,
      context) and keeps everything else. The core is found by dataflow: a
      value is in it when it depends on a contraction of two activations
      inside the segment (the scores q·k, which it may be) and another
      such contraction depends on it (the context p·v, whose output is not
      in the core). With eager attention that is the s×s tensors: scores,
      the softmax's row statistics and probabilities. With fused attention
      (`zero.attention`) nothing of the core outlives the op, so the
      policy keeps everything and leaves the step as it is.

    **Recomputed.** Every other value of the segment that the backward reads
    (the terminator aside). The segment's operations it depends on, back to
    kept values, are cloned in program order right before the first backward
    operation that reads one of them, and every backward read takes the
    clone. `policy=none` leaves the step as it is. Clones repeat the same
    operations on the same values, so the step computes the same bits.

    **Stage 3.** A clone reads only its own layer's weights, right before
    that layer's backward, so zero-shard's gather of the layer for the
    backward covers it and no gather is added. Where another unit's weight
    would be read between a clone and its layer's backward (which would cost
    a gather of its own), the layer is left as it is, with a warning. The
    check is for the program the step will be sharded into: `stage=` (3 by
    default), `reshard-after-forward=` (true by default), `world-size=` and
    `shard-group=` say which, as zero-shard's options of those names do.
    Below stage 3, and at stage 3 on one rank or in shard groups of one,
    every rank holds the whole weights and nothing is left for this reason;
    a unit not
    freed after its forward (`reshard-after-forward=false`, or its weights'
    own `zero.reshard_after_forward = false`, which wins) stays gathered
    from its forward to its backward, so a clone inside that span needs no
    gather of it. zero-shard's `remat=` runs this check for the plan it
    writes.

    Errors (the pass fails and changes nothing): a step with no layer unit;
    an operation with memory effects (or effects it does not declare, such
    as a call) in a layer's forward segment, other than the zero dialect's
    own ops (which are kept); layers whose forward reads interleave; a step
    that zero-shard already rewrote; a step without a loss result. No
    policy has errors of its own.
  }];
  let options = [
    Option<"policy", "policy",
           "RematPolicyOption",
           /*default=*/"RematPolicyOption::Layer",
           "What each layer keeps from its forward: none, selective, op "
           "or layer (the default)",
           [{::llvm::cl::values(
             clEnumValN(RematPolicyOption::None, "none",
                        "keep everything; the step is unchanged"),
             clEnumValN(RematPolicyOption::Selective, "selective",
                        "Megatron-LM's selective recomputation: recompute "
                        "the attention core only"),
             clEnumValN(RematPolicyOption::Op, "op",
                        "torchtitan's per-op selective AC: keep every "
                        "second projection and the fused attention"),
             clEnumValN(RematPolicyOption::Layer, "layer",
                        "full AC: keep each layer's input, recompute the "
                        "rest"))}]>,
    Option<"functionName", "func", "std::string", /*default=*/"\"\"",
           "Name of the training-step function (default: the one function "
           "that carries #zero.state marks)">,
    Option<"stage", "stage", "int", /*default=*/"3",
           "The ZeRO stage the step will be sharded at, 0 to 3: at 3 (the "
           "default) a layer whose recomputation would need a gather of its "
           "own is left as it is; below 3 nothing is gathered for a use">,
    Option<"reshardAfterForward", "reshard-after-forward", "bool",
           /*default=*/"true",
           "Whether stage 3 will free each unit between its forward and "
           "backward (zero-shard's option of that name; a unit's "
           "zero.reshard_after_forward wins)">,
    Option<"worldSize", "world-size", "int64_t", /*default=*/"0",
           "The ranks the step will be sharded over (zero-shard's option of "
           "that name): on one rank stage 3 gathers nothing; 0, the "
           "default, more than one">,
    Option<"shardGroup", "shard-group", "int64_t", /*default=*/"0",
           "The ranks that will shard each copy of the states (zero-shard's "
           "option of that name): in groups of one stage 3 gathers "
           "nothing; 0, the default, all of them">,
  ];
  let statistics = [
    Statistic<"numLayers", "layers", "Layers whose activations are recomputed">,
    Statistic<"numClonedOps", "cloned-ops", "Operations cloned into the backward">,
    Statistic<"numRecomputedValues", "recomputed-values",
              "Forward values the backward now reads from a clone">,
  ];
}

def ZeroPrefetch : Pass<"zero-prefetch", "ModuleOp"> {
  let summary = "Overlaps the collectives of a sharded step with its compute";
  let description = [{
    Runs after `zero-shard`, on the step it wrote. Every collective becomes
    a start and a `zero.wait` (`zero.all_gather_start`, ...; see the
    dialect's asynchronous collectives), and the starts and waits are moved
    so that communication runs under compute:

    - **Gathers.** The gather of unit i+K (the K-th next `all_gather` in
      program order: the next layer's in the forward, the previous layer's
      in the backward) starts right after the wait of unit i, that is
      above unit i's compute; the first K start at the top of the body.
      A start never goes above the ops that define its inputs, above the
      start of the gather before it (starts keep the order of their
      waits: on one communication stream an earlier start completes
      earlier), or above the release of the same weights' previous gather
      (a layer is never held twice). Each wait stays where the gather was,
      just before the first use.
    - **Reductions.** Each `reduce_scatter` (and the `all_reduce` of
      stages 0 and 1) starts as soon as the ops that define its inputs
      have run, and waits as late as possible: just before the first use of
      a result, but at most K reductions are in flight (the wait of
      reduction j comes before the start of reduction j+K), so that the
      full gradients they read are not all kept to the end of the
      backward. A `zero.release` of an input (or of what an input is a
      view of) moves after the wait; the other tensors it releases (a
      gradient a pad copied into the input) stay released where they were.

    `depth=0` turns every collective into a start immediately followed by
    its wait, where the collective was: the program's order and memory are
    today's, only the runtime's asynchronous path is taken.

    **Memory budget.** Prefetching keeps gathered layers and full gradients
    live longer. With `memory-budget=BYTES` the pass measures the scheduled
    peak (the report's, which counts every buffer of a collective in flight
    from its start to its wait) of the schedule at depth K, K-1, ..., 1, each
    priced as planned before anything is written, and keeps the deepest
    that fits. If none fits it leaves the program as it
    is (synchronous) and says so in a remark; a budget below the peak of the
    program as it is, which no schedule can meet, is an error. Without a
    budget (0, the default) the depth is K.

    ```
    zero-opt step.mlir --zero-shard="stage=3 world-size=8" \
      --zero-prefetch="depth=2 memory-budget=4000000000"
    ```
  }];
  let options = [
    Option<"depth", "depth", "int64_t", /*default=*/"1",
           "Collectives of each direction in flight ahead of their use "
           "(0: start and wait in place)">,
    Option<"memoryBudget", "memory-budget", "uint64_t", /*default=*/"0",
           "Largest scheduled peak per rank in bytes that prefetching may "
           "reach (0: no bound)">,
  ];
  let statistics = [
    Statistic<"numAsyncCollectives", "async-collectives",
              "Collectives turned into a start and a wait">,
    Statistic<"numHoistedStarts", "hoisted-starts",
              "Starts moved above other ops">,
    Statistic<"chosenDepth", "depth", "Prefetch depth of the schedule kept">,
  ];
  let dependentDialects = ["::mlir::zero::ZeroDialect"];
}

include "zero/Dialect/Zero/Transforms/ShardPass.td"

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD
