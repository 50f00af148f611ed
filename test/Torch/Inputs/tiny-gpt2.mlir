// zero-torch export tiny-gpt2.json --batch 2 --seq 8 --dtype f32: 120576 parameters in 28 tensors, 2 layer units
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "transformer.wte.weight">}, %arg1: tensor<64x64xf32> {zero.state = #zero.state<weight, "transformer.wpe.weight">}, %arg2: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_1.weight", layer = 0>}, %arg3: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_1.bias", layer = 0>}, %arg4: tensor<64x192xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_attn.weight", layer = 0>}, %arg5: tensor<192xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_attn.bias", layer = 0>}, %arg6: tensor<64x64xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_proj.weight", layer = 0>}, %arg7: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_proj.bias", layer = 0>}, %arg8: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_2.weight", layer = 0>}, %arg9: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_2.bias", layer = 0>}, %arg10: tensor<64x256xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_fc.weight", layer = 0>}, %arg11: tensor<256xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_fc.bias", layer = 0>}, %arg12: tensor<256x64xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_proj.weight", layer = 0>}, %arg13: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_proj.bias", layer = 0>}, %arg14: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_1.weight", layer = 1>}, %arg15: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_1.bias", layer = 1>}, %arg16: tensor<64x192xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_attn.weight", layer = 1>}, %arg17: tensor<192xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_attn.bias", layer = 1>}, %arg18: tensor<64x64xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_proj.weight", layer = 1>}, %arg19: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_proj.bias", layer = 1>}, %arg20: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_2.weight", layer = 1>}, %arg21: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_2.bias", layer = 1>}, %arg22: tensor<64x256xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_fc.weight", layer = 1>}, %arg23: tensor<256xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_fc.bias", layer = 1>}, %arg24: tensor<256x64xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_proj.weight", layer = 1>}, %arg25: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_proj.bias", layer = 1>}, %arg26: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.ln_f.weight">}, %arg27: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.ln_f.bias">}, %arg28: tensor<2x8xi64>, %arg29: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "transformer.wte.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "transformer.wpe.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_1.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_1.bias">}, tensor<64x192xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_attn.weight">}, tensor<192xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_attn.bias">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_2.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_2.bias">}, tensor<64x256xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_fc.weight">}, tensor<256xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_fc.bias">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_1.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_1.bias">}, tensor<64x192xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_attn.weight">}, tensor<192xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_attn.bias">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_2.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_2.bias">}, tensor<64x256xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_fc.weight">}, tensor<256xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_fc.bias">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.ln_f.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.ln_f.bias">}) {
    %cst = arith.constant dense<1.000000e+00> : tensor<f32>
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0.79788456080286541 : f64
    %cst_2 = arith.constant 4.471500e-02 : f64
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 6.400000e+01 : f32
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %cst_7 = arith.constant 3.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %595 = arith.index_cast %in : i64 to index
      %596 = linalg.index 2 : index
      %597 = arith.cmpi slt, %595, %c256 : index
      cf.assert %597, "index must be smaller than dim size"
      %598 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %598, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%595, %596] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %595 = linalg.index 0 : index
      %596 = arith.index_cast %595 : index to i64
      linalg.yield %596 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %595 = arith.index_cast %in : i64 to index
      %596 = linalg.index 2 : index
      %597 = arith.cmpi slt, %595, %c64 : index
      cf.assert %597, "index must be smaller than dim size"
      %598 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %598, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%595, %596] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x64xf32>
    %6 = tensor.empty() : tensor<2x8x64xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x64xf32>, tensor<1x8x64xf32>) outs(%6 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %8 = tensor.empty() : tensor<2x8x1xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x8x64xf32>) outs(%9 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %11 = tensor.empty() : tensor<2x8x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x8x1xf32>) outs(%11 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed = tensor.collapse_shape %12 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %13 = tensor.empty() : tensor<2x8x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x8xf32>) outs(%13 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %15 = tensor.empty() : tensor<2x8x64xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %14 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%15 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %17 = tensor.empty() : tensor<2x8x64xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%17 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %19 = tensor.empty() : tensor<2x8x1xf32>
    %20 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<2x8x64xf32>) outs(%20 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %22 = tensor.empty() : tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %24 = tensor.empty() : tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_3 : f64 to f32
      %596 = arith.addf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1xf32>
    %26 = tensor.empty() : tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.rsqrt %in : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_8 = tensor.collapse_shape %27 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %28 = tensor.empty() : tensor<2x8x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_8 : tensor<2x8xf32>) outs(%28 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %30 = tensor.empty() : tensor<2x8x64xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %29 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%30 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %32 = tensor.empty() : tensor<2x8x64xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg2 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%32 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %34 = tensor.empty() : tensor<2x8x64xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg3 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%34 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_9 = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %36 = tensor.empty() : tensor<16x192xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %38 = linalg.matmul ins(%collapsed_9, %arg4 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%37 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %39 = tensor.empty() : tensor<16x192xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg5, %38 : tensor<192xf32>, tensor<16x192xf32>) outs(%39 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x192xf32>
    %expanded_10 = tensor.expand_shape %40 [[0, 1], [2]] output_shape [2, 8, 192] : tensor<16x192xf32> into tensor<2x8x192xf32>
    %extracted_slice = tensor.extract_slice %expanded_10[0, 0, 0] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded_10[0, 0, 64] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded_10[0, 0, 128] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_14 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %41 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed = linalg.transpose ins(%expanded_15 : tensor<2x8x4x16xf32>) outs(%41 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_16 = tensor.expand_shape %transposed [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x4x1x8x16xf32>
    %42 = tensor.empty() : tensor<2x8x4x1x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x4x1x8x16xf32>) outs(%42 : tensor<2x8x4x1x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %43:2 = "zero.attention"(%transposed_17, %expanded_13, %expanded_14) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %collapsed_18 = tensor.collapse_shape %43#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %44 = tensor.empty() : tensor<16x64xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %46 = linalg.matmul ins(%collapsed_18, %arg6 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %47 = tensor.empty() : tensor<16x64xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg7, %46 : tensor<64xf32>, tensor<16x64xf32>) outs(%47 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x64xf32>
    %expanded_19 = tensor.expand_shape %48 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %49 = tensor.empty() : tensor<2x8x64xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19, %7 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%49 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %51 = tensor.empty() : tensor<2x8x1xf32>
    %52 = linalg.fill ins(%cst_0 : f32) outs(%51 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%50 : tensor<2x8x64xf32>) outs(%52 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %54 = tensor.empty() : tensor<2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x8x1xf32>) outs(%54 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_20 = tensor.collapse_shape %55 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %56 = tensor.empty() : tensor<2x8x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_20 : tensor<2x8xf32>) outs(%56 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %58 = tensor.empty() : tensor<2x8x64xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %57 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%58 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %60 = tensor.empty() : tensor<2x8x64xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %59 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%60 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %62 = tensor.empty() : tensor<2x8x1xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x8x64xf32>) outs(%63 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %65 = tensor.empty() : tensor<2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x1xf32>) outs(%65 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %67 = tensor.empty() : tensor<2x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf32>) outs(%67 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_3 : f64 to f32
      %596 = arith.addf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1xf32>
    %69 = tensor.empty() : tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%69 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.rsqrt %in : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_21 = tensor.collapse_shape %70 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %71 = tensor.empty() : tensor<2x8x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_21 : tensor<2x8xf32>) outs(%71 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %73 = tensor.empty() : tensor<2x8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %72 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%73 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %75 = tensor.empty() : tensor<2x8x64xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%75 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %77 = tensor.empty() : tensor<2x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%77 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_22 = tensor.collapse_shape %78 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %79 = tensor.empty() : tensor<16x256xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %81 = linalg.matmul ins(%collapsed_22, %arg10 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%80 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %82 = tensor.empty() : tensor<16x256xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg11, %81 : tensor<256xf32>, tensor<16x256xf32>) outs(%82 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x256xf32>
    %expanded_23 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %84 = tensor.empty() : tensor<2x8x256xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x8x256xf32>) outs(%84 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_5 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %86 = tensor.empty() : tensor<2x8x256xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x8x256xf32>) outs(%86 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %88 = tensor.empty() : tensor<2x8x256xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x256xf32>) outs(%88 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_2 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %90 = tensor.empty() : tensor<2x8x256xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %89 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%90 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %92 = tensor.empty() : tensor<2x8x256xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x256xf32>) outs(%92 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_1 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %94 = tensor.empty() : tensor<2x8x256xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x256xf32>) outs(%94 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.tanh %in : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %96 = tensor.empty() : tensor<2x8x256xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x256xf32>) outs(%96 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %cst_6 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %98 = tensor.empty() : tensor<2x8x256xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %97 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%98 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_24 = tensor.collapse_shape %99 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %100 = tensor.empty() : tensor<16x64xf32>
    %101 = linalg.fill ins(%cst_0 : f32) outs(%100 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %102 = linalg.matmul ins(%collapsed_24, %arg12 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%101 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %103 = tensor.empty() : tensor<16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg13, %102 : tensor<64xf32>, tensor<16x64xf32>) outs(%103 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x64xf32>
    %expanded_25 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %105 = tensor.empty() : tensor<2x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %expanded_25 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%105 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %107 = tensor.empty() : tensor<2x8x1xf32>
    %108 = linalg.fill ins(%cst_0 : f32) outs(%107 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x64xf32>) outs(%108 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %110 = tensor.empty() : tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%110 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_26 = tensor.collapse_shape %111 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %112 = tensor.empty() : tensor<2x8x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_26 : tensor<2x8xf32>) outs(%112 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %114 = tensor.empty() : tensor<2x8x64xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %113 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%114 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %116 = tensor.empty() : tensor<2x8x64xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%116 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %118 = tensor.empty() : tensor<2x8x1xf32>
    %119 = linalg.fill ins(%cst_0 : f32) outs(%118 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x64xf32>) outs(%119 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %121 = tensor.empty() : tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%121 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %123 = tensor.empty() : tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%123 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_3 : f64 to f32
      %596 = arith.addf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1xf32>
    %125 = tensor.empty() : tensor<2x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x1xf32>) outs(%125 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.rsqrt %in : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_27 = tensor.collapse_shape %126 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %127 = tensor.empty() : tensor<2x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_27 : tensor<2x8xf32>) outs(%127 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %129 = tensor.empty() : tensor<2x8x64xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %128 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%129 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %131 = tensor.empty() : tensor<2x8x64xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg14 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%131 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %133 = tensor.empty() : tensor<2x8x64xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg15 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%133 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_28 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %135 = tensor.empty() : tensor<16x192xf32>
    %136 = linalg.fill ins(%cst_0 : f32) outs(%135 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %137 = linalg.matmul ins(%collapsed_28, %arg16 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%136 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %138 = tensor.empty() : tensor<16x192xf32>
    %139 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg17, %137 : tensor<192xf32>, tensor<16x192xf32>) outs(%138 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x192xf32>
    %expanded_29 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 8, 192] : tensor<16x192xf32> into tensor<2x8x192xf32>
    %extracted_slice_30 = tensor.extract_slice %expanded_29[0, 0, 0] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_31 = tensor.extract_slice %expanded_29[0, 0, 64] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_29[0, 0, 128] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %expanded_33 = tensor.expand_shape %extracted_slice_31 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_34 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_30 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %140 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x8x4x16xf32>) outs(%140 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_37 = tensor.expand_shape %transposed_36 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x4x1x8x16xf32>
    %141 = tensor.empty() : tensor<2x8x4x1x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x4x1x8x16xf32>) outs(%141 : tensor<2x8x4x1x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %142:2 = "zero.attention"(%transposed_38, %expanded_33, %expanded_34) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %collapsed_39 = tensor.collapse_shape %142#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %143 = tensor.empty() : tensor<16x64xf32>
    %144 = linalg.fill ins(%cst_0 : f32) outs(%143 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %145 = linalg.matmul ins(%collapsed_39, %arg18 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%144 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %146 = tensor.empty() : tensor<16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg19, %145 : tensor<64xf32>, tensor<16x64xf32>) outs(%146 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x64xf32>
    %expanded_40 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %148 = tensor.empty() : tensor<2x8x64xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %106 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%148 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %150 = tensor.empty() : tensor<2x8x1xf32>
    %151 = linalg.fill ins(%cst_0 : f32) outs(%150 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<2x8x64xf32>) outs(%151 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %153 = tensor.empty() : tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%153 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_41 = tensor.collapse_shape %154 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %155 = tensor.empty() : tensor<2x8x64xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_41 : tensor<2x8xf32>) outs(%155 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %157 = tensor.empty() : tensor<2x8x64xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %156 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%157 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %159 = tensor.empty() : tensor<2x8x64xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %158 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%159 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %161 = tensor.empty() : tensor<2x8x1xf32>
    %162 = linalg.fill ins(%cst_0 : f32) outs(%161 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x8x64xf32>) outs(%162 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %164 = tensor.empty() : tensor<2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%164 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %166 = tensor.empty() : tensor<2x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x1xf32>) outs(%166 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_3 : f64 to f32
      %596 = arith.addf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1xf32>
    %168 = tensor.empty() : tensor<2x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x1xf32>) outs(%168 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.rsqrt %in : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_42 = tensor.collapse_shape %169 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %170 = tensor.empty() : tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_42 : tensor<2x8xf32>) outs(%170 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %172 = tensor.empty() : tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %171 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%172 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %174 = tensor.empty() : tensor<2x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg20 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%174 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %176 = tensor.empty() : tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg21 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%176 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_43 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %178 = tensor.empty() : tensor<16x256xf32>
    %179 = linalg.fill ins(%cst_0 : f32) outs(%178 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %180 = linalg.matmul ins(%collapsed_43, %arg22 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%179 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %181 = tensor.empty() : tensor<16x256xf32>
    %182 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg23, %180 : tensor<256xf32>, tensor<16x256xf32>) outs(%181 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x256xf32>
    %expanded_44 = tensor.expand_shape %182 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %183 = tensor.empty() : tensor<2x8x256xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x8x256xf32>) outs(%183 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_5 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %185 = tensor.empty() : tensor<2x8x256xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x8x256xf32>) outs(%185 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %187 = tensor.empty() : tensor<2x8x256xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x256xf32>) outs(%187 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_2 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %189 = tensor.empty() : tensor<2x8x256xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %188 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%189 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %191 = tensor.empty() : tensor<2x8x256xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x256xf32>) outs(%191 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_1 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %193 = tensor.empty() : tensor<2x8x256xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x8x256xf32>) outs(%193 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.tanh %in : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %195 = tensor.empty() : tensor<2x8x256xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x256xf32>) outs(%195 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %cst_6 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %197 = tensor.empty() : tensor<2x8x256xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %196 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%197 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_45 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %199 = tensor.empty() : tensor<16x64xf32>
    %200 = linalg.fill ins(%cst_0 : f32) outs(%199 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %201 = linalg.matmul ins(%collapsed_45, %arg24 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%200 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %202 = tensor.empty() : tensor<16x64xf32>
    %203 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg25, %201 : tensor<64xf32>, tensor<16x64xf32>) outs(%202 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<16x64xf32>
    %expanded_46 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %204 = tensor.empty() : tensor<2x8x64xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %expanded_46 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%204 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %206 = tensor.empty() : tensor<2x8x1xf32>
    %207 = linalg.fill ins(%cst_0 : f32) outs(%206 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<2x8x64xf32>) outs(%207 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %209 = tensor.empty() : tensor<2x8x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x8x1xf32>) outs(%209 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_47 = tensor.collapse_shape %210 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %211 = tensor.empty() : tensor<2x8x64xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_47 : tensor<2x8xf32>) outs(%211 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %213 = tensor.empty() : tensor<2x8x64xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %212 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%213 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %215 = tensor.empty() : tensor<2x8x64xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %214 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%215 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %217 = tensor.empty() : tensor<2x8x1xf32>
    %218 = linalg.fill ins(%cst_0 : f32) outs(%217 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%216 : tensor<2x8x64xf32>) outs(%218 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %220 = tensor.empty() : tensor<2x8x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x8x1xf32>) outs(%220 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %222 = tensor.empty() : tensor<2x8x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x8x1xf32>) outs(%222 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_3 : f64 to f32
      %596 = arith.addf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1xf32>
    %224 = tensor.empty() : tensor<2x8x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x1xf32>) outs(%224 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.rsqrt %in : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_48 = tensor.collapse_shape %225 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %226 = tensor.empty() : tensor<2x8x64xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_48 : tensor<2x8xf32>) outs(%226 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %228 = tensor.empty() : tensor<2x8x64xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %227 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%228 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %230 = tensor.empty() : tensor<2x8x64xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%230 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %232 = tensor.empty() : tensor<2x8x64xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %arg27 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%232 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %234 = tensor.empty() : tensor<64x256xf32>
    %transposed_49 = linalg.transpose ins(%arg0 : tensor<256x64xf32>) outs(%234 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %233 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %235 = tensor.empty() : tensor<16x256xf32>
    %236 = linalg.fill ins(%cst_0 : f32) outs(%235 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %237 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%236 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_51 = tensor.expand_shape %237 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %cst_52 = arith.constant 0xFF800000 : f32
    %cst_53 = arith.constant 0.000000e+00 : f32
    %238 = tensor.empty() : tensor<2x8xf32>
    %239 = linalg.fill ins(%cst_52 : f32) outs(%238 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_51 : tensor<2x8x256xf32>) outs(%239 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.maximumf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8xf32>
    %241 = tensor.empty() : tensor<2x8xf32>
    %242 = linalg.fill ins(%cst_53 : f32) outs(%241 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_51, %240 : tensor<2x8x256xf32>, tensor<2x8xf32>) outs(%242 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      %596 = math.exp %595 : f32
      %597 = arith.addf %out, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<2x8xf32>
    %244 = tensor.empty() : tensor<2x8xf32>
    %245 = linalg.fill ins(%cst_53 : f32) outs(%244 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_51, %arg29 : tensor<2x8x256xf32>, tensor<2x8xi64>) outs(%245 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_118: i64, %out: f32):
      %595 = linalg.index 2 : index
      %596 = arith.index_cast %in_118 : i64 to index
      %597 = arith.cmpi eq, %595, %596 : index
      %598 = arith.addf %out, %in : f32
      %599 = arith.select %597, %598, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x8xf32>
    %247 = tensor.empty() : tensor<2x8xf32>
    %248 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%243, %240 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%247 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = math.log %in : f32
      %596 = arith.addf %595, %in_118 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8xf32>
    %249 = tensor.empty() : tensor<2x8x256xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map, #map, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %arg29, %248, %cst : tensor<2x8x256xf32>, tensor<2x8xi64>, tensor<2x8xf32>, tensor<f32>) outs(%249 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: i64, %in_119: f32, %in_120: f32, %out: f32):
      %595 = arith.subf %in, %in_119 : f32
      %596 = math.exp %595 : f32
      %597 = linalg.index 2 : index
      %598 = arith.index_cast %in_118 : i64 to index
      %599 = arith.cmpi eq, %597, %598 : index
      %cst_121 = arith.constant 1.000000e+00 : f32
      %cst_122 = arith.constant 0.000000e+00 : f32
      %600 = arith.select %599, %cst_121, %cst_122 : f32
      %601 = arith.subf %596, %600 : f32
      %cst_123 = arith.constant 6.250000e-02 : f32
      %602 = arith.mulf %in_120, %cst_123 : f32
      %603 = arith.mulf %601, %602 : f32
      linalg.yield %603 : f32
    } -> tensor<2x8x256xf32>
    %251 = tensor.empty() : tensor<f32>
    %252 = linalg.fill ins(%cst_53 : f32) outs(%251 : tensor<f32>) -> tensor<f32>
    %253 = linalg.generic {indexing_maps = [#map7, #map7, #map9], iterator_types = ["reduction", "reduction"]} ins(%248, %246 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%252 : tensor<f32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %cst_119 = arith.constant 6.250000e-02 : f32
      %595 = arith.subf %in, %in_118 : f32
      %596 = arith.mulf %595, %cst_119 : f32
      %597 = arith.addf %out, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<f32>
    %collapsed_54 = tensor.collapse_shape %250 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %254 = tensor.empty() : tensor<256x16xf32>
    %transposed_55 = linalg.transpose ins(%collapsed_54 : tensor<16x256xf32>) outs(%254 : tensor<256x16xf32>) permutation = [1, 0] 
    %255 = tensor.empty() : tensor<256x64xf32>
    %256 = linalg.fill ins(%cst_0 : f32) outs(%255 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %257 = linalg.matmul ins(%transposed_55, %collapsed_50 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%256 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %258 = tensor.empty() : tensor<16x64xf32>
    %259 = linalg.fill ins(%cst_0 : f32) outs(%258 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %260 = linalg.matmul ins(%collapsed_54, %arg0 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%259 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_56 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %261 = tensor.empty() : tensor<2x8x64xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %210 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%261 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %263 = tensor.empty() : tensor<2x8x64xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %225 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%263 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %265 = tensor.empty() : tensor<2x8x64xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%265 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %267 = tensor.empty() : tensor<2x8x64xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x8x64xf32>) outs(%267 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %269 = tensor.empty() : tensor<2x8x1xf32>
    %270 = linalg.fill ins(%cst_0 : f32) outs(%269 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<2x8x64xf32>) outs(%270 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %272 = tensor.empty() : tensor<2x8x64xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %264 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%272 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %274 = tensor.empty() : tensor<2x8x1xf32>
    %275 = linalg.fill ins(%cst_0 : f32) outs(%274 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%273 : tensor<2x8x64xf32>) outs(%275 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %277 = tensor.empty() : tensor<2x8x64xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %276 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%277 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %279 = tensor.empty() : tensor<2x8x64xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %271 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%279 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %281 = tensor.empty() : tensor<2x8x64xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %278 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%281 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %283 = tensor.empty() : tensor<2x8x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x8x1xf32>) outs(%283 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %285 = tensor.empty() : tensor<2x8x64xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %282 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%285 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %287 = tensor.empty() : tensor<2x8x64xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %264 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%287 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %289 = tensor.empty() : tensor<64xf32>
    %290 = linalg.fill ins(%cst_0 : f32) outs(%289 : tensor<64xf32>) -> tensor<64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%288 : tensor<2x8x64xf32>) outs(%290 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %292 = tensor.empty() : tensor<64xf32>
    %293 = linalg.fill ins(%cst_0 : f32) outs(%292 : tensor<64xf32>) -> tensor<64xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_56 : tensor<2x8x64xf32>) outs(%293 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %collapsed_57 = tensor.collapse_shape %286 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %295 = tensor.empty() : tensor<64x256xf32>
    %transposed_58 = linalg.transpose ins(%arg24 : tensor<256x64xf32>) outs(%295 : tensor<64x256xf32>) permutation = [1, 0] 
    %296 = tensor.empty() : tensor<16x256xf32>
    %297 = linalg.fill ins(%cst_0 : f32) outs(%296 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %298 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%297 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %299 = tensor.empty() : tensor<256x16xf32>
    %transposed_59 = linalg.transpose ins(%collapsed_45 : tensor<16x256xf32>) outs(%299 : tensor<256x16xf32>) permutation = [1, 0] 
    %300 = tensor.empty() : tensor<256x64xf32>
    %301 = linalg.fill ins(%cst_0 : f32) outs(%300 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %302 = linalg.matmul ins(%transposed_59, %collapsed_57 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%301 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %303 = tensor.empty() : tensor<1x64xf32>
    %304 = linalg.fill ins(%cst_0 : f32) outs(%303 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %305 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_57 : tensor<16x64xf32>) outs(%304 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x64xf32>
    %collapsed_60 = tensor.collapse_shape %305 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_61 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %306 = tensor.empty() : tensor<2x8x256xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %184 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%306 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %308 = tensor.empty() : tensor<2x8x256xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %196 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%308 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %310 = tensor.empty() : tensor<2x8x256xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %194 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%310 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %312 = tensor.empty() : tensor<2x8x256xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %307 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%312 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %314 = tensor.empty() : tensor<2x8x256xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %313 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%314 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %316 = tensor.empty() : tensor<2x8x256xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x8x256xf32>) outs(%316 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_1 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %318 = tensor.empty() : tensor<2x8x256xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<2x8x256xf32>) outs(%318 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_2 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %320 = tensor.empty() : tensor<2x8x256xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x8x256xf32>) outs(%320 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %322 = tensor.empty() : tensor<2x8x256xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x8x256xf32>) outs(%322 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_7 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %324 = tensor.empty() : tensor<2x8x256xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %323 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%324 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %326 = tensor.empty() : tensor<2x8x256xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %325 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%326 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %328 = tensor.empty() : tensor<2x8x256xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<2x8x256xf32>) outs(%328 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_5 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %330 = tensor.empty() : tensor<2x8x256xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %329 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%330 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_62 = tensor.collapse_shape %331 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %332 = tensor.empty() : tensor<256x64xf32>
    %transposed_63 = linalg.transpose ins(%arg22 : tensor<64x256xf32>) outs(%332 : tensor<256x64xf32>) permutation = [1, 0] 
    %333 = tensor.empty() : tensor<16x64xf32>
    %334 = linalg.fill ins(%cst_0 : f32) outs(%333 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %335 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%334 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %336 = tensor.empty() : tensor<64x16xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_43 : tensor<16x64xf32>) outs(%336 : tensor<64x16xf32>) permutation = [1, 0] 
    %337 = tensor.empty() : tensor<64x256xf32>
    %338 = linalg.fill ins(%cst_0 : f32) outs(%337 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %339 = linalg.matmul ins(%transposed_64, %collapsed_62 : tensor<64x16xf32>, tensor<16x256xf32>) outs(%338 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %340 = tensor.empty() : tensor<1x256xf32>
    %341 = linalg.fill ins(%cst_0 : f32) outs(%340 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %342 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_62 : tensor<16x256xf32>) outs(%341 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x256xf32>
    %collapsed_65 = tensor.collapse_shape %342 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_66 = tensor.expand_shape %335 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %343 = tensor.empty() : tensor<2x8x64xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %154 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%343 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %345 = tensor.empty() : tensor<2x8x64xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %169 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%345 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %347 = tensor.empty() : tensor<2x8x64xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %arg20 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%347 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %349 = tensor.empty() : tensor<2x8x64xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<2x8x64xf32>) outs(%349 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %351 = tensor.empty() : tensor<2x8x1xf32>
    %352 = linalg.fill ins(%cst_0 : f32) outs(%351 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%348 : tensor<2x8x64xf32>) outs(%352 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %354 = tensor.empty() : tensor<2x8x64xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %346 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%354 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %356 = tensor.empty() : tensor<2x8x1xf32>
    %357 = linalg.fill ins(%cst_0 : f32) outs(%356 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<2x8x64xf32>) outs(%357 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %359 = tensor.empty() : tensor<2x8x64xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %358 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%359 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %361 = tensor.empty() : tensor<2x8x64xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %353 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%361 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %363 = tensor.empty() : tensor<2x8x64xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %360 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%363 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %365 = tensor.empty() : tensor<2x8x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%365 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %367 = tensor.empty() : tensor<2x8x64xf32>
    %368 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %364 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%367 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %369 = tensor.empty() : tensor<2x8x64xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %346 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%369 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %371 = tensor.empty() : tensor<64xf32>
    %372 = linalg.fill ins(%cst_0 : f32) outs(%371 : tensor<64xf32>) -> tensor<64xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%370 : tensor<2x8x64xf32>) outs(%372 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %374 = tensor.empty() : tensor<64xf32>
    %375 = linalg.fill ins(%cst_0 : f32) outs(%374 : tensor<64xf32>) -> tensor<64xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_66 : tensor<2x8x64xf32>) outs(%375 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %377 = tensor.empty() : tensor<2x8x64xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %368 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%377 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_67 = tensor.collapse_shape %378 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %379 = tensor.empty() : tensor<64x64xf32>
    %transposed_68 = linalg.transpose ins(%arg18 : tensor<64x64xf32>) outs(%379 : tensor<64x64xf32>) permutation = [1, 0] 
    %380 = tensor.empty() : tensor<16x64xf32>
    %381 = linalg.fill ins(%cst_0 : f32) outs(%380 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %382 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %383 = tensor.empty() : tensor<64x16xf32>
    %transposed_69 = linalg.transpose ins(%collapsed_39 : tensor<16x64xf32>) outs(%383 : tensor<64x16xf32>) permutation = [1, 0] 
    %384 = tensor.empty() : tensor<64x64xf32>
    %385 = linalg.fill ins(%cst_0 : f32) outs(%384 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %386 = linalg.matmul ins(%transposed_69, %collapsed_67 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%385 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %387 = tensor.empty() : tensor<1x64xf32>
    %388 = linalg.fill ins(%cst_0 : f32) outs(%387 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %389 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_67 : tensor<16x64xf32>) outs(%388 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x64xf32>
    %collapsed_70 = tensor.collapse_shape %389 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_71 = tensor.expand_shape %382 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %390:3 = "zero.attention_grad"(%transposed_38, %expanded_33, %expanded_34, %142#0, %142#1, %expanded_71) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>)
    %391 = tensor.empty() : tensor<2x4x1x8x16xf32>
    %transposed_72 = linalg.transpose ins(%390#0 : tensor<2x8x4x1x16xf32>) outs(%391 : tensor<2x4x1x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_73 = tensor.collapse_shape %transposed_72 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x16xf32> into tensor<2x4x8x16xf32>
    %392 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_74 = linalg.transpose ins(%collapsed_73 : tensor<2x4x8x16xf32>) outs(%392 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_76 = tensor.collapse_shape %390#2 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_77 = tensor.collapse_shape %390#1 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %concat = tensor.concat dim(2) %collapsed_75, %collapsed_77, %collapsed_76 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x192xf32>
    %collapsed_78 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x192xf32> into tensor<16x192xf32>
    %393 = tensor.empty() : tensor<192x64xf32>
    %transposed_79 = linalg.transpose ins(%arg16 : tensor<64x192xf32>) outs(%393 : tensor<192x64xf32>) permutation = [1, 0] 
    %394 = tensor.empty() : tensor<16x64xf32>
    %395 = linalg.fill ins(%cst_0 : f32) outs(%394 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %396 = linalg.matmul ins(%collapsed_78, %transposed_79 : tensor<16x192xf32>, tensor<192x64xf32>) outs(%395 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %397 = tensor.empty() : tensor<64x16xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_28 : tensor<16x64xf32>) outs(%397 : tensor<64x16xf32>) permutation = [1, 0] 
    %398 = tensor.empty() : tensor<64x192xf32>
    %399 = linalg.fill ins(%cst_0 : f32) outs(%398 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %400 = linalg.matmul ins(%transposed_80, %collapsed_78 : tensor<64x16xf32>, tensor<16x192xf32>) outs(%399 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %401 = tensor.empty() : tensor<1x192xf32>
    %402 = linalg.fill ins(%cst_0 : f32) outs(%401 : tensor<1x192xf32>) -> tensor<1x192xf32>
    %403 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_78 : tensor<16x192xf32>) outs(%402 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x192xf32>
    %collapsed_81 = tensor.collapse_shape %403 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_82 = tensor.expand_shape %396 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %404 = tensor.empty() : tensor<2x8x64xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %111 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%404 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %406 = tensor.empty() : tensor<2x8x64xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %126 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%406 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %408 = tensor.empty() : tensor<2x8x64xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %arg14 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%408 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %410 = tensor.empty() : tensor<2x8x64xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<2x8x64xf32>) outs(%410 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %412 = tensor.empty() : tensor<2x8x1xf32>
    %413 = linalg.fill ins(%cst_0 : f32) outs(%412 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%409 : tensor<2x8x64xf32>) outs(%413 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %415 = tensor.empty() : tensor<2x8x64xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %407 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%415 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %417 = tensor.empty() : tensor<2x8x1xf32>
    %418 = linalg.fill ins(%cst_0 : f32) outs(%417 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%416 : tensor<2x8x64xf32>) outs(%418 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %420 = tensor.empty() : tensor<2x8x64xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %419 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%420 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %422 = tensor.empty() : tensor<2x8x64xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %414 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%422 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %424 = tensor.empty() : tensor<2x8x64xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %421 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%424 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %426 = tensor.empty() : tensor<2x8x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%426 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %428 = tensor.empty() : tensor<2x8x64xf32>
    %429 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %425 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%428 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %430 = tensor.empty() : tensor<2x8x64xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %407 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%430 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %432 = tensor.empty() : tensor<64xf32>
    %433 = linalg.fill ins(%cst_0 : f32) outs(%432 : tensor<64xf32>) -> tensor<64xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%431 : tensor<2x8x64xf32>) outs(%433 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %435 = tensor.empty() : tensor<64xf32>
    %436 = linalg.fill ins(%cst_0 : f32) outs(%435 : tensor<64xf32>) -> tensor<64xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_82 : tensor<2x8x64xf32>) outs(%436 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %438 = tensor.empty() : tensor<2x8x64xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %429 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%438 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_83 = tensor.collapse_shape %439 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %440 = tensor.empty() : tensor<64x256xf32>
    %transposed_84 = linalg.transpose ins(%arg12 : tensor<256x64xf32>) outs(%440 : tensor<64x256xf32>) permutation = [1, 0] 
    %441 = tensor.empty() : tensor<16x256xf32>
    %442 = linalg.fill ins(%cst_0 : f32) outs(%441 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %443 = linalg.matmul ins(%collapsed_83, %transposed_84 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%442 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %444 = tensor.empty() : tensor<256x16xf32>
    %transposed_85 = linalg.transpose ins(%collapsed_24 : tensor<16x256xf32>) outs(%444 : tensor<256x16xf32>) permutation = [1, 0] 
    %445 = tensor.empty() : tensor<256x64xf32>
    %446 = linalg.fill ins(%cst_0 : f32) outs(%445 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %447 = linalg.matmul ins(%transposed_85, %collapsed_83 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%446 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %448 = tensor.empty() : tensor<1x64xf32>
    %449 = linalg.fill ins(%cst_0 : f32) outs(%448 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %450 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_83 : tensor<16x64xf32>) outs(%449 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x64xf32>
    %collapsed_86 = tensor.collapse_shape %450 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_87 = tensor.expand_shape %443 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %451 = tensor.empty() : tensor<2x8x256xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %85 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%451 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %453 = tensor.empty() : tensor<2x8x256xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %97 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%453 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %455 = tensor.empty() : tensor<2x8x256xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %95 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%455 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %457 = tensor.empty() : tensor<2x8x256xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456, %452 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%457 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %459 = tensor.empty() : tensor<2x8x256xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %458 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%459 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %461 = tensor.empty() : tensor<2x8x256xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<2x8x256xf32>) outs(%461 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_1 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %463 = tensor.empty() : tensor<2x8x256xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<2x8x256xf32>) outs(%463 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.truncf %cst_2 : f64 to f32
      %596 = arith.mulf %in, %595 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x256xf32>
    %465 = tensor.empty() : tensor<2x8x256xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x8x256xf32>) outs(%465 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %467 = tensor.empty() : tensor<2x8x256xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<2x8x256xf32>) outs(%467 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_7 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %469 = tensor.empty() : tensor<2x8x256xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %468 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%469 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %471 = tensor.empty() : tensor<2x8x256xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %470 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%471 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %473 = tensor.empty() : tensor<2x8x256xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<2x8x256xf32>) outs(%473 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_5 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %475 = tensor.empty() : tensor<2x8x256xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %474 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%475 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_88 = tensor.collapse_shape %476 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %477 = tensor.empty() : tensor<256x64xf32>
    %transposed_89 = linalg.transpose ins(%arg10 : tensor<64x256xf32>) outs(%477 : tensor<256x64xf32>) permutation = [1, 0] 
    %478 = tensor.empty() : tensor<16x64xf32>
    %479 = linalg.fill ins(%cst_0 : f32) outs(%478 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %480 = linalg.matmul ins(%collapsed_88, %transposed_89 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%479 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %481 = tensor.empty() : tensor<64x16xf32>
    %transposed_90 = linalg.transpose ins(%collapsed_22 : tensor<16x64xf32>) outs(%481 : tensor<64x16xf32>) permutation = [1, 0] 
    %482 = tensor.empty() : tensor<64x256xf32>
    %483 = linalg.fill ins(%cst_0 : f32) outs(%482 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %484 = linalg.matmul ins(%transposed_90, %collapsed_88 : tensor<64x16xf32>, tensor<16x256xf32>) outs(%483 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %485 = tensor.empty() : tensor<1x256xf32>
    %486 = linalg.fill ins(%cst_0 : f32) outs(%485 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %487 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_88 : tensor<16x256xf32>) outs(%486 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x256xf32>
    %collapsed_91 = tensor.collapse_shape %487 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_92 = tensor.expand_shape %480 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %488 = tensor.empty() : tensor<2x8x64xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %55 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%488 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %490 = tensor.empty() : tensor<2x8x64xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %70 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%490 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %492 = tensor.empty() : tensor<2x8x64xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%492 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %494 = tensor.empty() : tensor<2x8x64xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<2x8x64xf32>) outs(%494 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %496 = tensor.empty() : tensor<2x8x1xf32>
    %497 = linalg.fill ins(%cst_0 : f32) outs(%496 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%493 : tensor<2x8x64xf32>) outs(%497 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %499 = tensor.empty() : tensor<2x8x64xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %491 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%499 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %501 = tensor.empty() : tensor<2x8x1xf32>
    %502 = linalg.fill ins(%cst_0 : f32) outs(%501 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%500 : tensor<2x8x64xf32>) outs(%502 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %504 = tensor.empty() : tensor<2x8x64xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %503 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%504 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %506 = tensor.empty() : tensor<2x8x64xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %498 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%506 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %508 = tensor.empty() : tensor<2x8x64xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %505 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%508 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %510 = tensor.empty() : tensor<2x8x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%510 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %512 = tensor.empty() : tensor<2x8x64xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511, %509 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%512 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %514 = tensor.empty() : tensor<2x8x64xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %491 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%514 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %516 = tensor.empty() : tensor<64xf32>
    %517 = linalg.fill ins(%cst_0 : f32) outs(%516 : tensor<64xf32>) -> tensor<64xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%515 : tensor<2x8x64xf32>) outs(%517 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %519 = tensor.empty() : tensor<64xf32>
    %520 = linalg.fill ins(%cst_0 : f32) outs(%519 : tensor<64xf32>) -> tensor<64xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_92 : tensor<2x8x64xf32>) outs(%520 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %522 = tensor.empty() : tensor<2x8x64xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %513 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%522 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_93 = tensor.collapse_shape %523 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %524 = tensor.empty() : tensor<64x64xf32>
    %transposed_94 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%524 : tensor<64x64xf32>) permutation = [1, 0] 
    %525 = tensor.empty() : tensor<16x64xf32>
    %526 = linalg.fill ins(%cst_0 : f32) outs(%525 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %527 = linalg.matmul ins(%collapsed_93, %transposed_94 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%526 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %528 = tensor.empty() : tensor<64x16xf32>
    %transposed_95 = linalg.transpose ins(%collapsed_18 : tensor<16x64xf32>) outs(%528 : tensor<64x16xf32>) permutation = [1, 0] 
    %529 = tensor.empty() : tensor<64x64xf32>
    %530 = linalg.fill ins(%cst_0 : f32) outs(%529 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %531 = linalg.matmul ins(%transposed_95, %collapsed_93 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%530 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %532 = tensor.empty() : tensor<1x64xf32>
    %533 = linalg.fill ins(%cst_0 : f32) outs(%532 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %534 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_93 : tensor<16x64xf32>) outs(%533 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x64xf32>
    %collapsed_96 = tensor.collapse_shape %534 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_97 = tensor.expand_shape %527 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %535:3 = "zero.attention_grad"(%transposed_17, %expanded_13, %expanded_14, %43#0, %43#1, %expanded_97) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>)
    %536 = tensor.empty() : tensor<2x4x1x8x16xf32>
    %transposed_98 = linalg.transpose ins(%535#0 : tensor<2x8x4x1x16xf32>) outs(%536 : tensor<2x4x1x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_99 = tensor.collapse_shape %transposed_98 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x16xf32> into tensor<2x4x8x16xf32>
    %537 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_99 : tensor<2x4x8x16xf32>) outs(%537 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_102 = tensor.collapse_shape %535#2 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_103 = tensor.collapse_shape %535#1 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %concat_104 = tensor.concat dim(2) %collapsed_101, %collapsed_103, %collapsed_102 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x192xf32>
    %collapsed_105 = tensor.collapse_shape %concat_104 [[0, 1], [2]] : tensor<2x8x192xf32> into tensor<16x192xf32>
    %538 = tensor.empty() : tensor<192x64xf32>
    %transposed_106 = linalg.transpose ins(%arg4 : tensor<64x192xf32>) outs(%538 : tensor<192x64xf32>) permutation = [1, 0] 
    %539 = tensor.empty() : tensor<16x64xf32>
    %540 = linalg.fill ins(%cst_0 : f32) outs(%539 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %541 = linalg.matmul ins(%collapsed_105, %transposed_106 : tensor<16x192xf32>, tensor<192x64xf32>) outs(%540 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %542 = tensor.empty() : tensor<64x16xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_9 : tensor<16x64xf32>) outs(%542 : tensor<64x16xf32>) permutation = [1, 0] 
    %543 = tensor.empty() : tensor<64x192xf32>
    %544 = linalg.fill ins(%cst_0 : f32) outs(%543 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %545 = linalg.matmul ins(%transposed_107, %collapsed_105 : tensor<64x16xf32>, tensor<16x192xf32>) outs(%544 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %546 = tensor.empty() : tensor<1x192xf32>
    %547 = linalg.fill ins(%cst_0 : f32) outs(%546 : tensor<1x192xf32>) -> tensor<1x192xf32>
    %548 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_105 : tensor<16x192xf32>) outs(%547 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x192xf32>
    %collapsed_108 = tensor.collapse_shape %548 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_109 = tensor.expand_shape %541 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %549 = tensor.empty() : tensor<2x8x64xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %12 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%549 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %551 = tensor.empty() : tensor<2x8x64xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %27 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%551 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %553 = tensor.empty() : tensor<2x8x64xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %arg2 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%553 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %555 = tensor.empty() : tensor<2x8x64xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<2x8x64xf32>) outs(%555 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.mulf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %557 = tensor.empty() : tensor<2x8x1xf32>
    %558 = linalg.fill ins(%cst_0 : f32) outs(%557 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%554 : tensor<2x8x64xf32>) outs(%558 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %560 = tensor.empty() : tensor<2x8x64xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %552 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%560 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %562 = tensor.empty() : tensor<2x8x1xf32>
    %563 = linalg.fill ins(%cst_0 : f32) outs(%562 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%561 : tensor<2x8x64xf32>) outs(%563 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %565 = tensor.empty() : tensor<2x8x64xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %564 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%565 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %567 = tensor.empty() : tensor<2x8x64xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556, %559 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%567 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %569 = tensor.empty() : tensor<2x8x64xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %566 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%569 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.subf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %571 = tensor.empty() : tensor<2x8x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%571 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.divf %in, %cst_4 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x1xf32>
    %573 = tensor.empty() : tensor<2x8x64xf32>
    %574 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %570 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%573 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %575 = tensor.empty() : tensor<2x8x64xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %552 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%575 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.mulf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %577 = tensor.empty() : tensor<64xf32>
    %578 = linalg.fill ins(%cst_0 : f32) outs(%577 : tensor<64xf32>) -> tensor<64xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%576 : tensor<2x8x64xf32>) outs(%578 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %580 = tensor.empty() : tensor<64xf32>
    %581 = linalg.fill ins(%cst_0 : f32) outs(%580 : tensor<64xf32>) -> tensor<64xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_109 : tensor<2x8x64xf32>) outs(%581 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<64xf32>
    %583 = tensor.empty() : tensor<2x8x64xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %574 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%583 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %595 = arith.addf %in, %in_118 : f32
      linalg.yield %595 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_110 = tensor.collapse_shape %arg28 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_111 = tensor.collapse_shape %584 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_112 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %585 = tensor.empty() : tensor<256x64xf32>
    %586 = linalg.fill ins(%cst_112 : f32) outs(%585 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %587 = scf.for %arg30 = %c0 to %c16 step %c1 iter_args(%arg31 = %586) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_110[%arg30] : tensor<16xi64>
      %595 = arith.index_cast %extracted : i64 to index
      %extracted_slice_118 = tensor.extract_slice %collapsed_111[%arg30, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_119 = tensor.extract_slice %arg31[%595, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %596 = tensor.empty() : tensor<1x64xf32>
      %597 = linalg.add ins(%extracted_slice_119, %extracted_slice_118 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%596 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice = tensor.insert_slice %597 into %arg31[%595, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice : tensor<256x64xf32>
    }
    %588 = tensor.empty() : tensor<1x8x64xf32>
    %589 = linalg.fill ins(%cst_0 : f32) outs(%588 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%584 : tensor<2x8x64xf32>) outs(%589 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %595 = arith.addf %in, %out : f32
      linalg.yield %595 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_113 = tensor.collapse_shape %expanded [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %collapsed_114 = tensor.collapse_shape %590 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %cst_115 = arith.constant 0.000000e+00 : f32
    %c0_116 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1_117 = arith.constant 1 : index
    %591 = tensor.empty() : tensor<64x64xf32>
    %592 = linalg.fill ins(%cst_115 : f32) outs(%591 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %593 = scf.for %arg30 = %c0_116 to %c8 step %c1_117 iter_args(%arg31 = %592) -> (tensor<64x64xf32>) {
      %extracted = tensor.extract %collapsed_113[%arg30] : tensor<8xi64>
      %595 = arith.index_cast %extracted : i64 to index
      %extracted_slice_118 = tensor.extract_slice %collapsed_114[%arg30, 0] [1, 64] [1, 1] : tensor<8x64xf32> to tensor<1x64xf32>
      %extracted_slice_119 = tensor.extract_slice %arg31[%595, 0] [1, 64] [1, 1] : tensor<64x64xf32> to tensor<1x64xf32>
      %596 = tensor.empty() : tensor<1x64xf32>
      %597 = linalg.add ins(%extracted_slice_119, %extracted_slice_118 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%596 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice = tensor.insert_slice %597 into %arg31[%595, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<64x64xf32>
      scf.yield %inserted_slice : tensor<64x64xf32>
    }
    %594 = arith.addf %587, %257 : tensor<256x64xf32>
    return %253, %594, %593, %579, %582, %545, %collapsed_108, %531, %collapsed_96, %518, %521, %484, %collapsed_91, %447, %collapsed_86, %434, %437, %400, %collapsed_81, %386, %collapsed_70, %373, %376, %339, %collapsed_65, %302, %collapsed_60, %291, %294 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
