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
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "model.embed_tokens.weight">}, %arg1: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_a_proj.weight", layer = 0>}, %arg2: tensor<32xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_a_layernorm.weight", layer = 0>}, %arg3: tensor<96x32xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_b_proj.weight", layer = 0>}, %arg4: tensor<24x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.kv_a_proj_with_mqa.weight", layer = 0>}, %arg5: tensor<16xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.kv_a_layernorm.weight", layer = 0>}, %arg6: tensor<128x16xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.kv_b_proj.weight", layer = 0>}, %arg7: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.o_proj.weight", layer = 0>}, %arg8: tensor<128x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.gate_proj.weight", layer = 0>}, %arg9: tensor<128x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.up_proj.weight", layer = 0>}, %arg10: tensor<64x128xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.down_proj.weight", layer = 0>}, %arg11: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.input_layernorm.weight", layer = 0>}, %arg12: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.post_attention_layernorm.weight", layer = 0>}, %arg13: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_a_proj.weight", layer = 1>}, %arg14: tensor<32xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_a_layernorm.weight", layer = 1>}, %arg15: tensor<96x32xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_b_proj.weight", layer = 1>}, %arg16: tensor<24x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.kv_a_proj_with_mqa.weight", layer = 1>}, %arg17: tensor<16xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.kv_a_layernorm.weight", layer = 1>}, %arg18: tensor<128x16xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.kv_b_proj.weight", layer = 1>}, %arg19: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.o_proj.weight", layer = 1>}, %arg20: tensor<8x64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.gate_up_proj", layer = 1>}, %arg21: tensor<8x64x32xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.down_proj", layer = 1>}, %arg22: tensor<8x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.gate.weight", layer = 1>}, %arg23: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.shared_experts.gate_proj.weight", layer = 1>}, %arg24: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.shared_experts.up_proj.weight", layer = 1>}, %arg25: tensor<64x32xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.shared_experts.down_proj.weight", layer = 1>}, %arg26: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.input_layernorm.weight", layer = 1>}, %arg27: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.post_attention_layernorm.weight", layer = 1>}, %arg28: tensor<64xf32> {zero.state = #zero.state<weight, "model.norm.weight">}, %arg29: tensor<256x64xf32> {zero.state = #zero.state<weight, "lm_head.weight">}, %arg30: tensor<2x8xi64>, %arg31: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "model.embed_tokens.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_a_proj.weight">}, tensor<32xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_a_layernorm.weight">}, tensor<96x32xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_b_proj.weight">}, tensor<24x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.kv_a_proj_with_mqa.weight">}, tensor<16xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.kv_a_layernorm.weight">}, tensor<128x16xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.kv_b_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.o_proj.weight">}, tensor<128x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.gate_proj.weight">}, tensor<128x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.up_proj.weight">}, tensor<64x128xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.post_attention_layernorm.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_a_proj.weight">}, tensor<32xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_a_layernorm.weight">}, tensor<96x32xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_b_proj.weight">}, tensor<24x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.kv_a_proj_with_mqa.weight">}, tensor<16xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.kv_a_layernorm.weight">}, tensor<128x16xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.kv_b_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.o_proj.weight">}, tensor<8x64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.gate_up_proj">}, tensor<8x64x32xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.down_proj">}, tensor<8x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.gate.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.shared_experts.gate_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.shared_experts.up_proj.weight">}, tensor<64x32xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.shared_experts.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.post_attention_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.norm.weight">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "lm_head.weight">}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<4xf32>
    %cst_1 = arith.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<4xf32>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant 0xFF800000 : f32
    %false = arith.constant false
    %true = arith.constant true
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<64x2xf32>
    %cst_10 = arith.constant 9.9999999999999995E-21 : f64
    %cst_11 = arith.constant 9.9999999999999995E-7 : f64
    %cst_12 = arith.constant 6.400000e+01 : f32
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 1.600000e+01 : f32
    %cst_15 = arith.constant 2.500000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %927 = arith.index_cast %in : i64 to index
      %928 = linalg.index 2 : index
      %929 = arith.cmpi slt, %927, %c256 : index
      cf.assert %929, "index must be smaller than dim size"
      %930 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %930, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%927, %928] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %927 = linalg.index 0 : index
      %928 = arith.index_cast %927 : index to i64
      linalg.yield %928 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %927 = arith.sitofp %in : i64 to f32
      linalg.yield %927 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x4xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_0 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%6 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %8 = tensor.empty() : tensor<1x8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%8 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.cos %in : f32
      linalg.yield %927 : f32
    } -> tensor<1x8x8xf32>
    %10 = tensor.empty() : tensor<1x8x8xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%10 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.sin %in : f32
      linalg.yield %927 : f32
    } -> tensor<1x8x8xf32>
    %12 = tensor.empty() : tensor<2x8x64xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%12 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %14 = tensor.empty() : tensor<2x8x1xf32>
    %15 = linalg.fill ins(%cst_3 : f32) outs(%14 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x64xf32>) outs(%15 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %19 = tensor.empty() : tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %21 = tensor.empty() : tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %23 = tensor.empty() : tensor<2x8x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %22 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %25 = tensor.empty() : tensor<2x8x64xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %24 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%25 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %27 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %26 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %28 = tensor.empty() : tensor<16x32xf32>
    %29 = linalg.fill ins(%cst_3 : f32) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_16 = tensor.expand_shape %30 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %31 = tensor.empty() : tensor<2x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %33 = tensor.empty() : tensor<2x8x1xf32>
    %34 = linalg.fill ins(%cst_3 : f32) outs(%33 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<2x8x32xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %36 = tensor.empty() : tensor<2x8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x8x1xf32>) outs(%36 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_13 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %38 = tensor.empty() : tensor<2x8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %40 = tensor.empty() : tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %42 = tensor.empty() : tensor<2x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16, %41 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%42 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %44 = tensor.empty() : tensor<2x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %43 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%44 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %46 = tensor.empty() : tensor<32x96xf32>
    %transposed_17 = linalg.transpose ins(%arg3 : tensor<96x32xf32>) outs(%46 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_18 = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %47 = tensor.empty() : tensor<16x96xf32>
    %48 = linalg.fill ins(%cst_3 : f32) outs(%47 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %49 = linalg.matmul ins(%collapsed_18, %transposed_17 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%48 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %expanded_19 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %50 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x8x4x24xf32>) outs(%50 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_20[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_20[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %51 = tensor.empty() : tensor<64x24xf32>
    %transposed_22 = linalg.transpose ins(%arg4 : tensor<24x64xf32>) outs(%51 : tensor<64x24xf32>) permutation = [1, 0] 
    %52 = tensor.empty() : tensor<16x24xf32>
    %53 = linalg.fill ins(%cst_3 : f32) outs(%52 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %54 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<16x64xf32>, tensor<64x24xf32>) outs(%53 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %expanded_23 = tensor.expand_shape %54 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded_23[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32>
    %extracted_slice_25 = tensor.extract_slice %expanded_23[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32>
    %55 = tensor.empty() : tensor<2x8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x8x16xf32>) outs(%55 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %57 = tensor.empty() : tensor<2x8x1xf32>
    %58 = linalg.fill ins(%cst_3 : f32) outs(%57 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%56 : tensor<2x8x16xf32>) outs(%58 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %60 = tensor.empty() : tensor<2x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x8x1xf32>) outs(%60 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_14 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %62 = tensor.empty() : tensor<2x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x1xf32>) outs(%62 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %64 = tensor.empty() : tensor<2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x8x1xf32>) outs(%64 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %66 = tensor.empty() : tensor<2x8x16xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %65 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%66 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %68 = tensor.empty() : tensor<2x8x16xf32>
    %69 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %67 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%68 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %expanded_26 = tensor.expand_shape %extracted_slice_25 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32>
    %extracted_slice_27 = tensor.extract_slice %9[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_29 = tensor.extract_slice %11[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_31 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_32 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_26[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_26[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %70 = tensor.empty() : tensor<2x4x8x4xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%70 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %72 = tensor.empty() : tensor<2x4x8x4xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%72 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %74 = tensor.empty() : tensor<2x4x8x4xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%74 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %76 = tensor.empty() : tensor<2x4x8x4xf32>
    %77 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%76 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %78 = tensor.empty() : tensor<2x4x8x4xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%78 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %80 = tensor.empty() : tensor<2x4x8x4xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %79 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%80 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_35 = tensor.concat dim(3) %75, %81 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %82 = tensor.empty() : tensor<2x1x8x4xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%82 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %84 = tensor.empty() : tensor<2x1x8x4xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%84 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %86 = tensor.empty() : tensor<2x1x8x4xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %85 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%86 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %88 = tensor.empty() : tensor<2x1x8x4xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%88 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %90 = tensor.empty() : tensor<2x1x8x4xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%90 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %92 = tensor.empty() : tensor<2x1x8x4xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %91 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%92 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %concat_36 = tensor.concat dim(3) %87, %93 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %concat_37 = tensor.concat dim(3) %extracted_slice, %concat_35 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %94 = tensor.empty() : tensor<16x128xf32>
    %transposed_38 = linalg.transpose ins(%arg6 : tensor<128x16xf32>) outs(%94 : tensor<16x128xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %69 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %95 = tensor.empty() : tensor<16x128xf32>
    %96 = linalg.fill ins(%cst_3 : f32) outs(%95 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %97 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<16x16xf32>, tensor<16x128xf32>) outs(%96 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_40 = tensor.expand_shape %97 [[0, 1], [2, 3]] output_shape [2, 8, 4, 32] : tensor<16x128xf32> into tensor<2x8x4x32xf32>
    %98 = tensor.empty() : tensor<2x4x8x32xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<2x8x4x32xf32>) outs(%98 : tensor<2x4x8x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_42 = tensor.extract_slice %transposed_41[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_43 = tensor.extract_slice %transposed_41[0, 0, 0, 16] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %collapsed_44 = tensor.collapse_shape %concat_36 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %99 = tensor.empty() : tensor<2x4x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_44 : tensor<2x8x8xf32>) outs(%99 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %101 = tensor.empty() : tensor<2x4x8x24xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice_42 into %101[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x16xf32> into tensor<2x4x8x24xf32>
    %inserted_slice_45 = tensor.insert_slice %100 into %inserted_slice[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %expanded_46 = tensor.expand_shape %concat_37 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 24] : tensor<2x4x8x24xf32> into tensor<2x4x1x8x24xf32>
    %102 = tensor.empty() : tensor<2x8x4x1x24xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x4x1x8x24xf32>) outs(%102 : tensor<2x8x4x1x24xf32>) permutation = [0, 3, 1, 2, 4] 
    %103 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_48 = linalg.transpose ins(%extracted_slice_43 : tensor<2x4x8x16xf32>) outs(%103 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %104 = tensor.empty() : tensor<2x8x4x24xf32>
    %transposed_49 = linalg.transpose ins(%inserted_slice_45 : tensor<2x4x8x24xf32>) outs(%104 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %105:2 = "zero.attention"(%transposed_47, %transposed_49, %transposed_48) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %106 = tensor.empty() : tensor<64x64xf32>
    %transposed_50 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%106 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %105#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %107 = tensor.empty() : tensor<16x64xf32>
    %108 = linalg.fill ins(%cst_3 : f32) outs(%107 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %109 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%108 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_52 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %110 = tensor.empty() : tensor<2x8x64xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_52 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %112 = tensor.empty() : tensor<2x8x64xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x64xf32>) outs(%112 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %114 = tensor.empty() : tensor<2x8x1xf32>
    %115 = linalg.fill ins(%cst_3 : f32) outs(%114 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<2x8x64xf32>) outs(%115 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %117 = tensor.empty() : tensor<2x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x1xf32>) outs(%117 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %119 = tensor.empty() : tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%119 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %121 = tensor.empty() : tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%121 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %123 = tensor.empty() : tensor<2x8x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %122 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%123 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %125 = tensor.empty() : tensor<2x8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %124 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%125 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %127 = tensor.empty() : tensor<64x128xf32>
    %transposed_53 = linalg.transpose ins(%arg8 : tensor<128x64xf32>) outs(%127 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %128 = tensor.empty() : tensor<16x128xf32>
    %129 = linalg.fill ins(%cst_3 : f32) outs(%128 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %130 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%129 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_55 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %131 = tensor.empty() : tensor<64x128xf32>
    %transposed_56 = linalg.transpose ins(%arg9 : tensor<128x64xf32>) outs(%131 : tensor<64x128xf32>) permutation = [1, 0] 
    %132 = tensor.empty() : tensor<16x128xf32>
    %133 = linalg.fill ins(%cst_3 : f32) outs(%132 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %134 = linalg.matmul ins(%collapsed_54, %transposed_56 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%133 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_57 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %135 = tensor.empty() : tensor<2x8x128xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<2x8x128xf32>) outs(%135 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %928, %cst_4 : f32
      %930 = arith.divf %cst_4, %929 : f32
      linalg.yield %930 : f32
    } -> tensor<2x8x128xf32>
    %137 = tensor.empty() : tensor<2x8x128xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_55 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%137 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x128xf32>
    %139 = tensor.empty() : tensor<2x8x128xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %expanded_57 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%139 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x128xf32>
    %141 = tensor.empty() : tensor<128x64xf32>
    %transposed_58 = linalg.transpose ins(%arg10 : tensor<64x128xf32>) outs(%141 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %142 = tensor.empty() : tensor<16x64xf32>
    %143 = linalg.fill ins(%cst_3 : f32) outs(%142 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %144 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%143 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_60 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %145 = tensor.empty() : tensor<2x8x64xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %expanded_60 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%145 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %147 = tensor.empty() : tensor<2x8x64xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x64xf32>) outs(%147 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %149 = tensor.empty() : tensor<2x8x1xf32>
    %150 = linalg.fill ins(%cst_3 : f32) outs(%149 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x64xf32>) outs(%150 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %152 = tensor.empty() : tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%152 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %154 = tensor.empty() : tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%154 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %156 = tensor.empty() : tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf32>) outs(%156 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %158 = tensor.empty() : tensor<2x8x64xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %157 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%158 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %160 = tensor.empty() : tensor<2x8x64xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %159 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%160 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %162 = tensor.empty() : tensor<64x32xf32>
    %transposed_61 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%162 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %163 = tensor.empty() : tensor<16x32xf32>
    %164 = linalg.fill ins(%cst_3 : f32) outs(%163 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %165 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%164 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_63 = tensor.expand_shape %165 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %166 = tensor.empty() : tensor<2x8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x8x32xf32>) outs(%166 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %168 = tensor.empty() : tensor<2x8x1xf32>
    %169 = linalg.fill ins(%cst_3 : f32) outs(%168 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<2x8x32xf32>) outs(%169 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %171 = tensor.empty() : tensor<2x8x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x1xf32>) outs(%171 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_13 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %173 = tensor.empty() : tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x1xf32>) outs(%173 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %175 = tensor.empty() : tensor<2x8x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%175 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %177 = tensor.empty() : tensor<2x8x32xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %176 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%177 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %179 = tensor.empty() : tensor<2x8x32xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %178 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%179 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %181 = tensor.empty() : tensor<32x96xf32>
    %transposed_64 = linalg.transpose ins(%arg15 : tensor<96x32xf32>) outs(%181 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_65 = tensor.collapse_shape %180 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %182 = tensor.empty() : tensor<16x96xf32>
    %183 = linalg.fill ins(%cst_3 : f32) outs(%182 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %184 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%183 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %expanded_66 = tensor.expand_shape %184 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %185 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<2x8x4x24xf32>) outs(%185 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_68 = tensor.extract_slice %transposed_67[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_69 = tensor.extract_slice %transposed_67[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %186 = tensor.empty() : tensor<64x24xf32>
    %transposed_70 = linalg.transpose ins(%arg16 : tensor<24x64xf32>) outs(%186 : tensor<64x24xf32>) permutation = [1, 0] 
    %187 = tensor.empty() : tensor<16x24xf32>
    %188 = linalg.fill ins(%cst_3 : f32) outs(%187 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %189 = linalg.matmul ins(%collapsed_62, %transposed_70 : tensor<16x64xf32>, tensor<64x24xf32>) outs(%188 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %expanded_71 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_71[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_71[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32>
    %190 = tensor.empty() : tensor<2x8x16xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_72 : tensor<2x8x16xf32>) outs(%190 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %192 = tensor.empty() : tensor<2x8x1xf32>
    %193 = linalg.fill ins(%cst_3 : f32) outs(%192 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x16xf32>) outs(%193 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %195 = tensor.empty() : tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x1xf32>) outs(%195 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_14 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %197 = tensor.empty() : tensor<2x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x8x1xf32>) outs(%197 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %199 = tensor.empty() : tensor<2x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x8x1xf32>) outs(%199 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %201 = tensor.empty() : tensor<2x8x16xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_72, %200 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%201 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %203 = tensor.empty() : tensor<2x8x16xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %202 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%203 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %expanded_74 = tensor.expand_shape %extracted_slice_73 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32>
    %extracted_slice_75 = tensor.extract_slice %extracted_slice_69[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_76 = tensor.extract_slice %extracted_slice_69[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_77 = tensor.extract_slice %expanded_74[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_78 = tensor.extract_slice %expanded_74[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %205 = tensor.empty() : tensor<2x4x8x4xf32>
    %206 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_75, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%205 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %207 = tensor.empty() : tensor<2x4x8x4xf32>
    %208 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%207 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %209 = tensor.empty() : tensor<2x4x8x4xf32>
    %210 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %208 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%209 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %211 = tensor.empty() : tensor<2x4x8x4xf32>
    %212 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%211 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %213 = tensor.empty() : tensor<2x4x8x4xf32>
    %214 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_75, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%213 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %215 = tensor.empty() : tensor<2x4x8x4xf32>
    %216 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %214 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%215 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_79 = tensor.concat dim(3) %210, %216 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %217 = tensor.empty() : tensor<2x1x8x4xf32>
    %218 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%217 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %219 = tensor.empty() : tensor<2x1x8x4xf32>
    %220 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_78, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%219 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %221 = tensor.empty() : tensor<2x1x8x4xf32>
    %222 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%221 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %223 = tensor.empty() : tensor<2x1x8x4xf32>
    %224 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_78, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%223 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %225 = tensor.empty() : tensor<2x1x8x4xf32>
    %226 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%225 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %227 = tensor.empty() : tensor<2x1x8x4xf32>
    %228 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %226 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%227 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %concat_80 = tensor.concat dim(3) %222, %228 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %concat_81 = tensor.concat dim(3) %extracted_slice_68, %concat_79 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %229 = tensor.empty() : tensor<16x128xf32>
    %transposed_82 = linalg.transpose ins(%arg18 : tensor<128x16xf32>) outs(%229 : tensor<16x128xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %204 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %230 = tensor.empty() : tensor<16x128xf32>
    %231 = linalg.fill ins(%cst_3 : f32) outs(%230 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %232 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<16x16xf32>, tensor<16x128xf32>) outs(%231 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_84 = tensor.expand_shape %232 [[0, 1], [2, 3]] output_shape [2, 8, 4, 32] : tensor<16x128xf32> into tensor<2x8x4x32xf32>
    %233 = tensor.empty() : tensor<2x4x8x32xf32>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<2x8x4x32xf32>) outs(%233 : tensor<2x4x8x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_86 = tensor.extract_slice %transposed_85[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_87 = tensor.extract_slice %transposed_85[0, 0, 0, 16] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %collapsed_88 = tensor.collapse_shape %concat_80 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %234 = tensor.empty() : tensor<2x4x8x8xf32>
    %235 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_88 : tensor<2x8x8xf32>) outs(%234 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %236 = tensor.empty() : tensor<2x4x8x24xf32>
    %inserted_slice_89 = tensor.insert_slice %extracted_slice_86 into %236[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x16xf32> into tensor<2x4x8x24xf32>
    %inserted_slice_90 = tensor.insert_slice %235 into %inserted_slice_89[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %expanded_91 = tensor.expand_shape %concat_81 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 24] : tensor<2x4x8x24xf32> into tensor<2x4x1x8x24xf32>
    %237 = tensor.empty() : tensor<2x8x4x1x24xf32>
    %transposed_92 = linalg.transpose ins(%expanded_91 : tensor<2x4x1x8x24xf32>) outs(%237 : tensor<2x8x4x1x24xf32>) permutation = [0, 3, 1, 2, 4] 
    %238 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_93 = linalg.transpose ins(%extracted_slice_87 : tensor<2x4x8x16xf32>) outs(%238 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %239 = tensor.empty() : tensor<2x8x4x24xf32>
    %transposed_94 = linalg.transpose ins(%inserted_slice_90 : tensor<2x4x8x24xf32>) outs(%239 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %240:2 = "zero.attention"(%transposed_92, %transposed_94, %transposed_93) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %241 = tensor.empty() : tensor<64x64xf32>
    %transposed_95 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%241 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %240#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %242 = tensor.empty() : tensor<16x64xf32>
    %243 = linalg.fill ins(%cst_3 : f32) outs(%242 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %244 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%243 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_97 = tensor.expand_shape %244 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %245 = tensor.empty() : tensor<2x8x64xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %expanded_97 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%245 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %247 = tensor.empty() : tensor<2x8x64xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x8x64xf32>) outs(%247 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %249 = tensor.empty() : tensor<2x8x1xf32>
    %250 = linalg.fill ins(%cst_3 : f32) outs(%249 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%248 : tensor<2x8x64xf32>) outs(%250 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %252 = tensor.empty() : tensor<2x8x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x8x1xf32>) outs(%252 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %254 = tensor.empty() : tensor<2x8x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x8x1xf32>) outs(%254 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %256 = tensor.empty() : tensor<2x8x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x8x1xf32>) outs(%256 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %258 = tensor.empty() : tensor<2x8x64xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %257 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%258 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %260 = tensor.empty() : tensor<2x8x64xf32>
    %261 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %259 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%260 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_98 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %262 = tensor.empty() : tensor<64x8xf32>
    %transposed_99 = linalg.transpose ins(%arg22 : tensor<8x64xf32>) outs(%262 : tensor<64x8xf32>) permutation = [1, 0] 
    %263 = tensor.empty() : tensor<16x8xf32>
    %264 = linalg.fill ins(%cst_3 : f32) outs(%263 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %265 = linalg.matmul ins(%collapsed_98, %transposed_99 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%264 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %266 = tensor.empty() : tensor<16x8xf32>
    %267 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<16x8xf32>) outs(%266 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %928, %cst_4 : f32
      %930 = arith.divf %cst_4, %929 : f32
      linalg.yield %930 : f32
    } -> tensor<16x8xf32>
    %268 = tensor.empty() : tensor<16x8xf32>
    %269 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel"]} ins(%267, %cst : tensor<16x8xf32>, tensor<8xf32>) outs(%268 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8xf32>
    %expanded_100 = tensor.expand_shape %269 [[0], [1, 2]] output_shape [16, 4, 2] : tensor<16x8xf32> into tensor<16x4x2xf32>
    %collapsed_101 = tensor.collapse_shape %expanded_100 [[0, 1], [2]] : tensor<16x4x2xf32> into tensor<64x2xf32>
    %270 = tensor.empty() : tensor<2xi64>
    %271 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%270 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %927 = linalg.index 0 : index
      %928 = arith.index_cast %927 : index to i64
      linalg.yield %928 : i64
    } -> tensor<2xi64>
    %272 = tensor.empty() : tensor<64xi64>
    %273 = linalg.fill ins(%c0_i64 : i64) outs(%272 : tensor<64xi64>) -> tensor<64xi64>
    %274 = tensor.empty() : tensor<64xf32>
    %275 = linalg.fill ins(%cst_5 : f32) outs(%274 : tensor<64xf32>) -> tensor<64xf32>
    %276:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%collapsed_101 : tensor<64x2xf32>) outs(%275, %273 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_281: i64):
      %927 = linalg.index 1 : index
      %928 = arith.index_cast %927 : index to i64
      %929 = arith.maximumf %in, %out : f32
      %930 = arith.cmpf ogt, %in, %out : f32
      %931 = arith.select %930, %928, %out_281 : i64
      linalg.yield %929, %931 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_102 = tensor.expand_shape %276#1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %277 = tensor.empty() : tensor<64x2xi1>
    %278 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%271, %expanded_102 : tensor<2xi64>, tensor<64x1xi64>) outs(%277 : tensor<64x2xi1>) {
    ^bb0(%in: i64, %in_281: i64, %out: i1):
      %927 = arith.cmpi eq, %in, %in_281 : i64
      linalg.yield %927 : i1
    } -> tensor<64x2xi1>
    %279 = tensor.empty() : tensor<64x2xf32>
    %280 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%278, %collapsed_101, %cst_9 : tensor<64x2xi1>, tensor<64x2xf32>, tensor<64x2xf32>) outs(%279 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_281: f32, %in_282: f32, %out: f32):
      %927 = arith.select %in, %in_281, %in_282 : f32
      linalg.yield %927 : f32
    } -> tensor<64x2xf32>
    %281 = tensor.empty() : tensor<64x1xf32>
    %282 = linalg.fill ins(%cst_3 : f32) outs(%281 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %283 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%280 : tensor<64x2xf32>) outs(%282 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64x1xf32>
    %284 = tensor.empty() : tensor<64x2xf32>
    %285 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%278, %cst_8, %collapsed_101 : tensor<64x2xi1>, tensor<f32>, tensor<64x2xf32>) outs(%284 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_281: f32, %in_282: f32, %out: f32):
      %927 = arith.select %in, %in_281, %in_282 : f32
      linalg.yield %927 : f32
    } -> tensor<64x2xf32>
    %286 = tensor.empty() : tensor<64xi64>
    %287 = linalg.fill ins(%c0_i64 : i64) outs(%286 : tensor<64xi64>) -> tensor<64xi64>
    %288 = tensor.empty() : tensor<64xf32>
    %289 = linalg.fill ins(%cst_5 : f32) outs(%288 : tensor<64xf32>) -> tensor<64xf32>
    %290:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%285 : tensor<64x2xf32>) outs(%289, %287 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_281: i64):
      %927 = linalg.index 1 : index
      %928 = arith.index_cast %927 : index to i64
      %929 = arith.maximumf %in, %out : f32
      %930 = arith.cmpf ogt, %in, %out : f32
      %931 = arith.select %930, %928, %out_281 : i64
      linalg.yield %929, %931 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_103 = tensor.expand_shape %290#1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %291 = tensor.empty() : tensor<64x2xi1>
    %292 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%271, %expanded_103 : tensor<2xi64>, tensor<64x1xi64>) outs(%291 : tensor<64x2xi1>) {
    ^bb0(%in: i64, %in_281: i64, %out: i1):
      %927 = arith.cmpi eq, %in, %in_281 : i64
      linalg.yield %927 : i1
    } -> tensor<64x2xi1>
    %293 = tensor.empty() : tensor<64x2xf32>
    %294 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%292, %collapsed_101, %cst_9 : tensor<64x2xi1>, tensor<64x2xf32>, tensor<64x2xf32>) outs(%293 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_281: f32, %in_282: f32, %out: f32):
      %927 = arith.select %in, %in_281, %in_282 : f32
      linalg.yield %927 : f32
    } -> tensor<64x2xf32>
    %295 = tensor.empty() : tensor<64x1xf32>
    %296 = linalg.fill ins(%cst_3 : f32) outs(%295 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %297 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%294 : tensor<64x2xf32>) outs(%296 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64x1xf32>
    %concat_104 = tensor.concat dim(1) %283, %297 : (tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x2xf32>
    %298 = tensor.empty() : tensor<64xf32>
    %299 = linalg.fill ins(%cst_3 : f32) outs(%298 : tensor<64xf32>) -> tensor<64xf32>
    %300 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "reduction"]} ins(%concat_104 : tensor<64x2xf32>) outs(%299 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64xf32>
    %expanded_105 = tensor.expand_shape %300 [[0, 1]] output_shape [16, 4] : tensor<64xf32> into tensor<16x4xf32>
    %301 = tensor.empty() : tensor<4xi64>
    %302 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%301 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %927 = linalg.index 0 : index
      %928 = arith.index_cast %927 : index to i64
      linalg.yield %928 : i64
    } -> tensor<4xi64>
    %303 = tensor.empty() : tensor<16xi64>
    %304 = linalg.fill ins(%c0_i64 : i64) outs(%303 : tensor<16xi64>) -> tensor<16xi64>
    %305 = tensor.empty() : tensor<16xf32>
    %306 = linalg.fill ins(%cst_5 : f32) outs(%305 : tensor<16xf32>) -> tensor<16xf32>
    %307:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%expanded_105 : tensor<16x4xf32>) outs(%306, %304 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_281: i64):
      %927 = linalg.index 1 : index
      %928 = arith.index_cast %927 : index to i64
      %929 = arith.maximumf %in, %out : f32
      %930 = arith.cmpf ogt, %in, %out : f32
      %931 = arith.select %930, %928, %out_281 : i64
      linalg.yield %929, %931 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_106 = tensor.expand_shape %307#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %308 = tensor.empty() : tensor<16x4xi1>
    %309 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%302, %expanded_106 : tensor<4xi64>, tensor<16x1xi64>) outs(%308 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_281: i64, %out: i1):
      %927 = arith.cmpi eq, %in, %in_281 : i64
      linalg.yield %927 : i1
    } -> tensor<16x4xi1>
    %310 = tensor.empty() : tensor<16x4xf32>
    %311 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%309, %cst_8, %expanded_105 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%310 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_281: f32, %in_282: f32, %out: f32):
      %927 = arith.select %in, %in_281, %in_282 : f32
      linalg.yield %927 : f32
    } -> tensor<16x4xf32>
    %312 = tensor.empty() : tensor<16xi64>
    %313 = linalg.fill ins(%c0_i64 : i64) outs(%312 : tensor<16xi64>) -> tensor<16xi64>
    %314 = tensor.empty() : tensor<16xf32>
    %315 = linalg.fill ins(%cst_5 : f32) outs(%314 : tensor<16xf32>) -> tensor<16xf32>
    %316:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%311 : tensor<16x4xf32>) outs(%315, %313 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_281: i64):
      %927 = linalg.index 1 : index
      %928 = arith.index_cast %927 : index to i64
      %929 = arith.maximumf %in, %out : f32
      %930 = arith.cmpf ogt, %in, %out : f32
      %931 = arith.select %930, %928, %out_281 : i64
      linalg.yield %929, %931 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_107 = tensor.expand_shape %316#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_108 = tensor.concat dim(1) %expanded_106, %expanded_107 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %expanded_109 = tensor.expand_shape %concat_108 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %317 = tensor.empty() : tensor<16x2x4xi1>
    %318 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %302 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%317 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_281: i64, %out: i1):
      %927 = arith.cmpi eq, %in, %in_281 : i64
      linalg.yield %927 : i1
    } -> tensor<16x2x4xi1>
    %319 = tensor.empty() : tensor<16x4xi1>
    %320 = linalg.fill ins(%false : i1) outs(%319 : tensor<16x4xi1>) -> tensor<16x4xi1>
    %321 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "reduction", "parallel"]} ins(%318 : tensor<16x2x4xi1>) outs(%320 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %927 = arith.ori %in, %out : i1
      linalg.yield %927 : i1
    } -> tensor<16x4xi1>
    %322 = tensor.empty() : tensor<16x4x2xi1>
    %323 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<16x4xi1>) outs(%322 : tensor<16x4x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<16x4x2xi1>
    %collapsed_110 = tensor.collapse_shape %323 [[0], [1, 2]] : tensor<16x4x2xi1> into tensor<16x8xi1>
    %324 = tensor.empty() : tensor<16x8xi1>
    %325 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_110 : tensor<16x8xi1>) outs(%324 : tensor<16x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %927 = arith.xori %in, %true : i1
      linalg.yield %927 : i1
    } -> tensor<16x8xi1>
    %326 = tensor.empty() : tensor<16x8xf32>
    %327 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%325, %cst_8, %269 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%326 : tensor<16x8xf32>) {
    ^bb0(%in: i1, %in_281: f32, %in_282: f32, %out: f32):
      %927 = arith.select %in, %in_281, %in_282 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8xf32>
    %328 = tensor.empty() : tensor<16xi64>
    %329 = linalg.fill ins(%c0_i64 : i64) outs(%328 : tensor<16xi64>) -> tensor<16xi64>
    %330 = tensor.empty() : tensor<16xf32>
    %331 = linalg.fill ins(%cst_5 : f32) outs(%330 : tensor<16xf32>) -> tensor<16xf32>
    %332:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%327 : tensor<16x8xf32>) outs(%331, %329 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_281: i64):
      %927 = linalg.index 1 : index
      %928 = arith.index_cast %927 : index to i64
      %929 = arith.maximumf %in, %out : f32
      %930 = arith.cmpf ogt, %in, %out : f32
      %931 = arith.select %930, %928, %out_281 : i64
      linalg.yield %929, %931 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_111 = tensor.expand_shape %332#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %333 = tensor.empty() : tensor<16x8xi1>
    %334 = linalg.generic {indexing_maps = [#map10, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_111 : tensor<8xi64>, tensor<16x1xi64>) outs(%333 : tensor<16x8xi1>) {
    ^bb0(%in: i64, %in_281: i64, %out: i1):
      %927 = arith.cmpi eq, %in, %in_281 : i64
      linalg.yield %927 : i1
    } -> tensor<16x8xi1>
    %335 = tensor.empty() : tensor<16x8xf32>
    %336 = linalg.generic {indexing_maps = [#map9, #map13, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%334, %cst_8, %327 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%335 : tensor<16x8xf32>) {
    ^bb0(%in: i1, %in_281: f32, %in_282: f32, %out: f32):
      %927 = arith.select %in, %in_281, %in_282 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8xf32>
    %337 = tensor.empty() : tensor<16xi64>
    %338 = linalg.fill ins(%c0_i64 : i64) outs(%337 : tensor<16xi64>) -> tensor<16xi64>
    %339 = tensor.empty() : tensor<16xf32>
    %340 = linalg.fill ins(%cst_5 : f32) outs(%339 : tensor<16xf32>) -> tensor<16xf32>
    %341:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%336 : tensor<16x8xf32>) outs(%340, %338 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_281: i64):
      %927 = linalg.index 1 : index
      %928 = arith.index_cast %927 : index to i64
      %929 = arith.maximumf %in, %out : f32
      %930 = arith.cmpf ogt, %in, %out : f32
      %931 = arith.select %930, %928, %out_281 : i64
      linalg.yield %929, %931 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_112 = tensor.expand_shape %341#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_113 = tensor.concat dim(1) %expanded_111, %expanded_112 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %expanded_114 = tensor.expand_shape %concat_113 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %342 = tensor.empty() : tensor<16x2x8xi1>
    %343 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114, %3 : tensor<16x2x1xi64>, tensor<8xi64>) outs(%342 : tensor<16x2x8xi1>) {
    ^bb0(%in: i64, %in_281: i64, %out: i1):
      %927 = arith.cmpi eq, %in, %in_281 : i64
      linalg.yield %927 : i1
    } -> tensor<16x2x8xi1>
    %expanded_115 = tensor.expand_shape %267 [[0], [1, 2]] output_shape [16, 1, 8] : tensor<16x8xf32> into tensor<16x1x8xf32>
    %344 = tensor.empty() : tensor<16x2x8xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<16x2x8xi1>) outs(%344 : tensor<16x2x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %927 = arith.uitofp %in : i1 to f32
      linalg.yield %927 : f32
    } -> tensor<16x2x8xf32>
    %346 = tensor.empty() : tensor<16x2x8xf32>
    %347 = linalg.generic {indexing_maps = [#map15, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %345 : tensor<16x1x8xf32>, tensor<16x2x8xf32>) outs(%346 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2x8xf32>
    %348 = tensor.empty() : tensor<16x2xf32>
    %349 = linalg.fill ins(%cst_3 : f32) outs(%348 : tensor<16x2xf32>) -> tensor<16x2xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<16x2x8xf32>) outs(%349 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %351 = tensor.empty() : tensor<16x1xf32>
    %352 = linalg.fill ins(%cst_3 : f32) outs(%351 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %353 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%350 : tensor<16x2xf32>) outs(%352 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x1xf32>
    %354 = tensor.empty() : tensor<16x1xf32>
    %355 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%353 : tensor<16x1xf32>) outs(%354 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_10 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<16x1xf32>
    %356 = tensor.empty() : tensor<16x2xf32>
    %357 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%350, %355 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%356 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.divf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %358 = tensor.empty() : tensor<16x2xf32>
    %359 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%357 : tensor<16x2xf32>) outs(%358 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.mulf %in, %cst_15 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %expanded_116 = tensor.expand_shape %359 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %360 = tensor.empty() : tensor<16x2x8xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %expanded_116 : tensor<16x2x8xf32>, tensor<16x2x1xf32>) outs(%360 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2x8xf32>
    %362 = tensor.empty() : tensor<16x8xf32>
    %363 = linalg.fill ins(%cst_3 : f32) outs(%362 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "reduction", "parallel"]} ins(%361 : tensor<16x2x8xf32>) outs(%363 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x8xf32>
    %expanded_117 = tensor.expand_shape %arg20 [[0], [1], [2, 3]] output_shape [8, 64, 64, 1] : tensor<8x64x64xf32> into tensor<8x64x64x1xf32>
    %expanded_118 = tensor.expand_shape %collapsed_98 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %365 = tensor.empty() : tensor<64x8x64x1xf32>
    %transposed_119 = linalg.transpose ins(%expanded_117 : tensor<8x64x64x1xf32>) outs(%365 : tensor<64x8x64x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_120 = tensor.collapse_shape %transposed_119 [[0], [1, 2, 3]] : tensor<64x8x64x1xf32> into tensor<64x512xf32>
    %expanded_121 = tensor.expand_shape %collapsed_120 [[0, 1], [2]] output_shape [1, 64, 512] : tensor<64x512xf32> into tensor<1x64x512xf32>
    %366 = tensor.empty() : tensor<1x16x512xf32>
    %367 = linalg.fill ins(%cst_3 : f32) outs(%366 : tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
    %368 = linalg.batch_matmul ins(%expanded_118, %expanded_121 : tensor<1x16x64xf32>, tensor<1x64x512xf32>) outs(%367 : tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
    %collapsed_122 = tensor.collapse_shape %368 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %expanded_123 = tensor.expand_shape %collapsed_122 [[0], [1, 2, 3]] output_shape [16, 1, 8, 64] : tensor<16x512xf32> into tensor<16x1x8x64xf32>
    %369 = tensor.empty() : tensor<16x8x64x1xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<16x1x8x64xf32>) outs(%369 : tensor<16x8x64x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_125 = tensor.collapse_shape %transposed_124 [[0], [1], [2, 3]] : tensor<16x8x64x1xf32> into tensor<16x8x64xf32>
    %extracted_slice_126 = tensor.extract_slice %collapsed_125[0, 0, 0] [16, 8, 32] [1, 1, 1] : tensor<16x8x64xf32> to tensor<16x8x32xf32>
    %extracted_slice_127 = tensor.extract_slice %collapsed_125[0, 0, 32] [16, 8, 32] [1, 1, 1] : tensor<16x8x64xf32> to tensor<16x8x32xf32>
    %370 = tensor.empty() : tensor<16x8x32xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_126 : tensor<16x8x32xf32>) outs(%370 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %928, %cst_4 : f32
      %930 = arith.divf %cst_4, %929 : f32
      linalg.yield %930 : f32
    } -> tensor<16x8x32xf32>
    %372 = tensor.empty() : tensor<16x8x32xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %extracted_slice_126 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%372 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8x32xf32>
    %374 = tensor.empty() : tensor<16x8x32xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %extracted_slice_127 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%374 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8x32xf32>
    %expanded_128 = tensor.expand_shape %375 [[0], [1], [2, 3]] output_shape [16, 8, 32, 1] : tensor<16x8x32xf32> into tensor<16x8x32x1xf32>
    %expanded_129 = tensor.expand_shape %arg21 [[0], [1], [2, 3]] output_shape [8, 64, 32, 1] : tensor<8x64x32xf32> into tensor<8x64x32x1xf32>
    %376 = tensor.empty() : tensor<8x16x32x1xf32>
    %transposed_130 = linalg.transpose ins(%expanded_128 : tensor<16x8x32x1xf32>) outs(%376 : tensor<8x16x32x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_131 = tensor.collapse_shape %transposed_130 [[0], [1], [2, 3]] : tensor<8x16x32x1xf32> into tensor<8x16x32xf32>
    %377 = tensor.empty() : tensor<8x32x64x1xf32>
    %transposed_132 = linalg.transpose ins(%expanded_129 : tensor<8x64x32x1xf32>) outs(%377 : tensor<8x32x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_133 = tensor.collapse_shape %transposed_132 [[0], [1], [2, 3]] : tensor<8x32x64x1xf32> into tensor<8x32x64xf32>
    %378 = tensor.empty() : tensor<8x16x64xf32>
    %379 = linalg.fill ins(%cst_3 : f32) outs(%378 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %380 = linalg.batch_matmul ins(%collapsed_131, %collapsed_133 : tensor<8x16x32xf32>, tensor<8x32x64xf32>) outs(%379 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %expanded_134 = tensor.expand_shape %380 [[0], [1], [2, 3]] output_shape [8, 16, 1, 64] : tensor<8x16x64xf32> into tensor<8x16x1x64xf32>
    %381 = tensor.empty() : tensor<16x8x64x1xf32>
    %transposed_135 = linalg.transpose ins(%expanded_134 : tensor<8x16x1x64xf32>) outs(%381 : tensor<16x8x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_136 = tensor.collapse_shape %transposed_135 [[0], [1], [2, 3]] : tensor<16x8x64x1xf32> into tensor<16x8x64xf32>
    %expanded_137 = tensor.expand_shape %364 [[0], [1, 2]] output_shape [16, 8, 1] : tensor<16x8xf32> into tensor<16x8x1xf32>
    %382 = tensor.empty() : tensor<16x8x64xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_136, %expanded_137 : tensor<16x8x64xf32>, tensor<16x8x1xf32>) outs(%382 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8x64xf32>
    %384 = tensor.empty() : tensor<16x64xf32>
    %385 = linalg.fill ins(%cst_3 : f32) outs(%384 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "reduction", "parallel"]} ins(%383 : tensor<16x8x64xf32>) outs(%385 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x64xf32>
    %expanded_138 = tensor.expand_shape %386 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %387 = tensor.empty() : tensor<64x32xf32>
    %transposed_139 = linalg.transpose ins(%arg23 : tensor<32x64xf32>) outs(%387 : tensor<64x32xf32>) permutation = [1, 0] 
    %388 = tensor.empty() : tensor<16x32xf32>
    %389 = linalg.fill ins(%cst_3 : f32) outs(%388 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %390 = linalg.matmul ins(%collapsed_98, %transposed_139 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%389 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_140 = tensor.expand_shape %390 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %391 = tensor.empty() : tensor<64x32xf32>
    %transposed_141 = linalg.transpose ins(%arg24 : tensor<32x64xf32>) outs(%391 : tensor<64x32xf32>) permutation = [1, 0] 
    %392 = tensor.empty() : tensor<16x32xf32>
    %393 = linalg.fill ins(%cst_3 : f32) outs(%392 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %394 = linalg.matmul ins(%collapsed_98, %transposed_141 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%393 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_142 = tensor.expand_shape %394 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %395 = tensor.empty() : tensor<2x8x32xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<2x8x32xf32>) outs(%395 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %928, %cst_4 : f32
      %930 = arith.divf %cst_4, %929 : f32
      linalg.yield %930 : f32
    } -> tensor<2x8x32xf32>
    %397 = tensor.empty() : tensor<2x8x32xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %expanded_140 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%397 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %399 = tensor.empty() : tensor<2x8x32xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %expanded_142 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%399 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %401 = tensor.empty() : tensor<32x64xf32>
    %transposed_143 = linalg.transpose ins(%arg25 : tensor<64x32xf32>) outs(%401 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_144 = tensor.collapse_shape %400 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %402 = tensor.empty() : tensor<16x64xf32>
    %403 = linalg.fill ins(%cst_3 : f32) outs(%402 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %404 = linalg.matmul ins(%collapsed_144, %transposed_143 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%403 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_145 = tensor.expand_shape %404 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %405 = tensor.empty() : tensor<2x8x64xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138, %expanded_145 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%405 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %407 = tensor.empty() : tensor<2x8x64xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %406 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%407 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %409 = tensor.empty() : tensor<2x8x64xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<2x8x64xf32>) outs(%409 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %411 = tensor.empty() : tensor<2x8x1xf32>
    %412 = linalg.fill ins(%cst_3 : f32) outs(%411 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%410 : tensor<2x8x64xf32>) outs(%412 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %414 = tensor.empty() : tensor<2x8x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<2x8x1xf32>) outs(%414 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %416 = tensor.empty() : tensor<2x8x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<2x8x1xf32>) outs(%416 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.truncf %cst_11 : f64 to f32
      %928 = arith.addf %in, %927 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8x1xf32>
    %418 = tensor.empty() : tensor<2x8x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<2x8x1xf32>) outs(%418 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = math.rsqrt %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %420 = tensor.empty() : tensor<2x8x64xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %419 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%420 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %422 = tensor.empty() : tensor<2x8x64xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %421 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%422 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %424 = tensor.empty() : tensor<64x256xf32>
    %transposed_146 = linalg.transpose ins(%arg29 : tensor<256x64xf32>) outs(%424 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_147 = tensor.collapse_shape %423 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %425 = tensor.empty() : tensor<16x256xf32>
    %426 = linalg.fill ins(%cst_3 : f32) outs(%425 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %427 = linalg.matmul ins(%collapsed_147, %transposed_146 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%426 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_148 = tensor.expand_shape %427 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %cst_149 = arith.constant 0xFF800000 : f32
    %cst_150 = arith.constant 0.000000e+00 : f32
    %428 = tensor.empty() : tensor<2x8xf32>
    %429 = linalg.fill ins(%cst_149 : f32) outs(%428 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_148 : tensor<2x8x256xf32>) outs(%429 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.maximumf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8xf32>
    %431 = tensor.empty() : tensor<2x8xf32>
    %432 = linalg.fill ins(%cst_150 : f32) outs(%431 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_148, %430 : tensor<2x8x256xf32>, tensor<2x8xf32>) outs(%432 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %out, %928 : f32
      linalg.yield %929 : f32
    } -> tensor<2x8xf32>
    %434 = tensor.empty() : tensor<2x8xf32>
    %435 = linalg.fill ins(%cst_150 : f32) outs(%434 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_148, %arg31 : tensor<2x8x256xf32>, tensor<2x8xi64>) outs(%435 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_281: i64, %out: f32):
      %927 = linalg.index 2 : index
      %928 = arith.index_cast %in_281 : i64 to index
      %929 = arith.cmpi eq, %927, %928 : index
      %930 = arith.addf %out, %in : f32
      %931 = arith.select %929, %930, %out : f32
      linalg.yield %931 : f32
    } -> tensor<2x8xf32>
    %437 = tensor.empty() : tensor<2x8xf32>
    %438 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%433, %430 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%437 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = math.log %in : f32
      %928 = arith.addf %927, %in_281 : f32
      linalg.yield %928 : f32
    } -> tensor<2x8xf32>
    %439 = tensor.empty() : tensor<2x8x256xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map, #map, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148, %arg31, %438, %cst_2 : tensor<2x8x256xf32>, tensor<2x8xi64>, tensor<2x8xf32>, tensor<f32>) outs(%439 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_281: i64, %in_282: f32, %in_283: f32, %out: f32):
      %927 = arith.subf %in, %in_282 : f32
      %928 = math.exp %927 : f32
      %929 = linalg.index 2 : index
      %930 = arith.index_cast %in_281 : i64 to index
      %931 = arith.cmpi eq, %929, %930 : index
      %cst_284 = arith.constant 1.000000e+00 : f32
      %cst_285 = arith.constant 0.000000e+00 : f32
      %932 = arith.select %931, %cst_284, %cst_285 : f32
      %933 = arith.subf %928, %932 : f32
      %cst_286 = arith.constant 6.250000e-02 : f32
      %934 = arith.mulf %in_283, %cst_286 : f32
      %935 = arith.mulf %933, %934 : f32
      linalg.yield %935 : f32
    } -> tensor<2x8x256xf32>
    %441 = tensor.empty() : tensor<f32>
    %442 = linalg.fill ins(%cst_150 : f32) outs(%441 : tensor<f32>) -> tensor<f32>
    %443 = linalg.generic {indexing_maps = [#map9, #map9, #map13], iterator_types = ["reduction", "reduction"]} ins(%438, %436 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%442 : tensor<f32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %cst_282 = arith.constant 6.250000e-02 : f32
      %927 = arith.subf %in, %in_281 : f32
      %928 = arith.mulf %927, %cst_282 : f32
      %929 = arith.addf %out, %928 : f32
      linalg.yield %929 : f32
    } -> tensor<f32>
    %collapsed_151 = tensor.collapse_shape %440 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %444 = tensor.empty() : tensor<256x16xf32>
    %transposed_152 = linalg.transpose ins(%collapsed_151 : tensor<16x256xf32>) outs(%444 : tensor<256x16xf32>) permutation = [1, 0] 
    %445 = tensor.empty() : tensor<256x64xf32>
    %446 = linalg.fill ins(%cst_3 : f32) outs(%445 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %447 = linalg.matmul ins(%transposed_152, %collapsed_147 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%446 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %448 = tensor.empty() : tensor<16x64xf32>
    %449 = linalg.fill ins(%cst_3 : f32) outs(%448 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %450 = linalg.matmul ins(%collapsed_151, %arg29 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%449 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_153 = tensor.expand_shape %450 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %451 = tensor.empty() : tensor<2x8x64xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153, %421 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%451 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %453 = tensor.empty() : tensor<64xf32>
    %454 = linalg.fill ins(%cst_3 : f32) outs(%453 : tensor<64xf32>) -> tensor<64xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%452 : tensor<2x8x64xf32>) outs(%454 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64xf32>
    %456 = tensor.empty() : tensor<2x8x64xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153, %arg28 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%456 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %458 = tensor.empty() : tensor<2x8x64xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %421 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%458 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %460 = tensor.empty() : tensor<2x8x1xf32>
    %461 = linalg.fill ins(%cst_3 : f32) outs(%460 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%459 : tensor<2x8x64xf32>) outs(%461 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %463 = tensor.empty() : tensor<2x8x1xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<2x8x1xf32>) outs(%463 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %465 = tensor.empty() : tensor<2x8x64xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %464 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%465 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %467 = tensor.empty() : tensor<2x8x64xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %466 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%467 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %469 = tensor.empty() : tensor<2x8x64xf32>
    %470 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %468 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%469 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_154 = tensor.collapse_shape %470 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %471 = tensor.empty() : tensor<64x16xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<16x64xf32>) outs(%471 : tensor<64x16xf32>) permutation = [1, 0] 
    %472 = tensor.empty() : tensor<64x32xf32>
    %473 = linalg.fill ins(%cst_3 : f32) outs(%472 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %474 = linalg.matmul ins(%transposed_155, %collapsed_144 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%473 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %475 = tensor.empty() : tensor<16x32xf32>
    %476 = linalg.fill ins(%cst_3 : f32) outs(%475 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %477 = linalg.matmul ins(%collapsed_154, %arg25 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%476 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_156 = tensor.expand_shape %477 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %478 = tensor.empty() : tensor<2x8x32xf32>
    %479 = tensor.empty() : tensor<2x8x32xf32>
    %480:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156, %expanded_140, %expanded_142 : tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%478, %479 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %in_282: f32, %out: f32, %out_283: f32):
      %cst_284 = arith.constant 1.000000e+00 : f32
      %927 = arith.negf %in_281 : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %cst_284, %928 : f32
      %930 = arith.divf %cst_284, %929 : f32
      %931 = arith.subf %cst_284, %930 : f32
      %932 = arith.mulf %in_281, %931 : f32
      %933 = arith.addf %cst_284, %932 : f32
      %934 = arith.mulf %930, %933 : f32
      %935 = arith.mulf %in, %in_282 : f32
      %936 = arith.mulf %935, %934 : f32
      %937 = arith.mulf %in_281, %930 : f32
      %938 = arith.mulf %in, %937 : f32
      linalg.yield %936, %938 : f32, f32
    } -> (tensor<2x8x32xf32>, tensor<2x8x32xf32>)
    %collapsed_157 = tensor.collapse_shape %480#1 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %481 = tensor.empty() : tensor<32x16xf32>
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<16x32xf32>) outs(%481 : tensor<32x16xf32>) permutation = [1, 0] 
    %482 = tensor.empty() : tensor<32x64xf32>
    %483 = linalg.fill ins(%cst_3 : f32) outs(%482 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %484 = linalg.matmul ins(%transposed_158, %collapsed_98 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%483 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %485 = tensor.empty() : tensor<16x64xf32>
    %486 = linalg.fill ins(%cst_3 : f32) outs(%485 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %487 = linalg.matmul ins(%collapsed_157, %arg24 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%486 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_159 = tensor.expand_shape %487 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %collapsed_160 = tensor.collapse_shape %480#0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %488 = tensor.empty() : tensor<32x16xf32>
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<16x32xf32>) outs(%488 : tensor<32x16xf32>) permutation = [1, 0] 
    %489 = tensor.empty() : tensor<32x64xf32>
    %490 = linalg.fill ins(%cst_3 : f32) outs(%489 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %491 = linalg.matmul ins(%transposed_161, %collapsed_98 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%490 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %492 = tensor.empty() : tensor<16x64xf32>
    %493 = linalg.fill ins(%cst_3 : f32) outs(%492 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %494 = linalg.matmul ins(%collapsed_160, %arg23 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%493 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_162 = tensor.expand_shape %494 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %495 = tensor.empty() : tensor<2x8x64xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %expanded_162 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%495 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %497 = tensor.empty() : tensor<16x8x64xf32>
    %498 = linalg.generic {indexing_maps = [#map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_154 : tensor<16x64xf32>) outs(%497 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8x64xf32>
    %499 = tensor.empty() : tensor<16x8x64xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %collapsed_136 : tensor<16x8x64xf32>, tensor<16x8x64xf32>) outs(%499 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8x64xf32>
    %501 = tensor.empty() : tensor<16x8x64xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %expanded_137 : tensor<16x8x64xf32>, tensor<16x8x1xf32>) outs(%501 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x8x64xf32>
    %503 = tensor.empty() : tensor<16x8x1xf32>
    %504 = linalg.fill ins(%cst_3 : f32) outs(%503 : tensor<16x8x1xf32>) -> tensor<16x8x1xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%500 : tensor<16x8x64xf32>) outs(%504 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x8x1xf32>
    %collapsed_163 = tensor.collapse_shape %505 [[0], [1, 2]] : tensor<16x8x1xf32> into tensor<16x8xf32>
    %expanded_164 = tensor.expand_shape %502 [[0], [1], [2, 3]] output_shape [16, 8, 64, 1] : tensor<16x8x64xf32> into tensor<16x8x64x1xf32>
    %506 = tensor.empty() : tensor<8x16x1x64xf32>
    %transposed_165 = linalg.transpose ins(%expanded_164 : tensor<16x8x64x1xf32>) outs(%506 : tensor<8x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_166 = tensor.collapse_shape %transposed_165 [[0], [1], [2, 3]] : tensor<8x16x1x64xf32> into tensor<8x16x64xf32>
    %507 = tensor.empty() : tensor<8x32x16xf32>
    %transposed_167 = linalg.transpose ins(%collapsed_131 : tensor<8x16x32xf32>) outs(%507 : tensor<8x32x16xf32>) permutation = [0, 2, 1] 
    %508 = tensor.empty() : tensor<8x32x64xf32>
    %509 = linalg.fill ins(%cst_3 : f32) outs(%508 : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %510 = linalg.batch_matmul ins(%transposed_167, %collapsed_166 : tensor<8x32x16xf32>, tensor<8x16x64xf32>) outs(%509 : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %511 = tensor.empty() : tensor<8x64x32xf32>
    %transposed_168 = linalg.transpose ins(%collapsed_133 : tensor<8x32x64xf32>) outs(%511 : tensor<8x64x32xf32>) permutation = [0, 2, 1] 
    %512 = tensor.empty() : tensor<8x16x32xf32>
    %513 = linalg.fill ins(%cst_3 : f32) outs(%512 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %514 = linalg.batch_matmul ins(%collapsed_166, %transposed_168 : tensor<8x16x64xf32>, tensor<8x64x32xf32>) outs(%513 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %expanded_169 = tensor.expand_shape %510 [[0], [1], [2, 3]] output_shape [8, 32, 64, 1] : tensor<8x32x64xf32> into tensor<8x32x64x1xf32>
    %expanded_170 = tensor.expand_shape %514 [[0], [1], [2, 3]] output_shape [8, 16, 32, 1] : tensor<8x16x32xf32> into tensor<8x16x32x1xf32>
    %515 = tensor.empty() : tensor<8x64x32x1xf32>
    %transposed_171 = linalg.transpose ins(%expanded_169 : tensor<8x32x64x1xf32>) outs(%515 : tensor<8x64x32x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0], [1], [2, 3]] : tensor<8x64x32x1xf32> into tensor<8x64x32xf32>
    %516 = tensor.empty() : tensor<16x8x32x1xf32>
    %transposed_173 = linalg.transpose ins(%expanded_170 : tensor<8x16x32x1xf32>) outs(%516 : tensor<16x8x32x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_174 = tensor.collapse_shape %transposed_173 [[0], [1], [2, 3]] : tensor<16x8x32x1xf32> into tensor<16x8x32xf32>
    %517 = tensor.empty() : tensor<16x8x32xf32>
    %518 = tensor.empty() : tensor<16x8x32xf32>
    %519:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_174, %extracted_slice_126, %extracted_slice_127 : tensor<16x8x32xf32>, tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%517, %518 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %in_282: f32, %out: f32, %out_283: f32):
      %cst_284 = arith.constant 1.000000e+00 : f32
      %927 = arith.negf %in_281 : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %cst_284, %928 : f32
      %930 = arith.divf %cst_284, %929 : f32
      %931 = arith.subf %cst_284, %930 : f32
      %932 = arith.mulf %in_281, %931 : f32
      %933 = arith.addf %cst_284, %932 : f32
      %934 = arith.mulf %930, %933 : f32
      %935 = arith.mulf %in, %in_282 : f32
      %936 = arith.mulf %935, %934 : f32
      %937 = arith.mulf %in_281, %930 : f32
      %938 = arith.mulf %in, %937 : f32
      linalg.yield %936, %938 : f32, f32
    } -> (tensor<16x8x32xf32>, tensor<16x8x32xf32>)
    %concat_175 = tensor.concat dim(2) %519#0, %519#1 : (tensor<16x8x32xf32>, tensor<16x8x32xf32>) -> tensor<16x8x64xf32>
    %expanded_176 = tensor.expand_shape %concat_175 [[0], [1], [2, 3]] output_shape [16, 8, 64, 1] : tensor<16x8x64xf32> into tensor<16x8x64x1xf32>
    %520 = tensor.empty() : tensor<16x1x8x64xf32>
    %transposed_177 = linalg.transpose ins(%expanded_176 : tensor<16x8x64x1xf32>) outs(%520 : tensor<16x1x8x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_178 = tensor.collapse_shape %transposed_177 [[0], [1, 2, 3]] : tensor<16x1x8x64xf32> into tensor<16x512xf32>
    %expanded_179 = tensor.expand_shape %collapsed_178 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %521 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_180 = linalg.transpose ins(%expanded_118 : tensor<1x16x64xf32>) outs(%521 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %522 = tensor.empty() : tensor<1x64x512xf32>
    %523 = linalg.fill ins(%cst_3 : f32) outs(%522 : tensor<1x64x512xf32>) -> tensor<1x64x512xf32>
    %524 = linalg.batch_matmul ins(%transposed_180, %expanded_179 : tensor<1x64x16xf32>, tensor<1x16x512xf32>) outs(%523 : tensor<1x64x512xf32>) -> tensor<1x64x512xf32>
    %525 = tensor.empty() : tensor<1x512x64xf32>
    %transposed_181 = linalg.transpose ins(%expanded_121 : tensor<1x64x512xf32>) outs(%525 : tensor<1x512x64xf32>) permutation = [0, 2, 1] 
    %526 = tensor.empty() : tensor<1x16x64xf32>
    %527 = linalg.fill ins(%cst_3 : f32) outs(%526 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %528 = linalg.batch_matmul ins(%expanded_179, %transposed_181 : tensor<1x16x512xf32>, tensor<1x512x64xf32>) outs(%527 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_182 = tensor.collapse_shape %524 [[0, 1], [2]] : tensor<1x64x512xf32> into tensor<64x512xf32>
    %expanded_183 = tensor.expand_shape %collapsed_182 [[0], [1, 2, 3]] output_shape [64, 8, 64, 1] : tensor<64x512xf32> into tensor<64x8x64x1xf32>
    %collapsed_184 = tensor.collapse_shape %528 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %529 = tensor.empty() : tensor<8x64x64x1xf32>
    %transposed_185 = linalg.transpose ins(%expanded_183 : tensor<64x8x64x1xf32>) outs(%529 : tensor<8x64x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_186 = tensor.collapse_shape %transposed_185 [[0], [1], [2, 3]] : tensor<8x64x64x1xf32> into tensor<8x64x64xf32>
    %530 = tensor.empty() : tensor<16x2x8xf32>
    %531 = linalg.generic {indexing_maps = [#map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_163 : tensor<16x8xf32>) outs(%530 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %532 = tensor.empty() : tensor<16x2x8xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %345 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%532 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2x8xf32>
    %534 = tensor.empty() : tensor<16x2x1xf32>
    %535 = linalg.fill ins(%cst_3 : f32) outs(%534 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%533 : tensor<16x2x8xf32>) outs(%535 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_187 = tensor.collapse_shape %536 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %expanded_188 = tensor.expand_shape %collapsed_184 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %537 = tensor.empty() : tensor<2x8x64xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %expanded_188 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%537 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %539 = tensor.empty() : tensor<16x2xf32>
    %540 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_187 : tensor<16x2xf32>) outs(%539 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.mulf %in, %cst_15 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %541 = tensor.empty() : tensor<16x2xf32>
    %542 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%357, %355 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%541 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.divf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %543 = tensor.empty() : tensor<16x2xf32>
    %544 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%540 : tensor<16x2xf32>) outs(%543 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %545 = tensor.empty() : tensor<16x2xf32>
    %546 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%544, %542 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%545 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %547 = tensor.empty() : tensor<16x2xf32>
    %548 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel"]} ins(%540, %355 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%547 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.divf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %549 = tensor.empty() : tensor<16x1xf32>
    %550 = linalg.fill ins(%cst_3 : f32) outs(%549 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %551 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "reduction"]} ins(%546 : tensor<16x2xf32>) outs(%550 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x1xf32>
    %collapsed_189 = tensor.collapse_shape %551 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %552 = tensor.empty() : tensor<16x2xf32>
    %553 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_189 : tensor<16xf32>) outs(%552 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %554 = tensor.empty() : tensor<16x2xf32>
    %555 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%548, %553 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%554 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2xf32>
    %556 = tensor.empty() : tensor<16x2x8xf32>
    %557 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<16x2xf32>) outs(%556 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %558 = tensor.empty() : tensor<16x2x8xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %345 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%558 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<16x2x8xf32>
    %560 = tensor.empty() : tensor<16x1x8xf32>
    %561 = linalg.fill ins(%cst_3 : f32) outs(%560 : tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "reduction", "parallel"]} ins(%559 : tensor<16x2x8xf32>) outs(%561 : tensor<16x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16x1x8xf32>
    %collapsed_190 = tensor.collapse_shape %562 [[0, 1], [2]] : tensor<16x1x8xf32> into tensor<16x8xf32>
    %563 = tensor.empty() : tensor<16x8xf32>
    %564 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed_190, %267 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%563 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %cst_4, %in_281 : f32
      %928 = arith.mulf %in_281, %927 : f32
      %929 = arith.mulf %in, %928 : f32
      linalg.yield %929 : f32
    } -> tensor<16x8xf32>
    %565 = tensor.empty() : tensor<8x16xf32>
    %transposed_191 = linalg.transpose ins(%564 : tensor<16x8xf32>) outs(%565 : tensor<8x16xf32>) permutation = [1, 0] 
    %566 = tensor.empty() : tensor<8x64xf32>
    %567 = linalg.fill ins(%cst_3 : f32) outs(%566 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %568 = linalg.matmul ins(%transposed_191, %collapsed_98 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%567 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %569 = tensor.empty() : tensor<16x64xf32>
    %570 = linalg.fill ins(%cst_3 : f32) outs(%569 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %571 = linalg.matmul ins(%564, %arg22 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%570 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_192 = tensor.expand_shape %571 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %572 = tensor.empty() : tensor<2x8x64xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %expanded_192 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%572 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %574 = tensor.empty() : tensor<2x8x64xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %259 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%574 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %576 = tensor.empty() : tensor<64xf32>
    %577 = linalg.fill ins(%cst_3 : f32) outs(%576 : tensor<64xf32>) -> tensor<64xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%575 : tensor<2x8x64xf32>) outs(%577 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64xf32>
    %579 = tensor.empty() : tensor<2x8x64xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %arg27 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%579 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %581 = tensor.empty() : tensor<2x8x64xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %259 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%581 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %583 = tensor.empty() : tensor<2x8x1xf32>
    %584 = linalg.fill ins(%cst_3 : f32) outs(%583 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%582 : tensor<2x8x64xf32>) outs(%584 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %586 = tensor.empty() : tensor<2x8x1xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<2x8x1xf32>) outs(%586 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %588 = tensor.empty() : tensor<2x8x64xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %587 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%588 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %590 = tensor.empty() : tensor<2x8x64xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %589 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%590 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %592 = tensor.empty() : tensor<2x8x64xf32>
    %593 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %591 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%592 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %594 = tensor.empty() : tensor<2x8x64xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %593 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%594 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_193 = tensor.collapse_shape %595 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %596 = tensor.empty() : tensor<64x16xf32>
    %transposed_194 = linalg.transpose ins(%collapsed_193 : tensor<16x64xf32>) outs(%596 : tensor<64x16xf32>) permutation = [1, 0] 
    %597 = tensor.empty() : tensor<64x64xf32>
    %598 = linalg.fill ins(%cst_3 : f32) outs(%597 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %599 = linalg.matmul ins(%transposed_194, %collapsed_96 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%598 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %600 = tensor.empty() : tensor<16x64xf32>
    %601 = linalg.fill ins(%cst_3 : f32) outs(%600 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %602 = linalg.matmul ins(%collapsed_193, %arg19 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%601 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_195 = tensor.expand_shape %602 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %603:3 = "zero.attention_grad"(%transposed_92, %transposed_94, %transposed_93, %240#0, %240#1, %expanded_195) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>)
    %604 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_196 = linalg.transpose ins(%603#2 : tensor<2x8x4x16xf32>) outs(%604 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %605 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_197 = linalg.transpose ins(%603#1 : tensor<2x8x4x24xf32>) outs(%605 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %606 = tensor.empty() : tensor<2x4x1x8x24xf32>
    %transposed_198 = linalg.transpose ins(%603#0 : tensor<2x8x4x1x24xf32>) outs(%606 : tensor<2x4x1x8x24xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x24xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_200 = tensor.extract_slice %transposed_197[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %inserted_slice_201 = tensor.insert_slice %cst_7 into %transposed_197[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_202 = tensor.extract_slice %inserted_slice_201[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %607 = tensor.empty() : tensor<2x1x8x8xf32>
    %608 = linalg.fill ins(%cst_3 : f32) outs(%607 : tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %609 = linalg.generic {indexing_maps = [#map5, #map17], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%extracted_slice_200 : tensor<2x4x8x8xf32>) outs(%608 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x8xf32>
    %concat_203 = tensor.concat dim(3) %extracted_slice_202, %transposed_196 : (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x8x32xf32>
    %610 = tensor.empty() : tensor<2x8x4x32xf32>
    %transposed_204 = linalg.transpose ins(%concat_203 : tensor<2x4x8x32xf32>) outs(%610 : tensor<2x8x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_205 = tensor.collapse_shape %transposed_204 [[0, 1], [2, 3]] : tensor<2x8x4x32xf32> into tensor<16x128xf32>
    %611 = tensor.empty() : tensor<128x16xf32>
    %transposed_206 = linalg.transpose ins(%collapsed_205 : tensor<16x128xf32>) outs(%611 : tensor<128x16xf32>) permutation = [1, 0] 
    %612 = tensor.empty() : tensor<128x16xf32>
    %613 = linalg.fill ins(%cst_3 : f32) outs(%612 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %614 = linalg.matmul ins(%transposed_206, %collapsed_83 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%613 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %615 = tensor.empty() : tensor<16x16xf32>
    %616 = linalg.fill ins(%cst_3 : f32) outs(%615 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %617 = linalg.matmul ins(%collapsed_205, %arg18 : tensor<16x128xf32>, tensor<128x16xf32>) outs(%616 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %extracted_slice_207 = tensor.extract_slice %collapsed_199[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_208 = tensor.extract_slice %collapsed_199[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_209 = tensor.extract_slice %609[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_210 = tensor.extract_slice %609[0, 0, 0, 4] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %618 = tensor.empty() : tensor<2x1x8x4xf32>
    %619 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_210, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%618 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %620 = tensor.empty() : tensor<2x1x8x4xf32>
    %621 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_210, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%620 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %622 = tensor.empty() : tensor<2x1x8x4xf32>
    %623 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_209 : tensor<2x1x8x4xf32>) outs(%622 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %624 = tensor.empty() : tensor<2x1x8x4xf32>
    %625 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%624 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %626 = tensor.empty() : tensor<2x1x8x4xf32>
    %627 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%621, %625 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%626 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %628 = tensor.empty() : tensor<2x1x8x4xf32>
    %629 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_209, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%628 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %630 = tensor.empty() : tensor<2x1x8x4xf32>
    %631 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %629 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%630 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %extracted_slice_211 = tensor.extract_slice %extracted_slice_208[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_212 = tensor.extract_slice %extracted_slice_208[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %632 = tensor.empty() : tensor<2x4x8x4xf32>
    %633 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_212, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%632 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %634 = tensor.empty() : tensor<2x4x8x4xf32>
    %635 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_212, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%634 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %636 = tensor.empty() : tensor<2x4x8x4xf32>
    %637 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_211 : tensor<2x4x8x4xf32>) outs(%636 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %638 = tensor.empty() : tensor<2x4x8x4xf32>
    %639 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%638 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %640 = tensor.empty() : tensor<2x4x8x4xf32>
    %641 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %639 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%640 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %642 = tensor.empty() : tensor<2x4x8x4xf32>
    %643 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_211, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%642 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %644 = tensor.empty() : tensor<2x4x8x4xf32>
    %645 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%633, %643 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%644 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_213 = tensor.insert_slice %627 into %cst_6[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %inserted_slice_214 = tensor.insert_slice %631 into %cst_6[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %646 = tensor.empty() : tensor<2x1x8x8xf32>
    %647 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_213, %inserted_slice_214 : tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) outs(%646 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x8xf32>
    %inserted_slice_215 = tensor.insert_slice %641 into %cst_7[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_216 = tensor.insert_slice %645 into %cst_7[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %648 = tensor.empty() : tensor<2x4x8x8xf32>
    %649 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_215, %inserted_slice_216 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%648 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_217 = tensor.collapse_shape %647 [[0], [1, 2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %expanded_218 = tensor.expand_shape %617 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %650 = tensor.empty() : tensor<2x8x16xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_218, %202 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%650 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %652 = tensor.empty() : tensor<16xf32>
    %653 = linalg.fill ins(%cst_3 : f32) outs(%652 : tensor<16xf32>) -> tensor<16xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%651 : tensor<2x8x16xf32>) outs(%653 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16xf32>
    %655 = tensor.empty() : tensor<2x8x16xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_218, %arg17 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%655 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %657 = tensor.empty() : tensor<2x8x16xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %202 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%657 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %659 = tensor.empty() : tensor<2x8x1xf32>
    %660 = linalg.fill ins(%cst_3 : f32) outs(%659 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%658 : tensor<2x8x16xf32>) outs(%660 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %662 = tensor.empty() : tensor<2x8x1xf32>
    %663 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<2x8x1xf32>) outs(%662 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_14 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %664 = tensor.empty() : tensor<2x8x16xf32>
    %665 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %663 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%664 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %666 = tensor.empty() : tensor<2x8x16xf32>
    %667 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %665 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%666 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %668 = tensor.empty() : tensor<2x8x16xf32>
    %669 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %667 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%668 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %concat_219 = tensor.concat dim(2) %669, %collapsed_217 : (tensor<2x8x16xf32>, tensor<2x8x8xf32>) -> tensor<2x8x24xf32>
    %collapsed_220 = tensor.collapse_shape %concat_219 [[0, 1], [2]] : tensor<2x8x24xf32> into tensor<16x24xf32>
    %670 = tensor.empty() : tensor<24x16xf32>
    %transposed_221 = linalg.transpose ins(%collapsed_220 : tensor<16x24xf32>) outs(%670 : tensor<24x16xf32>) permutation = [1, 0] 
    %671 = tensor.empty() : tensor<24x64xf32>
    %672 = linalg.fill ins(%cst_3 : f32) outs(%671 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %673 = linalg.matmul ins(%transposed_221, %collapsed_62 : tensor<24x16xf32>, tensor<16x64xf32>) outs(%672 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %674 = tensor.empty() : tensor<16x64xf32>
    %675 = linalg.fill ins(%cst_3 : f32) outs(%674 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %676 = linalg.matmul ins(%collapsed_220, %arg16 : tensor<16x24xf32>, tensor<24x64xf32>) outs(%675 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_222 = tensor.expand_shape %676 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %concat_223 = tensor.concat dim(3) %extracted_slice_207, %649 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %677 = tensor.empty() : tensor<2x8x4x24xf32>
    %transposed_224 = linalg.transpose ins(%concat_223 : tensor<2x4x8x24xf32>) outs(%677 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_225 = tensor.collapse_shape %transposed_224 [[0, 1], [2, 3]] : tensor<2x8x4x24xf32> into tensor<16x96xf32>
    %678 = tensor.empty() : tensor<96x16xf32>
    %transposed_226 = linalg.transpose ins(%collapsed_225 : tensor<16x96xf32>) outs(%678 : tensor<96x16xf32>) permutation = [1, 0] 
    %679 = tensor.empty() : tensor<96x32xf32>
    %680 = linalg.fill ins(%cst_3 : f32) outs(%679 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %681 = linalg.matmul ins(%transposed_226, %collapsed_65 : tensor<96x16xf32>, tensor<16x32xf32>) outs(%680 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %682 = tensor.empty() : tensor<16x32xf32>
    %683 = linalg.fill ins(%cst_3 : f32) outs(%682 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %684 = linalg.matmul ins(%collapsed_225, %arg15 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%683 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_227 = tensor.expand_shape %684 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %685 = tensor.empty() : tensor<2x8x32xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_227, %178 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%685 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %687 = tensor.empty() : tensor<32xf32>
    %688 = linalg.fill ins(%cst_3 : f32) outs(%687 : tensor<32xf32>) -> tensor<32xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%686 : tensor<2x8x32xf32>) outs(%688 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<32xf32>
    %690 = tensor.empty() : tensor<2x8x32xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_227, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%690 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %692 = tensor.empty() : tensor<2x8x32xf32>
    %693 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %178 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%692 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %694 = tensor.empty() : tensor<2x8x1xf32>
    %695 = linalg.fill ins(%cst_3 : f32) outs(%694 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%693 : tensor<2x8x32xf32>) outs(%695 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %697 = tensor.empty() : tensor<2x8x1xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696 : tensor<2x8x1xf32>) outs(%697 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_13 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %699 = tensor.empty() : tensor<2x8x32xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %698 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%699 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %701 = tensor.empty() : tensor<2x8x32xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %700 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%701 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %703 = tensor.empty() : tensor<2x8x32xf32>
    %704 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %702 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%703 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_228 = tensor.collapse_shape %704 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %705 = tensor.empty() : tensor<32x16xf32>
    %transposed_229 = linalg.transpose ins(%collapsed_228 : tensor<16x32xf32>) outs(%705 : tensor<32x16xf32>) permutation = [1, 0] 
    %706 = tensor.empty() : tensor<32x64xf32>
    %707 = linalg.fill ins(%cst_3 : f32) outs(%706 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %708 = linalg.matmul ins(%transposed_229, %collapsed_62 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%707 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %709 = tensor.empty() : tensor<16x64xf32>
    %710 = linalg.fill ins(%cst_3 : f32) outs(%709 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %711 = linalg.matmul ins(%collapsed_228, %arg13 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%710 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_230 = tensor.expand_shape %711 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %712 = tensor.empty() : tensor<2x8x64xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222, %expanded_230 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%712 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %714 = tensor.empty() : tensor<2x8x64xf32>
    %715 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %159 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%714 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %716 = tensor.empty() : tensor<64xf32>
    %717 = linalg.fill ins(%cst_3 : f32) outs(%716 : tensor<64xf32>) -> tensor<64xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%715 : tensor<2x8x64xf32>) outs(%717 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64xf32>
    %719 = tensor.empty() : tensor<2x8x64xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%719 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %721 = tensor.empty() : tensor<2x8x64xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %159 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%721 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %723 = tensor.empty() : tensor<2x8x1xf32>
    %724 = linalg.fill ins(%cst_3 : f32) outs(%723 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%722 : tensor<2x8x64xf32>) outs(%724 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %726 = tensor.empty() : tensor<2x8x1xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<2x8x1xf32>) outs(%726 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %728 = tensor.empty() : tensor<2x8x64xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %727 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%728 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %730 = tensor.empty() : tensor<2x8x64xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %729 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%730 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %732 = tensor.empty() : tensor<2x8x64xf32>
    %733 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %731 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%732 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %734 = tensor.empty() : tensor<2x8x64xf32>
    %735 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %733 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%734 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_231 = tensor.collapse_shape %735 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %736 = tensor.empty() : tensor<64x16xf32>
    %transposed_232 = linalg.transpose ins(%collapsed_231 : tensor<16x64xf32>) outs(%736 : tensor<64x16xf32>) permutation = [1, 0] 
    %737 = tensor.empty() : tensor<64x128xf32>
    %738 = linalg.fill ins(%cst_3 : f32) outs(%737 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %739 = linalg.matmul ins(%transposed_232, %collapsed_59 : tensor<64x16xf32>, tensor<16x128xf32>) outs(%738 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %740 = tensor.empty() : tensor<16x128xf32>
    %741 = linalg.fill ins(%cst_3 : f32) outs(%740 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %742 = linalg.matmul ins(%collapsed_231, %arg10 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%741 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_233 = tensor.expand_shape %742 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %743 = tensor.empty() : tensor<2x8x128xf32>
    %744 = tensor.empty() : tensor<2x8x128xf32>
    %745:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_233, %expanded_55, %expanded_57 : tensor<2x8x128xf32>, tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%743, %744 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_281: f32, %in_282: f32, %out: f32, %out_283: f32):
      %cst_284 = arith.constant 1.000000e+00 : f32
      %927 = arith.negf %in_281 : f32
      %928 = math.exp %927 : f32
      %929 = arith.addf %cst_284, %928 : f32
      %930 = arith.divf %cst_284, %929 : f32
      %931 = arith.subf %cst_284, %930 : f32
      %932 = arith.mulf %in_281, %931 : f32
      %933 = arith.addf %cst_284, %932 : f32
      %934 = arith.mulf %930, %933 : f32
      %935 = arith.mulf %in, %in_282 : f32
      %936 = arith.mulf %935, %934 : f32
      %937 = arith.mulf %in_281, %930 : f32
      %938 = arith.mulf %in, %937 : f32
      linalg.yield %936, %938 : f32, f32
    } -> (tensor<2x8x128xf32>, tensor<2x8x128xf32>)
    %collapsed_234 = tensor.collapse_shape %745#1 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %746 = tensor.empty() : tensor<128x16xf32>
    %transposed_235 = linalg.transpose ins(%collapsed_234 : tensor<16x128xf32>) outs(%746 : tensor<128x16xf32>) permutation = [1, 0] 
    %747 = tensor.empty() : tensor<128x64xf32>
    %748 = linalg.fill ins(%cst_3 : f32) outs(%747 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %749 = linalg.matmul ins(%transposed_235, %collapsed_54 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%748 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %750 = tensor.empty() : tensor<16x64xf32>
    %751 = linalg.fill ins(%cst_3 : f32) outs(%750 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %752 = linalg.matmul ins(%collapsed_234, %arg9 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%751 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_236 = tensor.expand_shape %752 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %collapsed_237 = tensor.collapse_shape %745#0 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %753 = tensor.empty() : tensor<128x16xf32>
    %transposed_238 = linalg.transpose ins(%collapsed_237 : tensor<16x128xf32>) outs(%753 : tensor<128x16xf32>) permutation = [1, 0] 
    %754 = tensor.empty() : tensor<128x64xf32>
    %755 = linalg.fill ins(%cst_3 : f32) outs(%754 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %756 = linalg.matmul ins(%transposed_238, %collapsed_54 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%755 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %757 = tensor.empty() : tensor<16x64xf32>
    %758 = linalg.fill ins(%cst_3 : f32) outs(%757 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %759 = linalg.matmul ins(%collapsed_237, %arg8 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%758 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_239 = tensor.expand_shape %759 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %760 = tensor.empty() : tensor<2x8x64xf32>
    %761 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_236, %expanded_239 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%760 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %762 = tensor.empty() : tensor<2x8x64xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %124 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%762 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %764 = tensor.empty() : tensor<64xf32>
    %765 = linalg.fill ins(%cst_3 : f32) outs(%764 : tensor<64xf32>) -> tensor<64xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%763 : tensor<2x8x64xf32>) outs(%765 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64xf32>
    %767 = tensor.empty() : tensor<2x8x64xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %arg12 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%767 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %769 = tensor.empty() : tensor<2x8x64xf32>
    %770 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768, %124 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%769 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %771 = tensor.empty() : tensor<2x8x1xf32>
    %772 = linalg.fill ins(%cst_3 : f32) outs(%771 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%770 : tensor<2x8x64xf32>) outs(%772 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %774 = tensor.empty() : tensor<2x8x1xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<2x8x1xf32>) outs(%774 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %776 = tensor.empty() : tensor<2x8x64xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %775 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%776 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %778 = tensor.empty() : tensor<2x8x64xf32>
    %779 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768, %777 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%778 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %780 = tensor.empty() : tensor<2x8x64xf32>
    %781 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %779 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%780 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %782 = tensor.empty() : tensor<2x8x64xf32>
    %783 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735, %781 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%782 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_240 = tensor.collapse_shape %783 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %784 = tensor.empty() : tensor<64x16xf32>
    %transposed_241 = linalg.transpose ins(%collapsed_240 : tensor<16x64xf32>) outs(%784 : tensor<64x16xf32>) permutation = [1, 0] 
    %785 = tensor.empty() : tensor<64x64xf32>
    %786 = linalg.fill ins(%cst_3 : f32) outs(%785 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %787 = linalg.matmul ins(%transposed_241, %collapsed_51 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%786 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %788 = tensor.empty() : tensor<16x64xf32>
    %789 = linalg.fill ins(%cst_3 : f32) outs(%788 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %790 = linalg.matmul ins(%collapsed_240, %arg7 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%789 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_242 = tensor.expand_shape %790 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %791:3 = "zero.attention_grad"(%transposed_47, %transposed_49, %transposed_48, %105#0, %105#1, %expanded_242) {causal, scale = 0.20412414523193151 : f64} : (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x24xf32>, tensor<2x8x4x24xf32>, tensor<2x8x4x16xf32>)
    %792 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_243 = linalg.transpose ins(%791#2 : tensor<2x8x4x16xf32>) outs(%792 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %793 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_244 = linalg.transpose ins(%791#1 : tensor<2x8x4x24xf32>) outs(%793 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %794 = tensor.empty() : tensor<2x4x1x8x24xf32>
    %transposed_245 = linalg.transpose ins(%791#0 : tensor<2x8x4x1x24xf32>) outs(%794 : tensor<2x4x1x8x24xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_246 = tensor.collapse_shape %transposed_245 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x24xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_247 = tensor.extract_slice %transposed_244[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %inserted_slice_248 = tensor.insert_slice %cst_7 into %transposed_244[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_249 = tensor.extract_slice %inserted_slice_248[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %795 = tensor.empty() : tensor<2x1x8x8xf32>
    %796 = linalg.fill ins(%cst_3 : f32) outs(%795 : tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %797 = linalg.generic {indexing_maps = [#map5, #map17], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%extracted_slice_247 : tensor<2x4x8x8xf32>) outs(%796 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x8xf32>
    %concat_250 = tensor.concat dim(3) %extracted_slice_249, %transposed_243 : (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x8x32xf32>
    %798 = tensor.empty() : tensor<2x8x4x32xf32>
    %transposed_251 = linalg.transpose ins(%concat_250 : tensor<2x4x8x32xf32>) outs(%798 : tensor<2x8x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_252 = tensor.collapse_shape %transposed_251 [[0, 1], [2, 3]] : tensor<2x8x4x32xf32> into tensor<16x128xf32>
    %799 = tensor.empty() : tensor<128x16xf32>
    %transposed_253 = linalg.transpose ins(%collapsed_252 : tensor<16x128xf32>) outs(%799 : tensor<128x16xf32>) permutation = [1, 0] 
    %800 = tensor.empty() : tensor<128x16xf32>
    %801 = linalg.fill ins(%cst_3 : f32) outs(%800 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %802 = linalg.matmul ins(%transposed_253, %collapsed_39 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%801 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %803 = tensor.empty() : tensor<16x16xf32>
    %804 = linalg.fill ins(%cst_3 : f32) outs(%803 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %805 = linalg.matmul ins(%collapsed_252, %arg6 : tensor<16x128xf32>, tensor<128x16xf32>) outs(%804 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %extracted_slice_254 = tensor.extract_slice %collapsed_246[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_255 = tensor.extract_slice %collapsed_246[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_256 = tensor.extract_slice %797[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_257 = tensor.extract_slice %797[0, 0, 0, 4] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %806 = tensor.empty() : tensor<2x1x8x4xf32>
    %807 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_257, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%806 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %808 = tensor.empty() : tensor<2x1x8x4xf32>
    %809 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_257, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%808 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %810 = tensor.empty() : tensor<2x1x8x4xf32>
    %811 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_256 : tensor<2x1x8x4xf32>) outs(%810 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %812 = tensor.empty() : tensor<2x1x8x4xf32>
    %813 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %expanded_30 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%812 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %814 = tensor.empty() : tensor<2x1x8x4xf32>
    %815 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %813 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%814 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %816 = tensor.empty() : tensor<2x1x8x4xf32>
    %817 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_256, %expanded_28 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%816 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %818 = tensor.empty() : tensor<2x1x8x4xf32>
    %819 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807, %817 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%818 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x4xf32>
    %extracted_slice_258 = tensor.extract_slice %extracted_slice_255[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_259 = tensor.extract_slice %extracted_slice_255[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %820 = tensor.empty() : tensor<2x4x8x4xf32>
    %821 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_259, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%820 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %822 = tensor.empty() : tensor<2x4x8x4xf32>
    %823 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_259, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%822 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %824 = tensor.empty() : tensor<2x4x8x4xf32>
    %825 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_258 : tensor<2x4x8x4xf32>) outs(%824 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.negf %in : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %826 = tensor.empty() : tensor<2x4x8x4xf32>
    %827 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825, %expanded_30 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%826 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %828 = tensor.empty() : tensor<2x4x8x4xf32>
    %829 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%823, %827 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%828 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %830 = tensor.empty() : tensor<2x4x8x4xf32>
    %831 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_258, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%830 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %832 = tensor.empty() : tensor<2x4x8x4xf32>
    %833 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%821, %831 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%832 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_260 = tensor.insert_slice %815 into %cst_6[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %inserted_slice_261 = tensor.insert_slice %819 into %cst_6[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %834 = tensor.empty() : tensor<2x1x8x8xf32>
    %835 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_260, %inserted_slice_261 : tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) outs(%834 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x1x8x8xf32>
    %inserted_slice_262 = tensor.insert_slice %829 into %cst_7[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_263 = tensor.insert_slice %833 into %cst_7[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %836 = tensor.empty() : tensor<2x4x8x8xf32>
    %837 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_262, %inserted_slice_263 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%836 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_264 = tensor.collapse_shape %835 [[0], [1, 2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %expanded_265 = tensor.expand_shape %805 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %838 = tensor.empty() : tensor<2x8x16xf32>
    %839 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265, %67 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%838 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %840 = tensor.empty() : tensor<16xf32>
    %841 = linalg.fill ins(%cst_3 : f32) outs(%840 : tensor<16xf32>) -> tensor<16xf32>
    %842 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%839 : tensor<2x8x16xf32>) outs(%841 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<16xf32>
    %843 = tensor.empty() : tensor<2x8x16xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265, %arg5 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%843 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %845 = tensor.empty() : tensor<2x8x16xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844, %67 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%845 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %847 = tensor.empty() : tensor<2x8x1xf32>
    %848 = linalg.fill ins(%cst_3 : f32) outs(%847 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %849 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%846 : tensor<2x8x16xf32>) outs(%848 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %850 = tensor.empty() : tensor<2x8x1xf32>
    %851 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849 : tensor<2x8x1xf32>) outs(%850 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_14 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %852 = tensor.empty() : tensor<2x8x16xf32>
    %853 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %851 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%852 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %854 = tensor.empty() : tensor<2x8x16xf32>
    %855 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844, %853 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%854 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %856 = tensor.empty() : tensor<2x8x16xf32>
    %857 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %855 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%856 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x16xf32>
    %concat_266 = tensor.concat dim(2) %857, %collapsed_264 : (tensor<2x8x16xf32>, tensor<2x8x8xf32>) -> tensor<2x8x24xf32>
    %collapsed_267 = tensor.collapse_shape %concat_266 [[0, 1], [2]] : tensor<2x8x24xf32> into tensor<16x24xf32>
    %858 = tensor.empty() : tensor<24x16xf32>
    %transposed_268 = linalg.transpose ins(%collapsed_267 : tensor<16x24xf32>) outs(%858 : tensor<24x16xf32>) permutation = [1, 0] 
    %859 = tensor.empty() : tensor<24x64xf32>
    %860 = linalg.fill ins(%cst_3 : f32) outs(%859 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %861 = linalg.matmul ins(%transposed_268, %collapsed : tensor<24x16xf32>, tensor<16x64xf32>) outs(%860 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %862 = tensor.empty() : tensor<16x64xf32>
    %863 = linalg.fill ins(%cst_3 : f32) outs(%862 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %864 = linalg.matmul ins(%collapsed_267, %arg4 : tensor<16x24xf32>, tensor<24x64xf32>) outs(%863 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_269 = tensor.expand_shape %864 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %concat_270 = tensor.concat dim(3) %extracted_slice_254, %837 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %865 = tensor.empty() : tensor<2x8x4x24xf32>
    %transposed_271 = linalg.transpose ins(%concat_270 : tensor<2x4x8x24xf32>) outs(%865 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_272 = tensor.collapse_shape %transposed_271 [[0, 1], [2, 3]] : tensor<2x8x4x24xf32> into tensor<16x96xf32>
    %866 = tensor.empty() : tensor<96x16xf32>
    %transposed_273 = linalg.transpose ins(%collapsed_272 : tensor<16x96xf32>) outs(%866 : tensor<96x16xf32>) permutation = [1, 0] 
    %867 = tensor.empty() : tensor<96x32xf32>
    %868 = linalg.fill ins(%cst_3 : f32) outs(%867 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %869 = linalg.matmul ins(%transposed_273, %collapsed_18 : tensor<96x16xf32>, tensor<16x32xf32>) outs(%868 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %870 = tensor.empty() : tensor<16x32xf32>
    %871 = linalg.fill ins(%cst_3 : f32) outs(%870 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %872 = linalg.matmul ins(%collapsed_272, %arg3 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%871 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_274 = tensor.expand_shape %872 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %873 = tensor.empty() : tensor<2x8x32xf32>
    %874 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_274, %43 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%873 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %875 = tensor.empty() : tensor<32xf32>
    %876 = linalg.fill ins(%cst_3 : f32) outs(%875 : tensor<32xf32>) -> tensor<32xf32>
    %877 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%874 : tensor<2x8x32xf32>) outs(%876 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<32xf32>
    %878 = tensor.empty() : tensor<2x8x32xf32>
    %879 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_274, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%878 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %880 = tensor.empty() : tensor<2x8x32xf32>
    %881 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%879, %43 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%880 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %882 = tensor.empty() : tensor<2x8x1xf32>
    %883 = linalg.fill ins(%cst_3 : f32) outs(%882 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %884 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%881 : tensor<2x8x32xf32>) outs(%883 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %885 = tensor.empty() : tensor<2x8x1xf32>
    %886 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884 : tensor<2x8x1xf32>) outs(%885 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_13 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %887 = tensor.empty() : tensor<2x8x32xf32>
    %888 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %886 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%887 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %889 = tensor.empty() : tensor<2x8x32xf32>
    %890 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%879, %888 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%889 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %891 = tensor.empty() : tensor<2x8x32xf32>
    %892 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %890 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%891 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_275 = tensor.collapse_shape %892 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %893 = tensor.empty() : tensor<32x16xf32>
    %transposed_276 = linalg.transpose ins(%collapsed_275 : tensor<16x32xf32>) outs(%893 : tensor<32x16xf32>) permutation = [1, 0] 
    %894 = tensor.empty() : tensor<32x64xf32>
    %895 = linalg.fill ins(%cst_3 : f32) outs(%894 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %896 = linalg.matmul ins(%transposed_276, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%895 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %897 = tensor.empty() : tensor<16x64xf32>
    %898 = linalg.fill ins(%cst_3 : f32) outs(%897 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %899 = linalg.matmul ins(%collapsed_275, %arg1 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%898 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_277 = tensor.expand_shape %899 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %900 = tensor.empty() : tensor<2x8x64xf32>
    %901 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_269, %expanded_277 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%900 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %902 = tensor.empty() : tensor<2x8x64xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%901, %24 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%902 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %904 = tensor.empty() : tensor<64xf32>
    %905 = linalg.fill ins(%cst_3 : f32) outs(%904 : tensor<64xf32>) -> tensor<64xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%903 : tensor<2x8x64xf32>) outs(%905 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<64xf32>
    %907 = tensor.empty() : tensor<2x8x64xf32>
    %908 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%901, %arg11 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%907 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %909 = tensor.empty() : tensor<2x8x64xf32>
    %910 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %24 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%909 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %911 = tensor.empty() : tensor<2x8x1xf32>
    %912 = linalg.fill ins(%cst_3 : f32) outs(%911 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %913 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%910 : tensor<2x8x64xf32>) outs(%912 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.addf %in, %out : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %914 = tensor.empty() : tensor<2x8x1xf32>
    %915 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%913 : tensor<2x8x1xf32>) outs(%914 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %927 = arith.divf %in, %cst_12 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x1xf32>
    %916 = tensor.empty() : tensor<2x8x64xf32>
    %917 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %915 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%916 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %918 = tensor.empty() : tensor<2x8x64xf32>
    %919 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %917 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%918 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.subf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %920 = tensor.empty() : tensor<2x8x64xf32>
    %921 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %919 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%920 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.mulf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %922 = tensor.empty() : tensor<2x8x64xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%783, %921 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%922 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_281: f32, %out: f32):
      %927 = arith.addf %in, %in_281 : f32
      linalg.yield %927 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_278 = tensor.collapse_shape %arg30 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_279 = tensor.collapse_shape %923 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_280 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %924 = tensor.empty() : tensor<256x64xf32>
    %925 = linalg.fill ins(%cst_280 : f32) outs(%924 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %926 = scf.for %arg32 = %c0 to %c16 step %c1 iter_args(%arg33 = %925) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_278[%arg32] : tensor<16xi64>
      %927 = arith.index_cast %extracted : i64 to index
      %extracted_slice_281 = tensor.extract_slice %collapsed_279[%arg32, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_282 = tensor.extract_slice %arg33[%927, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %928 = tensor.empty() : tensor<1x64xf32>
      %929 = linalg.add ins(%extracted_slice_282, %extracted_slice_281 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%928 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice_283 = tensor.insert_slice %929 into %arg33[%927, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice_283 : tensor<256x64xf32>
    }
    return %443, %926, %896, %877, %869, %861, %842, %802, %787, %756, %749, %739, %906, %766, %708, %689, %681, %673, %654, %614, %599, %collapsed_186, %collapsed_172, %568, %491, %484, %474, %718, %578, %455, %447 : tensor<f32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<24x64xf32>, tensor<16xf32>, tensor<128x16xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<24x64xf32>, tensor<16xf32>, tensor<128x16xf32>, tensor<64x64xf32>, tensor<8x64x64xf32>, tensor<8x64x32xf32>, tensor<8x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>
  }
}
