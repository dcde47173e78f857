#include "runtime/draft_control.h"

#include "runtime/target_only.h"  // round_to

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace omnidraft::runtime {

namespace {

constexpr double kDecay = 0.9;  // per drafted round, the weight the older rounds keep (Python's DECAY: why)
constexpr size_t kFirstProbeGap = 4, kLastProbeGap = 32;

}  // namespace

double time_draft_cost(LanguageModel& target, LanguageModel& draft, int reps) {
  std::vector<uint32_t> context;
  for (uint32_t i = 0; i < 16; ++i) context.push_back(100 + i);
  auto median_s = [&](LanguageModel& lm, bool row_stable) {
    lm.reset();
    lm.forward(context, true, 1);
    size_t base = lm.length();
    std::vector<double> times;
    for (int i = 0; i < reps; ++i) {
      auto t0 = std::chrono::steady_clock::now();
      lm.forward({context.back()}, row_stable, 1);
      times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      lm.rollback(base);
    }
    lm.reset();
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
  };
  double verify = median_s(target, true);
  double drafted = median_s(draft, false);
  return round_to(drafted / verify, 3);
}

bool PromptControl::should_draft() {
  if (on_ || control_.cost() == 0) return true;
  if (waited_ >= gap_) {
    waited_ = 0;
    ++probes_;
    return true;
  }
  ++waited_;
  ++skipped_rounds_;
  return false;
}

void PromptControl::record(size_t drafted, size_t accepted) {
  ++drafted_rounds_;
  accepted_ = kDecay * accepted_ + static_cast<double>(accepted);
  drafted_ = kDecay * drafted_ + static_cast<double>(drafted);
  bool pays = accepted_ > control_.cost() * drafted_;
  if (on_ && !pays) ++stops_;
  else if (!on_ && !pays) gap_ = std::min(2 * gap_, kLastProbeGap);
  if (pays) gap_ = kFirstProbeGap;
  on_ = pays;
  waited_ = 0;
}

nlohmann::json PromptControl::stats() const {
  double cost = control_.cost(), share = accepted_ / drafted_;
  std::string why = "draft_cost 0: the drafter is called every round";
  if (cost != 0) {
    char text[256];
    std::snprintf(text, sizeof text,
                  "recent rounds accepted %.3f target tokens per drafted token, %s the drafter's cost %.3f (a drafted "
                  "token's time over a verifying call's)", share, on_ ? "above" : "at or below", cost);
    why = text;
  }
  return {{"drafting", on_}, {"drafter_cost", cost}, {"cost_source", control_.timed() ? "timed" : "set"},
          {"drafted_rounds", drafted_rounds_}, {"skipped_rounds", skipped_rounds_}, {"probes", probes_},
          {"stops", stops_}, {"recent_accepted_per_drafted", round_to(share, 4)}, {"why", why}};
}

}  // namespace omnidraft::runtime
