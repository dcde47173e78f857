"""Stop strings (runtime/stop_strings.py) and the per-round stop hook, on their own and through Generator."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.stop_strings import MAX_STOP_STRINGS, StopStrings, check_stop
from tests import zoo

TARGET = "smollm2-bpe"
MESSAGES = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Tell me a story."}]


def _stream(stop, pieces):
    s = StopStrings(stop)
    shown = [s.push(p) for p in pieces]
    if s.found is None:
        shown.append(s.finish())
    return s, shown


def test_a_stop_string_split_across_pieces_is_never_shown():
    s, shown = _stream(["</end>"], ["Hello </", "en", "d> tail"])
    assert s.found == "</end>" and s.text == "Hello "
    assert shown == ["Hello ", "", ""]  # "</" and "</en" were held back, then dropped


def test_a_held_tail_that_is_no_stop_is_released():
    s, shown = _stream(["</end>"], ["a </", "b", " c <"])
    assert s.found is None and "".join(shown) == "a </b c <"
    assert shown[0] == "a " and shown[-1] == "<"  # the final "<" only at finish()


def test_the_earliest_of_several_stop_strings_wins():
    s, _ = _stream(["world", "lo w", "xyz"], ["hello world"])
    assert s.found == "lo w" and s.text == "hel"


def test_check_stop_says_what_is_wrong():
    assert check_stop(None) == [] and check_stop("a") == ["a"] and check_stop(["a", "a", "b"]) == ["a", "b"]
    for bad, words in [([""], "empty"), ([1], "string or a list"), (["x"] * (MAX_STOP_STRINGS + 1), "at most"),
                       (["x" * 1000], "limit")]:
        with pytest.raises(OmniDraftError, match=words):
            check_stop(bad)


@settings(max_examples=300, deadline=None)
@given(text=hs.text(alphabet="ab<>/ ", max_size=40), stops=hs.lists(hs.text(alphabet="ab<>/", min_size=1,
       max_size=4), min_size=1, max_size=3), cuts=hs.lists(hs.integers(0, 40), max_size=8))
def test_any_split_shows_exactly_the_text_before_the_first_stop_string(text, stops, cuts):
    bounds = sorted({0, len(text), *[c for c in cuts if c <= len(text)]})
    pieces = [text[a:b] for a, b in zip(bounds, bounds[1:])]
    hits = [(text.find(s), s) for s in stops if s in text]
    expected = text[:min(hits)[0]] if hits else text
    s, shown = _stream(stops, pieces)
    assert "".join(shown) == expected == s.text
    assert (s.found is not None) == bool(hits)
    seen = ""
    for piece in shown:  # nothing shown at any time reaches into a stop string
        seen += piece
        assert expected.startswith(seen)


@pytest.fixture(scope="module")
def gen():
    return Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle("llama2-sp"), k=2, threads=1)


def _token_ends(gen, ids):
    """Character offset where each token's text ends in the decoded text."""
    return [len(gen.tokenizer.decode(ids[:i + 1], skip_special_tokens=True)) for i in range(len(ids))]


@pytest.mark.parametrize("method,temperature", [("omnidraft", 0.0), ("target-only", 0.0), ("spd-dm", 0.8)])
def test_generation_ends_at_a_stop_string_that_ends_mid_token(gen, method, temperature):
    full = gen.generate(MESSAGES, 40, temperature=temperature, seed=5, method=method)
    ends = _token_ends(gen, full.token_ids)
    # a stop string from inside token 5's text to the middle of token 7's: it begins and ends mid-token
    i = next(i for i in range(5, len(ends)) if ends[i] - ends[i - 1] >= 3)
    start, stop_end = ends[i - 2] - 1, ends[i] - 1
    stop = full.text[start:stop_end]
    assert full.text.find(stop) == start, "pick a stop string whose first occurrence is here"
    pieces = []
    cut = gen.generate(MESSAGES, 40, temperature=temperature, seed=5, method=method, stop=["no such text", stop],
                       on_text=pieces.append)
    assert cut.text == full.text[:start] == "".join(pieces)
    assert cut.token_ids == full.token_ids[:i + 1]  # up to the token that completes the stop string
    assert cut.stats["stop_string"] == stop and cut.stats["finish_reason"] == "stop_string"
    assert cut.stats["stopped"] is False  # "stopped" is for should_stop
    assert cut.stats["new_tokens"] < full.stats["new_tokens"]  # generation ended at that round, not at 40
    # the same request without the stop string afterwards: the sessions were left consistent
    assert gen.generate(MESSAGES, 40, temperature=temperature, seed=5, method=method).token_ids == full.token_ids


def test_should_stop_ends_generation_at_the_next_round(gen):
    for method in ("omnidraft", "target-only"):
        full = gen.generate(MESSAGES, 30, method=method)
        assert full.stats["finish_reason"] == "length" and full.stats["stopped"] is False
        calls = []
        stopped = gen.generate(MESSAGES, 30, method=method, should_stop=lambda: calls.append(1) or len(calls) >= 3)
        assert stopped.stats["stopped"] is True and stopped.stats["finish_reason"] == "stopped"
        assert len(calls) == 3 and stopped.stats["new_tokens"] < 30
        assert stopped.token_ids == full.token_ids[:len(stopped.token_ids)]
        assert gen.generate(MESSAGES, 30, method=method).token_ids == full.token_ids


def test_a_conversation_keeps_the_reply_cut_at_the_stop_string(gen):
    conv = gen.conversation(system="Be brief.")
    full = gen.generate(MESSAGES, 20).text
    stop = full[8:12]
    reply = conv.send("Tell me a story.", 20, stop=[stop])
    assert reply.text == full[:full.find(stop)]
    assert conv.history[-1] == {"role": "assistant", "content": reply.text}
