#include "runtime/prompt_cache.h"

#include <algorithm>

namespace omnidraft::runtime {

size_t common_prefix(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b) {
  size_t n = std::min(a.size(), b.size()), i = 0;
  while (i < n && a[i] == b[i]) ++i;
  return i;
}

Logits prefill(LanguageModel& lm, const std::vector<uint32_t>& prompt, bool row_stable, bool reuse, size_t& cached) {
  // the last prompt id is always fed again: its logits are what a prefill is for
  size_t keep = reuse && lm.reuses_prefix() ? std::min(common_prefix(lm.tokens(), prompt), prompt.size() - 1) : 0;
  lm.rollback(keep);
  lm.set_low_water(keep);
  Logits logits = lm.forward(std::vector<uint32_t>(prompt.begin() + static_cast<std::ptrdiff_t>(keep), prompt.end()),
                             row_stable, 1);
  cached = lm.low_water();  // a row-stable call may re-feed a few kept rows
  return logits;
}

}  // namespace omnidraft::runtime
