// Causal grouped-query attention over a KV cache, with each query row's numbers independent of the call
// it is in: onnxruntime's GroupQueryAttention takes one SGEMM path for a lone row and another for a
// group (its flash path splits rows into query blocks), so a row's output depended on the rows beside
// it (docs/guarantees.md). Here a row's scores, softmax and weighted sum are one fixed sequence of
// operations on its own query and the cached keys and values up to its position, whatever the call.
//
// Inputs and outputs are GroupQueryAttention's (com.microsoft), so the export swaps the op type alone:
//   query [B, S, (H + 2 Hkv) D] packed (or query [B, S, H D], key and value [B, S, Hkv D])
//   past_key / past_value [B, Hkv, L, D] (optional), seqlens_k int32 [B] (total length - 1),
//   total_sequence_length int32 [1], cos_cache / sin_cache [P, R/2] (do_rotary)
//   -> output [B, S, H D], present_key / present_value [B, Hkv, max(total, L), D]
// When present and past are the same buffer (the runtime binds one per layer) the new rows are
// written in place; otherwise the past is copied first.
#pragma once

#include <cstdint>
#include <functional>

namespace omnidraft::ops {

struct KernelSet;

struct AttentionShape {
  int64_t batch = 1, seq = 0, heads = 0, kv_heads = 0, head_size = 0;
  int64_t past_capacity = 0;     // past buffer's positions (0: no past)
  int64_t present_capacity = 0;  // present buffer's positions
  int64_t rotary_half = 0;       // cos/sin columns (0: no rotary)
  int64_t rotary_positions = 0;  // cos/sin rows
};

struct AttentionArgs {
  AttentionShape shape;
  const float* q = nullptr;      // packed qkv (k, v null) or q alone
  const float* k = nullptr;
  const float* v = nullptr;
  const float* past_key = nullptr;
  const float* past_value = nullptr;
  const int32_t* seqlens_k = nullptr;
  const float* cos = nullptr;
  const float* sin = nullptr;
  float* out = nullptr;
  float* present_key = nullptr;
  float* present_value = nullptr;
  float scale = 0.f;             // 0: 1 / sqrt(head_size)
  float softcap = 0.f;
  int64_t local_window = -1;     // > 0: a row attends to itself and the local_window rows before it
  bool rotary_interleaved = false;
  const KernelSet* kernels = nullptr;  // the tests' choice; null: this CPU's (ops/kernels.h)
};

// Runs fn(i) for i in [0, n), on the caller's threads (onnxruntime's pool), in any order.
using ParallelFor = std::function<void(int64_t n, const std::function<void(int64_t)>& fn)>;

// Throws std::invalid_argument on inconsistent lengths (a position past the cache or the rotary table).
void attention(const AttentionArgs& args, const ParallelFor& parallel_for);

}  // namespace omnidraft::ops
