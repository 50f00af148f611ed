//===- Calibrate.cpp - measure this machine for the step-time model -------===//

#include "Calibrate.h"

#include "CalibrationKernels.h"

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

#include <unistd.h>

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
// Matrix products
//===----------------------------------------------------------------------===//

/// The elements of the update the memory bandwidth is timed on: its
/// tensors (28 bytes per element) twice the last-level cache, at least
/// 256 MiB and at most 2 GiB; 1 GiB where the cache's size is unknown.
int64_t getUpdateElements() {
  constexpr int64_t kBytesPerElement = 28;
  int64_t cache = 0;
#ifdef _SC_LEVEL3_CACHE_SIZE
  cache = sysconf(_SC_LEVEL3_CACHE_SIZE);
#endif
  int64_t bytes = cache > 0 ? std::clamp<int64_t>(2 * cache, int64_t(256) << 20,
                                                  int64_t(2) << 30)
                            : int64_t(1) << 30;
  return bytes / kBytesPerElement;
}

/// One product of a linear layer's layout timed at two row counts: what a
/// call costs beyond its FLOPs is the time at the smaller count less its
/// FLOPs at the rate the difference gives.
struct LayerProductTimes {
  double flops[2], seconds[2];
  /// The bytes of the product's B operand at each row count.
  double bBytes[2];
  /// Whether B is the weight (x . W^T, dY . W), whose size the rows do not
  /// change; else it is the rows of the output's gradient (dY^T . X).
  bool bIsWeight;
};

/// The row counts products are timed at: a small batch's tokens, and four
/// times as many.
constexpr int64_t kProductRows[2] = {kLayerRows, 4 * kLayerRows};

/// The seconds of one call of `layout`'s product in `dtype` at `rows` rows
/// through a kLayerWidth-square weight: five calls less one, which leaves
/// out the kernel's fills of its operands.
FailureOr<double> timeLayerProduct(MLIRContext &context, StringRef dtype,
                                   const MatmulLayout &layout, int64_t rows,
                                   unsigned optLevel, std::string &error,
                                   double &flops) {
  auto make = [&](int64_t repetitions) {
    // The weight gradient's k is the rows.
    return layout.aIsKByM ? makeMatmulKernel(dtype, layout, kLayerWidth,
                                             kLayerWidth, rows, repetitions)
                          : makeMatmulKernel(dtype, layout, rows, kLayerWidth,
                                             kLayerWidth, repetitions);
  };
  constexpr int64_t kFew = 1, kMany = 5;
  Kernel few = make(kFew), many = make(kMany);
  FailureOr<double> fewSeconds = timeKernel(context, few, optLevel, error);
  if (failed(fewSeconds))
    return failure();
  FailureOr<double> manySeconds = timeKernel(context, many, optLevel, error);
  if (failed(manySeconds))
    return failure();
  flops = few.flops / kFew;
  // Noise could make the difference tiny or negative: then the many
  // calls' mean, fills and all.
  double difference = (*manySeconds - *fewSeconds) / (kMany - kFew);
  return difference > *manySeconds / kMany * 0.5 ? difference
                                                 : *manySeconds / kMany;
}

/// The step's three layouts in `dtype`, each at both row counts.
FailureOr<SmallVector<LayerProductTimes>>
timeLayerProducts(MLIRContext &context, StringRef dtype, unsigned optLevel,
                  std::string &error) {
  SmallVector<LayerProductTimes> products;
  for (const MatmulLayout &layout : kStepMatmulLayouts) {
    LayerProductTimes product;
    for (int index : {0, 1}) {
      FailureOr<double> seconds =
          timeLayerProduct(context, dtype, layout, kProductRows[index],
                           optLevel, error, product.flops[index]);
      if (failed(seconds))
        return failure();
      product.seconds[index] = *seconds;
    }
    // B is k x n: the weight, or for the weight's gradient the rows of the
    // output's gradient.
    product.bIsWeight = !layout.aIsKByM;
    double elementBytes = dtype == "f64" ? 8 : dtype == "f32" ? 4 : 2;
    for (int index : {0, 1})
      product.bBytes[index] =
          elementBytes * kLayerWidth *
          (product.bIsWeight ? kLayerWidth : kProductRows[index]);
    if (getenv("ZERO_CALIBRATE_VERBOSE"))
      llvm::errs() << dtype << " " << layout.name << ": "
                   << product.seconds[0] * 1e6 << " us at " << kProductRows[0]
                   << " rows, " << product.seconds[1] * 1e6 << " us at "
                   << kProductRows[1] << "\n";
    products.push_back(product);
  }
  return products;
}

/// The FLOP/s of every layout at the larger row count, less what the
/// copies of their B operands and the library calls take
/// (`packSecondsPerByte`, `callSeconds`): the rate of the products' FLOPs.
double getProductRate(ArrayRef<LayerProductTimes> products,
                      double packSecondsPerByte, double callSeconds) {
  double flops = 0, seconds = 0, allSeconds = 0;
  for (const LayerProductTimes &product : products) {
    flops += product.flops[1];
    allSeconds += product.seconds[1];
    seconds +=
        std::max(0.0, product.seconds[1] -
                          packSecondsPerByte * product.bBytes[1] - callSeconds);
  }
  // Noise could leave the FLOPs no time: then all of it.
  return flops / (seconds > allSeconds * 0.1 ? seconds : allSeconds);
}

/// The copy of a product's B operand, per byte: the library copies B into
/// the blocked layout its kernel reads on every call (oneDNN's brgemm
/// does), a cost of the weight's size, not of the rows. Each product whose
/// B is the weight is timed at two row counts; the time the rows add gives
/// its rate, and what it takes at the smaller count beyond that and the
/// library call is the copy.
double getPackSecondsPerByte(ArrayRef<LayerProductTimes> products,
                             double callSeconds) {
  double seconds = 0, bytes = 0;
  for (const LayerProductTimes &product : products) {
    double addedSeconds = product.seconds[1] - product.seconds[0];
    if (!product.bIsWeight || addedSeconds <= 0)
      continue;
    double rate = (product.flops[1] - product.flops[0]) / addedSeconds;
    seconds += std::max(0.0, product.seconds[0] - product.flops[0] / rate -
                                 callSeconds);
    bytes += product.bBytes[0];
  }
  return bytes > 0 ? seconds / bytes : 0;
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
  // Each dtype's products: the rate of the step's mix, and the time of
  // the copy the library makes of each product's B operand, which does not
  // grow with the rows.
  // The rates are final once the copies and the calls are known (below).
  llvm::StringMap<SmallVector<LayerProductTimes>> productsByType;
  for (StringLiteral dtype : zero::kMachineDTypes) {
    FailureOr<SmallVector<LayerProductTimes>> products =
        timeLayerProducts(context, dtype, optLevel, error);
    if (succeeded(products)) {
      machine.matmulFlops[dtype] = getProductRate(*products, 0, 0);
      productsByType[dtype] = std::move(*products);
    }
    FailureOr<double> vectorSeconds =
        succeeded(products)
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
  // The step's products are in bf16, or in f32 after a mixed product's
  // widening.
  SmallVector<LayerProductTimes> stepProducts(productsByType["bf16"]);
  llvm::append_range(stepProducts, productsByType["f32"]);
  machine.matmulPackSecondsPerByte =
      getPackSecondsPerByte(stepProducts, machine.matmulCallSeconds);
  for (StringLiteral dtype : zero::kMachineDTypes)
    machine.matmulFlops[dtype] =
        getProductRate(productsByType[dtype], machine.matmulPackSecondsPerByte,
                       machine.matmulCallSeconds);
  if (getenv("ZERO_CALIBRATE_VERBOSE"))
    llvm::errs() << "matmul B operand copy: "
                 << machine.matmulPackSecondsPerByte * 1e12 << " ps per byte\n";
  // The memory bandwidth the step's elementwise ops see: that of its
  // optimizer update (several tensors read and written in place), which
  // on the development machine runs at 0.4-0.9 of a single tensor's x + 1.
  // Passes over tensors that are already there: the difference of two
  // repetition counts leaves out the kernel's fills and the page faults of
  // its fresh allocations. The tensors together are larger than the
  // last-level cache, as a step's states are: a step reads each state once
  // per step, from memory, while repeated passes over tensors that fit in
  // the cache run from it (on the development machine, whose L3 is 480 MB,
  // an in-place pass ran at 50-60 GB/s up to 64 MB and at 21-22 GB/s from
  // 256 MB up).
  const int64_t kUpdateElements = getUpdateElements();
  constexpr int64_t kFewPasses = 1, kManyPasses = 3;
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
  // A host CPU's caches are write-back and write-allocate (x86 and Arm
  // server cores alike): a fill of fresh memory reads each line first. On
  // the development machine a fill of a 9 MB f32 tensor in a step took
  // 0.6-0.9 ms where its bytes at the update's bandwidth take 0.43.
  machine.writeAllocate = true;
  // Except fused attention: the step prices it at the matmul rate times an
  // efficiency, over the FLOPs StepCost counts for it (FlashAttention's),
  // plus a time per query-key pair and per query row, while the CPU
  // lowering computes every pair and the softmax's exponentials. Three
  // timings: heads of two dimensions on the same sequence (the same pairs
  // and rows: the difference is the FLOPs'), and short sequences with the
  // small heads (other pairs and rows): t = F / (R e) + P s + Q r for the
  // bf16 matmul rate R.
  double rate = machine.matmulFlops["bf16"];
  for (bool backward : {false, true}) {
    struct Timing {
      Kernel kernel;
      double seconds = 0, flops = 0, pairs = 0, rows = 0;
    } timings[] = {
        {makeAttentionKernel(backward, kAttentionHeadDim)},
        {makeAttentionKernel(backward, kAttentionSmallHeadDim)},
        {makeAttentionKernel(backward, kAttentionSmallHeadDim,
                             kAttentionShortSeq, kAttentionShortBatch)}};
    for (Timing &timing : timings) {
      FailureOr<zero::OpCost> cost =
          getAttentionCost(context, timing.kernel, error);
      FailureOr<double> time =
          succeeded(cost) ? timeKernel(context, timing.kernel, optLevel, error)
                          : FailureOr<double>(failure());
      if (failed(settle(succeeded(time), error, console)))
        return failure();
      timing.seconds = *time;
      timing.flops = static_cast<double>(cost->flops);
      timing.pairs = static_cast<double>(cost->attentionPairs);
      timing.rows = static_cast<double>(cost->attentionRows);
    }
    auto &[large, small, shortSeqs] = timings;
    double efficiency = large.flops / large.seconds / rate, pairSeconds = 0,
           rowSeconds = 0;
    // Noise can make the small heads as slow as the large ones, or leave
    // the pairs or the rows no time: then the terms left take it all (one
    // timing gives the FLOPs all of it).
    if (large.seconds > small.seconds) {
      double secondsPerFlop =
          (large.seconds - small.seconds) / (large.flops - small.flops);
      // What the small heads and the short sequences take beyond their
      // FLOPs, P s + Q r, for the two shapes: two equations.
      double restSmall = small.seconds - small.flops * secondsPerFlop;
      double restShort = shortSeqs.seconds - shortSeqs.flops * secondsPerFlop;
      double determinant =
          small.pairs * shortSeqs.rows - shortSeqs.pairs * small.rows;
      double perPair =
          (restSmall * shortSeqs.rows - restShort * small.rows) / determinant;
      double perRow =
          (small.pairs * restShort - shortSeqs.pairs * restSmall) / determinant;
      if (perPair > 0 && perRow > 0) {
        pairSeconds = perPair;
        rowSeconds = perRow;
      } else {
        pairSeconds = std::max(0.0, restSmall / std::max(small.pairs, 1.0));
      }
      if (pairSeconds > 0 || rowSeconds > 0)
        efficiency = 1 / (secondsPerFlop * rate);
    }
    if (getenv("ZERO_CALIBRATE_VERBOSE"))
      llvm::errs() << "attention " << (backward ? "backward" : "forward")
                   << ": heads of " << kAttentionHeadDim << " " << large.seconds
                   << " s, of " << kAttentionSmallHeadDim << " "
                   << small.seconds << " s, short sequences "
                   << shortSeqs.seconds << " s: " << efficiency
                   << " of the bf16 matmul rate, " << pairSeconds * 1e9
                   << " ns per pair, " << rowSeconds * 1e9 << " ns per row\n";
    // A rate above the matrix unit's (a tiny shape timed in cache) is
    // still priced at that rate.
    efficiency = std::clamp(efficiency, zero::kMinEfficiency, 1.0);
    (backward ? machine.efficiency.attentionBackward
              : machine.efficiency.attentionForward) = efficiency;
    (backward ? machine.attentionBackwardPairSeconds
              : machine.attentionForwardPairSeconds) = pairSeconds;
    (backward ? machine.attentionBackwardRowSeconds
              : machine.attentionForwardRowSeconds) = rowSeconds;
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
