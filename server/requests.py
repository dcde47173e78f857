"""Request bodies of /v1/chat/completions and /v1/completions, checked into the runtime's settings.

Every refusal is an APIError (400, or 404 for an unknown model) whose message names the field and
says what to send instead. Settings the runtime has rules for (max tokens, temperature, top_p, seed,
and the controls top_k, min_p, repetition/presence/frequency penalties) are checked by the runtime's
own table (runtime/params.py), so the server and the API refuse the same values.
"""

import json
from dataclasses import dataclass, field

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.params import check
from omnidraft.runtime.stop_strings import check_stop
from omnidraft.runtime.text import prompt_ids
from omnidraft.server.errors import APIError, bad_request

ROLES = ("system", "developer", "user", "assistant")  # developer: OpenAI's newer name for system
MAX_BODY_BYTES = 8 << 20

# Request field -> the runtime's control (runtime/sampling.py has the meanings): OpenAI's two penalties,
# and the fields llama.cpp's and vLLM's servers take (repeat_penalty is llama.cpp's name,
# repetition_penalty vLLM's and HF's; both mean the same).
CONTROL_FIELDS = {"top_k": "top_k", "min_p": "min_p", "repeat_penalty": "repetition_penalty",
                  "repetition_penalty": "repetition_penalty", "presence_penalty": "presence_penalty",
                  "frequency_penalty": "frequency_penalty"}

# Features this server does not have: refused when asked for, accepted when absent or at the value
# that means "off". name -> (what it is, the values that mean off).
UNSUPPORTED = {
    "tools": ("tool calling", ([],)), "functions": ("function calling", ([],)),
    "tool_choice": ("tool calling", ("none", "auto")), "function_call": ("function calling", ("none", "auto")),
    "logprobs": ("logprobs", (False, 0)), "top_logprobs": ("logprobs", (0,)), "logit_bias": ("logit_bias", ({},)),
    "response_format": ("structured output (response_format)", ({"type": "text"},)), "audio": ("audio", ()),
    "modalities": ("output modalities other than text", (["text"],)), "prediction": ("predicted outputs", ()),
    "echo": ("echo", (False,)), "suffix": ("suffix", ("",)), "best_of": ("best_of", (1,)),
}


@dataclass
class GenerationRequest:
    kind: str  # "chat" or "completion"
    model: str
    ids: list[int]
    max_tokens: int
    temperature: float = 1.0
    top_p: float = 1.0
    seed: int | None = None
    stop: list[str] = field(default_factory=list)
    stream: bool = False
    include_usage: bool = False
    controls: dict = field(default_factory=dict)  # top_k, min_p, the penalties: only those sent


def parse_json(body: bytes) -> dict:
    if len(body) > MAX_BODY_BYTES:
        raise APIError(413, f"the request body is {len(body)} bytes; the limit is {MAX_BODY_BYTES}")
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError) as e:
        raise bad_request(f"the request body is not valid JSON ({e}); send a JSON object such as "
                          '{"model": ..., "messages": [{"role": "user", "content": "Hello"}]}') from None
    if not isinstance(data, dict):
        raise bad_request(f"the request body must be a JSON object, got {type(data).__name__}")
    return data


class RequestParser:
    """Checks bodies against the served model: its name, tokenizer (chat template) and context."""

    def __init__(self, model_id: str, tokenizer, usable_context: int, vocab_size: int):
        self.model_id, self.tokenizer = model_id, tokenizer
        self.usable_context, self.vocab_size = usable_context, vocab_size

    def chat(self, data: dict) -> GenerationRequest:
        self._common_checks(data)
        messages = self._messages(data.get("messages"))
        try:
            ids = prompt_ids(self.tokenizer, messages, chat=True)
        except ValueError as e:
            raise bad_request(f"{e}; use /v1/completions with a plain prompt", "messages") from None
        except Exception as e:  # the template's own refusal (a Jinja raise_exception, say)
            raise bad_request(f"the model's chat template refused these messages: {e}", "messages") from None
        max_tokens = data.get("max_completion_tokens")
        name = "max_completion_tokens"
        if max_tokens is None:
            max_tokens, name = data.get("max_tokens"), "max_tokens"
        return self._request("chat", data, ids, max_tokens, name)

    def completion(self, data: dict) -> GenerationRequest:
        self._common_checks(data)
        prompt = data.get("prompt")
        if isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], (str, list)):
            prompt = prompt[0]
        if isinstance(prompt, str):
            if not prompt:
                raise bad_request("prompt is empty; send the text to continue", "prompt")
            ids = prompt_ids(self.tokenizer, prompt, chat=False)
        elif isinstance(prompt, list) and prompt and all(isinstance(t, int) and not isinstance(t, bool)
                                                         for t in prompt):
            bad = [t for t in prompt if not 0 <= t < self.vocab_size]
            if bad:
                raise bad_request(f"prompt token {bad[0]} is outside the vocabulary (0..{self.vocab_size - 1})",
                                  "prompt")
            ids = list(prompt)
        else:
            raise bad_request("prompt must be one string (or one list of token ids); this server takes one "
                              "prompt per request", "prompt")
        return self._request("completion", data, ids, data.get("max_tokens"), "max_tokens")

    # --- the parts -------------------------------------------------------------------------------

    def _common_checks(self, data: dict) -> None:
        model = data.get("model")
        if not isinstance(model, str) or not model:
            raise bad_request(f'model is required: send "model": "{self.model_id}" (GET /v1/models lists it)',
                              "model")
        if model != self.model_id:
            raise APIError(404, f"the model {model!r} does not exist here; this server serves "
                           f"{self.model_id!r} (GET /v1/models)", "model", "model_not_found")
        n = data.get("n", 1)
        if n is not None and n != 1:
            raise bad_request(f"n must be 1 (one choice per request), got {n!r}", "n")
        if data.get("repeat_penalty") is not None and data.get("repetition_penalty") is not None:
            raise bad_request("send one of repeat_penalty and repetition_penalty (they are the same control)",
                              "repetition_penalty")
        for name, (what, off) in UNSUPPORTED.items():
            if data.get(name) is not None and data[name] not in off:
                raise bad_request(f"{what} is not supported by this server; omit {name}", name,
                                  "unsupported_parameter")

    def _messages(self, messages) -> list[dict]:
        if not isinstance(messages, list) or not messages:
            raise bad_request('messages must be a non-empty list such as [{"role": "user", "content": "Hello"}]',
                              "messages")
        out = []
        for i, m in enumerate(messages):
            where = f"messages[{i}]"
            if not isinstance(m, dict):
                raise bad_request(f"{where} must be an object with role and content", where)
            role = m.get("role")
            if role not in ROLES:
                raise bad_request(f"{where}.role is {role!r}; use one of system, user, assistant (tool messages "
                                  "are not supported)", f"{where}.role")
            out.append({"role": "system" if role == "developer" else role,
                        "content": self._content(m.get("content"), f"{where}.content")})
        return out

    @staticmethod
    def _content(content, where: str) -> str:
        if isinstance(content, str):
            return content
        if isinstance(content, list) and all(isinstance(p, dict) for p in content):
            texts = []
            for p in content:
                if p.get("type") != "text" or not isinstance(p.get("text"), str):
                    raise bad_request(f"{where} has a part of type {p.get('type')!r}; this server reads text "
                                      "parts only", where)
                texts.append(p["text"])
            return "".join(texts)
        raise bad_request(f"{where} must be a string (or a list of text parts), got {type(content).__name__}",
                          where)

    def _request(self, kind: str, data: dict, ids: list[int], max_tokens, max_name: str) -> GenerationRequest:
        room = self.usable_context - len(ids)
        if room < 1:
            raise bad_request(f"the prompt is {len(ids)} tokens; this server's context holds {self.usable_context} "
                              "tokens of prompt and reply together: shorten the prompt", "messages" if kind == "chat"
                              else "prompt", "context_length_exceeded")
        if max_tokens is None:
            max_tokens = room
        else:
            self._check("max_new_tokens", max_tokens, max_name)
            if max_tokens > room:
                raise bad_request(f"the prompt is {len(ids)} tokens and {max_name} is {max_tokens}, over the "
                                  f"context of {self.usable_context}: lower {max_name} to {room} or less, or "
                                  "shorten the prompt", max_name, "context_length_exceeded")
        temperature = self._check("temperature", data.get("temperature", 1.0), "temperature", default=1.0)
        top_p = self._check("top_p", data.get("top_p", 1.0), "top_p", default=1.0)
        seed = data.get("seed")
        if seed is not None:
            self._check("seed", seed, "seed")
        try:
            stop = check_stop(data.get("stop"))
        except OmniDraftError as e:
            raise bad_request(str(e), "stop") from None
        stream = data.get("stream", False)
        if not isinstance(stream, bool) and stream is not None:
            raise bad_request(f"stream must be true or false, got {stream!r}", "stream")
        options = data.get("stream_options")
        if options is not None and (not isinstance(options, dict) or not stream):
            raise bad_request("stream_options must be an object, and only with stream: true", "stream_options")
        include_usage = bool((options or {}).get("include_usage", False))
        controls = {}
        for name, rule in CONTROL_FIELDS.items():
            if data.get(name) is not None:
                controls[rule] = self._check(rule, data[name], name)
        return GenerationRequest(kind, data["model"], ids, max_tokens, float(temperature), float(top_p), seed, stop,
                                 bool(stream), include_usage, controls)

    @staticmethod
    def _check(rule: str, value, name: str, default=None):
        if value is None and default is not None:
            return default
        try:
            return check(rule, value)
        except OmniDraftError as e:
            raise bad_request(str(e).replace(rule, name, 1), name) from None
