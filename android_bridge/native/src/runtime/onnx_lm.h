// A causal LM bundle on onnxruntime with a KV cache that can roll back to any position
// (runtime/onnx_lm.py). GroupQueryAttention graphs (shared_buffer): one preallocated [1, kv_heads,
// capacity, head_dim] buffer per layer (max_length rows, or a sliding-window graph's window where that
// is longer) is bound as both past and present, so the graph writes new entries in place, a step
// copies no cache, and a rollback only shortens the attention mask.
// torch.onnx graphs (concat): the graph returns past + new rows; the host keeps them and a rollback
// cuts every layer's rows.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "runtime/bundle.h"
#include "runtime/language_model.h"
#include "runtime/ort.h"

namespace omnidraft::runtime {

// The CPU session options every model uses (runtime/onnx_lm.py's session_options): settings.threads,
// spinning only while a run lasts, every graph optimization, warnings and above logged.
Ort::SessionOptions cpu_session_options(const SessionSettings& settings);

// The custom-op domain of --gguf-blocks ggml bundles (runtime/gguf_ops.py's DOMAIN), and the library
// that registers it (settings.gguf_ops_library, else OMNIDRAFT_GGUF_OPS_LIBRARY, else its name).
inline constexpr const char* kGgufOpsDomain = "omnidraft.gguf";
void register_gguf_ops(Ort::SessionOptions& opts, const std::string& library);

// 4 on aarch64, whose onnxruntime kernels give a row other numbers unless its call ends at a multiple
// of 4 (docs/guarantees.md); 1 elsewhere (runtime/onnx_lm.py's machine_row_end_multiple).
size_t machine_row_end_multiple();

class OnnxLM : public LanguageModel {
 public:
  OnnxLM(const Bundle& bundle, const SessionSettings& settings);

  // row_stable: keep every row in the grouped numerics (even-row calls, and on ARM ending at a
  // multiple of 4 by running up to 3 rows more and forgetting them), as Python documents.
  Logits forward(const std::vector<uint32_t>& token_ids, bool row_stable = false, size_t last = 0) override;
  void rollback(size_t length) override;
  bool reuses_prefix() const override { return true; }

 private:
  Logits run(const std::vector<uint32_t>& token_ids, size_t rows);

  std::string origin_;
  size_t num_layers_, kv_heads_, head_dim_;
  size_t context_ = 0;  // the model's context length, 0 where the manifest gives none
  std::string input_ids_, attention_mask_, logits_, position_ids_, logits_rows_;
  std::vector<std::string> past_names_, present_names_;
  std::unique_ptr<Ort::Session> session_;
  std::unique_ptr<Ort::IoBinding> binding_;
  Ort::MemoryInfo cpu_{nullptr};
  bool shared_ = true;  // shared_buffer, else concat
  bool gguf_ops_ = false;  // the graph has --gguf-blocks ggml ops (register_gguf_ops)
  std::vector<std::vector<float>> buffers_;  // shared: capacity rows per head; concat: length_ rows
  std::vector<Ort::Value> buffer_values_;
  std::optional<size_t> lone_row_;  // first cached position computed as a lone row
  size_t row_end_multiple_ = 1;
  bool batch_invariant_ = false;  // the manifest's graph.batch_invariant: rows never need re-feeding
};

}  // namespace omnidraft::runtime
