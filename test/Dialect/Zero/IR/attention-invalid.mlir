// RUN: zero-opt %s -split-input-file -verify-diagnostics

// The query carries its heads as [K, G]: rank 5.
func.func @query_rank(%q: tensor<2x8x4x64xf32>, %k: tensor<2x8x2x64xf32>, %v: tensor<2x8x2x64xf32>) {
  // expected-error @below {{query must be a statically shaped tensor of floats of rank 5, not 'tensor<2x8x4x64xf32>'}}
  %o, %lse = zero.attention %q, %k, %v {scale = 0.125 : f64}
      : tensor<2x8x4x64xf32>, tensor<2x8x2x64xf32>, tensor<2x8x2x64xf32> -> tensor<2x8x2x2x64xf32>, tensor<2x2x2x8xf32>
  return
}

// -----

// Integers are not attention inputs.
func.func @integer_key(%q: tensor<2x8x2x2x64xf32>, %k: tensor<2x8x2x64xi32>, %v: tensor<2x8x2x64xf32>) {
  // expected-error @below {{key must be a statically shaped tensor of floats of rank 4, not 'tensor<2x8x2x64xi32>'}}
  %o, %lse = zero.attention %q, %k, %v {scale = 0.125 : f64}
      : tensor<2x8x2x2x64xf32>, tensor<2x8x2x64xi32>, tensor<2x8x2x64xf32> -> tensor<2x8x2x2x64xf32>, tensor<2x2x2x8xf32>
  return
}

// -----

// The key's head dimension must be the query's (E).
func.func @key_head_dim(%q: tensor<2x8x2x2x64xf32>, %k: tensor<2x8x2x32xf32>, %v: tensor<2x8x2x64xf32>) {
  // expected-error @below {{key 'tensor<2x8x2x32xf32>' must be [B, T, K, E] = [2, T, 2, 64] for query 'tensor<2x8x2x2x64xf32>' ([B, S, K, G, E])}}
  %o, %lse = zero.attention %q, %k, %v {scale = 0.125 : f64}
      : tensor<2x8x2x2x64xf32>, tensor<2x8x2x32xf32>, tensor<2x8x2x64xf32> -> tensor<2x8x2x2x64xf32>, tensor<2x2x2x8xf32>
  return
}

// -----

// Keys and values come in pairs (same T).
func.func @value_positions(%q: tensor<2x8x2x2x64xf32>, %k: tensor<2x8x2x64xf32>, %v: tensor<2x4x2x64xf32>) {
  // expected-error @below {{value 'tensor<2x4x2x64xf32>' must be [B, T, K, Ev] = [2, 8, 2, Ev]}}
  %o, %lse = zero.attention %q, %k, %v {scale = 0.125 : f64}
      : tensor<2x8x2x2x64xf32>, tensor<2x8x2x64xf32>, tensor<2x4x2x64xf32> -> tensor<2x8x2x2x64xf32>, tensor<2x2x2x8xf32>
  return
}

// -----

func.func @zero_scale(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) {
  // expected-error @below {{scale must be positive and finite, not 0}}
  %o, %lse = zero.attention %q, %k, %v {scale = 0.0 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  return
}

// -----

// A causal mask needs a square score matrix.
func.func @causal_not_square(%q: tensor<1x3x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) {
  // expected-error @below {{causal attention needs as many queries as keys (S == T), not 3 and 4}}
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 1.0 : f64}
      : tensor<1x3x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x3x1x1x8xf32>, tensor<1x1x1x3xf32>
  return
}

// -----

func.func @output_shape(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) {
  // expected-error @below {{output must be a statically shaped tensor of floats of rank 5, not 'tensor<1x4x1x8xf32>'}}
  %o, %lse = zero.attention %q, %k, %v {scale = 1.0 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x8xf32>, tensor<1x1x1x4xf32>
  return
}

// -----

func.func @output_value_dim(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) {
  // expected-error @below {{output 'tensor<1x4x1x1x4xf32>' must be [B, S, K, G, Ev] = [1, 4, 1, 1, 8]}}
  %o, %lse = zero.attention %q, %k, %v {scale = 1.0 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x4xf32>, tensor<1x1x1x4xf32>
  return
}

// -----

// The log-sum-exp has one row per query head and position.
func.func @logsumexp_shape(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) {
  // expected-error @below {{logsumexp 'tensor<1x1x4x1xf32>' must be [B, K, G, S] = [1, 1, 1, 4]}}
  %o, %lse = zero.attention %q, %k, %v {scale = 1.0 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x4x1xf32>
  return
}

// -----

func.func @grad_output_grad(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>,
                            %o: tensor<1x4x1x1x8xf32>, %lse: tensor<1x1x1x4xf32>, %do: tensor<1x4x1x1x4xf32>) {
  // expected-error @below {{output_grad 'tensor<1x4x1x1x4xf32>' must be a tensor of floats shaped like output 'tensor<1x4x1x1x8xf32>'}}
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {scale = 1.0 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>, tensor<1x4x1x1x4xf32>
      -> tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>
  return
}

// -----

func.func @grad_key_grad(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>,
                         %o: tensor<1x4x1x1x8xf32>, %lse: tensor<1x1x1x4xf32>, %do: tensor<1x4x1x1x8xf32>) {
  // expected-error @below {{key_grad 'tensor<1x4x1x1x8xf32>' must be a tensor of floats shaped like key 'tensor<1x4x1x8xf32>'}}
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {scale = 1.0 : f64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>, tensor<1x4x1x1x8xf32>
      -> tensor<1x4x1x1x8xf32>, tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>
  return
}

// -----

// A window of 0 would hide even the query's own key.
func.func @window_zero(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) {
  // expected-error @below {{window must be at least 1 (the query sees itself), not 0}}
  %o, %lse = zero.attention %q, %k, %v {causal, scale = 1.0 : f64, window = 0 : i64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  return
}

// -----

// A negative window is refused, not read as a huge unsigned one.
func.func @window_negative(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>,
                           %o: tensor<1x4x1x1x8xf32>, %lse: tensor<1x1x1x4xf32>, %do: tensor<1x4x1x1x8xf32>) {
  // expected-error @below {{window must be at least 1 (the query sees itself), not -2}}
  %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do {causal, scale = 1.0 : f64, window = -2 : i64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>, tensor<1x4x1x1x8xf32>
      -> tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>
  return
}

// -----

// A sliding window narrows the causal mask; without `causal` there is
// none to narrow.
func.func @window_without_causal(%q: tensor<1x4x1x1x8xf32>, %k: tensor<1x4x1x8xf32>, %v: tensor<1x4x1x8xf32>) {
  // expected-error @below {{window 2 needs causal: a sliding window narrows the causal mask (query s sees keys s - window < t <= s)}}
  %o, %lse = zero.attention %q, %k, %v {scale = 1.0 : f64, window = 2 : i64}
      : tensor<1x4x1x1x8xf32>, tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32> -> tensor<1x4x1x1x8xf32>, tensor<1x1x1x4xf32>
  return
}
