#include "runtime/speculative.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>

#include "errors.h"
#include "runtime/prompt_cache.h"
#include "tokenizer/unicode.h"

namespace omnidraft::runtime {

const char* const kMethods[5] = {"omnidraft", "target-only", "spd-dm", "prompt-lookup", "omnidraft+lookup"};

namespace {

constexpr size_t kLookbehindTokens = 4;

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

bool valid_utf8(std::string_view s) { return unicode::to_valid_utf8(s) == s; }

struct Stats {
  size_t rounds = 0, drafted_tokens = 0, proposed_target_tokens = 0, accepted_target_tokens = 0,
         accepted_draft_tokens = 0, bonus_tokens = 0, ngram_merges_proposed = 0, ngram_merges_accepted = 0,
         lookup_rounds = 0;
  std::map<std::string, double> time_s{{"prefill", 0}, {"draft", 0}, {"translate", 0},
                                       {"verify", 0},  {"rollback", 0}, {"record", 0}};

  nlohmann::json as_json(const std::string& method, size_t new_tokens, double elapsed, const cache_store::NgramStore& cache) const {
    auto ratio = [](size_t a, size_t b) { return b ? nlohmann::json(round_to(double(a) / double(b), 4)) : nlohmann::json(); };
    nlohmann::json split = nlohmann::json::object();
    for (auto& [k, v] : time_s) split[k] = round_to(v, 4);
    return {{"method", method},
            {"new_tokens", new_tokens},
            {"rounds", rounds},
            {"drafted_tokens", drafted_tokens},
            {"proposed_target_tokens", proposed_target_tokens},
            {"accepted_target_tokens", accepted_target_tokens},
            {"acceptance_per_draft_token", ratio(accepted_draft_tokens, drafted_tokens)},
            {"acceptance_per_target_token", ratio(accepted_target_tokens, proposed_target_tokens)},
            {"mean_accepted_length", ratio(accepted_target_tokens + bonus_tokens, rounds)},
            {"ngram_merges_proposed", ngram_merges_proposed},
            {"ngram_merges_accepted", ngram_merges_accepted},
            {"ngram_cache_entries", cache.size()},
            {"ngram_cache_bytes", cache.bytes()},
            {"ngram_cache_evictions", cache.counters().evictions},
            {"prompt_lookup_rounds", lookup_rounds},
            {"elapsed_s", round_to(elapsed, 4)},
            {"prefill_s", round_to(time_s.at("prefill"), 4)},
            {"tokens_per_s", elapsed > 0 ? nlohmann::json(round_to(new_tokens / elapsed, 2)) : nlohmann::json()},
            {"time_split_s", split}};
  }
};

}  // namespace

bool is_method(const std::string& method) {
  return std::any_of(std::begin(kMethods), std::end(kMethods), [&](const char* m) { return method == m; });
}

std::vector<uint32_t> prompt_lookup(const std::vector<uint32_t>& history, size_t k, size_t max_n, size_t min_n) {
  size_t size = history.size();
  for (size_t n = max_n; n >= min_n && n > 0; --n) {
    if (size <= n) continue;
    for (size_t s = size - n; s-- > 0;) {  // the most recent earlier occurrence first
      if (!std::equal(history.begin() + static_cast<std::ptrdiff_t>(s), history.begin() + static_cast<std::ptrdiff_t>(s + n),
                      history.end() - static_cast<std::ptrdiff_t>(n)))
        continue;
      size_t from = s + n, to = std::min(size, from + k);
      if (to > from) return std::vector<uint32_t>(history.begin() + static_cast<std::ptrdiff_t>(from),
                                                  history.begin() + static_cast<std::ptrdiff_t>(to));
    }
  }
  return {};
}

SpeculativeDecoder::SpeculativeDecoder(LanguageModel& target, const TokenBytes& target_tokens, LanguageModel* draft,
                                       const TokenBytes* draft_tokens, const VocabBridge* bridge,
                                       cache_store::NgramStore& cache, size_t k)
    : target_(target), target_tokens_(target_tokens), draft_(draft), draft_tokens_(draft_tokens), bridge_(bridge),
      cache_(cache), k_(k) {
  if (k < 1) throw Error(OD_ERROR_INVALID_ARGUMENT, "k = 0: draft length, an integer >= 1");
  if (draft_tokens_) {
    auto probe = draft_tokens_->tokenizer().encode("a", true, false);
    if (!probe.empty() && draft_tokens_->is_special(probe[0])) draft_bos_ = probe[0];
  }
}

// --- drafting ---------------------------------------------------------------------------------

bool SpeculativeDecoder::draft_fits(State& st, bool use_cache) const {
  size_t longest = k_ * std::max<size_t>(1, use_cache ? cache_.max_n() : 1);
  st.draft_context_full = st.draft_context_full || st.d_ctx.size() + longest > draft_->max_length();
  return !st.draft_context_full;
}

std::vector<uint32_t> SpeculativeDecoder::draft(State& st, size_t k, bool use_cache, Sampling& s,
                                                std::vector<std::vector<double>>& rows) {
  size_t keep = common_prefix(st.d_fed, st.d_ctx);
  if (keep == st.d_ctx.size()) --keep;  // the last context token must be fed again for its logits
  if (!st.draft_cached) st.draft_cached = keep;
  draft_->rollback(keep);
  st.d_fed.resize(keep);
  std::vector<uint32_t> feed(st.d_ctx.begin() + static_cast<std::ptrdiff_t>(keep), st.d_ctx.end());
  Logits logits = draft_->forward(feed, false, 1);
  st.d_fed.insert(st.d_fed.end(), feed.begin(), feed.end());
  std::vector<uint32_t> drafted;
  size_t units = k * std::max<size_t>(1, use_cache ? cache_.max_n() : 1);  // k units of at most max_n tokens
  for (size_t i = 0; i < units; ++i) {
    uint32_t token;
    if (s.c.greedy()) {
      token = argmax(logits.row(logits.rows - 1), logits.vocab);
    } else {  // the target's temperature, top-k, top-p and min-p; no penalties (q' is any law really sampled)
      rows.push_back(probabilities(logits.row(logits.rows - 1), logits.vocab, s.c));
      token = sample(rows.back(), s.rng);
    }
    drafted.push_back(token);
    if (st.draft_stop.count(token) || !budget_open(drafted, k, use_cache)) break;
    logits = draft_->forward({token});
    st.d_fed.push_back(token);
  }
  return drafted;
}

// Whether to draft another token: the budget k counts target tokens (runtime/speculative.py).
bool SpeculativeDecoder::budget_open(const std::vector<uint32_t>& drafted, size_t k, bool use_cache) {
  Proposal prop = translate(drafted, {}, use_cache, std::nullopt, false);
  size_t done = 0;
  for (size_t n : prop.spans) done += n;
  size_t m = prop.target_ids.size();
  if (done < drafted.size())  // the tail has no mapping yet: only a merge could still make it one
    return m < k && use_cache && cache_.may_extend(cache_store::Key(drafted.begin() + static_cast<std::ptrdiff_t>(done), drafted.end()));
  if (m != k) return m < k;
  return use_cache && cache_.may_extend(cache_store::Key(drafted.begin() + static_cast<std::ptrdiff_t>(done - prop.spans.back()), drafted.end()));
}

SpeculativeDecoder::Proposal SpeculativeDecoder::translate(const std::vector<uint32_t>& drafted,
                                                           const std::vector<std::vector<double>>& rows, bool use_cache,
                                                           std::optional<size_t> limit, bool touch,
                                                           const std::string& rule) {
  const auto& d2t = bridge_->draft_to_target();
  Proposal prop;
  const std::vector<uint8_t>* starts = !rows.empty() && use_cache && rule == "exact" ? &merge_starts() : nullptr;
  size_t i = 0;
  while (i < drafted.size() && (!limit || prop.target_ids.size() < *limit)) {
    std::optional<cache_store::Match> hit;
    if (use_cache) hit = cache_.longest_match(drafted, i, touch);
    uint32_t target_id;
    size_t n;
    if (hit) {
      target_id = hit->target, n = hit->n;
    } else if (d2t[drafted[i]] >= 0) {
      target_id = static_cast<uint32_t>(d2t[drafted[i]]), n = 1;
    } else {
      if (!rows.empty()) prop.end_row = q_row(rows[i], drafted[i], rule, starts);
      break;
    }
    if (!rows.empty() && rule != "eq2") {
      prop.q_rows.push_back(n > 1 ? std::nullopt : q_row(rows[i], drafted[i], rule, starts));
    } else if (!rows.empty()) {
      std::vector<double> q_row = lift(rows[i]);
      if (n > 1) {  // paper Eq. 2: the merged token takes the product, its first sub-token loses it
        double mass = 1.0;
        for (size_t j = 0; j < n; ++j) mass *= rows[i + j][drafted[i + j]];
        if (d2t[drafted[i]] >= 0) {
          double& first = q_row[static_cast<size_t>(d2t[drafted[i]])];
          first = std::max(0.0, first - mass);
        }
        q_row[target_id] += mass;
      }
      prop.q_rows.push_back(std::move(q_row));
    }
    prop.target_ids.push_back(target_id);
    prop.spans.push_back(n);
    i += n;
  }
  return prop;
}

// eq2 (and exact without a cache): the lifted q. point, or a token that starts a cached n-gram: the
// point mass. Otherwise the lifted q restricted to the tokens that start none, renormalized: the law
// of the proposal given that no merge could start here.
std::optional<std::vector<double>> SpeculativeDecoder::q_row(const std::vector<double>& q, uint32_t token,
                                                             const std::string& rule,
                                                             const std::vector<uint8_t>* starts) const {
  if (rule == "eq2" || (rule == "exact" && !starts)) return lift(q);
  if (rule == "point" || (token < starts->size() && (*starts)[token])) return std::nullopt;
  std::vector<double> outside = q;
  double total = 0;
  for (size_t d = 0; d < outside.size(); ++d) {
    if (d < starts->size() && (*starts)[d]) outside[d] = 0.0;
    total += outside[d];
  }
  for (double& v : outside) v /= total;
  return lift(outside);
}

const std::vector<uint8_t>& SpeculativeDecoder::merge_starts() {
  const auto& n = cache_.counters();
  auto key = std::make_tuple(n.inserts, n.evictions, n.agings, cache_.size());
  if (starts_key_ != key) {
    starts_.assign(bridge_->draft_to_target().size(), 0);
    for (const auto& [ids, entry] : cache_.items())
      if (!ids.empty() && ids[0] < starts_.size()) starts_[ids[0]] = 1;
    starts_key_ = key;
  }
  return starts_;
}

// q over the drafter vocab -> q' over the target vocab through the direct mapping.
std::vector<double> SpeculativeDecoder::lift(const std::vector<double>& q) const {
  std::vector<double> row(target_.vocab_size(), 0.0);
  const auto& d2t = bridge_->draft_to_target();
  for (size_t d = 0; d < d2t.size() && d < q.size(); ++d)
    if (d2t[d] >= 0) row[static_cast<size_t>(d2t[d])] += q[d];
  return row;
}

// --- synchronisation ----------------------------------------------------------------------------

void SpeculativeDecoder::sync_draft(State& st, const std::vector<uint32_t>& new_target_ids) {
  std::string data = st.pending_bytes + target_tokens_.decode_bytes(new_target_ids);
  std::vector<std::string> window = window_bytes(st.d_ctx);
  std::string joined;
  for (const std::string& b : window) joined += b;
  data = joined + data;
  size_t cut = data.size();
  while (cut > 0 && !valid_utf8(std::string_view(data).substr(0, cut))) --cut;
  st.d_ctx.resize(st.d_ctx.size() - window.size());
  auto ids = draft_tokens_->encode_continuation(data.substr(0, cut));
  st.d_ctx.insert(st.d_ctx.end(), ids.begin(), ids.end());
  st.pending_bytes = data.substr(cut);
}

// Bytes of the last few drafter tokens, reaching back to a UTF-8 character start and never past a
// special token (byte-level tokens can split a character).
std::vector<std::string> SpeculativeDecoder::window_bytes(const std::vector<uint32_t>& d_ctx) const {
  std::vector<std::string> out;
  for (auto it = d_ctx.rbegin(); it != d_ctx.rend(); ++it) {
    const auto& b = draft_tokens_->bytes_of(*it);
    if (!b) break;
    if (out.size() >= kLookbehindTokens && !out.front().empty()) {
      unsigned char c = static_cast<unsigned char>(out.front()[0]);
      if (!(c >= 0x80 && c < 0xC0)) break;
    }
    out.insert(out.begin(), *b);
    if (out.size() >= 4 * kLookbehindTokens) break;
  }
  return out;
}

// Every accepted target token that the drafter spells with n > 1 tokens becomes a cache entry.
void SpeculativeDecoder::learn(const std::vector<uint32_t>& accepted) {
  for (uint32_t t : accepted) {
    const auto& b = target_tokens_.bytes_of(t);
    if (!b || b->size() < 2 || !valid_utf8(*b)) continue;
    auto spelled = draft_tokens_->encode_continuation(*b);
    if (spelled.size() > 1 && draft_tokens_->decode_bytes(spelled) == *b) cache_.observe(t, spelled);
  }
}

// --- the loop ---------------------------------------------------------------------------------

std::vector<uint32_t> SpeculativeDecoder::generate(const std::vector<uint32_t>& prompt, size_t max_new_tokens,
                                                   const std::string& method, const std::set<uint32_t>& stop_ids,
                                                   const TokenSink& on_tokens, nlohmann::json& stats_out,
                                                   const Controls& controls, uint64_t seed, bool reuse,
                                                   const std::string& rule, bool seeded) {
  if (!is_method(method))
    throw Error(OD_ERROR_INVALID_ARGUMENT, "method '" + method + "': choose omnidraft, target-only, spd-dm, "
                                           "prompt-lookup or omnidraft+lookup");
  bool uses_drafter = method == "omnidraft" || method == "spd-dm" || method == "omnidraft+lookup";
  if (uses_drafter && !draft_) throw Error(OD_ERROR_INVALID_ARGUMENT, "method " + method + " needs a drafter bundle");
  if (prompt.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "the prompt is empty");
  bool use_cache = method == "omnidraft" || method == "omnidraft+lookup";
  if (rule != "exact" && rule != "point" && rule != "eq2")
    throw Error(OD_ERROR_INVALID_ARGUMENT, "sampling rule '" + rule + "': choose exact, point or eq2");
  Sampling s{controls, rule, Rng(seed)};
  State st;
  Stats stats;
  std::optional<PromptControl> control;
  if (uses_drafter) control.emplace(control_, method, seeded && !controls.greedy());
  auto t_start = Clock::now();

  size_t cached = 0;
  Logits logits = prefill(target_, prompt, true, reuse, cached);
  stats.time_s["prefill"] += since(t_start);
  Penalties penalties(controls, prompt, logits.vocab);
  std::vector<double> z = penalties.apply(logits.row(0), logits.vocab);
  uint32_t first = controls.greedy() ? argmax(z) : sample(probabilities(z.data(), z.size(), controls), s.rng);
  penalties.push({first});
  std::vector<uint32_t> out{first};
  bool go_on = !on_tokens || on_tokens({first});
  std::vector<uint32_t> history = prompt;
  history.push_back(first);
  if (uses_drafter) {
    auto t0 = Clock::now();
    if (!reuse) draft_->reset();
    st.d_fed = draft_->tokens();  // the first draft() keeps the prefix it shares with d_ctx
    st.d_ctx = bridge_->target_to_draft_prompt(prompt, draft_bos_);
    const auto& d2t = bridge_->draft_to_target();
    for (uint32_t d = 0; d < d2t.size(); ++d)
      if (d2t[d] >= 0 && stop_ids.count(static_cast<uint32_t>(d2t[d]))) st.draft_stop.insert(d);
    sync_draft(st, {first});
    stats.time_s["rollback"] += since(t0);
  }

  while (go_on && out.size() < max_new_tokens && !stop_ids.count(out.back())) {
    ++stats.rounds;
    size_t room = max_new_tokens - out.size();  // proposals beyond this could never be kept
    auto t0 = Clock::now();
    Proposal prop;
    auto lookup = [&](size_t min_n) {  // prompt lookup's continuation, judged by the point-mass rule
      prop.target_ids = prompt_lookup(history, std::min(k_, room), 3, min_n);
      prop.spans.assign(prop.target_ids.size(), 1);
      prop.from_lookup = true;
      stats.lookup_rounds += !prop.target_ids.empty();
    };
    if (method == "prompt-lookup" || method == "omnidraft+lookup") lookup(method == "omnidraft+lookup" ? 2 : 1);
    std::vector<uint32_t> drafted;
    bool could_draft = uses_drafter && !st.d_ctx.empty() && prop.target_ids.empty() && st.pending_bytes.empty() &&
                       draft_fits(st, use_cache);
    std::vector<uint32_t> instead;  // what skipping the drafter would propose
    if (could_draft && control->should_draft()) {
      instead = prompt_lookup(history, std::min(k_, room), 3, 1);
      std::vector<std::vector<double>> rows;
      drafted = draft(st, std::min(k_, room), use_cache, s, rows);
      auto t1 = Clock::now();
      stats.time_s["draft"] += std::chrono::duration<double>(t1 - t0).count();
      prop = translate(drafted, rows, use_cache, std::min(k_, room), true, rule);
      stats.drafted_tokens += drafted.size();
      for (size_t n : prop.spans) stats.ngram_merges_proposed += n > 1;
      stats.time_s["translate"] += since(t1);
    } else {
      if (could_draft) lookup(1);  // the controller skipped the drafter: lookup fills the verifying call's spare row
      stats.time_s["draft"] += since(t0);
    }
    std::vector<uint32_t> proposed(prop.target_ids.begin(),
                                   prop.target_ids.begin() + static_cast<std::ptrdiff_t>(std::min(room, prop.target_ids.size())));
    stats.proposed_target_tokens += proposed.size();

    t0 = Clock::now();
    size_t base = target_.length();
    std::vector<uint32_t> feed{out.back()};
    feed.insert(feed.end(), proposed.begin(), proposed.end());
    logits = target_.forward(feed, true);
    auto [accepted, bonus] = verify(logits, prop, proposed, s, penalties);
    auto t1 = Clock::now();
    stats.time_s["verify"] += std::chrono::duration<double>(t1 - t0).count();
    if (!drafted.empty()) {  // lookup would have had accepted its common prefix with the round's tokens
      std::vector<uint32_t> emitted(proposed.begin(), proposed.begin() + static_cast<std::ptrdiff_t>(accepted));
      emitted.push_back(bonus);
      control->record(drafted.size(), accepted, common_prefix(instead, emitted));
    }

    target_.rollback(base + 1 + accepted);
    if (trace_) trace_->push_back({{"drafted", drafted}, {"proposed", proposed}, {"accepted", accepted}});
    stats.accepted_target_tokens += accepted;
    if (!drafted.empty())
      for (size_t i = 0; i < accepted; ++i) stats.accepted_draft_tokens += prop.spans[i];
    for (size_t i = 0; i < accepted; ++i) stats.ngram_merges_accepted += prop.spans[i] > 1;
    std::vector<uint32_t> fresh(proposed.begin(), proposed.begin() + static_cast<std::ptrdiff_t>(accepted));
    fresh.push_back(bonus);
    ++stats.bonus_tokens;
    for (size_t i = 0; i < fresh.size(); ++i) {  // stop at the first stop token or the length limit
      if (stop_ids.count(fresh[i]) || out.size() + i + 1 >= max_new_tokens) {
        fresh.resize(i + 1);
        break;
      }
    }
    out.insert(out.end(), fresh.begin(), fresh.end());
    history.insert(history.end(), fresh.begin(), fresh.end());
    penalties.push(fresh);
    go_on = !on_tokens || on_tokens(fresh);  // a stop still lets the drafter and the cache take this round in
    if (uses_drafter) {
      sync_draft(st, fresh);
      if (use_cache) learn(fresh);
    }
    stats.time_s["rollback"] += since(t1);
  }
  stats_out = stats.as_json(method, out.size(), since(t_start), cache_);
  stats_out["prompt_tokens"] = prompt.size();
  stats_out["cached_tokens"] = cached;
  stats_out["draft_cached_tokens"] = st.draft_cached ? nlohmann::json(*st.draft_cached) : nlohmann::json();
  stats_out["draft_context_full"] = st.draft_context_full;
  stats_out["draft_control"] = control ? control->stats() : nlohmann::json();
  return out;
}

// Number of proposals accepted, and the token that follows them (correction or bonus). Row n is the
// target's distribution after proposals 0..n-1, which count as generated text for the penalties
// (they are accepted whenever row n is used).
std::pair<size_t, uint32_t> SpeculativeDecoder::verify(const Logits& logits, const Proposal& prop,
                                                       const std::vector<uint32_t>& proposed, Sampling& s,
                                                       const Penalties& penalties) {
  auto row = [&](size_t n) { return penalties.apply(logits.row(n), logits.vocab, proposed.data(), n); };
  if (s.c.greedy()) {
    auto choice = [&](size_t n) {
      return s.c.penalized() ? argmax(row(n)) : argmax(logits.row(n), logits.vocab);
    };
    size_t n = 0;
    while (n < proposed.size() && choice(n) == proposed[n]) ++n;
    return {n, choice(n)};
  }
  for (size_t n = 0; n < proposed.size(); ++n) {
    std::vector<double> z = row(n), p = probabilities(z.data(), z.size(), s.c);
    // a lookup is deterministic: the point mass
    const std::vector<double>* q = prop.from_lookup || !prop.q_rows[n] ? nullptr : &*prop.q_rows[n];
    auto replacement = q ? accept_or_resample(p, *q, proposed[n], s.rng) : accept_point_mass(p, proposed[n], s.rng);
    if (replacement) return {n, *replacement};
  }
  std::vector<double> z = row(proposed.size()), p = probabilities(z.data(), z.size(), s.c);
  if (prop.end_row && proposed.size() == prop.target_ids.size())
    // the drafter's next token had no mapping: that outcome is a rejected proposal, so the token comes
    // from the residual, which keeps the output distributed as p
    return {proposed.size(), sample_residual(p, *prop.end_row, s.rng)};
  return {proposed.size(), sample(p, s.rng)};
}

}  // namespace omnidraft::runtime
