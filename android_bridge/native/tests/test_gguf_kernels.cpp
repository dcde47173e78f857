// The op library's kernels, every set this CPU runs (ARM under qemu in tests/test_aarch64.py):
//  - batch invariance: each row of an N-row call (N = 1..16), under any split of the columns, equals
//    the row computed alone, bit for bit; the same for attention rows against one-row calls;
//  - each set computes each type's dot product: within float rounding of the exact block arithmetic
//    (integer block sums, scales applied in double);
//  - with ggml's source (OMNIDRAFT_GGML_REFERENCE): the gather's rows equal ggml's dequantization bit
//    for bit, and the products are as close to the float product as ggml's own are.
// Run: test_gguf_kernels [--quick]
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "ops/attention.h"
#include "ops/kernels.h"

#ifdef OMNIDRAFT_GGML_REFERENCE
#include "ggml-cpu.h"
#include "ggml.h"
#endif

using namespace omnidraft::ops;

namespace {

int failures = 0;
#define EXPECT(cond, ...)                                  \
  do {                                                     \
    if (!(cond)) {                                         \
      ++failures;                                          \
      std::fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
      std::fprintf(stderr, __VA_ARGS__);                   \
      std::fprintf(stderr, "\n");                          \
    }                                                      \
  } while (0)

uint16_t to_f16(float f) {  // round to nearest; the test's scales are normal halves
  uint32_t x;
  std::memcpy(&x, &f, 4);
  const uint32_t sign = (x >> 16) & 0x8000;
  int exp = (int)((x >> 23) & 0xff) - 127 + 15;
  uint32_t mant = x & 0x7fffff;
  if (exp <= 0) return (uint16_t)sign;
  uint32_t h = sign | ((uint32_t)exp << 10) | (mant >> 13);
  if ((mant >> 12) & 1) ++h;
  return (uint16_t)h;
}

// random blocks of a type: random code bytes, positive scales (and minimums) of a realistic size
std::vector<uint8_t> random_weights(const QuantTypeInfo& t, int64_t n, int64_t k, std::mt19937& rng) {
  const size_t row = (size_t)(k / t.block) * t.block_bytes;
  std::vector<uint8_t> w(n * row);
  std::uniform_int_distribution<int> byte(0, 255);
  std::uniform_real_distribution<float> scale(0.002f, 0.02f);
  for (auto& b : w) b = (uint8_t)byte(rng);
  auto put = [&](uint8_t* p, float v) { const uint16_t h = to_f16(v); std::memcpy(p, &h, 2); };
  for (int64_t j = 0; j < n * (k / t.block); ++j) {
    uint8_t* blk = w.data() + j * t.block_bytes;
    if (t.type == QuantType::Q6_K) {
      put(blk + 208, scale(rng));
    } else {
      put(blk, scale(rng));
      if (t.type == QuantType::Q4_1 || t.type == QuantType::Q5_1) put(blk + 2, -8 * scale(rng));
      if (t.k_quant) put(blk + 2, scale(rng));
    }
  }
  return w;
}

std::vector<float> random_activations(int64_t rows, int64_t k, std::mt19937& rng) {
  std::normal_distribution<float> normal(0.f, 1.f);
  std::vector<float> x(rows * k);
  for (auto& v : x) v = normal(rng);
  for (int64_t i = 0; i < rows * k; i += 97) x[i] *= 20.f;  // outliers, as in real hidden states
  return x;
}

struct Quantized {
  ActivationRows a;
  std::vector<uint8_t> storage;
  Quantized(const std::vector<float>& x, int64_t rows, int64_t k, int group, CodeLayout layout) {
    a.k = k;
    a.layout = layout;
    a.rows = rows;
    a.group = group;
    a.stride = activation_row_bytes(k, group);
    storage.assign(rows * a.stride + 64, 0);
    a.data = storage.data() + (64 - (reinterpret_cast<uintptr_t>(storage.data()) % 64)) % 64;
    quantize_activations(x.data(), a, 0, rows);
  }
};

std::vector<float> run(const KernelSet& ks, const QuantTypeInfo& t, const std::vector<uint8_t>& w, int64_t n,
                       const ActivationRows& a, int64_t r0, int64_t r1, int64_t cols_per_call) {
  const size_t row = (size_t)(a.k / t.block) * t.block_bytes;
  std::vector<float> y((r1 - r0) * n, NAN);
  ActivationRows view = a;
  view.data = a.data + r0 * a.stride;
  view.rows = r1 - r0;
  const MatMulArgs args{t.type, w.data(), row, &view, y.data(), n};
  for (int64_t j = 0; j < n; j += cols_per_call) ks.matmul[(int)t.type](args, j, std::min(n, j + cols_per_call), 0, r1 - r0);
  return y;
}

// the exact block arithmetic: integer sums per block, scales in double; and the sum of |terms| (the
// scale of float rounding). `a` in natural layout.
void exact(const QuantTypeInfo& t, const uint8_t* w, const ActivationRows& a, int64_t r, double* value, double* size) {
  std::vector<float> wf(a.k);
  const int8_t* q = act_codes(a, r);
  const float* d = act_scales(a, r);
  dequantize_row(t.type, w, wf.data(), a.k);
  double v = 0, s = 0;
  for (int64_t i = 0; i < a.k; ++i) {
    const double term = (double)wf[i] * (double)q[i] * (double)d[i / a.group];
    v += term;
    s += std::fabs(term);
  }
  *value = v;
  *size = s;
}

bool same_bits(const std::vector<float>& x, size_t xo, const std::vector<float>& y, size_t yo, size_t n) {
  return std::memcmp(x.data() + xo, y.data() + yo, n * sizeof(float)) == 0;
}

void test_matmul(const KernelSet& ks, bool quick) {
  std::mt19937 rng(1234);
  for (int id : {2, 3, 6, 7, 8, 12, 13, 14}) {
    const QuantTypeInfo& t = *quant_type_info(id);
    const int group = t.k_quant ? 256 : 32;
    for (int64_t k : t.k_quant ? std::vector<int64_t>{256, 1536} : std::vector<int64_t>{96, 576, 1536}) {
      const int64_t n = 37, rows = quick ? 9 : 16;
      const auto w = random_weights(t, n, k, rng);
      const auto x = random_activations(rows, k, rng);
      Quantized act(x, rows, k, group, ks.act_layout[(int)t.type]), natural(x, rows, k, group, CodeLayout::Natural);
      const auto all = run(ks, t, w, n, act.a, 0, rows, n);
      // every row alone, and every call of 1..rows rows starting anywhere, under other column splits
      for (int64_t r = 0; r < rows; ++r) {
        const auto alone = run(ks, t, w, n, act.a, r, r + 1, 1);
        EXPECT(same_bits(all, r * n, alone, 0, n), "%s %s K=%lld: row %lld of a %lld-row call differs from the row alone",
               ks.isa, t.name, (long long)k, (long long)r, (long long)rows);
      }
      for (int64_t size = 2; size <= rows; ++size)
        for (int64_t r0 = 0; r0 + size <= rows; r0 += quick ? size : 1) {
          const auto part = run(ks, t, w, n, act.a, r0, r0 + size, 1 + size % 7);
          EXPECT(same_bits(all, r0 * n, part, 0, size * n), "%s %s K=%lld: rows %lld..%lld as a call of %lld differ",
                 ks.isa, t.name, (long long)k, (long long)r0, (long long)(r0 + size - 1), (long long)size);
        }
      const size_t row_bytes = (size_t)(k / t.block) * t.block_bytes;
      double worst = 0;
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t j = 0; j < n; ++j) {
          double value, size;
          exact(t, w.data() + j * row_bytes, natural.a, r, &value, &size);
          worst = std::max(worst, std::fabs(all[r * n + j] - value) / (size + 1e-30));
        }
      EXPECT(worst < 2e-6, "%s %s K=%lld: %.3g of the terms' size from the exact block arithmetic", ks.isa, t.name,
             (long long)k, worst);
    }
  }
}

void test_attention(const KernelSet& ks) {
  std::mt19937 rng(99);
  std::normal_distribution<float> normal(0.f, 1.f);
  for (int64_t d : {64, 72}) {
    const int64_t H = 6, Hkv = 2, cap = 40, half = d / 2 - 4, rows = 13, past = 17;
    std::vector<float> qkv(rows * (H + 2 * Hkv) * d), cosv(cap * half), sinv(cap * half);
    for (auto& v : qkv) v = normal(rng);
    for (int64_t p = 0; p < cap; ++p)
      for (int64_t i = 0; i < half; ++i) {
        cosv[p * half + i] = std::cos(p * std::pow(10000.f, -(float)i / half));
        sinv[p * half + i] = std::sin(p * std::pow(10000.f, -(float)i / half));
      }
    std::vector<float> cache0(2 * Hkv * cap * d);
    for (auto& v : cache0) v = normal(rng);
    auto call = [&](std::vector<float>& cache, int64_t start, int64_t count, int64_t window, bool reverse) {
      AttentionArgs a;
      a.shape = AttentionShape{1, count, H, Hkv, d, cap, cap, half, cap};
      a.q = qkv.data() + start * (H + 2 * Hkv) * d;
      a.past_key = a.present_key = cache.data();
      a.past_value = a.present_value = cache.data() + Hkv * cap * d;
      const int32_t seqlens = (int32_t)(past + start + count - 1);
      a.seqlens_k = &seqlens;
      a.cos = cosv.data();
      a.sin = sinv.data();
      a.local_window = window;
      a.kernels = &ks;
      std::vector<float> out(count * H * d);
      a.out = out.data();
      attention(a, [&](int64_t n, const std::function<void(int64_t)>& fn) {
        for (int64_t i = 0; i < n; ++i) fn(reverse ? n - 1 - i : i);
      });
      return out;
    };
    for (int64_t window : {-1, 5}) {
      std::vector<float> one = cache0;
      const auto all = call(one, 0, rows, window, false);
      std::vector<float> stepwise = cache0;
      for (int64_t r = 0; r < rows; ++r) {
        const auto alone = call(stepwise, r, 1, window, r % 2);
        EXPECT(same_bits(all, r * H * d, alone, 0, H * d), "%s attention d=%lld window=%lld: row %lld differs alone", ks.isa,
               (long long)d, (long long)window, (long long)r);
      }
      EXPECT(one == stepwise, "%s attention d=%lld: the cache written by one call differs from row by row", ks.isa, (long long)d);
      std::vector<float> split = cache0;
      auto first = call(split, 0, 4, window, true);
      auto rest = call(split, 4, rows - 4, window, false);
      first.insert(first.end(), rest.begin(), rest.end());
      EXPECT(first == all, "%s attention d=%lld: a 4 + 9 call layout differs from one call", ks.isa, (long long)d);
    }
  }
}

#ifdef OMNIDRAFT_GGML_REFERENCE
void test_against_ggml() {
  ggml_cpu_init();
  std::mt19937 rng(7);
  for (int id : {2, 3, 6, 7, 8, 12, 13, 14}) {
    const QuantTypeInfo& t = *quant_type_info(id);
    const int64_t k = 1536, n = 64, rows = 4;
    const size_t row_bytes = (size_t)(k / t.block) * t.block_bytes;
    // weights as llama.cpp writes them: real floats through ggml's reference quantizer
    std::normal_distribution<float> normal(0.f, 0.02f);
    std::vector<float> wf(n * k);
    for (auto& v : wf) v = normal(rng);
    std::vector<uint8_t> w(n * row_bytes);
    for (int64_t j = 0; j < n; ++j) ggml_get_type_traits((ggml_type)id)->from_float_ref(wf.data() + j * k, w.data() + j * row_bytes, k);
    // the gather: ggml's dequantization, bit for bit
    for (int64_t j = 0; j < n; ++j) {
      std::vector<float> ours(k), theirs(k);
      dequantize_row(t.type, w.data() + j * row_bytes, ours.data(), k);
      ggml_get_type_traits((ggml_type)id)->to_float(w.data() + j * row_bytes, theirs.data(), k);
      EXPECT(ours == theirs, "%s: row %lld dequantizes differently from ggml", t.name, (long long)j);
    }
    // the product: as close to the float product (dequantized weights, float activations) as ggml's
    const auto x = random_activations(rows, k, rng);
    Quantized act(x, rows, k, t.k_quant ? 256 : 32, kernels().act_layout[(int)t.type]);
    const auto* cpu = ggml_get_type_traits_cpu((ggml_type)id);
    const ggml_type vt = cpu->vec_dot_type;
    std::vector<uint8_t> xq(rows * ggml_row_size(vt, k));
    for (int64_t r = 0; r < rows; ++r) ggml_get_type_traits_cpu(vt)->from_float(x.data() + r * k, xq.data() + r * ggml_row_size(vt, k), k);
    const auto ours = run(kernels(), t, w, n, act.a, 0, rows, n);
    double err_ours = 0, err_ggml = 0, diff = 0;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t j = 0; j < n; ++j) {
        std::vector<float> deq(k);
        dequantize_row(t.type, w.data() + j * row_bytes, deq.data(), k);
        double ref = 0;
        for (int64_t i = 0; i < k; ++i) ref += (double)deq[i] * x[r * k + i];
        float g;
        cpu->vec_dot((int)k, &g, 0, w.data() + j * row_bytes, 0, xq.data() + r * ggml_row_size(vt, k), 0, 1);
        err_ours += (ours[r * n + j] - ref) * (ours[r * n + j] - ref);
        err_ggml += (g - ref) * (g - ref);
        diff = std::max(diff, std::fabs((double)ours[r * n + j] - g));
      }
    std::printf("  %s vs ggml: rms error %.3g (ggml %.3g), max |ours - ggml| %.3g\n", t.name, std::sqrt(err_ours / (rows * n)),
                std::sqrt(err_ggml / (rows * n)), diff);
    EXPECT(err_ours <= 1.25 * err_ggml + 1e-12, "%s: rms error %.3g against ggml's %.3g", t.name,
           std::sqrt(err_ours / (rows * n)), std::sqrt(err_ggml / (rows * n)));
  }
}
#endif

}  // namespace

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::string(argv[1]) == "--quick";
  const KernelSet* sets[8];
  const int count = available_kernel_sets(sets, 8);
  for (int i = 0; i < count; ++i) {
    std::printf("kernel set %s\n", sets[i]->isa);
    test_matmul(*sets[i], quick);
    test_attention(*sets[i]);
  }
#ifdef OMNIDRAFT_GGML_REFERENCE
  std::printf("against ggml (kernel set %s)\n", kernels().isa);
  test_against_ggml();
#endif
  if (failures) {
    std::fprintf(stderr, "%d failures\n", failures);
    return 1;
  }
  std::printf("all passed (%d kernel sets)\n", count);
  return 0;
}
