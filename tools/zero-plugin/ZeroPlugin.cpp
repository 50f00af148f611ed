//===- ZeroPlugin.cpp - zero dialect and passes for a stock mlir-opt ------===//
//
// One shared object that the `mlir-opt` of LLVM 22 loads twice over:
//
//   mlir-opt --load-dialect-plugin=ZeroPlugin.so \
//            --load-pass-plugin=ZeroPlugin.so --zero-report=world-size=8
//            step.mlir
//
// The dialect entry point adds the zero dialect to the registry so that
// `#zero.state` and the collectives parse; the pass entry point registers the
// zero passes on the command line.
//
//===----------------------------------------------------------------------===//

#include "zero/InitAll.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {
      MLIR_PLUGIN_API_VERSION, "ZeroOpt", LLVM_VERSION_STRING,
      [](DialectRegistry *registry) { zero::registerZeroDialects(*registry); }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "ZeroOpt", LLVM_VERSION_STRING,
          []() { zero::registerAllZeroPasses(); }};
}
