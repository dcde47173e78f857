// Prefill that keeps what a session's KV cache already holds (runtime/prompt_cache.py): the longest
// common prefix of the cached ids and the new prompt stays, the rest rolls back, and only the new
// tokens are computed. Exact: a row-stable prefill re-feeds every kept row that may have been
// computed alone (OnnxLM::forward). A static (NPU) model always prefills from scratch: its prefill and
// verify graphs are different programs, and which one computes a row depends on where the prompt starts.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/language_model.h"

namespace omnidraft::runtime {

size_t common_prefix(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b);

// The logits of the prompt's last token; `cached` gets how many prompt tokens were not computed again.
Logits prefill(LanguageModel& lm, const std::vector<uint32_t>& prompt, bool row_stable, bool reuse, size_t& cached);

}  // namespace omnidraft::runtime
