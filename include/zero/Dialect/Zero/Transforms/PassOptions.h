//===- PassOptions.h - closed-set options of the zero passes ---*- C++ -*-===//
//
// Options whose value is one of a few words (`stage=0|1|2|3|auto`, `unit=B|kB|
// MB|GB|auto`, `policy=none|selective|op|layer`,
// `remat=none|selective|op|layer|auto`) are enums, parsed once by
// llvm::cl against the list of valid values through `ClosedSetParser`, whose
// error lists the valid ones.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_PASSOPTIONS_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_PASSOPTIONS_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Support/ClosedSetParser.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace mlir::zero {

/// `zero-shard`'s `stage`: a ZeRO stage, or `auto` to choose one. `Unset`
/// (the default) makes the pass ask for a stage.
enum class ShardStageOption { Unset, Stage0, Stage1, Stage2, Stage3, Auto };

/// `zero-remat`'s `policy`: what a layer keeps from its forward for the
/// backward (the rest is recomputed). The policies and the framework
/// settings they stand for are those of zero-remat's description
/// (Passes.td, docs/ZeroPasses.md).
enum class RematPolicyOption { None, Layer, Selective, Op };

/// `zero-shard`'s `remat`: a policy to apply before sharding, or `auto` to
/// choose one with the stage.
enum class ShardRematOption { None, Layer, Selective, Op, Auto };

/// The policy a `remat` value names; nullopt for `auto`.
inline std::optional<RematPolicyOption> getRematPolicy(ShardRematOption remat) {
  switch (remat) {
  case ShardRematOption::None:
    return RematPolicyOption::None;
  case ShardRematOption::Layer:
    return RematPolicyOption::Layer;
  case ShardRematOption::Selective:
    return RematPolicyOption::Selective;
  case ShardRematOption::Op:
    return RematPolicyOption::Op;
  case ShardRematOption::Auto:
    return std::nullopt;
  }
  llvm_unreachable("unknown remat option");
}

/// `zero-shard`'s `offload`: where the optimizer states and update go.
/// `Unset` (the default) keeps them on the device, and lets `stage=auto`
/// consider offloading when nothing fits there; `None` never offloads;
/// `Auto` searches the level at any stage, the least that fits.
enum class ShardOffloadOption { Unset, None, Cpu, Nvme, Auto };

/// The dialect's offload target an option value names (`Unset` and `Auto`:
/// none, the search's starting point).
OffloadTarget getOffloadTarget(ShardOffloadOption offload);

/// `zero-shard`'s `reshard-after-forward`: free every stage-3 unit between
/// its forward and backward uses (`true`), none (`false`, FSDP's
/// SHARD_GRAD_OP), or all but the root units and those of at most
/// `reshard-threshold` gathered bytes (`auto`, as FSDP2 keeps its root), or
/// every layer but the last in forward order (`all-but-last`, as torchtitan
/// wraps its blocks), which zero-shard writes in the IR as
/// `zero.reshard_after_forward` on the weight arguments.
enum class ShardReshardOption { True, False, Threshold, AllButLast, Auto };

/// `zero-shard`'s `cast-on-gather`: off (`false`), on (`true`, stage 3
/// gathers the cast of the master's shard), or left to the search (`auto`).
enum class ShardCastOption { False, True, Auto };

/// `zero-report`'s `stage`: one stage, or all four.
enum class ReportStageOption { Stage0, Stage1, Stage2, Stage3, All };

/// `zero-report`'s `unit`: a fixed unit for the table, or the one that suits
/// its largest figure.
enum class ReportUnitOption { Auto, B, kB, MB, GB };

/// `zero-shard`'s and `zero-report`'s `runtime`: what runs the program,
/// which decides what `device_required` adds to the bytes allocated
/// (DeviceMemory.h): a GPU under PyTorch (`cuda`) or zero-run on CPUs.
enum class DeviceRuntimeOption { Cuda, Cpu };

/// The ZeRO stage 0–3 an option value names, or -1 for `auto`, `all` and
/// `Unset`.
inline int getStageNumber(ShardStageOption stage) {
  return stage >= ShardStageOption::Stage0 && stage <= ShardStageOption::Stage3
             ? static_cast<int>(stage) -
                   static_cast<int>(ShardStageOption::Stage0)
             : -1;
}
inline int getStageNumber(ReportStageOption stage) {
  return stage == ReportStageOption::All ? -1 : static_cast<int>(stage);
}

/// "none", "layer", "selective", "op": the word a policy is given as.
StringRef getRematPolicyName(RematPolicyOption policy);

/// Option values print as the word they were given as (pass pipelines
/// print their options).
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ShardStageOption stage);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ReportStageOption stage);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ReportUnitOption unit);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, RematPolicyOption policy);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ShardRematOption remat);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                              ShardOffloadOption offload);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                              ShardReshardOption reshard);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                              DeviceRuntimeOption runtime);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ShardCastOption cast);

} // namespace mlir::zero

ZERO_CLOSED_SET_OPTION(mlir::zero::ShardStageOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::ReportStageOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::ReportUnitOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::RematPolicyOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::ShardRematOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::ShardOffloadOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::ShardReshardOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::DeviceRuntimeOption)
ZERO_CLOSED_SET_OPTION(mlir::zero::ShardCastOption)

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSOPTIONS_H
