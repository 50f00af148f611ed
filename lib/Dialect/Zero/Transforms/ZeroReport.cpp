//===- ZeroReport.cpp - static memory and traffic of each ZeRO stage ------===//
//
// `zero-report` prints, before anything runs, how much model-state memory each
// of N data-parallel ranks holds at each ZeRO stage and how many bytes it
// sends per step. The figures come from `computeMemoryReport`
// (zero/Dialect/Zero/Analysis/MemoryModel.h) and are rendered by zero/Report/
// ReportWriters.h; this file only checks the options and writes the outputs.
//
// Outputs are all-or-nothing: every file is written to a temporary next to
// it and renamed into place only once all of them were written, so an error
// never leaves a partial or stale report behind.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Report/ReportWriters.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROREPORT
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

//===----------------------------------------------------------------------===//
// Writing the outputs
//===----------------------------------------------------------------------===//

/// One rendered output: where it goes ('-' = stdout) and its text.
struct ReportOutput {
  /// The option that names it, for diagnostics ("json", "svg", "table").
  StringRef option;
  std::string path;
  std::string text;
};

/// Whether `path` is written in place rather than through a temporary: stdout
/// ('-') and files that exist but are not regular (/dev/null, /dev/stdout, a
/// pipe), which a rename would replace instead of writing to.
bool isWrittenInPlace(StringRef path) {
  if (path == "-")
    return true;
  llvm::sys::fs::file_status status;
  return !llvm::sys::fs::status(path, status) &&
         llvm::sys::fs::exists(status) &&
         !llvm::sys::fs::is_regular_file(status) &&
         !llvm::sys::fs::is_directory(status);
}

/// Checks that `path`, the value of option `option`, can name an output file:
/// not a directory, and in a directory that exists. Whether the directory is
/// writable shows only when the file is written.
LogicalResult checkOutputPath(Location loc, StringRef option, StringRef path) {
  if (path.empty() || isWrittenInPlace(path))
    return success();
  auto fail = [&]() -> InFlightDiagnostic {
    return emitError(loc) << "cannot write the " << option << " report to '"
                          << path << "': ";
  };
  if (llvm::sys::fs::is_directory(path))
    return fail() << "it is a directory; give a file name, e.g. '" << option
                  << "=report." << option << "'";
  StringRef directory = llvm::sys::path::parent_path(path);
  if (directory.empty() || llvm::sys::fs::is_directory(directory))
    return success();
  if (llvm::sys::fs::exists(directory))
    return fail() << "'" << directory
                  << "' is not a directory; choose another path";
  return fail() << "directory '" << directory
                << "' does not exist; create it or choose another path";
}

/// Writes `output` to a file that is not regular (a device or a pipe).
LogicalResult writeInPlace(const ReportOutput &output, std::string &message) {
  std::error_code error;
  llvm::raw_fd_ostream os(output.path, error);
  if (!error) {
    os << output.text;
    os.close();
    error = os.error();
    os.clear_error();
  }
  message = error.message();
  return success(!error);
}

/// Writes every output. Regular files go through a temporary next to them and
/// are renamed into place once all were written, so that an error leaves no
/// file behind; devices, then stdout, are written last. On an error, removes
/// the temporaries and reports which output failed.
LogicalResult writeOutputs(Location loc, ArrayRef<ReportOutput> outputs) {
  SmallVector<llvm::sys::fs::TempFile> temporaries;
  SmallVector<const ReportOutput *> files;
  auto reportError = [&](const ReportOutput &output, const Twine &message) {
    for (llvm::sys::fs::TempFile &temporary : temporaries)
      llvm::consumeError(temporary.discard());
    return emitError(loc) << "cannot write the " << output.option
                          << " report to '" << output.path << "': " << message
                          << "; check that the path is writable";
  };

  for (const ReportOutput &output : outputs) {
    if (isWrittenInPlace(output.path))
      continue;
    llvm::Expected<llvm::sys::fs::TempFile> temporary =
        llvm::sys::fs::TempFile::create(output.path + "-%%%%%%.tmp");
    if (!temporary)
      return reportError(output, llvm::toString(temporary.takeError()));
    temporaries.push_back(std::move(*temporary));
    files.push_back(&output);
    llvm::raw_fd_ostream os(temporaries.back().FD, /*shouldClose=*/false);
    os << output.text;
    os.flush();
    if (os.has_error()) {
      std::string message = os.error().message();
      os.clear_error();
      return reportError(output, message);
    }
  }
  // Renames within one directory do not fail in practice; if one does, the
  // files renamed before it stay.
  for (auto [i, output] : llvm::enumerate(files))
    if (llvm::Error error = temporaries[i].keep(output->path))
      return reportError(*output, llvm::toString(std::move(error)));

  for (const ReportOutput &output : outputs) {
    std::string message;
    if (output.path != "-" && isWrittenInPlace(output.path) &&
        failed(writeInPlace(output, message)))
      return reportError(output, message);
  }
  for (const ReportOutput &output : outputs)
    if (output.path == "-")
      llvm::outs() << output.text;
  llvm::outs().flush();
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// The number of ranks of the group a sharded step's plan names.
FailureOr<int64_t> getPlanWorldSize(FunctionOpInterface step, PlanAttr plan) {
  auto grid =
      SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(step, plan.getGrid());
  if (!grid)
    return emitError(getWholeFunctionLoc(step))
           << "the plan names " << plan.getGrid()
           << ", which is not a 'shard.grid' in the module";
  return getGroupSize(grid, /*axes=*/{},
                      [&] { return grid.emitError() << "zero-report: "; });
}

struct ZeroReportPass : public zero::impl::ZeroReportBase<ZeroReportPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  /// Checks every option, reporting each bad one; fills `view` on success.
  LogicalResult checkOptions(ReportView &view);
};

LogicalResult ZeroReportPass::checkOptions(ReportView &view) {
  Location loc = getOperation().getLoc();
  bool valid = true;
  // A program zero-shard produced names its group; N comes from there.
  bool sharded = false;
  getOperation().walk([&](FunctionOpInterface function) {
    sharded |= function->hasAttr(ZeroDialect::kPlanAttrName);
  });
  if (worldSize < 0 || (worldSize == 0 && !sharded)) {
    emitError(loc) << "world-size must be >= 1, got "
                   << static_cast<int64_t>(worldSize)
                   << "; give the number of data-parallel ranks, e.g. "
                      "--zero-report=\"world-size=64\"";
    valid = false;
  }

  if (stage == ReportStageOption::All)
    view.stages = {0, 1, 2, 3};
  else
    view.stages = {getStageNumber(stage)};
  switch (unit) {
  case ReportUnitOption::Auto:
    break;
  case ReportUnitOption::B:
    view.unit = ByteUnit::B;
    break;
  case ReportUnitOption::kB:
    view.unit = ByteUnit::kB;
    break;
  case ReportUnitOption::MB:
    view.unit = ByteUnit::MB;
    break;
  case ReportUnitOption::GB:
    view.unit = ByteUnit::GB;
    break;
  }

  for (auto [option, path] : {std::pair<StringRef, StringRef>{"json", jsonFile},
                              {"svg", svgFile},
                              {"table", tableFile}})
    valid &= succeeded(checkOutputPath(loc, option, path));
  return success(valid);
}

void ZeroReportPass::runOnOperation() {
  ReportView view;
  if (failed(checkOptions(view)))
    return signalPassFailure();

  ModuleOp module = getOperation();
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return signalPassFailure();
  FailureOr<StateTable> table = StateTable::build(*step);
  if (failed(table))
    return signalPassFailure();

  // A sharded program: its plan gives N and the stage whose program this is.
  int64_t ranks = worldSize;
  std::optional<ScheduledFootprint> scheduled;
  if (auto plan =
          (*step)->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName)) {
    FailureOr<int64_t> planRanks = getPlanWorldSize(*step, plan);
    if (failed(planRanks))
      return signalPassFailure();
    if (ranks != 0 && ranks != *planRanks) {
      emitError(getWholeFunctionLoc(*step))
          << "world-size=" << ranks << " but '" << step->getName()
          << "' was sharded for " << *planRanks
          << " ranks; drop world-size or shard again";
      return signalPassFailure();
    }
    ranks = *planRanks;
    FailureOr<ScheduledFootprint> footprint =
        computeScheduledFootprint(*table, plan.getStage(), ranks);
    if (failed(footprint))
      return signalPassFailure();
    scheduled = std::move(*footprint);
    view.scheduled = &*scheduled;
  }
  FailureOr<MemoryReport> report = computeMemoryReport(*table, ranks);
  if (failed(report))
    return signalPassFailure();

  SmallVector<ReportOutput, 3> outputs;
  auto render = [&](StringRef option, StringRef path, auto print) {
    if (path.empty())
      return;
    std::string text;
    llvm::raw_string_ostream os(text);
    print(*report, view, os);
    outputs.push_back({option, path.str(), std::move(text)});
  };
  // The table first: when several outputs go to stdout, a person reads it.
  render("table", tableFile, printReportTable);
  render("json", jsonFile, printReportJson);
  render("svg", svgFile, printReportSvg);
  if (failed(writeOutputs(module.getLoc(), outputs)))
    return signalPassFailure();
  markAllAnalysesPreserved();
}

} // namespace
