"""Replay (as replay.py) the break-even controller with and without charging the drafter's catch-up
reading: a drafted round after skipped ones first feeds the drafter the tokens it missed (CTOK verifying
calls each); "catchup" adds that cost, in drafted-token units, to the sums the rule weighs, except in a
prompt's first drafted round (its prompt: a sunk cost that the memory across prompts already weighs).
Prints, per task, (tokens per verifying call, prompts below 0.97x of lookup alone) for each policy.
Usage: python catchup.py (from this folder)."""
import json
import statistics
from pathlib import Path
C1, CTOK, PROMPT = 0.2, 0.036, 100  # as replay.py 0.2 0.036: drafter_calls.jsonl
def replay(rounds, policy, c=0.2, decay=0.9, first_gap=4, last_gap=32, catchup=False, free_prompt=False):
    t = tokens = 0.0
    unread, gain, charged, on, gap, waited, first = PROMPT, 1.0, 1.0, True, first_gap, 0, True
    for d, a, l in rounds:
        draft = policy == "always" or (policy == "controller" and (on or waited >= gap))
        if not draft:
            t, tokens, unread, waited = t + 1, tokens + 1 + l, unread + 1 + l, waited + 1
            continue
        read = CTOK * (unread - 1)
        t += 1 + C1 * d + read
        tokens, unread = tokens + 1 + a, 1 + a
        if policy == "controller":
            gain = decay * gain + a
            extra = 0 if (not catchup or first) else read / c  # in drafted-token units
            charged = decay * charged + d + extra
            pays = gain > c * charged
            gap = first_gap if pays else (min(2 * gap, last_gap) if not on else gap)
            on, waited = pays, 0
        first = False
    return tokens / t
here = Path(".")
for task in ("gsm8k", "humaneval", "unseen"):
    prompts = [[tuple(x) for x in p["drafted_rounds"]] for p in json.loads((here / f"rounds-{task}.json").read_text())]
    never = [replay(r, "never") for r in prompts]
    def summary(**kw):
        runs = [replay(r, **kw) for r in prompts]
        return (round(statistics.mean(runs), 3), sum(x / y < 0.97 for x, y in zip(runs, never)))
    print(task, "never", summary(policy="never"), "always", summary(policy="always"),
          "ctrl", summary(policy="controller"), "ctrl+catchup", summary(policy="controller", catchup=True),
          "c0.15", summary(policy="controller", c=0.15), "c0.15+catchup", summary(policy="controller", c=0.15, catchup=True))
