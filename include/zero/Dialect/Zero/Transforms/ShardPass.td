//===- ShardPass.td - zero-shard, the pass that writes the plan -*- tablegen -*-===//
//
// zero-shard is the largest pass definition (its options are the plan and
// its search); Passes.td includes it so that no .td file passes 700 lines.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_SHARDPASS_TD
#define ZERO_DIALECT_ZERO_TRANSFORMS_SHARDPASS_TD

include "mlir/Pass/PassBase.td"

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
    first use to its last (FSDP's SHARD_GRAD_OP). With `threshold`, the root
    units (parameters without a layer: the embedding, the final norm, the
    lm_head) and the units whose gathered weights are at most
    `reshard-threshold` bytes (64 KiB by default) stay gathered from their
    first use to their last, as FSDP2 keeps its root unit; every other unit
    is freed after the forward. zero-shard measures what that costs: a
    remark lists the units kept, the scheduled peak against resharding
    every unit, and the bytes it saves, and the plan records the threshold
    (`reshard_threshold`) and the peak it adds (`kept_peak_bytes`), which
    zero-report prints. With `auto` the search (below) compares true,
    false and threshold at stage 3, beside its other fields: keeping units
    gathered saves the backward's gathers and costs memory, and the
    comparator weighs both (fits first, then the step time or the bytes).

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

    A parameter may cap its own stage: `zero.max_stage = K` on its weight
    argument shards it as the smaller of the plan's stage and K does. `0`
    keeps its states whole on every rank, all-reduces its gradient and runs
    its update on the full tensors (PyTorch FSDP's `ignored_params`, left
    to DDP); `1` shards its optimizer states only and reduce-scatters its
    full gradient once the backward is done; `2` keeps its weight whole, as
    `zero.persistent` does. A gathering unit whose parameters reduce their
    gradients differently is reduced in one collective per way; the search
    prices the capped plans as it writes them.

    Offload may be partial: a parameter whose weight argument carries
    `zero.on_device` keeps its states on the device and runs its update
    there under `offload=cpu|nvme`, and its gradient is not copied to the
    host; the other parameters offload as the plan says. This is FSDP2's
    offload policy decided module by module, and DeepSpeed's partial
    offload (ZeRO-Offload++, which updates part of the model on the GPU).
    `on-device=PATTERN,...` writes it on the parameters whose names match.
    The search prices the partial plans as it writes them. `on-device=auto`
    (with `device-memory`, beside patterns or alone) lets the search decide:
    each offloaded candidate that fits is priced again with the first K of
    the parameters it moves kept on the device (those with a weight and an
    optimizer-state argument, the one whose gradient comes last first: its
    copy to the host and its host update are what an offload leaves after
    the backward), K found by bisection: a count that fits whose successor
    does not (the caching allocator's reserve does not grow evenly with K,
    so a larger count may need less: on Llama 3.1 405B the first 270 need
    84.0 GB and the first 284 81.5 GB); each priced row is in the table
    (`params_on_device`) and the comparator ranks them as any other, and
    the program written carries the marks. It is searched on one group of
    N and beside shard groups alike. With `machine=`, a candidate is not
    searched when keeping parameters cannot make its step shorter than the
    fastest found: keeping one takes at most its update's time on the host
    and its copies between tiers off the step, and changes no collective
    (the remark counts such candidates).

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
    errors), then shards. zero-remat leaves a layer as it is where its
    clones would need a gather of their own, which only a stage-3 program
    that frees the layer after its forward does: zero-shard asks that of
    the plan it writes (`stage=`, `reshard-after-forward=`, and a shard
    group of one rank gathers nothing), and a search plans each policy for
    every way its candidates gather, comparing a copy per distinct
    recomputation where they differ (a given `remat=` too) and one copy
    where they agree. `remat=auto` with `stage=auto` compares every
    (stage, policy) pair: each policy planned on the step and applied to a
    copy of it (`none` is the step itself), each stage of it through the
    model of the rewrite; a policy whose plan clones no op of the step
    (`selective` where attention is fused) writes `none`'s program and is
    named once instead of compared, without a copy.
    It prints one line per pair (`device_required` per rank, or the peak
    with `runtime=cpu`, and whether it fits, bytes sent per step, the FLOPs the recomputation adds: zero-report's recompute
    phase) and picks the least traffic among the pairs that fit, then the
    least recompute, then the lowest stage; then applies that policy to the
    step and shards it at that stage. With a fixed stage, `remat=auto` picks
    the least recompute that fits that stage. It needs `device-memory`.
    When nothing fits, the error lists every pair and, where more ranks
    would do, the smallest N for stage 3 under the policy that saves the
    most memory (on one data-parallel axis; on a mesh or with parameter
    groups it says only whether the stage-3 program's transient part alone
    exceeds the device, whatever N).

    Every search (stage=auto, remat=auto, node-size, the offload stage=auto
    falls back to) ranks its candidates, each a full plan, with one
    comparator (include/zero/Dialect/Zero/Plan/PlanSearch.h): a candidate
    that fits first, then the least offload, the shortest estimated step
    (`machine=`; `pcie-bandwidth=`, `nvme-bandwidth=` and
    `host-bandwidth=` replace the machine's figures for an offloaded
    candidate's copies and its update on the host, as zero-report's do),
    the fewest bytes across nodes (`node-size`), the fewest
    bytes sent, the least recompute, the fewest PCIe and NVMe bytes, the
    lowest stage, the shallowest prefetch, the largest shard group, the
    smallest device requirement, then the candidate enumerated first. A plan the rewrite cannot write (cast-on-gather below stage 3 or with
    offload, offload-params=true over shards of one rank, a shard group
    that a declared grid of two axes does not hold, a stage whose rewrite
    refuses the step: a 0-d parameter, an update that reads a gradient
    before the stage reduces it) is listed with its reason instead of
    refused; it is an error only when no candidate is
    left.
    A candidate is not priced where a lower bound of its memory already
    exceeds `device-memory`, so it cannot fit; it is listed with that bound
    as its reason. The bound is the largest of the arguments it keeps on the
    device, each state as its stage shards it (all live when the step
    starts); its states' arguments with the most activations the step
    holds at once (the forward's kept for the backward, which no plan
    changes); and, at stage 3 on shard groups of more than one rank, its
    states with the most activations and gathered weights held at once
    (each unit's full weights at the ops that read them, and from its
    first read to its last where the plan keeps the unit gathered).
    The search writes its table on the module as `zero.plan_search`
    (`{chosen, candidates}`: each candidate's stage, remat, offload,
    offload_params, shard_group, reshard_after_forward, cast_on_gather,
    prefetch, fits, peak_bytes, sent_bytes,
    inter_node_bytes, step_s and reason), which zero-report writes to its
    JSON as `plan_search` (docs/report-schema.md). The offload levels are
    priced only when nothing fits on the device (the comparator ranks them
    after any that fits); the others are in the table, not priced, with
    that reason, and not in the remark.

    `prefetch=K` (K >= 1) overlaps the collectives with compute: after
    the rewrite, the program is zero-prefetch's schedule of depth K (the
    same function, so `--zero-shard="... prefetch=K"` writes what
    `--zero-shard="..." --zero-prefetch="depth=K"` writes): each gather
    starts K gathers ahead of its use, each reduction as soon as its
    gradients are complete, at most K of either in flight. Prefetching
    holds gathered weights and full gradients longer: it raises the peak
    and sends no byte less, so only a step time can rank it.
    `prefetch=auto` leaves the depth to the search, which needs `machine=`
    for it: after the candidates are priced without prefetching, each one
    that fits is priced again at depths 1 and 2, as zero-prefetch's
    schedule plans them, without writing them: its peak measured in that
    order, on the search's model of the program where the model covers the
    plan (zero-prefetch's moves planned on the model's record) and
    otherwise on one sharded copy; and, for a depth that fits, its step:
    the estimate's less the communication the order's timeline hides, as
    zero-report's `time_s.prefetch`, timed on the same model (on a sharded
    copy where it does not cover the plan; a depth that does not fit
    cannot be chosen and is not timed: `step_s` null). In order of
    the fastest step it could reach (its
    compute with every collective hidden, or its communication, which one
    stream runs, whichever is longer), and only while that is not slower
    than the best found. These rows follow the others in the table (`prefetch` 1 or
    2); a candidate that does not fit without prefetching is listed at each
    depth unpriced, with that reason (a rule of the search: prefetching
    moves the cast before a gather with its start, which can lower a peak
    by that cast's bytes). With a search and `prefetch=K`, the candidates
    are priced at depth 0 (those rows stay in the table, not choosable)
    and those that fit again at depth K. A second remark states the depth
    chosen and the time it hides.

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
    step it costs. `offload=auto` asks the same of any search, a given
    stage included (`stage=3 offload=auto`: stage 3 on the device if it
    fits, else the least offload level under which it does); with
    `offload-params=true` it compares only the levels that move the weight
    shards too (the candidates on the device stay in the table, not
    written). `offload=none` never offloads.

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
    `stage=auto` or `remat=auto` each stage-3 candidate is priced with the
    cast (the replay of the rewrite casts as the rewrite does); stages 0-2
    and the offload levels stay in the search's table as not written, with
    that reason. `cast-on-gather=auto` leaves it to the search: stage 3 is
    compared with and without the cast (with `node-size`, in every shard
    group; with `shard-group=G`, in groups of G), and the chosen plan
    applies it or not; with a given stage and policy it is the only field
    searched (it needs `device-memory`).

    One parameter at a time: a weight argument marked `zero.cast_on_gather`
    (by hand or by another compiler) is gathered as its master's cast at
    stage 3 without offload, whatever `cast-on-gather` says; the search
    prices each candidate with the marks applied where they apply. A marked
    weight that cannot be cast is an error naming it and why; below stage
    3, under offload or on one rank the marks change nothing, and a warning
    says so.

    Gathering units: each layer's parameters are one unit (one all-gather,
    one gradient collective); a parameter outside the layers is a unit of
    its own unless its weight argument names one with `zero.unit = "NAME"`,
    which makes every parameter naming NAME one unit. `root-unit=true`
    writes `zero.unit = "root"` on each parameter outside the layers that
    names none, as FSDP2's `fully_shard(model)` makes the embedding, the
    final norm and the head one group; with `reshard-after-forward=threshold`
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

    A given `shard-group=G` is pinned like any other field: with
    `stage=auto`, `remat=auto`, `cast-on-gather=auto` or
    `reshard-after-forward=auto` the search runs in groups of G (checked as
    the rewrite checks G, and nesting with `node-size` where given), ranked
    as below by the bytes across nodes with `node-size`, else by the bytes
    sent. `machine=` times only one group of N, so with a smaller given G it
    is refused (with `prefetch=auto`, which ranks depths by that time, too),
    as is a given `offload=`.

    With `shard-group=auto`, or `node-size=K` (devices per node, nodes of
    K consecutive ranks) and no group given, the choice compares every
    stage (or the one given) with every shard group G that divides N and
    nests with K (G divides K or K divides G; without `node-size` the ranks
    are one node and every divisor is compared),
    each by the program it writes, and picks, among those whose
    `device_required` fits in `device-memory`, the fewest bytes sent across nodes (as zero-report's
    `sent_bytes_by_link` counts them), then the fewest bytes sent, then the
    lowest stage, then the largest G. Its remark lists the candidates (at
    most 16, the rest counted). Unless `offload=` is given, when nothing
    fits on the device it offloads as stage=auto does without node-size,
    in one group of N.
    With `remat=auto` every policy is compared too (then the least
    recompute). With `offload=cpu|nvme` every G is priced with the
    offload (a hybrid step's update starts from the shard its all-reduce
    across the replicas delivers). With
    `machine=` they are ranked by their estimated step time first, each
    collective priced on its group as it lies on the nodes (within a shard
    group, or across the replicas; docs/machines.md); a G that does not
    nest with the machine's nodes (node-size= sets them) stays in the
    table, not priced, with that reason. The plans are then priced from the
    least lower bound of their step without prefetching up (their compute
    and the collectives the formula counts for their stage, stage 3's as
    stage 2's), four at a time, and a plan whose bound exceeds the step of
    one that fits is left unpriced with that reason: it cannot be chosen
    without prefetching, and its prefetch depths are not searched.

    `dp-axis=NAME` plans over one axis of an N-d mesh the module declares
    (`shard.grid @mesh(shape = 8x16x128) {zero.axis_names = ["tp", "pp",
    "dp"]}`, named with `grid=`): the step is already one device's program
    under the other axes (its weights the local tensor- or pipeline-
    parallel shards), N is the size of the named axis, and every collective
    names that axis in `grid_axes`. The grid keeps its shape; the plan
    records the axis (`dp_axes`), and zero-report counts per device of the
    whole mesh. With `shard-group=G` (HSDP on a mesh, as torchtitan's
    (dp_replicate, dp_shard) mesh) the last of ZeRO's axes, whose sizes
    multiply to G, shard the states and the axes before them hold the
    replicas: `dp-axis=rep,shard shard-group=8` on a `4x8` mesh reduce-
    scatters each gradient over `shard` and all-reduces the shard over
    `rep`, the program of `shard-group=8` on a grid of its own with the
    mesh's axes in `grid_axes`. A G that is not such a product is refused
    with the ones that are. `shard-group=auto` compares the groups the
    mesh's axes make (each such G, and one group of N); `node-size=`,
    which places groups of consecutive ranks on nodes, does not combine
    with `dp-axis`, nor does a parameter's own `zero.dp_axes` with a G.
    `dp-axis=edp,ep` names several axes that together hold the data-
    parallel replicas (N is the product of their sizes, ranks row-major
    over them), as when expert parallelism splits the data-parallel
    dimension. A parameter whose weight argument carries `zero.dp_axes =
    ["edp"]` (some of those axes: a routed expert, of which each `ep` rank
    holds others) has its states sharded and its gradient reduced over its
    own axes; each gathering unit then holds one group's parameters.
    stage=auto and remat=auto price those candidates with the replay of the
    rewrite, as on a grid of their own; with several axes or such
    parameters the error when nothing fits does not search for the N that
    would.

    ```
    zero-opt step.mlir --zero-shard="stage=3 world-size=64"
    zero-opt step.mlir --zero-shard="stage=3 world-size=64 shard-group=8"
    zero-opt stage.mlir --zero-shard="stage=3 grid=mesh dp-axis=dp"
    zero-opt moe-stage.mlir --zero-shard="stage=1 grid=mesh dp-axis=edp,ep"
    zero-opt hsdp.mlir --zero-shard="stage=3 grid=mesh dp-axis=rep,shard shard-group=8"
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
    Option<"shardGroup", "shard-group", "std::string", /*default=*/"\"0\"",
           "HSDP: shard the states over groups of G ranks (G divides N) and "
           "replicate them across the N/G groups, on a grid of shape "
           "(N/G)xG (default 0: G = N, one group); auto: the search "
           "compares every G that divides N (and nests with node-size=); "
           "with dp-axis=, the product of the sizes of the last of those "
           "axes, which then shard, the others replicating (auto: each "
           "such product, and N)">,
    Option<"dpAxis", "dp-axis", "std::string", /*default=*/"\"\"",
           "Plan over this axis of the grid only, or these axes (a comma-"
           "separated list; named by the grid's zero.axis_names): the step "
           "is one device's program of a mesh that other parallelism "
           "already partitions; N is the size of the axes">,
    Option<"nodeSize", "node-size", "int64_t", /*default=*/"0",
           "The search's devices per node K; it then compares shard "
           "groups too (every G that divides N and nests with K, or the "
           "shard-group= given) and takes the fewest inter-node bytes "
           "among the candidates that fit (with machine=, the fastest step, "
           "the machine's nodes taken to be of K devices)">,
    Option<"reshardAfterForward", "reshard-after-forward",
           "ShardReshardOption", /*default=*/"ShardReshardOption::True",
           "Stage 3: free each unit's gathered weights between its forward "
           "and backward uses: true (the default), false (keep them all, as "
           "FSDP's SHARD_GRAD_OP), threshold (keep the root units and "
           "those of at most reshard-threshold bytes, as FSDP2 keeps its "
           "root), all-but-last (free every layer but the last in forward "
           "order and keep the units outside the layers, as torchtitan's "
           "fully_shard(block, reshard_after_forward=layer_id < "
           "n_layers - 1); written on the weight arguments as "
           "zero.reshard_after_forward) or auto (the search compares true, "
           "false and threshold at stage 3; needs device-memory). A unit "
           "whose weights carry zero.reshard_after_forward follows it "
           "whatever this says",
           [{::llvm::cl::values(
             clEnumValN(ShardReshardOption::True, "true",
                        "free every unit after the forward"),
             clEnumValN(ShardReshardOption::False, "false",
                        "keep every unit from its first use to its last"),
             clEnumValN(ShardReshardOption::Threshold, "threshold",
                        "keep the root units and the small ones"),
             clEnumValN(ShardReshardOption::AllButLast, "all-but-last",
                        "free every layer but the last; keep the others"),
             clEnumValN(ShardReshardOption::Auto, "auto",
                        "search true, false and threshold"))}]>,
    Option<"reshardThreshold", "reshard-threshold", "std::string",
           /*default=*/"\"64KiB\"",
           "reshard-after-forward=threshold (and the threshold candidate of "
           "auto): units of at most this many gathered "
           "bytes stay gathered (default 64KiB)">,
    Option<"rootUnit", "root-unit", "bool", /*default=*/"false",
           "Gather and reduce the parameters outside every layer (the "
           "embeddings, the final norm, the head) as one unit, as FSDP2 "
           "groups what fully_shard(model) leaves to its root: names them "
           "zero.unit = \"root\" (default false: each is a unit of its own)">,
    Option<"persistenceThreshold", "persistence-threshold", "std::string",
           /*default=*/"\"\"",
           "Keep every weight of at most this many bytes whole on every rank "
           "(e.g. 64KiB; DeepSpeed's stage3_param_persistence_threshold, in "
           "bytes), written on its argument as zero.persistent: stage 3 "
           "neither shards it nor gathers it for its uses, and gathers its "
           "updated slice back after the update, as stages 1-2 do; its "
           "gradient and optimizer states are sharded as the stage says "
           "(default: none)">,
    Option<"maxStage", "max-stage", "std::string", /*default=*/"\"\"",
           "Cap the stage of the parameters whose names match a regular "
           "expression, as PATTERN:K entries separated by commas (e.g. "
           "model.embed_tokens.weight:0,.*norm.*:2; K from 0 to 3; the first "
           "entry that matches the whole name decides), written on their "
           "weight arguments as zero.max_stage = K; every pattern must match "
           "some parameter (default: none)">,
    Option<"onDevice", "on-device", "std::string", /*default=*/"\"\"",
           "With offload=cpu|nvme|auto: keep the states and the update of "
           "the parameters whose names match a regular expression on the "
           "device, as PATTERN entries separated by commas (e.g. "
           "model.layers.[0-9].*,lm_head.weight; a pattern matches a whole "
           "name), written on their weight arguments as zero.on_device; "
           "every pattern must match some parameter. The entry auto lets "
           "the search keep as many of the offloaded parameters as fit in "
           "device-memory (default: none)">,
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
           "files, updated on the host); stages 1-3; or auto (the least "
           "offload that fits in device-memory, at any stage). Unset, "
           "stage=auto offloads only when nothing fits on the device",
           [{::llvm::cl::values(
             clEnumValN(ShardOffloadOption::None, "none",
                        "keep every state on the device"),
             clEnumValN(ShardOffloadOption::Cpu, "cpu",
                        "optimizer states and update in host memory"),
             clEnumValN(ShardOffloadOption::Nvme, "nvme",
                        "optimizer states and gradients in NVMe files"),
             clEnumValN(ShardOffloadOption::Auto, "auto",
                        "the least offload that fits in device-memory: "
                        "none, then cpu, then nvme (each with the states, "
                        "then the weight shards too)"))}]>,
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
    Option<"prefetch", "prefetch", "std::string", /*default=*/"\"0\"",
           "Collectives in flight ahead of their use: 0 (the default: each "
           "collective waited for where it is issued), K >= 1 (zero-prefetch's "
           "schedule of depth K), or auto (the search compares 0, 1 and 2 "
           "by the estimated step time; needs machine= and device-memory=)">,
    Option<"exactSearch", "exact-search", "bool", /*default=*/"false",
           "With machine= and prefetch=auto (or K) over shard groups: leave a "
           "plan unpriced only when its step at every prefetch depth (its "
           "compute or its collectives by the formula, whichever is longer) "
           "cannot beat the fastest plan found that fits at a depth the "
           "search can choose, instead of when its step without prefetching "
           "cannot beat another's; the choice is then the fastest plan of the "
           "space, at the cost of pricing more of them">,
    Option<"offloadParams", "offload-params", "bool", /*default=*/"false",
           "Stage 3 with offload=cpu|nvme: the weight shards live in that "
           "tier too and come to the device before each gather">,
    Option<"machine", "machine", "std::string", /*default=*/"\"\"",
           "stage=auto / remat=auto: rank the candidates that fit by their "
           "estimated step time on this machine (a preset such as h100-sxm, "
           "or a zero-machine/2 JSON file; see docs/machines.md) instead of "
           "by traffic; with dp-axis=, only on a mesh whose every axis is "
           "ZeRO's (timed as the grid of its own it stands for), as "
           "zero-report estimates it">,
    Option<"pcieBandwidth", "pcie-bandwidth", "std::string",
           /*default=*/"\"\"",
           "With machine=: bytes per second one rank copies over PCIe each "
           "way (e.g. 12GB, 3.2e10), for the transfer time of an offloaded "
           "candidate; replaces the machine's figure">,
    Option<"nvmeBandwidth", "nvme-bandwidth", "std::string",
           /*default=*/"\"\"",
           "With machine=: bytes per second of one rank's NVMe reads and "
           "writes together (e.g. 3GB), for the transfer time of a candidate "
           "offloaded to NVMe; replaces the machine's figure">,
    Option<"hostBandwidth", "host-bandwidth", "std::string",
           /*default=*/"\"\"",
           "With machine=: bytes per second of host memory one rank's update "
           "on the host streams through (e.g. 76.8GB), for the time of an "
           "offloaded candidate's update; replaces the machine's figure">,
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
    Option<"ncclChannels", "nccl-channels", "std::string", /*default=*/"\"\"",
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


#endif // ZERO_DIALECT_ZERO_TRANSFORMS_SHARDPASS_TD
