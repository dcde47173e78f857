#include "ops/attention.h"

#include <cmath>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "ops/kernels.h"

namespace omnidraft::ops {

namespace {

// x (one head) rotated for position pos into y: halves (x[i], x[i + R/2]) or pairs (x[2i], x[2i + 1])
void rotate(const float* x, float* y, int64_t d, const AttentionArgs& a, int64_t pos) {
  const int64_t half = a.shape.rotary_half;
  const float* c = a.cos + pos * half;
  const float* s = a.sin + pos * half;
  std::memcpy(y, x, d * sizeof(float));
  for (int64_t i = 0; i < half; ++i) {
    const int64_t i1 = a.rotary_interleaved ? 2 * i : i, i2 = a.rotary_interleaved ? 2 * i + 1 : i + half;
    const float x1 = x[i1], x2 = x[i2];
    y[i1] = x1 * c[i] - x2 * s[i];
    y[i2] = x2 * c[i] + x1 * s[i];
  }
}

}  // namespace

void attention(const AttentionArgs& a, const ParallelFor& parallel_for) {
  const AttentionShape& sh = a.shape;
  const int64_t d = sh.head_size, S = sh.seq, H = sh.heads, Hkv = sh.kv_heads;
  if (H % Hkv) throw std::invalid_argument("Attention: num_heads must be a multiple of kv_num_heads");
  const bool packed = a.k == nullptr;
  const int64_t row = packed ? (H + 2 * Hkv) * d : H * d, kv_row = packed ? row : Hkv * d;
  const float* q_in = a.q;
  const float* k_in = packed ? a.q + H * d : a.k;
  const float* v_in = packed ? a.q + (H + Hkv) * d : a.v;
  const bool shared = a.past_key != nullptr && a.past_key == a.present_key && a.past_value == a.present_value;
  const KernelSet& ks = a.kernels ? *a.kernels : kernels();
  const float scale = a.scale != 0.f ? a.scale : 1.f / std::sqrt((float)d);

  std::vector<int64_t> past(sh.batch);
  for (int64_t b = 0; b < sh.batch; ++b) {
    const int64_t total = (int64_t)a.seqlens_k[b] + 1;
    past[b] = total - S;
    if (past[b] < 0 || total > sh.present_capacity || (a.past_key && !shared && past[b] > sh.past_capacity))
      throw std::invalid_argument("Attention: seqlens_k[" + std::to_string(b) + "] + 1 = " + std::to_string(total) +
                                  " does not fit " + std::to_string(S) + " new rows and a cache of " +
                                  std::to_string(sh.present_capacity));
    if (sh.rotary_half && total > sh.rotary_positions)
      throw std::invalid_argument("Attention: position " + std::to_string(total - 1) + " is past the rotary table's " +
                                  std::to_string(sh.rotary_positions) + " rows");
  }

  // the cache: the past copied where present is another buffer, then the new rows' keys (rotated) and values
  for (int64_t b = 0; b < sh.batch; ++b)
    for (int64_t g = 0; g < Hkv; ++g) {
      float* pk = a.present_key + (b * Hkv + g) * sh.present_capacity * d;
      float* pv = a.present_value + (b * Hkv + g) * sh.present_capacity * d;
      if (a.past_key && !shared && past[b] > 0) {
        std::memcpy(pk, a.past_key + (b * Hkv + g) * sh.past_capacity * d, past[b] * d * sizeof(float));
        std::memcpy(pv, a.past_value + (b * Hkv + g) * sh.past_capacity * d, past[b] * d * sizeof(float));
      }
      for (int64_t s = 0; s < S; ++s) {
        const float* k = k_in + (b * S + s) * kv_row + g * d;
        const float* v = v_in + (b * S + s) * kv_row + g * d;
        const int64_t pos = past[b] + s;
        if (sh.rotary_half)
          rotate(k, pk + pos * d, d, a, pos);
        else
          std::memcpy(pk + pos * d, k, d * sizeof(float));
        std::memcpy(pv + pos * d, v, d * sizeof(float));
      }
    }

  // one task per (batch, row, head): its own scores over positions [first, pos], in order
  parallel_for(sh.batch * S * H, [&](int64_t task) {
    const int64_t h = task % H, s = (task / H) % S, b = task / (H * S);
    const int64_t pos = past[b] + s, g = h / (H / Hkv);
    const int64_t first = a.local_window > 0 && pos > a.local_window ? pos - a.local_window : 0;
    const int64_t n = pos + 1 - first;
    // scratch on the stack up to 16 KB (4,000 positions), beyond it on the heap (no thread_local:
    // Android below API 29 emulates it)
    constexpr int64_t kStackFloats = 4096;
    float stack[kStackFloats];
    std::vector<float> heap(n + d > kStackFloats ? n + d : 0);
    float* q = n + d > kStackFloats ? heap.data() : stack;
    float* p = q + d;
    const float* q_row = q_in + (b * S + s) * row + h * d;
    if (sh.rotary_half)
      rotate(q_row, q, d, a, pos);
    else
      std::memcpy(q, q_row, d * sizeof(float));
    const float* keys = a.present_key + ((b * Hkv + g) * sh.present_capacity + first) * d;
    const float* values = a.present_value + ((b * Hkv + g) * sh.present_capacity + first) * d;
    ks.scores(q, keys, n, d, scale, p);
    if (a.softcap > 0.f)
      for (int64_t t = 0; t < n; ++t) p[t] = a.softcap * std::tanh(p[t] / a.softcap);
    float max = p[0];
    for (int64_t t = 1; t < n; ++t) max = p[t] > max ? p[t] : max;
    float sum = 0.f;
    for (int64_t t = 0; t < n; ++t) {
      p[t] = std::exp(p[t] - max);
      sum += p[t];
    }
    const float inv = 1.f / sum;
    for (int64_t t = 0; t < n; ++t) p[t] *= inv;
    ks.weighted_sum(p, values, n, d, a.out + (b * S + s) * H * d + h * d);
  });
}

}  // namespace omnidraft::ops
