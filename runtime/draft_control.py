"""The break-even controller: call the drafter only while it pays, decided round by round.

A round with the drafter emits 1 + a target tokens (a of them accepted proposals) and costs one verifying
call plus d drafted tokens; a round without it emits 1 and costs the verifying call alone (prompt lookup
then fills the call's second row, which row-stable verification runs anyway). So drafting pays exactly
when a > c * d, c = the time of a drafted token / the time of a verifying call, whatever k, the
vocabularies' split (drafted tokens per proposed one) or the acceptance's shape. The controller keeps
decaying sums A and D of accepted and drafted tokens over the recent drafted rounds (text changes
character mid-answer) and drafts while A > c * D. While off it probes: one drafted round after 4 rounds,
then 8, 16, up to 32 while the probes keep failing. Greedy output never changes: it only decides what is
proposed, and verification accepts nothing the target would not emit; sampled output stays exact, as
a decision never looks at the round's own draw.

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


class DraftControl:
    """A generator's controller: its cost c; ``start`` gives one generation's decisions."""

    def __init__(self, draft_cost: float = 0.0, timed: bool = False):
        self.cost, self.timed = draft_cost, timed

    def start(self) -> "PromptControl":
        return PromptControl(self)


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

    def __init__(self, control: DraftControl):
        self.control = control
        self.accepted, self.drafted = PRIOR, PRIOR
        self.on = True
        self.gap, self.waited = FIRST_PROBE_GAP, 0
        self.drafted_rounds = self.skipped_rounds = self.probes = self.stops = 0

    def should_draft(self) -> bool:
        """Called once per round that could draft: whether this one does (a probe, when off)."""
        if self.on or self.control.cost == 0:
            return True
        if self.waited >= self.gap:
            self.waited = 0
            self.probes += 1
            return True
        self.waited += 1
        self.skipped_rounds += 1
        return False

    def record(self, drafted: int, accepted: int) -> None:
        """A drafted round's outcome: drafted tokens and accepted target tokens."""
        self.drafted_rounds += 1
        self.accepted = DECAY * self.accepted + accepted
        self.drafted = DECAY * self.drafted + drafted
        pays = self.accepted > self.control.cost * self.drafted
        if self.on and not pays:
            self.stops += 1
        elif not self.on and not pays:
            self.gap = min(2 * self.gap, LAST_PROBE_GAP)
        if pays:
            self.gap = FIRST_PROBE_GAP
        self.on, self.waited = pays, 0

    def stats(self) -> dict:
        cost, share = self.control.cost, self.accepted / self.drafted
        if cost == 0:
            why = "draft_cost 0: the drafter is called every round"
        else:
            why = (f"recent rounds accepted {share:.3f} target tokens per drafted token, "
                   f"{'above' if self.on else 'at or below'} the drafter's cost {cost:.3f} (a drafted token's time "
                   "over a verifying call's)")
        return {"drafting": self.on, "drafter_cost": cost, "cost_source": "timed" if self.control.timed else "set",
                "drafted_rounds": self.drafted_rounds, "skipped_rounds": self.skipped_rounds, "probes": self.probes,
                "stops": self.stops, "recent_accepted_per_drafted": round(share, 4), "why": why}
