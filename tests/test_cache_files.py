"""Cache files under stress: processes killed mid-save, damaged and hostile files, foreign pairs,
newer versions, two writers at once."""

import multiprocessing
import os
import random
import signal
import time

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from omnidraft.cache_store import format as fmt
from omnidraft.cache_store.format import CacheFileError, CacheVersionError, decode, encode
from omnidraft.cache_store.persist import CacheConfig, CacheFile, CachePairError, load_store, save_store
from omnidraft.cache_store.store import Namespace, NgramStore

NS = Namespace("d" * 64, "t" * 64, 5000, 9000, "")


def _store(n: int, seed: int, policy: str = "none") -> NgramStore:
    rng = random.Random(seed)
    store = NgramStore(policy, namespace=NS)
    for _ in range(n):
        store.observe(rng.randrange(9000), [rng.randrange(5000) for _ in range(rng.randint(2, 5))])
    return store



# --- crash safety ---------------------------------------------------------------------------------

def _save_forever(path, stores, ready, freeze_before_rename):
    """Save the two stores in turn until killed. With ``freeze_before_rename`` the second save stops
    with its temporary file written and synced but not yet renamed (the crash the rename guards)."""
    save_store(stores[0], path)
    if freeze_before_rename:
        def frozen(*_):
            ready.set()
            time.sleep(3600)
        os.replace = frozen  # this forked child's own os module only
    else:
        ready.set()
    i = 1
    while True:
        save_store(stores[i % 2], path)
        i += 1


def test_a_process_killed_mid_save_leaves_the_old_or_the_new_file(tmp_path):
    """Kills at random times (anywhere in encode, lock, write, fsync, rename) alternate with kills of a
    writer held just before its rename, so the test does not rest on random kills landing in the short
    write window (on a fast disk they may all land in encoding)."""
    path = tmp_path / "c.odng"
    stores = [_store(3000, 1), _store(3000, 2)]
    valid = {encode(s) for s in stores}
    save_store(stores[0], path)
    rng = random.Random(0)
    ctx = multiprocessing.get_context("fork")
    for attempt in range(40):
        frozen = attempt % 2 == 1
        ready = ctx.Event()
        child = ctx.Process(target=_save_forever, args=(path, stores, ready, frozen))
        child.start()
        assert ready.wait(60)
        if not frozen:
            time.sleep(rng.uniform(0.0, 0.1))
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        assert path.read_bytes() in valid  # whole, and one of the two caches
        if frozen:
            assert path.read_bytes() == encode(stores[0])  # the unrenamed save did not reach the file
            assert list(tmp_path.glob(".c.odng.tmp-*"))  # its debris, which the next save clears
    save_store(_store(3000, 2), path)
    assert path.read_bytes() == encode(_store(3000, 2))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.odng", "c.odng.lock"]  # no debris left


# --- hostile and damaged files --------------------------------------------------------------------

@settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=2000))
def test_random_bytes_give_only_the_clear_error(data):
    with pytest.raises(CacheFileError):
        decode(data)


@settings(max_examples=300, deadline=2000)
@given(st.data())
def test_mutated_valid_files_give_only_the_clear_error(data):
    original = bytearray(encode(_store(50, 3)))
    kind = data.draw(st.sampled_from(["flip", "truncate", "append"]))
    if kind == "flip":
        i = data.draw(st.integers(0, len(original) - 1))
        original[i] ^= 1 << data.draw(st.integers(0, 7))
    elif kind == "truncate":
        original = original[: data.draw(st.integers(0, len(original) - 1))]
    else:
        original += data.draw(st.binary(min_size=1, max_size=64))
    with pytest.raises(CacheFileError):
        decode(bytes(original))


msgpack_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(max_size=10) | st.binary(max_size=10),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=30)


@settings(max_examples=300, deadline=2000)
@given(msgpack_values)
def test_well_framed_nonsense_bodies_give_only_the_clear_error(value):
    with pytest.raises(CacheFileError):
        decode(fmt.frame(msgpack.packb(value, use_bin_type=True)))


def test_a_header_claiming_billions_of_entries_allocates_nothing():
    header = dict.fromkeys(fmt.HEADER_KEYS, 0) | {"draft_vocab": "", "target_vocab": "", "scope": "",
                                                  "policy": "lru", "entry_count": 2**32}
    # an array header claiming 2^32 - 1 elements, followed by nothing
    body = b"\x92" + msgpack.packb(header) + b"\xdd\xff\xff\xff\xff"
    t0 = time.perf_counter()
    with pytest.raises(CacheFileError, match="not valid msgpack"):
        decode(fmt.frame(body))
    assert time.perf_counter() - t0 < 1.0


def test_deep_nesting_gives_the_clear_error():
    with pytest.raises(CacheFileError):
        decode(fmt.frame(b"\x91" * 100_000 + b"\xc0"))


def test_a_header_with_a_bytes_key_gives_the_clear_error():
    """msgpack lets an empty bin through as a map key; beside str keys it once made sorting raise TypeError."""
    header = msgpack.packb(dict.fromkeys(fmt.HEADER_KEYS, 0) | {"draft_vocab": "", "target_vocab": "", "scope": "",
                                                                 "policy": "lru"})
    body = b"\x92\x8d" + header[1:] + b"\xc4\x00\x00\x90"  # 13 pairs: the twelve, then b"": 0
    with pytest.raises(CacheFileError, match="header keys must be strings"):
        decode(fmt.frame(body))


def test_unsorted_or_duplicate_entries_are_refused():
    data = encode(_store(20, 4))
    header, entries = msgpack.unpackb(data[18:-32])
    with pytest.raises(CacheFileError, match="out of order or duplicated"):
        decode(fmt.frame(msgpack.packb([header, entries[::-1]])))


def test_out_of_vocabulary_ids_are_refused():
    data = encode(_store(5, 5))
    header, entries = msgpack.unpackb(data[18:-32])
    entries[0][1] = NS.target_vocab_size
    with pytest.raises(CacheFileError, match="target id must be an integer below"):
        decode(fmt.frame(msgpack.packb([header, entries])))


def test_a_newer_version_is_a_distinct_error():
    with pytest.raises(CacheVersionError, match="newer"):
        decode(fmt.frame(b"\x90", version=fmt.VERSION + 1))


def test_older_versions_are_migrated_in_order(monkeypatch):
    current = msgpack.unpackb(encode(_store(5, 6))[18:-32])
    monkeypatch.setattr(fmt, "MIGRATIONS", {0: lambda body: body[1]})  # a v0 body wrapped v1 in [tag, v1]
    header, entries = decode(fmt.frame(msgpack.packb(["v0", current]), version=0))
    assert len(entries) == 5 and header["entry_count"] == 5


# --- the runtime's file: quarantine, wrong pair, two writers -------------------------------------

def test_a_corrupt_file_is_kept_aside_and_the_runtime_goes_on(tmp_path, capsys):
    path = tmp_path / "c.odng"
    save_store(_store(100, 7), path)
    damaged = bytearray(path.read_bytes())
    damaged[40] ^= 0xFF
    path.write_bytes(bytes(damaged))
    cache = CacheFile(CacheConfig(path), NS)
    assert len(cache.store) == 0 and cache.quarantined is not None
    assert cache.quarantined.read_bytes() == bytes(damaged)  # nothing lost
    assert "checksum mismatch" in capsys.readouterr().err
    cache.store.observe(1, [2, 3])
    cache.save()
    assert len(load_store(path)) == 1 and cache.quarantined.exists()


def test_a_cache_of_another_pair_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "c.odng"
    save_store(_store(10, 8), path)
    before = path.read_bytes()
    with pytest.raises(CachePairError, match="another drafter/target pair"):
        CacheFile(CacheConfig(path), Namespace("e" * 64, "t" * 64, 5000, 9000, ""))
    with pytest.raises(CachePairError, match="scope"):
        CacheFile(CacheConfig(path), Namespace("d" * 64, "t" * 64, 5000, 9000, "user-2"))
    assert path.read_bytes() == before


def test_a_newer_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "c.odng"
    path.write_bytes(fmt.frame(b"\x90", version=fmt.VERSION + 1))
    before = path.read_bytes()
    with pytest.raises(CacheVersionError, match="newer"):
        CacheFile(CacheConfig(path), NS)
    assert path.read_bytes() == before and len(list(tmp_path.iterdir())) == 2  # file + lock


def test_two_writers_lose_no_entry(tmp_path):
    path = tmp_path / "c.odng"
    a, b = CacheFile(CacheConfig(path), NS), CacheFile(CacheConfig(path), NS)
    a.store.observe(1, [1, 2])
    a.save()
    b.store.observe(2, [3, 4])
    b.save()  # b has not seen a's entry: it merges the file before writing
    a.store.observe(3, [5, 6])
    a.save()
    assert set(load_store(path).entries) == {(1, 2), (3, 4), (5, 6)}


def _writer(path, offset):
    cache = CacheFile(CacheConfig(path), NS)
    for i in range(30):
        cache.store.observe(i, [offset, i + 2])
        cache.save()


def test_concurrent_processes_writing_one_cache_lose_nothing(tmp_path):
    path = tmp_path / "c.odng"
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_writer, args=(path, off)) for off in (1000, 2000, 3000)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
        assert p.exitcode == 0
    assert len(load_store(path)) == 90


def test_runtime_bounds_apply_to_a_loaded_file(tmp_path):
    path = tmp_path / "c.odng"
    save_store(_store(500, 9), path)
    cache = CacheFile(CacheConfig(path, policy="lfu", max_entries=100), NS)
    assert len(cache.store) == 100 and cache.loaded_entries == 100


def test_a_valid_file_bigger_than_the_bound_is_left_alone_and_a_damaged_one_set_aside(tmp_path, capsys):
    """A file past this cache's bound is refused before it is read whole. A valid one (another process's,
    of a bigger bound) is an error and stays as it is, on load and on save; before, it was set aside as
    damaged and the next save wrote the smaller cache in its place. A damaged one is still set aside."""
    from omnidraft.cache_store.persist import max_file_bytes
    from omnidraft.errors import OmniDraftError

    path = tmp_path / "c.odng"
    save_store(_store(8000, 10), path)
    big = path.read_bytes()
    bound = 4096
    assert len(big) > max_file_bytes(bound)
    with pytest.raises(OmniDraftError, match="valid cache file of a bigger bound"):
        CacheFile(CacheConfig(path, max_bytes=bound), NS)
    assert path.read_bytes() == big and len(list(tmp_path.iterdir())) == 2  # file + lock
    small = CacheFile(CacheConfig(tmp_path / "other.odng", max_bytes=bound), NS)  # a file that grew after load
    small.path = path
    with pytest.raises(OmniDraftError, match="left as it is"):
        small.save()
    assert path.read_bytes() == big
    with pytest.raises(CacheFileError, match="larger than this cache's max_bytes allows"):
        load_store(path, max_bytes=bound)
    damaged = bytearray(big)
    damaged[len(big) // 2] ^= 1
    path.write_bytes(bytes(damaged))
    cache = CacheFile(CacheConfig(path, max_bytes=bound), NS)
    assert cache.quarantined and cache.quarantined.read_bytes() == bytes(damaged) and len(cache.store) == 0
    assert "larger than" in capsys.readouterr().err
