//===- CompiledStep.cpp - a lowered step, JIT-compiled and callable -------===//

#include "CompiledStep.h"

#include "zero/Conversion/Passes.h"
#include "zero_rt/zero_rt.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;

namespace zero_run {

namespace {

/// A memref descriptor as `StridedMemRefType<T, rank>` lays it out: two
/// pointers, the offset, then `rank` sizes and `rank` strides, all 8 bytes.
class Descriptor {
public:
  Descriptor(void *buffer, ArrayRef<int64_t> shape)
      : words(3 + 2 * shape.size(), 0) {
    std::memcpy(&words[0], &buffer, sizeof(void *));
    std::memcpy(&words[1], &buffer, sizeof(void *));
    int64_t stride = 1;
    for (int64_t dim = shape.size() - 1; dim >= 0; --dim) {
      words[3 + dim] = shape[dim];
      words[3 + shape.size() + dim] = stride;
      stride *= shape[dim];
    }
  }
  explicit Descriptor(unsigned rank) : words(3 + 2 * rank, 0) {}

  void *get() { return words.data(); }
  void *getAllocated() const { return getPointer(0); }
  /// The element of a 0-d f32 memref (the loss).
  float getScalarF32() const {
    return static_cast<float *>(getPointer(1))[words[2]];
  }

private:
  void *getPointer(unsigned word) const {
    void *pointer;
    std::memcpy(&pointer, &words[word], sizeof(void *));
    return pointer;
  }
  std::vector<int64_t> words;
};

std::string getCInterfaceName(StringRef function) {
  return ("_mlir_ciface_" + function).str();
}

} // namespace

FailureOr<CompiledStep> CompiledStep::compile(ModuleOp module,
                                              const StepSignature &signature,
                                              unsigned optLevel,
                                              std::string &error) {
  // A module that still has func.func is on tensors: lower it.
  if (!module.getOps<func::FuncOp>().empty()) {
    PassManager pm(module.getContext());
    zero::buildZeroLowerToLLVMPipeline(pm);
    if (failed(pm.run(module))) {
      error = "zero-run: lowering the step with zero-lower-to-llvm failed "
              "(see the diagnostics above)";
      return failure();
    }
  }

  // The C interface: the loss descriptor, then one per argument.
  std::string entry = getCInterfaceName(signature.functionName);
  auto function = module.lookupSymbol<LLVM::LLVMFuncOp>(entry);
  size_t expected = 1 + signature.arguments.size();
  if (!function || function.getNumArguments() != expected) {
    llvm::raw_string_ostream os(error);
    os << "zero-run: the lowered module has no function @" << entry
       << " taking " << expected
       << " descriptors (the loss and one per argument); lower the sharded "
          "step with zero-opt --zero-lower-to-llvm";
    return failure();
  }

  ExecutionEngineOptions options;
  auto transformer = makeOptimizingTransformer(optLevel, /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  options.transformer = transformer;
  options.jitCodeGenOptLevel = static_cast<llvm::CodeGenOptLevel>(optLevel);
  // memrefCopy, for strided copies the memref lowering cannot inline.
  SmallVector<StringRef, 1> libraries = {ZERO_RUN_C_RUNNER_UTILS};
  options.sharedLibPaths = libraries;
  auto engine = ExecutionEngine::create(module, options);
  if (!engine) {
    error = "zero-run: JIT compilation failed: " +
            llvm::toString(engine.takeError());
    return failure();
  }
  // Compile now rather than inside the first step, so that ranks reach the
  // first collective together.
  if (auto packed = (*engine)->lookupPacked(entry); !packed) {
    error = "zero-run: JIT compilation failed: " +
            llvm::toString(packed.takeError());
    return failure();
  }
  return CompiledStep(std::move(*engine), signature);
}

FailureOr<float> CompiledStep::call(ArrayRef<void *> buffers,
                                    std::string &error) {
  Descriptor loss(/*rank=*/0);
  std::vector<Descriptor> arguments;
  arguments.reserve(buffers.size());
  for (auto [buffer, argument] : llvm::zip(buffers, signature->arguments))
    arguments.emplace_back(buffer, argument.storageType.getShape());

  // The packed wrapper reads each argument through a pointer to it; each
  // argument of the C interface is itself a pointer to a descriptor.
  std::vector<void *> descriptors = {loss.get()};
  for (Descriptor &descriptor : arguments)
    descriptors.push_back(descriptor.get());
  std::vector<void *> packed;
  for (void *&descriptor : descriptors)
    packed.push_back(&descriptor);
  if (llvm::Error failure = engine->invokePacked(
          getCInterfaceName(signature->functionName), packed)) {
    error = "zero-run: calling the step failed: " +
            llvm::toString(std::move(failure));
    return mlir::failure();
  }
  float value = loss.getScalarF32();
  zero_rt_free(loss.getAllocated());
  return value;
}

} // namespace zero_run
