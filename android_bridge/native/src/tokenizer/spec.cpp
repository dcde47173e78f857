#include "tokenizer/spec.h"

#include <unordered_map>

#include "errors.h"

namespace omnidraft::tokenizer {

const std::vector<char32_t>& byte_to_char() {
  static const std::vector<char32_t> table = [] {
    std::vector<char32_t> t(256);
    char32_t extra = 0;
    for (int b = 0; b < 256; ++b) {
      bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
      t[b] = printable ? static_cast<char32_t>(b) : 256 + extra++;
    }
    return t;
  }();
  return table;
}

int char_to_byte(char32_t c) {
  static const std::unordered_map<char32_t, int> table = [] {
    std::unordered_map<char32_t, int> t;
    for (int b = 0; b < 256; ++b) t[byte_to_char()[b]] = b;
    return t;
  }();
  auto it = table.find(c);
  return it == table.end() ? -1 : it->second;
}

[[noreturn]] void refuse(const std::string& origin, const std::string& what) {
  throw Error(OD_ERROR_INVALID_ARGUMENT, origin + ": " + what);
}

std::string str(const json& node, const char* key, const std::string& origin) {
  auto it = node.find(key);
  if (it == node.end() || !it->is_string()) refuse(origin, std::string("expected a string '") + key + "'");
  return it->get<std::string>();
}

bool flag(const json& node, const char* key, bool fallback) {
  auto it = node.find(key);
  return it == node.end() || it->is_null() ? fallback : it->get<bool>();
}

uint32_t checked_id(const json& id, const std::string& origin) {
  if (!id.is_number_unsigned() || id.get<uint64_t>() >= kMaxTokenId)
    refuse(origin, "token id " + id.dump() + " is not an id below " + std::to_string(kMaxTokenId));
  return id.get<uint32_t>();
}

}  // namespace omnidraft::tokenizer
