//===- zero-opt.cpp - the zero-opt driver ---------------------------------===//
//
// mlir-opt with the zero dialect and passes, plus every upstream dialect and
// pass, so that a sharded step can be lowered to LLVM in one tool.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Transforms/TestPasses.h"
#include "zero/InitAll.h"
#include "zero/Support/ShortDiagnostics.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

using namespace mlir;

/// Keeps diagnostics on imported models short (ShortDiagnostics.h): once the
/// zero dialect is loaded into a context, which parsing a training step
/// does, a handler that drops megabyte source lines joins the tool's own.
/// Not when the diagnostics are being verified (`-verify-diagnostics`): the
/// verifier must see every diagnostic.
static void keepDiagnosticsShort(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, zero::ZeroDialect *) {
    // Deliberately never freed: the handler must stay registered for the
    // context's last diagnostic, and the context lives until the tool
    // exits.
    struct ShortDiagnostics {
      llvm::SourceMgr sourceMgr;
      zero::ShortDiagnosticHandler handler;
      explicit ShortDiagnostics(MLIRContext *context)
          : handler(sourceMgr, context) {}
    };
    new ShortDiagnostics(context);
  });
}

int main(int argc, char **argv) {
  registerAllPasses();
  zero::registerAllZeroPasses();
  zero::registerTestZeroShardModelPass();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  zero::registerZeroDialects(registry);

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "zero-opt: ZeRO sharding planner for MLIR\n", registry);
  if (!MlirOptMainConfig::createFromCLOptions().shouldVerifyDiagnostics())
    keepDiagnosticsShort(registry);
  return asMainReturnCode(
      MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
}
