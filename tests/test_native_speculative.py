"""Native cross-vocabulary speculation against the Python runtime, as golden vectors: for drafter /
target pairs of different tokenizer families, every method, greedy, the native loop must give the
same ids and text, the same rounds (each round's drafted ids, proposed ids and accepted count), the
same counters, the same streamed text pieces, and a byte-identical n-gram cache file."""

import json
import os
import shutil
import subprocess

from pathlib import Path

import pytest

from omnidraft.cache_store.persist import CacheConfig
from omnidraft.datasets import load_prompts
from omnidraft.runtime.generator import Generator
from tests import native
from tests.test_native_cache import SANITIZER_ENV
from tests.test_native_generate import ORT_LIBRARY
from tests.zoo import tiny_bundle

METHODS = ("omnidraft", "omnidraft+lookup", "spd-dm", "prompt-lookup")
COUNTERS = ("method", "new_tokens", "rounds", "drafted_tokens", "proposed_target_tokens", "accepted_target_tokens",
            "acceptance_per_draft_token", "acceptance_per_target_token", "mean_accepted_length",
            "ngram_merges_proposed", "ngram_merges_accepted", "ngram_cache_entries", "ngram_cache_bytes",
            "ngram_cache_evictions", "prompt_lookup_rounds", "shared_vocabulary")
PROMPTS = ["def fib(n):\n    if n < 2:\n        return n\n", "The capital of France is", "x = [1, 2, 3]\nfor i in x:",
           "Hello 日本語 🙂 and more text"]


def native_run(target, draft, prompts, method, cache, *args, env=None,
               draft_cost=native.GOLDEN_DRAFT_COST) -> list[dict]:
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(target), "--draft", str(draft),
           "--method", method, "--cache", str(cache), "--ort-library", str(ORT_LIBRARY), "--stdin", "--trace",
           "--pieces", "--draft-cost", str(draft_cost), *map(str, args)]
    proc = subprocess.run(cmd, input="\n".join(map(json.dumps, prompts)) + "\n", capture_output=True, text=True,
                          env=env or SANITIZER_ENV)
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


def python_run(target, draft, prompts, method, cache, max_new_tokens, threads=None,
               draft_cost=native.GOLDEN_DRAFT_COST) -> list[dict]:
    """Each prompt's result as the native CLI prints it with --trace --pieces."""
    runs = []
    with Generator(target, draft, threads=threads, cache=CacheConfig(path=cache), draft_cost=draft_cost) as gen:
        for p in prompts:
            gen.decoder.trace, pieces = [], []
            r = gen.generate(p, max_new_tokens=max_new_tokens, method=method, on_text=pieces.append)
            runs.append({"text": r.text, "token_ids": r.token_ids, "stats": r.stats, "trace": gen.decoder.trace,
                         "pieces": [piece for piece in pieces if piece]})
    return runs


def assert_same(got: list[dict], want: list[dict], label: str) -> None:
    for g, w in zip(got, want, strict=True):
        assert g["token_ids"] == w["token_ids"], label
        assert g["text"] == w["text"], label
        assert g.get("trace", []) == w["trace"], label  # round by round
        assert g["pieces"] == w["pieces"] and "".join(w["pieces"]) == w["text"], label
        assert {k: g["stats"].get(k) for k in COUNTERS} == {k: w["stats"].get(k) for k in COUNTERS}, label


@pytest.mark.parametrize("draft_family,target_family", [
    ("smollm2-bpe", "qwen-bpe"), ("llama2-sp", "qwen-bpe"), ("qwen-bpe", "llama2-sp"),
    ("gpt2-bpe", "mistral-v1-sp"), ("mistral-v1-sp", "smollm2-bpe")])
def test_tiny_pairs_reproduce_python(draft_family, target_family, tmp_path):
    target, draft = tiny_bundle(target_family), tiny_bundle(draft_family)
    for method in METHODS:
        py_cache, nat_cache = tmp_path / f"{method}-py.odc", tmp_path / f"{method}-native.odc"
        want = python_run(target, draft, PROMPTS, method, py_cache, 32)
        got = native_run(target, draft, PROMPTS, method, nat_cache, "--max-new-tokens", 32)
        assert_same(got, want, f"{draft_family} -> {target_family} {method}")
        assert nat_cache.read_bytes() == py_cache.read_bytes(), method  # the same cache, byte for byte
    # the native run reads the file Python left and continues from it as Python would
    again_py = python_run(target, draft, PROMPTS[:2], "omnidraft", py_cache, 32)
    again_native = native_run(target, draft, PROMPTS[:2], "omnidraft", nat_cache, "--max-new-tokens", 32)
    assert_same(again_native, again_py, "warm cache")


@pytest.mark.parametrize("draft_cost", [0.45, 50.0])
def test_the_controllers_memory_across_prompts_reproduces_python(draft_cost, tmp_path):
    """Costs at which prompts stop drafting, then run without the drafter (50: after the first prompt): the
    native controller carries the same memory from prompt to prompt, per method."""
    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    prompts = PROMPTS * 2
    without = 0
    for method in ("omnidraft", "omnidraft+lookup"):
        want = python_run(target, draft, prompts, method, tmp_path / f"{method}-py.odc", 24, draft_cost=draft_cost)
        got = native_run(target, draft, prompts, method, tmp_path / f"{method}-native.odc", "--max-new-tokens", 24,
                         draft_cost=draft_cost)
        assert_same(got, want, f"{method} at cost {draft_cost}")
        assert [g["stats"]["draft_control"] for g in got] == [w["stats"]["draft_control"] for w in want]
        without += sum(w["stats"]["draft_control"]["prompt_without_drafter"] for w in want)
    assert without > 0, "no prompt ran without the drafter: the test exercised nothing"


def test_a_drafter_with_padding_logits_reproduces_python(tmp_path):
    """256 drafter logits beyond its tokenizer's ids, with random weights so greedy lands on them: both
    runtimes map them to nothing (the bridge's table spans the model's logits) and agree round by round."""
    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("llama2-sp", padding=256)
    for method in ("omnidraft", "spd-dm"):
        want = python_run(target, draft, PROMPTS, method, tmp_path / f"{method}-py.odc", 32)
        got = native_run(target, draft, PROMPTS, method, tmp_path / f"{method}-native.odc", "--max-new-tokens", 32)
        assert_same(got, want, f"padded drafter {method}")


@pytest.mark.parametrize("role", ["target", "drafter"])
def test_a_torch_onnx_bundle_reproduces_python(role, tmp_path):
    """A graph from the torch path (tiny OLMo-2: its KV cache concatenated, not a shared buffer) as
    target and as drafter: the native runtime keeps and cuts the cache as Python does."""
    from tests.zoo import tiny_arch_bundle

    olmo2, other = tiny_arch_bundle("olmo2"), tiny_bundle("llama2-sp")
    target, draft = (olmo2, other) if role == "target" else (other, olmo2)
    for method in ("omnidraft", "spd-dm"):
        want = python_run(target, draft, PROMPTS, method, tmp_path / f"{method}-py.odc", 32)
        got = native_run(target, draft, PROMPTS, method, tmp_path / f"{method}-native.odc", "--max-new-tokens", 32)
        assert_same(got, want, f"torch.onnx {role} {method}")


def test_greedy_speculation_equals_the_reference(tmp_path):
    """The correctness oracle, natively: every speculative method's tokens are the target's
    row-stable reference decode."""
    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(target), "--method", "target-only",
           "--reference", "--max-new-tokens", "32", "--ort-library", str(ORT_LIBRARY), "--stdin"]
    proc = subprocess.run(cmd, input="\n".join(map(json.dumps, PROMPTS)) + "\n", capture_output=True, text=True)
    reference = [json.loads(line)["token_ids"] for line in proc.stdout.splitlines()]
    for method in METHODS:
        got = native_run(target, draft, PROMPTS, method, tmp_path / f"{method}.odc", "--max-new-tokens", 32)
        assert [g["token_ids"] for g in got] == reference, method


def test_a_damaged_cache_file_is_set_aside_and_generation_goes_on(tmp_path):
    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    cache = tmp_path / "cache.odc"
    cache.write_bytes(b"ODNC not really a cache file")
    got = native_run(target, draft, PROMPTS[:1], "omnidraft", cache, "--max-new-tokens", 8)
    assert got[0]["stats"]["new_tokens"] == 8
    assert [p.name for p in tmp_path.glob("cache.odc.bad-*")]  # the damaged file was kept, moved aside


@pytest.mark.slow
def test_real_pair_reproduces_python(tmp_path):
    """SmolLM2-135M int4 -> Qwen2.5-Coder-0.5B int4 (test_real_pair's pair), 3 GSM8K + 3 HumanEval
    prompts, 48 new tokens, two methods: ids, counters and cache file identical."""
    from omnidraft.export.pipeline import ensure_bundle

    draft = ensure_bundle("smollm2-135m-instruct", "int4")
    target = ensure_bundle("qwen2.5-coder-0.5b-instruct", "int4")
    prompts = load_prompts("gsm8k", 3) + load_prompts("humaneval", 3)
    for method in ("omnidraft", "omnidraft+lookup"):
        py_cache, nat_cache = tmp_path / f"{method}-py.odc", tmp_path / f"{method}-native.odc"
        want = python_run(target, draft, prompts, method, py_cache, 48, threads=2)
        got = native_run(target, draft, prompts, method, nat_cache, "--max-new-tokens", 48, "--threads", 2,
                         env=os.environ)
        assert_same(got, want, method)
        assert nat_cache.read_bytes() == py_cache.read_bytes()


def _sampled(target, draft, method, runs, temperature, tmp_path, first_seed=0) -> list[tuple]:
    """Two tokens from each of ``runs`` runs seeded first_seed, first_seed + 1, ...: samples to be
    compared must use disjoint seeds, or their draws are correlated."""
    lines = [json.dumps({"prompt": PROMPTS[1], "seed": seed}) for seed in range(first_seed, first_seed + runs)]
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(target), "--method", method,
           "--max-new-tokens", "2", "--temperature", str(temperature), "--ort-library", str(ORT_LIBRARY), "--stdin"]
    if draft:
        cmd += ["--draft", str(draft), "--cache", str(tmp_path / f"{Path(draft).name}-{method}.odc")]
    proc = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return [tuple(json.loads(line)["token_ids"]) for line in proc.stdout.splitlines()]


def _homogeneity_p(*samples) -> float:
    """chi-square test that the samples of (first, second) token pairs come from one distribution;
    outcomes seen fewer than 10 times in all are pooled."""
    from scipy.stats import chi2_contingency

    counts = {}
    for i, sample in enumerate(samples):
        for pair in sample:
            counts.setdefault(pair, [0] * len(samples))[i] += 1
    table = [c for c in counts.values() if sum(c) >= 10]
    rare = [sum(c[i] for c in counts.values() if sum(c) < 10) for i in range(len(samples))]
    if sum(rare) >= 10:
        table.append(rare)
    assert len(table) >= 3, "too few distinct outcomes to test"
    return chi2_contingency(table)[1]


def test_sampling_keeps_the_target_distribution(tmp_path):
    """Speculative sampling (accept with min(1, p/q'), else the residual) leaves the output distributed
    as the target's. 600 seeded runs of two tokens each, temperature 0.7, against the target alone:
    with an unrelated drafter (SmolLM2 vocabulary: nearly every proposal rejected, the residual path)
    and with a drafter equal to the target (every proposal accepted, the accept path)."""
    target = tiny_bundle("qwen-bpe")
    twin = tmp_path / "twin"
    shutil.copytree(target, twin)  # the same model at another path: q' = p
    alone = _sampled(target, None, "target-only", 600, 0.7, tmp_path)
    for i, draft in enumerate((tiny_bundle("smollm2-bpe"), twin)):
        spec = _sampled(target, draft, "omnidraft", 600, 0.7, tmp_path, first_seed=10_000 * (i + 1))
        assert _homogeneity_p(alone, spec) > 1e-3, draft.name
    assert _sampled(target, twin, "omnidraft", 5, 0.7, tmp_path, 20_000) == spec[:5]  # same seeds, same draws


def test_the_sampling_test_has_power(tmp_path):
    """The same test rejects a distribution somewhat off: the target at temperature 1.0 against 0.7."""
    target = tiny_bundle("qwen-bpe")
    assert _homogeneity_p(_sampled(target, None, "target-only", 600, 0.7, tmp_path),
                          _sampled(target, None, "target-only", 600, 1.0, tmp_path, first_seed=10_000)) < 1e-3


def _lines(target, draft, lines: list[dict], *args) -> list[dict]:
    """omnidraft-native --stdin over JSON lines (each with its own parameters), greedy by default."""
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(target), "--draft", str(draft),
           "--ort-library", str(ORT_LIBRARY), "--threads", "1", "--stdin", "--pieces", *map(str, args)]
    proc = subprocess.run(cmd, input="\n".join(map(json.dumps, lines)) + "\n", capture_output=True, text=True,
                          env=SANITIZER_ENV)
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_greedy_with_each_control_gives_pythons_tokens():
    """tests/test_controls.py's sets natively: every method and k in {1, 3} gives the Python reference
    decode with the same controls (target-only included), and the stats keys are Python's."""
    from tests.test_controls import PROMPT, SETS

    target, draft = tiny_bundle("smollm2-bpe"), tiny_bundle("llama2-sp")
    gen = Generator(target, draft, k=3, threads=1)
    plain = gen.generate(PROMPT, 40, method="target-only", reference=True).token_ids
    lines, want, keys = [], [], []
    for name, controls in SETS.items():
        reference = gen.generate(PROMPT, 40, method="target-only", reference=True, **controls)
        if name != "top_k and min_p":  # greedy is the argmax: top-k and min-p keep it
            assert reference.token_ids != plain, name
        for method in ("target-only", *METHODS):
            for k in (1, 3):
                lines.append({"prompt": PROMPT, "method": method, "k": k, "max_new_tokens": 40, **controls})
                want.append((name, method, k, reference.token_ids, reference.text))
            gen.decoder.k = 3
            keys.append(set(gen.generate(PROMPT, 40, method=method, **controls).stats))
    got = _lines(target, draft, lines)
    for g, (name, method, k, ids, text) in zip(got, want, strict=True):
        assert g["token_ids"] == ids and g["text"] == text, (name, method, k)
    assert [set(g["stats"]) for g in got[1::2]] == keys  # k = 3, as the Python generator ran


def _mid_token_stop(gen, ids: list[int], start: int) -> tuple[str, int]:
    """A string that begins inside one generated token and ends inside the next, whose first occurrence
    in the text is there; and the index of the token that completes it."""
    text = gen.tokenizer.decode(ids, skip_special_tokens=True)
    for i in range(start, len(ids) - 1):
        a, b = (gen.tokenizer.decode(ids[: i + 1], skip_special_tokens=True),
                gen.tokenizer.decode(ids[: i + 2], skip_special_tokens=True))
        this, after = a[len(gen.tokenizer.decode(ids[:i], skip_special_tokens=True)):], b[len(a):]
        if len(this) >= 2 and after and "\ufffd" not in this + after:
            stop = this[1:] + after[:1]
            if text.find(stop) == len(a) - len(this) + 1:
                return stop, i + 1
    raise AssertionError("no token pair to cut")


def test_stop_strings_give_pythons_text_and_pieces():
    """Several stop strings, the first to appear ending inside a token: the native ids, text, streamed
    pieces and stats (stop_string, finish_reason) are Python's; the text ends before the stop string
    and no piece shows any part of it. Greedy and sampled, every method."""
    target, draft = tiny_bundle("smollm2-bpe"), tiny_bundle("llama2-sp")
    gen = Generator(target, draft, k=3, threads=1)
    prompt = "The capital of France is"
    plain = gen.generate(prompt, 40, method="target-only", reference=True)
    early, at = _mid_token_stop(gen, plain.token_ids, 3)
    late, _ = _mid_token_stop(gen, plain.token_ids, at + 3)
    stops = [late, "never in this text \u2603", early]
    lines, want = [], []
    for method in ("target-only", *METHODS):
        for seed in (None, 7):
            sampled = {"temperature": 0.8, "seed": seed} if seed is not None else {}
            pieces = []
            r = gen.generate(prompt, 40, method=method, stop=stops, on_text=pieces.append, **sampled)
            lines.append({"prompt": prompt, "method": method, "max_new_tokens": 40, "stop": stops, **sampled})
            want.append((method, seed, r, [p for p in pieces if p]))
    got = _lines(target, draft, lines)
    for g, (method, seed, r, pieces) in zip(got, want, strict=True):
        label = (method, seed)
        if seed is None:
            assert r.stats["stop_string"] == early and r.text + early == plain.text[: len(r.text) + len(early)], label
            assert r.token_ids == plain.token_ids[: at + 1], label  # ends with the token that completes it
            assert g["token_ids"] == r.token_ids and g["text"] == r.text and g["pieces"] == pieces, label
            assert {k: g["stats"][k] for k in ("stop_string", "finish_reason")} == \
                {k: r.stats[k] for k in ("stop_string", "finish_reason")}, label
        for s in stops:
            assert s not in g["text"], label
        assert "".join(g["pieces"]) == g["text"], label  # so no piece showed a part of a stop string
        assert (g["stats"]["finish_reason"] == "stop_string") == (g["stats"]["stop_string"] is not None), label
    assert all(g["stats"]["stop_string"] == early for g in got[::2])


def test_bad_controls_get_pythons_words_through_the_c_abi():
    """Each bad value of tests/test_controls.py (and the sampling rule, the stop strings) is refused by the
    C ABI with OD_ERROR_INVALID_ARGUMENT and the Python runtime's message, word for word."""
    import ctypes

    from omnidraft.errors import OmniDraftError
    from tests.test_controls import BAD

    lib = ctypes.CDLL(str(native.build() / "libomnidraft.so"))
    lib.OdResultGetError.restype = ctypes.c_char_p
    lib.OdResultGetCode.argtypes = lib.OdResultGetError.argtypes = lib.OdDestroyResult.argtypes = [ctypes.c_void_p]
    for fn in ("OdCreateConfig", "OdConfigSet", "OdCreateGenerator", "OdCreateGenerationParams", "OdGenerationParamsSet",
               "OdGeneratorGenerate"):
        getattr(lib, fn).restype = ctypes.c_void_p

    def ok(result):
        assert not result, lib.OdResultGetError(result).decode()

    config, generator = ctypes.c_void_p(), ctypes.c_void_p()
    ok(lib.OdCreateConfig(ctypes.byref(config)))
    ok(lib.OdConfigSet(config, b"ort_library", str(ORT_LIBRARY).encode()))
    target = tiny_bundle("smollm2-bpe")
    ok(lib.OdCreateGenerator(config, str(target).encode(), None, ctypes.byref(generator)))
    gen = Generator(target, threads=1)
    # (name, the C ABI's value, Python's value)
    bad = [(name, str(value), value) for name, value, _ in BAD] + [("sampling_rule", "fair", "fair")] + [
        ("stop", json.dumps(stop), stop) for stop in ([""], 5, ["x"] * 17, ["y" * 257])]
    for name, value, py_value in bad:
        with pytest.raises(OmniDraftError) as e:
            gen.generate("hi", 4, **{name: py_value})
        words = str(e.value)
        params, out = ctypes.c_void_p(), ctypes.c_void_p()
        ok(lib.OdCreateGenerationParams(ctypes.byref(params)))
        ok(lib.OdGenerationParamsSet(params, name.encode(), str(value).encode()))
        result = lib.OdGeneratorGenerate(generator, b"hi", 2, params, None, None, None, ctypes.byref(out))
        assert result, (name, value)
        assert lib.OdResultGetCode(result) == 1, (name, value)  # OD_ERROR_INVALID_ARGUMENT
        assert lib.OdResultGetError(result).decode().startswith(words), (name, value)
        lib.OdDestroyResult(result)
        lib.OdDestroyGenerationParams(params)
    lib.OdDestroyGenerator(generator)
    lib.OdDestroyConfig(config)


def test_the_break_even_cost_is_timed_at_load_unless_set(tmp_path):
    """Without draft_cost the native core times it when the generator loads, as Python does; a set one is
    taken, a bad one refused with the Python runtime's words."""
    from omnidraft.errors import OmniDraftError
    from omnidraft.runtime.params import check

    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(target), "--draft", str(draft),
           "--ort-library", str(ORT_LIBRARY), "--max-new-tokens", "16", "--json", PROMPTS[1]]
    timed = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["stats"]["draft_control"]
    assert timed["cost_source"] == "timed" and timed["drafter_cost"] > 0 and timed["why"], timed
    proc = subprocess.run(cmd[:2] + ["--draft-cost", "0"] + cmd[2:], capture_output=True, text=True, check=True)
    assert json.loads(proc.stdout)["stats"]["draft_control"]["skipped_rounds"] == 0
    proc = subprocess.run(cmd[:2] + ["--draft-cost", "-1"] + cmd[2:], capture_output=True, text=True)
    with pytest.raises(OmniDraftError) as python:
        check("draft_cost", -1)
    assert proc.returncode == 1 and str(python.value) in proc.stderr, proc.stderr
