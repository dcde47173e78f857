// Stop strings (runtime/stop_strings.py): end generation at the first occurrence of any of a few
// strings in the generated text. A stop string may begin or end inside a token, so it is matched on
// text, not ids. push() returns only what is safe to show: a tail that could still begin a stop
// string is held back until the next piece decides it, so no part of a stop string is ever shown.
// Text is UTF-8 in whole characters (TextStream's pieces), so byte matches are character matches.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace omnidraft::runtime {

constexpr size_t kMaxStopStrings = 16;
constexpr size_t kMaxStopChars = 256;

// The "stop" setting: a JSON string or array of strings ("" or absent: none), checked with
// stop_strings.py's words; duplicates dropped, order kept.
std::vector<std::string> check_stop(const std::string& value);

class StopStrings {
 public:
  explicit StopStrings(std::vector<std::string> stops);
  bool empty() const { return stops_.empty(); }
  // The part of the text so far that is now safe to show (possibly "").
  std::string push(const std::string& piece);
  // The held-back tail, once the stream ended without a stop string.
  std::string finish() { return show(buffer_.size()); }
  const std::optional<std::string>& found() const { return found_; }
  // The text kept: all pushed, cut before the stop string once found.
  const std::string& text() const { return buffer_; }

 private:
  size_t held() const;  // the longest tail of the buffer that is a proper prefix of a stop string
  std::string show(size_t end);

  std::vector<std::string> stops_;
  size_t longest_ = 0;
  std::string buffer_;
  size_t shown_ = 0;  // bytes of buffer_ already returned
  std::optional<std::string> found_;
};

}  // namespace omnidraft::runtime
