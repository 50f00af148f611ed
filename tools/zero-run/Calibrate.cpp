//===- Calibrate.cpp - measure this machine for the step-time model -------===//

#include "Calibrate.h"

#include "CompiledStep.h"

#include "Training.h"

#include "zero/Conversion/Passes.h"
#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Report/OutputFiles.h"
#include "zero/Support/InputFile.h"
#include "zero_rt/zero_rt.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <vector>

using namespace mlir;

namespace zero_run {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// The median of `samples` (which it sorts).
double median(std::vector<double> &samples) {
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

constexpr int kSamples = 5;

//===----------------------------------------------------------------------===//
// Compute kernels
//===----------------------------------------------------------------------===//

/// A kernel: `@kernel() -> f32` runs its op `repetitions` times on tensors
/// it fills itself and returns one element, so nothing is optimized away.
struct Kernel {
  std::string source;
  /// FLOPs and bytes of one call, by the definitions of StepCost.h.
  double flops = 0;
  double bytes = 0;
};

/// `text` with each `$NAME` of `values` replaced, longer names first so that
/// `$T` does not eat `$TO_F32`. (llvm::formatv would read the braces of
/// MLIR's regions and attributes as its own.)
std::string substitute(std::string text,
                       ArrayRef<std::pair<StringRef, std::string>> values) {
  SmallVector<std::pair<StringRef, std::string>> sorted(values);
  llvm::sort(sorted, [](const auto &a, const auto &b) {
    return a.first.size() > b.first.size();
  });
  for (const auto &[name, value] : sorted) {
    std::string key = ("$" + name).str();
    for (size_t at = text.find(key); at != std::string::npos;
         at = text.find(key, at + value.size()))
      text.replace(at, key.size(), value);
  }
  return text;
}

/// The accumulator of a matmul on `dtype`: f32 for the 16-bit types, as the
/// imported steps accumulate them.
StringRef getAccumulatorType(StringRef dtype) {
  return dtype == "f64" ? "f64" : "f32";
}

/// `value` of type `from` as f32 for the kernel's result.
std::string toF32(StringRef value, StringRef from) {
  if (from == "f32")
    return ("%r32 = arith.addf " + value + ", " + value + " : f32").str();
  StringRef cast = from == "f64" ? "truncf" : "extf";
  return ("%r32 = arith." + cast + " " + value + " : " + from + " to f32")
      .str();
}

/// The operand layouts of the matmuls of a training step, as indexing maps
/// of the loops (i, j, k) for A, B and C of C[i, j] += A . B: each linear
/// layer runs one of each, with equal FLOPs. The forward reads x . W^T (k
/// innermost in both operands), the gradient of the input dY . W (k strided
/// in B) and the gradient of the weight dY^T . X (k outermost in both).
/// Naive loops run them at different rates, so the calibrated rate is that
/// of the mix.
struct MatmulLayout {
  StringLiteral name, a, b;
  /// Whether A is k x m (else m x k) and B is k x n (else n x k).
  bool aIsKByM, bIsKByN;
};
constexpr MatmulLayout kStepMatmulLayouts[] = {
    {"x.W^T", "(i, j, k) -> (i, k)", "(i, j, k) -> (j, k)", false, false},
    {"dY.W", "(i, j, k) -> (i, k)", "(i, j, k) -> (k, j)", false, true},
    {"dY^T.X", "(i, j, k) -> (k, i)", "(i, j, k) -> (k, j)", true, true},
};

/// The shapes the matmul rate is measured at: a linear layer of
/// `kLayerRows` rows (tokens) through a `kLayerWidth` x `kLayerWidth`
/// weight. The weight (1.2 MB in bf16) does not fit in a core's L2 cache,
/// as a model's weights do not: on the development machine such matmuls ran
/// at down to a fifth of the rate of 128 x 128 x 128 ones, whose operands
/// stay in cache (bench/step_time.md).
constexpr int64_t kLayerRows = 64, kLayerWidth = 768;

/// C[m x n] += A . B with the operand layout `layout`, `repetitions` times.
Kernel makeMatmulKernel(StringRef dtype, const MatmulLayout &layout, int64_t m,
                        int64_t n, int64_t k, int64_t repetitions) {
  StringRef acc = getAccumulatorType(dtype);
  auto shape = [](int64_t rows, int64_t columns) {
    return std::to_string(rows) + "x" + std::to_string(columns);
  };
  Kernel kernel;
  kernel.source =
      substitute(R"mlir(
#a = affine_map<$MAP_A>
#b = affine_map<$MAP_B>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @kernel() -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant $REPS : index
  %one = arith.constant 1.0 : $T
  %zero = arith.constant 0.0 : $ACC
  %ea = tensor.empty() : tensor<$SAx$T>
  %a = linalg.fill ins(%one : $T) outs(%ea : tensor<$SAx$T>) -> tensor<$SAx$T>
  %eb = tensor.empty() : tensor<$SBx$T>
  %b = linalg.fill ins(%one : $T) outs(%eb : tensor<$SBx$T>) -> tensor<$SBx$T>
  %ec = tensor.empty() : tensor<$SCx$ACC>
  %c = linalg.fill ins(%zero : $ACC) outs(%ec : tensor<$SCx$ACC>) -> tensor<$SCx$ACC>
  %r = scf.for %i = %c0 to %reps step %c1 iter_args(%acc = %c) -> (tensor<$SCx$ACC>) {
    %m = linalg.contract indexing_maps = [#a, #b, #c]
        ins(%a, %b : tensor<$SAx$T>, tensor<$SBx$T>)
        outs(%acc : tensor<$SCx$ACC>) -> tensor<$SCx$ACC>
    scf.yield %m : tensor<$SCx$ACC>
  }
  %e = tensor.extract %r[%c0, %c0] : tensor<$SCx$ACC>
  $TO_F32
  return %r32 : f32
}
)mlir",
                 {{"T", dtype.str()},
                  {"ACC", acc.str()},
                  {"MAP_A", layout.a.str()},
                  {"MAP_B", layout.b.str()},
                  {"REPS", std::to_string(repetitions)},
                  {"SA", layout.aIsKByM ? shape(k, m) : shape(m, k)},
                  {"SB", layout.bIsKByN ? shape(k, n) : shape(n, k)},
                  {"SC", shape(m, n)},
                  {"TO_F32", toF32("%e", acc)}});
  kernel.flops = 2.0 * m * n * k * repetitions;
  return kernel;
}

/// The shape fused attention is timed at: one sequence of kAttentionSeq
/// tokens, kAttentionKVHeads key-value heads of kAttentionGroup query heads
/// each, heads of kAttentionHeadDim, causal, bf16: a small model's layer
/// (bench/configs/llama-21m.json has 256 tokens and heads of 64).
constexpr int64_t kAttentionSeq = 256, kAttentionKVHeads = 2,
                  kAttentionGroup = 2, kAttentionHeadDim = 64;
/// The second head dimension it is timed at: the two timings separate the
/// work per pair (the softmax) from the work per FLOP (the products).
/// The tiny Llama's heads are of 16.
constexpr int64_t kAttentionSmallHeadDim = 16;

/// `zero.attention` (forward) or `zero.attention_grad` (backward) at the
/// shape above, as zero-run lowers it (zero-lower-attention): its rate is
/// that of the CPU lowering, which computes every query-key pair and the
/// softmax's exponentials, against the FLOPs StepCost counts for the op
/// (FlashAttention's, over the visible pairs). Its FLOPs are filled in by
/// the caller, from StepCost on the parsed op.
Kernel makeAttentionKernel(bool backward, int64_t headDim) {
  auto shape = [](std::initializer_list<int64_t> dims) {
    std::string text;
    for (int64_t dim : dims)
      text += std::to_string(dim) + "x";
    return text + "bf16";
  };
  std::string q =
      shape({1, kAttentionSeq, kAttentionKVHeads, kAttentionGroup, headDim});
  std::string kv = shape({1, kAttentionSeq, kAttentionKVHeads, headDim});
  std::string lse = "1x" + std::to_string(kAttentionKVHeads) + "x" +
                    std::to_string(kAttentionGroup) + "x" +
                    std::to_string(kAttentionSeq) + "xf32";
  Kernel kernel;
  kernel.source = substitute(R"mlir(
func.func @kernel() -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %x = arith.constant 0.5 : bf16
  %zero = arith.constant 0.0 : f32
  %eq = tensor.empty() : tensor<$Q>
  %q = linalg.fill ins(%x : bf16) outs(%eq : tensor<$Q>) -> tensor<$Q>
  %ekv = tensor.empty() : tensor<$KV>
  %kv = linalg.fill ins(%x : bf16) outs(%ekv : tensor<$KV>) -> tensor<$KV>
  $BODY
}
)mlir",
                             {{"Q", q},
                              {"KV", kv},
                              {"BODY", backward ? R"mlir(
  %el = tensor.empty() : tensor<$LSE>
  %lse = linalg.fill ins(%zero : f32) outs(%el : tensor<$LSE>) -> tensor<$LSE>
  %dq, %dk, %dv = zero.attention_grad %q, %kv, %kv, %q, %lse, %q {causal, scale = 1.250000e-01 : f64} : tensor<$Q>, tensor<$KV>, tensor<$KV>, tensor<$Q>, tensor<$LSE>, tensor<$Q> -> tensor<$Q>, tensor<$KV>, tensor<$KV>
  %e = tensor.extract %dk[%c0, %c0, %c0, %c0] : tensor<$KV>
  %r32 = arith.extf %e : bf16 to f32
  return %r32 : f32)mlir"
                                                : R"mlir(
  %o, %lse = zero.attention %q, %kv, %kv {causal, scale = 1.250000e-01 : f64} : tensor<$Q>, tensor<$KV>, tensor<$KV> -> tensor<$Q>, tensor<$LSE>
  %e = tensor.extract %lse[%c0, %c0, %c0, %c0] : tensor<$LSE>
  return %e : f32)mlir"}});
  kernel.source =
      substitute(kernel.source, {{"Q", q}, {"KV", kv}, {"LSE", lse}});
  return kernel;
}

/// The cost StepCost counts for the attention op of `kernel` (the FLOPs
/// and pairs the step's estimate prices).
FailureOr<zero::OpCost> getAttentionCost(MLIRContext &context,
                                         const Kernel &kernel,
                                         std::string &error) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kernel.source, &context);
  zero::OpCost cost;
  if (module)
    module->walk([&](Operation *op) {
      if (isa<zero::AttentionOp, zero::AttentionGradOp>(op))
        cost = zero::getOpCost(op);
    });
  if (cost.flops == 0 || cost.attentionPairs == 0) {
    error = "zero-run: --calibrate: the attention kernel did not parse or "
            "has no FLOPs (a bug):\n" +
            kernel.source;
    return failure();
  }
  return cost;
}

/// An elementwise chain of four multiply-adds (8 FLOPs per element) on a
/// tensor small enough to stay in cache: the vector units' rate.
Kernel makeVectorKernel(StringRef dtype, int64_t elements,
                        int64_t repetitions) {
  Kernel kernel;
  kernel.source = substitute(R"mlir(
#id = affine_map<(i) -> (i)>
func.func @kernel() -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant $REPS : index
  %half = arith.constant 0.5 : $T
  %e = tensor.empty() : tensor<$Nx$T>
  %x = linalg.fill ins(%half : $T) outs(%e : tensor<$Nx$T>) -> tensor<$Nx$T>
  %r = scf.for %i = %c0 to %reps step %c1 iter_args(%v = %x) -> (tensor<$Nx$T>) {
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%v : tensor<$Nx$T>) outs(%v : tensor<$Nx$T>) {
    ^bb0(%in: $T, %out: $T):
      %a = arith.mulf %in, %half : $T
      %b = arith.addf %a, %half : $T
      %c = arith.mulf %b, %half : $T
      %d = arith.addf %c, %half : $T
      %f = arith.mulf %d, %half : $T
      %g = arith.addf %f, %half : $T
      %h = arith.mulf %g, %half : $T
      %k = arith.addf %h, %half : $T
      linalg.yield %k : $T
    } -> tensor<$Nx$T>
    scf.yield %n : tensor<$Nx$T>
  }
  %v0 = tensor.extract %r[%c0] : tensor<$Nx$T>
  $TO_F32
  return %r32 : f32
}
)mlir",
                             {{"T", dtype.str()},
                              {"REPS", std::to_string(repetitions)},
                              {"N", std::to_string(elements)},
                              {"TO_F32", toF32("%v0", dtype)}});
  kernel.flops = 8.0 * elements * repetitions;
  return kernel;
}

/// A chain of transcendental functions, an exponential then a hyperbolic
/// tangent per element (the softmax's and SiLU's exp, the MLP's tanh), on
/// an f32 tensor small enough to stay in cache: 2 transcendentals and one
/// negation per element. The values stay in (0, 1).
Kernel makeTranscendentalKernel(int64_t elements, int64_t repetitions) {
  Kernel kernel;
  kernel.source = substitute(
      R"mlir(
#id = affine_map<(i) -> (i)>
func.func @kernel() -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant $REPS : index
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<$Nxf32>
  %x = linalg.fill ins(%half : f32) outs(%e : tensor<$Nxf32>) -> tensor<$Nxf32>
  %r = scf.for %i = %c0 to %reps step %c1 iter_args(%v = %x) -> (tensor<$Nxf32>) {
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%v : tensor<$Nxf32>) outs(%v : tensor<$Nxf32>) {
    ^bb0(%in: f32, %out: f32):
      %a = arith.negf %in : f32
      %b = math.exp %a : f32
      %c = math.tanh %b : f32
      linalg.yield %c : f32
    } -> tensor<$Nxf32>
    scf.yield %n : tensor<$Nxf32>
  }
  %r32 = tensor.extract %r[%c0] : tensor<$Nxf32>
  return %r32 : f32
}
)mlir",
      {{"REPS", std::to_string(repetitions)}, {"N", std::to_string(elements)}});
  kernel.flops = 3.0 * elements * repetitions;
  return kernel;
}

/// The AdamW update as the imported steps write it: a bf16 gradient read,
/// the f32 master weight and both moments updated in place, the bf16
/// weight written fresh, in one `linalg.generic` (14 FLOPs, one of them a
/// square root and one a division, and 28 bytes per element by StepCost's
/// definitions: the bf16 weight's init is not read).
Kernel makeUpdateKernel(int64_t elements, int64_t repetitions) {
  Kernel kernel;
  kernel.source = substitute(
      R"mlir(
#id = affine_map<(i) -> (i)>
func.func @kernel() -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant $REPS : index
  %grad0 = arith.constant 1.0e-3 : bf16
  %half = arith.constant 0.5 : f32
  %zero16 = arith.constant 0.0 : bf16
  %beta1 = arith.constant 0.9 : f32
  %beta1c = arith.constant 0.1 : f32
  %beta2 = arith.constant 0.999 : f32
  %beta2c = arith.constant 0.001 : f32
  %decay = arith.constant 0.99999 : f32
  %lr = arith.constant 1.0e-3 : f32
  %correction = arith.constant 1.0 : f32
  %eps = arith.constant 1.0e-8 : f32
  %eg = tensor.empty() : tensor<$Nxbf16>
  %g = linalg.fill ins(%grad0 : bf16) outs(%eg : tensor<$Nxbf16>) -> tensor<$Nxbf16>
  %ew = tensor.empty() : tensor<$Nxbf16>
  %w = linalg.fill ins(%zero16 : bf16) outs(%ew : tensor<$Nxbf16>) -> tensor<$Nxbf16>
  %ep = tensor.empty() : tensor<$Nxf32>
  %p = linalg.fill ins(%half : f32) outs(%ep : tensor<$Nxf32>) -> tensor<$Nxf32>
  %em = tensor.empty() : tensor<$Nxf32>
  %m = linalg.fill ins(%half : f32) outs(%em : tensor<$Nxf32>) -> tensor<$Nxf32>
  %ev = tensor.empty() : tensor<$Nxf32>
  %v = linalg.fill ins(%half : f32) outs(%ev : tensor<$Nxf32>) -> tensor<$Nxf32>
  %r:4 = scf.for %i = %c0 to %reps step %c1
      iter_args(%wi = %w, %pi = %p, %mi = %m, %vi = %v)
      -> (tensor<$Nxbf16>, tensor<$Nxf32>, tensor<$Nxf32>, tensor<$Nxf32>) {
    %n:4 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel"]}
        ins(%g : tensor<$Nxbf16>) outs(%wi, %pi, %mi, %vi : tensor<$Nxbf16>, tensor<$Nxf32>, tensor<$Nxf32>, tensor<$Nxf32>) {
    ^bb0(%in: bf16, %out: bf16, %po: f32, %mo: f32, %vo: f32):
      %gf = arith.extf %in : bf16 to f32
      %a = arith.mulf %beta1c, %gf : f32
      %b = arith.mulf %beta1, %mo : f32
      %m2 = arith.addf %b, %a : f32
      %sq = arith.mulf %gf, %gf : f32
      %c = arith.mulf %beta2c, %sq : f32
      %d = arith.mulf %beta2, %vo : f32
      %v2 = arith.addf %d, %c : f32
      %pd = arith.mulf %po, %decay : f32
      %s = math.sqrt %v2 : f32
      %t = arith.mulf %s, %correction : f32
      %den = arith.addf %t, %eps : f32
      %q = arith.divf %m2, %den : f32
      %u = arith.mulf %lr, %q : f32
      %p2 = arith.subf %pd, %u : f32
      %w2 = arith.truncf %p2 : f32 to bf16
      linalg.yield %w2, %p2, %m2, %v2 : bf16, f32, f32, f32
    } -> (tensor<$Nxbf16>, tensor<$Nxf32>, tensor<$Nxf32>, tensor<$Nxf32>)
    scf.yield %n#0, %n#1, %n#2, %n#3 : tensor<$Nxbf16>, tensor<$Nxf32>, tensor<$Nxf32>, tensor<$Nxf32>
  }
  %p0 = tensor.extract %r#1[%c0] : tensor<$Nxf32>
  %w0 = tensor.extract %r#0[%c0] : tensor<$Nxbf16>
  %w32 = arith.extf %w0 : bf16 to f32
  %r32 = arith.addf %p0, %w32 : f32
  return %r32 : f32
}
)mlir",
      {{"REPS", std::to_string(repetitions)}, {"N", std::to_string(elements)}});
  kernel.flops = 14.0 * elements * repetitions;
  kernel.bytes = 28.0 * elements * repetitions;
  return kernel;
}

/// Compiles `kernel` as zero-run compiles a step and returns the median
/// seconds of one call.
FailureOr<double> timeKernel(MLIRContext &context, const Kernel &kernel,
                             unsigned optLevel, std::string &error) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kernel.source, &context);
  if (!module) {
    error = "zero-run: --calibrate: a kernel did not parse (a bug):\n" +
            kernel.source;
    return failure();
  }
  PassManager pm(&context);
  zero::buildZeroLowerToLLVMPipeline(pm);
  if (failed(pm.run(*module))) {
    error = "zero-run: --calibrate: lowering a kernel failed (a bug; the "
            "diagnostics follow):\n" +
            kernel.source;
    return failure();
  }
  // Compiled as zero-run compiles a step, so that the rates are the
  // step's.
  ExecutionEngineOptions options;
  HostOptimizer optimizer(optLevel);
  optimizer.configure(options);
  auto engine = ExecutionEngine::create(*module, options);
  if (!engine) {
    error = "zero-run: --calibrate: JIT compilation failed: " +
            llvm::toString(engine.takeError());
    return failure();
  }
  std::vector<double> samples;
  // One call first: page faults of the first allocations are not the
  // machine's rate.
  for (int sample = 0; sample <= kSamples; ++sample) {
    float result = 0;
    Clock::time_point start = Clock::now();
    if (llvm::Error failure =
            (*engine)->invoke("kernel", ExecutionEngine::result(result))) {
      error = "zero-run: --calibrate: running a kernel failed: " +
              llvm::toString(std::move(failure));
      return mlir::failure();
    }
    if (sample > 0)
      samples.push_back(secondsSince(start));
  }
  return median(samples);
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

/// The median seconds of an all_reduce of `count` f32 over the job.
FailureOr<double> timeAllReduce(size_t count, zero_rt_dtype dtype,
                                int repetitions, std::string &error) {
  size_t elementBytes = dtype == ZERO_RT_F32 ? 4 : 2;
  void *buffer = zero_rt_alloc(count * elementBytes);
  if (!buffer) {
    error = "zero-run: --calibrate: cannot allocate the collective's buffer";
    return failure();
  }
  // 1.0 in f32, and in bf16 (its upper half): sums of ones stay exact
  // for the few repetitions timed.
  if (dtype == ZERO_RT_F32)
    std::fill_n(static_cast<float *>(buffer), count, 1.0f);
  else
    std::fill_n(static_cast<uint16_t *>(buffer), count, uint16_t(0x3f80));
  std::vector<double> samples;
  int status = ZERO_RT_SUCCESS;
  for (int sample = 0; sample <= kSamples && status == ZERO_RT_SUCCESS;
       ++sample) {
    Clock::time_point start = Clock::now();
    for (int i = 0; i < repetitions && status == ZERO_RT_SUCCESS; ++i)
      status = zero_rt_all_reduce(buffer, buffer, count, dtype, ZERO_RT_SUM);
    if (sample > 0)
      samples.push_back(secondsSince(start) / repetitions);
  }
  zero_rt_free(buffer);
  if (status != ZERO_RT_SUCCESS) {
    error = std::string("zero-run: --calibrate: all_reduce failed: ") +
            zero_rt_last_error();
    return failure();
  }
  return median(samples);
}

} // namespace

LogicalResult calibrate(MLIRContext &context, const std::string &outputPath,
                        unsigned optLevel, Console &console) {
  int ranks = console.getSize();
  if (ranks < 2)
    return console.error(
        "zero-run: --calibrate times the runtime's collectives across "
        "ranks: launch it with mpirun -np 2 (or the ranks of a step)");

  std::unique_ptr<zero::OutputFile> output;
  std::string error;
  if (console.isRoot()) {
    std::string reason;
    output = zero::OutputFile::open(outputPath, reason);
    if (!output)
      error = "zero-run: cannot write '" + outputPath + "': " + reason;
  }
  if (failed(settle(error.empty(), error, console)))
    return failure();

  zero::MachineModel machine;
  machine.name = "this machine, calibrated";
  // Sizes: large enough that a call takes milliseconds, small enough that
  // the whole calibration takes seconds.
  for (StringLiteral dtype : zero::kMachineDTypes) {
    // The rate of the step's mix: all three layouts' FLOPs over their
    // time, at a linear layer's shapes (kLayerRows rows through a
    // kLayerWidth-square weight; the weight gradient's k is the rows).
    FailureOr<double> seconds = 0.0;
    double flops = 0;
    for (const MatmulLayout &layout : kStepMatmulLayouts) {
      Kernel kernel =
          layout.aIsKByM
              ? makeMatmulKernel(dtype, layout, kLayerWidth, kLayerWidth,
                                 kLayerRows, /*repetitions=*/2)
              : makeMatmulKernel(dtype, layout, kLayerRows, kLayerWidth,
                                 kLayerWidth, /*repetitions=*/2);
      FailureOr<double> layoutSeconds =
          timeKernel(context, kernel, optLevel, error);
      if (failed(layoutSeconds)) {
        seconds = failure();
        break;
      }
      if (getenv("ZERO_CALIBRATE_VERBOSE"))
        llvm::errs() << dtype << " " << layout.name << ": "
                     << kernel.flops / *layoutSeconds / 1e9 << " GFLOP/s\n";
      *seconds += *layoutSeconds;
      flops += kernel.flops;
    }
    if (succeeded(seconds))
      machine.matmulFlops[dtype] = flops / *seconds;
    FailureOr<double> vectorSeconds =
        succeeded(seconds)
            ? timeKernel(context,
                         makeVectorKernel(dtype, /*elements=*/8192,
                                          /*repetitions=*/64),
                         optLevel, error)
            : FailureOr<double>(failure());
    if (failed(settle(succeeded(vectorSeconds), error, console))) {
      console.flushDiagnostics(/*everyRank=*/true);
      return failure();
    }
    machine.vectorFlops[dtype] =
        makeVectorKernel(dtype, 8192, 64).flops / *vectorSeconds;
  }
  // Transcendental functions: the chain's time less its negations at the
  // f32 vector rate.
  {
    constexpr int64_t kElements = 8192, kRepetitions = 16;
    FailureOr<double> seconds =
        timeKernel(context, makeTranscendentalKernel(kElements, kRepetitions),
                   optLevel, error);
    if (failed(settle(succeeded(seconds), error, console)))
      return failure();
    double count = 2.0 * kElements * kRepetitions;
    double negations = kElements * kRepetitions / machine.vectorFlops["f32"];
    machine.transcendentalRate =
        count / std::max(*seconds - negations, *seconds * 0.5);
    if (getenv("ZERO_CALIBRATE_VERBOSE"))
      llvm::errs() << "transcendentals: " << machine.transcendentalRate / 1e9
                   << " G/s\n";
  }
  // A call into the matrix library: a 4 x 4 x 4 bf16 product, whose FLOPs
  // take nanoseconds, repeated; the rest of each call is its set-up.
  {
    constexpr int64_t kCalls = 2000;
    Kernel kernel =
        makeMatmulKernel("bf16", kStepMatmulLayouts[0], 4, 4, 4, kCalls);
    FailureOr<double> seconds = timeKernel(context, kernel, optLevel, error);
    if (failed(settle(succeeded(seconds), error, console)))
      return failure();
    machine.matmulCallSeconds =
        std::max(0.0, *seconds - kernel.flops / machine.matmulFlops["bf16"]) /
        kCalls;
    if (getenv("ZERO_CALIBRATE_VERBOSE"))
      llvm::errs() << "matmul call: " << machine.matmulCallSeconds * 1e6
                   << " us\n";
  }
  // The memory bandwidth the step's elementwise ops see: that of its
  // optimizer update (several tensors read and written in place), which
  // on the development machine runs at 0.4-0.9 of a single tensor's x + 1.
  // Passes over tensors that are already there: the difference of two
  // repetition counts leaves out the kernel's fills and the page faults of
  // its fresh allocations.
  constexpr int64_t kUpdateElements = 1 << 22; // 16 MiB per f32 tensor.
  constexpr int64_t kFewPasses = 2, kManyPasses = 32;
  FailureOr<double> fewSeconds = timeKernel(
      context, makeUpdateKernel(kUpdateElements, kFewPasses), optLevel, error);
  if (failed(settle(succeeded(fewSeconds), error, console)))
    return failure();
  FailureOr<double> manySeconds = timeKernel(
      context, makeUpdateKernel(kUpdateElements, kManyPasses), optLevel, error);
  if (failed(settle(succeeded(manySeconds), error, console)))
    return failure();
  double passBytes = makeUpdateKernel(kUpdateElements, kManyPasses).bytes -
                     makeUpdateKernel(kUpdateElements, kFewPasses).bytes;
  // Noise could make the difference tiny or negative.
  double passSeconds =
      std::max(*manySeconds - *fewSeconds, *manySeconds * 1e-3);
  machine.memoryBandwidth = passBytes / passSeconds;
  if (getenv("ZERO_CALIBRATE_VERBOSE"))
    llvm::errs() << "memory (update): " << kFewPasses << " passes "
                 << *fewSeconds << " s, " << kManyPasses << " passes "
                 << *manySeconds << " s: " << machine.memoryBandwidth / 1e9
                 << " GB/s\n";

  // A one-element all_reduce is all latency: 2·(N−1) ring steps. A large
  // one adds the bytes each rank sends, 2·(N−1)·ceil(n/N) elements.
  FailureOr<double> small =
      timeAllReduce(1, ZERO_RT_F32, /*repetitions=*/200, error);
  if (failed(settle(succeeded(small), error, console)))
    return failure();
  // The large one in bf16, the type of the imported steps' gradients: the
  // runtime's ring adds bf16 through f32 on the CPU, which is part of what
  // a reduction costs per byte (f32 adds vectorize; measured on the
  // development machine, an f32 ring ran about 3 times as fast per byte as
  // the bf16 reductions of the mixed-precision MLP's step).
  constexpr size_t kLargeCount = size_t(1) << 24;
  FailureOr<double> large =
      timeAllReduce(kLargeCount, ZERO_RT_BF16, /*repetitions=*/2, error);
  if (failed(settle(succeeded(large), error, console)))
    return failure();
  double ringSteps = 2.0 * (ranks - 1);
  machine.collectiveLatency = *small / ringSteps;
  double sentBytes =
      ringSteps * static_cast<double>((kLargeCount + ranks - 1) / ranks) * 2;
  double transfer = std::max(*large - *small, *large * 1e-3);
  // Every rank runs on this host: one node, whose one "NIC" is the same
  // transport (the runtime's collectives never leave it).
  machine.intraNodeBandwidth = machine.nicBandwidth = sentBytes / transfer;
  machine.nicsPerNode = 1;
  machine.devicesPerNode = ranks;
  // The rates are measured, so each is achieved as it stands (efficiency
  // 1, no GEMM shape factor); zero-run compiles each linalg op of a step
  // into one loop nest, as `fusion=elementwise` prices it.
  machine.efficiency = zero::MachineEfficiency();
  machine.smCount = 0;
  machine.fusion = zero::FusionMode::Elementwise;
  // Except fused attention: the step prices it at the matmul rate times an
  // efficiency, over the FLOPs StepCost counts for it (FlashAttention's),
  // plus a time per query-key pair, while the CPU lowering computes every
  // pair and the softmax's exponentials. Timed at two head dimensions, the
  // pairs being the same, the difference is the FLOPs' and the rest the
  // pairs': t = F / (R e) + P s for the bf16 matmul rate R.
  double rate = machine.matmulFlops["bf16"];
  for (bool backward : {false, true}) {
    double seconds[2], flops[2], pairs = 0;
    for (auto [index, headDim] : llvm::enumerate(std::array<int64_t, 2>{
             kAttentionHeadDim, kAttentionSmallHeadDim})) {
      Kernel kernel = makeAttentionKernel(backward, headDim);
      FailureOr<zero::OpCost> cost = getAttentionCost(context, kernel, error);
      FailureOr<double> time =
          succeeded(cost) ? timeKernel(context, kernel, optLevel, error)
                          : FailureOr<double>(failure());
      if (failed(settle(succeeded(time), error, console)))
        return failure();
      seconds[index] = *time;
      flops[index] = static_cast<double>(cost->flops);
      pairs = static_cast<double>(cost->attentionPairs);
    }
    double efficiency = flops[0] / seconds[0] / rate, pairSeconds = 0;
    // Noise can make the small heads as slow as the large ones, or leave
    // the pairs no time: then the FLOPs take it all, as one timing gives.
    if (seconds[0] > seconds[1]) {
      double perFlopEfficiency =
          (flops[0] - flops[1]) / (seconds[0] - seconds[1]) / rate;
      double perPair = (seconds[1] - flops[1] / (rate * perFlopEfficiency)) /
                       std::max(pairs, 1.0);
      if (perPair > 0) {
        efficiency = perFlopEfficiency;
        pairSeconds = perPair;
      }
    }
    if (getenv("ZERO_CALIBRATE_VERBOSE"))
      llvm::errs() << "attention " << (backward ? "backward" : "forward")
                   << ": heads of " << kAttentionHeadDim << " " << seconds[0]
                   << " s, of " << kAttentionSmallHeadDim << " " << seconds[1]
                   << " s: " << efficiency << " of the bf16 matmul rate, "
                   << pairSeconds * 1e9 << " ns per pair\n";
    // A rate above the matrix unit's (a tiny shape timed in cache) is
    // still priced at that rate.
    efficiency = std::clamp(efficiency, zero::kMinEfficiency, 1.0);
    (backward ? machine.efficiency.attentionBackward
              : machine.efficiency.attentionForward) = efficiency;
    (backward ? machine.attentionBackwardPairSeconds
              : machine.attentionForwardPairSeconds) = pairSeconds;
  }
  machine.source = llvm::formatv(
      "measured by zero-run --calibrate -O{0} on {1} ranks of this host "
      "(rank 0's timings, every rank busy)",
      optLevel, ranks);

  if (!console.isRoot())
    return success();
  // What is written must read back: finite figures within the ranges of
  // docs/machines.md. A timing of 0 s would make a rate infinite.
  std::string text;
  llvm::raw_string_ostream os(text);
  zero::printMachineModel(machine, os);
  std::string problem;
  if (llvm::Error error = zero::checkWrittenJson(text))
    problem = llvm::toString(std::move(error));
  else if (!zero::parseMachineModel(text, problem))
    problem = "it does not read back: " + problem;
  if (!problem.empty())
    return console.error("zero-run: --calibrate measured figures that are "
                         "no machine, so '" +
                         outputPath + "' is not written: " + problem +
                         "; run it again on an idle machine");
  output->os() << text;
  std::string reason;
  if (failed(output->finish(reason)) || failed(output->keep(reason)))
    return console.error("zero-run: cannot write '" + outputPath +
                         "': " + reason);
  llvm::outs() << "wrote the calibrated machine description to " << outputPath
               << "\n";
  return success();
}

} // namespace zero_run
