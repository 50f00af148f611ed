//===- Matmul.cpp - host matrix products through oneDNN -------------------===//
//
// zero_rt_matmul (zero_rt_matmul.h): one oneDNN matmul primitive per layout
// (sizes, strides, element type), created on first use and kept, executed on
// the caller's thread with a sum post-op (C += A B) and a workspace the
// runtime owns. The primitives are cached because creating one costs about
// a millisecond, and a step runs the same few layouts every time.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt_matmul.h"

#include "Fatal.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <array>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <omp.h>

namespace {

constexpr const char *kEntry = "zero_rt_matmul";

/// Everything that selects a primitive: the element type, the four sizes
/// and the nine strides.
using Layout = std::array<int64_t, 14>;

/// A bf16 matrix widened to f32, row-major and dense, for a product of a
/// bf16 and an f32 matrix (the library multiplies one input type).
struct Widened {
  uintptr_t address;
  int64_t batchStride, rowStride, columnStride;
};

struct Product {
  dnnl::matmul::primitive_desc description;
  dnnl::matmul primitive;
  size_t workspaceBytes;
  std::string kernel;
};

struct Library {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  std::map<Layout, Product> products;
  std::vector<char> workspace;
  std::vector<float> widened;
  uint64_t calls = 0;
  std::string lastKernel;
};

Library &library() {
  static Library *instance = [] {
    // One thread: every rank computes its products alone, so that ranks
    // sharing a machine do not compete, and the kernel (hence the bits)
    // never depends on how many threads the library would pick.
    omp_set_num_threads(1);
    return new Library();
  }();
  return *instance;
}

dnnl::memory::data_type getLibraryType(int32_t dtype) {
  switch (dtype) {
  case ZERO_RT_F32:
    return dnnl::memory::data_type::f32;
  case ZERO_RT_BF16:
    return dnnl::memory::data_type::bf16;
  default:
    zero_rt::misuse(kEntry, "element type " + std::to_string(dtype) +
                                " is neither f32 nor bf16");
  }
}

Product makeProduct(Library &lib, const Layout &layout) {
  using dims = dnnl::memory::dims;
  auto [dtype, batch, m, n, k, aBatch, aRow, aCol, bBatch, bRow, bCol, cBatch,
        cRow, cCol] = layout;
  dnnl::memory::data_type type = getLibraryType(static_cast<int32_t>(dtype));
  dnnl::memory::desc a(dims{batch, m, k}, type, dims{aBatch, aRow, aCol});
  dnnl::memory::desc b(dims{batch, k, n}, type, dims{bBatch, bRow, bCol});
  dnnl::memory::desc c(dims{batch, m, n}, dnnl::memory::data_type::f32,
                       dims{cBatch, cRow, cCol});
  dnnl::post_ops accumulate;
  accumulate.append_sum(1.0f);
  dnnl::primitive_attr attributes;
  attributes.set_post_ops(accumulate);
  attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  dnnl::matmul::primitive_desc description(dnnl::matmul::desc(a, b, c),
                                           attributes, lib.engine);
  return Product{description, dnnl::matmul(description),
                 description.scratchpad_desc().get_size(),
                 description.impl_info_str()};
}

size_t getElementBytes(int32_t dtype) { return dtype == ZERO_RT_F32 ? 4 : 2; }

/// Widens `count` contiguous bf16 values at `from` to f32 at `to`: a bf16 is
/// the upper half of the f32 with the same value.
void widenLine(const uint16_t *__restrict from, float *__restrict to,
               int64_t count) {
  for (int64_t e = 0; e < count; ++e) {
    uint32_t bits = uint32_t(from[e]) << 16;
    std::memcpy(to + e, &bits, sizeof(float));
  }
}

} // namespace

extern "C" {

ZERO_RT_API void zero_rt_matmul(int32_t a_dtype, int32_t b_dtype, int64_t batch,
                                int64_t m, int64_t n, int64_t k, uintptr_t a,
                                int64_t a_offset, int64_t a_batch_stride,
                                int64_t a_row_stride, int64_t a_col_stride,
                                uintptr_t b, int64_t b_offset,
                                int64_t b_batch_stride, int64_t b_row_stride,
                                int64_t b_col_stride, uintptr_t c,
                                int64_t c_offset, int64_t c_batch_stride,
                                int64_t c_row_stride, int64_t c_col_stride) {
  // Each input's type is one the library takes (else misuse, which ends the
  // job).
  getLibraryType(a_dtype);
  getLibraryType(b_dtype);
  if (batch < 0 || m < 0 || n < 0 || k < 0)
    zero_rt::misuse(kEntry, "negative size (batch " + std::to_string(batch) +
                                ", m " + std::to_string(m) + ", n " +
                                std::to_string(n) + ", k " + std::to_string(k) +
                                ")");
  if (batch == 0 || m == 0 || n == 0 || k == 0)
    return;
  if (!a || !b || !c)
    zero_rt::misuse(kEntry, "null operand");
  if ((a_row_stride != 1 && a_col_stride != 1) ||
      (b_row_stride != 1 && b_col_stride != 1) || c_col_stride != 1)
    zero_rt::misuse(kEntry, "an operand has no unit stride in its matrix "
                            "dimensions (A " +
                                std::to_string(a_row_stride) + "x" +
                                std::to_string(a_col_stride) + ", B " +
                                std::to_string(b_row_stride) + "x" +
                                std::to_string(b_col_stride) + ", C column " +
                                std::to_string(c_col_stride) + ")");

  Library &lib = library();
  // Inputs of two types: the bf16 one is widened to f32 (exactly: every
  // bf16 is an f32), and the library multiplies two f32 matrices.
  int32_t dtype = a_dtype;
  if (a_dtype != b_dtype) {
    bool widenA = a_dtype == ZERO_RT_BF16;
    int64_t rows = widenA ? m : k, columns = widenA ? k : n;
    uintptr_t &address = widenA ? a : b;
    int64_t &offset = widenA ? a_offset : b_offset;
    int64_t &batchStride = widenA ? a_batch_stride : b_batch_stride;
    int64_t &rowStride = widenA ? a_row_stride : b_row_stride;
    int64_t &columnStride = widenA ? a_col_stride : b_col_stride;
    size_t elements = static_cast<size_t>(batch) * static_cast<size_t>(rows) *
                      static_cast<size_t>(columns);
    if (lib.widened.size() < elements)
      lib.widened.resize(elements);
    const uint16_t *from = reinterpret_cast<const uint16_t *>(address) + offset;
    float *to = lib.widened.data();
    // The copy keeps the operand's orientation: a matrix stored by columns
    // (a transposed weight) is read and written column by column. Read in
    // the other order, each element would come from another cache line: the
    // mixed-precision MLP's 755 x 758 weight took 1.5 ms to widen that way.
    bool byColumns = rowStride == 1 && columnStride != 1;
    int64_t outer = byColumns ? columns : rows;
    int64_t inner = byColumns ? rows : columns;
    int64_t outerStride = byColumns ? columnStride : rowStride;
    int64_t innerStride = byColumns ? rowStride : columnStride;
    for (int64_t i = 0; i < batch; ++i)
      for (int64_t o = 0; o < outer; ++o) {
        const uint16_t *line = from + i * batchStride + o * outerStride;
        // Lines are contiguous (innerStride is 1) except where the
        // operand's matrix is a single column or row; the loop apart lets
        // the compiler vectorize the common case, which otherwise ran at a
        // third of the memory's speed (190 us for a 755 x 758 weight).
        if (innerStride == 1)
          widenLine(line, to, inner);
        else
          for (int64_t e = 0; e < inner; ++e)
            widenLine(line + e * innerStride, to + e, 1);
        to += inner;
      }
    address = reinterpret_cast<uintptr_t>(lib.widened.data());
    offset = 0;
    batchStride = rows * columns;
    rowStride = byColumns ? 1 : columns;
    columnStride = byColumns ? rows : 1;
    dtype = ZERO_RT_F32;
  }
  Layout layout = {dtype,
                   batch,
                   m,
                   n,
                   k,
                   a_batch_stride,
                   a_row_stride,
                   a_col_stride,
                   b_batch_stride,
                   b_row_stride,
                   b_col_stride,
                   c_batch_stride,
                   c_row_stride,
                   c_col_stride};
  auto found = lib.products.find(layout);
  if (found == lib.products.end()) {
    try {
      found = lib.products.emplace(layout, makeProduct(lib, layout)).first;
    } catch (const dnnl::error &error) {
      zero_rt::misuse(kEntry, std::string("oneDNN refused the product ") +
                                  std::to_string(batch) + " x " +
                                  std::to_string(m) + "x" + std::to_string(k) +
                                  " * " + std::to_string(k) + "x" +
                                  std::to_string(n) + ": " + error.what());
    }
  }
  Product &product = found->second;
  if (lib.workspace.size() < product.workspaceBytes)
    lib.workspace.resize(product.workspaceBytes);

  size_t bytes = getElementBytes(dtype);
  auto address = [](uintptr_t base, int64_t offset, size_t elementBytes) {
    return reinterpret_cast<void *>(base + static_cast<uintptr_t>(offset) *
                                               elementBytes);
  };
  const dnnl::matmul::primitive_desc &description = product.description;
  dnnl::memory aMemory(description.src_desc(), lib.engine,
                       address(a, a_offset, bytes));
  dnnl::memory bMemory(description.weights_desc(), lib.engine,
                       address(b, b_offset, bytes));
  dnnl::memory cMemory(description.dst_desc(), lib.engine,
                       address(c, c_offset, sizeof(float)));
  dnnl::memory workspace(description.scratchpad_desc(), lib.engine,
                         lib.workspace.data());
  try {
    product.primitive.execute(lib.stream, {{DNNL_ARG_SRC, aMemory},
                                           {DNNL_ARG_WEIGHTS, bMemory},
                                           {DNNL_ARG_DST, cMemory},
                                           {DNNL_ARG_SCRATCHPAD, workspace}});
    lib.stream.wait();
  } catch (const dnnl::error &error) {
    zero_rt::misuse(kEntry, std::string("oneDNN failed: ") + error.what());
  }
  ++lib.calls;
  lib.lastKernel = product.kernel;
}

ZERO_RT_API uint64_t zero_rt_matmul_workspace_bytes(void) {
  Library &lib = library();
  return lib.workspace.size() + lib.widened.size() * sizeof(float);
}

ZERO_RT_API uint64_t zero_rt_matmul_calls(void) { return library().calls; }

ZERO_RT_API const char *zero_rt_matmul_kernel(void) {
  return library().lastKernel.c_str();
}

} // extern "C"
