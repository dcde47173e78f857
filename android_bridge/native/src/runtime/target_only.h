// Greedy decoding with the target alone (runtime/target_only.py): the baseline every speedup is
// measured against, and with row_stable the reference every speculative method must reproduce.
#pragma once

#include <cstdint>
#include <functional>
#include <set>
#include <vector>

#include <nlohmann/json.hpp>

#include "runtime/language_model.h"

namespace omnidraft::runtime {

// Gets each batch of new ids as decoded; returns false to stop the generation there (OdGeneratorStop).
using TokenSink = std::function<bool(const std::vector<uint32_t>&)>;

// Prefills prompt (reuse: keeping the cached prefix it shares, runtime/prompt_cache.h), then takes the
// argmax token by token; stops at stop_ids or the limit. Returns the new ids; `stats` gets Python's
// fields (prompt_tokens, cached_tokens, new_tokens, prefill_s, decode_s, ...).
std::vector<uint32_t> greedy_decode(LanguageModel& lm, const std::vector<uint32_t>& prompt, size_t max_new_tokens,
                                    const std::set<uint32_t>& stop_ids, const TokenSink& on_tokens, bool row_stable,
                                    bool reuse, nlohmann::json& stats);

// The first index of the largest value (numpy's argmax).
uint32_t argmax(const float* row, size_t n);
// v rounded to digits decimals, ties to even as Python's round() (the stats' seconds and rates).
double round_to(double v, int digits);

}  // namespace omnidraft::runtime
