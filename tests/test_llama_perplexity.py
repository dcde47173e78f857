"""tools/llama_perplexity.py: llama-perplexity's token file is read back, and a bundle is scored in its
scheme (second half of each chunk, BOS substituted where llama.cpp adds one). No llama.cpp build needed."""

import math

import numpy as np
import pytest

from omnidraft.tools import llama_perplexity as lp


def write_token_file(path, n_ctx, tokens, n_vocab=7):
    with open(path, "wb") as f:
        f.write(b"_logits_")
        f.write(np.int32(n_ctx).tobytes())
        f.write(np.array([n_vocab, len(tokens) // n_ctx], np.int32).tobytes())
        f.write(np.asarray(tokens, np.int32).tobytes())
        f.write(b"\0" * 64)  # the log-probabilities that follow in a real file


def test_token_file_round_trip(tmp_path):
    write_token_file(tmp_path / "base.bin", 4, list(range(12)))
    n_ctx, tokens = lp.read_token_file(tmp_path / "base.bin")
    assert n_ctx == 4 and tokens.tolist() == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]
    (tmp_path / "bad.bin").write_bytes(b"notlogits" + b"\0" * 16)
    with pytest.raises(ValueError, match="not a llama-perplexity logits file"):
        lp.read_token_file(tmp_path / "bad.bin")


class FakeLM:
    """Logits that put probability p on token (id + 1) % V after each id, the rest spread evenly."""

    V, p = 5, 0.6
    calls: list = []

    def __init__(self, *args, **kwargs):
        pass

    def reset(self):
        pass

    def forward(self, ids):
        FakeLM.calls.append(list(ids))
        logits = np.full((len(ids), self.V), math.log((1 - self.p) / (self.V - 1)), np.float32)
        logits[np.arange(len(ids)), (np.asarray(ids) + 1) % self.V] = math.log(self.p)
        return logits


def test_scored_in_llama_perplexitys_scheme(monkeypatch):
    import omnidraft.runtime.onnx_lm as onnx_lm

    monkeypatch.setattr(onnx_lm, "OnnxLM", FakeLM)
    FakeLM.calls = []
    # chunk 0 follows the +1 rule everywhere; chunk 1 breaks it only in its first half, which is not scored
    tokens = np.array([[0, 1, 2, 3, 4, 0, 1, 2], [3, 3, 3, 3, 4, 0, 1, 2]])
    r = lp.onnx_perplexity("bundle", tokens, bos=4, threads=1)
    assert r["scored_tokens"] == 2 * 3  # positions 4..6 predict 5..7 in each chunk of 8
    assert r["perplexity"] == pytest.approx(1 / FakeLM.p, rel=1e-4)
    assert [c[0] for c in FakeLM.calls] == [4, 4]  # each chunk starts with BOS
    tokens[1, 6] = 4  # now a scored token breaks the rule: perplexity rises
    assert lp.onnx_perplexity("bundle", tokens, bos=None, threads=1)["perplexity"] > 1 / FakeLM.p + 0.01
    assert [c[0] for c in FakeLM.calls[2:]] == [0, 3]  # no BOS: chunks as tokenized


def test_requantized_gguf_is_cached_by_source_and_never_left_half_written(tmp_path, monkeypatch):
    """tools/llamacpp.requantized with a stand-in llama-quantize (a script): the output is keyed by the
    source's sha256 and type, made once, and a failing or killed quantizer leaves nothing behind."""
    import os
    import stat

    from omnidraft.errors import OmniDraftError
    from omnidraft.tools import llamacpp

    monkeypatch.setattr(llamacpp, "_build_dir", lambda: tmp_path / "llama.cpp" / "0")
    tool, calls = tmp_path / "llama-quantize", tmp_path / "calls"
    # argv: --allow-requantize SRC DST TYPE; FAIL set: write half a file, then fail
    tool.write_text(f'#!/bin/sh\necho "$@" >> {calls}\nif [ -n "$FAIL" ]; then echo half > "$3"; '
                    'echo "quantize: bad tensor" >&2; exit 1; fi\ncat "$2" > "$3"; echo "$4" >> "$3"\n')
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(llamacpp, "ensure_tool", lambda target, jobs=None: tool)
    src = tmp_path / "model.gguf"
    src.write_text("weights\n")
    with pytest.raises(OmniDraftError, match="choose one of Q4_0"):
        llamacpp.requantized(src, "Q2_X")
    monkeypatch.setenv("FAIL", "1")
    with pytest.raises(OmniDraftError, match="quantize: bad tensor"):
        llamacpp.requantized(src, "Q4_0")
    assert list((tmp_path / "llama.cpp" / "requantized").iterdir()) == []  # the half file is gone
    monkeypatch.delenv("FAIL")
    out = llamacpp.requantized(src, "Q4_0")
    assert out.read_text() == "weights\nQ4_0\n" and out.name.endswith("-Q4_0.gguf")
    assert llamacpp.requantized(src, "Q4_0") == out and len(calls.read_text().splitlines()) == 2  # cached
    src.write_text("other weights\n")  # another source: another file
    assert llamacpp.requantized(src, "Q4_0") != out and len(calls.read_text().splitlines()) == 3
    assert os.listdir(tmp_path / "llama.cpp" / "requantized") and not list(out.parent.glob("*.part"))


def test_requantized_cache_drops_the_least_recently_used_beyond_its_bound(tmp_path, monkeypatch):
    """The requantized files' cache is bounded (OMNIDRAFT_REQUANTIZED_MAX_GB): a new file pushes out the one
    used longest ago, a cache hit counts as a use, and the file just made always stays."""
    import os
    import stat
    import time

    from omnidraft.tools import llamacpp

    monkeypatch.setattr(llamacpp, "_build_dir", lambda: tmp_path / "llama.cpp" / "0")
    tool = tmp_path / "llama-quantize"
    tool.write_text('#!/bin/sh\ncat "$2" > "$3"; echo "$4" >> "$3"\n')  # 8 + 5 or 7 bytes per file
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(llamacpp, "ensure_tool", lambda target, jobs=None: tool)
    src = tmp_path / "model.gguf"
    src.write_text("weights\n")
    monkeypatch.setenv("OMNIDRAFT_REQUANTIZED_MAX_GB", str(30 / 2**30))  # room for two files
    q4, q8 = llamacpp.requantized(src, "Q4_0"), llamacpp.requantized(src, "Q8_0")
    now = time.time()
    os.utime(q4, (now - 100, now - 100))
    os.utime(q8, (now - 50, now - 50))
    assert llamacpp.requantized(src, "Q4_0") == q4  # a hit: Q4_0 is now the most recently used
    k4 = llamacpp.requantized(src, "Q4_K_S")  # 13 + 13 + 15 bytes > 30: the least recently used goes
    assert q4.exists() and k4.exists() and not q8.exists()
    monkeypatch.setenv("OMNIDRAFT_REQUANTIZED_MAX_GB", str(1 / 2**30))  # smaller than any file
    assert llamacpp.requantized(src, "Q8_0").exists()  # the file just made stays whatever the bound
    assert sorted(f.name.split("-", 1)[1] for f in q4.parent.iterdir()) == ["Q8_0.gguf"]
