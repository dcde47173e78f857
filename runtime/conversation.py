"""A multi-turn chat over one Generator: the history as messages, each turn rendered whole by the
model's chat template, and the KV caches kept across turns (prompt_cache.py), so a turn computes only
what the rendered history does not share with what the sessions already hold.

Several conversations may share one Generator. They share its sessions (so switching from one to
another recomputes the part that differs: correct, with less reuse) and its n-gram cache (which
learns the pair's vocabularies, not a conversation); each holds only its messages.
"""

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.text import prompt_ids

OVERFLOW = ("error", "drop_oldest")


class Conversation:
    """``conv.send("text")`` returns the reply (a generator Result); ``history``, ``undo()``, ``reset()``.

    ``on_overflow``: when a turn would pass the context, "error" (default) says so with the numbers;
    "drop_oldest" drops the oldest exchanges, never the system message, until it fits.
    ``keep_stopped_turns``: a turn stopped before it finished (``should_stop``) joins the history with
    its partial reply; by default it leaves the history as it was, as a failed turn does.
    """

    def __init__(self, generator, system: str | None = None, on_overflow: str = "error",
                 keep_stopped_turns: bool = False):
        if on_overflow not in OVERFLOW:
            raise OmniDraftError(f"on_overflow {on_overflow!r}: choose one of {', '.join(OVERFLOW)}")
        if not getattr(generator.tokenizer, "chat_template", None):
            raise OmniDraftError(f"{generator.target.bundle.path}: the target's tokenizer has no chat template, so "
                                 "it cannot hold a conversation; use generate() with plain prompts")
        self.generator = generator
        self.system = system
        self.on_overflow = on_overflow
        self.keep_stopped_turns = keep_stopped_turns
        self.messages: list[dict] = []  # user and assistant turns, alternating, without the system message
        self.dropped = 0  # exchanges dropped to fit the context

    @property
    def history(self) -> list[dict]:
        """The messages a template renders: the system message (if any), then the turns."""
        return self._with_system([dict(m) for m in self.messages])

    def _with_system(self, turns: list[dict]) -> list[dict]:
        return ([{"role": "system", "content": self.system}] if self.system is not None else []) + turns

    def reset(self) -> None:
        """Forget the turns (the system message stays)."""
        self.messages.clear()
        self.dropped = 0

    def undo(self) -> dict:
        """Take back the last exchange; returns its user message."""
        if not self.messages:
            raise OmniDraftError("nothing to undo: the conversation has no exchange")
        user = self.messages[-2]
        del self.messages[-2:]
        return user

    def send(self, text: str, max_new_tokens: int = 128, **generate_args):
        """One turn: the reply to ``text`` after the history (generate_args: temperature, top_p, seed,
        method, on_text, reuse, stop, should_stop). The exchange joins the history once the reply is
        finished (eos, length, or cut by a stop string); a failed turn, and a stopped one unless
        ``keep_stopped_turns``, leave the history as it was."""
        if not text.strip():
            raise OmniDraftError("the message is empty")
        gen = self.generator
        turns, ids = self._fit(self.messages + [{"role": "user", "content": text}], max_new_tokens)
        result = gen.generate_ids(ids, max_new_tokens, **generate_args)
        if result.stats.get("finish_reason") != "stopped" or self.keep_stopped_turns:
            self.dropped += (len(self.messages) + 1 - len(turns)) // 2
            self.messages = turns + [{"role": "assistant", "content": result.text}]
        result.stats["turn"] = len(self.messages) // 2
        result.stats["dropped_exchanges"] = self.dropped
        return result

    def _ids(self, turns: list[dict]) -> list[int]:
        try:
            return prompt_ids(self.generator.tokenizer, self._with_system(turns), chat=True)
        except ValueError as e:
            raise OmniDraftError(str(e)) from e

    def _fit(self, turns: list[dict], max_new_tokens: int) -> tuple[list[dict], list[int]]:
        """The turns that fit the context and their prompt ids: the fewest oldest exchanges dropped, where
        allowed. Found by bisection, so a long history costs a few renderings and tokenizations, not one
        per exchange (a shorter history never needs more tokens). Nothing changes here: send() keeps
        the result once the reply is in."""
        limit = self.generator.usable_context
        ids = self._ids(turns)
        if len(ids) + max_new_tokens <= limit:
            return turns, ids
        if self.on_overflow == "error":
            raise OmniDraftError(
                f"this turn needs {len(ids)} prompt tokens + {max_new_tokens} new tokens, over the usable context "
                f"of {limit}; lower max_new_tokens, reset() the conversation, or open it with "
                "on_overflow='drop_oldest'")
        fits, too_few = len(turns) // 2, 0  # dropping every earlier exchange leaves the message alone
        fitting = self._ids(turns[2 * fits:])
        if len(fitting) + max_new_tokens > limit:
            raise OmniDraftError(
                f"this message alone needs {len(fitting)} prompt tokens + {max_new_tokens} new tokens, over the "
                f"usable context of {limit}; shorten it or lower max_new_tokens")
        while fits - too_few > 1:
            middle = (fits + too_few) // 2
            tried = self._ids(turns[2 * middle:])
            if len(tried) + max_new_tokens <= limit:
                fits, fitting = middle, tried
            else:
                too_few = middle
        return turns[2 * fits:], fitting
