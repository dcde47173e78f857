"""The cache file format (see FORMAT.md, the contract the native bridge implements too).

    magic "ODNGRAMC" | version uint16 BE | body length uint64 BE | msgpack body | sha256(all before)

Decoding checks the frame and the checksum before parsing anything, then parses with msgpack
limits tied to the file's real size, then validates every field, so a damaged or hostile file
can only ever produce a CacheFileError.
"""

import hashlib
import struct

import msgpack

from omnidraft.cache_store.store import MAX_COUNT, MAX_NGRAM, POLICIES, Entry, Namespace, NgramStore
from omnidraft.errors import OmniDraftError

MAGIC = b"ODNGRAMC"
VERSION = 1
_FRAME = struct.Struct(">8sHQ")
_DIGEST = 32
HEADER_KEYS = ("aging_period", "clock", "draft_vocab", "draft_vocab_size", "entry_count", "max_bytes",
               "max_entries", "policy", "scope", "target_vocab", "target_vocab_size", "uses_since_aging")

# version -> function turning a body of that version into a body of the next one. Version 1 is the
# first published format, so there is nothing to migrate yet; a v2 adds MIGRATIONS[1].
MIGRATIONS: dict = {}


class CacheFileError(OmniDraftError):
    """The file is not a valid n-gram cache (damaged, truncated, foreign, or hostile)."""


class CacheVersionError(CacheFileError):
    """The file was written by a newer omnidraft; it is valid, just not readable by this one."""


def encode(store: NgramStore) -> bytes:
    """Canonical bytes: the same cache always gives the same file."""
    items = store.items()
    ns = store.namespace
    header = {"aging_period": store.aging_period, "clock": store.clock, "draft_vocab": ns.draft_vocab,
              "draft_vocab_size": ns.draft_vocab_size, "entry_count": len(items), "max_bytes": store.max_bytes,
              "max_entries": store.max_entries, "policy": store.policy, "scope": ns.scope,
              "target_vocab": ns.target_vocab, "target_vocab_size": ns.target_vocab_size,
              "uses_since_aging": store.uses_since_aging}
    entries = [[list(key), e.target, e.count, e.last_used] for key, e in items]
    return frame(msgpack.packb([header, entries], use_bin_type=True))


def frame(body: bytes, version: int = VERSION) -> bytes:
    """Magic, version, length, ``body``, then the checksum of all before it."""
    framed = _FRAME.pack(MAGIC, version, len(body)) + body
    return framed + hashlib.sha256(framed).digest()


def _fail(why: str):
    raise CacheFileError(why)


def _uint(value, name: str, limit: int = 2**64 - 1) -> int:
    if type(value) is not int or not 0 <= value <= limit:
        _fail(f"header field {name!r} must be an integer in [0, {limit}], got {value!r:.60}")
    return value


def decode(data: bytes) -> tuple[dict, list[tuple[tuple[int, ...], Entry]]]:
    """(header, entries) from a file's bytes, or CacheFileError saying what is wrong."""
    if len(data) < _FRAME.size + _DIGEST:
        _fail(f"file too short ({len(data)} bytes) to be an n-gram cache")
    magic, version, length = _FRAME.unpack_from(data)
    if magic != MAGIC:
        _fail(f"not an omnidraft n-gram cache (magic {magic!r}, expected {MAGIC!r})")
    if version > VERSION:
        raise CacheVersionError(f"cache format version {version} is newer than this omnidraft reads ({VERSION}); "
                                "upgrade omnidraft or use another cache file")
    if version < VERSION and version not in MIGRATIONS:
        _fail(f"cache format version {version} is unknown")
    if _FRAME.size + length + _DIGEST != len(data):
        _fail(f"file is {len(data)} bytes but its frame says {_FRAME.size + length + _DIGEST} (truncated or appended to)")
    if hashlib.sha256(data[:-_DIGEST]).digest() != data[-_DIGEST:]:
        _fail("checksum mismatch: the file is damaged")
    body = data[_FRAME.size:-_DIGEST]
    try:
        parsed = msgpack.unpackb(body, use_list=True, raw=False, strict_map_key=True,
                                 max_str_len=4096, max_bin_len=0, max_array_len=len(body), max_map_len=64,
                                 max_ext_len=0)
    except (ValueError, TypeError, msgpack.ExtraData, msgpack.FormatError, msgpack.StackError,
            UnicodeDecodeError) as e:
        _fail(f"body is not valid msgpack: {e}")
    while version < VERSION:
        parsed, version = MIGRATIONS[version](parsed), version + 1
    return _validate(parsed)


def intact(f, size: int) -> bool:
    """Whether the ``size`` bytes of binary file ``f`` are a cache file's frame whose checksum holds,
    read in 64 KiB pieces (bounded memory whatever the size): what tells a valid file past a reader's
    bound from a damaged one (format.cpp's intact)."""
    head = f.read(_FRAME.size)
    if size < _FRAME.size + _DIGEST or len(head) < _FRAME.size:
        return False
    magic, _, length = _FRAME.unpack(head)
    if magic != MAGIC or length != size - _FRAME.size - _DIGEST:
        return False
    digest = hashlib.sha256(head)
    for _ in range(length // (64 << 10)):
        digest.update(f.read(64 << 10))
    digest.update(f.read(length % (64 << 10)))
    return digest.digest() == f.read(_DIGEST)


def _validate(parsed) -> tuple[dict, list[tuple[tuple[int, ...], Entry]]]:
    if not (isinstance(parsed, list) and len(parsed) == 2 and isinstance(parsed[0], dict) and isinstance(parsed[1], list)):
        _fail("body must be [header map, entries array]")
    header, raw = parsed
    if any(type(key) is not str for key in header):  # an empty bin key is bytes: sorting it with str would raise
        _fail("header keys must be strings")
    if sorted(header) != sorted(HEADER_KEYS):
        _fail(f"header keys {sorted(map(str, header))} differ from {list(HEADER_KEYS)}")
    for name in ("draft_vocab", "target_vocab", "scope", "policy"):
        if not isinstance(header[name], str):
            _fail(f"header field {name!r} must be a string")
    if header["policy"] not in POLICIES:
        _fail(f"unknown policy {header['policy']!r}")
    for name in ("aging_period", "clock", "entry_count", "max_bytes", "max_entries", "uses_since_aging"):
        _uint(header[name], name)
    d_size = _uint(header["draft_vocab_size"], "draft_vocab_size", 2**32 - 1)
    t_size = _uint(header["target_vocab_size"], "target_vocab_size", 2**32 - 1)
    if header["entry_count"] != len(raw):
        _fail(f"header says {header['entry_count']} entries, body holds {len(raw)}")
    entries, previous = [], None
    for i, item in enumerate(raw):
        if not (isinstance(item, list) and len(item) == 4 and isinstance(item[0], list)):
            _fail(f"entry {i} must be [drafter ids, target id, count, last_used]")
        ids, target, count, last_used = item
        if not 2 <= len(ids) <= MAX_NGRAM or any(type(d) is not int or not 0 <= d < d_size for d in ids):
            _fail(f"entry {i}: drafter ids must be 2..{MAX_NGRAM} integers below {d_size}")
        if type(target) is not int or not 0 <= target < t_size:
            _fail(f"entry {i}: target id must be an integer below {t_size}")
        if type(count) is not int or not 1 <= count <= MAX_COUNT:
            _fail(f"entry {i}: count must be in [1, {MAX_COUNT}]")
        if type(last_used) is not int or not 0 <= last_used <= header["clock"]:
            _fail(f"entry {i}: last_used must be in [0, clock]")
        key = tuple(ids)
        if previous is not None and key <= previous:
            _fail(f"entry {i} is out of order or duplicated (entries are sorted by drafter ids)")
        previous = key
        entries.append((key, Entry(target, count, last_used)))
    return header, entries


def namespace_of(header: dict) -> Namespace:
    return Namespace(header["draft_vocab"], header["target_vocab"], header["draft_vocab_size"],
                     header["target_vocab_size"], header["scope"])


def store_of(header: dict, entries: list) -> NgramStore:
    """The store exactly as saved: its own policy, bounds and namespace."""
    store = NgramStore(header["policy"], header["max_entries"], header["max_bytes"], header["aging_period"],
                       namespace_of(header))
    store.restore(entries, header["clock"], header["uses_since_aging"])
    return store
