// Scenarios of the ZeRO report on 4 ranks, one per split; the table and the
// JSON both go to stdout. Figures are exact bytes (unit=B).

// RUN: zero-opt %s -split-input-file -o /dev/null \
// RUN:   --zero-report="world-size=4 unit=B json=-" | FileCheck %s

// Mixed element types: f16 weights, f32 grads, an i8 and an i4 optimizer
// state. An i4 element takes a whole byte, as the LLVM lowering stores it
// (10 x i4 = 10 bytes, a shard of S = 3 x i4 = 3), so it counts as the i8
// state does: padding N*S - n elements of one byte each.
// Stages 1-2 send less than DDP: the weights gathered are f16, the grads
// reduced are f32.
//
//   param  n   S   weight f16  grad f32  i8      i4
//   a      10  3   20 / 6      40 / 12   10 / 3  10 / 3    (whole / shard)
//   b      3   1    6 / 2      12 / 4     3 / 1   3 / 1

// CHECK-LABEL: zero-report: model states of @mixed_dtypes
// CHECK-NEXT:    parameters    Ψ = 13
// CHECK-NEXT:    world size    N = 4 data-parallel ranks
// CHECK-NEXT:    model states  weights 2 + grads 4 + optimizer 2 = 8 bytes per parameter
// CHECK-NEXT:    units         2 gathering units
// CHECK:         (formula)
// CHECK-NEXT:    0  26  52  26 104  1.000  96  1.000   0  2 all_reduce
// CHECK-NEXT:    1  26  52   8  86  0.827  72  0.750   6  2 reduce_scatter + 2 all_gather
// CHECK-NEXT:    2  26  16   8  50  0.481  72  0.750  18  2 reduce_scatter + 2 all_gather
// CHECK-NEXT:    3   8  16   8  32  0.308  96  1.000  24  2 reduce_scatter + 4 all_gather
// CHECK:         "function": "mixed_dtypes",
// CHECK-NEXT:    "params": 13,
// CHECK-NEXT:    "world_size": 4,
// CHECK-NEXT:    "bytes_per_param": {
// CHECK-NEXT:      "weights": 2,
// CHECK-NEXT:      "grads": 4,
// CHECK-NEXT:      "optimizer": 2,
// CHECK-NEXT:      "total": 8
// CHECK-NEXT:    },
// CHECK-NEXT:    "model_state_bytes": {
// CHECK-NEXT:      "weights": 26,
// CHECK-NEXT:      "grads": 52,
// CHECK-NEXT:      "optimizer": 26,
// CHECK-NEXT:      "total": 104
// CHECK-NEXT:    },
// CHECK-NEXT:    "units": 2,
// CHECK:         "stage": 1,
// CHECK-NEXT:    "memory_bytes": {
// CHECK-NEXT:      "weights": 26,
// CHECK-NEXT:      "grads": 52,
// CHECK-NEXT:      "optimizer": 8,
// CHECK-NEXT:      "total": 86
// CHECK-NEXT:    },
// CHECK-NEXT:    "padding_bytes": 6,
// CHECK-NEXT:    "sent_bytes": 72,
// CHECK:         "reduce_scatter": {
// CHECK-NEXT:      "count": 2,
// CHECK-NEXT:      "sent_bytes": 48
// CHECK-NEXT:    },
// CHECK-NEXT:    "all_gather": {
// CHECK-NEXT:      "count": 2,
// CHECK-NEXT:      "sent_bytes": 24
// CHECK-NEXT:    }
// CHECK-NEXT:  },
// CHECK-NEXT:  "memory_ratio_to_ddp": 0.826923076923077,
// CHECK-NEXT:  "traffic_ratio_to_ddp": 0.75
// CHECK:         "stage": 3,
// CHECK-NEXT:    "memory_bytes": {
// CHECK-NEXT:      "weights": 8,
// CHECK-NEXT:      "grads": 16,
// CHECK-NEXT:      "optimizer": 8,
// CHECK-NEXT:      "total": 32
// CHECK-NEXT:    },
// CHECK-NEXT:    "padding_bytes": 24,
// CHECK-NEXT:    "sent_bytes": 96,
func.func @mixed_dtypes(
    %a: tensor<2x5xf16> {zero.state = #zero.state<weight, "a">},
    %a_q8: tensor<2x5xi8> {zero.state = #zero.state<optimizer, "a">},
    %a_q4: tensor<10xi4> {zero.state = #zero.state<optimizer, "a">},
    %b: tensor<3xf16> {zero.state = #zero.state<weight, "b">},
    %b_q8: tensor<3xi8> {zero.state = #zero.state<optimizer, "b">},
    %b_q4: tensor<3xi4> {zero.state = #zero.state<optimizer, "b">},
    %da: tensor<2x5xf32>, %db: tensor<3xf32>) {
  %ga = zero.annotate %da as <grad, "a"> : tensor<2x5xf32>
  %gb = zero.annotate %db as <grad, "b"> : tensor<3xf32>
  return
}

// -----

// Gathering units: one per distinct layer (0, 1 and 7; layers need not be
// contiguous, and a layer given on the gradient alone counts), plus one per
// parameter without a layer (the embedding and the head): 5 units, so stage
// 3 issues 10 all_gathers and 5 reduce_scatters per step by formula. Every
// tensor has 8 elements: no padding.

// CHECK-LABEL: zero-report: model states of @units_by_layer
// CHECK:         units         5 gathering units
// CHECK:         (formula)
// CHECK-NEXT:    0 {{.*}}  5 all_reduce
// CHECK-NEXT:    1 {{.*}}  5 reduce_scatter + 5 all_gather
// CHECK-NEXT:    2 {{.*}}  5 reduce_scatter + 5 all_gather
// CHECK-NEXT:    3 {{.*}}  0  5 reduce_scatter + 10 all_gather
// CHECK:         "units": 5,
// CHECK:         "stage": 3,
// CHECK:         "all_reduce": {
// CHECK-NEXT:      "count": 0,
// CHECK:         "reduce_scatter": {
// CHECK-NEXT:      "count": 5,
// CHECK:         "all_gather": {
// CHECK-NEXT:      "count": 10,
func.func @units_by_layer(
    %embed: tensor<8xf32> {zero.state = #zero.state<weight, "embed">},
    %q0: tensor<8xf32> {zero.state = #zero.state<weight, "layers.0.q", layer = 0>},
    %k0: tensor<8xf32> {zero.state = #zero.state<weight, "layers.0.k", layer = 0>},
    %q1: tensor<8xf32> {zero.state = #zero.state<weight, "layers.1.q", layer = 1>},
    %q7: tensor<8xf32> {zero.state = #zero.state<weight, "layers.7.q">},
    %head: tensor<8xf32> {zero.state = #zero.state<weight, "head">}) {
  %d = arith.mulf %embed, %embed : tensor<8xf32>
  %g_embed = zero.annotate %d as <grad, "embed"> : tensor<8xf32>
  %d0 = arith.mulf %q0, %q0 : tensor<8xf32>
  %g_q0 = zero.annotate %d0 as <grad, "layers.0.q", layer = 0> : tensor<8xf32>
  %d1 = arith.mulf %k0, %k0 : tensor<8xf32>
  %g_k0 = zero.annotate %d1 as <grad, "layers.0.k"> : tensor<8xf32>
  %d2 = arith.mulf %q1, %q1 : tensor<8xf32>
  %g_q1 = zero.annotate %d2 as <grad, "layers.1.q"> : tensor<8xf32>
  %d3 = arith.mulf %q7, %q7 : tensor<8xf32>
  %g_q7 = zero.annotate %d3 as <grad, "layers.7.q", layer = 7> : tensor<8xf32>
  %d4 = arith.mulf %head, %head : tensor<8xf32>
  %g_head = zero.annotate %d4 as <grad, "head"> : tensor<8xf32>
  return
}

// -----

// The `func` option is not needed with several functions when only one
// carries marks; a step with no optimizer state (plain SGD) holds weights and
// grads only.

// CHECK-LABEL: zero-report: model states of @sgd_step
// CHECK:         model states  weights 4 + grads 4 + optimizer 0 = 8 bytes per parameter
// CHECK:         (formula)
// CHECK-NEXT:    0  32  32  0  64  1.000  48  1.000  0  1 all_reduce
// CHECK-NEXT:    1  32  32  0  64  1.000  48  1.000  0  1 reduce_scatter + 1 all_gather
// CHECK-NEXT:    2  32   8  0  40  0.625  48  1.000  0  1 reduce_scatter + 1 all_gather
// CHECK-NEXT:    3   8   8  0  16  0.250  72  1.500  0  1 reduce_scatter + 2 all_gather
func.func @helper(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
func.func @sgd_step(
    %w: tensor<2x4xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<2x4xf32>) -> (tensor<2x4xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x4xf32>
  %w_new = arith.subf %w, %g : tensor<2x4xf32>
  return %w_new : tensor<2x4xf32>
}
