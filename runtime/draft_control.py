"""The break-even controller: call the drafter only while it pays, decided round by round.

A round with the drafter emits 1 + a target tokens (a of them accepted proposals) and costs one verifying
call plus d drafted tokens; a round without it costs the verifying call alone and emits 1 + l, l being
what prompt lookup, which then fills the call's spare row, gets accepted. So drafting pays exactly when
a - l > c * d, c = the time of a drafted token / the time of a verifying call, whatever k, the
vocabularies' split (drafted tokens per proposed one) or the acceptance's shape. In a drafted round l is
known afterwards: lookup's proposal, matched against the tokens the round emitted (exact for greedy; for
sampling the first token matches with lookup's own acceptance probability). Leaving l out kept a drafter
that barely beats nothing where lookup alone was faster (the 0.5B: docs/results/break-even-against-lookup).
The controller keeps decaying sums A, L and D of accepted, lookup-would-accept and drafted tokens over the
recent drafted rounds (text changes character mid-answer) and drafts while A - L > c * D. While off it
probes: one drafted round after 4 rounds, then 8, 16, up to 32 while the probes keep failing.

Across prompts: the drafter's first round in a prompt reads the whole prompt, and a probe whatever was
emitted since it last ran, which costs a verifying call per ~10-30 tokens on a 2-core CPU (more than a
drafter that does not pay saves). So a prompt starts from the sums the last one left: where they say
drafting does not pay, the prompt runs without the drafter, which then never reads it; every
EXPLORE_EVERY-th such prompt in a row starts afresh instead, so a drafter that pays on new text is found
again. A seeded sampled generation always starts afresh, so the same seed gives the same text whatever
ran before it.

Greedy output never changes: it only decides what is proposed, and verification accepts nothing the
target would not emit; sampled output stays exact, as a decision never looks at the round's own draw.

c is timed once, when the generator loads (``time_draft_cost``), so a generator's decisions, and a seeded
sample, depend on the text alone; or set (``draft_cost``), which makes them the same on every machine,
as tests need. 0 turns the controller off (always draft).
"""

import statistics
import time

# Per drafted round, the weight the older rounds keep: about the last 10 rounds decide. A round accepts
# 0, 1 or 2 tokens, so a shorter memory stops a drafter that pays on a run of bad luck, and each stop
# costs a probe's catch-up (a replay of always-draft rounds: docs/results/unseen-break-even-1.5b-int4).
DECAY = 0.9
# The sums start as one accepted drafted token: a prompt starts drafting, and about three drafted
# rounds that accept nothing (at c = 0.25) are needed to stop it.
PRIOR = 1.0
FIRST_PROBE_GAP, LAST_PROBE_GAP = 4, 32
# One prompt in this many, where the last prompts say drafting does not pay, tries the drafter again: at
# most a quarter of such prompts pay the drafter's reading of the prompt.
EXPLORE_EVERY = 4


class DraftControl:
    """A generator's controller: its cost c; ``start`` gives one generation's decisions."""

    def __init__(self, draft_cost: float = 0.0, timed: bool = False):
        self.cost, self.timed = draft_cost, timed
        # per method (they draft in different rounds: with lookup, only where it has no bigram match): the
        # sums its last drafted round left, and how many prompts in a row it started without the drafter
        self.memory: dict[str, tuple[float, float, float]] = {}
        self.prompts_without: dict[str, int] = {}

    def start(self, method: str, afresh: bool = False) -> "PromptControl":
        """One generation's decisions; ``afresh`` ignores what earlier prompts left (a seeded sample)."""
        return PromptControl(self, method, None if afresh else self.memory.get(method))


def time_draft_cost(target, draft, reps: int = 5) -> float:
    """c on this machine: the median time of one drafter token over that of a verifying call without
    proposals (one row-stable token: two rows), each after a short context; both caches are left empty."""
    context = [100 + i for i in range(16)]

    def median_s(lm, call) -> float:
        lm.reset()
        lm.forward(context, row_stable=True, last=1)
        base, times = lm.length, []
        for _ in range(reps):
            t0 = time.perf_counter()
            call(lm)
            times.append(time.perf_counter() - t0)
            lm.rollback(base)
        lm.reset()
        return statistics.median(times)

    verify = median_s(target, lambda lm: lm.forward([context[-1]], row_stable=True))
    drafted = median_s(draft, lambda lm: lm.forward([context[-1]], last=1))
    return round(drafted / verify, 3)


class PromptControl:
    """One generation's decisions; ``stats`` says what it decided and why."""

    def __init__(self, control: DraftControl, method: str, memory: tuple[float, float, float] | None):
        self.control, self.method = control, method
        self.accepted, self.lookup, self.drafted = PRIOR, 0.0, PRIOR
        self.on, self.without_drafter = True, False
        without = control.prompts_without.get(method, 0)
        if memory is None or control.cost == 0 or self._pays(*memory):  # drafting, from what paid before
            if memory is not None and control.cost != 0:
                self.accepted, self.lookup, self.drafted = memory
            control.prompts_without[method] = 0
        elif without < EXPLORE_EVERY - 1:  # this prompt without the drafter
            self.accepted, self.lookup, self.drafted = memory
            self.on, self.without_drafter = False, True
            control.prompts_without[method] = without + 1
        else:  # trying afresh, from the prior
            control.prompts_without[method] = 0
        self.gap, self.waited = FIRST_PROBE_GAP, 0
        self.drafted_rounds = self.skipped_rounds = self.probes = self.stops = 0

    def should_draft(self) -> bool:
        """Called once per round that could draft: whether this one does (a probe, when off)."""
        if self.on or self.control.cost == 0:
            return True
        if self.without_drafter:
            self.skipped_rounds += 1
            return False
        if self.waited >= self.gap:
            self.waited = 0
            self.probes += 1
            return True
        self.waited += 1
        self.skipped_rounds += 1
        return False

    def record(self, drafted: int, accepted: int, lookup: int) -> None:
        """A drafted round's outcome: drafted tokens, accepted target tokens, and the target tokens prompt
        lookup would have had accepted instead (its proposal's common prefix with the round's tokens)."""
        self.drafted_rounds += 1
        self.accepted = DECAY * self.accepted + accepted
        self.lookup = DECAY * self.lookup + lookup
        self.drafted = DECAY * self.drafted + drafted
        self.control.memory[self.method] = (self.accepted, self.lookup, self.drafted)
        pays = self._pays(self.accepted, self.lookup, self.drafted)
        if self.on and not pays:
            self.stops += 1
        elif not self.on and not pays:
            self.gap = min(2 * self.gap, LAST_PROBE_GAP)
        if pays:
            self.gap = FIRST_PROBE_GAP
        self.on, self.waited = pays, 0

    def _pays(self, accepted: float, lookup: float, drafted: float) -> bool:
        return accepted - lookup > self.control.cost * drafted

    def stats(self) -> dict:
        cost, share, lookup = self.control.cost, self.accepted / self.drafted, self.lookup / self.drafted
        if cost == 0:
            why = "draft_cost 0: the drafter is called every round"
        elif self.without_drafter:
            why = (f"the last prompts' drafted rounds accepted {share:.3f} target tokens per drafted token where "
                   f"prompt lookup would have had {lookup:.3f}; the gain is at or below the drafter's cost "
                   f"{cost:.3f}, so this prompt ran without it (one such prompt in {EXPLORE_EVERY} tries it again)")
        else:
            why = (f"recent rounds accepted {share:.3f} target tokens per drafted token where prompt lookup would "
                   f"have had {lookup:.3f}; the gain is {'above' if self.on else 'at or below'} the drafter's cost "
                   f"{cost:.3f} (a drafted token's time over a verifying call's)")
        return {"drafting": self.on, "prompt_without_drafter": self.without_drafter, "drafter_cost": cost,
                "cost_source": "timed" if self.control.timed else "set",
                "drafted_rounds": self.drafted_rounds, "skipped_rounds": self.skipped_rounds, "probes": self.probes,
                "stops": self.stops, "recent_accepted_per_drafted": round(share, 4),
                "recent_lookup_per_drafted": round(lookup, 4), "why": why}
