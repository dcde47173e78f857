"""Read and verify an OmniDraft bundle: an ONNX graph with KV cache, its tokenizer, and manifest.json.

The runtime side of the bundle contract; ``omnidraft.export.bundle_writer`` writes it. Kept free
of torch and transformers so it runs on a device.
"""

import gzip
import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from omnidraft.atomic import write_bytes_atomic
from omnidraft.errors import OmniDraftError

FORMAT = "omnidraft-bundle"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
# Written after every file's sha256 matched the manifest: the size and mtime each file had then. A
# later load that finds them unchanged skips re-hashing (a 1.5B int4 bundle is ~1.9 GB).
VERIFIED_STAMP = ".omnidraft-verified.json"
PAIR_FILE = "omnidraft-pair"  # in a checkpoint published beside a bundle: the id the bundle names
# The tokenizer: tokenizer.json, or gzipped where the bundle must stay no larger than its GGUF source
# (--gguf-blocks bundles: the GGUF keeps its vocabulary in a compact binary form; a tokenizer.json is 2-5x it).
TOKENIZER_FILES = ("tokenizer.json", "tokenizer.json.gz")


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 22):
            h.update(chunk)
    return h.hexdigest()


def tokenizer_file(root: Path) -> Path:
    """The bundle's tokenizer file (TOKENIZER_FILES), or a clear error."""
    for name in TOKENIZER_FILES:
        if (Path(root) / name).is_file():
            return Path(root) / name
    raise OmniDraftError(f"{root}: no tokenizer ({' or '.join(TOKENIZER_FILES)}); export the bundle again")


def read_tokenizer_json(path: Path) -> str:
    """A tokenizer.json's text, from the file or its gzip."""
    try:
        data = gzip.decompress(Path(path).read_bytes()) if str(path).endswith(".gz") else Path(path).read_bytes()
        return data.decode("utf-8")
    except (OSError, EOFError, UnicodeDecodeError) as e:
        raise OmniDraftError(f"{path}: cannot read the tokenizer ({e}); the bundle is damaged, export it again") from e


def file_table(root: Path) -> dict[str, dict]:
    """sha256 and size of every file in a bundle except the manifest itself, sorted by name."""
    return {
        str(p.relative_to(root)): {"sha256": sha256_of(p), "size": p.stat().st_size}
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name not in (MANIFEST, VERIFIED_STAMP)
    }


@dataclass(frozen=True)
class Bundle:
    path: Path
    manifest: dict

    @property
    def graph_path(self) -> Path:
        return self.path / self.manifest["graph"]["file"]

    @property
    def tokenizer_path(self) -> Path:
        return tokenizer_file(self.path)

    @property
    def num_layers(self) -> int:
        return self.manifest["model"]["num_layers"]

    @property
    def vocab_size(self) -> int:
        return self.manifest["model"]["vocab_size"]


def add_file(bundle_path: str | Path, name: str, data: bytes) -> None:
    """Put one more file into a finished bundle and list it in the manifest (both written atomically)."""
    root = Path(bundle_path)
    write_bytes_atomic(root / name, data)
    manifest = json.loads((root / MANIFEST).read_text())
    manifest["files"][name] = {"sha256": sha256_of(root / name), "size": len(data)}
    write_manifest(root, manifest)


def set_source(bundle_path: str | Path, checkpoint: str | Path, pair: str | None = None) -> None:
    """Name another copy of the checkpoint a bundle was exported from (training continues from it).
    ``pair``, which the caller also writes to that checkpoint's PAIR_FILE, lets a reader tell that
    copy from another one left at the same path by an interrupted publish."""
    root = Path(bundle_path)
    manifest = json.loads((root / MANIFEST).read_text())
    manifest["model"]["source"] = str(checkpoint)
    if pair is not None:
        manifest["model"]["source_pair"] = pair
    write_manifest(root, manifest)


def manifest_text(manifest: dict) -> str:
    """manifest.json's text: indented, but one line per special token (Gemma-3 lists 6,249 of them; one
    field per line made its manifest 0.97 MB, enough to put the bundle over its GGUF's size)."""
    tokens = manifest.get("tokenizer", {}).get("special_tokens") or []
    marked = {**manifest, "tokenizer": {**manifest["tokenizer"], "special_tokens": [f"\0{i}" for i in range(len(tokens))]}
              } if tokens else manifest
    text = json.dumps(marked, indent=2)
    return re.sub(r'"\\u0000(\d+)"', lambda m: json.dumps(tokens[int(m.group(1))]), text) + "\n"


def write_manifest(root: Path, manifest: dict) -> None:
    write_bytes_atomic(root / MANIFEST, manifest_text(manifest).encode())


def load_bundle(path: str | Path, verify_hashes: bool | None = None) -> Bundle:
    """Open a bundle, checking format, version, file sizes and sha256.

    ``verify_hashes``: None (default) hashes every file the first time and again whenever a file's
    size or mtime changed since the last check (VERIFIED_STAMP); True always hashes; False checks
    sizes only. A bundle that fails is refused with what to do; nothing in it is changed.
    """
    path = Path(path)
    manifest_path = path / MANIFEST
    if not manifest_path.exists():
        hint = " (an export may have been interrupted: run omnidraft export again)" if path.exists() else ""
        raise OmniDraftError(f"{path} is not an OmniDraft bundle: no {MANIFEST}{hint}")
    try:
        manifest = json.loads(manifest_path.read_text())
    except ValueError as e:
        raise OmniDraftError(f"{manifest_path} is not valid JSON ({e}); re-export the bundle") from e
    if manifest.get("format") != FORMAT:
        raise OmniDraftError(f"{manifest_path}: format {manifest.get('format')!r}, expected {FORMAT!r}")
    if manifest.get("format_version") != FORMAT_VERSION:
        raise OmniDraftError(f"{manifest_path}: format_version {manifest.get('format_version')}, this OmniDraft "
                             f"reads {FORMAT_VERSION}; re-export with this version")
    for name, meta in manifest["files"].items():
        file = path / name
        if not file.exists():
            raise OmniDraftError(f"bundle {path}: {name} is missing; re-export the bundle")
        if file.stat().st_size != meta["size"]:
            raise OmniDraftError(f"bundle {path}: {name} has {file.stat().st_size} bytes, manifest says "
                                 f"{meta['size']}; the bundle is damaged, re-export it")
    if verify_hashes is False:
        return Bundle(path, manifest)
    seen = _file_stats(path, manifest)
    if verify_hashes or _read_stamp(path) != seen:
        for name, meta in manifest["files"].items():
            if sha256_of(path / name) != meta["sha256"]:
                raise OmniDraftError(f"bundle {path}: sha256 of {name} does not match the manifest; the bundle is "
                                     "damaged or was edited, re-export it")
        _write_stamp(path, seen)
    return Bundle(path, manifest)


def _file_stats(root: Path, manifest: dict) -> dict:
    """Size and mtime of the manifest and every file it lists: what the stamp records."""
    names = [MANIFEST, *sorted(manifest["files"])]
    return {name: [(st := (root / name).stat()).st_size, st.st_mtime_ns] for name in names}


def _read_stamp(root: Path) -> dict | None:
    try:
        return json.loads((root / VERIFIED_STAMP).read_text())
    except (OSError, ValueError):
        return None


def _write_stamp(root: Path, stats: dict) -> None:
    try:
        write_bytes_atomic(root / VERIFIED_STAMP, json.dumps(stats).encode())
    except OSError:  # a read-only bundle (app assets, a shared mount): it is simply hashed on every load
        pass
