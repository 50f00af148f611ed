// zero-torch export tiny-deepseek-v3.json --batch 2 --seq 8 --dtype f32: 139168 parameters in 30 tensors, 2 layer units
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map15 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map16 = affine_map<(d0, d1, d2) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "model.embed_tokens.weight">}, %arg1: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_a_proj.weight", layer = 0>}, %arg2: tensor<32xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_a_layernorm.weight", layer = 0>}, %arg3: tensor<96x32xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_b_proj.weight", layer = 0>}, %arg4: tensor<24x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.kv_a_proj_with_mqa.weight", layer = 0>}, %arg5: tensor<16xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.kv_a_layernorm.weight", layer = 0>}, %arg6: tensor<128x16xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.kv_b_proj.weight", layer = 0>}, %arg7: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.o_proj.weight", layer = 0>}, %arg8: tensor<128x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.gate_proj.weight", layer = 0>}, %arg9: tensor<128x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.up_proj.weight", layer = 0>}, %arg10: tensor<64x128xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.down_proj.weight", layer = 0>}, %arg11: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.input_layernorm.weight", layer = 0>}, %arg12: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.post_attention_layernorm.weight", layer = 0>}, %arg13: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_a_proj.weight", layer = 1>}, %arg14: tensor<32xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_a_layernorm.weight", layer = 1>}, %arg15: tensor<96x32xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_b_proj.weight", layer = 1>}, %arg16: tensor<24x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.kv_a_proj_with_mqa.weight", layer = 1>}, %arg17: tensor<16xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.kv_a_layernorm.weight", layer = 1>}, %arg18: tensor<128x16xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.kv_b_proj.weight", layer = 1>}, %arg19: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.o_proj.weight", layer = 1>}, %arg20: tensor<8x64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.gate_up_proj", layer = 1>}, %arg21: tensor<8x64x32xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.down_proj", layer = 1>}, %arg22: tensor<8x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.gate.weight", layer = 1>}, %arg23: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.shared_experts.gate_proj.weight", layer = 1>}, %arg24: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.shared_experts.up_proj.weight", layer = 1>}, %arg25: tensor<64x32xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.shared_experts.down_proj.weight", layer = 1>}, %arg26: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.input_layernorm.weight", layer = 1>}, %arg27: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.post_attention_layernorm.weight", layer = 1>}, %arg28: tensor<64xf32> {zero.state = #zero.state<weight, "model.norm.weight">}, %arg29: tensor<256x64xf32> {zero.state = #zero.state<weight, "lm_head.weight">}, %arg30: tensor<2x8xi64>, %arg31: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "model.embed_tokens.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_a_proj.weight">}, tensor<32xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_a_layernorm.weight">}, tensor<96x32xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_b_proj.weight">}, tensor<24x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.kv_a_proj_with_mqa.weight">}, tensor<16xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.kv_a_layernorm.weight">}, tensor<128x16xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.kv_b_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.o_proj.weight">}, tensor<128x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.gate_proj.weight">}, tensor<128x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.up_proj.weight">}, tensor<64x128xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.post_attention_layernorm.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_a_proj.weight">}, tensor<32xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_a_layernorm.weight">}, tensor<96x32xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_b_proj.weight">}, tensor<24x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.kv_a_proj_with_mqa.weight">}, tensor<16xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.kv_a_layernorm.weight">}, tensor<128x16xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.kv_b_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.o_proj.weight">}, tensor<8x64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.gate_up_proj">}, tensor<8x64x32xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.down_proj">}, tensor<8x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.gate.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.shared_experts.gate_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.shared_experts.up_proj.weight">}, tensor<64x32xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.shared_experts.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.post_attention_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.norm.weight">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "lm_head.weight">}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<4xf32>
    %cst_1 = arith.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<4xf32>
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 0xFF800000 : f32
    %false = arith.constant false
    %true = arith.constant true
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<64x2xf32>
    %cst_10 = arith.constant 9.9999999999999995E-21 : f64
    %cst_11 = arith.constant 9.9999999999999995E-7 : f64
    %cst_12 = arith.constant 6.400000e+01 : f32
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 1.600000e+01 : f32
    %cst_15 = arith.constant 2.500000e+00 : f32
    %cst_16 = arith.constant -5.000000e-01 : f32
    %cst_17 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %602 = arith.index_cast %in : i64 to index
      %603 = linalg.index 2 : index
      %604 = arith.cmpi slt, %602, %c256 : index
      cf.assert %604, "index must be smaller than dim size"
      %605 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %605, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%602, %603] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %602 = linalg.index 0 : index
      %603 = arith.index_cast %602 : index to i64
      linalg.yield %603 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %602 = arith.sitofp %in : i64 to f32
      linalg.yield %602 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x4xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_0 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%6 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %8 = tensor.empty() : tensor<1x8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%8 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.cos %in : f32
      linalg.yield %602 : f32
    } -> tensor<1x8x8xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%8 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.sin %in : f32
      linalg.yield %602 : f32
    } -> tensor<1x8x8xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %12 = tensor.empty() : tensor<2x8x1xf32>
    %13 = linalg.fill ins(%cst_2 : f32) outs(%12 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %17 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %18 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %20 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %21 = tensor.empty() : tensor<16x32xf32>
    %22 = linalg.fill ins(%cst_2 : f32) outs(%21 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_18 = tensor.expand_shape %23 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %24 = tensor.empty() : tensor<2x8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_13 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %29 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %30 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %32 = tensor.empty() : tensor<32x96xf32>
    %transposed_19 = linalg.transpose ins(%arg3 : tensor<96x32xf32>) outs(%32 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_20 = tensor.collapse_shape %31 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %33 = tensor.empty() : tensor<16x96xf32>
    %34 = linalg.fill ins(%cst_2 : f32) outs(%33 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %35 = linalg.matmul ins(%collapsed_20, %transposed_19 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%34 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %expanded_21 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %36 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x8x4x24xf32>) outs(%36 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_22[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_22[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %37 = tensor.empty() : tensor<64x24xf32>
    %transposed_24 = linalg.transpose ins(%arg4 : tensor<24x64xf32>) outs(%37 : tensor<64x24xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<16x24xf32>
    %39 = linalg.fill ins(%cst_2 : f32) outs(%38 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %40 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<16x64xf32>, tensor<64x24xf32>) outs(%39 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %expanded_25 = tensor.expand_shape %40 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded_25[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32>
    %extracted_slice_27 = tensor.extract_slice %expanded_25[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32>
    %41 = tensor.empty() : tensor<2x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%42 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_14 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %46 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %47 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32>
    %extracted_slice_29 = tensor.extract_slice %9[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_31 = tensor.extract_slice %10[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_32 = tensor.expand_shape %extracted_slice_31 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_33 = tensor.extract_slice %extracted_slice_23[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_34 = tensor.extract_slice %extracted_slice_23[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_35 = tensor.extract_slice %expanded_28[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_36 = tensor.extract_slice %expanded_28[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %49 = tensor.empty() : tensor<2x4x8x4xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %51 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %54 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_37 = tensor.concat dim(3) %52, %55 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %56 = tensor.empty() : tensor<2x1x8x4xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_35, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_35, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %61 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %concat_38 = tensor.concat dim(3) %59, %62 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %concat_39 = tensor.concat dim(3) %extracted_slice, %concat_37 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %63 = tensor.empty() : tensor<16x128xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<128x16xf32>) outs(%63 : tensor<16x128xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %48 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %64 = linalg.fill ins(%cst_2 : f32) outs(%63 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %65 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<16x16xf32>, tensor<16x128xf32>) outs(%64 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_42 = tensor.expand_shape %65 [[0, 1], [2, 3]] output_shape [2, 8, 4, 32] : tensor<16x128xf32> into tensor<2x8x4x32xf32>
    %66 = tensor.empty() : tensor<2x4x8x32xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x8x4x32xf32>) outs(%66 : tensor<2x4x8x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_44 = tensor.extract_slice %transposed_43[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_45 = tensor.extract_slice %transposed_43[0, 0, 0, 16] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %67 = tensor.empty() : tensor<2x4x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %concat_38 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_46 : tensor<2x8x8xf32>) outs(%67 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice_44 into %36[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x16xf32> into tensor<2x4x8x24xf32>
    %inserted_slice_47 = tensor.insert_slice %68 into %inserted_slice[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %expanded_48 = tensor.expand_shape %concat_39 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 24] : tensor<2x4x8x24xf32> into tensor<2x4x1x8x24xf32>
    %69 = tensor.empty() : tensor<2x8x4x1x24xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<2x4x1x8x24xf32>) outs(%69 : tensor<2x8x4x1x24xf32>) permutation = [0, 3, 1, 2, 4] 
    %70 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_50 = linalg.transpose ins(%extracted_slice_45 : tensor<2x4x8x16xf32>) outs(%70 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %71 = tensor.empty() : tensor<2x8x4x24xf32>
    %transposed_51 = linalg.transpose ins(%inserted_slice_47 : tensor<2x4x8x24xf32>) outs(%71 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %72:2 = "zero.attention"(%transposed_49, %transposed_51, %transposed_50) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %73 = tensor.empty() : tensor<64x64xf32>
    %transposed_52 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%73 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %72#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %74 = tensor.empty() : tensor<16x64xf32>
    %75 = linalg.fill ins(%cst_2 : f32) outs(%74 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %76 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_54 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_54 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %83 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %85 = tensor.empty() : tensor<64x128xf32>
    %transposed_55 = linalg.transpose ins(%arg8 : tensor<128x64xf32>) outs(%85 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %86 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%64 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_57 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %87 = tensor.empty() : tensor<2x8x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      %603 = math.exp %602 : f32
      %604 = arith.addf %603, %cst_3 : f32
      %605 = arith.divf %cst_3, %604 : f32
      linalg.yield %605 : f32
    } -> tensor<2x8x128xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %expanded_57 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %transposed_58 = linalg.transpose ins(%arg9 : tensor<128x64xf32>) outs(%85 : tensor<64x128xf32>) permutation = [1, 0] 
    %90 = linalg.matmul ins(%collapsed_56, %transposed_58 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%64 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_59 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %expanded_59 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %92 = tensor.empty() : tensor<128x64xf32>
    %transposed_60 = linalg.transpose ins(%arg10 : tensor<64x128xf32>) outs(%92 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %93 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_62 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_62 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %99 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %100 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %transposed_63 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %102 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_65 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_13 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %107 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %108 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %transposed_66 = linalg.transpose ins(%arg15 : tensor<96x32xf32>) outs(%32 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %110 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%34 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %expanded_68 = tensor.expand_shape %110 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x8x4x24xf32>) outs(%36 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_70 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_71 = tensor.extract_slice %transposed_69[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %transposed_72 = linalg.transpose ins(%arg16 : tensor<24x64xf32>) outs(%37 : tensor<64x24xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%collapsed_64, %transposed_72 : tensor<16x64xf32>, tensor<64x24xf32>) outs(%39 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %expanded_73 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_73[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32>
    %extracted_slice_75 = tensor.extract_slice %expanded_73[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_74 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_14 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_74, %116 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %117 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %expanded_76 = tensor.expand_shape %extracted_slice_75 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32>
    %extracted_slice_77 = tensor.extract_slice %extracted_slice_71[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_78 = tensor.extract_slice %extracted_slice_71[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_79 = tensor.extract_slice %expanded_76[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_80 = tensor.extract_slice %expanded_76[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_78, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %120 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_78, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_81 = tensor.concat dim(3) %121, %124 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_80, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %126 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %128 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_80, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %130 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %129 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %concat_82 = tensor.concat dim(3) %127, %130 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %concat_83 = tensor.concat dim(3) %extracted_slice_70, %concat_81 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %transposed_84 = linalg.transpose ins(%arg18 : tensor<128x16xf32>) outs(%63 : tensor<16x128xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %131 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<16x16xf32>, tensor<16x128xf32>) outs(%64 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_86 = tensor.expand_shape %131 [[0, 1], [2, 3]] output_shape [2, 8, 4, 32] : tensor<16x128xf32> into tensor<2x8x4x32xf32>
    %transposed_87 = linalg.transpose ins(%expanded_86 : tensor<2x8x4x32xf32>) outs(%66 : tensor<2x4x8x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_88 = tensor.extract_slice %transposed_87[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_89 = tensor.extract_slice %transposed_87[0, 0, 0, 16] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %collapsed_90 = tensor.collapse_shape %concat_82 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_90 : tensor<2x8x8xf32>) outs(%67 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_91 = tensor.insert_slice %extracted_slice_88 into %36[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x16xf32> into tensor<2x4x8x24xf32>
    %inserted_slice_92 = tensor.insert_slice %132 into %inserted_slice_91[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %expanded_93 = tensor.expand_shape %concat_83 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 24] : tensor<2x4x8x24xf32> into tensor<2x4x1x8x24xf32>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<2x4x1x8x24xf32>) outs(%69 : tensor<2x8x4x1x24xf32>) permutation = [0, 3, 1, 2, 4] 
    %transposed_95 = linalg.transpose ins(%extracted_slice_89 : tensor<2x4x8x16xf32>) outs(%70 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_96 = linalg.transpose ins(%inserted_slice_92 : tensor<2x4x8x24xf32>) outs(%71 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %133:2 = "zero.attention"(%transposed_94, %transposed_96, %transposed_95) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %transposed_97 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%73 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_98 = tensor.collapse_shape %133#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %134 = linalg.matmul ins(%collapsed_98, %transposed_97 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_99 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_99 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %140 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %141 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_100 = tensor.collapse_shape %142 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %143 = tensor.empty() : tensor<64x8xf32>
    %transposed_101 = linalg.transpose ins(%arg22 : tensor<8x64xf32>) outs(%143 : tensor<64x8xf32>) permutation = [1, 0] 
    %144 = tensor.empty() : tensor<16x8xf32>
    %145 = linalg.fill ins(%cst_2 : f32) outs(%144 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %146 = linalg.matmul ins(%collapsed_100, %transposed_101 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%145 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %147 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<16x8xf32>) outs(%144 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      %603 = math.exp %602 : f32
      %604 = arith.addf %603, %cst_3 : f32
      %605 = arith.divf %cst_3, %604 : f32
      linalg.yield %605 : f32
    } -> tensor<16x8xf32>
    %148 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel"]} ins(%147, %cst : tensor<16x8xf32>, tensor<8xf32>) outs(%144 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8xf32>
    %expanded_102 = tensor.expand_shape %148 [[0], [1, 2]] output_shape [16, 4, 2] : tensor<16x8xf32> into tensor<16x4x2xf32>
    %collapsed_103 = tensor.collapse_shape %expanded_102 [[0, 1], [2]] : tensor<16x4x2xf32> into tensor<64x2xf32>
    %149 = tensor.empty() : tensor<2xi64>
    %150 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%149 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %602 = linalg.index 0 : index
      %603 = arith.index_cast %602 : index to i64
      linalg.yield %603 : i64
    } -> tensor<2xi64>
    %151 = tensor.empty() : tensor<64xi64>
    %152 = linalg.fill ins(%c0_i64 : i64) outs(%151 : tensor<64xi64>) -> tensor<64xi64>
    %153 = tensor.empty() : tensor<64xf32>
    %154 = linalg.fill ins(%cst_4 : f32) outs(%153 : tensor<64xf32>) -> tensor<64xf32>
    %155:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%collapsed_103 : tensor<64x2xf32>) outs(%154, %152 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_301: i64):
      %602 = linalg.index 1 : index
      %603 = arith.index_cast %602 : index to i64
      %604 = arith.maximumf %in, %out : f32
      %605 = arith.cmpf ogt, %in, %out : f32
      %606 = arith.select %605, %603, %out_301 : i64
      linalg.yield %604, %606 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_104 = tensor.expand_shape %155#1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %156 = tensor.empty() : tensor<64x2xi1>
    %157 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%150, %expanded_104 : tensor<2xi64>, tensor<64x1xi64>) outs(%156 : tensor<64x2xi1>) {
    ^bb0(%in: i64, %in_301: i64, %out: i1):
      %602 = arith.cmpi eq, %in, %in_301 : i64
      linalg.yield %602 : i1
    } -> tensor<64x2xi1>
    %158 = tensor.empty() : tensor<64x2xf32>
    %159 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%157, %collapsed_103, %cst_9 : tensor<64x2xi1>, tensor<64x2xf32>, tensor<64x2xf32>) outs(%158 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_301: f32, %in_302: f32, %out: f32):
      %602 = arith.select %in, %in_301, %in_302 : f32
      linalg.yield %602 : f32
    } -> tensor<64x2xf32>
    %160 = tensor.empty() : tensor<64x1xf32>
    %161 = linalg.fill ins(%cst_2 : f32) outs(%160 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %162 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%159 : tensor<64x2xf32>) outs(%161 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<64x1xf32>
    %163 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%157, %cst_8, %collapsed_103 : tensor<64x2xi1>, tensor<f32>, tensor<64x2xf32>) outs(%158 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_301: f32, %in_302: f32, %out: f32):
      %602 = arith.select %in, %in_301, %in_302 : f32
      linalg.yield %602 : f32
    } -> tensor<64x2xf32>
    %164:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%163 : tensor<64x2xf32>) outs(%154, %152 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_301: i64):
      %602 = linalg.index 1 : index
      %603 = arith.index_cast %602 : index to i64
      %604 = arith.maximumf %in, %out : f32
      %605 = arith.cmpf ogt, %in, %out : f32
      %606 = arith.select %605, %603, %out_301 : i64
      linalg.yield %604, %606 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_105 = tensor.expand_shape %164#1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %165 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%150, %expanded_105 : tensor<2xi64>, tensor<64x1xi64>) outs(%156 : tensor<64x2xi1>) {
    ^bb0(%in: i64, %in_301: i64, %out: i1):
      %602 = arith.cmpi eq, %in, %in_301 : i64
      linalg.yield %602 : i1
    } -> tensor<64x2xi1>
    %166 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%165, %collapsed_103, %cst_9 : tensor<64x2xi1>, tensor<64x2xf32>, tensor<64x2xf32>) outs(%158 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_301: f32, %in_302: f32, %out: f32):
      %602 = arith.select %in, %in_301, %in_302 : f32
      linalg.yield %602 : f32
    } -> tensor<64x2xf32>
    %167 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%166 : tensor<64x2xf32>) outs(%161 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<64x1xf32>
    %concat_106 = tensor.concat dim(1) %162, %167 : (tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x2xf32>
    %168 = linalg.fill ins(%cst_2 : f32) outs(%153 : tensor<64xf32>) -> tensor<64xf32>
    %169 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "reduction"]} ins(%concat_106 : tensor<64x2xf32>) outs(%168 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<64xf32>
    %expanded_107 = tensor.expand_shape %169 [[0, 1]] output_shape [16, 4] : tensor<64xf32> into tensor<16x4xf32>
    %170 = tensor.empty() : tensor<4xi64>
    %171 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%170 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %602 = linalg.index 0 : index
      %603 = arith.index_cast %602 : index to i64
      linalg.yield %603 : i64
    } -> tensor<4xi64>
    %172 = tensor.empty() : tensor<16xi64>
    %173 = linalg.fill ins(%c0_i64 : i64) outs(%172 : tensor<16xi64>) -> tensor<16xi64>
    %174 = tensor.empty() : tensor<16xf32>
    %175 = linalg.fill ins(%cst_4 : f32) outs(%174 : tensor<16xf32>) -> tensor<16xf32>
    %176:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%expanded_107 : tensor<16x4xf32>) outs(%175, %173 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_301: i64):
      %602 = linalg.index 1 : index
      %603 = arith.index_cast %602 : index to i64
      %604 = arith.maximumf %in, %out : f32
      %605 = arith.cmpf ogt, %in, %out : f32
      %606 = arith.select %605, %603, %out_301 : i64
      linalg.yield %604, %606 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_108 = tensor.expand_shape %176#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %177 = tensor.empty() : tensor<16x4xi1>
    %178 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%171, %expanded_108 : tensor<4xi64>, tensor<16x1xi64>) outs(%177 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_301: i64, %out: i1):
      %602 = arith.cmpi eq, %in, %in_301 : i64
      linalg.yield %602 : i1
    } -> tensor<16x4xi1>
    %179 = tensor.empty() : tensor<16x4xf32>
    %180 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%178, %cst_8, %expanded_107 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%179 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_301: f32, %in_302: f32, %out: f32):
      %602 = arith.select %in, %in_301, %in_302 : f32
      linalg.yield %602 : f32
    } -> tensor<16x4xf32>
    %181:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%180 : tensor<16x4xf32>) outs(%175, %173 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_301: i64):
      %602 = linalg.index 1 : index
      %603 = arith.index_cast %602 : index to i64
      %604 = arith.maximumf %in, %out : f32
      %605 = arith.cmpf ogt, %in, %out : f32
      %606 = arith.select %605, %603, %out_301 : i64
      linalg.yield %604, %606 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_109 = tensor.expand_shape %181#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_110 = tensor.concat dim(1) %expanded_108, %expanded_109 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %expanded_111 = tensor.expand_shape %concat_110 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %182 = tensor.empty() : tensor<16x2x4xi1>
    %183 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %171 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%182 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_301: i64, %out: i1):
      %602 = arith.cmpi eq, %in, %in_301 : i64
      linalg.yield %602 : i1
    } -> tensor<16x2x4xi1>
    %184 = linalg.fill ins(%false : i1) outs(%177 : tensor<16x4xi1>) -> tensor<16x4xi1>
    %185 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "reduction", "parallel"]} ins(%183 : tensor<16x2x4xi1>) outs(%184 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %602 = arith.ori %in, %out : i1
      linalg.yield %602 : i1
    } -> tensor<16x4xi1>
    %186 = tensor.empty() : tensor<16x4x2xi1>
    %187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<16x4xi1>) outs(%186 : tensor<16x4x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<16x4x2xi1>
    %collapsed_112 = tensor.collapse_shape %187 [[0], [1, 2]] : tensor<16x4x2xi1> into tensor<16x8xi1>
    %188 = tensor.empty() : tensor<16x8xi1>
    %189 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_112 : tensor<16x8xi1>) outs(%188 : tensor<16x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %602 = arith.xori %in, %true : i1
      linalg.yield %602 : i1
    } -> tensor<16x8xi1>
    %190 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_8, %148 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%144 : tensor<16x8xf32>) {
    ^bb0(%in: i1, %in_301: f32, %in_302: f32, %out: f32):
      %602 = arith.select %in, %in_301, %in_302 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8xf32>
    %191:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%190 : tensor<16x8xf32>) outs(%175, %173 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_301: i64):
      %602 = linalg.index 1 : index
      %603 = arith.index_cast %602 : index to i64
      %604 = arith.maximumf %in, %out : f32
      %605 = arith.cmpf ogt, %in, %out : f32
      %606 = arith.select %605, %603, %out_301 : i64
      linalg.yield %604, %606 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_113 = tensor.expand_shape %191#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %192 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_113 : tensor<8xi64>, tensor<16x1xi64>) outs(%188 : tensor<16x8xi1>) {
    ^bb0(%in: i64, %in_301: i64, %out: i1):
      %602 = arith.cmpi eq, %in, %in_301 : i64
      linalg.yield %602 : i1
    } -> tensor<16x8xi1>
    %193 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%192, %cst_8, %190 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%144 : tensor<16x8xf32>) {
    ^bb0(%in: i1, %in_301: f32, %in_302: f32, %out: f32):
      %602 = arith.select %in, %in_301, %in_302 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8xf32>
    %194:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%193 : tensor<16x8xf32>) outs(%175, %173 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_301: i64):
      %602 = linalg.index 1 : index
      %603 = arith.index_cast %602 : index to i64
      %604 = arith.maximumf %in, %out : f32
      %605 = arith.cmpf ogt, %in, %out : f32
      %606 = arith.select %605, %603, %out_301 : i64
      linalg.yield %604, %606 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_114 = tensor.expand_shape %194#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_115 = tensor.concat dim(1) %expanded_113, %expanded_114 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %expanded_116 = tensor.expand_shape %concat_115 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %195 = tensor.empty() : tensor<16x2x8xi1>
    %196 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %3 : tensor<16x2x1xi64>, tensor<8xi64>) outs(%195 : tensor<16x2x8xi1>) {
    ^bb0(%in: i64, %in_301: i64, %out: i1):
      %602 = arith.cmpi eq, %in, %in_301 : i64
      linalg.yield %602 : i1
    } -> tensor<16x2x8xi1>
    %expanded_117 = tensor.expand_shape %147 [[0], [1, 2]] output_shape [16, 1, 8] : tensor<16x8xf32> into tensor<16x1x8xf32>
    %197 = tensor.empty() : tensor<16x2x8xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<16x2x8xi1>) outs(%197 : tensor<16x2x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %602 = arith.uitofp %in : i1 to f32
      linalg.yield %602 : f32
    } -> tensor<16x2x8xf32>
    %199 = linalg.generic {indexing_maps = [#map15, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %198 : tensor<16x1x8xf32>, tensor<16x2x8xf32>) outs(%197 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2x8xf32>
    %200 = tensor.empty() : tensor<16x2xf32>
    %201 = linalg.fill ins(%cst_2 : f32) outs(%200 : tensor<16x2xf32>) -> tensor<16x2xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%199 : tensor<16x2x8xf32>) outs(%201 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %203 = tensor.empty() : tensor<16x1xf32>
    %204 = linalg.fill ins(%cst_2 : f32) outs(%203 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %205 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%202 : tensor<16x2xf32>) outs(%204 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x1xf32>
    %206 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%205 : tensor<16x1xf32>) outs(%203 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_10 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<16x1xf32>
    %207 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%202, %206 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.divf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %208 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%207 : tensor<16x2xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_15 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %expanded_118 = tensor.expand_shape %208 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %expanded_118 : tensor<16x2x8xf32>, tensor<16x2x1xf32>) outs(%197 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2x8xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "reduction", "parallel"]} ins(%209 : tensor<16x2x8xf32>) outs(%145 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x8xf32>
    %expanded_119 = tensor.expand_shape %arg20 [[0], [1], [2, 3]] output_shape [8, 64, 64, 1] : tensor<8x64x64xf32> into tensor<8x64x64x1xf32>
    %expanded_120 = tensor.expand_shape %collapsed_100 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %211 = tensor.empty() : tensor<64x8x64x1xf32>
    %transposed_121 = linalg.transpose ins(%expanded_119 : tensor<8x64x64x1xf32>) outs(%211 : tensor<64x8x64x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_122 = tensor.collapse_shape %transposed_121 [[0], [1, 2, 3]] : tensor<64x8x64x1xf32> into tensor<64x512xf32>
    %expanded_123 = tensor.expand_shape %collapsed_122 [[0, 1], [2]] output_shape [1, 64, 512] : tensor<64x512xf32> into tensor<1x64x512xf32>
    %212 = tensor.empty() : tensor<1x16x512xf32>
    %213 = linalg.fill ins(%cst_2 : f32) outs(%212 : tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
    %214 = linalg.batch_matmul ins(%expanded_120, %expanded_123 : tensor<1x16x64xf32>, tensor<1x64x512xf32>) outs(%213 : tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
    %collapsed_124 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %expanded_125 = tensor.expand_shape %collapsed_124 [[0], [1, 2, 3]] output_shape [16, 1, 8, 64] : tensor<16x512xf32> into tensor<16x1x8x64xf32>
    %215 = tensor.empty() : tensor<16x8x64x1xf32>
    %transposed_126 = linalg.transpose ins(%expanded_125 : tensor<16x1x8x64xf32>) outs(%215 : tensor<16x8x64x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_127 = tensor.collapse_shape %transposed_126 [[0], [1], [2, 3]] : tensor<16x8x64x1xf32> into tensor<16x8x64xf32>
    %extracted_slice_128 = tensor.extract_slice %collapsed_127[0, 0, 0] [16, 8, 32] [1, 1, 1] : tensor<16x8x64xf32> to tensor<16x8x32xf32>
    %extracted_slice_129 = tensor.extract_slice %collapsed_127[0, 0, 32] [16, 8, 32] [1, 1, 1] : tensor<16x8x64xf32> to tensor<16x8x32xf32>
    %216 = tensor.empty() : tensor<16x8x32xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_128 : tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      %603 = math.exp %602 : f32
      %604 = arith.addf %603, %cst_3 : f32
      %605 = arith.divf %cst_3, %604 : f32
      linalg.yield %605 : f32
    } -> tensor<16x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %extracted_slice_128 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %extracted_slice_129 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %expanded_130 = tensor.expand_shape %219 [[0], [1], [2, 3]] output_shape [16, 8, 32, 1] : tensor<16x8x32xf32> into tensor<16x8x32x1xf32>
    %expanded_131 = tensor.expand_shape %arg21 [[0], [1], [2, 3]] output_shape [8, 64, 32, 1] : tensor<8x64x32xf32> into tensor<8x64x32x1xf32>
    %220 = tensor.empty() : tensor<8x16x32x1xf32>
    %transposed_132 = linalg.transpose ins(%expanded_130 : tensor<16x8x32x1xf32>) outs(%220 : tensor<8x16x32x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_133 = tensor.collapse_shape %transposed_132 [[0], [1], [2, 3]] : tensor<8x16x32x1xf32> into tensor<8x16x32xf32>
    %221 = tensor.empty() : tensor<8x32x64x1xf32>
    %transposed_134 = linalg.transpose ins(%expanded_131 : tensor<8x64x32x1xf32>) outs(%221 : tensor<8x32x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_135 = tensor.collapse_shape %transposed_134 [[0], [1], [2, 3]] : tensor<8x32x64x1xf32> into tensor<8x32x64xf32>
    %222 = tensor.empty() : tensor<8x16x64xf32>
    %223 = linalg.fill ins(%cst_2 : f32) outs(%222 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %224 = linalg.batch_matmul ins(%collapsed_133, %collapsed_135 : tensor<8x16x32xf32>, tensor<8x32x64xf32>) outs(%223 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %expanded_136 = tensor.expand_shape %224 [[0], [1], [2, 3]] output_shape [8, 16, 1, 64] : tensor<8x16x64xf32> into tensor<8x16x1x64xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<8x16x1x64xf32>) outs(%215 : tensor<16x8x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_138 = tensor.collapse_shape %transposed_137 [[0], [1], [2, 3]] : tensor<16x8x64x1xf32> into tensor<16x8x64xf32>
    %expanded_139 = tensor.expand_shape %210 [[0], [1, 2]] output_shape [16, 8, 1] : tensor<16x8xf32> into tensor<16x8x1xf32>
    %225 = tensor.empty() : tensor<16x8x64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_138, %expanded_139 : tensor<16x8x64xf32>, tensor<16x8x1xf32>) outs(%225 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x64xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "reduction", "parallel"]} ins(%226 : tensor<16x8x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x64xf32>
    %expanded_140 = tensor.expand_shape %227 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_141 = linalg.transpose ins(%arg23 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %228 = linalg.matmul ins(%collapsed_100, %transposed_141 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_142 = tensor.expand_shape %228 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_142 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      %603 = math.exp %602 : f32
      %604 = arith.addf %603, %cst_3 : f32
      %605 = arith.divf %cst_3, %604 : f32
      linalg.yield %605 : f32
    } -> tensor<2x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %expanded_142 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %transposed_143 = linalg.transpose ins(%arg24 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %231 = linalg.matmul ins(%collapsed_100, %transposed_143 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_144 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %expanded_144 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %233 = tensor.empty() : tensor<32x64xf32>
    %transposed_145 = linalg.transpose ins(%arg25 : tensor<64x32xf32>) outs(%233 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_146 = tensor.collapse_shape %232 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %234 = linalg.matmul ins(%collapsed_146, %transposed_145 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_147 = tensor.expand_shape %234 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %expanded_147 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %235 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.truncf %cst_11 : f64 to f32
      %603 = arith.addf %in, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.rsqrt %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %241 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %242 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %244 = tensor.empty() : tensor<64x256xf32>
    %transposed_148 = linalg.transpose ins(%arg29 : tensor<256x64xf32>) outs(%244 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_149 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %245 = tensor.empty() : tensor<16x256xf32>
    %246 = linalg.fill ins(%cst_2 : f32) outs(%245 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %247 = linalg.matmul ins(%collapsed_149, %transposed_148 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%246 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_150 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %248 = tensor.empty() : tensor<2x8xi64>
    %249 = linalg.fill ins(%c0_i64 : i64) outs(%248 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %250 = tensor.empty() : tensor<2x8xf32>
    %251 = linalg.fill ins(%cst_4 : f32) outs(%250 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %252:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_150 : tensor<2x8x256xf32>) outs(%251, %249 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_301: i64):
      %602 = linalg.index 2 : index
      %603 = arith.index_cast %602 : index to i64
      %604 = arith.maximumf %in, %out : f32
      %605 = arith.cmpf ogt, %in, %out : f32
      %606 = arith.select %605, %603, %out_301 : i64
      linalg.yield %604, %606 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_151 = tensor.expand_shape %252#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %253 = tensor.empty() : tensor<2x8x256xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %expanded_151 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<2x8x256xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.exp %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%255 : tensor<2x8x256xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.log %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %257 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %expanded_152 = tensor.expand_shape %arg31 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %259 = tensor.empty() : tensor<256xi64>
    %260 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%259 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %602 = linalg.index 0 : index
      %603 = arith.index_cast %602 : index to i64
      linalg.yield %603 : i64
    } -> tensor<256xi64>
    %261 = tensor.empty() : tensor<2x8x256xi1>
    %262 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %260 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%261 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_301: i64, %out: i1):
      %602 = arith.cmpi eq, %in, %in_301 : i64
      linalg.yield %602 : i1
    } -> tensor<2x8x256xi1>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x8x256xi1>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %602 = arith.uitofp %in : i1 to f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %263 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %265 = tensor.empty() : tensor<f32>
    %266 = linalg.fill ins(%cst_2 : f32) outs(%265 : tensor<f32>) -> tensor<f32>
    %267 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "reduction", "reduction"]} ins(%264 : tensor<2x8x256xf32>) outs(%266 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<f32>
    %268 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%267 : tensor<f32>) outs(%265 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      linalg.yield %602 : f32
    } -> tensor<f32>
    %269 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%268 : tensor<f32>) outs(%265 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_14 : f32
      linalg.yield %602 : f32
    } -> tensor<f32>
    %270 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%cst_7 : tensor<f32>) outs(%265 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_14 : f32
      linalg.yield %602 : f32
    } -> tensor<f32>
    %271 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%270 : tensor<f32>) outs(%265 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      linalg.yield %602 : f32
    } -> tensor<f32>
    %272 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<f32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %263 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<2x8x256xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.exp %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%273 : tensor<2x8x256xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %275 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %276 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%253 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_153 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %278 = tensor.empty() : tensor<256x16xf32>
    %transposed_154 = linalg.transpose ins(%collapsed_153 : tensor<16x256xf32>) outs(%278 : tensor<256x16xf32>) permutation = [1, 0] 
    %279 = tensor.empty() : tensor<256x64xf32>
    %280 = linalg.fill ins(%cst_2 : f32) outs(%279 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %281 = linalg.matmul ins(%transposed_154, %collapsed_149 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%280 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %282 = linalg.matmul ins(%collapsed_153, %arg29 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_155 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %arg28 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %242 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %285 = tensor.empty() : tensor<1x1x64xf32>
    %286 = linalg.fill ins(%cst_2 : f32) outs(%285 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%284 : tensor<2x8x64xf32>) outs(%286 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_156 = tensor.collapse_shape %287 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %236 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %241 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %291 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_157 = tensor.collapse_shape %293 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_157 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %297 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %298 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_158 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %300 = tensor.empty() : tensor<64x16xf32>
    %transposed_159 = linalg.transpose ins(%collapsed_158 : tensor<16x64xf32>) outs(%300 : tensor<64x16xf32>) permutation = [1, 0] 
    %301 = linalg.fill ins(%cst_2 : f32) outs(%20 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %302 = linalg.matmul ins(%transposed_159, %collapsed_146 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%301 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %303 = linalg.matmul ins(%collapsed_158, %arg25 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_160 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %230 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %expanded_144 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_161 = tensor.collapse_shape %304 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %306 = tensor.empty() : tensor<32x16xf32>
    %transposed_162 = linalg.transpose ins(%collapsed_161 : tensor<16x32xf32>) outs(%306 : tensor<32x16xf32>) permutation = [1, 0] 
    %307 = linalg.fill ins(%cst_2 : f32) outs(%233 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %308 = linalg.matmul ins(%transposed_162, %collapsed_100 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %309 = linalg.matmul ins(%collapsed_161, %arg24 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_163 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_3 : f32
    } -> tensor<2x8x32xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %229 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_142, %311 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %cst_3 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %313 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %314 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_164 = tensor.collapse_shape %315 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_165 = linalg.transpose ins(%collapsed_164 : tensor<16x32xf32>) outs(%306 : tensor<32x16xf32>) permutation = [1, 0] 
    %316 = linalg.matmul ins(%transposed_165, %collapsed_100 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %317 = linalg.matmul ins(%collapsed_164, %arg23 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_166 = tensor.expand_shape %317 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %expanded_166 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %319 = linalg.generic {indexing_maps = [#map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_158 : tensor<16x64xf32>) outs(%225 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8x64xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %collapsed_138 : tensor<16x8x64xf32>, tensor<16x8x64xf32>) outs(%225 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x64xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %expanded_139 : tensor<16x8x64xf32>, tensor<16x8x1xf32>) outs(%225 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x64xf32>
    %322 = tensor.empty() : tensor<16x8x1xf32>
    %323 = linalg.fill ins(%cst_2 : f32) outs(%322 : tensor<16x8x1xf32>) -> tensor<16x8x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%320 : tensor<16x8x64xf32>) outs(%323 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x1xf32>
    %collapsed_167 = tensor.collapse_shape %324 [[0], [1, 2]] : tensor<16x8x1xf32> into tensor<16x8xf32>
    %expanded_168 = tensor.expand_shape %321 [[0], [1], [2, 3]] output_shape [16, 8, 64, 1] : tensor<16x8x64xf32> into tensor<16x8x64x1xf32>
    %325 = tensor.empty() : tensor<8x16x1x64xf32>
    %transposed_169 = linalg.transpose ins(%expanded_168 : tensor<16x8x64x1xf32>) outs(%325 : tensor<8x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_170 = tensor.collapse_shape %transposed_169 [[0], [1], [2, 3]] : tensor<8x16x1x64xf32> into tensor<8x16x64xf32>
    %326 = tensor.empty() : tensor<8x32x16xf32>
    %transposed_171 = linalg.transpose ins(%collapsed_133 : tensor<8x16x32xf32>) outs(%326 : tensor<8x32x16xf32>) permutation = [0, 2, 1] 
    %327 = tensor.empty() : tensor<8x32x64xf32>
    %328 = linalg.fill ins(%cst_2 : f32) outs(%327 : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %329 = linalg.batch_matmul ins(%transposed_171, %collapsed_170 : tensor<8x32x16xf32>, tensor<8x16x64xf32>) outs(%328 : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %330 = tensor.empty() : tensor<8x64x32xf32>
    %transposed_172 = linalg.transpose ins(%collapsed_135 : tensor<8x32x64xf32>) outs(%330 : tensor<8x64x32xf32>) permutation = [0, 2, 1] 
    %331 = tensor.empty() : tensor<8x16x32xf32>
    %332 = linalg.fill ins(%cst_2 : f32) outs(%331 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %333 = linalg.batch_matmul ins(%collapsed_170, %transposed_172 : tensor<8x16x64xf32>, tensor<8x64x32xf32>) outs(%332 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %expanded_173 = tensor.expand_shape %329 [[0], [1], [2, 3]] output_shape [8, 32, 64, 1] : tensor<8x32x64xf32> into tensor<8x32x64x1xf32>
    %expanded_174 = tensor.expand_shape %333 [[0], [1], [2, 3]] output_shape [8, 16, 32, 1] : tensor<8x16x32xf32> into tensor<8x16x32x1xf32>
    %334 = tensor.empty() : tensor<8x64x32x1xf32>
    %transposed_175 = linalg.transpose ins(%expanded_173 : tensor<8x32x64x1xf32>) outs(%334 : tensor<8x64x32x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_176 = tensor.collapse_shape %transposed_175 [[0], [1], [2, 3]] : tensor<8x64x32x1xf32> into tensor<8x64x32xf32>
    %335 = tensor.empty() : tensor<16x8x32x1xf32>
    %transposed_177 = linalg.transpose ins(%expanded_174 : tensor<8x16x32x1xf32>) outs(%335 : tensor<16x8x32x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_178 = tensor.collapse_shape %transposed_177 [[0], [1], [2, 3]] : tensor<16x8x32x1xf32> into tensor<16x8x32xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_178, %218 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_178, %extracted_slice_129 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_3 : f32
    } -> tensor<16x8x32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %217 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %339 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %cst_3 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %341 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %342 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%216 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x8x32xf32>
    %concat_179 = tensor.concat dim(2) %343, %336 : (tensor<16x8x32xf32>, tensor<16x8x32xf32>) -> tensor<16x8x64xf32>
    %expanded_180 = tensor.expand_shape %concat_179 [[0], [1], [2, 3]] output_shape [16, 8, 64, 1] : tensor<16x8x64xf32> into tensor<16x8x64x1xf32>
    %344 = tensor.empty() : tensor<16x1x8x64xf32>
    %transposed_181 = linalg.transpose ins(%expanded_180 : tensor<16x8x64x1xf32>) outs(%344 : tensor<16x1x8x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_182 = tensor.collapse_shape %transposed_181 [[0], [1, 2, 3]] : tensor<16x1x8x64xf32> into tensor<16x512xf32>
    %expanded_183 = tensor.expand_shape %collapsed_182 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %345 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_184 = linalg.transpose ins(%expanded_120 : tensor<1x16x64xf32>) outs(%345 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %346 = tensor.empty() : tensor<1x64x512xf32>
    %347 = linalg.fill ins(%cst_2 : f32) outs(%346 : tensor<1x64x512xf32>) -> tensor<1x64x512xf32>
    %348 = linalg.batch_matmul ins(%transposed_184, %expanded_183 : tensor<1x64x16xf32>, tensor<1x16x512xf32>) outs(%347 : tensor<1x64x512xf32>) -> tensor<1x64x512xf32>
    %349 = tensor.empty() : tensor<1x512x64xf32>
    %transposed_185 = linalg.transpose ins(%expanded_123 : tensor<1x64x512xf32>) outs(%349 : tensor<1x512x64xf32>) permutation = [0, 2, 1] 
    %350 = tensor.empty() : tensor<1x16x64xf32>
    %351 = linalg.fill ins(%cst_2 : f32) outs(%350 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %352 = linalg.batch_matmul ins(%expanded_183, %transposed_185 : tensor<1x16x512xf32>, tensor<1x512x64xf32>) outs(%351 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_186 = tensor.collapse_shape %348 [[0, 1], [2]] : tensor<1x64x512xf32> into tensor<64x512xf32>
    %expanded_187 = tensor.expand_shape %collapsed_186 [[0], [1, 2, 3]] output_shape [64, 8, 64, 1] : tensor<64x512xf32> into tensor<64x8x64x1xf32>
    %collapsed_188 = tensor.collapse_shape %352 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %353 = tensor.empty() : tensor<8x64x64x1xf32>
    %transposed_189 = linalg.transpose ins(%expanded_187 : tensor<64x8x64x1xf32>) outs(%353 : tensor<8x64x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_190 = tensor.collapse_shape %transposed_189 [[0], [1], [2, 3]] : tensor<8x64x64x1xf32> into tensor<8x64x64xf32>
    %354 = linalg.generic {indexing_maps = [#map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_167 : tensor<16x8xf32>) outs(%197 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %198 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%197 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2x8xf32>
    %356 = tensor.empty() : tensor<16x2x1xf32>
    %357 = linalg.fill ins(%cst_2 : f32) outs(%356 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<16x2x8xf32>) outs(%357 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_191 = tensor.collapse_shape %358 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %expanded_192 = tensor.expand_shape %collapsed_188 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %expanded_192 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %360 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_191 : tensor<16x2xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_15 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %361 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%207, %206 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.divf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %362 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%360 : tensor<16x2xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %363 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%362, %361 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %364 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%360, %206 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.divf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %365 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%363 : tensor<16x2xf32>) outs(%204 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x1xf32>
    %collapsed_193 = tensor.collapse_shape %365 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %366 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_193 : tensor<16xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %367 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%364, %366 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%200 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<16x2xf32>) outs(%197 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %198 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%197 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<16x2x8xf32>
    %370 = tensor.empty() : tensor<16x1x8xf32>
    %371 = linalg.fill ins(%cst_2 : f32) outs(%370 : tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "reduction", "parallel"]} ins(%369 : tensor<16x2x8xf32>) outs(%371 : tensor<16x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<16x1x8xf32>
    %collapsed_194 = tensor.collapse_shape %372 [[0, 1], [2]] : tensor<16x1x8xf32> into tensor<16x8xf32>
    %373 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_194, %147 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%144 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %cst_3, %in_301 : f32
      %603 = arith.mulf %in_301, %602 : f32
      %604 = arith.mulf %in, %603 : f32
      linalg.yield %604 : f32
    } -> tensor<16x8xf32>
    %374 = tensor.empty() : tensor<8x16xf32>
    %transposed_195 = linalg.transpose ins(%373 : tensor<16x8xf32>) outs(%374 : tensor<8x16xf32>) permutation = [1, 0] 
    %375 = tensor.empty() : tensor<8x64xf32>
    %376 = linalg.fill ins(%cst_2 : f32) outs(%375 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %377 = linalg.matmul ins(%transposed_195, %collapsed_100 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%376 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %378 = linalg.matmul ins(%373, %arg22 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_196 = tensor.expand_shape %378 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %expanded_196 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %arg27 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %141 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%381 : tensor<2x8x64xf32>) outs(%286 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_197 = tensor.collapse_shape %382 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %135 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %140 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %384 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %387 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_198 = tensor.collapse_shape %389 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_198 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %393 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %394 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_199 = tensor.collapse_shape %395 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_200 = linalg.transpose ins(%collapsed_199 : tensor<16x64xf32>) outs(%300 : tensor<64x16xf32>) permutation = [1, 0] 
    %396 = linalg.fill ins(%cst_2 : f32) outs(%73 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %397 = linalg.matmul ins(%transposed_200, %collapsed_98 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%396 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %398 = linalg.matmul ins(%collapsed_199, %arg19 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_201 = tensor.expand_shape %398 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %399:3 = "zero.attention_grad"(%transposed_94, %transposed_96, %transposed_95, %133#0, %133#1, %expanded_201) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>)
    %400 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_202 = linalg.transpose ins(%399#2 : tensor<2x8x4x16xf32>) outs(%400 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_203 = linalg.transpose ins(%399#1 : tensor<2x8x4x24xf32>) outs(%36 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %401 = tensor.empty() : tensor<2x4x1x8x24xf32>
    %transposed_204 = linalg.transpose ins(%399#0 : tensor<2x8x4x1x24xf32>) outs(%401 : tensor<2x4x1x8x24xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_205 = tensor.collapse_shape %transposed_204 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x24xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_206 = tensor.extract_slice %transposed_203[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %inserted_slice_207 = tensor.insert_slice %cst_6 into %transposed_203[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_208 = tensor.extract_slice %inserted_slice_207[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %402 = tensor.empty() : tensor<2x1x8x8xf32>
    %403 = linalg.fill ins(%cst_2 : f32) outs(%402 : tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %404 = linalg.generic {indexing_maps = [#map5, #map19], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%extracted_slice_206 : tensor<2x4x8x8xf32>) outs(%403 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x8xf32>
    %concat_209 = tensor.concat dim(3) %extracted_slice_208, %transposed_202 : (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x8x32xf32>
    %405 = tensor.empty() : tensor<2x8x4x32xf32>
    %transposed_210 = linalg.transpose ins(%concat_209 : tensor<2x4x8x32xf32>) outs(%405 : tensor<2x8x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_211 = tensor.collapse_shape %transposed_210 [[0, 1], [2, 3]] : tensor<2x8x4x32xf32> into tensor<16x128xf32>
    %406 = tensor.empty() : tensor<128x16xf32>
    %transposed_212 = linalg.transpose ins(%collapsed_211 : tensor<16x128xf32>) outs(%406 : tensor<128x16xf32>) permutation = [1, 0] 
    %407 = linalg.fill ins(%cst_2 : f32) outs(%406 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %408 = linalg.matmul ins(%transposed_212, %collapsed_85 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%407 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %409 = tensor.empty() : tensor<16x16xf32>
    %410 = linalg.fill ins(%cst_2 : f32) outs(%409 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %411 = linalg.matmul ins(%collapsed_211, %arg18 : tensor<16x128xf32>, tensor<128x16xf32>) outs(%410 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %extracted_slice_213 = tensor.extract_slice %collapsed_205[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_214 = tensor.extract_slice %collapsed_205[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_215 = tensor.extract_slice %404[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_216 = tensor.extract_slice %404[0, 0, 0, 4] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %412 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_216, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %413 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_216, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %414 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_215 : tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %415 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %416 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %415 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %417 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_215, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %418 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %417 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %extracted_slice_217 = tensor.extract_slice %extracted_slice_214[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_218 = tensor.extract_slice %extracted_slice_214[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %419 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_218, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %420 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_218, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %421 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_217 : tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %422 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %423 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %422 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %424 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_217, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %425 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %424 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_219 = tensor.insert_slice %416 into %cst_5[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %inserted_slice_220 = tensor.insert_slice %418 into %cst_5[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %426 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_219, %inserted_slice_220 : tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) outs(%402 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x8xf32>
    %inserted_slice_221 = tensor.insert_slice %423 into %cst_6[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_222 = tensor.insert_slice %425 into %cst_6[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %427 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_221, %inserted_slice_222 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%67 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_223 = tensor.collapse_shape %426 [[0], [1, 2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %expanded_224 = tensor.expand_shape %411 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_224, %arg17 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_224, %117 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %430 = tensor.empty() : tensor<1x1x16xf32>
    %431 = linalg.fill ins(%cst_2 : f32) outs(%430 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%429 : tensor<2x8x16xf32>) outs(%431 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_225 = tensor.collapse_shape %432 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %extracted_slice_74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %116 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%433 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %436 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_226 = tensor.collapse_shape %438 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_226 : tensor<2x8xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_14 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_74 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440, %442 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %443 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %concat_227 = tensor.concat dim(2) %444, %collapsed_223 : (tensor<2x8x16xf32>, tensor<2x8x8xf32>) -> tensor<2x8x24xf32>
    %collapsed_228 = tensor.collapse_shape %concat_227 [[0, 1], [2]] : tensor<2x8x24xf32> into tensor<16x24xf32>
    %445 = tensor.empty() : tensor<24x16xf32>
    %transposed_229 = linalg.transpose ins(%collapsed_228 : tensor<16x24xf32>) outs(%445 : tensor<24x16xf32>) permutation = [1, 0] 
    %446 = tensor.empty() : tensor<24x64xf32>
    %447 = linalg.fill ins(%cst_2 : f32) outs(%446 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %448 = linalg.matmul ins(%transposed_229, %collapsed_64 : tensor<24x16xf32>, tensor<16x64xf32>) outs(%447 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %449 = linalg.matmul ins(%collapsed_228, %arg16 : tensor<16x24xf32>, tensor<24x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_230 = tensor.expand_shape %449 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %concat_231 = tensor.concat dim(3) %extracted_slice_213, %427 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %transposed_232 = linalg.transpose ins(%concat_231 : tensor<2x4x8x24xf32>) outs(%71 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_233 = tensor.collapse_shape %transposed_232 [[0, 1], [2, 3]] : tensor<2x8x4x24xf32> into tensor<16x96xf32>
    %450 = tensor.empty() : tensor<96x16xf32>
    %transposed_234 = linalg.transpose ins(%collapsed_233 : tensor<16x96xf32>) outs(%450 : tensor<96x16xf32>) permutation = [1, 0] 
    %451 = tensor.empty() : tensor<96x32xf32>
    %452 = linalg.fill ins(%cst_2 : f32) outs(%451 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %453 = linalg.matmul ins(%transposed_234, %collapsed_67 : tensor<96x16xf32>, tensor<16x32xf32>) outs(%452 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %454 = linalg.matmul ins(%collapsed_233, %arg15 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%22 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_235 = tensor.expand_shape %454 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %108 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %457 = tensor.empty() : tensor<1x1x32xf32>
    %458 = linalg.fill ins(%cst_2 : f32) outs(%457 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%456 : tensor<2x8x32xf32>) outs(%458 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_236 = tensor.collapse_shape %459 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %expanded_65 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %107 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%460 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %463 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_237 = tensor.collapse_shape %465 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_237 : tensor<2x8xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_13 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %469 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %470 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_238 = tensor.collapse_shape %471 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_239 = linalg.transpose ins(%collapsed_238 : tensor<16x32xf32>) outs(%306 : tensor<32x16xf32>) permutation = [1, 0] 
    %472 = linalg.matmul ins(%transposed_239, %collapsed_64 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %473 = linalg.matmul ins(%collapsed_238, %arg13 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_240 = tensor.expand_shape %473 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_230, %expanded_240 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474, %100 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%476 : tensor<2x8x64xf32>) outs(%286 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_241 = tensor.collapse_shape %477 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %94 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %99 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%478 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %479 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %482 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_242 = tensor.collapse_shape %484 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_242 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %488 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %489 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_243 = tensor.collapse_shape %490 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_244 = linalg.transpose ins(%collapsed_243 : tensor<16x64xf32>) outs(%300 : tensor<64x16xf32>) permutation = [1, 0] 
    %491 = linalg.fill ins(%cst_2 : f32) outs(%85 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %492 = linalg.matmul ins(%transposed_244, %collapsed_61 : tensor<64x16xf32>, tensor<16x128xf32>) outs(%491 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %493 = linalg.matmul ins(%collapsed_243, %arg10 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%64 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_245 = tensor.expand_shape %493 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_245, %89 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_245, %expanded_59 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_246 = tensor.collapse_shape %494 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_247 = linalg.transpose ins(%collapsed_246 : tensor<16x128xf32>) outs(%406 : tensor<128x16xf32>) permutation = [1, 0] 
    %496 = linalg.fill ins(%cst_2 : f32) outs(%92 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %497 = linalg.matmul ins(%transposed_247, %collapsed_56 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%496 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %498 = linalg.matmul ins(%collapsed_246, %arg9 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_248 = tensor.expand_shape %498 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_3 : f32
    } -> tensor<2x8x128xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %88 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.subf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57, %500 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %cst_3 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %502 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %503 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_249 = tensor.collapse_shape %504 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_250 = linalg.transpose ins(%collapsed_249 : tensor<16x128xf32>) outs(%406 : tensor<128x16xf32>) permutation = [1, 0] 
    %505 = linalg.matmul ins(%transposed_250, %collapsed_56 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%496 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %506 = linalg.matmul ins(%collapsed_249, %arg8 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_251 = tensor.expand_shape %506 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_248, %expanded_251 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %arg12 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %83 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%509 : tensor<2x8x64xf32>) outs(%286 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_252 = tensor.collapse_shape %510 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %77 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %82 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%511 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %512 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %515 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_253 = tensor.collapse_shape %517 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_253 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %521 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %522 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_254 = tensor.collapse_shape %523 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_255 = linalg.transpose ins(%collapsed_254 : tensor<16x64xf32>) outs(%300 : tensor<64x16xf32>) permutation = [1, 0] 
    %524 = linalg.matmul ins(%transposed_255, %collapsed_53 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%396 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %525 = linalg.matmul ins(%collapsed_254, %arg7 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_256 = tensor.expand_shape %525 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %526:3 = "zero.attention_grad"(%transposed_49, %transposed_51, %transposed_50, %72#0, %72#1, %expanded_256) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>)
    %transposed_257 = linalg.transpose ins(%526#2 : tensor<2x8x4x16xf32>) outs(%400 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_258 = linalg.transpose ins(%526#1 : tensor<2x8x4x24xf32>) outs(%36 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_259 = linalg.transpose ins(%526#0 : tensor<2x8x4x1x24xf32>) outs(%401 : tensor<2x4x1x8x24xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_260 = tensor.collapse_shape %transposed_259 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x24xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_261 = tensor.extract_slice %transposed_258[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %inserted_slice_262 = tensor.insert_slice %cst_6 into %transposed_258[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_263 = tensor.extract_slice %inserted_slice_262[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %527 = linalg.generic {indexing_maps = [#map5, #map19], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%extracted_slice_261 : tensor<2x4x8x8xf32>) outs(%403 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x8xf32>
    %concat_264 = tensor.concat dim(3) %extracted_slice_263, %transposed_257 : (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x8x32xf32>
    %transposed_265 = linalg.transpose ins(%concat_264 : tensor<2x4x8x32xf32>) outs(%405 : tensor<2x8x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_266 = tensor.collapse_shape %transposed_265 [[0, 1], [2, 3]] : tensor<2x8x4x32xf32> into tensor<16x128xf32>
    %transposed_267 = linalg.transpose ins(%collapsed_266 : tensor<16x128xf32>) outs(%406 : tensor<128x16xf32>) permutation = [1, 0] 
    %528 = linalg.matmul ins(%transposed_267, %collapsed_41 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%407 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %529 = linalg.matmul ins(%collapsed_266, %arg6 : tensor<16x128xf32>, tensor<128x16xf32>) outs(%410 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %extracted_slice_268 = tensor.extract_slice %collapsed_260[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_269 = tensor.extract_slice %collapsed_260[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_270 = tensor.extract_slice %527[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_271 = tensor.extract_slice %527[0, 0, 0, 4] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %530 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_271, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %531 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_271, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %532 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_270 : tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %533 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %expanded_32 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %534 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %533 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %535 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_270, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %536 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %535 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%56 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x4xf32>
    %extracted_slice_272 = tensor.extract_slice %extracted_slice_269[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_273 = tensor.extract_slice %extracted_slice_269[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %537 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_273, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %538 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_273, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %539 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_272 : tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.negf %in : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %540 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %541 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %540 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %542 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_272, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %543 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %542 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%49 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_274 = tensor.insert_slice %534 into %cst_5[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %inserted_slice_275 = tensor.insert_slice %536 into %cst_5[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %544 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_274, %inserted_slice_275 : tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) outs(%402 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x1x8x8xf32>
    %inserted_slice_276 = tensor.insert_slice %541 into %cst_6[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_277 = tensor.insert_slice %543 into %cst_6[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %545 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_276, %inserted_slice_277 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%67 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_278 = tensor.collapse_shape %544 [[0], [1, 2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %expanded_279 = tensor.expand_shape %529 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_279, %arg5 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_279, %47 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%547 : tensor<2x8x16xf32>) outs(%431 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_280 = tensor.collapse_shape %548 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %extracted_slice_26 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %46 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%549 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %552 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_281 = tensor.collapse_shape %554 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %555 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_281 : tensor<2x8xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_14 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556, %558 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %559 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%41 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x16xf32>
    %concat_282 = tensor.concat dim(2) %560, %collapsed_278 : (tensor<2x8x16xf32>, tensor<2x8x8xf32>) -> tensor<2x8x24xf32>
    %collapsed_283 = tensor.collapse_shape %concat_282 [[0, 1], [2]] : tensor<2x8x24xf32> into tensor<16x24xf32>
    %transposed_284 = linalg.transpose ins(%collapsed_283 : tensor<16x24xf32>) outs(%445 : tensor<24x16xf32>) permutation = [1, 0] 
    %561 = linalg.matmul ins(%transposed_284, %collapsed : tensor<24x16xf32>, tensor<16x64xf32>) outs(%447 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %562 = linalg.matmul ins(%collapsed_283, %arg4 : tensor<16x24xf32>, tensor<24x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_285 = tensor.expand_shape %562 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %concat_286 = tensor.concat dim(3) %extracted_slice_268, %545 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %transposed_287 = linalg.transpose ins(%concat_286 : tensor<2x4x8x24xf32>) outs(%71 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_288 = tensor.collapse_shape %transposed_287 [[0, 1], [2, 3]] : tensor<2x8x4x24xf32> into tensor<16x96xf32>
    %transposed_289 = linalg.transpose ins(%collapsed_288 : tensor<16x96xf32>) outs(%450 : tensor<96x16xf32>) permutation = [1, 0] 
    %563 = linalg.matmul ins(%transposed_289, %collapsed_20 : tensor<96x16xf32>, tensor<16x32xf32>) outs(%452 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %564 = linalg.matmul ins(%collapsed_288, %arg3 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%22 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_290 = tensor.expand_shape %564 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_290, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_290, %30 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%566 : tensor<2x8x32xf32>) outs(%458 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_291 = tensor.collapse_shape %567 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565, %expanded_18 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565, %29 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%568 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %571 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_292 = tensor.collapse_shape %573 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_292 : tensor<2x8xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_13 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %577 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569, %578 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_293 = tensor.collapse_shape %579 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_294 = linalg.transpose ins(%collapsed_293 : tensor<16x32xf32>) outs(%306 : tensor<32x16xf32>) permutation = [1, 0] 
    %580 = linalg.matmul ins(%transposed_294, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %581 = linalg.matmul ins(%collapsed_293, %arg1 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_295 = tensor.expand_shape %581 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_285, %expanded_295 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %arg11 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %18 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%584 : tensor<2x8x64xf32>) outs(%286 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_296 = tensor.collapse_shape %585 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %1 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %17 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%586 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.addf %in, %out : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %587 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_16 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %590 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_297 = tensor.collapse_shape %592 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %593 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_297 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.divf %in, %cst_12 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %602 = arith.mulf %in, %cst_17 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %596 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.mulf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589, %597 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_301: f32, %out: f32):
      %602 = arith.addf %in, %in_301 : f32
      linalg.yield %602 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_298 = tensor.collapse_shape %arg30 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_299 = tensor.collapse_shape %598 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_300 = arith.constant 0.000000e+00 : f32
    %599 = tensor.empty() : tensor<256x64xf32>
    %600 = linalg.fill ins(%cst_300 : f32) outs(%599 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %601 = scf.for %arg32 = %c0 to %c16 step %c1 iter_args(%arg33 = %600) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_298[%arg32] : tensor<16xi64>
      %602 = arith.index_cast %extracted : i64 to index
      %extracted_slice_301 = tensor.extract_slice %collapsed_299[%arg32, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_302 = tensor.extract_slice %arg33[%602, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %603 = tensor.empty() : tensor<1x64xf32>
      %604 = linalg.add ins(%extracted_slice_302, %extracted_slice_301 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%603 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice_303 = tensor.insert_slice %604 into %arg33[%602, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice_303 : tensor<256x64xf32>
    }
    return %269, %601, %580, %collapsed_291, %563, %561, %collapsed_280, %528, %524, %505, %497, %492, %collapsed_296, %collapsed_252, %472, %collapsed_236, %453, %448, %collapsed_225, %408, %397, %collapsed_190, %collapsed_176, %377, %316, %308, %302, %collapsed_241, %collapsed_197, %collapsed_156, %281 : tensor<f32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<24x64xf32>, tensor<16xf32>, tensor<128x16xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<24x64xf32>, tensor<16xf32>, tensor<128x16xf32>, tensor<64x64xf32>, tensor<8x64x64xf32>, tensor<8x64x32xf32>, tensor<8x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>
  }
}
