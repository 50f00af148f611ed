// zero-torch export tiny-llama.json --batch 2 --seq 8 --dtype f32: 102720 parameters in 20 tensors, 2 layer units
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
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map21 = affine_map<(d0, d1) -> (d0, 0)>
#map22 = affine_map<(d0, d1) -> (d1)>
#map23 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "model.embed_tokens.weight">}, %arg1: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_proj.weight", layer = 0>}, %arg2: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.k_proj.weight", layer = 0>}, %arg3: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.v_proj.weight", layer = 0>}, %arg4: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.o_proj.weight", layer = 0>}, %arg5: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.gate_proj.weight", layer = 0>}, %arg6: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.up_proj.weight", layer = 0>}, %arg7: tensor<64x160xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.down_proj.weight", layer = 0>}, %arg8: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.input_layernorm.weight", layer = 0>}, %arg9: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.post_attention_layernorm.weight", layer = 0>}, %arg10: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_proj.weight", layer = 1>}, %arg11: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.k_proj.weight", layer = 1>}, %arg12: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.v_proj.weight", layer = 1>}, %arg13: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.o_proj.weight", layer = 1>}, %arg14: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.gate_proj.weight", layer = 1>}, %arg15: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.up_proj.weight", layer = 1>}, %arg16: tensor<64x160xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.down_proj.weight", layer = 1>}, %arg17: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.input_layernorm.weight", layer = 1>}, %arg18: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.post_attention_layernorm.weight", layer = 1>}, %arg19: tensor<64xf32> {zero.state = #zero.state<weight, "model.norm.weight">}, %arg20: tensor<2x8xi64>, %arg21: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "model.embed_tokens.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.o_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.gate_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.up_proj.weight">}, tensor<64x160xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.post_attention_layernorm.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.o_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.gate_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.up_proj.weight">}, tensor<64x160xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.post_attention_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.norm.weight">}) {
    %cst = arith.constant dense<[1.000000e+00, 0.0958399772, 1.250000e-02, 0.00395284733, 1.250000e-03, 3.95284733E-4, 1.250000e-04, 3.95284733E-5]> : tensor<8xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 0.0958399772, 1.250000e-02, 0.00395284733, 1.250000e-03, 3.95284733E-4, 1.250000e-04, 3.95284733E-5]> : tensor<8xf32>
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x8x16xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x2x8x16xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_8 = arith.constant dense<true> : tensor<i1>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_11 = arith.constant 6.400000e+01 : f32
    %cst_12 = arith.constant 2.500000e-01 : f32
    %cst_13 = arith.constant 1.600000e+01 : f32
    %cst_14 = arith.constant -5.000000e-01 : f32
    %cst_15 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %378 = arith.index_cast %in : i64 to index
      %379 = linalg.index 2 : index
      %380 = arith.cmpi slt, %378, %c256 : index
      cf.assert %380, "index must be smaller than dim size"
      %381 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %381, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%378, %379] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %378 = linalg.index 0 : index
      %379 = arith.index_cast %378 : index to i64
      linalg.yield %379 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %378 = linalg.index 0 : index
      %379 = arith.index_cast %378 : index to i64
      linalg.yield %379 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %6 = tensor.empty() : tensor<1x1x8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_16 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_207: i64, %out: i1):
      %378 = arith.cmpi sle, %in, %in_207 : i64
      linalg.yield %378 : i1
    } -> tensor<1x1x8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %7 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_207: i1, %out: i1):
      %378 = arith.andi %in, %in_207 : i1
      linalg.yield %378 : i1
    } -> tensor<1x1x8x8xi1>
    %9 = tensor.empty() : tensor<2x1x1x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_17 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%9 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_207: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %11 = tensor.empty() : tensor<2x1x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map9, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%11 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_207: i1, %out: i1):
      %378 = arith.andi %in, %in_207 : i1
      linalg.yield %378 : i1
    } -> tensor<2x1x8x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_9, %cst_7 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_207: f32, %in_208: f32, %out: f32):
      %378 = arith.select %in, %in_207, %in_208 : f32
      linalg.yield %378 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_18 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %378 = arith.sitofp %in : i64 to f32
      linalg.yield %378 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst : tensor<1x8x1xf32>, tensor<8xf32>) outs(%17 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %19 = tensor.empty() : tensor<1x8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%19 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.cos %in : f32
      linalg.yield %378 : f32
    } -> tensor<1x8x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%19 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.sin %in : f32
      linalg.yield %378 : f32
    } -> tensor<1x8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.truncf %cst_10 : f64 to f32
      %379 = arith.addf %in, %378 : f32
      linalg.yield %379 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.rsqrt %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %29 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %31 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %32 = tensor.empty() : tensor<16x64xf32>
    %33 = linalg.fill ins(%cst_1 : f32) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_19 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %35 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %36 = tensor.empty() : tensor<64x32xf32>
    %transposed_21 = linalg.transpose ins(%arg2 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %37 = tensor.empty() : tensor<16x32xf32>
    %38 = linalg.fill ins(%cst_1 : f32) outs(%37 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %39 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_22 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %40 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_24 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_25 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_27 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_28 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20, %expanded_27 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_20[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_20[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %43 = tensor.empty() : tensor<2x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_30 = tensor.concat dim(3) %44, %extracted_slice : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_28 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23, %expanded_27 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_23[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_32 = tensor.extract_slice %transposed_23[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %48 = tensor.empty() : tensor<2x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_33 = tensor.concat dim(3) %49, %extracted_slice_31 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_28 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %52 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %collapsed_34 = tensor.collapse_shape %53 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %55 = tensor.empty() : tensor<2x4x16x8xf32>
    %transposed_35 = linalg.transpose ins(%collapsed_34 : tensor<2x4x8x16xf32>) outs(%55 : tensor<2x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_36 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %56 = tensor.empty() : tensor<8x8x8xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_38 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_12 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8xi64>
    %62 = linalg.fill ins(%c0_i64 : i64) outs(%61 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %63 = tensor.empty() : tensor<2x4x8xf32>
    %64 = linalg.fill ins(%cst_2 : f32) outs(%63 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %65:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%64, %62 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_207: i64):
      %378 = linalg.index 3 : index
      %379 = arith.index_cast %378 : index to i64
      %380 = arith.maximumf %in, %out : f32
      %381 = arith.cmpf ogt, %in, %out : f32
      %382 = arith.select %381, %379, %out_207 : i64
      linalg.yield %380, %382 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_39 = tensor.expand_shape %65#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_39 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.exp %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %68 = tensor.empty() : tensor<2x4x8x1xf32>
    %69 = linalg.fill ins(%cst_1 : f32) outs(%68 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %70 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.divf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %54 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<8x8x16xf32>
    %72 = tensor.empty() : tensor<8x8x16xf32>
    %73 = linalg.fill ins(%cst_1 : f32) outs(%72 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %74 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_42 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %75 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %76 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_46 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_46 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.truncf %cst_10 : f64 to f32
      %379 = arith.addf %in, %378 : f32
      linalg.yield %379 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.rsqrt %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %83 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %85 = tensor.empty() : tensor<64x160xf32>
    %transposed_47 = linalg.transpose ins(%arg5 : tensor<160x64xf32>) outs(%85 : tensor<64x160xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %86 = tensor.empty() : tensor<16x160xf32>
    %87 = linalg.fill ins(%cst_1 : f32) outs(%86 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %88 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%87 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_49 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %89 = tensor.empty() : tensor<2x8x160xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      %379 = math.exp %378 : f32
      %380 = arith.addf %379, %cst_3 : f32
      %381 = arith.divf %cst_3, %380 : f32
      linalg.yield %381 : f32
    } -> tensor<2x8x160xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_49 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %transposed_50 = linalg.transpose ins(%arg6 : tensor<160x64xf32>) outs(%85 : tensor<64x160xf32>) permutation = [1, 0] 
    %92 = linalg.matmul ins(%collapsed_48, %transposed_50 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%87 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_51 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_51 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %94 = tensor.empty() : tensor<160x64xf32>
    %transposed_52 = linalg.transpose ins(%arg7 : tensor<64x160xf32>) outs(%94 : tensor<160x64xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %95 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_54 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_54 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.truncf %cst_10 : f64 to f32
      %379 = arith.addf %in, %378 : f32
      linalg.yield %379 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.rsqrt %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %101 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %103 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %102 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %transposed_55 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %104 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_57 = tensor.expand_shape %104 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_59 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %105 = linalg.matmul ins(%collapsed_56, %transposed_59 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_60 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_62 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %106 = linalg.matmul ins(%collapsed_56, %transposed_62 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_63 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %107 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58, %expanded_27 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_65 = tensor.extract_slice %transposed_58[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_66 = tensor.extract_slice %transposed_58[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_67 = tensor.concat dim(3) %108, %extracted_slice_65 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_67, %expanded_28 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %110 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %111 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_61, %expanded_27 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_68 = tensor.extract_slice %transposed_61[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_69 = tensor.extract_slice %transposed_61[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_69 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_70 = tensor.concat dim(3) %112, %extracted_slice_68 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_70, %expanded_28 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %115 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %collapsed_71 = tensor.collapse_shape %115 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %116 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %transposed_72 = linalg.transpose ins(%collapsed_71 : tensor<2x4x8x16xf32>) outs(%55 : tensor<2x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_73 = tensor.collapse_shape %110 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_74 = tensor.collapse_shape %transposed_72 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %117 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_75 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_12 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %120:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<2x4x8x8xf32>) outs(%64, %62 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_207: i64):
      %378 = linalg.index 3 : index
      %379 = arith.index_cast %378 : index to i64
      %380 = arith.maximumf %in, %out : f32
      %381 = arith.cmpf ogt, %in, %out : f32
      %382 = arith.select %381, %379, %out_207 : i64
      linalg.yield %380, %382 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_76 = tensor.expand_shape %120#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_76 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.exp %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.divf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_77 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_78 = tensor.collapse_shape %116 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<8x8x16xf32>
    %125 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_79 = tensor.expand_shape %125 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_81 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %transposed_80 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %126 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_83 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_83 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.truncf %cst_10 : f64 to f32
      %379 = arith.addf %in, %378 : f32
      linalg.yield %379 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.rsqrt %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %132 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %134 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %133 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %transposed_84 = linalg.transpose ins(%arg14 : tensor<160x64xf32>) outs(%85 : tensor<64x160xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %135 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%87 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_86 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      %379 = math.exp %378 : f32
      %380 = arith.addf %379, %cst_3 : f32
      %381 = arith.divf %cst_3, %380 : f32
      linalg.yield %381 : f32
    } -> tensor<2x8x160xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_86 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %transposed_87 = linalg.transpose ins(%arg15 : tensor<160x64xf32>) outs(%85 : tensor<64x160xf32>) permutation = [1, 0] 
    %138 = linalg.matmul ins(%collapsed_85, %transposed_87 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%87 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_88 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_88 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %transposed_89 = linalg.transpose ins(%arg16 : tensor<64x160xf32>) outs(%94 : tensor<160x64xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %140 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_91 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_91 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.truncf %cst_10 : f64 to f32
      %379 = arith.addf %in, %378 : f32
      linalg.yield %379 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.rsqrt %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %146 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %148 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %147 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %149 = tensor.empty() : tensor<64x256xf32>
    %transposed_92 = linalg.transpose ins(%arg0 : tensor<256x64xf32>) outs(%149 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_93 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %150 = tensor.empty() : tensor<16x256xf32>
    %151 = linalg.fill ins(%cst_1 : f32) outs(%150 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %152 = linalg.matmul ins(%collapsed_93, %transposed_92 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%151 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_94 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %153 = tensor.empty() : tensor<2x8xi64>
    %154 = linalg.fill ins(%c0_i64 : i64) outs(%153 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %155 = tensor.empty() : tensor<2x8xf32>
    %156 = linalg.fill ins(%cst_2 : f32) outs(%155 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %157:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_94 : tensor<2x8x256xf32>) outs(%156, %154 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_207: i64):
      %378 = linalg.index 2 : index
      %379 = arith.index_cast %378 : index to i64
      %380 = arith.maximumf %in, %out : f32
      %381 = arith.cmpf ogt, %in, %out : f32
      %382 = arith.select %381, %379, %out_207 : i64
      linalg.yield %380, %382 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_95 = tensor.expand_shape %157#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %158 = tensor.empty() : tensor<2x8x256xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %expanded_95 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x256xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.exp %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.log %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %162 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %expanded_96 = tensor.expand_shape %arg21 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %164 = tensor.empty() : tensor<256xi64>
    %165 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%164 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %378 = linalg.index 0 : index
      %379 = arith.index_cast %378 : index to i64
      linalg.yield %379 : i64
    } -> tensor<256xi64>
    %166 = tensor.empty() : tensor<2x8x256xi1>
    %167 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %165 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%166 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_207: i64, %out: i1):
      %378 = arith.cmpi eq, %in, %in_207 : i64
      linalg.yield %378 : i1
    } -> tensor<2x8x256xi1>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x256xi1>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %378 = arith.uitofp %in : i1 to f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %168 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %170 = tensor.empty() : tensor<f32>
    %171 = linalg.fill ins(%cst_1 : f32) outs(%170 : tensor<f32>) -> tensor<f32>
    %172 = linalg.generic {indexing_maps = [#map1, #map17], iterator_types = ["reduction", "reduction", "reduction"]} ins(%169 : tensor<2x8x256xf32>) outs(%171 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<f32>
    %173 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%172 : tensor<f32>) outs(%170 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<f32>
    %174 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%173 : tensor<f32>) outs(%170 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_13 : f32
      linalg.yield %378 : f32
    } -> tensor<f32>
    %175 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%170 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_13 : f32
      linalg.yield %378 : f32
    } -> tensor<f32>
    %176 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%175 : tensor<f32>) outs(%170 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<f32>
    %177 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<f32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %168 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x256xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.exp %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%178 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %180 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %181 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%158 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_97 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %183 = tensor.empty() : tensor<256x16xf32>
    %transposed_98 = linalg.transpose ins(%collapsed_97 : tensor<16x256xf32>) outs(%183 : tensor<256x16xf32>) permutation = [1, 0] 
    %184 = tensor.empty() : tensor<256x64xf32>
    %185 = linalg.fill ins(%cst_1 : f32) outs(%184 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %186 = linalg.matmul ins(%transposed_98, %collapsed_93 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%185 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %187 = linalg.matmul ins(%collapsed_97, %arg0 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_99 = tensor.expand_shape %187 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %arg19 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %147 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %190 = tensor.empty() : tensor<1x1x64xf32>
    %191 = linalg.fill ins(%cst_1 : f32) outs(%190 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "reduction", "parallel"]} ins(%189 : tensor<2x8x64xf32>) outs(%191 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_100 = tensor.collapse_shape %192 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %141 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %146 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_14 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %196 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_101 = tensor.collapse_shape %198 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_101 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_15 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %202 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %203 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_102 = tensor.collapse_shape %204 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %205 = tensor.empty() : tensor<64x16xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_102 : tensor<16x64xf32>) outs(%205 : tensor<64x16xf32>) permutation = [1, 0] 
    %206 = linalg.fill ins(%cst_1 : f32) outs(%85 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %207 = linalg.matmul ins(%transposed_103, %collapsed_90 : tensor<64x16xf32>, tensor<16x160xf32>) outs(%206 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %208 = linalg.matmul ins(%collapsed_102, %arg16 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%87 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_104 = tensor.expand_shape %208 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %137 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_88 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_105 = tensor.collapse_shape %209 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %211 = tensor.empty() : tensor<160x16xf32>
    %transposed_106 = linalg.transpose ins(%collapsed_105 : tensor<16x160xf32>) outs(%211 : tensor<160x16xf32>) permutation = [1, 0] 
    %212 = linalg.fill ins(%cst_1 : f32) outs(%94 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %213 = linalg.matmul ins(%transposed_106, %collapsed_85 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%212 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %214 = linalg.matmul ins(%collapsed_105, %arg15 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_107 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_3 : f32
    } -> tensor<2x8x160xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %136 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %216 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %cst_3 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %218 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %219 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_108 = tensor.collapse_shape %220 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_108 : tensor<16x160xf32>) outs(%211 : tensor<160x16xf32>) permutation = [1, 0] 
    %221 = linalg.matmul ins(%transposed_109, %collapsed_85 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%212 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %222 = linalg.matmul ins(%collapsed_108, %arg14 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_110 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %expanded_110 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %arg18 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %133 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "reduction", "parallel"]} ins(%225 : tensor<2x8x64xf32>) outs(%191 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_111 = tensor.collapse_shape %226 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %127 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %132 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %228 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_14 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %231 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_112 = tensor.collapse_shape %233 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_112 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_15 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %238 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_113 = tensor.collapse_shape %239 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_113 : tensor<16x64xf32>) outs(%205 : tensor<64x16xf32>) permutation = [1, 0] 
    %240 = linalg.fill ins(%cst_1 : f32) outs(%31 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %241 = linalg.matmul ins(%transposed_114, %collapsed_82 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%240 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %242 = linalg.matmul ins(%collapsed_113, %arg13 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_115 = tensor.expand_shape %242 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_116 = linalg.transpose ins(%expanded_115 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_118 = linalg.transpose ins(%collapsed_77 : tensor<8x8x8xf32>) outs(%56 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %243 = linalg.batch_matmul ins(%transposed_118, %collapsed_117 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %244 = tensor.empty() : tensor<8x16x8xf32>
    %transposed_119 = linalg.transpose ins(%collapsed_78 : tensor<8x8x16xf32>) outs(%244 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %245 = linalg.batch_matmul ins(%collapsed_117, %transposed_119 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_120 = tensor.expand_shape %245 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120, %124 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %247 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%246 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x1xf32>
    %248 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %247 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %249 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %248 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %250 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_12 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_121 = tensor.collapse_shape %250 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_122 = linalg.transpose ins(%collapsed_73 : tensor<8x8x16xf32>) outs(%244 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %251 = linalg.fill ins(%cst_1 : f32) outs(%244 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %252 = linalg.batch_matmul ins(%transposed_122, %collapsed_121 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%251 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_74 : tensor<8x16x8xf32>) outs(%72 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %253 = linalg.batch_matmul ins(%collapsed_121, %transposed_123 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_124 = tensor.expand_shape %252 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %expanded_125 = tensor.expand_shape %253 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_126 = linalg.transpose ins(%expanded_124 : tensor<2x4x16x8xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %expanded_127 = tensor.expand_shape %243 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<8x8x16xf32> into tensor<2x2x2x8x16xf32>
    %254 = tensor.empty() : tensor<2x2x1x8x16xf32>
    %255 = linalg.fill ins(%cst_1 : f32) outs(%254 : tensor<2x2x1x8x16xf32>) -> tensor<2x2x1x8x16xf32>
    %256 = linalg.generic {indexing_maps = [#map14, #map20], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_127 : tensor<2x2x2x8x16xf32>) outs(%255 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_128 = tensor.collapse_shape %256 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %expanded_129 = tensor.expand_shape %transposed_126 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %257 = linalg.generic {indexing_maps = [#map14, #map20], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_129 : tensor<2x2x2x8x16xf32>) outs(%255 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_130 = tensor.collapse_shape %257 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %258 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_130, %expanded_28 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_131 = tensor.extract_slice %258[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_132 = tensor.extract_slice %258[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %259 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice = tensor.insert_slice %259 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_133 = tensor.insert_slice %extracted_slice_132 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %260 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_133 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %261 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_130, %expanded_27 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %262 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %261 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %263 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_125, %expanded_28 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_134 = tensor.extract_slice %263[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_135 = tensor.extract_slice %263[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %264 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_134 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_136 = tensor.insert_slice %264 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_137 = tensor.insert_slice %extracted_slice_135 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %265 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_136, %inserted_slice_137 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %266 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_125, %expanded_27 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %267 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %266 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %268 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_138 = linalg.transpose ins(%collapsed_128 : tensor<2x2x8x16xf32>) outs(%268 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %269 = tensor.empty() : tensor<32x16xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_139 : tensor<16x32xf32>) outs(%269 : tensor<32x16xf32>) permutation = [1, 0] 
    %270 = tensor.empty() : tensor<32x64xf32>
    %271 = linalg.fill ins(%cst_1 : f32) outs(%270 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %272 = linalg.matmul ins(%transposed_140, %collapsed_56 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%271 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %273 = linalg.matmul ins(%collapsed_139, %arg12 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_141 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_142 = linalg.transpose ins(%262 : tensor<2x2x8x16xf32>) outs(%268 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_143 : tensor<16x32xf32>) outs(%269 : tensor<32x16xf32>) permutation = [1, 0] 
    %274 = linalg.matmul ins(%transposed_144, %collapsed_56 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%271 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %275 = linalg.matmul ins(%collapsed_143, %arg11 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_145 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_141, %expanded_145 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %transposed_146 = linalg.transpose ins(%267 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_148 = linalg.transpose ins(%collapsed_147 : tensor<16x64xf32>) outs(%205 : tensor<64x16xf32>) permutation = [1, 0] 
    %277 = linalg.matmul ins(%transposed_148, %collapsed_56 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%240 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %278 = linalg.matmul ins(%collapsed_147, %arg10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_149 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %expanded_149 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %arg17 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %102 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "reduction", "parallel"]} ins(%281 : tensor<2x8x64xf32>) outs(%191 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_150 = tensor.collapse_shape %282 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %96 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %101 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %284 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_14 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %287 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_151 = tensor.collapse_shape %289 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_151 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_15 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %293 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %294 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_152 = tensor.collapse_shape %295 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<16x64xf32>) outs(%205 : tensor<64x16xf32>) permutation = [1, 0] 
    %296 = linalg.matmul ins(%transposed_153, %collapsed_53 : tensor<64x16xf32>, tensor<16x160xf32>) outs(%206 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %297 = linalg.matmul ins(%collapsed_152, %arg7 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%87 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_154 = tensor.expand_shape %297 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %91 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %expanded_51 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_155 = tensor.collapse_shape %298 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %transposed_156 = linalg.transpose ins(%collapsed_155 : tensor<16x160xf32>) outs(%211 : tensor<160x16xf32>) permutation = [1, 0] 
    %300 = linalg.matmul ins(%transposed_156, %collapsed_48 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%212 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %301 = linalg.matmul ins(%collapsed_155, %arg6 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_157 = tensor.expand_shape %301 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %90 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %302 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %cst_3 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %304 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %305 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_158 = tensor.collapse_shape %306 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %transposed_159 = linalg.transpose ins(%collapsed_158 : tensor<16x160xf32>) outs(%211 : tensor<160x16xf32>) permutation = [1, 0] 
    %307 = linalg.matmul ins(%transposed_159, %collapsed_48 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%212 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %308 = linalg.matmul ins(%collapsed_158, %arg5 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_160 = tensor.expand_shape %308 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157, %expanded_160 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %83 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "reduction", "parallel"]} ins(%311 : tensor<2x8x64xf32>) outs(%191 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_161 = tensor.collapse_shape %312 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %77 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %82 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%313 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %314 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_14 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %317 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_162 = tensor.collapse_shape %319 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_162 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_15 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %323 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %324 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_163 = tensor.collapse_shape %325 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<16x64xf32>) outs(%205 : tensor<64x16xf32>) permutation = [1, 0] 
    %326 = linalg.matmul ins(%transposed_164, %collapsed_45 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%240 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %327 = linalg.matmul ins(%collapsed_163, %arg4 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_165 = tensor.expand_shape %327 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_167 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_168 = linalg.transpose ins(%collapsed_40 : tensor<8x8x8xf32>) outs(%56 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %328 = linalg.batch_matmul ins(%transposed_168, %collapsed_167 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_41 : tensor<8x8x16xf32>) outs(%244 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %329 = linalg.batch_matmul ins(%collapsed_167, %transposed_169 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_170 = tensor.expand_shape %329 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %330 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_170, %71 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %331 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%330 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x1xf32>
    %332 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %331 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %333 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %332 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.subf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %334 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_12 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_171 = tensor.collapse_shape %334 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_172 = linalg.transpose ins(%collapsed_36 : tensor<8x8x16xf32>) outs(%244 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %335 = linalg.batch_matmul ins(%transposed_172, %collapsed_171 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%251 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_37 : tensor<8x16x8xf32>) outs(%72 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %336 = linalg.batch_matmul ins(%collapsed_171, %transposed_173 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_174 = tensor.expand_shape %335 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %expanded_175 = tensor.expand_shape %336 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_176 = linalg.transpose ins(%expanded_174 : tensor<2x4x16x8xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %expanded_177 = tensor.expand_shape %328 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<8x8x16xf32> into tensor<2x2x2x8x16xf32>
    %337 = linalg.generic {indexing_maps = [#map14, #map20], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_177 : tensor<2x2x2x8x16xf32>) outs(%255 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_178 = tensor.collapse_shape %337 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %expanded_179 = tensor.expand_shape %transposed_176 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %338 = linalg.generic {indexing_maps = [#map14, #map20], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_179 : tensor<2x2x2x8x16xf32>) outs(%255 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_180 = tensor.collapse_shape %338 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_180, %expanded_28 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_181 = tensor.extract_slice %339[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_182 = tensor.extract_slice %339[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %340 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_181 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice_183 = tensor.insert_slice %340 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_184 = tensor.insert_slice %extracted_slice_182 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_183, %inserted_slice_184 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %342 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_180, %expanded_27 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %343 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %342 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x2x8x16xf32>
    %344 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175, %expanded_28 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_185 = tensor.extract_slice %344[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_186 = tensor.extract_slice %344[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %345 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_185 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.negf %in : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_187 = tensor.insert_slice %345 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_188 = tensor.insert_slice %extracted_slice_186 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %346 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_187, %inserted_slice_188 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %347 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175, %expanded_27 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %348 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %347 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x4x8x16xf32>
    %transposed_189 = linalg.transpose ins(%collapsed_178 : tensor<2x2x8x16xf32>) outs(%268 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_190 = tensor.collapse_shape %transposed_189 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_191 = linalg.transpose ins(%collapsed_190 : tensor<16x32xf32>) outs(%269 : tensor<32x16xf32>) permutation = [1, 0] 
    %349 = linalg.matmul ins(%transposed_191, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%271 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %350 = linalg.matmul ins(%collapsed_190, %arg3 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_192 = tensor.expand_shape %350 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_193 = linalg.transpose ins(%343 : tensor<2x2x8x16xf32>) outs(%268 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_194 = tensor.collapse_shape %transposed_193 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_195 = linalg.transpose ins(%collapsed_194 : tensor<16x32xf32>) outs(%269 : tensor<32x16xf32>) permutation = [1, 0] 
    %351 = linalg.matmul ins(%transposed_195, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%271 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %352 = linalg.matmul ins(%collapsed_194, %arg2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_196 = tensor.expand_shape %352 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_192, %expanded_196 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %transposed_197 = linalg.transpose ins(%348 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_198 = tensor.collapse_shape %transposed_197 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_199 = linalg.transpose ins(%collapsed_198 : tensor<16x64xf32>) outs(%205 : tensor<64x16xf32>) permutation = [1, 0] 
    %354 = linalg.matmul ins(%transposed_199, %collapsed : tensor<64x16xf32>, tensor<16x64xf32>) outs(%240 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %355 = linalg.matmul ins(%collapsed_198, %arg1 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_200 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %expanded_200 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %29 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "reduction", "parallel"]} ins(%358 : tensor<2x8x64xf32>) outs(%191 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_201 = tensor.collapse_shape %359 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %1 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %28 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%360 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.addf %in, %out : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %361 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_14 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %364 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_202 = tensor.collapse_shape %366 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_202 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.divf %in, %cst_11 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %378 = arith.mulf %in, %cst_15 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %370 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.mulf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %371 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_207: f32, %out: f32):
      %378 = arith.addf %in, %in_207 : f32
      linalg.yield %378 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_203 = tensor.collapse_shape %372 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %collapsed_204 = tensor.collapse_shape %arg20 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_205 = tensor.expand_shape %collapsed_204 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %373 = tensor.empty() : tensor<16x256xi1>
    %374 = linalg.generic {indexing_maps = [#map21, #map22, #map23], iterator_types = ["parallel", "parallel"]} ins(%expanded_205, %165 : tensor<16x1xi64>, tensor<256xi64>) outs(%373 : tensor<16x256xi1>) {
    ^bb0(%in: i64, %in_207: i64, %out: i1):
      %378 = arith.cmpi eq, %in, %in_207 : i64
      linalg.yield %378 : i1
    } -> tensor<16x256xi1>
    %375 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<16x256xi1>) outs(%150 : tensor<16x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %378 = arith.uitofp %in : i1 to f32
      linalg.yield %378 : f32
    } -> tensor<16x256xf32>
    %transposed_206 = linalg.transpose ins(%375 : tensor<16x256xf32>) outs(%183 : tensor<256x16xf32>) permutation = [1, 0] 
    %376 = linalg.matmul ins(%transposed_206, %collapsed_203 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%185 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %377 = arith.addf %376, %186 : tensor<256x64xf32>
    return %174, %377, %354, %351, %349, %326, %307, %300, %296, %collapsed_201, %collapsed_161, %277, %274, %272, %241, %221, %213, %207, %collapsed_150, %collapsed_111, %collapsed_100 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<160x64xf32>, tensor<160x64xf32>, tensor<64x160xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<160x64xf32>, tensor<160x64xf32>, tensor<64x160xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
