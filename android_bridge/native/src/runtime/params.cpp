#include "runtime/params.h"

#include <locale.h>

#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <stdexcept>
#include <type_traits>

#include "errors.h"

namespace omnidraft::runtime {

std::string setting(const Settings& s, const std::string& key, const std::string& fallback) {
  auto it = s.find(key);
  return it == s.end() ? fallback : it->second;
}

uint64_t number(const Settings& s, const std::string& key, uint64_t fallback, uint64_t minimum, const char* meaning) {
  std::string v = setting(s, key, "");
  if (v.empty()) return fallback;
  size_t used = 0;
  long long n = -1;
  try {
    n = std::stoll(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != v.size() || n < 0 || static_cast<uint64_t>(n) < minimum)
    throw Error(OD_ERROR_INVALID_ARGUMENT, key + " = '" + v + "': " + meaning + ", an integer >= " + std::to_string(minimum));
  return static_cast<uint64_t>(n);
}

namespace {

// The whole of text as one number in std::from_chars' grammar (no leading space or '+', no hex; inf and
// nan spelled out), read in the C locale whatever the app's: strtod follows LC_NUMERIC, so "0.5" would
// fail in a German locale. std::from_chars for double would do, but it needs libc++ 20 and the NDK
// (r27) ships libc++ 18: the aarch64 libc++ build (cmake/aarch64-linux-libcxx.cmake) refuses it as
// the NDK does. strtod_l is in glibc and in bionic from API 26 (minSdk).
bool parse_real(std::string_view text, double& out) {
  std::string_view body = text.substr(!text.empty() && text[0] == '-');
  if (body.empty() || !(std::isdigit(static_cast<unsigned char>(body[0])) || body[0] == '.' ||
                        std::isalpha(static_cast<unsigned char>(body[0]))))
    return false;
  if (body.size() > 1 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) return false;
  static const locale_t c_locale = newlocale(LC_ALL_MASK, "C", static_cast<locale_t>(0));
  const std::string copy(text);  // NUL-terminated; an embedded NUL ends the parse short, so it fails
  char* end = nullptr;
  errno = 0;
  double value = strtod_l(copy.c_str(), &end, c_locale);
  if (end != copy.c_str() + copy.size() || errno == ERANGE) return false;
  out = value;
  return true;
}

}  // namespace

double real(const Settings& s, const std::string& key, double fallback) {
  std::string v = setting(s, key, "");
  if (v.empty()) return fallback;
  double d = 0;
  if (!parse_real(v, d)) throw Error(OD_ERROR_INVALID_ARGUMENT, key + " = '" + v + "': not a number");
  return d;
}

bool flag(const Settings& s, const std::string& key, bool fallback) {
  std::string v = setting(s, key, fallback ? "1" : "0");
  if (v != "0" && v != "1") throw Error(OD_ERROR_INVALID_ARGUMENT, key + " = '" + v + "': 0 or 1");
  return v == "1";
}

namespace {

// params.py's SEED_MAX, 2^63 - 1: a double holds it as 2^63, so describe() and the comparison special-case it
constexpr double kSeedMax = 9223372036854775807.0;

// runtime/params.py's Rule, for the settings that have a range.
struct Rule {
  bool integer;
  double low;
  std::optional<double> high;
  bool low_open, high_open;
  const char* meaning;
};

const std::map<std::string, Rule>& rules() {
  static const std::map<std::string, Rule> table{
      {"max_new_tokens", {true, 1, std::nullopt, false, false, "tokens to generate"}},
      {"k", {true, 1, std::nullopt, false, false, "target tokens proposed per round"}},
      {"seed", {true, 0, kSeedMax, false, false, "sampling seed"}},
      {"threads", {true, 1, std::nullopt, false, false, "intra-op threads"}},
      {"max_length", {true, 8, std::nullopt, false, false, "context length in tokens"}},
      {"draft_cost", {false, 0, std::nullopt, false, false,
                      "a drafted token's time over a verifying call's, which the break-even controller weighs "
                      "acceptance against; 0 = always draft, unset = timed at load"}},
      {"temperature", {false, 0, std::nullopt, false, false, "0 = greedy"}},
      {"top_p", {false, 0, 1, true, false, "nucleus mass, 1 = off"}},
      {"top_k", {true, 0, std::nullopt, false, false, "keep the k most probable tokens, 0 = off"}},
      {"min_p", {false, 0, 1, false, false, "keep tokens with at least min_p x the top probability, 0 = off"}},
      {"repetition_penalty", {false, 0, std::nullopt, true, false,
                              "HF/llama.cpp: logits of prompt and generated tokens divided (if > 0) or multiplied "
                              "(if < 0) by it, 1 = off"}},
      {"penalty_last_n", {true, -1, std::nullopt, false, false,
                          "the last n tokens of prompt and generated text that repetition_penalty reads (llama.cpp's "
                          "repeat_last_n), -1 = all, 0 = none"}},
      {"presence_penalty", {false, -2, 2, false, false,
                            "OpenAI: subtracted once from the logit of every generated token, 0 = off"}},
      {"frequency_penalty", {false, -2, 2, false, false,
                             "OpenAI: subtracted from a logit per occurrence in the generated text, 0 = off"}},
  };
  return table;
}

std::string num(double x) {  // params.py's _num: 2, not 2.0
  if (x >= kSeedMax) return std::to_string(std::numeric_limits<long long>::max());
  return x == std::floor(x) ? std::to_string(static_cast<long long>(x)) : std::to_string(x);
}

std::string describe(const Rule& r) {
  std::string lo = (r.low_open ? "> " : ">= ") + num(r.low);
  return r.high ? lo + " and " + (r.high_open ? "< " : "<= ") + num(*r.high) : lo;
}

}  // namespace

namespace {

// The value of the setting `name` (present in s) if it obeys its rule; else Python's error. Integers are
// parsed as 64-bit integers, so a seed keeps every bit; a value too large for one breaks the rule.
template <class T>
T check_rule(const std::string& name, const std::string& v) {
  const Rule& rule = rules().at(name);
  T parsed_value{};
  bool parsed;
  if constexpr (std::is_floating_point_v<T>) {
    parsed = parse_real(v, parsed_value);
  } else {
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), parsed_value);
    parsed = ec == std::errc() && end == v.data() + v.size() && !v.empty();
  }
  double value = static_cast<double>(parsed_value);
  double as_real = 0;  // shown as Python shows a number (2.5), or quoted as it shows a string ('x')
  bool number = parsed || parse_real(v, as_real);
  bool holds = parsed && std::isfinite(value) && !(value < rule.low || (rule.low_open && value == rule.low)) &&
               !(rule.high && (value > *rule.high || (rule.high_open && value == *rule.high)));
  if (!holds)
    throw Error(OD_ERROR_INVALID_ARGUMENT, name + " must be " + (rule.integer ? "an integer " : "a finite number ") +
                                               describe(rule) + " (" + rule.meaning + "), got " +
                                               (number ? v : "'" + v + "'"));
  return parsed_value;
}

}  // namespace

double checked(const Settings& s, const std::string& name, double fallback) {
  auto it = s.find(name);
  if (it == s.end()) return fallback;
  return rules().at(name).integer ? static_cast<double>(check_rule<long long>(name, it->second))
                                  : check_rule<double>(name, it->second);
}

uint64_t checked_integer(const Settings& s, const std::string& name, uint64_t fallback) {
  auto it = s.find(name);
  return it == s.end() ? fallback : static_cast<uint64_t>(check_rule<long long>(name, it->second));
}

std::string sampling_rule(const Settings& s) {
  std::string rule = setting(s, "sampling_rule", "exact");
  if (rule != "exact" && rule != "point" && rule != "eq2")
    throw Error(OD_ERROR_INVALID_ARGUMENT, "sampling_rule must be one of exact, point, eq2, got '" + rule + "'");
  return rule;
}

void only_known(const Settings& s, std::initializer_list<const char*> known, const char* what,
                std::string_view open_prefix) {
  for (auto& [key, value] : s) {
    bool ok = !open_prefix.empty() && key.rfind(open_prefix, 0) == 0;
    for (const char* k : known) ok = ok || key == k;
    if (!ok) throw Error(OD_ERROR_INVALID_ARGUMENT, std::string("unknown ") + what + " '" + key + "'");
  }
}

}  // namespace omnidraft::runtime
