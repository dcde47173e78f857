"""The native cache_store against the Python one: same verdict on every file of a shared corpus of
valid, damaged and hostile files, byte-identical files, the same eviction order, the same merge,
and the same quarantine. Python is the reference; the native core is android_bridge/native."""

import json
import os
import random
import shutil
import subprocess

import msgpack
import pytest

from omnidraft.cache_store import format as fmt
from omnidraft.cache_store.format import CacheFileError, CacheVersionError, decode, encode, store_of
from omnidraft.cache_store.persist import CacheConfig, CacheFile
from omnidraft.cache_store.store import Namespace, NgramStore
from tests import native

NS = Namespace("d" * 64, "t" * 64, 5000, 9000, "scope é")


# a sanitizer's report exits 86, never confused with the CLI's own 1 (failed) or 2 (usage)
SANITIZER_ENV = {**os.environ, "ASAN_OPTIONS": "detect_leaks=1:exitcode=86", "UBSAN_OPTIONS": "halt_on_error=1:exitcode=86"}


@pytest.fixture(scope="module", params=[False, True], ids=["plain", "asan+ubsan"])
def native_build(request):
    """Every test runs on the plain build and on the AddressSanitizer + UBSan build."""
    return native.build(sanitize=request.param)


def _cli(build, *args, check=True) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(build / "omnidraft-native"), "cache", *map(str, args)], capture_output=True, text=True,
                          env=SANITIZER_ENV)
    if check and proc.returncode:
        raise AssertionError(f"omnidraft-native {' '.join(map(str, args))}: exit {proc.returncode}\n{proc.stderr}")
    return proc



def _random_store(rng: random.Random, ns: Namespace = NS) -> NgramStore:
    policy = rng.choice(["lru", "lfu", "none"])
    store = NgramStore(policy, rng.choice([0, 5, 40]), rng.choice([0, 400, 4 << 20]), rng.choice([0, 3, 50]), ns)
    for _ in range(rng.randint(0, 60)):
        ids = [rng.randrange(ns.draft_vocab_size) for _ in range(rng.randint(1, 6))]
        if rng.random() < 0.7:
            store.observe(rng.randrange(ns.target_vocab_size), ids)
        else:
            store.longest_match(ids, 0)
    return store


def _header(**changes) -> dict:
    return {"aging_period": 4, "clock": 9, "draft_vocab": "d", "draft_vocab_size": 100, "entry_count": 1,
            "max_bytes": 0, "max_entries": 0, "policy": "lru", "scope": "", "target_vocab": "t",
            "target_vocab_size": 100, "uses_since_aging": 0, **changes}


def _edge_cases() -> dict[str, bytes]:
    """Hand-made bodies where a careless parser would differ from Python's msgpack: encodings Python
    accepts, limits it enforces, and types it refuses."""
    entry = [[1, 2], 3, 1, 5]
    pack = msgpack.packb
    header = pack(_header())
    cases = {
        "valid": pack([_header(), [entry]]),
        # accepted: non-shortest integers, signed encodings of non-negative values, str8 for a short string
        "int-as-uint64": b"\x92" + header + b"\x91\x94\x92\xcf" + (1).to_bytes(8, "big") + b"\x02\x03\x01\x05",
        "int-as-int8": b"\x92" + header + b"\x91\x94\x92\xd0\x01\x02\x03\x01\x05",
        "key-as-str8": b"\x92" + header.replace(b"\xa5clock", b"\xd9\x05clock") + pack([entry]),
        "map16-header": b"\x92\xde\x00\x0c" + header[1:] + pack([entry]),
        "duplicate-key-last-wins": b"\x92\x8d" + header[1:] + pack("clock") + pack(7) + pack([entry]),
        # refused
        "bytes-key": b"\x92\x8d" + header[1:] + b"\xc4\x00\x00" + pack([entry]),
        "negative-id": pack([_header(), [[[1, -2], 3, 1, 5]]]),
        "float-count": pack([_header(), [[[1, 2], 3, 1.0, 5]]]),
        "bool-target": pack([_header(), [[[1, 2], True, 1, 5]]]),
        "count-zero": pack([_header(), [[[1, 2], 3, 0, 5]]]),
        "count-2^32": pack([_header(), [[[1, 2], 3, 2**32, 5]]]),
        "last-used-after-clock": pack([_header(), [[[1, 2], 3, 1, 10]]]),
        "id-out-of-vocab": pack([_header(), [[[1, 100], 3, 1, 5]]]),
        "one-id": pack([_header(), [[[1], 3, 1, 5]]]),
        "65-ids": pack([_header(), [[list(range(65)), 3, 1, 5]]]),
        "unsorted": pack([_header(entry_count=2), [[[2, 2], 3, 1, 5], [[1, 2], 3, 1, 5]]]),
        "duplicate-entry": pack([_header(entry_count=2), [entry, entry]]),
        "count-mismatch": pack([_header(entry_count=2), [entry]]),
        "unknown-policy": pack([_header(policy="mru"), [entry]]),
        "vocab-size-2^32": pack([_header(draft_vocab_size=2**32), [entry]]),
        "scope-4097-bytes": pack([_header(scope="x" * 4097), [entry]]),
        "scope-4096-bytes": pack([_header(scope="x" * 4096), [entry]]),
        "scope-bad-utf8": pack([_header(), [entry]]).replace(b"\xa0", b"\xa2\xc3\x28", 1),
        "scope-surrogate": pack([_header(), [entry]]).replace(b"\xa0", b"\xa3\xed\xa0\x80", 1),
        "scope-bin": pack([_header(scope=b"s"), [entry]], use_bin_type=True),
        "map-65-pairs": b"\x92\xde\x00\x41" + header[1:] + b"".join(pack("clock") + pack(9) for _ in range(53))
                        + pack([entry]),
        "nil-body": b"\xc0",
        "extra-data": pack([_header(), [entry]]) + b"\x00",
        "truncated-body": pack([_header(), [entry]])[:-1],
        "deep-nesting": b"\x91" * 2000 + b"\xc0",
        "array-claims-2^32": b"\x92" + header + b"\xdd\xff\xff\xff\xff",
        "ext": pack([_header(), [entry]]).replace(b"\xa0", b"\xd4\x01\x00", 1),
        "reserved-byte": b"\x92" + header + b"\xc1",
    }
    files = {name: fmt.frame(body) for name, body in cases.items()}
    files["version-2"] = fmt.frame(cases["valid"], version=2)
    files["version-0"] = fmt.frame(cases["valid"], version=0)
    files["empty"] = b""
    files["magic-only"] = fmt.MAGIC
    return files


def _corpus(rng: random.Random) -> dict[str, bytes]:
    files = _edge_cases()
    valid = [encode(_random_store(rng)) for _ in range(60)]
    for i, data in enumerate(valid):
        files[f"valid-{i}"] = data
        for j in range(8):
            mutated = bytearray(data)
            kind = rng.choice(["flip", "truncate", "append"])
            if kind == "flip":
                mutated[rng.randrange(len(mutated))] ^= 1 << rng.randrange(8)
            elif kind == "truncate":
                mutated = mutated[:rng.randrange(len(mutated))]
            else:
                mutated += rng.randbytes(rng.randint(1, 40))
            files[f"mutated-{i}-{j}"] = bytes(mutated)
    for i in range(150):
        files[f"random-{i}"] = rng.randbytes(rng.randint(0, 300))
        files[f"framed-random-{i}"] = fmt.frame(rng.randbytes(rng.randint(0, 200)))
    # well-framed bodies whose msgpack is valid but whose fields are shuffled between types
    for i in range(150):
        header = _header(**{rng.choice(list(_header())): rng.choice([None, True, -1, 2**64 - 1, "x", 1.5, [], {}])})
        files[f"framed-fields-{i}"] = fmt.frame(msgpack.packb([header, [[[1, 2], 3, 1, rng.choice([5, "5", None])]]]))
    return files


def _python_verdict(data: bytes) -> tuple[str, bytes | None]:
    try:
        return "ok", encode(store_of(*decode(data)))
    except CacheVersionError:
        return "version", None
    except CacheFileError:
        return "file", None


def _check(build, tmp_path, files: dict[str, bytes]) -> list[dict]:
    corpus, canonical = tmp_path / "corpus", tmp_path / "canonical"
    for d in (corpus, canonical):
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir()
    for name, data in files.items():
        (corpus / name).write_bytes(data)
    proc = _cli(build, "check", "--canonical-dir", canonical, *sorted(corpus.iterdir()), check=False)
    assert proc.returncode in (0, 1), proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()], canonical


def test_native_core_unit_tests_pass(native_build):
    proc = subprocess.run(["ctest", "--test-dir", str(native_build), "--output-on-failure"], capture_output=True,
                          text=True, env=SANITIZER_ENV)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_every_file_of_the_corpus_gets_python_s_verdict_and_bytes(native_build, tmp_path):
    files = _corpus(random.Random(0))
    verdicts, canonical = _check(native_build, tmp_path, files)
    assert len(verdicts) == len(files)
    code = {0: "ok", 2: "file", 3: "version"}
    disagreements, tally = [], {"ok": 0, "file": 0, "version": 0}
    for v in verdicts:
        name = v["file"].rsplit("/", 1)[-1]
        expected, expected_bytes = _python_verdict(files[name])
        got = code.get(v["code"], f"code {v['code']}")
        tally[expected] += 1
        if got != expected:
            disagreements.append((name, expected, got, v["message"]))
        elif expected == "ok":
            assert (canonical / name).read_bytes() == expected_bytes, f"{name}: native re-encoding differs from Python's"
        else:
            assert v["message"], name
    assert not disagreements, disagreements[:10]
    # the corpus holds every kind of file, so a verdict-blind native reader could not pass
    assert tally["ok"] >= 60 and tally["file"] >= 800 and tally["version"] >= 1, tally
    edge = {v["file"].rsplit("/", 1)[-1]: v["ok"] for v in verdicts}
    assert edge["duplicate-key-last-wins"] and edge["int-as-int8"] and not edge["bytes-key"]


@pytest.mark.parametrize("policy,max_entries,max_bytes,aging", [
    ("lru", 6, 0, 0), ("lru", 0, 150, 0), ("lfu", 6, 0, 5), ("lfu", 10, 200, 3), ("none", 4, 0, 0)])
def test_same_operations_give_the_same_lookups_evictions_and_file(native_build, tmp_path, policy, max_entries,
                                                                   max_bytes, aging):
    rng = random.Random(f"{policy}{max_entries}{max_bytes}{aging}")
    ns = Namespace("0" * 64, "0" * 64, 12, 50, "")
    store = NgramStore(policy, max_entries, max_bytes, aging, ns)
    lines, expected = [f"{policy} {max_entries} {max_bytes} {aging} 12 50"], []
    for _ in range(400):
        ids = [rng.randrange(12) for _ in range(rng.randint(1, 5))]
        if rng.random() < 0.6:
            target = rng.randrange(50)
            store.observe(target, ids)
            lines.append(f"o {target} {' '.join(map(str, ids))}")
        else:
            start = rng.randrange(len(ids))
            match = store.longest_match(ids, start)
            expected.append(list(match) if match else None)
            lines.append(f"l {start} {' '.join(map(str, ids))}")
    ops, out = tmp_path / "ops.txt", tmp_path / "native.odc"
    ops.write_text("\n".join(lines) + "\n")
    proc = _cli(native_build, "replay", ops, out)
    assert [json.loads(line) for line in proc.stdout.splitlines()] == expected
    assert store.counters.evictions > 0 or policy == "none"
    assert out.read_bytes() == encode(store)


def test_merge_gives_python_s_bytes(native_build, tmp_path):
    rng = random.Random(7)
    a, b = _random_store(rng), _random_store(rng)
    for name, store in (("a", a), ("b", b)):
        (tmp_path / name).write_bytes(encode(store))
    _cli(native_build, "merge", tmp_path / "out", tmp_path / "a", tmp_path / "b")
    a.merge(b)
    assert (tmp_path / "out").read_bytes() == encode(a)


def _open_args(path, ns: Namespace = NS):
    return [path, "lru", 0, 4 << 20, ns.draft_vocab, ns.target_vocab, ns.draft_vocab_size, ns.target_vocab_size, ns.scope]


def test_open_merges_a_valid_file_like_python(native_build, tmp_path):
    rng = random.Random(3)
    data = encode(_random_store(rng))
    ours, theirs = tmp_path / "native.odc", tmp_path / "python.odc"
    ours.write_bytes(data)
    theirs.write_bytes(data)
    report = json.loads(_cli(native_build, "open", *_open_args(ours)).stdout)
    reference = CacheFile(CacheConfig(theirs, "lru", 0, 4 << 20), NS)
    reference.save()
    assert report["loaded_entries"] == reference.loaded_entries and report["quarantined"] is None
    assert ours.read_bytes() == theirs.read_bytes()


def test_open_moves_a_damaged_file_aside_and_loses_nothing(native_build, tmp_path):
    damaged = bytearray(encode(_random_store(random.Random(4))))
    damaged[40] ^= 0xFF
    path = tmp_path / "cache.odc"
    path.write_bytes(damaged)
    proc = _cli(native_build, "open", *_open_args(path))
    report = json.loads(proc.stdout)
    aside = tmp_path / report["quarantined"].rsplit("/", 1)[-1]
    assert aside.name.startswith("cache.odc.bad-") and aside.read_bytes() == damaged
    assert report["loaded_entries"] == 0 and "moved it to" in proc.stderr
    assert len(decode(path.read_bytes())[1]) == 0  # a valid, empty cache in its place


@pytest.mark.parametrize("kind", ["other pair", "newer version"])
def test_open_leaves_a_foreign_or_newer_file_untouched(native_build, tmp_path, kind):
    path = tmp_path / "cache.odc"
    if kind == "other pair":
        data = encode(_random_store(random.Random(5), Namespace("e" * 64, "t" * 64, 5000, 9000, "")))
    else:
        data = fmt.frame(msgpack.packb([_header(), []]), version=fmt.VERSION + 1)
    path.write_bytes(data)
    proc = _cli(native_build, "open", *_open_args(path), check=False)
    assert proc.returncode == 1
    assert ("another drafter/target pair" if kind == "other pair" else "newer than this omnidraft") in proc.stderr
    assert path.read_bytes() == data and not list(tmp_path.glob("*.bad-*"))


def test_native_cli_explains_itself(native_build):
    proc = subprocess.run([str(native_build / "omnidraft-native"), "--help"], capture_output=True, text=True)
    assert proc.returncode == 0 and "cache check" in proc.stdout and "Exit status" in proc.stdout
    assert subprocess.run([str(native_build / "omnidraft-native"), "bogus"], capture_output=True).returncode == 2
