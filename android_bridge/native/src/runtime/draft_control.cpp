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
constexpr size_t kExploreEvery = 4;  // Python's EXPLORE_EVERY

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

PromptControl::PromptControl(DraftControl& control, const std::string& method, bool afresh)
    : control_(control), method_(method) {
  auto found = control.memory_.find(method);
  bool memory = !afresh && found != control.memory_.end();
  size_t without = control.prompts_without_[method];
  if (!memory || control.cost() == 0 || pays(found->second)) {  // drafting, from what paid before
    if (memory && control.cost() != 0) sums_ = found->second;
    control.prompts_without_[method] = 0;
  } else if (without < kExploreEvery - 1) {  // this prompt without the drafter
    sums_ = found->second;
    on_ = false;
    without_drafter_ = true;
    control.prompts_without_[method] = without + 1;
  } else {  // trying afresh, from the prior
    control.prompts_without_[method] = 0;
  }
}

bool PromptControl::pays(const DraftSums& sums) const {
  return sums.accepted - sums.lookup > control_.cost() * sums.drafted;
}

bool PromptControl::should_draft() {
  if (on_ || control_.cost() == 0) return true;
  if (without_drafter_) {
    ++skipped_rounds_;
    return false;
  }
  if (waited_ >= gap_) {
    waited_ = 0;
    ++probes_;
    return true;
  }
  ++waited_;
  ++skipped_rounds_;
  return false;
}

void PromptControl::record(size_t drafted, size_t accepted, size_t lookup) {
  ++drafted_rounds_;
  sums_.accepted = kDecay * sums_.accepted + static_cast<double>(accepted);
  sums_.lookup = kDecay * sums_.lookup + static_cast<double>(lookup);
  sums_.drafted = kDecay * sums_.drafted + static_cast<double>(drafted);
  control_.memory_[method_] = sums_;
  bool paying = pays(sums_);
  if (on_ && !paying) ++stops_;
  else if (!on_ && !paying) gap_ = std::min(2 * gap_, kLastProbeGap);
  if (paying) gap_ = kFirstProbeGap;
  on_ = paying;
  waited_ = 0;
}

nlohmann::json PromptControl::stats() const {
  double cost = control_.cost(), share = sums_.accepted / sums_.drafted, lookup = sums_.lookup / sums_.drafted;
  std::string why = "draft_cost 0: the drafter is called every round";
  if (cost != 0 && without_drafter_) {
    char text[400];
    std::snprintf(text, sizeof text,
                  "the last prompts' drafted rounds accepted %.3f target tokens per drafted token where prompt lookup "
                  "would have had %.3f; the gain is at or below the drafter's cost %.3f, so this prompt ran without it "
                  "(one such prompt in %zu tries it again)", share, lookup, cost, kExploreEvery);
    why = text;
  } else if (cost != 0) {
    char text[320];
    std::snprintf(text, sizeof text,
                  "recent rounds accepted %.3f target tokens per drafted token where prompt lookup would have had "
                  "%.3f; the gain is %s the drafter's cost %.3f (a drafted token's time over a verifying call's)",
                  share, lookup, on_ ? "above" : "at or below", cost);
    why = text;
  }
  return {{"drafting", on_}, {"prompt_without_drafter", without_drafter_}, {"drafter_cost", cost},
          {"cost_source", control_.timed() ? "timed" : "set"},
          {"drafted_rounds", drafted_rounds_}, {"skipped_rounds", skipped_rounds_}, {"probes", probes_},
          {"stops", stops_}, {"recent_accepted_per_drafted", round_to(share, 4)},
          {"recent_lookup_per_drafted", round_to(lookup, 4)}, {"why", why}};
}

}  // namespace omnidraft::runtime
