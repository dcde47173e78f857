// Settings and parameters by name (runtime/params.py's rules): parsing, with the rule in each error.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>

namespace omnidraft::runtime {

using Settings = std::map<std::string, std::string>;  // by name, as the C ABI passes them

std::string setting(const Settings& s, const std::string& key, const std::string& fallback);
// An integer setting >= minimum.
uint64_t number(const Settings& s, const std::string& key, uint64_t fallback, uint64_t minimum, const char* meaning);
double real(const Settings& s, const std::string& key, double fallback);
// A "0" or "1" setting.
bool flag(const Settings& s, const std::string& key, bool fallback = false);
// A setting by runtime/params.py's RULES (temperature, top_p, top_k, min_p, the three penalties, ...),
// refused with Python's words: "NAME must be a finite number >= 0 ... (MEANING), got VALUE".
double checked(const Settings& s, const std::string& name, double fallback);
// An integer setting by the same table (max_new_tokens, k, seed, threads, max_length), every bit kept.
uint64_t checked_integer(const Settings& s, const std::string& name, uint64_t fallback);
// The sampling rule (params.py's SAMPLING_RULES; "exact" by default).
std::string sampling_rule(const Settings& s);
// Each key is one of `known`, or starts with `open_prefix` (a family of keys, when not empty).
void only_known(const Settings& s, std::initializer_list<const char*> known, const char* what,
                std::string_view open_prefix = {});

}  // namespace omnidraft::runtime
