//===- MatmulTest.cpp - zero_rt_matmul, the host matrix products ----------===//
//
// zero_rt_matmul (zero_rt_matmul.h) against a plain triple loop in double:
// f32 and bf16 inputs, an input of each type (the bf16 one widened), a
// transposed input, offsets and a batch stride, accumulation into what C
// holds, and a product with a zero size (C untouched). The library's sums
// run in another order, so the comparison allows a few f32 roundings; two
// calls on the same layout give the same bits. Its misuse ends the job and
// is tested by test/Runtime/memref-misuse.test.
//
//===----------------------------------------------------------------------===//

#include "DType.h"

#include "zero_rt/zero_rt_matmul.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

namespace zero_rt::test {
namespace {

/// One input matrix of a product: its elements in `dtype` (f32 or bf16
/// storage), read at offset + i * batch + r * row + c * column.
struct Matrix {
  int32_t dtype;
  std::vector<float> f32;
  std::vector<uint16_t> bf16;
  int64_t offset, batch, row, column;

  uintptr_t address() const {
    return dtype == ZERO_RT_F32 ? reinterpret_cast<uintptr_t>(f32.data())
                                : reinterpret_cast<uintptr_t>(bf16.data());
  }
  double at(int64_t i, int64_t r, int64_t c) const {
    int64_t index = offset + i * batch + r * row + c * column;
    return dtype == ZERO_RT_F32 ? f32[index] : bf16ToFloat(bf16[index]);
  }
};

/// A matrix of `elements` storage elements, filled with small values that
/// bf16 holds exactly (so the widening loses nothing).
Matrix makeMatrix(int32_t dtype, size_t elements, int64_t offset, int64_t batch,
                  int64_t row, int64_t column, int seed) {
  Matrix matrix{dtype, {}, {}, offset, batch, row, column};
  for (size_t i = 0; i < elements; ++i) {
    float value =
        static_cast<float>(static_cast<int>((i * 7 + seed) % 17) - 8) / 8.0f;
    if (dtype == ZERO_RT_F32)
      matrix.f32.push_back(value);
    else
      matrix.bf16.push_back(floatToBf16(value));
  }
  return matrix;
}

/// Runs C += A B for `batch` products of m x k by k x n on C's initial
/// values, checks every element against the double reference and returns C.
std::vector<float> checkProduct(const Matrix &a, const Matrix &b, int64_t batch,
                                int64_t m, int64_t n, int64_t k) {
  // C: offset 3, rows of n + 1 (a gap column), batches one row apart.
  int64_t cOffset = 3, cRow = n + 1, cBatch = m * cRow + 1;
  std::vector<float> c(cOffset + batch * cBatch, 0.25f);
  std::vector<float> initial = c;
  zero_rt_matmul(a.dtype, b.dtype, batch, m, n, k, a.address(), a.offset,
                 a.batch, a.row, a.column, b.address(), b.offset, b.batch,
                 b.row, b.column, reinterpret_cast<uintptr_t>(c.data()),
                 cOffset, cBatch, cRow, 1);
  std::vector<bool> written(c.size(), false);
  for (int64_t i = 0; i < batch; ++i)
    for (int64_t r = 0; r < m; ++r)
      for (int64_t col = 0; col < n; ++col) {
        double expected = initial[cOffset + i * cBatch + r * cRow + col];
        double magnitude = std::fabs(expected);
        for (int64_t t = 0; t < k; ++t) {
          double term = a.at(i, r, t) * b.at(i, t, col);
          expected += term;
          magnitude += std::fabs(term);
        }
        size_t index = cOffset + i * cBatch + r * cRow + col;
        written[index] = true;
        EXPECT_NEAR(c[index], expected, magnitude * 1e-6 + 1e-7)
            << "batch " << i << " row " << r << " column " << col;
      }
  // Nothing outside the product's elements moved (the gaps, the offset).
  for (size_t index = 0; index < c.size(); ++index)
    if (!written[index])
      EXPECT_EQ(c[index], initial[index]) << "element " << index;
  return c;
}

TEST(Matmul, F32RowMajor) {
  // A 5 x 7, B 7 x 6, both row-major.
  Matrix a = makeMatrix(ZERO_RT_F32, 35, 0, 35, 7, 1, 1);
  Matrix b = makeMatrix(ZERO_RT_F32, 42, 0, 42, 6, 1, 2);
  checkProduct(a, b, 1, 5, 6, 7);
}

TEST(Matmul, Bf16WithTransposedWeight) {
  // x W^T: B is W (6 x 7) read transposed, k stepping by 1 and n by 7.
  Matrix a = makeMatrix(ZERO_RT_BF16, 35, 0, 35, 7, 1, 3);
  Matrix b = makeMatrix(ZERO_RT_BF16, 42, 0, 42, 1, 7, 4);
  checkProduct(a, b, 1, 5, 6, 7);
}

TEST(Matmul, F32ActivationsByBf16Weights) {
  // Two input types, as a mixed-precision step multiplies them; A read
  // transposed (dY^T X: rows step by 1, the reduction by 5).
  Matrix a = makeMatrix(ZERO_RT_F32, 35, 0, 35, 1, 5, 5);
  Matrix b = makeMatrix(ZERO_RT_BF16, 42, 0, 42, 6, 1, 6);
  checkProduct(a, b, 1, 5, 6, 7);
  Matrix a16 = makeMatrix(ZERO_RT_BF16, 35, 0, 35, 7, 1, 7);
  Matrix b32 = makeMatrix(ZERO_RT_F32, 42, 0, 42, 6, 1, 8);
  checkProduct(a16, b32, 1, 5, 6, 7);
}

TEST(Matmul, OffsetsAndBatches) {
  // Two products, each input at an offset, batches with a gap between.
  Matrix a = makeMatrix(ZERO_RT_BF16, 2 + 2 * 40, 2, 40, 8, 1, 9);
  Matrix b = makeMatrix(ZERO_RT_F32, 5 + 2 * 33, 5, 33, 4, 1, 10);
  checkProduct(a, b, 2, 4, 4, 8);
}

TEST(Matmul, SameLayoutSameBits) {
  Matrix a = makeMatrix(ZERO_RT_BF16, 64 * 48, 0, 64 * 48, 48, 1, 11);
  Matrix b = makeMatrix(ZERO_RT_BF16, 48 * 32, 0, 48 * 32, 1, 48, 12);
  std::vector<float> first = checkProduct(a, b, 1, 64, 32, 48);
  std::vector<float> second = checkProduct(a, b, 1, 64, 32, 48);
  EXPECT_EQ(0, std::memcmp(first.data(), second.data(),
                           first.size() * sizeof(float)));
  EXPECT_GT(zero_rt_matmul_calls(), 0u);
  EXPECT_STRNE(zero_rt_matmul_kernel(), "");
}

TEST(Matmul, ZeroSizeChangesNothing) {
  std::vector<float> a(4, 1.0f), b(4, 1.0f), c(4, 0.5f);
  uint64_t calls = zero_rt_matmul_calls();
  zero_rt_matmul(ZERO_RT_F32, ZERO_RT_F32, 1, 2, 2, 0,
                 reinterpret_cast<uintptr_t>(a.data()), 0, 4, 2, 1,
                 reinterpret_cast<uintptr_t>(b.data()), 0, 4, 2, 1,
                 reinterpret_cast<uintptr_t>(c.data()), 0, 4, 2, 1);
  EXPECT_EQ(c, std::vector<float>(4, 0.5f));
  EXPECT_EQ(zero_rt_matmul_calls(), calls);
}

} // namespace
} // namespace zero_rt::test
