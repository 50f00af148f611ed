//===- CompiledStep.h - a lowered step, compiled and callable --*- C++ -*-===//
//
// The step after `zero-lower-to-llvm`, compiled by the ExecutionEngine. Its
// C interface takes one memref descriptor per argument and writes the loss
// descriptor; the state arguments are updated in place.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_COMPILEDSTEP_H
#define ZERO_RUN_COMPILEDSTEP_H

#include "StepSignature.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"

#include <functional>
#include <memory>

namespace llvm {
class TargetMachine;
} // namespace llvm

namespace zero_run {

/// How zero-run's JIT optimizes: LLVM's pipeline at an -O level, told the
/// CPU it runs on. Without a target machine LLVM's cost model has no
/// vector registers and the loop vectorizer leaves every loop scalar (the
/// tiny Llama's step ran 2-3x slower). Keep it alive while the engine is
/// created: the options refer to it.
class HostOptimizer {
public:
  explicit HostOptimizer(unsigned optLevel);
  ~HostOptimizer();

  /// Sets `options`' transformer and code generation level.
  void configure(mlir::ExecutionEngineOptions &options) const;

private:
  unsigned optLevel;
  std::unique_ptr<llvm::TargetMachine> host;
  std::function<llvm::Error(llvm::Module *)> transformer;
};

class CompiledStep {
public:
  /// Lowers `module` with `zero-lower-to-llvm` (with `profile-ops` when
  /// `profileOps`) unless it is already in the LLVM dialect, then
  /// JIT-compiles it at `optLevel` (0-3). Reports a
  /// diagnostic (or sets `error`) and fails on any problem, including a
  /// lowered function whose C interface does not take `signature`'s
  /// arguments.
  static mlir::FailureOr<CompiledStep>
  compile(mlir::ModuleOp module, const StepSignature &signature,
          unsigned optLevel, bool profileOps, std::string &error);

  /// Runs one step on `buffers` (one contiguous buffer per argument, in
  /// order, of the argument's storage type) and returns the loss. The loss
  /// buffer the step allocated is freed through the runtime.
  mlir::FailureOr<float> call(llvm::ArrayRef<void *> buffers,
                              std::string &error);

private:
  CompiledStep(std::unique_ptr<mlir::ExecutionEngine> engine,
               const StepSignature &signature)
      : engine(std::move(engine)), signature(&signature) {}

  std::shared_ptr<mlir::ExecutionEngine> engine;
  const StepSignature *signature;
};

} // namespace zero_run

#endif // ZERO_RUN_COMPILEDSTEP_H
