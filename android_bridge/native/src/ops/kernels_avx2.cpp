// AVX2 with FMA: x86 CPUs without AVX-512 (Haswell .. Zen 3, and the efficiency cores).
//
// k-quants: vpmaddubsw (unsigned codes x int8 activations) then vpmaddwd by the sub-block scales, one
// register of 32 values at a time; one float multiply-add per superblock per row. 32-blocks: one
// register per block, vpmaddubsw then vpmaddwd by ones, one float multiply-add by the block's scale
// product; Q8_0's signed codes through the sign trick (|w| x sign(w) * a); offsets and minimums as one
// float dot product per row over the blocks, as in the AVX-512 file.
#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>

#include "ops/kernels.h"

namespace omnidraft::ops {
namespace {

#include "ops/matmul_loop.h"

// a GGUF half as float, in hardware (F16C comes with every AVX2 CPU)
inline float f16(const uint8_t* p) {
  uint16_t h;
  std::memcpy(&h, p, 2);
  return _cvtsh_ss(h);
}

inline float sum8(__m256 v) {
  const __m128 h = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  const __m128 q = _mm_add_ps(h, _mm_movehl_ps(h, h));
  return _mm_cvtss_f32(_mm_add_ss(q, _mm_movehdup_ps(q)));
}

// 32 bits to 32 bytes, 0xFF where the bit is set (ggml's bytes_from_bits_32)
inline __m256i bits_to_bytes(uint32_t x) {
  const __m256i shuffle = _mm256_setr_epi64x(0x0000000000000000LL, 0x0101010101010101LL, 0x0202020202020202LL,
                                             0x0303030303030303LL);
  __m256i v = _mm256_shuffle_epi8(_mm256_set1_epi32((int)x), shuffle);
  v = _mm256_or_si256(v, _mm256_set1_epi64x(0x7fbfdfeff7fbfdfeLL));
  return _mm256_cmpeq_epi8(v, _mm256_set1_epi64x(-1));
}

// --- k-quants ------------------------------------------------------------------------------------

template <QuantType T>
struct Q45K {
  static constexpr bool kFive = five_bit(T);
  static constexpr int kBytes = block_bytes(T);
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    __m256 acc[R], accm[R];
    for (int i = 0; i < R; ++i) acc[i] = accm[i] = _mm256_setzero_ps();
    const GroupRows<R> g(*m.a, r);
    const __m256i m4 = _mm256_set1_epi8(0x0F), one = _mm256_set1_epi8(1);
    for (int64_t b = 0; b < m.a->k / 256; ++b, w += kBytes) {
      prefetch(w, kBytes);
      const float d = f16(w), dmin = f16(w + 2);
      uint32_t u[4];
      std::memcpy(u, w + 4, 12);
      const uint32_t km1 = 0x3f3f3f3f, km2 = 0x0f0f0f0f, km3 = 0x03030303;
      u[3] = ((u[2] >> 4) & km2) | (((u[1] >> 6) & km3) << 4);
      const uint32_t aux = u[1] & km1;
      u[1] = (u[2] & km2) | (((u[0] >> 6) & km3) << 4);
      u[2] = aux;
      u[0] &= km1;
      const uint8_t* sc = reinterpret_cast<const uint8_t*>(u);
      __m256i codes[8], scale[8];
      const uint8_t* qs = w + (kFive ? 48 : 16);
      const __m256i qh = kFive ? _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + 16)) : _mm256_setzero_si256();
      for (int j = 0; j < 4; ++j) {
        const __m256i q = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(qs + 32 * j));
        codes[2 * j] = _mm256_and_si256(q, m4);
        codes[2 * j + 1] = _mm256_and_si256(_mm256_srli_epi16(q, 4), m4);
        if (kFive) {
          codes[2 * j] = _mm256_or_si256(codes[2 * j], _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * j), one), 4));
          codes[2 * j + 1] = _mm256_or_si256(codes[2 * j + 1],
                                             _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * j + 1), one), 4));
        }
      }
      for (int s = 0; s < 8; ++s) scale[s] = _mm256_set1_epi16((short)sc[s]);
      // mins as int16 pairs [m0 m0 m1 m1 ...], against the activation's sums of 16
      const __m256i mins = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(sc + 8)));
      const __m256i mins16 = _mm256_or_si256(mins, _mm256_slli_epi32(mins, 16));
      for (int i = 0; i < R; ++i) {
        const int8_t* ai = g.codes[i] + b * 256;
        __m256i isum = _mm256_setzero_si256();
        for (int s = 0; s < 8; ++s) {
          const __m256i p = _mm256_maddubs_epi16(codes[s], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(ai + 32 * s)));
          isum = _mm256_add_epi32(isum, _mm256_madd_epi16(p, scale[s]));
        }
        const __m256i msum = _mm256_madd_epi16(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(g.sums16[i] + b * 16)), mins16);
        acc[i] = _mm256_fmadd_ps(_mm256_set1_ps(d * g.scales[i][b]), _mm256_cvtepi32_ps(isum), acc[i]);
        accm[i] = _mm256_fmadd_ps(_mm256_set1_ps(dmin * g.scales[i][b]), _mm256_cvtepi32_ps(msum), accm[i]);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = sum8(acc[i]) - sum8(accm[i]);
  }
};

struct Q6K {
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    __m256 acc[R];
    for (int i = 0; i < R; ++i) acc[i] = _mm256_setzero_ps();
    const GroupRows<R> g(*m.a, r);
    const __m256i m4 = _mm256_set1_epi8(0x0F), m3 = _mm256_set1_epi8(3);
    for (int64_t b = 0; b < m.a->k / 256; ++b, w += 210) {
      prefetch(w, 210);
      const float d = f16(w + 208);
      const int8_t* sc = reinterpret_cast<const int8_t*>(w + 192);
      __m256i codes[8], scale[8];
      for (int n = 0; n < 2; ++n) {
        const __m256i ql0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + 64 * n));
        const __m256i ql1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + 64 * n + 32));
        const __m256i qh = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + 128 + 32 * n));
        auto high = [&](int shift) { return _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, shift), m3), 4); };
        codes[4 * n + 0] = _mm256_or_si256(_mm256_and_si256(ql0, m4), high(0));
        codes[4 * n + 1] = _mm256_or_si256(_mm256_and_si256(ql1, m4), high(2));
        codes[4 * n + 2] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql0, 4), m4), high(4));
        codes[4 * n + 3] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql1, 4), m4), high(6));
      }
      for (int s = 0; s < 8; ++s)  // register s: values 32s .. 32s + 31, sub-blocks 2s and 2s + 1
        scale[s] = _mm256_inserti128_si256(_mm256_set1_epi16(sc[2 * s]), _mm_set1_epi16(sc[2 * s + 1]), 1);
      const __m256i off = _mm256_mullo_epi16(_mm256_cvtepi8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(sc))),
                                             _mm256_set1_epi16(-32));
      for (int i = 0; i < R; ++i) {
        const int8_t* ai = g.codes[i] + b * 256;
        __m256i isum = _mm256_madd_epi16(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(g.sums16[i] + b * 16)), off);
        for (int s = 0; s < 8; ++s) {
          const __m256i p = _mm256_maddubs_epi16(codes[s], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(ai + 32 * s)));
          isum = _mm256_add_epi32(isum, _mm256_madd_epi16(p, scale[s]));
        }
        acc[i] = _mm256_fmadd_ps(_mm256_set1_ps(d * g.scales[i][b]), _mm256_cvtepi32_ps(isum), acc[i]);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = sum8(acc[i]);
  }
};

// --- 32-blocks -----------------------------------------------------------------------------------

template <QuantType T>
struct Block32 {
  static constexpr int kBytes = block_bytes(T);
  static constexpr bool kMin = has_min(T);
  static constexpr bool kFive = five_bit(T);
  // Q8_0's codes are signed: none (it takes the sign trick instead)
  static constexpr float kOffset = (float)code_offset(T);

  static __m256i codes(const uint8_t* p) {
    if (T == QuantType::Q8_0) return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 2));
    const int qs = kMin ? 4 : 2;
    const __m128i q = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + qs + (kFive ? 4 : 0)));
    const __m256i m4 = _mm256_set1_epi8(0x0F);
    __m256i c = _mm256_and_si256(_mm256_inserti128_si256(_mm256_castsi128_si256(q), _mm_srli_epi16(q, 4), 1), m4);
    if (kFive) {
      uint32_t qh;
      std::memcpy(&qh, p + qs, 4);
      c = _mm256_or_si256(c, _mm256_and_si256(bits_to_bytes(qh), _mm256_set1_epi8(0x10)));
    }
    return c;
  }

  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    const int64_t nb = m.a->k / 32;
    __m256 acc[R], acc_s[R];
    for (int i = 0; i < R; ++i) acc[i] = acc_s[i] = _mm256_setzero_ps();
    const GroupRows<R> g(*m.a, r);
    const __m256i ones = _mm256_set1_epi16(1);
    alignas(32) float coef[8];
    for (int64_t b0 = 0; b0 < nb; b0 += 8) {
      const int n = nb - b0 < 8 ? (int)(nb - b0) : 8;
      const uint8_t* wb = w + b0 * kBytes;
      for (int j = 0; j < 8; ++j)
        coef[j] = j >= n ? 0.f : kMin ? f16(wb + j * kBytes + 2) : -kOffset * f16(wb + j * kBytes);
      for (int j = 0; j < n; ++j, wb += kBytes) {
        prefetch(wb, kBytes);
        __m256i c = codes(wb);
        const __m256i sign = c;
        if (T == QuantType::Q8_0) c = _mm256_sign_epi8(c, c);  // |w|
        const float dw = f16(wb);
        const int64_t b = b0 + j;
        for (int i = 0; i < R; ++i) {
          __m256i act = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g.codes[i] + 32 * b));
          if (T == QuantType::Q8_0) act = _mm256_sign_epi8(act, sign);
          const __m256i dot = _mm256_madd_epi16(_mm256_maddubs_epi16(c, act), ones);
          acc[i] = _mm256_fmadd_ps(_mm256_set1_ps(dw * g.scales[i][b]), _mm256_cvtepi32_ps(dot), acc[i]);
        }
      }
      if (kMin || kOffset != 0.f) {
        const __m256 cv = _mm256_load_ps(coef);
        const __m256i live = _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        for (int i = 0; i < R; ++i) acc_s[i] = _mm256_fmadd_ps(cv, _mm256_maskload_ps(g.sums32[i] + b0, live), acc_s[i]);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = sum8(acc[i]) + sum8(acc_s[i]);
  }
};

// --- attention -----------------------------------------------------------------------------------

inline __m256i live_lanes(int64_t left) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(left < 8 ? left : 8)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

void scores(const float* q, const float* k, int64_t n, int64_t d, float scale, float* s) {
  for (int64_t t = 0; t < n; ++t, k += d) {
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < d; i += 8) {
      const __m256i live = live_lanes(d - i);
      acc = _mm256_fmadd_ps(_mm256_maskload_ps(q + i, live), _mm256_maskload_ps(k + i, live), acc);
    }
    s[t] = scale * sum8(acc);
  }
}

void weighted_sum(const float* p, const float* v, int64_t n, int64_t d, float* out) {
  for (int64_t i = 0; i < d; i += 8) {
    const __m256i live = live_lanes(d - i);
    __m256 acc = _mm256_setzero_ps();
    const float* vi = v + i;
    for (int64_t t = 0; t < n; ++t, vi += d) acc = _mm256_fmadd_ps(_mm256_set1_ps(p[t]), _mm256_maskload_ps(vi, live), acc);
    _mm256_maskstore_ps(out + i, live, acc);
  }
}

}  // namespace

bool kernels_avx2(KernelSet* out) {
  *out = KernelSet{"avx2", {}, {}, scores, weighted_sum};
  fill_matmul<Block32, Q45K, Q6K>(out);
  return true;
}

}  // namespace omnidraft::ops
#else
#include "ops/kernels.h"
bool omnidraft::ops::kernels_avx2(KernelSet*) { return false; }
#endif
