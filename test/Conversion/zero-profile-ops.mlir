// zero-profile-ops brackets each op the step-time model prices with the
// runtime's timers and lists the bracketed ops, in order, on the module.
// RUN: zero-opt %s --split-input-file --zero-profile-ops --mlir-print-local-scope | FileCheck %s
// The output verifies and round-trips.
// RUN: zero-opt %s --split-input-file --zero-profile-ops --mlir-print-local-scope | zero-opt --split-input-file --mlir-print-local-scope | FileCheck %s
// Twice is an error (zero-profile-ops-errors.mlir): the ops would be timed
// twice.
// RUN: not zero-opt %s --split-input-file --zero-profile-ops --zero-profile-ops 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: the module's ops are already profiled (it has 'zero_rt.profile_ops'); run zero-profile-ops once

// A matmul, an elementwise op and an all-reduce are timed, numbered 0, 1,
// 2 in program order; tensor.empty (no bytes, no FLOPs) and the return are
// not. Each bracket opens right before its op and closes right after it.
// CHECK-LABEL: module attributes {zero_rt.profile_ops = [
// CHECK-SAME: {class = "matmul", loc = loc("{{.*}}zero-profile-ops.mlir":[[#MM:]]:{{[0-9]+}}), op = "linalg.matmul"},
// CHECK-SAME: {class = "elementwise", loc = loc("{{.*}}zero-profile-ops.mlir":[[#MM+1]]:{{[0-9]+}}), op = "linalg.generic"},
// CHECK-SAME: {class = "collective", loc = loc("{{.*}}zero-profile-ops.mlir":{{[0-9]+}}:{{[0-9]+}}), op = "zero.all_reduce"}]}
// CHECK-LABEL: func.func @step
// CHECK: tensor.empty
// CHECK: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-NEXT: call @zero_rt_profile_begin(%[[C0]]) : (i64) -> ()
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: call @zero_rt_profile_end(%[[C0]]) : (i64) -> ()
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT: call @zero_rt_profile_begin(%[[C1]]) : (i64) -> ()
// CHECK-NEXT: linalg.generic
// CHECK: call @zero_rt_profile_end(%[[C1]]) : (i64) -> ()
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i64
// CHECK-NEXT: call @zero_rt_profile_begin(%[[C2]]) : (i64) -> ()
// CHECK-NEXT: zero.all_reduce
// CHECK-NEXT: call @zero_rt_profile_end(%[[C2]]) : (i64) -> ()
// CHECK-NEXT: return
// The timers are declared once, private, taking the op's number.
// CHECK-DAG: func.func private @zero_rt_profile_begin(i64)
// CHECK-DAG: func.func private @zero_rt_profile_end(i64)
shard.grid @dp(shape = 2)
func.func @step(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %init = tensor.empty() : tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  %r = zero.all_reduce sum %s on @dp : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A module with nothing to time still gets the (empty) list, so that the
// host can tell "profiled, nothing timed" from "not profiled"; no timer is
// declared.
// CHECK-LABEL: module attributes {zero_rt.profile_ops = []}
// CHECK-NOT: zero_rt_profile_begin
// CHECK-LABEL: func.func @views
func.func @views(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
