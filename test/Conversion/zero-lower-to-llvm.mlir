// The named pipeline takes a sharded step to the LLVM dialect: the two-layer
// MLP of ../Dialect/Zero/Transforms/Inputs (10 arguments, 9 of them states) at stage 3 on
// 4 ranks.
// RUN: zero-opt %S/../Dialect/Zero/Transforms/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" --zero-lower-to-llvm -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=CLEAN < %t.mlir
// It is valid LLVM IR.
// RUN: mlir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LLVMIR
// The same from the textual form of the pipeline and from a stock mlir-opt
// with the plugin.
// RUN: zero-opt %S/../Dialect/Zero/Transforms/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" | zero-opt --pass-pipeline="builtin.module(zero-lower-to-llvm)" | FileCheck %s
// RUN: zero-opt %S/../Dialect/Zero/Transforms/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" | mlir-opt --load-dialect-plugin=%zero_lib_dir/ZeroPlugin%shlibext --load-pass-plugin=%zero_lib_dir/ZeroPlugin%shlibext --pass-pipeline="builtin.module(zero-lower-to-llvm)" | FileCheck %s
// The buffers of a bucket, as deallocation leaves them (the IR after the
// pipeline's optimize-allocation-liveness).
// RUN: zero-opt %S/../Dialect/Zero/Transforms/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4" --zero-lower-to-llvm --mlir-print-ir-after=optimize-allocation-liveness -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEALLOC
// A step whose master is its weight, at stages 1 and 2 with prefetch=1: the
// updated shard is gathered asynchronously and also written into its own
// argument, which must wait for the gather (written before the wait,
// one-shot bufferization refused it: "cannot avoid RaW conflict").
// RUN: zero-opt %S/../Dialect/Zero/Transforms/Inputs/small-params.mlir --zero-shard="stage=1 world-size=4 prefetch=1" --zero-lower-to-llvm | FileCheck %s --check-prefix=PREFETCHED
// RUN: zero-opt %S/../Dialect/Zero/Transforms/Inputs/small-params.mlir --zero-shard="stage=2 world-size=4 prefetch=1" --zero-lower-to-llvm | FileCheck %s --check-prefix=PREFETCHED
// PREFETCHED: llvm.func @_mlir_ciface_train_step
// PREFETCHED-NOT: func.func
// --help documents it.
// RUN: zero-opt --help | FileCheck %s --check-prefix=HELP

// Every buffer comes from the runtime's allocation hooks, never malloc.
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// The collectives are the runtime's memref entry points.
// CHECK-DAG: llvm.func @_mlir_ciface_zero_rt_all_gather_bf16(!llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @_mlir_ciface_zero_rt_reduce_scatter_bf16(!llvm.ptr, !llvm.ptr, i32)
// Layer 1's weight and bias (two bf16 tensors) travel as one bucket: at
// stage 3 they are gathered once (used last in the forward, first in the
// backward) and their gradients reduce-scattered together; layer 0's one
// weight keeps the single calls. Nothing is freed from a bucket's begin to
// its first wait, which completes the collective: the waits take the
// enqueued buffers again, so deallocation keeps them alive until then.
// CHECK-DAG: llvm.func @_mlir_ciface_zero_rt_bucket_all_gather_bf16(!llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @_mlir_ciface_zero_rt_bucket_reduce_scatter_bf16(!llvm.ptr, !llvm.ptr, i32)
// CHECK-DAG: llvm.func @_mlir_ciface_zero_rt_bucket_wait_bf16(!llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @zero_rt_bucket_begin()
// CHECK-DAG: llvm.func @zero_rt_bucket_end()
// CHECK-LABEL: llvm.func @train_step(
// CHECK: llvm.call @zero_rt_all_gather_bf16(
// CHECK: llvm.call @zero_rt_bucket_begin()
// CHECK-NOT: @_mlir_memref_to_llvm_free
// CHECK-COUNT-2: llvm.call @zero_rt_bucket_all_gather_bf16(
// CHECK-NOT: @_mlir_memref_to_llvm_free
// CHECK: llvm.call @zero_rt_bucket_end()
// CHECK-NOT: @_mlir_memref_to_llvm_free
// CHECK: llvm.call @zero_rt_bucket_wait_bf16(
// CHECK: llvm.call @zero_rt_bucket_begin()
// CHECK-NOT: @_mlir_memref_to_llvm_free
// CHECK-COUNT-2: llvm.call @zero_rt_bucket_reduce_scatter_bf16(
// CHECK-NOT: @_mlir_memref_to_llvm_free
// CHECK: llvm.call @zero_rt_bucket_end()
// CHECK-NOT: @_mlir_memref_to_llvm_free
// CHECK: llvm.call @zero_rt_bucket_wait_bf16(
// CHECK: llvm.call @zero_rt_bucket_wait_bf16(
// CHECK: llvm.call @zero_rt_all_gather_bf16(
// CHECK: llvm.call @zero_rt_reduce_scatter_bf16(
// CHECK-NOT: bucket

// On memrefs: the calls from begin to the first wait follow one another
// (no free, no other op); after it, the buffers of tensor 1 (its full
// gradient, padded to 4, and its shard) live until tensor 1's own wait.
// DEALLOC-LABEL: func.func @train_step(
// DEALLOC: call @zero_rt_bucket_begin()
// DEALLOC: %[[IN0:.*]] = memref.cast %{{.*}} : memref<12xbf16> to memref<?xbf16, strided<[?], offset: ?>>
// DEALLOC: %[[OUT0:.*]] = memref.cast %{{.*}} : memref<3xbf16> to memref<?xbf16, strided<[?], offset: ?>>
// DEALLOC: %[[IN1:.*]] = memref.cast %[[IN1_BUFFER:.*]] : memref<4xbf16> to memref<?xbf16, strided<[?], offset: ?>>
// DEALLOC: %[[OUT1:.*]] = memref.cast %[[OUT1_BUFFER:.*]] : memref<1xbf16> to memref<?xbf16, strided<[?], offset: ?>>
// DEALLOC-NEXT: call @zero_rt_bucket_begin()
// DEALLOC-NEXT: call @zero_rt_bucket_reduce_scatter_bf16(%[[IN0]], %[[OUT0]], %{{.*}})
// DEALLOC-NEXT: call @zero_rt_bucket_reduce_scatter_bf16(%[[IN1]], %[[OUT1]], %{{.*}})
// DEALLOC-NEXT: call @zero_rt_bucket_end()
// DEALLOC-NEXT: call @zero_rt_bucket_wait_bf16(%[[IN0]], %[[OUT0]])
// DEALLOC-NOT: memref.dealloc %[[IN1_BUFFER]] :
// DEALLOC-NOT: memref.dealloc %[[OUT1_BUFFER]] :
// DEALLOC: call @zero_rt_bucket_wait_bf16(%[[IN1]], %[[OUT1]])
// DEALLOC: memref.dealloc %[[IN1_BUFFER]] :

// The host calls the C interface: a pointer to the loss descriptor, then one
// per argument; the 9 state results are written in place and not returned.
// CHECK-LABEL: llvm.func @_mlir_ciface_train_step(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: !llvm.ptr)
// CHECK-NOT: %arg11
// The tensor types of the step it came from, which a host checks.
// CHECK-SAME: attributes {llvm.emit_c_interface, zero_rt.lowered_from = (tensor<6xbf16>, 

// Nothing but the LLVM dialect is left.
// CLEAN-NOT: {{\b(func|memref|tensor|bufferization|linalg|scf|cf|arith|math|affine|zero|shard)\.[a-z_]+}}
// CLEAN-NOT: malloc

// LLVMIR-DAG: define void @_mlir_ciface_train_step(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr %7, ptr %8, ptr %9, ptr %10)
// LLVMIR-DAG: declare void @_mlir_ciface_zero_rt_all_gather_bf16(ptr, ptr)
// LLVMIR-DAG: declare void @_mlir_ciface_zero_rt_bucket_wait_bf16(ptr, ptr)
// LLVMIR-DAG: declare void @zero_rt_bucket_begin()

// HELP: --zero-to-runtime
// HELP-SAME: Lowers the zero dialect to calls into the runtime's C ABI
// HELP: --zero-lower-to-llvm
// HELP-SAME: Lowers a sharded step (zero-shard's output) to the LLVM dialect
