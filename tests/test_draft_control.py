"""The break-even controller (runtime/draft_control.py): its decisions on a known sequence of rounds,
greedy identity while it switches the drafter off and on, and its cost timed at load."""

import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.draft_control import EXPLORE_EVERY, FIRST_PROBE_GAP, LAST_PROBE_GAP, DraftControl
from omnidraft.runtime.prompt_cache import common_prefix
from omnidraft.runtime.generator import Generator
from tests import zoo

PROMPTS = ["def fibonacci(n):\n    ", "Janet has 3 apples and buys 5 more. How many", "日本語のテキスト 🙂 and   spaces\n\t"]


def _run(control: DraftControl, outcomes, method: str = "omnidraft") -> list[str]:
    """Feeds (drafted, accepted, lookup would accept) outcomes to every round that drafts; returns per
    round "d" (drafted) or "-" (skipped)."""
    pc, log, outcomes = control.start(method), [], iter(outcomes)
    while len(log) < 10_000:
        if pc.should_draft():
            try:
                pc.record(*next(outcomes))
            except StopIteration:
                return log
            log.append("d")
        else:
            log.append("-")
    raise AssertionError("the drafter was never called again")


def test_it_stops_drafting_below_break_even_and_probes_ever_more_rarely():
    # at c = 0.25 three drafted rounds that accept nothing stop the drafter; failed probes then come
    # after 4, 8, 16, 32 and 32 skipped rounds
    log = _run(DraftControl(0.25), [(1, 0, 0)] * 8)
    gaps = [len(run) for run in "".join(log).split("d")[1:-1] if run]
    assert log[:3] == ["d"] * 3 and gaps == [FIRST_PROBE_GAP, 8, 16, LAST_PROBE_GAP, LAST_PROBE_GAP], log


def test_a_probe_that_pays_turns_it_back_on():
    log = _run(DraftControl(0.25), [(1, 0, 0)] * 3 + [(1, 1, 0)] * 4)
    assert "".join(log) == "ddd" + "-" * FIRST_PROBE_GAP + "dddd", log
    # rounds that accept what they draft never stop it; the cost 0 never skips
    assert "-" not in _run(DraftControl(0.25), [(2, 1, 0)] * 20)
    assert "-" not in _run(DraftControl(0.0), [(3, 0, 0)] * 20)


def test_the_break_even_is_accepted_over_drafted_against_the_cost():
    # 1 accepted per 3 drafted is above c = 0.3 and below c = 0.4, whatever the round's size
    assert "-" not in _run(DraftControl(0.3), [(3, 1, 0)] * 30)
    assert "-" in _run(DraftControl(0.4), [(3, 1, 0)] * 30)


def test_the_break_even_is_against_what_prompt_lookup_would_have_had_accepted():
    # a drafter accepting 0.6 per drafted token pays at c = 0.4 against a round that emits only its own
    # token, not where lookup alone would have had 0.3 of those accepted: 0.3 is below c
    assert "-" not in _run(DraftControl(0.4), [(5, 3, 0)] * 30)
    assert "-" in _run(DraftControl(0.4), [(5, 3, 1.5)] * 30)
    assert "-" not in _run(DraftControl(0.2), [(5, 3, 1.5)] * 30)


def test_lookup_would_accept_the_common_prefix_with_what_the_round_emitted():
    # the decoder records common_prefix(lookup's proposal, accepted proposals + the round's own token)
    assert common_prefix([7, 8, 9], [7, 8, 5]) == 2
    assert common_prefix([7, 8], [7, 8, 9]) == 2  # it proposed two; the round's bonus is not a proposal
    assert common_prefix([7, 8, 9], [7]) == 1  # beyond what the round emitted nothing is known
    assert common_prefix([], [7]) == 0 and common_prefix([6], [7]) == 0


def test_a_prompt_after_ones_where_drafting_did_not_pay_runs_without_the_drafter():
    control = DraftControl(0.4)
    _run(control, [(1, 0, 0)] * 6)  # a first prompt: stops drafting
    starts = []
    for _ in range(2 * EXPLORE_EVERY):
        pc = control.start("omnidraft")
        starts.append("without" if pc.without_drafter else "afresh")
        assert pc.on != pc.without_drafter
        if pc.without_drafter:
            assert not any(pc.should_draft() for _ in range(100)) and pc.stats()["prompt_without_drafter"]
            assert "ran without it" in pc.stats()["why"]
        else:
            while pc.on:  # the prompt tried afresh does not pay either
                assert pc.should_draft()
                pc.record(1, 0, 0)
    assert starts == (["without"] * (EXPLORE_EVERY - 1) + ["afresh"]) * 2, starts
    # each method keeps its own memory; a seeded sample (afresh) and a cost of 0 ignore it
    assert control.start("spd-dm").on and control.start("omnidraft", afresh=True).on
    # a prompt that pays makes the next one start drafting from its sums
    control = DraftControl(0.4)
    _run(control, [(1, 1, 0)] * 6)
    pc = control.start("omnidraft")
    assert pc.on and not pc.without_drafter and pc.accepted > 1


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
            assert 0 <= dc["recent_lookup_per_drafted"] and "prompt lookup" in dc["why"]
            switched += dc["stops"]
            if dc["skipped_rounds"]:
                assert r.stats["drafted_tokens"] < always.generate(prompt, 48, method=method).stats["drafted_tokens"]
    assert switched > 0, "the tiny pair never fell below break-even: the test exercised nothing"


def test_greedy_output_is_the_reference_when_a_prompt_runs_without_the_drafter(pair):
    target, draft = pair
    gen = Generator(target, draft, threads=1, k=3, draft_cost=50.0)  # a cost no drafter pays
    for method in ("omnidraft", "omnidraft+lookup"):
        for i, prompt in enumerate(PROMPTS):
            r = gen.generate(prompt, 32, method=method)
            assert r.token_ids == gen.generate(prompt, 32, method="target-only", reference=True).token_ids
            dc = r.stats["draft_control"]
            assert dc["prompt_without_drafter"] == (i > 0), (method, i)
            if i > 0:
                assert r.stats["drafted_tokens"] == 0 and dc["skipped_rounds"] > 0


def test_a_seeded_sample_is_the_same_whatever_ran_before(pair):
    target, draft = pair
    used, fresh = (Generator(target, draft, threads=1, k=3, draft_cost=50.0) for _ in range(2))
    used.generate(PROMPTS[1], 32)  # leaves a memory that drafting does not pay
    a = used.generate(PROMPTS[0], 24, temperature=0.8, seed=5)
    b = fresh.generate(PROMPTS[0], 24, temperature=0.8, seed=5)
    assert a.token_ids == b.token_ids and not a.stats["draft_control"]["prompt_without_drafter"]


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
