//===- ReportWriters.h - table, JSON and SVG of a report --------*- C++ -*-===//
//
// Renders a `MemoryReport` three ways: an aligned text table for a person, a
// JSON document for programs (schema "zero-report/1", docs/report-schema.md)
// and an SVG chart in the form of the seed plate. The writers only format;
// every figure comes from the report.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_REPORT_REPORTWRITERS_H
#define ZERO_REPORT_REPORTWRITERS_H

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"
#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::zero {

struct PlanSearchTable;

/// Decimal byte units, as in the ZeRO paper (GB = 1e9 bytes).
enum class ByteUnit { B, kB, MB, GB };

StringRef getByteUnitName(ByteUnit unit);
/// Bytes in one `unit`: 1, 1e3, 1e6 or 1e9.
uint64_t getByteUnitSize(ByteUnit unit);
/// The largest unit in which `largestBytes` is at least 1 (GB at most, the
/// unit of the paper, however large the model).
ByteUnit chooseByteUnit(uint64_t largestBytes);

/// `1234567` as "1,234,567".
std::string formatWithSeparators(uint64_t value);
/// A FLOP count with four significant digits ("1.234e+12"), exact below
/// a million ("48,480").
std::string formatFlops(uint64_t flops);
/// Seconds with 4 significant digits ("0.1458", "1.847e-05"), as the
/// report's step-time table prints them.
std::string formatSeconds(double seconds);
/// `bytes` in `unit`: one decimal for kB/MB/GB ("120.0"), an exact integer
/// with separators for B.
std::string formatBytesIn(uint64_t bytes, ByteUnit unit);
/// `bytes` in its own unit: "280.6 MB", "17.6 GB", "616 B".
std::string formatSize(uint64_t bytes);
/// A bytes-per-parameter figure with at most three decimals and no trailing
/// zeros ("16", "7.5").
std::string formatBytesPerParameter(double bytes);

/// "weights 2 + grads 2 + optimizer 12 = 16 bytes per parameter".
std::string describeBytesPerParameter(const MemoryReport &report);

/// The rows and the unit a writer shows.
struct ReportView {
  /// ZeRO stages to show, in order (each 0–3).
  SmallVector<int, kNumZeroStages> stages;
  /// The unit of the table's columns; nullopt picks one from the largest
  /// figure shown.
  std::optional<ByteUnit> unit;
  /// For a program `zero-shard` produced: what the program itself holds and
  /// sends (the second view of docs/design.md §5), shown after the formula
  /// rows.
  const ScheduledFootprint *scheduled = nullptr;
  /// With `scheduled`: what a GPU needs to run that program.
  std::optional<DeviceRequirement> device;
  /// The FLOPs and bytes of the step as given, by phase.
  const StepCost *cost = nullptr;
  /// With `machine=`: the estimated step times.
  const StepTimeReport *time = nullptr;
  /// For a program zero-shard's search chose: the candidates it compared
  /// (`zero.plan_search`), written as the JSON key `plan_search`.
  const PlanSearchTable *planSearch = nullptr;
  /// Without `machine=` but with `pcie-bandwidth=`/`nvme-bandwidth=`: the
  /// transfer time of the program alone (only `pcie` and `nvme` set).
  std::optional<StepTimeEstimate> transferTime;
  /// Devices per node (`node-size`, or the machine's), 0 when unknown: with
  /// it the bytes sent are split by link.
  int64_t nodeSize = 0;
  /// The grid the formula rows are of: N, or R x G with shard groups, or
  /// the whole mesh when ZeRO plans over one axis of it.
  SmallVector<int64_t, 3> gridShape;
  /// ZeRO over axes of a mesh (`#zero.plan<dp_axes = [k, ...]>`): those
  /// axes, and the names of the mesh's axes (empty when it names none);
  /// empty when ZeRO's group is the whole grid.
  SmallVector<int16_t, 2> meshDpAxes;
  bool isOnMesh() const { return !meshDpAxes.empty(); }
  SmallVector<std::string, 3> axisNames;

  /// Whether the traffic is shown by axis and link: with shard groups, on
  /// a mesh or with a node size (otherwise there is one axis and no link
  /// to tell).
  bool showsTrafficByAxis(const MemoryReport &report) const {
    return nodeSize > 0 || isOnMesh() || report.shardRanks != report.worldSize;
  }
};

/// What the axes a collective names are called in the table and the JSON:
/// on a mesh with named axes, the axis's name ("dp"); otherwise "grid" (all
/// of it), "shard_group" (axis 1 of R x G), "replicas" (axis 0).
std::string getAxisName(ArrayRef<int16_t> axes, const ReportView &view);

/// `"sent_bytes_by_axis": [{"axis", "grid_axes", "ranks", "sent_bytes"}]`
/// and, with a node size, `"sent_bytes_by_link": {"intra_node",
/// "inter_node"}`, for collectives on a grid of `gridShape`.
void writeTrafficByAxisJson(llvm::json::OStream &json,
                            ArrayRef<AxisTraffic> traffic,
                            ArrayRef<int64_t> gridShape,
                            const ReportView &view);

/// "shard_group 12 B (2 ranks) + replicas 6 B (2 ranks); intra-node 12 B,
/// inter-node 6 B (nodes of 2)".
std::string describeTrafficByAxis(ArrayRef<AxisTraffic> traffic,
                                  ArrayRef<int64_t> gridShape,
                                  const ReportView &view, ByteUnit unit);

/// The compute section of the table: FLOPs per rank per step by phase and,
/// with a machine, the estimated step time of each stage shown.
void printComputeTable(const ReportView &view, llvm::raw_ostream &os);

/// The PCIe and NVMe seconds of an offloaded program, where the report has
/// them (from `machine=` or the bandwidth options).
void printTransferTimes(const ReportView &view, llvm::raw_ostream &os);

/// `"flops": {"forward", "backward", "recompute", "optimizer", "total"}`.
void writeFlopsJson(llvm::json::OStream &json, const StepCost &cost);

/// `"machine"` (its name) and `"machine_model"`: the efficiencies, fusion
/// and links the step time was priced with (docs/report-schema.md).
void writeMachineJson(llvm::json::OStream &json, const MachineModel &machine);

/// `"time_s": {"compute", "comm", "exposed_comm", "step",
/// "compute_by_class", "comm_by_kind"}`,
/// and `"pcie"`, `"nvme"` for a program that copies between memory tiers.
/// For a sharded program (`program` set) also `"async_collectives"` and
/// `"prefetch": [{"depth", "exposed_comm", "step"}, ...]`.
void writeTimeJson(llvm::json::OStream &json, const StepTimeEstimate &time,
                   const StepTimeReport *program = nullptr);

/// The `"pcie"` and `"nvme"` seconds of `time` (each only where the program
/// copies that way; null where the bandwidth is unknown).
void writeTransferSeconds(llvm::json::OStream &json,
                          const StepTimeEstimate &time);

/// The scheduled view as text: model states and traffic from the program
/// beside the formula of the same stage (with the reason for any
/// difference), the peak live bytes and what makes up its transient part.
void printScheduledTable(const MemoryReport &report, const ReportView &view,
                         const ScheduledFootprint &scheduled, ByteUnit unit,
                         llvm::raw_ostream &os);

/// The scheduled view (`view.scheduled`, with the program's FLOPs and step
/// time when the view has them) as the value of the JSON key "scheduled".
void writeScheduledJson(llvm::json::OStream &json, const MemoryReport &report,
                        const ReportView &view);

/// The table: a header naming the step, Ψ, N, bytes per parameter by role and
/// the gathering units, one row per stage, and a footnote with the formulas.
void printReportTable(const MemoryReport &report, const ReportView &view,
                      llvm::raw_ostream &os);

/// The JSON document, keys in a fixed order, indented by two.
void printReportJson(const MemoryReport &report, const ReportView &view,
                     llvm::raw_ostream &os);

/// The chart: memory per device per stage stacked by role (left) and bytes
/// sent per device per step (right). Self-contained SVG 1.1 text.
void printReportSvg(const MemoryReport &report, const ReportView &view,
                    llvm::raw_ostream &os);

} // namespace mlir::zero

#endif // ZERO_REPORT_REPORTWRITERS_H
