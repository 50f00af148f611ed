func.func @full_different_value_dim(%q: tensor<1x3x1x1x32xf32>, %k: tensor<1x5x1x32xf32>,
                                    %v: tensor<1x5x1x16xf32>) -> tensor<1x3x1x1x16xf32> {
  %o, %lse = zero.attention %q, %k, %v {scale = 0.5 : f64}
      : tensor<1x3x1x1x32xf32>, tensor<1x5x1x32xf32>, tensor<1x5x1x16xf32>
      -> tensor<1x3x1x1x16xf32>, tensor<1x1x1x3xf32>
  return %o : tensor<1x3x1x1x16xf32>
}
