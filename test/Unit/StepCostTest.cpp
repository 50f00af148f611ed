//===- StepCostTest.cpp - FLOPs, bytes and phases of a step ---------------===//
//
// Checks `getOpCost` and `computeStepCost` (StepCost.h) on a one-matmul step
// whose counts follow from the definitions: a matmul of m×k by k×n is
// 2·m·n·k FLOPs, an elementwise op one per element, views and fills none.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/StepCost.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

// y = x·w (4×5 by 5×3); loss = sum(y·y). Backward: dy = y + y,
// dw = xᵀ·dy. Update: w - dw.
constexpr StringLiteral kStep = R"mlir(
  #sum_in = affine_map<(i, j) -> (i, j)>
  #sum_out = affine_map<(i, j) -> ()>
  func.func @train_step(%w: tensor<5x3xf32> {zero.state = #zero.state<weight, "w">},
                        %x: tensor<4x5xf32>)
      -> (tensor<5x3xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>) {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x3xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
    %y = linalg.matmul ins(%x, %w : tensor<4x5xf32>, tensor<5x3xf32>)
                       outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
    %sq = arith.mulf %y, %y : tensor<4x3xf32>
    %s0 = tensor.empty() : tensor<f32>
    %s1 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
    %loss = linalg.generic {indexing_maps = [#sum_in, #sum_out],
                            iterator_types = ["reduction", "reduction"]}
        ins(%sq : tensor<4x3xf32>) outs(%s1 : tensor<f32>) {
    ^bb0(%in: f32, %acc: f32):
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    } -> tensor<f32>
    %dy = arith.addf %y, %y {tag = "dy"} : tensor<4x3xf32>
    %xt0 = tensor.empty() : tensor<5x4xf32>
    %xt = linalg.transpose ins(%x : tensor<4x5xf32>) outs(%xt0 : tensor<5x4xf32>) permutation = [1, 0]
    %g0 = tensor.empty() : tensor<5x3xf32>
    %g1 = linalg.fill ins(%zero : f32) outs(%g0 : tensor<5x3xf32>) -> tensor<5x3xf32>
    %dw = linalg.matmul ins(%xt, %dy : tensor<5x4xf32>, tensor<4x3xf32>)
                        outs(%g1 : tensor<5x3xf32>) -> tensor<5x3xf32>
    %g = zero.annotate %dw as <grad, "w"> : tensor<5x3xf32>
    %nw = arith.subf %w, %g : tensor<5x3xf32>
    return %nw, %loss : tensor<5x3xf32>, tensor<f32>
  }
)mlir";

class StepCostTest : public ::testing::Test {
protected:
  StepCostTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, tensor::TensorDialect,
                        ZeroDialect>();
    module = parseSourceString<ModuleOp>(kStep, &context);
    step = *module->getOps<func::FuncOp>().begin();
  }

  Operation *findFirst(StringRef name) {
    Operation *found = nullptr;
    step.walk([&](Operation *op) {
      if (!found && op->getName().getStringRef() == name)
        found = op;
    });
    return found;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp step;
};

TEST_F(StepCostTest, MatmulIsTwoMNKAndReadsItsAccumulator) {
  ASSERT_TRUE(module);
  OpCost cost = getOpCost(findFirst("linalg.matmul"));
  EXPECT_EQ(cost.flops, 2u * 4 * 3 * 5);
  EXPECT_TRUE(cost.isContraction);
  EXPECT_TRUE(cost.computeType.isF32());
  // x (4×5), w (5×3), the accumulator it reads (4×3) and the result (4×3),
  // 4 bytes each.
  EXPECT_EQ(cost.bytes, 4u * (20 + 15 + 12 + 12));
  // One GEMM of M = 4 rows, N = 3 columns over K = 5; a matmul is one
  // kernel eager or not.
  EXPECT_EQ(cost.gemmBatch, 1u);
  EXPECT_EQ(cost.gemmM, 4u);
  EXPECT_EQ(cost.gemmN, 3u);
  EXPECT_EQ(cost.gemmK, 5u);
  EXPECT_EQ(cost.unfusedBytes, cost.bytes);
}

TEST_F(StepCostTest, FillsAndTransposesComputeNothing) {
  ASSERT_TRUE(module);
  OpCost fill = getOpCost(findFirst("linalg.fill"));
  EXPECT_EQ(fill.flops, 0u);
  EXPECT_FALSE(fill.isContraction);
  // Writes 4×3 f32; reads the scalar (not a tensor) and not its init.
  EXPECT_EQ(fill.bytes, 4u * 12);
  OpCost transpose = getOpCost(findFirst("linalg.transpose"));
  EXPECT_EQ(transpose.flops, 0u);
  EXPECT_EQ(transpose.bytes, 2u * 4 * 20);
  EXPECT_EQ(getOpCost(findFirst("tensor.empty")).bytes, 0u);
  EXPECT_EQ(getOpCost(findFirst("zero.annotate")).bytes, 0u);
}

TEST_F(StepCostTest, ReductionIsNotAContraction) {
  ASSERT_TRUE(module);
  OpCost sum = getOpCost(findFirst("linalg.generic"));
  EXPECT_EQ(sum.flops, 12u);
  EXPECT_FALSE(sum.isContraction);
  EXPECT_EQ(sum.gemmM, 0u);
  // One arithmetic op in its body: one kernel either way.
  EXPECT_EQ(sum.unfusedBytes, sum.bytes);
}

TEST_F(StepCostTest, PhasesFollowTheLossAndTheGradients) {
  ASSERT_TRUE(module);
  FailureOr<StateTable> table = StateTable::build(step);
  ASSERT_TRUE(succeeded(table));
  StepCost cost = computeStepCost(step, *table);
  // Forward: matmul 120, y·y 12, sum 12. Backward: dy 12, dw 120.
  // Optimizer: w - dw, 15.
  EXPECT_EQ(cost.getFlops(StepPhase::Forward), 120u + 12 + 12);
  EXPECT_EQ(cost.getFlops(StepPhase::Backward), 12u + 120);
  EXPECT_EQ(cost.getFlops(StepPhase::Optimizer), 15u);
  EXPECT_EQ(cost.getFlops(StepPhase::Recompute), 0u);
  EXPECT_EQ(cost.getTotalFlops(), 144u + 132 + 15);
}

TEST_F(StepCostTest, MarkedClonesAreRecompute) {
  ASSERT_TRUE(module);
  Operation *dy = nullptr;
  step.walk([&](arith::AddFOp add) {
    if (add->hasAttr("tag"))
      dy = add;
  });
  ASSERT_TRUE(dy);
  dy->setAttr(ZeroDialect::kRecomputeAttrName, UnitAttr::get(&context));
  FailureOr<StateTable> table = StateTable::build(step);
  ASSERT_TRUE(succeeded(table));
  StepCost cost = computeStepCost(step, *table);
  EXPECT_EQ(cost.getFlops(StepPhase::Recompute), 12u);
  EXPECT_EQ(cost.getFlops(StepPhase::Backward), 120u);
  EXPECT_EQ(computeRecomputeFlops(step), 12u);
  dy->removeAttr(ZeroDialect::kRecomputeAttrName);
  EXPECT_EQ(computeRecomputeFlops(step), 0u);
}

// Mixed precision: a contraction of bf16 operands into an f32 accumulator
// runs at the bf16 matmul rate, while an elementwise body that extends its
// bf16 input computes in f32 (an AdamW update reading a bf16 gradient is
// f32 arithmetic, not bf16). The loop trip counts come from the operand
// shapes either way.
TEST(StepCostTypesTest, ContractionsByOperandsOtherBodiesByArithmetic) {
  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, tensor::TensorDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    #a = affine_map<(i, j, k) -> (i, k)>
    #b = affine_map<(i, j, k) -> (j, k)>
    #c = affine_map<(i, j, k) -> (i, j)>
    #id = affine_map<(i) -> (i)>
    func.func @f(%x: tensor<4x8xbf16>, %w: tensor<2x8xbf16>, %acc: tensor<4x2xf32>,
                 %g: tensor<6xbf16>, %m: tensor<6xf32>) -> (tensor<4x2xf32>, tensor<6xf32>) {
      %y = linalg.contract indexing_maps = [#a, #b, #c]
          ins(%x, %w : tensor<4x8xbf16>, tensor<2x8xbf16>)
          outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
      %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
          ins(%g : tensor<6xbf16>) outs(%m : tensor<6xf32>) {
      ^bb0(%in: bf16, %out: f32):
        %e = arith.extf %in : bf16 to f32
        %s = arith.mulf %e, %out : f32
        %t = arith.addf %s, %e : f32
        linalg.yield %t : f32
      } -> tensor<6xf32>
      return %y, %u : tensor<4x2xf32>, tensor<6xf32>
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  auto func = cast<func::FuncOp>(module->getBody()->front());
  Block &body = func.getBody().front();
  OpCost contraction = getOpCost(&body.front());
  EXPECT_TRUE(contraction.isContraction);
  EXPECT_EQ(contraction.flops, 2u * 4 * 2 * 8);
  EXPECT_TRUE(contraction.computeType.isBF16());
  OpCost update = getOpCost(&*std::next(body.begin()));
  EXPECT_FALSE(update.isContraction);
  EXPECT_EQ(update.flops, 2u * 6);
  EXPECT_TRUE(update.computeType.isF32());
  // Reads the bf16 gradient and the f32 accumulator its body uses; writes f32.
  EXPECT_EQ(update.bytes, 2u * 6 + 4u * 6 + 4u * 6);
  // Eager, its two arithmetic ops are two kernels over the 6 iterations;
  // the widening of g is part of each kernel that reads it (PyTorch reads a
  // bf16 tensor as bf16 and computes in f32 registers):
  //   mulf: reads g (6 × bf16 = 12 B) and m (24), writes s (24)   =  60
  //   addf: reads s (24) and g (12), writes the yielded result
  //         into m's shape (24)                                   =  60
  EXPECT_EQ(update.unfusedBytes, 60u + 60);
  // Both read the init they write: no fresh writes.
  EXPECT_EQ(contraction.freshWriteBytes, 0u);
  EXPECT_EQ(update.freshWriteBytes, 0u);
  // The contraction's loops: M = 4 (i), N = 2 (j), K = 8 (k), no batch.
  EXPECT_EQ(contraction.gemmBatch, 1u);
  EXPECT_EQ(contraction.gemmM, 4u);
  EXPECT_EQ(contraction.gemmN, 2u);
  EXPECT_EQ(contraction.gemmK, 8u);
}

// The closed form of causal attention's visible pairs per head, with and
// without a sliding window, against counting them one by one under the
// mask of the op's description (query s sees keys s - W < t <= s).
TEST(StepCostTypesTest, TranscendentalsAreCountedApart) {
  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, math::MathDialect,
                      tensor::TensorDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    #row = affine_map<(i, j) -> (i, j)>
    #sum = affine_map<(i, j) -> (i)>
    func.func @f(%x: tensor<3x5xf32>, %acc: tensor<3xf32>, %t: tensor<7xf32>)
        -> (tensor<3xf32>, tensor<7xf32>) {
      %s = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
          ins(%x : tensor<3x5xf32>) outs(%acc : tensor<3xf32>) {
      ^bb0(%in: f32, %out: f32):
        %e = math.exp %in : f32
        %a = arith.addf %out, %e : f32
        linalg.yield %a : f32
      } -> tensor<3xf32>
      %h = math.tanh %t : tensor<7xf32>
      return %s, %h : tensor<3xf32>, tensor<7xf32>
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  auto func = cast<func::FuncOp>(module->getBody()->front());
  Block &body = func.getBody().front();
  // 3 x 5 iterations of an exp and an add: 30 FLOPs, 15 of them an exp.
  OpCost sum = getOpCost(&body.front());
  EXPECT_EQ(sum.flops, 30u);
  EXPECT_EQ(sum.transcendentals, 15u);
  // A tanh on a tensor of 7: 7 FLOPs, all transcendental.
  OpCost tanh = getOpCost(&*std::next(body.begin()));
  EXPECT_EQ(tanh.flops, 7u);
  EXPECT_EQ(tanh.transcendentals, 7u);
  // The sum accumulates into its init; the tanh writes a new tensor of 7
  // f32 it never read.
  EXPECT_EQ(sum.freshWriteBytes, 0u);
  EXPECT_EQ(tanh.freshWriteBytes, 4u * 7);
}

TEST(StepCostTypesTest, WritesOverUnreadInitsAreFresh) {
  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, tensor::TensorDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    #id = affine_map<(i) -> (i)>
    func.func @f(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xbf16>) {
      %zero = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<5xf32>
      %z = linalg.fill ins(%zero : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
      %eb = tensor.empty() : tensor<5xbf16>
      %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
          ins(%x : tensor<5xf32>) outs(%eb : tensor<5xbf16>) {
      ^bb0(%in: f32, %out: bf16):
        %n = arith.truncf %in : f32 to bf16
        linalg.yield %n : bf16
      } -> tensor<5xbf16>
      return %z, %t : tensor<5xf32>, tensor<5xbf16>
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  auto func = cast<func::FuncOp>(module->getBody()->front());
  SmallVector<Operation *> ops;
  for (Operation &op : func.getBody().front())
    ops.push_back(&op);
  // The fill writes 5 f32 (20 B) and reads nothing of its init.
  OpCost fill = getOpCost(ops[2]);
  EXPECT_EQ(fill.bytes, 20u);
  EXPECT_EQ(fill.freshWriteBytes, 20u);
  // The narrowing reads 20 B and writes 5 bf16 (10 B) over an init its
  // body ignores.
  OpCost narrow = getOpCost(ops[4]);
  EXPECT_EQ(narrow.bytes, 20u + 10u);
  EXPECT_EQ(narrow.freshWriteBytes, 10u);
}

TEST(AttentionPairsTest, ClosedFormMatchesBruteForce) {
  for (uint64_t tokens = 1; tokens <= 40; ++tokens) {
    uint64_t causal = 0;
    for (uint64_t s = 0; s < tokens; ++s)
      causal += s + 1;
    EXPECT_EQ(getCausalScorePairs(tokens, std::nullopt), causal) << tokens;
    for (uint64_t window = 1; window <= tokens + 5; ++window) {
      uint64_t visible = 0;
      for (uint64_t s = 0; s < tokens; ++s)
        for (uint64_t t = 0; t <= s; ++t)
          visible += s - t < window;
      EXPECT_EQ(getCausalScorePairs(tokens, window), visible)
          << "tokens " << tokens << " window " << window;
    }
  }
  // Mistral 7B v0.1's window at 32k tokens: 4096 (2·32768 - 4096 + 1) / 2
  // = 4096 · 61441 / 2 = 125,831,168, against 32768 · 32769 / 2 =
  // 536,887,296 without it.
  EXPECT_EQ(getCausalScorePairs(32768, 4096), 125831168u);
  EXPECT_EQ(getCausalScorePairs(32768, std::nullopt), 536887296u);
  // Exact where the product of the two factors would not fit before the
  // halving: 2^32 (2^32 + 1) / 2 = 2^63 + 2^31.
  uint64_t big = uint64_t(1) << 32;
  EXPECT_EQ(getCausalScorePairs(big, std::nullopt),
            (uint64_t(1) << 63) + (uint64_t(1) << 31));
  // And saturates past 2^64 - 1 (2^40 tokens: about 2^79 pairs).
  EXPECT_EQ(getCausalScorePairs(uint64_t(1) << 40, std::nullopt), UINT64_MAX);
}

// A windowed zero.attention counts the matmuls of the pairs in its window
// only; its bytes (operands and results) are those of the op without one.
TEST(AttentionPairsTest, WindowedAttentionCost) {
  MLIRContext context;
  context.loadDialect<func::FuncDialect, ZeroDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    func.func @f(%q: tensor<1x8x1x2x4xf32>, %k: tensor<1x8x1x4xf32>,
                 %v: tensor<1x8x1x4xf32>, %do: tensor<1x8x1x2x4xf32>) {
      %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.5 : f64, window = 3 : i64}
          : tensor<1x8x1x2x4xf32>, tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>
          -> tensor<1x8x1x2x4xf32>, tensor<1x1x2x8xf32>
      %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do
          {causal, scale = 0.5 : f64, window = 3 : i64}
          : tensor<1x8x1x2x4xf32>, tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>,
            tensor<1x8x1x2x4xf32>, tensor<1x1x2x8xf32>, tensor<1x8x1x2x4xf32>
          -> tensor<1x8x1x2x4xf32>, tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>
      %o2, %lse2 = zero.attention %q, %k, %v {causal, scale = 0.5 : f64}
          : tensor<1x8x1x2x4xf32>, tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>
          -> tensor<1x8x1x2x4xf32>, tensor<1x1x2x8xf32>
      return
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  auto func = cast<func::FuncOp>(module->getBody()->front());
  auto ops = func.getBody().front().without_terminator();
  auto it = ops.begin();
  Operation *forward = &*it++, *gradient = &*it++, *causal = &*it;
  // S = 8, W = 3: the 8 queries see 1, 2, 3, 3, 3, 3, 3, 3 keys = 21 =
  // 3 (16 - 3 + 1) / 2 per head, 42 for the G = 2 heads (B = K = 1);
  // without the window 8 · 9 / 2 = 36 per head, 72.
  EXPECT_EQ(cast<AttentionOp>(forward).getNumScorePairs(), 42u);
  EXPECT_EQ(cast<AttentionGradOp>(gradient).getNumScorePairs(), 42u);
  EXPECT_EQ(cast<AttentionOp>(causal).getNumScorePairs(), 72u);
  // E = Ev = 4: forward 2 · 42 · (4 + 4) = 672, backward
  // 2 · 42 · (3 · 4 + 2 · 4) = 1680; unwindowed forward 2 · 72 · 8 = 1152.
  OpCost windowed = getOpCost(forward), plain = getOpCost(causal);
  EXPECT_EQ(windowed.flops, 672u);
  EXPECT_EQ(getOpCost(gradient).flops, 1680u);
  EXPECT_EQ(plain.flops, 1152u);
  EXPECT_TRUE(windowed.isFusedAttention);
  // q, o (64 f32 each), k, v (32 each), lse (16): 208 elements, 832 B,
  // with or without the window.
  EXPECT_EQ(windowed.bytes, 4u * (64 + 32 + 32 + 64 + 16));
  EXPECT_EQ(windowed.bytes, plain.bytes);
  // Query rows: batch 1 x 8 tokens x 1 key-value head x 2 queries each,
  // the window or not; the gradient normalizes the same rows.
  EXPECT_EQ(windowed.attentionRows, 16u);
  EXPECT_EQ(plain.attentionRows, 16u);
  EXPECT_EQ(getOpCost(gradient).attentionRows, 16u);
}

} // namespace
