// Portable kernels: plain C++ (no instruction-set flags), for CPUs without the SIMD sets the other files
// use, and as the readable statement of what each type's dot product is:
//   32-blocks:  y += (dw * da) * sum(c * a) [+ m * s]      c the signed code, s = da * sum(a)
//   Q4_K/Q5_K:  y += (d * da) * sum_s(sc_s * sum(q * a)) - (dmin * da) * sum_s(m_s * sum(a))
//   Q6_K:       y += (d * da) * sum_s(sc_s * (sum(q * a) - 32 * sum(a)))
#include "ops/kernels.h"

namespace omnidraft::ops {
namespace {

#include "ops/matmul_loop.h"

// the signed codes of one 32-block, and its scale and min (0 without)
inline void block32(QuantType t, const uint8_t* p, int* c, float* d, float* m) {
  *d = read_f16(p);
  *m = has_min(t) ? read_f16(p + 2) : 0.f;
  if (t == QuantType::Q8_0) {
    for (int i = 0; i < 32; ++i) c[i] = (int8_t)p[2 + i];
    return;
  }
  p += has_min(t) ? 4 : 2;
  uint32_t qh = 0;  // Q5_0, Q5_1: bit i is the fifth bit of value i
  if (five_bit(t)) {
    std::memcpy(&qh, p, 4);
    p += 4;
  }
  for (int i = 0; i < 16; ++i) {
    c[i] = ((p[i] & 0x0F) | (((qh >> i) & 1) << 4)) - code_offset(t);
    c[i + 16] = ((p[i] >> 4) | (((qh >> (i + 16)) & 1) << 4)) - code_offset(t);
  }
}

template <QuantType T>
struct Block32 {
  static float row(const MatMulArgs& m, const uint8_t* w, int64_t r) {
    constexpr int bytes = block_bytes(T);
    const int8_t* a = act_codes(*m.a, r);
    const float* da = act_scales(*m.a, r);
    const float* s = act_scaled_sums(*m.a, r);
    float acc = 0.f;
    int c[32];
    for (int64_t b = 0; b < m.a->k / 32; ++b, w += bytes, a += 32) {
      float d, mn;
      block32(T, w, c, &d, &mn);
      int32_t dot = 0;
      for (int i = 0; i < 32; ++i) dot += c[i] * a[i];
      acc += (d * da[b]) * (float)dot;
      if (has_min(T)) acc += mn * s[b];
    }
    return acc;
  }
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    for (int i = 0; i < R; ++i) y[i * m.ldy] = row(m, w, r + i);
  }
};

template <QuantType T>
struct KQuant {
  static float row(const MatMulArgs& m, const uint8_t* w, int64_t r) {
    const int8_t* a = act_codes(*m.a, r);
    const float* da = act_scales(*m.a, r);
    const int16_t* sums = act_sums16(*m.a, r);
    float acc = 0.f;
    for (int64_t b = 0; b < m.a->k / 256; ++b, a += 256, sums += 16) {
      if (T == QuantType::Q6_K) {
        const uint8_t* ql = w;
        const uint8_t* qh = w + 128;
        const int8_t* sc = reinterpret_cast<const int8_t*>(w + 192);
        const float d = read_f16(w + 208);
        int q[256];
        for (int n = 0; n < 2; ++n)
          for (int l = 0; l < 32; ++l) {
            const int o = 128 * n, bl = 64 * n, bh = 32 * n;
            q[o + l] = (ql[bl + l] & 0xF) | (((qh[bh + l] >> 0) & 3) << 4);
            q[o + l + 32] = (ql[bl + l + 32] & 0xF) | (((qh[bh + l] >> 2) & 3) << 4);
            q[o + l + 64] = (ql[bl + l] >> 4) | (((qh[bh + l] >> 4) & 3) << 4);
            q[o + l + 96] = (ql[bl + l + 32] >> 4) | (((qh[bh + l] >> 6) & 3) << 4);
          }
        int32_t isum = 0;
        for (int s = 0; s < 16; ++s) {
          int32_t dot = 0;
          for (int i = 0; i < 16; ++i) dot += q[16 * s + i] * a[16 * s + i];
          isum += sc[s] * (dot - 32 * sums[s]);
        }
        acc += (d * da[b]) * (float)isum;
        w += 210;
      } else {
        const bool five = T == QuantType::Q5_K;
        const float d = read_f16(w), dmin = read_f16(w + 2);
        const uint8_t* qh = w + 16;
        const uint8_t* q = w + (five ? 48 : 16);
        int32_t isum = 0, msum = 0;
        for (int s = 0; s < 8; ++s) {
          uint8_t sc, mn;
          k_scale_min(s, w + 4, &sc, &mn);
          const uint8_t* qs = q + 32 * (s / 2);
          int32_t dot = 0;
          for (int l = 0; l < 32; ++l) {
            const int v = (s % 2 ? qs[l] >> 4 : qs[l] & 0xF) | (five ? ((qh[l] >> s) & 1) << 4 : 0);
            dot += v * a[32 * s + l];
          }
          isum += sc * dot;
          msum += mn * (sums[2 * s] + sums[2 * s + 1]);
        }
        acc += (d * da[b]) * (float)isum;
        acc -= (dmin * da[b]) * (float)msum;
        w += five ? 176 : 144;
      }
    }
    return acc;
  }
  template <int R>
  static void rows(const MatMulArgs& m, const uint8_t* w, int64_t r, float* y) {
    for (int i = 0; i < R; ++i) y[i * m.ldy] = row(m, w, r + i);
  }
};

void scores(const float* q, const float* k, int64_t n, int64_t d, float scale, float* s) {
  for (int64_t t = 0; t < n; ++t, k += d) {
    float acc = 0.f;
    for (int64_t i = 0; i < d; ++i) acc += q[i] * k[i];
    s[t] = scale * acc;
  }
}

void weighted_sum(const float* p, const float* v, int64_t n, int64_t d, float* out) {
  for (int64_t i = 0; i < d; ++i) out[i] = 0.f;
  for (int64_t t = 0; t < n; ++t, v += d)
    for (int64_t i = 0; i < d; ++i) out[i] += p[t] * v[i];
}

}  // namespace

bool kernels_generic(KernelSet* out) {
  *out = KernelSet{"generic", {}, {}, scores, weighted_sum};
  fill_matmul<Block32, KQuant, KQuant<QuantType::Q6_K>>(out);
  return true;
}

}  // namespace omnidraft::ops
