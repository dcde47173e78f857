#include "runtime/params.h"

#include <cstdlib>
#include <stdexcept>

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

double real(const Settings& s, const std::string& key, double fallback) {
  std::string v = setting(s, key, "");
  if (v.empty()) return fallback;
  char* end = nullptr;
  double d = std::strtod(v.c_str(), &end);
  if (end != v.c_str() + v.size()) throw Error(OD_ERROR_INVALID_ARGUMENT, key + " = '" + v + "': not a number");
  return d;
}

bool flag(const Settings& s, const std::string& key, bool fallback) {
  std::string v = setting(s, key, fallback ? "1" : "0");
  if (v != "0" && v != "1") throw Error(OD_ERROR_INVALID_ARGUMENT, key + " = '" + v + "': 0 or 1");
  return v == "1";
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
