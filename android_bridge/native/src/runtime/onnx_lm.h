// A causal LM bundle on onnxruntime with a KV cache that can roll back to any position
// (runtime/onnx_lm.py). GroupQueryAttention graphs (shared_buffer): one preallocated [1, kv_heads,
// max_length, head_dim] buffer per layer is bound as both past and present, so the graph writes new
// entries in place, a step copies no cache, and a rollback only shortens the attention mask.
// torch.onnx graphs (concat): the graph returns past + new rows; the host keeps them and a rollback
// cuts every layer's rows.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "runtime/bundle.h"
#include "runtime/ort.h"

namespace omnidraft::runtime {

// Session settings shared by every model (runtime/onnx_lm.py's session_options): spin while a run
// lasts and stop the moment it returns, so the drafter's idle pool never spins on the target's cores.
struct SessionSettings {
  int threads = 0;  // 0: onnxruntime's default
  bool huge_pages = true;  // back the session's weights with huge pages (runtime/huge_pages.h)
  size_t max_length = 2048;
  // An onnxruntime execution provider by its registered name ("QNN", "XNNPACK", ...; empty or "CPU":
  // the CPU provider alone) and its options (QNN: backend_path=libQnnHtp.so, ...). Nodes it cannot
  // take fall back to the CPU provider, as onnxruntime does.
  std::string provider;
  std::map<std::string, std::string> provider_options;
  // Where a row-stable call must end (OnnxLM::forward): 0 = this machine's (4 on ARM, else 1).
  size_t row_end_multiple = 0;
};

// 4 on aarch64, whose onnxruntime kernels give a row other numbers unless its call ends at a multiple
// of 4 (docs/guarantees.md); 1 elsewhere (runtime/onnx_lm.py's machine_row_end_multiple).
size_t machine_row_end_multiple();

// Thrown by a run that terminate() cut short: the cache is as it was before that run (the generator
// turns it into a stopped result, not an error).
class Stopped : public std::exception {
 public:
  const char* what() const noexcept override { return "stopped"; }
};

// Logits of the last rows of a call: rows x vocab, row-major.
struct Logits {
  std::vector<float> values;
  size_t rows = 0, vocab = 0;
  const float* row(size_t i) const { return values.data() + i * vocab; }
};

class OnnxLM {
 public:
  OnnxLM(const Bundle& bundle, const SessionSettings& settings);

  // Runs token_ids after the cached ones; returns the logits of the last `last` of them (all when
  // 0). row_stable: keep every row in the grouped numerics (even-row calls, and on ARM ending at a
  // multiple of 4 by running up to 3 rows more and forgetting them), as Python documents.
  Logits forward(const std::vector<uint32_t>& token_ids, bool row_stable = false, size_t last = 0);
  void rollback(size_t length);
  void reset() { rollback(0); }
  // Ends the run under way, and every later one until clear_terminate(), with Stopped: onnxruntime's
  // RunOptions::SetTerminate, so a long prefill stops within its run. Safe from any thread.
  void terminate();
  void clear_terminate();
  size_t length() const { return length_; }
  size_t max_length() const { return max_length_; }
  size_t vocab_size() const { return vocab_size_; }
  const std::vector<uint32_t>& tokens() const { return tokens_; }  // the ids in the cache
  // The shortest the cache has been since the last set_low_water (runtime/prompt_cache.h).
  size_t low_water() const { return low_water_; }
  void set_low_water(size_t length) { low_water_ = length; }

 private:
  Logits run(const std::vector<uint32_t>& token_ids, size_t rows);

  std::string origin_;
  size_t vocab_size_, num_layers_, kv_heads_, head_dim_, max_length_;
  std::string input_ids_, attention_mask_, logits_, position_ids_, logits_rows_;
  std::vector<std::string> past_names_, present_names_;
  std::unique_ptr<Ort::Session> session_;
  std::unique_ptr<Ort::IoBinding> binding_;
  Ort::MemoryInfo cpu_{nullptr};
  Ort::RunOptions run_options_{nullptr};  // this session's: terminate() flags it
  std::atomic<bool> terminating_{false};
  bool shared_ = true;  // shared_buffer, else concat
  std::vector<std::vector<float>> buffers_;  // shared: max_length rows per head; concat: length_ rows
  std::vector<Ort::Value> buffer_values_;
  size_t length_ = 0;
  std::vector<uint32_t> tokens_;
  size_t low_water_ = 0;
  std::optional<size_t> lone_row_;  // first cached position computed as a lone row
  size_t row_end_multiple_ = 1;
};

}  // namespace omnidraft::runtime
