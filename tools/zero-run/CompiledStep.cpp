//===- CompiledStep.cpp - a lowered step, JIT-compiled and callable -------===//

#include "CompiledStep.h"

#include "zero/Conversion/Passes.h"
#include "zero_rt/zero_rt.h"

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

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

/// The rank of the memref descriptor that the C interface `function` reads
/// through its argument `index`, from the type of the `llvm.load` of it:
/// `!llvm.struct<(ptr, ptr, i64, array<R x i64>, array<R x i64>)>`, or
/// `(ptr, ptr, i64)` for rank 0. Nullopt when the code reads it otherwise.
std::optional<int64_t> getDescriptorRank(LLVM::LLVMFuncOp function,
                                         unsigned index) {
  if (function.getBody().empty())
    return std::nullopt;
  for (Operation *user : function.getArgument(index).getUsers()) {
    auto load = dyn_cast<LLVM::LoadOp>(user);
    auto descriptor =
        load ? dyn_cast<LLVM::LLVMStructType>(load.getType()) : nullptr;
    if (!descriptor)
      continue;
    ArrayRef<Type> fields = descriptor.getBody();
    if (fields.size() == 3)
      return 0;
    if (fields.size() == 5)
      if (auto sizes = dyn_cast<LLVM::LLVMArrayType>(fields[3]))
        return sizes.getNumElements();
  }
  return std::nullopt;
}

/// Checks that the C interface of lowered code takes `signature`'s
/// arguments: one descriptor for the loss and one per argument, each of the
/// rank of the buffer zero-run passes. Descriptors of the wrong rank make
/// the code read sizes and strides that are not there, and buffers of
/// another stage's shapes: a heap overrun, not an error message. Code that
/// zero-to-runtime lowered records the step's tensor types
/// (`zero_rt.lowered_from`), which are compared exactly; for code without
/// them, only the descriptors' ranks can be.
LogicalResult checkLoweredArguments(LLVM::LLVMFuncOp function,
                                    const StepSignature &signature,
                                    std::string &error) {
  llvm::raw_string_ostream os(error);
  size_t expected = 1 + signature.arguments.size();
  if (function.getNumArguments() != expected) {
    os << "zero-run: the lowered @" << function.getName() << " takes "
       << function.getNumArguments() << " descriptors, but @"
       << signature.functionName << " needs " << expected
       << " (the loss and one per argument): the lowered code is not of "
          "this step; lower this very step with zero-opt "
          "--zero-lower-to-llvm";
    return failure();
  }
  // The step the code was lowered from, which zero-to-runtime records: it
  // tells element types and sizes apart too.
  auto loweredFrom =
      function->getAttrOfType<TypeAttr>(mlir::zero::abi::kLoweredFromAttrName);
  auto loweredType =
      loweredFrom ? dyn_cast<FunctionType>(loweredFrom.getValue()) : nullptr;
  std::vector<std::string> differences;
  for (const StepArgument &argument : signature.arguments) {
    std::string text;
    llvm::raw_string_ostream line(text);
    if (loweredType && argument.position < loweredType.getNumInputs()) {
      Type lowered = loweredType.getInput(argument.position);
      if (lowered != argument.storageType) {
        line << "argument #" << argument.position << " (" << argument.getName()
             << ") is a " << argument.storageType
             << " here, the lowered code was lowered for a " << lowered;
        differences.push_back(text);
      }
      continue;
    }
    std::optional<int64_t> rank =
        getDescriptorRank(function, 1 + argument.position);
    if (!rank || *rank == argument.storageType.getRank())
      continue;
    line << "argument #" << argument.position << " (" << argument.getName()
         << ") is a " << argument.storageType
         << " here, the lowered code takes a rank-" << *rank << " memref";
    differences.push_back(text);
  }
  if (differences.empty())
    return success();
  os << "zero-run: the lowered code does not take the arguments of @"
     << signature.functionName << " (stage " << signature.stage << ", "
     << signature.worldSize << " ranks): ";
  constexpr size_t kMaxShown = 3;
  for (size_t i = 0; i < differences.size() && i < kMaxShown; ++i)
    os << (i ? "; " : "") << differences[i];
  if (differences.size() > kMaxShown)
    os << "; and " << differences.size() - kMaxShown << " more";
  os << "; --lowered must be zero-opt --zero-lower-to-llvm of this very step "
        "(same stage and N)";
  return failure();
}

} // namespace

HostOptimizer::HostOptimizer(unsigned optLevel) : optLevel(optLevel) {
  if (auto builder = llvm::orc::JITTargetMachineBuilder::detectHost()) {
    builder->setCodeGenOptLevel(static_cast<llvm::CodeGenOptLevel>(optLevel));
    if (auto machine = builder->createTargetMachine())
      host = std::move(*machine);
    else
      llvm::consumeError(machine.takeError());
  } else {
    llvm::consumeError(builder.takeError());
  }
  transformer =
      makeOptimizingTransformer(optLevel, /*sizeLevel=*/0, host.get());
}

HostOptimizer::~HostOptimizer() = default;

void HostOptimizer::configure(ExecutionEngineOptions &options) const {
  options.transformer = transformer;
  options.jitCodeGenOptLevel = static_cast<llvm::CodeGenOptLevel>(optLevel);
}

FailureOr<CompiledStep>
CompiledStep::compile(ModuleOp module, const StepSignature &signature,
                      unsigned optLevel, bool profileOps, std::string &error) {
  // A module that still has func.func is on tensors: lower it.
  if (!module.getOps<func::FuncOp>().empty()) {
    PassManager pm(module.getContext());
    zero::ZeroLowerToLLVMOptions lowering;
    lowering.profileOps = profileOps;
    zero::buildZeroLowerToLLVMPipeline(pm, lowering);
    if (failed(pm.run(module))) {
      error = "zero-run: lowering the step with zero-lower-to-llvm failed "
              "(see the diagnostics above)";
      return failure();
    }
  }

  // The C interface: the loss descriptor, then one per argument.
  std::string entry = getCInterfaceName(signature.functionName);
  auto function = module.lookupSymbol<LLVM::LLVMFuncOp>(entry);
  if (!function) {
    error = "zero-run: the lowered module has no function @" + entry +
            "; lower the sharded step with zero-opt --zero-lower-to-llvm";
    return failure();
  }
  if (failed(checkLoweredArguments(function, signature, error)))
    return failure();

  ExecutionEngineOptions options;
  HostOptimizer optimizer(optLevel);
  optimizer.configure(options);
  // memrefCopy, for strided copies the memref lowering cannot inline.
  SmallVector<StringRef, 1> libraries = {ZERO_RUN_C_RUNNER_UTILS};
  options.sharedLibPaths = libraries;
  // ZERO_RUN_PERF=1 names the compiled functions for `perf report` (LLVM's
  // perf listener writes /tmp/perf-<pid>.map); off by default, since it
  // writes a file per rank.
  if (const char *perf = std::getenv("ZERO_RUN_PERF"))
    options.enablePerfNotificationListener = StringRef(perf) == "1";
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
  llvm::Error failure =
      engine->invokePacked(getCInterfaceName(signature->functionName), packed);
  // A hybrid step leaves the runtime on the axes of its last collective;
  // zero-run's own collectives run on the world.
  zero_rt_set_axes(0);
  if (failure) {
    error = "zero-run: calling the step failed: " +
            llvm::toString(std::move(failure));
    return mlir::failure();
  }
  float value = loss.getScalarF32();
  zero_rt_free(loss.getAllocated());
  return value;
}

} // namespace zero_run
