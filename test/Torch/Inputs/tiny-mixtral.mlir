// zero-torch export tiny-mixtral.json --batch 2 --seq 8 --dtype f32: 205632 parameters in 21 tensors, 2 layer units
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
#map17 = affine_map<(d0, d1) -> (d0, d1)>
#map18 = affine_map<(d0, d1) -> (d0)>
#map19 = affine_map<(d0, d1) -> (d0, 0)>
#map20 = affine_map<(d0, d1) -> (d1)>
#map21 = affine_map<(d0, d1) -> ()>
#map22 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map23 = affine_map<(d0, d1, d2) -> ()>
#map24 = affine_map<() -> ()>
#map25 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map26 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
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
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_9 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_10 = arith.constant dense<true> : tensor<i1>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_13 = arith.constant 6.400000e+01 : f32
    %cst_14 = arith.constant 2.500000e-01 : f32
    %cst_15 = arith.constant 1.600000e+01 : f32
    %cst_16 = arith.constant -5.000000e-01 : f32
    %cst_17 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %509 = arith.index_cast %in : i64 to index
      %510 = linalg.index 2 : index
      %511 = arith.cmpi slt, %509, %c256 : index
      cf.assert %511, "index must be smaller than dim size"
      %512 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %512, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%509, %510] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %509 = linalg.index 0 : index
      %510 = arith.index_cast %509 : index to i64
      linalg.yield %510 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %509 = linalg.index 0 : index
      %510 = arith.index_cast %509 : index to i64
      linalg.yield %510 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_18 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_19 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %6 = tensor.empty() : tensor<1x1x8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_18 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi sle, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<1x1x8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_10, %7 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_303: i1, %out: i1):
      %509 = arith.andi %in, %in_303 : i1
      linalg.yield %509 : i1
    } -> tensor<1x1x8x8xi1>
    %9 = tensor.empty() : tensor<2x1x1x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_19 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%9 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %11 = tensor.empty() : tensor<2x1x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map9, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%11 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_303: i1, %out: i1):
      %509 = arith.andi %in, %in_303 : i1
      linalg.yield %509 : i1
    } -> tensor<2x1x8x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_11, %cst_9 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_20 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %509 = arith.sitofp %in : i64 to f32
      linalg.yield %509 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst : tensor<1x8x1xf32>, tensor<8xf32>) outs(%17 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %19 = tensor.empty() : tensor<1x8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%19 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.cos %in : f32
      linalg.yield %509 : f32
    } -> tensor<1x8x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%19 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.sin %in : f32
      linalg.yield %509 : f32
    } -> tensor<1x8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.truncf %cst_12 : f64 to f32
      %510 = arith.addf %in, %509 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.rsqrt %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %29 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %31 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %32 = tensor.empty() : tensor<16x64xf32>
    %33 = linalg.fill ins(%cst_1 : f32) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_21 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %35 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %36 = tensor.empty() : tensor<64x32xf32>
    %transposed_23 = linalg.transpose ins(%arg2 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %37 = tensor.empty() : tensor<16x32xf32>
    %38 = linalg.fill ins(%cst_1 : f32) outs(%37 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %39 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_24 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %40 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed, %transposed_26 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_27 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_29 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_30 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_29 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_22[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_22[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %43 = tensor.empty() : tensor<2x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_32 = tensor.concat dim(3) %44, %extracted_slice : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_30 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25, %expanded_29 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_33 = tensor.extract_slice %transposed_25[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_34 = tensor.extract_slice %transposed_25[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %48 = tensor.empty() : tensor<2x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_35 = tensor.concat dim(3) %49, %extracted_slice_33 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_30 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %52 = tensor.empty() : tensor<2x2x2x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %collapsed_36 = tensor.collapse_shape %53 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %55 = tensor.empty() : tensor<2x4x16x8xf32>
    %transposed_37 = linalg.transpose ins(%collapsed_36 : tensor<2x4x8x16xf32>) outs(%55 : tensor<2x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_38 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %56 = tensor.empty() : tensor<8x8x8xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_40 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_14 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8xi64>
    %62 = linalg.fill ins(%c0_i64 : i64) outs(%61 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %63 = tensor.empty() : tensor<2x4x8xf32>
    %64 = linalg.fill ins(%cst_2 : f32) outs(%63 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %65:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%64, %62 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 3 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_41 = tensor.expand_shape %65#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_41 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.exp %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %68 = tensor.empty() : tensor<2x4x8x1xf32>
    %69 = linalg.fill ins(%cst_1 : f32) outs(%68 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %70 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_43 = tensor.collapse_shape %54 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<8x8x16xf32>
    %72 = tensor.empty() : tensor<8x8x16xf32>
    %73 = linalg.fill ins(%cst_1 : f32) outs(%72 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %74 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_44 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %75 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_46 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %transposed_45 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %76 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_48 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.truncf %cst_12 : f64 to f32
      %510 = arith.addf %in, %509 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.rsqrt %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %83 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_49 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %85 = tensor.empty() : tensor<64x4xf32>
    %transposed_50 = linalg.transpose ins(%arg5 : tensor<4x64xf32>) outs(%85 : tensor<64x4xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<16x4xf32>
    %87 = linalg.fill ins(%cst_1 : f32) outs(%86 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %88 = linalg.matmul ins(%collapsed_49, %transposed_50 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%87 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %89 = tensor.empty() : tensor<16xi64>
    %90 = linalg.fill ins(%c0_i64 : i64) outs(%89 : tensor<16xi64>) -> tensor<16xi64>
    %91 = tensor.empty() : tensor<16xf32>
    %92 = linalg.fill ins(%cst_2 : f32) outs(%91 : tensor<16xf32>) -> tensor<16xf32>
    %93:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%88 : tensor<16x4xf32>) outs(%92, %90 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 1 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_51 = tensor.expand_shape %93#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%88, %expanded_51 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %95 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.exp %in : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %96 = tensor.empty() : tensor<16x1xf32>
    %97 = linalg.fill ins(%cst_1 : f32) outs(%96 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %98 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%95 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %99 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%95, %98 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %100 = tensor.empty() : tensor<4xi64>
    %101 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%100 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %509 = linalg.index 0 : index
      %510 = arith.index_cast %509 : index to i64
      linalg.yield %510 : i64
    } -> tensor<4xi64>
    %102:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%99 : tensor<16x4xf32>) outs(%92, %90 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 1 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_52 = tensor.expand_shape %102#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %103 = tensor.empty() : tensor<16x4xi1>
    %104 = linalg.generic {indexing_maps = [#map20, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%101, %expanded_52 : tensor<4xi64>, tensor<16x1xi64>) outs(%103 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<16x4xi1>
    %105 = linalg.generic {indexing_maps = [#map17, #map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%104, %99, %cst_8 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %106 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%105 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %107 = linalg.generic {indexing_maps = [#map17, #map21, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_7, %99 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %108:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<16x4xf32>) outs(%92, %90 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 1 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_53 = tensor.expand_shape %108#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %109 = linalg.generic {indexing_maps = [#map20, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%101, %expanded_53 : tensor<4xi64>, tensor<16x1xi64>) outs(%103 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<16x4xi1>
    %110 = linalg.generic {indexing_maps = [#map17, #map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%109, %99, %cst_8 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %111 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%110 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %concat_54 = tensor.concat dim(1) %106, %111 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_55 = tensor.concat dim(1) %expanded_52, %expanded_53 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %112 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_54 : tensor<16x2xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %113 = tensor.empty() : tensor<16x2xf32>
    %114 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%concat_54, %112 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %expanded_56 = tensor.expand_shape %concat_55 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %115 = tensor.empty() : tensor<16x2x4xi1>
    %116 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %101 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%115 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<16x2x4xi1>
    %117 = tensor.empty() : tensor<16x2x4xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<16x2x4xi1>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %509 = arith.uitofp %in : i1 to f32
      linalg.yield %509 : f32
    } -> tensor<16x2x4xf32>
    %expanded_57 = tensor.expand_shape %114 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %expanded_57 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2x4xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%119 : tensor<16x2x4xf32>) outs(%87 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %expanded_58 = tensor.expand_shape %arg6 [[0], [1], [2, 3]] output_shape [4, 192, 64, 1] : tensor<4x192x64xf32> into tensor<4x192x64x1xf32>
    %expanded_59 = tensor.expand_shape %collapsed_49 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %121 = tensor.empty() : tensor<64x4x192x1xf32>
    %transposed_60 = linalg.transpose ins(%expanded_58 : tensor<4x192x64x1xf32>) outs(%121 : tensor<64x4x192x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_61 = tensor.collapse_shape %transposed_60 [[0], [1, 2, 3]] : tensor<64x4x192x1xf32> into tensor<64x768xf32>
    %expanded_62 = tensor.expand_shape %collapsed_61 [[0, 1], [2]] output_shape [1, 64, 768] : tensor<64x768xf32> into tensor<1x64x768xf32>
    %122 = tensor.empty() : tensor<1x16x768xf32>
    %123 = linalg.fill ins(%cst_1 : f32) outs(%122 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %124 = linalg.batch_matmul ins(%expanded_59, %expanded_62 : tensor<1x16x64xf32>, tensor<1x64x768xf32>) outs(%123 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %collapsed_63 = tensor.collapse_shape %124 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %expanded_64 = tensor.expand_shape %collapsed_63 [[0], [1, 2, 3]] output_shape [16, 1, 4, 192] : tensor<16x768xf32> into tensor<16x1x4x192xf32>
    %125 = tensor.empty() : tensor<16x4x192x1xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<16x1x4x192xf32>) outs(%125 : tensor<16x4x192x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_66 = tensor.collapse_shape %transposed_65 [[0], [1], [2, 3]] : tensor<16x4x192x1xf32> into tensor<16x4x192xf32>
    %extracted_slice_67 = tensor.extract_slice %collapsed_66[0, 0, 0] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %extracted_slice_68 = tensor.extract_slice %collapsed_66[0, 0, 96] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %126 = tensor.empty() : tensor<16x4x96xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_67 : tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      %510 = math.exp %509 : f32
      %511 = arith.addf %510, %cst_3 : f32
      %512 = arith.divf %cst_3, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<16x4x96xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %extracted_slice_67 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %extracted_slice_68 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %expanded_69 = tensor.expand_shape %129 [[0], [1], [2, 3]] output_shape [16, 4, 96, 1] : tensor<16x4x96xf32> into tensor<16x4x96x1xf32>
    %expanded_70 = tensor.expand_shape %arg7 [[0], [1], [2, 3]] output_shape [4, 64, 96, 1] : tensor<4x64x96xf32> into tensor<4x64x96x1xf32>
    %130 = tensor.empty() : tensor<4x16x96x1xf32>
    %transposed_71 = linalg.transpose ins(%expanded_69 : tensor<16x4x96x1xf32>) outs(%130 : tensor<4x16x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_72 = tensor.collapse_shape %transposed_71 [[0], [1], [2, 3]] : tensor<4x16x96x1xf32> into tensor<4x16x96xf32>
    %131 = tensor.empty() : tensor<4x96x64x1xf32>
    %transposed_73 = linalg.transpose ins(%expanded_70 : tensor<4x64x96x1xf32>) outs(%131 : tensor<4x96x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_74 = tensor.collapse_shape %transposed_73 [[0], [1], [2, 3]] : tensor<4x96x64x1xf32> into tensor<4x96x64xf32>
    %132 = tensor.empty() : tensor<4x16x64xf32>
    %133 = linalg.fill ins(%cst_1 : f32) outs(%132 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %134 = linalg.batch_matmul ins(%collapsed_72, %collapsed_74 : tensor<4x16x96xf32>, tensor<4x96x64xf32>) outs(%133 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_75 = tensor.expand_shape %134 [[0], [1], [2, 3]] output_shape [4, 16, 1, 64] : tensor<4x16x64xf32> into tensor<4x16x1x64xf32>
    %135 = tensor.empty() : tensor<16x4x64x1xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<4x16x1x64xf32>) outs(%135 : tensor<16x4x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_77 = tensor.collapse_shape %transposed_76 [[0], [1], [2, 3]] : tensor<16x4x64x1xf32> into tensor<16x4x64xf32>
    %expanded_78 = tensor.expand_shape %120 [[0], [1, 2]] output_shape [16, 4, 1] : tensor<16x4xf32> into tensor<16x4x1xf32>
    %136 = tensor.empty() : tensor<16x4x64xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_77, %expanded_78 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x64xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%137 : tensor<16x4x64xf32>) outs(%33 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x64xf32>
    %expanded_79 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_79 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.truncf %cst_12 : f64 to f32
      %510 = arith.addf %in, %509 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.rsqrt %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %144 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %146 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %145 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %transposed_80 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %147 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_82 = tensor.expand_shape %147 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_84 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %148 = linalg.matmul ins(%collapsed_81, %transposed_84 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_85 = tensor.expand_shape %148 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_87 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %149 = linalg.matmul ins(%collapsed_81, %transposed_87 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_88 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %150 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_83, %expanded_29 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_90 = tensor.extract_slice %transposed_83[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_91 = tensor.extract_slice %transposed_83[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %concat_92 = tensor.concat dim(3) %151, %extracted_slice_90 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %152 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_92, %expanded_30 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %153 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_86, %expanded_29 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_93 = tensor.extract_slice %transposed_86[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_94 = tensor.extract_slice %transposed_86[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %155 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_94 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x8xf32>
    %concat_95 = tensor.concat dim(3) %155, %extracted_slice_93 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %156 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_95, %expanded_30 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %157 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %158 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %collapsed_96 = tensor.collapse_shape %158 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_89 : tensor<2x2x8x16xf32>) outs(%52 : tensor<2x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x16xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<2x4x8x16xf32>) outs(%55 : tensor<2x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_98 = tensor.collapse_shape %153 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_99 = tensor.collapse_shape %transposed_97 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %160 = linalg.batch_matmul ins(%collapsed_98, %collapsed_99 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_100 = tensor.expand_shape %160 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %161 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_14 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %162 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %163:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%162 : tensor<2x4x8x8xf32>) outs(%64, %62 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 3 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_101 = tensor.expand_shape %163#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_101 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %165 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.exp %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%165 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %166 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_102 = tensor.collapse_shape %167 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_103 = tensor.collapse_shape %159 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<8x8x16xf32>
    %168 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_104 = tensor.expand_shape %168 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_106 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_107 = tensor.collapse_shape %transposed_105 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %169 = linalg.matmul ins(%collapsed_107, %transposed_106 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_108 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %expanded_108 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.truncf %cst_12 : f64 to f32
      %510 = arith.addf %in, %509 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.rsqrt %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %175 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %176 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_109 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_110 = linalg.transpose ins(%arg14 : tensor<4x64xf32>) outs(%85 : tensor<64x4xf32>) permutation = [1, 0] 
    %178 = linalg.matmul ins(%collapsed_109, %transposed_110 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%87 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %179:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%178 : tensor<16x4xf32>) outs(%92, %90 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 1 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_111 = tensor.expand_shape %179#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%178, %expanded_111 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %181 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.exp %in : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %182 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%181 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %183 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%181, %182 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %184:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%183 : tensor<16x4xf32>) outs(%92, %90 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 1 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_112 = tensor.expand_shape %184#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %185 = linalg.generic {indexing_maps = [#map20, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%101, %expanded_112 : tensor<4xi64>, tensor<16x1xi64>) outs(%103 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<16x4xi1>
    %186 = linalg.generic {indexing_maps = [#map17, #map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%185, %183, %cst_8 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %187 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%186 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map17, #map21, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_7, %183 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %189:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%188 : tensor<16x4xf32>) outs(%92, %90 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 1 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_113 = tensor.expand_shape %189#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %190 = linalg.generic {indexing_maps = [#map20, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%101, %expanded_113 : tensor<4xi64>, tensor<16x1xi64>) outs(%103 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<16x4xi1>
    %191 = linalg.generic {indexing_maps = [#map17, #map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%190, %183, %cst_8 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %192 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%191 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %concat_114 = tensor.concat dim(1) %187, %192 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_115 = tensor.concat dim(1) %expanded_112, %expanded_113 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %193 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_114 : tensor<16x2xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %194 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%concat_114, %193 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %expanded_116 = tensor.expand_shape %concat_115 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %195 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %101 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%115 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<16x2x4xi1>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<16x2x4xi1>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %509 = arith.uitofp %in : i1 to f32
      linalg.yield %509 : f32
    } -> tensor<16x2x4xf32>
    %expanded_117 = tensor.expand_shape %194 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %expanded_117 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2x4xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%197 : tensor<16x2x4xf32>) outs(%87 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %expanded_118 = tensor.expand_shape %arg15 [[0], [1], [2, 3]] output_shape [4, 192, 64, 1] : tensor<4x192x64xf32> into tensor<4x192x64x1xf32>
    %expanded_119 = tensor.expand_shape %collapsed_109 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %transposed_120 = linalg.transpose ins(%expanded_118 : tensor<4x192x64x1xf32>) outs(%121 : tensor<64x4x192x1xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0], [1, 2, 3]] : tensor<64x4x192x1xf32> into tensor<64x768xf32>
    %expanded_122 = tensor.expand_shape %collapsed_121 [[0, 1], [2]] output_shape [1, 64, 768] : tensor<64x768xf32> into tensor<1x64x768xf32>
    %199 = linalg.batch_matmul ins(%expanded_119, %expanded_122 : tensor<1x16x64xf32>, tensor<1x64x768xf32>) outs(%123 : tensor<1x16x768xf32>) -> tensor<1x16x768xf32>
    %collapsed_123 = tensor.collapse_shape %199 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %expanded_124 = tensor.expand_shape %collapsed_123 [[0], [1, 2, 3]] output_shape [16, 1, 4, 192] : tensor<16x768xf32> into tensor<16x1x4x192xf32>
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<16x1x4x192xf32>) outs(%125 : tensor<16x4x192x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_126 = tensor.collapse_shape %transposed_125 [[0], [1], [2, 3]] : tensor<16x4x192x1xf32> into tensor<16x4x192xf32>
    %extracted_slice_127 = tensor.extract_slice %collapsed_126[0, 0, 0] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %extracted_slice_128 = tensor.extract_slice %collapsed_126[0, 0, 96] [16, 4, 96] [1, 1, 1] : tensor<16x4x192xf32> to tensor<16x4x96xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_127 : tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      %510 = math.exp %509 : f32
      %511 = arith.addf %510, %cst_3 : f32
      %512 = arith.divf %cst_3, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<16x4x96xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %extracted_slice_127 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %extracted_slice_128 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %expanded_129 = tensor.expand_shape %202 [[0], [1], [2, 3]] output_shape [16, 4, 96, 1] : tensor<16x4x96xf32> into tensor<16x4x96x1xf32>
    %expanded_130 = tensor.expand_shape %arg16 [[0], [1], [2, 3]] output_shape [4, 64, 96, 1] : tensor<4x64x96xf32> into tensor<4x64x96x1xf32>
    %transposed_131 = linalg.transpose ins(%expanded_129 : tensor<16x4x96x1xf32>) outs(%130 : tensor<4x16x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_132 = tensor.collapse_shape %transposed_131 [[0], [1], [2, 3]] : tensor<4x16x96x1xf32> into tensor<4x16x96xf32>
    %transposed_133 = linalg.transpose ins(%expanded_130 : tensor<4x64x96x1xf32>) outs(%131 : tensor<4x96x64x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_134 = tensor.collapse_shape %transposed_133 [[0], [1], [2, 3]] : tensor<4x96x64x1xf32> into tensor<4x96x64xf32>
    %203 = linalg.batch_matmul ins(%collapsed_132, %collapsed_134 : tensor<4x16x96xf32>, tensor<4x96x64xf32>) outs(%133 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_135 = tensor.expand_shape %203 [[0], [1], [2, 3]] output_shape [4, 16, 1, 64] : tensor<4x16x64xf32> into tensor<4x16x1x64xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<4x16x1x64xf32>) outs(%135 : tensor<16x4x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0], [1], [2, 3]] : tensor<16x4x64x1xf32> into tensor<16x4x64xf32>
    %expanded_138 = tensor.expand_shape %198 [[0], [1, 2]] output_shape [16, 4, 1] : tensor<16x4xf32> into tensor<16x4x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_137, %expanded_138 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x64xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%204 : tensor<16x4x64xf32>) outs(%33 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x64xf32>
    %expanded_139 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %expanded_139 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.truncf %cst_12 : f64 to f32
      %510 = arith.addf %in, %509 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.rsqrt %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %211 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %213 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %212 : tensor<64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %214 = tensor.empty() : tensor<64x256xf32>
    %transposed_140 = linalg.transpose ins(%arg20 : tensor<256x64xf32>) outs(%214 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_141 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %215 = tensor.empty() : tensor<16x256xf32>
    %216 = linalg.fill ins(%cst_1 : f32) outs(%215 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %217 = linalg.matmul ins(%collapsed_141, %transposed_140 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%216 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_142 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %218 = tensor.empty() : tensor<2x8xi64>
    %219 = linalg.fill ins(%c0_i64 : i64) outs(%218 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %220 = tensor.empty() : tensor<2x8xf32>
    %221 = linalg.fill ins(%cst_2 : f32) outs(%220 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %222:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_142 : tensor<2x8x256xf32>) outs(%221, %219 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_303: i64):
      %509 = linalg.index 2 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = arith.maximumf %in, %out : f32
      %512 = arith.cmpf ogt, %in, %out : f32
      %513 = arith.select %512, %510, %out_303 : i64
      linalg.yield %511, %513 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_143 = tensor.expand_shape %222#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %223 = tensor.empty() : tensor<2x8x256xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_142, %expanded_143 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x256xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.exp %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.log %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %227 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %expanded_144 = tensor.expand_shape %arg22 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %229 = tensor.empty() : tensor<256xi64>
    %230 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%229 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %509 = linalg.index 0 : index
      %510 = arith.index_cast %509 : index to i64
      linalg.yield %510 : i64
    } -> tensor<256xi64>
    %231 = tensor.empty() : tensor<2x8x256xi1>
    %232 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %230 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%231 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<2x8x256xi1>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x8x256xi1>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %509 = arith.uitofp %in : i1 to f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %233 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %235 = tensor.empty() : tensor<f32>
    %236 = linalg.fill ins(%cst_1 : f32) outs(%235 : tensor<f32>) -> tensor<f32>
    %237 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "reduction"]} ins(%234 : tensor<2x8x256xf32>) outs(%236 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<f32>
    %238 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%237 : tensor<f32>) outs(%235 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<f32>
    %239 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%238 : tensor<f32>) outs(%235 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_15 : f32
      linalg.yield %509 : f32
    } -> tensor<f32>
    %240 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%235 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_15 : f32
      linalg.yield %509 : f32
    } -> tensor<f32>
    %241 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%240 : tensor<f32>) outs(%235 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<f32>
    %242 = linalg.generic {indexing_maps = [#map23, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<f32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %233 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<2x8x256xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.exp %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %245 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %246 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%223 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_145 = tensor.collapse_shape %247 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %248 = tensor.empty() : tensor<256x16xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_145 : tensor<16x256xf32>) outs(%248 : tensor<256x16xf32>) permutation = [1, 0] 
    %249 = tensor.empty() : tensor<256x64xf32>
    %250 = linalg.fill ins(%cst_1 : f32) outs(%249 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %251 = linalg.matmul ins(%transposed_146, %collapsed_141 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%250 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %252 = linalg.matmul ins(%collapsed_145, %arg20 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_147 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %arg19 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %212 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %255 = tensor.empty() : tensor<1x1x64xf32>
    %256 = linalg.fill ins(%cst_1 : f32) outs(%255 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%254 : tensor<2x8x64xf32>) outs(%256 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_148 = tensor.collapse_shape %257 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %206 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %211 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%258 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_16 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %261 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_149 = tensor.collapse_shape %263 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_149 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_17 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %267 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %268 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_150 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %270 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_150 : tensor<16x64xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %collapsed_137 : tensor<16x4x64xf32>, tensor<16x4x64xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x64xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %expanded_138 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x64xf32>
    %273 = tensor.empty() : tensor<16x4x1xf32>
    %274 = linalg.fill ins(%cst_1 : f32) outs(%273 : tensor<16x4x1xf32>) -> tensor<16x4x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<16x4x64xf32>) outs(%274 : tensor<16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x1xf32>
    %collapsed_151 = tensor.collapse_shape %275 [[0], [1, 2]] : tensor<16x4x1xf32> into tensor<16x4xf32>
    %expanded_152 = tensor.expand_shape %272 [[0], [1], [2, 3]] output_shape [16, 4, 64, 1] : tensor<16x4x64xf32> into tensor<16x4x64x1xf32>
    %276 = tensor.empty() : tensor<4x16x1x64xf32>
    %transposed_153 = linalg.transpose ins(%expanded_152 : tensor<16x4x64x1xf32>) outs(%276 : tensor<4x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0], [1], [2, 3]] : tensor<4x16x1x64xf32> into tensor<4x16x64xf32>
    %277 = tensor.empty() : tensor<4x96x16xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_132 : tensor<4x16x96xf32>) outs(%277 : tensor<4x96x16xf32>) permutation = [0, 2, 1] 
    %278 = tensor.empty() : tensor<4x96x64xf32>
    %279 = linalg.fill ins(%cst_1 : f32) outs(%278 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %280 = linalg.batch_matmul ins(%transposed_155, %collapsed_154 : tensor<4x96x16xf32>, tensor<4x16x64xf32>) outs(%279 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %281 = tensor.empty() : tensor<4x64x96xf32>
    %transposed_156 = linalg.transpose ins(%collapsed_134 : tensor<4x96x64xf32>) outs(%281 : tensor<4x64x96xf32>) permutation = [0, 2, 1] 
    %282 = tensor.empty() : tensor<4x16x96xf32>
    %283 = linalg.fill ins(%cst_1 : f32) outs(%282 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %284 = linalg.batch_matmul ins(%collapsed_154, %transposed_156 : tensor<4x16x64xf32>, tensor<4x64x96xf32>) outs(%283 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %expanded_157 = tensor.expand_shape %280 [[0], [1], [2, 3]] output_shape [4, 96, 64, 1] : tensor<4x96x64xf32> into tensor<4x96x64x1xf32>
    %expanded_158 = tensor.expand_shape %284 [[0], [1], [2, 3]] output_shape [4, 16, 96, 1] : tensor<4x16x96xf32> into tensor<4x16x96x1xf32>
    %285 = tensor.empty() : tensor<4x64x96x1xf32>
    %transposed_159 = linalg.transpose ins(%expanded_157 : tensor<4x96x64x1xf32>) outs(%285 : tensor<4x64x96x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_160 = tensor.collapse_shape %transposed_159 [[0], [1], [2, 3]] : tensor<4x64x96x1xf32> into tensor<4x64x96xf32>
    %286 = tensor.empty() : tensor<16x4x96x1xf32>
    %transposed_161 = linalg.transpose ins(%expanded_158 : tensor<4x16x96x1xf32>) outs(%286 : tensor<16x4x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_162 = tensor.collapse_shape %transposed_161 [[0], [1], [2, 3]] : tensor<16x4x96x1xf32> into tensor<16x4x96xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_162, %201 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_162, %extracted_slice_128 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_3 : f32
    } -> tensor<16x4x96xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %200 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_127, %290 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %cst_3 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %292 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %293 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %concat_163 = tensor.concat dim(2) %294, %287 : (tensor<16x4x96xf32>, tensor<16x4x96xf32>) -> tensor<16x4x192xf32>
    %expanded_164 = tensor.expand_shape %concat_163 [[0], [1], [2, 3]] output_shape [16, 4, 192, 1] : tensor<16x4x192xf32> into tensor<16x4x192x1xf32>
    %295 = tensor.empty() : tensor<16x1x4x192xf32>
    %transposed_165 = linalg.transpose ins(%expanded_164 : tensor<16x4x192x1xf32>) outs(%295 : tensor<16x1x4x192xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_166 = tensor.collapse_shape %transposed_165 [[0], [1, 2, 3]] : tensor<16x1x4x192xf32> into tensor<16x768xf32>
    %expanded_167 = tensor.expand_shape %collapsed_166 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %296 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_168 = linalg.transpose ins(%expanded_119 : tensor<1x16x64xf32>) outs(%296 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %297 = tensor.empty() : tensor<1x64x768xf32>
    %298 = linalg.fill ins(%cst_1 : f32) outs(%297 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %299 = linalg.batch_matmul ins(%transposed_168, %expanded_167 : tensor<1x64x16xf32>, tensor<1x16x768xf32>) outs(%298 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %300 = tensor.empty() : tensor<1x768x64xf32>
    %transposed_169 = linalg.transpose ins(%expanded_122 : tensor<1x64x768xf32>) outs(%300 : tensor<1x768x64xf32>) permutation = [0, 2, 1] 
    %301 = tensor.empty() : tensor<1x16x64xf32>
    %302 = linalg.fill ins(%cst_1 : f32) outs(%301 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %303 = linalg.batch_matmul ins(%expanded_167, %transposed_169 : tensor<1x16x768xf32>, tensor<1x768x64xf32>) outs(%302 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_170 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<1x64x768xf32> into tensor<64x768xf32>
    %expanded_171 = tensor.expand_shape %collapsed_170 [[0], [1, 2, 3]] output_shape [64, 4, 192, 1] : tensor<64x768xf32> into tensor<64x4x192x1xf32>
    %collapsed_172 = tensor.collapse_shape %303 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %304 = tensor.empty() : tensor<4x192x64x1xf32>
    %transposed_173 = linalg.transpose ins(%expanded_171 : tensor<64x4x192x1xf32>) outs(%304 : tensor<4x192x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_174 = tensor.collapse_shape %transposed_173 [[0], [1], [2, 3]] : tensor<4x192x64x1xf32> into tensor<4x192x64xf32>
    %305 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_151 : tensor<16x4xf32>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %196 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2x4xf32>
    %307 = tensor.empty() : tensor<16x2x1xf32>
    %308 = linalg.fill ins(%cst_1 : f32) outs(%307 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%306 : tensor<16x2x4xf32>) outs(%308 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_175 = tensor.collapse_shape %309 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %310 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%194, %193 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %311 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_175 : tensor<16x2xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %312 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%311, %310 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %313 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_175, %193 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %314 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%312 : tensor<16x2xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %collapsed_176 = tensor.collapse_shape %314 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %315 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_176 : tensor<16xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %316 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%313, %315 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %extracted_slice_177 = tensor.extract_slice %316[0, 0] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %extracted_slice_178 = tensor.extract_slice %316[0, 1] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %collapsed_179 = tensor.collapse_shape %extracted_slice_178 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %317 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_179 : tensor<16xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %318 = linalg.generic {indexing_maps = [#map17, #map17, #map21, #map17], iterator_types = ["parallel", "parallel"]} ins(%190, %317, %cst_11 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %collapsed_180 = tensor.collapse_shape %extracted_slice_177 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %319 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_180 : tensor<16xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %320 = linalg.generic {indexing_maps = [#map17, #map17, #map21, #map17], iterator_types = ["parallel", "parallel"]} ins(%185, %319, %cst_11 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %321 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%318, %320 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %322 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%321, %183 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %323 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%322 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %324 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%183, %323 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %325 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%322, %324 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %326 = tensor.empty() : tensor<4x16xf32>
    %transposed_181 = linalg.transpose ins(%325 : tensor<16x4xf32>) outs(%326 : tensor<4x16xf32>) permutation = [1, 0] 
    %327 = tensor.empty() : tensor<4x64xf32>
    %328 = linalg.fill ins(%cst_1 : f32) outs(%327 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %329 = linalg.matmul ins(%transposed_181, %collapsed_109 : tensor<4x16xf32>, tensor<16x64xf32>) outs(%328 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %330 = linalg.matmul ins(%325, %arg14 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %331 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_172, %330 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%32 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x64xf32>
    %expanded_182 = tensor.expand_shape %331 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_182, %arg18 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_182, %176 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%333 : tensor<2x8x64xf32>) outs(%256 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_183 = tensor.collapse_shape %334 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %170 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %175 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%335 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %336 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_16 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_184 = tensor.collapse_shape %341 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_184 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_17 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %345 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %346 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_185 = tensor.collapse_shape %347 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %348 = tensor.empty() : tensor<64x16xf32>
    %transposed_186 = linalg.transpose ins(%collapsed_185 : tensor<16x64xf32>) outs(%348 : tensor<64x16xf32>) permutation = [1, 0] 
    %349 = linalg.fill ins(%cst_1 : f32) outs(%31 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %350 = linalg.matmul ins(%transposed_186, %collapsed_107 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%349 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %351 = linalg.matmul ins(%collapsed_185, %arg13 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_187 = tensor.expand_shape %351 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_189 = tensor.collapse_shape %transposed_188 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_190 = linalg.transpose ins(%collapsed_102 : tensor<8x8x8xf32>) outs(%56 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %352 = linalg.batch_matmul ins(%transposed_190, %collapsed_189 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %353 = tensor.empty() : tensor<8x16x8xf32>
    %transposed_191 = linalg.transpose ins(%collapsed_103 : tensor<8x8x16xf32>) outs(%353 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %354 = linalg.batch_matmul ins(%collapsed_189, %transposed_191 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_192 = tensor.expand_shape %354 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %355 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_192, %167 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %356 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%355 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x1xf32>
    %357 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %356 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %358 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %357 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %359 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_14 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_193 = tensor.collapse_shape %359 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_194 = linalg.transpose ins(%collapsed_98 : tensor<8x8x16xf32>) outs(%353 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %360 = linalg.fill ins(%cst_1 : f32) outs(%353 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %361 = linalg.batch_matmul ins(%transposed_194, %collapsed_193 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%360 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_195 = linalg.transpose ins(%collapsed_99 : tensor<8x16x8xf32>) outs(%72 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %362 = linalg.batch_matmul ins(%collapsed_193, %transposed_195 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_196 = tensor.expand_shape %361 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %expanded_197 = tensor.expand_shape %362 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_198 = linalg.transpose ins(%expanded_196 : tensor<2x4x16x8xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %expanded_199 = tensor.expand_shape %352 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<8x8x16xf32> into tensor<2x2x2x8x16xf32>
    %363 = tensor.empty() : tensor<2x2x1x8x16xf32>
    %364 = linalg.fill ins(%cst_1 : f32) outs(%363 : tensor<2x2x1x8x16xf32>) -> tensor<2x2x1x8x16xf32>
    %365 = linalg.generic {indexing_maps = [#map14, #map26], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_199 : tensor<2x2x2x8x16xf32>) outs(%364 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_200 = tensor.collapse_shape %365 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %expanded_201 = tensor.expand_shape %transposed_198 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %366 = linalg.generic {indexing_maps = [#map14, #map26], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_201 : tensor<2x2x2x8x16xf32>) outs(%364 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_202 = tensor.collapse_shape %366 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %367 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_202, %expanded_30 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_203 = tensor.extract_slice %367[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_204 = tensor.extract_slice %367[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %368 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_203 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice = tensor.insert_slice %368 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_205 = tensor.insert_slice %extracted_slice_204 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_205 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %370 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_202, %expanded_29 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %371 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %370 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_197, %expanded_30 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_206 = tensor.extract_slice %372[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_207 = tensor.extract_slice %372[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %373 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_206 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_208 = tensor.insert_slice %373 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_209 = tensor.insert_slice %extracted_slice_207 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %374 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_208, %inserted_slice_209 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %375 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_197, %expanded_29 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %375 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %377 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_210 = linalg.transpose ins(%collapsed_200 : tensor<2x2x8x16xf32>) outs(%377 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_211 = tensor.collapse_shape %transposed_210 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %378 = tensor.empty() : tensor<32x16xf32>
    %transposed_212 = linalg.transpose ins(%collapsed_211 : tensor<16x32xf32>) outs(%378 : tensor<32x16xf32>) permutation = [1, 0] 
    %379 = tensor.empty() : tensor<32x64xf32>
    %380 = linalg.fill ins(%cst_1 : f32) outs(%379 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %381 = linalg.matmul ins(%transposed_212, %collapsed_81 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%380 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %382 = linalg.matmul ins(%collapsed_211, %arg12 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_213 = tensor.expand_shape %382 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_214 = linalg.transpose ins(%371 : tensor<2x2x8x16xf32>) outs(%377 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_215 = tensor.collapse_shape %transposed_214 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_216 = linalg.transpose ins(%collapsed_215 : tensor<16x32xf32>) outs(%378 : tensor<32x16xf32>) permutation = [1, 0] 
    %383 = linalg.matmul ins(%transposed_216, %collapsed_81 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%380 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %384 = linalg.matmul ins(%collapsed_215, %arg11 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_217 = tensor.expand_shape %384 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_213, %expanded_217 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %transposed_218 = linalg.transpose ins(%376 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_219 = tensor.collapse_shape %transposed_218 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_220 = linalg.transpose ins(%collapsed_219 : tensor<16x64xf32>) outs(%348 : tensor<64x16xf32>) permutation = [1, 0] 
    %386 = linalg.matmul ins(%transposed_220, %collapsed_81 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%349 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %387 = linalg.matmul ins(%collapsed_219, %arg10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_221 = tensor.expand_shape %387 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %expanded_221 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %arg17 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %145 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%390 : tensor<2x8x64xf32>) outs(%256 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_222 = tensor.collapse_shape %391 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %139 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %144 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%392 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %393 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_16 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397, %396 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_223 = tensor.collapse_shape %398 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_223 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_17 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %402 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %403 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_224 = tensor.collapse_shape %404 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %405 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_224 : tensor<16x64xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %collapsed_77 : tensor<16x4x64xf32>, tensor<16x4x64xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x64xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %expanded_78 : tensor<16x4x64xf32>, tensor<16x4x1xf32>) outs(%136 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x64xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%406 : tensor<16x4x64xf32>) outs(%274 : tensor<16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x1xf32>
    %collapsed_225 = tensor.collapse_shape %408 [[0], [1, 2]] : tensor<16x4x1xf32> into tensor<16x4xf32>
    %expanded_226 = tensor.expand_shape %407 [[0], [1], [2, 3]] output_shape [16, 4, 64, 1] : tensor<16x4x64xf32> into tensor<16x4x64x1xf32>
    %transposed_227 = linalg.transpose ins(%expanded_226 : tensor<16x4x64x1xf32>) outs(%276 : tensor<4x16x1x64xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_228 = tensor.collapse_shape %transposed_227 [[0], [1], [2, 3]] : tensor<4x16x1x64xf32> into tensor<4x16x64xf32>
    %transposed_229 = linalg.transpose ins(%collapsed_72 : tensor<4x16x96xf32>) outs(%277 : tensor<4x96x16xf32>) permutation = [0, 2, 1] 
    %409 = linalg.batch_matmul ins(%transposed_229, %collapsed_228 : tensor<4x96x16xf32>, tensor<4x16x64xf32>) outs(%279 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
    %transposed_230 = linalg.transpose ins(%collapsed_74 : tensor<4x96x64xf32>) outs(%281 : tensor<4x64x96xf32>) permutation = [0, 2, 1] 
    %410 = linalg.batch_matmul ins(%collapsed_228, %transposed_230 : tensor<4x16x64xf32>, tensor<4x64x96xf32>) outs(%283 : tensor<4x16x96xf32>) -> tensor<4x16x96xf32>
    %expanded_231 = tensor.expand_shape %409 [[0], [1], [2, 3]] output_shape [4, 96, 64, 1] : tensor<4x96x64xf32> into tensor<4x96x64x1xf32>
    %expanded_232 = tensor.expand_shape %410 [[0], [1], [2, 3]] output_shape [4, 16, 96, 1] : tensor<4x16x96xf32> into tensor<4x16x96x1xf32>
    %transposed_233 = linalg.transpose ins(%expanded_231 : tensor<4x96x64x1xf32>) outs(%285 : tensor<4x64x96x1xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_234 = tensor.collapse_shape %transposed_233 [[0], [1], [2, 3]] : tensor<4x64x96x1xf32> into tensor<4x64x96xf32>
    %transposed_235 = linalg.transpose ins(%expanded_232 : tensor<4x16x96x1xf32>) outs(%286 : tensor<16x4x96x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed_236 = tensor.collapse_shape %transposed_235 [[0], [1], [2, 3]] : tensor<16x4x96x1xf32> into tensor<16x4x96xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_236, %128 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_236, %extracted_slice_68 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %127 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_67, %413 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %cst_3 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %415 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %416 : tensor<16x4x96xf32>, tensor<16x4x96xf32>) outs(%126 : tensor<16x4x96xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4x96xf32>
    %concat_237 = tensor.concat dim(2) %417, %411 : (tensor<16x4x96xf32>, tensor<16x4x96xf32>) -> tensor<16x4x192xf32>
    %expanded_238 = tensor.expand_shape %concat_237 [[0], [1], [2, 3]] output_shape [16, 4, 192, 1] : tensor<16x4x192xf32> into tensor<16x4x192x1xf32>
    %transposed_239 = linalg.transpose ins(%expanded_238 : tensor<16x4x192x1xf32>) outs(%295 : tensor<16x1x4x192xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_240 = tensor.collapse_shape %transposed_239 [[0], [1, 2, 3]] : tensor<16x1x4x192xf32> into tensor<16x768xf32>
    %expanded_241 = tensor.expand_shape %collapsed_240 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %transposed_242 = linalg.transpose ins(%expanded_59 : tensor<1x16x64xf32>) outs(%296 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %418 = linalg.batch_matmul ins(%transposed_242, %expanded_241 : tensor<1x64x16xf32>, tensor<1x16x768xf32>) outs(%298 : tensor<1x64x768xf32>) -> tensor<1x64x768xf32>
    %transposed_243 = linalg.transpose ins(%expanded_62 : tensor<1x64x768xf32>) outs(%300 : tensor<1x768x64xf32>) permutation = [0, 2, 1] 
    %419 = linalg.batch_matmul ins(%expanded_241, %transposed_243 : tensor<1x16x768xf32>, tensor<1x768x64xf32>) outs(%302 : tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %collapsed_244 = tensor.collapse_shape %418 [[0, 1], [2]] : tensor<1x64x768xf32> into tensor<64x768xf32>
    %expanded_245 = tensor.expand_shape %collapsed_244 [[0], [1, 2, 3]] output_shape [64, 4, 192, 1] : tensor<64x768xf32> into tensor<64x4x192x1xf32>
    %collapsed_246 = tensor.collapse_shape %419 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_247 = linalg.transpose ins(%expanded_245 : tensor<64x4x192x1xf32>) outs(%304 : tensor<4x192x64x1xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_248 = tensor.collapse_shape %transposed_247 [[0], [1], [2, 3]] : tensor<4x192x64x1xf32> into tensor<4x192x64xf32>
    %420 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_225 : tensor<16x4xf32>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %118 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%117 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2x4xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%421 : tensor<16x2x4xf32>) outs(%308 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_249 = tensor.collapse_shape %422 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %423 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%114, %112 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %424 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_249 : tensor<16x2xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %425 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%424, %423 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %426 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_249, %112 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.divf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %427 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%425 : tensor<16x2xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %collapsed_250 = tensor.collapse_shape %427 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %428 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_250 : tensor<16xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %429 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%426, %428 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%113 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x2xf32>
    %extracted_slice_251 = tensor.extract_slice %429[0, 0] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %extracted_slice_252 = tensor.extract_slice %429[0, 1] [16, 1] [1, 1] : tensor<16x2xf32> to tensor<16x1xf32>
    %collapsed_253 = tensor.collapse_shape %extracted_slice_252 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %430 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_253 : tensor<16xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %431 = linalg.generic {indexing_maps = [#map17, #map17, #map21, #map17], iterator_types = ["parallel", "parallel"]} ins(%109, %430, %cst_11 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %collapsed_254 = tensor.collapse_shape %extracted_slice_251 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %432 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_254 : tensor<16xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %433 = linalg.generic {indexing_maps = [#map17, #map17, #map21, #map17], iterator_types = ["parallel", "parallel"]} ins(%104, %432, %cst_11 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<f32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_303: f32, %in_304: f32, %out: f32):
      %509 = arith.select %in, %in_303, %in_304 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %434 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%431, %433 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %435 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%434, %99 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %436 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%435 : tensor<16x4xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<16x1xf32>
    %437 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%99, %436 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %438 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%435, %437 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%86 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x4xf32>
    %transposed_255 = linalg.transpose ins(%438 : tensor<16x4xf32>) outs(%326 : tensor<4x16xf32>) permutation = [1, 0] 
    %439 = linalg.matmul ins(%transposed_255, %collapsed_49 : tensor<4x16xf32>, tensor<16x64xf32>) outs(%328 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %440 = linalg.matmul ins(%438, %arg5 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %441 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_246, %440 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%32 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<16x64xf32>
    %expanded_256 = tensor.expand_shape %441 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_256, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_256, %83 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%443 : tensor<2x8x64xf32>) outs(%256 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_257 = tensor.collapse_shape %444 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %77 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %82 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%445 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %446 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_16 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %449 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_258 = tensor.collapse_shape %451 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %452 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_258 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_17 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %455 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %456 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_259 = tensor.collapse_shape %457 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_260 = linalg.transpose ins(%collapsed_259 : tensor<16x64xf32>) outs(%348 : tensor<64x16xf32>) permutation = [1, 0] 
    %458 = linalg.matmul ins(%transposed_260, %collapsed_47 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%349 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %459 = linalg.matmul ins(%collapsed_259, %arg4 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_261 = tensor.expand_shape %459 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_262 = linalg.transpose ins(%expanded_261 : tensor<2x8x4x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_263 = tensor.collapse_shape %transposed_262 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_264 = linalg.transpose ins(%collapsed_42 : tensor<8x8x8xf32>) outs(%56 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %460 = linalg.batch_matmul ins(%transposed_264, %collapsed_263 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %transposed_265 = linalg.transpose ins(%collapsed_43 : tensor<8x8x16xf32>) outs(%353 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %461 = linalg.batch_matmul ins(%collapsed_263, %transposed_265 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_266 = tensor.expand_shape %461 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %462 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_266, %71 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %463 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%462 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x1xf32>
    %464 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %463 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %465 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %464 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.subf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %466 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_14 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_267 = tensor.collapse_shape %466 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_268 = linalg.transpose ins(%collapsed_38 : tensor<8x8x16xf32>) outs(%353 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %467 = linalg.batch_matmul ins(%transposed_268, %collapsed_267 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%360 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_269 = linalg.transpose ins(%collapsed_39 : tensor<8x16x8xf32>) outs(%72 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %468 = linalg.batch_matmul ins(%collapsed_267, %transposed_269 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%73 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_270 = tensor.expand_shape %467 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %expanded_271 = tensor.expand_shape %468 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_272 = linalg.transpose ins(%expanded_270 : tensor<2x4x16x8xf32>) outs(%35 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %expanded_273 = tensor.expand_shape %460 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<8x8x16xf32> into tensor<2x2x2x8x16xf32>
    %469 = linalg.generic {indexing_maps = [#map14, #map26], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_273 : tensor<2x2x2x8x16xf32>) outs(%364 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_274 = tensor.collapse_shape %469 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %expanded_275 = tensor.expand_shape %transposed_272 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
    %470 = linalg.generic {indexing_maps = [#map14, #map26], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_275 : tensor<2x2x2x8x16xf32>) outs(%364 : tensor<2x2x1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x1x8x16xf32>
    %collapsed_276 = tensor.collapse_shape %470 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x16xf32> into tensor<2x2x8x16xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_276, %expanded_30 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %extracted_slice_277 = tensor.extract_slice %471[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %extracted_slice_278 = tensor.extract_slice %471[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x16xf32> to tensor<2x2x8x8xf32>
    %472 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_277 : tensor<2x2x8x8xf32>) outs(%48 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x8xf32>
    %inserted_slice_279 = tensor.insert_slice %472 into %cst_5[0, 0, 0, 8] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %inserted_slice_280 = tensor.insert_slice %extracted_slice_278 into %cst_5[0, 0, 0, 0] [2, 2, 8, 8] [1, 1, 1, 1] : tensor<2x2x8x8xf32> into tensor<2x2x8x16xf32>
    %473 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_279, %inserted_slice_280 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %474 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_276, %expanded_29 : tensor<2x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %475 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %474 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x2x8x16xf32>
    %476 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_271, %expanded_30 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %extracted_slice_281 = tensor.extract_slice %476[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_282 = tensor.extract_slice %476[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %477 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_281 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.negf %in : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x8xf32>
    %inserted_slice_283 = tensor.insert_slice %477 into %cst_4[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %inserted_slice_284 = tensor.insert_slice %extracted_slice_282 into %cst_4[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32>
    %478 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_283, %inserted_slice_284 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %479 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_271, %expanded_29 : tensor<2x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %480 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %479 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%35 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x4x8x16xf32>
    %transposed_285 = linalg.transpose ins(%collapsed_274 : tensor<2x2x8x16xf32>) outs(%377 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_286 = tensor.collapse_shape %transposed_285 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_287 = linalg.transpose ins(%collapsed_286 : tensor<16x32xf32>) outs(%378 : tensor<32x16xf32>) permutation = [1, 0] 
    %481 = linalg.matmul ins(%transposed_287, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%380 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %482 = linalg.matmul ins(%collapsed_286, %arg3 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_288 = tensor.expand_shape %482 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %transposed_289 = linalg.transpose ins(%475 : tensor<2x2x8x16xf32>) outs(%377 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_290 = tensor.collapse_shape %transposed_289 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_291 = linalg.transpose ins(%collapsed_290 : tensor<16x32xf32>) outs(%378 : tensor<32x16xf32>) permutation = [1, 0] 
    %483 = linalg.matmul ins(%transposed_291, %collapsed : tensor<32x16xf32>, tensor<16x64xf32>) outs(%380 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %484 = linalg.matmul ins(%collapsed_290, %arg2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_292 = tensor.expand_shape %484 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_288, %expanded_292 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %transposed_293 = linalg.transpose ins(%480 : tensor<2x4x8x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_294 = tensor.collapse_shape %transposed_293 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %transposed_295 = linalg.transpose ins(%collapsed_294 : tensor<16x64xf32>) outs(%348 : tensor<64x16xf32>) permutation = [1, 0] 
    %486 = linalg.matmul ins(%transposed_295, %collapsed : tensor<64x16xf32>, tensor<16x64xf32>) outs(%349 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %487 = linalg.matmul ins(%collapsed_294, %arg1 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_296 = tensor.expand_shape %487 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %expanded_296 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488, %29 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "reduction", "parallel"]} ins(%490 : tensor<2x8x64xf32>) outs(%256 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_297 = tensor.collapse_shape %491 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %1 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %28 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%492 : tensor<2x8x64xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.addf %in, %out : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %493 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_16 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497, %496 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_298 = tensor.collapse_shape %498 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_298 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.divf %in, %cst_13 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %509 = arith.mulf %in, %cst_17 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %502 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.mulf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %503 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_303: f32, %out: f32):
      %509 = arith.addf %in, %in_303 : f32
      linalg.yield %509 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_299 = tensor.collapse_shape %504 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %collapsed_300 = tensor.collapse_shape %arg21 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_301 = tensor.expand_shape %collapsed_300 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %505 = tensor.empty() : tensor<16x256xi1>
    %506 = linalg.generic {indexing_maps = [#map19, #map20, #map17], iterator_types = ["parallel", "parallel"]} ins(%expanded_301, %230 : tensor<16x1xi64>, tensor<256xi64>) outs(%505 : tensor<16x256xi1>) {
    ^bb0(%in: i64, %in_303: i64, %out: i1):
      %509 = arith.cmpi eq, %in, %in_303 : i64
      linalg.yield %509 : i1
    } -> tensor<16x256xi1>
    %507 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%506 : tensor<16x256xi1>) outs(%215 : tensor<16x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %509 = arith.uitofp %in : i1 to f32
      linalg.yield %509 : f32
    } -> tensor<16x256xf32>
    %transposed_302 = linalg.transpose ins(%507 : tensor<16x256xf32>) outs(%248 : tensor<256x16xf32>) permutation = [1, 0] 
    %508 = linalg.matmul ins(%transposed_302, %collapsed_299 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%250 : tensor<256x64xf32>) -> tensor<256x64xf32>
    return %239, %508, %486, %483, %481, %458, %439, %collapsed_248, %collapsed_234, %collapsed_297, %collapsed_257, %386, %383, %381, %350, %329, %collapsed_174, %collapsed_160, %collapsed_222, %collapsed_183, %collapsed_148, %251 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<4x64xf32>, tensor<4x192x64xf32>, tensor<4x64x96xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<4x64xf32>, tensor<4x192x64xf32>, tensor<4x64x96xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>
  }
}
