//===- OpProfile.cpp - each op's time in the steps zero-run ran -----------===//

#include "OpProfile.h"

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>

using namespace mlir;

namespace zero_run {

/// "file:line:col" for a file location, else the location as MLIR prints
/// it.
static std::string formatLocation(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return (file.getFilename().getValue() + ":" + Twine(file.getLine()) + ":" +
            Twine(file.getColumn()))
        .str();
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

FailureOr<std::vector<OpProfile::Op>> readProfiledOps(ModuleOp module,
                                                      std::string &error) {
  auto table = module->getAttrOfType<ArrayAttr>(zero::abi::kProfileOpsAttrName);
  if (!table) {
    error = ("zero-run: --profile-ops: the step has no '" +
             zero::abi::kProfileOpsAttrName +
             "' list of timed ops; give zero-run the step on tensors (it "
             "lowers it with profile-ops), or lower it with "
             "--zero-lower-to-llvm=\"profile-ops=true\"")
                .str();
    return failure();
  }
  std::vector<OpProfile::Op> ops;
  for (auto [number, entry] : llvm::enumerate(table)) {
    auto dictionary = dyn_cast<DictionaryAttr>(entry);
    auto opClass = dictionary ? dictionary.getAs<StringAttr>("class") : nullptr;
    auto name = dictionary ? dictionary.getAs<StringAttr>("op") : nullptr;
    auto loc = dictionary ? dictionary.getAs<LocationAttr>("loc") : nullptr;
    if (!opClass || !name || !loc) {
      error = ("zero-run: --profile-ops: entry " + Twine(number) + " of '" +
               zero::abi::kProfileOpsAttrName +
               "' is not a dictionary with a string 'class', a string 'op' "
               "and a location 'loc'")
                  .str();
      return failure();
    }
    ops.push_back({opClass.str(), name.str(), formatLocation(loc)});
  }
  return ops;
}

FailureOr<std::vector<double>> estimateProfiledOps(ModuleOp module,
                                                   StringRef machineName,
                                                   std::string &error) {
  if (module.getOps<func::FuncOp>().empty()) {
    error = "zero-run: --machine: the step is already lowered; the model "
            "estimates the step on tensors (give zero-run the step, not "
            "--lowered)";
    return failure();
  }
  std::string reason;
  std::optional<zero::MachineModel> machine =
      zero::loadMachineModel(machineName, reason);
  if (!machine) {
    error = "zero-run: --machine: " + reason;
    return failure();
  }
  std::vector<double> estimates;
  for (Operation *op : zero::collectTimedOps(module)) {
    FailureOr<double> seconds =
        zero::estimateTimedOpSeconds(op, *machine, reason);
    if (failed(seconds)) {
      error = "zero-run: --machine: " + reason;
      return failure();
    }
    estimates.push_back(*seconds);
  }
  return estimates;
}

/// The median of `values` (which it reorders); 0 for none.
static double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  auto middle = values.begin() + values.size() / 2;
  std::nth_element(values.begin(), middle, values.end());
  return *middle;
}

/// `all`, rank-major (size rows of `count`), transposed to `count` rows of
/// `size`.
template <typename T>
static std::vector<T> transpose(const std::vector<T> &all, size_t count,
                                int size) {
  std::vector<T> result(all.size());
  for (int rank = 0; rank < size; ++rank)
    for (size_t i = 0; i < count; ++i)
      result[i * size + rank] = all[rank * count + i];
  return result;
}

void gatherOpTimes(OpProfile &profile, const RunRecord &record, int size) {
  const std::vector<std::vector<double>> &bySteps = record.opSecondsByStep;
  size_t numOps = profile.ops.size();
  profile.steps = static_cast<int64_t>(bySteps.size());
  llvm::StringMap<size_t> classIndex;
  std::vector<size_t> classOf;
  for (const OpProfile::Op &op : profile.ops) {
    auto [it, inserted] =
        classIndex.try_emplace(op.opClass, profile.classes.size());
    if (inserted)
      profile.classes.push_back(op.opClass);
    classOf.push_back(it->second);
  }
  // This rank's medians over the steps (an op the step never reached took
  // 0 seconds).
  auto at = [](const auto &values, size_t i) {
    return i < values.size() ? values[i] : 0;
  };
  std::vector<double> seconds, classSeconds;
  std::vector<uint64_t> calls;
  for (size_t op = 0; op < numOps; ++op) {
    std::vector<double> samples;
    for (const std::vector<double> &step : bySteps)
      samples.push_back(at(step, op));
    seconds.push_back(median(samples));
    calls.push_back(record.opCallsByStep.empty()
                        ? 0
                        : at(record.opCallsByStep.front(), op));
  }
  for (size_t opClass = 0; opClass < profile.classes.size(); ++opClass) {
    std::vector<double> samples;
    for (const std::vector<double> &step : bySteps) {
      double sum = 0;
      for (size_t op = 0; op < numOps; ++op)
        if (classOf[op] == opClass)
          sum += at(step, op);
      samples.push_back(sum);
    }
    classSeconds.push_back(median(samples));
  }
  std::vector<double> timedSamples;
  for (const std::vector<double> &step : bySteps) {
    double sum = 0;
    for (size_t op = 0; op < numOps; ++op)
      sum += at(step, op);
    timedSamples.push_back(sum);
  }
  profile.timedSeconds = gatherFromRanks(
      std::vector<double>{median(timedSamples)}, size, ZERO_RT_F64);
  profile.seconds =
      transpose(gatherFromRanks(seconds, size, ZERO_RT_F64), numOps, size);
  profile.calls =
      transpose(gatherFromRanks(calls, size, ZERO_RT_I64), numOps, size);
  profile.classSeconds =
      transpose(gatherFromRanks(classSeconds, size, ZERO_RT_F64),
                profile.classes.size(), size);
}

void writeOpProfile(llvm::json::OStream &json, const OpProfile &profile,
                    int size) {
  llvm::StringMap<double> estimateByClass;
  if (!profile.estimates.empty())
    for (auto [op, estimate] : llvm::zip(profile.ops, profile.estimates))
      estimateByClass[op.opClass] += estimate;
  json.object([&] {
    json.attribute("steps", profile.steps);
    json.attributeArray("timed_seconds_per_step", [&] {
      for (double seconds : profile.timedSeconds)
        json.value(seconds);
    });
    json.attributeObject("seconds_per_step_by_class", [&] {
      for (auto [index, opClass] : llvm::enumerate(profile.classes))
        json.attributeArray(opClass, [&] {
          for (int rank = 0; rank < size; ++rank)
            json.value(profile.classSeconds[index * size + rank]);
        });
    });
    if (!profile.estimates.empty())
      json.attributeObject("estimate_seconds_by_class", [&] {
        for (const std::string &opClass : profile.classes)
          json.attribute(opClass, estimateByClass[opClass]);
      });
    json.attributeArray("ops", [&] {
      for (auto [number, op] : llvm::enumerate(profile.ops))
        json.object([&] {
          json.attribute("number", static_cast<int64_t>(number));
          json.attribute("class", op.opClass);
          json.attribute("op", op.name);
          json.attribute("loc", op.location);
          json.attributeArray("calls_per_step", [&] {
            for (int rank = 0; rank < size; ++rank)
              json.value(
                  static_cast<int64_t>(profile.calls[number * size + rank]));
          });
          json.attributeArray("seconds_per_step", [&] {
            for (int rank = 0; rank < size; ++rank)
              json.value(profile.seconds[number * size + rank]);
          });
          if (!profile.estimates.empty())
            json.attribute("estimate_seconds", profile.estimates[number]);
        });
    });
  });
}

} // namespace zero_run
