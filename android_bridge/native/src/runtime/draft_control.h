// The break-even controller (runtime/draft_control.py): call the drafter only while it pays, decided
// round by round. A drafted round emits 1 + a tokens for one verifying call plus d drafted tokens, a
// round without it 1 token for the call alone, so drafting pays exactly when a > c * d (c: a drafted
// token's time over a verifying call's). Decaying sums of a and d over the recent drafted rounds decide;
// while off, one probe after 4, 8, 16, then every 32 rounds. c is timed once at load, or set
// ("draft_cost"; 0: always draft).
#pragma once

#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "runtime/language_model.h"

namespace omnidraft::runtime {

class DraftControl {
 public:
  explicit DraftControl(double cost = 0.0, bool timed = false) : cost_(cost), timed_(timed) {}
  double cost() const { return cost_; }
  bool timed() const { return timed_; }

 private:
  double cost_;
  bool timed_;
};

// c on this machine: the median time of one drafter token over that of a verifying call without
// proposals (one row-stable token: two rows), each after a short context; both caches are left empty.
double time_draft_cost(LanguageModel& target, LanguageModel& draft, int reps = 5);

// One generation's decisions.
class PromptControl {
 public:
  explicit PromptControl(const DraftControl& control) : control_(control) {}
  // Called once per round that could draft: whether this one does (a probe, when off).
  bool should_draft();
  // A drafted round's outcome: drafted tokens and accepted target tokens.
  void record(size_t drafted, size_t accepted);
  // What it decided and why (Python's stats["draft_control"]).
  nlohmann::json stats() const;

 private:
  const DraftControl& control_;
  double accepted_ = 1.0, drafted_ = 1.0;  // Python's PRIOR
  bool on_ = true;
  size_t gap_ = 4, waited_ = 0;
  size_t drafted_rounds_ = 0, skipped_rounds_ = 0, probes_ = 0, stops_ = 0;
};

}  // namespace omnidraft::runtime
