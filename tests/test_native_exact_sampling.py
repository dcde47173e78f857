"""Native sampled output of every method is distributed exactly as the target's, with the n-gram cache
merging: tests/test_exact_sampling.py's case (tiny pair, cache filled so merges are proposed, a prompt
that makes lookups fire, the exact law of the first k + 2 tokens enumerated from the target alone),
with the samples drawn by omnidraft-native. Its generator is seeded mt19937_64, not numpy, so the
test compares distributions, not draws. Control: the same test rejects the paper's Eq. 2 natively."""

import json
import shutil
import subprocess
from functools import cache

import pytest

from omnidraft.cache_store.persist import save_store
from omnidraft.cache_store.store import Namespace, NgramStore
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.sampling import Controls
from tests import native
from tests import test_exact_sampling as ex
from tests.test_native_generate import ORT_LIBRARY

N = 500  # seeded generations per case: the whole module in about a minute on 2 idle cores
P_MIN = 1e-3  # a correct rule fails with this probability per case


@cache
def case():
    """The Python test's case built on a prompt the native CLI can take as text (its ids the same after
    decoding and tokenizing again), its filled cache as a file the native generator opens."""
    gen = Generator(ex.zoo.tiny_bundle(ex.TARGET), ex.zoo.tiny_bundle(ex.DRAFT), k=1, threads=1, draft_cost=0)
    ids = ex._repeating_prompt(gen)
    for _ in range(4):
        text = gen.tokenizer.decode(ids)
        again = gen.tokenizer(text, add_special_tokens=True).input_ids
        if again == ids:
            break
        ids = again
    assert gen.tokenizer(text, add_special_tokens=True).input_ids == ids
    store = ex._filled_cache(gen, ids)
    for key, entry in ex._biased_cache(gen, ids).items():  # the Eq. 2 case wins where both have a key
        store.observe(entry.target, key)
    ns = Namespace(gen.draft_tokens.fingerprint(), gen.target_tokens.fingerprint(), gen.draft_tokens.vocab_size,
                   gen.target_tokens.vocab_size, "")
    filled = NgramStore("none", 0, 0, 0, ns)
    for key, entry in store.entries.items():
        filled.observe(entry.target, key)
    path = native.build_dir() / "exact-sampling-cache.odc"
    save_store(filled, path)
    return gen, text, ids, path


@cache
def law(depth: int, controls: tuple) -> dict:
    gen, _, ids, _ = case()
    return ex.exact_law(gen, ids, depth, Controls(ex.TEMPERATURE, **dict(controls)))


def run(method: str, k: int, tmp_path, rule: str = "exact", controls: dict | None = None, n: int = N):
    gen, text, ids, cache_file = case()
    depth = k + 2  # the first token (prefill), then one round's k proposals and the token after them
    work = tmp_path / "cache.odc"
    shutil.copy(cache_file, work)  # each case starts from the filled cache; the runs learn into it
    lines = [json.dumps({"prompt": text, "seed": s, **(controls or {})}) for s in range(n)]
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(ex.zoo.tiny_bundle(ex.TARGET)),
           "--draft", str(ex.zoo.tiny_bundle(ex.DRAFT)), "--method", method, "--k", str(k), "--threads", "1",
           "--draft-cost", "0", "--cache", str(work), "--cache-policy", "none", "--max-new-tokens", str(depth),
           "--temperature", str(ex.TEMPERATURE), "--sampling-rule", rule, "--ort-library", str(ORT_LIBRARY), "--stdin"]
    proc = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    out = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(out) == n and all(o["stats"]["prompt_tokens"] == len(ids) for o in out)
    merges = sum(o["stats"]["ngram_merges_proposed"] for o in out)
    lookups = sum(o["stats"]["prompt_lookup_rounds"] for o in out)
    p = ex.chi_square_p([tuple(o["token_ids"]) for o in out], law(depth, tuple(sorted((controls or {}).items()))))
    return p, merges, lookups


@pytest.mark.parametrize("k", [1, 3])
@pytest.mark.parametrize("method", ["omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup"])
def test_every_method_samples_the_target_law(method, k, tmp_path):
    p, merges, lookups = run(method, k, tmp_path)
    print(f"\nnative {method} k={k}: chi-square p = {p:.3g}, merges proposed {merges}, lookup rounds {lookups}")
    if method in ("omnidraft", "omnidraft+lookup"):
        assert merges >= N // 10  # the cache merges in this test
    if method in ("prompt-lookup", "omnidraft+lookup"):
        assert lookups >= N // 10
    assert p > P_MIN


def test_controls_and_the_point_rule_keep_sampling_exact(tmp_path):
    """top-k, min-p and the three penalties at every verified row; and the point-mass rule everywhere (on
    spd-dm: in this case every drafted token starts a cached n-gram, so "exact" is the point rule already)."""
    p, merges, lookups = run("omnidraft", 3, tmp_path, controls=ex.CONTROLS)
    print(f"\nnative omnidraft k=3 with {ex.CONTROLS}: chi-square p = {p:.3g}, merges {merges}")
    assert merges >= N // 10 and p > P_MIN
    p, _, _ = run("spd-dm", 3, tmp_path, rule="point")
    print(f"native spd-dm k=3 rule point: chi-square p = {p:.3g}")
    assert p > P_MIN


def test_the_test_catches_eq2(tmp_path):
    """The paper's Eq. 2 (sampling_rule eq2) on the case built to expose it: its bias is caught."""
    p, merges, _ = run("omnidraft", 1, tmp_path, rule="eq2")
    print(f"\nnative eq2 k=1: chi-square p = {p:.3g}, merges {merges}")
    assert merges >= N // 10
    assert p < 1e-6
