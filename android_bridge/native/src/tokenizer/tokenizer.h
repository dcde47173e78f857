// A tokenizer.json tokenizer with the ids of Hugging Face `tokenizers` (the Python runtime's
// tokenizer), for the BPE models our vocabularies use: byte-level BPE (GPT-2, Qwen, Llama-3,
// SmolLM2) and SentencePiece-style BPE with byte fallback (Llama-2, Mistral). Components it does
// not implement are refused at load with their name, never approximated.
//
// Why our own: onnxruntime-genai's and onnxruntime-extensions' tokenizers differ from HF on 5-16% of
// strings (BRIDGE.md), and cross-vocabulary translation needs the exact ids.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace omnidraft::runtime {

// The text of a tokenizer.json, plain or gzipped (zlib reads both). Throws Error: OD_ERROR_NOT_FOUND
// when it cannot be opened, OD_ERROR_INVALID_ARGUMENT (as a malformed file) when it is damaged.
std::string read_tokenizer_text(const std::string& path);

class Tokenizer {
 public:
  // Parses tokenizer.json text; `origin` names it in error messages. Throws Error.
  Tokenizer(std::string_view json_text, const std::string& origin);
  // A tokenizer.json or its gzip (tokenizer.json.gz: bundles that carry a GGUF's blocks, runtime/bundle.py).
  static Tokenizer from_file(const std::string& path);
  ~Tokenizer();
  Tokenizer(Tokenizer&&) noexcept;
  Tokenizer& operator=(Tokenizer&&) noexcept;

  // Tokenizer.encode(text, add_special_tokens) of `tokenizers`. parse_special = false is its
  // encode_special_tokens = True: special tokens spelled in the text stay text.
  std::vector<uint32_t> encode(std::string_view utf8, bool add_special_tokens, bool parse_special = true) const;
  // Tokenizer.decode(ids, skip_special_tokens) of `tokenizers`.
  std::string decode(const std::vector<uint32_t>& ids, bool skip_special_tokens) const;
  // The exact bytes a token stands for (empty for special tokens), as runtime/vocab.py computes them.
  const std::string& token_bytes(uint32_t id) const;
  bool is_special(uint32_t id) const;
  bool has_token(uint32_t id) const;  // false for ids no token uses
  size_t vocab_size() const;  // highest id + 1

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace omnidraft::runtime
