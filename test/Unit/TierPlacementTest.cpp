//===- TierPlacementTest.cpp - the rule that places values in tiers -------===//
//
// `placeValuesInTiers` (Analysis/TierPlacement.h) is the one rule the
// measurement, the time model's host ops and the search's model apply to an
// offloaded step. Checked here on a step in the IR: a transfer's result is
// in its target and its input's tier is reported; an op reading a host
// tensor, directly or in a region, runs on the host; a scalar does not
// carry its tier (the op reading it runs on the device); a read of NVMe is
// reported; and the bytes each transfer moves go to the right counter.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/TierPlacement.h"
#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// A host optimizer state, an NVMe one and a gradient on the device. Each
/// op is named by its `tag` so that the test can find it.
constexpr const char *kStep = R"mlir(
func.func @step(%m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">,
                                   zero.tier = #zero.tier<host>},
                %n: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">,
                                   zero.tier = #zero.tier<nvme>},
                %g: tensor<4xf32>) {
  %gh = zero.transfer %g from device to host {tag = "to_host"} : tensor<4xf32>
  %u = arith.addf %m, %gh {tag = "update"} : tensor<4xf32>
  %c0 = arith.constant {tag = "index"} 0 : index
  %s = tensor.extract %u[%c0] {tag = "extract"} : tensor<4xf32>
  %f = linalg.fill {tag = "fill"} ins(%s : f32) outs(%g : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"], tag = "captures"}
      outs(%f : tensor<4xf32>) {
  ^bb0(%out: f32):
    %x = tensor.extract %u[%c0] : tensor<4xf32>
    %y = arith.addf %out, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %nh = zero.transfer %n from nvme to host {tag = "read"} : tensor<4xf32>
  %nd = zero.transfer %nh from host to device {tag = "to_device"} : tensor<4xf32>
  %w = zero.transfer %nd from host to device {tag = "misplaced"} : tensor<4xf32>
  %r = arith.negf %n {tag = "reads_nvme"} : tensor<4xf32>
  return
}
)mlir";

/// What the sweep reports, by tag.
struct Recorder {
  std::vector<std::string> onHost, readsNvme;
  std::vector<std::pair<std::string, MemoryTier>> transfers;

  static std::string tagOf(Operation *op) {
    auto tag = op->getAttrOfType<StringAttr>("tag");
    return tag ? tag.str() : std::string();
  }
  bool onTransfer(Operation *op, TransferTiers, MemoryTier input) {
    transfers.push_back({tagOf(op), input});
    return true;
  }
  bool onNvmeRead(Operation *op) {
    readsNvme.push_back(tagOf(op));
    return true;
  }
  bool onHostOp(Operation *op) {
    onHost.push_back(tagOf(op));
    return true;
  }
};

class TierPlacementTest : public ::testing::Test {
protected:
  TierPlacementTest() {
    context.loadDialect<func::FuncDialect, ZeroDialect, arith::ArithDialect,
                        linalg::LinalgDialect, tensor::TensorDialect>();
    module = parseSourceString<ModuleOp>(kStep, &context);
    step = cast<func::FuncOp>(module->getBody()->front());
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp step;
};

TEST_F(TierPlacementTest, PlacesEachOpWhereTheTensorsItReadsLive) {
  StepTierProgram program(step);
  ASSERT_TRUE(program.hasTiers());
  Recorder recorder;
  ASSERT_TRUE(placeValuesInTiers(program, recorder));
  // The update reads a host state; the extract reads the update; the
  // generic reads it in its region; negf reads NVMe and is placed on the
  // host all the same. The fill reads only a scalar from the host and the
  // device's gradient: it runs on the device.
  EXPECT_EQ(recorder.onHost,
            (std::vector<std::string>{"update", "extract", "captures",
                                      "reads_nvme"}));
  EXPECT_EQ(recorder.readsNvme, std::vector<std::string>{"reads_nvme"});
  // Each transfer is told where its input is: the misplaced one says it
  // copies from the host, but its input is on the device.
  std::vector<std::pair<std::string, MemoryTier>> expected = {
      {"to_host", MemoryTier::Device},
      {"read", MemoryTier::Nvme},
      {"to_device", MemoryTier::Host},
      {"misplaced", MemoryTier::Device}};
  EXPECT_EQ(recorder.transfers, expected);
}

TEST_F(TierPlacementTest, FindOpsOnHostIsTheSameRule) {
  llvm::DenseSet<Operation *> onHost = findOpsOnHost(step);
  std::vector<std::string> tags;
  step.walk([&](Operation *op) {
    if (onHost.contains(op))
      tags.push_back(Recorder::tagOf(op));
  });
  EXPECT_EQ(tags, (std::vector<std::string>{"update", "extract", "captures",
                                            "reads_nvme"}));
}

TEST_F(TierPlacementTest, AStepWithoutTiersHasNothingToPlace) {
  OwningOpRef<ModuleOp> plain = parseSourceString<ModuleOp>(
      "func.func @step(%g: tensor<4xf32>) { return }", &context);
  auto plainStep = cast<func::FuncOp>(plain->getBody()->front());
  EXPECT_FALSE(StepTierProgram(plainStep).hasTiers());
  EXPECT_TRUE(findOpsOnHost(plainStep).empty());
}

TEST(TransferBytesTest, EachDirectionHasItsCounter) {
  TierTraffic moved;
  ASSERT_TRUE(addTransferBytes(moved, MemoryTier::Host, MemoryTier::Device, 1));
  ASSERT_TRUE(addTransferBytes(moved, MemoryTier::Device, MemoryTier::Host, 2));
  ASSERT_TRUE(addTransferBytes(moved, MemoryTier::Host, MemoryTier::Nvme, 4));
  ASSERT_TRUE(addTransferBytes(moved, MemoryTier::Nvme, MemoryTier::Host, 8));
  EXPECT_EQ(moved.toHost, 1u);
  EXPECT_EQ(moved.toDevice, 2u);
  EXPECT_EQ(moved.nvmeRead, 4u);
  EXPECT_EQ(moved.nvmeWritten, 8u);
  // A sum past 2^64 is refused and leaves the counter as it was.
  EXPECT_FALSE(addTransferBytes(moved, MemoryTier::Host, MemoryTier::Device,
                                UINT64_MAX));
  EXPECT_EQ(moved.toHost, 1u);
}

} // namespace
