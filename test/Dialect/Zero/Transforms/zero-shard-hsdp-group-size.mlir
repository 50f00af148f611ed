// RUN: zero-opt %s -verify-diagnostics --zero-shard="stage=2 world-size=4 shard-group=-1"
// RUN: zero-opt %s -verify-diagnostics --zero-shard="stage=2 world-size=4 shard-group=-3"
// The search checks a given group as the rewrite does.
// RUN: not zero-opt %s --zero-shard="stage=auto world-size=4 shard-group=3 device-memory=1GB" 2>&1 | FileCheck %s --check-prefix=AUTO

// A shard group of fewer than one rank (0, the default, is one group of N).
// expected-error @below {{zero-shard: shard-group must be >= 1 (the ranks that shard one copy of the states), got}}
func.func @empty_group(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %new = arith.subf %w, %g : tensor<8xf32>
  return %new : tensor<8xf32>
}

// AUTO: error: zero-shard: shard-group=3 does not divide world-size=4: the ranks must split into groups of G that each hold one sharded copy of the states; use a divisor of 4
