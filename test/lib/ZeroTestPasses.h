//===- ZeroTestPasses.h - passes that test zero-opt's internals -*- C++ -*-===//
//
// Passes for lit tests only. They live under test/lib, as upstream MLIR keeps
// its test passes under mlir/test/lib: zero-opt links them and registers
// them with `registerZeroTestPasses`, but they are not part of the installed
// libraries, the exported CMake package or `registerAllZeroPasses` (an
// embedding compiler has no use for them; docs/design.md §1).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TEST_LIB_ZEROTESTPASSES_H
#define ZERO_TEST_LIB_ZEROTESTPASSES_H

namespace mlir::zero::test {

/// test-zero-shard-model: compares zero-shard's model of the program it
/// writes (include/zero/Dialect/Zero/Plan/ShardedStepModel.h) with the
/// program it writes, at every stage.
void registerTestZeroShardModelPass();

/// test-prefetch-order: compares the price of zero-prefetch's schedule as
/// planned (Plan/PrefetchSchedule.h) with the program it writes.
void registerTestPrefetchOrderPass();

/// Registers every test pass above with the global pass registry.
inline void registerZeroTestPasses() {
  registerTestZeroShardModelPass();
  registerTestPrefetchOrderPass();
}

} // namespace mlir::zero::test

#endif // ZERO_TEST_LIB_ZEROTESTPASSES_H
