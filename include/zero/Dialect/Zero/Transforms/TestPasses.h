//===- TestPasses.h - passes that test zero-opt's internals ---*- C++ -*-===//
//
// Passes for lit tests only, registered by zero-opt but not by
// `registerAllZeroPasses` (an embedding compiler has no use for them).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_TESTPASSES_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_TESTPASSES_H

namespace mlir::zero {

/// test-zero-shard-model: compares zero-shard's model of the program it
/// writes (ZeroShardModel.h) with the program it writes, at every stage.
void registerTestZeroShardModelPass();

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_TESTPASSES_H
