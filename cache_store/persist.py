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
from omnidraft.cache_store.format import _DIGEST, CacheFileError, CacheVersionError, decode, encode, namespace_of, store_of
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


def read(path: str | Path) -> tuple[dict, list]:
    """(header, entries) of a cache file; CacheFileError names the file and what is wrong."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise OmniDraftError(f"{path}: no such cache file") from None
    try:
        return decode(data)
    except CacheFileError as e:
        raise type(e)(f"{path}: {e}") from None


def load_store(path: str | Path) -> NgramStore:
    """A store exactly as saved (its own policy, bounds and namespace): for the cache CLI."""
    return store_of(*read(path))


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
        """Merge the file on disk into the store (the caller holds the lock)."""
        try:
            data = self.path.read_bytes()
            header, entries = decode(data)
        except CacheVersionError as e:
            raise CacheVersionError(f"{self.path}: {e}") from None
        except CacheFileError as e:
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
