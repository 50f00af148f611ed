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
      the same type.

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
    element types in the IR (DESIGN.md §4–5; the model is
    `zero/Dialect/Zero/Analysis/MemoryModel.h`).

    It also counts the FLOPs one rank performs per step, split into forward,
    backward, recompute and optimizer (`zero/Dialect/Zero/Analysis/
    StepCost.h`), and with `machine=` estimates each stage's step time on
    that machine: roofline compute per op plus ring-model communication,
    none of it overlapped (`MachineModel.h`; presets and the description
    format in docs/machines.md).

    Prints a table and optionally writes JSON (schema "zero-report/1",
    docs/report-schema.md) and an SVG chart in the form of the seed plate.
    Each output may be a file or `-` for stdout; files are written only when
    the whole report succeeded, each through a temporary renamed into place,
    so an error never leaves a partial file. The IR is not changed.

    ```
    zero-opt step.mlir -o /dev/null \
      --zero-report="world-size=64 json=report.json svg=report.svg"
    ```

    Errors (each a diagnostic; the pass fails and writes nothing): a missing
    or non-positive `world-size`, a `stage` other than 0–3 or `all`, a `unit`
    other than auto/B/kB/MB/GB, an output path in a missing directory or that
    is a directory or cannot be written, every error of the state table, and
    a byte count that does not fit in 64 bits, a `machine` that is neither a
    preset nor a readable, valid description.
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
           "h200, b200, a100-80gb) or a zero-machine/1 JSON file">,
  ];
}

def ZeroShard : Pass<"zero-shard", "ModuleOp"> {
  let summary = "Rewrites the training step into the per-rank program of a ZeRO stage";
  let description = [{
    Turns the annotated single-device training step into the SPMD step that
    each of N data-parallel ranks runs (DESIGN.md §4):

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
    uses. With `reshard-after-forward=false` a unit stays gathered from its
    first use to its last (FSDP's SHARD_GRAD_OP).

    `stage=auto` picks the stage with the least traffic whose scheduled peak
    per rank fits in `device-memory`, and says why.

    ```
    zero-opt step.mlir --zero-shard="stage=3 world-size=64"
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
    Option<"reshardAfterForward", "reshard-after-forward", "bool",
           /*default=*/"true",
           "Stage 3: free each unit's gathered weights between its forward "
           "and backward uses (false keeps them, as FSDP's SHARD_GRAD_OP)">,
    Option<"deviceMemory", "device-memory", "std::string", /*default=*/"\"\"",
           "stage=auto: memory of one device, e.g. 80GB, 96GiB, 1.5e10 "
           "(bytes)">,
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
  ];
}

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD
