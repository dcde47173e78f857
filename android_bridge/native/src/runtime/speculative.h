// Cross-vocabulary speculative decoding (OmniDraft Alg. 1) over two LanguageModel sessions
// (runtime/speculative.py, function for function). One round: the drafter drafts in its own
// vocabulary until its tokens spell k target tokens; runs matching the n-gram cache merge into one
// target token (longest first), the rest map directly, the first token with neither ends the
// proposal. The target scores all m proposals in one pass and keeps the prefix equal to its argmax.
// Both caches roll back, the drafter's context is re-tokenized over a look-behind window, and the
// cache learns from the accepted tokens. Sampling (rule "exact", the default) accepts a drafted token
// that could not start a merge with min(1, p/q'), q' conditioned on that, and every other proposal
// (merge, lookup) by the point-mass rule; "point" and the paper's "eq2" are opt-ins (Python's rules,
// docs/guarantees.md). The controls apply to the target's distribution at every verified row.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "cache_store/store.h"
#include "runtime/draft_control.h"
#include "runtime/language_model.h"
#include "runtime/sampling.h"
#include "runtime/target_only.h"
#include "runtime/vocab.h"

namespace omnidraft::runtime {

constexpr size_t kDefaultK = 1;  // target tokens proposed per round (runtime/speculative.py says why)
extern const char* const kMethods[5];
bool is_method(const std::string& method);

// Continue the most recent earlier occurrence of the longest suffix n-gram (n = max_n..min_n).
std::vector<uint32_t> prompt_lookup(const std::vector<uint32_t>& history, size_t k, size_t max_n = 3, size_t min_n = 1);

class SpeculativeDecoder {
 public:
  // draft, draft_tokens and bridge are null for a target alone (prompt-lookup still works).
  SpeculativeDecoder(LanguageModel& target, const TokenBytes& target_tokens, LanguageModel* draft, const TokenBytes* draft_tokens,
                     const VocabBridge* bridge, cache_store::NgramStore& cache, size_t k);

  // Greedy (temperature 0): the tokens of the target's row-stable reference decode with the same
  // controls, with fewer target calls. Sampling: each token distributed exactly as the target's under
  // rule "exact" or "point". reuse: both sessions keep the cached prefix the prompt shares. seeded: the
  // seed was the caller's, so a sample's drafter decisions start afresh (draft_control.h).
  std::vector<uint32_t> generate(const std::vector<uint32_t>& prompt, size_t max_new_tokens, const std::string& method,
                                 const std::set<uint32_t>& stop_ids, const TokenSink& on_tokens, nlohmann::json& stats,
                                 const Controls& controls = {}, uint64_t seed = 0, bool reuse = false,
                                 const std::string& rule = "exact", bool seeded = false);

  // When to call the drafter (runtime/draft_control.h); the default, cost 0, drafts every round.
  void set_control(DraftControl control) { control_ = control; }
  size_t k() const { return k_; }
  void set_k(size_t k) { k_ = k; }
  // A JSON array to get each round ({drafted, proposed, accepted}), as Python's decoder.trace: golden
  // vectors compare them round by round. Null: none.
  void set_trace(nlohmann::json* trace) { trace_ = trace; }

 private:
  struct Proposal {
    std::vector<uint32_t> target_ids;
    std::vector<size_t> spans;  // drafter tokens behind each (1 = direct map, n > 1 = merged)
    // q' over the target vocab per position (sampling only); nullopt where the rule takes the point mass
    std::vector<std::optional<std::vector<double>>> q_rows;
    std::optional<std::vector<double>> end_row;  // q' of the unmapped drafter token that ended it
    bool from_lookup = false;
  };
  struct Sampling {
    Controls c;
    std::string rule;
    Rng rng;
  };
  struct State {
    std::vector<uint32_t> d_ctx;  // drafter tokens of the accepted text
    std::vector<uint32_t> d_fed;  // drafter tokens in the drafter's KV cache
    std::string pending_bytes;    // accepted bytes that do not yet form whole UTF-8 characters
    std::optional<size_t> draft_cached;  // drafter tokens of the prompt its cache already held
    bool draft_context_full = false;     // the drafter's context ran out: the rest went without it
    std::set<uint32_t> draft_stop;
  };

  std::vector<uint32_t> draft(State& st, size_t k, bool use_cache, Sampling& s, std::vector<std::vector<double>>& rows);
  // Whether a round's draft fits the drafter's context (it may be shorter than the target's, and spell
  // the same text in more tokens); once it does not, the rounds go on without the drafter.
  bool draft_fits(State& st, bool use_cache) const;
  bool budget_open(const std::vector<uint32_t>& drafted, size_t k, bool use_cache);
  Proposal translate(const std::vector<uint32_t>& drafted, const std::vector<std::vector<double>>& rows,
                     bool use_cache, std::optional<size_t> limit, bool touch, const std::string& rule = "exact");
  // q' of a position whose drafted token (drawn from q) was not merged, under rule; nullopt: the point mass.
  std::optional<std::vector<double>> q_row(const std::vector<double>& q, uint32_t token, const std::string& rule,
                                           const std::vector<uint8_t>* starts) const;
  // Over the drafter vocabulary: which tokens start a cached n-gram; rebuilt when the entries change.
  const std::vector<uint8_t>& merge_starts();
  std::vector<double> lift(const std::vector<double>& q) const;
  std::pair<size_t, uint32_t> verify(const Logits& logits, const Proposal& prop, const std::vector<uint32_t>& proposed,
                                     Sampling& s, const Penalties& penalties);
  void sync_draft(State& st, const std::vector<uint32_t>& new_target_ids);
  std::vector<std::string> window_bytes(const std::vector<uint32_t>& d_ctx) const;
  void learn(const std::vector<uint32_t>& accepted);

  LanguageModel& target_;
  const TokenBytes& target_tokens_;
  LanguageModel* draft_;
  const TokenBytes* draft_tokens_;
  const VocabBridge* bridge_;
  cache_store::NgramStore& cache_;
  size_t k_;
  DraftControl control_;
  nlohmann::json* trace_ = nullptr;
  std::optional<uint32_t> draft_bos_;
  std::vector<uint8_t> starts_;  // merge_starts' memo, and the cache state it was built for
  std::optional<std::tuple<uint64_t, uint64_t, uint64_t, size_t>> starts_key_;
};

}  // namespace omnidraft::runtime
