//===- ZeroUtilsTest.cpp - group sizes, byte sizes, flattening ------------===//
//
// Checks the helpers of ZeroUtils.h that every pass shares: the size of the
// data-parallel group a `shard.grid` spans (values, limits, and that a
// failure says why only when asked to), the byte arithmetic of element
// types and shapes, and the flattening of a tensor to the shard layout's
// 1-d row-major order.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::zero;

namespace {

constexpr int64_t kDynamic = ShapedType::kDynamic;

/// A group size as an optional, which gtest can compare and print.
std::optional<int64_t> sizeOf(FailureOr<int64_t> size) {
  if (failed(size))
    return std::nullopt;
  return *size;
}

/// A module to build ops in, and every diagnostic the context reports.
class ZeroUtilsTest : public ::testing::Test {
protected:
  ZeroUtilsTest()
      : module(ModuleOp::create(UnknownLoc::get(&context))), builder(&context),
        diagnostics(&context, [this](Diagnostic &diagnostic) {
          messages.push_back(diagnostic.str());
          severities.push_back(diagnostic.getSeverity());
          locations.push_back(diagnostic.getLocation());
          return success();
        }) {
    context.loadDialect<shard::ShardDialect, tensor::TensorDialect>();
    builder.setInsertionPointToEnd(module->getBody());
  }

  /// A `shard.grid` of `shape`, with a fresh name so that a test can make
  /// several.
  shard::GridOp makeGrid(ArrayRef<int64_t> shape) {
    std::string name = "grid" + std::to_string(numGrids++);
    return shard::GridOp::create(builder, builder.getUnknownLoc(), name, shape);
  }

  /// An emitError callback that reports at a location of its own, so that a
  /// test can tell its diagnostics apart.
  function_ref<InFlightDiagnostic()> reportHere() { return emitAtTestLoc; }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  OpBuilder builder;
  std::vector<std::string> messages;
  std::vector<DiagnosticSeverity> severities;
  std::vector<Location> locations;
  ScopedDiagnosticHandler diagnostics;
  Location testLoc = FileLineColLoc::get(&context, "group.mlir", 7, 3);
  std::function<InFlightDiagnostic()> emitAtTestLoc = [this] {
    return emitError(testLoc);
  };
  int numGrids = 0;
};

//===----------------------------------------------------------------------===//
// getGroupSize: values
//===----------------------------------------------------------------------===//

// A 1-d grid is a group of its one dimension.
TEST_F(ZeroUtilsTest, OneDimensionalGridSpansItsSize) {
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({4}))), std::optional<int64_t>(4));
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({1}))), std::optional<int64_t>(1));
  EXPECT_TRUE(messages.empty());
}

// No axes means every axis: the product of the shape.
TEST_F(ZeroUtilsTest, AllAxesSpanTheProductOfTheShape) {
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({8, 8}))), std::optional<int64_t>(64));
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({2, 3, 5}))),
            std::optional<int64_t>(30));
  EXPECT_TRUE(messages.empty());
}

// A subset of the axes spans the product of those dimensions, in any order.
TEST_F(ZeroUtilsTest, AxesSubsetSpansOnlyThoseDimensions) {
  shard::GridOp square = makeGrid({8, 8});
  EXPECT_EQ(sizeOf(getGroupSize(square, {0})), std::optional<int64_t>(8));
  EXPECT_EQ(sizeOf(getGroupSize(square, {1})), std::optional<int64_t>(8));
  EXPECT_EQ(sizeOf(getGroupSize(square, {0, 1})), std::optional<int64_t>(64));

  shard::GridOp cube = makeGrid({2, 3, 5});
  EXPECT_EQ(sizeOf(getGroupSize(cube, {1})), std::optional<int64_t>(3));
  EXPECT_EQ(sizeOf(getGroupSize(cube, {0, 2})), std::optional<int64_t>(10));
  EXPECT_EQ(sizeOf(getGroupSize(cube, {2, 0})), std::optional<int64_t>(10));
  EXPECT_TRUE(messages.empty());
}

// An axis that the group does not span may be anything, even empty or
// dynamic: only the spanned dimensions count.
TEST_F(ZeroUtilsTest, UnspannedAxesAreNotChecked) {
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({4, 0}), {0})),
            std::optional<int64_t>(4));
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({4, kDynamic}), {0})),
            std::optional<int64_t>(4));
  EXPECT_TRUE(messages.empty());
}

// A grid of rank 0 spans the empty product, one rank. (The shard dialect's
// verifier rejects such a grid; the helper itself does not need to.)
TEST_F(ZeroUtilsTest, RankZeroGridIsOneRank) {
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({}))), std::optional<int64_t>(1));
}

// The largest group MPI and NCCL can number, 2^31 − 1 ranks, is accepted, as
// is a product just below it.
TEST_F(ZeroUtilsTest, LargestGroupIsIntMax) {
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({kMaxGroupSize}))),
            std::optional<int64_t>(kMaxGroupSize));
  // 46340² = 2147395600 < 2^31 − 1.
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({46340, 46340}))),
            std::optional<int64_t>(int64_t(46340) * 46340));
  EXPECT_EQ(sizeOf(getGroupSize(makeGrid({65536, 32767}))),
            std::optional<int64_t>(int64_t(65536) * 32767));
  EXPECT_TRUE(messages.empty());
}

//===----------------------------------------------------------------------===//
// getGroupSize: failures, with and without a diagnostic
//===----------------------------------------------------------------------===//

/// A grid and axes that `getGroupSize` must refuse, and a phrase of the
/// reason it must give.
struct InvalidGroup {
  const char *scenario;
  std::vector<int64_t> shape;
  std::vector<int16_t> axes;
  const char *reason;
};

const InvalidGroup kInvalidGroups[] = {
    {"empty 1-d grid", {0}, {}, "has 0 ranks"},
    {"empty second axis", {4, 0}, {}, "axis 1 of @"},
    {"negative static size", {-2}, {}, "at least 1"},
    {"dynamic size", {kDynamic}, {}, "has a dynamic size"},
    {"dynamic spanned axis", {4, kDynamic}, {1}, "has a dynamic size"},
    {"2^31 ranks", {int64_t(1) << 31}, {}, "more than 2147483647 ranks"},
    {"2^32 x 2^32 ranks",
     {int64_t(1) << 32, int64_t(1) << 32},
     {},
     "more than 2147483647 ranks"},
    {"product of 2^31", {65536, 32768}, {}, "more than 2147483647 ranks"},
    {"product just past the limit", {46341, 46341}, {}, "more than"},
    {"axis past the rank", {8, 8}, {2}, "grid axis 2 is out of range"},
    {"negative axis", {8, 8}, {-1}, "grid axis -1 is out of range"},
    {"axis of a 1-d grid", {4}, {1}, "of rank 1"},
    {"repeated axis", {8, 8}, {0, 0}, "grid axis 0 is listed twice"},
    {"repeated axis after another", {2, 3, 5}, {1, 2, 1}, "listed twice"},
};

// Every invalid group fails with one error, at the caller's location, that
// says why.
TEST_F(ZeroUtilsTest, InvalidGroupsFailWithAReason) {
  for (const InvalidGroup &invalid : kInvalidGroups) {
    SCOPED_TRACE(invalid.scenario);
    messages.clear();
    severities.clear();
    locations.clear();
    shard::GridOp grid = makeGrid(invalid.shape);
    EXPECT_TRUE(failed(getGroupSize(grid, invalid.axes, reportHere())));
    ASSERT_EQ(messages.size(), 1u);
    EXPECT_EQ(severities[0], DiagnosticSeverity::Error);
    EXPECT_EQ(locations[0], testLoc);
    EXPECT_NE(messages[0].find(invalid.reason), std::string::npos)
        << messages[0];
  }
}

// The diagnostic names the grid, so that a module with several says which.
TEST_F(ZeroUtilsTest, DiagnosticNamesTheGrid) {
  makeGrid({8});
  shard::GridOp second = makeGrid({kDynamic});
  EXPECT_TRUE(failed(getGroupSize(second, {}, reportHere())));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("@grid1"), std::string::npos) << messages[0];
}

// Without an emitError callback a failure is silent: callers that probe
// (what-if copies of the module) must not print anything.
TEST_F(ZeroUtilsTest, InvalidGroupsFailSilentlyWithoutCallback) {
  for (const InvalidGroup &invalid : kInvalidGroups) {
    SCOPED_TRACE(invalid.scenario);
    shard::GridOp grid = makeGrid(invalid.shape);
    EXPECT_TRUE(failed(getGroupSize(grid, invalid.axes)));
  }
  EXPECT_TRUE(messages.empty()) << messages.front();
}

//===----------------------------------------------------------------------===//
// Element and tensor sizes
//===----------------------------------------------------------------------===//

// Bit widths of the element types a model state can have.
TEST_F(ZeroUtilsTest, ElementBitWidths) {
  using Bits = std::optional<uint64_t>;
  EXPECT_EQ(getElementBitWidth(builder.getF32Type()), Bits(32));
  EXPECT_EQ(getElementBitWidth(builder.getBF16Type()), Bits(16));
  EXPECT_EQ(getElementBitWidth(builder.getF16Type()), Bits(16));
  EXPECT_EQ(getElementBitWidth(builder.getF64Type()), Bits(64));
  EXPECT_EQ(getElementBitWidth(builder.getType<Float8E4M3FNType>()), Bits(8));
  EXPECT_EQ(getElementBitWidth(builder.getType<Float4E2M1FNType>()), Bits(4));
  EXPECT_EQ(getElementBitWidth(builder.getI1Type()), Bits(1));
  EXPECT_EQ(getElementBitWidth(builder.getIntegerType(4)), Bits(4));
  EXPECT_EQ(getElementBitWidth(builder.getI64Type()), Bits(64));
}

// A complex number is two of its parts.
TEST_F(ZeroUtilsTest, ComplexElementsAreTwoParts) {
  using Bits = std::optional<uint64_t>;
  EXPECT_EQ(getElementBitWidth(ComplexType::get(builder.getF32Type())),
            Bits(64));
  EXPECT_EQ(getElementBitWidth(ComplexType::get(builder.getBF16Type())),
            Bits(32));
  EXPECT_EQ(getElementBitWidth(ComplexType::get(builder.getIntegerType(4))),
            Bits(8));
}

// `index` has a target-dependent size, and `none` none at all.
TEST_F(ZeroUtilsTest, UnsizedElementsHaveNoBitWidth) {
  EXPECT_FALSE(getElementBitWidth(builder.getIndexType()));
  EXPECT_FALSE(getElementBitWidth(builder.getNoneType()));
}

// Element counts of static shapes, including rank 0 (one element) and an
// empty dimension (none).
TEST_F(ZeroUtilsTest, StaticShapesCountTheirElements) {
  Type f32 = builder.getF32Type();
  using Count = std::optional<uint64_t>;
  EXPECT_EQ(getNumElements(RankedTensorType::get({}, f32)), Count(1));
  EXPECT_EQ(getNumElements(RankedTensorType::get({0}, f32)), Count(0));
  EXPECT_EQ(getNumElements(RankedTensorType::get({2, 3, 4}, f32)), Count(24));
  EXPECT_EQ(getNumElements(RankedTensorType::get(
                {0, int64_t(1) << 40, int64_t(1) << 40}, f32)),
            Count(0));
  EXPECT_EQ(getNumElements(MemRefType::get({2, 3}, f32)), Count(6));
  const int64_t largest = std::numeric_limits<int64_t>::max();
  EXPECT_EQ(getNumElements(RankedTensorType::get({largest}, f32)),
            Count(largest));
}

// The bytes of a value as a buffer: a static tensor's, 0 for what has no
// fixed size as a tensor (a scalar, a dynamic shape), none past 2^63 - 1.
TEST_F(ZeroUtilsTest, StaticTensorBytes) {
  using Bytes = std::optional<uint64_t>;
  Type f32 = builder.getF32Type();
  EXPECT_EQ(getStaticTensorBytes(RankedTensorType::get({2, 32, 64}, f32)),
            Bytes(16384));
  EXPECT_EQ(getStaticTensorBytes(
                RankedTensorType::get({3}, builder.getIntegerType(4))),
            Bytes(3));
  EXPECT_EQ(getStaticTensorBytes(f32), Bytes(0));
  EXPECT_EQ(getStaticTensorBytes(RankedTensorType::get({kDynamic}, f32)),
            Bytes(0));
  EXPECT_FALSE(getStaticTensorBytes(
      RankedTensorType::get({std::numeric_limits<int64_t>::max()}, f32)));
}

// Dynamic and unranked shapes have no count.
TEST_F(ZeroUtilsTest, DynamicShapesHaveNoCount) {
  Type f32 = builder.getF32Type();
  EXPECT_FALSE(getNumElements(RankedTensorType::get({kDynamic, 4}, f32)));
  EXPECT_FALSE(getNumElements(UnrankedTensorType::get(f32)));
}

// Counts past INT64_MAX have no value, whether the product passes 2^63 or
// wraps past 2^64.
TEST_F(ZeroUtilsTest, CountsPastInt64MaxHaveNoValue) {
  Type f32 = builder.getF32Type();
  EXPECT_FALSE(getNumElements(
      RankedTensorType::get({int64_t(1) << 31, int64_t(1) << 32}, f32)));
  EXPECT_FALSE(getNumElements(
      RankedTensorType::get({int64_t(1) << 32, int64_t(1) << 32}, f32)));
  EXPECT_FALSE(getNumElements(RankedTensorType::get(
      {int64_t(1) << 32, int64_t(1) << 32, int64_t(1) << 32}, f32)));
}

// An empty dimension makes the count 0 wherever it is, even after
// dimensions whose product alone overflows.
TEST_F(ZeroUtilsTest, EmptyDimensionAfterHugeOnesCountsZero) {
  Type f32 = builder.getF32Type();
  EXPECT_EQ(getNumElements(RankedTensorType::get(
                {int64_t(1) << 40, int64_t(1) << 40, 0}, f32)),
            std::optional<uint64_t>(0));
}

// A sub-byte element takes a whole byte, as the LLVM lowering stores it.
TEST_F(ZeroUtilsTest, ByteSizesRoundUpToWholeBytes) {
  using Bytes = std::optional<uint64_t>;
  EXPECT_EQ(getByteSize(0, builder.getF32Type()), Bytes(0));
  EXPECT_EQ(getByteSize(3, builder.getF32Type()), Bytes(12));
  EXPECT_EQ(getByteSize(3, builder.getBF16Type()), Bytes(6));
  EXPECT_EQ(getByteSize(8, builder.getI1Type()), Bytes(8));
  EXPECT_EQ(getByteSize(9, builder.getI1Type()), Bytes(9));
  EXPECT_EQ(getByteSize(3, builder.getIntegerType(4)), Bytes(3));
  EXPECT_EQ(getByteSize(1, ComplexType::get(builder.getF64Type())), Bytes(16));
  EXPECT_FALSE(getByteSize(4, builder.getIndexType()));
}

// Sizes up to INT64_MAX bytes are exact; past it they have no value, even
// where 64-bit arithmetic would have wrapped to a small number.
TEST_F(ZeroUtilsTest, ByteSizesStopAtInt64Max) {
  using Bytes = std::optional<uint64_t>;
  const uint64_t int64Max = std::numeric_limits<int64_t>::max();
  const uint64_t uint64Max = std::numeric_limits<uint64_t>::max();
  EXPECT_EQ(getByteSize(int64Max, builder.getI8Type()), Bytes(int64Max));
  EXPECT_FALSE(getByteSize(int64Max + 1, builder.getI8Type()));
  // ⌊INT64_MAX / 4⌋ = 2^61 − 1 floats are 2^63 − 4 bytes; one more is 2^63.
  EXPECT_EQ(getByteSize(int64Max / 4, builder.getF32Type()),
            Bytes(int64Max - 3));
  EXPECT_FALSE(getByteSize(int64Max / 4 + 1, builder.getF32Type()));
  // 2^64 − 1 i1 elements are as many bytes, past the limit.
  EXPECT_EQ(getByteSize(int64Max, builder.getI1Type()), Bytes(int64Max));
  EXPECT_FALSE(getByteSize(uint64Max, builder.getI1Type()));
  // 2^58 f64 are 2^64 bits, which a 64-bit bit count would wrap to 0, but
  // only 2^61 bytes; 2^60 of them are 2^63 bytes, one past the limit.
  EXPECT_EQ(getByteSize(uint64_t(1) << 58, builder.getF64Type()),
            Bytes(uint64_t(1) << 61));
  EXPECT_FALSE(getByteSize(uint64_t(1) << 60, builder.getF64Type()));
  EXPECT_FALSE(getByteSize(uint64Max, builder.getF64Type()));
}

//===----------------------------------------------------------------------===//
// Flattening to the shard layout
//===----------------------------------------------------------------------===//

// One group of every dimension, or none for rank 0.
TEST_F(ZeroUtilsTest, FlatteningReassociationGroupsEveryDimension) {
  EXPECT_TRUE(getFlatteningReassociation(0).empty());
  EXPECT_EQ(getFlatteningReassociation(1),
            (SmallVector<ReassociationIndices>{{0}}));
  EXPECT_EQ(getFlatteningReassociation(3),
            (SmallVector<ReassociationIndices>{{0, 1, 2}}));
}

/// A value of `type` with no computation behind it.
Value makeValue(OpBuilder &builder, Type type) {
  return UnrealizedConversionCastOp::create(builder, builder.getUnknownLoc(),
                                            TypeRange{type}, ValueRange{})
      .getResult(0);
}

// A 1-d tensor is already flat: the same value, no new op.
TEST_F(ZeroUtilsTest, FlattenKeepsARankOneTensor) {
  Value tensor =
      makeValue(builder, RankedTensorType::get({6}, builder.getF32Type()));
  size_t opsBefore = module->getBody()->getOperations().size();
  EXPECT_EQ(flattenTensor(builder, builder.getUnknownLoc(), tensor), tensor);
  EXPECT_EQ(module->getBody()->getOperations().size(), opsBefore);
}

// A 3-d tensor collapses all its dimensions into one, keeping the element
// type, in an op the tensor dialect's verifier accepts.
TEST_F(ZeroUtilsTest, FlattenCollapsesARankThreeTensor) {
  Value tensor = makeValue(
      builder, RankedTensorType::get({2, 3, 4}, builder.getBF16Type()));
  Value flat = flattenTensor(builder, builder.getUnknownLoc(), tensor);
  EXPECT_EQ(flat.getType(), RankedTensorType::get({24}, builder.getBF16Type()));
  auto collapse = flat.getDefiningOp<tensor::CollapseShapeOp>();
  ASSERT_TRUE(collapse);
  EXPECT_EQ(collapse.getSrc(), tensor);
  EXPECT_EQ(collapse.getReassociationIndices(),
            (SmallVector<ReassociationIndices>{{0, 1, 2}}));
  EXPECT_TRUE(succeeded(verify(collapse)));
}

// A 0-d tensor expands to one element (collapse cannot add a dimension).
TEST_F(ZeroUtilsTest, FlattenExpandsARankZeroTensor) {
  Value tensor =
      makeValue(builder, RankedTensorType::get({}, builder.getF32Type()));
  Value flat = flattenTensor(builder, builder.getUnknownLoc(), tensor);
  EXPECT_EQ(flat.getType(), RankedTensorType::get({1}, builder.getF32Type()));
  auto expand = flat.getDefiningOp<tensor::ExpandShapeOp>();
  ASSERT_TRUE(expand);
  EXPECT_EQ(expand.getSrc(), tensor);
  EXPECT_TRUE(expand.getReassociationIndices().empty());
  EXPECT_TRUE(succeeded(verify(expand)));
}

// The inits of destination-style ops, in result order: the trailing
// operands of linalg ops (read without rebuilding their operand segments),
// and the interface's answer for others, whose init need not come last.
TEST(TensorInitsTest, LinalgAndOtherDestinationStyleOps) {
  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, tensor::TensorDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %acc: tensor<4x2xf32>,
                 %small: tensor<2xf32>, %x: f32,
                 %row: index) -> tensor<4x2xf32> {
      %filled = linalg.fill ins(%x : f32) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
      %product = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>)
                               outs(%filled : tensor<4x2xf32>) -> tensor<4x2xf32>
      %inserted = tensor.insert_slice %small into %product[%row, 0] [1, 2] [1, 1]
          : tensor<2xf32> into tensor<4x2xf32>
      return %inserted : tensor<4x2xf32>
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  auto func = cast<func::FuncOp>(module->getBody()->front());
  Block &body = func.getBody().front();
  SmallVector<Operation *> ops =
      llvm::map_to_vector(body, [](Operation &op) { return &op; });
  ASSERT_EQ(ops.size(), 4u);
  auto initsOf = [](Operation *op) {
    return getTensorInits(cast<DestinationStyleOpInterface>(op));
  };
  EXPECT_EQ(initsOf(ops[0]), SmallVector<Value>{body.getArgument(2)});
  EXPECT_EQ(initsOf(ops[1]), SmallVector<Value>{ops[0]->getResult(0)});
  // `tensor.insert_slice` reads (source, dest, offsets): its init is operand
  // 1, not the last one.
  EXPECT_EQ(initsOf(ops[2]), SmallVector<Value>{ops[1]->getResult(0)});
}

} // namespace
