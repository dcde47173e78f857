"""The native core on static (NPU) bundles (src/runtime/static_lm.cpp, qnn.cpp, npy.cpp): the tiny
static pair of tests/test_npu.py gives the Python runtime's tokens, rounds and cache file for every
method (drafting every round: draft cost 0), on the QDQ graphs on the CPU and on the HTP simulator
(the onnxruntime-qnn wheel's plugin library, CPU fallback off); the refusals say what to do."""

import json
import shutil
import subprocess

import numpy as np
import pytest

from omnidraft.cache_store.persist import CacheConfig
from omnidraft.runtime.generator import Generator
from tests import native
from tests.test_native_generate import ORT_LIBRARY
from tests.test_native_speculative import COUNTERS, METHODS, PROMPTS
from tests.test_npu import QNN_MISSING, _static_bundle, needs_qnn
from tests.zoo import tiny_bundle

K = 3  # the tiny static bundles' verify graph has 4 rows
SOC = "SM8750"


@pytest.fixture(scope="module")
def pair():
    return _static_bundle("gpt2-bpe"), _static_bundle("llama2-sp")


def _qnn_args() -> list[str]:
    import onnxruntime_qnn

    return ["--execution-provider", "qnn", "--soc", SOC, "--ep-library", onnxruntime_qnn.get_library_path()]


def _native(target, draft, lines, *args, check=True):
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(target), "--ort-library",
           str(ORT_LIBRARY), "--k", str(K), "--stdin", "--trace", "--draft-cost", "0",
           *(["--draft", str(draft)] if draft else []), *map(str, args)]
    proc = subprocess.run(cmd, input="\n".join(map(json.dumps, lines)) + "\n", capture_output=True, text=True)
    if not check:
        return proc
    assert proc.returncode == 0, proc.stderr[-3000:]
    # the HTP simulator's library prints a " # LIBNATIVE: ..." line to stdout; the answers are the JSON lines
    return [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]


def _python(target, draft, method, cache):
    runs = []
    with Generator(target, draft, k=K, cache=CacheConfig(path=cache), draft_cost=0) as gen:
        for prompt in PROMPTS:
            gen.decoder.trace = []
            r = gen.generate(prompt, max_new_tokens=24, method=method, reference=method == "target-only")
            runs.append({"token_ids": r.token_ids, "text": r.text, "stats": r.stats, "trace": gen.decoder.trace})
    return runs


def _assert_same(got, want, label):
    for g, w in zip(got, want, strict=True):
        assert g["token_ids"] == w["token_ids"], label
        assert g["text"] == w["text"], label
        assert g.get("trace", []) == w["trace"], label
        assert {k: g["stats"].get(k) for k in COUNTERS} == {k: w["stats"].get(k) for k in COUNTERS}, label


def test_static_pair_on_cpu_qdq_gives_pythons_tokens(pair, tmp_path):
    target, draft = pair
    for method in ("target-only", *METHODS):
        py_cache, nat_cache = tmp_path / f"{method}-py.odc", tmp_path / f"{method}-native.odc"
        want = _python(target, draft, method, py_cache)
        lines = [{"prompt": p, "method": method, "reference": int(method == "target-only"), "max_new_tokens": 24}
                 for p in PROMPTS]
        got = _native(target, draft, lines, "--cache", nat_cache)
        _assert_same(got, want, method)
        if method != "target-only":
            assert nat_cache.read_bytes() == py_cache.read_bytes(), method
        assert "nodes_by_provider" not in got[0]["stats"]  # the CPU provider: nothing to report
        if method != "target-only":  # it really speculated: fewer rounds than tokens
            assert sum(g["stats"]["rounds"] for g in got) < sum(g["stats"]["new_tokens"] for g in got), method


@needs_qnn
def test_static_pair_on_the_htp_simulator_gives_pythons_tokens(pair):
    """Native on the simulator, through the plugin library, against Python on the simulator, round by
    round; every node of every graph, the drafter's too, on the HTP. One generator each side runs every
    method in turn (loading the HTP binaries is most of the time; the n-gram cache carries over alike)."""
    target, draft = pair
    cases = [(method, prompt) for method in ("target-only", *METHODS) for prompt in PROMPTS[3:]]
    lines = [{"prompt": p, "method": m, "reference": int(m == "target-only"), "max_new_tokens": 16} for m, p in cases]
    got = _native(target, draft, lines, *_qnn_args())
    with Generator(target, draft, k=K, providers=["qnn"], soc=SOC, draft_cost=0) as gen:
        for (method, prompt), g in zip(cases, got, strict=True):
            gen.decoder.trace = []
            r = gen.generate(prompt, max_new_tokens=16, method=method, reference=method == "target-only")
            _assert_same([g], [{"token_ids": r.token_ids, "text": r.text, "stats": r.stats, "trace": gen.decoder.trace}],
                         f"{method} {prompt[:20]!r}")
            placed = g["stats"]["nodes_by_provider"]
            assert set(placed["target"]) == {"QNNExecutionProvider"} and placed["target"]["QNNExecutionProvider"] > 0
            assert set(placed["draft"]) == {"QNNExecutionProvider"}, placed


def test_the_host_tables_are_numpys(pair, tmp_path):
    """npy.cpp reads the fp16 embeddings and the .npz RoPE tables as numpy does: a static bundle whose
    table rows are shuffled generates something else, so the tables are really read; damaged tables are
    refused with what to do."""
    target, _ = pair
    broken = tmp_path / "broken"
    shutil.copytree(target, broken)
    manifest = json.loads((broken / "manifest.json").read_text())
    embeddings = np.load(broken / "embeddings.npy")
    assert embeddings.dtype == np.float16
    for damage, words in ((lambda: (broken / "embeddings.npy").write_bytes(b"\x93NUMPY\x01\x00\xff\x00{'descr'"), "truncated .npy header"),
                          (lambda: np.save(broken / "embeddings.npy", embeddings.astype(np.int16)), "dtype <i2"),
                          (lambda: np.savez_compressed(broken / "rope.npz", inv_freq=np.ones(8, np.float32),
                                                       attention_scaling=np.ones(1, np.float32)), "compressed .npz member"),
                          (lambda: np.savez(broken / "rope.npz", inv_freq=np.ones(3, np.float32),
                                            attention_scaling=np.ones(1, np.float32)), "RoPE tables that do not match")):
        shutil.copy(target + "/embeddings.npy", broken / "embeddings.npy")
        shutil.copy(target + "/rope.npz", broken / "rope.npz")
        damage()
        for name in ("embeddings.npy", "rope.npz"):  # the file table's sizes and hashes follow, so the tables are read
            manifest["files"][name] = _file_entry(broken / name)
        (broken / "manifest.json").write_text(json.dumps(manifest))
        proc = _native(broken, None, ["x"], check=False)
        assert proc.returncode == 1 and words in proc.stderr and "re-export the bundle" in proc.stderr, proc.stderr


def _file_entry(path) -> dict:
    import hashlib

    return {"size": path.stat().st_size, "sha256": hashlib.sha256(path.read_bytes()).hexdigest()}


def test_refusals_say_what_to_do(pair):
    target, draft = pair
    proc = _native(target, None, ["x"], "--k", "4", check=False)
    assert proc.returncode == 1 and "verifies at most 3 proposed tokens" in proc.stderr, proc.stderr
    proc = _native(target, None, [{"prompt": "x", "k": 4}], check=False)
    assert "verifies at most 3 proposed tokens" in proc.stdout, proc.stdout
    proc = _native(target, None, [" ".join(["word"] * 200)], check=False)
    assert "exceeds the usable context of 123" in proc.stdout, proc.stdout  # 128 less a round's k + 2
    proc = _native(tiny_bundle("gpt2-bpe"), None, ["x"], "--execution-provider", "qnn", check=False)
    assert proc.returncode == 1 and "is a CPU bundle (dynamic shapes); the QNN HTP runs static bundles" in proc.stderr
    proc = _native(target, None, ["x"], "--execution-provider", "qnn", check=False)
    assert proc.returncode == 1 and "the QNN provider needs the phone's SoC: set soc, one of" in proc.stderr, proc.stderr
    proc = _native(target, None, ["x"], "--execution-provider", "qnn", "--soc", "SM9999", check=False)
    assert proc.returncode == 1 and "unknown SoC 'SM9999'; known: SM8550, SM8650, SM8750, SM8850" in proc.stderr
    if QNN_MISSING is None:
        proc = _native(target, None, ["x"], "--execution-provider", "qnn", "--soc", "SM8550", check=False)
        assert proc.returncode == 1 and "not SM8550" in proc.stderr and "--device qnn --soc SM8550" in proc.stderr
        shared = _static_bundle("gpt2-bpe", socs=(SOC,), weight_sharing=True)
        proc = _native(shared, None, ["x"], *_qnn_args(), check=False)  # loading it would crash the simulator
        assert proc.returncode == 1 and "x86 HTP simulator cannot load" in proc.stderr, proc.stderr
