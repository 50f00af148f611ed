// MLIR-compiled code drives the runtime: the step below is lowered by the
// stock mlir-opt to LLVM and JIT-run by mlir-runner on 2 ranks, calling
// zero_rt_init/rank/finalize as plain C functions and the collectives
// through their _mlir_ciface_ entry points (llvm.emit_c_interface) with
// strided memrefs - the contract zero-to-runtime lowers to (docs/design.md §6).

// RUN: mlir-opt %s --pass-pipeline='builtin.module(convert-linalg-to-loops, convert-scf-to-cf, expand-strided-metadata, finalize-memref-to-llvm, convert-func-to-llvm, convert-arith-to-llvm, convert-cf-to-llvm, reconcile-unrealized-casts)' -o %t.mlir
// RUN: %mpirun -np 2 mlir-runner %t.mlir -e main -entry-point-result=void \
// RUN:   --shared-libs=%zero_lib_dir/libzero_rt%shlibext,%mlir_lib_dir/libmlir_runner_utils%shlibext,%mlir_lib_dir/libmlir_c_runner_utils%shlibext \
// RUN:   | FileCheck %s

!strided = memref<?xf32, strided<[?], offset: ?>>

func.func private @zero_rt_init() -> i32
func.func private @zero_rt_finalize() -> i32
func.func private @zero_rt_rank() -> i32
func.func private @zero_rt_all_reduce_f32(!strided, !strided, i32) attributes {llvm.emit_c_interface}
func.func private @zero_rt_all_gather_f32(!strided, !strided) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %status = func.call @zero_rt_init() : () -> i32
  %rank = func.call @zero_rt_rank() : () -> i32
  %rankf = arith.sitofp %rank : i32 to f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %value = arith.addf %rankf, %one : f32   // rank r holds r + 1

  // all_reduce (avg) from every other element of an 11-element buffer,
  // starting at element 1: offset 1, stride 2.
  %big = memref.alloc() : memref<11xf32>
  linalg.fill ins(%value : f32) outs(%big : memref<11xf32>)
  %view = memref.subview %big[1] [5] [2] : memref<11xf32> to memref<5xf32, strided<[2], offset: 1>>
  %in = memref.cast %view : memref<5xf32, strided<[2], offset: 1>> to !strided
  %reduced = memref.alloc() : memref<5xf32>
  %out = memref.cast %reduced : memref<5xf32> to !strided
  %avg = arith.constant 1 : i32
  func.call @zero_rt_all_reduce_f32(%in, %out, %avg) : (!strided, !strided, i32) -> ()

  // all_gather of 2 elements per rank into every other element of an
  // 8-element buffer.
  %shard = memref.alloc() : memref<2xf32>
  linalg.fill ins(%value : f32) outs(%shard : memref<2xf32>)
  %gathered = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%gathered : memref<8xf32>)
  %slots = memref.subview %gathered[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %shardIn = memref.cast %shard : memref<2xf32> to !strided
  %slotsOut = memref.cast %slots : memref<4xf32, strided<[2]>> to !strided
  func.call @zero_rt_all_gather_f32(%shardIn, %slotsOut) : (!strided, !strided) -> ()

  %c0 = arith.constant 0 : i32
  %isRoot = arith.cmpi eq, %rank, %c0 : i32
  scf.if %isRoot {
    %r = memref.cast %reduced : memref<5xf32> to memref<*xf32>
    func.call @printMemrefF32(%r) : (memref<*xf32>) -> ()
    %g = memref.cast %gathered : memref<8xf32> to memref<*xf32>
    func.call @printMemrefF32(%g) : (memref<*xf32>) -> ()
  }
  %done = func.call @zero_rt_finalize() : () -> i32
  return
}

// (1 + 2) / 2 on every element:
// CHECK: sizes = [5]
// CHECK-NEXT: [1.5,  1.5,  1.5,  1.5,  1.5]
// Rank 0's shard, rank 1's shard, each in every other slot:
// CHECK: sizes = [8]
// CHECK-NEXT: [1,  0,  1,  0,  2,  0,  2,  0]
