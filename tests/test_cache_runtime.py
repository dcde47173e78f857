"""The runtime with a persisted, bounded cache: greedy output never changes, whatever the cache
holds; a second session starts from what the first one learned; the cache CLI."""

import json
import random

import pytest

from omnidraft.cache_store.persist import CacheConfig, load_store
from omnidraft.cli import main
from omnidraft.runtime.generator import Generator
from tests import zoo

PROMPT = "def fibonacci(n):\n    if n < 2:\n        return n\n    return fibonacci(n - 1) + fib"


@pytest.fixture(scope="module")
def pair():
    return zoo.tiny_bundle("qwen-bpe"), zoo.tiny_bundle("smollm2-bpe")  # target, drafter


def test_a_poisoned_cache_never_changes_greedy_output(pair):
    """Entries that map the drafter's own n-grams to wrong target tokens cost speed, never tokens."""
    # draft_cost 0: the drafter runs every round, so the second prompt drafts whatever the first paid
    gen = Generator(*pair, k=4, threads=1, draft_cost=0)
    reference = gen.generate(PROMPT, 32, method="target-only", reference=True).token_ids
    drafted = []
    original = gen.decoder._draft

    def recording(*args, **kwargs):
        tokens, rows = original(*args, **kwargs)
        drafted.append(list(tokens))
        return tokens, rows

    gen.decoder._draft = recording
    gen.generate(PROMPT, 32)
    rng = random.Random(0)
    for seq in drafted:
        for n in (2, 3, 4):
            for i in range(len(seq) - n + 1):
                gen.cache.observe(rng.randrange(gen.target.vocab_size), seq[i:i + n])
    poisoned = gen.generate(PROMPT, 32)
    assert poisoned.stats["ngram_merges_proposed"] > 0  # the poison was actually drafted
    assert poisoned.token_ids == reference


def test_a_tiny_bound_keeps_greedy_output_and_counts_evictions(pair):
    gen = Generator(*pair, k=4, threads=1, cache=CacheConfig(policy="lfu", max_entries=2))
    reference = gen.generate(PROMPT, 32, method="target-only", reference=True).token_ids
    result = gen.generate(PROMPT, 32)
    assert result.token_ids == reference
    assert result.stats["ngram_cache_entries"] <= 2 and result.stats["ngram_cache_evictions"] > 0


def test_a_second_session_starts_from_the_first_ones_cache(pair, tmp_path):
    path = tmp_path / "pair.odng"
    with Generator(*pair, k=4, threads=1, cache=CacheConfig(path)) as first:
        reference = first.generate(PROMPT, 32, method="target-only", reference=True).token_ids
        first.generate(PROMPT, 32)
        learned = dict(first.cache.entries)
    assert learned and set(load_store(path).entries) == set(learned)
    with Generator(*pair, k=4, threads=1, cache=CacheConfig(path)) as second:
        assert second.cache_file.loaded_entries == len(learned)
        assert second.generate(PROMPT, 32).token_ids == reference


def test_generate_cli_keeps_its_cache_and_the_cache_cli_reads_it(pair, tmp_path, capsys):
    target, draft = (str(b) for b in pair)
    path = str(tmp_path / "cli.odng")
    args = ["generate", PROMPT, "--target", target, "--draft", draft, "--max-new-tokens", "24", "--k", "4",
            "--threads", "1", "--cache", path, "--json"]
    assert main(args) == 0
    entries = json.loads(capsys.readouterr().out)["stats"]["ngram_cache_entries"]
    assert entries > 0

    assert main(["cache", "stats", path, "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["entries"] == entries and stats["file_bytes"] > 50 and stats["policy"] == "lru"

    assert main(["cache", "inspect", path, "--draft", draft, "--target", target, "--limit", "3", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)["shown"]
    assert shown and all(r["drafter_text"] == r["target_text"] for r in shown)  # bytes agree

    assert main(["cache", "inspect", path, "--draft", target, "--target", draft]) == 2  # wrong way round
    assert "was not built for" in capsys.readouterr().err

    assert main(["cache", "prune", path, "--max-entries", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["entries"] == 1

    other = str(tmp_path / "other.odng")
    assert main([*args[:-2], other, "--json"]) == 0
    capsys.readouterr()
    assert main(["cache", "merge", path, other, "--json"]) == 0
    merged = json.loads(capsys.readouterr().out)
    assert merged["entries_before"] == 1 and merged["entries"] >= entries


def test_cache_cli_on_a_damaged_file_says_so(tmp_path, capsys):
    path = tmp_path / "bad.odng"
    path.write_bytes(b"ODNGRAMC" + b"\x00" * 60)
    assert main(["cache", "stats", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "bad.odng" in err and "Traceback" not in err


def test_cache_bench_reports_every_config_and_agreeing_outputs(pair, tmp_path, capsys):
    target, draft = (str(b) for b in pair)
    out = tmp_path / "cb"
    assert main(["cache-bench", "--target", target, "--draft", draft, "--tasks", "humaneval", "--n", "2",
                 "--max-new-tokens", "16", "--threads", "1", "--no-chat", "--io-entries", "2000", "--out", str(out)]) == 0
    report = json.loads((out / "results.json").read_text())
    task = report["tasks"]["humaneval"]
    assert task["full_cache"]["entries"] > 0 and (out / "humaneval.odng").exists()
    assert {"unbounded", "target-only"} <= set(task["bounded"]) and any(k.startswith("lfu 1/4") for k in task["bounded"])
    assert task["bounded"]["prompts_where_cache_configs_disagree"] == 0
    warm = task["second_session"]["warm (session 1's file)"]
    assert warm["cache"]["entries_at_start"] == task["full_cache"]["entries"]
    assert report["synthetic_io"]["entries"] == 2000
