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

Product makeProduct(Library &lib, dnnl::memory::data_type type,
                    const Layout &layout) {
  using dims = dnnl::memory::dims;
  auto [dtype, batch, m, n, k, aBatch, aRow, aCol, bBatch, bRow, bCol, cBatch,
        cRow, cCol] = layout;
  (void)dtype;
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

size_t getElementBytes(int32_t dtype) { return dtype == ZERO_RT_F32 ? 4 : 2; }

} // namespace

extern "C" {

ZERO_RT_API void zero_rt_matmul(
    int32_t dtype, int64_t batch, int64_t m, int64_t n, int64_t k, uintptr_t a,
    int64_t a_offset, int64_t a_batch_stride, int64_t a_row_stride,
    int64_t a_col_stride, uintptr_t b, int64_t b_offset, int64_t b_batch_stride,
    int64_t b_row_stride, int64_t b_col_stride, uintptr_t c, int64_t c_offset,
    int64_t c_batch_stride, int64_t c_row_stride, int64_t c_col_stride) {
  dnnl::memory::data_type type = getLibraryType(dtype);
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
      found =
          lib.products.emplace(layout, makeProduct(lib, type, layout)).first;
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
  return library().workspace.size();
}

ZERO_RT_API uint64_t zero_rt_matmul_calls(void) { return library().calls; }

ZERO_RT_API const char *zero_rt_matmul_kernel(void) {
  return library().lastKernel.c_str();
}

} // extern "C"
