//===- plan-zero.cpp - a compiler that embeds zero-opt --------------------===//
//
// Parses an annotated training step, checks its model states with the
// `zero-verify-states` pass, and prints the parameter count from the state
// table: the two entry points a downstream ML compiler uses.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: plan-zero STEP.mlir\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect>();
  mlir::zero::registerZeroDialects(registry);
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  mlir::PassManager pm(&context);
  pm.addPass(mlir::zero::createZeroVerifyStates());
  if (mlir::failed(pm.run(*module)))
    return 1;

  auto step = mlir::zero::StateTable::findTrainingStep(*module, "");
  auto table = mlir::zero::StateTable::build(*step);
  llvm::outs() << "parameters: " << table->getNumParameters() << "\n";
  return 0;
}
