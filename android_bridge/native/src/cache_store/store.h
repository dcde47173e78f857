// The n-gram cache in memory (cache_store/store.py): drafter n-gram -> target token, bounded by
// entries and/or bytes. Eviction is the same total order as Python's, so both evict the same entry:
//   lru:  the smallest (last_used, draft)
//   lfu:  the smallest (count, last_used, draft); every aging_period uses all counts are halved
//   none: unbounded
// Python keeps a lazy heap; an ordered set of the current priorities gives the same minimum.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace omnidraft::cache_store {

using Key = std::vector<uint32_t>;

constexpr size_t kMaxNgram = 64;           // longest drafter spelling kept
constexpr uint64_t kMaxCount = 0xffffffffu;  // counts saturate here (uint32 in the file)

inline uint64_t entry_bytes(size_t n) { return 4 * uint64_t(n) + 16; }

enum class Policy { kLru, kLfu, kNone };
std::optional<Policy> parse_policy(const std::string& name);
const char* policy_name(Policy policy);

struct Namespace {
  std::string draft_vocab, target_vocab;
  uint64_t draft_vocab_size = 0, target_vocab_size = 0;
  std::string scope;
  bool operator==(const Namespace& o) const {
    return draft_vocab == o.draft_vocab && target_vocab == o.target_vocab &&
           draft_vocab_size == o.draft_vocab_size && target_vocab_size == o.target_vocab_size && scope == o.scope;
  }
  bool operator!=(const Namespace& o) const { return !(*this == o); }
};

struct Entry {
  uint32_t target = 0;
  uint64_t count = 1;
  uint64_t last_used = 0;
};

struct Counters {
  uint64_t inserts = 0, updates = 0, lookups = 0, hits = 0, evictions = 0, agings = 0;
};

struct Match {
  uint32_t target;
  size_t n;
};

class NgramStore {
 public:
  NgramStore(Policy policy = Policy::kLru, uint64_t max_entries = 0, uint64_t max_bytes = 0,
             uint64_t aging_period = 0, Namespace ns = {});

  // the runtime's interface
  size_t size() const { return entries_.size(); }
  size_t max_n() const { return lengths_.empty() ? 0 : lengths_.rbegin()->first; }
  bool may_extend(const Key& draft_ids) const { return prefixes_.count(draft_ids) > 0; }
  void observe(uint32_t target_id, const Key& draft_ids);
  std::optional<Match> longest_match(const std::vector<uint32_t>& drafted, size_t start, bool touch = true);

  // whole-cache operations
  const std::map<Key, Entry>& items() const { return entries_; }  // canonical order
  void restore(const std::vector<std::pair<Key, Entry>>& items, uint64_t clock, uint64_t uses_since_aging);
  void merge(const NgramStore& other);
  void age();

  Policy policy() const { return policy_; }
  uint64_t max_entries() const { return max_entries_; }
  uint64_t max_bytes() const { return max_bytes_; }
  uint64_t aging_period() const { return aging_period_; }
  uint64_t clock() const { return clock_; }
  uint64_t uses_since_aging() const { return uses_since_aging_; }
  uint64_t bytes() const { return bytes_; }
  const Namespace& name_space() const { return namespace_; }
  const Counters& counters() const { return counters_; }

 private:
  using Priority = std::tuple<uint64_t, uint64_t, Key>;  // lfu: (count, last_used, key); lru: (0, last_used, key)
  Priority priority(const Key& key, const Entry& e) const;
  void use(const Key& key, Entry& entry);
  void tick_aging();
  void add(const Key& key, const Entry& entry);
  void remove(const Key& key);
  bool over_bounds() const;
  void enforce_bounds();
  void rebuild_queue();

  Policy policy_;
  uint64_t max_entries_, max_bytes_, aging_period_;
  Namespace namespace_;
  std::map<Key, Entry> entries_;
  uint64_t clock_ = 0, uses_since_aging_ = 0, bytes_ = 0;
  Counters counters_;
  std::map<Key, uint64_t> prefixes_;  // proper prefix (length 1..n-1) -> entries starting with it
  std::map<size_t, uint64_t> lengths_;  // n -> entries of that length
  std::set<Priority> queue_;  // the current priority of every entry (policies lru and lfu)
};

}  // namespace omnidraft::cache_store
