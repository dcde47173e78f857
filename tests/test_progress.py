"""The commit protocol of a resumable adapt run (adapt/progress.py): the last commit is whole, older
and half-written cache files go, and a damaged commit is refused with what to do."""

import pytest

from omnidraft.adapt.progress import ProgressFile
from omnidraft.cache_store.store import Namespace, NgramStore
from omnidraft.errors import OmniDraftError

NS = Namespace("d" * 64, "t" * 64, 5000, 9000, "")


def _store(*grams) -> NgramStore:
    store = NgramStore(namespace=NS)
    for target, draft in grams:
        store.observe(target, draft)
    return store


def test_the_last_commit_is_what_loads_and_older_cache_files_go(tmp_path):
    progress = ProgressFile(tmp_path / "work" / "progress.json")
    assert progress.load() is None
    progress.commit({"served": 16}, {"stream": _store((7, [1, 2]))})
    (tmp_path / "work" / "progress-stream-9.msgpack").write_bytes(b"debris of a killed commit")
    progress.commit({"served": 32}, {"stream": _store((7, [1, 2]), (8, [3, 4, 5]))})
    data, caches = progress.load()
    assert data == {"served": 32} and len(caches["stream"]) == 2
    assert sorted(f.name for f in (tmp_path / "work").iterdir()) == ["progress-stream-2.msgpack", "progress.json"]
    progress.clear()
    assert list((tmp_path / "work").iterdir()) == [] and progress.load() is None


def test_a_commit_naming_a_missing_cache_is_refused(tmp_path):
    progress = ProgressFile(tmp_path / "progress.json")
    progress.commit({"served": 16}, {"stream": _store((7, [1, 2]))})
    (tmp_path / "progress-stream-1.msgpack").unlink()
    with pytest.raises(OmniDraftError, match=f"remove {tmp_path} to start the run over"):
        progress.load()
