"""The real pair: SmolLM2-135M drafting for Qwen2.5-Coder-0.5B, 20 GSM8K + 20 HumanEval prompts."""

import pytest

from omnidraft.datasets import load_prompts
from omnidraft.export.pipeline import ensure_bundle
from omnidraft.runtime.generator import Generator

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def real_pair():
    draft = ensure_bundle("smollm2-135m-instruct", "int4")
    target = ensure_bundle("qwen2.5-coder-0.5b-instruct", "int4")
    return Generator(target, draft, k=2, threads=2)  # k=2, not the default 1: n-gram merges need 2 drafted tokens


@pytest.mark.parametrize("task", ["gsm8k", "humaneval"])
def test_greedy_identical_on_real_prompts(real_pair, task):
    accepted = merges = 0
    for prompt in load_prompts(task, 20):
        reference = real_pair.generate(prompt, 128, chat=True, method="target-only", row_stable=True)
        result = real_pair.generate(prompt, 128, chat=True, method="omnidraft")
        assert result.token_ids == reference.token_ids, prompt[:80]
        accepted += result.stats["accepted_target_tokens"]
        merges += result.stats["ngram_merges_accepted"]
    assert accepted > 20 * 40  # a drafter that works: > 40 accepted tokens per 128 on average
    assert merges > 0  # the n-gram cache learned spellings and the target accepted some merged tokens
