"""The rules every generation setting obeys, checked once where a caller hands them in.

One table, RULES, so the Python API, the CLI (as argparse types) and the server refuse the same
values with the same words, and the native bridge has one table to mirror. A value that breaks a rule
raises OmniDraftError; the CLI turns that into exit code 2.
"""

import math
from dataclasses import dataclass

from omnidraft.errors import OmniDraftError

SEED_MAX = 2**63 - 1  # a seed must fit a signed 64-bit integer (numpy, and the native core's uint64/int64)


@dataclass(frozen=True)
class Rule:
    kind: str  # "int" or "float"
    low: float
    high: float | None = None
    low_open: bool = False  # True: low itself is refused
    high_open: bool = False
    meaning: str = ""

    def describe(self) -> str:
        lo = f"> {_num(self.low)}" if self.low_open else f">= {_num(self.low)}"
        if self.high is None:
            return lo
        hi = f"< {_num(self.high)}" if self.high_open else f"<= {_num(self.high)}"
        return f"{lo} and {hi}"

    def holds(self, value) -> bool:
        if self.kind == "int" and (isinstance(value, bool) or not isinstance(value, int)):
            return False
        if self.kind == "float" and (isinstance(value, bool) or not isinstance(value, (int, float))
                                     or not math.isfinite(value)):
            return False
        if value < self.low or (self.low_open and value == self.low):
            return False
        return self.high is None or not (value > self.high or (self.high_open and value == self.high))


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


RULES = {
    "max_new_tokens": Rule("int", 1, meaning="tokens to generate"),
    "temperature": Rule("float", 0, meaning="0 = greedy"),
    "top_p": Rule("float", 0, 1, low_open=True, meaning="nucleus mass, 1 = off"),
    "k": Rule("int", 1, meaning="target tokens proposed per round"),
    "min_draft_confidence": Rule("float", 0, 1, meaning="0 = off"),
    "accept_gamma": Rule("float", 0, 1, meaning="stop threshold of the learned head"),
    "draft_cost": Rule("float", 0, meaning="a drafted token's time over a verifying call's, which the break-even "
                       "controller weighs acceptance against; 0 = always draft, unset = timed at load"),
    "seed": Rule("int", 0, SEED_MAX, meaning="sampling seed"),
    "threads": Rule("int", 1, meaning="intra-op threads"),
    "max_length": Rule("int", 8, meaning="context length in tokens"),
    # the controls apps send (runtime/sampling.py says how each applies, and in which order)
    "top_k": Rule("int", 0, meaning="keep the k most probable tokens, 0 = off"),
    "min_p": Rule("float", 0, 1, meaning="keep tokens with at least min_p x the top probability, 0 = off"),
    "repetition_penalty": Rule("float", 0, low_open=True, meaning="HF/llama.cpp: logits of prompt and generated "
                               "tokens divided (if > 0) or multiplied (if < 0) by it, 1 = off"),
    "penalty_last_n": Rule("int", -1, meaning="the last n tokens of prompt and generated text that "
                           "repetition_penalty reads (llama.cpp's repeat_last_n), -1 = all, 0 = none"),
    "presence_penalty": Rule("float", -2, 2, meaning="OpenAI: subtracted once from the logit of every generated "
                             "token, 0 = off"),
    "frequency_penalty": Rule("float", -2, 2, meaning="OpenAI: subtracted from a logit per occurrence in the "
                              "generated text, 0 = off"),
}

# How sampled proposals are accepted (runtime/speculative.py, docs/guarantees.md "Sampling"):
# exact: rejection sampling with the drafter's q' where a drafted token cannot start a merge, the
#   point-mass rule everywhere else (merges, lookups); output distributed exactly as the target's.
# point: the point-mass rule at every position (exact, lower acceptance).
# eq2: the paper's Eq. 2 for merged tokens (approximate; the behaviour before "exact" existed).
SAMPLING_RULES = ("exact", "point", "eq2")
DEFAULT_SAMPLING_RULE = "exact"
# The controls and their neutral values, in the order Generator.generate takes them.
CONTROLS = {"top_k": 0, "min_p": 0.0, "repetition_penalty": 1.0, "presence_penalty": 0.0, "frequency_penalty": 0.0,
            "penalty_last_n": -1}


def check(name: str, value, optional: bool = False):
    """Return ``value`` if it obeys RULES[name] (None passes when ``optional``), else raise OmniDraftError."""
    if value is None and optional:
        return value
    rule = RULES[name]
    if not rule.holds(value):
        kind = "an integer" if rule.kind == "int" else "a finite number"
        raise OmniDraftError(f"{name} must be {kind} {rule.describe()} ({rule.meaning}), got {value!r}")
    return value


def check_generation(max_new_tokens: int, temperature: float, top_p: float, seed: int | None, **controls) -> None:
    """Check the settings of one generation; ``controls``: any of CONTROLS by name."""
    check("max_new_tokens", max_new_tokens)
    check("temperature", temperature)
    check("top_p", top_p)
    check("seed", seed, optional=True)
    for name, value in controls.items():
        if name not in CONTROLS:
            raise OmniDraftError(f"unknown sampling control {name!r}: choose from {', '.join(CONTROLS)}")
        check(name, value)


def check_sampling_rule(rule: str) -> str:
    if rule not in SAMPLING_RULES:
        raise OmniDraftError(f"sampling_rule must be one of {', '.join(SAMPLING_RULES)}, got {rule!r}")
    return rule


def arg_type(name: str):
    """An argparse ``type=`` that parses and checks one setting (argparse then exits 2 with the message)."""
    import argparse

    rule = RULES[name]

    def parse(text: str):
        try:
            value = int(text) if rule.kind == "int" else float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {'an integer' if rule.kind == 'int' else 'a number'}")
        try:
            return check(name, value)
        except OmniDraftError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    parse.__name__ = name  # argparse names the type in its messages
    return parse
