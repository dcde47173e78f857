"""Conversations: each turn reuses the KV caches, and its tokens are the from-scratch reference decode
of that turn's whole prompt, for every method (the oracle, across turns)."""

import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.text import prompt_ids
from tests import zoo

# The only tiny family whose tokenizer has a chat template (SmolLM2's ChatML with a default system).
TARGET = "smollm2-bpe"
TURNS = ["Hi! What is 2 + 3?", "And times 4?", "Write it as\nPython code.", "日本語で 🙂", "   spaces   ",
         "Thanks, bye."]
METHODS = ("omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup", "target-only")


@pytest.fixture(scope="module")
def reference():
    """A second generator over the same target: its from-scratch decodes never touch the conversation's sessions."""
    return Generator(zoo.tiny_bundle(TARGET), threads=1)


def _reference_ids(reference, history: list[dict], max_new_tokens: int) -> list[int]:
    ids = prompt_ids(reference.tokenizer, history, chat=True)
    return reference.generate_ids(ids, max_new_tokens, method="target-only", reference=True).token_ids


@pytest.mark.parametrize("drafter", ["llama2-sp", "qwen-bpe"])
def test_every_turn_equals_the_from_scratch_reference_for_every_method(reference, drafter):
    gen = Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle(drafter), k=3, threads=1)
    for method in METHODS:
        conv = gen.conversation(system="You are terse.")
        for i, text in enumerate(TURNS):
            expected = _reference_ids(reference, conv.history + [{"role": "user", "content": text}], 12)
            result = conv.send(text, 12, method=method)
            assert result.token_ids == expected, (method, i)
            if i:  # the history is held from the last turn: the turn computes little beyond its new text
                assert result.stats["cached_tokens"] >= result.stats["prompt_tokens"] // 2, (method, i, result.stats)
        assert len(conv.history) == 1 + 2 * len(TURNS)


def test_reuse_cuts_the_rows_computed(reference):
    gen = Generator(zoo.tiny_bundle(TARGET), threads=1)
    conv = gen.conversation()
    first = conv.send(TURNS[0], 8, method="target-only")
    second = conv.send(TURNS[1], 8, method="target-only")
    assert first.stats["cached_tokens"] == 0
    assert second.stats["cached_tokens"] > 0.5 * second.stats["prompt_tokens"]
    # without reuse the same turn computes its whole prompt, and gives the same tokens
    conv.undo()
    again = conv.send(TURNS[1], 8, method="target-only", reuse=False)
    assert again.stats["cached_tokens"] == 0 and again.token_ids == second.token_ids


def test_switching_between_conversations_stays_exact(reference):
    gen = Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle("llama2-sp"), k=2, threads=1)
    a, b = gen.conversation(system="Answer in English."), gen.conversation()
    for text in TURNS[:4]:
        for conv in (a, b):
            expected = _reference_ids(reference, conv.history + [{"role": "user", "content": text}], 10)
            assert conv.send(text, 10).token_ids == expected


def test_a_template_that_rewrites_earlier_turns_still_gives_the_reference(reference):
    """Templates may drop text of earlier turns (reasoning blocks): the rendered history is then no
    prefix of what the cache holds, and reuse stops where the ids part."""
    gen = Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle("qwen-bpe"), k=2, threads=1)
    template = ("{% for m in messages %}<|im_start|>{{ m.role }}\n{% if m.role == 'assistant' and not loop.last %}"
                "{{ m.content[:2] }}{% else %}{{ m.content }}{% endif %}<|im_end|>\n{% endfor %}"
                "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
    gen.tokenizer.chat_template = template
    ref = Generator(zoo.tiny_bundle(TARGET), threads=1)
    ref.tokenizer.chat_template = template
    conv = gen.conversation()
    for text in TURNS[:4]:
        expected = _reference_ids(ref, conv.history + [{"role": "user", "content": text}], 10)
        assert conv.send(text, 10).token_ids == expected


def test_context_overflow_is_an_error_with_the_numbers_or_drops_the_oldest_exchanges():
    gen = Generator(zoo.tiny_bundle(TARGET), threads=1, max_length=160)
    conv = gen.conversation(system="Be brief.")
    conv.send("word " * 20, 30, method="target-only")
    with pytest.raises(OmniDraftError, match=r"prompt tokens \+ 30 new tokens, over the usable context of 157"):
        for _ in range(5):
            conv.send("word " * 20, 30, method="target-only")
    turns = len(conv.history)
    dropping = gen.conversation(system="Be brief.", on_overflow="drop_oldest")
    for _ in range(6):
        result = dropping.send("word " * 20, 30, method="target-only")
    assert result.stats["dropped_exchanges"] > 0
    assert dropping.history[0] == {"role": "system", "content": "Be brief."}
    assert len(conv.history) == turns  # the refused turn changed nothing
    with pytest.raises(OmniDraftError, match="this message alone needs"):
        dropping.send("word " * 200, 30, method="target-only")


def test_undo_reset_and_bad_input():
    gen = Generator(zoo.tiny_bundle(TARGET), threads=1)
    conv = gen.conversation(system="S")
    with pytest.raises(OmniDraftError, match="nothing to undo"):
        conv.undo()
    with pytest.raises(OmniDraftError, match="the message is empty"):
        conv.send("  ")
    conv.send("one", 4, method="target-only")
    conv.send("two", 4, method="target-only")
    assert conv.undo() == {"role": "user", "content": "two"}
    assert [m["content"] for m in conv.history[:2]] == ["S", "one"] and len(conv.history) == 3
    conv.reset()
    assert conv.history == [{"role": "system", "content": "S"}]
    with pytest.raises(OmniDraftError, match="on_overflow"):
        gen.conversation(on_overflow="truncate")
    with pytest.raises(OmniDraftError, match="no chat template"):
        Generator(zoo.tiny_bundle("llama2-sp"), threads=1).conversation()


def test_a_stopped_turn_leaves_the_history_unless_kept():
    """Only finished turns join the history: a turn its should_stop ended is dropped (a failed turn
    too), unless the conversation keeps stopped turns, when it joins with its partial reply."""
    gen = Generator(zoo.tiny_bundle(TARGET), threads=1)
    conv = gen.conversation()
    conv.send("one", 4, method="target-only")
    before = conv.history
    cut = conv.send("two", 32, method="target-only", should_stop=lambda: True)
    assert cut.stats["finish_reason"] == "stopped" and conv.history == before and len(before) == 2
    keeping = gen.conversation(keep_stopped_turns=True)
    cut = keeping.send("two", 32, method="target-only", should_stop=lambda: True)
    assert cut.stats["finish_reason"] == "stopped"
    assert keeping.history == [{"role": "user", "content": "two"}, {"role": "assistant", "content": cut.text}]


def test_fitting_a_long_history_tokenizes_it_a_few_times_not_once_per_exchange(monkeypatch):
    """drop_oldest finds the fewest exchanges to drop by bisection: 40 exchanges past the context cost
    a handful of renderings, and the turns kept are those a one-by-one search keeps."""
    from omnidraft.runtime.conversation import Conversation

    gen = Generator(zoo.tiny_bundle(TARGET), threads=1, max_length=512)
    conv = gen.conversation(on_overflow="drop_oldest")
    conv.messages = [m for i in range(40) for m in ({"role": "user", "content": f"question {i} " * 6},
                                                    {"role": "assistant", "content": f"answer {i} " * 6})]
    calls = []
    original = Conversation._ids
    monkeypatch.setattr(Conversation, "_ids", lambda self, turns: calls.append(len(turns)) or original(self, turns))
    turns, ids = conv._fit(conv.messages + [{"role": "user", "content": "and now?"}], 30)
    assert len(calls) <= 2 + 6, calls  # the whole history, the message alone, log2(40) tries
    one_by_one = conv.messages + [{"role": "user", "content": "and now?"}]
    while len(original(conv, one_by_one)) + 30 > gen.usable_context:
        one_by_one = one_by_one[2:]
    assert turns == one_by_one and len(ids) + 30 <= gen.usable_context
