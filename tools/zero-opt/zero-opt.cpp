//===- zero-opt.cpp - the zero-opt driver ---------------------------------===//
//
// mlir-opt with the zero dialect and passes, plus every upstream dialect and
// pass, so that a sharded step can be lowered to LLVM in one tool.
//
//===----------------------------------------------------------------------===//

#include "zero/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::zero::registerAllZeroPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::zero::registerZeroDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "zero-opt: ZeRO sharding planner for MLIR\n", registry));
}
