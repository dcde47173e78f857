"""Cache files on disk: atomic saves under a lock, validated loads, bad files kept aside.

Save = lock, merge what another process saved since we last read the file, write a temporary file,
fsync, rename over the old one, fsync the directory, unlock. A crash at any point leaves either the
old or the new file. A file that fails validation is renamed to ``NAME.bad-<UTC time>`` (never
overwritten, never deleted) and the caller is told where it went.
"""

import contextlib
import fcntl
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from omnidraft.atomic import quarantine, temp_siblings, write_bytes_atomic
from omnidraft.cache_store.format import (_DIGEST, CacheFileError, CacheVersionError, decode, encode, intact,
                                          namespace_of, store_of)
from omnidraft.cache_store.store import Namespace, NgramStore
from omnidraft.errors import OmniDraftError

DEFAULT_MAX_BYTES = 4 << 20  # 4 MiB of accounted entries: ~150k n-grams, far more than a task needs
LOCK_TIMEOUT_S = 30.0


@dataclass
class CacheConfig:
    """How the runtime keeps its n-gram cache: in memory only (path None) or in a file."""
    path: str | Path | None = None
    policy: str = "lru"
    max_entries: int = 0
    max_bytes: int = DEFAULT_MAX_BYTES
    autosave_s: float = 60.0
    scope: str = ""


class CachePairError(OmniDraftError):
    """A valid cache file built for another drafter/target pair (or scope)."""


@contextlib.contextmanager
def file_lock(path: Path, timeout_s: float = LOCK_TIMEOUT_S):
    """Exclusive lock on the sidecar ``NAME.lock`` (the cache file itself is replaced by rename)."""
    lock_path = path.with_name(path.name + ".lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise OmniDraftError(f"{path}: another process has held the cache lock ({lock_path}) for "
                                         f"{timeout_s:.0f} s; is it stuck? remove nothing, retry later") from None
                time.sleep(0.02)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def write_atomic(path: Path, data: bytes) -> None:
    """``write_bytes_atomic``, after removing other processes' temporary siblings: the caller holds
    the lock, so any such file is debris of a killed writer."""
    for debris in temp_siblings(path):
        debris.unlink(missing_ok=True)
    write_bytes_atomic(path, data)


# What the cache commands read: caches of up to 1 GiB of entries (as omnidraft-native's cache tools).
INSPECT_MAX_BYTES = 1 << 30


class CacheOverBoundError(CacheFileError):
    """A file bigger than a cache of the reader's max_bytes can save: refused before it is read whole.
    It may be a valid cache of a bigger bound (left as it is) or a damaged one (set aside)."""


def max_file_bytes(max_bytes: int) -> int:
    """The largest file a cache of max_bytes (entry bytes; 0: no bound) reads: twice what its own saves
    can reach (an entry of n ids costs 4n + 16 and encodes in at most 5n + 25 bytes) plus room for the
    header's strings, as format.cpp's limits_for."""
    return 2 * max_bytes + (64 << 10) if max_bytes else 0


def _read_bounded(path: Path, max_bytes: int) -> bytes:
    cap = max_file_bytes(max_bytes)
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if cap and size > cap:
            raise CacheOverBoundError(f"file of {size} bytes is larger than this cache's max_bytes allows ({cap}); "
                                      "raise cache_max_bytes to read it")
        return f.read()


def _intact_file(path: Path) -> bool:
    """Whether ``path`` holds a valid cache file (format's intact), read in pieces."""
    try:
        with open(path, "rb") as f:
            return intact(f, os.fstat(f.fileno()).st_size)
    except OSError:
        return False


def read(path: str | Path, max_bytes: int = INSPECT_MAX_BYTES) -> tuple[dict, list]:
    """(header, entries) of a cache file of at most a cache of ``max_bytes`` (refused unread when
    bigger); CacheFileError names the file and what is wrong."""
    path = Path(path)
    try:
        data = _read_bounded(path, max_bytes)
    except FileNotFoundError:
        raise OmniDraftError(f"{path}: no such cache file") from None
    try:
        return decode(data)
    except CacheFileError as e:
        raise type(e)(f"{path}: {e}") from None


def load_store(path: str | Path, max_bytes: int = INSPECT_MAX_BYTES) -> NgramStore:
    """A store exactly as saved (its own policy, bounds and namespace): for the cache CLI."""
    return store_of(*read(path, max_bytes))


def save_store(store: NgramStore, path: str | Path) -> int:
    """Write ``store`` to ``path`` as it is (replacing the file) under the lock; returns its size."""
    path = Path(path)
    data = encode(store)
    with file_lock(path):
        write_atomic(path, data)
    return len(data)


def rewrite(path: str | Path, change) -> NgramStore:
    """Load, ``change(store)``, save: all under the file's lock, so no other writer interleaves."""
    path = Path(path)
    with file_lock(path):
        store = load_store(path)
        change(store)
        write_atomic(path, encode(store))
    return store


def _tail_digest(path: Path) -> bytes | None:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            if f.tell() < _DIGEST:
                return None
            f.seek(-_DIGEST, os.SEEK_END)
            return f.read()
    except FileNotFoundError:
        return None


class CacheFile:
    """The runtime's persistent cache: one store bound to one file for one namespace."""

    def __init__(self, config: CacheConfig, namespace: Namespace):
        self.path = Path(config.path)
        self.config = config
        self.store = NgramStore(config.policy, config.max_entries, config.max_bytes, 0, namespace)
        self.loaded_entries = 0
        self.quarantined: Path | None = None
        self._digest = None  # checksum of the file as we last read or wrote it
        self._last_save = time.monotonic()
        with file_lock(self.path):
            if self.path.exists():
                self._absorb_disk_file()
                self.loaded_entries = len(self.store)

    def _absorb_disk_file(self) -> None:
        """Merge the file on disk into the store (the caller holds the lock). A file past this cache's
        bound is read no further: a valid one (of a bigger bound, another process's) is an error and
        left as it is, so no save replaces it; a damaged one is set aside."""
        try:
            data = _read_bounded(self.path, self.store.max_bytes)
            header, entries = decode(data)
        except CacheVersionError as e:
            raise CacheVersionError(f"{self.path}: {e}") from None
        except CacheFileError as e:
            if isinstance(e, CacheOverBoundError) and _intact_file(self.path):
                raise OmniDraftError(f"{self.path}: {e}; it is a valid cache file of a bigger bound (another "
                                     "process's, or the native runtime's), left as it is: raise cache_max_bytes or "
                                     "pass another file") from None
            self.quarantined = quarantine(self.path)
            print(f"warning: {self.path}: {e}\nwarning: moved it to {self.quarantined} for inspection and "
                  "continued with the cache in memory", file=sys.stderr)
            return
        ours, theirs = self.store.namespace, namespace_of(header)
        if ours != theirs:
            raise CachePairError(f"{self.path} belongs to another drafter/target pair or scope (drafter "
                                 f"{theirs.draft_vocab[:12]}, target {theirs.target_vocab[:12]}, scope {theirs.scope!r}; "
                                 f"this run: drafter {ours.draft_vocab[:12]}, target {ours.target_vocab[:12]}, "
                                 f"scope {ours.scope!r}); pass another --cache file")
        self.store.merge(store_of(header, entries))
        self._digest = data[-_DIGEST:]

    def save(self, lock_timeout_s: float = LOCK_TIMEOUT_S) -> int:
        """Merge in what others saved since our last read, then write atomically. Returns bytes written.
        ``lock_timeout_s``: how long to wait for another process's lock on the file (0: try once)."""
        with file_lock(self.path, lock_timeout_s):
            if self.path.exists() and _tail_digest(self.path) != self._digest:
                self._absorb_disk_file()
            data = encode(self.store)
            write_atomic(self.path, data)
            self._digest = data[-_DIGEST:]
        self._last_save = time.monotonic()
        return len(data)

    def maybe_autosave(self) -> None:
        if time.monotonic() - self._last_save >= self.config.autosave_s:
            self.save()
