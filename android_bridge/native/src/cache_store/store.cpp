#include "cache_store/store.h"

#include <algorithm>

#include "errors.h"

namespace omnidraft::cache_store {

std::optional<Policy> parse_policy(const std::string& name) {
  if (name == "lru") return Policy::kLru;
  if (name == "lfu") return Policy::kLfu;
  if (name == "none") return Policy::kNone;
  return std::nullopt;
}

const char* policy_name(Policy policy) {
  switch (policy) {
    case Policy::kLru: return "lru";
    case Policy::kLfu: return "lfu";
    default: return "none";
  }
}

NgramStore::NgramStore(Policy policy, uint64_t max_entries, uint64_t max_bytes, uint64_t aging_period, Namespace ns)
    : policy_(policy),
      max_entries_(policy != Policy::kNone ? max_entries : 0),
      max_bytes_(policy != Policy::kNone ? max_bytes : 0),
      // LFU halves counts every aging_period uses; by default four times the entry bound (as asked,
      // before policy none drops the bound: Python computes it from the argument too)
      aging_period_(aging_period ? aging_period : (max_entries ? 4 * max_entries : 65536)),
      namespace_(std::move(ns)) {}

NgramStore::Priority NgramStore::priority(const Key& key, const Entry& e) const {
  return {policy_ == Policy::kLfu ? e.count : 0, e.last_used, key};
}

void NgramStore::observe(uint32_t target_id, const Key& draft_ids) {
  if (draft_ids.size() < 2 || draft_ids.size() > kMaxNgram) return;
  auto it = entries_.find(draft_ids);
  if (it != entries_.end()) {
    it->second.target = target_id;
    counters_.updates++;
    use(it->first, it->second);
    return;
  }
  clock_++;
  add(draft_ids, Entry{target_id, 1, clock_});
  counters_.inserts++;
  tick_aging();
  enforce_bounds();
}

std::optional<Match> NgramStore::longest_match(const std::vector<uint32_t>& drafted, size_t start, bool touch) {
  if (start >= drafted.size()) throw Error(OD_ERROR_INVALID_ARGUMENT, "longest_match: start is past the drafted ids");
  if (!prefixes_.count(Key{drafted[start]})) return std::nullopt;
  if (touch) counters_.lookups++;
  for (size_t n = std::min(max_n(), drafted.size() - start); n > 1; --n) {
    auto it = entries_.find(Key(drafted.begin() + start, drafted.begin() + start + n));
    if (it != entries_.end()) {
      if (touch) {
        counters_.hits++;
        use(it->first, it->second);
      }
      return Match{it->second.target, n};
    }
  }
  return std::nullopt;
}

void NgramStore::use(const Key& key, Entry& entry) {
  if (policy_ != Policy::kNone) queue_.erase(priority(key, entry));
  entry.last_used = ++clock_;
  entry.count = std::min(entry.count + 1, kMaxCount);
  if (policy_ != Policy::kNone) queue_.insert(priority(key, entry));
  tick_aging();
}

void NgramStore::tick_aging() {
  if (policy_ != Policy::kLfu) return;
  if (++uses_since_aging_ >= aging_period_) age();
}

void NgramStore::age() {
  for (auto& [key, e] : entries_) e.count = std::max<uint64_t>(1, e.count / 2);
  uses_since_aging_ = 0;
  counters_.agings++;
  rebuild_queue();
}

void NgramStore::rebuild_queue() {
  queue_.clear();
  if (policy_ == Policy::kNone) return;
  for (const auto& [key, e] : entries_) queue_.insert(priority(key, e));
}

void NgramStore::add(const Key& key, const Entry& entry) {
  entries_[key] = entry;
  bytes_ += entry_bytes(key.size());
  for (size_t n = 1; n < key.size(); ++n) prefixes_[Key(key.begin(), key.begin() + n)]++;
  lengths_[key.size()]++;
  if (policy_ != Policy::kNone) queue_.insert(priority(key, entry));
}

void NgramStore::remove(const Key& key) {
  auto it = entries_.find(key);
  if (policy_ != Policy::kNone) queue_.erase(priority(key, it->second));
  entries_.erase(it);
  bytes_ -= entry_bytes(key.size());
  for (size_t n = 1; n < key.size(); ++n) {
    auto p = prefixes_.find(Key(key.begin(), key.begin() + n));
    if (--p->second == 0) prefixes_.erase(p);
  }
  auto l = lengths_.find(key.size());
  if (--l->second == 0) lengths_.erase(l);
}

bool NgramStore::over_bounds() const {
  return (max_entries_ && entries_.size() > max_entries_) || (max_bytes_ && bytes_ > max_bytes_);
}

void NgramStore::enforce_bounds() {
  while (over_bounds()) {
    Key victim = std::get<2>(*queue_.begin());  // the smallest priority; a copy: remove() erases it from the queue
    remove(victim);
    counters_.evictions++;
  }
}

void NgramStore::restore(const std::vector<std::pair<Key, Entry>>& items, uint64_t clock, uint64_t uses_since_aging) {
  entries_.clear();
  prefixes_.clear();
  lengths_.clear();
  queue_.clear();
  bytes_ = 0;
  for (const auto& [key, entry] : items) add(key, entry);
  clock_ = clock;
  for (const auto& [key, e] : entries_) clock_ = std::max(clock_, e.last_used);
  uses_since_aging_ = uses_since_aging;
  rebuild_queue();
  enforce_bounds();
}

void NgramStore::merge(const NgramStore& other) {
  if (namespace_ != other.namespace_)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "these caches belong to different drafter/target vocabularies or scopes");
  std::map<Key, Entry> merged = entries_;
  for (const auto& [key, theirs] : other.entries_) {
    auto it = merged.find(key);
    if (it == merged.end()) {
      merged.emplace(key, theirs);
      continue;
    }
    const Entry& ours = it->second;
    // the stronger entry's target: larger (count, last_used, target); on a full tie they are equal
    const Entry& strong = std::make_tuple(theirs.count, theirs.last_used, theirs.target) >
                                  std::make_tuple(ours.count, ours.last_used, ours.target) ? theirs : ours;
    it->second = Entry{strong.target, std::max(ours.count, theirs.count), std::max(ours.last_used, theirs.last_used)};
  }
  restore({merged.begin(), merged.end()}, std::max(clock_, other.clock_), uses_since_aging_);
}

}  // namespace omnidraft::cache_store
