"""Response bodies in OpenAI's format: whole responses, stream chunks, and Server-Sent Events framing.

A chat stream is: a chunk with the assistant role, chunks with content deltas, a chunk with the
finish_reason (and "omnidraft", the speculative stats), then, with stream_options.include_usage, a
chunk with no choices and the usage (as OpenAI sends it); without it the finish chunk carries the usage
(as llama-server does), so usage is counted once either way. Then ``data: [DONE]``.
"""

import json
import time
import uuid

DONE = b"data: [DONE]\n\n"

# The speculative stats a response reports under "omnidraft" (the runtime's names).
STATS = ("method", "acceptance_per_target_token", "mean_accepted_length", "tokens_per_s", "new_tokens", "rounds",
         "prompt_tokens", "cached_tokens", "draft_cached_tokens", "elapsed_s", "prefill_s", "stop_string",
         "finish_reason", "stopped")


def event(obj: dict) -> bytes:
    return b"data: " + json.dumps(obj, separators=(",", ":"), default=_plain).encode() + b"\n\n"


def _plain(x):
    """numpy scalars and the like, as JSON numbers."""
    return x.item() if hasattr(x, "item") else str(x)


def finish_reason(stats: dict) -> str:
    """OpenAI's reasons: "length" when max_tokens ended it, "stop" for the end token or a stop string."""
    return "length" if stats.get("finish_reason") == "length" else "stop"


def usage(completion_tokens: int, stats: dict) -> dict:
    prompt = int(stats.get("prompt_tokens", 0))
    return {"prompt_tokens": prompt, "completion_tokens": completion_tokens,
            "total_tokens": prompt + completion_tokens,
            "prompt_tokens_details": {"cached_tokens": int(stats.get("cached_tokens") or 0)}}


def omnidraft_stats(stats: dict, extra: dict) -> dict:
    return {**{k: stats.get(k) for k in STATS if k in stats}, **extra}


class Response:
    """The id, time and model shared by one response's body or chunks."""

    def __init__(self, kind: str, model: str):
        self.kind, self.model = kind, model
        self.id = ("chatcmpl-" if kind == "chat" else "cmpl-") + uuid.uuid4().hex
        self.created = int(time.time())

    def _head(self, obj: str) -> dict:
        return {"id": self.id, "object": obj, "created": self.created, "model": self.model,
                "system_fingerprint": None}

    # --- whole responses -------------------------------------------------------------------------

    def body(self, text: str, completion_tokens: int, stats: dict, extra: dict) -> dict:
        if self.kind == "chat":
            choice = {"index": 0, "message": {"role": "assistant", "content": text, "refusal": None},
                      "finish_reason": finish_reason(stats), "logprobs": None}
            head = self._head("chat.completion")
        else:
            choice = {"index": 0, "text": text, "finish_reason": finish_reason(stats), "logprobs": None}
            head = self._head("text_completion")
        return {**head, "choices": [choice], "usage": usage(completion_tokens, stats),
                "omnidraft": omnidraft_stats(stats, extra)}

    # --- stream chunks ---------------------------------------------------------------------------

    def _chunk(self, choices: list, **more) -> bytes:
        obj = self._head("chat.completion.chunk" if self.kind == "chat" else "text_completion")
        return event({**obj, "choices": choices, **more})

    def _choice(self, text: str | None, reason: str | None, role: bool = False) -> dict:
        if self.kind == "completion":
            return {"index": 0, "text": text or "", "finish_reason": reason, "logprobs": None}
        delta = {} if text is None else {"content": text}
        if role:
            delta = {"role": "assistant", **delta}
        return {"index": 0, "delta": delta, "finish_reason": reason, "logprobs": None}

    def first(self) -> bytes | None:
        """A chat stream opens with the role; a completion stream has no such chunk."""
        return self._chunk([self._choice("", None, role=True)]) if self.kind == "chat" else None

    def piece(self, text: str) -> bytes:
        return self._chunk([self._choice(text, None)])

    def finish(self, completion_tokens: int, stats: dict, extra: dict, include_usage: bool) -> bytes:
        more = {"omnidraft": omnidraft_stats(stats, extra)}
        if not include_usage:
            more["usage"] = usage(completion_tokens, stats)
        out = self._chunk([self._choice(None, finish_reason(stats))], **more)
        if include_usage:
            out += self._chunk([], usage=usage(completion_tokens, stats))
        return out
