//===- Checksum.cpp - zero-sum64, portable and with AVX-512 ---------------===//

#include "zero/Checkpoint/Checksum.h"

#include "llvm/Support/Compiler.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ZERO_CHECKSUM_AVX512 1
#include <immintrin.h>
// GCC 12's AVX-512 headers initialise a "don't care" vector with itself,
// which its own -Wmaybe-uninitialized then reports in every intrinsic
// (GCC bug 105593, fixed in GCC 13).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#endif

namespace mlir::zero::checkpoint {
namespace {

// The two constants of the term (docs/checkpoint-format.md): the index is
// spread by the first, the bits are mixed by the second. Both are odd.
constexpr uint64_t kIndexFactor = 0x9e3779b97f4a7c15ULL;
constexpr uint64_t kMixFactor = 0xbf58476d1ce4e5b9ULL;

/// The term of element `k`: its bits, placed by its index. For a fixed
/// index each operation is a bijection of the bits (XOR with a constant,
/// multiplication by an odd constant, an xorshift), so changing an element
/// always changes its term.
inline uint64_t term(uint64_t k, uint64_t bits) {
  uint64_t x = (k * kIndexFactor) ^ bits;
  x *= kMixFactor;
  return x ^ (x >> 31);
}

/// One multiplication per element, two elements per iteration into two
/// sums, so that the multiplications overlap: 8.9 GB/s measured on f32 in
/// the cache here, against 7.4 GB/s with one sum (GCC 12 vectorizes
/// neither for x86-64's baseline, which has no 64-bit vector
/// multiplication). Out of line: inlined into a switch, the loop ran
/// slower.
template <typename Bits>
LLVM_ATTRIBUTE_NOINLINE uint64_t sumTerms(const Bits *elements, uint64_t first,
                                          uint64_t count) {
  uint64_t even = 0, odd = 0, i = 0;
  for (; i + 2 <= count; i += 2) {
    even += term(first + i, elements[i]);
    odd += term(first + i + 1, elements[i + 1]);
  }
  if (i < count)
    even += term(first + i, elements[i]);
  return even + odd;
}

#ifdef ZERO_CHECKSUM_AVX512
#define ZERO_AVX512 __attribute__((target("avx512f,avx512dq")))

// Eight consecutive elements, zero-extended to 64-bit lanes.
ZERO_AVX512 inline __m512i loadEight(const uint8_t *p) {
  return _mm512_cvtepu8_epi64(
      _mm_loadl_epi64(reinterpret_cast<const __m128i *>(p)));
}
ZERO_AVX512 inline __m512i loadEight(const uint16_t *p) {
  return _mm512_cvtepu16_epi64(
      _mm_loadu_si128(reinterpret_cast<const __m128i *>(p)));
}
ZERO_AVX512 inline __m512i loadEight(const uint32_t *p) {
  return _mm512_cvtepu32_epi64(
      _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p)));
}
ZERO_AVX512 inline __m512i loadEight(const uint64_t *p) {
  return _mm512_loadu_si512(p);
}

/// Adds the terms of eight elements whose indices times kIndexFactor are
/// `spread` to `sum`.
template <typename Bits>
ZERO_AVX512 inline __m512i addEightTerms(__m512i sum, __m512i spread,
                                         const Bits *elements) {
  __m512i x = _mm512_xor_si512(spread, loadEight(elements));
  x = _mm512_mullo_epi64(x, _mm512_set1_epi64(kMixFactor));
  return _mm512_add_epi64(sum, _mm512_xor_si512(x, _mm512_srli_epi64(x, 31)));
}

/// sumTerms with eight terms per vector. The index of each lane is carried
/// as k * kIndexFactor (modulo 2^64, so adding 8 * kIndexFactor moves it
/// eight elements on) and four sums are kept, so that four of the
/// multiplications, which take about 15 cycles each, are in flight at once.
template <typename Bits>
ZERO_AVX512 uint64_t sumTermsAvx512(const Bits *elements, uint64_t first,
                                    uint64_t count) {
  const __m512i eightOn = _mm512_set1_epi64(8 * kIndexFactor);
  __m512i spread = _mm512_mullo_epi64(
      _mm512_add_epi64(_mm512_set1_epi64(first),
                       _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7)),
      _mm512_set1_epi64(kIndexFactor));
  __m512i sums[4] = {_mm512_setzero_si512(), _mm512_setzero_si512(),
                     _mm512_setzero_si512(), _mm512_setzero_si512()};
  uint64_t i = 0;
  for (; i + 32 <= count; i += 32)
    for (int j = 0; j < 4; ++j) {
      sums[j] = addEightTerms(sums[j], spread, elements + i + 8 * j);
      spread = _mm512_add_epi64(spread, eightOn);
    }
  for (; i + 8 <= count; i += 8) {
    sums[0] = addEightTerms(sums[0], spread, elements + i);
    spread = _mm512_add_epi64(spread, eightOn);
  }
  // Not _mm512_reduce_add_epi64: GCC 12's header warns on it.
  alignas(64) uint64_t lanes[8];
  _mm512_store_si512(lanes,
                     _mm512_add_epi64(_mm512_add_epi64(sums[0], sums[1]),
                                      _mm512_add_epi64(sums[2], sums[3])));
  uint64_t sum = 0;
  for (uint64_t lane : lanes)
    sum += lane;
  for (; i < count; ++i)
    sum += term(first + i, elements[i]);
  return sum;
}
#undef ZERO_AVX512
#endif // ZERO_CHECKSUM_AVX512

/// `sum(elements, first, count)` over the elements of `data` as unsigned
/// integers of their size (bytes for any size but 2, 4 and 8).
template <typename Sum>
uint64_t dispatchOnSize(const void *data, uint64_t first, uint64_t count,
                        unsigned elementBytes, Sum sum) {
  switch (elementBytes) {
  case 2:
    return sum(static_cast<const uint16_t *>(data), first, count);
  case 4:
    return sum(static_cast<const uint32_t *>(data), first, count);
  case 8:
    return sum(static_cast<const uint64_t *>(data), first, count);
  default:
    return sum(static_cast<const uint8_t *>(data), first, count * elementBytes);
  }
}

} // namespace

uint64_t checksumElementsPortable(const void *data, uint64_t first,
                                  uint64_t count, unsigned elementBytes) {
  return dispatchOnSize(
      data, first, count, elementBytes,
      [](const auto *elements, uint64_t first, uint64_t count) {
        return sumTerms(elements, first, count);
      });
}

bool hasVectorChecksum() {
#ifdef ZERO_CHECKSUM_AVX512
  // libgcc and compiler-rt check that the OS saves the AVX-512 registers
  // too, not only that the CPU has them.
  static const bool available =
      __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq");
  return available;
#else
  return false;
#endif
}

uint64_t checksumElementsVector(const void *data, uint64_t first,
                                uint64_t count, unsigned elementBytes) {
#ifdef ZERO_CHECKSUM_AVX512
  if (hasVectorChecksum())
    return dispatchOnSize(
        data, first, count, elementBytes,
        [](const auto *elements, uint64_t first, uint64_t count) {
          return sumTermsAvx512(elements, first, count);
        });
#endif
  return checksumElementsPortable(data, first, count, elementBytes);
}

uint64_t checksumElements(const void *data, uint64_t first, uint64_t count,
                          unsigned elementBytes) {
  return hasVectorChecksum()
             ? checksumElementsVector(data, first, count, elementBytes)
             : checksumElementsPortable(data, first, count, elementBytes);
}

} // namespace mlir::zero::checkpoint
