// zero-torch export tiny-mixtral.json --batch 2 --seq 8 --dtype f32: 205632 parameters in 21 tensors, 2 layer units
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map13 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "model.embed_tokens.weight">}, %arg1: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_proj.weight", layer = 0>}, %arg2: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.k_proj.weight", layer = 0>}, %arg3: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.v_proj.weight", layer = 0>}, %arg4: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.o_proj.weight", layer = 0>}, %arg5: tensor<4x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.gate.weight", layer = 0>}, %arg6: tensor<4x192x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.experts.gate_up_proj", layer = 0>}, %arg7: tensor<4x64x96xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.experts.down_proj", layer = 0>}, %arg8: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.input_layernorm.weight", layer = 0>}, %arg9: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.post_attention_layernorm.weight", layer = 0>}, %arg10: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_proj.weight", layer = 1>}, %arg11: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.k_proj.weight", layer = 1>}, %arg12: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.v_proj.weight", layer = 1>}, %arg13: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.o_proj.weight", layer = 1>}, %arg14: tensor<4x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.gate.weight", layer = 1>}, %arg15: tensor<4x192x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.gate_up_proj", layer = 1>}, %arg16: tensor<4x64x96xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.down_proj", layer = 1>}, %arg17: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.input_layernorm.weight", layer = 1>}, %arg18: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.post_attention_layernorm.weight", layer = 1>}, %arg19: tensor<64xf32> {zero.state = #zero.state<weight, "model.norm.weight">}, %arg20: tensor<256x64xf32> {zero.state = #zero.state<weight, "lm_head.weight">}, %arg21: tensor<2x8xi64>, %arg22: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "model.embed_tokens.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.o_proj.weight">}, tensor<4x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.gate.weight">}, tensor<4x192x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.experts.gate_up_proj">}, tensor<4x64x96xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.experts.down_proj">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.post_attention_layernorm.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.o_proj.weight">}, tensor<4x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.gate.weight">}, tensor<4x192x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.gate_up_proj">}, tensor<4x64x96xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.down_proj">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.post_attention_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.norm.weight">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "lm_head.weight">}) {
    %cst = arith.constant dense<[1.000000e+00, 0.177827939, 0.0316227786, 0.00562341325, 1.000000e-03, 1.7782794E-4, 3.16227743E-5, 5.62341347E-6]> : tensor<8xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 0.177827939, 0.0316227786, 0.00562341325, 1.000000e-03, 1.7782794E-4, 3.16227743E-5, 5.62341347E-6]> : tensor<8xf32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x4x8x16xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<2x2x8x16xf32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %749 = arith.index_cast %in : i64 to index
      %750 = linalg.index 2 : index
      %751 = arith.cmpi slt, %749, %c256 : index
      cf.assert %751, "index must be smaller than dim size"
      %752 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %752, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%749, %750] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %749 = linalg.index 0 : index
      %750 = arith.index_cast %749 : index to i64
      linalg.yield %750 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %749 = arith.sitofp %in : i64 to f32
      linalg.yield %749 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst : tensor<1x8x1xf32>, tensor<8xf32>) outs(%6 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %8 = tensor.empty() : tensor<1x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.cos %in : f32
      linalg.yield %749 : f32
    } -> tensor<1x8x16xf32>
    %10 = tensor.empty() : tensor<1x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%10 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.sin %in : f32
      linalg.yield %749 : f32
    } -> tensor<1x8x16xf32>
    %12 = tensor.empty() : tensor<2x8x64xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%12 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %14 = tensor.empty() : tensor<2x8x1xf32>
    %15 = linalg.fill ins(%cst_2 : f32) outs(%14 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x64xf32>) outs(%15 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %19 = tensor.empty() : tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.truncf %cst_10 : f64 to f32
      %750 = arith.addf %in, %749 : f32
      linalg.yield %750 : f32
    } -> tensor<2x8x1xf32>
    %21 = tensor.empty() : tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.rsqrt %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %23 = tensor.empty() : tensor<2x8x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %22 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %25 = tensor.empty() : tensor<2x8x64xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %24 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%25 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %27 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%27 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %26 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %28 = tensor.empty() : tensor<16x64xf32>
    %29 = linalg.fill ins(%cst_2 : f32) outs(%28 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_12 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %31 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x8x4x16xf32>) outs(%31 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %32 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg2 : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<16x32xf32>
    %34 = linalg.fill ins(%cst_2 : f32) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %35 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%34 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_15 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %36 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x8x2x16xf32>) outs(%36 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<64x32xf32>
    %transposed_17 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%37 : tensor<64x32xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<16x32xf32>
    %39 = linalg.fill ins(%cst_2 : f32) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %40 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%39 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_18 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %expanded_19 = tensor.expand_shape %9 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_20 = tensor.expand_shape %11 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %41 = tensor.empty() : tensor<2x4x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%41 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %43 = tensor.empty() : tensor<2x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_22 = tensor.concat dim(3) %44, %extracted_slice : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %45 = tensor.empty() : tensor<2x4x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%45 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %47 = tensor.empty() : tensor<2x4x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %46 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%47 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %49 = tensor.empty() : tensor<2x2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%49 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %51 = tensor.empty() : tensor<2x2x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x2x8x8xf32>) outs(%51 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_25 = tensor.concat dim(3) %52, %extracted_slice_23 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %53 = tensor.empty() : tensor<2x2x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%53 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %55 = tensor.empty() : tensor<2x2x8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %54 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%55 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_26 = tensor.expand_shape %48 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %57 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x2x2x8x16xf32>) outs(%57 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %58 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_28 = linalg.transpose ins(%56 : tensor<2x2x8x16xf32>) outs(%58 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %59:2 = "zero.attention"(%transposed_27, %transposed_28, %expanded_18) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %60 = tensor.empty() : tensor<64x64xf32>
    %transposed_29 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%60 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_30 = tensor.collapse_shape %59#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %61 = tensor.empty() : tensor<16x64xf32>
    %62 = linalg.fill ins(%cst_2 : f32) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %63 = linalg.matmul ins(%collapsed_30, %transposed_29 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%62 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_31 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %64 = tensor.empty() : tensor<2x8x64xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_31 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%64 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %66 = tensor.empty() : tensor<2x8x64xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x64xf32>) outs(%66 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %68 = tensor.empty() : tensor<2x8x1xf32>
    %69 = linalg.fill ins(%cst_2 : f32) outs(%68 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x64xf32>) outs(%69 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %71 = tensor.empty() : tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%71 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %73 = tensor.empty() : tensor<2x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%73 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.truncf %cst_10 : f64 to f32
      %750 = arith.addf %in, %749 : f32
      linalg.yield %750 : f32
    } -> tensor<2x8x1xf32>
    %75 = tensor.empty() : tensor<2x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf32>) outs(%75 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.rsqrt %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %77 = tensor.empty() : tensor<2x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %76 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%77 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %79 = tensor.empty() : tensor<2x8x64xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %78 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%79 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_32 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %81 = tensor.empty() : tensor<64x4xf32>
    %transposed_33 = linalg.transpose ins(%arg5 : tensor<4x64xf32>) outs(%81 : tensor<64x4xf32>) permutation = [1, 0] 
    %82 = tensor.empty() : tensor<16x4xf32>
    %83 = linalg.fill ins(%cst_2 : f32) outs(%82 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %84 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%83 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %85 = tensor.empty() : tensor<16xi64>
    %86 = linalg.fill ins(%c0_i64 : i64) outs(%85 : tensor<16xi64>) -> tensor<16xi64>
    %87 = tensor.empty() : tensor<16xf32>
    %88 = linalg.fill ins(%cst_3 : f32) outs(%87 : tensor<16xf32>) -> tensor<16xf32>
    %89:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%84 : tensor<16x4xf32>) outs(%88, %86 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_241: i64):
      %749 = linalg.index 1 : index
      %750 = arith.index_cast %749 : index to i64
      %751 = arith.maximumf %in, %out : f32
      %752 = arith.cmpf ogt, %in, %out : f32
      %753 = arith.select %752, %750, %out_241 : i64
      linalg.yield %751, %753 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_34 = tensor.expand_shape %89#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %90 = tensor.empty() : tensor<16x4xf32>
    %91 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%84, %expanded_34 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %92 = tensor.empty() : tensor<16x4xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<16x4xf32>) outs(%92 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.exp %in : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %94 = tensor.empty() : tensor<16x1xf32>
    %95 = linalg.fill ins(%cst_2 : f32) outs(%94 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%93 : tensor<16x4xf32>) outs(%95 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %97 = tensor.empty() : tensor<16x4xf32>
    %98 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%93, %96 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%97 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %99 = tensor.empty() : tensor<4xi64>
    %100 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%99 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %749 = linalg.index 0 : index
      %750 = arith.index_cast %749 : index to i64
      linalg.yield %750 : i64
    } -> tensor<4xi64>
    %101 = tensor.empty() : tensor<16xi64>
    %102 = linalg.fill ins(%c0_i64 : i64) outs(%101 : tensor<16xi64>) -> tensor<16xi64>
    %103 = tensor.empty() : tensor<16xf32>
    %104 = linalg.fill ins(%cst_3 : f32) outs(%103 : tensor<16xf32>) -> tensor<16xf32>
    %105:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%98 : tensor<16x4xf32>) outs(%104, %102 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_241: i64):
      %749 = linalg.index 1 : index
      %750 = arith.index_cast %749 : index to i64
      %751 = arith.maximumf %in, %out : f32
      %752 = arith.cmpf ogt, %in, %out : f32
      %753 = arith.select %752, %750, %out_241 : i64
      linalg.yield %751, %753 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_35 = tensor.expand_shape %105#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %106 = tensor.empty() : tensor<16x4xi1>
    %107 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%100, %expanded_35 : tensor<4xi64>, tensor<16x1xi64>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_241: i64, %out: i1):
      %749 = arith.cmpi eq, %in, %in_241 : i64
      linalg.yield %749 : i1
    } -> tensor<16x4xi1>
    %108 = tensor.empty() : tensor<16x4xf32>
    %109 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%107, %98, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%108 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %110 = tensor.empty() : tensor<16x1xf32>
    %111 = linalg.fill ins(%cst_2 : f32) outs(%110 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%109 : tensor<16x4xf32>) outs(%111 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %113 = tensor.empty() : tensor<16x4xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_8, %98 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%113 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %115 = tensor.empty() : tensor<16xi64>
    %116 = linalg.fill ins(%c0_i64 : i64) outs(%115 : tensor<16xi64>) -> tensor<16xi64>
    %117 = tensor.empty() : tensor<16xf32>
    %118 = linalg.fill ins(%cst_3 : f32) outs(%117 : tensor<16xf32>) -> tensor<16xf32>
    %119:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%114 : tensor<16x4xf32>) outs(%118, %116 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_241: i64):
      %749 = linalg.index 1 : index
      %750 = arith.index_cast %749 : index to i64
      %751 = arith.maximumf %in, %out : f32
      %752 = arith.cmpf ogt, %in, %out : f32
      %753 = arith.select %752, %750, %out_241 : i64
      linalg.yield %751, %753 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_36 = tensor.expand_shape %119#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %120 = tensor.empty() : tensor<16x4xi1>
    %121 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%100, %expanded_36 : tensor<4xi64>, tensor<16x1xi64>) outs(%120 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_241: i64, %out: i1):
      %749 = arith.cmpi eq, %in, %in_241 : i64
      linalg.yield %749 : i1
    } -> tensor<16x4xi1>
    %122 = tensor.empty() : tensor<16x4xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%121, %98, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%122 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %124 = tensor.empty() : tensor<16x1xf32>
    %125 = linalg.fill ins(%cst_2 : f32) outs(%124 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%123 : tensor<16x4xf32>) outs(%125 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %concat_37 = tensor.concat dim(1) %112, %126 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_38 = tensor.concat dim(1) %expanded_35, %expanded_36 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %127 = tensor.empty() : tensor<16x1xf32>
    %128 = linalg.fill ins(%cst_2 : f32) outs(%127 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%concat_37 : tensor<16x2xf32>) outs(%128 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %130 = tensor.empty() : tensor<16x2xf32>
    %131 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%concat_37, %129 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%130 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %expanded_39 = tensor.expand_shape %concat_38 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %132 = tensor.empty() : tensor<16x2x4xi1>
    %133 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %100 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%132 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_241: i64, %out: i1):
      %749 = arith.cmpi eq, %in, %in_241 : i64
      linalg.yield %749 : i1
    } -> tensor<16x2x4xi1>
    %134 = tensor.empty() : tensor<16x2x4xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<16x2x4xi1>) outs(%134 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %749 = arith.uitofp %in : i1 to f32
      linalg.yield %749 : f32
    } -> tensor<16x2x4xf32>
    %expanded_40 = tensor.expand_shape %131 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %136 = tensor.empty() : tensor<16x2x4xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %expanded_40 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%136 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2x4xf32>
    %138 = tensor.empty() : tensor<16x4xf32>
    %139 = linalg.fill ins(%cst_2 : f32) outs(%138 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%137 : tensor<16x2x4xf32>) outs(%139 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %expanded_41 = tensor.expand_shape %arg6 [[0], [1], [2, 3]] output_shape [4, 192, 64, 1] : tensor<4x192x64xf32> into tensor<4x192x64x1xf32>
    %expanded_42 = tensor.expand_shape %collapsed_32 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %141 = tensor.empty() : tensor<64x4x192x1xf32>
    %transposed_43 = linalg.transpose ins(%expanded_41 : tensor<4x192x64x1xf32>) outs(%141 : tensor<64x4x192x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_44 = tensor.collapse_shape %transposed_43 [[0], [1, 2, 3]] : tensor<64x4x192x1xf32> into tensor<64x768xf32>
    %expanded_45 = tensor.expand_shape %collapsed_44 [[0, 1], [2]] output_shape [1, 64, 768] : tensor<64x768xf32> into tensor<1x64x768xf32>
    %142 = tensor.empty() : tensor<1x16x768xf32>
    %143 = linalg.fill ins(%cst_2 : f32) outs(%142 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %144 = linalg.batch_matmul ins(%expanded_42, %expanded_45 : tensor<1x16x64xf32>, tensor<1x64x768xf32>) outs(%143 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %collapsed_46 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %expanded_47 = tensor.expand_shape %collapsed_46 [[0], [1, 2, 3]] output_shape [16, 1, 4, 192] : tensor<16x768xf32> into tensor<16x1x4x192xf32>
    %145 = tensor.empty() : tensor<16x4x192x1xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<16x1x4x192xf32>) outs(%145 : tensor<16x4x192x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_49 = tensor.collapse_shape %transposed_48 [[0], [1], [2, 3]] : tensor<16x4x192x1xf32> into tensor<16x4x192xf32>
    %extracted_slice_50 = tensor.extract_slice %collapsed_49[0, 0, 0] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_49[0, 0, 96] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %146 = tensor.empty() : tensor<16x4x96xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<16x4x96xf32>) outs(%146 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      %750 = math.exp %749 : f32
      %751 = arith.addf %750, %cst_4 : f32
      %752 = arith.divf %cst_4, %751 : f32
      linalg.yield %752 : f32
    } -> tensor<16x4x96xf32>
    %148 = tensor.empty() : tensor<16x4x96xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %extracted_slice_50 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%148 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x96xf32>
    %150 = tensor.empty() : tensor<16x4x96xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %extracted_slice_51 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%150 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x96xf32>
    %expanded_52 = tensor.expand_shape %151 [[0], [1], [2, 3]] output_shape [16, 4, 96, 1] : tensor<16x4x96xf32> into tensor<16x4x96x1xf32>
    %expanded_53 = tensor.expand_shape %arg7 [[0], [1], [2, 3]] output_shape [4, 64, 96, 1] : tensor<4x64x96xf32> into tensor<4x64x96x1xf32>
    %152 = tensor.empty() : tensor<4x16x96x1xf32>
    %transposed_54 = linalg.transpose ins(%expanded_52 : tensor<16x4x96x1xf32>) outs(%152 : tensor<4x16x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_55 = tensor.collapse_shape %transposed_54 [[0], [1], [2, 3]] : tensor<4x16x96x1xf32> into tensor<4x16x96xf32>
    %153 = tensor.empty() : tensor<4x96x64x1xf32>
    %transposed_56 = linalg.transpose ins(%expanded_53 : tensor<4x64x96x1xf32>) outs(%153 : tensor<4x96x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0], [1], [2, 3]] : tensor<4x96x64x1xf32> into tensor<4x96x64xf32>
    %154 = tensor.empty() : tensor<4x16x64xf32>
    %155 = linalg.fill ins(%cst_2 : f32) outs(%154 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %156 = linalg.batch_matmul ins(%collapsed_55, %collapsed_57 : tensor<4x16x96xf32>, tensor<4x96x64xf32>) outs(%155 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_58 = tensor.expand_shape %156 [[0], [1], [2, 3]] output_shape [4, 16, 1, 64] : tensor<4x16x64xf32> into tensor<4x16x1x64xf32>
    %157 = tensor.empty() : tensor<16x4x64x1xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<4x16x1x64xf32>) outs(%157 : tensor<16x4x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0], [1], [2, 3]] : tensor<16x4x64x1xf32> into tensor<16x4x64xf32>
    %expanded_61 = tensor.expand_shape %140 [[0], [1, 2]] output_shape [16, 4, 1] : tensor<16x4xf32> into tensor<16x4x1xf32>
    %158 = tensor.empty() : tensor<16x4x64xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_60, %expanded_61 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%158 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x64xf32>
    %160 = tensor.empty() : tensor<16x64xf32>
    %161 = linalg.fill ins(%cst_2 : f32) outs(%160 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%159 : tensor<16x4x64xf32>) outs(%161 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x64xf32>
    %expanded_62 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %163 = tensor.empty() : tensor<2x8x64xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %expanded_62 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%163 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %165 = tensor.empty() : tensor<2x8x64xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x64xf32>) outs(%165 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %167 = tensor.empty() : tensor<2x8x1xf32>
    %168 = linalg.fill ins(%cst_2 : f32) outs(%167 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x8x64xf32>) outs(%168 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %170 = tensor.empty() : tensor<2x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%170 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %172 = tensor.empty() : tensor<2x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x1xf32>) outs(%172 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.truncf %cst_10 : f64 to f32
      %750 = arith.addf %in, %749 : f32
      linalg.yield %750 : f32
    } -> tensor<2x8x1xf32>
    %174 = tensor.empty() : tensor<2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf32>) outs(%174 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.rsqrt %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %176 = tensor.empty() : tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %175 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%176 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %178 = tensor.empty() : tensor<2x8x64xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %177 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%178 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %180 = tensor.empty() : tensor<64x64xf32>
    %transposed_63 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%180 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %179 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %181 = tensor.empty() : tensor<16x64xf32>
    %182 = linalg.fill ins(%cst_2 : f32) outs(%181 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %183 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%182 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_65 = tensor.expand_shape %183 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %184 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x8x4x16xf32>) outs(%184 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %185 = tensor.empty() : tensor<64x32xf32>
    %transposed_67 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%185 : tensor<64x32xf32>) permutation = [1, 0] 
    %186 = tensor.empty() : tensor<16x32xf32>
    %187 = linalg.fill ins(%cst_2 : f32) outs(%186 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %188 = linalg.matmul ins(%collapsed_64, %transposed_67 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%187 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_68 = tensor.expand_shape %188 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %189 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x8x2x16xf32>) outs(%189 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %190 = tensor.empty() : tensor<64x32xf32>
    %transposed_70 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%190 : tensor<64x32xf32>) permutation = [1, 0] 
    %191 = tensor.empty() : tensor<16x32xf32>
    %192 = linalg.fill ins(%cst_2 : f32) outs(%191 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %193 = linalg.matmul ins(%collapsed_64, %transposed_70 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%192 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_71 = tensor.expand_shape %193 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %194 = tensor.empty() : tensor<2x4x8x16xf32>
    %195 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%194 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_72 = tensor.extract_slice %transposed_66[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_73 = tensor.extract_slice %transposed_66[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %196 = tensor.empty() : tensor<2x4x8x8xf32>
    %197 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_73 : tensor<2x4x8x8xf32>) outs(%196 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_74 = tensor.concat dim(3) %197, %extracted_slice_72 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %198 = tensor.empty() : tensor<2x4x8x16xf32>
    %199 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_74, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%198 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %200 = tensor.empty() : tensor<2x4x8x16xf32>
    %201 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %199 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%200 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %202 = tensor.empty() : tensor<2x2x8x16xf32>
    %203 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%202 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_75 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_76 = tensor.extract_slice %transposed_69[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %204 = tensor.empty() : tensor<2x2x8x8xf32>
    %205 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<2x2x8x8xf32>) outs(%204 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_77 = tensor.concat dim(3) %205, %extracted_slice_75 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %206 = tensor.empty() : tensor<2x2x8x16xf32>
    %207 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%206 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %208 = tensor.empty() : tensor<2x2x8x16xf32>
    %209 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %207 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%208 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_78 = tensor.expand_shape %201 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %210 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x2x2x8x16xf32>) outs(%210 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %211 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_80 = linalg.transpose ins(%209 : tensor<2x2x8x16xf32>) outs(%211 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %212:2 = "zero.attention"(%transposed_79, %transposed_80, %expanded_71) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %213 = tensor.empty() : tensor<64x64xf32>
    %transposed_81 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%213 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %212#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %214 = tensor.empty() : tensor<16x64xf32>
    %215 = linalg.fill ins(%cst_2 : f32) outs(%214 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %216 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%215 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_83 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %217 = tensor.empty() : tensor<2x8x64xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %expanded_83 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%217 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %219 = tensor.empty() : tensor<2x8x64xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x8x64xf32>) outs(%219 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %221 = tensor.empty() : tensor<2x8x1xf32>
    %222 = linalg.fill ins(%cst_2 : f32) outs(%221 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%220 : tensor<2x8x64xf32>) outs(%222 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %224 = tensor.empty() : tensor<2x8x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x1xf32>) outs(%224 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %226 = tensor.empty() : tensor<2x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x8x1xf32>) outs(%226 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.truncf %cst_10 : f64 to f32
      %750 = arith.addf %in, %749 : f32
      linalg.yield %750 : f32
    } -> tensor<2x8x1xf32>
    %228 = tensor.empty() : tensor<2x8x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x8x1xf32>) outs(%228 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.rsqrt %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %230 = tensor.empty() : tensor<2x8x64xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %229 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%230 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %232 = tensor.empty() : tensor<2x8x64xf32>
    %233 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %231 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%232 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_84 = tensor.collapse_shape %233 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %234 = tensor.empty() : tensor<64x4xf32>
    %transposed_85 = linalg.transpose ins(%arg14 : tensor<4x64xf32>) outs(%234 : tensor<64x4xf32>) permutation = [1, 0] 
    %235 = tensor.empty() : tensor<16x4xf32>
    %236 = linalg.fill ins(%cst_2 : f32) outs(%235 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %237 = linalg.matmul ins(%collapsed_84, %transposed_85 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%236 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %238 = tensor.empty() : tensor<16xi64>
    %239 = linalg.fill ins(%c0_i64 : i64) outs(%238 : tensor<16xi64>) -> tensor<16xi64>
    %240 = tensor.empty() : tensor<16xf32>
    %241 = linalg.fill ins(%cst_3 : f32) outs(%240 : tensor<16xf32>) -> tensor<16xf32>
    %242:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%237 : tensor<16x4xf32>) outs(%241, %239 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_241: i64):
      %749 = linalg.index 1 : index
      %750 = arith.index_cast %749 : index to i64
      %751 = arith.maximumf %in, %out : f32
      %752 = arith.cmpf ogt, %in, %out : f32
      %753 = arith.select %752, %750, %out_241 : i64
      linalg.yield %751, %753 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_86 = tensor.expand_shape %242#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %243 = tensor.empty() : tensor<16x4xf32>
    %244 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%237, %expanded_86 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%243 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %245 = tensor.empty() : tensor<16x4xf32>
    %246 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<16x4xf32>) outs(%245 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.exp %in : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %247 = tensor.empty() : tensor<16x1xf32>
    %248 = linalg.fill ins(%cst_2 : f32) outs(%247 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %249 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%246 : tensor<16x4xf32>) outs(%248 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %250 = tensor.empty() : tensor<16x4xf32>
    %251 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%246, %249 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%250 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %252 = tensor.empty() : tensor<16xi64>
    %253 = linalg.fill ins(%c0_i64 : i64) outs(%252 : tensor<16xi64>) -> tensor<16xi64>
    %254 = tensor.empty() : tensor<16xf32>
    %255 = linalg.fill ins(%cst_3 : f32) outs(%254 : tensor<16xf32>) -> tensor<16xf32>
    %256:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%251 : tensor<16x4xf32>) outs(%255, %253 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_241: i64):
      %749 = linalg.index 1 : index
      %750 = arith.index_cast %749 : index to i64
      %751 = arith.maximumf %in, %out : f32
      %752 = arith.cmpf ogt, %in, %out : f32
      %753 = arith.select %752, %750, %out_241 : i64
      linalg.yield %751, %753 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_87 = tensor.expand_shape %256#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %257 = tensor.empty() : tensor<16x4xi1>
    %258 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%100, %expanded_87 : tensor<4xi64>, tensor<16x1xi64>) outs(%257 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_241: i64, %out: i1):
      %749 = arith.cmpi eq, %in, %in_241 : i64
      linalg.yield %749 : i1
    } -> tensor<16x4xi1>
    %259 = tensor.empty() : tensor<16x4xf32>
    %260 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%258, %251, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%259 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %261 = tensor.empty() : tensor<16x1xf32>
    %262 = linalg.fill ins(%cst_2 : f32) outs(%261 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %263 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%260 : tensor<16x4xf32>) outs(%262 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %264 = tensor.empty() : tensor<16x4xf32>
    %265 = linalg.generic {indexing_maps = [#map7, #map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%258, %cst_8, %251 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%264 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %266 = tensor.empty() : tensor<16xi64>
    %267 = linalg.fill ins(%c0_i64 : i64) outs(%266 : tensor<16xi64>) -> tensor<16xi64>
    %268 = tensor.empty() : tensor<16xf32>
    %269 = linalg.fill ins(%cst_3 : f32) outs(%268 : tensor<16xf32>) -> tensor<16xf32>
    %270:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%265 : tensor<16x4xf32>) outs(%269, %267 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_241: i64):
      %749 = linalg.index 1 : index
      %750 = arith.index_cast %749 : index to i64
      %751 = arith.maximumf %in, %out : f32
      %752 = arith.cmpf ogt, %in, %out : f32
      %753 = arith.select %752, %750, %out_241 : i64
      linalg.yield %751, %753 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_88 = tensor.expand_shape %270#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %271 = tensor.empty() : tensor<16x4xi1>
    %272 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%100, %expanded_88 : tensor<4xi64>, tensor<16x1xi64>) outs(%271 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_241: i64, %out: i1):
      %749 = arith.cmpi eq, %in, %in_241 : i64
      linalg.yield %749 : i1
    } -> tensor<16x4xi1>
    %273 = tensor.empty() : tensor<16x4xf32>
    %274 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%272, %251, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%273 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %275 = tensor.empty() : tensor<16x1xf32>
    %276 = linalg.fill ins(%cst_2 : f32) outs(%275 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %277 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%274 : tensor<16x4xf32>) outs(%276 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %concat_89 = tensor.concat dim(1) %263, %277 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_90 = tensor.concat dim(1) %expanded_87, %expanded_88 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %278 = tensor.empty() : tensor<16x1xf32>
    %279 = linalg.fill ins(%cst_2 : f32) outs(%278 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %280 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%concat_89 : tensor<16x2xf32>) outs(%279 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %281 = tensor.empty() : tensor<16x2xf32>
    %282 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%concat_89, %280 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%281 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %expanded_91 = tensor.expand_shape %concat_90 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %283 = tensor.empty() : tensor<16x2x4xi1>
    %284 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %100 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%283 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_241: i64, %out: i1):
      %749 = arith.cmpi eq, %in, %in_241 : i64
      linalg.yield %749 : i1
    } -> tensor<16x2x4xi1>
    %285 = tensor.empty() : tensor<16x2x4xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<16x2x4xi1>) outs(%285 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %749 = arith.uitofp %in : i1 to f32
      linalg.yield %749 : f32
    } -> tensor<16x2x4xf32>
    %expanded_92 = tensor.expand_shape %282 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %287 = tensor.empty() : tensor<16x2x4xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %expanded_92 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%287 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2x4xf32>
    %289 = tensor.empty() : tensor<16x4xf32>
    %290 = linalg.fill ins(%cst_2 : f32) outs(%289 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%288 : tensor<16x2x4xf32>) outs(%290 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %expanded_93 = tensor.expand_shape %arg15 [[0], [1], [2, 3]] output_shape [4, 192, 64, 1] : tensor<4x192x64xf32> into tensor<4x192x64x1xf32>
    %expanded_94 = tensor.expand_shape %collapsed_84 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %292 = tensor.empty() : tensor<64x4x192x1xf32>
    %transposed_95 = linalg.transpose ins(%expanded_93 : tensor<4x192x64x1xf32>) outs(%292 : tensor<64x4x192x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0], [1, 2, 3]] : tensor<64x4x192x1xf32> into tensor<64x768xf32>
    %expanded_97 = tensor.expand_shape %collapsed_96 [[0, 1], [2]] output_shape [1, 64, 768] : tensor<64x768xf32> into tensor<1x64x768xf32>
    %293 = tensor.empty() : tensor<1x16x768xf32>
    %294 = linalg.fill ins(%cst_2 : f32) outs(%293 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %295 = linalg.batch_matmul ins(%expanded_94, %expanded_97 : tensor<1x16x64xf32>, tensor<1x64x768xf32>) outs(%294 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %collapsed_98 = tensor.collapse_shape %295 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %expanded_99 = tensor.expand_shape %collapsed_98 [[0], [1, 2, 3]] output_shape [16, 1, 4, 192] : tensor<16x768xf32> into tensor<16x1x4x192xf32>
    %296 = tensor.empty() : tensor<16x4x192x1xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<16x1x4x192xf32>) outs(%296 : tensor<16x4x192x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0], [1], [2, 3]] : tensor<16x4x192x1xf32> into tensor<16x4x192xf32>
    %extracted_slice_102 = tensor.extract_slice %collapsed_101[0, 0, 0] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %extracted_slice_103 = tensor.extract_slice %collapsed_101[0, 0, 96] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %297 = tensor.empty() : tensor<16x4x96xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_102 : tensor<16x4x96xf32>) outs(%297 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      %750 = math.exp %749 : f32
      %751 = arith.addf %750, %cst_4 : f32
      %752 = arith.divf %cst_4, %751 : f32
      linalg.yield %752 : f32
    } -> tensor<16x4x96xf32>
    %299 = tensor.empty() : tensor<16x4x96xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %extracted_slice_102 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%299 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x96xf32>
    %301 = tensor.empty() : tensor<16x4x96xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %extracted_slice_103 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%301 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x96xf32>
    %expanded_104 = tensor.expand_shape %302 [[0], [1], [2, 3]] output_shape [16, 4, 96, 1] : tensor<16x4x96xf32> into tensor<16x4x96x1xf32>
    %expanded_105 = tensor.expand_shape %arg16 [[0], [1], [2, 3]] output_shape [4, 64, 96, 1] : tensor<4x64x96xf32> into tensor<4x64x96x1xf32>
    %303 = tensor.empty() : tensor<4x16x96x1xf32>
    %transposed_106 = linalg.transpose ins(%expanded_104 : tensor<16x4x96x1xf32>) outs(%303 : tensor<4x16x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0], [1], [2, 3]] : tensor<4x16x96x1xf32> into tensor<4x16x96xf32>
    %304 = tensor.empty() : tensor<4x96x64x1xf32>
    %transposed_108 = linalg.transpose ins(%expanded_105 : tensor<4x64x96x1xf32>) outs(%304 : tensor<4x96x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0], [1], [2, 3]] : tensor<4x96x64x1xf32> into tensor<4x96x64xf32>
    %305 = tensor.empty() : tensor<4x16x64xf32>
    %306 = linalg.fill ins(%cst_2 : f32) outs(%305 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %307 = linalg.batch_matmul ins(%collapsed_107, %collapsed_109 : tensor<4x16x96xf32>, tensor<4x96x64xf32>) outs(%306 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_110 = tensor.expand_shape %307 [[0], [1], [2, 3]] output_shape [4, 16, 1, 64] : tensor<4x16x64xf32> into tensor<4x16x1x64xf32>
    %308 = tensor.empty() : tensor<16x4x64x1xf32>
    %transposed_111 = linalg.transpose ins(%expanded_110 : tensor<4x16x1x64xf32>) outs(%308 : tensor<16x4x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0], [1], [2, 3]] : tensor<16x4x64x1xf32> into tensor<16x4x64xf32>
    %expanded_113 = tensor.expand_shape %291 [[0], [1, 2]] output_shape [16, 4, 1] : tensor<16x4xf32> into tensor<16x4x1xf32>
    %309 = tensor.empty() : tensor<16x4x64xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_112, %expanded_113 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%309 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x64xf32>
    %311 = tensor.empty() : tensor<16x64xf32>
    %312 = linalg.fill ins(%cst_2 : f32) outs(%311 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%310 : tensor<16x4x64xf32>) outs(%312 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x64xf32>
    %expanded_114 = tensor.expand_shape %313 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %314 = tensor.empty() : tensor<2x8x64xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %expanded_114 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%314 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %316 = tensor.empty() : tensor<2x8x64xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x8x64xf32>) outs(%316 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %318 = tensor.empty() : tensor<2x8x1xf32>
    %319 = linalg.fill ins(%cst_2 : f32) outs(%318 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%317 : tensor<2x8x64xf32>) outs(%319 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %321 = tensor.empty() : tensor<2x8x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x8x1xf32>) outs(%321 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %323 = tensor.empty() : tensor<2x8x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<2x8x1xf32>) outs(%323 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.truncf %cst_10 : f64 to f32
      %750 = arith.addf %in, %749 : f32
      linalg.yield %750 : f32
    } -> tensor<2x8x1xf32>
    %325 = tensor.empty() : tensor<2x8x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x8x1xf32>) outs(%325 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = math.rsqrt %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %327 = tensor.empty() : tensor<2x8x64xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %326 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%327 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %329 = tensor.empty() : tensor<2x8x64xf32>
    %330 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %328 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%329 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %331 = tensor.empty() : tensor<64x256xf32>
    %transposed_115 = linalg.transpose ins(%arg20 : tensor<256x64xf32>) outs(%331 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_116 = tensor.collapse_shape %330 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %332 = tensor.empty() : tensor<16x256xf32>
    %333 = linalg.fill ins(%cst_2 : f32) outs(%332 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %334 = linalg.matmul ins(%collapsed_116, %transposed_115 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%333 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_117 = tensor.expand_shape %334 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %cst_118 = arith.constant 0xFF800000 : f32
    %cst_119 = arith.constant 0.000000e+00 : f32
    %335 = tensor.empty() : tensor<2x8xf32>
    %336 = linalg.fill ins(%cst_118 : f32) outs(%335 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_117 : tensor<2x8x256xf32>) outs(%336 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.maximumf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8xf32>
    %338 = tensor.empty() : tensor<2x8xf32>
    %339 = linalg.fill ins(%cst_119 : f32) outs(%338 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_117, %337 : tensor<2x8x256xf32>, tensor<2x8xf32>) outs(%339 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      %750 = math.exp %749 : f32
      %751 = arith.addf %out, %750 : f32
      linalg.yield %751 : f32
    } -> tensor<2x8xf32>
    %341 = tensor.empty() : tensor<2x8xf32>
    %342 = linalg.fill ins(%cst_119 : f32) outs(%341 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_117, %arg22 : tensor<2x8x256xf32>, tensor<2x8xi64>) outs(%342 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_241: i64, %out: f32):
      %749 = linalg.index 2 : index
      %750 = arith.index_cast %in_241 : i64 to index
      %751 = arith.cmpi eq, %749, %750 : index
      %752 = arith.addf %out, %in : f32
      %753 = arith.select %751, %752, %out : f32
      linalg.yield %753 : f32
    } -> tensor<2x8xf32>
    %344 = tensor.empty() : tensor<2x8xf32>
    %345 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%340, %337 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%344 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = math.log %in : f32
      %750 = arith.addf %749, %in_241 : f32
      linalg.yield %750 : f32
    } -> tensor<2x8xf32>
    %346 = tensor.empty() : tensor<2x8x256xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map, #map, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %arg22, %345, %cst_1 : tensor<2x8x256xf32>, tensor<2x8xi64>, tensor<2x8xf32>, tensor<f32>) outs(%346 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_241: i64, %in_242: f32, %in_243: f32, %out: f32):
      %749 = arith.subf %in, %in_242 : f32
      %750 = math.exp %749 : f32
      %751 = linalg.index 2 : index
      %752 = arith.index_cast %in_241 : i64 to index
      %753 = arith.cmpi eq, %751, %752 : index
      %cst_244 = arith.constant 1.000000e+00 : f32
      %cst_245 = arith.constant 0.000000e+00 : f32
      %754 = arith.select %753, %cst_244, %cst_245 : f32
      %755 = arith.subf %750, %754 : f32
      %cst_246 = arith.constant 6.250000e-02 : f32
      %756 = arith.mulf %in_243, %cst_246 : f32
      %757 = arith.mulf %755, %756 : f32
      linalg.yield %757 : f32
    } -> tensor<2x8x256xf32>
    %348 = tensor.empty() : tensor<f32>
    %349 = linalg.fill ins(%cst_119 : f32) outs(%348 : tensor<f32>) -> tensor<f32>
    %350 = linalg.generic {indexing_maps = [#map7, #map7, #map11], iterator_types = ["reduction", "reduction"]} ins(%345, %343 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%349 : tensor<f32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %cst_242 = arith.constant 6.250000e-02 : f32
      %749 = arith.subf %in, %in_241 : f32
      %750 = arith.mulf %749, %cst_242 : f32
      %751 = arith.addf %out, %750 : f32
      linalg.yield %751 : f32
    } -> tensor<f32>
    %collapsed_120 = tensor.collapse_shape %347 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %351 = tensor.empty() : tensor<256x16xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<16x256xf32>) outs(%351 : tensor<256x16xf32>) permutation = [1, 0] 
    %352 = tensor.empty() : tensor<256x64xf32>
    %353 = linalg.fill ins(%cst_2 : f32) outs(%352 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %354 = linalg.matmul ins(%transposed_121, %collapsed_116 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%353 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %355 = tensor.empty() : tensor<16x64xf32>
    %356 = linalg.fill ins(%cst_2 : f32) outs(%355 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %357 = linalg.matmul ins(%collapsed_120, %arg20 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%356 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_122 = tensor.expand_shape %357 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %358 = tensor.empty() : tensor<2x8x64xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %328 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%358 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %360 = tensor.empty() : tensor<64xf32>
    %361 = linalg.fill ins(%cst_2 : f32) outs(%360 : tensor<64xf32>) -> tensor<64xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%359 : tensor<2x8x64xf32>) outs(%361 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %363 = tensor.empty() : tensor<2x8x64xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %arg19 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%363 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %365 = tensor.empty() : tensor<2x8x64xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %328 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%365 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %367 = tensor.empty() : tensor<2x8x1xf32>
    %368 = linalg.fill ins(%cst_2 : f32) outs(%367 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%366 : tensor<2x8x64xf32>) outs(%368 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %370 = tensor.empty() : tensor<2x8x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<2x8x1xf32>) outs(%370 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %372 = tensor.empty() : tensor<2x8x64xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %371 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%372 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %374 = tensor.empty() : tensor<2x8x64xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %373 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%374 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %376 = tensor.empty() : tensor<2x8x64xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %375 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%376 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_123 = tensor.collapse_shape %377 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %378 = tensor.empty() : tensor<16x4x64xf32>
    %379 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_123 : tensor<16x64xf32>) outs(%378 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %380 = tensor.empty() : tensor<16x4x64xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %collapsed_112 : tensor<16x4x64xf32>, tensor<16x4x64xf32>) outs(%380 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x64xf32>
    %382 = tensor.empty() : tensor<16x4x64xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %expanded_113 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%382 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x64xf32>
    %384 = tensor.empty() : tensor<16x4x1xf32>
    %385 = linalg.fill ins(%cst_2 : f32) outs(%384 : tensor<16x4x1xf32>) -> tensor<16x4x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<16x4x64xf32>) outs(%385 : tensor<16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x1xf32>
    %collapsed_124 = tensor.collapse_shape %386 [[0], [1, 2]] : tensor<16x4x1xf32> into tensor<16x4xf32>
    %expanded_125 = tensor.expand_shape %383 [[0], [1], [2, 3]] output_shape [16, 4, 64, 1] : tensor<16x4x64xf32> into tensor<16x4x64x1xf32>
    %387 = tensor.empty() : tensor<4x16x1x64xf32>
    %transposed_126 = linalg.transpose ins(%expanded_125 : tensor<16x4x64x1xf32>) outs(%387 : tensor<4x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_127 = tensor.collapse_shape %transposed_126 [[0], [1], [2, 3]] : tensor<4x16x1x64xf32> into tensor<4x16x64xf32>
    %388 = tensor.empty() : tensor<4x96x16xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_107 : tensor<4x16x96xf32>) outs(%388 : tensor<4x96x16xf32>) permutation = [0, 2, 1] 
    %389 = tensor.empty() : tensor<4x96x64xf32>
    %390 = linalg.fill ins(%cst_2 : f32) outs(%389 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %391 = linalg.batch_matmul ins(%transposed_128, %collapsed_127 : tensor<4x96x16xf32>, tensor<4x16x64xf32>) outs(%390 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %392 = tensor.empty() : tensor<4x64x96xf32>
    %transposed_129 = linalg.transpose ins(%collapsed_109 : tensor<4x96x64xf32>) outs(%392 : tensor<4x64x96xf32>) permutation = [0, 2, 1] 
    %393 = tensor.empty() : tensor<4x16x96xf32>
    %394 = linalg.fill ins(%cst_2 : f32) outs(%393 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %395 = linalg.batch_matmul ins(%collapsed_127, %transposed_129 : tensor<4x16x64xf32>, tensor<4x64x96xf32>) outs(%394 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %expanded_130 = tensor.expand_shape %391 [[0], [1], [2, 3]] output_shape [4, 96, 64, 1] : tensor<4x96x64xf32> into tensor<4x96x64x1xf32>
    %expanded_131 = tensor.expand_shape %395 [[0], [1], [2, 3]] output_shape [4, 16, 96, 1] : tensor<4x16x96xf32> into tensor<4x16x96x1xf32>
    %396 = tensor.empty() : tensor<4x64x96x1xf32>
    %transposed_132 = linalg.transpose ins(%expanded_130 : tensor<4x96x64x1xf32>) outs(%396 : tensor<4x64x96x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_133 = tensor.collapse_shape %transposed_132 [[0], [1], [2, 3]] : tensor<4x64x96x1xf32> into tensor<4x64x96xf32>
    %397 = tensor.empty() : tensor<16x4x96x1xf32>
    %transposed_134 = linalg.transpose ins(%expanded_131 : tensor<4x16x96x1xf32>) outs(%397 : tensor<16x4x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_135 = tensor.collapse_shape %transposed_134 [[0], [1], [2, 3]] : tensor<16x4x96x1xf32> into tensor<16x4x96xf32>
    %398 = tensor.empty() : tensor<16x4x96xf32>
    %399 = tensor.empty() : tensor<16x4x96xf32>
    %400:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_135, %extracted_slice_102, %extracted_slice_103 : tensor<16x4x96xf32>, tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%398, %399 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_241: f32, %in_242: f32, %out: f32, %out_243: f32):
      %cst_244 = arith.constant 1.000000e+00 : f32
      %749 = arith.negf %in_241 : f32
      %750 = math.exp %749 : f32
      %751 = arith.addf %cst_244, %750 : f32
      %752 = arith.divf %cst_244, %751 : f32
      %753 = arith.subf %cst_244, %752 : f32
      %754 = arith.mulf %in_241, %753 : f32
      %755 = arith.addf %cst_244, %754 : f32
      %756 = arith.mulf %752, %755 : f32
      %757 = arith.mulf %in, %in_242 : f32
      %758 = arith.mulf %757, %756 : f32
      %759 = arith.mulf %in_241, %752 : f32
      %760 = arith.mulf %in, %759 : f32
      linalg.yield %758, %760 : f32, f32
    } -> (tensor<16x4x96xf32>, tensor<16x4x96xf32>)
    %concat_136 = tensor.concat dim(2) %400#0, %400#1 : (tensor<16x4x96xf32>, tensor<16x4x96xf32>) -> tensor<16x4x192xf32>
    %expanded_137 = tensor.expand_shape %concat_136 [[0], [1], [2, 3]] output_shape [16, 4, 192, 1] : tensor<16x4x192xf32> into tensor<16x4x192x1xf32>
    %401 = tensor.empty() : tensor<16x1x4x192xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<16x4x192x1xf32>) outs(%401 : tensor<16x1x4x192xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0], [1, 2, 3]] : tensor<16x1x4x192xf32> into tensor<16x768xf32>
    %expanded_140 = tensor.expand_shape %collapsed_139 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %402 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_141 = linalg.transpose ins(%expanded_94 : tensor<1x16x64xf32>) outs(%402 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %403 = tensor.empty() : tensor<1x64x768xf32>
    %404 = linalg.fill ins(%cst_2 : f32) outs(%403 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %405 = linalg.batch_matmul ins(%transposed_141, %expanded_140 : tensor<1x64x16xf32>, tensor<1x16x768xf32>) outs(%404 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %406 = tensor.empty() : tensor<1x768x64xf32>
    %transposed_142 = linalg.transpose ins(%expanded_97 : tensor<1x64x768xf32>) outs(%406 : tensor<1x768x64xf32>) permutation = [0, 2, 1] 
    %407 = tensor.empty() : tensor<1x16x64xf32>
    %408 = linalg.fill ins(%cst_2 : f32) outs(%407 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %409 = linalg.batch_matmul ins(%expanded_140, %transposed_142 : tensor<1x16x768xf32>, tensor<1x768x64xf32>) outs(%408 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_143 = tensor.collapse_shape %405 [[0, 1], [2]] : tensor<1x64x768xf32> into tensor<64x768xf32>
    %expanded_144 = tensor.expand_shape %collapsed_143 [[0], [1, 2, 3]] output_shape [64, 4, 192, 1] : tensor<64x768xf32> into tensor<64x4x192x1xf32>
    %collapsed_145 = tensor.collapse_shape %409 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %410 = tensor.empty() : tensor<4x192x64x1xf32>
    %transposed_146 = linalg.transpose ins(%expanded_144 : tensor<64x4x192x1xf32>) outs(%410 : tensor<4x192x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0], [1], [2, 3]] : tensor<4x192x64x1xf32> into tensor<4x192x64xf32>
    %411 = tensor.empty() : tensor<16x2x4xf32>
    %412 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_124 : tensor<16x4xf32>) outs(%411 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %413 = tensor.empty() : tensor<16x2x4xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %286 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%413 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2x4xf32>
    %415 = tensor.empty() : tensor<16x2x1xf32>
    %416 = linalg.fill ins(%cst_2 : f32) outs(%415 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%414 : tensor<16x2x4xf32>) outs(%416 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_148 = tensor.collapse_shape %417 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %418 = tensor.empty() : tensor<16x2xf32>
    %419 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%282, %280 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%418 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %420 = tensor.empty() : tensor<16x2xf32>
    %421 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_148 : tensor<16x2xf32>) outs(%420 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %422 = tensor.empty() : tensor<16x2xf32>
    %423 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%421, %419 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%422 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %424 = tensor.empty() : tensor<16x2xf32>
    %425 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_148, %280 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%424 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %426 = tensor.empty() : tensor<16x1xf32>
    %427 = linalg.fill ins(%cst_2 : f32) outs(%426 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %428 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%423 : tensor<16x2xf32>) outs(%427 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %collapsed_149 = tensor.collapse_shape %428 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %429 = tensor.empty() : tensor<16x2xf32>
    %430 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_149 : tensor<16xf32>) outs(%429 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %431 = tensor.empty() : tensor<16x2xf32>
    %432 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%425, %430 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%431 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %extracted_slice_150 = tensor.extract_slice %432[0, 0] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %extracted_slice_151 = tensor.extract_slice %432[0, 1] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %collapsed_152 = tensor.collapse_shape %extracted_slice_151 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %433 = tensor.empty() : tensor<16x4xf32>
    %434 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_152 : tensor<16xf32>) outs(%433 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %435 = tensor.empty() : tensor<16x4xf32>
    %436 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%272, %434, %cst_7 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%435 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %collapsed_153 = tensor.collapse_shape %extracted_slice_150 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %437 = tensor.empty() : tensor<16x4xf32>
    %438 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_153 : tensor<16xf32>) outs(%437 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %439 = tensor.empty() : tensor<16x4xf32>
    %440 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%258, %438, %cst_7 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%439 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %441 = tensor.empty() : tensor<16x4xf32>
    %442 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%436, %440 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%441 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %443 = tensor.empty() : tensor<16x4xf32>
    %444 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%442, %251 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%443 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %445 = tensor.empty() : tensor<16x1xf32>
    %446 = linalg.fill ins(%cst_2 : f32) outs(%445 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %447 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%444 : tensor<16x4xf32>) outs(%446 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %448 = tensor.empty() : tensor<16x4xf32>
    %449 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%251, %447 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%448 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %450 = tensor.empty() : tensor<16x4xf32>
    %451 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%444, %449 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%450 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %452 = tensor.empty() : tensor<4x16xf32>
    %transposed_154 = linalg.transpose ins(%451 : tensor<16x4xf32>) outs(%452 : tensor<4x16xf32>) permutation = [1, 0] 
    %453 = tensor.empty() : tensor<4x64xf32>
    %454 = linalg.fill ins(%cst_2 : f32) outs(%453 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %455 = linalg.matmul ins(%transposed_154, %collapsed_84 : tensor<4x16xf32>, tensor<16x64xf32>) outs(%454 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %456 = tensor.empty() : tensor<16x64xf32>
    %457 = linalg.fill ins(%cst_2 : f32) outs(%456 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %458 = linalg.matmul ins(%451, %arg14 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%457 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %459 = tensor.empty() : tensor<16x64xf32>
    %460 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_145, %458 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%459 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64xf32>
    %expanded_155 = tensor.expand_shape %460 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %461 = tensor.empty() : tensor<2x8x64xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %231 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%461 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %463 = tensor.empty() : tensor<64xf32>
    %464 = linalg.fill ins(%cst_2 : f32) outs(%463 : tensor<64xf32>) -> tensor<64xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%462 : tensor<2x8x64xf32>) outs(%464 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %466 = tensor.empty() : tensor<2x8x64xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %arg18 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%466 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %468 = tensor.empty() : tensor<2x8x64xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %231 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%468 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %470 = tensor.empty() : tensor<2x8x1xf32>
    %471 = linalg.fill ins(%cst_2 : f32) outs(%470 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%469 : tensor<2x8x64xf32>) outs(%471 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %473 = tensor.empty() : tensor<2x8x1xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<2x8x1xf32>) outs(%473 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %475 = tensor.empty() : tensor<2x8x64xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %474 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%475 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %477 = tensor.empty() : tensor<2x8x64xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %476 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%477 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %479 = tensor.empty() : tensor<2x8x64xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %478 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%479 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %481 = tensor.empty() : tensor<2x8x64xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %480 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%481 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_156 = tensor.collapse_shape %482 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %483 = tensor.empty() : tensor<64x16xf32>
    %transposed_157 = linalg.transpose ins(%collapsed_156 : tensor<16x64xf32>) outs(%483 : tensor<64x16xf32>) permutation = [1, 0] 
    %484 = tensor.empty() : tensor<64x64xf32>
    %485 = linalg.fill ins(%cst_2 : f32) outs(%484 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %486 = linalg.matmul ins(%transposed_157, %collapsed_82 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%485 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %487 = tensor.empty() : tensor<16x64xf32>
    %488 = linalg.fill ins(%cst_2 : f32) outs(%487 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %489 = linalg.matmul ins(%collapsed_156, %arg13 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%488 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_158 = tensor.expand_shape %489 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %490:3 = "zero.attention_grad"(%transposed_79, %transposed_80, %expanded_71, %212#0, %212#1, %expanded_158) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %491 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_159 = linalg.transpose ins(%490#1 : tensor<2x8x2x16xf32>) outs(%491 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %492 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %transposed_160 = linalg.transpose ins(%490#0 : tensor<2x8x2x2x16xf32>) outs(%492 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_161 = tensor.collapse_shape %transposed_160 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %493 = tensor.empty() : tensor<2x2x8x16xf32>
    %494 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_159, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%493 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_162 = tensor.extract_slice %494[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_163 = tensor.extract_slice %494[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %495 = tensor.empty() : tensor<2x2x8x8xf32>
    %496 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_162 : tensor<2x2x8x8xf32>) outs(%495 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice = tensor.insert_slice %496 into %cst_6[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_164 = tensor.insert_slice %extracted_slice_163 into %cst_6[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %497 = tensor.empty() : tensor<2x2x8x16xf32>
    %498 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_164 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%497 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %499 = tensor.empty() : tensor<2x2x8x16xf32>
    %500 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_159, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%499 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %501 = tensor.empty() : tensor<2x2x8x16xf32>
    %502 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %500 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%501 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %503 = tensor.empty() : tensor<2x4x8x16xf32>
    %504 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_161, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%503 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_165 = tensor.extract_slice %504[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_166 = tensor.extract_slice %504[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %505 = tensor.empty() : tensor<2x4x8x8xf32>
    %506 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_165 : tensor<2x4x8x8xf32>) outs(%505 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_167 = tensor.insert_slice %506 into %cst_5[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_168 = tensor.insert_slice %extracted_slice_166 into %cst_5[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %507 = tensor.empty() : tensor<2x4x8x16xf32>
    %508 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_167, %inserted_slice_168 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%507 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %509 = tensor.empty() : tensor<2x4x8x16xf32>
    %510 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_161, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%509 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %511 = tensor.empty() : tensor<2x4x8x16xf32>
    %512 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %510 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%511 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_169 = tensor.collapse_shape %490#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %513 = tensor.empty() : tensor<32x16xf32>
    %transposed_170 = linalg.transpose ins(%collapsed_169 : tensor<16x32xf32>) outs(%513 : tensor<32x16xf32>) permutation = [1, 0] 
    %514 = tensor.empty() : tensor<32x64xf32>
    %515 = linalg.fill ins(%cst_2 : f32) outs(%514 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %516 = linalg.matmul ins(%transposed_170, %collapsed_64 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%515 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %517 = tensor.empty() : tensor<16x64xf32>
    %518 = linalg.fill ins(%cst_2 : f32) outs(%517 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %519 = linalg.matmul ins(%collapsed_169, %arg12 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%518 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_171 = tensor.expand_shape %519 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %520 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_172 = linalg.transpose ins(%502 : tensor<2x2x8x16xf32>) outs(%520 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_173 = tensor.collapse_shape %transposed_172 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %521 = tensor.empty() : tensor<32x16xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_173 : tensor<16x32xf32>) outs(%521 : tensor<32x16xf32>) permutation = [1, 0] 
    %522 = tensor.empty() : tensor<32x64xf32>
    %523 = linalg.fill ins(%cst_2 : f32) outs(%522 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %524 = linalg.matmul ins(%transposed_174, %collapsed_64 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%523 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %525 = tensor.empty() : tensor<16x64xf32>
    %526 = linalg.fill ins(%cst_2 : f32) outs(%525 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %527 = linalg.matmul ins(%collapsed_173, %arg11 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%526 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_175 = tensor.expand_shape %527 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %528 = tensor.empty() : tensor<2x8x64xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171, %expanded_175 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%528 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %530 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_176 = linalg.transpose ins(%512 : tensor<2x4x8x16xf32>) outs(%530 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_177 = tensor.collapse_shape %transposed_176 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %531 = tensor.empty() : tensor<64x16xf32>
    %transposed_178 = linalg.transpose ins(%collapsed_177 : tensor<16x64xf32>) outs(%531 : tensor<64x16xf32>) permutation = [1, 0] 
    %532 = tensor.empty() : tensor<64x64xf32>
    %533 = linalg.fill ins(%cst_2 : f32) outs(%532 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %534 = linalg.matmul ins(%transposed_178, %collapsed_64 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%533 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %535 = tensor.empty() : tensor<16x64xf32>
    %536 = linalg.fill ins(%cst_2 : f32) outs(%535 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %537 = linalg.matmul ins(%collapsed_177, %arg10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%536 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_179 = tensor.expand_shape %537 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %538 = tensor.empty() : tensor<2x8x64xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %expanded_179 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%538 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %540 = tensor.empty() : tensor<2x8x64xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%540 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %542 = tensor.empty() : tensor<64xf32>
    %543 = linalg.fill ins(%cst_2 : f32) outs(%542 : tensor<64xf32>) -> tensor<64xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%541 : tensor<2x8x64xf32>) outs(%543 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %545 = tensor.empty() : tensor<2x8x64xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %arg17 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%545 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %547 = tensor.empty() : tensor<2x8x64xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%547 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %549 = tensor.empty() : tensor<2x8x1xf32>
    %550 = linalg.fill ins(%cst_2 : f32) outs(%549 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%548 : tensor<2x8x64xf32>) outs(%550 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %552 = tensor.empty() : tensor<2x8x1xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<2x8x1xf32>) outs(%552 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %554 = tensor.empty() : tensor<2x8x64xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %553 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%554 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %556 = tensor.empty() : tensor<2x8x64xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %555 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%556 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %558 = tensor.empty() : tensor<2x8x64xf32>
    %559 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %557 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%558 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %560 = tensor.empty() : tensor<2x8x64xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %559 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%560 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_180 = tensor.collapse_shape %561 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %562 = tensor.empty() : tensor<16x4x64xf32>
    %563 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_180 : tensor<16x64xf32>) outs(%562 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %564 = tensor.empty() : tensor<16x4x64xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %collapsed_60 : tensor<16x4x64xf32>, tensor<16x4x64xf32>) outs(%564 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x64xf32>
    %566 = tensor.empty() : tensor<16x4x64xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %expanded_61 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%566 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x64xf32>
    %568 = tensor.empty() : tensor<16x4x1xf32>
    %569 = linalg.fill ins(%cst_2 : f32) outs(%568 : tensor<16x4x1xf32>) -> tensor<16x4x1xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%565 : tensor<16x4x64xf32>) outs(%569 : tensor<16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x4x1xf32>
    %collapsed_181 = tensor.collapse_shape %570 [[0], [1, 2]] : tensor<16x4x1xf32> into tensor<16x4xf32>
    %expanded_182 = tensor.expand_shape %567 [[0], [1], [2, 3]] output_shape [16, 4, 64, 1] : tensor<16x4x64xf32> into tensor<16x4x64x1xf32>
    %571 = tensor.empty() : tensor<4x16x1x64xf32>
    %transposed_183 = linalg.transpose ins(%expanded_182 : tensor<16x4x64x1xf32>) outs(%571 : tensor<4x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_184 = tensor.collapse_shape %transposed_183 [[0], [1], [2, 3]] : tensor<4x16x1x64xf32> into tensor<4x16x64xf32>
    %572 = tensor.empty() : tensor<4x96x16xf32>
    %transposed_185 = linalg.transpose ins(%collapsed_55 : tensor<4x16x96xf32>) outs(%572 : tensor<4x96x16xf32>) permutation = [0, 2, 1] 
    %573 = tensor.empty() : tensor<4x96x64xf32>
    %574 = linalg.fill ins(%cst_2 : f32) outs(%573 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %575 = linalg.batch_matmul ins(%transposed_185, %collapsed_184 : tensor<4x96x16xf32>, tensor<4x16x64xf32>) outs(%574 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %576 = tensor.empty() : tensor<4x64x96xf32>
    %transposed_186 = linalg.transpose ins(%collapsed_57 : tensor<4x96x64xf32>) outs(%576 : tensor<4x64x96xf32>) permutation = [0, 2, 1] 
    %577 = tensor.empty() : tensor<4x16x96xf32>
    %578 = linalg.fill ins(%cst_2 : f32) outs(%577 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %579 = linalg.batch_matmul ins(%collapsed_184, %transposed_186 : tensor<4x16x64xf32>, tensor<4x64x96xf32>) outs(%578 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %expanded_187 = tensor.expand_shape %575 [[0], [1], [2, 3]] output_shape [4, 96, 64, 1] : tensor<4x96x64xf32> into tensor<4x96x64x1xf32>
    %expanded_188 = tensor.expand_shape %579 [[0], [1], [2, 3]] output_shape [4, 16, 96, 1] : tensor<4x16x96xf32> into tensor<4x16x96x1xf32>
    %580 = tensor.empty() : tensor<4x64x96x1xf32>
    %transposed_189 = linalg.transpose ins(%expanded_187 : tensor<4x96x64x1xf32>) outs(%580 : tensor<4x64x96x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_190 = tensor.collapse_shape %transposed_189 [[0], [1], [2, 3]] : tensor<4x64x96x1xf32> into tensor<4x64x96xf32>
    %581 = tensor.empty() : tensor<16x4x96x1xf32>
    %transposed_191 = linalg.transpose ins(%expanded_188 : tensor<4x16x96x1xf32>) outs(%581 : tensor<16x4x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_192 = tensor.collapse_shape %transposed_191 [[0], [1], [2, 3]] : tensor<16x4x96x1xf32> into tensor<16x4x96xf32>
    %582 = tensor.empty() : tensor<16x4x96xf32>
    %583 = tensor.empty() : tensor<16x4x96xf32>
    %584:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_192, %extracted_slice_50, %extracted_slice_51 : tensor<16x4x96xf32>, tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%582, %583 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_241: f32, %in_242: f32, %out: f32, %out_243: f32):
      %cst_244 = arith.constant 1.000000e+00 : f32
      %749 = arith.negf %in_241 : f32
      %750 = math.exp %749 : f32
      %751 = arith.addf %cst_244, %750 : f32
      %752 = arith.divf %cst_244, %751 : f32
      %753 = arith.subf %cst_244, %752 : f32
      %754 = arith.mulf %in_241, %753 : f32
      %755 = arith.addf %cst_244, %754 : f32
      %756 = arith.mulf %752, %755 : f32
      %757 = arith.mulf %in, %in_242 : f32
      %758 = arith.mulf %757, %756 : f32
      %759 = arith.mulf %in_241, %752 : f32
      %760 = arith.mulf %in, %759 : f32
      linalg.yield %758, %760 : f32, f32
    } -> (tensor<16x4x96xf32>, tensor<16x4x96xf32>)
    %concat_193 = tensor.concat dim(2) %584#0, %584#1 : (tensor<16x4x96xf32>, tensor<16x4x96xf32>) -> tensor<16x4x192xf32>
    %expanded_194 = tensor.expand_shape %concat_193 [[0], [1], [2, 3]] output_shape [16, 4, 192, 1] : tensor<16x4x192xf32> into tensor<16x4x192x1xf32>
    %585 = tensor.empty() : tensor<16x1x4x192xf32>
    %transposed_195 = linalg.transpose ins(%expanded_194 : tensor<16x4x192x1xf32>) outs(%585 : tensor<16x1x4x192xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_196 = tensor.collapse_shape %transposed_195 [[0], [1, 2, 3]] : tensor<16x1x4x192xf32> into tensor<16x768xf32>
    %expanded_197 = tensor.expand_shape %collapsed_196 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %586 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_198 = linalg.transpose ins(%expanded_42 : tensor<1x16x64xf32>) outs(%586 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %587 = tensor.empty() : tensor<1x64x768xf32>
    %588 = linalg.fill ins(%cst_2 : f32) outs(%587 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %589 = linalg.batch_matmul ins(%transposed_198, %expanded_197 : tensor<1x64x16xf32>, tensor<1x16x768xf32>) outs(%588 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %590 = tensor.empty() : tensor<1x768x64xf32>
    %transposed_199 = linalg.transpose ins(%expanded_45 : tensor<1x64x768xf32>) outs(%590 : tensor<1x768x64xf32>) permutation = [0, 2, 1] 
    %591 = tensor.empty() : tensor<1x16x64xf32>
    %592 = linalg.fill ins(%cst_2 : f32) outs(%591 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %593 = linalg.batch_matmul ins(%expanded_197, %transposed_199 : tensor<1x16x768xf32>, tensor<1x768x64xf32>) outs(%592 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_200 = tensor.collapse_shape %589 [[0, 1], [2]] : tensor<1x64x768xf32> into tensor<64x768xf32>
    %expanded_201 = tensor.expand_shape %collapsed_200 [[0], [1, 2, 3]] output_shape [64, 4, 192, 1] : tensor<64x768xf32> into tensor<64x4x192x1xf32>
    %collapsed_202 = tensor.collapse_shape %593 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %594 = tensor.empty() : tensor<4x192x64x1xf32>
    %transposed_203 = linalg.transpose ins(%expanded_201 : tensor<64x4x192x1xf32>) outs(%594 : tensor<4x192x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_204 = tensor.collapse_shape %transposed_203 [[0], [1], [2, 3]] : tensor<4x192x64x1xf32> into tensor<4x192x64xf32>
    %595 = tensor.empty() : tensor<16x2x4xf32>
    %596 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_181 : tensor<16x4xf32>) outs(%595 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %597 = tensor.empty() : tensor<16x2x4xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %135 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%597 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2x4xf32>
    %599 = tensor.empty() : tensor<16x2x1xf32>
    %600 = linalg.fill ins(%cst_2 : f32) outs(%599 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%598 : tensor<16x2x4xf32>) outs(%600 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_205 = tensor.collapse_shape %601 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %602 = tensor.empty() : tensor<16x2xf32>
    %603 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%131, %129 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%602 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %604 = tensor.empty() : tensor<16x2xf32>
    %605 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_205 : tensor<16x2xf32>) outs(%604 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %606 = tensor.empty() : tensor<16x2xf32>
    %607 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%605, %603 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%606 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %608 = tensor.empty() : tensor<16x2xf32>
    %609 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_205, %129 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%608 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.divf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %610 = tensor.empty() : tensor<16x1xf32>
    %611 = linalg.fill ins(%cst_2 : f32) outs(%610 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %612 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%607 : tensor<16x2xf32>) outs(%611 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %collapsed_206 = tensor.collapse_shape %612 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %613 = tensor.empty() : tensor<16x2xf32>
    %614 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_206 : tensor<16xf32>) outs(%613 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %615 = tensor.empty() : tensor<16x2xf32>
    %616 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%609, %614 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%615 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x2xf32>
    %extracted_slice_207 = tensor.extract_slice %616[0, 0] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %extracted_slice_208 = tensor.extract_slice %616[0, 1] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %collapsed_209 = tensor.collapse_shape %extracted_slice_208 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %617 = tensor.empty() : tensor<16x4xf32>
    %618 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_209 : tensor<16xf32>) outs(%617 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %619 = tensor.empty() : tensor<16x4xf32>
    %620 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%121, %618, %cst_7 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%619 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %collapsed_210 = tensor.collapse_shape %extracted_slice_207 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %621 = tensor.empty() : tensor<16x4xf32>
    %622 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_210 : tensor<16xf32>) outs(%621 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %623 = tensor.empty() : tensor<16x4xf32>
    %624 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%107, %622, %cst_7 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%623 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_241: f32, %in_242: f32, %out: f32):
      %749 = arith.select %in, %in_241, %in_242 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %625 = tensor.empty() : tensor<16x4xf32>
    %626 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%620, %624 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%625 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %627 = tensor.empty() : tensor<16x4xf32>
    %628 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%626, %98 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%627 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %629 = tensor.empty() : tensor<16x1xf32>
    %630 = linalg.fill ins(%cst_2 : f32) outs(%629 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %631 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%628 : tensor<16x4xf32>) outs(%630 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x1xf32>
    %632 = tensor.empty() : tensor<16x4xf32>
    %633 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%98, %631 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%632 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %634 = tensor.empty() : tensor<16x4xf32>
    %635 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%628, %633 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%634 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x4xf32>
    %636 = tensor.empty() : tensor<4x16xf32>
    %transposed_211 = linalg.transpose ins(%635 : tensor<16x4xf32>) outs(%636 : tensor<4x16xf32>) permutation = [1, 0] 
    %637 = tensor.empty() : tensor<4x64xf32>
    %638 = linalg.fill ins(%cst_2 : f32) outs(%637 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %639 = linalg.matmul ins(%transposed_211, %collapsed_32 : tensor<4x16xf32>, tensor<16x64xf32>) outs(%638 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %640 = tensor.empty() : tensor<16x64xf32>
    %641 = linalg.fill ins(%cst_2 : f32) outs(%640 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %642 = linalg.matmul ins(%635, %arg5 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%641 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %643 = tensor.empty() : tensor<16x64xf32>
    %644 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_202, %642 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%643 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64xf32>
    %expanded_212 = tensor.expand_shape %644 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %645 = tensor.empty() : tensor<2x8x64xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %78 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%645 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %647 = tensor.empty() : tensor<64xf32>
    %648 = linalg.fill ins(%cst_2 : f32) outs(%647 : tensor<64xf32>) -> tensor<64xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%646 : tensor<2x8x64xf32>) outs(%648 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %650 = tensor.empty() : tensor<2x8x64xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%650 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %652 = tensor.empty() : tensor<2x8x64xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %78 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%652 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %654 = tensor.empty() : tensor<2x8x1xf32>
    %655 = linalg.fill ins(%cst_2 : f32) outs(%654 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%653 : tensor<2x8x64xf32>) outs(%655 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %657 = tensor.empty() : tensor<2x8x1xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<2x8x1xf32>) outs(%657 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %659 = tensor.empty() : tensor<2x8x64xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %658 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%659 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %661 = tensor.empty() : tensor<2x8x64xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %660 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%661 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %663 = tensor.empty() : tensor<2x8x64xf32>
    %664 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %662 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%663 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %665 = tensor.empty() : tensor<2x8x64xf32>
    %666 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %664 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%665 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_213 = tensor.collapse_shape %666 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %667 = tensor.empty() : tensor<64x16xf32>
    %transposed_214 = linalg.transpose ins(%collapsed_213 : tensor<16x64xf32>) outs(%667 : tensor<64x16xf32>) permutation = [1, 0] 
    %668 = tensor.empty() : tensor<64x64xf32>
    %669 = linalg.fill ins(%cst_2 : f32) outs(%668 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %670 = linalg.matmul ins(%transposed_214, %collapsed_30 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%669 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %671 = tensor.empty() : tensor<16x64xf32>
    %672 = linalg.fill ins(%cst_2 : f32) outs(%671 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %673 = linalg.matmul ins(%collapsed_213, %arg4 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%672 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_215 = tensor.expand_shape %673 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %674:3 = "zero.attention_grad"(%transposed_27, %transposed_28, %expanded_18, %59#0, %59#1, %expanded_215) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %675 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_216 = linalg.transpose ins(%674#1 : tensor<2x8x2x16xf32>) outs(%675 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %676 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %transposed_217 = linalg.transpose ins(%674#0 : tensor<2x8x2x2x16xf32>) outs(%676 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_218 = tensor.collapse_shape %transposed_217 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %677 = tensor.empty() : tensor<2x2x8x16xf32>
    %678 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_216, %expanded_20 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%677 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_219 = tensor.extract_slice %678[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_220 = tensor.extract_slice %678[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %679 = tensor.empty() : tensor<2x2x8x8xf32>
    %680 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_219 : tensor<2x2x8x8xf32>) outs(%679 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice_221 = tensor.insert_slice %680 into %cst_6[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_222 = tensor.insert_slice %extracted_slice_220 into %cst_6[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %681 = tensor.empty() : tensor<2x2x8x16xf32>
    %682 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_221, %inserted_slice_222 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%681 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %683 = tensor.empty() : tensor<2x2x8x16xf32>
    %684 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_216, %expanded_19 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%683 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %685 = tensor.empty() : tensor<2x2x8x16xf32>
    %686 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%682, %684 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%685 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x2x8x16xf32>
    %687 = tensor.empty() : tensor<2x4x8x16xf32>
    %688 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_218, %expanded_20 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%687 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_223 = tensor.extract_slice %688[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_224 = tensor.extract_slice %688[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %689 = tensor.empty() : tensor<2x4x8x8xf32>
    %690 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_223 : tensor<2x4x8x8xf32>) outs(%689 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.negf %in : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_225 = tensor.insert_slice %690 into %cst_5[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_226 = tensor.insert_slice %extracted_slice_224 into %cst_5[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %691 = tensor.empty() : tensor<2x4x8x16xf32>
    %692 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_225, %inserted_slice_226 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%691 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %693 = tensor.empty() : tensor<2x4x8x16xf32>
    %694 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_218, %expanded_19 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%693 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %695 = tensor.empty() : tensor<2x4x8x16xf32>
    %696 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%692, %694 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%695 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_227 = tensor.collapse_shape %674#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %697 = tensor.empty() : tensor<32x16xf32>
    %transposed_228 = linalg.transpose ins(%collapsed_227 : tensor<16x32xf32>) outs(%697 : tensor<32x16xf32>) permutation = [1, 0] 
    %698 = tensor.empty() : tensor<32x64xf32>
    %699 = linalg.fill ins(%cst_2 : f32) outs(%698 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %700 = linalg.matmul ins(%transposed_228, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%699 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %701 = tensor.empty() : tensor<16x64xf32>
    %702 = linalg.fill ins(%cst_2 : f32) outs(%701 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %703 = linalg.matmul ins(%collapsed_227, %arg3 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%702 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_229 = tensor.expand_shape %703 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %704 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_230 = linalg.transpose ins(%686 : tensor<2x2x8x16xf32>) outs(%704 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_231 = tensor.collapse_shape %transposed_230 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %705 = tensor.empty() : tensor<32x16xf32>
    %transposed_232 = linalg.transpose ins(%collapsed_231 : tensor<16x32xf32>) outs(%705 : tensor<32x16xf32>) permutation = [1, 0] 
    %706 = tensor.empty() : tensor<32x64xf32>
    %707 = linalg.fill ins(%cst_2 : f32) outs(%706 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %708 = linalg.matmul ins(%transposed_232, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%707 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %709 = tensor.empty() : tensor<16x64xf32>
    %710 = linalg.fill ins(%cst_2 : f32) outs(%709 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %711 = linalg.matmul ins(%collapsed_231, %arg2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%710 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_233 = tensor.expand_shape %711 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %712 = tensor.empty() : tensor<2x8x64xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %expanded_233 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%712 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %714 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_234 = linalg.transpose ins(%696 : tensor<2x4x8x16xf32>) outs(%714 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_235 = tensor.collapse_shape %transposed_234 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %715 = tensor.empty() : tensor<64x16xf32>
    %transposed_236 = linalg.transpose ins(%collapsed_235 : tensor<16x64xf32>) outs(%715 : tensor<64x16xf32>) permutation = [1, 0] 
    %716 = tensor.empty() : tensor<64x64xf32>
    %717 = linalg.fill ins(%cst_2 : f32) outs(%716 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %718 = linalg.matmul ins(%transposed_236, %collapsed : tensor<64x16xf32>, tensor<16x64xf32>) outs(%717 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %719 = tensor.empty() : tensor<16x64xf32>
    %720 = linalg.fill ins(%cst_2 : f32) outs(%719 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %721 = linalg.matmul ins(%collapsed_235, %arg1 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%720 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_237 = tensor.expand_shape %721 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %722 = tensor.empty() : tensor<2x8x64xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %expanded_237 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%722 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %724 = tensor.empty() : tensor<2x8x64xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %24 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%724 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %726 = tensor.empty() : tensor<64xf32>
    %727 = linalg.fill ins(%cst_2 : f32) outs(%726 : tensor<64xf32>) -> tensor<64xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%725 : tensor<2x8x64xf32>) outs(%727 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %729 = tensor.empty() : tensor<2x8x64xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%729 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %731 = tensor.empty() : tensor<2x8x64xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %24 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%731 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %733 = tensor.empty() : tensor<2x8x1xf32>
    %734 = linalg.fill ins(%cst_2 : f32) outs(%733 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %735 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%732 : tensor<2x8x64xf32>) outs(%734 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.addf %in, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %736 = tensor.empty() : tensor<2x8x1xf32>
    %737 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<2x8x1xf32>) outs(%736 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %749 = arith.divf %in, %cst_11 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x1xf32>
    %738 = tensor.empty() : tensor<2x8x64xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %737 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%738 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %740 = tensor.empty() : tensor<2x8x64xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %739 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%740 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.subf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %742 = tensor.empty() : tensor<2x8x64xf32>
    %743 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %741 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%742 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.mulf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %744 = tensor.empty() : tensor<2x8x64xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %743 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%744 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_241: f32, %out: f32):
      %749 = arith.addf %in, %in_241 : f32
      linalg.yield %749 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_238 = tensor.collapse_shape %arg21 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_239 = tensor.collapse_shape %745 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_240 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %746 = tensor.empty() : tensor<256x64xf32>
    %747 = linalg.fill ins(%cst_240 : f32) outs(%746 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %748 = scf.for %arg23 = %c0 to %c16 step %c1 iter_args(%arg24 = %747) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_238[%arg23] : tensor<16xi64>
      %749 = arith.index_cast %extracted : i64 to index
      %extracted_slice_241 = tensor.extract_slice %collapsed_239[%arg23, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_242 = tensor.extract_slice %arg24[%749, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %750 = tensor.empty() : tensor<1x64xf32>
      %751 = linalg.add ins(%extracted_slice_242, %extracted_slice_241 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%750 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice_243 = tensor.insert_slice %751 into %arg24[%749, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice_243 : tensor<256x64xf32>
    }
    return %350, %748, %718, %708, %700, %670, %639, %collapsed_204, %collapsed_190, %728, %649, %534, %524, %516, %486, %455, %collapsed_147, %collapsed_133, %544, %465, %362, %354 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<4x64xf32>, tensor<4x192x64xf32>, tensor<4x64x96xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<4x64xf32>, tensor<4x192x64xf32>, tensor<4x64x96xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>
  }
}
