//===- PassOptions.cpp - closed-set options of the zero passes ------------===//

#include "zero/Dialect/Zero/Transforms/PassOptions.h"

using namespace mlir;
using namespace mlir::zero;

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    ShardStageOption stage) {
  if (stage == ShardStageOption::Auto)
    return os << "auto";
  if (stage == ShardStageOption::Unset)
    return os << "";
  return os << getStageNumber(stage);
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    ReportStageOption stage) {
  if (stage == ReportStageOption::All)
    return os << "all";
  return os << getStageNumber(stage);
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    ReportUnitOption unit) {
  switch (unit) {
  case ReportUnitOption::Auto:
    return os << "auto";
  case ReportUnitOption::B:
    return os << "B";
  case ReportUnitOption::kB:
    return os << "kB";
  case ReportUnitOption::MB:
    return os << "MB";
  case ReportUnitOption::GB:
    return os << "GB";
  }
  llvm_unreachable("unknown unit option");
}

StringRef zero::getRematPolicyName(RematPolicyOption policy) {
  switch (policy) {
  case RematPolicyOption::None:
    return "none";
  case RematPolicyOption::Layer:
    return "layer";
  case RematPolicyOption::Selective:
    return "selective";
  case RematPolicyOption::Op:
    return "op";
  }
  llvm_unreachable("unknown remat policy");
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    RematPolicyOption policy) {
  return os << getRematPolicyName(policy);
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    ShardRematOption remat) {
  if (std::optional<RematPolicyOption> policy = getRematPolicy(remat))
    return os << *policy;
  return os << "auto";
}

OffloadTarget zero::getOffloadTarget(ShardOffloadOption offload) {
  switch (offload) {
  case ShardOffloadOption::Unset:
  case ShardOffloadOption::None:
  case ShardOffloadOption::Auto:
    return OffloadTarget::None;
  case ShardOffloadOption::Cpu:
    return OffloadTarget::Cpu;
  case ShardOffloadOption::Nvme:
    return OffloadTarget::Nvme;
  }
  llvm_unreachable("unknown offload option");
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    ShardOffloadOption offload) {
  if (offload == ShardOffloadOption::Unset)
    return os << "";
  if (offload == ShardOffloadOption::Auto)
    return os << "auto";
  return os << stringifyOffloadTarget(getOffloadTarget(offload));
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    ShardReshardOption reshard) {
  switch (reshard) {
  case ShardReshardOption::True:
    return os << "true";
  case ShardReshardOption::False:
    return os << "false";
  case ShardReshardOption::Threshold:
    return os << "threshold";
  case ShardReshardOption::AllButLast:
    return os << "all-but-last";
  case ShardReshardOption::Auto:
    return os << "auto";
  }
  llvm_unreachable("unknown reshard option");
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    DeviceRuntimeOption runtime) {
  return os << (runtime == DeviceRuntimeOption::Cuda ? "cuda" : "cpu");
}

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    ShardCastOption cast) {
  switch (cast) {
  case ShardCastOption::False:
    return os << "false";
  case ShardCastOption::True:
    return os << "true";
  case ShardCastOption::Auto:
    return os << "auto";
  }
  llvm_unreachable("unknown cast-on-gather option");
}
