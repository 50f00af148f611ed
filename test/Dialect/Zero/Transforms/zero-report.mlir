// The report of a small AdamW step (bf16 weights and grads, three f32
// optimizer states) on 4 ranks. No tensor divides by 4 except the head, so
// every sharded tensor but the head is padded; all figures are exact bytes.
//
//   param          n   S   layer
//   layers.0.wq   15   4   0
//   layers.0.norm  7   2   0
//   head          16   4   -      (its own gathering unit)

// RUN: rm -f %t.json %t.2.json
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=4 json=%t.json" \
// RUN:   | FileCheck %s --check-prefix=TABLE
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=4 stage=2 json=%t.2.json" \
// RUN:   | FileCheck %s --check-prefix=STAGE2
// RUN: FileCheck %s --check-prefix=JSON2 < %t.2.json
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=4 stage=0" \
// RUN:   | FileCheck %s --check-prefix=STAGE0
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=4 stage=1" \
// RUN:   | FileCheck %s --check-prefix=STAGE1
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=4 stage=3" \
// RUN:   | FileCheck %s --check-prefix=STAGE3
// The report leaves the IR as it is; `table=` (empty) prints no table.
// RUN: zero-opt %s --zero-report="world-size=4 table=" | FileCheck %s --check-prefix=IR

// TABLE-LABEL: zero-report: model states of @adamw_step
// TABLE-NEXT:    parameters    Ψ = 38
// TABLE-NEXT:    world size    N = 4 data-parallel ranks
// TABLE-NEXT:    model states  weights 2 + grads 2 + optimizer 12 = 16 bytes per parameter
// TABLE-NEXT:    units         2 gathering units
// The weights' layers: one, layer 0 (the other unit, a parameter without a
// layer, has none).
// TABLE-NEXT:    layers        0 (1 layer)
// TABLE-EMPTY:
// TABLE-NEXT:    stage  weights  grads  optimizer  total  vs DDP  sent/step  vs DDP  padding  collectives/step
// TABLE-NEXT:              [B]    [B]        [B]    [B]                [B]          [bytes]  (formula)
// TABLE-NEXT:    0  76  76  456  608  1.000  120  1.000   0  2 all_reduce
// TABLE-NEXT:    1  76  76  120  272  0.447  120  1.000  24  2 reduce_scatter + 2 all_gather
// TABLE-NEXT:    2  76  20  120  216  0.355  120  1.000  28  2 reduce_scatter + 2 all_gather
// TABLE-NEXT:    3  20  20  120  160  0.263  180  1.500  32  2 reduce_scatter + 4 all_gather
// TABLE-EMPTY:
// TABLE-NEXT:  Sizes in bytes.

// JSON-LABEL: "schema": "zero-report/1",
// JSON-NEXT:    "function": "adamw_step",
// JSON-NEXT:    "params": 38,
// JSON-NEXT:    "world_size": 4,
// JSON-NEXT:    "bytes_per_param": {
// JSON-NEXT:      "weights": 2,
// JSON-NEXT:      "grads": 2,
// JSON-NEXT:      "optimizer": 12,
// JSON-NEXT:      "total": 16
// JSON-NEXT:    },
// JSON-NEXT:    "model_state_bytes": {
// JSON-NEXT:      "weights": 76,
// JSON-NEXT:      "grads": 76,
// JSON-NEXT:      "optimizer": 456,
// JSON-NEXT:      "total": 608
// JSON-NEXT:    },
// JSON-NEXT:    "units": 2,
// JSON-NEXT:    "layers": [
// JSON-NEXT:      0
// JSON-NEXT:    ],
// The FLOPs (their counts are checked in zero-report-flops.mlir).
// JSON-NEXT:    "flops": {
// JSON-NEXT:      "forward":
// JSON-NEXT:      "backward":
// JSON-NEXT:      "recompute": 0,
// JSON-NEXT:      "optimizer":
// JSON-NEXT:      "total":
// JSON-NEXT:    },
// JSON-NEXT:    "stages": [
// JSON-NEXT:      {
// JSON-NEXT:        "stage": 0,
// JSON-NEXT:        "memory_bytes": {
// JSON-NEXT:          "weights": 76,
// JSON-NEXT:          "grads": 76,
// JSON-NEXT:          "optimizer": 456,
// JSON-NEXT:          "total": 608
// JSON-NEXT:        },
// JSON-NEXT:        "padding_bytes": 0,
// JSON-NEXT:        "sent_bytes": 120,
// JSON-NEXT:        "collectives": {
// JSON-NEXT:          "count_source": "formula",
// JSON-NEXT:          "all_reduce": {
// JSON-NEXT:            "count": 2,
// JSON-NEXT:            "sent_bytes": 120
// JSON-NEXT:          },
// JSON-NEXT:          "reduce_scatter": {
// JSON-NEXT:            "count": 0,
// JSON-NEXT:            "sent_bytes": 0
// JSON-NEXT:          },
// JSON-NEXT:          "all_gather": {
// JSON-NEXT:            "count": 0,
// JSON-NEXT:            "sent_bytes": 0
// JSON-NEXT:          }
// JSON-NEXT:        },
// JSON-NEXT:        "memory_ratio_to_ddp": 1,
// JSON-NEXT:        "traffic_ratio_to_ddp": 1
// JSON-NEXT:      },
// JSON-NEXT:      {
// JSON-NEXT:        "stage": 1,
// JSON-NEXT:        "memory_bytes": {
// JSON-NEXT:          "weights": 76,
// JSON-NEXT:          "grads": 76,
// JSON-NEXT:          "optimizer": 120,
// JSON-NEXT:          "total": 272
// JSON-NEXT:        },
// JSON-NEXT:        "padding_bytes": 24,
// JSON-NEXT:        "sent_bytes": 120,
// JSON-NEXT:        "collectives": {
// JSON-NEXT:          "count_source": "formula",
// JSON-NEXT:          "all_reduce": {
// JSON-NEXT:            "count": 0,
// JSON-NEXT:            "sent_bytes": 0
// JSON-NEXT:          },
// JSON-NEXT:          "reduce_scatter": {
// JSON-NEXT:            "count": 2,
// JSON-NEXT:            "sent_bytes": 60
// JSON-NEXT:          },
// JSON-NEXT:          "all_gather": {
// JSON-NEXT:            "count": 2,
// JSON-NEXT:            "sent_bytes": 60
// JSON-NEXT:          }
// JSON-NEXT:        },
// JSON-NEXT:        "memory_ratio_to_ddp": 0.447368421052632,
// JSON-NEXT:        "traffic_ratio_to_ddp": 1
// JSON-NEXT:      },
// JSON:           "stage": 2,
// JSON-NEXT:      "memory_bytes": {
// JSON-NEXT:        "weights": 76,
// JSON-NEXT:        "grads": 20,
// JSON-NEXT:        "optimizer": 120,
// JSON-NEXT:        "total": 216
// JSON-NEXT:      },
// JSON-NEXT:      "padding_bytes": 28,
// JSON-NEXT:      "sent_bytes": 120,
// JSON:           "memory_ratio_to_ddp": 0.355263157894737,
// JSON-NEXT:      "traffic_ratio_to_ddp": 1
// JSON:           "stage": 3,
// JSON-NEXT:      "memory_bytes": {
// JSON-NEXT:        "weights": 20,
// JSON-NEXT:        "grads": 20,
// JSON-NEXT:        "optimizer": 120,
// JSON-NEXT:        "total": 160
// JSON-NEXT:      },
// JSON-NEXT:      "padding_bytes": 32,
// JSON-NEXT:      "sent_bytes": 180,
// JSON-NEXT:      "collectives": {
// JSON-NEXT:        "count_source": "formula",
// JSON-NEXT:        "all_reduce": {
// JSON-NEXT:          "count": 0,
// JSON-NEXT:          "sent_bytes": 0
// JSON-NEXT:        },
// JSON-NEXT:        "reduce_scatter": {
// JSON-NEXT:          "count": 2,
// JSON-NEXT:          "sent_bytes": 60
// JSON-NEXT:        },
// JSON-NEXT:        "all_gather": {
// JSON-NEXT:          "count": 4,
// JSON-NEXT:          "sent_bytes": 120
// JSON-NEXT:        }
// JSON-NEXT:      },
// JSON-NEXT:      "memory_ratio_to_ddp": 0.263157894736842,
// JSON-NEXT:      "traffic_ratio_to_ddp": 1.5
// JSON-NEXT:    }
// JSON-NEXT:  ]
// JSON-NEXT: }

// One stage: the header, then that stage's row only. Ratios still compare
// with stage 0.
// STAGE2-LABEL: zero-report: model states of @adamw_step
// STAGE2:         (formula)
// STAGE2-NEXT:    2  76  20  120  216  0.355  120  1.000  28  2 reduce_scatter + 2 all_gather
// STAGE2-EMPTY:
// JSON2:          "stages": [
// JSON2-NEXT:       {
// JSON2-NEXT:         "stage": 2,
// JSON2:              "traffic_ratio_to_ddp": 1
// JSON2-NEXT:       }
// JSON2-NEXT:     ]
// STAGE0:         (formula)
// STAGE0-NEXT:    0  76  76  456  608  1.000  120  1.000   0  2 all_reduce
// STAGE0-EMPTY:
// STAGE1:         (formula)
// STAGE1-NEXT:    1  76  76  120  272  0.447  120  1.000  24  2 reduce_scatter + 2 all_gather
// STAGE1-EMPTY:
// STAGE3:         (formula)
// STAGE3-NEXT:    3  20  20  120  160  0.263  180  1.500  32  2 reduce_scatter + 4 all_gather
// STAGE3-EMPTY:

// IR-LABEL: func.func @adamw_step
// IR:         zero.annotate %{{.*}} as <grad, "head">
// IR-NOT:     zero-report

func.func @adamw_step(
    %wq: tensor<3x5xbf16> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>},
    %wq_master: tensor<3x5xf32> {zero.state = #zero.state<optimizer, "layers.0.wq">},
    %wq_avg: tensor<3x5xf32> {zero.state = #zero.state<optimizer, "layers.0.wq">},
    %wq_avg_sq: tensor<3x5xf32> {zero.state = #zero.state<optimizer, "layers.0.wq">},
    %norm: tensor<7xbf16> {zero.state = #zero.state<weight, "layers.0.norm", layer = 0>},
    %norm_master: tensor<7xf32> {zero.state = #zero.state<optimizer, "layers.0.norm">},
    %norm_avg: tensor<7xf32> {zero.state = #zero.state<optimizer, "layers.0.norm">},
    %norm_avg_sq: tensor<7xf32> {zero.state = #zero.state<optimizer, "layers.0.norm">},
    %head: tensor<4x4xbf16> {zero.state = #zero.state<weight, "head">},
    %head_master: tensor<4x4xf32> {zero.state = #zero.state<optimizer, "head">},
    %head_avg: tensor<4x4xf32> {zero.state = #zero.state<optimizer, "head">},
    %head_avg_sq: tensor<4x4xf32> {zero.state = #zero.state<optimizer, "head">})
    -> (tensor<3x5xbf16> {zero.state = #zero.state<weight, "layers.0.wq">}) {
  // Stand-ins for the backward pass: one gradient per weight.
  %dwq = arith.mulf %wq, %wq : tensor<3x5xbf16>
  %gwq = zero.annotate %dwq as <grad, "layers.0.wq"> : tensor<3x5xbf16>
  %dnorm = arith.mulf %norm, %norm : tensor<7xbf16>
  %gnorm = zero.annotate %dnorm as <grad, "layers.0.norm"> : tensor<7xbf16>
  %dhead = arith.mulf %head, %head : tensor<4x4xbf16>
  %ghead = zero.annotate %dhead as <grad, "head"> : tensor<4x4xbf16>
  %wq_new = arith.subf %wq, %gwq : tensor<3x5xbf16>
  return %wq_new : tensor<3x5xbf16>
}
