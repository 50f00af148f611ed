// RUN: zero-opt %s --split-input-file --zero-donate-states | FileCheck %s

// Each state result is written into the buffer of the argument it updates,
// as soon as the new value exists and its argument is read no more; the
// rest of the step is untouched (the collectives stay, the loss is returned
// as it is).
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[W:[^:]*]]: tensor<2xf32> {{.*}}, %[[M:[^:]*]]: tensor<2xf32> {{.*}}, %[[DW:[^:]*]]: tensor<8xf32>)
// CHECK: %[[SHARD:.*]] = zero.reduce_scatter avg
// CHECK: %[[NEW_W:.*]] = arith.addf %[[W]], %[[SHARD]]
// CHECK-NEXT: %[[DONATED_W:.*]] = bufferization.materialize_in_destination %[[NEW_W]] in %[[W]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[NEW_M:.*]] = arith.mulf %[[M]], %[[SHARD]]
// CHECK-NEXT: %[[DONATED_M:.*]] = bufferization.materialize_in_destination %[[NEW_M]] in %[[M]]
// CHECK-NEXT: return %[[DONATED_W]], %[[DONATED_M]], %{{.*}} : tensor<2xf32>, tensor<2xf32>, tensor<f32>
shard.grid @dp(shape = 4)
func.func @train_step(
    %w: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
    %m: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xf32>)
    -> (tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
        tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
        tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %shard = zero.reduce_scatter avg %g on @dp : tensor<8xf32> -> tensor<2xf32>
  zero.release %g : tensor<8xf32>
  %nw = arith.addf %w, %shard : tensor<2xf32>
  %loss = arith.constant dense<1.0> : tensor<f32>
  // The moment's argument is read here last.
  %nm = arith.mulf %m, %shard : tensor<2xf32>
  return %nw, %nm, %loss : tensor<2xf32>, tensor<2xf32>, tensor<f32>
}

// -----

// A state returned unchanged already is its argument's buffer: nothing to
// write. A function without state results is left alone.
// CHECK-LABEL: func.func @unchanged
// CHECK-SAME: (%[[W:[^:]*]]: tensor<3xf32> {zero.state = #zero.state<weight, "w">}, %[[M:[^:]*]]: tensor<3xf32>
// CHECK: %[[NEW:.*]] = bufferization.materialize_in_destination %{{.*}} in %[[W]]
// CHECK-NOT: materialize_in_destination
// CHECK: return %[[NEW]], %[[M]]
// CHECK-LABEL: func.func @helper
// CHECK-NOT: materialize_in_destination
// CHECK: return
func.func @unchanged(%w: tensor<3xf32> {zero.state = #zero.state<weight, "w">},
                     %m: tensor<3xf32> {zero.state = #zero.state<optimizer, "w">},
                     %dw: tensor<3xf32>)
    -> (tensor<3xf32> {zero.state = #zero.state<weight, "w">},
        tensor<3xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<3xf32>
  %n = arith.subf %w, %g : tensor<3xf32>
  return %n, %m : tensor<3xf32>, tensor<3xf32>
}
func.func @helper(%x: tensor<3xf32>) -> tensor<3xf32> {
  return %x : tensor<3xf32>
}

// -----

// A state an asynchronous gather delivers (zero-prefetch at stages 1-2:
// the updated shard gathered back into the full weight) holds its value
// from the gather's zero.wait on, so it is written there, not at the
// start; the op between start and wait stays before it. The gather reads
// its input, the updated master shard, until that wait too, so the master
// is written into its argument after the wait as well (written at the
// start, one-shot bufferization refused the step: "cannot avoid RaW
// conflict").
// CHECK-LABEL: func.func @gathered_async
// CHECK-SAME: (%[[W:[^:]*]]: tensor<8xf32> {{.*}}, %[[M:[^:]*]]: tensor<2xf32> {{.*}}, %[[DW:[^:]*]]: tensor<8xf32>)
// CHECK: %[[NEW_M:.*]] = arith.mulf %[[M]]
// CHECK-NEXT: %[[GATHER:.*]]:2 = zero.all_gather_start %[[NEW_M]]
// CHECK-NOT: materialize_in_destination
// CHECK: arith.constant
// CHECK-NEXT: zero.wait %[[GATHER]]#1
// CHECK-DAG: %[[DONATED_W:.*]] = bufferization.materialize_in_destination %[[GATHER]]#0 in %[[W]]
// CHECK-DAG: %[[DONATED_M:.*]] = bufferization.materialize_in_destination %[[NEW_M]] in %[[M]]
// CHECK: return %[[DONATED_W]], %[[DONATED_M]],
shard.grid @dp(shape = 4)
func.func @gathered_async(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">},
        tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
        tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 1, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %shard = zero.reduce_scatter avg %g on @dp : tensor<8xf32> -> tensor<2xf32>
  zero.release %g : tensor<8xf32>
  %nm = arith.mulf %m, %shard : tensor<2xf32>
  %full, %t = zero.all_gather_start %nm on @dp : tensor<2xf32> -> tensor<8xf32>
  %loss = arith.constant dense<1.0> : tensor<f32>
  zero.wait %t
  return %full, %nm, %loss : tensor<8xf32>, tensor<2xf32>, tensor<f32>
}


// -----

// The old weight leaves through an scf.if and is read after its update is
// computed: the if's result may be the weight's buffer, so the update is
// written after that read (written before it, one-shot bufferization
// refused the step: "cannot avoid RaW conflict", named at an unrelated
// slice).
// CHECK-LABEL: func.func @read_through_if_after_update
// CHECK-SAME: (%[[W:[^:]*]]: tensor<4xf32> {{.*}}, %[[X:[^:]*]]: tensor<4xf32>, %[[C:[^:]*]]: tensor<i1>)
// CHECK: %[[PICK:.*]] = scf.if
// CHECK: %[[NEW:.*]] = arith.subf %[[W]], %{{.*}}
// CHECK-NOT: materialize_in_destination
// CHECK: tensor.extract %[[PICK]]
// CHECK-NEXT: bufferization.materialize_in_destination %[[NEW]] in %[[W]]
func.func @read_through_if_after_update(
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %x: tensor<4xf32>, %c: tensor<i1>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, f32) {
  %i = arith.constant 0 : index
  %which = tensor.extract %c[] : tensor<i1>
  %pick = scf.if %which -> (tensor<4xf32>) {
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  %g = zero.annotate %x as <grad, "w"> : tensor<4xf32>
  %nw = arith.subf %w, %g : tensor<4xf32>
  %l = tensor.extract %pick[%i] : tensor<4xf32>
  return %nw, %l : tensor<4xf32>, f32
}

// -----

// A forward loop carries the weight and, beside it, the loss: only the
// loop's first result and iteration argument share the weight's buffer, so
// the loss (the second) is no old value of the weight (it was refused as
// one when every result of the loop counted).
// CHECK-LABEL: func.func @loss_carried_beside_weight
// CHECK: %[[ACT:.*]]:2 = scf.for
// CHECK: bufferization.materialize_in_destination %{{.*}} in %{{.*}}
// CHECK: return %{{.*}}, %[[ACT]]#1
func.func @loss_carried_beside_weight(
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %x: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant dense<0.0> : tensor<f32>
  %act, %loss = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %w, %l = %zero) -> (tensor<4xf32>, tensor<f32>) {
    %b = arith.mulf %a, %x : tensor<4xf32>
    %e = tensor.extract %b[%c0] : tensor<4xf32>
    %et = tensor.from_elements %e : tensor<f32>
    %l2 = arith.addf %l, %et : tensor<f32>
    scf.yield %b, %l2 : tensor<4xf32>, tensor<f32>
  }
  %g = zero.annotate %act as <grad, "w"> : tensor<4xf32>
  %nw = arith.subf %w, %g : tensor<4xf32>
  return %nw, %loss : tensor<4xf32>, tensor<f32>
}
