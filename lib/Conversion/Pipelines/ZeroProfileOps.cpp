//===- ZeroProfileOps.cpp - time each op the step-time model prices -------===//
//
// `zero-profile-ops` (its description in Passes.td): brackets each op the
// step-time model prices with the runtime's profile calls, and lists the
// bracketed ops in a module attribute so that the host can name the times.
// The choice of ops and their class is the model's own (StepTimeline.h's
// collectTimedOps and getTimedOpClass), so a measured time and an estimate
// always describe the same op.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROPROFILEOPS
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;

namespace {

/// `func.func private @name(i64)` in `module`, declared once.
func::FuncOp getProfileFunction(ModuleOp module, StringRef name) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto function =
      func::FuncOp::create(builder, module.getLoc(), name,
                           builder.getFunctionType({builder.getI64Type()}, {}));
  function.setPrivate();
  return function;
}

struct ZeroProfileOpsPass : zero::impl::ZeroProfileOpsBase<ZeroProfileOpsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (module->hasAttr(zero::abi::kProfileOpsAttrName)) {
      module.emitError("the module's ops are already profiled (it has '")
          << zero::abi::kProfileOpsAttrName << "'); run zero-profile-ops once";
      return signalPassFailure();
    }
    // The ops to time, found before any call is inserted.
    SmallVector<Operation *> timed = zero::collectTimedOps(module);
    Builder attrs(module.getContext());
    SmallVector<Attribute> table;
    func::FuncOp begin, end;
    if (!timed.empty()) {
      begin = getProfileFunction(module, zero::abi::kProfileBeginFunction);
      end = getProfileFunction(module, zero::abi::kProfileEndFunction);
    }
    for (auto [number, op] : llvm::enumerate(timed)) {
      StringRef opClass = zero::getTimedOpClass(op);
      OpBuilder b(op);
      Location loc = op->getLoc();
      Value id = arith::ConstantIntOp::create(b, loc, number, 64);
      func::CallOp::create(b, loc, begin, id);
      b.setInsertionPointAfter(op);
      func::CallOp::create(b, loc, end, id);
      table.push_back(attrs.getDictionaryAttr(
          {attrs.getNamedAttr("class", attrs.getStringAttr(opClass)),
           attrs.getNamedAttr("loc", LocationAttr(loc)),
           attrs.getNamedAttr(
               "op", attrs.getStringAttr(op->getName().getStringRef()))}));
      ++numTimedOps;
    }
    module->setAttr(zero::abi::kProfileOpsAttrName, attrs.getArrayAttr(table));
  }
};

} // namespace
