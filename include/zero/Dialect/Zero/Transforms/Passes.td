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
    at depths 1 and 2 would make of it (built on a copy of the module).

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
    none/elementwise or without `machine`, a `pcie-bandwidth` or
    `nvme-bandwidth` that is not a positive size per second, a
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
    Option<"shardGroup", "shard-group", "int64_t", /*default=*/"0",
           "Formula rows of hybrid sharding: states sharded over groups of "
           "G ranks (G divides N), replicated N/G times (default 0: one "
           "group of N; a sharded step's plan gives it)">,
    Option<"nodeSize", "node-size", "int64_t", /*default=*/"0",
           "Devices per node K: split the bytes sent into intra-node and "
           "inter-node, nodes of K consecutive ranks (default 0: the "
           "machine's devices_per_node with machine=, else no split)">,
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
    Option<"ncclChannels", "nccl-channels", "int64_t", /*default=*/"-1",
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
      where its only reader is an elementwise op that writes a narrower
      element type (bf16 activations: the conversion of the f32 sum, or
      the generic that adds the residual and rounds), that op's result is
      kept instead of the sum.
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
    a gather of its own), the layer is left as it is, with a warning.

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
    from its start to its wait) of the schedule at depth K, K-1, ..., 1 and
    keeps the deepest that fits. If none fits it leaves the program as it
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

def ZeroShard : Pass<"zero-shard", "ModuleOp"> {
  let summary = "Rewrites the training step into the per-rank program of a ZeRO stage";
  let description = [{
    Turns the annotated single-device training step into the SPMD step that
    each of N data-parallel ranks runs (docs/design.md §4):

    | stage | weights | grads | optimizer | collectives |
    |---|---|---|---|---|
    | 0 | full | full | full | all_reduce grads per layer as they complete |
    | 1 | full | full | shard | reduce_scatter grads after the backward; all_gather new weights |
    | 2 | full | shard | shard | reduce_scatter each layer's grads as they complete; all_gather new weights |
    | 3 | shard | shard | shard | all_gather each layer before each use interval, release after; reduce_scatter grads |

    A sharded state becomes this rank's flat shard in the signature
    (`tensor<S x T>`, S = ceil(n/N), marked `zero.shard_of = <full type>`).
    The optimizer update, which must be elementwise, runs on shards;
    gradients arrive averaged through `zero.reduce_scatter avg` (or
    `zero.all_reduce avg` at stage 0); `zero.release` marks where gathered
    weights and full gradients die. One collective per gathering unit
    (`layer`) and direction.

    Stage-3 gather intervals are derived from the uses: a unit is gathered
    before its first use and released after the last use of an interval; an
    interval ends where another unit's weight is used between two of its
    uses. A layer whose parameters are sharded over different groups (a MoE
    layer's experts beside its attention) is gathered in parts, one
    collective per group, and a use of one part does not end another
    part's interval: each part is gathered once for the layer's forward
    and once for its backward. With `reshard-after-forward=false` a unit stays gathered from its
    first use to its last (FSDP's SHARD_GRAD_OP). With `auto`, the root
    units (parameters without a layer: the embedding, the final norm, the
    lm_head) and the units whose gathered weights are at most
    `reshard-threshold` bytes (64 KiB by default) stay gathered from their
    first use to their last, as FSDP2 keeps its root unit; every other unit
    is freed after the forward. zero-shard measures what that costs: a
    remark lists the units kept, the scheduled peak against resharding
    every unit, and the bytes it saves, and the plan records the threshold
    (`reshard_threshold`) and the peak it adds (`kept_peak_bytes`), which
    zero-report prints.

    The decision can also be written per unit in the IR, on the weight
    arguments: `zero.reshard_after_forward = true|false`. A unit whose
    weights carry it follows it whatever `reshard-after-forward` says (every
    parameter of one unit carries the same value, or none; zero-verify-states
    checks it), so another compiler or a user can decide unit by unit.
    `reshard-after-forward=all-but-last` writes it as torchtitan wraps its
    blocks with `fully_shard(block, reshard_after_forward=int(layer_id) <
    len(model.layers) - 1)`: true on every layer but the last in forward
    order (the layer whose weights are first used last), false on the last
    layer, whose backward follows its forward right after the loss, and on
    the units outside the layers, which FSDP2 never reshards as the root
    that `fully_shard(model)` wraps. Units that carry a decision already
    keep it. A remark says how many units it wrote each way and which
    layer it took for the last. The scheduled footprint, zero-remat's gather check and
    zero-report read the same attribute; the report names it where it is
    why a unit is gathered once.

    `stage=auto` picks the stage with the least traffic that fits in
    `device-memory`, and says why. A candidate fits when its
    `device_required` does: the caching allocator's pool for its program
    (its allocations and frees replayed through a model of PyTorch's CUDA
    caching allocator, at least the scheduled peak it allocates) plus the
    CUDA context (`cuda-context`) plus NCCL's buffers (`nccl-channels` x 2
    ring peers x `nccl-buffsize` per communicator of more than one rank);
    each candidate's line gives the four figures
    (docs/report-schema.md, "Device memory").

    `remat=selective|op|layer` first recomputes activations exactly as
    `--zero-remat=policy=...` would (the same function, with the same
    errors), then shards. `remat=auto` with `stage=auto` compares every
    (stage, policy) pair: each policy applied to a copy of the step (`none`
    is the step itself), each stage of it through the model of the rewrite;
    a policy that clones no op of the step (`selective` where attention is
    fused) writes `none`'s program and is named once instead of compared.
    It prints one line per pair (`device_required` per rank, or the peak
    with `runtime=cpu`, and whether it fits, bytes sent per step, the FLOPs the recomputation adds: zero-report's recompute
    phase) and picks the least traffic among the pairs that fit, then the
    least recompute, then the lowest stage; then applies that policy to the
    step and shards it at that stage. With a fixed stage, `remat=auto` picks
    the least recompute that fits that stage. It needs `device-memory`.
    When nothing fits, the error lists every pair and, where more ranks
    would do, the smallest N for stage 3 under the policy that saves the
    most memory.

    Every search (stage=auto, remat=auto, node-size, the offload stage=auto
    falls back to) ranks its candidates, each a full plan, with one
    comparator (include/zero/Dialect/Zero/Plan/PlanSearch.h): a candidate
    that fits first, then the least offload, the shortest estimated step
    (`machine=`), the fewest bytes across nodes (`node-size`), the fewest
    bytes sent, the least recompute, the fewest PCIe and NVMe bytes, the
    lowest stage, the largest shard group, then the candidate enumerated
    first. A plan the rewrite cannot write (cast-on-gather below stage 3,
    cast-on-gather or shard groups with offload) is listed with its reason
    instead of refused; it is an error only when no candidate is left.
    The search writes its table on the module as `zero.plan_search`
    (`{chosen, candidates}`: each candidate's stage, remat, offload,
    offload_params, shard_group, reshard_after_forward, cast_on_gather,
    prefetch (0: not searched yet), fits, peak_bytes, sent_bytes,
    inter_node_bytes, step_s and reason), which zero-report writes to its
    JSON as `plan_search` (docs/report-schema.md). The offload levels are
    priced only when nothing fits on the device (the comparator ranks them
    after any that fits); the others are in the table, not priced, with
    that reason, and not in the remark.

    `offload=cpu` (ZeRO-Offload) runs the optimizer update on the host and
    keeps the optimizer states in host memory (`zero.tier = #zero.tier<host>`
    on their arguments and results); `offload=nvme` (ZeRO-Infinity) keeps
    them, and the gradient shards between backward and update, in NVMe
    files (`#zero.tier<nvme>`). Every copy is a `zero.transfer`: each
    gradient shard goes to the host as soon as its collective delivers it,
    the updated weight shard comes back to the device right after it is
    computed, and NVMe reads are double-buffered (a unit's reads are placed
    before the previous unit's update). With `offload-params=true` (stage 3
    only) the weight shards live in the offload tier too and come to the
    device right before each gather. Offloading needs a stage from 1 on.
    Unset, `stage=auto` offloads only when no stage fits on the device:
    it then compares stages 1-3 with `cpu`, stage 3 with `cpu` and
    `offload-params`, then the same with `nvme`, takes the first of these
    levels where something fits, and states the PCIe and NVMe bytes per
    step it costs. `offload=none` never offloads.

    `cast-on-gather=true` (stage 3 only) drops the persistent low-precision
    weight shard of every parameter whose optimizer update writes the
    weight as `arith.truncf` of an updated optimizer state (the f32 master
    copy of mixed precision), as PyTorch FSDP2 does: the step no longer
    takes or returns that weight, each gather of it (forward, backward, and
    a unit kept gathered) gathers `arith.truncf` of the master's shard, cast
    just before the collective so that it sends the weight's bytes as
    before, and the master's argument records the weight in
    `zero.weight_cast`. The gathered weights are the same bits as without
    the option as long as the weight starts as the cast of the master (as
    zero-run starts it). Model states drop by the weight shards' bytes (2Ψ/N
    for bf16 weights); traffic is unchanged. A remark lists the parameters
    that keep their weight shard and why (no optimizer state, a weight in
    its master's precision, an update that reads the weight). It does not
    combine with `offload` (the master lives in the offload tier). With
    `stage=auto` or `remat=auto` each candidate is measured on the program
    written to a copy (the replay of the rewrite does not cast); stages 0-2
    and the offload levels stay in the search's table as not written, with
    that reason. `cast-on-gather=auto` leaves it to the search: stage 3 is
    compared with and without the cast (with `node-size`, in every shard
    group), and the chosen plan applies it or not; with a given stage and
    policy it is the only field searched (it needs `device-memory`), and it
    does not go with `shard-group=`.

    Gathering units: each layer's parameters are one unit (one all-gather,
    one gradient collective); a parameter outside the layers is a unit of
    its own unless its weight argument names one with `zero.unit = "NAME"`,
    which makes every parameter naming NAME one unit. `root-unit=true`
    writes `zero.unit = "root"` on each parameter outside the layers that
    names none, as FSDP2's `fully_shard(model)` makes the embedding, the
    final norm and the head one group; with `reshard-after-forward=auto`
    that unit stays gathered from its first use to its last, as FSDP2
    keeps its root. The unit's reduce-scatter follows its last gradient
    (the embedding's, at the end of the backward). A unit named by hand is
    applied the same way, so a plan's grouping can be written in the IR.

    `shard-group=G` (hybrid sharding, HSDP; G divides N) shards the model
    states over groups of G ranks and replicates them across the R = N/G
    groups. The group becomes `shard.grid @dp(shape = RxG)`, rank
    r = replica * G + s, and every collective names its axis with
    `grid_axes`: gradients are reduce-scattered within the group (axis 1),
    then the shard is all-reduced across the replicas (axis 0); weights are
    gathered within the group; the update runs on the 1/G shard. Stage 0
    all-reduces the same way in three steps (reduce-scatter in the group,
    all-reduce across replicas, all-gather in the group), so that every
    stage sums each element in the same order. G = N (the default) is the
    1-d program; G = 1 replicates everything and only all-reduces across
    the N replicas.

    With `stage=auto` and `node-size=K` (devices per node, nodes of K
    consecutive ranks) the choice compares every stage with every shard
    group G that divides N and nests with K (G divides K or K divides G),
    each by the program it writes, and picks, among those whose
    `device_required` fits in `device-memory`, the fewest bytes sent across nodes (as zero-report's
    `sent_bytes_by_link` counts them), then the fewest bytes sent, then the
    lowest stage, then the largest G. Its remark lists the candidates (at
    most 16, the rest counted). Unless `offload=` is given, when nothing
    fits on the device it offloads as stage=auto does without node-size,
    in one group of N.
    With `remat=auto` every policy is compared too (then the least
    recompute). With `offload=cpu|nvme` the shard groups G < N are in the
    table as not written (the offloaded update expects the gradient shard of
    one reduce-scatter) and one group of N is priced with the offload. With
    `machine=` only the candidates of one group of N are ranked, by their
    estimated step time: the time model prices every collective on one ring
    of the N ranks, so the others stay in the table with that reason.

    `dp-axis=NAME` plans over one axis of an N-d mesh the module declares
    (`shard.grid @mesh(shape = 8x16x128) {zero.axis_names = ["tp", "pp",
    "dp"]}`, named with `grid=`): the step is already one device's program
    under the other axes (its weights the local tensor- or pipeline-
    parallel shards), N is the size of the named axis, and every collective
    names that axis in `grid_axes`. The grid keeps its shape; the plan
    records the axis (`dp_axes`), and zero-report counts per device of the
    whole mesh. `shard-group` and `node-size` do not combine with it.
    `dp-axis=edp,ep` names several axes that together hold the data-
    parallel replicas (N is the product of their sizes, ranks row-major
    over them), as when expert parallelism splits the data-parallel
    dimension. A parameter whose weight argument carries `zero.dp_axes =
    ["edp"]` (some of those axes: a routed expert, of which each `ep` rank
    holds others) has its states sharded and its gradient reduced over its
    own axes; each gathering unit then holds one group's parameters.
    stage=auto and remat=auto measure each candidate of several axes or of
    such parameters on the program written to a copy (the replay of the
    rewrite knows one group along one axis); with several axes the error
    when nothing fits does not search for the N that would.

    ```
    zero-opt step.mlir --zero-shard="stage=3 world-size=64"
    zero-opt step.mlir --zero-shard="stage=3 world-size=64 shard-group=8"
    zero-opt stage.mlir --zero-shard="stage=3 grid=mesh dp-axis=dp"
    zero-opt moe-stage.mlir --zero-shard="stage=1 grid=mesh dp-axis=edp,ep"
    zero-opt 13b.mlir --zero-shard="stage=2 world-size=1 offload=cpu"
    zero-opt 405b.mlir \
      --zero-shard="stage=auto remat=auto world-size=512 device-memory=80GB"
    ```
  }];
  let options = [
    Option<"stage", "stage",
           "ShardStageOption",
           /*default=*/"ShardStageOption::Unset",
           "ZeRO stage: 0, 1, 2, 3 or auto (required)",
           [{::llvm::cl::values(
             clEnumValN(ShardStageOption::Stage0, "0", "DDP: all-reduce the gradients"),
             clEnumValN(ShardStageOption::Stage1, "1", "shard the optimizer states"),
             clEnumValN(ShardStageOption::Stage2, "2", "also the gradients"),
             clEnumValN(ShardStageOption::Stage3, "3", "also the weights"),
             clEnumValN(ShardStageOption::Auto, "auto",
                        "the least traffic that fits in device-memory"))}]>,
    Option<"worldSize", "world-size", "int64_t", /*default=*/"0",
           "Number of data-parallel ranks N (>= 1; may be omitted when the "
           "module declares the grid)">,
    Option<"gridName", "grid", "std::string", /*default=*/"\"dp\"",
           "Name of the shard.grid of the data-parallel group (created with "
           "shape N when the module has none)">,
    Option<"shardGroup", "shard-group", "int64_t", /*default=*/"0",
           "HSDP: shard the states over groups of G ranks (G divides N) and "
           "replicate them across the N/G groups, on a grid of shape "
           "(N/G)xG (default 0: G = N, one group)">,
    Option<"dpAxis", "dp-axis", "std::string", /*default=*/"\"\"",
           "Plan over this axis of the grid only, or these axes (a comma-"
           "separated list; named by the grid's zero.axis_names): the step "
           "is one device's program of a mesh that other parallelism "
           "already partitions; N is the size of the axes">,
    Option<"nodeSize", "node-size", "int64_t", /*default=*/"0",
           "stage=auto: devices per node K; the choice then compares shard "
           "groups too (every G that divides N and nests with K) and takes "
           "the fewest inter-node bytes among the candidates that fit "
           "(with machine=, the fastest step among those of one group)">,
    Option<"reshardAfterForward", "reshard-after-forward",
           "ShardReshardOption", /*default=*/"ShardReshardOption::True",
           "Stage 3: free each unit's gathered weights between its forward "
           "and backward uses: true (the default), false (keep them all, as "
           "FSDP's SHARD_GRAD_OP), auto (keep the root units and those of "
           "at most reshard-threshold bytes, as FSDP2 keeps its root) or "
           "all-but-last (free every layer but the last in forward order "
           "and keep the units outside the layers, as torchtitan's "
           "fully_shard(block, reshard_after_forward=layer_id < "
           "n_layers - 1); written on the weight arguments as "
           "zero.reshard_after_forward). A unit whose weights carry "
           "zero.reshard_after_forward follows it whatever this says",
           [{::llvm::cl::values(
             clEnumValN(ShardReshardOption::True, "true",
                        "free every unit after the forward"),
             clEnumValN(ShardReshardOption::False, "false",
                        "keep every unit from its first use to its last"),
             clEnumValN(ShardReshardOption::Auto, "auto",
                        "keep the root units and the small ones"),
             clEnumValN(ShardReshardOption::AllButLast, "all-but-last",
                        "free every layer but the last; keep the others"))}]>,
    Option<"reshardThreshold", "reshard-threshold", "std::string",
           /*default=*/"\"64KiB\"",
           "reshard-after-forward=auto: units of at most this many gathered "
           "bytes stay gathered (default 64KiB)">,
    Option<"rootUnit", "root-unit", "bool", /*default=*/"false",
           "Gather and reduce the parameters outside every layer (the "
           "embeddings, the final norm, the head) as one unit, as FSDP2 "
           "groups what fully_shard(model) leaves to its root: names them "
           "zero.unit = \"root\" (default false: each is a unit of its own)">,
    Option<"deviceMemory", "device-memory", "std::string", /*default=*/"\"\"",
           "stage=auto: memory of one device, e.g. 80GB, 96GiB, 1.5e10 "
           "(bytes)">,
    Option<"remat", "remat",
           "ShardRematOption",
           /*default=*/"ShardRematOption::None",
           "Recompute activations before sharding: none (the default), "
           "selective, op, layer (as --zero-remat) or auto (choose with the "
           "stage; needs device-memory)",
           [{::llvm::cl::values(
             clEnumValN(ShardRematOption::None, "none",
                        "keep every activation"),
             clEnumValN(ShardRematOption::Selective, "selective",
                        "as --zero-remat=policy=selective"),
             clEnumValN(ShardRematOption::Op, "op",
                        "as --zero-remat=policy=op"),
             clEnumValN(ShardRematOption::Layer, "layer",
                        "as --zero-remat=policy=layer"),
             clEnumValN(ShardRematOption::Auto, "auto",
                        "the least recompute that fits in device-memory"))}]>,
    Option<"offload", "offload",
           "ShardOffloadOption",
           /*default=*/"ShardOffloadOption::Unset",
           "Where the optimizer states and update live: none (the device), "
           "cpu (ZeRO-Offload: host memory) or nvme (ZeRO-Infinity: NVMe "
           "files, updated on the host); stages 1-3. Unset, stage=auto "
           "offloads only when nothing fits on the device",
           [{::llvm::cl::values(
             clEnumValN(ShardOffloadOption::None, "none",
                        "keep every state on the device"),
             clEnumValN(ShardOffloadOption::Cpu, "cpu",
                        "optimizer states and update in host memory"),
             clEnumValN(ShardOffloadOption::Nvme, "nvme",
                        "optimizer states and gradients in NVMe files"))}]>,
    Option<"castOnGather", "cast-on-gather", "ShardCastOption",
           /*default=*/"ShardCastOption::False",
           "Stage 3: hold no low-precision weight shard where the update "
           "writes the weight as the cast of a wider master copy; each "
           "gather casts the master's shard (as FSDP2), saving 2 bytes per "
           "bf16 parameter / N: false (the default), true, or auto (the "
           "search compares stage 3 with and without it; needs "
           "device-memory)",
           [{::llvm::cl::values(
             clEnumValN(ShardCastOption::False, "false",
                        "hold the weight shards"),
             clEnumValN(ShardCastOption::True, "true",
                        "gather the cast of the master's shard"),
             clEnumValN(ShardCastOption::Auto, "auto",
                        "compare both in the search"))}]>,
    Option<"offloadParams", "offload-params", "bool", /*default=*/"false",
           "Stage 3 with offload=cpu|nvme: the weight shards live in that "
           "tier too and come to the device before each gather">,
    Option<"machine", "machine", "std::string", /*default=*/"\"\"",
           "stage=auto / remat=auto: rank the candidates that fit by their "
           "estimated step time on this machine (a preset such as h100-sxm, "
           "or a zero-machine/2 JSON file; see docs/machines.md) instead of "
           "by traffic; refused with dp-axis=, whose time zero-report does "
           "not estimate either">,
    Option<"fusion", "fusion", "std::string", /*default=*/"\"\"",
           "With machine=: how the framework runs elementwise ops, replacing "
           "the machine's setting: none (eager PyTorch) or elementwise "
           "(torch.compile/XLA)">,
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
    Option<"ncclChannels", "nccl-channels", "int64_t", /*default=*/"-1",
           "runtime=cuda: channels NCCL runs a collective on (default 32, "
           "NCCL's most since 2.5; 0 for none)">,
    Option<"functionName", "func", "std::string", /*default=*/"\"\"",
           "Name of the training-step function (default: the one function "
           "that carries #zero.state marks)">,
  ];
  let dependentDialects = [
    "::mlir::zero::ZeroDialect", "::mlir::shard::ShardDialect",
    "::mlir::tensor::TensorDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect"
  ];
  let statistics = [
    Statistic<"numCollectives", "collectives", "Collectives inserted">,
    Statistic<"numReleases", "releases", "zero.release ops inserted">,
    Statistic<"numTransfers", "transfers",
              "zero.transfer ops inserted (offload)">,
  ];
}

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD
