// zero-gpu-calibrate: the matmul rates and memory bandwidth of one GPU, for
// bench/gpu-calibrate.sh, which turns them into a zero-machine/1 description
// (docs/machines.md). See README.md here.
//
//   matmul: cuBLAS GEMMs (cublasGemmEx) at the shapes of one Llama layer's
//     projections (q, k, v, o, gate, up, down) for T tokens, each in the
//     three layouts a training step runs it in: Y = X W^T (forward),
//     dX = dY W and dW = dY^T X (backward), all of equal FLOPs. A type's
//     rate is their total FLOPs over their total time, as zero-run
//     --calibrate does on the host (docs/machines.md). bf16 and f16 operands
//     accumulate in f32; f32 runs as TF32 (the preset tables' "matmul f32
//     (TF32)"); f64 in f64. Each layout is first checked against a host
//     reference on a small shape, so that a wrong leading dimension or
//     transpose cannot pass as a fast GEMM.
//   memory_bandwidth: device-to-device cudaMemcpyAsync of one buffer, 2
//     bytes of traffic per byte copied (read + write), as CUDA's
//     bandwidthTest counts it.
//
// Times are host wall time around a stream synchronize, after warm-up, over
// at least --seconds per measurement (no CUDA events: the test-only fake
// libcudart in runtime/test/fake has none, and this program must also run
// on it). Writes one JSON object to stdout; progress goes to stderr.
#include <cublas_api.h>
#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

[[noreturn]] void die(const std::string &message) {
  std::fprintf(stderr, "zero-gpu-calibrate: %s\n", message.c_str());
  std::exit(1);
}

void cuda(cudaError_t rc, const char *what) {
  if (rc != cudaSuccess)
    die(std::string(what) + ": " + cudaGetErrorString(rc));
}

void blas(cublasStatus_t rc, const char *what) {
  if (rc != CUBLAS_STATUS_SUCCESS)
    die(std::string(what) + ": cuBLAS status " + std::to_string(int(rc)));
}

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// One element type of the GEMMs.
struct Type {
  const char *name;
  cudaDataType_t data;
  cublasComputeType_t compute;
  size_t bytes;
};

const Type kTypes[] = {
    {"bf16", CUDA_R_16BF, CUBLAS_COMPUTE_32F, 2},
    {"f16", CUDA_R_16F, CUBLAS_COMPUTE_32F, 2},
    {"f32", CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4},
    {"f64", CUDA_R_64F, CUBLAS_COMPUTE_64F, 8},
};

// Host encodings of the four types (round to nearest even for the narrow
// ones), for the inputs and the reference check.
uint16_t toBf16(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, 4);
  bits += 0x7fff + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}
float fromBf16(uint16_t h) {
  uint32_t bits = uint32_t(h) << 16;
  float x;
  std::memcpy(&x, &bits, 4);
  return x;
}
// IEEE half for the values used here (|x| in [2^-14, 65504] or 0): no
// subnormals, no infinities.
uint16_t toF16(float x) {
  if (x == 0)
    return 0;
  uint32_t bits;
  std::memcpy(&bits, &x, 4);
  uint32_t sign = (bits >> 16) & 0x8000;
  int exponent = int((bits >> 23) & 0xff) - 127 + 15;
  uint32_t mantissa = bits & 0x7fffff;
  uint32_t half = sign | (uint32_t(exponent) << 10) | (mantissa >> 13);
  uint32_t rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
    ++half;
  return uint16_t(half);
}
float fromF16(uint16_t h) {
  if ((h & 0x7fff) == 0)
    return 0;
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exponent = ((h >> 10) & 0x1f) - 15 + 127;
  uint32_t bits = sign | (exponent << 23) | (uint32_t(h & 0x3ff) << 13);
  float x;
  std::memcpy(&x, &bits, 4);
  return x;
}

// Writes `count` values of `type` drawn from `values` into host bytes.
std::vector<char> encode(const Type &type, const std::vector<float> &values) {
  std::vector<char> out(values.size() * type.bytes);
  for (size_t i = 0; i < values.size(); ++i) {
    float v = values[i];
    if (type.data == CUDA_R_16BF) {
      uint16_t h = toBf16(v);
      std::memcpy(&out[i * 2], &h, 2);
    } else if (type.data == CUDA_R_16F) {
      uint16_t h = toF16(v);
      std::memcpy(&out[i * 2], &h, 2);
    } else if (type.data == CUDA_R_32F) {
      std::memcpy(&out[i * 4], &v, 4);
    } else {
      double d = v;
      std::memcpy(&out[i * 8], &d, 8);
    }
  }
  return out;
}

double decode(const Type &type, const char *p) {
  if (type.data == CUDA_R_16BF || type.data == CUDA_R_16F) {
    uint16_t h;
    std::memcpy(&h, p, 2);
    return type.data == CUDA_R_16BF ? fromBf16(h) : fromF16(h);
  }
  if (type.data == CUDA_R_32F) {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  double d;
  std::memcpy(&d, p, 8);
  return d;
}

// Values exactly representable in every type (multiples of 1/8 in
// [-1, 1]), so that the reference check sees the GEMM's rounding only.
std::vector<float> randomValues(size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> pick(-8, 8);
  std::vector<float> v(count);
  for (auto &x : v)
    x = pick(rng) / 8.0f;
  return v;
}

// Fills `bytes` of device memory with random values of `type`, a 4 MiB
// host pattern copied over and over.
void fillDevice(void *device, size_t bytes, const Type &type) {
  const size_t chunk = std::min(bytes, size_t(4) << 20);
  std::vector<char> pattern = encode(type, randomValues(chunk / type.bytes, 7));
  for (size_t at = 0; at < bytes; at += chunk)
    cuda(cudaMemcpy(static_cast<char *>(device) + at, pattern.data(),
                    std::min(chunk, bytes - at), cudaMemcpyHostToDevice),
         "cudaMemcpy");
}

enum Layout { kForward, kGradInput, kGradWeight };
const char *kLayoutNames[] = {"x.wT", "dy.w", "dyT.x"};

// Row-major C[m x n] = op(A) op(B) through column-major cuBLAS, which sees
// each row-major matrix as its transpose: it computes C^T = op(B)^T op(A)^T.
// A is stored m x k (or k x m when transA), B k x n (or n x k when transB).
void rowMajorGemm(cublasHandle_t handle, const Type &type, bool transA,
                  bool transB, int m, int n, int k, const void *A,
                  const void *B, void *C) {
  const float oneF = 1, zeroF = 0;
  const double oneD = 1, zeroD = 0;
  const bool f64 = type.compute == CUBLAS_COMPUTE_64F;
  const void *alpha = f64 ? static_cast<const void *>(&oneD) : &oneF;
  const void *beta = f64 ? static_cast<const void *>(&zeroD) : &zeroF;
  blas(cublasGemmEx(handle, transB ? CUBLAS_OP_T : CUBLAS_OP_N,
                    transA ? CUBLAS_OP_T : CUBLAS_OP_N, n, m, k, alpha, B,
                    type.data, transB ? k : n, A, type.data, transA ? m : k,
                    beta, C, type.data, n, type.compute, CUBLAS_GEMM_DEFAULT),
       "cublasGemmEx");
}

// The GEMM of a projection with weight W (out x in) over T tokens in one
// layout, on buffers big enough for any of them.
struct Gemm {
  bool transA, transB;
  int m, n, k;
};

Gemm gemmOf(Layout layout, int tokens, int out, int in) {
  switch (layout) {
  case kForward: // Y[T x out] = X[T x in] W^T, W stored out x in
    return {false, true, tokens, out, in};
  case kGradInput: // dX[T x in] = dY[T x out] W[out x in]
    return {false, false, tokens, in, out};
  case kGradWeight: // dW[out x in] = dY^T X, dY stored T x out
    return {true, false, out, in, tokens};
  }
  return {};
}

// Checks each layout on a small shape against a host reference.
void checkLayouts(cublasHandle_t handle, cudaStream_t stream,
                  const Type &type) {
  const int T = 24, out = 20, in = 36;
  for (Layout layout : {kForward, kGradInput, kGradWeight}) {
    Gemm g = gemmOf(layout, T, out, in);
    std::vector<float> a = randomValues(size_t(g.m) * g.k, 1 + layout);
    std::vector<float> b = randomValues(size_t(g.k) * g.n, 11 + layout);
    std::vector<char> ha = encode(type, a), hb = encode(type, b);
    void *da, *db, *dc;
    cuda(cudaMalloc(&da, ha.size()), "cudaMalloc");
    cuda(cudaMalloc(&db, hb.size()), "cudaMalloc");
    cuda(cudaMalloc(&dc, size_t(g.m) * g.n * type.bytes), "cudaMalloc");
    cuda(cudaMemcpy(da, ha.data(), ha.size(), cudaMemcpyHostToDevice),
         "cudaMemcpy");
    cuda(cudaMemcpy(db, hb.data(), hb.size(), cudaMemcpyHostToDevice),
         "cudaMemcpy");
    rowMajorGemm(handle, type, g.transA, g.transB, g.m, g.n, g.k, da, db, dc);
    cuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    std::vector<char> hc(size_t(g.m) * g.n * type.bytes);
    cuda(cudaMemcpy(hc.data(), dc, hc.size(), cudaMemcpyDeviceToHost),
         "cudaMemcpy");
    for (int i = 0; i < g.m; ++i)
      for (int j = 0; j < g.n; ++j) {
        double want = 0;
        for (int p = 0; p < g.k; ++p) {
          double x = g.transA ? a[size_t(p) * g.m + i] : a[size_t(i) * g.k + p];
          double y = g.transB ? b[size_t(j) * g.k + p] : b[size_t(p) * g.n + j];
          want += x * y;
        }
        double got = decode(type, &hc[(size_t(i) * g.n + j) * type.bytes]);
        // The sums are multiples of 1/64 below 36 in magnitude: exact in
        // f32 and f64; bf16 output keeps 8 significant bits, f16 11, TF32
        // inputs are exact here.
        double tolerance = type.bytes == 2 ? std::fabs(want) / 64 + 1e-6 : 1e-6;
        if (std::fabs(got - want) > tolerance)
          die(std::string("the ") + type.name + " GEMM " +
              kLayoutNames[layout] + " gives " + std::to_string(got) + " at (" +
              std::to_string(i) + ", " + std::to_string(j) +
              ") where the host computes " + std::to_string(want) +
              ": the layout passed to cuBLAS is wrong");
      }
    cuda(cudaFree(da), "cudaFree");
    cuda(cudaFree(db), "cudaFree");
    cuda(cudaFree(dc), "cudaFree");
  }
}

// Repeats `body` (which enqueues work on `stream`) until at least `seconds`
// have passed, after two warm-up calls; returns seconds per call.
template <typename Body>
double timePerCall(cudaStream_t stream, double seconds, Body body) {
  body();
  body();
  cuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  int calls = 0;
  double start = now(), elapsed = 0;
  int batch = 1;
  while (elapsed < seconds) {
    for (int i = 0; i < batch; ++i)
      body();
    cuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    calls += batch;
    elapsed = now() - start;
    batch = std::min(batch * 2, 64);
  }
  return elapsed / calls;
}

struct Options {
  long tokens = 8192, hidden = 4096, kvDim = 1024, ffn = 14336;
  long copyBytes = 1L << 30;
  double seconds = 0.05;
};

long parseLong(const char *flag, const char *text) {
  char *end = nullptr;
  long v = std::strtol(text, &end, 10);
  if (!end || *end || v <= 0)
    die(std::string(flag) + " needs a positive integer, not '" + text + "'");
  return v;
}

void usage() {
  std::fprintf(stderr,
               "usage: zero-gpu-calibrate [--tokens T] [--hidden H] "
               "[--kv-dim D] [--ffn F] [--copy-bytes B] [--seconds S]\n");
  std::exit(2);
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (i + 1 >= argc)
      usage();
    const char *v = argv[++i];
    if (a == "--tokens")
      o.tokens = parseLong("--tokens", v);
    else if (a == "--hidden")
      o.hidden = parseLong("--hidden", v);
    else if (a == "--kv-dim")
      o.kvDim = parseLong("--kv-dim", v);
    else if (a == "--ffn")
      o.ffn = parseLong("--ffn", v);
    else if (a == "--copy-bytes")
      o.copyBytes = parseLong("--copy-bytes", v);
    else if (a == "--seconds") {
      o.seconds = std::atof(v);
      if (!(o.seconds > 0))
        die("--seconds needs a positive number");
    } else
      usage();
  }

  cuda(cudaSetDevice(0), "cudaSetDevice");
  cudaDeviceProp properties;
  cuda(cudaGetDeviceProperties(&properties, 0), "cudaGetDeviceProperties");
  cudaStream_t stream;
  cuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
       "cudaStreamCreateWithFlags");
  cublasHandle_t handle;
  blas(cublasCreate(&handle), "cublasCreate");
  blas(cublasSetStream(handle, stream), "cublasSetStream");

  // The projections of one layer: (out, in).
  const long T = o.tokens, H = o.hidden, D = o.kvDim, F = o.ffn;
  const long shapes[][2] = {{H, H}, {D, H}, {D, H}, {H, H},
                            {F, H}, {F, H}, {H, F}};
  const long maxDim = std::max({H, D, F});

  std::printf("{\n  \"device\": \"%s\",\n  \"device_memory\": %zu,\n",
              properties.name, size_t(properties.totalGlobalMem));
  std::printf("  \"tokens\": %ld, \"hidden\": %ld, \"kv_dim\": %ld, "
              "\"ffn\": %ld,\n  \"matmul_flops\": {",
              T, H, D, F);
  bool first = true;
  for (const Type &type : kTypes) {
    checkLayouts(handle, stream, type);
    // Buffers for the largest operand of any GEMM: T x maxDim activations,
    // maxDim x maxDim is more than any weight (out x in).
    const size_t act = size_t(T) * maxDim * type.bytes;
    const size_t weight = size_t(std::max(H, D)) * F * type.bytes;
    void *x, *w, *y;
    cuda(cudaMalloc(&x, act), "cudaMalloc");
    cuda(cudaMalloc(&w, std::max(weight, size_t(H) * H * type.bytes)),
         "cudaMalloc");
    cuda(cudaMalloc(&y, act), "cudaMalloc");
    // Nonzero inputs: GPUs draw less power on zeros, which would flatter
    // the rate.
    fillDevice(x, act, type);
    fillDevice(y, act, type);
    fillDevice(w, weight, type);
    double flops = 0, seconds = 0;
    for (auto &shape : shapes)
      for (Layout layout : {kForward, kGradInput, kGradWeight}) {
        Gemm g = gemmOf(layout, int(T), int(shape[0]), int(shape[1]));
        // Forward reads X and W and writes Y; dX reads dY (in y) and W and
        // writes dX (in x); dW reads dY (y) and X and writes dW (w).
        void *A = layout == kForward ? x : y;
        void *B = layout == kGradWeight ? x : w;
        void *C = layout == kForward ? y : layout == kGradInput ? x : w;
        double t = timePerCall(stream, o.seconds, [&] {
          rowMajorGemm(handle, type, g.transA, g.transB, g.m, g.n, g.k, A, B,
                       C);
        });
        double f = 2.0 * g.m * g.n * g.k;
        std::fprintf(stderr,
                     "zero-gpu-calibrate: %s %-5s m=%d n=%d k=%d: %.4g "
                     "TFLOP/s\n",
                     type.name, kLayoutNames[layout], g.m, g.n, g.k,
                     f / t / 1e12);
        flops += f;
        seconds += t;
      }
    std::printf("%s\"%s\": %.6g", first ? "" : ", ", type.name,
                flops / seconds);
    first = false;
    cuda(cudaFree(x), "cudaFree");
    cuda(cudaFree(w), "cudaFree");
    cuda(cudaFree(y), "cudaFree");
  }
  std::printf("},\n");

  void *src, *dst;
  cuda(cudaMalloc(&src, size_t(o.copyBytes)), "cudaMalloc");
  cuda(cudaMalloc(&dst, size_t(o.copyBytes)), "cudaMalloc");
  cuda(cudaMemset(src, 1, size_t(o.copyBytes)), "cudaMemset");
  double t = timePerCall(stream, o.seconds * 4, [&] {
    cuda(cudaMemcpyAsync(dst, src, size_t(o.copyBytes),
                         cudaMemcpyDeviceToDevice, stream),
         "cudaMemcpyAsync");
  });
  const double bandwidth = 2.0 * double(o.copyBytes) / t;
  std::fprintf(stderr,
               "zero-gpu-calibrate: device-to-device copy of %ld B: %.4g "
               "GB/s (read + write)\n",
               o.copyBytes, bandwidth / 1e9);
  std::printf("  \"copy_bytes\": %ld,\n  \"memory_bandwidth\": %.6g\n}\n",
              o.copyBytes, bandwidth);
  cuda(cudaFree(src), "cudaFree");
  cuda(cudaFree(dst), "cudaFree");
  blas(cublasDestroy(handle), "cublasDestroy");
  cuda(cudaStreamDestroy(stream), "cudaStreamDestroy");
  return 0;
}
