"""The n-gram cache in memory: drafter n-gram -> target token, bounded by entries and/or bytes.

One store is one namespace (a drafter vocabulary, a target vocabulary, a scope). Each entry says
"the target token ``target`` is spelled by the drafter as ``draft`` (n > 1 tokens)"; the drafting
step looks entries up by their drafter n-gram, longest match first.

Eviction is a total order, so a native port and the reference model in the tests agree exactly:
  lru:  evict the smallest (last_used, draft)
  lfu:  evict the smallest (count, last_used, draft); every ``aging_period`` uses all counts are
        halved (never below 1), so old popularity fades
  none: unbounded
``last_used`` is a logical clock that ticks on every insert, update and lookup hit.
"""

import heapq
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

POLICIES = ("lru", "lfu", "none")
MAX_NGRAM = 64  # longest drafter spelling kept; a target token is never that long in practice
MAX_COUNT = 2**32 - 1  # counts saturate here (they are uint32 in the file)


def entry_bytes(n: int) -> int:
    """Accounted size of one entry: n drafter ids (uint32), target id (uint32), count (uint32),
    last_used (uint64): the packed layout a native port keeps. Python's own objects are larger."""
    return 4 * n + 16


@dataclass(frozen=True)
class Namespace:
    """Whose cache this is: fingerprints and sizes of both vocabularies, and a free-form scope
    (task or user). A cache is only ever applied to the namespace it was built for."""
    draft_vocab: str = ""
    target_vocab: str = ""
    draft_vocab_size: int = 0
    target_vocab_size: int = 0
    scope: str = ""


@dataclass
class Entry:
    target: int
    count: int
    last_used: int


@dataclass
class Counters:
    inserts: int = 0
    updates: int = 0
    lookups: int = 0
    hits: int = 0
    evictions: int = 0
    agings: int = 0


class NgramStore:
    """Drafter n-gram -> target token; ``observe`` learns, ``longest_match`` drafts."""

    def __init__(self, policy: str = "lru", max_entries: int = 0, max_bytes: int = 0,
                 aging_period: int = 0, namespace: Namespace = Namespace()):
        if policy not in POLICIES:
            raise ValueError(f"cache policy {policy!r}: choose one of {', '.join(POLICIES)}")
        if max_entries < 0 or max_bytes < 0 or aging_period < 0:
            raise ValueError("cache bounds and aging period must be >= 0 (0 = none)")
        self.policy = policy
        self.max_entries = max_entries if policy != "none" else 0
        self.max_bytes = max_bytes if policy != "none" else 0
        # LFU halves counts every aging_period uses; by default four times the entry bound.
        self.aging_period = aging_period or (4 * max_entries if max_entries else 65536)
        self.namespace = namespace
        self.entries: dict[tuple[int, ...], Entry] = {}
        self.clock = 0
        self.uses_since_aging = 0
        self.bytes = 0
        self.counters = Counters()
        self._prefixes = Counter()  # proper prefix of an entry (length 1..n-1) -> entries starting with it
        self._lengths = Counter()  # n -> number of entries of that length
        self._heap: list[tuple] = []  # lazy eviction queue; stale items are skipped

    # --- the runtime's interface ----------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.entries)

    @property
    def max_n(self) -> int:
        return max(self._lengths) if self._lengths else 0

    def may_extend(self, draft_ids: Sequence[int]) -> bool:
        """Whether ``draft_ids`` is the proper prefix of an entry: drafting more may complete a merge."""
        return tuple(draft_ids) in self._prefixes

    def observe(self, target_id: int, draft_ids: Sequence[int]) -> None:
        """Record that ``target_id`` is spelled by the drafter as ``draft_ids`` (2 <= n <= MAX_NGRAM)."""
        key = tuple(int(d) for d in draft_ids)
        if not 2 <= len(key) <= MAX_NGRAM:
            return
        entry = self.entries.get(key)
        if entry is not None:
            entry.target = int(target_id)
            self.counters.updates += 1
            self._use(key, entry)
            return
        self.clock += 1
        self._add(key, Entry(int(target_id), 1, self.clock))
        self.counters.inserts += 1
        self._tick_aging()
        self._enforce_bounds()

    def longest_match(self, drafted: Sequence[int], start: int, touch: bool = True) -> tuple[int, int] | None:
        """(target id, n) for the longest entry matching ``drafted[start:start+n]``, else None.
        ``touch=False`` only looks: no use is counted, so a drafter can ask while deciding to go on."""
        if (drafted[start],) not in self._prefixes:
            return None
        if touch:
            self.counters.lookups += 1
        for n in range(min(self.max_n, len(drafted) - start), 1, -1):
            key = tuple(drafted[start:start + n])
            entry = self.entries.get(key)
            if entry is not None:
                if touch:
                    self.counters.hits += 1
                    self._use(key, entry)
                return entry.target, n
        return None

    # --- bounds and policies --------------------------------------------------------------------

    def _priority(self, key: tuple[int, ...], e: Entry) -> tuple:
        return (e.count, e.last_used, key) if self.policy == "lfu" else (e.last_used, key)

    def _use(self, key: tuple[int, ...], entry: Entry) -> None:
        self.clock += 1
        entry.last_used = self.clock
        entry.count = min(entry.count + 1, MAX_COUNT)
        if self.policy != "none":
            heapq.heappush(self._heap, self._priority(key, entry))
            if len(self._heap) > 4 * len(self.entries) + 64:
                self._rebuild_heap()
        self._tick_aging()

    def _tick_aging(self) -> None:
        if self.policy != "lfu":
            return
        self.uses_since_aging += 1
        if self.uses_since_aging >= self.aging_period:
            self.age()

    def age(self) -> None:
        """Halve every count (never below 1): popularity from long ago fades."""
        for e in self.entries.values():
            e.count = max(1, e.count // 2)
        self.uses_since_aging = 0
        self.counters.agings += 1
        self._rebuild_heap()

    def _rebuild_heap(self) -> None:
        self._heap = [self._priority(k, e) for k, e in self.entries.items()] if self.policy != "none" else []
        heapq.heapify(self._heap)

    def _add(self, key: tuple[int, ...], entry: Entry) -> None:
        self.entries[key] = entry
        self.bytes += entry_bytes(len(key))
        for n in range(1, len(key)):
            self._prefixes[key[:n]] += 1
        self._lengths[len(key)] += 1
        if self.policy != "none":
            heapq.heappush(self._heap, self._priority(key, entry))

    def _remove(self, key: tuple[int, ...]) -> None:
        del self.entries[key]
        self.bytes -= entry_bytes(len(key))
        for counter, item in (*((self._prefixes, key[:n]) for n in range(1, len(key))), (self._lengths, len(key))):
            counter[item] -= 1
            if not counter[item]:
                del counter[item]

    def over_bounds(self) -> bool:
        return bool((self.max_entries and len(self.entries) > self.max_entries)
                    or (self.max_bytes and self.bytes > self.max_bytes))

    def victim(self) -> tuple[int, ...]:
        """The key the policy evicts next."""
        while True:
            item = self._heap[0]
            key = item[-1]
            entry = self.entries.get(key)
            if entry is not None and item == self._priority(key, entry):
                return key
            heapq.heappop(self._heap)

    def _enforce_bounds(self) -> None:
        while self.over_bounds():
            self._remove(self.victim())
            self.counters.evictions += 1

    # --- whole-cache operations -----------------------------------------------------------------

    def items(self) -> list[tuple[tuple[int, ...], Entry]]:
        """Entries in canonical order (by drafter n-gram), the order they are saved in."""
        return sorted(self.entries.items())

    def restore(self, items: Iterable[tuple[tuple[int, ...], Entry]], clock: int, uses_since_aging: int = 0) -> None:
        """Replace the contents (used by the loader), then apply this store's bounds."""
        self.entries.clear()
        self._prefixes.clear()
        self._lengths.clear()
        self.bytes = 0
        for key, entry in items:
            self._add(key, Entry(entry.target, entry.count, entry.last_used))
        self.clock = max([clock, *(e.last_used for e in self.entries.values())])
        self.uses_since_aging = uses_since_aging
        self._rebuild_heap()
        self._enforce_bounds()

    def copy(self) -> "NgramStore":
        """An independent store with the same policy, bounds, namespace and entries."""
        twin = NgramStore(self.policy, self.max_entries, self.max_bytes, self.aging_period, self.namespace)
        twin.restore(self.items(), self.clock, self.uses_since_aging)
        return twin

    def merge(self, other: "NgramStore") -> None:
        """Join ``other`` into this store: union of entries; for a key in both, the larger count and
        the later use win (the target of the stronger entry). The join is commutative, associative
        and idempotent, so syncing two devices any number of times never double-counts."""
        if self.namespace != other.namespace:
            raise ValueError("these caches belong to different drafter/target vocabularies or scopes")
        merged = dict(self.entries)
        for key, theirs in other.entries.items():
            ours = merged.get(key)
            if ours is None:
                merged[key] = theirs
            else:
                strong = max(ours, theirs, key=lambda e: (e.count, e.last_used, e.target))
                merged[key] = Entry(strong.target, max(ours.count, theirs.count), max(ours.last_used, theirs.last_used))
        self.restore(sorted(merged.items()), max(self.clock, other.clock), self.uses_since_aging)

    def prune(self, max_entries: int = 0, max_bytes: int = 0, min_count: int = 1) -> int:
        """Drop entries seen fewer than ``min_count`` times, then evict down to the given bounds by
        this store's policy (LRU order when the policy is none). Returns how many were removed."""
        before = len(self.entries)
        keep = [(k, e) for k, e in self.entries.items() if e.count >= min_count]
        trimmed = NgramStore("lru" if self.policy == "none" else self.policy, max_entries, max_bytes,
                             self.aging_period, self.namespace)
        trimmed.restore(keep, self.clock, self.uses_since_aging)  # evicts down to the new bounds
        self.restore(trimmed.items(), self.clock, self.uses_since_aging)
        self.counters.evictions += trimmed.counters.evictions
        return before - len(self.entries)

    def stats(self) -> dict:
        counts = [e.count for e in self.entries.values()]
        return {"entries": len(self.entries), "accounted_bytes": self.bytes, "policy": self.policy,
                "max_entries": self.max_entries, "max_bytes": self.max_bytes, "clock": self.clock,
                "ngram_lengths": {str(n): c for n, c in sorted(self._lengths.items())},
                "count_max": max(counts, default=0), "count_mean": round(sum(counts) / len(counts), 3) if counts else 0,
                "counters": vars(self.counters).copy(), "namespace": vars(self.namespace).copy()}
