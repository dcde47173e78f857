// The op library's kernels, one set per instruction set: batch-invariant quantized matrix products
// y[r, j] = dot(activation row r, weight row j), and the two inner loops of attention.
//
// The rule every kernel keeps: the value of y[r, j] is a fixed sequence of operations on row r's
// codes and weight row j alone. Integer dot products inside a block are exact, whatever the tiling;
// the float work (scales, accumulation, the final sum) runs in one order per ISA, the same for a row
// computed alone and for a row among 15 others, at any thread count (work is split by columns and
// row blocks, never inside a sum). So a verifying call's rows equal the single-row steps bit for bit.
//
// And the weights are read once per call for all its rows: a weight row is unpacked once per group
// of rows and stays in L1 while the group's rows use it, so an extra row costs its arithmetic only.
#pragma once

#include <cstdint>

#include "ops/quant_types.h"

namespace omnidraft::ops {

struct MatMulArgs {
  QuantType type;
  const uint8_t* w;      // [N, row_bytes], the GGUF tensor's rows
  size_t row_bytes;
  const ActivationRows* a;
  float* y;              // [rows, ldy]
  int64_t ldy;
};

// y[r, j] for r in [r0, r1), j in [j0, j1)
using MatMulFn = void (*)(const MatMulArgs&, int64_t j0, int64_t j1, int64_t r0, int64_t r1);

struct KernelSet {
  const char* isa;       // "generic", "avx2", "avx512-vnni", "neon-dotprod"
  MatMulFn matmul[16];   // by QuantType; nullptr: not computed by this set
  CodeLayout act_layout[16];  // by QuantType: the order this set reads a 256-group's activation codes in
  // attention, each a fixed order of operations per call: s[t] = scale * dot(q, k + t * d) for t < n;
  // out = sum over t < n of p[t] * (v + t * d), summed in order of t
  void (*scores)(const float* q, const float* k, int64_t n, int64_t d, float scale, float* s);
  void (*weighted_sum)(const float* p, const float* v, int64_t n, int64_t d, float* out);
};

// The set for this CPU, chosen once: the best it supports, or OMNIDRAFT_KERNEL_ISA (an ISA name this
// CPU supports; tests use it to check each set). Throws std::invalid_argument where that names a set
// this CPU does not run.
const KernelSet& kernels();
// Every set this CPU can run, best first (tests compare them).
int available_kernel_sets(const KernelSet** out, int max);

// Per-ISA sets (kernels_<isa>.cpp); each returns false where it is not compiled in.
bool kernels_generic(KernelSet* out);
bool kernels_avx2(KernelSet* out);
bool kernels_avx512(KernelSet* out);
bool kernels_neon(KernelSet* out);

}  // namespace omnidraft::ops
