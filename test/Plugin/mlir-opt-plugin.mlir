// The stock mlir-opt of LLVM 22 loads the zero dialect and passes from the
// plugin: the dialect parses, the pass runs, and its diagnostics come through.
// RUN: mlir-opt %s --load-dialect-plugin=%zero_lib_dir/ZeroPlugin%shlibext \
// RUN:   --load-pass-plugin=%zero_lib_dir/ZeroPlugin%shlibext \
// RUN:   --pass-pipeline="builtin.module(zero-verify-states)" | FileCheck %s
// RUN: not mlir-opt %s --load-dialect-plugin=%zero_lib_dir/ZeroPlugin%shlibext \
// RUN:   --load-pass-plugin=%zero_lib_dir/ZeroPlugin%shlibext \
// RUN:   --pass-pipeline="builtin.module(zero-verify-states{func=missing})" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERROR
// Without the plugin, mlir-opt does not know the dialect.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// The plugin registers the zero passes, not the test passes of test/lib,
// which only zero-opt links.
// RUN: mlir-opt --load-pass-plugin=%zero_lib_dir/ZeroPlugin%shlibext --help > %t.plugin-help
// RUN: FileCheck %s --check-prefix=HELP < %t.plugin-help
// RUN: not grep -- --test-zero-shard-model %t.plugin-help
// RUN: zero-opt --help | FileCheck %s --check-prefix=ZERO-OPT-HELP

// CHECK-LABEL: func.func @step
// CHECK: zero.annotate %{{.*}} as <grad, "w">
// ERROR: error: no function named 'missing' in the module; check the 'func' option
// NOPLUGIN: attribute created with unregistered dialect
// HELP: --zero-verify-states
// ZERO-OPT-HELP: --test-zero-shard-model
shard.grid @dp(shape = 4)
func.func @step(%w: tensor<8xbf16> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xbf16>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xbf16>
  %s = zero.reduce_scatter avg %g on @dp : tensor<8xbf16> -> tensor<2xbf16>
  return
}
