// zero-torch export tiny-gpt2.json --batch 2 --seq 8 --dtype f32: 120576 parameters in 28 tensors, 2 layer units
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1) -> (d0, d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> (0, d1)>
#map20 = affine_map<(d0, d1) -> (d0, 0)>
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
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 2.500000e-01 : f32
    %cst_10 = arith.constant 5.000000e-01 : f32
    %cst_11 = arith.constant 1.000000e+00 : f32
    %cst_12 = arith.constant 1.600000e+01 : f32
    %cst_13 = arith.constant 3.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %375 = arith.index_cast %in : i64 to index
      %376 = linalg.index 2 : index
      %377 = arith.cmpi slt, %375, %c256 : index
      cf.assert %377, "index must be smaller than dim size"
      %378 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %378, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%375, %376] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x64xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %375 = linalg.index 0 : index
      %376 = arith.index_cast %375 : index to i64
      linalg.yield %376 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %375 = arith.index_cast %in : i64 to index
      %376 = linalg.index 2 : index
      %377 = arith.cmpi slt, %375, %c64 : index
      cf.assert %377, "index must be smaller than dim size"
      %378 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %378, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%375, %376] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %375 = linalg.index 0 : index
      %376 = arith.index_cast %375 : index to i64
      linalg.yield %376 : i64
    } -> tensor<2xi64>
    %expanded_14 = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %9 = tensor.empty() : tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_15 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %375 = arith.cmpi sle, %in, %in_164 : i64
      linalg.yield %375 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %10 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %375 = arith.andi %in, %in_164 : i1
      linalg.yield %375 : i1
    } -> tensor<1x1x8x8xi1>
    %12 = tensor.empty() : tensor<2x1x1x8xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %expanded_16 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%12 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %14 = tensor.empty() : tensor<2x1x8x8xi1>
    %15 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%14 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %375 = arith.andi %in, %in_164 : i1
      linalg.yield %375 : i1
    } -> tensor<2x1x8x8xi1>
    %16 = tensor.empty() : tensor<2x1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %cst_4, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%16 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %375 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %375 : f32
    } -> tensor<2x1x8x8xf32>
    %18 = tensor.empty() : tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed = tensor.collapse_shape %21 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %22 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %23 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_7 : f64 to f32
      %376 = arith.addf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.rsqrt %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_17 = tensor.collapse_shape %28 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_17 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %29 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg2 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg3 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_18 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %33 = tensor.empty() : tensor<16x192xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %35 = linalg.matmul ins(%collapsed_18, %arg4 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%34 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %36 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg5, %35 : tensor<192xf32>, tensor<16x192xf32>) outs(%33 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x192xf32>
    %expanded_19 = tensor.expand_shape %36 [[0, 1], [2]] output_shape [2, 8, 192] : tensor<16x192xf32> into tensor<2x8x192xf32>
    %extracted_slice = tensor.extract_slice %expanded_19[0, 0, 0] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_19[0, 0, 64] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_19[0, 0, 128] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %37 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed = linalg.transpose ins(%expanded_23 : tensor<2x8x4x16xf32>) outs(%37 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x4x16xf32>) outs(%37 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %38 = tensor.empty() : tensor<2x4x16x8xf32>
    %transposed_26 = linalg.transpose ins(%expanded_22 : tensor<2x8x4x16xf32>) outs(%38 : tensor<2x4x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %39 = tensor.empty() : tensor<8x8x8xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%40 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_29 = tensor.expand_shape %41 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %42 = tensor.empty() : tensor<2x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_9 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %45 = tensor.empty() : tensor<2x4x8xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %47 = tensor.empty() : tensor<2x4x8xf32>
    %48 = linalg.fill ins(%cst_0 : f32) outs(%47 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %49:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x4x8x8xf32>) outs(%48, %46 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %375 = linalg.index 3 : index
      %376 = arith.index_cast %375 : index to i64
      %377 = arith.maximumf %in, %out : f32
      %378 = arith.cmpf ogt, %in, %out : f32
      %379 = arith.select %378, %376, %out_164 : i64
      linalg.yield %377, %379 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_30 = tensor.expand_shape %49#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_30 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.exp %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %52 = tensor.empty() : tensor<2x4x8x1xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.divf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_31 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %56 = tensor.empty() : tensor<8x8x16xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %58 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%57 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_33 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %59 = tensor.empty() : tensor<2x8x4x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x4x8x16xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %60 = tensor.empty() : tensor<16x64xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %62 = linalg.matmul ins(%collapsed_35, %arg6 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %63 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg7, %62 : tensor<64xf32>, tensor<16x64xf32>) outs(%60 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x64xf32>
    %expanded_36 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %6 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_37 = tensor.collapse_shape %66 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_37 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %68 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_7 : f64 to f32
      %376 = arith.addf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.rsqrt %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_38 = tensor.collapse_shape %73 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_38 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %74 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %arg9 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_39 = tensor.collapse_shape %77 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %78 = tensor.empty() : tensor<16x256xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %80 = linalg.matmul ins(%collapsed_39, %arg10 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%79 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %81 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg11, %80 : tensor<256xf32>, tensor<16x256xf32>) outs(%78 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x256xf32>
    %expanded_40 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %82 = tensor.empty() : tensor<2x8x256xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_10 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_6 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %85 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_5 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.tanh %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %cst_11 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %89 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_41 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %91 = linalg.matmul ins(%collapsed_41, %arg12 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg13, %91 : tensor<64xf32>, tensor<16x64xf32>) outs(%60 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x64xf32>
    %expanded_42 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %expanded_42 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_43 = tensor.collapse_shape %95 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_43 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %96 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %97 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_7 : f64 to f32
      %376 = arith.addf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.rsqrt %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_44 = tensor.collapse_shape %102 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_44 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %103 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg14 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %arg15 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_45 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %107 = linalg.matmul ins(%collapsed_45, %arg16 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%34 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %108 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg17, %107 : tensor<192xf32>, tensor<16x192xf32>) outs(%33 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x192xf32>
    %expanded_46 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [2, 8, 192] : tensor<16x192xf32> into tensor<2x8x192xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_46[0, 0, 0] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_46[0, 0, 64] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_46[0, 0, 128] [2, 8, 64] [1, 1, 1] : tensor<2x8x192xf32> to tensor<2x8x64xf32>
    %expanded_50 = tensor.expand_shape %extracted_slice_48 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %expanded_51 = tensor.expand_shape %extracted_slice_49 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x8x4x16xf32>) outs(%37 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_53 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<2x8x64xf32> into tensor<2x8x4x16xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x8x4x16xf32>) outs(%37 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%expanded_50 : tensor<2x8x4x16xf32>) outs(%38 : tensor<2x4x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %109 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%40 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_58 = tensor.expand_shape %109 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_9 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %112:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<2x4x8x8xf32>) outs(%48, %46 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %375 = linalg.index 3 : index
      %376 = arith.index_cast %375 : index to i64
      %377 = arith.maximumf %in, %out : f32
      %378 = arith.cmpf ogt, %in, %out : f32
      %379 = arith.select %378, %376, %out_164 : i64
      linalg.yield %377, %379 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_59 = tensor.expand_shape %112#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_59 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.exp %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %115 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.divf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_60 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %117 = linalg.batch_matmul ins(%collapsed_60, %collapsed_61 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%57 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_62 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x4x8x16xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_64 = tensor.collapse_shape %transposed_63 [[0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
    %118 = linalg.matmul ins(%collapsed_64, %arg18 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %119 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg19, %118 : tensor<64xf32>, tensor<16x64xf32>) outs(%60 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x64xf32>
    %expanded_65 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %93 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_66 = tensor.collapse_shape %122 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_66 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %123 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %124 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_7 : f64 to f32
      %376 = arith.addf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.rsqrt %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_67 = tensor.collapse_shape %129 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_67 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %130 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg20 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg21 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_68 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %134 = linalg.matmul ins(%collapsed_68, %arg22 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%79 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %135 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg23, %134 : tensor<256xf32>, tensor<16x256xf32>) outs(%78 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x256xf32>
    %expanded_69 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_10 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_6 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %138 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_5 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.tanh %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %cst_11 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %142 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_70 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %144 = linalg.matmul ins(%collapsed_70, %arg24 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map13, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg25, %144 : tensor<64xf32>, tensor<16x64xf32>) outs(%60 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<16x64xf32>
    %expanded_71 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %expanded_71 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_72 = tensor.collapse_shape %148 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_72 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %149 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %150 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_7 : f64 to f32
      %376 = arith.addf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.rsqrt %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_73 = tensor.collapse_shape %155 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_73 : tensor<2x8xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %156 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %arg27 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %160 = tensor.empty() : tensor<64x256xf32>
    %transposed_74 = linalg.transpose ins(%arg0 : tensor<256x64xf32>) outs(%160 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %161 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%79 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_76 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %162 = tensor.empty() : tensor<2x8xi64>
    %163 = linalg.fill ins(%c0_i64 : i64) outs(%162 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %164 = tensor.empty() : tensor<2x8xf32>
    %165 = linalg.fill ins(%cst_0 : f32) outs(%164 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %166:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_76 : tensor<2x8x256xf32>) outs(%165, %163 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %375 = linalg.index 2 : index
      %376 = arith.index_cast %375 : index to i64
      %377 = arith.maximumf %in, %out : f32
      %378 = arith.cmpf ogt, %in, %out : f32
      %379 = arith.select %378, %376, %out_164 : i64
      linalg.yield %377, %379 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_77 = tensor.expand_shape %166#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %expanded_77 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.exp %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%168 : tensor<2x8x256xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.log %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %170 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %expanded_78 = tensor.expand_shape %arg29 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
    %172 = tensor.empty() : tensor<256xi64>
    %173 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%172 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %375 = linalg.index 0 : index
      %376 = arith.index_cast %375 : index to i64
      linalg.yield %376 : i64
    } -> tensor<256xi64>
    %174 = tensor.empty() : tensor<2x8x256xi1>
    %175 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %173 : tensor<2x8x1xi64>, tensor<256xi64>) outs(%174 : tensor<2x8x256xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %375 = arith.cmpi eq, %in, %in_164 : i64
      linalg.yield %375 : i1
    } -> tensor<2x8x256xi1>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x256xi1>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %375 = arith.uitofp %in : i1 to f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %176 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %178 = tensor.empty() : tensor<f32>
    %179 = linalg.fill ins(%cst : f32) outs(%178 : tensor<f32>) -> tensor<f32>
    %180 = linalg.generic {indexing_maps = [#map1, #map17], iterator_types = ["reduction", "reduction", "reduction"]} ins(%177 : tensor<2x8x256xf32>) outs(%179 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<f32>
    %181 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%180 : tensor<f32>) outs(%178 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.negf %in : f32
      linalg.yield %375 : f32
    } -> tensor<f32>
    %182 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%181 : tensor<f32>) outs(%178 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_12 : f32
      linalg.yield %375 : f32
    } -> tensor<f32>
    %183 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%178 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_12 : f32
      linalg.yield %375 : f32
    } -> tensor<f32>
    %184 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%183 : tensor<f32>) outs(%178 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.negf %in : f32
      linalg.yield %375 : f32
    } -> tensor<f32>
    %185 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<f32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x256xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %176 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.exp %in : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<2x8x256xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %188 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %189 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_79 = tensor.collapse_shape %190 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %191 = tensor.empty() : tensor<256x16xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_79 : tensor<16x256xf32>) outs(%191 : tensor<256x16xf32>) permutation = [1, 0] 
    %192 = tensor.empty() : tensor<256x64xf32>
    %193 = linalg.fill ins(%cst : f32) outs(%192 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %194 = linalg.matmul ins(%transposed_80, %collapsed_75 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%193 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %195 = linalg.matmul ins(%collapsed_79, %arg0 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_81 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %148 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %155 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %arg26 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %197 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %202 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %200 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %203 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %207 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %205 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %197 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %209 = tensor.empty() : tensor<64xf32>
    %210 = linalg.fill ins(%cst : f32) outs(%209 : tensor<64xf32>) -> tensor<64xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%208 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_81 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %collapsed_82 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_83 = linalg.transpose ins(%arg24 : tensor<256x64xf32>) outs(%160 : tensor<64x256xf32>) permutation = [1, 0] 
    %213 = linalg.matmul ins(%collapsed_82, %transposed_83 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%79 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %transposed_84 = linalg.transpose ins(%collapsed_70 : tensor<16x256xf32>) outs(%191 : tensor<256x16xf32>) permutation = [1, 0] 
    %214 = linalg.matmul ins(%transposed_84, %collapsed_82 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%193 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %215 = tensor.empty() : tensor<1x64xf32>
    %216 = linalg.fill ins(%cst : f32) outs(%215 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %217 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_82 : tensor<16x64xf32>) outs(%216 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x64xf32>
    %collapsed_85 = tensor.collapse_shape %217 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_86 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %136 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %142 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %141 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %218 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %221 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_5 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_6 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_13 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %226 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %227 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_10 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %229 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_87 = tensor.collapse_shape %230 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %transposed_88 = linalg.transpose ins(%arg22 : tensor<64x256xf32>) outs(%192 : tensor<256x64xf32>) permutation = [1, 0] 
    %231 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %232 = tensor.empty() : tensor<64x16xf32>
    %transposed_89 = linalg.transpose ins(%collapsed_68 : tensor<16x64xf32>) outs(%232 : tensor<64x16xf32>) permutation = [1, 0] 
    %233 = linalg.fill ins(%cst : f32) outs(%160 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %234 = linalg.matmul ins(%transposed_89, %collapsed_87 : tensor<64x16xf32>, tensor<16x256xf32>) outs(%233 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %235 = tensor.empty() : tensor<1x256xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%235 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %237 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<16x256xf32>) outs(%236 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x256xf32>
    %collapsed_90 = tensor.collapse_shape %237 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_91 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %122 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %129 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %arg20 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %239 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %244 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %242 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %245 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %249 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %247 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %239 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%250 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_91 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %249 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_92 = tensor.collapse_shape %253 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %254 = tensor.empty() : tensor<64x64xf32>
    %transposed_93 = linalg.transpose ins(%arg18 : tensor<64x64xf32>) outs(%254 : tensor<64x64xf32>) permutation = [1, 0] 
    %255 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_94 = linalg.transpose ins(%collapsed_64 : tensor<16x64xf32>) outs(%232 : tensor<64x16xf32>) permutation = [1, 0] 
    %256 = linalg.fill ins(%cst : f32) outs(%254 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %257 = linalg.matmul ins(%transposed_94, %collapsed_92 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%256 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %258 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<16x64xf32>) outs(%216 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x64xf32>
    %collapsed_95 = tensor.collapse_shape %258 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_96 = tensor.expand_shape %255 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<2x8x4x16xf32>) outs(%37 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_98 = tensor.collapse_shape %transposed_97 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_99 = linalg.transpose ins(%collapsed_60 : tensor<8x8x8xf32>) outs(%39 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %259 = linalg.batch_matmul ins(%transposed_99, %collapsed_98 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%57 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %260 = tensor.empty() : tensor<8x16x8xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_61 : tensor<8x8x16xf32>) outs(%260 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %261 = linalg.batch_matmul ins(%collapsed_98, %transposed_100 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%40 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_101 = tensor.expand_shape %259 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %expanded_102 = tensor.expand_shape %261 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %262 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_102, %116 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %263 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%262 : tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x1xf32>
    %264 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %263 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %265 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %264 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %266 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_9 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_103 = tensor.collapse_shape %266 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_56 : tensor<8x8x16xf32>) outs(%260 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %267 = linalg.fill ins(%cst : f32) outs(%260 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %268 = linalg.batch_matmul ins(%transposed_104, %collapsed_103 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%267 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_105 = linalg.transpose ins(%collapsed_57 : tensor<8x16x8xf32>) outs(%56 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %269 = linalg.batch_matmul ins(%collapsed_103, %transposed_105 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%57 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_106 = tensor.expand_shape %268 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %expanded_107 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_108 = linalg.transpose ins(%expanded_107 : tensor<2x4x8x16xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %transposed_110 = linalg.transpose ins(%expanded_101 : tensor<2x4x8x16xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %transposed_112 = linalg.transpose ins(%expanded_106 : tensor<2x4x16x8xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %concat = tensor.concat dim(2) %collapsed_109, %collapsed_113, %collapsed_111 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x192xf32>
    %collapsed_114 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x192xf32> into tensor<16x192xf32>
    %270 = tensor.empty() : tensor<192x64xf32>
    %transposed_115 = linalg.transpose ins(%arg16 : tensor<64x192xf32>) outs(%270 : tensor<192x64xf32>) permutation = [1, 0] 
    %271 = linalg.matmul ins(%collapsed_114, %transposed_115 : tensor<16x192xf32>, tensor<192x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_116 = linalg.transpose ins(%collapsed_45 : tensor<16x64xf32>) outs(%232 : tensor<64x16xf32>) permutation = [1, 0] 
    %272 = tensor.empty() : tensor<64x192xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %274 = linalg.matmul ins(%transposed_116, %collapsed_114 : tensor<64x16xf32>, tensor<16x192xf32>) outs(%273 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %275 = tensor.empty() : tensor<1x192xf32>
    %276 = linalg.fill ins(%cst : f32) outs(%275 : tensor<1x192xf32>) -> tensor<1x192xf32>
    %277 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_114 : tensor<16x192xf32>) outs(%276 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x192xf32>
    %collapsed_117 = tensor.collapse_shape %277 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_118 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %102 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %arg14 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%280 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %284 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %282 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %285 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %289 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %287 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %279 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%290 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_118 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %289 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_119 = tensor.collapse_shape %293 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_120 = linalg.transpose ins(%arg12 : tensor<256x64xf32>) outs(%160 : tensor<64x256xf32>) permutation = [1, 0] 
    %294 = linalg.matmul ins(%collapsed_119, %transposed_120 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%79 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_41 : tensor<16x256xf32>) outs(%191 : tensor<256x16xf32>) permutation = [1, 0] 
    %295 = linalg.matmul ins(%transposed_121, %collapsed_119 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%193 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %296 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_119 : tensor<16x64xf32>) outs(%216 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x64xf32>
    %collapsed_122 = tensor.collapse_shape %296 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_123 = tensor.expand_shape %294 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %83 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %89 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %88 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %297 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %300 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_5 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.truncf %cst_6 : f64 to f32
      %376 = arith.mulf %in, %375 : f32
      linalg.yield %376 : f32
    } -> tensor<2x8x256xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_13 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %305 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %306 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_10 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %308 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%82 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x256xf32>
    %collapsed_124 = tensor.collapse_shape %309 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %transposed_125 = linalg.transpose ins(%arg10 : tensor<64x256xf32>) outs(%192 : tensor<256x64xf32>) permutation = [1, 0] 
    %310 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_39 : tensor<16x64xf32>) outs(%232 : tensor<64x16xf32>) permutation = [1, 0] 
    %311 = linalg.matmul ins(%transposed_126, %collapsed_124 : tensor<64x16xf32>, tensor<16x256xf32>) outs(%233 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %312 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<16x256xf32>) outs(%236 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x256xf32>
    %collapsed_127 = tensor.collapse_shape %312 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_128 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %66 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %73 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %arg8 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %314 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %319 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %317 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %320 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %324 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %322 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %314 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%325 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_128 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %324 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_129 = tensor.collapse_shape %328 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_130 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%254 : tensor<64x64xf32>) permutation = [1, 0] 
    %329 = linalg.matmul ins(%collapsed_129, %transposed_130 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_35 : tensor<16x64xf32>) outs(%232 : tensor<64x16xf32>) permutation = [1, 0] 
    %330 = linalg.matmul ins(%transposed_131, %collapsed_129 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%256 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %331 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<16x64xf32>) outs(%216 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x64xf32>
    %collapsed_132 = tensor.collapse_shape %331 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_133 = tensor.expand_shape %329 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<2x8x4x16xf32>) outs(%37 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_135 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_31 : tensor<8x8x8xf32>) outs(%39 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %332 = linalg.batch_matmul ins(%transposed_136, %collapsed_135 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%57 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %transposed_137 = linalg.transpose ins(%collapsed_32 : tensor<8x8x16xf32>) outs(%260 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %333 = linalg.batch_matmul ins(%collapsed_135, %transposed_137 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%40 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_138 = tensor.expand_shape %332 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %expanded_139 = tensor.expand_shape %333 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %334 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %55 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %335 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%334 : tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x1xf32>
    %336 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %335 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %337 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %336 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %338 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<2x4x8x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_9 : f32
      linalg.yield %375 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_140 = tensor.collapse_shape %338 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_27 : tensor<8x8x16xf32>) outs(%260 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %339 = linalg.batch_matmul ins(%transposed_141, %collapsed_140 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%267 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_142 = linalg.transpose ins(%collapsed_28 : tensor<8x16x8xf32>) outs(%56 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %340 = linalg.batch_matmul ins(%collapsed_140, %transposed_142 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%57 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_143 = tensor.expand_shape %339 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %expanded_144 = tensor.expand_shape %340 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %transposed_145 = linalg.transpose ins(%expanded_144 : tensor<2x4x8x16xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_146 = tensor.collapse_shape %transposed_145 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %transposed_147 = linalg.transpose ins(%expanded_138 : tensor<2x4x8x16xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %transposed_149 = linalg.transpose ins(%expanded_143 : tensor<2x4x16x8xf32>) outs(%59 : tensor<2x8x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<2x8x64xf32>
    %concat_151 = tensor.concat dim(2) %collapsed_146, %collapsed_150, %collapsed_148 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x192xf32>
    %collapsed_152 = tensor.collapse_shape %concat_151 [[0, 1], [2]] : tensor<2x8x192xf32> into tensor<16x192xf32>
    %transposed_153 = linalg.transpose ins(%arg4 : tensor<64x192xf32>) outs(%270 : tensor<192x64xf32>) permutation = [1, 0] 
    %341 = linalg.matmul ins(%collapsed_152, %transposed_153 : tensor<16x192xf32>, tensor<192x64xf32>) outs(%61 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_154 = linalg.transpose ins(%collapsed_18 : tensor<16x64xf32>) outs(%232 : tensor<64x16xf32>) permutation = [1, 0] 
    %342 = linalg.matmul ins(%transposed_154, %collapsed_152 : tensor<64x16xf32>, tensor<16x192xf32>) outs(%273 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %343 = linalg.generic {indexing_maps = [#map14, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_152 : tensor<16x192xf32>) outs(%276 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x192xf32>
    %collapsed_155 = tensor.collapse_shape %343 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_156 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %28 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156, %arg2 : tensor<2x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.mulf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %345 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%349 : tensor<2x8x64xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %350 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %348 : tensor<2x8x64xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %351 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.subf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.divf %in, %cst_8 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x1xf32>
    %355 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %353 : tensor<2x8x1xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156, %345 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.mulf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%356 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_156 : tensor<2x8x64xf32>) outs(%210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<64xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %355 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%0 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %375 = arith.addf %in, %in_164 : f32
      linalg.yield %375 : f32
    } -> tensor<2x8x64xf32>
    %360 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%359 : tensor<2x8x64xf32>) outs(%360 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %375 = arith.addf %in, %out : f32
      linalg.yield %375 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_157 = tensor.collapse_shape %361 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %expanded_158 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %362 = tensor.empty() : tensor<64xi64>
    %363 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%362 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %375 = linalg.index 0 : index
      %376 = arith.index_cast %375 : index to i64
      linalg.yield %376 : i64
    } -> tensor<64xi64>
    %364 = tensor.empty() : tensor<8x64xi1>
    %365 = linalg.generic {indexing_maps = [#map20, #map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%expanded_158, %363 : tensor<8x1xi64>, tensor<64xi64>) outs(%364 : tensor<8x64xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %375 = arith.cmpi eq, %in, %in_164 : i64
      linalg.yield %375 : i1
    } -> tensor<8x64xi1>
    %366 = tensor.empty() : tensor<8x64xf32>
    %367 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%365 : tensor<8x64xi1>) outs(%366 : tensor<8x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %375 = arith.uitofp %in : i1 to f32
      linalg.yield %375 : f32
    } -> tensor<8x64xf32>
    %368 = tensor.empty() : tensor<64x8xf32>
    %transposed_159 = linalg.transpose ins(%367 : tensor<8x64xf32>) outs(%368 : tensor<64x8xf32>) permutation = [1, 0] 
    %369 = linalg.matmul ins(%transposed_159, %collapsed_157 : tensor<64x8xf32>, tensor<8x64xf32>) outs(%256 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %collapsed_160 = tensor.collapse_shape %359 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %collapsed_161 = tensor.collapse_shape %arg28 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_162 = tensor.expand_shape %collapsed_161 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %370 = tensor.empty() : tensor<16x256xi1>
    %371 = linalg.generic {indexing_maps = [#map20, #map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%expanded_162, %173 : tensor<16x1xi64>, tensor<256xi64>) outs(%370 : tensor<16x256xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %375 = arith.cmpi eq, %in, %in_164 : i64
      linalg.yield %375 : i1
    } -> tensor<16x256xi1>
    %372 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%371 : tensor<16x256xi1>) outs(%78 : tensor<16x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %375 = arith.uitofp %in : i1 to f32
      linalg.yield %375 : f32
    } -> tensor<16x256xf32>
    %transposed_163 = linalg.transpose ins(%372 : tensor<16x256xf32>) outs(%191 : tensor<256x16xf32>) permutation = [1, 0] 
    %373 = linalg.matmul ins(%transposed_163, %collapsed_160 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%193 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %374 = arith.addf %373, %194 : tensor<256x64xf32>
    return %182, %374, %369, %357, %358, %342, %collapsed_155, %330, %collapsed_132, %326, %327, %311, %collapsed_127, %295, %collapsed_122, %291, %292, %274, %collapsed_117, %257, %collapsed_95, %251, %252, %234, %collapsed_90, %214, %collapsed_85, %211, %212 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
