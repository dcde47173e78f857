// The regular expressions of tokenizer.json pre-tokenizers, matched as the reference library's
// Oniguruma matches them: a backtracking engine over codepoints, leftmost-first alternation, greedy
// (or lazy) repeats, (?i:...) and (?!...)/(?=...). The character classes are the generated tables
// (unicode.h). Syntax outside that subset is refused with a message naming it, never guessed.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace omnidraft::regex {

class Regex {
 public:
  explicit Regex(std::string_view pattern);  // throws Error(INVALID_ARGUMENT) on unsupported syntax
  ~Regex();
  Regex(Regex&&) noexcept;
  Regex& operator=(Regex&&) noexcept;

  // Non-overlapping matches [begin, end) in codepoint offsets, left to right, as find_iter gives them.
  std::vector<std::pair<size_t, size_t>> find_all(std::u32string_view text) const;

 private:
  struct Program;
  std::unique_ptr<Program> program_;
};

}  // namespace omnidraft::regex
