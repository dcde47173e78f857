// Prefill that keeps what a session's KV cache already holds (runtime/prompt_cache.py): the longest
// common prefix of the cached ids and the new prompt stays, the rest rolls back, and only the new
// tokens are computed. Exact: a row-stable prefill re-feeds every kept row that may have been
// computed alone (OnnxLM::forward).
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/onnx_lm.h"

namespace omnidraft::runtime {

size_t common_prefix(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b);

// The logits of the prompt's last token; `cached` gets how many prompt tokens were not computed again.
Logits prefill(OnnxLM& lm, const std::vector<uint32_t>& prompt, bool row_stable, bool reuse, size_t& cached);

}  // namespace omnidraft::runtime
