"""The break-even controller (runtime/draft_control.py): its decisions on a known sequence of rounds,
greedy identity while it switches the drafter off and on, and its cost timed at load."""

import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.draft_control import FIRST_PROBE_GAP, LAST_PROBE_GAP, DraftControl
from omnidraft.runtime.generator import Generator
from tests import zoo

PROMPTS = ["def fibonacci(n):\n    ", "Janet has 3 apples and buys 5 more. How many", "日本語のテキスト 🙂 and   spaces\n\t"]


def _run(control: DraftControl, outcomes) -> list[str]:
    """Feeds (drafted, accepted) outcomes to every round that drafts; returns per round "d" (drafted)
    or "-" (skipped)."""
    pc, log, outcomes = control.start(), [], iter(outcomes)
    while True:
        if pc.should_draft():
            try:
                pc.record(*next(outcomes))
            except StopIteration:
                return log
            log.append("d")
        else:
            log.append("-")


def test_it_stops_drafting_below_break_even_and_probes_ever_more_rarely():
    # at c = 0.25 three drafted rounds that accept nothing stop the drafter; failed probes then come
    # after 4, 8, 16, 32 and 32 skipped rounds
    log = _run(DraftControl(0.25), [(1, 0)] * 8)
    gaps = [len(run) for run in "".join(log).split("d")[1:-1] if run]
    assert log[:3] == ["d"] * 3 and gaps == [FIRST_PROBE_GAP, 8, 16, LAST_PROBE_GAP, LAST_PROBE_GAP], log


def test_a_probe_that_pays_turns_it_back_on():
    log = _run(DraftControl(0.25), [(1, 0)] * 3 + [(1, 1)] * 4)
    assert "".join(log) == "ddd" + "-" * FIRST_PROBE_GAP + "dddd", log
    # rounds that accept what they draft never stop it; the cost 0 never skips
    assert "-" not in _run(DraftControl(0.25), [(2, 1)] * 20)
    assert "-" not in _run(DraftControl(0.0), [(3, 0)] * 20)


def test_the_break_even_is_accepted_over_drafted_against_the_cost():
    # 1 accepted per 3 drafted is above c = 0.3 and below c = 0.4, whatever the round's size
    assert "-" not in _run(DraftControl(0.3), [(3, 1)] * 30)
    assert "-" in _run(DraftControl(0.4), [(3, 1)] * 30)


@pytest.fixture(scope="module")
def pair():
    return zoo.tiny_bundle("qwen-bpe"), zoo.tiny_bundle("smollm2-bpe")


def test_greedy_output_is_the_reference_while_it_switches(pair):
    """A cost between what the tiny pair accepts in some rounds and in others: the drafter goes off and
    on within a prompt, and every method still gives the reference decode."""
    target, draft = pair
    gen = Generator(target, draft, threads=1, k=3, draft_cost=0.2)
    always = Generator(target, draft, threads=1, k=3, draft_cost=0)
    switched = 0
    for prompt in PROMPTS:
        reference = gen.generate(prompt, 48, method="target-only", reference=True).token_ids
        for method in ("omnidraft", "spd-dm", "omnidraft+lookup"):
            r = gen.generate(prompt, 48, method=method)
            assert r.token_ids == reference, (method, prompt)
            dc = r.stats["draft_control"]
            assert dc["cost_source"] == "set" and dc["drafter_cost"] == 0.2
            assert dc["drafted_rounds"] + dc["skipped_rounds"] <= r.stats["rounds"]
            switched += dc["stops"]
            if dc["skipped_rounds"]:
                assert r.stats["drafted_tokens"] < always.generate(prompt, 48, method=method).stats["drafted_tokens"]
    assert switched > 0, "the tiny pair never fell below break-even: the test exercised nothing"


def test_sampled_output_repeats_with_a_seed_and_the_cost_is_timed_at_load(pair):
    target, draft = pair
    gen = Generator(target, draft, threads=1)
    a = gen.generate(PROMPTS[0], 24, temperature=0.8, seed=3)
    b = gen.generate(PROMPTS[0], 24, temperature=0.8, seed=3)
    assert a.token_ids == b.token_ids
    dc = a.stats["draft_control"]
    assert dc["cost_source"] == "timed" and 0 < dc["drafter_cost"] and dc["why"]
    assert Generator(target, threads=1).generate(PROMPTS[0], 4).stats.get("draft_control") is None


def test_a_bad_cost_is_refused(pair):
    with pytest.raises(OmniDraftError, match=r"draft_cost must be a finite number >= 0"):
        Generator(pair[0], pair[1], draft_cost=-1)
