"""The bounded n-gram store: bounds, eviction order against a plain reference model, the file
format's round trip and canonical bytes, and merging."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from omnidraft.cache_store.format import decode, encode, store_of
from omnidraft.cache_store.store import Namespace, NgramStore, entry_bytes

NS = Namespace("d" * 64, "t" * 64, 50, 1000, "test")


class Reference:
    """The eviction rules of store.py's docstring, written the slow obvious way."""

    def __init__(self, policy, max_entries, max_bytes, aging_period):
        self.policy, self.max_entries, self.max_bytes, self.aging_period = policy, max_entries, max_bytes, aging_period
        self.entries, self.clock, self.uses = {}, 0, 0

    def _use(self, key):
        self.clock += 1
        target, count, _ = self.entries[key]
        self.entries[key] = (target, count + 1, self.clock)
        self._age()

    def _age(self):
        if self.policy == "lfu":
            self.uses += 1
            if self.uses >= self.aging_period:
                self.entries = {k: (t, max(1, c // 2), u) for k, (t, c, u) in self.entries.items()}
                self.uses = 0

    def observe(self, target, ids):
        key = tuple(ids)
        if key in self.entries:
            self.entries[key] = (target, *self.entries[key][1:])
            self._use(key)
            return
        self.clock += 1
        self.entries[key] = (target, 1, self.clock)
        self._age()
        while (self.max_entries and len(self.entries) > self.max_entries) or (
                self.max_bytes and sum(entry_bytes(len(k)) for k in self.entries) > self.max_bytes):
            rank = {"lru": lambda k: (self.entries[k][2], k), "lfu": lambda k: (self.entries[k][1], self.entries[k][2], k)}
            del self.entries[min(self.entries, key=rank[self.policy])]

    def longest_match(self, drafted, start):
        if not any(k[0] == drafted[start] for k in self.entries):
            return None
        for n in range(len(drafted) - start, 1, -1):
            key = tuple(drafted[start:start + n])
            if key in self.entries:
                self._use(key)
                return self.entries[key][0], n
        return None


ngram = st.lists(st.integers(0, 5), min_size=2, max_size=4)  # a small alphabet forces collisions
ops = st.lists(st.one_of(st.tuples(st.just("observe"), st.integers(0, 999), ngram),
                         st.tuples(st.just("lookup"), st.lists(st.integers(0, 5), min_size=1, max_size=5))),
               max_size=120)


def _apply(store, op):
    if op[0] == "observe":
        return store.observe(op[1], op[2])
    return store.longest_match(op[1], 0)


@settings(max_examples=300, deadline=None)
@given(ops=ops, policy=st.sampled_from(["lru", "lfu"]), max_entries=st.integers(0, 8),
       max_bytes=st.sampled_from([0, 40, 60, 100]), aging=st.integers(1, 10))
def test_bounds_hold_and_eviction_matches_the_reference(ops, policy, max_entries, max_bytes, aging):
    store = NgramStore(policy, max_entries, max_bytes, aging, NS)
    ref = Reference(policy, max_entries, max_bytes, aging)
    for op in ops:
        assert _apply(store, op) == _apply(ref, op)
        assert not max_entries or len(store) <= max_entries
        assert not max_bytes or store.bytes <= max_bytes
        assert store.bytes == sum(entry_bytes(len(k)) for k in store.entries)
        assert {k: (e.target, e.count, e.last_used) for k, e in store.entries.items()} == ref.entries
        for key in ref.entries:  # the prefix index follows inserts and evictions
            assert store.may_extend(key[:-1])
            assert store.may_extend(key) == any(len(o) > len(key) and o[:len(key)] == key for o in ref.entries)


@settings(max_examples=200, deadline=None)
@given(ops=ops, policy=st.sampled_from(["lru", "lfu", "none"]))
def test_save_load_round_trip_is_the_identity_and_bytes_are_canonical(ops, policy):
    store = NgramStore(policy, 6, 0, 5, NS)
    for op in ops:
        _apply(store, op)
    data = encode(store)
    again = store_of(*decode(data))
    assert {k: vars(e) for k, e in again.entries.items()} == {k: vars(e) for k, e in store.entries.items()}
    assert (again.clock, again.policy, again.namespace) == (store.clock, store.policy, store.namespace)
    assert encode(again) == data  # same cache, same bytes
    assert encode(store.copy()) == data


def _filled(ops):
    store = NgramStore("none", namespace=NS)
    for op in ops:
        _apply(store, op)
    return store


def _snapshot(store):
    return {k: (e.target, e.count, e.last_used) for k, e in store.entries.items()}


@settings(max_examples=100, deadline=None)
@given(a=ops, b=ops, c=ops)
def test_merge_is_commutative_associative_and_idempotent(a, b, c):
    def merged(*parts):
        first = parts[0]
        out = first.copy() if isinstance(first, NgramStore) else _filled(first)
        for p in parts[1:]:
            out.merge(p if isinstance(p, NgramStore) else _filled(p))
        return out

    assert _snapshot(merged(a, b)) == _snapshot(merged(b, a))
    assert _snapshot(merged(a, merged(b, c))) == _snapshot(merged(merged(a, b), c))
    assert _snapshot(merged(a, a)) == _snapshot(_filled(a))
    union = set(_filled(a).entries) | set(_filled(b).entries)
    assert set(merged(a, b).entries) == union


def test_merge_refuses_another_namespace():
    other = NgramStore("none", namespace=Namespace("x" * 64, "t" * 64, 50, 1000, "test"))
    with pytest.raises(ValueError, match="different"):
        _filled([]).merge(other)


def test_prune_drops_rare_entries_then_evicts_to_the_new_bound():
    store = NgramStore("lru", namespace=NS)
    for i in range(10):
        store.observe(i, [i, i + 1])
    for _ in range(3):
        store.longest_match([0, 1], 0)
        store.longest_match([9, 10], 0)
    assert store.prune(min_count=2) == 8 and set(store.entries) == {(0, 1), (9, 10)}
    assert store.prune(max_entries=1) == 1 and set(store.entries) == {(9, 10)}  # (9, 10) used last
    assert store.max_entries == 0  # pruning does not change the store's own bound


def test_longest_match_prefers_the_longer_ngram():
    store = NgramStore("lru", namespace=NS)
    store.observe(7, [1, 2])
    store.observe(8, [1, 2, 3])
    assert store.longest_match([1, 2, 3, 4], 0) == (8, 3)
    assert store.longest_match([1, 2, 4], 0) == (7, 2)
    assert store.longest_match([2, 1], 0) is None and not store.may_extend([2])


def test_a_look_without_touch_changes_nothing():
    store = NgramStore("lru", namespace=NS)
    store.observe(7, [1, 2])
    before = (store.clock, vars(store.counters).copy(), store.items())
    assert store.longest_match([1, 2], 0, touch=False) == (7, 2)
    assert (store.clock, vars(store.counters), store.items()) == before
    assert store.may_extend([1]) and not store.may_extend([1, 2]) and not store.may_extend([2])


def test_unknown_policy_and_negative_bounds_are_refused():
    with pytest.raises(ValueError, match="choose one of"):
        NgramStore("fifo")
    with pytest.raises(ValueError, match=">= 0"):
        NgramStore("lru", max_entries=-1)
