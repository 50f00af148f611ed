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
#map9 = affine_map<() -> ()>
#map10 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @forward_backward(%arg0: tensor<256x64xf32> {zero.state = #zero.state<weight, "transformer.wte.weight">}, %arg1: tensor<64x64xf32> {zero.state = #zero.state<weight, "transformer.wpe.weight">}, %arg2: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_1.weight", layer = 0>}, %arg3: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_1.bias", layer = 0>}, %arg4: tensor<64x192xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_attn.weight", layer = 0>}, %arg5: tensor<192xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_attn.bias", layer = 0>}, %arg6: tensor<64x64xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_proj.weight", layer = 0>}, %arg7: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.attn.c_proj.bias", layer = 0>}, %arg8: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_2.weight", layer = 0>}, %arg9: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.ln_2.bias", layer = 0>}, %arg10: tensor<64x256xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_fc.weight", layer = 0>}, %arg11: tensor<256xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_fc.bias", layer = 0>}, %arg12: tensor<256x64xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_proj.weight", layer = 0>}, %arg13: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.0.mlp.c_proj.bias", layer = 0>}, %arg14: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_1.weight", layer = 1>}, %arg15: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_1.bias", layer = 1>}, %arg16: tensor<64x192xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_attn.weight", layer = 1>}, %arg17: tensor<192xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_attn.bias", layer = 1>}, %arg18: tensor<64x64xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_proj.weight", layer = 1>}, %arg19: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.attn.c_proj.bias", layer = 1>}, %arg20: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_2.weight", layer = 1>}, %arg21: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.ln_2.bias", layer = 1>}, %arg22: tensor<64x256xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_fc.weight", layer = 1>}, %arg23: tensor<256xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_fc.bias", layer = 1>}, %arg24: tensor<256x64xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_proj.weight", layer = 1>}, %arg25: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.h.1.mlp.c_proj.bias", layer = 1>}, %arg26: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.ln_f.weight">}, %arg27: tensor<64xf32> {zero.state = #zero.state<weight, "transformer.ln_f.bias">}, %arg28: tensor<2x8xi64>, %arg29: tensor<2x8xi64>) -> (tensor<f32>, tensor<256x64xf32> {zero.state = #zero.state<grad, "transformer.wte.weight">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "transformer.wpe.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_1.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_1.bias">}, tensor<64x192xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_attn.weight">}, tensor<192xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_attn.bias">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.attn.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_2.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.ln_2.bias">}, tensor<64x256xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_fc.weight">}, tensor<256xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_fc.bias">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.0.mlp.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_1.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_1.bias">}, tensor<64x192xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_attn.weight">}, tensor<192xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_attn.bias">}, tensor<64x64xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.attn.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_2.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.ln_2.bias">}, tensor<64x256xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_fc.weight">}, tensor<256xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_fc.bias">}, tensor<256x64xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_proj.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.h.1.mlp.c_proj.bias">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.ln_f.weight">}, tensor<64xf32> {zero.state = #zero.state<grad, "transformer.ln_f.bias">}) {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 0.79788456080286541 : f64
    %cst_3 = arith.constant 4.471500e-02 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 5.000000e-01 : f32
    %cst_7 = arith.constant 1.000000e+00 : f32
    %cst_8 = arith.constant 1.600000e+01 : f32
    %cst_9 = arith.constant 3.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %314 = arith.index_cast %in : i64 to index
      %315 = linalg.index 2 : index
      %316 = arith.cmpi slt, %314, %c256 : index
      cf.assert %316, "index must be smaller than dim size"
      %317 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %317, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%314, %315] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %314 = linalg.index 0 : index
      %315 = arith.index_cast %314 : index to i64
      linalg.yield %315 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %314 = arith.index_cast %in : i64 to index
      %315 = linalg.index 2 : index
      %316 = arith.cmpi slt, %314, %c64 : index
      cf.assert %316, "index must be smaller than dim size"
      %317 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %317, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%314, %315] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %7 = tensor.empty() : tensor<2x8x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed = tensor.collapse_shape %10 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_4 : f64 to f32
      %315 = arith.addf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.rsqrt %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_10 = tensor.collapse_shape %17 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_10 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %18 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg2 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_11 = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %22 = tensor.empty() : tensor<16x192xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %24 = linalg.matmul ins(%collapsed_11, %arg4 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%23 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg5, %24 : tensor<192xf32>, tensor<16x192xf32>) outs(%22 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x192xf32>
    %expanded_12 = tensor.expand_shape %25 [[0, 1], [2]] output_shape [2, 8, 192] : tensor<16x192xf32> into tensor<2x8x192xf32>
    %extracted_slice = tensor.extract_slice %expanded_12[0, 0, 0] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded_12[0, 0, 64] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_12[0, 0, 128] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_16 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_17 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %26 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed = linalg.transpose ins(%expanded_17 : tensor<2x8x4x16xf32>) outs(%26 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %transposed [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x4x1x8x16xf32>
    %27 = tensor.empty() : tensor<2x8x4x1x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x4x1x8x16xf32>) outs(%27 : tensor<2x8x4x1x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %28:2 = "zero.attention"(%transposed_19, %expanded_15, %expanded_16) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %collapsed_20 = tensor.collapse_shape %28#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %29 = tensor.empty() : tensor<16x64xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %31 = linalg.matmul ins(%collapsed_20, %arg6 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %32 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg7, %31 : tensor<64xf32>, tensor<16x64xf32>) outs(%29 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x64xf32>
    %expanded_21 = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21, %6 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_22 = tensor.collapse_shape %35 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_22 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %36 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %37 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_4 : f64 to f32
      %315 = arith.addf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.rsqrt %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_23 = tensor.collapse_shape %42 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_23 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %43 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_24 = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %47 = tensor.empty() : tensor<16x256xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %49 = linalg.matmul ins(%collapsed_24, %arg10 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%48 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg11, %49 : tensor<256xf32>, tensor<16x256xf32>) outs(%47 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x256xf32>
    %expanded_25 = tensor.expand_shape %50 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %51 = tensor.empty() : tensor<2x8x256xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_6 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_3 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %54 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_2 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.tanh %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %cst_7 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %58 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_26 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %60 = linalg.matmul ins(%collapsed_26, %arg12 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg13, %60 : tensor<64xf32>, tensor<16x64xf32>) outs(%29 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x64xf32>
    %expanded_27 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %expanded_27 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_28 = tensor.collapse_shape %64 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_28 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %65 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %66 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_4 : f64 to f32
      %315 = arith.addf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.rsqrt %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_29 = tensor.collapse_shape %71 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_29 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %72 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg14 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg15 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_30 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %76 = linalg.matmul ins(%collapsed_30, %arg16 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%23 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %77 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg17, %76 : tensor<192xf32>, tensor<16x192xf32>) outs(%22 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x192xf32>
    %expanded_31 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [2, 8, 192] : tensor<16x192xf32> into tensor<2x8x192xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 0] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 64] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_31[0, 0, 128] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_33 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_36 = tensor.expand_shape %extracted_slice_34 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_37 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x8x4x16xf32>) outs(%26 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_39 = tensor.expand_shape %transposed_38 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x4x1x8x16xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x4x1x8x16xf32>) outs(%27 : tensor<2x8x4x1x16xf32>) permutation = [0, 3, 1, 2, 4] 
    %78:2 = "zero.attention"(%transposed_40, %expanded_35, %expanded_36) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>)
    %collapsed_41 = tensor.collapse_shape %78#0 [[0, 1], [2, 3, 4]] : tensor<2x8x4x1x16xf32> into tensor<16x64xf32>
    %79 = linalg.matmul ins(%collapsed_41, %arg18 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg19, %79 : tensor<64xf32>, tensor<16x64xf32>) outs(%29 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x64xf32>
    %expanded_42 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %62 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_43 = tensor.collapse_shape %83 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_43 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %84 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %85 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_4 : f64 to f32
      %315 = arith.addf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.rsqrt %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_44 = tensor.collapse_shape %90 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_44 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %91 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg20 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg21 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_45 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %95 = linalg.matmul ins(%collapsed_45, %arg22 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%48 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg23, %95 : tensor<256xf32>, tensor<16x256xf32>) outs(%47 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x256xf32>
    %expanded_46 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_6 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_3 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %99 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_2 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.tanh %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %cst_7 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %103 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_47 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %105 = linalg.matmul ins(%collapsed_47, %arg24 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %106 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg25, %105 : tensor<64xf32>, tensor<16x64xf32>) outs(%29 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_48 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_49 = tensor.collapse_shape %109 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_49 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %110 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %111 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_4 : f64 to f32
      %315 = arith.addf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.rsqrt %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_50 = tensor.collapse_shape %116 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_50 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %117 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg27 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %121 = tensor.empty() : tensor<64x256xf32>
    %transposed_51 = linalg.transpose ins(%arg0 : tensor<256x64xf32>) outs(%121 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %120 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %122 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%48 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_53 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %123 = tensor.empty() : tensor<2x8xi64>
    %124 = linalg.fill ins(%c0_i64 : i64) outs(%123 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %125 = tensor.empty() : tensor<2x8xf32>
    %126 = linalg.fill ins(%cst_0 : f32) outs(%125 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %127:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_53 : tensor<2x8x256xf32>) outs(%126, %124 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_120: i64):
      %314 = linalg.index 2 : index
      %315 = arith.index_cast %314 : index to i64
      %316 = arith.maximumf %in, %out : f32
      %317 = arith.cmpf ogt, %in, %out : f32
      %318 = arith.select %317, %315, %out_120 : i64
      linalg.yield %316, %318 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_54 = tensor.expand_shape %127#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %expanded_54 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.exp %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x256xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.log %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %131 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %expanded_55 = tensor.expand_shape %arg29 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %133 = tensor.empty() : tensor<256xi64>
    %134 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%133 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %314 = linalg.index 0 : index
      %315 = arith.index_cast %314 : index to i64
      linalg.yield %315 : i64
    } -> tensor<256xi64>
    %135 = tensor.empty() : tensor<2x8x256xi1>
    %136 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %134 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%135 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_120: i64, %out: i1):
      %314 = arith.cmpi eq, %in, %in_120 : i64
      linalg.yield %314 : i1
    } -> tensor<2x8x256xi1>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x256xi1>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %314 = arith.uitofp %in : i1 to f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %137 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %139 = tensor.empty() : tensor<f32>
    %140 = linalg.fill ins(%cst : f32) outs(%139 : tensor<f32>) -> tensor<f32>
    %141 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction", "reduction", "reduction"]} ins(%138 : tensor<2x8x256xf32>) outs(%140 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<f32>
    %142 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%141 : tensor<f32>) outs(%139 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.negf %in : f32
      linalg.yield %314 : f32
    } -> tensor<f32>
    %143 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%142 : tensor<f32>) outs(%139 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_8 : f32
      linalg.yield %314 : f32
    } -> tensor<f32>
    %144 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%139 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_8 : f32
      linalg.yield %314 : f32
    } -> tensor<f32>
    %145 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%144 : tensor<f32>) outs(%139 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.negf %in : f32
      linalg.yield %314 : f32
    } -> tensor<f32>
    %146 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<f32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %137 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.exp %in : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<2x8x256xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %149 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %150 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_56 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %152 = tensor.empty() : tensor<256x16xf32>
    %transposed_57 = linalg.transpose ins(%collapsed_56 : tensor<16x256xf32>) outs(%152 : tensor<256x16xf32>) permutation = [1, 0] 
    %153 = tensor.empty() : tensor<256x64xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %155 = linalg.matmul ins(%transposed_57, %collapsed_52 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%154 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %156 = linalg.matmul ins(%collapsed_56, %arg0 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_58 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %116 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %158 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %163 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %161 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %164 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %166 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %158 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %170 = tensor.empty() : tensor<64xf32>
    %171 = linalg.fill ins(%cst : f32) outs(%170 : tensor<64xf32>) -> tensor<64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%169 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_58 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %collapsed_59 = tensor.collapse_shape %168 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_60 = linalg.transpose ins(%arg24 : tensor<256x64xf32>) outs(%121 : tensor<64x256xf32>) permutation = [1, 0] 
    %174 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%48 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %transposed_61 = linalg.transpose ins(%collapsed_47 : tensor<16x256xf32>) outs(%152 : tensor<256x16xf32>) permutation = [1, 0] 
    %175 = linalg.matmul ins(%transposed_61, %collapsed_59 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%154 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %176 = tensor.empty() : tensor<1x64xf32>
    %177 = linalg.fill ins(%cst : f32) outs(%176 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %178 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_59 : tensor<16x64xf32>) outs(%177 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x64xf32>
    %collapsed_62 = tensor.collapse_shape %178 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_63 = tensor.expand_shape %174 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %97 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %103 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %179 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %182 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_2 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_3 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_9 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %187 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %188 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_6 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %190 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_64 = tensor.collapse_shape %191 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %transposed_65 = linalg.transpose ins(%arg22 : tensor<64x256xf32>) outs(%153 : tensor<256x64xf32>) permutation = [1, 0] 
    %192 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %193 = tensor.empty() : tensor<64x16xf32>
    %transposed_66 = linalg.transpose ins(%collapsed_45 : tensor<16x64xf32>) outs(%193 : tensor<64x16xf32>) permutation = [1, 0] 
    %194 = linalg.fill ins(%cst : f32) outs(%121 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %195 = linalg.matmul ins(%transposed_66, %collapsed_64 : tensor<64x16xf32>, tensor<16x256xf32>) outs(%194 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %196 = tensor.empty() : tensor<1x256xf32>
    %197 = linalg.fill ins(%cst : f32) outs(%196 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %198 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_64 : tensor<16x256xf32>) outs(%197 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x256xf32>
    %collapsed_67 = tensor.collapse_shape %198 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_68 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %83 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %90 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %arg20 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %200 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %205 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %203 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %206 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %208 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %200 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%211 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_68 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %210 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_69 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %215 = tensor.empty() : tensor<64x64xf32>
    %transposed_70 = linalg.transpose ins(%arg18 : tensor<64x64xf32>) outs(%215 : tensor<64x64xf32>) permutation = [1, 0] 
    %216 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_71 = linalg.transpose ins(%collapsed_41 : tensor<16x64xf32>) outs(%193 : tensor<64x16xf32>) permutation = [1, 0] 
    %217 = linalg.fill ins(%cst : f32) outs(%215 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %218 = linalg.matmul ins(%transposed_71, %collapsed_69 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%217 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %219 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_69 : tensor<16x64xf32>) outs(%177 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x64xf32>
    %collapsed_72 = tensor.collapse_shape %219 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_73 = tensor.expand_shape %216 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %220:3 = "zero.attention_grad"(%transposed_40, %expanded_35, %expanded_36, %78#0, %78#1, %expanded_73) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>)
    %221 = tensor.empty() : tensor<2x4x1x8x16xf32>
    %transposed_74 = linalg.transpose ins(%220#0 : tensor<2x8x4x1x16xf32>) outs(%221 : tensor<2x4x1x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x16xf32> into tensor<2x4x8x16xf32>
    %222 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_76 = linalg.transpose ins(%collapsed_75 : tensor<2x4x8x16xf32>) outs(%222 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_77 = tensor.collapse_shape %transposed_76 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_78 = tensor.collapse_shape %220#2 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_79 = tensor.collapse_shape %220#1 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %concat = tensor.concat dim(2) %collapsed_77, %collapsed_79, %collapsed_78 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x192xf32>
    %collapsed_80 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x192xf32> into tensor<16x192xf32>
    %223 = tensor.empty() : tensor<192x64xf32>
    %transposed_81 = linalg.transpose ins(%arg16 : tensor<64x192xf32>) outs(%223 : tensor<192x64xf32>) permutation = [1, 0] 
    %224 = linalg.matmul ins(%collapsed_80, %transposed_81 : tensor<16x192xf32>, tensor<192x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_30 : tensor<16x64xf32>) outs(%193 : tensor<64x16xf32>) permutation = [1, 0] 
    %225 = tensor.empty() : tensor<64x192xf32>
    %226 = linalg.fill ins(%cst : f32) outs(%225 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %227 = linalg.matmul ins(%transposed_82, %collapsed_80 : tensor<64x16xf32>, tensor<16x192xf32>) outs(%226 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %228 = tensor.empty() : tensor<1x192xf32>
    %229 = linalg.fill ins(%cst : f32) outs(%228 : tensor<1x192xf32>) -> tensor<1x192xf32>
    %230 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_80 : tensor<16x192xf32>) outs(%229 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x192xf32>
    %collapsed_83 = tensor.collapse_shape %230 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_84 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %64 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %71 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %arg14 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %232 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %237 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %235 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %238 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %240 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %232 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%243 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_84 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %242 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_85 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_86 = linalg.transpose ins(%arg12 : tensor<256x64xf32>) outs(%121 : tensor<64x256xf32>) permutation = [1, 0] 
    %247 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%48 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %transposed_87 = linalg.transpose ins(%collapsed_26 : tensor<16x256xf32>) outs(%152 : tensor<256x16xf32>) permutation = [1, 0] 
    %248 = linalg.matmul ins(%transposed_87, %collapsed_85 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%154 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %249 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_85 : tensor<16x64xf32>) outs(%177 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x64xf32>
    %collapsed_88 = tensor.collapse_shape %249 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_89 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %52 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %58 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %250 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %253 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_2 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.truncf %cst_3 : f64 to f32
      %315 = arith.mulf %in, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x256xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_9 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %258 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %259 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_6 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %261 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%51 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_90 = tensor.collapse_shape %262 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %transposed_91 = linalg.transpose ins(%arg10 : tensor<64x256xf32>) outs(%153 : tensor<256x64xf32>) permutation = [1, 0] 
    %263 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_24 : tensor<16x64xf32>) outs(%193 : tensor<64x16xf32>) permutation = [1, 0] 
    %264 = linalg.matmul ins(%transposed_92, %collapsed_90 : tensor<64x16xf32>, tensor<16x256xf32>) outs(%194 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %265 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<16x256xf32>) outs(%197 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x256xf32>
    %collapsed_93 = tensor.collapse_shape %265 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_94 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %35 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %42 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %267 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %272 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %270 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %273 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %275 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %267 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%278 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_94 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %277 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_95 = tensor.collapse_shape %281 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_96 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%215 : tensor<64x64xf32>) permutation = [1, 0] 
    %282 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_20 : tensor<16x64xf32>) outs(%193 : tensor<64x16xf32>) permutation = [1, 0] 
    %283 = linalg.matmul ins(%transposed_97, %collapsed_95 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%217 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %284 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<16x64xf32>) outs(%177 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x64xf32>
    %collapsed_98 = tensor.collapse_shape %284 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_99 = tensor.expand_shape %282 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 1, 16] : tensor<16x64xf32> into tensor<2x8x4x1x16xf32>
    %285:3 = "zero.attention_grad"(%transposed_19, %expanded_15, %expanded_16, %28#0, %28#1, %expanded_99) {causal, scale = 2.500000e-01 : f64} : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x1x16xf32>, tensor<2x4x1x8xf32>, tensor<2x8x4x1x16xf32>) -> (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>)
    %transposed_100 = linalg.transpose ins(%285#0 : tensor<2x8x4x1x16xf32>) outs(%221 : tensor<2x4x1x8x16xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0], [1], [2, 3], [4]] : tensor<2x4x1x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_101 : tensor<2x4x8x16xf32>) outs(%222 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_104 = tensor.collapse_shape %285#2 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %collapsed_105 = tensor.collapse_shape %285#1 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %concat_106 = tensor.concat dim(2) %collapsed_103, %collapsed_105, %collapsed_104 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x192xf32>
    %collapsed_107 = tensor.collapse_shape %concat_106 [[0, 1], [2]] : tensor<2x8x192xf32> into tensor<16x192xf32>
    %transposed_108 = linalg.transpose ins(%arg4 : tensor<64x192xf32>) outs(%223 : tensor<192x64xf32>) permutation = [1, 0] 
    %286 = linalg.matmul ins(%collapsed_107, %transposed_108 : tensor<16x192xf32>, tensor<192x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_11 : tensor<16x64xf32>) outs(%193 : tensor<64x16xf32>) permutation = [1, 0] 
    %287 = linalg.matmul ins(%transposed_109, %collapsed_107 : tensor<64x16xf32>, tensor<16x192xf32>) outs(%226 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %288 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_107 : tensor<16x192xf32>) outs(%229 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x192xf32>
    %collapsed_110 = tensor.collapse_shape %288 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_111 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %17 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %arg2 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.mulf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %290 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%294 : tensor<2x8x64xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %295 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %293 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %296 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.subf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.divf %in, %cst_5 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x1xf32>
    %300 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %298 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %290 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.mulf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%301 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_111 : tensor<2x8x64xf32>) outs(%171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<64xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %300 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %314 = arith.addf %in, %in_120 : f32
      linalg.yield %314 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_112 = tensor.collapse_shape %arg28 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %collapsed_113 = tensor.collapse_shape %304 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %cst_114 = arith.constant 0.000000e+00 : f32
    %305 = tensor.empty() : tensor<256x64xf32>
    %306 = linalg.fill ins(%cst_114 : f32) outs(%305 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %307 = scf.for %arg30 = %c0 to %c16 step %c1 iter_args(%arg31 = %306) -> (tensor<256x64xf32>) {
      %extracted = tensor.extract %collapsed_112[%arg30] : tensor<16xi64>
      %314 = arith.index_cast %extracted : i64 to index
      %extracted_slice_120 = tensor.extract_slice %collapsed_113[%arg30, 0] [1, 64] [1, 1] : tensor<16x64xf32> to tensor<1x64xf32>
      %extracted_slice_121 = tensor.extract_slice %arg31[%314, 0] [1, 64] [1, 1] : tensor<256x64xf32> to tensor<1x64xf32>
      %315 = tensor.empty() : tensor<1x64xf32>
      %316 = linalg.add ins(%extracted_slice_121, %extracted_slice_120 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%315 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice = tensor.insert_slice %316 into %arg31[%314, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<256x64xf32>
      scf.yield %inserted_slice : tensor<256x64xf32>
    }
    %308 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%304 : tensor<2x8x64xf32>) outs(%308 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %314 = arith.addf %in, %out : f32
      linalg.yield %314 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_115 = tensor.collapse_shape %expanded [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %collapsed_116 = tensor.collapse_shape %309 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %cst_117 = arith.constant 0.000000e+00 : f32
    %310 = tensor.empty() : tensor<64x64xf32>
    %311 = linalg.fill ins(%cst_117 : f32) outs(%310 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %c0_118 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1_119 = arith.constant 1 : index
    %312 = scf.for %arg30 = %c0_118 to %c8 step %c1_119 iter_args(%arg31 = %311) -> (tensor<64x64xf32>) {
      %extracted = tensor.extract %collapsed_115[%arg30] : tensor<8xi64>
      %314 = arith.index_cast %extracted : i64 to index
      %extracted_slice_120 = tensor.extract_slice %collapsed_116[%arg30, 0] [1, 64] [1, 1] : tensor<8x64xf32> to tensor<1x64xf32>
      %extracted_slice_121 = tensor.extract_slice %arg31[%314, 0] [1, 64] [1, 1] : tensor<64x64xf32> to tensor<1x64xf32>
      %315 = tensor.empty() : tensor<1x64xf32>
      %316 = linalg.add ins(%extracted_slice_121, %extracted_slice_120 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%315 : tensor<1x64xf32>) -> tensor<1x64xf32>
      %inserted_slice = tensor.insert_slice %316 into %arg31[%314, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<64x64xf32>
      scf.yield %inserted_slice : tensor<64x64xf32>
    }
    %313 = arith.addf %307, %155 : tensor<256x64xf32>
    return %143, %313, %312, %302, %303, %287, %collapsed_110, %283, %collapsed_98, %279, %280, %264, %collapsed_93, %248, %collapsed_88, %244, %245, %227, %collapsed_83, %218, %collapsed_72, %212, %213, %195, %collapsed_67, %175, %collapsed_62, %172, %173 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
