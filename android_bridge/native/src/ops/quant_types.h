// The GGUF block types the op library computes, as the GGUF file stores them (ggml-common.h's layouts),
// and the int8 activation rows the matrix kernels read.
//
// A weight row is K values in blocks; a block's bytes are the file's, byte for byte:
//   Q4_0  d f16, qs[16]                    value = (q - 8) * d                 32 per block, 18 bytes
//   Q4_1  d f16, m f16, qs[16]             value = q * d + m                   32, 20
//   Q5_0  d f16, qh[4], qs[16]             value = (q | h << 4 - 16) * d       32, 22
//   Q5_1  d f16, m f16, qh[4], qs[16]      value = (q | h << 4) * d + m        32, 24
//   Q8_0  d f16, qs[32] int8               value = q * d                       32, 34
//   Q4_K  d, dmin f16, scales[12], qs[128]            8 sub-blocks of 32, 6-bit scale and min    256, 144
//   Q5_K  d, dmin f16, scales[12], qh[32], qs[128]    as Q4_K with a fifth bit                   256, 176
//   Q6_K  ql[128], qh[64], scales[16] int8, d f16     16 sub-blocks of 16, value (q - 32)*d*sc   256, 210
// Nibble order: in the 32-blocks a byte's low nibble is value j and its high nibble value j + 16; in
// Q4_K/Q5_K each 32 bytes hold two sub-blocks (low nibbles the first, high the second).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace omnidraft::ops {

// ggml's type ids (the GGUF file's tensor types), the ones computed here.
enum class QuantType : int32_t { Q4_0 = 2, Q4_1 = 3, Q5_0 = 6, Q5_1 = 7, Q8_0 = 8, Q4_K = 12, Q5_K = 13, Q6_K = 14 };

struct QuantTypeInfo {
  QuantType type;
  const char* name;
  int block;           // values per block
  int block_bytes;
  bool k_quant;        // blocks of 256 with sub-block scales: activations in 256-value groups
};

// nullptr for an id outside the list above.
const QuantTypeInfo* quant_type_info(int64_t ggml_type);

// The layout facts the kernels compile in (the table above at run time): bytes per block, a per-block
// minimum, a fifth bit per value, and the offset codes are stored with (value = (q - offset) * d).
static constexpr int block_bytes(QuantType t) {
  return t == QuantType::Q4_0 ? 18 : t == QuantType::Q4_1 ? 20 : t == QuantType::Q5_0 ? 22 : t == QuantType::Q5_1 ? 24
       : t == QuantType::Q8_0 ? 34 : t == QuantType::Q4_K ? 144 : t == QuantType::Q5_K ? 176 : 210;
}
static constexpr bool has_min(QuantType t) { return t == QuantType::Q4_1 || t == QuantType::Q5_1; }
static constexpr bool five_bit(QuantType t) { return t == QuantType::Q5_0 || t == QuantType::Q5_1 || t == QuantType::Q5_K; }
static constexpr int code_offset(QuantType t) { return t == QuantType::Q4_0 ? 8 : t == QuantType::Q5_0 ? 16 : 0; }

static inline float fp16_to_fp32(uint16_t h) {
  // exact for every half, subnormals included (no F16C needed, so the generic code runs anywhere)
  const uint32_t sign = (uint32_t)(h & 0x8000) << 16;
  const uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  uint32_t bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else if (exp != 0) {
    bits = sign | ((exp + 112) << 23) | (mant << 13);
  } else if (mant == 0) {
    bits = sign;
  } else {  // subnormal: normalize
    int e = -1;
    uint32_t m = mant;
    do { ++e; m <<= 1; } while (!(m & 0x400));
    bits = sign | ((uint32_t)(112 - e) << 23) | ((m & 0x3ff) << 13);
  }
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

static inline float read_f16(const uint8_t* p) {
  uint16_t h;
  std::memcpy(&h, p, 2);
  return fp16_to_fp32(h);
}

// Q4_K / Q5_K: the 6-bit scale and min of sub-block j (ggml's get_scale_min_k4).
static inline void k_scale_min(int j, const uint8_t* q, uint8_t* sc, uint8_t* m) {
  if (j < 4) {
    *sc = q[j] & 63;
    *m = q[j + 4] & 63;
  } else {
    *sc = (q[j + 4] & 0xF) | ((q[j - 4] >> 6) << 4);
    *m = (q[j + 4] >> 4) | ((q[j] >> 6) << 4);
  }
}

// One call's activations, each row quantized to int8 on its own (so a row's codes never depend on the
// rows beside it). Two forms, by the weight type:
//   groups of 32 (Q4_0 .. Q8_0): a float scale d per group;
//   groups of 256 (k-quants, ggml's q8_K): a float scale d per group, and the sum of every 16 codes.
// Both also hold s = d * (sum of the codes) per 32 values, what block offsets and minimums multiply.
// Row layout, 64-byte aligned: codes [K] int8 | d [K/G] float | s [K/32] float | (G = 256) sums [K/16] int16.
// (Plain data with static accessors: every ISA's file reads it, each compiled with other flags, so
// nothing here may be an inline function with external linkage the linker could pick from another.)
// The order of the codes inside each 256-group, as a kernel set asks for it (kernels.h, act_layout):
// natural, or permuted so that registers of 64 codes pair up sub-blocks (see kernels_avx512.cpp).
enum class CodeLayout : int32_t { Natural = 0, PairsOf32 = 1, PairsOf16 = 2 };

struct ActivationRows {
  int64_t k = 0;
  int64_t rows = 0;
  int group = 32;
  CodeLayout layout = CodeLayout::Natural;
  size_t stride = 0;           // bytes from one row to the next
  uint8_t* data = nullptr;     // not owned
};

size_t activation_row_bytes(int64_t k, int group);

static inline const int8_t* act_codes(const ActivationRows& a, int64_t r) {
  return reinterpret_cast<const int8_t*>(a.data + r * a.stride);
}
static inline const float* act_scales(const ActivationRows& a, int64_t r) {
  return reinterpret_cast<const float*>(a.data + r * a.stride + a.k);
}
// d * sum(codes) per 32 values
static inline const float* act_scaled_sums(const ActivationRows& a, int64_t r) { return act_scales(a, r) + a.k / a.group; }
// groups of 256: the sum of each 16 codes
static inline const int16_t* act_sums16(const ActivationRows& a, int64_t r) {
  return reinterpret_cast<const int16_t*>(act_scaled_sums(a, r) + a.k / 32);
}

// Quantize rows [r0, r1) of x (rows of K floats) into a (laid out by a.k, a.group, a.stride).
void quantize_activations(const float* x, ActivationRows& a, int64_t r0, int64_t r1);

// A weight row of the type back to floats, with ggml's formulas (dequantize_row_*), for the gather.
void dequantize_row(QuantType type, const uint8_t* row, float* y, int64_t k);

}  // namespace omnidraft::ops
