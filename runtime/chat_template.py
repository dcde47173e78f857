"""A model's chat template as fixed pieces of text around the messages, for runtimes without a Jinja
engine (the native core). Derived once at export, by rendering conversations of sentinels with
transformers' ``apply_chat_template``, then checked byte for byte against it on a corpus of
conversations (CORPUS). A template the pieces cannot reproduce is refused by name, never rendered
wrongly: the manifest then carries the reason instead of the pieces.

A conversation renders as: ``begin`` (or ``begin_system`` + system + ``system_to_user``), then the
turns, user and assistant in turn, joined by ``user_to_assistant`` and ``assistant_to_user``, and at
the end ``generation`` (after a user turn, with the generation prompt), ``user_end`` (without it) or
``assistant_end``. Default system messages (Qwen's, SmolLM2's) live in ``begin``. Templates that
trim each message (Llama 3, Gemma: Jinja's ``trim``, Python's ``str.strip``) set ``trim``.
"""

import itertools

# Private-use characters that no template writes: the text around a sentinel is exactly what the
# template puts around a message.
_SENTINEL = "\ue000omnidraft-{}\ue001"
PIECES = ("begin", "begin_system", "system_to_user", "user_to_assistant", "assistant_to_user", "generation",
          "user_end", "assistant_end")
# What Python's str.isspace() (so Jinja's trim) takes for whitespace; the native core strips the same set.
WHITESPACE = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + \
    "\u2028\u2029\u202f\u205f\u3000"
SYSTEM_PIECES = ("begin_system", "system_to_user")

# Message texts a template might treat specially: empty, whitespace at the ends (templates that trim),
# several lines, non-ASCII, Jinja-looking text, a special token's spelling.
_TEXTS = ("Hello!", "", "  padded with spaces  ", "two\nlines\n", "日本語のテキスト 🙂 ünïcödé", "{{ x }} {% if %}",
          "<|im_start|>assistant", "\n", "tab\there")


def _corpus() -> list[tuple[list[dict], bool]]:
    """(messages, add_generation_prompt): system message or none, 1-8 exchanges, ending on a user turn
    (with and without the generation prompt) or on an assistant turn."""
    texts = itertools.cycle(_TEXTS)
    out = []
    for turns, system, end in itertools.product((1, 2, 3, 5, 8), (None, "You are a test.", "sys\nline two"),
                                                ("generation", "user_end", "assistant_end")):
        messages = [{"role": "system", "content": system}] if system is not None else []
        for i in range(turns):
            messages.append({"role": "user", "content": next(texts)})
            if i < turns - 1 or end == "assistant_end":
                messages.append({"role": "assistant", "content": next(texts)})
        out.append((messages, end == "generation"))
    return out


CORPUS = _corpus()


def _render_template(tokenizer, messages: list[dict], add_generation_prompt: bool) -> str:
    return tokenizer.apply_chat_template(messages, add_generation_prompt=add_generation_prompt, tokenize=False)


def _split(text: str, sentinels: list[str]) -> list[str] | None:
    """The text between the sentinels, in order (len(sentinels) + 1 parts), or None if any is
    missing, repeated or out of order."""
    parts, rest = [], text
    for s in sentinels:
        if text.count(s) != 1 or s not in rest:
            return None
        head, rest = rest.split(s)
        parts.append(head)
    return parts + [rest]


def derive(tokenizer) -> dict:
    """{"pieces": {...}} where the pieces reproduce the template on CORPUS (the system pieces None
    where only conversations without a system message are reproduced), else {"refused": reason}."""
    if not getattr(tokenizer, "chat_template", None):
        return {"refused": "the tokenizer has no chat template"}
    u1, a1, u2, system = (_SENTINEL.format(n) for n in ("user-1", "assistant-1", "user-2", "system"))

    def parts(messages, add_generation_prompt):
        try:
            text = _render_template(tokenizer, messages, add_generation_prompt)
        except Exception as e:  # a template may raise anything on a conversation it does not take
            return None, f"{type(e).__name__}: {e}"
        return _split(text, [m["content"] for m in messages]), "a message's text is not reproduced verbatim"

    user = {"role": "user", "content": u1}
    two_turns = [user, {"role": "assistant", "content": a1}, {"role": "user", "content": u2}]
    gen, why = parts([user], True)
    end, _ = parts([user], False)
    turns, _ = parts(two_turns, True)
    answered, _ = parts(two_turns[:2], False)
    if not (gen and end and turns and answered):
        return {"refused": f"the template cannot be split into fixed pieces ({why})"}
    pieces = {"begin": gen[0], "generation": gen[1], "user_end": end[1], "user_to_assistant": turns[1],
              "assistant_to_user": turns[2], "assistant_end": answered[2], "begin_system": None,
              "system_to_user": None, "trim": False}
    if turns[0] != gen[0] or turns[3] != gen[1] or end[0] != gen[0] or answered[:2] != turns[:2]:
        return {"refused": "the text around a message depends on the turn (fixed pieces cannot reproduce it)"}
    with_system, _ = parts([{"role": "system", "content": system}, user], True)
    if with_system and with_system[2] == pieces["generation"]:
        pieces["begin_system"], pieces["system_to_user"] = with_system[0], with_system[1]
    result = {"pieces": pieces}
    plain = [c for c in CORPUS if c[0][0]["role"] != "system"]
    if (why := _first_mismatch(tokenizer, pieces, plain)) is not None:
        pieces["trim"] = True
        if _first_mismatch(tokenizer, pieces, plain) is not None:
            return {"refused": f"the pieces differ from the template on {why}"}
    if pieces["begin_system"] is not None:
        if (why := _first_mismatch(tokenizer, pieces, [c for c in CORPUS if c not in plain])) is not None:
            pieces["begin_system"] = pieces["system_to_user"] = None
            result["system_refused"] = f"the pieces differ from the template on {why}"
    else:
        result["system_refused"] = "a system message is not rendered as fixed text before the first user message"
    return result


def _first_mismatch(tokenizer, pieces: dict, corpus) -> str | None:
    for messages, add_generation_prompt in corpus:
        try:
            expected = _render_template(tokenizer, messages, add_generation_prompt)
        except Exception:  # a conversation the template itself refuses: nothing to reproduce
            continue
        if render(pieces, messages, add_generation_prompt) != expected:
            return f"{len(messages)} messages ({'with' if add_generation_prompt else 'without'} the generation prompt)"
    return None


def render(pieces: dict, messages: list[dict], add_generation_prompt: bool = True) -> str:
    """The template's text for ``messages``: an optional system message, then user and assistant turns
    in turn, starting with a user turn. ValueError for any other shape, or a system message the
    pieces do not take."""
    if not messages:
        raise ValueError("no messages")
    out, turns = [], messages

    def content(message: dict) -> str:
        return message["content"].strip(WHITESPACE) if pieces["trim"] else message["content"]

    if messages[0]["role"] == "system":
        if pieces["begin_system"] is None:
            raise ValueError("this model's chat template takes no system message in the native runtime")
        out += [pieces["begin_system"], content(messages[0]), pieces["system_to_user"]]
        turns = messages[1:]
    else:
        out.append(pieces["begin"])
    if not turns:
        raise ValueError("a conversation needs a user message")
    for i, m in enumerate(turns):
        if m["role"] != ("user", "assistant")[i % 2]:
            raise ValueError(f"message {i + 1} after the system message is {m['role']!r}: turns go user, "
                             "assistant, user, ... starting with the user")
        if i:
            out.append(pieces["user_to_assistant" if m["role"] == "assistant" else "assistant_to_user"])
        out.append(content(m))
    if turns[-1]["role"] == "assistant":
        if add_generation_prompt:
            raise ValueError("the last message is the assistant's: there is nothing to reply to")
        out.append(pieces["assistant_end"])
    else:
        out.append(pieces["generation" if add_generation_prompt else "user_end"])
    return "".join(out)
