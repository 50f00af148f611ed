// The SVG chart: a title with Ψ and N, a legend, a GB axis per panel, one
// rect per stage and role (memory, stacked weights/grads/optimizer) and one
// per stage (bytes sent), each carrying its exact figure and a tooltip, and
// value labels. One billion bf16 parameters with AdamW on 8 ranks.

// RUN: rm -f %t.svg %t.3.svg
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=8 svg=%t.svg table="
// RUN: FileCheck %s < %t.svg
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=8 stage=3 svg=%t.3.svg table="
// RUN: FileCheck %s --check-prefix=ONE < %t.3.svg

// CHECK-LABEL: <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="1200" height="700"
// CHECK:         class="title">ZeRO stages of @one_billion: Ψ = 1,000,000,000 parameters, N = 8 data-parallel devices</text>
// CHECK:         class="subtitle">weights 2 + grads 2 + optimizer 12 = 16 bytes per parameter, 1 gathering unit</text>
// CHECK:         >Model-state memory per device [GB]</text>
// CHECK:         <rect class="legend" {{.*}} fill="[[WEIGHTS:#[0-9a-f]+]]"/>
// CHECK-NEXT:    >weights</text>
// CHECK-NEXT:    <rect class="legend" {{.*}} fill="[[GRADS:#[0-9a-f]+]]"/>
// CHECK-NEXT:    >grads</text>
// CHECK-NEXT:    <rect class="legend" {{.*}} fill="[[OPTIMIZER:#[0-9a-f]+]]"/>
// CHECK-NEXT:    >optimizer</text>
// CHECK:         >20</text>
// CHECK:         >stage 0</text>
// CHECK-NEXT:    >DDP</text>
// CHECK:         >stage 3</text>
// CHECK-NEXT:    >ZeRO-3</text>

// Stage 0 holds everything: 2 + 2 + 12 = 16 GB.
// CHECK:         <rect class="memory weights" data-stage="0" data-bytes="2000000000" {{.*}} fill="[[WEIGHTS]]"><title>stage 0 weights: 2.0 GB per device (2,000,000,000 bytes)</title></rect>
// CHECK:         <rect class="memory grads" data-stage="0" data-bytes="2000000000" {{.*}} fill="[[GRADS]]"><title>stage 0 grads: 2.0 GB per device (2,000,000,000 bytes)</title></rect>
// CHECK:         <rect class="memory optimizer" data-stage="0" data-bytes="12000000000" {{.*}} fill="[[OPTIMIZER]]"><title>stage 0 optimizer: 12.0 GB per device (12,000,000,000 bytes)</title></rect>
// CHECK-NEXT:    >12.0</text>
// CHECK-NEXT:    class="value">16.0</text>
// CHECK:         <rect class="memory weights" data-stage="1" data-bytes="2000000000"
// CHECK:         <rect class="memory grads" data-stage="1" data-bytes="2000000000"
// CHECK:         <rect class="memory optimizer" data-stage="1" data-bytes="1500000000"
// CHECK:         class="value">5.5</text>
// CHECK:         <rect class="memory weights" data-stage="2" data-bytes="2000000000"
// CHECK:         <rect class="memory grads" data-stage="2" data-bytes="250000000"
// CHECK:         <rect class="memory optimizer" data-stage="2" data-bytes="1500000000"
// CHECK:         class="value">3.8</text>
// CHECK:         <rect class="memory weights" data-stage="3" data-bytes="250000000"
// CHECK:         <rect class="memory grads" data-stage="3" data-bytes="250000000"
// CHECK:         <rect class="memory optimizer" data-stage="3" data-bytes="1500000000"
// CHECK:         class="value">2.0</text>

// Right panel: (N-1)/N * 4Ψ = 3.5 GB for stages 0-2, 1.5 times that for 3.
// CHECK:         >Bytes sent per device per step [GB]</text>
// CHECK:         <rect class="traffic" data-stage="0" data-bytes="3500000000" {{.*}}<title>stage 0: 3.5 GB sent per device per step (3,500,000,000 bytes)</title></rect>
// CHECK-NEXT:    class="value">3.5</text>
// CHECK-NEXT:    >1.00x DDP</text>
// CHECK:         <rect class="traffic" data-stage="1" data-bytes="3500000000"
// CHECK:         <rect class="traffic" data-stage="2" data-bytes="3500000000"
// CHECK:         <rect class="traffic" data-stage="3" data-bytes="5250000000"
// CHECK-NEXT:    class="value">5.3</text>
// CHECK-NEXT:    >1.50x DDP</text>
// CHECK:         class="footnote">GB = 1e9 bytes
// CHECK:         </svg>

// stage=3 draws that stage only.
// ONE-NOT:       data-stage="0"
// ONE:           <rect class="memory weights" data-stage="3" data-bytes="250000000"
// ONE:           <rect class="traffic" data-stage="3" data-bytes="5250000000"
// ONE-NOT:       data-stage="{{[012]}}"
// ONE:           </svg>

func.func @one_billion(
    %w: tensor<1000000000xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
    %master: tensor<1000000000xf32> {zero.state = #zero.state<optimizer, "w">},
    %avg: tensor<1000000000xf32> {zero.state = #zero.state<optimizer, "w">},
    %avg_sq: tensor<1000000000xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<1000000000xbf16>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<1000000000xbf16>
  return
}
