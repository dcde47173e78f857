"""Native conversations (OdConversation, through omnidraft-native's --stdin): every turn gives the
Python runtime's from-scratch reference tokens, for every method, while keeping the KV caches; the
chat template's pieces render byte-identical to transformers' apply_chat_template."""

import json
import subprocess

import pytest

from omnidraft.runtime import chat_template
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.text import prompt_ids
from tests import native
from tests.test_conversation import METHODS, TARGET, TURNS
from tests.test_native_cache import SANITIZER_ENV
from tests.test_native_generate import ORT_LIBRARY
from tests.zoo import tiny_bundle


def _session(bundle, lines: list[dict], *args) -> list[dict]:
    """One omnidraft-native process answering ``lines`` (stdin requests), one JSON answer each."""
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(bundle), "--ort-library",
           str(ORT_LIBRARY), "--stdin", *map(str, args)]
    proc = subprocess.run(cmd, input="".join(json.dumps(line) + "\n" for line in lines), capture_output=True,
                          text=True, env=SANITIZER_ENV)
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(answers) == len(lines), proc.stderr
    return answers


@pytest.fixture(scope="module")
def reference():
    return Generator(tiny_bundle(TARGET), threads=1)


@pytest.mark.parametrize("drafter", ["llama2-sp", "qwen-bpe"])
def test_every_native_turn_equals_pythons_from_scratch_reference(reference, drafter):
    system = "You are terse."
    for method in METHODS:
        answers = _session(tiny_bundle(TARGET), [{"say": t, "method": method} for t in TURNS], "--draft",
                           tiny_bundle(drafter), "--k", 3, "--max-new-tokens", 12, "--system", system)
        history = [{"role": "system", "content": system}]
        for i, (text, got) in enumerate(zip(TURNS, answers)):
            history.append({"role": "user", "content": text})
            ids = prompt_ids(reference.tokenizer, history, chat=True)
            want = reference.generate_ids(ids, 12, method="target-only", reference=True)
            assert got["token_ids"] == want.token_ids, (method, i, got)
            assert got["stats"]["prompt_tokens"] == len(ids)
            assert got["history_length"] == len(history) + 1
            if i:
                assert got["stats"]["cached_tokens"] >= len(ids) // 2, (method, i, got["stats"])
            history.append({"role": "assistant", "content": got["text"]})


def test_native_chat_template_is_byte_identical_to_transformers(reference):
    lines = [{"render": messages, "add_generation_prompt": gen} for messages, gen in chat_template.CORPUS]
    answers = _session(tiny_bundle(TARGET), lines)
    for (messages, gen), got in zip(chat_template.CORPUS, answers):
        want = reference.tokenizer.apply_chat_template(messages, add_generation_prompt=gen, tokenize=False)
        assert got == {"text": want}, messages


def test_native_undo_reset_overflow_and_refusals():
    bundle = tiny_bundle(TARGET)
    lines = [{"undo": 1}, {"say": "one"}, {"say": "two"}, {"undo": 1}, {"say": "   "}, {"reset": 1},
             {"say": "word " * 40, "max_new_tokens": 100},
             {"render": [{"role": "assistant", "content": "x"}]}, {"say": "x", "chat": 1}]
    answers = _session(bundle, lines, "--max-new-tokens", 4, "--max-length", 128, "--system", "S")
    assert answers[0] == {"history_length": 0}  # no conversation yet: nothing to undo
    assert answers[2]["history_length"] == 5 and answers[3] == {"history_length": 3}
    assert answers[4] == {"error": "the message is empty"}
    assert answers[5] == {"history_length": 1}
    assert "over the usable context of 125" in answers[6]["error"]
    assert "turns go user, assistant" in answers[7]["error"]
    assert "a conversation is always a chat" in answers[8]["error"]
    refused = _session(tiny_bundle("llama2-sp"), [{"say": "hi"}])
    assert "chat template cannot run natively: the tokenizer has no chat template" in refused[0]["error"]


def test_drop_oldest_keeps_the_system_message_and_gives_the_reference(reference):
    bundle = tiny_bundle(TARGET)
    turns = ["word " * 20] * 5
    answers = _session(bundle, [{"say": t} for t in turns], "--max-new-tokens", 30, "--max-length", 160,
                       "--system", "Be brief.", "--drop-oldest", "--method", "target-only")
    assert all("error" not in a for a in answers), answers
    assert answers[-1]["stats"]["dropped_exchanges"] > 0
    assert answers[-1]["stats"]["prompt_tokens"] + 30 <= 157


@pytest.mark.slow
def test_native_conversation_on_the_real_pair():
    """SmolLM2-135M int4 -> Qwen2.5-Coder-1.5B int4: four turns of a conversation natively, each the
    Python runtime's from-scratch reference decode of the whole history."""
    from omnidraft.datasets import load_prompts
    from omnidraft.export.pipeline import ensure_bundle
    from omnidraft.tools.chat_bench import FOLLOW_UPS

    draft = ensure_bundle("smollm2-135m-instruct", "int4")
    target = ensure_bundle("qwen2.5-coder-1.5b-instruct", "int4")
    turns = load_prompts("gsm8k", 1, offset=1000) + list(FOLLOW_UPS[:3])
    answers = _session(target, [{"say": t} for t in turns], "--draft", draft, "--max-new-tokens", 32, "--threads", 2)
    reference = Generator(target, threads=2)
    history = []
    for i, (text, got) in enumerate(zip(turns, answers)):
        history.append({"role": "user", "content": text})
        want = reference.generate(history, 32, method="target-only", reference=True)
        assert got["token_ids"] == want.token_ids, (i, got["text"], want.text)
        if i:
            assert got["stats"]["cached_tokens"] > got["stats"]["prompt_tokens"] // 2
        history.append({"role": "assistant", "content": got["text"]})
