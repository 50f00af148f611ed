// One rank: every stage holds the whole tensors (a shard of one rank is the
// tensor, so there is no padding) and sends nothing. The traffic ratio to
// DDP has nothing to compare with: "-" in the table, null in the JSON. The
// collectives are still counted by formula; over one rank they are no-ops.

// RUN: zero-opt %s -o /dev/null --zero-report="world-size=1 json=-" | FileCheck %s

// CHECK-LABEL: zero-report: model states of @single_rank
// CHECK:         world size    N = 1 data-parallel rank{{$}}
// CHECK:         (formula)
// CHECK-NEXT:    0  10  10  60  80  1.000  0  -  0  1 all_reduce
// CHECK-NEXT:    1  10  10  60  80  1.000  0  -  0  1 reduce_scatter + 1 all_gather
// CHECK-NEXT:    2  10  10  60  80  1.000  0  -  0  1 reduce_scatter + 1 all_gather
// CHECK-NEXT:    3  10  10  60  80  1.000  0  -  0  1 reduce_scatter + 2 all_gather
// CHECK:         "world_size": 1,
// CHECK:         "stage": 3,
// CHECK-NEXT:    "memory_bytes": {
// CHECK-NEXT:      "weights": 10,
// CHECK-NEXT:      "grads": 10,
// CHECK-NEXT:      "optimizer": 60,
// CHECK-NEXT:      "total": 80
// CHECK-NEXT:    },
// CHECK-NEXT:    "padding_bytes": 0,
// CHECK-NEXT:    "sent_bytes": 0,
// CHECK:         "all_gather": {
// CHECK-NEXT:      "count": 2,
// CHECK-NEXT:      "sent_bytes": 0
// CHECK:         "memory_ratio_to_ddp": 1,
// CHECK-NEXT:    "traffic_ratio_to_ddp": null
func.func @single_rank(
    %w: tensor<5xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
    %master: tensor<5xf32> {zero.state = #zero.state<optimizer, "w">},
    %avg: tensor<5xf32> {zero.state = #zero.state<optimizer, "w">},
    %avg_sq: tensor<5xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<5xbf16>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<5xbf16>
  return
}
