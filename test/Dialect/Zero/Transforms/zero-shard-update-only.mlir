// RUN: zero-opt %s --zero-shard="stage=3 world-size=5" | FileCheck %s
// RUN: zero-opt %s --zero-shard="stage=3 world-size=5" --zero-report="unit=B stage=3" -o /dev/null | FileCheck %s --check-prefix=REPORT
// The search's bound of a plan's step counts no all-gather here: the
// formula's gathers (one per unit at stages 1-2) exceed what a stage-3
// program of this step sends, which gathers nothing (found by hostile
// testing: an internal error, the bound above the estimate, on nodes).
// RUN: zero-opt %s --zero-shard="runtime=cpu stage=auto world-size=4 node-size=2 machine=h100-sxm device-memory=1000" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEARCH
// SEARCH: remark: zero-shard: stage=auto chose stage 3 with shard-group=4 (one group of 4; peak 100 B, 36 B per step across nodes)

// A step whose gradient arrives as an argument (accumulated by the caller),
// whose master copy is stored flat, and whose weight only the update reads:
// the caller's gradient is reduce-scattered but not released (it is not the
// step's to free), only the padding copy is; the weight is never gathered,
// and the report names that as the reason it sends less than the formula.
// CHECK-LABEL: func.func @update_only
// CHECK-SAME: %[[G:arg2]]: tensor<4x6xbf16> {zero.state = #zero.state<grad, "w">}
// CHECK: %[[PAD:.*]] = tensor.pad
// CHECK: %w.grad_shard = zero.reduce_scatter avg %[[PAD]] on @dp : tensor<25xbf16> -> tensor<5xbf16>
// CHECK-NEXT: zero.release %[[PAD]] : tensor<25xbf16>
// CHECK-NOT: zero.release %[[G]]
// CHECK-NOT: zero.all_gather
// CHECK: return %{{.*}}, %{{.*}} : tensor<5xbf16>, tensor<5xf32>

// REPORT: model states [B] 40 40 = formula
// REPORT: sent/step [B] 40 120 below the formula's two gathers per unit: layer 0 is never gathered, since only the optimizer update (on the shard) reads the weights
func.func @update_only(
    %w: tensor<4x6xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
    %p: tensor<24xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<4x6xbf16> {zero.state = #zero.state<grad, "w">},
    %x: tensor<2x4xbf16>)
    -> (tensor<4x6xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
        tensor<24xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %gflat = tensor.collapse_shape %dw [[0, 1]] : tensor<4x6xbf16> into tensor<24xbf16>
  %gf = arith.extf %gflat : tensor<24xbf16> to tensor<24xf32>
  %n = arith.subf %p, %gf : tensor<24xf32>
  %nb = arith.truncf %n : tensor<24xf32> to tensor<24xbf16>
  %w2 = tensor.expand_shape %nb [[0, 1]] output_shape [4, 6] : tensor<24xbf16> into tensor<4x6xbf16>
  return %w2, %n : tensor<4x6xbf16>, tensor<24xf32>
}
