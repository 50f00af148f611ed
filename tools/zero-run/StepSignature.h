//===- StepSignature.h - what zero-run passes to a sharded step -*- C++ -*-===//
//
// zero-run calls the step that `zero-lower-to-llvm` compiled. Everything it
// must know to build the arguments - which are model states and how this
// rank's shard of each is laid out, which are data, which is the step
// counter, what comes back - is read from the sharded step on tensors,
// before lowering: the calling convention (RuntimeABI's
// StepCallingConvention.h, which the lowering's donation also follows) says
// which argument is what; this adds what zero-run needs to fill them (names,
// master copies, the bounds of index data).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_STEPSIGNATURE_H
#define ZERO_RUN_STEPSIGNATURE_H

#include "IndexBounds.h"

#include "zero/Conversion/RuntimeABI/StepCallingConvention.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/IR/BuiltinOps.h"

#include <optional>

#include <string>
#include <vector>

namespace zero_run {

/// State, Data or StepCounter: the step's calling convention (RuntimeABI's
/// StepCallingConvention.h) decides which.
using ArgumentKind = mlir::zero::abi::StepArgumentKind;

struct StepArgument {
  ArgumentKind kind;
  /// The function argument's position.
  unsigned position = 0;
  /// The type the step takes: this rank's flat shard, or the whole tensor.
  mlir::RankedTensorType storageType;
  /// The logical tensor: the full state, or one rank's micro-batch.
  mlir::RankedTensorType fullType;

  // States only.
  std::string param;
  mlir::zero::StateRole role = mlir::zero::StateRole::Weight;
  /// Position among the parameter's states of this role (optimizer states:
  /// master, exp_avg, exp_avg_sq in mixed precision).
  unsigned roleIndex = 0;
  /// The f32 master copy of a lower-precision weight: it starts equal to
  /// the weight, as in mixed-precision training.
  bool isMasterCopy = false;
  /// Whether the step takes this rank's shard of the state: what the IR
  /// records (`zero.shard_of` on the argument), never a comparison of
  /// types, which cannot tell a 1-element state from its shard.
  bool sharded = false;
  bool isShard() const { return sharded; }
  /// The memory tier the state lives in (`zero.tier` on the argument, from
  /// zero-shard's offload): zero-run allocates host-tier states from the
  /// runtime's host pool.
  mlir::zero::MemoryTier tier = mlir::zero::MemoryTier::Device;
  /// A master copy whose cast is the parameter's weight, which the step
  /// does not hold (zero-shard's cast-on-gather): the index of that weight
  /// in `StepSignature::castWeights`; -1 otherwise.
  int castWeight = -1;

  // Data only: the position among the data arguments.
  unsigned dataIndex = 0;
  /// Integer data only: the bound the step's indexing puts on its values
  /// (IndexBounds.h); none when the step uses no value of it as an index.
  std::optional<IndexBound> indexBound;

  /// "model.norm.weight/optimizer.1", "data.0": names the tensor in JSON
  /// and seeds its initial values.
  std::string getName() const;
};

struct StepSignature {
  std::string functionName;
  int stage = 0;
  /// N: the size of the group the step was sharded for.
  int64_t worldSize = 1;
  /// The plan's `shard.grid`: its name and shape (checkpoints record them).
  std::string gridName;
  std::vector<int64_t> gridShape;
  /// G: the ranks a state is sharded over (the plan's shard_group; N
  /// without shard groups). Rank r holds shard r mod G: the grid is R x G,
  /// rank = replica * G + s.
  int64_t shardGroup = 1;
  /// Whether the step runs on a grid of several axes (hybrid sharding):
  /// zero-run then sets the grid in the runtime before the first step.
  bool isHybrid() const { return gridShape.size() > 1; }
  /// The runtime's axes of the shard group (zero_rt_axes): the grid's last
  /// axis on an R x G grid, the mesh's shard axes on a mesh of ZeRO's axes
  /// (dp-axis naming them all), and 0, the world, without shard groups.
  uint32_t shardAxes = 0;
  uint32_t getShardAxes() const { return shardAxes; }
  std::vector<StepArgument> arguments;
  /// The weights the step derives from their master copies by a cast
  /// (`zero.weight_cast`): no argument holds them; zero-run rebuilds each
  /// from its master for the final states, which list it just before the
  /// master, where the weight's own argument was (the importer's order), so
  /// that the states and their checksum are those of the same step without
  /// cast-on-gather. `position` is the master's.
  std::vector<StepArgument> castWeights;
  /// The type of the loss, the one result the lowered step returns (every
  /// state result is written into its argument instead).
  mlir::RankedTensorType lossType;
  /// The model states one rank holds at this stage, by role (weights,
  /// gradients, optimizer states, shards where the stage shards them): the
  /// definition of the static report (MemoryModel.h), computed by it.
  mlir::zero::RoleBytes modelStates;

  unsigned getNumStates() const;
};

/// Reads the signature of the sharded training step of `module` (a step
/// `zero-shard` produced, on tensors). Reports a located diagnostic and
/// fails when the module has no sharded step or zero-run cannot drive it.
mlir::FailureOr<StepSignature> readStepSignature(mlir::ModuleOp module);

/// The number of bytes of one element of `type`.
size_t getElementBytes(mlir::Type type);

/// The bytes of a buffer of `type`, or nullopt when they do not fit in
/// size_t (a shape no allocation could hold).
std::optional<size_t> getBufferBytes(mlir::RankedTensorType type);

/// The bytes of `argument`'s buffer on this rank. zero-run refuses a step
/// with an argument whose bytes do not fit in size_t before it allocates.
size_t getStorageBytes(const StepArgument &argument);

/// `type` as MLIR prints it, for messages and JSON.
std::string formatType(mlir::Type type);

} // namespace zero_run

#endif // ZERO_RUN_STEPSIGNATURE_H
