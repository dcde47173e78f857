// Arm NEON with the dot-product instructions (ARMv8.2 dotprod: every phone core since Cortex-A76/A55).
//
// Codes as signed bytes (values minus their offset: Q4_0 q - 8, Q5_0 q - 16; k-quants 0..63 as they are),
// sdot per 16 bytes. k-quants: each sub-block's int32 lanes times its scale, summed in one int32 vector
// per superblock, then one float multiply-add per superblock per row (and one for the minimums).
// 32-blocks: per block a float multiply-add of the block's int32 lanes by the scale product.
#if defined(__aarch64__) && defined(__ARM_FEATURE_DOTPROD)
#include <arm_neon.h>

#include "ops/kernels.h"

namespace omnidraft::ops {
namespace {

#include "ops/matmul_loop.h"

// a GGUF half as float, in hardware
inline float f16(const uint8_t* p) {
  __fp16 h;
  std::memcpy(&h, p, 2);
  return (float)h;
}

// --- k-quants ------------------------------------------------------------------------------------

template <QuantType T>
struct Q45K {
  static constexpr bool kFive = five_bit(T);
  static constexpr int kBytes = block_bytes(T);
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    float acc[R];
    for (int i = 0; i < R; ++i) acc[i] = 0.f;
    const GroupRows<R> g(*m.a, r);
    const uint8x16_t m4 = vdupq_n_u8(0x0F), one = vdupq_n_u8(1);
    for (int64_t b = 0; b < m.a->k / 256; ++b, w += kBytes) {
      prefetch(w, kBytes);
      const float d = f16(w), dmin = f16(w + 2);
      uint8_t sc[8], mn[8];
      for (int s = 0; s < 8; ++s) k_scale_min(s, w + 4, &sc[s], &mn[s]);
      int8x16_t codes[16];  // sub-block s: codes[2s], codes[2s + 1]
      const uint8_t* qs = w + (kFive ? 48 : 16);
      const uint8x16_t qh0 = vld1q_u8(w + 16), qh1 = vld1q_u8(w + 32);
      for (int j = 0; j < 4; ++j) {
        const uint8x16_t q0 = vld1q_u8(qs + 32 * j), q1 = vld1q_u8(qs + 32 * j + 16);
        uint8x16_t lo0 = vandq_u8(q0, m4), lo1 = vandq_u8(q1, m4), hi0 = vshrq_n_u8(q0, 4), hi1 = vshrq_n_u8(q1, 4);
        if (kFive) {
          const int8x16_t s0 = vdupq_n_s8((int8_t)-(2 * j)), s1 = vdupq_n_s8((int8_t)-(2 * j + 1));
          lo0 = vorrq_u8(lo0, vshlq_n_u8(vandq_u8(vshlq_u8(qh0, s0), one), 4));
          lo1 = vorrq_u8(lo1, vshlq_n_u8(vandq_u8(vshlq_u8(qh1, s0), one), 4));
          hi0 = vorrq_u8(hi0, vshlq_n_u8(vandq_u8(vshlq_u8(qh0, s1), one), 4));
          hi1 = vorrq_u8(hi1, vshlq_n_u8(vandq_u8(vshlq_u8(qh1, s1), one), 4));
        }
        codes[4 * j + 0] = vreinterpretq_s8_u8(lo0);
        codes[4 * j + 1] = vreinterpretq_s8_u8(lo1);
        codes[4 * j + 2] = vreinterpretq_s8_u8(hi0);
        codes[4 * j + 3] = vreinterpretq_s8_u8(hi1);
      }
      const int16x8_t mins = vreinterpretq_s16_u16(vmovl_u8(vld1_u8(mn)));
      for (int i = 0; i < R; ++i) {
        const int8_t* ai = g.codes[i] + b * 256;
        int32x4_t isum = vdupq_n_s32(0);
        for (int s = 0; s < 8; ++s) {
          const int32x4_t dot = vdotq_s32(vdotq_s32(vdupq_n_s32(0), codes[2 * s], vld1q_s8(ai + 32 * s)),
                                          codes[2 * s + 1], vld1q_s8(ai + 32 * s + 16));
          isum = vmlaq_n_s32(isum, dot, sc[s]);
        }
        const int16x8_t pair = vpaddq_s16(vld1q_s16(g.sums16[i] + b * 16), vld1q_s16(g.sums16[i] + b * 16 + 8));  // per sub-block
        const int32x4_t msum = vmlal_s16(vmull_s16(vget_low_s16(pair), vget_low_s16(mins)), vget_high_s16(pair), vget_high_s16(mins));
        acc[i] += (d * g.scales[i][b]) * (float)vaddvq_s32(isum);
        acc[i] -= (dmin * g.scales[i][b]) * (float)vaddvq_s32(msum);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = acc[i];
  }
};

struct Q6K {
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    float acc[R];
    for (int i = 0; i < R; ++i) acc[i] = 0.f;
    const GroupRows<R> g(*m.a, r);
    const uint8x16_t m4 = vdupq_n_u8(0x0F), m3 = vdupq_n_u8(3);
    for (int64_t b = 0; b < m.a->k / 256; ++b, w += 210) {
      prefetch(w, 210);
      const float d = f16(w + 208);
      const int8_t* sc = reinterpret_cast<const int8_t*>(w + 192);
      int8x16_t codes[16];  // sub-block s of 16 values
      for (int n = 0; n < 2; ++n) {
        const uint8_t* ql = w + 64 * n;
        const uint8_t* qh = w + 128 + 32 * n;
        for (int h = 0; h < 2; ++h) {  // values l = 16h .. 16h + 15 of each quarter
          const uint8x16_t l0 = vld1q_u8(ql + 16 * h), l1 = vld1q_u8(ql + 32 + 16 * h), hb = vld1q_u8(qh + 16 * h);
          codes[8 * n + 0 + h] = vreinterpretq_s8_u8(vorrq_u8(vandq_u8(l0, m4), vshlq_n_u8(vandq_u8(hb, m3), 4)));
          codes[8 * n + 2 + h] = vreinterpretq_s8_u8(vorrq_u8(vandq_u8(l1, m4), vshlq_n_u8(vandq_u8(vshrq_n_u8(hb, 2), m3), 4)));
          codes[8 * n + 4 + h] = vreinterpretq_s8_u8(vorrq_u8(vshrq_n_u8(l0, 4), vshlq_n_u8(vandq_u8(vshrq_n_u8(hb, 4), m3), 4)));
          codes[8 * n + 6 + h] = vreinterpretq_s8_u8(vorrq_u8(vshrq_n_u8(l1, 4), vshlq_n_u8(vshrq_n_u8(hb, 6), 4)));
        }
      }
      const int16x8_t sc_lo = vmovl_s8(vld1_s8(sc)), sc_hi = vmovl_s8(vld1_s8(sc + 8));
      for (int i = 0; i < R; ++i) {
        const int8_t* ai = g.codes[i] + b * 256;
        int32x4_t isum = vdupq_n_s32(0);
        for (int s = 0; s < 16; ++s) isum = vmlaq_n_s32(isum, vdotq_s32(vdupq_n_s32(0), codes[s], vld1q_s8(ai + 16 * s)), sc[s]);
        // the -32 offset: -32 * sum_s sc_s * sum16_s
        const int16x8_t s0 = vld1q_s16(g.sums16[i] + b * 16), s1 = vld1q_s16(g.sums16[i] + b * 16 + 8);
        int32x4_t off = vmull_s16(vget_low_s16(s0), vget_low_s16(sc_lo));
        off = vmlal_s16(off, vget_high_s16(s0), vget_high_s16(sc_lo));
        off = vmlal_s16(off, vget_low_s16(s1), vget_low_s16(sc_hi));
        off = vmlal_s16(off, vget_high_s16(s1), vget_high_s16(sc_hi));
        isum = vmlsq_n_s32(isum, off, 32);
        acc[i] += (d * g.scales[i][b]) * (float)vaddvq_s32(isum);
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = acc[i];
  }
};

// --- 32-blocks -----------------------------------------------------------------------------------

template <QuantType T>
struct Block32 {
  static constexpr int kBytes = block_bytes(T);
  static constexpr bool kMin = has_min(T);
  static constexpr bool kFive = five_bit(T);

  static void codes(const uint8_t* p, int8x16_t* c) {
    if (T == QuantType::Q8_0) {
      c[0] = vld1q_s8(reinterpret_cast<const int8_t*>(p + 2));
      c[1] = vld1q_s8(reinterpret_cast<const int8_t*>(p + 18));
      return;
    }
    const int qs = (kMin ? 4 : 2) + (kFive ? 4 : 0);
    const uint8x16_t q = vld1q_u8(p + qs);
    uint8x16_t lo = vandq_u8(q, vdupq_n_u8(0x0F)), hi = vshrq_n_u8(q, 4);
    if (kFive) {  // bit i of qh: the fifth bit of value i
      uint32_t qh;
      std::memcpy(&qh, p + (kMin ? 4 : 2), 4);
      static const uint8_t kBit[16] = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
      const uint8x16_t bits = vld1q_u8(kBit);
      const uint8x16_t h0 = vcombine_u8(vdup_n_u8((uint8_t)qh), vdup_n_u8((uint8_t)(qh >> 8)));
      const uint8x16_t h1 = vcombine_u8(vdup_n_u8((uint8_t)(qh >> 16)), vdup_n_u8((uint8_t)(qh >> 24)));
      lo = vorrq_u8(lo, vandq_u8(vtstq_u8(h0, bits), vdupq_n_u8(0x10)));
      hi = vorrq_u8(hi, vandq_u8(vtstq_u8(h1, bits), vdupq_n_u8(0x10)));
    }
    const int8x16_t offset = vdupq_n_s8((int8_t)code_offset(T));
    c[0] = vsubq_s8(vreinterpretq_s8_u8(lo), offset);
    c[1] = vsubq_s8(vreinterpretq_s8_u8(hi), offset);
  }

  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    float32x4_t acc[R];
    float acc_s[R];
    for (int i = 0; i < R; ++i) {
      acc[i] = vdupq_n_f32(0.f);
      acc_s[i] = 0.f;
    }
    const GroupRows<R> g(*m.a, r);
    for (int64_t b = 0; b < m.a->k / 32; ++b, w += kBytes) {
      prefetch(w, kBytes);
      int8x16_t c[2];
      codes(w, c);
      const float dw = f16(w);
      const float mn = kMin ? f16(w + 2) : 0.f;
      for (int i = 0; i < R; ++i) {
        const int32x4_t dot = vdotq_s32(vdotq_s32(vdupq_n_s32(0), c[0], vld1q_s8(g.codes[i] + 32 * b)), c[1], vld1q_s8(g.codes[i] + 32 * b + 16));
        acc[i] = vfmaq_f32(acc[i], vcvtq_f32_s32(dot), vdupq_n_f32(dw * g.scales[i][b]));
        if (kMin) acc_s[i] += mn * g.sums32[i][b];
      }
    }
    for (int i = 0; i < R; ++i) y[i * m.ldy] = vaddvq_f32(acc[i]) + acc_s[i];
  }
};

// --- attention -----------------------------------------------------------------------------------

void scores(const float* q, const float* k, int64_t n, int64_t d, float scale, float* s) {
  for (int64_t t = 0; t < n; ++t, k += d) {
    float32x4_t acc = vdupq_n_f32(0.f);
    int64_t i = 0;
    for (; i + 4 <= d; i += 4) acc = vfmaq_f32(acc, vld1q_f32(q + i), vld1q_f32(k + i));
    float rest = 0.f;
    for (; i < d; ++i) rest += q[i] * k[i];
    s[t] = scale * (vaddvq_f32(acc) + rest);
  }
}

void weighted_sum(const float* p, const float* v, int64_t n, int64_t d, float* out) {
  int64_t i = 0;
  for (; i + 4 <= d; i += 4) {
    float32x4_t acc = vdupq_n_f32(0.f);
    for (int64_t t = 0; t < n; ++t) acc = vfmaq_f32(acc, vdupq_n_f32(p[t]), vld1q_f32(v + t * d + i));
    vst1q_f32(out + i, acc);
  }
  for (; i < d; ++i) {
    float acc = 0.f;
    for (int64_t t = 0; t < n; ++t) acc += p[t] * v[t * d + i];
    out[i] = acc;
  }
}

}  // namespace

bool kernels_neon(KernelSet* out) {
  *out = KernelSet{"neon-dotprod", {}, {}, scores, weighted_sum};
  fill_matmul<Block32, Q45K, Q6K>(out);
  return true;
}

}  // namespace omnidraft::ops
#else
#include "ops/kernels.h"
bool omnidraft::ops::kernels_neon(KernelSet*) { return false; }
#endif
