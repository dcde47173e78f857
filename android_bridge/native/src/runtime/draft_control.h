// The break-even controller (runtime/draft_control.py): call the drafter only while it pays, decided
// round by round. A drafted round emits 1 + a tokens for one verifying call plus d drafted tokens, a
// round without it 1 + l for the call alone (l: what prompt lookup, filling the call's spare row, gets
// accepted; a drafted round sets the lookup's proposal against the tokens it emitted). So drafting pays
// exactly when a - l > c * d * (1 + l) (c: a drafted token's time over a verifying call's). Decaying sums
// of both sides over the recent drafted rounds decide; while off, one probe after 4, 8, 16, then every 32
// rounds.
// c is timed once at load, or set ("draft_cost"; 0: always draft).
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
  // A drafted round's outcome: drafted tokens, accepted target tokens, and how many prompt lookup's
  // proposal would have had accepted in the drafter's place.
  void record(size_t drafted, size_t accepted, size_t lookup_accepted = 0);
  // What it decided and why (Python's stats["draft_control"]).
  nlohmann::json stats() const;

 private:
  const DraftControl& control_;
  double gain_ = 1.0, charged_ = 1.0, accepted_ = 1.0, drafted_ = 1.0;  // Python's PRIOR
  bool on_ = true;
  size_t gap_ = 4, waited_ = 0;
  size_t drafted_rounds_ = 0, skipped_rounds_ = 0, probes_ = 0, stops_ = 0;
};

}  // namespace omnidraft::runtime
