//===- MachineModelTest.cpp - machine descriptions and the time model -----===//
//
// Checks the "zero-machine/2" reader (and its reading of /1) against what it
// promises (every field checked, errors that name the field, no value that
// makes a time infinite) and the step-time arithmetic of MachineModel.h on
// figures chosen so the expected seconds are exact or derived by hand.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MachineModel.h"

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
    EXPECT_EQ(read->intraNodeBandwidth, preset->intraNodeBandwidth);
    EXPECT_EQ(read->nicsPerNode, preset->nicsPerNode);
    EXPECT_EQ(read->nicBandwidth, preset->nicBandwidth);
    EXPECT_EQ(read->devicesPerNode, preset->devicesPerNode);
    EXPECT_EQ(read->deviceMemory, preset->deviceMemory);
    EXPECT_EQ(read->pcieBandwidth, preset->pcieBandwidth);
    EXPECT_EQ(read->nvmeBandwidth, preset->nvmeBandwidth);
    EXPECT_EQ(read->smCount, preset->smCount);
    EXPECT_EQ(read->fusion, preset->fusion);
    EXPECT_EQ(read->efficiency.matmul, preset->efficiency.matmul);
    EXPECT_EQ(read->efficiency.attentionForward,
              preset->efficiency.attentionForward);
    EXPECT_EQ(read->efficiency.attentionBackward,
              preset->efficiency.attentionBackward);
    EXPECT_EQ(read->efficiency.memory, preset->efficiency.memory);
    EXPECT_EQ(read->transcendentalRate, preset->transcendentalRate);
    EXPECT_EQ(read->matmulCallSeconds, preset->matmulCallSeconds);
    // Every preset gives its NICs, SMs and efficiencies below 1, and runs
    // eagerly by default (docs/machines.md).
    EXPECT_EQ(preset->nicsPerNode, 8) << name.str();
    EXPECT_GT(preset->smCount, 0) << name.str();
    EXPECT_LT(preset->efficiency.matmul, 1) << name.str();
    EXPECT_LT(preset->efficiency.attentionBackward,
              preset->efficiency.attentionForward)
        << name.str();
    EXPECT_EQ(preset->fusion, FusionMode::None) << name.str();
  }
  EXPECT_FALSE(getMachinePreset("h100"));
  // The 96 GB HBM2e H100: 96 GB at 2.4 TB/s (docs/machines.md derives it).
  std::optional<MachineModel> teton = getMachinePreset("h100-hbm2e-96gb");
  ASSERT_TRUE(teton);
  EXPECT_EQ(teton->deviceMemory, 96000000000u);
  EXPECT_EQ(teton->memoryBandwidth, 2.4e12);
}

/// A valid description with one field replaced (or removed, when
/// `replacement` is empty).
std::string describe(StringRef field, StringRef replacement) {
  std::string json = R"({"schema": "zero-machine/2", "name": "test",
    "source": "unit test",
    "matmul_flops": {"bf16": 8, "f16": 8, "f32": 4, "f64": 2},
    "vector_flops": {"bf16": 2, "f16": 2, "f32": 2, "f64": 1},
    "memory_bandwidth": 10, "intra_node_bandwidth": 100,
    "nics_per_node": 2, "nic_bandwidth": 5, "collective_latency_s": 0.5,
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
      {"schema", R"("schema": "zero-machine/3")", "\"schema\" must be"},
      {"memory_bandwidth", R"("memory_bandwidth": 0)",
       "\"memory_bandwidth\" must be a finite number from 1 to 1e18"},
      // The smallest double: its reciprocal is infinite.
      {"memory_bandwidth", R"("memory_bandwidth": 5e-324)",
       "\"memory_bandwidth\" must be a finite number from 1 to 1e18"},
      {"nic_bandwidth", R"("nic_bandwidth": 5e-324)",
       "\"nic_bandwidth\" must be a finite number from 1 to 1e18"},
      {"nic_bandwidth", "", "\"nic_bandwidth\" must be"},
      // Past 1e18 per second (400 times the fastest preset), such as a
      // typo of 1e308, whose products with a byte count overflow.
      {"nic_bandwidth", R"("nic_bandwidth": 1.1e18)",
       "\"nic_bandwidth\" must be a finite number from 1 to 1e18"},
      {"matmul_flops",
       R"("matmul_flops": {"bf16": 1e308, "f16": 8, "f32": 4, "f64": 2})",
       "\"matmul_flops\": \"bf16\" must be a finite number from 1 to 1e18"},
      {"nics_per_node", R"("nics_per_node": 0)",
       "\"nics_per_node\" must be an integer from 1 to 1024"},
      {"nics_per_node", R"("nics_per_node": 2.5)",
       "\"nics_per_node\" must be an integer from 1 to 1024"},
      {"matmul_flops", R"("matmul_flops": {"bf16": 8, "f32": 4, "f64": 2})",
       "\"matmul_flops\": \"f16\" must be a finite number from 1 to 1e18"},
      {"matmul_flops",
       R"("matmul_flops": {"bf16": 8, "f16": 8, "f32": 4, "f64": 2, "fp8": 9})",
       "unknown type \"fp8\""},
      {"devices_per_node", R"("devices_per_node": 0)",
       "\"devices_per_node\" must be an integer from 1 to 65536"},
      {"collective_latency_s", R"("collective_latency_s": -1)",
       "\"collective_latency_s\" must be a number from 0 to 10"},
      {"collective_latency_s", R"("collective_latency_s": 1e308)",
       "\"collective_latency_s\" must be a number from 0 to 10"},
      // 2^50 + 1 bytes of device memory.
      {"devices_per_node",
       R"("devices_per_node": 4, "device_memory": 1125899906842625)",
       "\"device_memory\" must be an integer from 0 to 2^50 (bytes)"},
      {"devices_per_node", R"("devices_per_node": 4, "device_memory": -1)",
       "\"device_memory\" must be an integer from 0 to 2^50 (bytes)"},
      {"devices_per_node", R"("devices_per_node": 4, "nics": 2)",
       "unknown field \"nics\""},
      {"devices_per_node", R"("devices_per_node": 4, "pcie_bandwidth": 0)",
       "\"pcie_bandwidth\" must be a finite number from 1 to 1e18"},
      {"devices_per_node", R"("devices_per_node": 4, "nvme_bandwidth": "x")",
       "\"nvme_bandwidth\" must be a finite number from 1 to 1e18"},
      {"devices_per_node",
       R"("devices_per_node": 4, "host_memory_bandwidth": 0.5)",
       "\"host_memory_bandwidth\" must be a finite number from 1 to 1e18"},
      {"devices_per_node",
       R"("devices_per_node": 4, "efficiency": {"matmul": 1.5})",
       "\"efficiency\": \"matmul\" must be a fraction from 0.001 to 1"},
      {"devices_per_node",
       R"("devices_per_node": 4, "efficiency": {"memory": 5e-324})",
       "\"efficiency\": \"memory\" must be a fraction from 0.001 to 1"},
      {"devices_per_node",
       R"("devices_per_node": 4, "efficiency": {"gemm": 0.5})",
       "\"efficiency\": unknown key \"gemm\""},
      {"devices_per_node", R"("devices_per_node": 4, "efficiency": 0.5)",
       "\"efficiency\" must be an object"},
      {"devices_per_node", R"("devices_per_node": 4, "fusion": "fast")",
       "\"fusion\" must be \"none\""},
      {"devices_per_node", R"("devices_per_node": 4, "sm_count": 0)",
       "\"sm_count\" must be an integer from 1 to 1048576"},
      // A /1 description has none of /2's keys, and /2 not /1's.
      {"schema", R"("schema": "zero-machine/1", "inter_node_bandwidth": 10)",
       "(a zero-machine/1 description; the keys of /2 need"},
      {"devices_per_node",
       R"("devices_per_node": 4, "inter_node_bandwidth": 9)",
       "unknown field \"inter_node_bandwidth\""},
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
  EXPECT_NE(error.find("invalid JSON"), std::string::npos) << error;
}

TEST(MachineModelTest, VersionOneReadsAsBefore) {
  // A /1 description: its ring bandwidth across nodes is one NIC of that
  // bandwidth, every efficiency 1, no shape factor, one kernel per linalg
  // op (the model it was written for).
  std::string json = describe("nics_per_node", "");
  json = json.replace(json.find("zero-machine/2"), 14, "zero-machine/1");
  size_t nic = json.find("\"nic_bandwidth\"");
  json.replace(nic, 15, "\"inter_node_bandwidth\"");
  std::string error;
  std::optional<MachineModel> machine = parseMachineModel(json, error);
  ASSERT_TRUE(machine) << error << "\n" << json;
  EXPECT_EQ(machine->nicsPerNode, 1);
  EXPECT_EQ(machine->nicBandwidth, 5);
  EXPECT_EQ(machine->fusion, FusionMode::Elementwise);
  EXPECT_EQ(machine->smCount, 0);
  EXPECT_EQ(machine->efficiency.matmul, 1);
  EXPECT_EQ(machine->efficiency.memory, 1);
  // And it is written back as /2 with the same figures.
  std::string written;
  llvm::raw_string_ostream os(written);
  printMachineModel(*machine, os);
  EXPECT_NE(written.find("\"schema\": \"zero-machine/2\""), std::string::npos);
  std::optional<MachineModel> again = parseMachineModel(written, error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->fusion, FusionMode::Elementwise);
  EXPECT_EQ(again->nicBandwidth, 5);
  // A /2 description without `fusion` or `efficiency` runs eagerly at the
  // rates as given.
  std::optional<MachineModel> v2 = parseMachineModel(describe("", ""), error);
  ASSERT_TRUE(v2) << error;
  EXPECT_EQ(v2->fusion, FusionMode::None);
  EXPECT_EQ(v2->efficiency.attentionBackward, 1);
}

TEST(MachineModelTest, OffloadBandwidthsAreOptional) {
  std::string error;
  std::optional<MachineModel> without =
      parseMachineModel(describe("", ""), error);
  ASSERT_TRUE(without) << error;
  EXPECT_EQ(without->pcieBandwidth, 0);
  EXPECT_EQ(without->nvmeBandwidth, 0);
  EXPECT_EQ(without->hostMemoryBandwidth, 0);
  std::optional<MachineModel> with =
      parseMachineModel(describe("devices_per_node", R"("devices_per_node": 4,
          "pcie_bandwidth": 16, "nvme_bandwidth": 2,
          "host_memory_bandwidth": 8)"),
                        error);
  ASSERT_TRUE(with) << error;
  EXPECT_EQ(with->pcieBandwidth, 16);
  EXPECT_EQ(with->nvmeBandwidth, 2);
  EXPECT_EQ(with->hostMemoryBandwidth, 8);
  // An op on the host streams its bytes at the host's memory bandwidth,
  // whatever its FLOPs: 48 bytes at 8 B/s.
  OpCost update;
  update.bytes = 48;
  update.flops = 1000000;
  OpSeconds onHost = priceHostOpCost(*with, update);
  EXPECT_EQ(onHost.seconds, 6);
  EXPECT_EQ(onHost.opClass, OpClass::Elementwise);
  // The description round-trips it.
  std::string printed;
  llvm::raw_string_ostream os(printed);
  printMachineModel(*with, os);
  std::optional<MachineModel> reread = parseMachineModel(printed, error);
  ASSERT_TRUE(reread) << error;
  EXPECT_EQ(reread->hostMemoryBandwidth, 8);
  // The presets whose reference system names its CPUs give their share.
  EXPECT_EQ(getMachinePreset("h100-sxm")->hostMemoryBandwidth, 76.8e9);
  EXPECT_EQ(getMachinePreset("a100-80gb")->hostMemoryBandwidth, 51.2e9);
  EXPECT_EQ(getMachinePreset("h200")->hostMemoryBandwidth, 0);
  // The busier PCIe direction, and NVMe reads plus writes, each alone.
  TierTraffic moved;
  moved.toHost = 32;
  moved.toDevice = 64;
  moved.nvmeRead = 6;
  moved.nvmeWritten = 4;
  EXPECT_EQ(getPcieSeconds(*with, moved), 4);
  EXPECT_EQ(getNvmeSeconds(*with, moved), 5);
  StepTimeEstimate estimate = estimateStepTime(
      *with, /*worldSize=*/1, RankCompute::ofProgram({}), {}, moved);
  EXPECT_EQ(estimate.pcie, 4);
  EXPECT_EQ(estimate.nvme, 5);
  EXPECT_EQ(estimate.step, 9);
  // A machine without the NVMe figure leaves it unknown, not zero.
  estimate = estimateStepTime(*getMachinePreset("h100-sxm"), 1,
                              RankCompute::ofProgram({}), {}, moved);
  EXPECT_EQ(estimate.pcie, 64 / 64e9);
  EXPECT_FALSE(estimate.nvme);
  EXPECT_TRUE(estimate.copiesToNvme);
}

// What a rank computes: an unsharded step's phases with its share of the
// update, or a written program's own seconds, taken as they are.
TEST(MachineModelTest, RankComputeScalesOnlyTheUpdateOnShards) {
  PhaseSeconds phases;
  int elementwise = static_cast<int>(OpClass::Elementwise);
  int matmul = static_cast<int>(OpClass::Matmul);
  phases.byPhase[static_cast<int>(StepPhase::Forward)][matmul] = 3;
  phases.byPhase[static_cast<int>(StepPhase::Optimizer)][elementwise] = 10;
  // Of the update, 2 s on scalars: every rank runs those whole.
  phases.wholeOnEveryRank[elementwise] = 2;
  MachineModel machine = *getMachinePreset("h100-sxm");
  StepTimeEstimate shared = estimateStepTime(
      machine, 4, RankCompute::ofPhases(phases, 0.25), /*collectives=*/{});
  EXPECT_EQ(shared.computeByClass[matmul], 3);
  EXPECT_EQ(shared.computeByClass[elementwise], 2 + 8 * 0.25);
  EXPECT_EQ(shared.step, 7);
  ClassSeconds written = {};
  written[matmul] = 3;
  written[elementwise] = 4.5;
  StepTimeEstimate program = estimateStepTime(
      machine, 4, RankCompute::ofProgram(written), /*collectives=*/{});
  EXPECT_EQ(program.computeByClass[elementwise], 4.5);
  EXPECT_EQ(program.compute, 7.5);
  EXPECT_EQ(program.step, 7.5);
}

TEST(MachineModelTest, UnknownNamesListThePresets) {
  std::string error;
  EXPECT_FALSE(loadMachineModel("h1000", error));
  EXPECT_NE(error.find("h100-sxm, h200, b200, a100-80gb, h100-hbm2e-96gb"),
            std::string::npos)
      << error;
  EXPECT_FALSE(loadMachineModel("/nonexistent/machine.json", error));
  EXPECT_NE(error.find("cannot read '/nonexistent/machine.json': No such file"),
            std::string::npos)
      << error;
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
  EXPECT_DOUBLE_EQ(estimate.computeByClass[0], 10.0);
  EXPECT_DOUBLE_EQ(estimate.computeByClass[1], 0.0);
  EXPECT_DOUBLE_EQ(estimate.computeByClass[2], 10.0);
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
  // 8 ranks span two nodes of 4 (2 NICs of 5 per node, NVLink 100). An
  // all-reduce's ring is 2·7 = 14 steps; NCCL's tree is 2·(4 - 1) down and
  // up each node's chain + 2·log2(2 nodes) = 8 steps, the fewer: 4 s, + 50
  // bytes over the slower of the NICs (50 / (2·5) = 5 s) and NVLink
  // (0.5 s): 9 s; none of it hidden.
  StepTimeModel acrossNodes(*machine, /*worldSize=*/8);
  acrossNodes.addCollectives(CollectiveKind::AllReduce, 1, 50);
  StepTimeEstimate estimate = acrossNodes.getEstimate();
  EXPECT_DOUBLE_EQ(estimate.comm, 9.0);
  EXPECT_DOUBLE_EQ(
      estimate.commByKind[static_cast<int>(CollectiveKind::AllReduce)], 9.0);
  EXPECT_DOUBLE_EQ(estimate.exposedComm, 9.0);
  EXPECT_DOUBLE_EQ(estimate.step, 9.0);
  // An all-gather has no tree: 7 ring steps (3.5 s) + 5 s.
  StepTimeModel gather(*machine, /*worldSize=*/8);
  gather.addCollectives(CollectiveKind::AllGather, 1, 50);
  EXPECT_DOUBLE_EQ(gather.getEstimate().comm, 8.5);
  // 64 ranks, 16 nodes of 4: the tree's 2·(3 + 4) = 14 steps against the
  // ring's 126: 7 s + 50 / 10 = 12 s.
  StepTimeModel wide(*machine, /*worldSize=*/64);
  wide.addCollectives(CollectiveKind::AllReduce, 1, 50);
  EXPECT_DOUBLE_EQ(wide.getEstimate().comm, 12.0);
  // One rank sends nothing.
  StepTimeModel alone(*machine, /*worldSize=*/1);
  alone.addCollectives(CollectiveKind::AllReduce, 1, 50);
  EXPECT_DOUBLE_EQ(alone.getEstimate().comm, 0.0);
}

TEST(MachineModelTest, AcrossNodesTheNodesNicsCarryOneRanksBytes) {
  // 2 nodes × 8 H100s, 8 NICs of 50 GB/s per node, NVLink 450 GB/s, 5 µs
  // per ring step: an all-gather of B = 16 GB sends (16-1)/16·B = 15 GB per
  // rank. NCCL's 8 rings each leave a node once: the node's NICs carry the
  // 15 GB at 400 GB/s (0.0375 s), slower than NVLink's 15/450 = 0.0333 s;
  // plus 15 steps of latency (75 µs): 0.037575 s.
  std::optional<MachineModel> h100 = getMachinePreset("h100-sxm");
  ASSERT_TRUE(h100);
  EXPECT_DOUBLE_EQ(
      getCollectiveSeconds(*h100, CollectiveKind::AllGather,
                           placeConsecutiveRanks(16, h100->devicesPerNode), 1,
                           15e9),
      15 * 5e-6 + 15e9 / 400e9);
  // Within one node (8 ranks): NVLink alone, 7 steps.
  EXPECT_DOUBLE_EQ(getCollectiveSeconds(
                       *h100, CollectiveKind::AllGather,
                       placeConsecutiveRanks(8, h100->devicesPerNode), 1, 7e9),
                   7 * 5e-6 + 7e9 / 450e9);
  // With 16 NICs (800 GB/s) NVLink is the slower stage.
  MachineModel wide = *h100;
  wide.nicsPerNode = 16;
  EXPECT_DOUBLE_EQ(getCollectiveSeconds(
                       wide, CollectiveKind::ReduceScatter,
                       placeConsecutiveRanks(16, wide.devicesPerNode), 1, 15e9),
                   15 * 5e-6 + 15e9 / 450e9);
  // One device per node: every hop leaves a node, no NVLink stage (and
  // on 2 nodes the tree's 2·log2(2) steps are the ring's 2).
  MachineModel single = *h100;
  single.devicesPerNode = 1;
  single.nicsPerNode = 1;
  EXPECT_DOUBLE_EQ(getCollectiveSeconds(
                       single, CollectiveKind::AllReduce,
                       placeConsecutiveRanks(2, single.devicesPerNode), 1, 1e9),
                   2 * 5e-6 + 1e9 / 50e9);
}

TEST(MachineModelTest, GemmShapeIsTileAndWaveQuantization) {
  // 2048 × 4096 outputs on 132 SMs: 16·16 = 256 tiles of 128×256 in two
  // waves of 132 (the 128×128 and 256×128 tiles give the same): 256 / 264.
  EXPECT_DOUBLE_EQ(getGemmShapeEfficiency(132, 1, 2048, 4096), 256.0 / 264);
  // 512 × 512: 16 tiles of 128×128 in one wave: 16 / 132 (8 tiles of
  // 128×256 would use 8 / 132 of a wave of twice the area: worse).
  EXPECT_DOUBLE_EQ(getGemmShapeEfficiency(132, 1, 512, 512), 16.0 / 132);
  // A batch multiplies the tiles: 32 × (128 × 128) is 32 tiles: 32 / 132.
  EXPECT_DOUBLE_EQ(getGemmShapeEfficiency(132, 32, 128, 128), 32.0 / 132);
  // 100 × 100 fills 100·100 of one 128×128 tile on 108 SMs.
  EXPECT_DOUBLE_EQ(getGemmShapeEfficiency(108, 1, 100, 100),
                   100.0 * 100 / (108.0 * 128 * 128));
  // No SM count, or no GEMM: no factor.
  EXPECT_EQ(getGemmShapeEfficiency(0, 1, 512, 512), 1);
  EXPECT_EQ(getGemmShapeEfficiency(132, 0, 0, 0), 1);
}

TEST(MachineModelTest, EachClassRunsAtItsEfficiency) {
  MLIRContext context;
  Builder builder(&context);
  std::string error;
  std::optional<MachineModel> h100 = getMachinePreset("h100-sxm");
  ASSERT_TRUE(h100);
  // A bf16 GEMM of 512 × 512 outputs over K = 4096: 2·512·512·4096 FLOPs
  // at 989 TFLOP/s × 794.5/989 (MAMF) × 16/132 (one partial wave).
  OpCost gemm{/*flops=*/2ull * 512 * 512 * 4096, /*bytes=*/0,
              /*isContraction=*/true, builder.getBF16Type()};
  gemm.gemmBatch = 1;
  gemm.gemmM = gemm.gemmN = 512;
  gemm.gemmK = 4096;
  FailureOr<double> seconds = getOpSeconds(*h100, gemm, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  double expected = 2.0 * 512 * 512 * 4096 / (794.5e12 * 16 / 132);
  EXPECT_NEAR(*seconds, expected, expected * 1e-12);
  // Fused attention: 1e12 FLOPs at 333 TFLOP/s forward, 318 backward.
  OpCost attention{/*flops=*/1000000000000ull, /*bytes=*/0,
                   /*isContraction=*/false, builder.getBF16Type()};
  attention.isFusedAttention = true;
  EXPECT_EQ(getOpClass(attention), OpClass::Attention);
  seconds = getOpSeconds(*h100, attention, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_NEAR(*seconds, 1e12 / 333e12, 1e-15);
  attention.isAttentionBackward = true;
  seconds = getOpSeconds(*h100, attention, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_NEAR(*seconds, 1e12 / 318e12, 1e-15);
  // An elementwise op: 3.35e12 × 0.9 bytes take one second.
  OpCost add{/*flops=*/1000, /*bytes=*/3015000000000ull,
             /*isContraction=*/false, builder.getBF16Type()};
  seconds = getOpSeconds(*h100, add, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 1.0);
}

TEST(MachineModelTest, TranscendentalsAndLibraryCallsHaveTheirOwnCost) {
  MLIRContext context;
  Builder builder(&context);
  std::string error;
  // describe()'s machine (f32: vector 2, matmul 4 FLOP/s; 10 B/s) with 1
  // transcendental per second and 3 s per library call.
  std::string json = describe("", "");
  json.insert(json.size() - 1,
              R"(, "transcendentals_per_s": 1, "matmul_call_s": 3)");
  std::optional<MachineModel> machine = parseMachineModel(json, error);
  ASSERT_TRUE(machine) << error;
  EXPECT_EQ(machine->transcendentalRate, 1);
  EXPECT_EQ(machine->matmulCallSeconds, 3);
  // 10 FLOPs of which 4 are exps: 6 / 2 + 4 / 1 = 7 s (bytes 20 / 10 =
  // 2 s).
  OpCost softmax{/*flops=*/10, /*bytes=*/20, /*isContraction=*/false,
                 builder.getF32Type()};
  softmax.transcendentals = 4;
  FailureOr<double> seconds = getOpSeconds(*machine, softmax, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 7.0);
  // Without the rate, the exps are FLOPs like the others: 10 / 2.
  machine->transcendentalRate = 0;
  seconds = getOpSeconds(*machine, softmax, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 5.0);
  // A batch of 2 GEMMs, 40 FLOPs at 4 FLOP/s, is 2 calls: 10 + 2 * 3 s.
  OpCost gemm{/*flops=*/40, /*bytes=*/20, /*isContraction=*/true,
              builder.getF32Type()};
  gemm.gemmBatch = 2;
  gemm.gemmM = gemm.gemmN = gemm.gemmK = 1;
  seconds = getOpSeconds(*machine, gemm, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 16.0);
  // Fused attention: its FLOPs at the efficiency, plus its pairs' softmax
  // work: 8 FLOPs at 8 bf16 FLOP/s x 0.5, and 3 pairs of 2 s forward (1
  // s backward): 2 + 6 s and 2 + 3 s.
  machine->efficiency.attentionForward = 0.5;
  machine->efficiency.attentionBackward = 0.5;
  machine->attentionForwardPairSeconds = 2;
  machine->attentionBackwardPairSeconds = 1;
  OpCost attention{/*flops=*/8, /*bytes=*/0, /*isContraction=*/false,
                   builder.getBF16Type()};
  attention.isFusedAttention = true;
  attention.attentionPairs = 3;
  seconds = getOpSeconds(*machine, attention, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 8.0);
  attention.isAttentionBackward = true;
  seconds = getOpSeconds(*machine, attention, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 5.0);
  // And 4 query rows of 0.5 s forward (0.25 s backward): 2 s and 1 s more.
  machine->attentionForwardRowSeconds = 0.5;
  machine->attentionBackwardRowSeconds = 0.25;
  attention.attentionRows = 4;
  seconds = getOpSeconds(*machine, attention, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 6.0);
  attention.isAttentionBackward = false;
  seconds = getOpSeconds(*machine, attention, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 10.0);
  // The GPU presets price transcendentals on their special-function units
  // (16 per clock per SM against 128 multiply-adds on H100) and no calls.
  std::optional<MachineModel> h100 = getMachinePreset("h100-sxm");
  ASSERT_TRUE(h100);
  EXPECT_DOUBLE_EQ(h100->transcendentalRate, 67e12 / 2 / 8);
  EXPECT_EQ(h100->matmulCallSeconds, 0);
  // Out of range.
  for (auto [bad, expected] :
       {std::pair<StringRef, StringRef>{R"(, "matmul_call_s": -1)",
                                        "\"matmul_call_s\" must be"},
        {R"(, "matmul_call_s": 11)", "\"matmul_call_s\" must be"},
        {R"(, "attention_forward_pair_s": -1)",
         "\"attention_forward_pair_s\" must be"},
        {R"(, "attention_backward_pair_s": "x")",
         "\"attention_backward_pair_s\" must be"},
        {R"(, "attention_forward_row_s": -1)",
         "\"attention_forward_row_s\" must be"},
        {R"(, "attention_backward_row_s": 11)",
         "\"attention_backward_row_s\" must be"},
        {R"(, "transcendentals_per_s": 0)", "\"transcendentals_per_s\""}}) {
    std::string text = describe("", "");
    text.insert(text.size() - 1, bad.str());
    EXPECT_FALSE(parseMachineModel(text, error)) << bad.str();
    EXPECT_NE(error.find(expected.str()), std::string::npos) << error;
  }
}

TEST(MachineModelTest, WriteAllocateAndOperandCopiesCostMemoryTime) {
  MLIRContext context;
  Builder builder(&context);
  std::string error;
  // describe()'s machine (f32: vector 2, matmul 4 FLOP/s; 10 B/s), with
  // write-allocate and 0.5 s per byte of a product's B operand.
  std::string json = describe("", "");
  json.insert(json.size() - 1,
              R"(, "write_allocate": true, "matmul_pack_s_per_byte": 0.5)");
  std::optional<MachineModel> machine = parseMachineModel(json, error);
  ASSERT_TRUE(machine) << error;
  EXPECT_TRUE(machine->writeAllocate);
  EXPECT_EQ(machine->matmulPackSecondsPerByte, 0.5);
  // A fill of 20 fresh bytes: 20 / 10 s, and as much again for reading
  // the lines first.
  OpCost fill{/*flops=*/0, /*bytes=*/20, /*isContraction=*/false, Type()};
  fill.freshWriteBytes = 20;
  FailureOr<double> seconds = getOpSeconds(*machine, fill, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 4.0);
  machine->writeAllocate = false;
  seconds = getOpSeconds(*machine, fill, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 2.0);
  // An f32 GEMM of 8 FLOPs (2 s at 4 FLOP/s, bytes 10: 1 s) whose B is
  // 2 x 3 f32 (24 B): 2 + 0.5 * 24 = 14 s.
  OpCost gemm{/*flops=*/8, /*bytes=*/10, /*isContraction=*/true,
              builder.getF32Type()};
  gemm.gemmBatch = 1;
  gemm.gemmM = 1;
  gemm.gemmK = 2;
  gemm.gemmN = 3;
  seconds = getOpSeconds(*machine, gemm, error);
  ASSERT_TRUE(succeeded(seconds)) << error;
  EXPECT_DOUBLE_EQ(*seconds, 14.0);
  // Printed and read back.
  machine->writeAllocate = true;
  std::string printed;
  llvm::raw_string_ostream os(printed);
  printMachineModel(*machine, os);
  std::optional<MachineModel> read = parseMachineModel(printed, error);
  ASSERT_TRUE(read) << error;
  EXPECT_TRUE(read->writeAllocate);
  EXPECT_EQ(read->matmulPackSecondsPerByte, 0.5);
  // The presets neither allocate on writes nor copy operands.
  std::optional<MachineModel> h100 = getMachinePreset("h100-sxm");
  ASSERT_TRUE(h100);
  EXPECT_FALSE(h100->writeAllocate);
  EXPECT_EQ(h100->matmulPackSecondsPerByte, 0);
  for (auto [bad, expected] :
       {std::pair<StringRef, StringRef>{R"(, "write_allocate": 1)",
                                        "\"write_allocate\" must be"},
        {R"(, "matmul_pack_s_per_byte": -1)",
         "\"matmul_pack_s_per_byte\" must be"}}) {
    std::string text = describe("", "");
    text.insert(text.size() - 1, bad.str());
    EXPECT_FALSE(parseMachineModel(text, error)) << bad.str();
    EXPECT_NE(error.find(expected.str()), std::string::npos) << error;
  }
}

TEST(MachineModelTest, FusionNoneRunsEachBodyOpThroughMemory) {
  // The update of StepCostTest's mixed-precision step: 60 bytes as one
  // kernel, 180 as three (StepCost.h's unfusedBytes), 12 f32 FLOPs. On the
  // test machine (10 B/s, vector f32 2 FLOP/s): fused max(6, 6) = 6 s,
  // eager max(18, 6) = 18 s.
  MLIRContext context;
  Builder builder(&context);
  std::string error;
  std::optional<MachineModel> machine =
      parseMachineModel(describe("", ""), error);
  ASSERT_TRUE(machine) << error;
  OpCost update{/*flops=*/12, /*bytes=*/60, /*isContraction=*/false,
                builder.getF32Type()};
  update.unfusedBytes = 180;
  EXPECT_EQ(machine->fusion, FusionMode::None);
  FailureOr<double> eager = getOpSeconds(*machine, update, error);
  ASSERT_TRUE(succeeded(eager)) << error;
  EXPECT_DOUBLE_EQ(*eager, 18.0);
  machine->fusion = FusionMode::Elementwise;
  FailureOr<double> fused = getOpSeconds(*machine, update, error);
  ASSERT_TRUE(succeeded(fused)) << error;
  EXPECT_DOUBLE_EQ(*fused, 6.0);
  // A matmul is one kernel either way.
  OpCost matmul{/*flops=*/40, /*bytes=*/20, /*isContraction=*/true,
                builder.getF32Type()};
  matmul.unfusedBytes = 1000;
  machine->fusion = FusionMode::None;
  EXPECT_DOUBLE_EQ(*getOpSeconds(*machine, matmul, error), 10.0);
  // A memory efficiency of 0.5 halves the bandwidth: 60 / 5 = 12 s fused.
  machine->fusion = FusionMode::Elementwise;
  machine->efficiency.memory = 0.5;
  EXPECT_DOUBLE_EQ(*getOpSeconds(*machine, update, error), 12.0);
  EXPECT_EQ(parseFusionMode("elementwise"), FusionMode::Elementwise);
  EXPECT_EQ(parseFusionMode("eager"), std::nullopt);
}

} // namespace
