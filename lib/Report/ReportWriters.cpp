//===- ReportWriters.cpp - the text table and JSON of a memory report -----===//
//
// The table is meant to be read by a person first: one header block about the
// step, one aligned row per ZeRO stage, and a footnote with the formulas. The
// JSON carries the same figures as exact byte counts for programs.
//
//===----------------------------------------------------------------------===//

#include "zero/Report/ReportWriters.h"

#include "zero/Dialect/Zero/Plan/PlanSearch.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InterleavedRange.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Locale.h"

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// Units and number formats
//===----------------------------------------------------------------------===//

StringRef zero::getByteUnitName(ByteUnit unit) {
  switch (unit) {
  case ByteUnit::B:
    return "B";
  case ByteUnit::kB:
    return "kB";
  case ByteUnit::MB:
    return "MB";
  case ByteUnit::GB:
    return "GB";
  }
  llvm_unreachable("unknown byte unit");
}

uint64_t zero::getByteUnitSize(ByteUnit unit) {
  switch (unit) {
  case ByteUnit::B:
    return 1;
  case ByteUnit::kB:
    return 1000;
  case ByteUnit::MB:
    return 1000 * 1000;
  case ByteUnit::GB:
    return 1000 * 1000 * 1000;
  }
  llvm_unreachable("unknown byte unit");
}

ByteUnit zero::chooseByteUnit(uint64_t largestBytes) {
  for (ByteUnit unit : {ByteUnit::GB, ByteUnit::MB, ByteUnit::kB})
    if (largestBytes >= getByteUnitSize(unit))
      return unit;
  return ByteUnit::B;
}

std::string zero::formatWithSeparators(uint64_t value) {
  std::string digits = std::to_string(value);
  std::string result;
  for (size_t i = 0, e = digits.size(); i < e; ++i) {
    if (i != 0 && (e - i) % 3 == 0)
      result.push_back(',');
    result.push_back(digits[i]);
  }
  return result;
}

std::string zero::formatBytesIn(uint64_t bytes, ByteUnit unit) {
  if (unit == ByteUnit::B)
    return formatWithSeparators(bytes);
  // Round to tenths of the unit in integers, half away from zero, so that
  // 5.25 GB reads 5.3 whatever the binary value of 5.25e9 / 1e9 is.
  uint64_t tenth = getByteUnitSize(unit) / 10;
  unsigned __int128 tenths =
      (static_cast<unsigned __int128>(bytes) + tenth / 2) / tenth;
  return (std::to_string(static_cast<uint64_t>(tenths / 10)) + "." +
          std::to_string(static_cast<unsigned>(tenths % 10)));
}

std::string zero::formatSize(uint64_t bytes) {
  ByteUnit unit = chooseByteUnit(bytes);
  return formatBytesIn(bytes, unit) + " " + getByteUnitName(unit).str();
}

std::string zero::formatBytesPerParameter(double bytes) {
  std::string text = llvm::formatv("{0:F3}", bytes).str();
  // "16.000" -> "16", "7.500" -> "7.5".
  StringRef trimmed = StringRef(text).rtrim('0').rtrim('.');
  return trimmed.str();
}

/// A ratio to DDP: three decimals, three significant digits below 0.1 (so
/// that 1/512 reads 0.00195, not 0.002), or "-" when DDP has nothing to
/// compare with.
static std::string formatRatio(std::optional<double> ratio) {
  if (!ratio)
    return "-";
  if (*ratio != 0 && *ratio < 0.1)
    return llvm::formatv("{0}", llvm::format("%.3g", *ratio)).str();
  return llvm::formatv("{0:F3}", *ratio).str();
}

/// The collective calls of one stage, e.g. "2 reduce_scatter + 4 all_gather".
static std::string formatCollectiveCounts(const StageFootprint &footprint) {
  SmallVector<std::string, kNumCollectiveKinds> parts;
  for (CollectiveKind kind :
       {CollectiveKind::AllReduce, CollectiveKind::ReduceScatter,
        CollectiveKind::AllGather})
    if (uint64_t count = footprint.getCollective(kind).count)
      parts.push_back(std::to_string(count) + " " +
                      getCollectiveName(kind).str());
  return parts.empty() ? "none" : llvm::join(parts, " + ");
}

//===----------------------------------------------------------------------===//
// Text table
//===----------------------------------------------------------------------===//

namespace {
/// Rows of cells printed in aligned columns: the first column left-aligned,
/// the others right-aligned, the last one left-aligned and unpadded.
class AlignedTable {
public:
  void addRow(SmallVector<std::string> cells) {
    if (cells.size() > widths.size())
      widths.resize(cells.size(), 0);
    for (auto [i, cell] : llvm::enumerate(cells))
      if (i + 1 < cells.size())
        widths[i] = std::max(widths[i], llvm::sys::locale::columnWidth(cell));
    rows.push_back(std::move(cells));
  }

  void print(llvm::raw_ostream &os, StringRef indent) const {
    for (const SmallVector<std::string> &row : rows) {
      std::string line = indent.str();
      for (auto [i, cell] : llvm::enumerate(row)) {
        bool last = i + 1 == row.size();
        size_t pad =
            last ? 0 : widths[i] - llvm::sys::locale::columnWidth(cell);
        if (i != 0)
          line += "  ";
        if (i == 0 || last)
          line += cell + std::string(pad, ' ');
        else
          line += std::string(pad, ' ') + cell;
      }
      os << StringRef(line).rtrim() << "\n";
    }
  }

private:
  SmallVector<SmallVector<std::string>> rows;
  SmallVector<int> widths;
};
} // namespace

/// The unit of a view: the requested one, or the one that suits the largest
/// figure of the stages shown.
static ByteUnit getViewUnit(const MemoryReport &report,
                            const ReportView &view) {
  if (view.unit)
    return *view.unit;
  uint64_t largest = 0;
  for (int stage : view.stages) {
    const StageFootprint &footprint = report.stages[stage];
    largest = std::max(
        {largest, footprint.memoryPerRank.total, footprint.sentBytesPerRank});
  }
  return chooseByteUnit(largest);
}

std::string zero::describeBytesPerParameter(const MemoryReport &report) {
  const RoleBytes &bytes = report.modelStateBytes;
  auto perParameter = [&](uint64_t roleBytes) {
    return formatBytesPerParameter(report.getBytesPerParameter(roleBytes));
  };
  return llvm::formatv("weights {0} + grads {1} + optimizer {2} = {3} bytes "
                       "per parameter",
                       perParameter(bytes.weights), perParameter(bytes.grads),
                       perParameter(bytes.optimizer), perParameter(bytes.total))
      .str();
}

std::string zero::getAxisName(ArrayRef<int16_t> axes, const ReportView &view) {
  if (view.isOnMesh()) {
    // "dp", or "edp,ep" for a group of several axes.
    SmallVector<std::string, 2> names;
    for (int16_t axis : axes) {
      if (axis < 0 || static_cast<size_t>(axis) >= view.axisNames.size())
        return "axes";
      names.push_back(view.axisNames[axis]);
    }
    return names.empty() ? "axes" : llvm::join(names, ",");
  }
  if (axes.empty())
    return "grid";
  if (axes.size() == 1 && axes.front() == 1)
    return "shard_group";
  if (axes.size() == 1 && axes.front() == 0)
    return "replicas";
  return "axes";
}

void zero::writeTrafficByAxisJson(llvm::json::OStream &json,
                                  ArrayRef<AxisTraffic> traffic,
                                  ArrayRef<int64_t> gridShape,
                                  const ReportView &view) {
  int64_t nodeSize = view.nodeSize;
  json.attributeArray("sent_bytes_by_axis", [&] {
    for (const AxisTraffic &axis : traffic)
      json.object([&] {
        json.attribute("axis", getAxisName(axis.axes, view));
        json.attributeArray("grid_axes", [&] {
          for (int16_t index : axis.axes)
            json.value(index);
        });
        json.attribute("ranks", axis.ranks);
        json.attribute("sent_bytes", axis.sentBytes);
      });
  });
  if (nodeSize == 0)
    return;
  LinkBytes links = splitByLink(traffic, gridShape, nodeSize);
  json.attributeObject("sent_bytes_by_link", [&] {
    json.attribute("intra_node", links.intraNode);
    json.attribute("inter_node", links.interNode);
  });
}

std::string zero::describeTrafficByAxis(ArrayRef<AxisTraffic> traffic,
                                        ArrayRef<int64_t> gridShape,
                                        const ReportView &view, ByteUnit unit) {
  int64_t nodeSize = view.nodeSize;
  std::string text;
  llvm::raw_string_ostream os(text);
  StringRef unitName = getByteUnitName(unit);
  if (traffic.empty())
    os << "nothing";
  llvm::interleave(
      traffic, os,
      [&](const AxisTraffic &axis) {
        os << getAxisName(axis.axes, view) << " "
           << formatBytesIn(axis.sentBytes, unit) << " " << unitName << " ("
           << axis.ranks << (axis.ranks == 1 ? " rank)" : " ranks)");
      },
      " + ");
  if (nodeSize > 0) {
    LinkBytes links = splitByLink(traffic, gridShape, nodeSize);
    os << "; intra-node " << formatBytesIn(links.intraNode, unit) << " "
       << unitName << ", inter-node " << formatBytesIn(links.interNode, unit)
       << " " << unitName << " (nodes of " << nodeSize << ")";
  }
  return text;
}

/// Sorted, distinct layer ids as runs: "3-6", "0, 2-4".
static std::string describeLayers(ArrayRef<int64_t> layers) {
  std::string text;
  for (size_t i = 0; i < layers.size();) {
    size_t j = i;
    while (j + 1 < layers.size() && layers[j + 1] == layers[j] + 1)
      ++j;
    if (!text.empty())
      text += ", ";
    text += std::to_string(layers[i]);
    if (j > i)
      text += "-" + std::to_string(layers[j]);
    i = j + 1;
  }
  return text;
}

static void printTableHeader(const MemoryReport &report, const ReportView &view,
                             llvm::raw_ostream &os) {
  os << "zero-report: model states of @" << report.functionName << "\n"
     << "  parameters    Ψ = " << formatWithSeparators(report.numParameters)
     << "\n"
     << "  world size    N = " << report.worldSize
     << (report.worldSize == 1 ? " data-parallel rank" : " data-parallel ranks")
     << "\n";
  if (report.shardRanks != report.worldSize)
    os << "  shard groups  G = " << report.shardRanks
       << " ranks shard each copy of the states, R = "
       << report.worldSize / report.shardRanks
       << " replicas (HSDP; rank = replica * G + s)\n";
  if (view.isOnMesh()) {
    int64_t devices = 1;
    for (int64_t size : view.gridShape)
      devices *= size;
    os << "  mesh          " << llvm::interleaved(view.gridShape, "x");
    if (!view.axisNames.empty())
      os << " (" << llvm::interleaved(view.axisNames, ", ") << ")";
    SmallVector<std::string, 2> dpNames;
    for (int64_t axis : view.meshDpAxes)
      dpNames.push_back(view.axisNames.empty() ? std::to_string(axis)
                                               : view.axisNames[axis]);
    os << ": ZeRO over " << (dpNames.size() == 1 ? "axis " : "axes ")
       << llvm::join(dpNames, ",");
    // The whole job's step where every axis is ZeRO's and every rank holds
    // the same parameters (no parameter group of its own: expert
    // parallelism's ranks hold other experts).
    bool everyAxis = view.meshDpAxes.size() == view.gridShape.size();
    if (everyAxis && report.paramGroups.size() <= 1)
      os << ", every axis of the mesh: the step is the whole job's, every "
            "figure per device of "
         << devices << "\n";
    else if (everyAxis)
      os << "; the step is one device's share of expert parallelism, every "
            "figure per device of "
         << devices << "\n";
    else
      os << "; the step is one device's, every figure per device of " << devices
         << " (traffic of the other axes not counted)\n";
  }
  // Parameters whose states a group of their own shards (zero.dp_axes).
  if (report.paramGroups.size() > 1) {
    os << "  groups        ";
    llvm::interleave(
        report.paramGroups, os,
        [&](const ParamGroup &group) {
          os << getAxisName(group.axes, view) << " (" << group.ranks
             << (group.ranks == 1 ? " rank): " : " ranks): ")
             << group.params.size()
             << (group.params.size() == 1 ? " tensor, " : " tensors, ")
             << formatWithSeparators(group.numParameters) << " params";
        },
        "; ");
    os << "\n";
  }
  if (view.nodeSize > 0)
    os << "  nodes         " << view.nodeSize
       << " devices per node, ranks in order (node = rank / " << view.nodeSize
       << ")\n";
  os << "  model states  " << describeBytesPerParameter(report) << "\n"
     << "  units         " << report.numUnits
     << (report.numUnits == 1 ? " gathering unit" : " gathering units")
     << " (one per layer or zero.unit; any other parameter is its own)\n";
  // The units the step itself decides to keep gathered at stage 3.
  if (!report.unitsKeptGathered.empty())
    os << "  kept gathered " << llvm::join(report.unitsKeptGathered, ", ")
       << " (zero.reshard_after_forward = false: stage 3 gathers "
       << (report.unitsKeptGathered.size() == 1 ? "it" : "each")
       << " once and keeps it from the forward to the backward)\n";
  // The weights the step decides to keep whole at every stage.
  if (report.numPersistentWeights)
    os << "  persistent    " << report.numPersistentWeights
       << (report.numPersistentWeights == 1 ? " weight, " : " weights, ")
       << formatWithSeparators(report.persistentWeightBytes)
       << " bytes (zero.persistent: whole on every rank at every stage; stage "
          "3 gathers their updated slices back once per step)\n";
  // The parameters that cap their own stage.
  if (llvm::any_of(report.paramsCappedAt, [](uint64_t n) { return n; })) {
    os << "  capped        ";
    llvm::ListSeparator separator(", ");
    for (auto [stage, count] : llvm::enumerate(report.paramsCappedAt))
      if (count)
        os << separator << count << " at stage " << stage;
    os << " (zero.max_stage: those parameters are sharded at most as that "
          "stage shards them)\n";
  }
  // The parameters a partial offload leaves on the device.
  if (report.numParamsOnDevice)
    os << "  on device     " << report.numParamsOnDevice
       << (report.numParamsOnDevice == 1 ? " parameter" : " parameters")
       << " (zero.on_device: under offload=cpu|nvme their states and update "
          "stay on the device)\n";
  // Which layers the step holds: a pipeline stage's share of the model.
  if (!report.layers.empty())
    os << "  layers        " << describeLayers(report.layers) << " ("
       << report.layers.size()
       << (report.layers.size() == 1 ? " layer)\n" : " layers)\n");
}

static void printTableFootnote(ByteUnit unit, llvm::raw_ostream &os) {
  switch (unit) {
  case ByteUnit::B:
    os << "Sizes in bytes.";
    break;
  case ByteUnit::kB:
    os << "kB = 1e3 bytes.";
    break;
  case ByteUnit::MB:
    os << "MB = 1e6 bytes.";
    break;
  case ByteUnit::GB:
    os << "GB = 1e9 bytes.";
    break;
  }
  os << R"( Memory: model-state bytes each rank holds. A tensor of n elements
that the stage shards is flattened and padded to a multiple of N; each rank holds
S = ceil(n/N) of its elements. Padding: zero bytes this adds across all N ranks.
Sent: bytes each rank sends per step (nccl-tests ring formulas on the padded
tensors, b bytes per element): all_reduce 2(N-1)*S*b, reduce_scatter and
all_gather (N-1)*S*b. Stage 0 all-reduces the grads; stages 1-2 reduce-scatter
the grads and all-gather the updated weights; stage 3 all-gathers the weights
before forward and again before backward (once for a unit kept gathered),
and reduce-scatters the grads.
Collectives: calls per step by formula (per gathering unit), not from a schedule.
)";
}

void zero::printReportTable(const MemoryReport &report, const ReportView &view,
                            llvm::raw_ostream &os) {
  ByteUnit unit = getViewUnit(report, view);
  std::string unitHeader = ("[" + getByteUnitName(unit) + "]").str();
  printTableHeader(report, view, os);
  os << "\n";
  // A sharded program leads with what it holds and sends; the formula rows
  // of every stage follow for comparison.
  if (view.scheduled) {
    printScheduledTable(report, view, *view.scheduled, unit, os);
    os << "\n  the ZeRO formula for each stage, for comparison:\n";
  }

  AlignedTable table;
  table.addRow({"stage", "weights", "grads", "optimizer", "total", "vs DDP",
                "sent/step", "vs DDP", "padding", "collectives/step"});
  table.addRow({"", unitHeader, unitHeader, unitHeader, unitHeader, "",
                unitHeader, "", "[bytes]", "(formula)"});
  for (int stage : view.stages) {
    const StageFootprint &footprint = report.stages[stage];
    const RoleBytes &memory = footprint.memoryPerRank;
    table.addRow({std::to_string(stage), formatBytesIn(memory.weights, unit),
                  formatBytesIn(memory.grads, unit),
                  formatBytesIn(memory.optimizer, unit),
                  formatBytesIn(memory.total, unit),
                  formatRatio(report.getMemoryRatioToDDP(stage)),
                  formatBytesIn(footprint.sentBytesPerRank, unit),
                  formatRatio(report.getTrafficRatioToDDP(stage)),
                  formatWithSeparators(footprint.paddingBytes),
                  formatCollectiveCounts(footprint)});
  }
  table.print(os, "  ");
  // What keeping units gathered holds on top of the model states, at the
  // stages that shard the weights (only they gather units for their uses).
  for (int stage : view.stages)
    if (!report.unitsKeptGathered.empty() && getStagePreset(stage).shardWeights)
      os << "\n  stage " << stage << " also holds "
         << formatBytesIn(report.stages[stage].keptGatheredBytes, unit) << " "
         << getByteUnitName(unit) << " per rank of gathered weights from the "
         << "forward to the backward (the "
         << (report.unitsKeptGathered.size() == 1 ? "unit" : "units")
         << " kept gathered; formula)\n";
  if (view.showsTrafficByAxis(report)) {
    os << "\n  sent/step by axis and link (formula):\n";
    for (int stage : view.stages)
      os << "    stage " << stage << ": "
         << describeTrafficByAxis(report.stages[stage].sentBytesByAxes,
                                  view.gridShape, view, unit)
         << "\n";
  }
  os << "\n";
  printTableFootnote(unit, os);
  if (report.shardRanks != report.worldSize)
    os << R"(Shard groups: states are sharded over G ranks (N above reads G) and
replicated R = N/G times; gradients are reduce-scattered in the group, then
all-reduced across the R replicas (2(R-1)*ceil(S/R)*b); stage 0 does the same
and gathers the result back in the group.
)";
  if (view.nodeSize > 0)
    os << R"(Links: a collective whose group lies in one node sends over intra-node
links; one whose group spans nodes is counted inter-node (its ring runs at
the slowest link). docs/report-schema.md states the rank order assumed.
)";
  printComputeTable(view, os);
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static void writeRoleBytes(llvm::json::OStream &json, const RoleBytes &bytes) {
  json.attribute("weights", bytes.weights);
  json.attribute("grads", bytes.grads);
  json.attribute("optimizer", bytes.optimizer);
  json.attribute("total", bytes.total);
}

/// A derived (not exact) number: 15 significant digits, so that 0.45 prints
/// as 0.45 rather than llvm::json's round-trip 0.45000000000000001.
static void writeNumber(llvm::json::OStream &json, StringRef key,
                        double value) {
  json.attributeBegin(key);
  json.rawValue(
      [&](llvm::raw_ostream &os) { os << llvm::format("%.15g", value); });
  json.attributeEnd();
}

/// A ratio, or null where there is nothing to compare with.
static void writeOptionalNumber(llvm::json::OStream &json, StringRef key,
                                std::optional<double> value) {
  if (value)
    writeNumber(json, key, *value);
  else
    json.attribute(key, nullptr);
}

static void writeStage(llvm::json::OStream &json, const MemoryReport &report,
                       const ReportView &view, int stage) {
  const StageFootprint &footprint = report.stages[stage];
  json.object([&] {
    json.attribute("stage", stage);
    json.attributeObject(
        "memory_bytes", [&] { writeRoleBytes(json, footprint.memoryPerRank); });
    json.attribute("padding_bytes", footprint.paddingBytes);
    // Only a stage that shards the weights gathers units for their uses,
    // so only it can keep them gathered from the forward to the backward.
    if (getStagePreset(stage).shardWeights && !report.unitsKeptGathered.empty())
      json.attribute("kept_gathered_bytes", footprint.keptGatheredBytes);
    json.attribute("sent_bytes", footprint.sentBytesPerRank);
    json.attributeObject("collectives", [&] {
      json.attribute("count_source", "formula");
      for (CollectiveKind kind :
           {CollectiveKind::AllReduce, CollectiveKind::ReduceScatter,
            CollectiveKind::AllGather}) {
        const CollectiveTraffic &traffic = footprint.getCollective(kind);
        json.attributeObject(getCollectiveName(kind), [&] {
          json.attribute("count", traffic.count);
          json.attribute("sent_bytes", traffic.sentBytes);
        });
      }
    });
    writeOptionalNumber(json, "memory_ratio_to_ddp",
                        report.getMemoryRatioToDDP(stage));
    writeOptionalNumber(json, "traffic_ratio_to_ddp",
                        report.getTrafficRatioToDDP(stage));
    if (view.time && view.time->stages[stage])
      writeTimeJson(json, *view.time->stages[stage]);
    if (view.showsTrafficByAxis(report))
      writeTrafficByAxisJson(json, footprint.sentBytesByAxes, view.gridShape,
                             view);
  });
}

/// `"plan_search": {"chosen", "candidates": [...]}`: every candidate of
/// zero-shard's search, in the order it enumerated them
/// (docs/report-schema.md). A figure the search did not compute is null.
static void writePlanSearchJson(llvm::json::OStream &json,
                                const PlanSearchTable &search) {
  json.attributeObject("plan_search", [&] {
    json.attribute("chosen", search.chosen);
    json.attributeArray("candidates", [&] {
      for (const PlanSearchRow &row : search.candidates)
        json.object([&] {
          json.attribute("stage", row.stage);
          json.attribute("remat", row.remat);
          json.attribute("offload", row.offload);
          json.attribute("offload_params", row.offloadParams);
          json.attribute("params_on_device", row.paramsOnDevice);
          json.attribute("shard_group", row.shardGroup);
          json.attribute("reshard_after_forward", row.reshardAfterForward);
          json.attribute("cast_on_gather", row.castOnGather);
          json.attribute("prefetch", row.prefetch);
          json.attribute("fits", row.fits);
          auto bytes = [&](StringRef key, uint64_t value) {
            if (row.priced)
              json.attribute(key, value);
            else
              json.attribute(key, nullptr);
          };
          bytes("peak_bytes", row.peakBytes);
          bytes("sent_bytes", row.sentBytes);
          bytes("inter_node_bytes", row.interNodeBytes);
          if (row.stepSeconds)
            json.attribute("step_s", *row.stepSeconds);
          else
            json.attribute("step_s", nullptr);
          if (row.reason.empty())
            json.attribute("reason", nullptr);
          else
            json.attribute("reason", row.reason);
        });
    });
  });
}

void zero::printReportJson(const MemoryReport &report, const ReportView &view,
                           llvm::raw_ostream &os) {
  llvm::json::OStream json(os, /*IndentSize=*/2);
  const RoleBytes &bytes = report.modelStateBytes;
  json.object([&] {
    json.attribute("schema", "zero-report/1");
    json.attribute("function", report.functionName);
    json.attribute("params", report.numParameters);
    json.attribute("world_size", report.worldSize);
    if (report.shardRanks != report.worldSize)
      json.attribute("shard_group", report.shardRanks);
    if (view.isOnMesh())
      json.attributeObject("mesh", [&] {
        int64_t devices = 1;
        json.attributeArray("shape", [&] {
          for (int64_t size : view.gridShape) {
            json.value(size);
            devices *= size;
          }
        });
        if (!view.axisNames.empty())
          json.attributeArray("axis_names", [&] {
            for (const std::string &name : view.axisNames)
              json.value(name);
          });
        json.attributeArray("dp_axes", [&] {
          for (int64_t axis : view.meshDpAxes)
            json.value(axis);
        });
        json.attribute("devices", devices);
      });
    if (report.paramGroups.size() > 1)
      json.attributeArray("param_groups", [&] {
        for (const ParamGroup &group : report.paramGroups)
          json.object([&] {
            json.attribute("axis", getAxisName(group.axes, view));
            json.attribute("ranks", group.ranks);
            json.attribute("tensors", group.params.size());
            json.attribute("params", group.numParameters);
          });
      });
    if (view.nodeSize > 0)
      json.attribute("node_size", view.nodeSize);
    json.attributeObject("bytes_per_param", [&] {
      writeNumber(json, "weights", report.getBytesPerParameter(bytes.weights));
      writeNumber(json, "grads", report.getBytesPerParameter(bytes.grads));
      writeNumber(json, "optimizer",
                  report.getBytesPerParameter(bytes.optimizer));
      writeNumber(json, "total", report.getBytesPerParameter(bytes.total));
    });
    json.attributeObject("model_state_bytes",
                         [&] { writeRoleBytes(json, bytes); });
    json.attribute("units", report.numUnits);
    if (!report.unitsKeptGathered.empty())
      json.attributeArray("units_kept_gathered", [&] {
        for (const std::string &name : report.unitsKeptGathered)
          json.value(name);
      });
    if (report.numPersistentWeights)
      json.attributeObject("persistent_weights", [&] {
        json.attribute("count", report.numPersistentWeights);
        json.attribute("bytes", report.persistentWeightBytes);
      });
    if (llvm::any_of(report.paramsCappedAt, [](uint64_t n) { return n; }))
      json.attributeArray("params_capped_at_stage", [&] {
        for (uint64_t count : report.paramsCappedAt)
          json.value(count);
      });
    if (report.numParamsOnDevice)
      json.attribute("params_on_device", report.numParamsOnDevice);
    json.attributeArray("layers", [&] {
      for (int64_t layer : report.layers)
        json.value(layer);
    });
    if (view.cost)
      writeFlopsJson(json, *view.cost);
    if (view.time && view.time->machine)
      writeMachineJson(json, *view.time->machine);
    json.attributeArray("stages", [&] {
      for (int stage : view.stages)
        writeStage(json, report, view, stage);
    });
    if (view.scheduled) {
      json.attributeBegin("scheduled");
      writeScheduledJson(json, report, view);
      json.attributeEnd();
    }
    if (view.planSearch)
      writePlanSearchJson(json, *view.planSearch);
  });
  os << "\n";
}
