"""Request bodies of /v1/chat/completions and /v1/completions, checked into the runtime's settings.

Every field a client of OpenAI, llama-server or vLLM may send is in FIELDS: honoured with that peer's
meaning, accepted only at the value that means "off", or refused; a field in none of these is refused
too, so a client never believes it got something it did not (docs/serve.md has the table). Every
refusal is an APIError (400, or 404 for an unknown model) whose message names the field and says what
to send instead. Settings the runtime has rules for (max tokens, temperature, top_p, seed and the
controls) are checked by the runtime's own table (runtime/params.py), so the server and the API refuse
the same values. All of this runs off the event loop (server/engine.py's prepare thread).
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
LLAMA_SERVER_LAST_N = 64  # llama-server's repeat_last_n when a request sends repeat_penalty without one

# Request field -> the runtime's control (runtime/sampling.py has the meanings): OpenAI's two penalties,
# and the fields llama.cpp's and vLLM's servers take. repeat_penalty (llama-server) reads the last
# repeat_last_n tokens (64 unless sent), repetition_penalty (vLLM, HF) the whole prompt and reply.
CONTROL_FIELDS = {"top_k": "top_k", "min_p": "min_p", "repeat_penalty": "repetition_penalty",
                  "repetition_penalty": "repetition_penalty", "presence_penalty": "presence_penalty",
                  "frequency_penalty": "frequency_penalty", "repeat_last_n": "penalty_last_n"}

BOTH, CHAT, COMPLETION = ("chat", "completion"), ("chat",), ("completion",)

# Honoured: read by the parser below with the meaning its peer gives it.
HONOURED = {
    "model": BOTH, "messages": CHAT, "prompt": COMPLETION, "max_tokens": BOTH, "max_completion_tokens": BOTH,
    "n_predict": BOTH, "temperature": BOTH, "top_p": BOTH, "seed": BOTH, "stop": BOTH, "n": BOTH, "stream": BOTH,
    "stream_options": BOTH, "cache_prompt": BOTH, "chat_template_kwargs": CHAT, "user": BOTH,
    "safety_identifier": BOTH, "prompt_cache_key": BOTH, "metadata": BOTH, "store": BOTH, "service_tier": BOTH,
    **{name: BOTH for name in CONTROL_FIELDS},
}

# Accepted at the values that mean "off" (or the behaviour this server has), refused otherwise:
# name -> (what it asks for, the accepted values, the routes).
OFF_ONLY = {
    "tools": ("tool calling", ([],), CHAT), "functions": ("function calling", ([],), CHAT),
    "tool_choice": ("tool calling", ("none", "auto"), CHAT), "function_call": ("function calling", ("none", "auto"), CHAT),
    "parallel_tool_calls": ("parallel tool calls", (True, False), CHAT),
    "logprobs": ("logprobs", (False, 0), BOTH), "top_logprobs": ("logprobs", (0,), CHAT),
    "n_probs": ("token probabilities (n_probs)", (0,), BOTH), "logit_bias": ("logit_bias", ({},), BOTH),
    "response_format": ("structured output (response_format)", ({"type": "text"},), CHAT),
    "modalities": ("output modalities other than text", (["text"],), CHAT),
    "echo": ("echo", (False,), COMPLETION), "suffix": ("suffix", ("",), COMPLETION),
    "best_of": ("best_of", (1,), COMPLETION), "use_beam_search": ("beam search", (False,), BOTH),
    "ignore_eos": ("ignore_eos (generating past the end token)", (False,), BOTH),
    "min_tokens": ("min_tokens", (0,), BOTH), "stop_token_ids": ("stop_token_ids", ([],), BOTH),
    "include_stop_str_in_output": ("include_stop_str_in_output", (False,), BOTH),
    "skip_special_tokens": ("special tokens in the output", (True,), BOTH),
    "add_generation_prompt": ("a prompt without the assistant's turn opened", (True,), CHAT),
    "continue_final_message": ("continuing the final message", (False,), CHAT),
    "typical_p": ("typical_p", (1,), BOTH), "tfs_z": ("tail-free sampling (tfs_z)", (1,), BOTH),
    "mirostat": ("mirostat", (0,), BOTH), "dynatemp_range": ("dynamic temperature", (0,), BOTH),
    "xtc_probability": ("XTC sampling", (0,), BOTH), "dry_multiplier": ("DRY sampling", (0,), BOTH),
    "n_keep": ("n_keep (context shifting)", (0, -1), BOTH), "id_slot": ("slots (id_slot)", (-1,), BOTH),
    "return_tokens": ("return_tokens", (False,), BOTH), "timings_per_token": ("timings_per_token", (False,), BOTH),
    "post_sampling_probs": ("post_sampling_probs", (False,), BOTH), "priority": ("priorities", (0,), BOTH),
}

# Settings of a sampler that is off unless the field named here is set (and those are OFF_ONLY): they
# change nothing, as at the peer, so they are accepted. SillyTavern and the like send all of them.
INERT_WITHOUT = {"mirostat_tau": "mirostat", "mirostat_eta": "mirostat", "dynatemp_exponent": "dynatemp_range",
                 "xtc_threshold": "xtc_probability", "dry_base": "dry_multiplier",
                 "dry_allowed_length": "dry_multiplier", "dry_penalty_last_n": "dry_multiplier",
                 "dry_sequence_breakers": "dry_multiplier", "min_keep": "top_k"}

# Refused whenever present: features this server does not have.
REFUSED = {
    "grammar": "grammar-constrained output", "json_schema": "JSON-schema output",
    "guided_json": "guided decoding", "guided_regex": "guided decoding", "guided_choice": "guided decoding",
    "guided_grammar": "guided decoding", "guided_decoding_backend": "guided decoding",
    "guided_whitespace_pattern": "guided decoding", "structured_outputs": "structured output",
    "audio": "audio", "prediction": "predicted outputs", "reasoning_effort": "reasoning effort",
    "verbosity": "verbosity", "web_search_options": "web search", "chat_template": "a chat template per request",
    "documents": "documents", "samplers": "a sampler order", "t_max_predict_ms": "a time limit per request",
    "truncate_prompt_tokens": "prompt truncation", "length_penalty": "beam search",
}

# chat_template_kwargs may not override what apply_chat_template itself takes
TEMPLATE_RESERVED = {"messages", "conversation", "tools", "documents", "chat_template", "add_generation_prompt",
                     "continue_final_message", "tokenize", "padding", "truncation", "max_length", "return_tensors",
                     "return_dict", "return_assistant_tokens_mask", "tokenizer_kwargs"}


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
    controls: dict = field(default_factory=dict)  # top_k, min_p, the penalties, the window: only those sent
    cache_prompt: bool = True  # llama-server's: False computes this prompt from scratch
    cache_key: str | None = None  # OpenAI's prompt_cache_key: with --isolate-cache, part of who the client is
    user: str | None = None  # OpenAI's user / safety_identifier: logged


def parse_json(body: bytes) -> dict:
    if len(body) > MAX_BODY_BYTES:
        raise APIError(413, f"the request body is {len(body)} bytes; the limit is {MAX_BODY_BYTES}")
    try:
        data = json.loads(body)
    except RecursionError:
        raise bad_request("the request body nests too deeply; send a flat JSON object") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise bad_request(f"the request body is not valid JSON ({e}); send a JSON object such as "
                          '{"model": ..., "messages": [{"role": "user", "content": "Hello"}]}') from None
    if not isinstance(data, dict):
        raise bad_request(f"the request body must be a JSON object, got {type(data).__name__}")
    try:  # JSON may escape half a UTF-16 pair ("\ud800"), which no tokenizer can encode
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise bad_request("the request body holds a lone UTF-16 surrogate (an escape such as \\ud800 without its "
                          "pair); send valid Unicode text") from None
    except RecursionError:
        raise bad_request("the request body nests too deeply; send a flat JSON object") from None
    return data


class RequestParser:
    """Checks bodies against the served model: its name, tokenizer (chat template) and context."""

    def __init__(self, model_id: str, tokenizer, usable_context: int, vocab_size: int):
        self.model_id, self.tokenizer = model_id, tokenizer
        self.usable_context, self.vocab_size = usable_context, vocab_size

    def chat(self, data: dict) -> GenerationRequest:
        self._common_checks(data, "chat")
        messages = self._messages(data.get("messages"))
        kwargs = self._template_kwargs(data.get("chat_template_kwargs"))
        try:
            ids = prompt_ids(self.tokenizer, messages, chat=True, template_kwargs=kwargs)
        except ValueError as e:
            raise bad_request(f"{e}; use /v1/completions with a plain prompt", "messages") from None
        except Exception as e:  # the template's own refusal (a Jinja raise_exception, say)
            raise bad_request(f"the model's chat template refused these messages: {e}", "messages") from None
        return self._request("chat", data, ids)

    def completion(self, data: dict) -> GenerationRequest:
        self._common_checks(data, "completion")
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
        return self._request("completion", data, ids)

    # --- the parts -------------------------------------------------------------------------------

    def _common_checks(self, data: dict, kind: str) -> None:
        route = "/v1/chat/completions" if kind == "chat" else "/v1/completions"
        for name in data:
            if kind in HONOURED.get(name, ()) or name in INERT_WITHOUT:
                continue
            if name in OFF_ONLY and kind in OFF_ONLY[name][2]:
                what, off, _ = OFF_ONLY[name]
                if data[name] is not None and data[name] not in off:
                    raise bad_request(f"{what} is not supported by this server; omit {name} (or send it as "
                                      f"{json.dumps(off[0])})", name, "unsupported_parameter")
            elif name in REFUSED:
                if data[name] is not None:
                    raise bad_request(f"{REFUSED[name]} is not supported by this server; omit {name}", name,
                                      "unsupported_parameter")
            else:
                raise bad_request(f"{name} is not a field of {route} on this server; omit it (docs/serve.md lists "
                                  "every field and what this server does with it)", name, "unknown_parameter")
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
        if data.get("store") not in (None, False):
            raise bad_request("this server stores no completions; omit store or send false", "store",
                              "unsupported_parameter")
        if data.get("service_tier") not in (None, "auto", "default"):
            raise bad_request(f"service_tier {data['service_tier']!r}: this server has one tier; omit it or send "
                              '"auto"', "service_tier", "unsupported_parameter")
        for name in ("user", "safety_identifier", "prompt_cache_key"):
            if data.get(name) is not None and not isinstance(data[name], str):
                raise bad_request(f"{name} must be a string", name)
        if data.get("metadata") is not None and not isinstance(data["metadata"], dict):
            raise bad_request("metadata must be an object of strings", "metadata")

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

    @staticmethod
    def _template_kwargs(kwargs) -> dict:
        """vLLM's chat_template_kwargs: more variables for the chat template (enable_thinking, say)."""
        if kwargs is None:
            return {}
        if not isinstance(kwargs, dict) or not all(isinstance(k, str) and k.isidentifier() for k in kwargs):
            raise bad_request("chat_template_kwargs must be an object whose keys are template variable names",
                              "chat_template_kwargs")
        if taken := sorted(TEMPLATE_RESERVED & set(kwargs)):
            raise bad_request(f"chat_template_kwargs may not set {', '.join(taken)} (the server renders the "
                              "messages itself)", "chat_template_kwargs")
        return kwargs

    def _max_tokens(self, data: dict, room: int) -> int:
        """OpenAI's max_completion_tokens, else its older max_tokens, else llama-server's n_predict (-1:
        until the context is full); none: all the room the prompt leaves."""
        name = next((n for n in ("max_completion_tokens", "max_tokens", "n_predict") if data.get(n) is not None), None)
        if name is None or (name == "n_predict" and data[name] == -1):
            return room
        value = self._check("max_new_tokens", data[name], name)
        if value > room:
            raise bad_request(f"the prompt has {self.usable_context - room} tokens and {name} is {value}, over the "
                              f"context of {self.usable_context}: lower {name} to {room} or less, or shorten the "
                              "prompt", name, "context_length_exceeded")
        return value

    def _request(self, kind: str, data: dict, ids: list[int]) -> GenerationRequest:
        room = self.usable_context - len(ids)
        if room < 1:
            raise bad_request(f"the prompt is {len(ids)} tokens; this server's context holds {self.usable_context} "
                              "tokens of prompt and reply together: shorten the prompt", "messages" if kind == "chat"
                              else "prompt", "context_length_exceeded")
        max_tokens = self._max_tokens(data, room)
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
        options = options or {}
        if unknown := sorted(set(options) - {"include_usage"}):
            raise bad_request(f"stream_options.{unknown[0]} is not supported; this server reads include_usage",
                              "stream_options")
        include_usage = options.get("include_usage", False)
        if not isinstance(include_usage, bool):
            raise bad_request(f"stream_options.include_usage must be true or false, got {include_usage!r}",
                              "stream_options")
        cache_prompt = data.get("cache_prompt", True)
        if not isinstance(cache_prompt, bool):
            raise bad_request(f"cache_prompt must be true or false, got {cache_prompt!r}", "cache_prompt")
        controls = {}
        for name, rule in CONTROL_FIELDS.items():
            if data.get(name) is not None:
                controls[rule] = self._check(rule, data[name], name)
        if data.get("repeat_penalty") is not None and "penalty_last_n" not in controls:
            controls["penalty_last_n"] = LLAMA_SERVER_LAST_N
        return GenerationRequest(kind, data["model"], ids, max_tokens, float(temperature), float(top_p), seed, stop,
                                 bool(stream), include_usage, controls, cache_prompt, data.get("prompt_cache_key"),
                                 data.get("user") or data.get("safety_identifier"))

    @staticmethod
    def _check(rule: str, value, name: str, default=None):
        if value is None and default is not None:
            return default
        try:
            return check(rule, value)
        except OmniDraftError as e:
            raise bad_request(str(e).replace(rule, name, 1), name) from None
