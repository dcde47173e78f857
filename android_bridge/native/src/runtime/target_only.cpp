#include "runtime/target_only.h"

#include <chrono>
#include <cmath>

#include "errors.h"
#include "runtime/prompt_cache.h"

namespace omnidraft::runtime {

namespace {
double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

double round_to(double v, int digits) {
  double scale = std::pow(10.0, digits);
  return std::nearbyint(v * scale) / scale;  // ties to even, as Python's round(): 13/32 -> 0.4062
}

uint32_t argmax(const float* row, size_t n) {
  size_t best = 0;
  for (size_t i = 1; i < n; ++i)
    if (row[i] > row[best]) best = i;
  return static_cast<uint32_t>(best);
}

std::vector<uint32_t> greedy_decode(LanguageModel& lm, const std::vector<uint32_t>& prompt, size_t max_new_tokens,
                                    const std::set<uint32_t>& stop_ids, const TokenSink& on_tokens, bool row_stable,
                                    bool reuse, nlohmann::json& stats) {
  if (prompt.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "the prompt is empty");
  auto t0 = std::chrono::steady_clock::now();
  size_t cached = 0;
  Logits logits = prefill(lm, prompt, row_stable, reuse, cached);
  double prefill = seconds_since(t0);
  std::vector<uint32_t> out;
  while (out.size() < max_new_tokens) {
    uint32_t token = argmax(logits.row(logits.rows - 1), logits.vocab);
    out.push_back(token);
    if (on_tokens && !on_tokens({token})) break;
    if (stop_ids.count(token) || out.size() == max_new_tokens) break;
    logits = lm.forward({token}, row_stable);
  }
  double elapsed = seconds_since(t0), decode = elapsed - prefill;
  stats = {{"reference", row_stable},
           {"prompt_tokens", prompt.size()},
           {"cached_tokens", cached},
           {"new_tokens", out.size()},
           {"prefill_s", round_to(prefill, 4)},
           {"decode_s", round_to(decode, 4)},
           {"elapsed_s", round_to(elapsed, 4)},
           // the first new token comes from the prefill pass; the rest each cost one decode step
           {"decode_tokens_per_s", out.size() > 1 && decode > 0 ? nlohmann::json(round_to((out.size() - 1) / decode, 2))
                                                                 : nlohmann::json()},
           {"tokens_per_s", round_to(out.size() / elapsed, 2)}};
  return out;
}

}  // namespace omnidraft::runtime
