"""The chat template as fixed pieces (runtime/chat_template.py): byte-identical to transformers'
apply_chat_template on a corpus of conversations, or refused by name; on the tiny zoo's tokenizers,
on real templates (llama.cpp's collection of real models' templates, in the pinned sdist) and on
the packaged models."""

import pytest

from omnidraft.runtime import chat_template
from tests import zoo


def _identical(tok, pieces: dict) -> tuple[int, int]:
    """(conversations rendered byte-identical, conversations tried) over the corpus the pieces take."""
    same = tried = 0
    for messages, gen in chat_template.CORPUS:
        if messages[0]["role"] == "system" and pieces["begin_system"] is None:
            continue
        try:
            expected = tok.apply_chat_template(messages, add_generation_prompt=gen, tokenize=False)
        except Exception:
            continue
        tried += 1
        same += chat_template.render(pieces, messages, gen) == expected
    return same, tried


def _tokenizer_with(template: str):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(zoo.tokenizer_dir("smollm2-bpe"))
    tok.chat_template = template
    return tok


@pytest.mark.parametrize("family", zoo.TOKENIZER_FAMILIES)
def test_every_zoo_family_is_reproduced_or_refused_by_name(family):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(zoo.tokenizer_dir(family))
    result = chat_template.derive(tok)
    if "refused" in result:
        assert result["refused"] == "the tokenizer has no chat template" and not tok.chat_template
        return
    same, tried = _identical(tok, result["pieces"])
    plain = sum(1 for messages, _ in chat_template.CORPUS if messages[0]["role"] != "system")
    assert same == tried >= plain, family


def test_smollm2_renders_every_corpus_conversation_with_and_without_a_system_message():
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(zoo.tokenizer_dir("smollm2-bpe"))
    result = chat_template.derive(tok)
    assert "system_refused" not in result
    assert "You are a helpful AI assistant named SmolLM" in result["pieces"]["begin"]  # the default system
    assert _identical(tok, result["pieces"]) == (len(chat_template.CORPUS), len(chat_template.CORPUS))


def test_real_templates_of_llama_cpps_collection():
    """Every template in llama.cpp's models/templates is reproduced byte for byte or refused with a
    reason; the common families must be reproduced."""
    from omnidraft.tools.llamacpp import ensure_source

    paths = sorted((ensure_source() / "models" / "templates").glob("*.jinja"))
    assert len(paths) > 20
    outcome = {}
    for path in paths:
        tok = _tokenizer_with(path.read_text())
        result = chat_template.derive(tok)
        if "pieces" in result:
            same, tried = _identical(tok, result["pieces"])
            assert same == tried > 0, path.name
            outcome[path.stem] = "system refused" if "system_refused" in result else "reproduced"
        else:
            assert result["refused"], path.name
            outcome[path.stem] = "refused"
    reproduced = {name for name, what in outcome.items() if what != "refused"}
    for family in ("Qwen2.5", "Llama-3.1", "Mistral", "gemma"):
        assert any(family.lower() in name.lower() for name in reproduced), (family, outcome)


def test_whitespace_is_what_python_and_jinja_strip():
    assert set(chat_template.WHITESPACE) == {chr(c) for c in range(0x110000) if chr(c).isspace()}


def test_templates_that_rewrite_a_message_or_depend_on_the_turn_are_refused():
    trims = ("{% for m in messages %}<{{ m.role }}>{{ m.content | trim }}</{{ m.role }}>{% endfor %}"
             "{% if add_generation_prompt %}<assistant>{% endif %}")
    assert chat_template.derive(_tokenizer_with(trims))["pieces"]["trim"] is True
    joins_lines = ("{% for m in messages %}<{{ m.role }}>{{ m.content | replace('\\n', ' ') }}</{{ m.role }}>{% endfor %}"
             "{% if add_generation_prompt %}<assistant>{% endif %}")
    assert "differ from the template" in chat_template.derive(_tokenizer_with(joins_lines))["refused"]
    numbered = ("{% for m in messages %}[{{ loop.index }}]{{ m.content }}{% endfor %}"
                "{% if add_generation_prompt %}[bot]{% endif %}")
    assert "differ from the template" in chat_template.derive(_tokenizer_with(numbered))["refused"]
    last_turn = ("{% for m in messages %}{% if loop.last %}<last>{% endif %}{{ m.content }}{% endfor %}"
                 "{% if add_generation_prompt %}[bot]{% endif %}")
    assert "depends on the turn" in chat_template.derive(_tokenizer_with(last_turn))["refused"]
    raises = "{{ raise_exception('no') }}"
    assert "cannot be split" in chat_template.derive(_tokenizer_with(raises))["refused"]
    system_last = ("{% for m in messages if m.role != 'system' %}<{{ m.role }}>{{ m.content }}{% endfor %}"
                   "{% for m in messages if m.role == 'system' %}<sys>{{ m.content }}{% endfor %}"
                   "{% if add_generation_prompt %}<assistant>{% endif %}")
    result = chat_template.derive(_tokenizer_with(system_last))
    assert result["pieces"]["begin_system"] is None and result["system_refused"]


def test_render_refuses_shapes_the_pieces_do_not_take():
    pieces = {**{p: f"[{p}]" for p in chat_template.PIECES}, "trim": False}
    user, bot = {"role": "user", "content": "u"}, {"role": "assistant", "content": "a"}
    assert chat_template.render(pieces, [user, bot, user]) == \
        "[begin]u[user_to_assistant]a[assistant_to_user]u[generation]"
    assert chat_template.render(pieces, [{"role": "system", "content": "s"}, user], False) == \
        "[begin_system]s[system_to_user]u[user_end]"
    for messages in ([], [bot], [user, user], [user, {"role": "tool", "content": "x"}]):
        with pytest.raises(ValueError):
            chat_template.render(pieces, messages)
    with pytest.raises(ValueError, match="nothing to reply to"):
        chat_template.render(pieces, [user, bot])
    padded = [{"role": "user", "content": "\u3000 u\t\n"}]
    assert chat_template.render({**pieces, "trim": True}, padded) == "[begin]u[generation]"
    with pytest.raises(ValueError, match="takes no system message"):
        chat_template.render({**pieces, "begin_system": None}, [{"role": "system", "content": "s"}, user])


@pytest.mark.slow
@pytest.mark.parametrize("model", ["smollm2-135m-instruct", "qwen2.5-coder-1.5b-instruct"])
def test_packaged_models_templates_are_reproduced(model):
    from transformers import AutoTokenizer

    from omnidraft.export.loader import resolve

    tok = AutoTokenizer.from_pretrained(resolve(model, progress=False).path)
    result = chat_template.derive(tok)
    assert "system_refused" not in result
    assert _identical(tok, result["pieces"]) == (len(chat_template.CORPUS), len(chat_template.CORPUS))
