// The public entry (runtime/generator.py): load a target bundle once, then generate from prompts.
// Natively so far: the target alone, greedy (the fast path and the row-stable reference); the
// speculative methods and a drafter come next.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "runtime/onnx_lm.h"
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
  // settings: ort_library, threads, max_length, verify (when_changed | always | sizes).
  Generator(const Settings& settings, const std::string& target_dir);

  // params: max_new_tokens (128), method (target-only), reference (0/1).
  Result generate(std::string_view prompt, const Settings& params, const TokenSink& on_tokens = nullptr);

 private:
  Bundle target_bundle_;
  std::unique_ptr<OnnxLM> target_;
  std::shared_ptr<const Tokenizer> tokenizer_;
  std::set<uint32_t> stop_ids_;
};

}  // namespace omnidraft::runtime
