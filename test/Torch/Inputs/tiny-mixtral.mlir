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
#map14 = affine_map<() -> ()>
#map15 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "model.embed_tokens.weight">}, %arg1: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_proj.weight", layer = 0>}, %arg2: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.k_proj.weight", layer = 0>}, %arg3: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.v_proj.weight", layer = 0>}, %arg4: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.o_proj.weight", layer = 0>}, %arg5: tensor<4x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.gate.weight", layer = 0>}, %arg6: tensor<4x192x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.experts.gate_up_proj", layer = 0>}, %arg7: tensor<4x64x96xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.experts.down_proj", layer = 0>}, %arg8: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.input_layernorm.weight", layer = 0>}, %arg9: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.post_attention_layernorm.weight", layer = 0>}, %arg10: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_proj.weight", layer = 1>}, %arg11: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.k_proj.weight", layer = 1>}, %arg12: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.v_proj.weight", layer = 1>}, %arg13: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.o_proj.weight", layer = 1>}, %arg14: tensor<4x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.gate.weight", layer = 1>}, %arg15: tensor<4x192x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.gate_up_proj", layer = 1>}, %arg16: tensor<4x64x96xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.experts.down_proj", layer = 1>}, %arg17: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.input_layernorm.weight", layer = 1>}, %arg18: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.post_attention_layernorm.weight", layer = 1>}, %arg19: tensor<64xf32> {zero.state = #zero.state<weight, "model.norm.weight">}, %arg20: tensor<256x64xf32> {zero.state = #zero.state<weight, "lm_head.weight">}, %arg21: tensor<2x8xi64>, %arg22: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "model.embed_tokens.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.o_proj.weight">}, tensor<4x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.gate.weight">}, tensor<4x192x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.experts.gate_up_proj">}, tensor<4x64x96xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.experts.down_proj">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.post_attention_layernorm.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.o_proj.weight">}, tensor<4x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.gate.weight">}, tensor<4x192x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.gate_up_proj">}, tensor<4x64x96xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.experts.down_proj">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.post_attention_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.norm.weight">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "lm_head.weight">}) {
    %cst = arith.constant dense<[1.000000e+00, 0.177827939, 0.0316227786, 0.00562341325, 1.000000e-03, 1.7782794E-4, 3.16227743E-5, 5.62341347E-6]> : tensor<8xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 0.177827939, 0.0316227786, 0.00562341325, 1.000000e-03, 1.7782794E-4, 3.16227743E-5, 5.62341347E-6]> : tensor<8xf32>
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
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant 6.400000e+01 : f32
    %cst_12 = arith.constant 1.600000e+01 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %cst_14 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %443 = arith.index_cast %in : i64 to index
      %444 = linalg.index 2 : index
      %445 = arith.cmpi slt, %443, %c256 : index
      cf.assert %445, "index must be smaller than dim size"
      %446 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %446, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%443, %444] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %443 = linalg.index 0 : index
      %444 = arith.index_cast %443 : index to i64
      linalg.yield %444 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %443 = arith.sitofp %in : i64 to f32
      linalg.yield %443 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst : tensor<1x8x1xf32>, tensor<8xf32>) outs(%6 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %8 = tensor.empty() : tensor<1x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.cos %in : f32
      linalg.yield %443 : f32
    } -> tensor<1x8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.sin %in : f32
      linalg.yield %443 : f32
    } -> tensor<1x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %12 = tensor.empty() : tensor<2x8x1xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.truncf %cst_10 : f64 to f32
      %444 = arith.addf %in, %443 : f32
      linalg.yield %444 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.rsqrt %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %17 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %18 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %20 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %21 = tensor.empty() : tensor<16x64xf32>
    %22 = linalg.fill ins(%cst_1 : f32) outs(%21 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_15 = tensor.expand_shape %23 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %24 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x8x4x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %25 = tensor.empty() : tensor<64x32xf32>
    %transposed_17 = linalg.transpose ins(%arg2 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %26 = tensor.empty() : tensor<16x32xf32>
    %27 = linalg.fill ins(%cst_1 : f32) outs(%26 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %28 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_18 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %29 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_21 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %expanded_22 = tensor.expand_shape %9 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_23 = tensor.expand_shape %10 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_22 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %32 = tensor.empty() : tensor<2x4x8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_25 = tensor.concat dim(3) %33, %extracted_slice : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %34 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_22 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_19[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %37 = tensor.empty() : tensor<2x2x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_28 = tensor.concat dim(3) %38, %extracted_slice_26 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_29 = tensor.expand_shape %35 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %41 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x2x2x8x16xf32>) outs(%41 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %42 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_31 = linalg.transpose ins(%40 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %43:2 = "zero.attention"(%transposed_30, %transposed_31, %expanded_21) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %transposed_32 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %43#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %44 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_34 = tensor.expand_shape %44 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_34 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.truncf %cst_10 : f64 to f32
      %444 = arith.addf %in, %443 : f32
      linalg.yield %444 : f32
    } -> tensor<2x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.rsqrt %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %50 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %51 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_35 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %53 = tensor.empty() : tensor<64x4xf32>
    %transposed_36 = linalg.transpose ins(%arg5 : tensor<4x64xf32>) outs(%53 : tensor<64x4xf32>) permutation = [1, 0] 
    %54 = tensor.empty() : tensor<16x4xf32>
    %55 = linalg.fill ins(%cst_1 : f32) outs(%54 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %56 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%55 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %57 = tensor.empty() : tensor<16xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<16xi64>) -> tensor<16xi64>
    %59 = tensor.empty() : tensor<16xf32>
    %60 = linalg.fill ins(%cst_2 : f32) outs(%59 : tensor<16xf32>) -> tensor<16xf32>
    %61:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%56 : tensor<16x4xf32>) outs(%60, %58 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_254: i64):
      %443 = linalg.index 1 : index
      %444 = arith.index_cast %443 : index to i64
      %445 = arith.maximumf %in, %out : f32
      %446 = arith.cmpf ogt, %in, %out : f32
      %447 = arith.select %446, %444, %out_254 : i64
      linalg.yield %445, %447 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_37 = tensor.expand_shape %61#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%56, %expanded_37 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %63 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.exp %in : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %64 = tensor.empty() : tensor<16x1xf32>
    %65 = linalg.fill ins(%cst_1 : f32) outs(%64 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%63 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%63, %66 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %68 = tensor.empty() : tensor<4xi64>
    %69 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%68 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %443 = linalg.index 0 : index
      %444 = arith.index_cast %443 : index to i64
      linalg.yield %444 : i64
    } -> tensor<4xi64>
    %70:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%67 : tensor<16x4xf32>) outs(%60, %58 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_254: i64):
      %443 = linalg.index 1 : index
      %444 = arith.index_cast %443 : index to i64
      %445 = arith.maximumf %in, %out : f32
      %446 = arith.cmpf ogt, %in, %out : f32
      %447 = arith.select %446, %444, %out_254 : i64
      linalg.yield %445, %447 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_38 = tensor.expand_shape %70#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %71 = tensor.empty() : tensor<16x4xi1>
    %72 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%69, %expanded_38 : tensor<4xi64>, tensor<16x1xi64>) outs(%71 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_254: i64, %out: i1):
      %443 = arith.cmpi eq, %in, %in_254 : i64
      linalg.yield %443 : i1
    } -> tensor<16x4xi1>
    %73 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%72, %67, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %74 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%73 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_8, %67 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %76:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%75 : tensor<16x4xf32>) outs(%60, %58 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_254: i64):
      %443 = linalg.index 1 : index
      %444 = arith.index_cast %443 : index to i64
      %445 = arith.maximumf %in, %out : f32
      %446 = arith.cmpf ogt, %in, %out : f32
      %447 = arith.select %446, %444, %out_254 : i64
      linalg.yield %445, %447 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_39 = tensor.expand_shape %76#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %77 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%69, %expanded_39 : tensor<4xi64>, tensor<16x1xi64>) outs(%71 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_254: i64, %out: i1):
      %443 = arith.cmpi eq, %in, %in_254 : i64
      linalg.yield %443 : i1
    } -> tensor<16x4xi1>
    %78 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%77, %67, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %79 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%78 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %concat_40 = tensor.concat dim(1) %74, %79 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_41 = tensor.concat dim(1) %expanded_38, %expanded_39 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %80 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%concat_40 : tensor<16x2xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %81 = tensor.empty() : tensor<16x2xf32>
    %82 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%concat_40, %80 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %expanded_42 = tensor.expand_shape %concat_41 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %83 = tensor.empty() : tensor<16x2x4xi1>
    %84 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %69 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%83 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_254: i64, %out: i1):
      %443 = arith.cmpi eq, %in, %in_254 : i64
      linalg.yield %443 : i1
    } -> tensor<16x2x4xi1>
    %85 = tensor.empty() : tensor<16x2x4xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<16x2x4xi1>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %443 = arith.uitofp %in : i1 to f32
      linalg.yield %443 : f32
    } -> tensor<16x2x4xf32>
    %expanded_43 = tensor.expand_shape %82 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_43 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2x4xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%87 : tensor<16x2x4xf32>) outs(%55 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %expanded_44 = tensor.expand_shape %arg6 [[0], [1], [2, 3]] output_shape [4, 192, 64, 1] : tensor<4x192x64xf32> into tensor<4x192x64x1xf32>
    %expanded_45 = tensor.expand_shape %collapsed_35 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %89 = tensor.empty() : tensor<64x4x192x1xf32>
    %transposed_46 = linalg.transpose ins(%expanded_44 : tensor<4x192x64x1xf32>) outs(%89 : tensor<64x4x192x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0], [1, 2, 3]] : tensor<64x4x192x1xf32> into tensor<64x768xf32>
    %expanded_48 = tensor.expand_shape %collapsed_47 [[0, 1], [2]] output_shape [1, 64, 768] : tensor<64x768xf32> into tensor<1x64x768xf32>
    %90 = tensor.empty() : tensor<1x16x768xf32>
    %91 = linalg.fill ins(%cst_1 : f32) outs(%90 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %92 = linalg.batch_matmul ins(%expanded_45, %expanded_48 : tensor<1x16x64xf32>, tensor<1x64x768xf32>) outs(%91 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %collapsed_49 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %expanded_50 = tensor.expand_shape %collapsed_49 [[0], [1, 2, 3]] output_shape [16, 1, 4, 192] : tensor<16x768xf32> into tensor<16x1x4x192xf32>
    %93 = tensor.empty() : tensor<16x4x192x1xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<16x1x4x192xf32>) outs(%93 : tensor<16x4x192x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_51 [[0], [1], [2, 3]] : tensor<16x4x192x1xf32> into tensor<16x4x192xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_52[0, 0, 0] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %extracted_slice_54 = tensor.extract_slice %collapsed_52[0, 0, 96] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %94 = tensor.empty() : tensor<16x4x96xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_53 : tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      %444 = math.exp %443 : f32
      %445 = arith.addf %444, %cst_3 : f32
      %446 = arith.divf %cst_3, %445 : f32
      linalg.yield %446 : f32
    } -> tensor<16x4x96xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %extracted_slice_53 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %extracted_slice_54 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %expanded_55 = tensor.expand_shape %97 [[0], [1], [2, 3]] output_shape [16, 4, 96, 1] : tensor<16x4x96xf32> into tensor<16x4x96x1xf32>
    %expanded_56 = tensor.expand_shape %arg7 [[0], [1], [2, 3]] output_shape [4, 64, 96, 1] : tensor<4x64x96xf32> into tensor<4x64x96x1xf32>
    %98 = tensor.empty() : tensor<4x16x96x1xf32>
    %transposed_57 = linalg.transpose ins(%expanded_55 : tensor<16x4x96x1xf32>) outs(%98 : tensor<4x16x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0], [1], [2, 3]] : tensor<4x16x96x1xf32> into tensor<4x16x96xf32>
    %99 = tensor.empty() : tensor<4x96x64x1xf32>
    %transposed_59 = linalg.transpose ins(%expanded_56 : tensor<4x64x96x1xf32>) outs(%99 : tensor<4x96x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0], [1], [2, 3]] : tensor<4x96x64x1xf32> into tensor<4x96x64xf32>
    %100 = tensor.empty() : tensor<4x16x64xf32>
    %101 = linalg.fill ins(%cst_1 : f32) outs(%100 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %102 = linalg.batch_matmul ins(%collapsed_58, %collapsed_60 : tensor<4x16x96xf32>, tensor<4x96x64xf32>) outs(%101 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_61 = tensor.expand_shape %102 [[0], [1], [2, 3]] output_shape [4, 16, 1, 64] : tensor<4x16x64xf32> into tensor<4x16x1x64xf32>
    %103 = tensor.empty() : tensor<16x4x64x1xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<4x16x1x64xf32>) outs(%103 : tensor<16x4x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0], [1], [2, 3]] : tensor<16x4x64x1xf32> into tensor<16x4x64xf32>
    %expanded_64 = tensor.expand_shape %88 [[0], [1, 2]] output_shape [16, 4, 1] : tensor<16x4xf32> into tensor<16x4x1xf32>
    %104 = tensor.empty() : tensor<16x4x64xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_63, %expanded_64 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x64xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%105 : tensor<16x4x64xf32>) outs(%22 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x64xf32>
    %expanded_65 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %expanded_65 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.truncf %cst_10 : f64 to f32
      %444 = arith.addf %in, %443 : f32
      linalg.yield %444 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.rsqrt %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %112 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %113 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %transposed_66 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %114 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %115 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_68 = tensor.expand_shape %115 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x8x4x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_67, %transposed_70 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_71 = tensor.expand_shape %116 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_73 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%25 : tensor<64x32xf32>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed_67, %transposed_73 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_74 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %expanded_22 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_75 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_76 = tensor.extract_slice %transposed_69[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_77 = tensor.concat dim(3) %119, %extracted_slice_75 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %expanded_23 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %120 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_72, %expanded_22 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_78 = tensor.extract_slice %transposed_72[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_79 = tensor.extract_slice %transposed_72[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_80 = tensor.concat dim(3) %123, %extracted_slice_78 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_80, %expanded_23 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_81 = tensor.expand_shape %121 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x2x2x8x16xf32>) outs(%41 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %transposed_83 = linalg.transpose ins(%125 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %126:2 = "zero.attention"(%transposed_82, %transposed_83, %expanded_74) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %transposed_84 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %126#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %127 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_86 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %expanded_86 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.truncf %cst_10 : f64 to f32
      %444 = arith.addf %in, %443 : f32
      linalg.yield %444 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.rsqrt %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %133 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %134 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_87 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_88 = linalg.transpose ins(%arg14 : tensor<4x64xf32>) outs(%53 : tensor<64x4xf32>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%55 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %137:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%136 : tensor<16x4xf32>) outs(%60, %58 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_254: i64):
      %443 = linalg.index 1 : index
      %444 = arith.index_cast %443 : index to i64
      %445 = arith.maximumf %in, %out : f32
      %446 = arith.cmpf ogt, %in, %out : f32
      %447 = arith.select %446, %444, %out_254 : i64
      linalg.yield %445, %447 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_89 = tensor.expand_shape %137#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%136, %expanded_89 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %139 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.exp %in : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %140 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%139 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%139, %140 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %142:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%141 : tensor<16x4xf32>) outs(%60, %58 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_254: i64):
      %443 = linalg.index 1 : index
      %444 = arith.index_cast %443 : index to i64
      %445 = arith.maximumf %in, %out : f32
      %446 = arith.cmpf ogt, %in, %out : f32
      %447 = arith.select %446, %444, %out_254 : i64
      linalg.yield %445, %447 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_90 = tensor.expand_shape %142#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %143 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%69, %expanded_90 : tensor<4xi64>, tensor<16x1xi64>) outs(%71 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_254: i64, %out: i1):
      %443 = arith.cmpi eq, %in, %in_254 : i64
      linalg.yield %443 : i1
    } -> tensor<16x4xi1>
    %144 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%143, %141, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %145 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%144 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map7, #map11, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%143, %cst_8, %141 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %147:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%146 : tensor<16x4xf32>) outs(%60, %58 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_254: i64):
      %443 = linalg.index 1 : index
      %444 = arith.index_cast %443 : index to i64
      %445 = arith.maximumf %in, %out : f32
      %446 = arith.cmpf ogt, %in, %out : f32
      %447 = arith.select %446, %444, %out_254 : i64
      linalg.yield %445, %447 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_91 = tensor.expand_shape %147#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %148 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%69, %expanded_91 : tensor<4xi64>, tensor<16x1xi64>) outs(%71 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_254: i64, %out: i1):
      %443 = arith.cmpi eq, %in, %in_254 : i64
      linalg.yield %443 : i1
    } -> tensor<16x4xi1>
    %149 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%148, %141, %cst_9 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %150 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%149 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %concat_92 = tensor.concat dim(1) %145, %150 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_93 = tensor.concat dim(1) %expanded_90, %expanded_91 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %151 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%concat_92 : tensor<16x2xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%concat_92, %151 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %expanded_94 = tensor.expand_shape %concat_93 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %153 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %69 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%83 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_254: i64, %out: i1):
      %443 = arith.cmpi eq, %in, %in_254 : i64
      linalg.yield %443 : i1
    } -> tensor<16x2x4xi1>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<16x2x4xi1>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %443 = arith.uitofp %in : i1 to f32
      linalg.yield %443 : f32
    } -> tensor<16x2x4xf32>
    %expanded_95 = tensor.expand_shape %152 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %expanded_95 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2x4xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%155 : tensor<16x2x4xf32>) outs(%55 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %expanded_96 = tensor.expand_shape %arg15 [[0], [1], [2, 3]] output_shape [4, 192, 64, 1] : tensor<4x192x64xf32> into tensor<4x192x64x1xf32>
    %expanded_97 = tensor.expand_shape %collapsed_87 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %transposed_98 = linalg.transpose ins(%expanded_96 : tensor<4x192x64x1xf32>) outs(%89 : tensor<64x4x192x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_99 = tensor.collapse_shape %transposed_98 [[0], [1, 2, 3]] : tensor<64x4x192x1xf32> into tensor<64x768xf32>
    %expanded_100 = tensor.expand_shape %collapsed_99 [[0, 1], [2]] output_shape [1, 64, 768] : tensor<64x768xf32> into tensor<1x64x768xf32>
    %157 = linalg.batch_matmul ins(%expanded_97, %expanded_100 : tensor<1x16x64xf32>, tensor<1x64x768xf32>) outs(%91 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %collapsed_101 = tensor.collapse_shape %157 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %expanded_102 = tensor.expand_shape %collapsed_101 [[0], [1, 2, 3]] output_shape [16, 1, 4, 192] : tensor<16x768xf32> into tensor<16x1x4x192xf32>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<16x1x4x192xf32>) outs(%93 : tensor<16x4x192x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_104 = tensor.collapse_shape %transposed_103 [[0], [1], [2, 3]] : tensor<16x4x192x1xf32> into tensor<16x4x192xf32>
    %extracted_slice_105 = tensor.extract_slice %collapsed_104[0, 0, 0] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %extracted_slice_106 = tensor.extract_slice %collapsed_104[0, 0, 96] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_105 : tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      %444 = math.exp %443 : f32
      %445 = arith.addf %444, %cst_3 : f32
      %446 = arith.divf %cst_3, %445 : f32
      linalg.yield %446 : f32
    } -> tensor<16x4x96xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %extracted_slice_105 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %extracted_slice_106 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %expanded_107 = tensor.expand_shape %160 [[0], [1], [2, 3]] output_shape [16, 4, 96, 1] : tensor<16x4x96xf32> into tensor<16x4x96x1xf32>
    %expanded_108 = tensor.expand_shape %arg16 [[0], [1], [2, 3]] output_shape [4, 64, 96, 1] : tensor<4x64x96xf32> into tensor<4x64x96x1xf32>
    %transposed_109 = linalg.transpose ins(%expanded_107 : tensor<16x4x96x1xf32>) outs(%98 : tensor<4x16x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_110 = tensor.collapse_shape %transposed_109 [[0], [1], [2, 3]] : tensor<4x16x96x1xf32> into tensor<4x16x96xf32>
    %transposed_111 = linalg.transpose ins(%expanded_108 : tensor<4x64x96x1xf32>) outs(%99 : tensor<4x96x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0], [1], [2, 3]] : tensor<4x96x64x1xf32> into tensor<4x96x64xf32>
    %161 = linalg.batch_matmul ins(%collapsed_110, %collapsed_112 : tensor<4x16x96xf32>, tensor<4x96x64xf32>) outs(%101 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_113 = tensor.expand_shape %161 [[0], [1], [2, 3]] output_shape [4, 16, 1, 64] : tensor<4x16x64xf32> into tensor<4x16x1x64xf32>
    %transposed_114 = linalg.transpose ins(%expanded_113 : tensor<4x16x1x64xf32>) outs(%103 : tensor<16x4x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_115 = tensor.collapse_shape %transposed_114 [[0], [1], [2, 3]] : tensor<16x4x64x1xf32> into tensor<16x4x64xf32>
    %expanded_116 = tensor.expand_shape %156 [[0], [1, 2]] output_shape [16, 4, 1] : tensor<16x4xf32> into tensor<16x4x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_115, %expanded_116 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x64xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "reduction", "parallel"]} ins(%162 : tensor<16x4x64xf32>) outs(%22 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x64xf32>
    %expanded_117 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_117 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.truncf %cst_10 : f64 to f32
      %444 = arith.addf %in, %443 : f32
      linalg.yield %444 : f32
    } -> tensor<2x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.rsqrt %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %169 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %170 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %172 = tensor.empty() : tensor<64x256xf32>
    %transposed_118 = linalg.transpose ins(%arg20 : tensor<256x64xf32>) outs(%172 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %173 = tensor.empty() : tensor<16x256xf32>
    %174 = linalg.fill ins(%cst_1 : f32) outs(%173 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %175 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%174 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_120 = tensor.expand_shape %175 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %176 = tensor.empty() : tensor<2x8xi64>
    %177 = linalg.fill ins(%c0_i64 : i64) outs(%176 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %178 = tensor.empty() : tensor<2x8xf32>
    %179 = linalg.fill ins(%cst_2 : f32) outs(%178 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %180:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_120 : tensor<2x8x256xf32>) outs(%179, %177 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_254: i64):
      %443 = linalg.index 2 : index
      %444 = arith.index_cast %443 : index to i64
      %445 = arith.maximumf %in, %out : f32
      %446 = arith.cmpf ogt, %in, %out : f32
      %447 = arith.select %446, %444, %out_254 : i64
      linalg.yield %445, %447 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_121 = tensor.expand_shape %180#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %181 = tensor.empty() : tensor<2x8x256xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %expanded_121 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x256xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.exp %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<2x8x256xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.log %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %185 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %expanded_122 = tensor.expand_shape %arg22 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %187 = tensor.empty() : tensor<256xi64>
    %188 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%187 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %443 = linalg.index 0 : index
      %444 = arith.index_cast %443 : index to i64
      linalg.yield %444 : i64
    } -> tensor<256xi64>
    %189 = tensor.empty() : tensor<2x8x256xi1>
    %190 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %188 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%189 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_254: i64, %out: i1):
      %443 = arith.cmpi eq, %in, %in_254 : i64
      linalg.yield %443 : i1
    } -> tensor<2x8x256xi1>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x256xi1>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %443 = arith.uitofp %in : i1 to f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %191 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %193 = tensor.empty() : tensor<f32>
    %194 = linalg.fill ins(%cst_1 : f32) outs(%193 : tensor<f32>) -> tensor<f32>
    %195 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "reduction"]} ins(%192 : tensor<2x8x256xf32>) outs(%194 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<f32>
    %196 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%195 : tensor<f32>) outs(%193 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<f32>
    %197 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%196 : tensor<f32>) outs(%193 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_12 : f32
      linalg.yield %443 : f32
    } -> tensor<f32>
    %198 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%cst_7 : tensor<f32>) outs(%193 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_12 : f32
      linalg.yield %443 : f32
    } -> tensor<f32>
    %199 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%198 : tensor<f32>) outs(%193 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<f32>
    %200 = linalg.generic {indexing_maps = [#map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<f32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %191 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x256xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.exp %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x8x256xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %203 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %204 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%181 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_123 = tensor.collapse_shape %205 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %206 = tensor.empty() : tensor<256x16xf32>
    %transposed_124 = linalg.transpose ins(%collapsed_123 : tensor<16x256xf32>) outs(%206 : tensor<256x16xf32>) permutation = [1, 0] 
    %207 = tensor.empty() : tensor<256x64xf32>
    %208 = linalg.fill ins(%cst_1 : f32) outs(%207 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %209 = linalg.matmul ins(%transposed_124, %collapsed_119 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%208 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %210 = linalg.matmul ins(%collapsed_123, %arg20 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_125 = tensor.expand_shape %210 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %arg19 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %170 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %213 = tensor.empty() : tensor<1x1x64xf32>
    %214 = linalg.fill ins(%cst_1 : f32) outs(%213 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["reduction", "reduction", "parallel"]} ins(%212 : tensor<2x8x64xf32>) outs(%214 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_126 = tensor.collapse_shape %215 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %164 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %169 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%216 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_13 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_127 = tensor.collapse_shape %221 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_127 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_14 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %225 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %226 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_128 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %228 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_128 : tensor<16x64xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %collapsed_115 : tensor<16x4x64xf32>, tensor<16x4x64xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x64xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %expanded_116 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x64xf32>
    %231 = tensor.empty() : tensor<16x4x1xf32>
    %232 = linalg.fill ins(%cst_1 : f32) outs(%231 : tensor<16x4x1xf32>) -> tensor<16x4x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<16x4x64xf32>) outs(%232 : tensor<16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x1xf32>
    %collapsed_129 = tensor.collapse_shape %233 [[0], [1, 2]] : tensor<16x4x1xf32> into tensor<16x4xf32>
    %expanded_130 = tensor.expand_shape %230 [[0], [1], [2, 3]] output_shape [16, 4, 64, 1] : tensor<16x4x64xf32> into tensor<16x4x64x1xf32>
    %234 = tensor.empty() : tensor<4x16x1x64xf32>
    %transposed_131 = linalg.transpose ins(%expanded_130 : tensor<16x4x64x1xf32>) outs(%234 : tensor<4x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_132 = tensor.collapse_shape %transposed_131 [[0], [1], [2, 3]] : tensor<4x16x1x64xf32> into tensor<4x16x64xf32>
    %235 = tensor.empty() : tensor<4x96x16xf32>
    %transposed_133 = linalg.transpose ins(%collapsed_110 : tensor<4x16x96xf32>) outs(%235 : tensor<4x96x16xf32>) permutation = [0, 2, 1] 
    %236 = tensor.empty() : tensor<4x96x64xf32>
    %237 = linalg.fill ins(%cst_1 : f32) outs(%236 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %238 = linalg.batch_matmul ins(%transposed_133, %collapsed_132 : tensor<4x96x16xf32>, tensor<4x16x64xf32>) outs(%237 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %239 = tensor.empty() : tensor<4x64x96xf32>
    %transposed_134 = linalg.transpose ins(%collapsed_112 : tensor<4x96x64xf32>) outs(%239 : tensor<4x64x96xf32>) permutation = [0, 2, 1] 
    %240 = tensor.empty() : tensor<4x16x96xf32>
    %241 = linalg.fill ins(%cst_1 : f32) outs(%240 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %242 = linalg.batch_matmul ins(%collapsed_132, %transposed_134 : tensor<4x16x64xf32>, tensor<4x64x96xf32>) outs(%241 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %expanded_135 = tensor.expand_shape %238 [[0], [1], [2, 3]] output_shape [4, 96, 64, 1] : tensor<4x96x64xf32> into tensor<4x96x64x1xf32>
    %expanded_136 = tensor.expand_shape %242 [[0], [1], [2, 3]] output_shape [4, 16, 96, 1] : tensor<4x16x96xf32> into tensor<4x16x96x1xf32>
    %243 = tensor.empty() : tensor<4x64x96x1xf32>
    %transposed_137 = linalg.transpose ins(%expanded_135 : tensor<4x96x64x1xf32>) outs(%243 : tensor<4x64x96x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_138 = tensor.collapse_shape %transposed_137 [[0], [1], [2, 3]] : tensor<4x64x96x1xf32> into tensor<4x64x96xf32>
    %244 = tensor.empty() : tensor<16x4x96x1xf32>
    %transposed_139 = linalg.transpose ins(%expanded_136 : tensor<4x16x96x1xf32>) outs(%244 : tensor<16x4x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0], [1], [2, 3]] : tensor<16x4x96x1xf32> into tensor<16x4x96xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_140, %159 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_140, %extracted_slice_106 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_3 : f32
    } -> tensor<16x4x96xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %158 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_105, %248 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %cst_3 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %250 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %251 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %concat_141 = tensor.concat dim(2) %252, %245 : (tensor<16x4x96xf32>, tensor<16x4x96xf32>) -> tensor<16x4x192xf32>
    %expanded_142 = tensor.expand_shape %concat_141 [[0], [1], [2, 3]] output_shape [16, 4, 192, 1] : tensor<16x4x192xf32> into tensor<16x4x192x1xf32>
    %253 = tensor.empty() : tensor<16x1x4x192xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<16x4x192x1xf32>) outs(%253 : tensor<16x1x4x192xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0], [1, 2, 3]] : tensor<16x1x4x192xf32> into tensor<16x768xf32>
    %expanded_145 = tensor.expand_shape %collapsed_144 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %254 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_146 = linalg.transpose ins(%expanded_97 : tensor<1x16x64xf32>) outs(%254 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %255 = tensor.empty() : tensor<1x64x768xf32>
    %256 = linalg.fill ins(%cst_1 : f32) outs(%255 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %257 = linalg.batch_matmul ins(%transposed_146, %expanded_145 : tensor<1x64x16xf32>, tensor<1x16x768xf32>) outs(%256 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %258 = tensor.empty() : tensor<1x768x64xf32>
    %transposed_147 = linalg.transpose ins(%expanded_100 : tensor<1x64x768xf32>) outs(%258 : tensor<1x768x64xf32>) permutation = [0, 2, 1] 
    %259 = tensor.empty() : tensor<1x16x64xf32>
    %260 = linalg.fill ins(%cst_1 : f32) outs(%259 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %261 = linalg.batch_matmul ins(%expanded_145, %transposed_147 : tensor<1x16x768xf32>, tensor<1x768x64xf32>) outs(%260 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_148 = tensor.collapse_shape %257 [[0, 1], [2]] : tensor<1x64x768xf32> into tensor<64x768xf32>
    %expanded_149 = tensor.expand_shape %collapsed_148 [[0], [1, 2, 3]] output_shape [64, 4, 192, 1] : tensor<64x768xf32> into tensor<64x4x192x1xf32>
    %collapsed_150 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %262 = tensor.empty() : tensor<4x192x64x1xf32>
    %transposed_151 = linalg.transpose ins(%expanded_149 : tensor<64x4x192x1xf32>) outs(%262 : tensor<4x192x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<4x192x64x1xf32> into tensor<4x192x64xf32>
    %263 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_129 : tensor<16x4xf32>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %154 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2x4xf32>
    %265 = tensor.empty() : tensor<16x2x1xf32>
    %266 = linalg.fill ins(%cst_1 : f32) outs(%265 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%264 : tensor<16x2x4xf32>) outs(%266 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_153 = tensor.collapse_shape %267 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %268 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%152, %151 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %269 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_153 : tensor<16x2xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %270 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%269, %268 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %271 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_153, %151 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %272 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%270 : tensor<16x2xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %collapsed_154 = tensor.collapse_shape %272 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %273 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_154 : tensor<16xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %274 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%271, %273 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %extracted_slice_155 = tensor.extract_slice %274[0, 0] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %extracted_slice_156 = tensor.extract_slice %274[0, 1] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %collapsed_157 = tensor.collapse_shape %extracted_slice_156 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %275 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_157 : tensor<16xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %276 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%148, %275, %cst_6 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %collapsed_158 = tensor.collapse_shape %extracted_slice_155 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %277 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_158 : tensor<16xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %278 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%143, %277, %cst_6 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %279 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%276, %278 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %280 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%279, %141 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %281 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%280 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %282 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%141, %281 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %283 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%280, %282 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %284 = tensor.empty() : tensor<4x16xf32>
    %transposed_159 = linalg.transpose ins(%283 : tensor<16x4xf32>) outs(%284 : tensor<4x16xf32>) permutation = [1, 0] 
    %285 = tensor.empty() : tensor<4x64xf32>
    %286 = linalg.fill ins(%cst_1 : f32) outs(%285 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %287 = linalg.matmul ins(%transposed_159, %collapsed_87 : tensor<4x16xf32>, tensor<16x64xf32>) outs(%286 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %288 = linalg.matmul ins(%283, %arg14 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %289 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_150, %288 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%21 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x64xf32>
    %expanded_160 = tensor.expand_shape %289 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %arg18 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %134 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["reduction", "reduction", "parallel"]} ins(%291 : tensor<2x8x64xf32>) outs(%214 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_161 = tensor.collapse_shape %292 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %128 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %133 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%293 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %294 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_13 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %297 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_162 = tensor.collapse_shape %299 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_162 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_14 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %303 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %304 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_163 = tensor.collapse_shape %305 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %306 = tensor.empty() : tensor<64x16xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<16x64xf32>) outs(%306 : tensor<64x16xf32>) permutation = [1, 0] 
    %307 = linalg.fill ins(%cst_1 : f32) outs(%20 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %308 = linalg.matmul ins(%transposed_164, %collapsed_85 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %309 = linalg.matmul ins(%collapsed_163, %arg13 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_165 = tensor.expand_shape %309 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %310:3 = "zero.attention_grad"(%transposed_82, %transposed_83, %expanded_74, %126#0, %126#1, %expanded_165) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %transposed_166 = linalg.transpose ins(%310#1 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %311 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %transposed_167 = linalg.transpose ins(%310#0 : tensor<2x8x2x2x16xf32>) outs(%311 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_168 = tensor.collapse_shape %transposed_167 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %312 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_166, %expanded_23 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_169 = tensor.extract_slice %312[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_170 = tensor.extract_slice %312[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %313 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_169 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice = tensor.insert_slice %313 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_171 = tensor.insert_slice %extracted_slice_170 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_171 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_166, %expanded_22 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %316 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %315 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %317 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_168, %expanded_23 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_172 = tensor.extract_slice %317[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_173 = tensor.extract_slice %317[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %318 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_172 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_174 = tensor.insert_slice %318 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_175 = tensor.insert_slice %extracted_slice_173 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_174, %inserted_slice_175 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %320 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_168, %expanded_22 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %321 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %320 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_176 = tensor.collapse_shape %310#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %322 = tensor.empty() : tensor<32x16xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_176 : tensor<16x32xf32>) outs(%322 : tensor<32x16xf32>) permutation = [1, 0] 
    %323 = tensor.empty() : tensor<32x64xf32>
    %324 = linalg.fill ins(%cst_1 : f32) outs(%323 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %325 = linalg.matmul ins(%transposed_177, %collapsed_67 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%324 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %326 = linalg.matmul ins(%collapsed_176, %arg12 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_178 = tensor.expand_shape %326 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_179 = linalg.transpose ins(%316 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_180 = tensor.collapse_shape %transposed_179 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_181 = linalg.transpose ins(%collapsed_180 : tensor<16x32xf32>) outs(%322 : tensor<32x16xf32>) permutation = [1, 0] 
    %327 = linalg.matmul ins(%transposed_181, %collapsed_67 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%324 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %328 = linalg.matmul ins(%collapsed_180, %arg11 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_182 = tensor.expand_shape %328 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %expanded_182 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %330 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_183 = linalg.transpose ins(%321 : tensor<2x4x8x16xf32>) outs(%330 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_184 = tensor.collapse_shape %transposed_183 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_185 = linalg.transpose ins(%collapsed_184 : tensor<16x64xf32>) outs(%306 : tensor<64x16xf32>) permutation = [1, 0] 
    %331 = linalg.matmul ins(%transposed_185, %collapsed_67 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %332 = linalg.matmul ins(%collapsed_184, %arg10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_186 = tensor.expand_shape %332 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %expanded_186 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %arg17 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %113 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["reduction", "reduction", "parallel"]} ins(%335 : tensor<2x8x64xf32>) outs(%214 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_187 = tensor.collapse_shape %336 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %107 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %112 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%337 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %338 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_13 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %341 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_188 = tensor.collapse_shape %343 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_188 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_14 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %347 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %348 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_189 = tensor.collapse_shape %349 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %350 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_189 : tensor<16x64xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %collapsed_63 : tensor<16x4x64xf32>, tensor<16x4x64xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x64xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %expanded_64 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%104 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x64xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%351 : tensor<16x4x64xf32>) outs(%232 : tensor<16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x1xf32>
    %collapsed_190 = tensor.collapse_shape %353 [[0], [1, 2]] : tensor<16x4x1xf32> into tensor<16x4xf32>
    %expanded_191 = tensor.expand_shape %352 [[0], [1], [2, 3]] output_shape [16, 4, 64, 1] : tensor<16x4x64xf32> into tensor<16x4x64x1xf32>
    %transposed_192 = linalg.transpose ins(%expanded_191 : tensor<16x4x64x1xf32>) outs(%234 : tensor<4x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_193 = tensor.collapse_shape %transposed_192 [[0], [1], [2, 3]] : tensor<4x16x1x64xf32> into tensor<4x16x64xf32>
    %transposed_194 = linalg.transpose ins(%collapsed_58 : tensor<4x16x96xf32>) outs(%235 : tensor<4x96x16xf32>) permutation = [0, 2, 1] 
    %354 = linalg.batch_matmul ins(%transposed_194, %collapsed_193 : tensor<4x96x16xf32>, tensor<4x16x64xf32>) outs(%237 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %transposed_195 = linalg.transpose ins(%collapsed_60 : tensor<4x96x64xf32>) outs(%239 : tensor<4x64x96xf32>) permutation = [0, 2, 1] 
    %355 = linalg.batch_matmul ins(%collapsed_193, %transposed_195 : tensor<4x16x64xf32>, tensor<4x64x96xf32>) outs(%241 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %expanded_196 = tensor.expand_shape %354 [[0], [1], [2, 3]] output_shape [4, 96, 64, 1] : tensor<4x96x64xf32> into tensor<4x96x64x1xf32>
    %expanded_197 = tensor.expand_shape %355 [[0], [1], [2, 3]] output_shape [4, 16, 96, 1] : tensor<4x16x96xf32> into tensor<4x16x96x1xf32>
    %transposed_198 = linalg.transpose ins(%expanded_196 : tensor<4x96x64x1xf32>) outs(%243 : tensor<4x64x96x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0], [1], [2, 3]] : tensor<4x64x96x1xf32> into tensor<4x64x96xf32>
    %transposed_200 = linalg.transpose ins(%expanded_197 : tensor<4x16x96x1xf32>) outs(%244 : tensor<16x4x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_201 = tensor.collapse_shape %transposed_200 [[0], [1], [2, 3]] : tensor<16x4x96x1xf32> into tensor<16x4x96xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_201, %96 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_201, %extracted_slice_54 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %95 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_53, %358 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %cst_3 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %360 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %361 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%94 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4x96xf32>
    %concat_202 = tensor.concat dim(2) %362, %356 : (tensor<16x4x96xf32>, tensor<16x4x96xf32>) -> tensor<16x4x192xf32>
    %expanded_203 = tensor.expand_shape %concat_202 [[0], [1], [2, 3]] output_shape [16, 4, 192, 1] : tensor<16x4x192xf32> into tensor<16x4x192x1xf32>
    %transposed_204 = linalg.transpose ins(%expanded_203 : tensor<16x4x192x1xf32>) outs(%253 : tensor<16x1x4x192xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_205 = tensor.collapse_shape %transposed_204 [[0], [1, 2, 3]] : tensor<16x1x4x192xf32> into tensor<16x768xf32>
    %expanded_206 = tensor.expand_shape %collapsed_205 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %transposed_207 = linalg.transpose ins(%expanded_45 : tensor<1x16x64xf32>) outs(%254 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %363 = linalg.batch_matmul ins(%transposed_207, %expanded_206 : tensor<1x64x16xf32>, tensor<1x16x768xf32>) outs(%256 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %transposed_208 = linalg.transpose ins(%expanded_48 : tensor<1x64x768xf32>) outs(%258 : tensor<1x768x64xf32>) permutation = [0, 2, 1] 
    %364 = linalg.batch_matmul ins(%expanded_206, %transposed_208 : tensor<1x16x768xf32>, tensor<1x768x64xf32>) outs(%260 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_209 = tensor.collapse_shape %363 [[0, 1], [2]] : tensor<1x64x768xf32> into tensor<64x768xf32>
    %expanded_210 = tensor.expand_shape %collapsed_209 [[0], [1, 2, 3]] output_shape [64, 4, 192, 1] : tensor<64x768xf32> into tensor<64x4x192x1xf32>
    %collapsed_211 = tensor.collapse_shape %364 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_212 = linalg.transpose ins(%expanded_210 : tensor<64x4x192x1xf32>) outs(%262 : tensor<4x192x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_213 = tensor.collapse_shape %transposed_212 [[0], [1], [2, 3]] : tensor<4x192x64x1xf32> into tensor<4x192x64xf32>
    %365 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_190 : tensor<16x4xf32>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %86 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%85 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2x4xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%366 : tensor<16x2x4xf32>) outs(%266 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_214 = tensor.collapse_shape %367 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %368 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%82, %80 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %369 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_214 : tensor<16x2xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %370 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%369, %368 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %371 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_214, %80 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.divf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %372 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%370 : tensor<16x2xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %collapsed_215 = tensor.collapse_shape %372 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %373 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_215 : tensor<16xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %374 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%371, %373 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%81 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x2xf32>
    %extracted_slice_216 = tensor.extract_slice %374[0, 0] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %extracted_slice_217 = tensor.extract_slice %374[0, 1] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %collapsed_218 = tensor.collapse_shape %extracted_slice_217 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %375 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_218 : tensor<16xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %376 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%77, %375, %cst_6 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %collapsed_219 = tensor.collapse_shape %extracted_slice_216 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %377 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_219 : tensor<16xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %378 = linalg.generic {indexing_maps = [#map7, #map7, #map11, #map7], iterator_types = ["parallel", "parallel"]} ins(%72, %377, %cst_6 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_254: f32, %in_255: f32, %out: f32):
      %443 = arith.select %in, %in_254, %in_255 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %379 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%376, %378 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %380 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%379, %67 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %381 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%380 : tensor<16x4xf32>) outs(%65 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<16x1xf32>
    %382 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%67, %381 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %383 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%380, %382 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.subf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x4xf32>
    %transposed_220 = linalg.transpose ins(%383 : tensor<16x4xf32>) outs(%284 : tensor<4x16xf32>) permutation = [1, 0] 
    %384 = linalg.matmul ins(%transposed_220, %collapsed_35 : tensor<4x16xf32>, tensor<16x64xf32>) outs(%286 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %385 = linalg.matmul ins(%383, %arg5 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %386 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_211, %385 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%21 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<16x64xf32>
    %expanded_221 = tensor.expand_shape %386 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221, %51 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["reduction", "reduction", "parallel"]} ins(%388 : tensor<2x8x64xf32>) outs(%214 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_222 = tensor.collapse_shape %389 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %45 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %50 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%390 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %391 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_13 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %394 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_223 = tensor.collapse_shape %396 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_223 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_14 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %400 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %401 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_224 = tensor.collapse_shape %402 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_225 = linalg.transpose ins(%collapsed_224 : tensor<16x64xf32>) outs(%306 : tensor<64x16xf32>) permutation = [1, 0] 
    %403 = linalg.matmul ins(%transposed_225, %collapsed_33 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %404 = linalg.matmul ins(%collapsed_224, %arg4 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_226 = tensor.expand_shape %404 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %405:3 = "zero.attention_grad"(%transposed_30, %transposed_31, %expanded_21, %43#0, %43#1, %expanded_226) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %transposed_227 = linalg.transpose ins(%405#1 : tensor<2x8x2x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_228 = linalg.transpose ins(%405#0 : tensor<2x8x2x2x16xf32>) outs(%311 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_229 = tensor.collapse_shape %transposed_228 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %406 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_227, %expanded_23 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_230 = tensor.extract_slice %406[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_231 = tensor.extract_slice %406[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %407 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_230 : tensor<2x2x8x8xf32>) outs(%37 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice_232 = tensor.insert_slice %407 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_233 = tensor.insert_slice %extracted_slice_231 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %408 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_232, %inserted_slice_233 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %409 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_227, %expanded_22 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %410 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %409 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%29 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x2x8x16xf32>
    %411 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_229, %expanded_23 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_234 = tensor.extract_slice %411[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_235 = tensor.extract_slice %411[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %412 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_234 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.negf %in : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_236 = tensor.insert_slice %412 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_237 = tensor.insert_slice %extracted_slice_235 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %413 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_236, %inserted_slice_237 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %414 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_229, %expanded_22 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %415 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %414 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%24 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_238 = tensor.collapse_shape %405#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_239 = linalg.transpose ins(%collapsed_238 : tensor<16x32xf32>) outs(%322 : tensor<32x16xf32>) permutation = [1, 0] 
    %416 = linalg.matmul ins(%transposed_239, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%324 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %417 = linalg.matmul ins(%collapsed_238, %arg3 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_240 = tensor.expand_shape %417 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_241 = linalg.transpose ins(%410 : tensor<2x2x8x16xf32>) outs(%42 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_242 = tensor.collapse_shape %transposed_241 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_243 = linalg.transpose ins(%collapsed_242 : tensor<16x32xf32>) outs(%322 : tensor<32x16xf32>) permutation = [1, 0] 
    %418 = linalg.matmul ins(%transposed_243, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%324 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %419 = linalg.matmul ins(%collapsed_242, %arg2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_244 = tensor.expand_shape %419 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_240, %expanded_244 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %transposed_245 = linalg.transpose ins(%415 : tensor<2x4x8x16xf32>) outs(%330 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_246 = tensor.collapse_shape %transposed_245 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_247 = linalg.transpose ins(%collapsed_246 : tensor<16x64xf32>) outs(%306 : tensor<64x16xf32>) permutation = [1, 0] 
    %421 = linalg.matmul ins(%transposed_247, %collapsed : tensor<64x16xf32>, tensor<16x64xf32>) outs(%307 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %422 = linalg.matmul ins(%collapsed_246, %arg1 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_248 = tensor.expand_shape %422 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %expanded_248 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %18 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["reduction", "reduction", "parallel"]} ins(%425 : tensor<2x8x64xf32>) outs(%214 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_249 = tensor.collapse_shape %426 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %1 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %17 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%427 : tensor<2x8x64xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.addf %in, %out : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %428 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_13 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %431 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_250 = tensor.collapse_shape %433 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_250 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.divf %in, %cst_11 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %443 = arith.mulf %in, %cst_14 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %437 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.mulf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %438 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_254: f32, %out: f32):
      %443 = arith.addf %in, %in_254 : f32
      linalg.yield %443 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_251 = tensor.collapse_shape %arg21 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_252 = tensor.collapse_shape %439 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_253 = arith.constant 0.000000e+00 : f32
    %440 = tensor.empty() : tensor<256x64xf32>
    %441 = linalg.fill ins(%cst_253 : f32) outs(%440 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %442 = scf.for %arg23 = %c0 to %c16 step %c1 iter_args(%arg24 = %441) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_251[%arg23] : tensor<16xi64>
      %443 = arith.index_cast %extracted : i64 to index
      %extracted_slice_254 = tensor.extract_slice %collapsed_252[%arg23, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_255 = tensor.extract_slice %arg24[%443, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %444 = tensor.empty() : tensor<1x64xf32>
      %445 = linalg.add ins(%extracted_slice_255, %extracted_slice_254 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%444 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice_256 = tensor.insert_slice %445 into %arg24[%443, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice_256 : tensor<256x64xf32>
    }
    return %197, %442, %421, %418, %416, %403, %384, %collapsed_213, %collapsed_199, %collapsed_249, %collapsed_222, %331, %327, %325, %308, %287, %collapsed_152, %collapsed_138, %collapsed_187, %collapsed_161, %collapsed_126, %209 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<4x64xf32>, tensor<4x192x64xf32>, tensor<4x64x96xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<4x64xf32>, tensor<4x192x64xf32>, tensor<4x64x96xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>
  }
}
