// The break-even controller (runtime/draft_control.py): call the drafter only while it pays, decided
// round by round. A drafted round emits 1 + a tokens for one verifying call plus d drafted tokens, a
// round without it 1 + l tokens for the call alone (l: what prompt lookup in its spare row gets
// accepted), so drafting pays exactly when a - l > c * d (c: a drafted token's time over a verifying
// call's). Decaying sums of a, l and d over the recent drafted rounds decide;
// while off, one probe after 4, 8, 16, then every 32 rounds. A prompt starts from the sums the last one
// left (per method): where they say drafting does not pay it runs without the drafter, which then never
// reads it, except every kExploreEvery-th such prompt, which starts afresh; a seeded sample always starts
// afresh. c is timed once at load, or set ("draft_cost"; 0: always draft).
#pragma once

#include <cstddef>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "runtime/language_model.h"

namespace omnidraft::runtime {

// Accepted, lookup-would-accept and drafted sums, decayed per drafted round.
struct DraftSums {
  double accepted = 1.0, lookup = 0.0, drafted = 1.0;  // Python's PRIOR
};

class DraftControl {
 public:
  explicit DraftControl(double cost = 0.0, bool timed = false) : cost_(cost), timed_(timed) {}
  double cost() const { return cost_; }
  bool timed() const { return timed_; }

 private:
  friend class PromptControl;
  double cost_;
  bool timed_;
  // per method (they draft in different rounds: with lookup, only where it has no bigram match): the sums
  // its last drafted round left, and how many prompts in a row it started without the drafter
  std::map<std::string, DraftSums> memory_;
  std::map<std::string, size_t> prompts_without_;
};

// c on this machine: the median time of one drafter token over that of a verifying call without
// proposals (one row-stable token: two rows), each after a short context; both caches are left empty.
double time_draft_cost(LanguageModel& target, LanguageModel& draft, int reps = 5);

// One generation's decisions.
class PromptControl {
 public:
  // afresh: ignore what earlier prompts left (a seeded sample).
  PromptControl(DraftControl& control, const std::string& method, bool afresh);
  // Called once per round that could draft: whether this one does (a probe, when off).
  bool should_draft();
  // A drafted round's outcome: drafted tokens, accepted target tokens, and the target tokens prompt
  // lookup would have had accepted instead (its proposal's common prefix with the round's tokens).
  void record(size_t drafted, size_t accepted, size_t lookup);
  // What it decided and why (Python's stats["draft_control"]).
  nlohmann::json stats() const;

 private:
  bool pays(const DraftSums& sums) const;

  DraftControl& control_;
  std::string method_;
  DraftSums sums_;
  bool on_ = true, without_drafter_ = false;
  size_t gap_ = 4, waited_ = 0;
  size_t drafted_rounds_ = 0, skipped_rounds_ = 0, probes_ = 0, stops_ = 0;
};

}  // namespace omnidraft::runtime
