#include "ops/quant_types.h"

#include <cmath>

namespace omnidraft::ops {

namespace {

constexpr QuantTypeInfo kTypes[] = {
    {QuantType::Q4_0, "Q4_0", 32, block_bytes(QuantType::Q4_0), false},
    {QuantType::Q4_1, "Q4_1", 32, block_bytes(QuantType::Q4_1), false},
    {QuantType::Q5_0, "Q5_0", 32, block_bytes(QuantType::Q5_0), false},
    {QuantType::Q5_1, "Q5_1", 32, block_bytes(QuantType::Q5_1), false},
    {QuantType::Q8_0, "Q8_0", 32, block_bytes(QuantType::Q8_0), false},
    {QuantType::Q4_K, "Q4_K", 256, block_bytes(QuantType::Q4_K), true},
    {QuantType::Q5_K, "Q5_K", 256, block_bytes(QuantType::Q5_K), true},
    {QuantType::Q6_K, "Q6_K", 256, block_bytes(QuantType::Q6_K), true},
};

// Round to the nearest integer, ties to even, for |v| < 2^22 (ggml's nearest_int): plain float
// arithmetic, so every build and ISA gives the same codes.
inline int nearest_int(float v) {
  const float shifted = v + 12582912.f;
  int32_t bits;
  std::memcpy(&bits, &shifted, 4);
  return (bits & 0x007fffff) - 0x00400000;
}

void quantize_row_32(const float* x, int64_t k, int8_t* q, float* d, float* s) {
  for (int64_t b = 0; b < k / 32; ++b, x += 32, q += 32) {
    float amax = 0.f;
    for (int i = 0; i < 32; ++i) amax = std::fmax(amax, std::fabs(x[i]));
    const float scale = amax / 127.f;
    const float inv = scale != 0.f ? 1.f / scale : 0.f;
    int sum = 0;
    for (int i = 0; i < 32; ++i) {
      q[i] = (int8_t)nearest_int(x[i] * inv);
      sum += q[i];
    }
    d[b] = scale;
    s[b] = scale * (float)sum;
  }
}

// ggml's q8_K: one scale per 256 values, from the value of largest magnitude, and the sum of every 16 codes
void quantize_row_256(const float* x, int64_t k, int8_t* q, float* d, int16_t* sums) {
  for (int64_t b = 0; b < k / 256; ++b, x += 256, q += 256, sums += 16) {
    float amax = 0.f, max = 0.f;
    for (int i = 0; i < 256; ++i) {
      const float ax = std::fabs(x[i]);
      if (ax > amax) {
        amax = ax;
        max = x[i];
      }
    }
    if (amax == 0.f) {
      std::memset(q, 0, 256);
      std::memset(sums, 0, 16 * sizeof(int16_t));
      d[b] = 0.f;
      continue;
    }
    const float iscale = -127.f / max;
    for (int i = 0; i < 256; ++i) {
      const int v = nearest_int(iscale * x[i]);
      q[i] = (int8_t)(v < 127 ? v : 127);
    }
    for (int g = 0; g < 16; ++g) {
      int sum = 0;
      for (int i = 0; i < 16; ++i) sum += q[g * 16 + i];
      sums[g] = (int16_t)sum;
    }
    d[b] = 1.f / iscale;
  }
}

// Where value `o` of a 256-group goes in a permuted layout: 4 registers of 64 codes, A B C D.
//   PairsOf32 (Q4_K, Q5_K; sub-blocks of 32): A and B hold sub-blocks 0 2 1 3 (16 codes each, per 128-bit
//     lane; A the first 16 values of each, B the last 16), C and D sub-blocks 4 6 5 7 likewise.
//   PairsOf16 (Q6_K; sub-blocks of 16): A and B hold sub-blocks 0..7 (8 codes each, per 64 bits; A the
//     first 8 values, B the last 8), C and D sub-blocks 8..15.
// So A and B (and C and D) give products for the same sub-blocks in the same lanes.
constexpr int source_of(CodeLayout layout, int o) {
  const int z = o / 64, p = o % 64;
  if (layout == CodeLayout::PairsOf32) {
    const int order[4] = {0, 2, 1, 3};
    const int sb = (z / 2) * 4 + order[p / 16];
    return sb * 32 + (z % 2) * 16 + p % 16;
  }
  const int sb = (z / 2) * 8 + p / 8;
  return sb * 16 + (z % 2) * 8 + p % 8;
}

struct LayoutTable {
  uint8_t source[3][256] = {};
  constexpr LayoutTable() {
    for (int l = 1; l < 3; ++l)
      for (int o = 0; o < 256; ++o) source[l][o] = (uint8_t)source_of((CodeLayout)l, o);
  }
};
constexpr LayoutTable kLayout;

}  // namespace

const QuantTypeInfo* quant_type_info(int64_t ggml_type) {
  for (const auto& t : kTypes)
    if ((int64_t)t.type == ggml_type) return &t;
  return nullptr;
}

size_t activation_row_bytes(int64_t k, int group) {
  const size_t bytes = (size_t)k + (size_t)(k / group) * sizeof(float) + (size_t)(k / 32) * sizeof(float) +
                       (group == 256 ? (size_t)(k / 16) * sizeof(int16_t) : 0);
  return (bytes + 63) / 64 * 64;
}

void quantize_activations(const float* x, ActivationRows& a, int64_t r0, int64_t r1) {
  for (int64_t r = r0; r < r1; ++r) {
    int8_t* q = reinterpret_cast<int8_t*>(a.data + r * a.stride);
    float* d = reinterpret_cast<float*>(a.data + r * a.stride + a.k);
    float* s = d + a.k / a.group;
    if (a.group == 32) {
      quantize_row_32(x + r * a.k, a.k, q, d, s);
    } else {
      int16_t* sums = reinterpret_cast<int16_t*>(s + a.k / 32);
      quantize_row_256(x + r * a.k, a.k, q, d, sums);
      for (int64_t g = 0; g < a.k / 32; ++g) s[g] = d[g / 8] * (float)(sums[2 * g] + sums[2 * g + 1]);
      if (a.layout != CodeLayout::Natural) {
        const uint8_t* source = kLayout.source[(int)a.layout];
        int8_t natural[256];
        for (int64_t b = 0; b < a.k / 256; ++b) {
          std::memcpy(natural, q + 256 * b, 256);
          for (int o = 0; o < 256; ++o) q[256 * b + o] = natural[source[o]];
        }
      }
    }
  }
}

void dequantize_row(QuantType type, const uint8_t* row, float* y, int64_t k) {
  switch (type) {
    case QuantType::Q4_0:
    case QuantType::Q4_1:
    case QuantType::Q5_0:
    case QuantType::Q5_1: {
      const bool minimum = has_min(type), five = five_bit(type);
      const int bytes = block_bytes(type);
      for (int64_t b = 0; b < k / 32; ++b, row += bytes, y += 32) {
        const float d = read_f16(row);
        const float m = minimum ? read_f16(row + 2) : 0.f;
        const uint8_t* p = row + (minimum ? 4 : 2);
        uint32_t qh = 0;
        if (five) {
          std::memcpy(&qh, p, 4);
          p += 4;
        }
        const int offset = code_offset(type);
        for (int j = 0; j < 16; ++j) {
          const int x0 = ((p[j] & 0x0F) | (five ? ((qh >> j) << 4) & 0x10 : 0)) - offset;
          const int x1 = ((p[j] >> 4) | (five ? (qh >> (j + 12)) & 0x10 : 0)) - offset;
          if (minimum) {
            y[j] = x0 * d + m;
            y[j + 16] = x1 * d + m;
          } else {
            y[j] = x0 * d;
            y[j + 16] = x1 * d;
          }
        }
      }
      return;
    }
    case QuantType::Q8_0:
      for (int64_t b = 0; b < k / 32; ++b, row += 34, y += 32) {
        const float d = read_f16(row);
        for (int j = 0; j < 32; ++j) y[j] = (int8_t)row[2 + j] * d;
      }
      return;
    case QuantType::Q4_K:
    case QuantType::Q5_K: {
      const bool five = five_bit(type);
      for (int64_t b = 0; b < k / 256; ++b, row += block_bytes(type)) {
        const float d = read_f16(row), dmin = read_f16(row + 2);
        const uint8_t* scales = row + 4;
        const uint8_t* qh = row + 16;
        const uint8_t* q = row + (five ? 48 : 16);
        uint8_t u1 = 1, u2 = 2;
        for (int j = 0; j < 4; ++j, q += 32, u1 <<= 2, u2 <<= 2) {
          uint8_t sc, m;
          k_scale_min(2 * j, scales, &sc, &m);
          const float d1 = d * sc, m1 = dmin * m;
          k_scale_min(2 * j + 1, scales, &sc, &m);
          const float d2 = d * sc, m2 = dmin * m;
          for (int l = 0; l < 32; ++l) *y++ = d1 * ((q[l] & 0xF) + (five && (qh[l] & u1) ? 16 : 0)) - m1;
          for (int l = 0; l < 32; ++l) *y++ = d2 * ((q[l] >> 4) + (five && (qh[l] & u2) ? 16 : 0)) - m2;
        }
      }
      return;
    }
    case QuantType::Q6_K:
      for (int64_t b = 0; b < k / 256; ++b, row += 210) {
        const float d = read_f16(row + 208);
        const uint8_t* ql = row;
        const uint8_t* qh = row + 128;
        const int8_t* sc = reinterpret_cast<const int8_t*>(row + 192);
        for (int n = 0; n < 2; ++n, y += 128, ql += 64, qh += 32, sc += 8) {
          for (int l = 0; l < 32; ++l) {
            const int is = l / 16;
            const int q1 = ((ql[l] & 0xF) | (((qh[l] >> 0) & 3) << 4)) - 32;
            const int q2 = ((ql[l + 32] & 0xF) | (((qh[l] >> 2) & 3) << 4)) - 32;
            const int q3 = ((ql[l] >> 4) | (((qh[l] >> 4) & 3) << 4)) - 32;
            const int q4 = ((ql[l + 32] >> 4) | (((qh[l] >> 6) & 3) << 4)) - 32;
            y[l] = d * sc[is] * q1;
            y[l + 32] = d * sc[is + 2] * q2;
            y[l + 64] = d * sc[is + 4] * q3;
            y[l + 96] = d * sc[is + 6] * q4;
          }
        }
      }
      return;
  }
}

}  // namespace omnidraft::ops
