// Exact bytes of every token, and the bridge between a drafter's and a target's vocabulary
// (runtime/vocab.py, line for line). Tokens are compared by the bytes they stand for; special
// tokens have no bytes and map by their text, then by role.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "tokenizer/tokenizer.h"

namespace omnidraft::runtime {

// One row of a bundle manifest's tokenizer.special_tokens.
struct SpecialToken {
  uint32_t id;
  std::string text;
  std::vector<std::string> roles;
};

// The special_tokens rows of a bundle manifest (parsed, or its text); throws Error(OD_ERROR_BUNDLE)
// on a malformed manifest.
std::vector<SpecialToken> special_tokens_of_manifest(const nlohmann::json& manifest, const std::string& origin);
std::vector<SpecialToken> special_tokens_of_manifest(std::string_view manifest_json, const std::string& origin);

class TokenBytes {
 public:
  // Refuses (Error) a tokenizer that does not round-trip text to the same bytes, as Python does.
  // tokenizer: the file's, for prompts and decoding; matcher: the one text is re-tokenized with.
  TokenBytes(std::shared_ptr<const Tokenizer> tokenizer, std::shared_ptr<const Tokenizer> matcher,
             std::vector<SpecialToken> special, const std::string& origin);
  // From a tokenizer.json. The matcher is the file's tokenizer, except that a SentencePiece dummy prefix
  // applied per text segment (a Prepend(U+2581) normalizer with no pre-tokenizer, and non-special added
  // tokens) moves to a Metaspace pre-tokenizer that prepends once (runtime/vocab.py TokenBytes.__init__).
  static TokenBytes from_file(const std::string& tokenizer_json_path, std::vector<SpecialToken> special,
                              const std::string& origin);

  // The bytes of id, or nullopt for special tokens and ids no token uses.
  const std::optional<std::string>& bytes_of(uint32_t id) const;
  size_t vocab_size() const { return bytes_.size(); }
  bool is_special(uint32_t id) const;
  const std::vector<SpecialToken>& special_tokens() const { return special_; }
  // Bytes no single token spells (text with them cannot be tokenized exactly).
  bool missing_byte(uint8_t b) const { return missing_[b]; }
  // sha256 of the id -> bytes table (cache_store/FORMAT.md): the cache namespace's fingerprint.
  std::string fingerprint() const;
  std::string decode_bytes(const std::vector<uint32_t>& ids) const;
  // Text tokens (special tokens spelled in the text stay text), by the matcher.
  std::vector<uint32_t> encode(std::string_view text) const;
  // Tokens for text as it would be tokenized in the middle of a longer text.
  std::vector<uint32_t> encode_continuation(std::string_view text) const;
  const Tokenizer& tokenizer() const { return *tokenizer_; }
  // The same tokenizer, shared: it outlives this table (the C ABI's OdCreateGeneratorTokenizer).
  std::shared_ptr<const Tokenizer> shared_tokenizer() const { return tokenizer_; }

 private:
  std::shared_ptr<const Tokenizer> tokenizer_, matcher_;
  std::vector<SpecialToken> special_;
  std::vector<std::optional<std::string>> bytes_;
  bool missing_[256] = {};
};

class VocabBridge {
 public:
  // draft_logits: the drafter model's output width where it exceeds its tokenizer (padding logits, as
  // Qwen's 151,936 against 151,665); the table then spans every id the drafter can emit.
  VocabBridge(const TokenBytes& draft, const TokenBytes& target, size_t draft_logits = 0);

  // Drafter id -> target id with the same bytes (or the same special role), -1 for none (padding too).
  const std::vector<int64_t>& draft_to_target() const { return d2t_; }
  size_t shared() const { return shared_; }
  // The drafter's view of a target-tokenized prompt: text runs re-tokenized, specials mapped.
  std::vector<uint32_t> target_to_draft_prompt(const std::vector<uint32_t>& target_ids,
                                               std::optional<uint32_t> draft_bos) const;

 private:
  const TokenBytes& draft_;
  const TokenBytes& target_;
  std::vector<int64_t> d2t_;
  std::map<uint32_t, uint32_t> t2d_special_;
  size_t shared_ = 0;
};

}  // namespace omnidraft::runtime
