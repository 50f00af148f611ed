//===- MachineModelTest.cpp - machine descriptions and the time model -----===//
//
// Checks the "zero-machine/1" reader against what it promises (every field
// checked, errors that name the field) and the step-time arithmetic of
// MachineModel.h on figures chosen so the expected seconds are exact.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

TEST(MachineModelTest, EveryPresetSurvivesItsOwnJSON) {
  for (StringRef name : getMachinePresetNames()) {
    std::optional<MachineModel> preset = getMachinePreset(name);
    ASSERT_TRUE(preset) << name.str();
    std::string json;
    llvm::raw_string_ostream os(json);
    printMachineModel(*preset, os);
    std::string error;
    std::optional<MachineModel> read = parseMachineModel(json, error);
    ASSERT_TRUE(read) << name.str() << ": " << error;
    EXPECT_EQ(read->name, preset->name);
    EXPECT_EQ(read->matmulFlops.lookup("bf16"),
              preset->matmulFlops.lookup("bf16"));
    EXPECT_EQ(read->interNodeBandwidth, preset->interNodeBandwidth);
    EXPECT_EQ(read->devicesPerNode, preset->devicesPerNode);
    EXPECT_EQ(read->deviceMemory, preset->deviceMemory);
    EXPECT_EQ(read->pcieBandwidth, preset->pcieBandwidth);
    EXPECT_EQ(read->nvmeBandwidth, preset->nvmeBandwidth);
  }
  EXPECT_FALSE(getMachinePreset("h100"));
}

/// A valid description with one field replaced (or removed, when
/// `replacement` is empty).
std::string describe(StringRef field, StringRef replacement) {
  std::string json = R"({"schema": "zero-machine/1", "name": "test",
    "source": "unit test",
    "matmul_flops": {"bf16": 8, "f16": 8, "f32": 4, "f64": 2},
    "vector_flops": {"bf16": 2, "f16": 2, "f32": 2, "f64": 1},
    "memory_bandwidth": 10, "intra_node_bandwidth": 100,
    "inter_node_bandwidth": 10, "collective_latency_s": 0.5,
    "devices_per_node": 4})";
  if (field.empty())
    return json;
  size_t at = json.find(("\"" + field + "\"").str());
  size_t end = json.find_first_of(",}", json.find(':', at));
  if (field == "matmul_flops")
    end = json.find('}', at) + 1;
  json.replace(at, end - at, replacement.str());
  if (replacement.empty() && json[at] == ',')
    json.erase(at, 1);
  return json;
}

TEST(MachineModelTest, ErrorsNameTheField) {
  std::string error;
  ASSERT_TRUE(parseMachineModel(describe("", ""), error)) << error;
  struct Case {
    StringRef field, replacement, expected;
  } cases[] = {
      {"schema", R"("schema": "zero-machine/2")", "\"schema\" must be"},
      {"memory_bandwidth", R"("memory_bandwidth": 0)",
       "\"memory_bandwidth\" must be a number > 0"},
      {"matmul_flops", R"("matmul_flops": {"bf16": 8, "f32": 4, "f64": 2})",
       "\"matmul_flops\": \"f16\" must be a number > 0"},
      {"matmul_flops",
       R"("matmul_flops": {"bf16": 8, "f16": 8, "f32": 4, "f64": 2, "fp8": 9})",
       "unknown type \"fp8\""},
      {"devices_per_node", R"("devices_per_node": 0)",
       "\"devices_per_node\" must be an integer >= 1"},
      {"collective_latency_s", R"("collective_latency_s": -1)",
       "\"collective_latency_s\" must be a number >= 0"},
      {"devices_per_node", R"("devices_per_node": 4, "nics": 2)",
       "unknown field \"nics\""},
      {"devices_per_node", R"("devices_per_node": 4, "pcie_bandwidth": 0)",
       "\"pcie_bandwidth\" must be a number > 0"},
      {"devices_per_node", R"("devices_per_node": 4, "nvme_bandwidth": "x")",
       "\"nvme_bandwidth\" must be a number > 0"},
  };
  for (const Case &test : cases) {
    error.clear();
    EXPECT_FALSE(
        parseMachineModel(describe(test.field, test.replacement), error))
        << test.replacement.str();
    EXPECT_NE(error.find(test.expected.str()), std::string::npos)
        << "got: " << error;
  }
  EXPECT_FALSE(parseMachineModel("[1, 2]", error));
  EXPECT_FALSE(parseMachineModel("{", error));
  EXPECT_NE(error.find("not JSON"), std::string::npos);
}

TEST(MachineModelTest, OffloadBandwidthsAreOptional) {
  std::string error;
  std::optional<MachineModel> without =
      parseMachineModel(describe("", ""), error);
  ASSERT_TRUE(without) << error;
  EXPECT_EQ(without->pcieBandwidth, 0);
  EXPECT_EQ(without->nvmeBandwidth, 0);
  std::optional<MachineModel> with =
      parseMachineModel(describe("devices_per_node", R"("devices_per_node": 4,
          "pcie_bandwidth": 16, "nvme_bandwidth": 2)"),
                        error);
  ASSERT_TRUE(with) << error;
  EXPECT_EQ(with->pcieBandwidth, 16);
  EXPECT_EQ(with->nvmeBandwidth, 2);
  // The busier PCIe direction, and NVMe reads plus writes, each alone.
  TierTraffic moved;
  moved.toHost = 32;
  moved.toDevice = 64;
  moved.nvmeRead = 6;
  moved.nvmeWritten = 4;
  EXPECT_EQ(getPcieSeconds(*with, moved), 4);
  EXPECT_EQ(getNvmeSeconds(*with, moved), 5);
  StepTimeEstimate estimate =
      estimateStepTime(*with, /*worldSize=*/1, {}, 1.0, {}, moved);
  EXPECT_EQ(estimate.pcie, 4);
  EXPECT_EQ(estimate.nvme, 5);
  EXPECT_EQ(estimate.step, 9);
  // A machine without the NVMe figure leaves it unknown, not zero.
  estimate =
      estimateStepTime(*getMachinePreset("h100-sxm"), 1, {}, 1.0, {}, moved);
  EXPECT_EQ(estimate.pcie, 64 / 64e9);
  EXPECT_FALSE(estimate.nvme);
  EXPECT_TRUE(estimate.copiesToNvme);
}

TEST(MachineModelTest, UnknownNamesListThePresets) {
  std::string error;
  EXPECT_FALSE(loadMachineModel("h1000", error));
  EXPECT_NE(error.find("h100-sxm, h200, b200, a100-80gb"), std::string::npos)
      << error;
  EXPECT_FALSE(loadMachineModel("/nonexistent/machine.json", error));
  EXPECT_NE(error.find("cannot read machine description"), std::string::npos);
}

TEST(MachineModelTest, ComputeIsARooflinePerOp) {
  MLIRContext context;
  Builder builder(&context);
  std::string error;
  std::optional<MachineModel> machine =
      parseMachineModel(describe("", ""), error);
  ASSERT_TRUE(machine) << error;
  StepTimeModel model(*machine, /*worldSize=*/1);
  // A contraction bound by its FLOPs: 40 / 4 = 10 s (bytes: 20 / 10 = 2 s).
  OpCost matmul{/*flops=*/40, /*bytes=*/20, /*isContraction=*/true,
                builder.getF32Type()};
  // An elementwise op bound by its bytes: 100 / 10 = 10 s (FLOPs: 4 / 2).
  OpCost add{/*flops=*/4, /*bytes=*/100, /*isContraction=*/false,
             builder.getBF16Type()};
  ASSERT_TRUE(succeeded(model.addCompute(matmul, error))) << error;
  ASSERT_TRUE(succeeded(model.addCompute(add, error))) << error;
  StepTimeEstimate estimate = model.getEstimate();
  EXPECT_DOUBLE_EQ(estimate.compute, 20.0);
  EXPECT_DOUBLE_EQ(estimate.step, 20.0);
  OpCost integer{/*flops=*/4, /*bytes=*/0, /*isContraction=*/false,
                 builder.getI32Type()};
  EXPECT_TRUE(failed(model.addCompute(integer, error)));
  EXPECT_NE(error.find("no peak FLOP/s for i32"), std::string::npos) << error;
}

TEST(MachineModelTest, CommIsTheRingModel) {
  std::string error;
  std::optional<MachineModel> machine =
      parseMachineModel(describe("", ""), error);
  ASSERT_TRUE(machine) << error;
  // 4 ranks fit in a node (bandwidth 100): 2 all-gathers of 3 steps at
  // 0.5 s each, and 200 bytes: 3 + 2 = 5 s.
  StepTimeModel inNode(*machine, /*worldSize=*/4);
  inNode.addCollectives(CollectiveKind::AllGather, 2, 200);
  EXPECT_DOUBLE_EQ(inNode.getEstimate().comm, 5.0);
  // 8 ranks span nodes (bandwidth 10): an all-reduce is 2·7 steps:
  // 7 + 50 / 10 = 12 s; none of it hidden.
  StepTimeModel acrossNodes(*machine, /*worldSize=*/8);
  acrossNodes.addCollectives(CollectiveKind::AllReduce, 1, 50);
  StepTimeEstimate estimate = acrossNodes.getEstimate();
  EXPECT_DOUBLE_EQ(estimate.comm, 12.0);
  EXPECT_DOUBLE_EQ(
      estimate.commByKind[static_cast<int>(CollectiveKind::AllReduce)], 12.0);
  EXPECT_DOUBLE_EQ(estimate.exposedComm, 12.0);
  EXPECT_DOUBLE_EQ(estimate.step, 12.0);
  // One rank sends nothing.
  StepTimeModel alone(*machine, /*worldSize=*/1);
  alone.addCollectives(CollectiveKind::AllReduce, 1, 50);
  EXPECT_DOUBLE_EQ(alone.getEstimate().comm, 0.0);
}

//===----------------------------------------------------------------------===//
// The timeline of one compute and one communication stream (StepTimeline.h).
// Every duration is a small binary fraction, so each expected time is exact.
//===----------------------------------------------------------------------===//

TEST(StepTimelineTest, SynchronousCollectivesAreAllExposed) {
  // compute 1 | all_gather 2 | compute 3 | reduce_scatter 0.5: nothing runs
  // beside a synchronous collective, so the step is the sum.
  StepTimeline timeline;
  timeline.compute(1);
  timeline.collective(2);
  timeline.compute(3);
  timeline.collective(0.5);
  EXPECT_EQ(timeline.getComputeSeconds(), 4);
  EXPECT_EQ(timeline.getCommSeconds(), 2.5);
  EXPECT_EQ(timeline.getStepSeconds(), 6.5);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 2.5);
}

TEST(StepTimelineTest, AStartHidesBehindTheComputeBeforeItsWait) {
  // A gather of 2 s started at 0 under 3 s of compute: waited for at 3,
  // long done.
  StepTimeline timeline;
  double finish = timeline.start(2);
  EXPECT_EQ(finish, 2);
  timeline.compute(3);
  timeline.wait(finish);
  EXPECT_EQ(timeline.getStepSeconds(), 3);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 0);
}

TEST(StepTimelineTest, AWaitExposesWhatTheComputeDidNotCover) {
  // compute 1; start 4 s (runs 1..5); compute 2 (to 3); wait (to 5);
  // compute 1 (to 6): 2 of the 4 s are exposed.
  StepTimeline timeline;
  timeline.compute(1);
  double finish = timeline.start(4);
  EXPECT_EQ(finish, 5);
  timeline.compute(2);
  timeline.wait(finish);
  timeline.compute(1);
  EXPECT_EQ(timeline.getComputeSeconds(), 4);
  EXPECT_EQ(timeline.getStepSeconds(), 6);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 2);
}

TEST(StepTimelineTest, OneCommunicationStreamRunsStartsInOrder) {
  // Two 2 s starts at 0 share the stream: 0..2 and 2..4. Compute 1, wait
  // for the first (to 2), compute 1 (to 3), wait for the second (to 4).
  StepTimeline timeline;
  double first = timeline.start(2);
  double second = timeline.start(2);
  EXPECT_EQ(first, 2);
  EXPECT_EQ(second, 4);
  timeline.compute(1);
  timeline.wait(first);
  timeline.compute(1);
  timeline.wait(second);
  EXPECT_EQ(timeline.getStepSeconds(), 4);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 2);
}

TEST(StepTimelineTest, ASynchronousCollectiveQueuesBehindAStart) {
  // A 3 s start at 0, then a synchronous 1 s collective: it runs 3..4 and
  // compute waits for it; the start's wait after it costs nothing.
  StepTimeline timeline;
  double started = timeline.start(3);
  timeline.collective(1);
  timeline.wait(started);
  timeline.compute(1);
  EXPECT_EQ(timeline.getStepSeconds(), 5);
  EXPECT_EQ(timeline.getComputeSeconds(), 1);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 4);
}

TEST(StepTimelineTest, TheStepEndsWhenBothStreamsAreIdle) {
  // A 5 s start never waited for inside the walk still ends the step at 5,
  // and a wait for a time already past changes nothing.
  StepTimeline timeline;
  timeline.start(5);
  timeline.compute(1);
  timeline.wait(0.5);
  EXPECT_EQ(timeline.getStepSeconds(), 5);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 4);
}

} // namespace
