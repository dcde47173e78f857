"""Shared fixtures: a tiny random Llama (real Llama-2 tokenizer) and its exported bundle.

Tiny random models keep the unit tests fast; they are never the evidence that a feature works
on real models (the ``slow`` tests use the packaged models).
"""

import os
from pathlib import Path

import pytest

from omnidraft.runtime import gguf_ops

# The default bundles (a GGUF's own blocks) register the op library: the native core and Java find it
# through OMNIDRAFT_GGUF_OPS_LIBRARY, as an app finds it beside its own libraries. Set at import, before
# any test module copies the environment; built by the session fixture below. The aarch64 runs name
# their own cross-built one.
os.environ.setdefault("OMNIDRAFT_GGUF_OPS_LIBRARY", str(gguf_ops.library_path()))

AARCH64_MODULE = Path(__file__).with_name("test_aarch64.py")
_AARCH64_REPORT: list[str] = []


def pytest_xdist_auto_num_workers(config) -> int:
    """``-n auto`` (pyproject's addopts): two workers when the run includes the aarch64 module, whose
    emulation is single-threaded and takes a third of CI, so it goes on beside everything else; none
    otherwise, so a run of one module stays in this process (``-s``, pdb)."""
    for arg in config.args or [str(AARCH64_MODULE.parent)]:
        path = Path(str(arg).split("::")[0]).resolve()
        if path == AARCH64_MODULE or (path.is_dir() and AARCH64_MODULE.is_relative_to(path)):
            return 2
    return 0


@pytest.hookimpl(tryfirst=True)  # before xdist's own, which turns the marks into groups
def pytest_collection_modifyitems(config, items):
    """With workers (--dist loadgroup): one group per module, so a module's fixtures are made once and
    its tests run in order in one worker. The groups go out in collection order (--no-loadscope-reorder),
    so the aarch64 emulation, the longest, starts first and the other worker takes module after module
    meanwhile."""
    for item in items:
        item.add_marker(pytest.mark.xdist_group(Path(item.fspath).stem))


def pytest_testnodedown(node, error):
    """The aarch64 module's report (tests/test_aarch64.py) comes back from its worker with it."""
    _AARCH64_REPORT.extend(getattr(node, "workeroutput", {}).get("aarch64_report", []))


def pytest_terminal_summary(terminalreporter):
    for line in _AARCH64_REPORT:
        terminalreporter.write_line(line)


@pytest.fixture(scope="session", autouse=True)
def _op_library_for_every_face():
    """Builds the op library OMNIDRAFT_GGUF_OPS_LIBRARY names (once per source version)."""
    gguf_ops.library(progress=False)


@pytest.fixture(scope="session")
def tiny_llama_dir(tmp_path_factory):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from omnidraft.export.llama2_tokenizer import save_llama2_tokenizer

    path = tmp_path_factory.mktemp("tiny-llama")
    config = LlamaConfig(vocab_size=32000, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                         bos_token_id=1, eos_token_id=2, tie_word_embeddings=False)
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(path)
    save_llama2_tokenizer(path)
    return path


@pytest.fixture(scope="session")
def tiny_bundle(tiny_llama_dir, tmp_path_factory):
    from omnidraft.export.pipeline import export_bundle

    out = tmp_path_factory.mktemp("bundles") / "tiny-fp32"
    export_bundle(str(tiny_llama_dir), "fp32", out, parity_limit=2, progress=False)
    return out
