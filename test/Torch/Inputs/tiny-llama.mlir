// zero-torch export tiny-llama.json --batch 2 --seq 8 --dtype f32: 102720 parameters in 20 tensors, 2 layer units
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2) -> ()>
#map8 = affine_map<() -> ()>
#map9 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
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
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x8x16xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x2x8x16xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 1.600000e+01 : f32
    %cst_10 = arith.constant -5.000000e-01 : f32
    %cst_11 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %312 = arith.index_cast %in : i64 to index
      %313 = linalg.index 2 : index
      %314 = arith.cmpi slt, %312, %c256 : index
      cf.assert %314, "index must be smaller than dim size"
      %315 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %315, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%312, %313] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %312 = linalg.index 0 : index
      %313 = arith.index_cast %312 : index to i64
      linalg.yield %313 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %312 = arith.sitofp %in : i64 to f32
      linalg.yield %312 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst : tensor<1x8x1xf32>, tensor<8xf32>) outs(%6 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %8 = tensor.empty() : tensor<1x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.cos %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.sin %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %12 = tensor.empty() : tensor<2x8x1xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_7 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %17 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %18 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %20 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %21 = tensor.empty() : tensor<16x64xf32>
    %22 = linalg.fill ins(%cst_1 : f32) outs(%21 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_12 = tensor.expand_shape %23 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %24 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x8x4x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %25 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg2 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %26 = tensor.empty() : tensor<16x32xf32>
    %27 = linalg.fill ins(%cst_1 : f32) outs(%26 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %28 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_15 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %29 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_18 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %expanded_19 = tensor.expand_shape %9 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_20 = tensor.expand_shape %10 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %32 = tensor.empty() : tensor<2x4x8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_22 = tensor.concat dim(3) %33, %extracted_slice : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %34 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %37 = tensor.empty() : tensor<2x2x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_25 = tensor.concat dim(3) %38, %extracted_slice_23 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_26 = tensor.expand_shape %35 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %41 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x2x2x8x16xf32>) outs(%41 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %42 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_28 = linalg.transpose ins(%40 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %43:2 = "zero.attention"(%transposed_27, %transposed_28, %expanded_18) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %transposed_29 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_30 = tensor.collapse_shape %43#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %44 = linalg.matmul ins(%collapsed_30, %transposed_29 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_31 = tensor.expand_shape %44 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_31 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_7 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<2x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %50 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %51 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %53 = tensor.empty() : tensor<64x160xf32>
    %transposed_32 = linalg.transpose ins(%arg5 : tensor<160x64xf32>) outs(%53 : tensor<64x160xf32>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %54 = tensor.empty() : tensor<16x160xf32>
    %55 = linalg.fill ins(%cst_1 : f32) outs(%54 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %56 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%55 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_34 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %57 = tensor.empty() : tensor<2x8x160xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      %313 = math.exp %312 : f32
      %314 = arith.addf %313, %cst_2 : f32
      %315 = arith.divf %cst_2, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x160xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %expanded_34 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %transposed_35 = linalg.transpose ins(%arg6 : tensor<160x64xf32>) outs(%53 : tensor<64x160xf32>) permutation = [1, 0] 
    %60 = linalg.matmul ins(%collapsed_33, %transposed_35 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%55 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_36 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %expanded_36 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %62 = tensor.empty() : tensor<160x64xf32>
    %transposed_37 = linalg.transpose ins(%arg7 : tensor<64x160xf32>) outs(%62 : tensor<160x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %63 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_39 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %expanded_39 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_7 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %69 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %70 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %transposed_40 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %71 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %72 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_42 = tensor.expand_shape %72 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x8x4x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %73 = linalg.matmul ins(%collapsed_41, %transposed_44 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_45 = tensor.expand_shape %73 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_47 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %74 = linalg.matmul ins(%collapsed_41, %transposed_47 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_48 = tensor.expand_shape %74 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_43, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_43[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_50 = tensor.extract_slice %transposed_43[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_51 = tensor.concat dim(3) %76, %extracted_slice_49 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %77 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_51, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %77 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_46, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_52 = tensor.extract_slice %transposed_46[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_53 = tensor.extract_slice %transposed_46[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_53 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_54 = tensor.concat dim(3) %80, %extracted_slice_52 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_54, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_55 = tensor.expand_shape %78 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x2x2x8x16xf32>) outs(%41 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %transposed_57 = linalg.transpose ins(%82 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %83:2 = "zero.attention"(%transposed_56, %transposed_57, %expanded_48) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %transposed_58 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %83#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %84 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_60 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %expanded_60 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_7 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %91 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %transposed_61 = linalg.transpose ins(%arg14 : tensor<160x64xf32>) outs(%53 : tensor<64x160xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %93 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%55 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_63 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      %313 = math.exp %312 : f32
      %314 = arith.addf %313, %cst_2 : f32
      %315 = arith.divf %cst_2, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x160xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_63 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %transposed_64 = linalg.transpose ins(%arg15 : tensor<160x64xf32>) outs(%53 : tensor<64x160xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_62, %transposed_64 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%55 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_65 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %expanded_65 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %transposed_66 = linalg.transpose ins(%arg16 : tensor<64x160xf32>) outs(%62 : tensor<160x64xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %98 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_68 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %expanded_68 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_7 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<2x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %104 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %105 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %107 = tensor.empty() : tensor<64x256xf32>
    %transposed_69 = linalg.transpose ins(%arg0 : tensor<256x64xf32>) outs(%107 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_70 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %108 = tensor.empty() : tensor<16x256xf32>
    %109 = linalg.fill ins(%cst_1 : f32) outs(%108 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %110 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%109 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_71 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %111 = tensor.empty() : tensor<2x8xi64>
    %112 = linalg.fill ins(%c0_i64 : i64) outs(%111 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %113 = tensor.empty() : tensor<2x8xf32>
    %114 = linalg.fill ins(%cst_3 : f32) outs(%113 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %115:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_71 : tensor<2x8x256xf32>) outs(%114, %112 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_157: i64):
      %312 = linalg.index 2 : index
      %313 = arith.index_cast %312 : index to i64
      %314 = arith.maximumf %in, %out : f32
      %315 = arith.cmpf ogt, %in, %out : f32
      %316 = arith.select %315, %313, %out_157 : i64
      linalg.yield %314, %316 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_72 = tensor.expand_shape %115#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %116 = tensor.empty() : tensor<2x8x256xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %expanded_72 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.subf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x256xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.exp %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<2x8x256xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.log %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %120 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.subf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %expanded_73 = tensor.expand_shape %arg21 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %122 = tensor.empty() : tensor<256xi64>
    %123 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%122 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %312 = linalg.index 0 : index
      %313 = arith.index_cast %312 : index to i64
      linalg.yield %313 : i64
    } -> tensor<256xi64>
    %124 = tensor.empty() : tensor<2x8x256xi1>
    %125 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %123 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%124 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_157: i64, %out: i1):
      %312 = arith.cmpi eq, %in, %in_157 : i64
      linalg.yield %312 : i1
    } -> tensor<2x8x256xi1>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x256xi1>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %312 = arith.uitofp %in : i1 to f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %126 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %128 = tensor.empty() : tensor<f32>
    %129 = linalg.fill ins(%cst_1 : f32) outs(%128 : tensor<f32>) -> tensor<f32>
    %130 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "reduction"]} ins(%127 : tensor<2x8x256xf32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<f32>
    %131 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%130 : tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<f32>
    %132 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%131 : tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_9 : f32
      linalg.yield %312 : f32
    } -> tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_9 : f32
      linalg.yield %312 : f32
    } -> tensor<f32>
    %134 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%133 : tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<f32>
    %135 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<f32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %126 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x256xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.exp %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x8x256xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %138 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %139 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%116 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.subf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_74 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %141 = tensor.empty() : tensor<256x16xf32>
    %transposed_75 = linalg.transpose ins(%collapsed_74 : tensor<16x256xf32>) outs(%141 : tensor<256x16xf32>) permutation = [1, 0] 
    %142 = tensor.empty() : tensor<256x64xf32>
    %143 = linalg.fill ins(%cst_1 : f32) outs(%142 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %144 = linalg.matmul ins(%transposed_75, %collapsed_70 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%143 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %145 = linalg.matmul ins(%collapsed_74, %arg0 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_76 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %arg19 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %105 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %148 = tensor.empty() : tensor<1x1x64xf32>
    %149 = linalg.fill ins(%cst_1 : f32) outs(%148 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%147 : tensor<2x8x64xf32>) outs(%149 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_77 = tensor.collapse_shape %150 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %99 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %104 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_10 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %154 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_78 = tensor.collapse_shape %156 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_78 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_11 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %161 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_79 = tensor.collapse_shape %162 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %163 = tensor.empty() : tensor<64x16xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_79 : tensor<16x64xf32>) outs(%163 : tensor<64x16xf32>) permutation = [1, 0] 
    %164 = linalg.fill ins(%cst_1 : f32) outs(%53 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %165 = linalg.matmul ins(%transposed_80, %collapsed_67 : tensor<64x16xf32>, tensor<16x160xf32>) outs(%164 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %166 = linalg.matmul ins(%collapsed_79, %arg16 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%55 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_81 = tensor.expand_shape %166 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %95 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %expanded_65 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_82 = tensor.collapse_shape %167 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %169 = tensor.empty() : tensor<160x16xf32>
    %transposed_83 = linalg.transpose ins(%collapsed_82 : tensor<16x160xf32>) outs(%169 : tensor<160x16xf32>) permutation = [1, 0] 
    %170 = linalg.fill ins(%cst_1 : f32) outs(%62 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %171 = linalg.matmul ins(%transposed_83, %collapsed_62 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%170 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %172 = linalg.matmul ins(%collapsed_82, %arg15 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_84 = tensor.expand_shape %172 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_2 : f32
    } -> tensor<2x8x160xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %94 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.subf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %174 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %cst_2 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %176 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %177 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_85 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %transposed_86 = linalg.transpose ins(%collapsed_85 : tensor<16x160xf32>) outs(%169 : tensor<160x16xf32>) permutation = [1, 0] 
    %179 = linalg.matmul ins(%transposed_86, %collapsed_62 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%170 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %180 = linalg.matmul ins(%collapsed_85, %arg14 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_87 = tensor.expand_shape %180 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %expanded_87 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %arg18 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %91 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%183 : tensor<2x8x64xf32>) outs(%149 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_88 = tensor.collapse_shape %184 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %85 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %90 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %186 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_10 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %189 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_89 = tensor.collapse_shape %191 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_89 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_11 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %195 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %196 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_90 = tensor.collapse_shape %197 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_91 = linalg.transpose ins(%collapsed_90 : tensor<16x64xf32>) outs(%163 : tensor<64x16xf32>) permutation = [1, 0] 
    %198 = linalg.fill ins(%cst_1 : f32) outs(%20 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %199 = linalg.matmul ins(%transposed_91, %collapsed_59 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%198 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %200 = linalg.matmul ins(%collapsed_90, %arg13 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_92 = tensor.expand_shape %200 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %201:3 = "zero.attention_grad"(%transposed_56, %transposed_57, %expanded_48, %83#0, %83#1, %expanded_92) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %transposed_93 = linalg.transpose ins(%201#1 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %202 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %transposed_94 = linalg.transpose ins(%201#0 : tensor<2x8x2x2x16xf32>) outs(%202 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_95 = tensor.collapse_shape %transposed_94 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %203 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_93, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_96 = tensor.extract_slice %203[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_97 = tensor.extract_slice %203[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %204 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_96 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice = tensor.insert_slice %204 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_98 = tensor.insert_slice %extracted_slice_97 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %205 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_98 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %206 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_93, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %207 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %206 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %208 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_95, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_99 = tensor.extract_slice %208[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_100 = tensor.extract_slice %208[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %209 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_99 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_101 = tensor.insert_slice %209 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_102 = tensor.insert_slice %extracted_slice_100 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_101, %inserted_slice_102 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %211 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_95, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %212 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %211 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_103 = tensor.collapse_shape %201#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %213 = tensor.empty() : tensor<32x16xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_103 : tensor<16x32xf32>) outs(%213 : tensor<32x16xf32>) permutation = [1, 0] 
    %214 = tensor.empty() : tensor<32x64xf32>
    %215 = linalg.fill ins(%cst_1 : f32) outs(%214 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %216 = linalg.matmul ins(%transposed_104, %collapsed_41 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%215 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %217 = linalg.matmul ins(%collapsed_103, %arg12 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_105 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_106 = linalg.transpose ins(%207 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_107 : tensor<16x32xf32>) outs(%213 : tensor<32x16xf32>) permutation = [1, 0] 
    %218 = linalg.matmul ins(%transposed_108, %collapsed_41 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%215 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %219 = linalg.matmul ins(%collapsed_107, %arg11 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_109 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_109 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %221 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_110 = linalg.transpose ins(%212 : tensor<2x4x8x16xf32>) outs(%221 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_112 = linalg.transpose ins(%collapsed_111 : tensor<16x64xf32>) outs(%163 : tensor<64x16xf32>) permutation = [1, 0] 
    %222 = linalg.matmul ins(%transposed_112, %collapsed_41 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%198 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %223 = linalg.matmul ins(%collapsed_111, %arg10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_113 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %expanded_113 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %arg17 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %70 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%226 : tensor<2x8x64xf32>) outs(%149 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_114 = tensor.collapse_shape %227 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %64 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %69 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%228 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %229 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_10 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %232 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_115 = tensor.collapse_shape %234 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_115 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_11 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %238 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %239 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_116 = tensor.collapse_shape %240 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<16x64xf32>) outs(%163 : tensor<64x16xf32>) permutation = [1, 0] 
    %241 = linalg.matmul ins(%transposed_117, %collapsed_38 : tensor<64x16xf32>, tensor<16x160xf32>) outs(%164 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %242 = linalg.matmul ins(%collapsed_116, %arg7 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%55 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_118 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %59 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %expanded_36 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_119 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %transposed_120 = linalg.transpose ins(%collapsed_119 : tensor<16x160xf32>) outs(%169 : tensor<160x16xf32>) permutation = [1, 0] 
    %245 = linalg.matmul ins(%transposed_120, %collapsed_33 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%170 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %246 = linalg.matmul ins(%collapsed_119, %arg6 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_121 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %58 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.subf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %247 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %cst_2 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %249 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %250 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%57 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x160xf32>
    %collapsed_122 = tensor.collapse_shape %251 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_122 : tensor<16x160xf32>) outs(%169 : tensor<160x16xf32>) permutation = [1, 0] 
    %252 = linalg.matmul ins(%transposed_123, %collapsed_33 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%170 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %253 = linalg.matmul ins(%collapsed_122, %arg5 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_124 = tensor.expand_shape %253 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %expanded_124 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %51 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%256 : tensor<2x8x64xf32>) outs(%149 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_125 = tensor.collapse_shape %257 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %45 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %50 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%258 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %259 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_10 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %262 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_126 = tensor.collapse_shape %264 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_126 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_11 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %268 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %269 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_127 = tensor.collapse_shape %270 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_127 : tensor<16x64xf32>) outs(%163 : tensor<64x16xf32>) permutation = [1, 0] 
    %271 = linalg.matmul ins(%transposed_128, %collapsed_30 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%198 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %272 = linalg.matmul ins(%collapsed_127, %arg4 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_129 = tensor.expand_shape %272 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %273:3 = "zero.attention_grad"(%transposed_27, %transposed_28, %expanded_18, %43#0, %43#1, %expanded_129) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %transposed_130 = linalg.transpose ins(%273#1 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_131 = linalg.transpose ins(%273#0 : tensor<2x8x2x2x16xf32>) outs(%202 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_132 = tensor.collapse_shape %transposed_131 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %274 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_130, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_133 = tensor.extract_slice %274[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_134 = tensor.extract_slice %274[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %275 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_133 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice_135 = tensor.insert_slice %275 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_136 = tensor.insert_slice %extracted_slice_134 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_135, %inserted_slice_136 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %277 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_130, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %278 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %277 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x2x8x16xf32>
    %279 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_132, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_137 = tensor.extract_slice %279[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_138 = tensor.extract_slice %279[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %280 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_137 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_139 = tensor.insert_slice %280 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_140 = tensor.insert_slice %extracted_slice_138 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %281 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_139, %inserted_slice_140 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %282 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_132, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %283 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %282 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_141 = tensor.collapse_shape %273#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_142 = linalg.transpose ins(%collapsed_141 : tensor<16x32xf32>) outs(%213 : tensor<32x16xf32>) permutation = [1, 0] 
    %284 = linalg.matmul ins(%transposed_142, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%215 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %285 = linalg.matmul ins(%collapsed_141, %arg3 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_143 = tensor.expand_shape %285 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_144 = linalg.transpose ins(%278 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_145 : tensor<16x32xf32>) outs(%213 : tensor<32x16xf32>) permutation = [1, 0] 
    %286 = linalg.matmul ins(%transposed_146, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%215 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %287 = linalg.matmul ins(%collapsed_145, %arg2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_147 = tensor.expand_shape %287 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %expanded_147 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %transposed_148 = linalg.transpose ins(%283 : tensor<2x4x8x16xf32>) outs(%221 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_149 = tensor.collapse_shape %transposed_148 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_150 = linalg.transpose ins(%collapsed_149 : tensor<16x64xf32>) outs(%163 : tensor<64x16xf32>) permutation = [1, 0] 
    %289 = linalg.matmul ins(%transposed_150, %collapsed : tensor<64x16xf32>, tensor<16x64xf32>) outs(%198 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %290 = linalg.matmul ins(%collapsed_149, %arg1 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_151 = tensor.expand_shape %290 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %expanded_151 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %18 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%293 : tensor<2x8x64xf32>) outs(%149 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_152 = tensor.collapse_shape %294 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %1 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %17 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%295 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %296 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_10 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %299 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_153 = tensor.collapse_shape %301 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_153 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.mulf %in, %cst_11 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %305 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.mulf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %306 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %312 = arith.addf %in, %in_157 : f32
      linalg.yield %312 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_154 = tensor.collapse_shape %arg20 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_155 = tensor.collapse_shape %307 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_156 = arith.constant 0.000000e+00 : f32
    %308 = tensor.empty() : tensor<256x64xf32>
    %309 = linalg.fill ins(%cst_156 : f32) outs(%308 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %310 = scf.for %arg22 = %c0 to %c16 step %c1 iter_args(%arg23 = %309) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_154[%arg22] : tensor<16xi64>
      %312 = arith.index_cast %extracted : i64 to index
      %extracted_slice_157 = tensor.extract_slice %collapsed_155[%arg22, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_158 = tensor.extract_slice %arg23[%312, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %313 = tensor.empty() : tensor<1x64xf32>
      %314 = linalg.add ins(%extracted_slice_158, %extracted_slice_157 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%313 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice_159 = tensor.insert_slice %314 into %arg23[%312, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice_159 : tensor<256x64xf32>
    }
    %311 = arith.addf %310, %144 : tensor<256x64xf32>
    return %132, %311, %289, %286, %284, %271, %252, %245, %241, %collapsed_152, %collapsed_125, %222, %218, %216, %199, %179, %171, %165, %collapsed_114, %collapsed_88, %collapsed_77 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<160x64xf32>, tensor<160x64xf32>, tensor<64x160xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<160x64xf32>, tensor<160x64xf32>, tensor<64x160xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
