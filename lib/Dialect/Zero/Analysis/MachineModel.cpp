//===- MachineModel.cpp - the machine a step's time is estimated on -------===//

#include "zero/Dialect/Zero/Analysis/MachineModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// Presets
//===----------------------------------------------------------------------===//

namespace {

/// One preset's figures, per device. Peaks are dense (no 2:4 sparsity);
/// link bandwidths are per direction, which is what a ring's send uses.
struct PresetFigures {
  StringLiteral key;
  StringLiteral name;
  StringLiteral source;
  double matmulBF16, matmulF16, matmulF32, matmulF64;
  double vectorF32, vectorF64;
  double memoryBandwidth;
  double intraNodeBandwidth, interNodeBandwidth;
  int64_t devicesPerNode;
  double deviceMemory;
  /// Per direction: the datasheets give both directions together.
  double pcieBandwidth;
};

// The vendor's published figures; docs/machines.md names each datasheet.
// Matrix f32 is TF32 (what frameworks use for f32 matmuls on these GPUs);
// vector bf16/f16 run at the f32 vector rate. The latency is not published:
// 5 µs per ring step is the order NCCL's own tuning model assumes for
// NVLink and InfiniBand.
constexpr PresetFigures kPresets[] = {
    {"h100-sxm", "NVIDIA H100 SXM5 80GB",
     "NVIDIA H100 Tensor Core GPU datasheet; DGX H100 (8 GPUs, 8x 400 Gb/s "
     "ConnectX-7)",
     989e12, 989e12, 495e12, 67e12, 67e12, 34e12, 3.35e12, 450e9, 50e9, 8, 80e9,
     64e9},
    {"h200", "NVIDIA H200 SXM 141GB",
     "NVIDIA H200 Tensor Core GPU datasheet; HGX H200 (8 GPUs, 8x 400 Gb/s "
     "ConnectX-7)",
     989e12, 989e12, 495e12, 67e12, 67e12, 34e12, 4.8e12, 450e9, 50e9, 8, 141e9,
     64e9},
    {"b200", "NVIDIA B200 (HGX B200, 1000 W)",
     "NVIDIA HGX B200 datasheet; DGX B200 (8 GPUs, 8x 400 Gb/s ConnectX-7)",
     2250e12, 2250e12, 1100e12, 40e12, 80e12, 40e12, 7.7e12, 900e9, 50e9, 8,
     180e9, 0},
    {"a100-80gb", "NVIDIA A100 SXM4 80GB",
     "NVIDIA A100 Tensor Core GPU datasheet; DGX A100 (8 GPUs, 8x 200 Gb/s "
     "HDR InfiniBand)",
     312e12, 312e12, 156e12, 19.5e12, 19.5e12, 9.7e12, 2.039e12, 300e9, 25e9, 8,
     80e9, 32e9},
};

constexpr double kPresetCollectiveLatency = 5e-6;

constexpr StringLiteral kPresetNames[] = {"h100-sxm", "h200", "b200",
                                          "a100-80gb"};

} // namespace

ArrayRef<StringLiteral> zero::getMachinePresetNames() { return kPresetNames; }

std::optional<MachineModel> zero::getMachinePreset(StringRef name) {
  for (const PresetFigures &figures : kPresets) {
    if (figures.key != name)
      continue;
    MachineModel machine;
    machine.name = figures.name.str();
    machine.source = figures.source.str();
    machine.matmulFlops["bf16"] = figures.matmulBF16;
    machine.matmulFlops["f16"] = figures.matmulF16;
    machine.matmulFlops["f32"] = figures.matmulF32;
    machine.matmulFlops["f64"] = figures.matmulF64;
    machine.vectorFlops["bf16"] = figures.vectorF32;
    machine.vectorFlops["f16"] = figures.vectorF32;
    machine.vectorFlops["f32"] = figures.vectorF32;
    machine.vectorFlops["f64"] = figures.vectorF64;
    machine.memoryBandwidth = figures.memoryBandwidth;
    machine.intraNodeBandwidth = figures.intraNodeBandwidth;
    machine.interNodeBandwidth = figures.interNodeBandwidth;
    machine.collectiveLatency = kPresetCollectiveLatency;
    machine.devicesPerNode = figures.devicesPerNode;
    machine.deviceMemory = static_cast<uint64_t>(figures.deviceMemory);
    machine.pcieBandwidth = figures.pcieBandwidth;
    return machine;
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static constexpr StringLiteral kMachineSchema = "zero-machine/1";

std::optional<MachineModel> zero::parseMachineModel(StringRef json,
                                                    std::string &error) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed) {
    error = "not JSON: " + llvm::toString(parsed.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root) {
    error = "the description must be a JSON object";
    return std::nullopt;
  }
  auto fail = [&](const Twine &message) {
    error = message.str();
    return std::nullopt;
  };
  std::optional<StringRef> schema = root->getString("schema");
  if (!schema || *schema != kMachineSchema)
    return fail(Twine("\"schema\" must be \"") + kMachineSchema + "\"");

  MachineModel machine;
  if (std::optional<StringRef> name = root->getString("name"))
    machine.name = name->str();
  else
    return fail("\"name\" must be a string");
  if (std::optional<StringRef> source = root->getString("source"))
    machine.source = source->str();
  else
    return fail("\"source\" must be a string (where the figures come from)");

  // A positive, finite number.
  auto readRate = [&](const llvm::json::Object &object, StringRef key,
                      const Twine &where, double &into) -> bool {
    std::optional<double> value = object.getNumber(key);
    if (!value || !std::isfinite(*value) || *value <= 0) {
      error = (where + "\"" + key + "\" must be a number > 0").str();
      return false;
    }
    into = *value;
    return true;
  };
  for (auto [key, table] : {std::pair<StringRef, llvm::StringMap<double> *>{
                                "matmul_flops", &machine.matmulFlops},
                            {"vector_flops", &machine.vectorFlops}}) {
    const llvm::json::Object *peaks = root->getObject(key);
    if (!peaks)
      return fail("\"" + key + "\" must be an object of FLOP/s by type: " +
                  llvm::join(kMachineDTypes, ", "));
    for (StringLiteral dtype : kMachineDTypes)
      if (!readRate(*peaks, dtype, "\"" + key + "\": ", (*table)[dtype]))
        return std::nullopt;
    for (const auto &entry : *peaks)
      if (!llvm::is_contained(kMachineDTypes, StringRef(entry.first)))
        return fail("\"" + key + "\": unknown type \"" + entry.first.str() +
                    "\"; the types are " + llvm::join(kMachineDTypes, ", "));
  }
  if (!readRate(*root, "memory_bandwidth", "", machine.memoryBandwidth) ||
      !readRate(*root, "intra_node_bandwidth", "",
                machine.intraNodeBandwidth) ||
      !readRate(*root, "inter_node_bandwidth", "", machine.interNodeBandwidth))
    return std::nullopt;
  std::optional<double> latency = root->getNumber("collective_latency_s");
  if (!latency || !std::isfinite(*latency) || *latency < 0)
    return fail("\"collective_latency_s\" must be a number >= 0 (seconds)");
  machine.collectiveLatency = *latency;
  std::optional<int64_t> perNode = root->getInteger("devices_per_node");
  if (!perNode || *perNode < 1)
    return fail("\"devices_per_node\" must be an integer >= 1");
  machine.devicesPerNode = *perNode;
  if (const llvm::json::Value *memory = root->get("device_memory")) {
    std::optional<int64_t> bytes = memory->getAsInteger();
    if (!bytes || *bytes < 0)
      return fail("\"device_memory\" must be an integer >= 0 (bytes)");
    machine.deviceMemory = static_cast<uint64_t>(*bytes);
  }
  // Optional bandwidths of the offload tiers.
  for (auto [key, into] : {std::pair<StringRef, double *>{
                               "pcie_bandwidth", &machine.pcieBandwidth},
                           {"nvme_bandwidth", &machine.nvmeBandwidth}})
    if (root->get(key) && !readRate(*root, key, "", *into))
      return std::nullopt;
  static constexpr StringLiteral kKnownKeys[] = {"schema",
                                                 "pcie_bandwidth",
                                                 "nvme_bandwidth",
                                                 "name",
                                                 "source",
                                                 "matmul_flops",
                                                 "vector_flops",
                                                 "memory_bandwidth",
                                                 "intra_node_bandwidth",
                                                 "inter_node_bandwidth",
                                                 "collective_latency_s",
                                                 "devices_per_node",
                                                 "device_memory"};
  for (const auto &entry : *root)
    if (!llvm::is_contained(kKnownKeys, StringRef(entry.first)))
      return fail("unknown field \"" + entry.first.str() + "\"");
  return machine;
}

std::optional<MachineModel> zero::loadMachineModel(StringRef nameOrPath,
                                                   std::string &error) {
  if (std::optional<MachineModel> preset = getMachinePreset(nameOrPath))
    return preset;
  if (!nameOrPath.ends_with(".json")) {
    error = ("unknown machine '" + nameOrPath + "': give a preset (" +
             llvm::join(getMachinePresetNames(), ", ") +
             ") or a description file ending in .json")
                .str();
    return std::nullopt;
  }
  // Descriptions are a few hundred bytes; refuse anything that is not a
  // small regular file before reading it.
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(nameOrPath, /*IsText=*/true);
  if (!file) {
    error = ("cannot read machine description '" + nameOrPath +
             "': " + file.getError().message())
                .str();
    return std::nullopt;
  }
  constexpr size_t kMaxDescriptionBytes = 1 << 20;
  if ((*file)->getBufferSize() > kMaxDescriptionBytes) {
    error = ("machine description '" + nameOrPath + "' is over 1 MiB").str();
    return std::nullopt;
  }
  return parseMachineModel((*file)->getBuffer(), error);
}

void zero::printMachineModel(const MachineModel &machine, raw_ostream &os) {
  llvm::json::Object root;
  root["schema"] = kMachineSchema;
  root["name"] = machine.name;
  root["source"] = machine.source;
  for (auto [key, table] :
       {std::pair<StringRef, const llvm::StringMap<double> *>{
            "matmul_flops", &machine.matmulFlops},
        {"vector_flops", &machine.vectorFlops}}) {
    llvm::json::Object peaks;
    for (StringLiteral dtype : kMachineDTypes)
      peaks[dtype] = table->lookup(dtype);
    root[key] = std::move(peaks);
  }
  root["memory_bandwidth"] = machine.memoryBandwidth;
  root["intra_node_bandwidth"] = machine.intraNodeBandwidth;
  root["inter_node_bandwidth"] = machine.interNodeBandwidth;
  root["collective_latency_s"] = machine.collectiveLatency;
  root["devices_per_node"] = machine.devicesPerNode;
  root["device_memory"] = static_cast<int64_t>(machine.deviceMemory);
  if (machine.pcieBandwidth > 0)
    root["pcie_bandwidth"] = machine.pcieBandwidth;
  if (machine.nvmeBandwidth > 0)
    root["nvme_bandwidth"] = machine.nvmeBandwidth;
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
}

//===----------------------------------------------------------------------===//
// The estimate
//===----------------------------------------------------------------------===//

StringRef zero::getMachineDTypeName(Type type) {
  if (type.isBF16())
    return "bf16";
  if (type.isF16())
    return "f16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  return "";
}

LogicalResult StepTimeModel::addCompute(const OpCost &cost,
                                        std::string &error) {
  double seconds = static_cast<double>(cost.bytes) / machine.memoryBandwidth;
  if (cost.flops) {
    StringRef dtype = getMachineDTypeName(cost.computeType);
    const llvm::StringMap<double> &peaks =
        cost.isContraction ? machine.matmulFlops : machine.vectorFlops;
    auto peak = peaks.find(dtype);
    if (dtype.empty() || peak == peaks.end()) {
      std::string typeName;
      llvm::raw_string_ostream(typeName) << cost.computeType;
      error = "the machine model has no peak FLOP/s for " + typeName +
              "; it knows " + llvm::join(kMachineDTypes, ", ");
      return failure();
    }
    seconds = std::max(seconds, static_cast<double>(cost.flops) / peak->second);
  }
  estimate.compute += seconds;
  return success();
}

double zero::getCollectiveSeconds(const MachineModel &machine,
                                  CollectiveKind kind, int64_t groupRanks,
                                  uint64_t calls, uint64_t sentBytes) {
  if (groupRanks <= 1 || calls == 0)
    return 0;
  // A ring all-reduce is a reduce-scatter then an all-gather: twice the
  // steps.
  double ringSteps = static_cast<double>(groupRanks - 1) *
                     (kind == CollectiveKind::AllReduce ? 2 : 1);
  return static_cast<double>(calls) * ringSteps * machine.collectiveLatency +
         static_cast<double>(sentBytes) / machine.getRingBandwidth(groupRanks);
}

void StepTimeModel::addCollectives(CollectiveKind kind, uint64_t calls,
                                   uint64_t sentBytes) {
  if (worldSize <= 1 || calls == 0)
    return;
  double seconds =
      getCollectiveSeconds(machine, kind, worldSize, calls, sentBytes);
  estimate.commByKind[static_cast<int>(kind)] += seconds;
  estimate.comm += seconds;
}

StepTimeEstimate StepTimeModel::getEstimate() const {
  StepTimeEstimate result = estimate;
  // Each collective is waited for before its results are used, and nothing
  // else runs meanwhile: none of it is hidden.
  result.exposedComm = result.comm;
  result.step = result.compute + result.exposedComm;
  return result;
}

FailureOr<std::array<double, kNumStepPhases>>
zero::estimatePhaseSeconds(FunctionOpInterface step,
                           const llvm::DenseMap<Operation *, StepPhase> &phases,
                           const MachineModel &machine, std::string &error) {
  std::array<double, kNumStepPhases> seconds = {};
  for (Operation &op : step.getFunctionBody().front()) {
    StepTimeModel model(machine, /*worldSize=*/1);
    if (failed(model.addCompute(getOpCost(&op), error)))
      return failure();
    seconds[static_cast<int>(phases.lookup(&op))] +=
        model.getEstimate().compute;
  }
  return seconds;
}

StepTimeEstimate
zero::estimateStepTime(const MachineModel &machine, int64_t worldSize,
                       const std::array<double, kNumStepPhases> &phaseSeconds,
                       double optimizerScale,
                       ArrayRef<CollectiveTraffic> collectives,
                       const TierTraffic &moved) {
  StepTimeModel model(machine, worldSize);
  for (auto [index, traffic] : llvm::enumerate(collectives))
    model.addCollectives(static_cast<CollectiveKind>(index), traffic.count,
                         traffic.sentBytes);
  StepTimeEstimate estimate = model.getEstimate();
  for (auto [index, seconds] : llvm::enumerate(phaseSeconds))
    estimate.compute += index == static_cast<size_t>(StepPhase::Optimizer)
                            ? seconds * optimizerScale
                            : seconds;
  estimate.step = estimate.compute + estimate.exposedComm;
  estimate.copiesOverPcie = moved.toHost || moved.toDevice;
  estimate.copiesToNvme = moved.nvmeRead || moved.nvmeWritten;
  if (estimate.copiesOverPcie && machine.pcieBandwidth > 0)
    estimate.pcie = getPcieSeconds(machine, moved);
  if (estimate.copiesToNvme && machine.nvmeBandwidth > 0)
    estimate.nvme = getNvmeSeconds(machine, moved);
  estimate.step += estimate.pcie.value_or(0) + estimate.nvme.value_or(0);
  return estimate;
}

double zero::getPcieSeconds(const MachineModel &machine,
                            const TierTraffic &moved) {
  return static_cast<double>(std::max(moved.toHost, moved.toDevice)) /
         machine.pcieBandwidth;
}

double zero::getNvmeSeconds(const MachineModel &machine,
                            const TierTraffic &moved) {
  return static_cast<double>(moved.nvmeRead + moved.nvmeWritten) /
         machine.nvmeBandwidth;
}
