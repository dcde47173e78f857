// The BPE model of tokenizer.json, as tokenizers' BPE runs it: the vocabulary, the merges by rank, unk
// (fused or not), byte fallback (<0xNN> tokens) and ignore_merges. Other models are refused at load.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tokenizer/spec.h"

namespace omnidraft::tokenizer {

struct Bpe {
  std::unordered_map<std::string, uint32_t> vocab;
  std::vector<std::string> id_to_token;
  std::unordered_map<uint64_t, std::pair<uint32_t, uint32_t>> merges;  // (a, b) -> (rank, merged id)
  std::optional<uint32_t> unk;
  bool fuse_unk = false, byte_fallback = false, ignore_merges = false;

  // Reads the "model" node; refuses what is not implemented, naming it.
  void load(const json& model, const std::string& origin);
  // The ids of one pre-token, appended to `out`.
  void encode_word(const std::u32string& word, std::vector<uint32_t>& out) const;

 private:
  void merge(std::vector<uint32_t>& ids) const;
  static uint64_t key(uint32_t a, uint32_t b) { return (static_cast<uint64_t>(a) << 32) | b; }
};

}  // namespace omnidraft::tokenizer
