// What the speculative loop needs of a model, whatever runs it: OnnxLM (dynamic shapes, the CPU
// bundles) and StaticLM (fixed shapes, the NPU bundles). Python has the same two classes and lets
// duck typing join them (runtime/generator.py's open_lm); here it is this interface.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "runtime/ort.h"

namespace omnidraft::runtime {

// Session settings shared by every model (runtime/onnx_lm.py's session_options): spin while a run
// lasts and stop the moment it returns, so the drafter's idle pool never spins on the target's cores.
struct SessionSettings {
  int threads = 0;  // 0: onnxruntime's default
  bool huge_pages = true;  // back the session's weights with huge pages (runtime/huge_pages.h)
  size_t max_length = 2048;
  // An onnxruntime execution provider by its registered name ("QNN", "XNNPACK", ...; empty or "CPU":
  // the CPU provider alone) and its options (QNN: backend_path=libQnnHtp.so, ...). On a dynamic
  // bundle, nodes it cannot take fall back to the CPU provider, as onnxruntime does; a static bundle
  // on QNN allows no fallback (runtime/qnn.h).
  std::string provider;
  std::map<std::string, std::string> provider_options;
  // QNN: the Snapdragon chip whose HTP context binaries to run (SM8650, ...), and the provider's
  // plugin library (the onnxruntime-qnn wheel's, on a workstation's HTP simulator) or empty for the
  // provider built into onnxruntime (the Android QNN AAR).
  std::string soc;
  std::string ep_library;
  // The GGUF-block op library (libomnidraft_gguf_ops.so: our batch-invariant kernels) a --gguf-blocks ggml bundle
  // needs; empty: OMNIDRAFT_GGUF_OPS_LIBRARY, else that name on the loader's path (an app's own libs).
  std::string gguf_ops_library;
  // Where a row-stable call must end (OnnxLM::forward): 0 = this machine's (4 on ARM, else 1).
  size_t row_end_multiple = 0;
};

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

class LanguageModel {
 public:
  virtual ~LanguageModel() = default;
  // Runs token_ids after the cached ones; returns the logits of the last `last` of them (all when
  // 0). row_stable: every row in the numerics a greedy reference decode gives it (each model says how).
  virtual Logits forward(const std::vector<uint32_t>& token_ids, bool row_stable = false, size_t last = 0) = 0;
  // Forgets every cached token from position `length` on.
  virtual void rollback(size_t length) = 0;
  void reset() { rollback(0); }
  // Whether a new prompt may keep the cached prefix it shares (runtime/prompt_cache.h).
  virtual bool reuses_prefix() const = 0;
  // The most rows one verifying call may take (a static model's verify graph); 0: no limit.
  virtual size_t verify_rows() const { return 0; }
  // Graph nodes per execution provider, summed over the model's sessions (stats: what ran where).
  virtual std::map<std::string, size_t> nodes_by_provider() const { return {}; }
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

 protected:
  // Checks a rollback target and moves the bookkeeping every model shares.
  void forget_from(size_t length);

  size_t vocab_size_ = 0, max_length_ = 0, length_ = 0, low_water_ = 0;
  std::vector<uint32_t> tokens_;
  Ort::RunOptions run_options_{nullptr};  // this model's runs: terminate() flags it
  std::atomic<bool> terminating_{false};
};

}  // namespace omnidraft::runtime
