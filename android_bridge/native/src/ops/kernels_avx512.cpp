// AVX-512 (F, BW, VL, DQ) with VNNI: the kernels of x86 CPUs from Ice Lake and Zen 4 on.
//
// k-quants: a weight sub-block's codes are unsigned (0..63), so vpmaddubsw (codes x int8 activations,
// pairs summed to int16, no overflow) then vpdpwssd by the sub-block scales gives each row's scaled
// integer sum of a superblock; one float multiply-add per superblock per row, a horizontal sum at the end.
// 32-blocks: codes made unsigned (Q8_0 + 128), vpdpbusd per two blocks, one float multiply-add by the two
// blocks' scale products; the code offset or block minimum is one float dot product per row over the
// blocks (coefficient x the row's scaled block sums), 16 blocks at a time.
#if defined(__x86_64__) || defined(_M_X64)
#if defined(__GNUC__) && !defined(__clang__)
// GCC 12's own _mm512_castsi256_si512 (an undefined upper half) trips its uninitialized-value warning
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
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

inline float sum16(__m512 v) { return _mm512_reduce_add_ps(v); }
inline float sum8(__m256 v) {
  const __m128 h = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  const __m128 q = _mm_add_ps(h, _mm_movehl_ps(h, h));
  return _mm_cvtss_f32(_mm_add_ss(q, _mm_movehdup_ps(q)));
}

// --- k-quants ------------------------------------------------------------------------------------

// vpermw indices (int16 lane i of a vpmaddubsw result holds codes 2i and 2i + 1) into a vector of 8 scales
// then 8 mins (Q4_K, Q5_K) or of 16 scales (Q6_K), for the paired layouts (quant_types.cpp, source_of):
//   Q4_K/Q5_K registers A, B: lanes of 128 bits hold sub-blocks 0 2 1 3; C, D: 4 6 5 7
//   Q6_K registers A, B: 64-bit pieces hold sub-blocks 0..7; C, D: 8..15
// (constexpr: constant data, no initializer runs at load, where AVX-512 code could meet a CPU without it)
struct ScaleIndex {
  alignas(64) int16_t q45[2][32] = {};
  alignas(64) int16_t q6[2][32] = {};
  constexpr ScaleIndex() {
    const int order[4] = {0, 2, 1, 3};
    for (int h = 0; h < 2; ++h)
      for (int i = 0; i < 32; ++i) {
        q45[h][i] = (int16_t)(4 * h + order[i / 8]);
        q6[h][i] = (int16_t)(8 * h + i / 4);
      }
  }
};
constexpr ScaleIndex kScaleIndex;

// Two superblocks' integer sums (16 lanes each) folded into one register, 8 lanes each, and their
// scale products d * da (8 lanes each): one conversion and one multiply-add per two superblocks.
inline __m512i fold(__m512i first, __m512i second) {
  return _mm512_add_epi32(_mm512_shuffle_i64x2(first, second, _MM_SHUFFLE(1, 0, 1, 0)),
                          _mm512_shuffle_i64x2(first, second, _MM_SHUFFLE(3, 2, 3, 2)));
}
inline __m512 halves(float first, float second) {
  return _mm512_insertf32x8(_mm512_set1_ps(first), _mm256_set1_ps(second), 1);
}

// --- k-quants ------------------------------------------------------------------------------------

// Q4_K / Q5_K superblock in the paired layout, and its scales and minimums.
struct Q45KBlock {
  __m512i w[4];     // A B C D
  __m512i sc[2];    // int16 scales for A + B, C + D
  __m256 mins;      // dmin * min of sub-blocks 0..7 (against the row's scaled sums per 32)
  float d;
};

template <bool Five>
inline void unpack_q45k(const uint8_t* p, Q45KBlock& b) {
  b.d = f16(p);
  // ggml's 6-bit unpacking into 8 scales then 8 mins
  uint32_t u[4];
  std::memcpy(u, p + 4, 12);
  const uint32_t km1 = 0x3f3f3f3f, km2 = 0x0f0f0f0f, km3 = 0x03030303;
  u[3] = ((u[2] >> 4) & km2) | (((u[1] >> 6) & km3) << 4);
  const uint32_t aux = u[1] & km1;
  u[1] = (u[2] & km2) | (((u[0] >> 6) & km3) << 4);
  u[2] = aux;
  u[0] &= km1;
  const __m128i sm = _mm_loadu_si128(reinterpret_cast<const __m128i*>(u));
  const __m512i v = _mm512_castsi256_si512(_mm256_cvtepu8_epi16(sm));
  b.sc[0] = _mm512_permutexvar_epi16(_mm512_load_si512(kScaleIndex.q45[0]), v);
  b.sc[1] = _mm512_permutexvar_epi16(_mm512_load_si512(kScaleIndex.q45[1]), v);
  b.mins = _mm256_mul_ps(_mm256_set1_ps(f16(p + 2)), _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(sm, 8))));
  const uint8_t* qs = p + (Five ? 48 : 16);
  const __m512i m4 = _mm512_set1_epi8(0x0F);
  const __m512i q0 = _mm512_loadu_si512(qs), q1 = _mm512_loadu_si512(qs + 64);
  // lo0 = [sb0 | sb2], hi0 = [sb1 | sb3] (32 bytes each): A = first halves of 0 2 1 3, B = the second halves
  const __m512i lo0 = _mm512_and_si512(q0, m4), hi0 = _mm512_and_si512(_mm512_srli_epi16(q0, 4), m4);
  const __m512i lo1 = _mm512_and_si512(q1, m4), hi1 = _mm512_and_si512(_mm512_srli_epi16(q1, 4), m4);
  b.w[0] = _mm512_shuffle_i64x2(lo0, hi0, _MM_SHUFFLE(2, 0, 2, 0));
  b.w[1] = _mm512_shuffle_i64x2(lo0, hi0, _MM_SHUFFLE(3, 1, 3, 1));
  b.w[2] = _mm512_shuffle_i64x2(lo1, hi1, _MM_SHUFFLE(2, 0, 2, 0));
  b.w[3] = _mm512_shuffle_i64x2(lo1, hi1, _MM_SHUFFLE(3, 1, 3, 1));
  if (Five) {  // bit s of qh[l] is the fifth bit of sub-block s's value l
    const __m512i lo = _mm512_broadcast_i32x4(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16)));
    const __m512i hi = _mm512_broadcast_i32x4(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 32)));
    const __m512i shift_ab = _mm512_setr_epi64(0, 0, 0x0002000200020002LL, 0x0002000200020002LL, 0x0001000100010001LL,
                                               0x0001000100010001LL, 0x0003000300030003LL, 0x0003000300030003LL);
    const __m512i shift_cd = _mm512_add_epi16(shift_ab, _mm512_set1_epi16(4));
    const __m512i one = _mm512_set1_epi8(1);
    const __m512i bits[4] = {_mm512_srlv_epi16(lo, shift_ab), _mm512_srlv_epi16(hi, shift_ab), _mm512_srlv_epi16(lo, shift_cd),
                             _mm512_srlv_epi16(hi, shift_cd)};
    for (int k = 0; k < 4; ++k) b.w[k] = _mm512_or_si512(b.w[k], _mm512_slli_epi16(_mm512_and_si512(bits[k], one), 4));
  }
}

// sum over the superblock of scale * (codes . activations), 16 int32 lanes: A + B and C + D add in int16
// (Q5_K at most 2 * 2 * 31 * 127 = 15748 per lane) before the scales
inline __m512i q45k_dot(const Q45KBlock& blk, const int8_t* a) {
  const __m512i ab = _mm512_add_epi16(_mm512_maddubs_epi16(blk.w[0], _mm512_loadu_si512(a)),
                                      _mm512_maddubs_epi16(blk.w[1], _mm512_loadu_si512(a + 64)));
  const __m512i cd = _mm512_add_epi16(_mm512_maddubs_epi16(blk.w[2], _mm512_loadu_si512(a + 128)),
                                      _mm512_maddubs_epi16(blk.w[3], _mm512_loadu_si512(a + 192)));
  return _mm512_dpwssd_epi32(_mm512_madd_epi16(ab, blk.sc[0]), cd, blk.sc[1]);
}

template <QuantType T>
struct Q45K {
  static constexpr bool kFive = five_bit(T);
  static constexpr int kBytes = block_bytes(T);
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    __m512 acc[R], accm[R];
    for (int i = 0; i < R; ++i) acc[i] = accm[i] = _mm512_setzero_ps();
    const GroupRows<R> g(*m.a, r);
    const int64_t nb = m.a->k / 256;
    Q45KBlock blk[2];
    for (int64_t b = 0; b < nb; b += 2, w += 2 * kBytes) {  // two superblocks at a time (a lone last one pairs with zeros)
      const bool two = b + 1 < nb;
      prefetch(w, 2 * kBytes);
      unpack_q45k<kFive>(w, blk[0]);
      if (two) unpack_q45k<kFive>(w + kBytes, blk[1]);
      const __m512 d = halves(blk[0].d, two ? blk[1].d : 0.f);
      const __m512 mins = _mm512_insertf32x8(_mm512_castps256_ps512(blk[0].mins), two ? blk[1].mins : _mm256_setzero_ps(), 1);
      const __mmask16 live = two ? (__mmask16)0xFFFF : (__mmask16)0x00FF;
      for (int i = 0; i < R; ++i) {
        const int8_t* ai = g.codes[i] + b * 256;
        const __m512i isum = fold(q45k_dot(blk[0], ai), two ? q45k_dot(blk[1], ai + 256) : _mm512_setzero_si512());
        const __m512 dd = _mm512_mul_ps(d, halves(g.scales[i][b], two ? g.scales[i][b + 1] : 0.f));
        acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(isum), dd, acc[i]);
        // the minimums: (dmin * min) . (da * sum of the sub-block's codes)
        accm[i] = _mm512_fmadd_ps(mins, _mm512_maskz_loadu_ps(live, g.sums32[i] + 8 * b), accm[i]);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = sum16(acc[i]) - sum16(accm[i]);
  }
};

struct Q6KBlock {
  __m512i w[4];    // A B C D, codes 0..63
  __m512i sc[2];   // int16 scales for A + B, C + D
  __m512i off;     // int16 lanes 0..15: -32 * scale (against the activation's sums of 16), 16..31 zero
  float d;
};

inline void unpack_q6k(const uint8_t* p, Q6KBlock& b) {
  b.d = f16(p + 208);
  const __m512i m4 = _mm512_set1_epi8(0x0F), m3 = _mm512_set1_epi8(3);
  __m512i v[4];  // values 0-63, 64-127, 128-191, 192-255: 128-bit lanes are sub-blocks of 16
  for (int n = 0; n < 2; ++n) {
    const __m512i ql = _mm512_loadu_si512(p + 64 * n);
    const __m256i qh = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 128 + 32 * n));
    const __m512i h01 = _mm512_inserti64x4(_mm512_castsi256_si512(qh), _mm256_srli_epi16(qh, 2), 1);
    const __m512i h23 = _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_srli_epi16(qh, 4)), _mm256_srli_epi16(qh, 6), 1);
    v[2 * n] = _mm512_or_si512(_mm512_and_si512(ql, m4), _mm512_slli_epi16(_mm512_and_si512(h01, m3), 4));
    v[2 * n + 1] = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(ql, 4), m4),
                                   _mm512_slli_epi16(_mm512_and_si512(h23, m3), 4));
  }
  // A: the first 8 values of sub-blocks 0..7, B: their last 8; C, D: sub-blocks 8..15
  const __m512i first = _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), second = _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15);
  b.w[0] = _mm512_permutex2var_epi64(v[0], first, v[1]);
  b.w[1] = _mm512_permutex2var_epi64(v[0], second, v[1]);
  b.w[2] = _mm512_permutex2var_epi64(v[2], first, v[3]);
  b.w[3] = _mm512_permutex2var_epi64(v[2], second, v[3]);
  const __m256i sc = _mm256_cvtepi8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 192)));
  const __m512i sc5 = _mm512_castsi256_si512(sc);
  b.sc[0] = _mm512_permutexvar_epi16(_mm512_load_si512(kScaleIndex.q6[0]), sc5);
  b.sc[1] = _mm512_permutexvar_epi16(_mm512_load_si512(kScaleIndex.q6[1]), sc5);
  b.off = _mm512_zextsi256_si512(_mm256_mullo_epi16(sc, _mm256_set1_epi16(-32)));
}

// sum over the superblock of scale * ((codes - 32) . activations): A + B and C + D add in int16 (at most
// 2 * 2 * 63 * 127 = 32004 per lane) before the scales; the -32 through the activation's sums of 16
inline __m512i q6k_dot(const Q6KBlock& blk, const int8_t* a, const int16_t* sums) {
  const __m512i ab = _mm512_add_epi16(_mm512_maddubs_epi16(blk.w[0], _mm512_loadu_si512(a)),
                                      _mm512_maddubs_epi16(blk.w[1], _mm512_loadu_si512(a + 64)));
  const __m512i cd = _mm512_add_epi16(_mm512_maddubs_epi16(blk.w[2], _mm512_loadu_si512(a + 128)),
                                      _mm512_maddubs_epi16(blk.w[3], _mm512_loadu_si512(a + 192)));
  // the sums' upper lanes meet the offsets' zeros
  const __m512i off = _mm512_madd_epi16(_mm512_castsi256_si512(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(sums))), blk.off);
  return _mm512_dpwssd_epi32(_mm512_dpwssd_epi32(off, ab, blk.sc[0]), cd, blk.sc[1]);
}

struct Q6K {
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    __m512 acc[R];
    for (int i = 0; i < R; ++i) acc[i] = _mm512_setzero_ps();
    const GroupRows<R> g(*m.a, r);
    const int64_t nb = m.a->k / 256;
    Q6KBlock blk[2];
    for (int64_t b = 0; b < nb; b += 2, w += 2 * 210) {
      const bool two = b + 1 < nb;
      prefetch(w, 2 * 210);
      unpack_q6k(w, blk[0]);
      if (two) unpack_q6k(w + 210, blk[1]);
      const __m512 d = halves(blk[0].d, two ? blk[1].d : 0.f);
      for (int i = 0; i < R; ++i) {
        const int8_t* ai = g.codes[i] + b * 256;
        const __m512i isum = fold(q6k_dot(blk[0], ai, g.sums16[i] + 16 * b),
                                  two ? q6k_dot(blk[1], ai + 256, g.sums16[i] + 16 * (b + 1)) : _mm512_setzero_si512());
        acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(isum), _mm512_mul_ps(d, halves(g.scales[i][b], two ? g.scales[i][b + 1] : 0.f)), acc[i]);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = sum16(acc[i]);
  }
};

// --- 32-blocks -----------------------------------------------------------------------------------

// Two consecutive blocks as unsigned codes in element order, their scales (8 lanes each), and
// per block the coefficient of the row's scaled sum: the minimum, or -offset * scale.
template <QuantType T>
struct Pair {
  static constexpr int kBytes = block_bytes(T);
  static constexpr bool kMin = has_min(T);
  // the codes' offset; Q8_0's signed codes are shifted by 128 here, to be vpdpbusd's unsigned operand
  static constexpr float kOffset = T == QuantType::Q8_0 ? 128.f : (float)code_offset(T);

  // codes of block p (and p + 1 when two), into one register
  static __m512i codes(const uint8_t* p, bool two) {
    if (T == QuantType::Q8_0) {
      const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 2));
      const __m256i b = two ? _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + kBytes + 2)) : _mm256_set1_epi8(-128);
      return _mm512_xor_si512(_mm512_inserti64x4(_mm512_castsi256_si512(a), b, 1), _mm512_set1_epi8(-128));
    }
    const int qs = kMin ? 4 : 2;
    const int q = five_bit(T) ? qs + 4 : qs;
    const __m128i qa = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + q));
    const __m128i qb = two ? _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + kBytes + q)) : _mm_setzero_si128();
    const __m256i both = _mm256_inserti128_si256(_mm256_castsi128_si256(qa), qb, 1);
    const __m256i m4 = _mm256_set1_epi8(0x0F);
    const __m256i lo = _mm256_and_si256(both, m4), hi = _mm256_and_si256(_mm256_srli_epi16(both, 4), m4);
    __m512i z = _mm512_inserti64x4(_mm512_castsi256_si512(lo), hi, 1);  // [a lo, b lo, a hi, b hi]
    z = _mm512_shuffle_i64x2(z, z, _MM_SHUFFLE(3, 1, 2, 0));            // [a lo, a hi, b lo, b hi]
    if (five_bit(T)) {
      uint32_t ha, hb = 0;
      std::memcpy(&ha, p + qs, 4);
      if (two) std::memcpy(&hb, p + kBytes + qs, 4);
      const __mmask64 bits = _cvtu64_mask64((uint64_t)ha | ((uint64_t)hb << 32));
      z = _mm512_or_si512(z, _mm512_maskz_mov_epi8(bits, _mm512_set1_epi8(0x10)));
    }
    return z;
  }
};

// 8 registers of two blocks' dpbusd lanes (8 per block) summed down to one lane per block, blocks in order
inline __m512i fold16(__m512i* d) {
  // (128-bit chunks are blocks' lanes 0-3 or 4-7) -> e_i: chunks = blocks 4i .. 4i + 3, 4 lanes each
  __m512i e[4];
  for (int i = 0; i < 4; ++i)
    e[i] = _mm512_add_epi32(_mm512_shuffle_i64x2(d[2 * i], d[2 * i + 1], _MM_SHUFFLE(2, 0, 2, 0)),
                            _mm512_shuffle_i64x2(d[2 * i], d[2 * i + 1], _MM_SHUFFLE(3, 1, 3, 1)));
  // -> f_i: chunk c = [block 8i + c (2 lanes), block 8i + 4 + c (2 lanes)]
  __m512i f[2];
  for (int i = 0; i < 2; ++i)
    f[i] = _mm512_add_epi32(_mm512_unpacklo_epi64(e[2 * i], e[2 * i + 1]), _mm512_unpackhi_epi64(e[2 * i], e[2 * i + 1]));
  // -> chunk c = blocks c, 4 + c, 8 + c, 12 + c, one lane each
  const __m512 f0 = _mm512_castsi512_ps(f[0]), f1 = _mm512_castsi512_ps(f[1]);
  const __m512i g = _mm512_add_epi32(_mm512_castps_si512(_mm512_shuffle_ps(f0, f1, _MM_SHUFFLE(2, 0, 2, 0))),
                                     _mm512_castps_si512(_mm512_shuffle_ps(f0, f1, _MM_SHUFFLE(3, 1, 3, 1))));
  // lane b <- block b, which sits in lane 4 * (b % 4) + b / 4
  return _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15), g);
}

// byte offsets of 16 consecutive blocks of `Bytes` each (for the gathers)
template <int Bytes>
inline __m512i kBlockOffsets() {
  return _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), _mm512_set1_epi32(Bytes));
}

template <QuantType T>
struct Block32 {
  using P = Pair<T>;
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    const int64_t nb = m.a->k / 32;
    __m512 acc[R];
    for (int i = 0; i < R; ++i) acc[i] = _mm512_setzero_ps();
    const GroupRows<R> g(*m.a, r);
    for (int64_t b0 = 0; b0 < nb; b0 += 16) {  // 16 blocks: one lane each after folding
      const int n = nb - b0 < 16 ? (int)(nb - b0) : 16;
      const __mmask16 live = (__mmask16)((1u << n) - 1);
      const uint8_t* wb = w + b0 * P::kBytes;
      prefetch(wb, 16 * P::kBytes);
      // each block's first 4 bytes (scale, and minimum where it has one), gathered: 16 lanes at once
      const __m512i head = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), live, kBlockOffsets<P::kBytes>(), wb, 1);
      const __m512 dw = _mm512_cvtph_ps(_mm512_cvtepi32_epi16(head));
      // the coefficient of each block's scaled sum: its minimum, or -offset * scale
      const __m512 coef = P::kMin ? _mm512_cvtph_ps(_mm512_cvtepi32_epi16(_mm512_srli_epi32(head, 16)))
                                  : _mm512_mul_ps(_mm512_set1_ps(-P::kOffset), dw);
      __m512i codes[8];
      for (int j = 0; j < 16; j += 2) codes[j / 2] = j < n ? P::codes(wb + j * P::kBytes, j + 1 < n) : _mm512_setzero_si512();
      const int pairs = (n + 1) / 2;
      for (int i = 0; i < R; ++i) {
        __m512i dot[8];
        const int8_t* ai = g.codes[i] + 32 * b0;
        if (n == 16) {  // the common case, without a branch per register
          for (int j = 0; j < 8; ++j) dot[j] = _mm512_dpbusd_epi32(_mm512_setzero_si512(), codes[j], _mm512_loadu_si512(ai + 64 * j));
        } else {
          for (int j = 0; j < 8; ++j) {
            const __m512i act = 2 * j + 1 < n ? _mm512_loadu_si512(ai + 64 * j)
                                : 2 * j < n   ? _mm512_zextsi256_si512(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(ai + 64 * j)))
                                              : _mm512_setzero_si512();
            dot[j] = j < pairs ? _mm512_dpbusd_epi32(_mm512_setzero_si512(), codes[j], act) : _mm512_setzero_si512();
          }
        }
        const __m512 scale = _mm512_mul_ps(dw, _mm512_maskz_loadu_ps(live, g.scales[i] + b0));
        acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(fold16(dot)), scale, acc[i]);
        acc[i] = _mm512_fmadd_ps(coef, _mm512_maskz_loadu_ps(live, g.sums32[i] + b0), acc[i]);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = sum16(acc[i]);
  }
};

// --- attention -----------------------------------------------------------------------------------

void scores(const float* q, const float* k, int64_t n, int64_t d, float scale, float* s) {
  for (int64_t t = 0; t < n; ++t, k += d) {
    __m512 acc = _mm512_setzero_ps();
    for (int64_t i = 0; i < d; i += 16) {
      const __mmask16 live = d - i >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (d - i)) - 1);
      acc = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(live, q + i), _mm512_maskz_loadu_ps(live, k + i), acc);
    }
    s[t] = scale * sum16(acc);
  }
}

void weighted_sum(const float* p, const float* v, int64_t n, int64_t d, float* out) {
  for (int64_t i = 0; i < d; i += 16) {
    const __mmask16 live = d - i >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (d - i)) - 1);
    __m512 acc = _mm512_setzero_ps();
    const float* vi = v + i;
    for (int64_t t = 0; t < n; ++t, vi += d) acc = _mm512_fmadd_ps(_mm512_set1_ps(p[t]), _mm512_maskz_loadu_ps(live, vi), acc);
    _mm512_mask_storeu_ps(out + i, live, acc);
  }
}

}  // namespace

bool kernels_avx512(KernelSet* out) {
  *out = KernelSet{"avx512-vnni", {}, {}, scores, weighted_sum};
  fill_matmul<Block32, Q45K, Q6K>(out);
  out->act_layout[(int)QuantType::Q4_K] = out->act_layout[(int)QuantType::Q5_K] = CodeLayout::PairsOf32;
  out->act_layout[(int)QuantType::Q6_K] = CodeLayout::PairsOf16;
  return true;
}

}  // namespace omnidraft::ops
#else
#include "ops/kernels.h"
bool omnidraft::ops::kernels_avx512(KernelSet*) { return false; }
#endif
