// The spec figures of docs/design.md §5 (the ZeRO paper's Figure 1 and the seed
// plate's Llama 3 numbers) from hand-written steps with the models' real
// parameter counts: bf16 weights and grads, three f32 optimizer states
// (master, exp_avg, exp_avg_sq). Shapes are static; nothing is allocated.
// Every tensor divides by N, so traffic is exactly (N-1)/N*4Ψ for stages 0-2
// and (N-1)/N*6Ψ for stage 3.

// RUN: zero-opt %s -o /dev/null \
// RUN:   --zero-report="world-size=64 func=zero_paper_7_5b json=-" \
// RUN:   | FileCheck %s --check-prefix=PAPER
// RUN: zero-opt %s -o /dev/null \
// RUN:   --zero-report="world-size=64 func=llama3_70b json=-" \
// RUN:   | FileCheck %s --check-prefix=LLAMA70
// RUN: zero-opt %s -o /dev/null \
// RUN:   --zero-report="world-size=512 func=llama3_1_405b stage=3 json=-" \
// RUN:   | FileCheck %s --check-prefix=LLAMA405

// 120.0 / 31.4 / 16.6 / 1.9 GB; (63/64)*4Ψ = 29,531,250,000 bytes and
// (63/64)*6Ψ = 44,296,875,000 bytes sent.
// PAPER-LABEL: zero-report: model states of @zero_paper_7_5b
// PAPER-NEXT:    parameters    Ψ = 7,500,000,000
// PAPER-NEXT:    world size    N = 64 data-parallel ranks
// PAPER-NEXT:    model states  weights 2 + grads 2 + optimizer 12 = 16 bytes per parameter
// PAPER:         (formula)
// PAPER-NEXT:    0  15.0  15.0  90.0  120.0  1.000   29.5  1.000  0  2 all_reduce
// PAPER-NEXT:    1  15.0  15.0   1.4   31.4  0.262   29.5  1.000  0  2 reduce_scatter + 2 all_gather
// PAPER-NEXT:    2  15.0   0.2   1.4   16.6  0.139   29.5  1.000  0  2 reduce_scatter + 2 all_gather
// PAPER-NEXT:    3   0.2   0.2   1.4    1.9  0.0156  44.3  1.500  0  2 reduce_scatter + 4 all_gather
// PAPER-EMPTY:
// PAPER-NEXT:  GB = 1e9 bytes.
// PAPER:         "params": 7500000000,
// PAPER:         "stage": 0,
// PAPER-NEXT:    "memory_bytes": {
// PAPER-NEXT:      "weights": 15000000000,
// PAPER-NEXT:      "grads": 15000000000,
// PAPER-NEXT:      "optimizer": 90000000000,
// PAPER-NEXT:      "total": 120000000000
// PAPER-NEXT:    },
// PAPER-NEXT:    "padding_bytes": 0,
// PAPER-NEXT:    "sent_bytes": 29531250000,
// PAPER:         "stage": 1,
// PAPER:           "total": 31406250000
// PAPER:         "sent_bytes": 29531250000,
// PAPER:         "stage": 2,
// PAPER:           "total": 16640625000
// PAPER:         "sent_bytes": 29531250000,
// PAPER:         "stage": 3,
// PAPER-NEXT:    "memory_bytes": {
// PAPER-NEXT:      "weights": 234375000,
// PAPER-NEXT:      "grads": 234375000,
// PAPER-NEXT:      "optimizer": 1406250000,
// PAPER-NEXT:      "total": 1875000000
// PAPER-NEXT:    },
// PAPER-NEXT:    "padding_bytes": 0,
// PAPER-NEXT:    "sent_bytes": 44296875000,
// PAPER:         "memory_ratio_to_ddp": 0.015625,
// PAPER-NEXT:    "traffic_ratio_to_ddp": 1.5

// 1128.9 / 295.4 / 156.5 / 17.6 GB.
// LLAMA70-LABEL: zero-report: model states of @llama3_70b
// LLAMA70-NEXT:    parameters    Ψ = 70,553,706,496
// LLAMA70:         units         4 gathering units
// LLAMA70:         (formula)
// LLAMA70-NEXT:    0  141.1  141.1  846.6  1128.9  1.000  277.8  1.000  0  4 all_reduce
// LLAMA70-NEXT:    1  141.1  141.1   13.2   295.4  0.262  277.8  1.000  0
// LLAMA70-NEXT:    2  141.1    2.2   13.2   156.5  0.139  277.8  1.000  0
// LLAMA70-NEXT:    3    2.2    2.2   13.2    17.6  0.0156 416.7  1.500  0  4 reduce_scatter + 8 all_gather
// LLAMA70:         "stage": 0,
// LLAMA70:           "total": 1128859303936
// LLAMA70:         "sent_bytes": 277805219328,
// LLAMA70:         "stage": 1,
// LLAMA70:           "total": 295443645952
// LLAMA70:         "sent_bytes": 277805219328,
// LLAMA70:         "stage": 2,
// LLAMA70:           "total": 156541036288
// LLAMA70:         "sent_bytes": 277805219328,
// LLAMA70:         "stage": 3,
// LLAMA70:           "total": 17638426624
// LLAMA70:         "sent_bytes": 416707828992,

// Stage 3 only: 12.7 GB per device.
// LLAMA405-LABEL: zero-report: model states of @llama3_1_405b
// LLAMA405-NEXT:    parameters    Ψ = 405,853,388,800
// LLAMA405-NEXT:    world size    N = 512 data-parallel ranks
// LLAMA405:         (formula)
// LLAMA405-NEXT:    3  1.6  1.6  9.5  12.7  0.00195  2430.4  1.500  0  4 reduce_scatter + 8 all_gather
// LLAMA405-EMPTY:
// LLAMA405:         "stages": [
// LLAMA405-NEXT:      {
// LLAMA405-NEXT:        "stage": 3,
// LLAMA405-NEXT:        "memory_bytes": {
// LLAMA405-NEXT:          "weights": 1585364800,
// LLAMA405-NEXT:          "grads": 1585364800,
// LLAMA405-NEXT:          "optimizer": 9512188800,
// LLAMA405-NEXT:          "total": 12682918400
// LLAMA405-NEXT:        },
// LLAMA405-NEXT:        "padding_bytes": 0,
// LLAMA405-NEXT:        "sent_bytes": 2430364238400,

// The ZeRO paper's Figure 1 model: 7.5e9 parameters in two layers.
func.func @zero_paper_7_5b(
    %w0: tensor<60000x62500xbf16> {zero.state = #zero.state<weight, "layers.0", layer = 0>},
    %master0: tensor<60000x62500xf32> {zero.state = #zero.state<optimizer, "layers.0">},
    %exp_avg0: tensor<60000x62500xf32> {zero.state = #zero.state<optimizer, "layers.0">},
    %exp_avg_sq0: tensor<60000x62500xf32> {zero.state = #zero.state<optimizer, "layers.0">},
    %dw0: tensor<60000x62500xbf16>,
    %w1: tensor<60000x62500xbf16> {zero.state = #zero.state<weight, "layers.1", layer = 1>},
    %master1: tensor<60000x62500xf32> {zero.state = #zero.state<optimizer, "layers.1">},
    %exp_avg1: tensor<60000x62500xf32> {zero.state = #zero.state<optimizer, "layers.1">},
    %exp_avg_sq1: tensor<60000x62500xf32> {zero.state = #zero.state<optimizer, "layers.1">},
    %dw1: tensor<60000x62500xbf16>) {
  %g0 = zero.annotate %dw0 as <grad, "layers.0"> : tensor<60000x62500xbf16>
  %g1 = zero.annotate %dw1 as <grad, "layers.1"> : tensor<60000x62500xbf16>
  return
}

// Llama 3 70B with its real shapes; the 80 decoder layers are stacked along
// the first dimension (as a scan over layers would give) into one unit.
func.func @llama3_70b(
    %w0: tensor<128256x8192xbf16> {zero.state = #zero.state<weight, "embed_tokens">},
    %master0: tensor<128256x8192xf32> {zero.state = #zero.state<optimizer, "embed_tokens">},
    %exp_avg0: tensor<128256x8192xf32> {zero.state = #zero.state<optimizer, "embed_tokens">},
    %exp_avg_sq0: tensor<128256x8192xf32> {zero.state = #zero.state<optimizer, "embed_tokens">},
    %dw0: tensor<128256x8192xbf16>,
    %w1: tensor<80x8192x8192xbf16> {zero.state = #zero.state<weight, "layers.q_proj", layer = 0>},
    %master1: tensor<80x8192x8192xf32> {zero.state = #zero.state<optimizer, "layers.q_proj">},
    %exp_avg1: tensor<80x8192x8192xf32> {zero.state = #zero.state<optimizer, "layers.q_proj">},
    %exp_avg_sq1: tensor<80x8192x8192xf32> {zero.state = #zero.state<optimizer, "layers.q_proj">},
    %dw1: tensor<80x8192x8192xbf16>,
    %w2: tensor<80x1024x8192xbf16> {zero.state = #zero.state<weight, "layers.k_proj", layer = 0>},
    %master2: tensor<80x1024x8192xf32> {zero.state = #zero.state<optimizer, "layers.k_proj">},
    %exp_avg2: tensor<80x1024x8192xf32> {zero.state = #zero.state<optimizer, "layers.k_proj">},
    %exp_avg_sq2: tensor<80x1024x8192xf32> {zero.state = #zero.state<optimizer, "layers.k_proj">},
    %dw2: tensor<80x1024x8192xbf16>,
    %w3: tensor<80x1024x8192xbf16> {zero.state = #zero.state<weight, "layers.v_proj", layer = 0>},
    %master3: tensor<80x1024x8192xf32> {zero.state = #zero.state<optimizer, "layers.v_proj">},
    %exp_avg3: tensor<80x1024x8192xf32> {zero.state = #zero.state<optimizer, "layers.v_proj">},
    %exp_avg_sq3: tensor<80x1024x8192xf32> {zero.state = #zero.state<optimizer, "layers.v_proj">},
    %dw3: tensor<80x1024x8192xbf16>,
    %w4: tensor<80x8192x8192xbf16> {zero.state = #zero.state<weight, "layers.o_proj", layer = 0>},
    %master4: tensor<80x8192x8192xf32> {zero.state = #zero.state<optimizer, "layers.o_proj">},
    %exp_avg4: tensor<80x8192x8192xf32> {zero.state = #zero.state<optimizer, "layers.o_proj">},
    %exp_avg_sq4: tensor<80x8192x8192xf32> {zero.state = #zero.state<optimizer, "layers.o_proj">},
    %dw4: tensor<80x8192x8192xbf16>,
    %w5: tensor<80x28672x8192xbf16> {zero.state = #zero.state<weight, "layers.gate_proj", layer = 0>},
    %master5: tensor<80x28672x8192xf32> {zero.state = #zero.state<optimizer, "layers.gate_proj">},
    %exp_avg5: tensor<80x28672x8192xf32> {zero.state = #zero.state<optimizer, "layers.gate_proj">},
    %exp_avg_sq5: tensor<80x28672x8192xf32> {zero.state = #zero.state<optimizer, "layers.gate_proj">},
    %dw5: tensor<80x28672x8192xbf16>,
    %w6: tensor<80x28672x8192xbf16> {zero.state = #zero.state<weight, "layers.up_proj", layer = 0>},
    %master6: tensor<80x28672x8192xf32> {zero.state = #zero.state<optimizer, "layers.up_proj">},
    %exp_avg6: tensor<80x28672x8192xf32> {zero.state = #zero.state<optimizer, "layers.up_proj">},
    %exp_avg_sq6: tensor<80x28672x8192xf32> {zero.state = #zero.state<optimizer, "layers.up_proj">},
    %dw6: tensor<80x28672x8192xbf16>,
    %w7: tensor<80x8192x28672xbf16> {zero.state = #zero.state<weight, "layers.down_proj", layer = 0>},
    %master7: tensor<80x8192x28672xf32> {zero.state = #zero.state<optimizer, "layers.down_proj">},
    %exp_avg7: tensor<80x8192x28672xf32> {zero.state = #zero.state<optimizer, "layers.down_proj">},
    %exp_avg_sq7: tensor<80x8192x28672xf32> {zero.state = #zero.state<optimizer, "layers.down_proj">},
    %dw7: tensor<80x8192x28672xbf16>,
    %w8: tensor<80x8192xbf16> {zero.state = #zero.state<weight, "layers.input_layernorm", layer = 0>},
    %master8: tensor<80x8192xf32> {zero.state = #zero.state<optimizer, "layers.input_layernorm">},
    %exp_avg8: tensor<80x8192xf32> {zero.state = #zero.state<optimizer, "layers.input_layernorm">},
    %exp_avg_sq8: tensor<80x8192xf32> {zero.state = #zero.state<optimizer, "layers.input_layernorm">},
    %dw8: tensor<80x8192xbf16>,
    %w9: tensor<80x8192xbf16> {zero.state = #zero.state<weight, "layers.post_attention_layernorm", layer = 0>},
    %master9: tensor<80x8192xf32> {zero.state = #zero.state<optimizer, "layers.post_attention_layernorm">},
    %exp_avg9: tensor<80x8192xf32> {zero.state = #zero.state<optimizer, "layers.post_attention_layernorm">},
    %exp_avg_sq9: tensor<80x8192xf32> {zero.state = #zero.state<optimizer, "layers.post_attention_layernorm">},
    %dw9: tensor<80x8192xbf16>,
    %w10: tensor<8192xbf16> {zero.state = #zero.state<weight, "norm">},
    %master10: tensor<8192xf32> {zero.state = #zero.state<optimizer, "norm">},
    %exp_avg10: tensor<8192xf32> {zero.state = #zero.state<optimizer, "norm">},
    %exp_avg_sq10: tensor<8192xf32> {zero.state = #zero.state<optimizer, "norm">},
    %dw10: tensor<8192xbf16>,
    %w11: tensor<128256x8192xbf16> {zero.state = #zero.state<weight, "lm_head">},
    %master11: tensor<128256x8192xf32> {zero.state = #zero.state<optimizer, "lm_head">},
    %exp_avg11: tensor<128256x8192xf32> {zero.state = #zero.state<optimizer, "lm_head">},
    %exp_avg_sq11: tensor<128256x8192xf32> {zero.state = #zero.state<optimizer, "lm_head">},
    %dw11: tensor<128256x8192xbf16>) {
  %g0 = zero.annotate %dw0 as <grad, "embed_tokens"> : tensor<128256x8192xbf16>
  %g1 = zero.annotate %dw1 as <grad, "layers.q_proj"> : tensor<80x8192x8192xbf16>
  %g2 = zero.annotate %dw2 as <grad, "layers.k_proj"> : tensor<80x1024x8192xbf16>
  %g3 = zero.annotate %dw3 as <grad, "layers.v_proj"> : tensor<80x1024x8192xbf16>
  %g4 = zero.annotate %dw4 as <grad, "layers.o_proj"> : tensor<80x8192x8192xbf16>
  %g5 = zero.annotate %dw5 as <grad, "layers.gate_proj"> : tensor<80x28672x8192xbf16>
  %g6 = zero.annotate %dw6 as <grad, "layers.up_proj"> : tensor<80x28672x8192xbf16>
  %g7 = zero.annotate %dw7 as <grad, "layers.down_proj"> : tensor<80x8192x28672xbf16>
  %g8 = zero.annotate %dw8 as <grad, "layers.input_layernorm"> : tensor<80x8192xbf16>
  %g9 = zero.annotate %dw9 as <grad, "layers.post_attention_layernorm"> : tensor<80x8192xbf16>
  %g10 = zero.annotate %dw10 as <grad, "norm"> : tensor<8192xbf16>
  %g11 = zero.annotate %dw11 as <grad, "lm_head"> : tensor<128256x8192xbf16>
  return
}

// Llama 3.1 405B, 126 stacked decoder layers.
func.func @llama3_1_405b(
    %w0: tensor<128256x16384xbf16> {zero.state = #zero.state<weight, "embed_tokens">},
    %master0: tensor<128256x16384xf32> {zero.state = #zero.state<optimizer, "embed_tokens">},
    %exp_avg0: tensor<128256x16384xf32> {zero.state = #zero.state<optimizer, "embed_tokens">},
    %exp_avg_sq0: tensor<128256x16384xf32> {zero.state = #zero.state<optimizer, "embed_tokens">},
    %dw0: tensor<128256x16384xbf16>,
    %w1: tensor<126x16384x16384xbf16> {zero.state = #zero.state<weight, "layers.q_proj", layer = 0>},
    %master1: tensor<126x16384x16384xf32> {zero.state = #zero.state<optimizer, "layers.q_proj">},
    %exp_avg1: tensor<126x16384x16384xf32> {zero.state = #zero.state<optimizer, "layers.q_proj">},
    %exp_avg_sq1: tensor<126x16384x16384xf32> {zero.state = #zero.state<optimizer, "layers.q_proj">},
    %dw1: tensor<126x16384x16384xbf16>,
    %w2: tensor<126x1024x16384xbf16> {zero.state = #zero.state<weight, "layers.k_proj", layer = 0>},
    %master2: tensor<126x1024x16384xf32> {zero.state = #zero.state<optimizer, "layers.k_proj">},
    %exp_avg2: tensor<126x1024x16384xf32> {zero.state = #zero.state<optimizer, "layers.k_proj">},
    %exp_avg_sq2: tensor<126x1024x16384xf32> {zero.state = #zero.state<optimizer, "layers.k_proj">},
    %dw2: tensor<126x1024x16384xbf16>,
    %w3: tensor<126x1024x16384xbf16> {zero.state = #zero.state<weight, "layers.v_proj", layer = 0>},
    %master3: tensor<126x1024x16384xf32> {zero.state = #zero.state<optimizer, "layers.v_proj">},
    %exp_avg3: tensor<126x1024x16384xf32> {zero.state = #zero.state<optimizer, "layers.v_proj">},
    %exp_avg_sq3: tensor<126x1024x16384xf32> {zero.state = #zero.state<optimizer, "layers.v_proj">},
    %dw3: tensor<126x1024x16384xbf16>,
    %w4: tensor<126x16384x16384xbf16> {zero.state = #zero.state<weight, "layers.o_proj", layer = 0>},
    %master4: tensor<126x16384x16384xf32> {zero.state = #zero.state<optimizer, "layers.o_proj">},
    %exp_avg4: tensor<126x16384x16384xf32> {zero.state = #zero.state<optimizer, "layers.o_proj">},
    %exp_avg_sq4: tensor<126x16384x16384xf32> {zero.state = #zero.state<optimizer, "layers.o_proj">},
    %dw4: tensor<126x16384x16384xbf16>,
    %w5: tensor<126x53248x16384xbf16> {zero.state = #zero.state<weight, "layers.gate_proj", layer = 0>},
    %master5: tensor<126x53248x16384xf32> {zero.state = #zero.state<optimizer, "layers.gate_proj">},
    %exp_avg5: tensor<126x53248x16384xf32> {zero.state = #zero.state<optimizer, "layers.gate_proj">},
    %exp_avg_sq5: tensor<126x53248x16384xf32> {zero.state = #zero.state<optimizer, "layers.gate_proj">},
    %dw5: tensor<126x53248x16384xbf16>,
    %w6: tensor<126x53248x16384xbf16> {zero.state = #zero.state<weight, "layers.up_proj", layer = 0>},
    %master6: tensor<126x53248x16384xf32> {zero.state = #zero.state<optimizer, "layers.up_proj">},
    %exp_avg6: tensor<126x53248x16384xf32> {zero.state = #zero.state<optimizer, "layers.up_proj">},
    %exp_avg_sq6: tensor<126x53248x16384xf32> {zero.state = #zero.state<optimizer, "layers.up_proj">},
    %dw6: tensor<126x53248x16384xbf16>,
    %w7: tensor<126x16384x53248xbf16> {zero.state = #zero.state<weight, "layers.down_proj", layer = 0>},
    %master7: tensor<126x16384x53248xf32> {zero.state = #zero.state<optimizer, "layers.down_proj">},
    %exp_avg7: tensor<126x16384x53248xf32> {zero.state = #zero.state<optimizer, "layers.down_proj">},
    %exp_avg_sq7: tensor<126x16384x53248xf32> {zero.state = #zero.state<optimizer, "layers.down_proj">},
    %dw7: tensor<126x16384x53248xbf16>,
    %w8: tensor<126x16384xbf16> {zero.state = #zero.state<weight, "layers.input_layernorm", layer = 0>},
    %master8: tensor<126x16384xf32> {zero.state = #zero.state<optimizer, "layers.input_layernorm">},
    %exp_avg8: tensor<126x16384xf32> {zero.state = #zero.state<optimizer, "layers.input_layernorm">},
    %exp_avg_sq8: tensor<126x16384xf32> {zero.state = #zero.state<optimizer, "layers.input_layernorm">},
    %dw8: tensor<126x16384xbf16>,
    %w9: tensor<126x16384xbf16> {zero.state = #zero.state<weight, "layers.post_attention_layernorm", layer = 0>},
    %master9: tensor<126x16384xf32> {zero.state = #zero.state<optimizer, "layers.post_attention_layernorm">},
    %exp_avg9: tensor<126x16384xf32> {zero.state = #zero.state<optimizer, "layers.post_attention_layernorm">},
    %exp_avg_sq9: tensor<126x16384xf32> {zero.state = #zero.state<optimizer, "layers.post_attention_layernorm">},
    %dw9: tensor<126x16384xbf16>,
    %w10: tensor<16384xbf16> {zero.state = #zero.state<weight, "norm">},
    %master10: tensor<16384xf32> {zero.state = #zero.state<optimizer, "norm">},
    %exp_avg10: tensor<16384xf32> {zero.state = #zero.state<optimizer, "norm">},
    %exp_avg_sq10: tensor<16384xf32> {zero.state = #zero.state<optimizer, "norm">},
    %dw10: tensor<16384xbf16>,
    %w11: tensor<128256x16384xbf16> {zero.state = #zero.state<weight, "lm_head">},
    %master11: tensor<128256x16384xf32> {zero.state = #zero.state<optimizer, "lm_head">},
    %exp_avg11: tensor<128256x16384xf32> {zero.state = #zero.state<optimizer, "lm_head">},
    %exp_avg_sq11: tensor<128256x16384xf32> {zero.state = #zero.state<optimizer, "lm_head">},
    %dw11: tensor<128256x16384xbf16>) {
  %g0 = zero.annotate %dw0 as <grad, "embed_tokens"> : tensor<128256x16384xbf16>
  %g1 = zero.annotate %dw1 as <grad, "layers.q_proj"> : tensor<126x16384x16384xbf16>
  %g2 = zero.annotate %dw2 as <grad, "layers.k_proj"> : tensor<126x1024x16384xbf16>
  %g3 = zero.annotate %dw3 as <grad, "layers.v_proj"> : tensor<126x1024x16384xbf16>
  %g4 = zero.annotate %dw4 as <grad, "layers.o_proj"> : tensor<126x16384x16384xbf16>
  %g5 = zero.annotate %dw5 as <grad, "layers.gate_proj"> : tensor<126x53248x16384xbf16>
  %g6 = zero.annotate %dw6 as <grad, "layers.up_proj"> : tensor<126x53248x16384xbf16>
  %g7 = zero.annotate %dw7 as <grad, "layers.down_proj"> : tensor<126x16384x53248xbf16>
  %g8 = zero.annotate %dw8 as <grad, "layers.input_layernorm"> : tensor<126x16384xbf16>
  %g9 = zero.annotate %dw9 as <grad, "layers.post_attention_layernorm"> : tensor<126x16384xbf16>
  %g10 = zero.annotate %dw10 as <grad, "norm"> : tensor<16384xbf16>
  %g11 = zero.annotate %dw11 as <grad, "lm_head"> : tensor<128256x16384xbf16>
  return
}
