// A sharded step inside a nested module: zero-to-runtime names the nested
// module and how to lower it, instead of half-lowering it; the lowering run
// on the nested module itself works.
// RUN: not zero-opt %s --zero-lower-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOP
// RUN: zero-opt %s --pass-pipeline="builtin.module(builtin.module(zero-lower-to-llvm))" | FileCheck %s --check-prefix=NESTED

// TOP: :[[# @LINE + 9]]:3: error: zero-to-runtime lowers the steps of the module it runs on; this nested module @inner holds a sharded step or zero ops: run the lowering on it (--pass-pipeline="builtin.module(builtin.module(zero-lower-to-llvm))") or move the step to the top level
// MLIR prints the failing op under the error; the module is longer than a
// screen, so the note is cut after 40 lines.
// TOP: note: see current operation:
// TOP: ... ({{[0-9]+}} more lines)
// TOP-NOT: arith.addf

// NESTED: llvm.call @_mlir_ciface_zero_rt_reduce_scatter_f32
module {
  module @inner {
  shard.grid @dp(shape = 2)
  func.func @train_step(
      %w: tensor<2xf32> {zero.shard_of = tensor<4xf32>, zero.state = #zero.state<weight, "w">},
      %dw: tensor<4xf32>)
      -> (tensor<2xf32> {zero.shard_of = tensor<4xf32>, zero.state = #zero.state<weight, "w">})
      attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
    %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
    %x0 = zero.reduce_scatter avg %g on @dp : tensor<4xf32> -> tensor<2xf32>
    %x1 = arith.addf %x0, %x0 : tensor<2xf32>
    %x2 = arith.addf %x1, %x1 : tensor<2xf32>
    %x3 = arith.addf %x2, %x2 : tensor<2xf32>
    %x4 = arith.addf %x3, %x3 : tensor<2xf32>
    %x5 = arith.addf %x4, %x4 : tensor<2xf32>
    %x6 = arith.addf %x5, %x5 : tensor<2xf32>
    %x7 = arith.addf %x6, %x6 : tensor<2xf32>
    %x8 = arith.addf %x7, %x7 : tensor<2xf32>
    %x9 = arith.addf %x8, %x8 : tensor<2xf32>
    %x10 = arith.addf %x9, %x9 : tensor<2xf32>
    %x11 = arith.addf %x10, %x10 : tensor<2xf32>
    %x12 = arith.addf %x11, %x11 : tensor<2xf32>
    %x13 = arith.addf %x12, %x12 : tensor<2xf32>
    %x14 = arith.addf %x13, %x13 : tensor<2xf32>
    %x15 = arith.addf %x14, %x14 : tensor<2xf32>
    %x16 = arith.addf %x15, %x15 : tensor<2xf32>
    %x17 = arith.addf %x16, %x16 : tensor<2xf32>
    %x18 = arith.addf %x17, %x17 : tensor<2xf32>
    %x19 = arith.addf %x18, %x18 : tensor<2xf32>
    %x20 = arith.addf %x19, %x19 : tensor<2xf32>
    %x21 = arith.addf %x20, %x20 : tensor<2xf32>
    %x22 = arith.addf %x21, %x21 : tensor<2xf32>
    %x23 = arith.addf %x22, %x22 : tensor<2xf32>
    %x24 = arith.addf %x23, %x23 : tensor<2xf32>
    %x25 = arith.addf %x24, %x24 : tensor<2xf32>
    %x26 = arith.addf %x25, %x25 : tensor<2xf32>
    %x27 = arith.addf %x26, %x26 : tensor<2xf32>
    %x28 = arith.addf %x27, %x27 : tensor<2xf32>
    %x29 = arith.addf %x28, %x28 : tensor<2xf32>
    %x30 = arith.addf %x29, %x29 : tensor<2xf32>
    %x31 = arith.addf %x30, %x30 : tensor<2xf32>
    %x32 = arith.addf %x31, %x31 : tensor<2xf32>
    %x33 = arith.addf %x32, %x32 : tensor<2xf32>
    %x34 = arith.addf %x33, %x33 : tensor<2xf32>
    %x35 = arith.addf %x34, %x34 : tensor<2xf32>
    %x36 = arith.addf %x35, %x35 : tensor<2xf32>
    %x37 = arith.addf %x36, %x36 : tensor<2xf32>
    %x38 = arith.addf %x37, %x37 : tensor<2xf32>
    %x39 = arith.addf %x38, %x38 : tensor<2xf32>
    %x40 = arith.addf %x39, %x39 : tensor<2xf32>
    %x41 = arith.addf %x40, %x40 : tensor<2xf32>
    %x42 = arith.addf %x41, %x41 : tensor<2xf32>
    %x43 = arith.addf %x42, %x42 : tensor<2xf32>
    %x44 = arith.addf %x43, %x43 : tensor<2xf32>
    %x45 = arith.addf %x44, %x44 : tensor<2xf32>
    %x46 = arith.addf %x45, %x45 : tensor<2xf32>
    %x47 = arith.addf %x46, %x46 : tensor<2xf32>
    %x48 = arith.addf %x47, %x47 : tensor<2xf32>
    %x49 = arith.addf %x48, %x48 : tensor<2xf32>
    %x50 = arith.addf %x49, %x49 : tensor<2xf32>
    %nw = arith.subf %w, %x50 : tensor<2xf32>
    return %nw : tensor<2xf32>
  }
  }
}
