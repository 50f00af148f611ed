//===- StepCallingConventionTest.cpp - how a host calls a lowered step ----===//
//
// Checks `zabi::getStepCallingConvention` on small steps written for each
// rule of StepCallingConvention.h: which arguments are states (and shards),
// data or the step number, and which results are donated to which argument.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/RuntimeABI/StepCallingConvention.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;
namespace zabi = mlir::zero::abi;
using zabi::StepArgumentKind;

namespace {

class StepCallingConventionTest : public ::testing::Test {
protected:
  StepCallingConventionTest() {
    context
        .loadDialect<arith::ArithDialect, func::FuncDialect,
                     shard::ShardDialect, tensor::TensorDialect, ZeroDialect>();
    // The failing cases report through the diagnostic engine; keep the test
    // output clean and count them instead.
    context.getDiagEngine().registerHandler([this](Diagnostic &diagnostic) {
      lastError = diagnostic.str();
      return success();
    });
  }

  /// Parses `source` and reads the convention of its training step.
  FailureOr<zabi::StepCallingConvention> read(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      return failure();
    FailureOr<FunctionOpInterface> step =
        StateTable::findTrainingStep(*module, /*name=*/"");
    if (failed(step))
      return failure();
    FailureOr<StateTable> table = StateTable::build(*step);
    if (failed(table))
      return failure();
    return zabi::getStepCallingConvention(*step, *table);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::string lastError;
};

// A sharded weight and its moment, a gradient computed in the step, token
// data and the step number: each argument classified, the two state results
// donated to their arguments, the loss returned.
TEST_F(StepCallingConventionTest, ClassifiesArgumentsAndDonatesStates) {
  FailureOr<zabi::StepCallingConvention> convention = read(R"mlir(
    shard.grid @dp(shape = 4)
    func.func @train_step(
        %w: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
        %m: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
        %x: tensor<4x8xf32>, %ids: tensor<4xi64>, %step: tensor<f32>)
        -> (tensor<f32>,
            tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
            tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">})
        attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
      %dw = arith.constant dense<1.0> : tensor<8xf32>
      %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
      %shard = zero.reduce_scatter avg %g on @dp : tensor<8xf32> -> tensor<2xf32>
      %nw = arith.subf %w, %shard : tensor<2xf32>
      %nm = arith.addf %m, %shard : tensor<2xf32>
      return %step, %nw, %nm : tensor<f32>, tensor<2xf32>, tensor<2xf32>
    }
  )mlir");
  ASSERT_TRUE(succeeded(convention)) << lastError;
  ASSERT_EQ(convention->arguments.size(), 5u);
  const zabi::StepArgumentConvention &weight = convention->arguments[0];
  EXPECT_EQ(weight.kind, StepArgumentKind::State);
  EXPECT_EQ(weight.role, StateRole::Weight);
  EXPECT_TRUE(weight.sharded);
  EXPECT_EQ(weight.storageType.getNumElements(), 2);
  EXPECT_EQ(weight.fullType.getNumElements(), 8);
  const zabi::StepArgumentConvention &moment = convention->arguments[1];
  EXPECT_EQ(moment.kind, StepArgumentKind::State);
  EXPECT_EQ(moment.role, StateRole::Optimizer);
  EXPECT_EQ(moment.roleIndex, 0u);
  EXPECT_EQ(moment.paramIndex, weight.paramIndex);
  EXPECT_EQ(convention->arguments[2].kind, StepArgumentKind::Data);
  EXPECT_EQ(convention->arguments[3].kind, StepArgumentKind::Data);
  EXPECT_EQ(convention->arguments[4].kind, StepArgumentKind::StepCounter);

  ASSERT_EQ(convention->results.size(), 3u);
  // Result 0 returns the step-number argument itself: that is a donation
  // too (the buffer already holds it), so the host does not receive it.
  EXPECT_EQ(convention->results[0].donatedTo, std::optional<unsigned>(4));
  EXPECT_EQ(convention->results[1].donatedTo, std::optional<unsigned>(0));
  EXPECT_EQ(convention->results[2].donatedTo, std::optional<unsigned>(1));
  EXPECT_TRUE(convention->getReturnedResults().empty());
}

// A 1-element weight's shard has the type of the weight itself; the
// convention reads "sharded" from `zero.shard_of`, not from the types.
TEST_F(StepCallingConventionTest, ShardednessComesFromTheIR) {
  FailureOr<zabi::StepCallingConvention> convention = read(R"mlir(
    shard.grid @dp(shape = 2)
    func.func @train_step(
        %w: tensor<1xf32> {zero.shard_of = tensor<1xf32>, zero.state = #zero.state<weight, "w">},
        %v: tensor<1xf32> {zero.state = #zero.state<weight, "v">},
        %dw: tensor<1xf32>, %dv: tensor<1xf32>)
        -> (tensor<1xf32> {zero.shard_of = tensor<1xf32>, zero.state = #zero.state<weight, "w">},
            tensor<1xf32> {zero.state = #zero.state<weight, "v">}, tensor<f32>)
        attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
      %g = zero.annotate %dw as <grad, "w"> : tensor<1xf32>
      %h = zero.annotate %dv as <grad, "v"> : tensor<1xf32>
      %nw = arith.subf %w, %g : tensor<1xf32>
      %nv = arith.subf %v, %h : tensor<1xf32>
      %loss = arith.constant dense<0.0> : tensor<f32>
      return %nw, %nv, %loss : tensor<1xf32>, tensor<1xf32>, tensor<f32>
    }
  )mlir");
  ASSERT_TRUE(succeeded(convention)) << lastError;
  EXPECT_TRUE(convention->arguments[0].sharded);
  EXPECT_FALSE(convention->arguments[1].sharded);
  // The gradients are data to the host: they are computed inside a real
  // step; here they come in as arguments and are not donated to.
  EXPECT_EQ(convention->arguments[2].kind, StepArgumentKind::Data);
  // The last argument is a tensor<1xf32>, not a tensor<f32>: no step number.
  EXPECT_EQ(convention->arguments[3].kind, StepArgumentKind::Data);
  EXPECT_EQ(convention->getReturnedResults(), SmallVector<unsigned>({2}));
}

// A trailing tensor<f32> that is a state stays a state.
TEST_F(StepCallingConventionTest, TrailingScalarStateIsNotTheStepNumber) {
  FailureOr<zabi::StepCallingConvention> convention = read(R"mlir(
    func.func @train_step(%dw: tensor<f32>,
        %w: tensor<f32> {zero.state = #zero.state<weight, "w">})
        -> (tensor<f32> {zero.state = #zero.state<weight, "w">}) {
      %g = zero.annotate %dw as <grad, "w"> : tensor<f32>
      %nw = arith.subf %w, %g : tensor<f32>
      return %nw : tensor<f32>
    }
  )mlir");
  ASSERT_TRUE(succeeded(convention)) << lastError;
  EXPECT_EQ(convention->arguments[0].kind, StepArgumentKind::Data);
  EXPECT_EQ(convention->arguments[1].kind, StepArgumentKind::State);
  EXPECT_EQ(convention->results[0].donatedTo, std::optional<unsigned>(1));
}

// A host cannot build a descriptor for a dynamic shape: an error naming the
// argument.
TEST_F(StepCallingConventionTest, RejectsDynamicallyShapedArguments) {
  FailureOr<zabi::StepCallingConvention> convention = read(R"mlir(
    func.func @train_step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
        %dw: tensor<4xf32>, %x: tensor<?xf32>)
        -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}) {
      %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
      %nw = arith.subf %w, %g : tensor<4xf32>
      return %nw : tensor<4xf32>
    }
  )mlir");
  EXPECT_TRUE(failed(convention));
  EXPECT_NE(lastError.find("argument #2 of @train_step must be a statically "
                           "shaped tensor"),
            std::string::npos)
      << lastError;
}

} // namespace
