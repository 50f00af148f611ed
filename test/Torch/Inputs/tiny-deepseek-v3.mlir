// zero-torch export tiny-deepseek-v3.json --batch 2 --seq 8 --dtype f32: 139168 parameters in 30 tensors, 2 layer units
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1) -> (d0, d1)>
#map17 = affine_map<(d0, d1) -> (d1)>
#map18 = affine_map<(d0, d1) -> (d0)>
#map19 = affine_map<(d0, d1) -> (d0, 0)>
#map20 = affine_map<(d0, d1) -> ()>
#map21 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map22 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map23 = affine_map<(d0, d1, d2) -> ()>
#map24 = affine_map<() -> ()>
#map25 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
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
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %false = arith.constant false
    %true = arith.constant true
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<64x2xf32>
    %cst_10 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_11 = arith.constant dense<true> : tensor<i1>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = arith.constant 9.9999999999999995E-21 : f64
    %cst_14 = arith.constant 0.20412414523193151 : f64
    %cst_15 = arith.constant 9.9999999999999995E-7 : f64
    %cst_16 = arith.constant 6.400000e+01 : f32
    %cst_17 = arith.constant 3.200000e+01 : f32
    %cst_18 = arith.constant 1.600000e+01 : f32
    %cst_19 = arith.constant 2.500000e+00 : f32
    %cst_20 = arith.constant -5.000000e-01 : f32
    %cst_21 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %657 = arith.index_cast %in : i64 to index
      %658 = linalg.index 2 : index
      %659 = arith.cmpi slt, %657, %c256 : index
      cf.assert %659, "index must be smaller than dim size"
      %660 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %660, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%657, %658] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %657 = linalg.index 0 : index
      %658 = arith.index_cast %657 : index to i64
      linalg.yield %658 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %657 = linalg.index 0 : index
      %658 = arith.index_cast %657 : index to i64
      linalg.yield %658 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_22 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_23 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %6 = tensor.empty() : tensor<1x1x8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23, %expanded_22 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi sle, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<1x1x8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_11, %7 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_335: i1, %out: i1):
      %657 = arith.andi %in, %in_335 : i1
      linalg.yield %657 : i1
    } -> tensor<1x1x8x8xi1>
    %9 = tensor.empty() : tensor<2x1x1x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_23 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%9 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %11 = tensor.empty() : tensor<2x1x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map9, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%11 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_335: i1, %out: i1):
      %657 = arith.andi %in, %in_335 : i1
      linalg.yield %657 : i1
    } -> tensor<2x1x8x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_12, %cst_10 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_335: f32, %in_336: f32, %out: f32):
      %657 = arith.select %in, %in_335, %in_336 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_24 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %657 = arith.sitofp %in : i64 to f32
      linalg.yield %657 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x4xf32>
    %18 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_0 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%17 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %19 = tensor.empty() : tensor<1x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.cos %in : f32
      linalg.yield %657 : f32
    } -> tensor<1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.sin %in : f32
      linalg.yield %657 : f32
    } -> tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_2 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %29 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %31 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x64xf32>) outs(%31 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %32 = tensor.empty() : tensor<16x32xf32>
    %33 = linalg.fill ins(%cst_2 : f32) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_25 = tensor.expand_shape %34 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %35 = tensor.empty() : tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_17 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %40 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %41 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %43 = tensor.empty() : tensor<32x96xf32>
    %transposed_26 = linalg.transpose ins(%arg3 : tensor<96x32xf32>) outs(%43 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %44 = tensor.empty() : tensor<16x96xf32>
    %45 = linalg.fill ins(%cst_2 : f32) outs(%44 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %46 = linalg.matmul ins(%collapsed_27, %transposed_26 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%45 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %expanded_28 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %47 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x8x4x24xf32>) outs(%47 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_29[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_29[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %48 = tensor.empty() : tensor<64x24xf32>
    %transposed_31 = linalg.transpose ins(%arg4 : tensor<24x64xf32>) outs(%48 : tensor<64x24xf32>) permutation = [1, 0] 
    %49 = tensor.empty() : tensor<16x24xf32>
    %50 = linalg.fill ins(%cst_2 : f32) outs(%49 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %51 = linalg.matmul ins(%collapsed, %transposed_31 : tensor<16x64xf32>, tensor<64x24xf32>) outs(%50 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %expanded_32 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_32[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_32[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32>
    %52 = tensor.empty() : tensor<2x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_18 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %57 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %59 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %58 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32>
    %extracted_slice_36 = tensor.extract_slice %20[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_37 = tensor.expand_shape %extracted_slice_36 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_38 = tensor.extract_slice %21[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_39 = tensor.expand_shape %extracted_slice_38 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_40 = tensor.extract_slice %extracted_slice_30[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_41 = tensor.extract_slice %extracted_slice_30[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_35[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_35[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %60 = tensor.empty() : tensor<2x4x8x4xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %62 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %65 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_44 = tensor.concat dim(3) %63, %66 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %67 = tensor.empty() : tensor<2x1x8x4xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %69 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %72 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %concat_45 = tensor.concat dim(3) %70, %73 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %concat_46 = tensor.concat dim(3) %extracted_slice, %concat_44 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %74 = tensor.empty() : tensor<16x128xf32>
    %transposed_47 = linalg.transpose ins(%arg6 : tensor<128x16xf32>) outs(%74 : tensor<16x128xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %75 = linalg.fill ins(%cst_2 : f32) outs(%74 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %76 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<16x16xf32>, tensor<16x128xf32>) outs(%75 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_49 = tensor.expand_shape %76 [[0, 1], [2, 3]] output_shape [2, 8, 4, 32] : tensor<16x128xf32> into tensor<2x8x4x32xf32>
    %77 = tensor.empty() : tensor<2x4x8x32xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x8x4x32xf32>) outs(%77 : tensor<2x4x8x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_51 = tensor.extract_slice %transposed_50[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_52 = tensor.extract_slice %transposed_50[0, 0, 0, 16] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %78 = tensor.empty() : tensor<2x4x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %concat_45 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %79 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_53 : tensor<2x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice_51 into %47[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x16xf32> into tensor<2x4x8x24xf32>
    %inserted_slice_54 = tensor.insert_slice %79 into %inserted_slice[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %collapsed_55 = tensor.collapse_shape %concat_46 [[0, 1], [2], [3]] : tensor<2x4x8x24xf32> into tensor<8x8x24xf32>
    %80 = tensor.empty() : tensor<2x4x24x8xf32>
    %transposed_56 = linalg.transpose ins(%inserted_slice_54 : tensor<2x4x8x24xf32>) outs(%80 : tensor<2x4x24x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<2x4x24x8xf32> into tensor<8x24x8xf32>
    %81 = tensor.empty() : tensor<8x8x8xf32>
    %82 = linalg.fill ins(%cst_2 : f32) outs(%81 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = linalg.batch_matmul ins(%collapsed_55, %collapsed_57 : tensor<8x8x24xf32>, tensor<8x24x8xf32>) outs(%82 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_58 = tensor.expand_shape %83 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_14 : f64 to f32
      %658 = arith.mulf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x4x8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %86 = tensor.empty() : tensor<2x4x8xi64>
    %87 = linalg.fill ins(%c0_i64 : i64) outs(%86 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %88 = tensor.empty() : tensor<2x4x8xf32>
    %89 = linalg.fill ins(%cst_3 : f32) outs(%88 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %90:2 = linalg.generic {indexing_maps = [#map5, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%85 : tensor<2x4x8x8xf32>) outs(%89, %87 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 3 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_59 = tensor.expand_shape %90#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_59 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.exp %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %93 = tensor.empty() : tensor<2x4x8x1xf32>
    %94 = linalg.fill ins(%cst_2 : f32) outs(%93 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<2x4x8x8xf32>) outs(%94 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %95 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.divf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_60 = tensor.collapse_shape %96 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %extracted_slice_52 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %97 = tensor.empty() : tensor<8x8x16xf32>
    %98 = linalg.fill ins(%cst_2 : f32) outs(%97 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %99 = linalg.batch_matmul ins(%collapsed_60, %collapsed_61 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%98 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_62 = tensor.expand_shape %99 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %100 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x4x8x16xf32>) outs(%100 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %101 = tensor.empty() : tensor<64x64xf32>
    %transposed_64 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_65 = tensor.collapse_shape %transposed_63 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %102 = tensor.empty() : tensor<16x64xf32>
    %103 = linalg.fill ins(%cst_2 : f32) outs(%102 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %104 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_66 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_66 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %110 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %112 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %111 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %113 = tensor.empty() : tensor<64x128xf32>
    %transposed_67 = linalg.transpose ins(%arg8 : tensor<128x64xf32>) outs(%113 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %114 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%75 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_69 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %115 = tensor.empty() : tensor<2x8x128xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      %658 = math.exp %657 : f32
      %659 = arith.addf %658, %cst_4 : f32
      %660 = arith.divf %cst_4, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x8x128xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %expanded_69 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %transposed_70 = linalg.transpose ins(%arg9 : tensor<128x64xf32>) outs(%113 : tensor<64x128xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_68, %transposed_70 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%75 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_71 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %expanded_71 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %120 = tensor.empty() : tensor<128x64xf32>
    %transposed_72 = linalg.transpose ins(%arg10 : tensor<64x128xf32>) outs(%120 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_73 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %121 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_74 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_74 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %127 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %129 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %128 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %transposed_75 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%31 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %130 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_77 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_17 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %135 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %136 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %transposed_78 = linalg.transpose ins(%arg15 : tensor<96x32xf32>) outs(%43 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %138 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%45 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %expanded_80 = tensor.expand_shape %138 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<2x8x4x24xf32>) outs(%47 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_82 = tensor.extract_slice %transposed_81[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_83 = tensor.extract_slice %transposed_81[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %transposed_84 = linalg.transpose ins(%arg16 : tensor<24x64xf32>) outs(%48 : tensor<64x24xf32>) permutation = [1, 0] 
    %139 = linalg.matmul ins(%collapsed_76, %transposed_84 : tensor<16x64xf32>, tensor<64x24xf32>) outs(%50 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %expanded_85 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32>
    %extracted_slice_86 = tensor.extract_slice %expanded_85[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32>
    %extracted_slice_87 = tensor.extract_slice %expanded_85[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_86 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_18 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_86, %144 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %146 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %145 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %expanded_88 = tensor.expand_shape %extracted_slice_87 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32>
    %extracted_slice_89 = tensor.extract_slice %extracted_slice_83[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_90 = tensor.extract_slice %extracted_slice_83[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_91 = tensor.extract_slice %expanded_88[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_92 = tensor.extract_slice %expanded_88[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %147 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_90, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %149 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %148 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %150 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_90, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %151 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %152 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %151 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_93 = tensor.concat dim(3) %149, %152 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %153 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %155 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %154 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %156 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %157 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %158 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %157 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %concat_94 = tensor.concat dim(3) %155, %158 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %concat_95 = tensor.concat dim(3) %extracted_slice_82, %concat_93 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %transposed_96 = linalg.transpose ins(%arg18 : tensor<128x16xf32>) outs(%74 : tensor<16x128xf32>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %159 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<16x16xf32>, tensor<16x128xf32>) outs(%75 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_98 = tensor.expand_shape %159 [[0, 1], [2, 3]] output_shape [2, 8, 4, 32] : tensor<16x128xf32> into tensor<2x8x4x32xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<2x8x4x32xf32>) outs(%77 : tensor<2x4x8x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_100 = tensor.extract_slice %transposed_99[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_101 = tensor.extract_slice %transposed_99[0, 0, 0, 16] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x32xf32> to tensor<2x4x8x16xf32>
    %collapsed_102 = tensor.collapse_shape %concat_94 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %160 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_102 : tensor<2x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_103 = tensor.insert_slice %extracted_slice_100 into %47[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x16xf32> into tensor<2x4x8x24xf32>
    %inserted_slice_104 = tensor.insert_slice %160 into %inserted_slice_103[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %collapsed_105 = tensor.collapse_shape %concat_95 [[0, 1], [2], [3]] : tensor<2x4x8x24xf32> into tensor<8x8x24xf32>
    %transposed_106 = linalg.transpose ins(%inserted_slice_104 : tensor<2x4x8x24xf32>) outs(%80 : tensor<2x4x24x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0, 1], [2], [3]] : tensor<2x4x24x8xf32> into tensor<8x24x8xf32>
    %161 = linalg.batch_matmul ins(%collapsed_105, %collapsed_107 : tensor<8x8x24xf32>, tensor<8x24x8xf32>) outs(%82 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_108 = tensor.expand_shape %161 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %162 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_14 : f64 to f32
      %658 = arith.mulf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x4x8x8xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %164:2 = linalg.generic {indexing_maps = [#map5, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<2x4x8x8xf32>) outs(%89, %87 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 3 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_109 = tensor.expand_shape %164#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_109 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.exp %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %167 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x4x8x8xf32>) outs(%94 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.divf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_110 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_111 = tensor.collapse_shape %extracted_slice_101 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %169 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%98 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_112 = tensor.expand_shape %169 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<2x4x8x16xf32>) outs(%100 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_114 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_115 = tensor.collapse_shape %transposed_113 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %170 = linalg.matmul ins(%collapsed_115, %transposed_114 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_116 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %expanded_116 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%172 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %176 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %178 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %177 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_117 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %179 = tensor.empty() : tensor<64x8xf32>
    %transposed_118 = linalg.transpose ins(%arg22 : tensor<8x64xf32>) outs(%179 : tensor<64x8xf32>) permutation = [1, 0] 
    %180 = tensor.empty() : tensor<16x8xf32>
    %181 = linalg.fill ins(%cst_2 : f32) outs(%180 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %182 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%181 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %183 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<16x8xf32>) outs(%180 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      %658 = math.exp %657 : f32
      %659 = arith.addf %658, %cst_4 : f32
      %660 = arith.divf %cst_4, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<16x8xf32>
    %184 = linalg.generic {indexing_maps = [#map16, #map17, #map16], iterator_types = ["parallel", "parallel"]} ins(%183, %cst : tensor<16x8xf32>, tensor<8xf32>) outs(%180 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8xf32>
    %expanded_119 = tensor.expand_shape %184 [[0], [1, 2]] output_shape [16, 4, 2] : tensor<16x8xf32> into tensor<16x4x2xf32>
    %collapsed_120 = tensor.collapse_shape %expanded_119 [[0, 1], [2]] : tensor<16x4x2xf32> into tensor<64x2xf32>
    %185 = tensor.empty() : tensor<64xi64>
    %186 = linalg.fill ins(%c0_i64 : i64) outs(%185 : tensor<64xi64>) -> tensor<64xi64>
    %187 = tensor.empty() : tensor<64xf32>
    %188 = linalg.fill ins(%cst_3 : f32) outs(%187 : tensor<64xf32>) -> tensor<64xf32>
    %189:2 = linalg.generic {indexing_maps = [#map16, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%collapsed_120 : tensor<64x2xf32>) outs(%188, %186 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 1 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_121 = tensor.expand_shape %189#1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %190 = tensor.empty() : tensor<64x2xi1>
    %191 = linalg.generic {indexing_maps = [#map17, #map19, #map16], iterator_types = ["parallel", "parallel"]} ins(%5, %expanded_121 : tensor<2xi64>, tensor<64x1xi64>) outs(%190 : tensor<64x2xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<64x2xi1>
    %192 = tensor.empty() : tensor<64x2xf32>
    %193 = linalg.generic {indexing_maps = [#map16, #map16, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%191, %collapsed_120, %cst_9 : tensor<64x2xi1>, tensor<64x2xf32>, tensor<64x2xf32>) outs(%192 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_335: f32, %in_336: f32, %out: f32):
      %657 = arith.select %in, %in_335, %in_336 : f32
      linalg.yield %657 : f32
    } -> tensor<64x2xf32>
    %194 = tensor.empty() : tensor<64x1xf32>
    %195 = linalg.fill ins(%cst_2 : f32) outs(%194 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %196 = linalg.generic {indexing_maps = [#map16, #map19], iterator_types = ["parallel", "reduction"]} ins(%193 : tensor<64x2xf32>) outs(%195 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<64x1xf32>
    %197 = linalg.generic {indexing_maps = [#map16, #map20, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%191, %cst_8, %collapsed_120 : tensor<64x2xi1>, tensor<f32>, tensor<64x2xf32>) outs(%192 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_335: f32, %in_336: f32, %out: f32):
      %657 = arith.select %in, %in_335, %in_336 : f32
      linalg.yield %657 : f32
    } -> tensor<64x2xf32>
    %198:2 = linalg.generic {indexing_maps = [#map16, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%197 : tensor<64x2xf32>) outs(%188, %186 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 1 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_122 = tensor.expand_shape %198#1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %199 = linalg.generic {indexing_maps = [#map17, #map19, #map16], iterator_types = ["parallel", "parallel"]} ins(%5, %expanded_122 : tensor<2xi64>, tensor<64x1xi64>) outs(%190 : tensor<64x2xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<64x2xi1>
    %200 = linalg.generic {indexing_maps = [#map16, #map16, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%199, %collapsed_120, %cst_9 : tensor<64x2xi1>, tensor<64x2xf32>, tensor<64x2xf32>) outs(%192 : tensor<64x2xf32>) {
    ^bb0(%in: i1, %in_335: f32, %in_336: f32, %out: f32):
      %657 = arith.select %in, %in_335, %in_336 : f32
      linalg.yield %657 : f32
    } -> tensor<64x2xf32>
    %201 = linalg.generic {indexing_maps = [#map16, #map19], iterator_types = ["parallel", "reduction"]} ins(%200 : tensor<64x2xf32>) outs(%195 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<64x1xf32>
    %concat_123 = tensor.concat dim(1) %196, %201 : (tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x2xf32>
    %202 = linalg.fill ins(%cst_2 : f32) outs(%187 : tensor<64xf32>) -> tensor<64xf32>
    %203 = linalg.generic {indexing_maps = [#map16, #map18], iterator_types = ["parallel", "reduction"]} ins(%concat_123 : tensor<64x2xf32>) outs(%202 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<64xf32>
    %expanded_124 = tensor.expand_shape %203 [[0, 1]] output_shape [16, 4] : tensor<64xf32> into tensor<16x4xf32>
    %204 = tensor.empty() : tensor<4xi64>
    %205 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%204 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %657 = linalg.index 0 : index
      %658 = arith.index_cast %657 : index to i64
      linalg.yield %658 : i64
    } -> tensor<4xi64>
    %206 = tensor.empty() : tensor<16xi64>
    %207 = linalg.fill ins(%c0_i64 : i64) outs(%206 : tensor<16xi64>) -> tensor<16xi64>
    %208 = tensor.empty() : tensor<16xf32>
    %209 = linalg.fill ins(%cst_3 : f32) outs(%208 : tensor<16xf32>) -> tensor<16xf32>
    %210:2 = linalg.generic {indexing_maps = [#map16, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%expanded_124 : tensor<16x4xf32>) outs(%209, %207 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 1 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_125 = tensor.expand_shape %210#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %211 = tensor.empty() : tensor<16x4xi1>
    %212 = linalg.generic {indexing_maps = [#map17, #map19, #map16], iterator_types = ["parallel", "parallel"]} ins(%205, %expanded_125 : tensor<4xi64>, tensor<16x1xi64>) outs(%211 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<16x4xi1>
    %213 = tensor.empty() : tensor<16x4xf32>
    %214 = linalg.generic {indexing_maps = [#map16, #map20, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%212, %cst_8, %expanded_124 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%213 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_335: f32, %in_336: f32, %out: f32):
      %657 = arith.select %in, %in_335, %in_336 : f32
      linalg.yield %657 : f32
    } -> tensor<16x4xf32>
    %215:2 = linalg.generic {indexing_maps = [#map16, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%214 : tensor<16x4xf32>) outs(%209, %207 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 1 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_126 = tensor.expand_shape %215#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_127 = tensor.concat dim(1) %expanded_125, %expanded_126 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %expanded_128 = tensor.expand_shape %concat_127 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %216 = tensor.empty() : tensor<16x2x4xi1>
    %217 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %205 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%216 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<16x2x4xi1>
    %218 = linalg.fill ins(%false : i1) outs(%211 : tensor<16x4xi1>) -> tensor<16x4xi1>
    %219 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%217 : tensor<16x2x4xi1>) outs(%218 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %657 = arith.ori %in, %out : i1
      linalg.yield %657 : i1
    } -> tensor<16x4xi1>
    %220 = tensor.empty() : tensor<16x4x2xi1>
    %221 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<16x4xi1>) outs(%220 : tensor<16x4x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<16x4x2xi1>
    %collapsed_129 = tensor.collapse_shape %221 [[0], [1, 2]] : tensor<16x4x2xi1> into tensor<16x8xi1>
    %222 = tensor.empty() : tensor<16x8xi1>
    %223 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%collapsed_129 : tensor<16x8xi1>) outs(%222 : tensor<16x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %657 = arith.xori %in, %true : i1
      linalg.yield %657 : i1
    } -> tensor<16x8xi1>
    %224 = linalg.generic {indexing_maps = [#map16, #map20, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%223, %cst_8, %184 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%180 : tensor<16x8xf32>) {
    ^bb0(%in: i1, %in_335: f32, %in_336: f32, %out: f32):
      %657 = arith.select %in, %in_335, %in_336 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8xf32>
    %225:2 = linalg.generic {indexing_maps = [#map16, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%224 : tensor<16x8xf32>) outs(%209, %207 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 1 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_130 = tensor.expand_shape %225#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %226 = linalg.generic {indexing_maps = [#map17, #map19, #map16], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_130 : tensor<8xi64>, tensor<16x1xi64>) outs(%222 : tensor<16x8xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<16x8xi1>
    %227 = linalg.generic {indexing_maps = [#map16, #map20, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%226, %cst_8, %224 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%180 : tensor<16x8xf32>) {
    ^bb0(%in: i1, %in_335: f32, %in_336: f32, %out: f32):
      %657 = arith.select %in, %in_335, %in_336 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8xf32>
    %228:2 = linalg.generic {indexing_maps = [#map16, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%227 : tensor<16x8xf32>) outs(%209, %207 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 1 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_131 = tensor.expand_shape %228#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_132 = tensor.concat dim(1) %expanded_130, %expanded_131 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %expanded_133 = tensor.expand_shape %concat_132 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %229 = tensor.empty() : tensor<16x2x8xi1>
    %230 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %3 : tensor<16x2x1xi64>, tensor<8xi64>) outs(%229 : tensor<16x2x8xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<16x2x8xi1>
    %expanded_134 = tensor.expand_shape %183 [[0], [1, 2]] output_shape [16, 1, 8] : tensor<16x8xf32> into tensor<16x1x8xf32>
    %231 = tensor.empty() : tensor<16x2x8xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<16x2x8xi1>) outs(%231 : tensor<16x2x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %657 = arith.uitofp %in : i1 to f32
      linalg.yield %657 : f32
    } -> tensor<16x2x8xf32>
    %233 = linalg.generic {indexing_maps = [#map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %232 : tensor<16x1x8xf32>, tensor<16x2x8xf32>) outs(%231 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2x8xf32>
    %234 = tensor.empty() : tensor<16x2xf32>
    %235 = linalg.fill ins(%cst_2 : f32) outs(%234 : tensor<16x2xf32>) -> tensor<16x2xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<16x2x8xf32>) outs(%235 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %237 = tensor.empty() : tensor<16x1xf32>
    %238 = linalg.fill ins(%cst_2 : f32) outs(%237 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %239 = linalg.generic {indexing_maps = [#map16, #map19], iterator_types = ["parallel", "reduction"]} ins(%236 : tensor<16x2xf32>) outs(%238 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x1xf32>
    %240 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<16x1xf32>) outs(%237 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_13 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<16x1xf32>
    %241 = linalg.generic {indexing_maps = [#map16, #map19, #map16], iterator_types = ["parallel", "parallel"]} ins(%236, %240 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.divf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %242 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<16x2xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_19 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %expanded_135 = tensor.expand_shape %242 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %expanded_135 : tensor<16x2x8xf32>, tensor<16x2x1xf32>) outs(%231 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2x8xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%243 : tensor<16x2x8xf32>) outs(%181 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x8xf32>
    %expanded_136 = tensor.expand_shape %arg20 [[0], [1], [2, 3]] output_shape [8, 64, 64, 1] : tensor<8x64x64xf32> into tensor<8x64x64x1xf32>
    %expanded_137 = tensor.expand_shape %collapsed_117 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %245 = tensor.empty() : tensor<64x8x64x1xf32>
    %transposed_138 = linalg.transpose ins(%expanded_136 : tensor<8x64x64x1xf32>) outs(%245 : tensor<64x8x64x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0], [1, 2, 3]] : tensor<64x8x64x1xf32> into tensor<64x512xf32>
    %expanded_140 = tensor.expand_shape %collapsed_139 [[0, 1], [2]] output_shape [1, 64, 512] : tensor<64x512xf32> into tensor<1x64x512xf32>
    %246 = tensor.empty() : tensor<1x16x512xf32>
    %247 = linalg.fill ins(%cst_2 : f32) outs(%246 : tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
    %248 = linalg.batch_matmul ins(%expanded_137, %expanded_140 : tensor<1x16x64xf32>, tensor<1x64x512xf32>) outs(%247 : tensor<1x16x512xf32>) -> tensor<1x16x512xf32>
    %collapsed_141 = tensor.collapse_shape %248 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %expanded_142 = tensor.expand_shape %collapsed_141 [[0], [1, 2, 3]] output_shape [16, 1, 8, 64] : tensor<16x512xf32> into tensor<16x1x8x64xf32>
    %249 = tensor.empty() : tensor<16x8x64x1xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<16x1x8x64xf32>) outs(%249 : tensor<16x8x64x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0], [1], [2, 3]] : tensor<16x8x64x1xf32> into tensor<16x8x64xf32>
    %extracted_slice_145 = tensor.extract_slice %collapsed_144[0, 0, 0] [16, 8, 32] [1, 1, 1] : tensor<16x8x64xf32> to tensor<16x8x32xf32>
    %extracted_slice_146 = tensor.extract_slice %collapsed_144[0, 0, 32] [16, 8, 32] [1, 1, 1] : tensor<16x8x64xf32> to tensor<16x8x32xf32>
    %250 = tensor.empty() : tensor<16x8x32xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_145 : tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      %658 = math.exp %657 : f32
      %659 = arith.addf %658, %cst_4 : f32
      %660 = arith.divf %cst_4, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<16x8x32xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %extracted_slice_145 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %extracted_slice_146 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %expanded_147 = tensor.expand_shape %253 [[0], [1], [2, 3]] output_shape [16, 8, 32, 1] : tensor<16x8x32xf32> into tensor<16x8x32x1xf32>
    %expanded_148 = tensor.expand_shape %arg21 [[0], [1], [2, 3]] output_shape [8, 64, 32, 1] : tensor<8x64x32xf32> into tensor<8x64x32x1xf32>
    %254 = tensor.empty() : tensor<8x16x32x1xf32>
    %transposed_149 = linalg.transpose ins(%expanded_147 : tensor<16x8x32x1xf32>) outs(%254 : tensor<8x16x32x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<8x16x32x1xf32> into tensor<8x16x32xf32>
    %255 = tensor.empty() : tensor<8x32x64x1xf32>
    %transposed_151 = linalg.transpose ins(%expanded_148 : tensor<8x64x32x1xf32>) outs(%255 : tensor<8x32x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<8x32x64x1xf32> into tensor<8x32x64xf32>
    %256 = tensor.empty() : tensor<8x16x64xf32>
    %257 = linalg.fill ins(%cst_2 : f32) outs(%256 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %258 = linalg.batch_matmul ins(%collapsed_150, %collapsed_152 : tensor<8x16x32xf32>, tensor<8x32x64xf32>) outs(%257 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %expanded_153 = tensor.expand_shape %258 [[0], [1], [2, 3]] output_shape [8, 16, 1, 64] : tensor<8x16x64xf32> into tensor<8x16x1x64xf32>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<8x16x1x64xf32>) outs(%249 : tensor<16x8x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0], [1], [2, 3]] : tensor<16x8x64x1xf32> into tensor<16x8x64xf32>
    %expanded_156 = tensor.expand_shape %244 [[0], [1, 2]] output_shape [16, 8, 1] : tensor<16x8xf32> into tensor<16x8x1xf32>
    %259 = tensor.empty() : tensor<16x8x64xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_155, %expanded_156 : tensor<16x8x64xf32>, tensor<16x8x1xf32>) outs(%259 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x64xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%260 : tensor<16x8x64xf32>) outs(%103 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x64xf32>
    %expanded_157 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_158 = linalg.transpose ins(%arg23 : tensor<32x64xf32>) outs(%31 : tensor<64x32xf32>) permutation = [1, 0] 
    %262 = linalg.matmul ins(%collapsed_117, %transposed_158 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_159 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      %658 = math.exp %657 : f32
      %659 = arith.addf %658, %cst_4 : f32
      %660 = arith.divf %cst_4, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x8x32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %expanded_159 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %transposed_160 = linalg.transpose ins(%arg24 : tensor<32x64xf32>) outs(%31 : tensor<64x32xf32>) permutation = [1, 0] 
    %265 = linalg.matmul ins(%collapsed_117, %transposed_160 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_161 = tensor.expand_shape %265 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %expanded_161 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %267 = tensor.empty() : tensor<32x64xf32>
    %transposed_162 = linalg.transpose ins(%arg25 : tensor<64x32xf32>) outs(%267 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_163 = tensor.collapse_shape %266 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %268 = linalg.matmul ins(%collapsed_163, %transposed_162 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_164 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157, %expanded_164 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %269 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_15 : f64 to f32
      %658 = arith.addf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.rsqrt %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %275 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %277 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %276 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %278 = tensor.empty() : tensor<64x256xf32>
    %transposed_165 = linalg.transpose ins(%arg29 : tensor<256x64xf32>) outs(%278 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_166 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %279 = tensor.empty() : tensor<16x256xf32>
    %280 = linalg.fill ins(%cst_2 : f32) outs(%279 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %281 = linalg.matmul ins(%collapsed_166, %transposed_165 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%280 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_167 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %282 = tensor.empty() : tensor<2x8xi64>
    %283 = linalg.fill ins(%c0_i64 : i64) outs(%282 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %284 = tensor.empty() : tensor<2x8xf32>
    %285 = linalg.fill ins(%cst_3 : f32) outs(%284 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %286:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_167 : tensor<2x8x256xf32>) outs(%285, %283 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_335: i64):
      %657 = linalg.index 2 : index
      %658 = arith.index_cast %657 : index to i64
      %659 = arith.maximumf %in, %out : f32
      %660 = arith.cmpf ogt, %in, %out : f32
      %661 = arith.select %660, %658, %out_335 : i64
      linalg.yield %659, %661 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_168 = tensor.expand_shape %286#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %287 = tensor.empty() : tensor<2x8x256xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %expanded_168 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x8x256xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.exp %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%289 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.log %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %291 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %expanded_169 = tensor.expand_shape %arg31 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %293 = tensor.empty() : tensor<256xi64>
    %294 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%293 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %657 = linalg.index 0 : index
      %658 = arith.index_cast %657 : index to i64
      linalg.yield %658 : i64
    } -> tensor<256xi64>
    %295 = tensor.empty() : tensor<2x8x256xi1>
    %296 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_169, %294 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%295 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<2x8x256xi1>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x8x256xi1>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %657 = arith.uitofp %in : i1 to f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %297 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %299 = tensor.empty() : tensor<f32>
    %300 = linalg.fill ins(%cst_2 : f32) outs(%299 : tensor<f32>) -> tensor<f32>
    %301 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "reduction"]} ins(%298 : tensor<2x8x256xf32>) outs(%300 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<f32>
    %302 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%301 : tensor<f32>) outs(%299 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      linalg.yield %657 : f32
    } -> tensor<f32>
    %303 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%302 : tensor<f32>) outs(%299 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_18 : f32
      linalg.yield %657 : f32
    } -> tensor<f32>
    %304 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%cst_7 : tensor<f32>) outs(%299 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_18 : f32
      linalg.yield %657 : f32
    } -> tensor<f32>
    %305 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%304 : tensor<f32>) outs(%299 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      linalg.yield %657 : f32
    } -> tensor<f32>
    %306 = linalg.generic {indexing_maps = [#map23, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<f32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %297 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x8x256xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.exp %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%307 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %309 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %310 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%287 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_170 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %312 = tensor.empty() : tensor<256x16xf32>
    %transposed_171 = linalg.transpose ins(%collapsed_170 : tensor<16x256xf32>) outs(%312 : tensor<256x16xf32>) permutation = [1, 0] 
    %313 = tensor.empty() : tensor<256x64xf32>
    %314 = linalg.fill ins(%cst_2 : f32) outs(%313 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %315 = linalg.matmul ins(%transposed_171, %collapsed_166 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%314 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %316 = linalg.matmul ins(%collapsed_170, %arg29 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_172 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172, %arg28 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172, %276 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %319 = tensor.empty() : tensor<1x1x64xf32>
    %320 = linalg.fill ins(%cst_2 : f32) outs(%319 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%318 : tensor<2x8x64xf32>) outs(%320 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_173 = tensor.collapse_shape %321 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %270 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %275 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %325 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_174 = tensor.collapse_shape %327 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_174 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %331 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %332 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_175 = tensor.collapse_shape %333 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %334 = tensor.empty() : tensor<64x16xf32>
    %transposed_176 = linalg.transpose ins(%collapsed_175 : tensor<16x64xf32>) outs(%334 : tensor<64x16xf32>) permutation = [1, 0] 
    %335 = linalg.fill ins(%cst_2 : f32) outs(%31 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %336 = linalg.matmul ins(%transposed_176, %collapsed_163 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%335 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %337 = linalg.matmul ins(%collapsed_175, %arg25 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_177 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177, %264 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177, %expanded_161 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_178 = tensor.collapse_shape %338 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %340 = tensor.empty() : tensor<32x16xf32>
    %transposed_179 = linalg.transpose ins(%collapsed_178 : tensor<16x32xf32>) outs(%340 : tensor<32x16xf32>) permutation = [1, 0] 
    %341 = linalg.fill ins(%cst_2 : f32) outs(%267 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %342 = linalg.matmul ins(%transposed_179, %collapsed_117 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%341 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %343 = linalg.matmul ins(%collapsed_178, %arg24 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_180 = tensor.expand_shape %343 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_4 : f32
    } -> tensor<2x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %263 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %345 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %cst_4 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %347 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %348 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_181 = tensor.collapse_shape %349 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_182 = linalg.transpose ins(%collapsed_181 : tensor<16x32xf32>) outs(%340 : tensor<32x16xf32>) permutation = [1, 0] 
    %350 = linalg.matmul ins(%transposed_182, %collapsed_117 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%341 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %351 = linalg.matmul ins(%collapsed_181, %arg23 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_183 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_180, %expanded_183 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %353 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_175 : tensor<16x64xf32>) outs(%259 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8x64xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %collapsed_155 : tensor<16x8x64xf32>, tensor<16x8x64xf32>) outs(%259 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x64xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %expanded_156 : tensor<16x8x64xf32>, tensor<16x8x1xf32>) outs(%259 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x64xf32>
    %356 = tensor.empty() : tensor<16x8x1xf32>
    %357 = linalg.fill ins(%cst_2 : f32) outs(%356 : tensor<16x8x1xf32>) -> tensor<16x8x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%354 : tensor<16x8x64xf32>) outs(%357 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x1xf32>
    %collapsed_184 = tensor.collapse_shape %358 [[0], [1, 2]] : tensor<16x8x1xf32> into tensor<16x8xf32>
    %expanded_185 = tensor.expand_shape %355 [[0], [1], [2, 3]] output_shape [16, 8, 64, 1] : tensor<16x8x64xf32> into tensor<16x8x64x1xf32>
    %359 = tensor.empty() : tensor<8x16x1x64xf32>
    %transposed_186 = linalg.transpose ins(%expanded_185 : tensor<16x8x64x1xf32>) outs(%359 : tensor<8x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_187 = tensor.collapse_shape %transposed_186 [[0], [1], [2, 3]] : tensor<8x16x1x64xf32> into tensor<8x16x64xf32>
    %360 = tensor.empty() : tensor<8x32x16xf32>
    %transposed_188 = linalg.transpose ins(%collapsed_150 : tensor<8x16x32xf32>) outs(%360 : tensor<8x32x16xf32>) permutation = [0, 2, 1] 
    %361 = tensor.empty() : tensor<8x32x64xf32>
    %362 = linalg.fill ins(%cst_2 : f32) outs(%361 : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %363 = linalg.batch_matmul ins(%transposed_188, %collapsed_187 : tensor<8x32x16xf32>, tensor<8x16x64xf32>) outs(%362 : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %364 = tensor.empty() : tensor<8x64x32xf32>
    %transposed_189 = linalg.transpose ins(%collapsed_152 : tensor<8x32x64xf32>) outs(%364 : tensor<8x64x32xf32>) permutation = [0, 2, 1] 
    %365 = tensor.empty() : tensor<8x16x32xf32>
    %366 = linalg.fill ins(%cst_2 : f32) outs(%365 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %367 = linalg.batch_matmul ins(%collapsed_187, %transposed_189 : tensor<8x16x64xf32>, tensor<8x64x32xf32>) outs(%366 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %expanded_190 = tensor.expand_shape %363 [[0], [1], [2, 3]] output_shape [8, 32, 64, 1] : tensor<8x32x64xf32> into tensor<8x32x64x1xf32>
    %expanded_191 = tensor.expand_shape %367 [[0], [1], [2, 3]] output_shape [8, 16, 32, 1] : tensor<8x16x32xf32> into tensor<8x16x32x1xf32>
    %368 = tensor.empty() : tensor<8x64x32x1xf32>
    %transposed_192 = linalg.transpose ins(%expanded_190 : tensor<8x32x64x1xf32>) outs(%368 : tensor<8x64x32x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_193 = tensor.collapse_shape %transposed_192 [[0], [1], [2, 3]] : tensor<8x64x32x1xf32> into tensor<8x64x32xf32>
    %369 = tensor.empty() : tensor<16x8x32x1xf32>
    %transposed_194 = linalg.transpose ins(%expanded_191 : tensor<8x16x32x1xf32>) outs(%369 : tensor<16x8x32x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_195 = tensor.collapse_shape %transposed_194 [[0], [1], [2, 3]] : tensor<16x8x32x1xf32> into tensor<16x8x32xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_195, %252 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_195, %extracted_slice_146 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_4 : f32
    } -> tensor<16x8x32xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %251 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_145, %373 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %cst_4 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %375 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %376 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%250 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x8x32xf32>
    %concat_196 = tensor.concat dim(2) %377, %370 : (tensor<16x8x32xf32>, tensor<16x8x32xf32>) -> tensor<16x8x64xf32>
    %expanded_197 = tensor.expand_shape %concat_196 [[0], [1], [2, 3]] output_shape [16, 8, 64, 1] : tensor<16x8x64xf32> into tensor<16x8x64x1xf32>
    %378 = tensor.empty() : tensor<16x1x8x64xf32>
    %transposed_198 = linalg.transpose ins(%expanded_197 : tensor<16x8x64x1xf32>) outs(%378 : tensor<16x1x8x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0], [1, 2, 3]] : tensor<16x1x8x64xf32> into tensor<16x512xf32>
    %expanded_200 = tensor.expand_shape %collapsed_199 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %379 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_201 = linalg.transpose ins(%expanded_137 : tensor<1x16x64xf32>) outs(%379 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %380 = tensor.empty() : tensor<1x64x512xf32>
    %381 = linalg.fill ins(%cst_2 : f32) outs(%380 : tensor<1x64x512xf32>) -> tensor<1x64x512xf32>
    %382 = linalg.batch_matmul ins(%transposed_201, %expanded_200 : tensor<1x64x16xf32>, tensor<1x16x512xf32>) outs(%381 : tensor<1x64x512xf32>) -> tensor<1x64x512xf32>
    %383 = tensor.empty() : tensor<1x512x64xf32>
    %transposed_202 = linalg.transpose ins(%expanded_140 : tensor<1x64x512xf32>) outs(%383 : tensor<1x512x64xf32>) permutation = [0, 2, 1] 
    %384 = tensor.empty() : tensor<1x16x64xf32>
    %385 = linalg.fill ins(%cst_2 : f32) outs(%384 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %386 = linalg.batch_matmul ins(%expanded_200, %transposed_202 : tensor<1x16x512xf32>, tensor<1x512x64xf32>) outs(%385 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_203 = tensor.collapse_shape %382 [[0, 1], [2]] : tensor<1x64x512xf32> into tensor<64x512xf32>
    %expanded_204 = tensor.expand_shape %collapsed_203 [[0], [1, 2, 3]] output_shape [64, 8, 64, 1] : tensor<64x512xf32> into tensor<64x8x64x1xf32>
    %collapsed_205 = tensor.collapse_shape %386 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %387 = tensor.empty() : tensor<8x64x64x1xf32>
    %transposed_206 = linalg.transpose ins(%expanded_204 : tensor<64x8x64x1xf32>) outs(%387 : tensor<8x64x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_207 = tensor.collapse_shape %transposed_206 [[0], [1], [2, 3]] : tensor<8x64x64x1xf32> into tensor<8x64x64xf32>
    %388 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_184 : tensor<16x8xf32>) outs(%231 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %232 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%231 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2x8xf32>
    %390 = tensor.empty() : tensor<16x2x1xf32>
    %391 = linalg.fill ins(%cst_2 : f32) outs(%390 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%389 : tensor<16x2x8xf32>) outs(%391 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_208 = tensor.collapse_shape %392 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %expanded_209 = tensor.expand_shape %collapsed_205 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %expanded_209 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %394 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%collapsed_208 : tensor<16x2xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_19 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %395 = linalg.generic {indexing_maps = [#map16, #map19, #map16], iterator_types = ["parallel", "parallel"]} ins(%241, %240 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.divf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %396 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%394 : tensor<16x2xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %397 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%396, %395 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %398 = linalg.generic {indexing_maps = [#map16, #map19, #map16], iterator_types = ["parallel", "parallel"]} ins(%394, %240 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.divf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %399 = linalg.generic {indexing_maps = [#map16, #map19], iterator_types = ["parallel", "reduction"]} ins(%397 : tensor<16x2xf32>) outs(%238 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x1xf32>
    %collapsed_210 = tensor.collapse_shape %399 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %400 = linalg.generic {indexing_maps = [#map18, #map16], iterator_types = ["parallel", "parallel"]} ins(%collapsed_210 : tensor<16xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %401 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%398, %400 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%234 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<16x2xf32>) outs(%231 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x8xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %232 : tensor<16x2x8xf32>, tensor<16x2x8xf32>) outs(%231 : tensor<16x2x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<16x2x8xf32>
    %404 = tensor.empty() : tensor<16x1x8xf32>
    %405 = linalg.fill ins(%cst_2 : f32) outs(%404 : tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%403 : tensor<16x2x8xf32>) outs(%405 : tensor<16x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<16x1x8xf32>
    %collapsed_211 = tensor.collapse_shape %406 [[0, 1], [2]] : tensor<16x1x8xf32> into tensor<16x8xf32>
    %407 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%collapsed_211, %183 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%180 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %cst_4, %in_335 : f32
      %658 = arith.mulf %in_335, %657 : f32
      %659 = arith.mulf %in, %658 : f32
      linalg.yield %659 : f32
    } -> tensor<16x8xf32>
    %408 = tensor.empty() : tensor<8x16xf32>
    %transposed_212 = linalg.transpose ins(%407 : tensor<16x8xf32>) outs(%408 : tensor<8x16xf32>) permutation = [1, 0] 
    %409 = tensor.empty() : tensor<8x64xf32>
    %410 = linalg.fill ins(%cst_2 : f32) outs(%409 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %411 = linalg.matmul ins(%transposed_212, %collapsed_117 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%410 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %412 = linalg.matmul ins(%407, %arg22 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_213 = tensor.expand_shape %412 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %expanded_213 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %arg27 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%415 : tensor<2x8x64xf32>) outs(%320 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_214 = tensor.collapse_shape %416 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %171 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %176 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%417 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %418 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %421 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_215 = tensor.collapse_shape %423 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_215 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %427 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %428 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_216 = tensor.collapse_shape %429 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_217 = linalg.transpose ins(%collapsed_216 : tensor<16x64xf32>) outs(%334 : tensor<64x16xf32>) permutation = [1, 0] 
    %430 = linalg.fill ins(%cst_2 : f32) outs(%101 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %431 = linalg.matmul ins(%transposed_217, %collapsed_115 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%430 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %432 = linalg.matmul ins(%collapsed_216, %arg19 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_218 = tensor.expand_shape %432 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %433 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_219 = linalg.transpose ins(%expanded_218 : tensor<2x8x4x16xf32>) outs(%433 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_220 = tensor.collapse_shape %transposed_219 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_221 = linalg.transpose ins(%collapsed_110 : tensor<8x8x8xf32>) outs(%81 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %434 = linalg.batch_matmul ins(%transposed_221, %collapsed_220 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%98 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %435 = tensor.empty() : tensor<8x16x8xf32>
    %transposed_222 = linalg.transpose ins(%collapsed_111 : tensor<8x8x16xf32>) outs(%435 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %436 = linalg.batch_matmul ins(%collapsed_220, %transposed_222 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%82 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_223 = tensor.expand_shape %434 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %expanded_224 = tensor.expand_shape %436 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %437 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_224, %168 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %438 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%437 : tensor<2x4x8x8xf32>) outs(%94 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x1xf32>
    %439 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %438 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %440 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %439 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %441 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_14 : f64 to f32
      %658 = arith.mulf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_225 = tensor.collapse_shape %441 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %442 = tensor.empty() : tensor<8x24x8xf32>
    %transposed_226 = linalg.transpose ins(%collapsed_105 : tensor<8x8x24xf32>) outs(%442 : tensor<8x24x8xf32>) permutation = [0, 2, 1] 
    %443 = linalg.fill ins(%cst_2 : f32) outs(%442 : tensor<8x24x8xf32>) -> tensor<8x24x8xf32>
    %444 = linalg.batch_matmul ins(%transposed_226, %collapsed_225 : tensor<8x24x8xf32>, tensor<8x8x8xf32>) outs(%443 : tensor<8x24x8xf32>) -> tensor<8x24x8xf32>
    %445 = tensor.empty() : tensor<8x8x24xf32>
    %transposed_227 = linalg.transpose ins(%collapsed_107 : tensor<8x24x8xf32>) outs(%445 : tensor<8x8x24xf32>) permutation = [0, 2, 1] 
    %446 = linalg.fill ins(%cst_2 : f32) outs(%445 : tensor<8x8x24xf32>) -> tensor<8x8x24xf32>
    %447 = linalg.batch_matmul ins(%collapsed_225, %transposed_227 : tensor<8x8x8xf32>, tensor<8x8x24xf32>) outs(%446 : tensor<8x8x24xf32>) -> tensor<8x8x24xf32>
    %expanded_228 = tensor.expand_shape %444 [[0, 1], [2], [3]] output_shape [2, 4, 24, 8] : tensor<8x24x8xf32> into tensor<2x4x24x8xf32>
    %expanded_229 = tensor.expand_shape %447 [[0, 1], [2], [3]] output_shape [2, 4, 8, 24] : tensor<8x8x24xf32> into tensor<2x4x8x24xf32>
    %transposed_230 = linalg.transpose ins(%expanded_228 : tensor<2x4x24x8xf32>) outs(%47 : tensor<2x4x8x24xf32>) permutation = [0, 1, 3, 2] 
    %extracted_slice_231 = tensor.extract_slice %transposed_230[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %inserted_slice_232 = tensor.insert_slice %cst_6 into %transposed_230[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_233 = tensor.extract_slice %inserted_slice_232[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %448 = linalg.fill ins(%cst_2 : f32) outs(%13 : tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %449 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%extracted_slice_231 : tensor<2x4x8x8xf32>) outs(%448 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x8xf32>
    %concat_234 = tensor.concat dim(3) %extracted_slice_233, %expanded_223 : (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x8x32xf32>
    %450 = tensor.empty() : tensor<2x8x4x32xf32>
    %transposed_235 = linalg.transpose ins(%concat_234 : tensor<2x4x8x32xf32>) outs(%450 : tensor<2x8x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_236 = tensor.collapse_shape %transposed_235 [[0, 1], [2, 3]] : tensor<2x8x4x32xf32> into tensor<16x128xf32>
    %451 = tensor.empty() : tensor<128x16xf32>
    %transposed_237 = linalg.transpose ins(%collapsed_236 : tensor<16x128xf32>) outs(%451 : tensor<128x16xf32>) permutation = [1, 0] 
    %452 = linalg.fill ins(%cst_2 : f32) outs(%451 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %453 = linalg.matmul ins(%transposed_237, %collapsed_97 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%452 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %454 = tensor.empty() : tensor<16x16xf32>
    %455 = linalg.fill ins(%cst_2 : f32) outs(%454 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %456 = linalg.matmul ins(%collapsed_236, %arg18 : tensor<16x128xf32>, tensor<128x16xf32>) outs(%455 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %extracted_slice_238 = tensor.extract_slice %expanded_229[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_239 = tensor.extract_slice %expanded_229[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_240 = tensor.extract_slice %449[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_241 = tensor.extract_slice %449[0, 0, 0, 4] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %457 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_241, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %458 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_241, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %459 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_240 : tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %460 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %461 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %460 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %462 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_240, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %463 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %462 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %extracted_slice_242 = tensor.extract_slice %extracted_slice_239[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_243 = tensor.extract_slice %extracted_slice_239[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %464 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_243, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %465 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_243, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %466 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_242 : tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %467 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %468 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %467 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %469 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_242, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %470 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %469 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_244 = tensor.insert_slice %461 into %cst_5[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %inserted_slice_245 = tensor.insert_slice %463 into %cst_5[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_244, %inserted_slice_245 : tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x8xf32>
    %inserted_slice_246 = tensor.insert_slice %468 into %cst_6[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_247 = tensor.insert_slice %470 into %cst_6[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %472 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_246, %inserted_slice_247 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_248 = tensor.collapse_shape %471 [[0], [1, 2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %expanded_249 = tensor.expand_shape %456 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_249, %arg17 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_249, %145 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %475 = tensor.empty() : tensor<1x1x16xf32>
    %476 = linalg.fill ins(%cst_2 : f32) outs(%475 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%474 : tensor<2x8x16xf32>) outs(%476 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_250 = tensor.collapse_shape %477 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %extracted_slice_86 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %144 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%478 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %481 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_251 = tensor.collapse_shape %483 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_251 : tensor<2x8xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_18 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_86 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %487 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %488 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %concat_252 = tensor.concat dim(2) %489, %collapsed_248 : (tensor<2x8x16xf32>, tensor<2x8x8xf32>) -> tensor<2x8x24xf32>
    %collapsed_253 = tensor.collapse_shape %concat_252 [[0, 1], [2]] : tensor<2x8x24xf32> into tensor<16x24xf32>
    %490 = tensor.empty() : tensor<24x16xf32>
    %transposed_254 = linalg.transpose ins(%collapsed_253 : tensor<16x24xf32>) outs(%490 : tensor<24x16xf32>) permutation = [1, 0] 
    %491 = tensor.empty() : tensor<24x64xf32>
    %492 = linalg.fill ins(%cst_2 : f32) outs(%491 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %493 = linalg.matmul ins(%transposed_254, %collapsed_76 : tensor<24x16xf32>, tensor<16x64xf32>) outs(%492 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %494 = linalg.matmul ins(%collapsed_253, %arg16 : tensor<16x24xf32>, tensor<24x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_255 = tensor.expand_shape %494 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %concat_256 = tensor.concat dim(3) %extracted_slice_238, %472 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %495 = tensor.empty() : tensor<2x8x4x24xf32>
    %transposed_257 = linalg.transpose ins(%concat_256 : tensor<2x4x8x24xf32>) outs(%495 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_258 = tensor.collapse_shape %transposed_257 [[0, 1], [2, 3]] : tensor<2x8x4x24xf32> into tensor<16x96xf32>
    %496 = tensor.empty() : tensor<96x16xf32>
    %transposed_259 = linalg.transpose ins(%collapsed_258 : tensor<16x96xf32>) outs(%496 : tensor<96x16xf32>) permutation = [1, 0] 
    %497 = tensor.empty() : tensor<96x32xf32>
    %498 = linalg.fill ins(%cst_2 : f32) outs(%497 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %499 = linalg.matmul ins(%transposed_259, %collapsed_79 : tensor<96x16xf32>, tensor<16x32xf32>) outs(%498 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %500 = linalg.matmul ins(%collapsed_258, %arg15 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_260 = tensor.expand_shape %500 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_260, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_260, %136 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %503 = tensor.empty() : tensor<1x1x32xf32>
    %504 = linalg.fill ins(%cst_2 : f32) outs(%503 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%502 : tensor<2x8x32xf32>) outs(%504 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_261 = tensor.collapse_shape %505 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %expanded_77 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %135 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%506 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %509 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_262 = tensor.collapse_shape %511 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_262 : tensor<2x8xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_17 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %515 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %516 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_263 = tensor.collapse_shape %517 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_264 = linalg.transpose ins(%collapsed_263 : tensor<16x32xf32>) outs(%340 : tensor<32x16xf32>) permutation = [1, 0] 
    %518 = linalg.matmul ins(%transposed_264, %collapsed_76 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%341 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %519 = linalg.matmul ins(%collapsed_263, %arg13 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_265 = tensor.expand_shape %519 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_255, %expanded_265 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %128 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%522 : tensor<2x8x64xf32>) outs(%320 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_266 = tensor.collapse_shape %523 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %122 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %127 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%524 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %525 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %528 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_267 = tensor.collapse_shape %530 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_267 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %534 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %535 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_268 = tensor.collapse_shape %536 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_269 = linalg.transpose ins(%collapsed_268 : tensor<16x64xf32>) outs(%334 : tensor<64x16xf32>) permutation = [1, 0] 
    %537 = linalg.fill ins(%cst_2 : f32) outs(%113 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %538 = linalg.matmul ins(%transposed_269, %collapsed_73 : tensor<64x16xf32>, tensor<16x128xf32>) outs(%537 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %539 = linalg.matmul ins(%collapsed_268, %arg10 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%75 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_270 = tensor.expand_shape %539 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %117 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %expanded_71 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_271 = tensor.collapse_shape %540 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_272 = linalg.transpose ins(%collapsed_271 : tensor<16x128xf32>) outs(%451 : tensor<128x16xf32>) permutation = [1, 0] 
    %542 = linalg.fill ins(%cst_2 : f32) outs(%120 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %543 = linalg.matmul ins(%transposed_272, %collapsed_68 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%542 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %544 = linalg.matmul ins(%collapsed_271, %arg9 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_273 = tensor.expand_shape %544 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_4 : f32
    } -> tensor<2x8x128xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545, %116 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %546 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547 : tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %cst_4 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %548 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541, %549 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%115 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_274 = tensor.collapse_shape %550 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_275 = linalg.transpose ins(%collapsed_274 : tensor<16x128xf32>) outs(%451 : tensor<128x16xf32>) permutation = [1, 0] 
    %551 = linalg.matmul ins(%transposed_275, %collapsed_68 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%542 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %552 = linalg.matmul ins(%collapsed_274, %arg8 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_276 = tensor.expand_shape %552 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_273, %expanded_276 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %arg12 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %111 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%555 : tensor<2x8x64xf32>) outs(%320 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_277 = tensor.collapse_shape %556 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %105 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %110 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%557 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536, %558 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %561 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_278 = tensor.collapse_shape %563 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_278 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565, %567 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %568 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_279 = tensor.collapse_shape %569 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_280 = linalg.transpose ins(%collapsed_279 : tensor<16x64xf32>) outs(%334 : tensor<64x16xf32>) permutation = [1, 0] 
    %570 = linalg.matmul ins(%transposed_280, %collapsed_65 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%430 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %571 = linalg.matmul ins(%collapsed_279, %arg7 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_281 = tensor.expand_shape %571 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_282 = linalg.transpose ins(%expanded_281 : tensor<2x8x4x16xf32>) outs(%433 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_283 = tensor.collapse_shape %transposed_282 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_284 = linalg.transpose ins(%collapsed_60 : tensor<8x8x8xf32>) outs(%81 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %572 = linalg.batch_matmul ins(%transposed_284, %collapsed_283 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%98 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %transposed_285 = linalg.transpose ins(%collapsed_61 : tensor<8x8x16xf32>) outs(%435 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %573 = linalg.batch_matmul ins(%collapsed_283, %transposed_285 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%82 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_286 = tensor.expand_shape %572 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %expanded_287 = tensor.expand_shape %573 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %574 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_287, %96 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %575 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%574 : tensor<2x4x8x8xf32>) outs(%94 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x1xf32>
    %576 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %575 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %577 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574, %576 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.subf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %578 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.truncf %cst_14 : f64 to f32
      %658 = arith.mulf %in, %657 : f32
      linalg.yield %658 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_288 = tensor.collapse_shape %578 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_289 = linalg.transpose ins(%collapsed_55 : tensor<8x8x24xf32>) outs(%442 : tensor<8x24x8xf32>) permutation = [0, 2, 1] 
    %579 = linalg.batch_matmul ins(%transposed_289, %collapsed_288 : tensor<8x24x8xf32>, tensor<8x8x8xf32>) outs(%443 : tensor<8x24x8xf32>) -> tensor<8x24x8xf32>
    %transposed_290 = linalg.transpose ins(%collapsed_57 : tensor<8x24x8xf32>) outs(%445 : tensor<8x8x24xf32>) permutation = [0, 2, 1] 
    %580 = linalg.batch_matmul ins(%collapsed_288, %transposed_290 : tensor<8x8x8xf32>, tensor<8x8x24xf32>) outs(%446 : tensor<8x8x24xf32>) -> tensor<8x8x24xf32>
    %expanded_291 = tensor.expand_shape %579 [[0, 1], [2], [3]] output_shape [2, 4, 24, 8] : tensor<8x24x8xf32> into tensor<2x4x24x8xf32>
    %expanded_292 = tensor.expand_shape %580 [[0, 1], [2], [3]] output_shape [2, 4, 8, 24] : tensor<8x8x24xf32> into tensor<2x4x8x24xf32>
    %transposed_293 = linalg.transpose ins(%expanded_291 : tensor<2x4x24x8xf32>) outs(%47 : tensor<2x4x8x24xf32>) permutation = [0, 1, 3, 2] 
    %extracted_slice_294 = tensor.extract_slice %transposed_293[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %inserted_slice_295 = tensor.insert_slice %cst_6 into %transposed_293[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x24xf32>
    %extracted_slice_296 = tensor.extract_slice %inserted_slice_295[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %581 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%extracted_slice_294 : tensor<2x4x8x8xf32>) outs(%448 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x8xf32>
    %concat_297 = tensor.concat dim(3) %extracted_slice_296, %expanded_286 : (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x8x32xf32>
    %transposed_298 = linalg.transpose ins(%concat_297 : tensor<2x4x8x32xf32>) outs(%450 : tensor<2x8x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_299 = tensor.collapse_shape %transposed_298 [[0, 1], [2, 3]] : tensor<2x8x4x32xf32> into tensor<16x128xf32>
    %transposed_300 = linalg.transpose ins(%collapsed_299 : tensor<16x128xf32>) outs(%451 : tensor<128x16xf32>) permutation = [1, 0] 
    %582 = linalg.matmul ins(%transposed_300, %collapsed_48 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%452 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %583 = linalg.matmul ins(%collapsed_299, %arg6 : tensor<16x128xf32>, tensor<128x16xf32>) outs(%455 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %extracted_slice_301 = tensor.extract_slice %expanded_292[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_302 = tensor.extract_slice %expanded_292[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_303 = tensor.extract_slice %581[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %extracted_slice_304 = tensor.extract_slice %581[0, 0, 0, 4] [2, 1, 8, 4] [1, 1, 1, 1] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32>
    %584 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_304, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %585 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_304, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %586 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_303 : tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %587 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586, %expanded_39 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %588 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585, %587 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %589 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_303, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %590 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584, %589 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%67 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x4xf32>
    %extracted_slice_305 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_306 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %591 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_306, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %592 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_306, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %593 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_305 : tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.negf %in : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %594 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %595 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592, %594 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %596 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_305, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %597 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591, %596 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%60 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_307 = tensor.insert_slice %588 into %cst_5[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %inserted_slice_308 = tensor.insert_slice %590 into %cst_5[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x4xf32> into tensor<2x1x8x8xf32>
    %598 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_307, %inserted_slice_308 : tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x1x8x8xf32>
    %inserted_slice_309 = tensor.insert_slice %595 into %cst_6[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_310 = tensor.insert_slice %597 into %cst_6[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %599 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_309, %inserted_slice_310 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_311 = tensor.collapse_shape %598 [[0], [1, 2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
    %expanded_312 = tensor.expand_shape %583 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312, %arg5 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312, %58 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%601 : tensor<2x8x16xf32>) outs(%476 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_313 = tensor.collapse_shape %602 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %extracted_slice_33 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %57 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%603 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %606 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_314 = tensor.collapse_shape %608 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %609 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_314 : tensor<2x8xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_18 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611 : tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610, %612 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604, %613 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%52 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x16xf32>
    %concat_315 = tensor.concat dim(2) %614, %collapsed_311 : (tensor<2x8x16xf32>, tensor<2x8x8xf32>) -> tensor<2x8x24xf32>
    %collapsed_316 = tensor.collapse_shape %concat_315 [[0, 1], [2]] : tensor<2x8x24xf32> into tensor<16x24xf32>
    %transposed_317 = linalg.transpose ins(%collapsed_316 : tensor<16x24xf32>) outs(%490 : tensor<24x16xf32>) permutation = [1, 0] 
    %615 = linalg.matmul ins(%transposed_317, %collapsed : tensor<24x16xf32>, tensor<16x64xf32>) outs(%492 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %616 = linalg.matmul ins(%collapsed_316, %arg4 : tensor<16x24xf32>, tensor<24x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_318 = tensor.expand_shape %616 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %concat_319 = tensor.concat dim(3) %extracted_slice_301, %599 : (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %transposed_320 = linalg.transpose ins(%concat_319 : tensor<2x4x8x24xf32>) outs(%495 : tensor<2x8x4x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_321 = tensor.collapse_shape %transposed_320 [[0, 1], [2, 3]] : tensor<2x8x4x24xf32> into tensor<16x96xf32>
    %transposed_322 = linalg.transpose ins(%collapsed_321 : tensor<16x96xf32>) outs(%496 : tensor<96x16xf32>) permutation = [1, 0] 
    %617 = linalg.matmul ins(%transposed_322, %collapsed_27 : tensor<96x16xf32>, tensor<16x32xf32>) outs(%498 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %618 = linalg.matmul ins(%collapsed_321, %arg3 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_323 = tensor.expand_shape %618 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_323, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_323, %41 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%620 : tensor<2x8x32xf32>) outs(%504 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_324 = tensor.collapse_shape %621 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %expanded_25 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %40 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%622 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %625 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_325 = tensor.collapse_shape %627 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_325 : tensor<2x8xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_17 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %631 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %631 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623, %632 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%35 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_326 = tensor.collapse_shape %633 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_327 = linalg.transpose ins(%collapsed_326 : tensor<16x32xf32>) outs(%340 : tensor<32x16xf32>) permutation = [1, 0] 
    %634 = linalg.matmul ins(%transposed_327, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%341 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %635 = linalg.matmul ins(%collapsed_326, %arg1 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%103 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_328 = tensor.expand_shape %635 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_318, %expanded_328 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %arg11 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %29 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%638 : tensor<2x8x64xf32>) outs(%320 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_329 = tensor.collapse_shape %639 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %1 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %28 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%640 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.addf %in, %out : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %643 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569, %641 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_20 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645, %644 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_330 = tensor.collapse_shape %646 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %647 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_330 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.divf %in, %cst_16 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %657 = arith.mulf %in, %cst_21 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %650 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.mulf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %651 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %657 = arith.addf %in, %in_335 : f32
      linalg.yield %657 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_331 = tensor.collapse_shape %652 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %collapsed_332 = tensor.collapse_shape %arg30 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_333 = tensor.expand_shape %collapsed_332 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %653 = tensor.empty() : tensor<16x256xi1>
    %654 = linalg.generic {indexing_maps = [#map19, #map17, #map16], iterator_types = ["parallel", "parallel"]} ins(%expanded_333, %294 : tensor<16x1xi64>, tensor<256xi64>) outs(%653 : tensor<16x256xi1>) {
    ^bb0(%in: i64, %in_335: i64, %out: i1):
      %657 = arith.cmpi eq, %in, %in_335 : i64
      linalg.yield %657 : i1
    } -> tensor<16x256xi1>
    %655 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = ["parallel", "parallel"]} ins(%654 : tensor<16x256xi1>) outs(%279 : tensor<16x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %657 = arith.uitofp %in : i1 to f32
      linalg.yield %657 : f32
    } -> tensor<16x256xf32>
    %transposed_334 = linalg.transpose ins(%655 : tensor<16x256xf32>) outs(%312 : tensor<256x16xf32>) permutation = [1, 0] 
    %656 = linalg.matmul ins(%transposed_334, %collapsed_331 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%314 : tensor<256x64xf32>) -> tensor<256x64xf32>
    return %303, %656, %634, %collapsed_324, %617, %615, %collapsed_313, %582, %570, %551, %543, %538, %collapsed_329, %collapsed_277, %518, %collapsed_261, %499, %493, %collapsed_250, %453, %431, %collapsed_207, %collapsed_193, %411, %350, %342, %336, %collapsed_266, %collapsed_214, %collapsed_173, %315 : tensor<f32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<24x64xf32>, tensor<16xf32>, tensor<128x16xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<24x64xf32>, tensor<16xf32>, tensor<128x16xf32>, tensor<64x64xf32>, tensor<8x64x64xf32>, tensor<8x64x32xf32>, tensor<8x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>
  }
}
