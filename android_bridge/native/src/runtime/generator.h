// The public entry (runtime/generator.py): load a target (and a drafter) bundle once, then generate
// from prompts, with every method (omnidraft, spd-dm, prompt-lookup, omnidraft+lookup, target-only),
// greedy or sampled, plain or single-turn chat. Multi-turn chats, the learned acceptance head and a
// minimum draft confidence are Python-only for now and refused with a message.
#pragma once

#include <map>
#include <optional>
#include <utility>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cache_store/persist.h"
#include "runtime/onnx_lm.h"
#include "runtime/speculative.h"
#include "runtime/target_only.h"
#include "runtime/vocab.h"

namespace omnidraft::runtime {

using Settings = std::map<std::string, std::string>;  // by name, as the C ABI passes them

struct Result {
  std::string text;
  std::vector<uint32_t> token_ids;
  nlohmann::json stats;
};

class Generator {
 public:
  // settings: ort_library, threads, max_length, verify (when_changed | always | sizes), k,
  // cache_path, cache_policy (lru | lfu | none), cache_max_entries, cache_max_bytes, cache_scope.
  // draft_dir empty: the target alone.
  Generator(const Settings& settings, const std::string& target_dir, const std::string& draft_dir = "");
  ~Generator();

  // params: max_new_tokens (128), method (omnidraft with a drafter, else target-only), reference (0/1),
  // chat (0/1: the prompt as one user message in the target's template, as rendered at export),
  // temperature (0: greedy), top_p (1), seed (default: random).
  Result generate(std::string_view prompt, const Settings& params, const TokenSink& on_tokens = nullptr);
  // Writes the n-gram cache to its file now; the bytes written, or 0 without a file.
  size_t save_cache();
  const std::string& fallback_reason() const { return fallback_reason_; }

 private:
  std::unique_ptr<OnnxLM> target_, draft_;
  std::unique_ptr<TokenBytes> target_tokens_, draft_tokens_;
  std::unique_ptr<VocabBridge> bridge_;
  std::unique_ptr<cache_store::NgramStore> memory_cache_;
  std::unique_ptr<cache_store::CacheFile> cache_file_;
  std::unique_ptr<SpeculativeDecoder> decoder_;
  std::set<uint32_t> stop_ids_;
  std::string fallback_reason_;
  std::optional<std::pair<std::string, std::string>> chat_turn_;  // text before and after the user's
};

}  // namespace omnidraft::runtime
