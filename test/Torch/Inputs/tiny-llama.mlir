// zero-torch export tiny-llama.json --batch 2 --seq 8 --dtype f32: 102720 parameters in 20 tensors, 2 layer units
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1) -> ()>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "model.embed_tokens.weight">}, %arg1: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.q_proj.weight", layer = 0>}, %arg2: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.k_proj.weight", layer = 0>}, %arg3: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.v_proj.weight", layer = 0>}, %arg4: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.0.self_attn.o_proj.weight", layer = 0>}, %arg5: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.gate_proj.weight", layer = 0>}, %arg6: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.up_proj.weight", layer = 0>}, %arg7: tensor<64x160xf32> {zero.state = #zero.state<weight, "model.layers.0.mlp.down_proj.weight", layer = 0>}, %arg8: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.input_layernorm.weight", layer = 0>}, %arg9: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.0.post_attention_layernorm.weight", layer = 0>}, %arg10: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.q_proj.weight", layer = 1>}, %arg11: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.k_proj.weight", layer = 1>}, %arg12: tensor<32x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.v_proj.weight", layer = 1>}, %arg13: tensor<64x64xf32> {zero.state = #zero.state<weight, "model.layers.1.self_attn.o_proj.weight", layer = 1>}, %arg14: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.gate_proj.weight", layer = 1>}, %arg15: tensor<160x64xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.up_proj.weight", layer = 1>}, %arg16: tensor<64x160xf32> {zero.state = #zero.state<weight, "model.layers.1.mlp.down_proj.weight", layer = 1>}, %arg17: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.input_layernorm.weight", layer = 1>}, %arg18: tensor<64xf32> {zero.state = #zero.state<weight, "model.layers.1.post_attention_layernorm.weight", layer = 1>}, %arg19: tensor<64xf32> {zero.state = #zero.state<weight, "model.norm.weight">}, %arg20: tensor<2x8xi64>, %arg21: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "model.embed_tokens.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.0.self_attn.o_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.gate_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.up_proj.weight">}, tensor<64x160xf32> {zero.state = #zero.state<grad, "model.layers.0.mlp.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.0.post_attention_layernorm.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.q_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.k_proj.weight">}, tensor<32x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.v_proj.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "model.layers.1.self_attn.o_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.gate_proj.weight">}, tensor<160x64xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.up_proj.weight">}, tensor<64x160xf32> {zero.state = #zero.state<grad, "model.layers.1.mlp.down_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.input_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.layers.1.post_attention_layernorm.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "model.norm.weight">}) {
    %cst = arith.constant dense<[1.000000e+00, 0.0958399772, 1.250000e-02, 0.00395284733, 1.250000e-03, 3.95284733E-4, 1.250000e-04, 3.95284733E-5]> : tensor<8xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 0.0958399772, 1.250000e-02, 0.00395284733, 1.250000e-03, 3.95284733E-4, 1.250000e-04, 3.95284733E-5]> : tensor<8xf32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x8x16xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x2x8x16xf32>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.index_cast %in : i64 to index
      %511 = linalg.index 2 : index
      %512 = arith.cmpi slt, %510, %c256 : index
      cf.assert %512, "index must be smaller than dim size"
      %513 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %513, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%510, %511] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %510 = linalg.index 0 : index
      %511 = arith.index_cast %510 : index to i64
      linalg.yield %511 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.sitofp %in : i64 to f32
      linalg.yield %510 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst : tensor<1x8x1xf32>, tensor<8xf32>) outs(%6 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %8 = tensor.empty() : tensor<1x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.cos %in : f32
      linalg.yield %510 : f32
    } -> tensor<1x8x16xf32>
    %10 = tensor.empty() : tensor<1x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%10 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.sin %in : f32
      linalg.yield %510 : f32
    } -> tensor<1x8x16xf32>
    %12 = tensor.empty() : tensor<2x8x64xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%12 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %14 = tensor.empty() : tensor<2x8x1xf32>
    %15 = linalg.fill ins(%cst_2 : f32) outs(%14 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x64xf32>) outs(%15 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %19 = tensor.empty() : tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_6 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %21 = tensor.empty() : tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %23 = tensor.empty() : tensor<2x8x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %22 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %25 = tensor.empty() : tensor<2x8x64xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %24 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%25 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %27 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%27 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %26 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %28 = tensor.empty() : tensor<16x64xf32>
    %29 = linalg.fill ins(%cst_2 : f32) outs(%28 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_8 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %31 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<2x8x4x16xf32>) outs(%31 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %32 = tensor.empty() : tensor<64x32xf32>
    %transposed_10 = linalg.transpose ins(%arg2 : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<16x32xf32>
    %34 = linalg.fill ins(%cst_2 : f32) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %35 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%34 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_11 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %36 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x8x2x16xf32>) outs(%36 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<64x32xf32>
    %transposed_13 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%37 : tensor<64x32xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<16x32xf32>
    %39 = linalg.fill ins(%cst_2 : f32) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %40 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%39 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_14 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %expanded_15 = tensor.expand_shape %9 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_16 = tensor.expand_shape %11 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %41 = tensor.empty() : tensor<2x4x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_15 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%41 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_9[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %43 = tensor.empty() : tensor<2x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_18 = tensor.concat dim(3) %44, %extracted_slice : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %45 = tensor.empty() : tensor<2x4x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_18, %expanded_16 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%45 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %47 = tensor.empty() : tensor<2x4x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %46 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%47 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %49 = tensor.empty() : tensor<2x2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_15 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%49 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_12[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %51 = tensor.empty() : tensor<2x2x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<2x2x8x8xf32>) outs(%51 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_21 = tensor.concat dim(3) %52, %extracted_slice_19 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %53 = tensor.empty() : tensor<2x2x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_16 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%53 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %55 = tensor.empty() : tensor<2x2x8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %54 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%55 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_22 = tensor.expand_shape %48 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %57 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x2x2x8x16xf32>) outs(%57 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %58 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_24 = linalg.transpose ins(%56 : tensor<2x2x8x16xf32>) outs(%58 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %59:2 = "zero.attention"(%transposed_23, %transposed_24, %expanded_14) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %60 = tensor.empty() : tensor<64x64xf32>
    %transposed_25 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%60 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_26 = tensor.collapse_shape %59#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %61 = tensor.empty() : tensor<16x64xf32>
    %62 = linalg.fill ins(%cst_2 : f32) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %63 = linalg.matmul ins(%collapsed_26, %transposed_25 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%62 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_27 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %64 = tensor.empty() : tensor<2x8x64xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_27 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%64 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %66 = tensor.empty() : tensor<2x8x64xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x64xf32>) outs(%66 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %68 = tensor.empty() : tensor<2x8x1xf32>
    %69 = linalg.fill ins(%cst_2 : f32) outs(%68 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x64xf32>) outs(%69 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %71 = tensor.empty() : tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%71 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %73 = tensor.empty() : tensor<2x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%73 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_6 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %75 = tensor.empty() : tensor<2x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf32>) outs(%75 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %77 = tensor.empty() : tensor<2x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %76 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%77 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %79 = tensor.empty() : tensor<2x8x64xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %78 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%79 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %81 = tensor.empty() : tensor<64x160xf32>
    %transposed_28 = linalg.transpose ins(%arg5 : tensor<160x64xf32>) outs(%81 : tensor<64x160xf32>) permutation = [1, 0] 
    %collapsed_29 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %82 = tensor.empty() : tensor<16x160xf32>
    %83 = linalg.fill ins(%cst_2 : f32) outs(%82 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %84 = linalg.matmul ins(%collapsed_29, %transposed_28 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%83 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_30 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %85 = tensor.empty() : tensor<64x160xf32>
    %transposed_31 = linalg.transpose ins(%arg6 : tensor<160x64xf32>) outs(%85 : tensor<64x160xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<16x160xf32>
    %87 = linalg.fill ins(%cst_2 : f32) outs(%86 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %88 = linalg.matmul ins(%collapsed_29, %transposed_31 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%87 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_32 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %89 = tensor.empty() : tensor<2x8x160xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x8x160xf32>) outs(%89 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      %511 = math.exp %510 : f32
      %512 = arith.addf %511, %cst_3 : f32
      %513 = arith.divf %cst_3, %512 : f32
      linalg.yield %513 : f32
    } -> tensor<2x8x160xf32>
    %91 = tensor.empty() : tensor<2x8x160xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_30 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%91 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x160xf32>
    %93 = tensor.empty() : tensor<2x8x160xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_32 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%93 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x160xf32>
    %95 = tensor.empty() : tensor<160x64xf32>
    %transposed_33 = linalg.transpose ins(%arg7 : tensor<64x160xf32>) outs(%95 : tensor<160x64xf32>) permutation = [1, 0] 
    %collapsed_34 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %96 = tensor.empty() : tensor<16x64xf32>
    %97 = linalg.fill ins(%cst_2 : f32) outs(%96 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %98 = linalg.matmul ins(%collapsed_34, %transposed_33 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%97 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_35 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %99 = tensor.empty() : tensor<2x8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %expanded_35 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%99 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %101 = tensor.empty() : tensor<2x8x64xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x64xf32>) outs(%101 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %103 = tensor.empty() : tensor<2x8x1xf32>
    %104 = linalg.fill ins(%cst_2 : f32) outs(%103 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x64xf32>) outs(%104 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %106 = tensor.empty() : tensor<2x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf32>) outs(%106 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %108 = tensor.empty() : tensor<2x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf32>) outs(%108 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_6 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %110 = tensor.empty() : tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%110 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %112 = tensor.empty() : tensor<2x8x64xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %111 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%112 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %114 = tensor.empty() : tensor<2x8x64xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %113 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%114 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %116 = tensor.empty() : tensor<64x64xf32>
    %transposed_36 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%116 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %117 = tensor.empty() : tensor<16x64xf32>
    %118 = linalg.fill ins(%cst_2 : f32) outs(%117 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %119 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%118 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_38 = tensor.expand_shape %119 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %120 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<2x8x4x16xf32>) outs(%120 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %121 = tensor.empty() : tensor<64x32xf32>
    %transposed_40 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%121 : tensor<64x32xf32>) permutation = [1, 0] 
    %122 = tensor.empty() : tensor<16x32xf32>
    %123 = linalg.fill ins(%cst_2 : f32) outs(%122 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %124 = linalg.matmul ins(%collapsed_37, %transposed_40 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%123 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_41 = tensor.expand_shape %124 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %125 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x8x2x16xf32>) outs(%125 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %126 = tensor.empty() : tensor<64x32xf32>
    %transposed_43 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%126 : tensor<64x32xf32>) permutation = [1, 0] 
    %127 = tensor.empty() : tensor<16x32xf32>
    %128 = linalg.fill ins(%cst_2 : f32) outs(%127 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %129 = linalg.matmul ins(%collapsed_37, %transposed_43 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%128 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_44 = tensor.expand_shape %129 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %130 = tensor.empty() : tensor<2x4x8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_39, %expanded_15 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%130 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_45 = tensor.extract_slice %transposed_39[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_46 = tensor.extract_slice %transposed_39[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %132 = tensor.empty() : tensor<2x4x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_46 : tensor<2x4x8x8xf32>) outs(%132 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_47 = tensor.concat dim(3) %133, %extracted_slice_45 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %134 = tensor.empty() : tensor<2x4x8x16xf32>
    %135 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_47, %expanded_16 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%134 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %136 = tensor.empty() : tensor<2x4x8x16xf32>
    %137 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %135 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%136 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %138 = tensor.empty() : tensor<2x2x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_42, %expanded_15 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%138 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_48 = tensor.extract_slice %transposed_42[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_42[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %140 = tensor.empty() : tensor<2x2x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<2x2x8x8xf32>) outs(%140 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_50 = tensor.concat dim(3) %141, %extracted_slice_48 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %142 = tensor.empty() : tensor<2x2x8x16xf32>
    %143 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_50, %expanded_16 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%142 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %144 = tensor.empty() : tensor<2x2x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %143 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%144 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %expanded_51 = tensor.expand_shape %137 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %146 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x2x2x8x16xf32>) outs(%146 : tensor<2x8x2x2x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %147 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_53 = linalg.transpose ins(%145 : tensor<2x2x8x16xf32>) outs(%147 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %148:2 = "zero.attention"(%transposed_52, %transposed_53, %expanded_44) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>)
    %149 = tensor.empty() : tensor<64x64xf32>
    %transposed_54 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%149 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %148#0 [[0, 1], [2, 3, 4]] : tensor<2x8x2x2x16xf32> into tensor<16x64xf32>
    %150 = tensor.empty() : tensor<16x64xf32>
    %151 = linalg.fill ins(%cst_2 : f32) outs(%150 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %152 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%151 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_56 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %153 = tensor.empty() : tensor<2x8x64xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %expanded_56 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%153 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %155 = tensor.empty() : tensor<2x8x64xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x64xf32>) outs(%155 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %157 = tensor.empty() : tensor<2x8x1xf32>
    %158 = linalg.fill ins(%cst_2 : f32) outs(%157 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<2x8x64xf32>) outs(%158 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %160 = tensor.empty() : tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf32>) outs(%160 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %162 = tensor.empty() : tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%162 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_6 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %164 = tensor.empty() : tensor<2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%164 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %166 = tensor.empty() : tensor<2x8x64xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %165 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%166 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %168 = tensor.empty() : tensor<2x8x64xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %167 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%168 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %170 = tensor.empty() : tensor<64x160xf32>
    %transposed_57 = linalg.transpose ins(%arg14 : tensor<160x64xf32>) outs(%170 : tensor<64x160xf32>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %169 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %171 = tensor.empty() : tensor<16x160xf32>
    %172 = linalg.fill ins(%cst_2 : f32) outs(%171 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %173 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%172 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_59 = tensor.expand_shape %173 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %174 = tensor.empty() : tensor<64x160xf32>
    %transposed_60 = linalg.transpose ins(%arg15 : tensor<160x64xf32>) outs(%174 : tensor<64x160xf32>) permutation = [1, 0] 
    %175 = tensor.empty() : tensor<16x160xf32>
    %176 = linalg.fill ins(%cst_2 : f32) outs(%175 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %177 = linalg.matmul ins(%collapsed_58, %transposed_60 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%176 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_61 = tensor.expand_shape %177 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %178 = tensor.empty() : tensor<2x8x160xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<2x8x160xf32>) outs(%178 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      %511 = math.exp %510 : f32
      %512 = arith.addf %511, %cst_3 : f32
      %513 = arith.divf %cst_3, %512 : f32
      linalg.yield %513 : f32
    } -> tensor<2x8x160xf32>
    %180 = tensor.empty() : tensor<2x8x160xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %expanded_59 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%180 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x160xf32>
    %182 = tensor.empty() : tensor<2x8x160xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %expanded_61 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%182 : tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x160xf32>
    %184 = tensor.empty() : tensor<160x64xf32>
    %transposed_62 = linalg.transpose ins(%arg16 : tensor<64x160xf32>) outs(%184 : tensor<160x64xf32>) permutation = [1, 0] 
    %collapsed_63 = tensor.collapse_shape %183 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %185 = tensor.empty() : tensor<16x64xf32>
    %186 = linalg.fill ins(%cst_2 : f32) outs(%185 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %187 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%186 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_64 = tensor.expand_shape %187 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %188 = tensor.empty() : tensor<2x8x64xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %expanded_64 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%188 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %190 = tensor.empty() : tensor<2x8x64xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x8x64xf32>) outs(%190 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %192 = tensor.empty() : tensor<2x8x1xf32>
    %193 = linalg.fill ins(%cst_2 : f32) outs(%192 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x64xf32>) outs(%193 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %195 = tensor.empty() : tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x1xf32>) outs(%195 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %197 = tensor.empty() : tensor<2x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x8x1xf32>) outs(%197 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_6 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %199 = tensor.empty() : tensor<2x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x8x1xf32>) outs(%199 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %201 = tensor.empty() : tensor<2x8x64xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %200 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%201 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %203 = tensor.empty() : tensor<2x8x64xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %202 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%203 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %205 = tensor.empty() : tensor<64x256xf32>
    %transposed_65 = linalg.transpose ins(%arg0 : tensor<256x64xf32>) outs(%205 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %204 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %206 = tensor.empty() : tensor<16x256xf32>
    %207 = linalg.fill ins(%cst_2 : f32) outs(%206 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %208 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%207 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_67 = tensor.expand_shape %208 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %cst_68 = arith.constant 0xFF800000 : f32
    %cst_69 = arith.constant 0.000000e+00 : f32
    %209 = tensor.empty() : tensor<2x8xf32>
    %210 = linalg.fill ins(%cst_68 : f32) outs(%209 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_67 : tensor<2x8x256xf32>) outs(%210 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.maximumf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8xf32>
    %212 = tensor.empty() : tensor<2x8xf32>
    %213 = linalg.fill ins(%cst_69 : f32) outs(%212 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_67, %211 : tensor<2x8x256xf32>, tensor<2x8xf32>) outs(%213 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.subf %in, %in_143 : f32
      %511 = math.exp %510 : f32
      %512 = arith.addf %out, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<2x8xf32>
    %215 = tensor.empty() : tensor<2x8xf32>
    %216 = linalg.fill ins(%cst_69 : f32) outs(%215 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_67, %arg21 : tensor<2x8x256xf32>, tensor<2x8xi64>) outs(%216 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_143: i64, %out: f32):
      %510 = linalg.index 2 : index
      %511 = arith.index_cast %in_143 : i64 to index
      %512 = arith.cmpi eq, %510, %511 : index
      %513 = arith.addf %out, %in : f32
      %514 = arith.select %512, %513, %out : f32
      linalg.yield %514 : f32
    } -> tensor<2x8xf32>
    %218 = tensor.empty() : tensor<2x8xf32>
    %219 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%214, %211 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%218 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = math.log %in : f32
      %511 = arith.addf %510, %in_143 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8xf32>
    %220 = tensor.empty() : tensor<2x8x256xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map, #map, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %arg21, %219, %cst_1 : tensor<2x8x256xf32>, tensor<2x8xi64>, tensor<2x8xf32>, tensor<f32>) outs(%220 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_143: i64, %in_144: f32, %in_145: f32, %out: f32):
      %510 = arith.subf %in, %in_144 : f32
      %511 = math.exp %510 : f32
      %512 = linalg.index 2 : index
      %513 = arith.index_cast %in_143 : i64 to index
      %514 = arith.cmpi eq, %512, %513 : index
      %cst_146 = arith.constant 1.000000e+00 : f32
      %cst_147 = arith.constant 0.000000e+00 : f32
      %515 = arith.select %514, %cst_146, %cst_147 : f32
      %516 = arith.subf %511, %515 : f32
      %cst_148 = arith.constant 6.250000e-02 : f32
      %517 = arith.mulf %in_145, %cst_148 : f32
      %518 = arith.mulf %516, %517 : f32
      linalg.yield %518 : f32
    } -> tensor<2x8x256xf32>
    %222 = tensor.empty() : tensor<f32>
    %223 = linalg.fill ins(%cst_69 : f32) outs(%222 : tensor<f32>) -> tensor<f32>
    %224 = linalg.generic {indexing_maps = [#map7, #map7, #map9], iterator_types = ["reduction", "reduction"]} ins(%219, %217 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%223 : tensor<f32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %cst_144 = arith.constant 6.250000e-02 : f32
      %510 = arith.subf %in, %in_143 : f32
      %511 = arith.mulf %510, %cst_144 : f32
      %512 = arith.addf %out, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<f32>
    %collapsed_70 = tensor.collapse_shape %221 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %225 = tensor.empty() : tensor<256x16xf32>
    %transposed_71 = linalg.transpose ins(%collapsed_70 : tensor<16x256xf32>) outs(%225 : tensor<256x16xf32>) permutation = [1, 0] 
    %226 = tensor.empty() : tensor<256x64xf32>
    %227 = linalg.fill ins(%cst_2 : f32) outs(%226 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %228 = linalg.matmul ins(%transposed_71, %collapsed_66 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%227 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %229 = tensor.empty() : tensor<16x64xf32>
    %230 = linalg.fill ins(%cst_2 : f32) outs(%229 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %231 = linalg.matmul ins(%collapsed_70, %arg0 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%230 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_72 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %232 = tensor.empty() : tensor<2x8x64xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %202 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%232 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %234 = tensor.empty() : tensor<64xf32>
    %235 = linalg.fill ins(%cst_2 : f32) outs(%234 : tensor<64xf32>) -> tensor<64xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%233 : tensor<2x8x64xf32>) outs(%235 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<64xf32>
    %237 = tensor.empty() : tensor<2x8x64xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %arg19 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%237 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %239 = tensor.empty() : tensor<2x8x64xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %202 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%239 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %241 = tensor.empty() : tensor<2x8x1xf32>
    %242 = linalg.fill ins(%cst_2 : f32) outs(%241 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<2x8x64xf32>) outs(%242 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %244 = tensor.empty() : tensor<2x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x8x1xf32>) outs(%244 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %246 = tensor.empty() : tensor<2x8x64xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %245 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%246 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %248 = tensor.empty() : tensor<2x8x64xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %247 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%248 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.subf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %250 = tensor.empty() : tensor<2x8x64xf32>
    %251 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %249 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%250 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_73 = tensor.collapse_shape %251 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %252 = tensor.empty() : tensor<64x16xf32>
    %transposed_74 = linalg.transpose ins(%collapsed_73 : tensor<16x64xf32>) outs(%252 : tensor<64x16xf32>) permutation = [1, 0] 
    %253 = tensor.empty() : tensor<64x160xf32>
    %254 = linalg.fill ins(%cst_2 : f32) outs(%253 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %255 = linalg.matmul ins(%transposed_74, %collapsed_63 : tensor<64x16xf32>, tensor<16x160xf32>) outs(%254 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %256 = tensor.empty() : tensor<16x160xf32>
    %257 = linalg.fill ins(%cst_2 : f32) outs(%256 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %258 = linalg.matmul ins(%collapsed_73, %arg16 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%257 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_75 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %259 = tensor.empty() : tensor<2x8x160xf32>
    %260 = tensor.empty() : tensor<2x8x160xf32>
    %261:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %expanded_59, %expanded_61 : tensor<2x8x160xf32>, tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%259, %260 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_143: f32, %in_144: f32, %out: f32, %out_145: f32):
      %cst_146 = arith.constant 1.000000e+00 : f32
      %510 = arith.negf %in_143 : f32
      %511 = math.exp %510 : f32
      %512 = arith.addf %cst_146, %511 : f32
      %513 = arith.divf %cst_146, %512 : f32
      %514 = arith.subf %cst_146, %513 : f32
      %515 = arith.mulf %in_143, %514 : f32
      %516 = arith.addf %cst_146, %515 : f32
      %517 = arith.mulf %513, %516 : f32
      %518 = arith.mulf %in, %in_144 : f32
      %519 = arith.mulf %518, %517 : f32
      %520 = arith.mulf %in_143, %513 : f32
      %521 = arith.mulf %in, %520 : f32
      linalg.yield %519, %521 : f32, f32
    } -> (tensor<2x8x160xf32>, tensor<2x8x160xf32>)
    %collapsed_76 = tensor.collapse_shape %261#1 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %262 = tensor.empty() : tensor<160x16xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_76 : tensor<16x160xf32>) outs(%262 : tensor<160x16xf32>) permutation = [1, 0] 
    %263 = tensor.empty() : tensor<160x64xf32>
    %264 = linalg.fill ins(%cst_2 : f32) outs(%263 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %265 = linalg.matmul ins(%transposed_77, %collapsed_58 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%264 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %266 = tensor.empty() : tensor<16x64xf32>
    %267 = linalg.fill ins(%cst_2 : f32) outs(%266 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %268 = linalg.matmul ins(%collapsed_76, %arg15 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%267 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_78 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %collapsed_79 = tensor.collapse_shape %261#0 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %269 = tensor.empty() : tensor<160x16xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_79 : tensor<16x160xf32>) outs(%269 : tensor<160x16xf32>) permutation = [1, 0] 
    %270 = tensor.empty() : tensor<160x64xf32>
    %271 = linalg.fill ins(%cst_2 : f32) outs(%270 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %272 = linalg.matmul ins(%transposed_80, %collapsed_58 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%271 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %273 = tensor.empty() : tensor<16x64xf32>
    %274 = linalg.fill ins(%cst_2 : f32) outs(%273 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %275 = linalg.matmul ins(%collapsed_79, %arg14 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%274 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_81 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %276 = tensor.empty() : tensor<2x8x64xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %expanded_81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%276 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %278 = tensor.empty() : tensor<2x8x64xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %167 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%278 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %280 = tensor.empty() : tensor<64xf32>
    %281 = linalg.fill ins(%cst_2 : f32) outs(%280 : tensor<64xf32>) -> tensor<64xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%279 : tensor<2x8x64xf32>) outs(%281 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<64xf32>
    %283 = tensor.empty() : tensor<2x8x64xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %arg18 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%283 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %285 = tensor.empty() : tensor<2x8x64xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %167 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%285 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %287 = tensor.empty() : tensor<2x8x1xf32>
    %288 = linalg.fill ins(%cst_2 : f32) outs(%287 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%286 : tensor<2x8x64xf32>) outs(%288 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %290 = tensor.empty() : tensor<2x8x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<2x8x1xf32>) outs(%290 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %292 = tensor.empty() : tensor<2x8x64xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %291 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%292 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %294 = tensor.empty() : tensor<2x8x64xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %293 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%294 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.subf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %296 = tensor.empty() : tensor<2x8x64xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %295 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%296 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %298 = tensor.empty() : tensor<2x8x64xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %297 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%298 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_82 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %300 = tensor.empty() : tensor<64x16xf32>
    %transposed_83 = linalg.transpose ins(%collapsed_82 : tensor<16x64xf32>) outs(%300 : tensor<64x16xf32>) permutation = [1, 0] 
    %301 = tensor.empty() : tensor<64x64xf32>
    %302 = linalg.fill ins(%cst_2 : f32) outs(%301 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %303 = linalg.matmul ins(%transposed_83, %collapsed_55 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%302 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %304 = tensor.empty() : tensor<16x64xf32>
    %305 = linalg.fill ins(%cst_2 : f32) outs(%304 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %306 = linalg.matmul ins(%collapsed_82, %arg13 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%305 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_84 = tensor.expand_shape %306 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %307:3 = "zero.attention_grad"(%transposed_52, %transposed_53, %expanded_44, %148#0, %148#1, %expanded_84) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %308 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_85 = linalg.transpose ins(%307#1 : tensor<2x8x2x16xf32>) outs(%308 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %309 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %transposed_86 = linalg.transpose ins(%307#0 : tensor<2x8x2x2x16xf32>) outs(%309 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %310 = tensor.empty() : tensor<2x2x8x16xf32>
    %311 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_85, %expanded_16 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%310 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_88 = tensor.extract_slice %311[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_89 = tensor.extract_slice %311[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %312 = tensor.empty() : tensor<2x2x8x8xf32>
    %313 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_88 : tensor<2x2x8x8xf32>) outs(%312 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice = tensor.insert_slice %313 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_90 = tensor.insert_slice %extracted_slice_89 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %314 = tensor.empty() : tensor<2x2x8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_90 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%314 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %316 = tensor.empty() : tensor<2x2x8x16xf32>
    %317 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_85, %expanded_15 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%316 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %318 = tensor.empty() : tensor<2x2x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %317 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%318 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %320 = tensor.empty() : tensor<2x4x8x16xf32>
    %321 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_87, %expanded_16 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%320 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_91 = tensor.extract_slice %321[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_92 = tensor.extract_slice %321[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %322 = tensor.empty() : tensor<2x4x8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91 : tensor<2x4x8x8xf32>) outs(%322 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_93 = tensor.insert_slice %323 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_94 = tensor.insert_slice %extracted_slice_92 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %324 = tensor.empty() : tensor<2x4x8x16xf32>
    %325 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_93, %inserted_slice_94 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%324 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %326 = tensor.empty() : tensor<2x4x8x16xf32>
    %327 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_87, %expanded_15 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%326 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %328 = tensor.empty() : tensor<2x4x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %327 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%328 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_95 = tensor.collapse_shape %307#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %330 = tensor.empty() : tensor<32x16xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_95 : tensor<16x32xf32>) outs(%330 : tensor<32x16xf32>) permutation = [1, 0] 
    %331 = tensor.empty() : tensor<32x64xf32>
    %332 = linalg.fill ins(%cst_2 : f32) outs(%331 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %333 = linalg.matmul ins(%transposed_96, %collapsed_37 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%332 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %334 = tensor.empty() : tensor<16x64xf32>
    %335 = linalg.fill ins(%cst_2 : f32) outs(%334 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %336 = linalg.matmul ins(%collapsed_95, %arg12 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%335 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_97 = tensor.expand_shape %336 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %337 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_98 = linalg.transpose ins(%319 : tensor<2x2x8x16xf32>) outs(%337 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_99 = tensor.collapse_shape %transposed_98 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %338 = tensor.empty() : tensor<32x16xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_99 : tensor<16x32xf32>) outs(%338 : tensor<32x16xf32>) permutation = [1, 0] 
    %339 = tensor.empty() : tensor<32x64xf32>
    %340 = linalg.fill ins(%cst_2 : f32) outs(%339 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %341 = linalg.matmul ins(%transposed_100, %collapsed_37 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%340 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %342 = tensor.empty() : tensor<16x64xf32>
    %343 = linalg.fill ins(%cst_2 : f32) outs(%342 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %344 = linalg.matmul ins(%collapsed_99, %arg11 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%343 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_101 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %345 = tensor.empty() : tensor<2x8x64xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %expanded_101 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%345 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %347 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_102 = linalg.transpose ins(%329 : tensor<2x4x8x16xf32>) outs(%347 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %348 = tensor.empty() : tensor<64x16xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_103 : tensor<16x64xf32>) outs(%348 : tensor<64x16xf32>) permutation = [1, 0] 
    %349 = tensor.empty() : tensor<64x64xf32>
    %350 = linalg.fill ins(%cst_2 : f32) outs(%349 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %351 = linalg.matmul ins(%transposed_104, %collapsed_37 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%350 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %352 = tensor.empty() : tensor<16x64xf32>
    %353 = linalg.fill ins(%cst_2 : f32) outs(%352 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %354 = linalg.matmul ins(%collapsed_103, %arg10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%353 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_105 = tensor.expand_shape %354 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %355 = tensor.empty() : tensor<2x8x64xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %expanded_105 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%355 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %357 = tensor.empty() : tensor<2x8x64xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %113 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%357 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %359 = tensor.empty() : tensor<64xf32>
    %360 = linalg.fill ins(%cst_2 : f32) outs(%359 : tensor<64xf32>) -> tensor<64xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%358 : tensor<2x8x64xf32>) outs(%360 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<64xf32>
    %362 = tensor.empty() : tensor<2x8x64xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %arg17 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%362 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %364 = tensor.empty() : tensor<2x8x64xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %113 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%364 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %366 = tensor.empty() : tensor<2x8x1xf32>
    %367 = linalg.fill ins(%cst_2 : f32) outs(%366 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<2x8x64xf32>) outs(%367 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %369 = tensor.empty() : tensor<2x8x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<2x8x1xf32>) outs(%369 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %371 = tensor.empty() : tensor<2x8x64xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %370 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%371 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %373 = tensor.empty() : tensor<2x8x64xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %372 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%373 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.subf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %375 = tensor.empty() : tensor<2x8x64xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %374 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%375 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %377 = tensor.empty() : tensor<2x8x64xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %376 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%377 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_106 = tensor.collapse_shape %378 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %379 = tensor.empty() : tensor<64x16xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_106 : tensor<16x64xf32>) outs(%379 : tensor<64x16xf32>) permutation = [1, 0] 
    %380 = tensor.empty() : tensor<64x160xf32>
    %381 = linalg.fill ins(%cst_2 : f32) outs(%380 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %382 = linalg.matmul ins(%transposed_107, %collapsed_34 : tensor<64x16xf32>, tensor<16x160xf32>) outs(%381 : tensor<64x160xf32>) -> tensor<64x160xf32>
    %383 = tensor.empty() : tensor<16x160xf32>
    %384 = linalg.fill ins(%cst_2 : f32) outs(%383 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %385 = linalg.matmul ins(%collapsed_106, %arg7 : tensor<16x64xf32>, tensor<64x160xf32>) outs(%384 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %expanded_108 = tensor.expand_shape %385 [[0, 1], [2]] output_shape [2, 8, 160] : tensor<16x160xf32> into tensor<2x8x160xf32>
    %386 = tensor.empty() : tensor<2x8x160xf32>
    %387 = tensor.empty() : tensor<2x8x160xf32>
    %388:2 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %expanded_30, %expanded_32 : tensor<2x8x160xf32>, tensor<2x8x160xf32>, tensor<2x8x160xf32>) outs(%386, %387 : tensor<2x8x160xf32>, tensor<2x8x160xf32>) {
    ^bb0(%in: f32, %in_143: f32, %in_144: f32, %out: f32, %out_145: f32):
      %cst_146 = arith.constant 1.000000e+00 : f32
      %510 = arith.negf %in_143 : f32
      %511 = math.exp %510 : f32
      %512 = arith.addf %cst_146, %511 : f32
      %513 = arith.divf %cst_146, %512 : f32
      %514 = arith.subf %cst_146, %513 : f32
      %515 = arith.mulf %in_143, %514 : f32
      %516 = arith.addf %cst_146, %515 : f32
      %517 = arith.mulf %513, %516 : f32
      %518 = arith.mulf %in, %in_144 : f32
      %519 = arith.mulf %518, %517 : f32
      %520 = arith.mulf %in_143, %513 : f32
      %521 = arith.mulf %in, %520 : f32
      linalg.yield %519, %521 : f32, f32
    } -> (tensor<2x8x160xf32>, tensor<2x8x160xf32>)
    %collapsed_109 = tensor.collapse_shape %388#1 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %389 = tensor.empty() : tensor<160x16xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_109 : tensor<16x160xf32>) outs(%389 : tensor<160x16xf32>) permutation = [1, 0] 
    %390 = tensor.empty() : tensor<160x64xf32>
    %391 = linalg.fill ins(%cst_2 : f32) outs(%390 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %392 = linalg.matmul ins(%transposed_110, %collapsed_29 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%391 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %393 = tensor.empty() : tensor<16x64xf32>
    %394 = linalg.fill ins(%cst_2 : f32) outs(%393 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %395 = linalg.matmul ins(%collapsed_109, %arg6 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%394 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_111 = tensor.expand_shape %395 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %collapsed_112 = tensor.collapse_shape %388#0 [[0, 1], [2]] : tensor<2x8x160xf32> into tensor<16x160xf32>
    %396 = tensor.empty() : tensor<160x16xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_112 : tensor<16x160xf32>) outs(%396 : tensor<160x16xf32>) permutation = [1, 0] 
    %397 = tensor.empty() : tensor<160x64xf32>
    %398 = linalg.fill ins(%cst_2 : f32) outs(%397 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %399 = linalg.matmul ins(%transposed_113, %collapsed_29 : tensor<160x16xf32>, tensor<16x64xf32>) outs(%398 : tensor<160x64xf32>) -> tensor<160x64xf32>
    %400 = tensor.empty() : tensor<16x64xf32>
    %401 = linalg.fill ins(%cst_2 : f32) outs(%400 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %402 = linalg.matmul ins(%collapsed_112, %arg5 : tensor<16x160xf32>, tensor<160x64xf32>) outs(%401 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_114 = tensor.expand_shape %402 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %403 = tensor.empty() : tensor<2x8x64xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %expanded_114 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%403 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %405 = tensor.empty() : tensor<2x8x64xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %78 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%405 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %407 = tensor.empty() : tensor<64xf32>
    %408 = linalg.fill ins(%cst_2 : f32) outs(%407 : tensor<64xf32>) -> tensor<64xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%406 : tensor<2x8x64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<64xf32>
    %410 = tensor.empty() : tensor<2x8x64xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%410 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %412 = tensor.empty() : tensor<2x8x64xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %78 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%412 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %414 = tensor.empty() : tensor<2x8x1xf32>
    %415 = linalg.fill ins(%cst_2 : f32) outs(%414 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%413 : tensor<2x8x64xf32>) outs(%415 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %417 = tensor.empty() : tensor<2x8x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416 : tensor<2x8x1xf32>) outs(%417 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %419 = tensor.empty() : tensor<2x8x64xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %418 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%419 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %421 = tensor.empty() : tensor<2x8x64xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %420 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%421 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.subf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %423 = tensor.empty() : tensor<2x8x64xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %422 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%423 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %425 = tensor.empty() : tensor<2x8x64xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %424 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%425 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_115 = tensor.collapse_shape %426 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %427 = tensor.empty() : tensor<64x16xf32>
    %transposed_116 = linalg.transpose ins(%collapsed_115 : tensor<16x64xf32>) outs(%427 : tensor<64x16xf32>) permutation = [1, 0] 
    %428 = tensor.empty() : tensor<64x64xf32>
    %429 = linalg.fill ins(%cst_2 : f32) outs(%428 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %430 = linalg.matmul ins(%transposed_116, %collapsed_26 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%429 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %431 = tensor.empty() : tensor<16x64xf32>
    %432 = linalg.fill ins(%cst_2 : f32) outs(%431 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %433 = linalg.matmul ins(%collapsed_115, %arg4 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%432 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_117 = tensor.expand_shape %433 [[0, 1], [2, 3, 4]] output_shape [2, 8, 2, 2, 16] : tensor<16x64xf32> into tensor<2x8x2x2x16xf32>
    %434:3 = "zero.attention_grad"(%transposed_23, %transposed_24, %expanded_14, %59#0, %59#1, %expanded_117) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x16xf32>) -> (tensor<2x8x2x2x16xf32>, tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>)
    %435 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_118 = linalg.transpose ins(%434#1 : tensor<2x8x2x16xf32>) outs(%435 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %436 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %transposed_119 = linalg.transpose ins(%434#0 : tensor<2x8x2x2x16xf32>) outs(%436 : tensor<2x2x2x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_120 = tensor.collapse_shape %transposed_119 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %437 = tensor.empty() : tensor<2x2x8x16xf32>
    %438 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_118, %expanded_16 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%437 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_121 = tensor.extract_slice %438[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_122 = tensor.extract_slice %438[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %439 = tensor.empty() : tensor<2x2x8x8xf32>
    %440 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_121 : tensor<2x2x8x8xf32>) outs(%439 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice_123 = tensor.insert_slice %440 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_124 = tensor.insert_slice %extracted_slice_122 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %441 = tensor.empty() : tensor<2x2x8x16xf32>
    %442 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_123, %inserted_slice_124 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%441 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %443 = tensor.empty() : tensor<2x2x8x16xf32>
    %444 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_118, %expanded_15 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%443 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %445 = tensor.empty() : tensor<2x2x8x16xf32>
    %446 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%445 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x16xf32>
    %447 = tensor.empty() : tensor<2x4x8x16xf32>
    %448 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_120, %expanded_16 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%447 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_125 = tensor.extract_slice %448[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_126 = tensor.extract_slice %448[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %449 = tensor.empty() : tensor<2x4x8x8xf32>
    %450 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_125 : tensor<2x4x8x8xf32>) outs(%449 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_127 = tensor.insert_slice %450 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_128 = tensor.insert_slice %extracted_slice_126 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %451 = tensor.empty() : tensor<2x4x8x16xf32>
    %452 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_127, %inserted_slice_128 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%451 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %453 = tensor.empty() : tensor<2x4x8x16xf32>
    %454 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_120, %expanded_15 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%453 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %455 = tensor.empty() : tensor<2x4x8x16xf32>
    %456 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %454 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%455 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_129 = tensor.collapse_shape %434#2 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %457 = tensor.empty() : tensor<32x16xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_129 : tensor<16x32xf32>) outs(%457 : tensor<32x16xf32>) permutation = [1, 0] 
    %458 = tensor.empty() : tensor<32x64xf32>
    %459 = linalg.fill ins(%cst_2 : f32) outs(%458 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %460 = linalg.matmul ins(%transposed_130, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%459 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %461 = tensor.empty() : tensor<16x64xf32>
    %462 = linalg.fill ins(%cst_2 : f32) outs(%461 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %463 = linalg.matmul ins(%collapsed_129, %arg3 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%462 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_131 = tensor.expand_shape %463 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %464 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_132 = linalg.transpose ins(%446 : tensor<2x2x8x16xf32>) outs(%464 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_133 = tensor.collapse_shape %transposed_132 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %465 = tensor.empty() : tensor<32x16xf32>
    %transposed_134 = linalg.transpose ins(%collapsed_133 : tensor<16x32xf32>) outs(%465 : tensor<32x16xf32>) permutation = [1, 0] 
    %466 = tensor.empty() : tensor<32x64xf32>
    %467 = linalg.fill ins(%cst_2 : f32) outs(%466 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %468 = linalg.matmul ins(%transposed_134, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%467 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %469 = tensor.empty() : tensor<16x64xf32>
    %470 = linalg.fill ins(%cst_2 : f32) outs(%469 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %471 = linalg.matmul ins(%collapsed_133, %arg2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%470 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_135 = tensor.expand_shape %471 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %472 = tensor.empty() : tensor<2x8x64xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %expanded_135 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%472 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %474 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_136 = linalg.transpose ins(%456 : tensor<2x4x8x16xf32>) outs(%474 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %475 = tensor.empty() : tensor<64x16xf32>
    %transposed_138 = linalg.transpose ins(%collapsed_137 : tensor<16x64xf32>) outs(%475 : tensor<64x16xf32>) permutation = [1, 0] 
    %476 = tensor.empty() : tensor<64x64xf32>
    %477 = linalg.fill ins(%cst_2 : f32) outs(%476 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %478 = linalg.matmul ins(%transposed_138, %collapsed : tensor<64x16xf32>, tensor<16x64xf32>) outs(%477 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %479 = tensor.empty() : tensor<16x64xf32>
    %480 = linalg.fill ins(%cst_2 : f32) outs(%479 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %481 = linalg.matmul ins(%collapsed_137, %arg1 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%480 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_139 = tensor.expand_shape %481 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %482 = tensor.empty() : tensor<2x8x64xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %expanded_139 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%482 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %484 = tensor.empty() : tensor<2x8x64xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %24 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%484 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %486 = tensor.empty() : tensor<64xf32>
    %487 = linalg.fill ins(%cst_2 : f32) outs(%486 : tensor<64xf32>) -> tensor<64xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%485 : tensor<2x8x64xf32>) outs(%487 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<64xf32>
    %489 = tensor.empty() : tensor<2x8x64xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%489 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %491 = tensor.empty() : tensor<2x8x64xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %24 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%491 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %493 = tensor.empty() : tensor<2x8x1xf32>
    %494 = linalg.fill ins(%cst_2 : f32) outs(%493 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%492 : tensor<2x8x64xf32>) outs(%494 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %496 = tensor.empty() : tensor<2x8x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<2x8x1xf32>) outs(%496 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_7 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %498 = tensor.empty() : tensor<2x8x64xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %497 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%498 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %500 = tensor.empty() : tensor<2x8x64xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %499 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%500 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.subf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %502 = tensor.empty() : tensor<2x8x64xf32>
    %503 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %501 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%502 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.mulf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %504 = tensor.empty() : tensor<2x8x64xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %503 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%504 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_143: f32, %out: f32):
      %510 = arith.addf %in, %in_143 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_140 = tensor.collapse_shape %arg20 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_141 = tensor.collapse_shape %505 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_142 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %506 = tensor.empty() : tensor<256x64xf32>
    %507 = linalg.fill ins(%cst_142 : f32) outs(%506 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %508 = scf.for %arg22 = %c0 to %c16 step %c1 iter_args(%arg23 = %507) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_140[%arg22] : tensor<16xi64>
      %510 = arith.index_cast %extracted : i64 to index
      %extracted_slice_143 = tensor.extract_slice %collapsed_141[%arg22, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_144 = tensor.extract_slice %arg23[%510, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %511 = tensor.empty() : tensor<1x64xf32>
      %512 = linalg.add ins(%extracted_slice_144, %extracted_slice_143 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%511 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice_145 = tensor.insert_slice %512 into %arg23[%510, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice_145 : tensor<256x64xf32>
    }
    %509 = arith.addf %508, %228 : tensor<256x64xf32>
    return %224, %509, %478, %468, %460, %430, %399, %392, %382, %488, %409, %351, %341, %333, %303, %272, %265, %255, %361, %282, %236 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<160x64xf32>, tensor<160x64xf32>, tensor<64x160xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<160x64xf32>, tensor<160x64xf32>, tensor<64x160xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
