#include "runtime/text.h"

#include <algorithm>
#include <cctype>

namespace omnidraft::runtime {

std::string TextStream::decode(size_t start, size_t end) const {
  end = std::min(end, ids_.size());
  return tokenizer_.decode(std::vector<uint32_t>(ids_.begin() + static_cast<std::ptrdiff_t>(start),
                                                 ids_.begin() + static_cast<std::ptrdiff_t>(end)),
                           true);
}

std::string TextStream::push(const std::vector<uint32_t>& ids) {
  static const std::string kReplacement = "\xEF\xBF\xBD";  // U+FFFD: a character cut short
  ids_.insert(ids_.end(), ids.begin(), ids.end());
  std::string before = decode(prefix_, read_), text = decode(prefix_, ids_.size());
  bool cut = text.size() >= 3 && text.compare(text.size() - 3, 3, kReplacement) == 0;
  if (text.size() <= before.size() || cut) return "";
  prefix_ = read_;
  read_ = ids_.size();
  return text.substr(before.size());
}

std::string TextStream::finish() {
  std::string before = decode(prefix_, read_), text = decode(prefix_, ids_.size());
  prefix_ = read_ = ids_.size();
  return text.size() > before.size() ? text.substr(before.size()) : "";
}

bool blank(std::string_view text) {
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace omnidraft::runtime
