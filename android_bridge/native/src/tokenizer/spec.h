// What the tokenizer's parts share while reading tokenizer.json: the refusal (an Error naming the
// file), typed field readers, the limits a hostile file meets, and GPT-2's byte <-> character table.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace omnidraft::tokenizer {

using nlohmann::json;

constexpr char32_t kMetaspace = 0x2581;  // '▁', SentencePiece's space
// A hostile file must not exhaust memory or the stack: ids far beyond any real vocabulary (256k
// today) and deeply nested Sequence components are refused.
constexpr uint32_t kMaxTokenId = 1u << 24;
constexpr int kMaxNesting = 16;

[[noreturn]] void refuse(const std::string& origin, const std::string& what);
std::string str(const json& node, const char* key, const std::string& origin);
bool flag(const json& node, const char* key, bool fallback);
uint32_t checked_id(const json& id, const std::string& origin);

// GPT-2's byte <-> printable codepoint table (tokenizers' bytes_char); -1: not a byte character.
const std::vector<char32_t>& byte_to_char();
int char_to_byte(char32_t c);

}  // namespace omnidraft::tokenizer
