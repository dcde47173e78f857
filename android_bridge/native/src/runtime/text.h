// Streaming text (runtime/text.py's TextStream): token ids in, pieces of whole UTF-8 characters out.
// Chat templates are runtime/chat_template.h's.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tokenizer/tokenizer.h"

namespace omnidraft::runtime {

class TextStream {
 public:
  explicit TextStream(const Tokenizer& tokenizer) : tokenizer_(tokenizer) {}
  // The new text these ids complete ("" while a character is still incomplete). Each push decodes
  // only from the last piece's start, so a long stream costs linear time; decoding one piece back
  // keeps what a decoder does to a sequence's first token (SentencePiece drops its space) out of it.
  std::string push(const std::vector<uint32_t>& ids);
  // What is held back at the end (an incomplete character decodes as U+FFFD, as in the full text).
  std::string finish();

 private:
  std::string decode(size_t start, size_t end) const;
  const Tokenizer& tokenizer_;
  std::vector<uint32_t> ids_;
  size_t prefix_ = 0;  // where the text decoded as context starts
  size_t read_ = 0;    // where the text not yet emitted starts
};

// Whether text holds nothing but ASCII whitespace: the empty prompt or message both faces refuse
// (Python's str.strip() also takes Unicode spaces).
bool blank(std::string_view text);

}  // namespace omnidraft::runtime
