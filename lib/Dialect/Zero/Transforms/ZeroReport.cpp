// placeholder replaced below
#include "zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
namespace mlir::zero {
#define GEN_PASS_DEF_ZEROREPORT
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero
using namespace mlir;
namespace {
struct ZeroReportPass : public zero::impl::ZeroReportBase<ZeroReportPass> {
  using Base::Base;
  void runOnOperation() override {}
};
} // namespace
