"""Replay the always-draft rounds (rounds.py) under break-even controllers, in verifying calls.

Each logged round is a position where the drafter could be called: drafting it emits 1 + a tokens and
costs 1 + C1 * d + CTOK * (tokens the drafter had not read yet - 1); skipping it emits 1 + l and costs 1
(lookup fills the spare row). The first drafted round reads the prompt (PROMPT tokens). Rounds keep their
always-draft outcomes whatever was skipped before them: a replay, not a decode. Prints, per task, the
mean over prompts of tokens per verifying call and the prompts below 0.97x of never drafting (lookup alone).
Usage: python replay.py C1 CTOK [PROMPT] (from drafter_calls.jsonl: a one-token call and each further token, in
verifying calls)."""
import json
import statistics
import sys
from pathlib import Path

C1, CTOK = float(sys.argv[1]), float(sys.argv[2])
PROMPT = int(sys.argv[3]) if len(sys.argv) > 3 else 100  # the drafter's prompt, in tokens


def replay(rounds, policy, c=0.0, decay=0.9, first_gap=4, last_gap=32, lookup_term=False):
    """lookup_term: the variant tried and left out, drafting while sum(a - l) > c * sum(d * (1 + l))."""
    t = tokens = 0.0
    unread, gain, charged, on, gap, waited = PROMPT, 1.0, 1.0, True, first_gap, 0
    for d, a, l in rounds:
        draft = policy == "always" or (policy == "controller" and (on or waited >= gap))
        if not draft:
            t, tokens, unread, waited = t + 1, tokens + 1 + l, unread + 1 + l, waited + 1
            continue
        t += 1 + C1 * d + CTOK * (unread - 1)
        tokens, unread = tokens + 1 + a, 1 + a
        if policy == "controller":
            l_seen = l if lookup_term else 0
            gain = decay * gain + a - l_seen
            charged = decay * charged + d * (1 + l_seen)
            pays = gain > c * charged
            gap = first_gap if pays else (min(2 * gap, last_gap) if not on else gap)
            on, waited = pays, 0
    return tokens / t


here = Path(__file__).parent
for task in ("gsm8k", "humaneval", "unseen"):
    prompts = [[tuple(x) for x in p["drafted_rounds"]] for p in json.loads((here / f"rounds-{task}.json").read_text())]
    never = [replay(r, "never") for r in prompts]

    def summary(**kw):
        runs = [replay(r, **kw) for r in prompts]
        return {"per_call": round(statistics.mean(runs), 3), "below_0.97_of_lookup": sum(x / y < 0.97 for x, y in zip(runs, never))}

    out = {"never (lookup alone)": summary(policy="never"), "always": summary(policy="always")}
    for c in (0.15, 0.2):
        out[f"c {c}, decay 0.8 (before)"] = summary(policy="controller", c=c, decay=0.8, lookup_term=False)
        out[f"c {c}, decay 0.9 (now)"] = summary(policy="controller", c=c, decay=0.9, lookup_term=False)
        out[f"c {c}, decay 0.95"] = summary(policy="controller", c=c, decay=0.95, lookup_term=False)
        out[f"c {c}, decay 0.8, lookup term"] = summary(policy="controller", c=c, decay=0.8, lookup_term=True)
        out[f"c {c}, decay 0.9, lookup term"] = summary(policy="controller", c=c, decay=0.9, lookup_term=True)
    print(json.dumps({"task": task, **out}))
