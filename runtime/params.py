"""The rules every generation setting obeys, checked once where a caller hands them in.

One table, RULES, so the Python API and the CLI (as argparse types) refuse the same values with the
same words, and the native bridge has one table to mirror. A value that breaks a rule
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
    "seed": Rule("int", 0, SEED_MAX, meaning="sampling seed"),
    "threads": Rule("int", 1, meaning="intra-op threads"),
    "max_length": Rule("int", 8, meaning="context length in tokens"),
}


def check(name: str, value, optional: bool = False):
    """Return ``value`` if it obeys RULES[name] (None passes when ``optional``), else raise OmniDraftError."""
    if value is None and optional:
        return value
    rule = RULES[name]
    if not rule.holds(value):
        kind = "an integer" if rule.kind == "int" else "a finite number"
        raise OmniDraftError(f"{name} must be {kind} {rule.describe()} ({rule.meaning}), got {value!r}")
    return value


def check_generation(max_new_tokens: int, temperature: float, top_p: float, seed: int | None) -> None:
    check("max_new_tokens", max_new_tokens)
    check("temperature", temperature)
    check("top_p", top_p)
    check("seed", seed, optional=True)


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
