//===- CalibrationKernels.cpp - the kernels zero-run --calibrate times ----===//

#include "CalibrationKernels.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <algorithm>
#include <initializer_list>
#include <utility>

using namespace mlir;

namespace zero_run {

/// `text` with each `$NAME` of `values` replaced, longer names first so that
/// `$T` does not eat `$TO_F32`. (llvm::formatv would read the braces of
/// MLIR's regions and attributes as its own.)
static std::string
substitute(std::string text,
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
static StringRef getAccumulatorType(StringRef dtype) {
  return dtype == "f64" ? "f64" : "f32";
}

/// `value` of type `from` as f32 for the kernel's result.
static std::string toF32(StringRef value, StringRef from) {
  if (from == "f32")
    return ("%r32 = arith.addf " + value + ", " + value + " : f32").str();
  StringRef cast = from == "f64" ? "truncf" : "extf";
  return ("%r32 = arith." + cast + " " + value + " : " + from + " to f32")
      .str();
}

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

/// `zero.attention` (forward) or `zero.attention_grad` (backward) at the
/// shape above, as zero-run lowers it (zero-lower-attention): its rate is
/// that of the CPU lowering, which computes every query-key pair and the
/// softmax's exponentials, against the FLOPs StepCost counts for the op
/// (FlashAttention's, over the visible pairs). Its FLOPs are filled in by
/// the caller, from StepCost on the parsed op.
Kernel makeAttentionKernel(bool backward, int64_t headDim, int64_t seq,
                           int64_t batch) {
  auto shape = [](std::initializer_list<int64_t> dims) {
    std::string text;
    for (int64_t dim : dims)
      text += std::to_string(dim) + "x";
    return text + "bf16";
  };
  std::string q =
      shape({batch, seq, kAttentionKVHeads, kAttentionGroup, headDim});
  std::string kv = shape({batch, seq, kAttentionKVHeads, headDim});
  std::string lse =
      std::to_string(batch) + "x" + std::to_string(kAttentionKVHeads) + "x" +
      std::to_string(kAttentionGroup) + "x" + std::to_string(seq) + "xf32";
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

/// `repetitions` passes of the elementwise body `body` (its block argument
/// `%in`, the constant `%half`, yielding `%k`) over a `dtype` tensor of
/// `elements` that stays in cache, each pass reading the last one's result;
/// `flopsPerElement` by StepCost's definitions.
static Kernel makeChainKernel(StringRef dtype, StringRef body,
                              double flopsPerElement, int64_t elements,
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
$BODY
      linalg.yield %k : $T
    } -> tensor<$Nx$T>
    scf.yield %n : tensor<$Nx$T>
  }
  %v0 = tensor.extract %r[%c0] : tensor<$Nx$T>
  $TO_F32
  return %r32 : f32
}
)mlir",
                             {{"BODY", body.str()},
                              {"REPS", std::to_string(repetitions)},
                              {"N", std::to_string(elements)},
                              {"TO_F32", toF32("%v0", dtype)}});
  // After $BODY is in place, so that its own $T are replaced too.
  kernel.source = substitute(kernel.source, {{"T", dtype.str()}});
  kernel.flops = flopsPerElement * elements * repetitions;
  return kernel;
}

/// An elementwise chain of four multiply-adds (8 FLOPs per element) on a
/// tensor small enough to stay in cache: the vector units' rate.
Kernel makeVectorKernel(StringRef dtype, int64_t elements,
                        int64_t repetitions) {
  return makeChainKernel(dtype, R"mlir(
      %a = arith.mulf %in, %half : $T
      %b = arith.addf %a, %half : $T
      %c = arith.mulf %b, %half : $T
      %d = arith.addf %c, %half : $T
      %f = arith.mulf %d, %half : $T
      %g = arith.addf %f, %half : $T
      %h = arith.mulf %g, %half : $T
      %k = arith.addf %h, %half : $T)mlir",
                         /*flopsPerElement=*/8, elements, repetitions);
}

/// A chain of transcendental functions, an exponential then a hyperbolic
/// tangent per element (the softmax's and SiLU's exp, the MLP's tanh), on
/// an f32 tensor small enough to stay in cache: 2 transcendentals and one
/// negation per element. The values stay in (0, 1).
Kernel makeTranscendentalKernel(int64_t elements, int64_t repetitions) {
  return makeChainKernel("f32", R"mlir(
      %a = arith.negf %in : f32
      %b = math.exp %a : f32
      %k = math.tanh %b : f32)mlir",
                         /*flopsPerElement=*/3, elements, repetitions);
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

} // namespace zero_run
