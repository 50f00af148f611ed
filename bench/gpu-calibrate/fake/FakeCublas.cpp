// Test-only stand-in for libcublas.so.13: the few entry points
// zero-gpu-calibrate calls, computing cublasGemmEx on the host (column-major,
// as cuBLAS defines it) on the stream of the fake libcudart
// (runtime/test/fake), through cudaLaunchHostFunc, so that it is ordered
// with the copies around it. It lets bench/gpu-calibrate.sh run without a
// GPU (GPU_CALIBRATE_FAKE=1) and checks the program's use of cuBLAS's
// layouts; its timings mean nothing.
#include <cublas_api.h>
#include <cuda_runtime_api.h>

#include <cstdint>
#include <cstring>
#include <vector>

struct cublasContext {
  cudaStream_t stream = nullptr;
};

namespace {

double load(cudaDataType_t type, const void *base, size_t index) {
  const char *p = static_cast<const char *>(base);
  switch (type) {
  case CUDA_R_16BF: {
    uint16_t h;
    std::memcpy(&h, p + 2 * index, 2);
    uint32_t bits = uint32_t(h) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  case CUDA_R_16F: {
    uint16_t h;
    std::memcpy(&h, p + 2 * index, 2);
    if ((h & 0x7fff) == 0)
      return 0;
    uint32_t bits = (uint32_t(h & 0x8000) << 16) |
                    ((((h >> 10) & 0x1fu) - 15 + 127) << 23) |
                    (uint32_t(h & 0x3ff) << 13);
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  case CUDA_R_32F: {
    float f;
    std::memcpy(&f, p + 4 * index, 4);
    return f;
  }
  default: {
    double d;
    std::memcpy(&d, p + 8 * index, 8);
    return d;
  }
  }
}

// Stores with truncation for the narrow types (the check it serves
// tolerates the rounding of a real GEMM).
void store(cudaDataType_t type, void *base, size_t index, double value) {
  char *p = static_cast<char *>(base);
  float f = float(value);
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  switch (type) {
  case CUDA_R_16BF: {
    uint16_t h = uint16_t(bits >> 16);
    std::memcpy(p + 2 * index, &h, 2);
    break;
  }
  case CUDA_R_16F: {
    uint16_t h = 0;
    if (f != 0)
      h = uint16_t(((bits >> 16) & 0x8000) |
                   ((((bits >> 23) & 0xff) - 127 + 15) << 10) |
                   ((bits & 0x7fffff) >> 13));
    std::memcpy(p + 2 * index, &h, 2);
    break;
  }
  case CUDA_R_32F:
    std::memcpy(p + 4 * index, &f, 4);
    break;
  default:
    std::memcpy(p + 8 * index, &value, 8);
  }
}

struct Gemm {
  cublasOperation_t transa, transb;
  int m, n, k;
  double alpha, beta;
  const void *A, *B;
  void *C;
  cudaDataType_t typeA, typeB, typeC;
  int lda, ldb, ldc;
};

void runGemm(void *data) {
  Gemm *g = static_cast<Gemm *>(data);
  for (int j = 0; j < g->n; ++j)
    for (int i = 0; i < g->m; ++i) {
      double sum = 0;
      for (int p = 0; p < g->k; ++p) {
        size_t a = g->transa == CUBLAS_OP_N ? size_t(i) + size_t(p) * g->lda
                                            : size_t(p) + size_t(i) * g->lda;
        size_t b = g->transb == CUBLAS_OP_N ? size_t(p) + size_t(j) * g->ldb
                                            : size_t(j) + size_t(p) * g->ldb;
        sum += load(g->typeA, g->A, a) * load(g->typeB, g->B, b);
      }
      size_t c = size_t(i) + size_t(j) * g->ldc;
      double old = g->beta != 0 ? load(g->typeC, g->C, c) : 0;
      store(g->typeC, g->C, c, g->alpha * sum + g->beta * old);
    }
  delete g;
}

} // namespace

extern "C" {

cublasStatus_t cublasCreate_v2(cublasHandle_t *handle) {
  *handle = new cublasContext;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasDestroy_v2(cublasHandle_t handle) {
  delete handle;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t stream) {
  if (!handle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  handle->stream = stream;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa,
                            cublasOperation_t transb, int m, int n, int k,
                            const void *alpha, const void *A,
                            cudaDataType_t Atype, int lda, const void *B,
                            cudaDataType_t Btype, int ldb, const void *beta,
                            void *C, cudaDataType_t Ctype, int ldc,
                            cublasComputeType_t computeType, cublasGemmAlgo_t) {
  if (!handle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  // cuBLAS's argument checks: the leading dimensions must cover the rows
  // of each operand as stored.
  if (m < 0 || n < 0 || k < 0 || lda < (transa == CUBLAS_OP_N ? m : k) ||
      ldb < (transb == CUBLAS_OP_N ? k : n) || ldc < m || lda < 1 || ldb < 1 ||
      ldc < 1)
    return CUBLAS_STATUS_INVALID_VALUE;
  const bool f64 = computeType == CUBLAS_COMPUTE_64F;
  auto scalar = [&](const void *p) {
    return f64 ? *static_cast<const double *>(p)
               : double(*static_cast<const float *>(p));
  };
  Gemm *g = new Gemm{transa,       transb, m,   n,  k,     scalar(alpha),
                     scalar(beta), A,      B,   C,  Atype, Btype,
                     Ctype,        lda,    ldb, ldc};
  if (cudaLaunchHostFunc(handle->stream, runGemm, g) != cudaSuccess) {
    delete g;
    return CUBLAS_STATUS_EXECUTION_FAILED;
  }
  return CUBLAS_STATUS_SUCCESS;
}

} // extern "C"
