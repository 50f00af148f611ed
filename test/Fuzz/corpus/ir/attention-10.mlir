func.func @causal_gqa(%q: tensor<2x8x2x2x64xbf16>, %k: tensor<2x8x2x64xbf16>,
                      %v: tensor<2x8x2x64xbf16>, %do: tensor<2x8x2x2x64xbf16>)
    -> (tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>) {
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.125 : f64}
      : tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>
      -> tensor<2x8x2x2x64xbf16>, tensor<2x2x2x8xf32>
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {causal, scale = 0.125 : f64}
      : tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>,
        tensor<2x8x2x2x64xbf16>, tensor<2x2x2x8xf32>, tensor<2x8x2x2x64xbf16>
      -> tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>
  return %dq, %dk, %dv : tensor<2x8x2x2x64xbf16>, tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>
}
