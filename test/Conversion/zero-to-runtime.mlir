// The lowering's first two steps, as zero-lower-to-llvm runs them:
// zero-donate-states then zero-to-runtime.
// RUN: zero-opt %s --split-input-file --zero-donate-states --zero-to-runtime | FileCheck %s
// The output is ordinary upstream IR: it verifies and round-trips without
// the zero dialect.
// RUN: zero-opt %s --split-input-file --zero-donate-states --zero-to-runtime | zero-opt --split-input-file | FileCheck %s
// zero-to-runtime alone donates nothing: that is zero-donate-states' job.
// RUN: zero-opt %s --split-input-file --zero-to-runtime | FileCheck %s --check-prefix=ALONE
// ALONE-NOT: materialize_in_destination

// A bucket of several tensors (mixed dtypes here) is one collective of the
// runtime: every input's buffer read-only and a new buffer per result
// first, then begin, one enqueue per tensor in operand order, end, one wait
// per tensor in the same order with the same buffers (so that they live
// until the collective is done), then the results. Nothing comes between
// the calls. The entry points are declared once, with their C interface;
// begin and end are plain C.
// CHECK-DAG: func.func private @zero_rt_bucket_begin(){{$}}
// CHECK-DAG: func.func private @zero_rt_bucket_end(){{$}}
// CHECK-DAG: func.func private @zero_rt_bucket_all_gather_bf16(memref<?xbf16, strided<[?], offset: ?>>, memref<?xbf16, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_bucket_all_gather_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_bucket_wait_bf16(memref<?xbf16, strided<[?], offset: ?>>, memref<?xbf16, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_bucket_wait_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// The single-tensor entry points are not used.
// CHECK-NOT: @zero_rt_all_gather_
// The group is gone.
// CHECK-NOT: shard.grid
// CHECK-LABEL: func.func @gather_bucket
// CHECK-SAME: (%[[A:.*]]: tensor<8xbf16>, %[[B:.*]]: tensor<2xf32>)
// CHECK: %[[IN_A:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<8xbf16> to memref<8xbf16, strided<[?], offset: ?>>
// CHECK: %[[OUT_A:.*]] = memref.alloc() : memref<32xbf16>
// CHECK: %[[ARG_IN_A:.*]] = memref.cast %[[IN_A]] : memref<8xbf16, strided<[?], offset: ?>> to memref<?xbf16, strided<[?], offset: ?>>
// CHECK: %[[ARG_OUT_A:.*]] = memref.cast %[[OUT_A]] : memref<32xbf16> to memref<?xbf16, strided<[?], offset: ?>>
// CHECK: %[[IN_B:.*]] = bufferization.to_buffer %[[B]] read_only : tensor<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK: %[[OUT_B:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[ARG_IN_B:.*]] = memref.cast %[[IN_B]]
// CHECK: %[[ARG_OUT_B:.*]] = memref.cast %[[OUT_B]]
// CHECK-NEXT: call @zero_rt_bucket_begin() : () -> ()
// CHECK-NEXT: call @zero_rt_bucket_all_gather_bf16(%[[ARG_IN_A]], %[[ARG_OUT_A]])
// CHECK-NEXT: call @zero_rt_bucket_all_gather_f32(%[[ARG_IN_B]], %[[ARG_OUT_B]])
// CHECK-NEXT: call @zero_rt_bucket_end() : () -> ()
// CHECK-NEXT: call @zero_rt_bucket_wait_bf16(%[[ARG_IN_A]], %[[ARG_OUT_A]])
// CHECK-NEXT: call @zero_rt_bucket_wait_f32(%[[ARG_IN_B]], %[[ARG_OUT_B]])
// CHECK-NEXT: %[[FULL_A:.*]] = bufferization.to_tensor %[[OUT_A]] restrict writable : memref<32xbf16> to tensor<32xbf16>
// CHECK-NEXT: %[[FULL_B:.*]] = bufferization.to_tensor %[[OUT_B]] restrict writable : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %[[FULL_A]], %[[FULL_B]]
shard.grid @dp(shape = 4)
func.func @gather_bucket(%a: tensor<8xbf16>, %b: tensor<2xf32>) -> (tensor<32xbf16>, tensor<8xf32>) {
  %fa, %fb = zero.all_gather %a, %b on @dp : tensor<8xbf16>, tensor<2xf32> -> tensor<32xbf16>, tensor<8xf32>
  return %fa, %fb : tensor<32xbf16>, tensor<8xf32>
}

// -----

// Reductions pass their op as an i32 (0 = sum, 1 = avg). A tensor of rank 2
// travels in its row-major 1-d form: the input is collapsed on tensors, the
// result's new buffer through a memref view. A collective of one tensor is
// one call, with no bucket around it.
// CHECK-NOT: bucket
// CHECK-LABEL: func.func @reductions
// CHECK-SAME: (%[[G:.*]]: tensor<8x2xf32>, %[[C:.*]]: tensor<4xi64>)
// CHECK-NOT: bucket
// CHECK: %[[AVG:.*]] = arith.constant 1 : i32
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[G]] {{\[\[}}0, 1]] : tensor<8x2xf32> into tensor<16xf32>
// CHECK: %[[IN:.*]] = bufferization.to_buffer %[[FLAT]] read_only
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x2xf32>
// CHECK: %[[OUT_FLAT:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]] : memref<2x2xf32> into memref<4xf32>
// CHECK: %[[ARG_OUT:.*]] = memref.cast %[[OUT_FLAT]]
// CHECK: call @zero_rt_reduce_scatter_f32(%{{.*}}, %[[ARG_OUT]], %[[AVG]]) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32) -> ()
// CHECK: bufferization.to_tensor %[[OUT]] restrict writable : memref<2x2xf32> to tensor<2x2xf32>
// CHECK: %[[SUM:.*]] = arith.constant 0 : i32
// CHECK: call @zero_rt_all_reduce_i64(%{{.*}}, %{{.*}}, %[[SUM]])
// CHECK-NOT: bucket
// CHECK: return
shard.grid @dp(shape = 4)
func.func @reductions(%g: tensor<8x2xf32>, %c: tensor<4xi64>) -> (tensor<2x2xf32>, tensor<4xi64>) {
  %s = zero.reduce_scatter avg %g on @dp : tensor<8x2xf32> -> tensor<2x2xf32>
  %r = zero.all_reduce sum %c on @dp : tensor<4xi64> -> tensor<4xi64>
  return %s, %r : tensor<2x2xf32>, tensor<4xi64>
}

// -----

// A reducing bucket passes its op to every enqueue, not to the waits; a
// rank-2 tensor travels in its 1-d form as above. Three tensors, two of
// them f16, which share their entry points.
// CHECK-DAG: func.func private @zero_rt_bucket_reduce_scatter_f16({{.*}}, i32) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_bucket_reduce_scatter_f32({{.*}}, i32) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_bucket_wait_f16(memref<?xf16, strided<[?], offset: ?>>, memref<?xf16, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @reduce_scatter_bucket
// CHECK: %[[AVG:.*]] = arith.constant 1 : i32
// CHECK: %[[OUT_G:.*]] = memref.alloc() : memref<2x2xf16>
// CHECK: %[[FLAT_G:.*]] = memref.collapse_shape %[[OUT_G]]
// CHECK: %[[ARG_OUT_G:.*]] = memref.cast %[[FLAT_G]]
// CHECK: call @zero_rt_bucket_begin()
// CHECK-NEXT: call @zero_rt_bucket_reduce_scatter_f16(%{{.*}}, %[[ARG_OUT_G]], %[[AVG]])
// CHECK-NEXT: call @zero_rt_bucket_reduce_scatter_f32(%{{.*}}, %{{.*}}, %[[AVG]])
// CHECK-NEXT: call @zero_rt_bucket_reduce_scatter_f16(%{{.*}}, %{{.*}}, %[[AVG]])
// CHECK-NEXT: call @zero_rt_bucket_end()
// CHECK-NEXT: call @zero_rt_bucket_wait_f16(%{{.*}}, %[[ARG_OUT_G]]) : (memref<?xf16, strided<[?], offset: ?>>, memref<?xf16, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: call @zero_rt_bucket_wait_f32(
// CHECK-NEXT: call @zero_rt_bucket_wait_f16(
// CHECK-NEXT: bufferization.to_tensor %[[OUT_G]] restrict writable : memref<2x2xf16> to tensor<2x2xf16>
shard.grid @dp(shape = 4)
func.func @reduce_scatter_bucket(%g: tensor<8x2xf16>, %h: tensor<4xf32>, %k: tensor<12xf16>) -> (tensor<2x2xf16>, tensor<1xf32>, tensor<3xf16>) {
  %sg, %sh, %sk = zero.reduce_scatter avg %g, %h, %k on @dp : tensor<8x2xf16>, tensor<4xf32>, tensor<12xf16> -> tensor<2x2xf16>, tensor<1xf32>, tensor<3xf16>
  return %sg, %sh, %sk : tensor<2x2xf16>, tensor<1xf32>, tensor<3xf16>
}

// -----

// A declaration of the runtime's function that the module already has is
// used, and called through its C interface.
// CHECK: func.func private @zero_rt_all_reduce_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32) attributes {llvm.emit_c_interface}
// CHECK-NOT: @zero_rt_all_reduce_f32(
// CHECK-LABEL: func.func @declared_before
// CHECK: call @zero_rt_all_reduce_f32
func.func private @zero_rt_all_reduce_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32)
shard.grid @dp(shape = 2)
func.func @declared_before(%g: tensor<4xf32>) -> tensor<4xf32> {
  %r = zero.all_reduce sum %g on @dp : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A two-axis grid is fine when the collective spans all of it.
// CHECK-LABEL: func.func @whole_hybrid_grid
// CHECK: call @zero_rt_all_gather_f16
// CHECK-NOT: shard.grid
shard.grid @hybrid(shape = 2x2)
func.func @whole_hybrid_grid(%a: tensor<1xf16>) -> tensor<4xf16> {
  %f = zero.all_gather %a on @hybrid grid_axes = [0, 1] : tensor<1xf16> -> tensor<4xf16>
  return %f : tensor<4xf16>
}

// -----

// A sharded step: this rank's index is the runtime's rank; annotations fold;
// releases go (the buffers die at their last use); state results are written
// into their arguments' buffers; the step keeps no zero attribute and gets a
// C interface. An unmarked result (the loss) is returned as it is.
// CHECK: func.func private @zero_rt_rank() -> i32{{$}}
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[W:[^:]*]]: tensor<2xf32>, %[[M:[^:]*]]: tensor<2xf32>, %[[DW:[^:]*]]: tensor<8xf32>)
// CHECK-SAME: -> (tensor<2xf32>, tensor<2xf32>, tensor<f32>) attributes {llvm.emit_c_interface, zero_rt.lowered_from = (tensor<2xf32>, tensor<2xf32>, tensor<8xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<f32>)}
// CHECK-NOT: zero.
// CHECK: %[[RANK:.*]] = call @zero_rt_rank() : () -> i32
// CHECK: %[[INDEX:.*]] = arith.index_cast %[[RANK]] : i32 to index
// CHECK: bufferization.to_buffer %[[DW]] read_only
// CHECK: call @zero_rt_reduce_scatter_f32
// CHECK: %[[SHARD:.*]] = bufferization.to_tensor
// Each new state is written as soon as it exists and its argument is read
// no more, so that a buffer carrying it dies early.
// CHECK: %[[NEW_W:.*]] = arith.addf %[[W]], %[[SHARD]]
// CHECK-NEXT: %[[DONATED_W:.*]] = bufferization.materialize_in_destination %[[NEW_W]] in %[[W]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[NEW_M:.*]] = arith.mulf %[[M]], %[[SHARD]]
// CHECK-NEXT: %[[DONATED_M:.*]] = bufferization.materialize_in_destination %[[NEW_M]] in %[[M]]
// CHECK-SAME: {{$}}
// CHECK-NEXT: return %[[DONATED_W]], %[[DONATED_M]]
shard.grid @dp(shape = 4)
func.func @train_step(
    %w: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
    %m: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xf32>)
    -> (tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
        tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
        tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
  %rank = shard.process_linear_index on @dp : index
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %shard = zero.reduce_scatter avg %g on @dp : tensor<8xf32> -> tensor<2xf32>
  zero.release %g : tensor<8xf32>
  %nw = arith.addf %w, %shard : tensor<2xf32>
  %c = arith.index_cast %rank : index to i64
  %f = arith.uitofp %c : i64 to f32
  %loss = tensor.from_elements %f : tensor<f32>
  // The moment's argument is read here last.
  %nm = arith.mulf %m, %shard : tensor<2xf32>
  return %nw, %nm, %loss : tensor<2xf32>, tensor<2xf32>, tensor<f32>
}

// -----

// One rank: zero-shard inserts nothing, but the plan's grid still goes. A
// state returned unchanged already is its argument's buffer.
// CHECK-NOT: shard.grid
// CHECK-LABEL: func.func @one_rank
// CHECK-SAME: (%[[W:.*]]: tensor<3xf32>, %[[M:.*]]: tensor<3xf32>, %{{.*}}: tensor<3xf32>)
// CHECK-SAME: attributes {llvm.emit_c_interface, zero_rt.lowered_from = (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)}
// CHECK: %[[NEW:.*]] = bufferization.materialize_in_destination %{{.*}} in %[[W]]
// CHECK-NOT: materialize_in_destination
// CHECK: return %[[NEW]], %[[M]]
shard.grid @dp(shape = 1)
func.func @one_rank(%w: tensor<3xf32> {zero.state = #zero.state<weight, "w">},
                    %m: tensor<3xf32> {zero.state = #zero.state<optimizer, "w">},
                    %dw: tensor<3xf32>)
    -> (tensor<3xf32> {zero.state = #zero.state<weight, "w">},
        tensor<3xf32> {zero.state = #zero.state<optimizer, "w">})
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<3xf32>
  %n = arith.subf %w, %g : tensor<3xf32>
  return %n, %m : tensor<3xf32>, tensor<3xf32>
}

// -----

// A copy between memory tiers is one call of the runtime's transfer entry
// point: the input's buffer read-only, a new buffer for the result, and the
// tiers as zero_rt_tier codes (device 0, host 1). The buffer of a copy to
// the host is marked as one of the host tier (zero-place-tier-tensors later
// has the runtime allocate it there); that of a copy to the device is not.
// CHECK-DAG: func.func private @zero_rt_transfer_bf16(memref<?xbf16, strided<[?], offset: ?>>, memref<?xbf16, strided<[?], offset: ?>>, i32, i32) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @offloaded_copies
// CHECK-SAME: (%[[G:.*]]: tensor<2x4xbf16>)
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only
// CHECK: %[[OUT:.*]] = memref.alloc() {zero_rt.host_tensor} : memref<2x4xbf16>
// CHECK-DAG: %[[DEVICE:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[HOST:.*]] = arith.constant 1 : i32
// CHECK: call @zero_rt_transfer_bf16(%{{.*}}, %{{.*}}, %[[DEVICE]], %[[HOST]])
// CHECK: %[[ONHOST:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: memref.alloc() : memref<2x4xbf16>
// CHECK: call @zero_rt_transfer_bf16(%{{.*}}, %{{.*}}, %[[HOST2:.*]], %[[DEVICE2:.*]])
// CHECK-NOT: zero.transfer
func.func @offloaded_copies(%g: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  %h = zero.transfer %g from device to host : tensor<2x4xbf16>
  %d = zero.transfer %h from host to device : tensor<2x4xbf16>
  return %d : tensor<2x4xbf16>
}

// -----

// NVMe (offload=nvme). A transfer to NVMe writes a new tensor of the
// runtime's NVMe tier through the transfer entry point (host 1 -> nvme 2):
// an allocation marked `zero_rt.nvme_tensor`, which deallocation frees at
// its last use and zero-place-tier-tensors then makes the runtime's
// zero_rt_alloc_nvme_<dt> (an address of the rank's file); a transfer from
// NVMe reads one (an argument's or such a tensor) into a new host buffer in
// the background, and its wait goes right before the first use of the
// result, so that the read overlaps what comes between.
// CHECK-DAG: func.func private @zero_rt_transfer_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32, i32) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @zero_rt_transfer_wait_f32(memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @nvme_copies
// CHECK-SAME: (%[[G:[^:]*]]: tensor<2x3xf32>, %[[M:[^:]*]]: tensor<6xf32>
// The state argument is read from its range.
// CHECK: %[[MIN:.*]] = bufferization.to_buffer %[[M]] read_only
// CHECK: %[[MHOST:.*]] = memref.alloc() {zero_rt.host_tensor} : memref<6xf32>
// CHECK: %[[MOUT:.*]] = memref.cast %[[MHOST]]
// CHECK-DAG: %[[NVME:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[HOST:.*]] = arith.constant 1 : i32
// CHECK: call @zero_rt_transfer_f32(%{{.*}}, %[[MOUT]], %[[NVME]], %[[HOST]])
// CHECK-NOT: zero_rt_transfer_wait
// The gradient goes to a new NVMe tensor of its shape; no wait.
// CHECK: %[[GIN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<6xf32>
// CHECK: %[[FLAT:.*]] = memref.alloc() {zero_rt.nvme_tensor} : memref<6xf32>
// CHECK: %[[SHAPED:.*]] = memref.expand_shape %[[FLAT]] {{\[\[}}0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
// CHECK: call @zero_rt_transfer_f32(%{{.*}}, %{{.*}}, %[[HOST2:.*]], %[[NVME2:.*]])
// CHECK-NOT: zero_rt_transfer_wait
// CHECK: %[[ONNVME:.*]] = bufferization.to_tensor %[[SHAPED]] restrict writable : memref<2x3xf32>
// And back.
// CHECK: memref.alloc() {zero_rt.host_tensor} : memref<2x3xf32>
// CHECK: %[[BACKOUT:.*]] = memref.cast %{{.*}} : memref<6xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: call @zero_rt_transfer_f32(%{{.*}}, %[[BACKOUT]],
// Each read is waited for just before its first use.
// CHECK: call @zero_rt_transfer_wait_f32(%[[MOUT]])
// CHECK-NEXT: arith.addf
// CHECK: call @zero_rt_transfer_wait_f32(%[[BACKOUT]])
// CHECK-NEXT: return
// CHECK-NOT: zero.transfer
func.func @nvme_copies(%g: tensor<2x3xf32>,
                       %m: tensor<6xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<nvme>})
    -> (tensor<6xf32>, tensor<2x3xf32>) {
  %mh = zero.transfer %m from nvme to host : tensor<6xf32>
  %n = zero.transfer %g from host to nvme : tensor<2x3xf32>
  %back = zero.transfer %n from nvme to host : tensor<2x3xf32>
  %sum = arith.addf %mh, %mh : tensor<6xf32>
  return %sum, %back : tensor<6xf32>, tensor<2x3xf32>
}

// -----

// A copy the step holds only for its memory (zero-remat's `op` policy keeps
// a projection's output that nothing reads): deallocation would free it
// where it is made, so its release becomes the runtime's no-op
// zero_rt_hold, which keeps the buffer until there. A released tensor that
// is read elsewhere (%y) needs no call.
// CHECK: func.func private @zero_rt_hold(index){{$}}
// CHECK-LABEL: func.func @held_copy
// CHECK: %[[COPY:.*]] = arith.truncf
// CHECK: %[[BUFFER:.*]] = bufferization.to_buffer %[[COPY]] read_only : tensor<4xbf16> to memref<4xbf16>
// CHECK-NEXT: %[[ADDRESS:.*]] = memref.extract_aligned_pointer_as_index %[[BUFFER]] : memref<4xbf16> -> index
// CHECK-NEXT: call @zero_rt_hold(%[[ADDRESS]]) : (index) -> ()
// CHECK-NOT: zero_rt_hold
// CHECK: return
shard.grid @dp(shape = 1)
func.func @held_copy(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
                     %x: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %copy = arith.truncf %x : tensor<4xf32> to tensor<4xbf16>
  %y = arith.addf %x, %w : tensor<4xf32>
  %z = arith.mulf %y, %y : tensor<4xf32>
  zero.release %copy, %y : tensor<4xbf16>, tensor<4xf32>
  %g = zero.annotate %z as <grad, "w"> : tensor<4xf32>
  %n = arith.subf %w, %g : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

// A 0-d tensor (a scalar parameter at stage 0) is one element to the
// runtime: its buffer is expanded to memref<1xf32>, since no collapse adds
// a dimension. The collapse that flattens the other ranks was written for
// it too, and the cast of a memref<f32> failed the verifier (a hostile
// sweep).
// CHECK-LABEL: func.func @scalar_all_reduce
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<f32>
// CHECK: %[[FLAT:.*]] = memref.expand_shape %[[OUT]] [] output_shape [1] : memref<f32> into memref<1xf32>
// CHECK: memref.cast %[[FLAT]] : memref<1xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: call @zero_rt_all_reduce_f32
// CHECK: bufferization.to_tensor %[[OUT]] restrict writable : memref<f32> to tensor<f32>
shard.grid @dp(shape = 2)
func.func @scalar_all_reduce(%w: tensor<f32> {zero.state = #zero.state<weight, "w">},
                             %dw: tensor<f32>)
    -> (tensor<f32> {zero.state = #zero.state<weight, "w">})
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<f32>
  %avg = zero.all_reduce avg %g on @dp : tensor<f32> -> tensor<f32>
  %n = arith.subf %w, %avg : tensor<f32>
  return %n : tensor<f32>
}

// -----

// The ops an offloaded step runs on the host (those that read a tensor off
// the device, TierPlacement.h) are marked, and made destination-passing
// first: zero-place-tier-tensors allocates the new buffers they write in
// the host tier. The elementwise op becomes what convert-elementwise-to-
// linalg would make of it (its first operand the destination, which
// zero-confine-writes replaces where it must). An op on the device stays as
// it was.
// CHECK-LABEL: func.func @host_update
// CHECK-SAME: (%[[W:[^:]*]]: tensor<4xf32>, %[[M:[^:]*]]: tensor<4xf32>,
// CHECK: %[[ONHOST:.*]] = bufferization.to_tensor %{{.*}} restrict writable : memref<4xf32>
// CHECK: %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[ONHOST]] : tensor<4xf32>, tensor<4xf32>) outs(%[[M]] : tensor<4xf32>) attrs = {zero_rt.on_host}
// CHECK: arith.subf
// CHECK: %[[DEVICE:.*]] = arith.mulf %[[W]], %[[W]] : tensor<4xf32>
// CHECK-NOT: zero_rt.on_host
func.func @host_update(
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.tier = #zero.tier<host>},
    %dw: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "w">},
        tensor<4xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  %gh = zero.transfer %g from device to host : tensor<4xf32>
  %nm = arith.subf %m, %gh : tensor<4xf32>
  %back = zero.transfer %nm from host to device : tensor<4xf32>
  %sq = arith.mulf %w, %w : tensor<4xf32>
  return %back, %nm, %sq : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
