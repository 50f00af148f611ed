// The asynchronous collectives print and parse as written, in both forms.
// RUN: zero-opt %s | FileCheck %s
// RUN: zero-opt %s | zero-opt | FileCheck %s
// RUN: zero-opt %s --mlir-print-op-generic | zero-opt | FileCheck %s
// Neither CSE nor canonicalization may drop or merge a start or a wait:
// they read and write the interconnect.
// RUN: zero-opt %s --cse --canonicalize | FileCheck %s --check-prefix=KEEP

shard.grid @dp(shape = 2)
shard.grid @hsdp(shape = 2x2)

// Every kind, a variadic bucket, grid axes, and compute between start and wait.
// CHECK-LABEL: func.func @every_kind
// CHECK: %[[G:.*]]:3 = zero.all_gather_start %{{.*}}, %{{.*}} on @dp : tensor<2xf32>, tensor<1xbf16> -> tensor<4xf32>, tensor<2xbf16>
// CHECK-NEXT: arith.addf
// CHECK-NEXT: zero.wait %[[G]]#2
// CHECK: %[[S:.*]]:2 = zero.reduce_scatter_start avg %{{.*}} on @hsdp grid_axes = [1] : tensor<4xf32> -> tensor<2xf32>
// CHECK-NEXT: zero.wait %[[S]]#1
// CHECK: %[[R:.*]]:2 = zero.all_reduce_start sum %{{.*}} on @dp : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: zero.wait %[[R]]#1
// KEEP-LABEL: func.func @every_kind
// KEEP-COUNT-3: zero.wait
func.func @every_kind(%a: tensor<2xf32>, %b: tensor<1xbf16>, %x: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<2xbf16>, tensor<2xf32>, tensor<4xf32>, tensor<4xf32>) {
  %full:2, %t0 = zero.all_gather_start %a, %b on @dp
      : tensor<2xf32>, tensor<1xbf16> -> tensor<4xf32>, tensor<2xbf16>
  %y = arith.addf %x, %x : tensor<4xf32>
  zero.wait %t0
  %s, %t1 = zero.reduce_scatter_start avg %x on @hsdp grid_axes = [1]
      : tensor<4xf32> -> tensor<2xf32>
  zero.wait %t1
  %r, %t2 = zero.all_reduce_start sum %x on @dp : tensor<4xf32> -> tensor<4xf32>
  zero.wait %t2
  return %full#0, %full#1, %s, %r, %y : tensor<4xf32>, tensor<2xbf16>, tensor<2xf32>, tensor<4xf32>, tensor<4xf32>
}
