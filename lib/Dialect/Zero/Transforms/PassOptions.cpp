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

llvm::raw_ostream &zero::operator<<(llvm::raw_ostream &os,
                                    RematPolicyOption policy) {
  switch (policy) {
  case RematPolicyOption::None:
    return os << "none";
  case RematPolicyOption::Layer:
    return os << "layer";
  case RematPolicyOption::Selective:
    return os << "selective";
  }
  llvm_unreachable("unknown remat policy");
}
