// The text stages before the model, as tokenizers runs them: normalizers (NFC, Prepend, Replace) and
// pre-tokenizers (Split, ByteLevel, Metaspace, Digits), each read from its tokenizer.json node.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tokenizer/regex.h"
#include "tokenizer/spec.h"

namespace omnidraft::tokenizer {

// tokenizers' SplitDelimiterBehavior over the spans that matched, as normalizer.rs applies it.
enum class Behavior { kIsolated, kRemoved, kMergedWithPrevious, kMergedWithNext, kContiguous };

// A piece of text on its way through normalization and pre-tokenization. `at_start`: it begins the
// input (Metaspace's prepend_scheme "first" looks at that).
struct Piece {
  std::u32string text;
  bool at_start;
};

struct NormalizerStep {
  enum Kind { kNFC, kPrepend, kReplace } kind;
  std::u32string a, b;  // Prepend: a; Replace: a -> b
  explicit NormalizerStep(Kind k, std::u32string x = {}, std::u32string y = {}) : kind(k), a(std::move(x)), b(std::move(y)) {}

  void apply(std::u32string& t) const;
};

struct PreTokenizerStep {
  enum Kind { kSplit, kByteLevel, kMetaspace, kDigits } kind;
  explicit PreTokenizerStep(Kind k) : kind(k) {}
  std::shared_ptr<regex::Regex> pattern;  // kSplit, and kByteLevel with use_regex
  Behavior behavior = Behavior::kIsolated;
  bool invert = false, add_prefix_space = false, individual_digits = false, split = false;
  char32_t replacement = kMetaspace;
  std::string prepend_scheme = "always";

  std::vector<Piece> apply(const Piece& piece) const;
};

// Appends the steps of a normalizer node (a Sequence flattened); refuses what is not implemented.
void load_normalizer(const json& node, const std::string& origin, std::vector<NormalizerStep>& normalizer, int depth = 0);
// The same for a pre-tokenizer node; byte_level_model is set by a ByteLevel step (the model's symbols
// are then GPT-2 byte characters).
void load_pre_tokenizer(const json& node, const std::string& origin, std::vector<PreTokenizerStep>& pre_tokenizer,
                        bool& byte_level_model, int depth = 0);

}  // namespace omnidraft::tokenizer
