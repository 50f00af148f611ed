// A forward+backward function as a front end emits it: one linear layer
// y = x w^T with loss sum(y), its gradient dL/dw = 1^T x, and a data
// argument between the weights (front ends order arguments their way).
func.func @fwd_bwd(%w: tensor<4x3xf32> {zero.state = #zero.state<weight, "fc.weight", layer = 0>},
                   %x: tensor<2x3xf32>,
                   %b: tensor<4xf32> {zero.state = #zero.state<weight, "fc.bias">})
    -> (tensor<4xf32> {zero.state = #zero.state<grad, "fc.bias">},
        tensor<f32>,
        tensor<4x3xf32> {zero.state = #zero.state<grad, "fc.weight">}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %xw = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
       ins(%x, %w : tensor<2x3xf32>, tensor<4x3xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>],
                       iterator_types = ["parallel", "parallel"]}
       ins(%xw, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<2x4xf32>) outs(%l1 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %ge = tensor.empty() : tensor<4x3xf32>
  %gz = linalg.fill ins(%zero : f32) outs(%ge : tensor<4x3xf32>) -> tensor<4x3xf32>
  %gw = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
       ins(%ones, %x : tensor<2x4xf32>, tensor<2x3xf32>) outs(%gz : tensor<4x3xf32>) -> tensor<4x3xf32>
  %be = tensor.empty() : tensor<4xf32>
  %bz = linalg.fill ins(%zero : f32) outs(%be : tensor<4xf32>) -> tensor<4xf32>
  %gb = linalg.reduce ins(%ones : tensor<2x4xf32>) outs(%bz : tensor<4xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %gb, %loss, %gw : tensor<4xf32>, tensor<f32>, tensor<4x3xf32>
}
