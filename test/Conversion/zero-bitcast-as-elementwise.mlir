// RUN: zero-opt %s --zero-bitcast-as-elementwise | FileCheck %s

// Each tensor.bitcast becomes the elementwise arith.bitcast of the same
// types (static, dynamic and 0-d shapes alike); nothing else changes.
// CHECK-LABEL: func.func @bits
// CHECK-SAME: (%[[W:.*]]: tensor<2x3xf32>, %[[D:.*]]: tensor<?xbf16>, %[[S:.*]]: tensor<f64>)
// CHECK-NEXT: %[[I:.*]] = arith.bitcast %[[W]] : tensor<2x3xf32> to tensor<2x3xi32>
// CHECK-NEXT: %[[H:.*]] = arith.bitcast %[[D]] : tensor<?xbf16> to tensor<?xi16>
// CHECK-NEXT: %[[L:.*]] = arith.bitcast %[[S]] : tensor<f64> to tensor<i64>
// CHECK-NEXT: %[[F:.*]] = arith.bitcast %[[I]] : tensor<2x3xi32> to tensor<2x3xf32>
// CHECK-NEXT: return %[[F]], %[[H]], %[[L]]
// CHECK-NOT: tensor.bitcast
func.func @bits(%w: tensor<2x3xf32>, %d: tensor<?xbf16>, %s: tensor<f64>)
    -> (tensor<2x3xf32>, tensor<?xi16>, tensor<i64>) {
  %i = tensor.bitcast %w : tensor<2x3xf32> to tensor<2x3xi32>
  %h = tensor.bitcast %d : tensor<?xbf16> to tensor<?xi16>
  %l = tensor.bitcast %s : tensor<f64> to tensor<i64>
  %f = tensor.bitcast %i : tensor<2x3xi32> to tensor<2x3xf32>
  return %f, %h, %l : tensor<2x3xf32>, tensor<?xi16>, tensor<i64>
}
