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
    return Generator(target, draft, threads=2)


@pytest.mark.parametrize("task", ["gsm8k", "humaneval"])
def test_greedy_identical_on_real_prompts(real_pair, task):
    """k=1 (the default: one target token proposed per round, merged n-grams included) and k=2 (two
    proposals, so the multi-row accept/reject paths run) against row-stable target-only."""
    accepted, merges = {1: 0, 2: 0}, {1: 0, 2: 0}
    for prompt in load_prompts(task, 20):
        reference = real_pair.generate(prompt, 128, chat=True, method="target-only", row_stable=True)
        for k in (1, 2):
            real_pair.decoder.k = k
            result = real_pair.generate(prompt, 128, chat=True, method="omnidraft")
            assert result.token_ids == reference.token_ids, (k, prompt[:80])
            accepted[k] += result.stats["accepted_target_tokens"]
            merges[k] += result.stats["ngram_merges_accepted"]
    # a drafter that works: on average > 30 (k=1) / > 40 (k=2) of 128 tokens came from accepted proposals
    assert accepted[1] > 20 * 30 and accepted[2] > 20 * 40, accepted
    # the n-gram cache learned spellings and the target accepted merged tokens, at k=1 too
    assert merges[1] > 0 and merges[2] > 0, merges
