//===- MachineModel.cpp - the machine a step's time is estimated on -------===//
//
// The presets and the JSON descriptions of a machine. The estimate built on
// them is in StepTimeModel.cpp.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Support/ByteSize.h"
#include "zero/Support/InputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <tuple>

using namespace mlir;
using namespace mlir::zero;

StringRef zero::getFusionModeName(FusionMode mode) {
  switch (mode) {
  case FusionMode::None:
    return "none";
  case FusionMode::Elementwise:
    return "elementwise";
  }
  llvm_unreachable("unknown fusion mode");
}

std::optional<FusionMode> zero::parseFusionMode(StringRef name) {
  if (name == "none")
    return FusionMode::None;
  if (name == "elementwise")
    return FusionMode::Elementwise;
  return std::nullopt;
}

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
  double intraNodeBandwidth;
  int64_t nicsPerNode;
  double nicBandwidth;
  int64_t devicesPerNode;
  double deviceMemory;
  /// Per direction: the datasheets give both directions together.
  double pcieBandwidth;
  /// One rank's share of its node's host DRAM bandwidth: the node's CPUs'
  /// peak over its devices; 0 where the system's CPUs are not published.
  double hostMemoryBandwidth;
  int64_t smCount;
  double matmulEfficiency, attentionForward, attentionBackward;
  /// Transcendental functions per second (see the table's comment).
  double transcendentalRate;
};

// The vendor's published figures; docs/machines.md names each datasheet
// and the source of every efficiency. Matrix f32 is TF32 (what frameworks
// use for f32 matmuls on these GPUs); vector bf16/f16 run at the f32 vector
// rate. The latency is not published: 5 µs per ring step is the order
// NCCL's own tuning model assumes for NVLink and InfiniBand.
//
// Efficiencies (fractions of the peaks above):
//  - matmul: the "maximum achievable matmul FLOPS" (MAMF) over the BF16
//    peak in the MAMF comparison table of Stas Bekman's ML Engineering
//    book (compute/accelerator/README.md): A100 SXM 271.2 / 312, H100 SXM
//    794.5 / 989 ("H200 is the same"), B200 SXM 1745 / 2250;
//  - attention: FlashAttention-2 (the kernel PyTorch's
//    scaled_dot_product_attention runs): on A100 "up to 73% of the
//    theoretical max throughput in the forward pass, and up to 63% in the
//    backward" (Dao, FlashAttention-2, 2023); on H100 SXM5 (head dim 128,
//    sequence 8k, FlashAttention-3 paper by Shah et al. 2024, figures 5
//    and 6) 333 TFLOP/s forward with the causal mask and 318 backward, of
//    989. H200, B200 and the 96 GB H100 take H100's (no published figure);
//  - memory: kPresetMemoryEfficiency below.
// SM counts: A100 108 and H100 SXM5 132 (NVIDIA's A100 and H100
// architecture whitepapers), B200 148 (the GPU chapter of "How to Scale
// Your Model", Austin et al., 2025).
// Transcendentals: the special-function units compute 16 results per clock
// per SM, where the FP32 units do 64 fused multiply-adds (compute
// capability 8.0, A100) or 128 (9.0 and 10.0, H100, H200, B200): the CUDA
// C++ Programming Guide's table of arithmetic instruction throughput. So
// the rate is the f32 vector peak (2 FLOPs per multiply-add) / 2 * 16/64 on
// A100 and / 2 * 16/128 on the others.
// Host memory per rank: the peak DRAM bandwidth of the reference system's
// two CPUs (eight memory channels each, the processor vendors'
// specifications) over its 8 GPUs. DGX H100: two Xeon Platinum 8480C,
// DDR5-4800, 307.2 GB/s each; DGX B200: two Xeon Platinum 8570,
// DDR5-5600, 358.4 GB/s each; DGX A100: two EPYC 7742, DDR4-3200,
// 204.8 GB/s each. HGX H200 and Grand Teton name no CPU: none.
constexpr PresetFigures kPresets[] = {
    {"h100-sxm",
     "NVIDIA H100 SXM5 80GB",
     "NVIDIA H100 Tensor Core GPU datasheet; DGX H100 (8 GPUs, 8x 400 Gb/s "
     "ConnectX-7); efficiencies in docs/machines.md",
     989e12,
     989e12,
     495e12,
     67e12,
     67e12,
     34e12,
     3.35e12,
     450e9,
     8,
     50e9,
     8,
     80e9,
     64e9,
     76.8e9,
     132,
     794.5 / 989,
     333.0 / 989,
     318.0 / 989,
     67e12 / 2 * 16 / 128},
    {"h200",
     "NVIDIA H200 SXM 141GB",
     "NVIDIA H200 Tensor Core GPU datasheet; HGX H200 (8 GPUs, 8x 400 Gb/s "
     "ConnectX-7); efficiencies in docs/machines.md",
     989e12,
     989e12,
     495e12,
     67e12,
     67e12,
     34e12,
     4.8e12,
     450e9,
     8,
     50e9,
     8,
     141e9,
     64e9,
     0,
     132,
     794.5 / 989,
     333.0 / 989,
     318.0 / 989,
     67e12 / 2 * 16 / 128},
    {"b200",
     "NVIDIA B200 (HGX B200, 1000 W)",
     "NVIDIA HGX B200 datasheet; DGX B200 (8 GPUs, 8x 400 Gb/s ConnectX-7); "
     "efficiencies in docs/machines.md",
     2250e12,
     2250e12,
     1100e12,
     40e12,
     80e12,
     40e12,
     7.7e12,
     900e9,
     8,
     50e9,
     8,
     180e9,
     0,
     89.6e9,
     148,
     1745.0 / 2250,
     333.0 / 989,
     318.0 / 989,
     80e12 / 2 * 16 / 128},
    {"a100-80gb",
     "NVIDIA A100 SXM4 80GB",
     "NVIDIA A100 Tensor Core GPU datasheet; DGX A100 (8 GPUs, 8x 200 Gb/s "
     "HDR InfiniBand); efficiencies in docs/machines.md",
     312e12,
     312e12,
     156e12,
     19.5e12,
     19.5e12,
     9.7e12,
     2.039e12,
     300e9,
     8,
     25e9,
     8,
     80e9,
     32e9,
     51.2e9,
     108,
     271.2 / 312,
     0.73,
     0.63,
     19.5e12 / 2 * 16 / 64},
    // The H100 SXM5 with six 16 GB stacks of HBM2e at 500 W (Meta's Grand
    // Teton). NVIDIA publishes no datasheet for it: the peaks, SM count and
    // NVLink are the H100 SXM5's (the same die and board); the memory
    // bandwidth is the HBM2e H100 PCIe's 2.0 TB/s over five stacks, taken
    // to six at the same rate per stack (2.4 TB/s); the NICs are 400 Gb/s,
    // one per GPU as in NVIDIA's HGX reference design (docs/machines.md).
    {"h100-hbm2e-96gb",
     "NVIDIA H100 SXM5 96GB HBM2e (500 W, Grand Teton)",
     "NVIDIA H100 datasheet (SXM5 peaks; PCIe HBM2e bandwidth per stack); "
     "Meta Grand Teton (8 GPUs, 400 Gb/s NICs); see docs/machines.md",
     989e12,
     989e12,
     495e12,
     67e12,
     67e12,
     34e12,
     2.4e12,
     450e9,
     8,
     50e9,
     8,
     96e9,
     64e9,
     0,
     132,
     794.5 / 989,
     333.0 / 989,
     318.0 / 989,
     67e12 / 2 * 16 / 128},
};

constexpr double kPresetCollectiveLatency = 5e-6;

/// The fraction of the HBM bandwidth streaming kernels reach: a read kernel
/// on an A100 80GB SXM measured 1.80 of the datasheet's 2.04 TB/s (88%,
/// also what Nsight Compute reported), and the best kernel of the NVIDIA
/// GTC talk that thread cites reached about 90% (NVIDIA developer forum,
/// "Trouble to reach peak bandwidth of A100", 2025).
constexpr double kPresetMemoryEfficiency = 0.9;

constexpr StringLiteral kPresetNames[] = {"h100-sxm", "h200", "b200",
                                          "a100-80gb", "h100-hbm2e-96gb"};

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
    machine.nicsPerNode = figures.nicsPerNode;
    machine.nicBandwidth = figures.nicBandwidth;
    machine.collectiveLatency = kPresetCollectiveLatency;
    machine.devicesPerNode = figures.devicesPerNode;
    machine.deviceMemory = static_cast<uint64_t>(figures.deviceMemory);
    machine.pcieBandwidth = figures.pcieBandwidth;
    machine.hostMemoryBandwidth = figures.hostMemoryBandwidth;
    machine.smCount = figures.smCount;
    machine.efficiency.matmul = figures.matmulEfficiency;
    machine.efficiency.attentionForward = figures.attentionForward;
    machine.efficiency.attentionBackward = figures.attentionBackward;
    machine.transcendentalRate = figures.transcendentalRate;
    machine.efficiency.memory = kPresetMemoryEfficiency;
    // Eager PyTorch: what FSDP and torchtitan run unless compilation is
    // asked for (docs/machines.md).
    machine.fusion = FusionMode::None;
    return machine;
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static constexpr StringLiteral kMachineSchema = "zero-machine/2";
static constexpr StringLiteral kMachineSchemaV1 = "zero-machine/1";

/// The bounds of the numbers a description gives (docs/machines.md). A rate
/// below 1 per second, a latency above 10 s per ring step or an integer
/// count past these is no machine, and would let a time overflow to
/// infinity. A rate above 1e18 per second is none either: the fastest
/// preset's peak is 2.25e15 FLOP/s (B200, dense BF16) and its memory
/// 7.7e12 B/s (docs/machines.md), so the bound is over 400 times either and
/// refuses only typos such as 1e308, whose products overflow.
static constexpr double kMinRate = 1;
static constexpr double kMaxRate = 1e18;
/// The most memory one device has: 2^50 bytes (1.1 PB), 8,000 times the
/// 141 GB of an H200 (docs/machines.md); sums of several devices' memory
/// stay far from 2^64.
static constexpr int64_t kMaxDeviceMemory = int64_t(1) << 50;
/// The largest machine description read, and its deepest nesting: real ones
/// are a few hundred bytes and nest two levels.
static constexpr size_t kMaxDescriptionBytes = size_t(1) << 20;
static constexpr double kMaxLatency = 10;
static constexpr int64_t kMaxDevicesPerNode = 1 << 16;
static constexpr int64_t kMaxNicsPerNode = 1 << 10;
static constexpr int64_t kMaxSmCount = 1 << 20;

/// The most arrays and objects a description holds: a real one has a few
/// (its links, its GEMM table).
static constexpr size_t kMaxDescriptionContainers = 10000;

static const InputFileLimits kDescriptionLimits = [] {
  InputFileLimits limits = {"a machine description", kMaxDescriptionBytes};
  limits.maxJsonContainers = kMaxDescriptionContainers;
  return limits;
}();

/// Parses the description `json` read from `path`.
static std::optional<MachineModel>
parseDescription(StringRef path, StringRef json, std::string &error) {
  llvm::Expected<llvm::json::Value> parsed =
      parseJsonInput(path, json, kDescriptionLimits);
  if (!parsed) {
    error = llvm::toString(parsed.takeError());
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
  if (!schema || (*schema != kMachineSchema && *schema != kMachineSchemaV1))
    return fail(Twine("\"schema\" must be \"") + kMachineSchema + "\" (or \"" +
                kMachineSchemaV1 + "\")");
  bool v1 = *schema == kMachineSchemaV1;

  MachineModel machine;
  if (std::optional<StringRef> name = root->getString("name"))
    machine.name = name->str();
  else
    return fail("\"name\" must be a string");
  // The name is printed in the report's table and remarks, one line each.
  if (llvm::any_of(machine.name, [](char c) {
        return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
      }))
    return fail("\"name\" must be one line of printable text (it holds a "
                "control character)");
  if (std::optional<StringRef> source = root->getString("source"))
    machine.source = source->str();
  else
    return fail("\"source\" must be a string (where the figures come from)");

  // A finite number from 1 to 1e18 (a rate per second).
  auto readRate = [&](const llvm::json::Object &object, StringRef key,
                      const Twine &where, double &into) -> bool {
    std::optional<double> value = object.getNumber(key);
    if (!value || !std::isfinite(*value) || *value < kMinRate ||
        *value > kMaxRate) {
      error = (where + "\"" + key +
               "\" must be a finite number from 1 to 1e18 (per second)")
                  .str();
      return false;
    }
    into = *value;
    return true;
  };
  // An integer in [1, max].
  auto readCount = [&](StringRef key, int64_t max, int64_t &into) -> bool {
    std::optional<int64_t> value = root->getInteger(key);
    if (!value || *value < 1 || *value > max) {
      error =
          ("\"" + key + "\" must be an integer from 1 to " + Twine(max)).str();
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
      !readRate(*root, "intra_node_bandwidth", "", machine.intraNodeBandwidth))
    return std::nullopt;
  if (v1) {
    // A /1 description gives the bandwidth of one ring across the node's
    // boundary: one NIC of that bandwidth prices it as /1 did.
    if (!readRate(*root, "inter_node_bandwidth", "", machine.nicBandwidth))
      return std::nullopt;
    machine.nicsPerNode = 1;
  } else if (!readCount("nics_per_node", kMaxNicsPerNode,
                        machine.nicsPerNode) ||
             !readRate(*root, "nic_bandwidth", "", machine.nicBandwidth)) {
    return std::nullopt;
  }
  std::optional<double> latency = root->getNumber("collective_latency_s");
  if (!latency || !std::isfinite(*latency) || *latency < 0 ||
      *latency > kMaxLatency)
    return fail("\"collective_latency_s\" must be a number from 0 to 10 "
                "(seconds per ring step)");
  machine.collectiveLatency = *latency;
  if (!readCount("devices_per_node", kMaxDevicesPerNode,
                 machine.devicesPerNode))
    return std::nullopt;
  if (const llvm::json::Value *memory = root->get("device_memory")) {
    std::optional<int64_t> bytes = memory->getAsInteger();
    if (!bytes || *bytes < 0 || *bytes > kMaxDeviceMemory)
      return fail("\"device_memory\" must be an integer from 0 to 2^50 "
                  "(bytes)");
    machine.deviceMemory = static_cast<uint64_t>(*bytes);
  }
  // Optional bandwidths of the offload tiers, and of the host memory the
  // offloaded update streams through.
  for (auto [key, into] :
       {std::pair<StringRef, double *>{"pcie_bandwidth",
                                       &machine.pcieBandwidth},
        {"nvme_bandwidth", &machine.nvmeBandwidth},
        {"host_memory_bandwidth", &machine.hostMemoryBandwidth}})
    if (root->get(key) && !readRate(*root, key, "", *into))
      return std::nullopt;

  // What /2 adds. A /1 description keeps the model it was written for:
  // every rate as given, each linalg op one kernel.
  machine.fusion = v1 ? FusionMode::Elementwise : FusionMode::None;
  if (!v1) {
    if (root->get("sm_count") &&
        !readCount("sm_count", kMaxSmCount, machine.smCount))
      return std::nullopt;
    if (root->get("transcendentals_per_s") &&
        !readRate(*root, "transcendentals_per_s", "",
                  machine.transcendentalRate))
      return std::nullopt;
    std::tuple<StringRef, StringRef, double *> seconds[] = {
        {"matmul_call_s", "per call into the matrix library",
         &machine.matmulCallSeconds},
        {"matmul_pack_s_per_byte",
         "per byte of a product's B operand, copied by the library",
         &machine.matmulPackSecondsPerByte},
        {"attention_forward_pair_s", "per query-key pair of fused attention",
         &machine.attentionForwardPairSeconds},
        {"attention_backward_pair_s",
         "per query-key pair of fused attention's gradient",
         &machine.attentionBackwardPairSeconds},
        {"attention_forward_row_s", "per query row of fused attention",
         &machine.attentionForwardRowSeconds},
        {"attention_backward_row_s",
         "per query row of fused attention's gradient",
         &machine.attentionBackwardRowSeconds}};
    for (auto [key, what, into] : seconds) {
      const llvm::json::Value *given = root->get(key);
      if (!given)
        continue;
      std::optional<double> value = given->getAsNumber();
      if (!value || !std::isfinite(*value) || *value < 0 ||
          *value > kMaxLatency)
        return fail("\"" + key + "\" must be a number from 0 to 10 (seconds " +
                    what + ")");
      *into = *value;
    }
    if (const llvm::json::Value *writeAllocate = root->get("write_allocate")) {
      std::optional<bool> value = writeAllocate->getAsBoolean();
      if (!value)
        return fail("\"write_allocate\" must be true (a store to memory not "
                    "read first reads it: a CPU's cache) or false");
      machine.writeAllocate = *value;
    }
    if (const llvm::json::Value *fusion = root->get("fusion")) {
      std::optional<StringRef> name = fusion->getAsString();
      std::optional<FusionMode> mode =
          name ? parseFusionMode(*name) : std::nullopt;
      if (!mode)
        return fail("\"fusion\" must be \"none\" (eager: each arithmetic op "
                    "a kernel) or \"elementwise\" (each linalg op a kernel)");
      machine.fusion = *mode;
    }
    if (const llvm::json::Value *value = root->get("efficiency")) {
      const llvm::json::Object *efficiency = value->getAsObject();
      if (!efficiency)
        return fail("\"efficiency\" must be an object of fractions of the "
                    "peaks");
      std::pair<StringRef, double *> keys[] = {
          {"matmul", &machine.efficiency.matmul},
          {"attention_forward", &machine.efficiency.attentionForward},
          {"attention_backward", &machine.efficiency.attentionBackward},
          {"memory", &machine.efficiency.memory}};
      for (auto [key, into] : keys) {
        if (!efficiency->get(key))
          continue;
        std::optional<double> fraction = efficiency->getNumber(key);
        if (!fraction || !std::isfinite(*fraction) ||
            *fraction < kMinEfficiency || *fraction > 1)
          return fail("\"efficiency\": \"" + key +
                      "\" must be a fraction from 0.001 to 1");
        *into = *fraction;
      }
      for (const auto &entry : *efficiency)
        if (llvm::none_of(keys, [&](auto &known) {
              return known.first == StringRef(entry.first);
            }))
          return fail("\"efficiency\": unknown key \"" + entry.first.str() +
                      "\"; the keys are matmul, attention_forward, "
                      "attention_backward, memory");
    }
  }

  SmallVector<StringRef> knownKeys = {"schema",
                                      "pcie_bandwidth",
                                      "nvme_bandwidth",
                                      "host_memory_bandwidth",
                                      "name",
                                      "source",
                                      "matmul_flops",
                                      "vector_flops",
                                      "memory_bandwidth",
                                      "intra_node_bandwidth",
                                      "collective_latency_s",
                                      "devices_per_node",
                                      "device_memory"};
  if (v1)
    knownKeys.push_back("inter_node_bandwidth");
  else
    knownKeys.append({"nics_per_node", "nic_bandwidth", "sm_count", "fusion",
                      "efficiency", "transcendentals_per_s", "matmul_call_s",
                      "matmul_pack_s_per_byte", "write_allocate",
                      "attention_forward_pair_s", "attention_backward_pair_s",
                      "attention_forward_row_s", "attention_backward_row_s"});
  for (const auto &entry : *root)
    if (!llvm::is_contained(knownKeys, StringRef(entry.first)))
      return fail("unknown field \"" + entry.first.str() + "\"" +
                  (v1 ? " (a zero-machine/1 description; the keys of /2 "
                        "need \"schema\": \"zero-machine/2\")"
                      : ""));
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
  // Descriptions are a few hundred bytes; anything that is not a small
  // regular file is refused before it is read.
  llvm::Expected<std::string> text =
      readInputFile(nameOrPath, kDescriptionLimits);
  if (!text) {
    error = llvm::toString(text.takeError());
    return std::nullopt;
  }
  return parseDescription(nameOrPath, *text, error);
}

std::optional<MachineModel> zero::parseMachineModel(StringRef json,
                                                    std::string &error) {
  return parseDescription("the machine description", json, error);
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
  root["nics_per_node"] = machine.nicsPerNode;
  root["nic_bandwidth"] = machine.nicBandwidth;
  root["collective_latency_s"] = machine.collectiveLatency;
  root["devices_per_node"] = machine.devicesPerNode;
  root["device_memory"] = static_cast<int64_t>(machine.deviceMemory);
  if (machine.pcieBandwidth > 0)
    root["pcie_bandwidth"] = machine.pcieBandwidth;
  if (machine.nvmeBandwidth > 0)
    root["nvme_bandwidth"] = machine.nvmeBandwidth;
  if (machine.hostMemoryBandwidth > 0)
    root["host_memory_bandwidth"] = machine.hostMemoryBandwidth;
  if (machine.smCount > 0)
    root["sm_count"] = machine.smCount;
  if (machine.transcendentalRate > 0)
    root["transcendentals_per_s"] = machine.transcendentalRate;
  if (machine.matmulCallSeconds > 0)
    root["matmul_call_s"] = machine.matmulCallSeconds;
  if (machine.matmulPackSecondsPerByte > 0)
    root["matmul_pack_s_per_byte"] = machine.matmulPackSecondsPerByte;
  if (machine.attentionForwardPairSeconds > 0)
    root["attention_forward_pair_s"] = machine.attentionForwardPairSeconds;
  if (machine.attentionBackwardPairSeconds > 0)
    root["attention_backward_pair_s"] = machine.attentionBackwardPairSeconds;
  if (machine.attentionForwardRowSeconds > 0)
    root["attention_forward_row_s"] = machine.attentionForwardRowSeconds;
  if (machine.attentionBackwardRowSeconds > 0)
    root["attention_backward_row_s"] = machine.attentionBackwardRowSeconds;
  if (machine.writeAllocate)
    root["write_allocate"] = true;
  root["fusion"] = getFusionModeName(machine.fusion);
  root["efficiency"] = llvm::json::Object{
      {"matmul", machine.efficiency.matmul},
      {"attention_forward", machine.efficiency.attentionForward},
      {"attention_backward", machine.efficiency.attentionBackward},
      {"memory", machine.efficiency.memory}};
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
}

std::optional<double> zero::parseBandwidthOption(StringRef text) {
  // The bounds a machine description's rates have (kMinRate, kMaxRate):
  // an option replaces one of its figures.
  std::optional<uint64_t> bytes = parseMemorySize(text);
  if (!bytes || *bytes == 0 || static_cast<double>(*bytes) > kMaxRate)
    return std::nullopt;
  return static_cast<double>(*bytes);
}
