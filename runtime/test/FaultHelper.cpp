//===- FaultHelper.cpp - ranks that disagree, stall or die ----------------===//
//
// zero-rt-fault MODE, run under mpirun by test/Runtime/*.test. Each mode
// makes the ranks misbehave in one way; the runtime must end every rank with
// one line naming the rank, the collective, its sizes and the cause. A rank
// that gets through prints "zero-rt-fault: rank R finished", which the tests
// forbid for the failing modes.
//
//   mismatch-count     all_gather: rank 0 sends 1000 x f32, the others 999
//   mismatch-dtype     reduce_scatter: rank 1 uses bf16, the others f32
//   mismatch-op        all_reduce: rank 0 averages, the others sum
//   mismatch-blocking  native all_gather: rank 0 blocks, the others are async
//   stall              rank 1 sleeps instead of calling reduce_scatter
//   kill               rank 1 SIGKILLs itself instead of calling
//                      reduce_scatter
//   kill-native        rank 1 dies after its header went out, rank 0 is then
//                      stuck inside MPI_Allgather (the watchdog's case)
//   memref-size        a memref entry point gets an output of the wrong size
//   transfer-nvme      a transfer to the nvme tier into ordinary memory
//                      (the tier's file is opened first: ZERO_RT_NVME_DIR
//                      must name a directory)
//   alloc-host-negative, alloc-host-overflow
//                      the host tier's memref allocation asked for -1
//                      elements, or for more bytes than the address space
//   bucket-MISUSE      the memref bucket entry points called out of order
//                      (see misuseBucket for the MISUSE names)
//   async-MISUSE       the async entry points (zero_rt_async.h) misused
//                      (see misuseAsync for the MISUSE names)
//   external-mpi       the program initializes and finalizes MPI itself
//                      (succeeds)
//   compute-after-finalize
//                      every rank finalizes the runtime (and MPI), prints
//                      "computing" and computes forever, as a program's work
//                      after its last collective; the test kills the
//                      launcher: every rank must end itself
//   hang-in-crash-handler
//                      every rank finalizes, prints "crashing" and takes a
//                      SIGSEGV whose handler never returns, as a crash
//                      handler stuck on a lock would; the test kills the
//                      launcher: every rank must still end itself
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"
#include "zero_rt/zero_rt_async.h"
#include "zero_rt/zero_rt_matmul.h"
#include "zero_rt/zero_rt_memref.h"
#include "zero_rt/zero_rt_profile.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include <mpi.h>
#include <sys/time.h>

namespace {

int check(int status, const char *what) {
  if (status != ZERO_RT_SUCCESS) {
    std::fprintf(stderr, "zero-rt-fault: %s: %s\n", what, zero_rt_last_error());
    std::exit(2);
  }
  return status;
}

double timeoutSeconds() {
  zero_rt_config config;
  check(zero_rt_config_from_env(&config), "config");
  return config.timeout_seconds;
}

/// A few good collectives first: the failure must come "mid-step", after
/// the ranks have been talking.
void warmUp() {
  std::vector<float> send(1000, 1.0f), recv(1000);
  for (int i = 0; i < 3; ++i)
    check(zero_rt_all_reduce(send.data(), recv.data(), 1000, ZERO_RT_F32,
                             ZERO_RT_SUM),
          "warm-up all_reduce");
}

/// A contiguous 1-D memref over `storage`.
StridedMemRefType<float, 1> memrefOf(std::vector<float> &storage) {
  return {storage.data(),
          storage.data(),
          0,
          {static_cast<int64_t>(storage.size())},
          {1}};
}

/// Calls the memref bucket entry points in one of the orders they forbid
/// (every one ends the job); false for an unknown mode.
bool misuseBucket(const std::string &mode) {
  std::vector<float> a(8), aOut(8), b(8), bOut(8);
  std::vector<uint16_t> half(8);
  auto in = memrefOf(a), out = memrefOf(aOut);
  auto otherIn = memrefOf(b), otherOut = memrefOf(bOut);
  StridedMemRefType<uint16_t, 1> halfRef{half.data(), half.data(), 0, {8}, {1}};
  auto enqueue = [](StridedMemRefType<float, 1> &x,
                    StridedMemRefType<float, 1> &y) {
    _mlir_ciface_zero_rt_bucket_all_reduce_f32(&x, &y, ZERO_RT_SUM);
  };
  if (mode == "bucket-enqueue-outside") {
    enqueue(in, out);
  } else if (mode == "bucket-end-without-begin") {
    zero_rt_bucket_end();
  } else if (mode == "bucket-nested") {
    zero_rt_bucket_begin();
    zero_rt_bucket_begin();
  } else if (mode == "bucket-empty") {
    zero_rt_bucket_begin();
    zero_rt_bucket_end();
  } else if (mode == "bucket-mixed-kinds") {
    zero_rt_bucket_begin();
    enqueue(in, out);
    std::vector<float> gathered(8 * static_cast<size_t>(zero_rt_size()));
    auto gatheredRef = memrefOf(gathered);
    _mlir_ciface_zero_rt_bucket_all_gather_f32(&otherIn, &gatheredRef);
  } else if (mode == "bucket-mixed-ops") {
    zero_rt_bucket_begin();
    enqueue(in, out);
    _mlir_ciface_zero_rt_bucket_all_reduce_f32(&otherIn, &otherOut,
                                               ZERO_RT_AVG);
  } else if (mode == "bucket-size") {
    zero_rt_bucket_begin();
    auto shortOut = out;
    shortOut.sizes[0] = 7;
    enqueue(in, shortOut);
  } else if (mode == "bucket-wait-before-end") {
    zero_rt_bucket_begin();
    enqueue(in, out);
    _mlir_ciface_zero_rt_bucket_wait_f32(&in, &out);
  } else if (mode == "bucket-wait-order") {
    zero_rt_bucket_begin();
    enqueue(in, out);
    enqueue(otherIn, otherOut);
    zero_rt_bucket_end();
    _mlir_ciface_zero_rt_bucket_wait_f32(&otherIn, &otherOut);
  } else if (mode == "bucket-wait-dtype") {
    zero_rt_bucket_begin();
    enqueue(in, out);
    zero_rt_bucket_end();
    _mlir_ciface_zero_rt_bucket_wait_bf16(&halfRef, &halfRef);
  } else if (mode == "bucket-begin-pending") {
    zero_rt_bucket_begin();
    enqueue(in, out);
    zero_rt_bucket_end();
    zero_rt_bucket_begin();
  } else if (mode == "bucket-extra-wait") {
    zero_rt_bucket_begin();
    enqueue(in, out);
    zero_rt_bucket_end();
    _mlir_ciface_zero_rt_bucket_wait_f32(&in, &out);
    _mlir_ciface_zero_rt_bucket_wait_f32(&in, &out);
  } else {
    return false;
  }
  return true;
}

/// Calls the async entry points in one of the ways they forbid (every one
/// ends the job); false for an unknown mode.
bool misuseAsync(const std::string &mode) {
  std::vector<float> a(8), aOut(8), b(8), bOut(8);
  std::vector<float> gathered(8 * static_cast<size_t>(zero_rt_size()));
  std::vector<uint16_t> half(8);
  auto in = memrefOf(a), out = memrefOf(aOut);
  auto otherIn = memrefOf(b), otherOut = memrefOf(bOut);
  auto gatheredRef = memrefOf(gathered);
  StridedMemRefType<uint16_t, 1> halfRef{half.data(), half.data(), 0, {8}, {1}};
  auto record = [](StridedMemRefType<float, 1> &x,
                   StridedMemRefType<float, 1> &y) {
    _mlir_ciface_zero_rt_all_reduce_start_f32(&x, &y, ZERO_RT_SUM);
  };
  if (mode == "async-start-outside") {
    record(in, out);
  } else if (mode == "async-end-without-begin") {
    zero_rt_async_end();
  } else if (mode == "async-nested") {
    zero_rt_async_begin();
    zero_rt_async_begin();
  } else if (mode == "async-empty") {
    zero_rt_async_begin();
    zero_rt_async_end();
  } else if (mode == "async-mixed-kinds") {
    zero_rt_async_begin();
    record(in, out);
    _mlir_ciface_zero_rt_all_gather_start_f32(&otherIn, &gatheredRef);
  } else if (mode == "async-size") {
    std::vector<float> shortOut(7);
    auto shortRef = memrefOf(shortOut);
    zero_rt_async_begin();
    record(in, shortRef);
  } else if (mode == "async-strided") {
    StridedMemRefType<float, 1> strided{a.data(), a.data(), 0, {4}, {2}};
    zero_rt_async_begin();
    _mlir_ciface_zero_rt_all_reduce_start_f32(&strided, &out, ZERO_RT_SUM);
  } else if (mode == "async-unknown-handle") {
    _mlir_ciface_zero_rt_async_wait_f32(42, &in, &out);
  } else if (mode == "async-other-buffer") {
    zero_rt_async_begin();
    record(in, out);
    int64_t handle = zero_rt_async_end();
    _mlir_ciface_zero_rt_async_wait_f32(handle, &otherIn, &otherOut);
  } else if (mode == "async-wait-dtype") {
    zero_rt_async_begin();
    record(in, out);
    int64_t handle = zero_rt_async_end();
    _mlir_ciface_zero_rt_async_wait_bf16(handle, &halfRef, &halfRef);
  } else if (mode == "async-extra-wait") {
    zero_rt_async_begin();
    record(in, out);
    int64_t handle = zero_rt_async_end();
    _mlir_ciface_zero_rt_async_wait_f32(handle, &in, &out);
    _mlir_ciface_zero_rt_async_wait_f32(handle, &in, &out);
  } else {
    return false;
  }
  return true;
}

int run(const std::string &mode) {
  const int rank = zero_rt_rank();
  const size_t ranks = static_cast<size_t>(zero_rt_size());
  warmUp();

  if (mode == "mismatch-count") {
    size_t count = rank == 0 ? 1000 : 999;
    std::vector<float> send(count), recv(ranks * count);
    check(zero_rt_all_gather(send.data(), recv.data(), count, ZERO_RT_F32),
          "all_gather");
  } else if (mode == "mismatch-dtype") {
    zero_rt_dtype dtype = rank == 1 ? ZERO_RT_BF16 : ZERO_RT_F32;
    std::vector<float> send(ranks * 64), recv(64);
    check(zero_rt_reduce_scatter(send.data(), recv.data(), 64, dtype,
                                 ZERO_RT_SUM),
          "reduce_scatter");
  } else if (mode == "mismatch-op") {
    zero_rt_reduce_op op = rank == 0 ? ZERO_RT_AVG : ZERO_RT_SUM;
    std::vector<double> send(100), recv(100);
    check(zero_rt_all_reduce(send.data(), recv.data(), 100, ZERO_RT_F64, op),
          "all_reduce");
  } else if (mode == "mismatch-blocking") {
    check(zero_rt_set_algorithm(ZERO_RT_ALGO_NATIVE), "set_algorithm");
    std::vector<int32_t> send(10), recv(ranks * 10);
    if (rank == 0) {
      check(zero_rt_all_gather(send.data(), recv.data(), 10, ZERO_RT_I32),
            "all_gather");
    } else {
      zero_rt_request request;
      check(zero_rt_all_gather_async(send.data(), recv.data(), 10, ZERO_RT_I32,
                                     &request),
            "all_gather_async");
      check(zero_rt_wait(request), "wait");
    }
  } else if (mode == "stall" || mode == "kill") {
    const size_t count = 1048576;
    std::vector<uint16_t> send(ranks * count), recv(count);
    if (rank == 1) {
      if (mode == "kill")
        std::raise(SIGKILL);
      // Stuck in "compute" far longer than the timeout.
      std::this_thread::sleep_for(
          std::chrono::duration<double>(10 * timeoutSeconds() + 10));
    }
    check(zero_rt_reduce_scatter(send.data(), recv.data(), count, ZERO_RT_BF16,
                                 ZERO_RT_SUM),
          "reduce_scatter");
  } else if (mode == "kill-native") {
    check(zero_rt_set_algorithm(ZERO_RT_ALGO_NATIVE), "set_algorithm");
    const size_t count = 4096;
    std::vector<float> send(count), recv(ranks * count);
    if (rank == 1) {
      // Die one second from now, while waiting for rank 0's header - after
      // our own header went out.
      struct itimerval timer = {};
      timer.it_value.tv_sec = 1;
      std::signal(SIGALRM, [](int) { std::raise(SIGKILL); });
      setitimer(ITIMER_REAL, &timer, nullptr);
    } else {
      // Arrive after rank 1 died: its header is already here, so the
      // agreement passes and this rank blocks inside MPI_Allgather.
      std::this_thread::sleep_for(std::chrono::seconds(2));
    }
    check(zero_rt_all_gather(send.data(), recv.data(), count, ZERO_RT_F32),
          "all_gather");
  } else if (mode == "hang-in-crash-handler") {
    // After finalize, as compute-after-finalize, so that only the runtime's
    // watch of the launcher can end the rank (MPI's link to it is gone).
    check(zero_rt_finalize(), "finalize");
    struct sigaction stuck = {};
    stuck.sa_handler = [](int) {
      for (;;)
        pause();
    };
    sigaction(SIGSEGV, &stuck, nullptr);
    std::printf("zero-rt-fault: rank %d crashing\n", rank);
    std::fflush(stdout);
    raise(SIGSEGV);
    std::printf("zero-rt-fault: rank %d finished\n", rank);
  } else if (mode == "compute-after-finalize") {
    // MPI's own link to the launcher is gone after MPI_Finalize: only the
    // runtime's watch of the launcher (Launcher.h) can end this rank.
    check(zero_rt_finalize(), "finalize");
    std::printf("zero-rt-fault: rank %d computing\n", rank);
    std::fflush(stdout);
    volatile uint64_t spin = 0;
    for (;;)
      spin = spin + 1;
  } else if (mode == "memref-size") {
    std::vector<float> in(8), out(ranks * 8 - 1);
    StridedMemRefType<float, 1> inRef{in.data(), in.data(), 0, {8}, {1}};
    StridedMemRefType<float, 1> outRef{
        out.data(), out.data(), 0, {static_cast<int64_t>(out.size())}, {1}};
    _mlir_ciface_zero_rt_all_gather_f32(&inRef, &outRef);
  } else if (mode == "axes-without-grid") {
    // A hybrid step called by a host that did not set its grid.
    zero_rt_use_axes(2);
  } else if (mode == "grid-index-without-grid") {
    (void)zero_rt_grid_index(1);
  } else if (mode == "matmul-dtype") {
    // A matrix product of f16 inputs, which the library does not take.
    std::vector<float> a(4), b(4), c(4);
    zero_rt_matmul(ZERO_RT_F16, ZERO_RT_F16, 1, 2, 2, 2,
                   reinterpret_cast<uintptr_t>(a.data()), 0, 4, 2, 1,
                   reinterpret_cast<uintptr_t>(b.data()), 0, 4, 2, 1,
                   reinterpret_cast<uintptr_t>(c.data()), 0, 4, 2, 1);
  } else if (mode == "matmul-stride") {
    // A with no unit stride in its matrix dimensions.
    std::vector<float> a(16), b(4), c(4);
    zero_rt_matmul(ZERO_RT_F32, ZERO_RT_F32, 1, 2, 2, 2,
                   reinterpret_cast<uintptr_t>(a.data()), 0, 16, 4, 2,
                   reinterpret_cast<uintptr_t>(b.data()), 0, 4, 2, 1,
                   reinterpret_cast<uintptr_t>(c.data()), 0, 4, 2, 1);
  } else if (mode == "profile-end-mismatch") {
    // An op timer ended that is not the one being timed.
    zero_rt_profile_begin(3);
    zero_rt_profile_end(4);
  } else if (mode == "profile-op-range") {
    zero_rt_profile_begin(-1);
  } else if (mode == "alloc-host-negative" || mode == "alloc-host-overflow") {
    StridedMemRefType<double, 1> result{};
    _mlir_ciface_zero_rt_alloc_host_f64(
        &result, mode == "alloc-host-negative" ? -1 : INT64_MAX / 4 + 1);
  } else if (mode == "transfer-nvme") {
    std::vector<float> in(4), out(4);
    StridedMemRefType<float, 1> inRef{in.data(), in.data(), 0, {4}, {1}};
    StridedMemRefType<float, 1> outRef{out.data(), out.data(), 0, {4}, {1}};
    _mlir_ciface_zero_rt_transfer_f32(&inRef, &outRef, ZERO_RT_TIER_HOST,
                                      ZERO_RT_TIER_NVME);
  } else if (!misuseBucket(mode) && !misuseAsync(mode)) {
    std::fprintf(stderr, "zero-rt-fault: unknown mode '%s'\n", mode.c_str());
    return 2;
  }
  std::printf("zero-rt-fault: rank %d finished\n", rank);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: zero-rt-fault MODE\n");
    return 2;
  }
  std::string mode = argv[1];
  if (mode == "external-mpi") {
    // The program owns MPI; the runtime must neither initialize nor
    // finalize it, and the program's MPI must keep working after.
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    check(zero_rt_init(), "init");
    warmUp();
    check(zero_rt_finalize(), "finalize");
    int value = 1, sum = 0;
    MPI_Allreduce(&value, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    std::printf("zero-rt-fault: rank %d finished (MPI still up: %d ranks)\n",
                rank, sum);
    MPI_Finalize();
    return 0;
  }
  check(zero_rt_init(), "init");
  int status = run(mode);
  zero_rt_finalize();
  return status;
}
