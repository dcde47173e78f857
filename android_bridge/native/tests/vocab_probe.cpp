// vocab_probe DRAFT_DIR TARGET_DIR: the vocabulary bridge (runtime/vocab.cpp) between two tokenizer
// directories (tokenizer.json + manifest.json), for tests/test_native_tokenizer.py to compare with
// runtime/vocab.py. Prints one JSON line (fingerprints, sizes, shared count, the drafter's BOS,
// missing bytes, drafter -> target ids), then for each stdin line (a JSON string) the drafter's
// continuation ids and the drafter's view of the target-tokenized prompt.
#include <fstream>
#include <iostream>
#include <sstream>

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
  auto tokenizer = std::make_shared<Tokenizer>(Tokenizer::from_file(dir + "/tokenizer.json"));
  return TokenBytes(tokenizer, special_tokens_of_manifest(std::string_view(read(dir + "/manifest.json")), dir), dir);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) return std::cerr << "usage: vocab_probe DRAFT_DIR TARGET_DIR < lines\n", 2;
  try {
    TokenBytes draft = load(argv[1]), target = load(argv[2]);
    VocabBridge bridge(draft, target);
    auto probe = draft.tokenizer().encode("a", true, false);
    std::optional<uint32_t> bos;
    if (!probe.empty() && draft.is_special(probe[0])) bos = probe[0];
    std::vector<int> missing;
    for (int b = 0; b < 256; ++b)
      if (draft.missing_byte(static_cast<uint8_t>(b))) missing.push_back(b);
    nlohmann::json head = {{"draft_fingerprint", draft.fingerprint()}, {"target_fingerprint", target.fingerprint()},
                           {"draft_vocab_size", draft.vocab_size()}, {"target_vocab_size", target.vocab_size()},
                           {"shared", bridge.shared()}, {"draft_bos", bos ? nlohmann::json(*bos) : nlohmann::json()},
                           {"draft_missing_bytes", missing}, {"d2t", bridge.draft_to_target()}};
    std::cout << head.dump() << "\n";
    std::string line;
    while (std::getline(std::cin, line)) {
      std::string text = nlohmann::json::parse(line).get<std::string>();
      nlohmann::json out = {{"continuation", draft.encode_continuation(text)},
                            {"prompt", bridge.target_to_draft_prompt(target.tokenizer().encode(text, true, true), bos)}};
      std::cout << out.dump() << "\n";
    }
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
