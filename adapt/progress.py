"""Crash-safe progress of a long ``adapt`` run, so a killed run resumes from its last commit.

A commit writes its n-gram caches as new files, then one JSON file that names them: the atomic
rename of that JSON file is the commit. Files no commit names any more are deleted afterwards.
A run killed anywhere leaves the last commit whole; what it wrote after it is debris that the
next commit removes.
"""

import json
from pathlib import Path

from omnidraft.atomic import write_bytes_atomic
from omnidraft.cache_store.format import CacheFileError, encode
from omnidraft.cache_store.persist import load_store
from omnidraft.cache_store.store import NgramStore
from omnidraft.errors import OmniDraftError


class ProgressFile:
    """``NAME.json`` plus its caches ``NAME-<key>-<commit>.msgpack`` in one directory."""

    def __init__(self, path: Path):
        self.path = Path(path)

    def load(self) -> tuple[dict, dict[str, NgramStore]] | None:
        """(data, caches) of the last commit, or None if nothing was committed."""
        if not self.path.exists():
            return None
        try:
            record = json.loads(self.path.read_text(encoding="utf-8"))
            caches = {key: load_store(self.path.parent / name) for key, name in record["caches"].items()}
        except (ValueError, KeyError, CacheFileError, OmniDraftError) as e:
            raise OmniDraftError(f"{self.path}: cannot resume from it ({e}); remove {self.path.parent} to start "
                                 "the run over") from None
        return record["data"], caches

    def commit(self, data: dict, caches: dict[str, NgramStore]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        number = self._number() + 1
        names = {key: f"{self.path.stem}-{key}-{number}.msgpack" for key in caches}
        for key, store in caches.items():
            write_bytes_atomic(self.path.parent / names[key], encode(store))
        record = {"commit": number, "caches": names, "data": data}
        write_bytes_atomic(self.path, (json.dumps(record) + "\n").encode())
        self._remove_caches(keep=set(names.values()))

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
        self._remove_caches(keep=set())

    def _number(self) -> int:
        try:
            return json.loads(self.path.read_text(encoding="utf-8"))["commit"]
        except (FileNotFoundError, ValueError, KeyError):
            return 0

    def _remove_caches(self, keep: set[str]) -> None:
        for f in self.path.parent.glob(f"{self.path.stem}-*.msgpack"):
            if f.name not in keep:
                f.unlink(missing_ok=True)
