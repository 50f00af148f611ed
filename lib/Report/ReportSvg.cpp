//===- ReportSvg.cpp - the SVG chart of a memory report -------------------===//
//
// Draws the seed plate's two panels as hand-written SVG 1.1:
//
//   left:  model-state memory per device, one stacked bar per ZeRO stage
//          (weights at the bottom, then grads, then optimizer states);
//   right: bytes each device sends per step, one bar per stage.
//
// Every bar is a `<rect>` with a class naming its panel and role, `data-stage`
// and `data-bytes` attributes with the exact figure, and a `<title>` tooltip,
// so that tests and scripts can read the picture as well as people.
//
//===----------------------------------------------------------------------===//

#include "zero/Report/ReportWriters.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero;

namespace {

// Canvas and panel geometry, in SVG user units (pixels).
constexpr int kWidth = 1200, kHeight = 700;
constexpr double kPlotTop = 150, kPlotBottom = 560;
constexpr double kMemoryLeft = 90, kMemoryRight = 620;
constexpr double kTrafficLeft = 730, kTrafficRight = 1150;
constexpr double kMaxBarWidth = 84;
constexpr const char *kFont = "DejaVu Sans, Helvetica, Arial, sans-serif";

// Colours of the roles (weights, grads, optimizer) and of traffic.
constexpr const char *kWeightsColor = "#4c72b0";
constexpr const char *kGradsColor = "#dd8452";
constexpr const char *kOptimizerColor = "#55a868";
constexpr const char *kTrafficColor = "#8172b2";
constexpr const char *kInkColor = "#222222";
constexpr const char *kMutedColor = "#666666";
constexpr const char *kGridColor = "#dddddd";

/// `text` with the five XML special characters escaped.
std::string escapeXml(StringRef text) {
  std::string result;
  for (char c : text) {
    switch (c) {
    case '&':
      result += "&amp;";
      break;
    case '<':
      result += "&lt;";
      break;
    case '>':
      result += "&gt;";
      break;
    case '"':
      result += "&quot;";
      break;
    case '\'':
      result += "&apos;";
      break;
    default:
      result.push_back(c);
    }
  }
  return result;
}

/// A value axis from 0 to `top` (in `unit`s), with a tick every `step`.
struct ValueAxis {
  ByteUnit unit;
  double step;
  double top;

  /// An axis with about five "nice" ticks (1, 2, 2.5 or 5 times a power of
  /// ten; whole bytes at least) that shows `largestBytes` with some room
  /// above the tallest bar for its label.
  static ValueAxis forLargest(uint64_t largestBytes) {
    ValueAxis axis;
    axis.unit = chooseByteUnit(largestBytes);
    double largest = static_cast<double>(largestBytes) /
                     static_cast<double>(getByteUnitSize(axis.unit)) * 1.06;
    if (largest <= 0) {
      axis.step = 1;
      axis.top = 1;
      return axis;
    }
    double rough = largest / 5;
    double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double fraction = rough / magnitude;
    double nice = fraction <= 1     ? 1
                  : fraction <= 2   ? 2
                  : fraction <= 2.5 ? 2.5
                  : fraction <= 5   ? 5
                                    : 10;
    axis.step = nice * magnitude;
    if (axis.unit == ByteUnit::B)
      axis.step = std::max(axis.step, 1.0);
    axis.top = std::ceil(largest / axis.step - 1e-9) * axis.step;
    return axis;
  }

  /// The y coordinate of `bytes`.
  double y(uint64_t bytes) const {
    double value =
        static_cast<double>(bytes) / static_cast<double>(getByteUnitSize(unit));
    return kPlotBottom - value / top * (kPlotBottom - kPlotTop);
  }
};

/// Writes SVG elements with coordinates rounded to a tenth of a pixel.
class SvgWriter {
public:
  explicit SvgWriter(llvm::raw_ostream &os) : os(os) {}

  void text(double x, double y, StringRef anchor, int size, StringRef color,
            StringRef content, StringRef extra = "") {
    os << "  <text x=\"" << llvm::format("%.1f", x) << "\" y=\""
       << llvm::format("%.1f", y) << "\" text-anchor=\"" << anchor
       << "\" font-size=\"" << size << "\" fill=\"" << color << "\"" << extra
       << ">" << escapeXml(content) << "</text>\n";
  }

  void line(double x1, double y1, double x2, double y2, StringRef color) {
    os << "  <line x1=\"" << llvm::format("%.1f", x1) << "\" y1=\""
       << llvm::format("%.1f", y1) << "\" x2=\"" << llvm::format("%.1f", x2)
       << "\" y2=\"" << llvm::format("%.1f", y2) << "\" stroke=\"" << color
       << "\" stroke-width=\"1\"/>\n";
  }

  /// A bar: a rect that carries its figure and a tooltip.
  void bar(StringRef cls, int stage, uint64_t bytes, double x, double y,
           double width, double height, StringRef color, StringRef tooltip) {
    os << "  <rect class=\"" << cls << "\" data-stage=\"" << stage
       << "\" data-bytes=\"" << bytes << "\" x=\"" << llvm::format("%.1f", x)
       << "\" y=\"" << llvm::format("%.1f", y) << "\" width=\""
       << llvm::format("%.1f", width) << "\" height=\""
       << llvm::format("%.1f", height) << "\" fill=\"" << color << "\"><title>"
       << escapeXml(tooltip) << "</title></rect>\n";
  }

  /// A legend entry: a square swatch and its label.
  void swatch(double x, double y, StringRef color, StringRef label) {
    os << "  <rect class=\"legend\" x=\"" << llvm::format("%.1f", x)
       << "\" y=\"" << llvm::format("%.1f", y - 11)
       << "\" width=\"12\" height=\"12\" fill=\"" << color << "\"/>\n";
    text(x + 18, y, "start", 13, kInkColor, label);
  }

  llvm::raw_ostream &os;
};

/// The name ZeRO's paper and FSDP give each stage.
StringRef getStageName(int stage) {
  static const char *const names[] = {"DDP", "ZeRO-1", "ZeRO-2", "ZeRO-3"};
  return names[stage];
}

/// Where the bars of a panel go: one slot per stage shown.
struct BarSlots {
  double left, right;
  size_t count;

  double slotWidth() const { return (right - left) / count; }
  double barWidth() const { return std::min(kMaxBarWidth, 0.6 * slotWidth()); }
  double center(size_t i) const { return left + slotWidth() * (i + 0.5); }
};

/// Grid lines, tick labels and the x labels of one panel.
void drawAxes(SvgWriter &svg, const ValueAxis &axis, const BarSlots &slots,
              ArrayRef<int> stages) {
  int numTicks = static_cast<int>(std::lround(axis.top / axis.step));
  for (int i = 0; i <= numTicks; ++i) {
    double value = i * axis.step;
    double y = kPlotBottom - value / axis.top * (kPlotBottom - kPlotTop);
    if (i != 0)
      svg.line(slots.left, y, slots.right, y, kGridColor);
    std::string label = llvm::formatv("{0}", llvm::format("%g", value)).str();
    svg.text(slots.left - 8, y + 4, "end", 12, kMutedColor, label);
  }
  svg.line(slots.left, kPlotTop, slots.left, kPlotBottom, kInkColor);
  svg.line(slots.left, kPlotBottom, slots.right, kPlotBottom, kInkColor);
  for (auto [i, stage] : llvm::enumerate(stages)) {
    svg.text(slots.center(i), kPlotBottom + 20, "middle", 13, kInkColor,
             "stage " + std::to_string(stage));
    svg.text(slots.center(i), kPlotBottom + 37, "middle", 12, kMutedColor,
             getStageName(stage));
  }
}

/// Left panel: one stacked bar per stage, weights at the bottom.
void drawMemoryPanel(SvgWriter &svg, const MemoryReport &report,
                     ArrayRef<int> stages) {
  uint64_t largest = 0;
  for (int stage : stages)
    largest = std::max(largest, report.stages[stage].memoryPerRank.total);
  ValueAxis axis = ValueAxis::forLargest(largest);
  BarSlots slots{kMemoryLeft, kMemoryRight, stages.size()};
  StringRef unit = getByteUnitName(axis.unit);

  svg.text(kMemoryLeft, 100, "start", 16, kInkColor,
           ("Model-state memory per device [" + unit + "]").str(),
           " font-weight=\"bold\"");
  svg.swatch(kMemoryLeft, 126, kWeightsColor, "weights");
  svg.swatch(kMemoryLeft + 100, 126, kGradsColor, "grads");
  svg.swatch(kMemoryLeft + 185, 126, kOptimizerColor, "optimizer");
  drawAxes(svg, axis, slots, stages);

  for (auto [i, stage] : llvm::enumerate(stages)) {
    const RoleBytes &memory = report.stages[stage].memoryPerRank;
    double width = slots.barWidth();
    double x = slots.center(i) - width / 2;
    struct Segment {
      StringRef role;
      uint64_t bytes;
      const char *color;
    } segments[] = {{"weights", memory.weights, kWeightsColor},
                    {"grads", memory.grads, kGradsColor},
                    {"optimizer", memory.optimizer, kOptimizerColor}};
    uint64_t below = 0;
    for (const Segment &segment : segments) {
      double bottom = axis.y(below);
      below += segment.bytes;
      double top = axis.y(below);
      std::string value = formatBytesIn(segment.bytes, axis.unit);
      svg.bar(("memory " + segment.role).str(), stage, segment.bytes, x, top,
              width, bottom - top, segment.color,
              llvm::formatv("stage {0} {1}: {2} {3} per device ({4} bytes)",
                            stage, segment.role, value, unit,
                            formatWithSeparators(segment.bytes))
                  .str());
      // Label a segment inside it when it is tall enough to hold the text.
      if (bottom - top >= 18)
        svg.text(slots.center(i), (top + bottom) / 2 + 4, "middle", 11,
                 "#ffffff", value);
    }
    svg.text(slots.center(i), axis.y(memory.total) - 7, "middle", 13, kInkColor,
             formatBytesIn(memory.total, axis.unit),
             " font-weight=\"bold\" class=\"value\"");
  }
}

/// Right panel: bytes sent per device per step, one bar per stage, with the
/// ratio to DDP under the stage name.
void drawTrafficPanel(SvgWriter &svg, const MemoryReport &report,
                      ArrayRef<int> stages) {
  uint64_t largest = 0;
  for (int stage : stages)
    largest = std::max(largest, report.stages[stage].sentBytesPerRank);
  ValueAxis axis = ValueAxis::forLargest(largest);
  BarSlots slots{kTrafficLeft, kTrafficRight, stages.size()};
  StringRef unit = getByteUnitName(axis.unit);

  svg.text(kTrafficLeft, 100, "start", 16, kInkColor,
           ("Bytes sent per device per step [" + unit + "]").str(),
           " font-weight=\"bold\"");
  svg.text(kTrafficLeft, 126, "start", 13, kMutedColor,
           report.worldSize == 1 ? "N = 1: a single rank sends nothing"
                                 : "ring collectives, nccl-tests formulas");
  drawAxes(svg, axis, slots, stages);

  for (auto [i, stage] : llvm::enumerate(stages)) {
    uint64_t sent = report.stages[stage].sentBytesPerRank;
    double width = slots.barWidth();
    double top = axis.y(sent);
    std::string value = formatBytesIn(sent, axis.unit);
    svg.bar("traffic", stage, sent, slots.center(i) - width / 2, top, width,
            kPlotBottom - top, kTrafficColor,
            llvm::formatv("stage {0}: {1} {2} sent per device per step ({3} "
                          "bytes)",
                          stage, value, unit, formatWithSeparators(sent))
                .str());
    svg.text(slots.center(i), top - 7, "middle", 13, kInkColor, value,
             " font-weight=\"bold\" class=\"value\"");
    if (std::optional<double> ratio = report.getTrafficRatioToDDP(stage))
      svg.text(slots.center(i), kPlotBottom + 54, "middle", 12, kMutedColor,
               llvm::formatv("{0:F2}x DDP", *ratio).str());
  }
}

} // namespace

void zero::printReportSvg(const MemoryReport &report, const ReportView &view,
                          llvm::raw_ostream &os) {
  SvgWriter svg(os);
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
     << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\""
     << kWidth << "\" height=\"" << kHeight << "\" viewBox=\"0 0 " << kWidth
     << " " << kHeight << "\" font-family=\"" << kFont << "\">\n";
  os << "  <rect class=\"background\" width=\"100%\" height=\"100%\" "
        "fill=\"#ffffff\"/>\n";

  svg.text(kWidth / 2, 36, "middle", 20, kInkColor,
           llvm::formatv("ZeRO stages of @{0}: Ψ = {1} parameters, N = {2} "
                         "data-parallel device{3}",
                         report.functionName,
                         formatWithSeparators(report.numParameters),
                         report.worldSize, report.worldSize == 1 ? "" : "s")
               .str(),
           " font-weight=\"bold\" class=\"title\"");
  svg.text(kWidth / 2, 62, "middle", 14, kMutedColor,
           llvm::formatv("{0}, {1} gathering unit{2}",
                         describeBytesPerParameter(report), report.numUnits,
                         report.numUnits == 1 ? "" : "s")
               .str(),
           " class=\"subtitle\"");

  drawMemoryPanel(svg, report, view.stages);
  drawTrafficPanel(svg, report, view.stages);

  svg.text(kMemoryLeft - 40, 650, "start", 12, kMutedColor,
           "GB = 1e9 bytes, MB = 1e6, kB = 1e3. Memory: weights, gradients "
           "and optimizer states per device; sharded tensors are padded to a "
           "multiple of N.",
           " class=\"footnote\"");
  svg.text(kMemoryLeft - 40, 670, "start", 12, kMutedColor,
           "Sent: all_reduce 2(N-1)/N*B, reduce_scatter and all_gather "
           "(N-1)/N*B of the padded tensor bytes B; stage 3 gathers the "
           "weights twice.",
           " class=\"footnote\"");
  // An offloaded program: its tiers, which the stage columns do not show.
  if (const ScheduledFootprint *scheduled = view.scheduled;
      scheduled && scheduled->offload != OffloadTarget::None) {
    ByteUnit unit = chooseByteUnit(
        std::max({scheduled->peak.total(), scheduled->hostPeakBytes,
                  scheduled->nvmeBytes}));
    auto size = [&](uint64_t bytes) {
      return formatBytesIn(bytes, unit) + " " + getByteUnitName(unit).str();
    };
    const TierTraffic &moved = scheduled->tierTraffic;
    svg.text(
        kMemoryLeft - 40, 690, "start", 12, kInkColor,
        llvm::formatv(
            "This program: stage {0}, offload={1}{2}. Per "
            "rank: device peak {3}{10}, host peak {4}, NVMe {5}; "
            "per step: PCIe {6} to host, {7} to device; NVMe "
            "{8} read, {9} written.",
            scheduled->stage, stringifyOffloadTarget(scheduled->offload),
            scheduled->offloadParams ? " offload-params" : "",
            size(scheduled->peak.total()), size(scheduled->hostPeakBytes),
            size(scheduled->nvmeBytes), size(moved.toHost),
            size(moved.toDevice), size(moved.nvmeRead), size(moved.nvmeWritten),
            view.device
                ? " (" + size(view.device->required) + " required on a GPU)"
                : std::string())
            .str(),
        " class=\"offload\"");
  }
  os << "</svg>\n";
}
