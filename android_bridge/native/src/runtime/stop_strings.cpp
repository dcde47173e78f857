#include "runtime/stop_strings.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "errors.h"

namespace omnidraft::runtime {

namespace {

size_t characters(const std::string& s) {  // code points, as Python's len()
  return static_cast<size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

}  // namespace

std::vector<std::string> check_stop(const std::string& value) {
  if (value.empty()) return {};
  nlohmann::json j = nlohmann::json::parse(value, nullptr, false);
  if (j.is_string()) j = nlohmann::json::array({j});
  bool ok = j.is_array() && std::all_of(j.begin(), j.end(), [](const nlohmann::json& s) { return s.is_string(); });
  if (!ok)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "stop must be a string or a list of strings, got " + value +
                                               " (the setting is JSON: \"END\" or [\"\\n\\n\", \"END\"])");
  if (j.size() > kMaxStopStrings)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "stop takes at most " + std::to_string(kMaxStopStrings) + " strings, got " +
                                               std::to_string(j.size()));
  std::vector<std::string> out;
  for (const auto& item : j) {
    std::string s = item.get<std::string>();
    if (s.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "a stop string is empty; drop it");
    if (characters(s) > kMaxStopChars)
      throw Error(OD_ERROR_INVALID_ARGUMENT, "a stop string is " + std::to_string(characters(s)) +
                                                 " characters long; the limit is " + std::to_string(kMaxStopChars));
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(std::move(s));
  }
  return out;
}

StopStrings::StopStrings(std::vector<std::string> stops) : stops_(std::move(stops)) {
  for (const auto& s : stops_) longest_ = std::max(longest_, s.size());
}

std::string StopStrings::push(const std::string& piece) {
  if (found_ || piece.empty()) return "";
  size_t start = buffer_.size() + 1 > longest_ ? buffer_.size() + 1 - longest_ : 0;  // earlier text was searched
  buffer_ += piece;
  std::optional<std::pair<size_t, const std::string*>> hit;
  for (const auto& s : stops_) {
    size_t i = buffer_.find(s, start);
    if (i != std::string::npos && (!hit || i < hit->first)) hit.emplace(i, &s);
  }
  if (hit) {
    found_ = *hit->second;
    buffer_.resize(hit->first);
    return show(buffer_.size());
  }
  return show(buffer_.size() - held());
}

size_t StopStrings::held() const {
  for (size_t n = std::min(longest_ ? longest_ - 1 : 0, buffer_.size()); n > 0; --n) {
    std::string_view tail = std::string_view(buffer_).substr(buffer_.size() - n);
    for (const auto& s : stops_)
      if (s.compare(0, n, tail) == 0 && s.size() > n) return n;
  }
  return 0;
}

std::string StopStrings::show(size_t end) {
  end = std::max(end, shown_);
  std::string out = buffer_.substr(shown_, end - shown_);
  shown_ = end;
  return out;
}

}  // namespace omnidraft::runtime
