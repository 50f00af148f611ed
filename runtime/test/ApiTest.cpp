//===- ApiTest.cpp - life cycle, argument errors, memory counters ---------===//
//
// Proves:
//   - rank and size agree with MPI_COMM_WORLD;
//   - misuse that concerns one rank returns a status code with a message and
//     changes nothing - in particular it does not shift the numbering of
//     collectives, so the next collective still agrees across ranks;
//   - zero_rt_alloc/free keep the current and peak byte counters exact;
//   - configuration comes from ZERO_RT_* variables and is validated;
//   - in-place forms and zero counts work.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include <cstdlib>
#include <limits>
#include <string>

#include <mpi.h>

namespace zero_rt::test {
namespace {

TEST(Api, RankAndSizeMatchMpi) {
  int worldRank = -1, worldSize = -1;
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
  EXPECT_EQ(zero_rt_rank(), worldRank);
  EXPECT_EQ(zero_rt_size(), worldSize);
  EXPECT_EQ(zero_rt_initialized(), 1);
}

TEST(Api, DtypeNamesAndSizes) {
  EXPECT_STREQ(zero_rt_dtype_name(ZERO_RT_BF16), "bf16");
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_BF16), 2u);
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_I64), 8u);
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_U8), 1u);
  EXPECT_EQ(zero_rt_dtype_name(static_cast<zero_rt_dtype>(42)), nullptr);
  EXPECT_EQ(zero_rt_dtype_size(static_cast<zero_rt_dtype>(-1)), 0u);
}

/// Expects `status` to be `code` with a last error containing `text`.
void expectError(int status, zero_rt_status code, const char *text) {
  EXPECT_EQ(status, code);
  EXPECT_NE(std::string(zero_rt_last_error()).find(text), std::string::npos)
      << "last error: " << zero_rt_last_error();
}

TEST(Api, LocalMisuseReturnsStatusAndKeepsRanksInStep) {
  const int ranks = zero_rt_size();
  const int rank = zero_rt_rank();
  std::vector<float> send(8), recv(8 * static_cast<size_t>(ranks));

  expectError(zero_rt_all_gather(send.data(), recv.data(), 8,
                                 static_cast<zero_rt_dtype>(99)),
              ZERO_RT_ERR_INVALID_ARGUMENT, "unknown dtype 99");
  expectError(zero_rt_all_reduce(send.data(), recv.data(), 8, ZERO_RT_F32,
                                 static_cast<zero_rt_reduce_op>(7)),
              ZERO_RT_ERR_INVALID_ARGUMENT, "unknown reduce op 7");
  expectError(
      zero_rt_all_reduce(nullptr, recv.data(), 8, ZERO_RT_F32, ZERO_RT_SUM),
      ZERO_RT_ERR_INVALID_ARGUMENT, "must not be NULL");
  // Overlapping, but not the allowed in-place form.
  expectError(zero_rt_all_reduce(recv.data() + 1, recv.data(), 4, ZERO_RT_F32,
                                 ZERO_RT_SUM),
              ZERO_RT_ERR_INVALID_ARGUMENT, "overlap");
  expectError(zero_rt_all_gather_bucket(0, nullptr, nullptr, nullptr, nullptr),
              ZERO_RT_ERR_INVALID_ARGUMENT, "at least one tensor");
  expectError(zero_rt_all_gather_async(send.data(), recv.data(), 8, ZERO_RT_F32,
                                       nullptr),
              ZERO_RT_ERR_INVALID_ARGUMENT, "request is NULL");
  int bogus = 0;
  expectError(zero_rt_wait(reinterpret_cast<zero_rt_request>(&bogus)),
              ZERO_RT_ERR_INVALID_ARGUMENT, "unknown or already released");
  expectError(zero_rt_set_algorithm(static_cast<zero_rt_algorithm>(5)),
              ZERO_RT_ERR_INVALID_ARGUMENT, "unknown algorithm");
  expectError(zero_rt_init(), ZERO_RT_ERR_ALREADY_INITIALIZED,
              "already initialized");

  // Rejected calls took no sequence number: this one still agrees.
  for (size_t i = 0; i < 8; ++i)
    send[i] = static_cast<float>(exactValue(rank, i, ZERO_RT_F32));
  ASSERT_EQ(zero_rt_all_gather(send.data(), recv.data(), 8, ZERO_RT_F32),
            ZERO_RT_SUCCESS);
  for (int q = 0; q < ranks; ++q)
    for (size_t i = 0; i < 8; ++i)
      EXPECT_EQ(recv[q * 8 + i], exactValue(q, i, ZERO_RT_F32));
}

TEST(Api, NativeRejectsCountsBeyondInt) {
  ScopedAlgorithm native(ZERO_RT_ALGO_NATIVE);
  // Never dereferenced: the check happens before anything moves. In place,
  // so that the (fictitious) buffers do not overlap.
  float dummy = 0;
  expectError(zero_rt_all_reduce(&dummy, &dummy, size_t(1) << 31, ZERO_RT_F32,
                                 ZERO_RT_SUM),
              ZERO_RT_ERR_UNSUPPORTED, "needs the ring");
}

TEST(Api, HostTierIsCountedApart) {
  const uint64_t device = zero_rt_bytes_allocated();
  const uint64_t host = zero_rt_host_bytes_allocated();
  void *a = zero_rt_alloc_host(1000);
  void *b = zero_rt_alloc(24);
  ASSERT_NE(a, nullptr) << zero_rt_last_error();
  ASSERT_NE(b, nullptr) << zero_rt_last_error();
  std::memset(a, 3, 1000);
  EXPECT_EQ(zero_rt_host_bytes_allocated(), host + 1000);
  EXPECT_EQ(zero_rt_bytes_allocated(), device + 24) << "host bytes leaked in";
  EXPECT_EQ(zero_rt_alloc_host(0), nullptr);
  EXPECT_EQ(zero_rt_free(a), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_host_bytes_allocated(), host);
  EXPECT_EQ(zero_rt_free(a), ZERO_RT_ERR_INVALID_ARGUMENT) << "freed twice";
  EXPECT_EQ(zero_rt_free(b), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_bytes_allocated(), device);
}

TEST(Api, AllocationCountersTrackCurrentAndPeak) {
  zero_rt_reset_counters();
  const uint64_t base = zero_rt_bytes_allocated();
  void *a = zero_rt_alloc(1000);
  void *b = zero_rt_alloc(3000);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % 64, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(b) % 64, 0u);
  std::memset(a, 1, 1000);
  std::memset(b, 2, 3000);
  EXPECT_EQ(zero_rt_bytes_allocated(), base + 4000);
  EXPECT_EQ(zero_rt_peak_bytes_allocated(), base + 4000);

  EXPECT_EQ(zero_rt_free(a), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_bytes_allocated(), base + 3000);
  EXPECT_EQ(zero_rt_peak_bytes_allocated(), base + 4000);
  void *c = zero_rt_alloc(500);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(zero_rt_peak_bytes_allocated(), base + 4000) << "3500 < 4000";

  zero_rt_reset_counters();
  EXPECT_EQ(zero_rt_peak_bytes_allocated(), base + 3500);
  EXPECT_EQ(zero_rt_bytes_sent(), 0u);

  expectError(zero_rt_free(a), ZERO_RT_ERR_INVALID_ARGUMENT,
              "not allocated by zero_rt_alloc");
  int onStack = 0;
  expectError(zero_rt_free(&onStack), ZERO_RT_ERR_INVALID_ARGUMENT,
              "not allocated by zero_rt_alloc");
  EXPECT_EQ(zero_rt_free(nullptr), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_alloc(0), nullptr);

  EXPECT_EQ(zero_rt_free(b), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_free(c), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_bytes_allocated(), base);
}

TEST(Api, AllocatedBuffersCarryCollectives) {
  const size_t count = 1001;
  const int ranks = zero_rt_size();
  auto *data = static_cast<int32_t *>(zero_rt_alloc(count * sizeof(int32_t)));
  ASSERT_NE(data, nullptr);
  for (size_t i = 0; i < count; ++i)
    data[i] = static_cast<int32_t>(exactValue(zero_rt_rank(), i, ZERO_RT_I32));
  // In place.
  ASSERT_EQ(zero_rt_all_reduce(data, data, count, ZERO_RT_I32, ZERO_RT_SUM),
            ZERO_RT_SUCCESS);
  for (size_t i = 0; i < count; ++i) {
    double sum = 0;
    for (int q = 0; q < ranks; ++q)
      sum += exactValue(q, i, ZERO_RT_I32);
    ASSERT_EQ(data[i], static_cast<int32_t>(sum)) << "element " << i;
  }
  EXPECT_EQ(zero_rt_free(data), ZERO_RT_SUCCESS);
}

TEST(Api, InPlaceAllGatherAndZeroCounts) {
  const int ranks = zero_rt_size();
  const int rank = zero_rt_rank();
  for (zero_rt_algorithm algorithm : {ZERO_RT_ALGO_RING, ZERO_RT_ALGO_NATIVE}) {
    ScopedAlgorithm scoped(algorithm);
    const size_t count = 17;
    std::vector<double> all(count * static_cast<size_t>(ranks), -1);
    for (size_t i = 0; i < count; ++i)
      all[rank * count + i] = exactValue(rank, i, ZERO_RT_F64);
    ASSERT_EQ(zero_rt_all_gather(all.data() + rank * count, all.data(), count,
                                 ZERO_RT_F64),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    for (int q = 0; q < ranks; ++q)
      for (size_t i = 0; i < count; ++i)
        EXPECT_EQ(all[q * count + i], exactValue(q, i, ZERO_RT_F64));

    uint64_t before = zero_rt_bytes_sent();
    EXPECT_EQ(zero_rt_all_reduce(nullptr, nullptr, 0, ZERO_RT_F32, ZERO_RT_SUM),
              ZERO_RT_SUCCESS);
    EXPECT_EQ(zero_rt_bytes_sent(), before);
  }
}

/// Sets an environment variable for the scope of a test.
class ScopedEnv {
public:
  ScopedEnv(const char *name, const char *value) : name_(name) {
    if (const char *old = std::getenv(name))
      saved_ = old, hadValue_ = true;
    setenv(name, value, 1);
  }
  ~ScopedEnv() {
    if (hadValue_)
      setenv(name_, saved_.c_str(), 1);
    else
      unsetenv(name_);
  }

private:
  const char *name_;
  std::string saved_;
  bool hadValue_ = false;
};

TEST(Api, ConfigurationFromEnvironment) {
  zero_rt_config config;
  {
    ScopedEnv algo("ZERO_RT_ALGO", "native");
    ScopedEnv timeout("ZERO_RT_TIMEOUT", "2.5");
    ScopedEnv backend("ZERO_RT_BACKEND", "mpi");
    ASSERT_EQ(zero_rt_config_from_env(&config), ZERO_RT_SUCCESS);
    EXPECT_EQ(config.struct_size, sizeof(zero_rt_config));
    EXPECT_EQ(config.algorithm, ZERO_RT_ALGO_NATIVE);
    EXPECT_EQ(config.timeout_seconds, 2.5);
    EXPECT_EQ(config.backend, ZERO_RT_BACKEND_MPI);
  }
  {
    ScopedEnv algo("ZERO_RT_ALGO", "tree");
    expectError(zero_rt_config_from_env(&config), ZERO_RT_ERR_INVALID_ARGUMENT,
                "ZERO_RT_ALGO=tree");
  }
  // A timeout that would silently mean "wait forever" (0, inf) or nothing
  // sensible is refused, naming the variable; `none` says it on purpose.
  for (const char *bad :
       {"soon", "0", "inf", "-inf", "nan", "-1", "1e10", "", "5s"}) {
    ScopedEnv timeout("ZERO_RT_TIMEOUT", bad);
    expectError(zero_rt_config_from_env(&config), ZERO_RT_ERR_INVALID_ARGUMENT,
                (std::string("ZERO_RT_TIMEOUT=") + bad + ": expected").c_str());
    EXPECT_EQ(config.timeout_seconds, 30) << bad;
  }
  // The same rule for a configuration filled in by the program (checked
  // before the runtime refuses a second initialization).
  for (double bad : {-1.0, 1e10, std::numeric_limits<double>::infinity(),
                     std::numeric_limits<double>::quiet_NaN()}) {
    ASSERT_EQ(zero_rt_config_from_env(&config), ZERO_RT_SUCCESS);
    config.timeout_seconds = bad;
    expectError(zero_rt_init_with_config(&config), ZERO_RT_ERR_INVALID_ARGUMENT,
                "timeout_seconds");
  }
  {
    ScopedEnv timeout("ZERO_RT_TIMEOUT", "none");
    ASSERT_EQ(zero_rt_config_from_env(&config), ZERO_RT_SUCCESS);
    EXPECT_EQ(config.timeout_seconds, 0);
  }
  {
    ScopedEnv backend("ZERO_RT_BACKEND", "gloo");
    expectError(zero_rt_config_from_env(&config), ZERO_RT_ERR_INVALID_ARGUMENT,
                "ZERO_RT_BACKEND=gloo");
  }
  // Defaults when nothing is set (the lit tests leave these unset).
  ScopedEnv algo("ZERO_RT_ALGO", "ring");
  ASSERT_EQ(zero_rt_config_from_env(&config), ZERO_RT_SUCCESS);
  EXPECT_EQ(config.algorithm, ZERO_RT_ALGO_RING);
  EXPECT_EQ(config.backend, ZERO_RT_BACKEND_MPI);
}

} // namespace
} // namespace zero_rt::test
