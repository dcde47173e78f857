// vocab_probe DRAFT_DIR TARGET_DIR...: the vocabulary bridge (runtime/vocab.cpp) from one drafter's
// tokenizer directory (tokenizer.json + manifest.json) to each target's, for tests/test_native_tokenizer.py
// to compare with runtime/vocab.py. Reads stdin's lines (JSON strings), then per target prints one
// JSON line (fingerprints, sizes, shared count, the drafter's BOS, missing bytes, drafter -> target
// ids) and per string the drafter's continuation ids and its view of the target-tokenized prompt.
// Each tokenizer is loaded once: loading dominates (a 262k vocabulary takes seconds).
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "errors.h"
#include "runtime/vocab.h"

using namespace omnidraft::runtime;

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw omnidraft::Error(OD_ERROR_NOT_FOUND, path + ": cannot open");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TokenBytes load(const std::string& dir) {
  return TokenBytes::from_file(dir + "/tokenizer.json", special_tokens_of_manifest(std::string_view(read(dir + "/manifest.json")), dir), dir);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) return std::cerr << "usage: vocab_probe DRAFT_DIR TARGET_DIR... < lines\n", 2;
  try {
    TokenBytes draft = load(argv[1]);
    auto probe = draft.tokenizer().encode("a", true, false);
    std::optional<uint32_t> bos;
    if (!probe.empty() && draft.is_special(probe[0])) bos = probe[0];
    std::vector<int> missing;
    for (int b = 0; b < 256; ++b)
      if (draft.missing_byte(static_cast<uint8_t>(b))) missing.push_back(b);
    std::vector<std::string> texts;
    for (std::string line; std::getline(std::cin, line);) texts.push_back(nlohmann::json::parse(line).get<std::string>());
    std::vector<nlohmann::json> continuations;
    for (const std::string& text : texts) continuations.emplace_back(draft.encode_continuation(text));
    for (int t = 2; t < argc; ++t) {
      TokenBytes target = load(argv[t]);
      VocabBridge bridge(draft, target);
      nlohmann::json head = {{"draft_fingerprint", draft.fingerprint()}, {"target_fingerprint", target.fingerprint()},
                             {"draft_vocab_size", draft.vocab_size()}, {"target_vocab_size", target.vocab_size()},
                             {"shared", bridge.shared()}, {"draft_bos", bos ? nlohmann::json(*bos) : nlohmann::json()},
                             {"draft_missing_bytes", missing}, {"d2t", bridge.draft_to_target()}};
      std::cout << head.dump() << "\n";
      for (size_t i = 0; i < texts.size(); ++i) {
        nlohmann::json out = {{"continuation", continuations[i]},
                              {"prompt", bridge.target_to_draft_prompt(target.tokenizer().encode(texts[i], true, true), bos)}};
        std::cout << out.dump() << "\n";
      }
    }
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
