"""`omnidraft serve` through the official `openai` client, on a tiny pair: one server for the module,
in a thread on a free 127.0.0.1 port; the command itself (API key, --no-prompt-cache, the n-gram cache
saved on SIGTERM) in a subprocess. Every request loop here is bounded in count and time."""

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

openai = pytest.importorskip("openai")
uvicorn = pytest.importorskip("uvicorn")

from omnidraft.runtime.generator import Generator  # noqa: E402
from omnidraft.server.main import build  # noqa: E402
from tests import zoo  # noqa: E402

TARGET, DRAFT = "smollm2-bpe", "llama2-sp"  # the one tiny target with a chat template; a SentencePiece drafter
MODEL = f"tiny-{TARGET}"
MESSAGES = [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Hi! What is 2 + 3?"}]
MAX_QUEUE = 2


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(check, timeout_s: float, what: str):
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if value := check():
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")


class Served:
    def __init__(self, url, gen, engine):
        self.url, self.gen, self.engine = url, gen, engine

    def client(self, **kw):
        return openai.OpenAI(base_url=self.url + "/v1", api_key=kw.pop("api_key", "unused"), max_retries=0,
                             timeout=60, **kw)

    def raw(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
        """(status, headers, parsed JSON or text) without any client library in between."""
        req = urllib.request.Request(self.url + path, data=body, method=method,
                                     headers={"Content-Type": "application/json", **(headers or {})})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                status, hdrs, data = r.status, r.headers, r.read()
        except urllib.error.HTTPError as e:
            status, hdrs, data = e.code, e.headers, e.read()
        try:
            return status, hdrs, json.loads(data)
        except ValueError:
            return status, hdrs, data.decode()

    def idle(self) -> bool:
        return self.engine.in_flight == 0

    def metric(self, name: str) -> float:
        text = self.raw("GET", "/metrics")[2]
        return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
                   if line.startswith((f"omnidraft_{name}{{", f"omnidraft_{name} ")))


def command_up(proc, port: int) -> Served:
    """The `omnidraft serve` process ``proc`` once its /health answers (its output if it dies first)."""
    served = Served(f"http://127.0.0.1:{port}", None, None)

    def up():
        try:
            return served.raw("GET", "/health")[0] == 200
        except OSError:
            assert proc.poll() is None, proc.stdout.read()
            return False

    wait_until(up, 120, "omnidraft serve to start")
    return served


@contextlib.contextmanager
def running(app, engine, gen):
    """``app`` served by uvicorn in a thread on a free 127.0.0.1 port, as a Served."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           timeout_graceful_shutdown=2))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    wait_until(lambda: server.started, 60, "the server to start")
    try:
        yield Served(f"http://127.0.0.1:{port}", gen, engine)
    finally:
        server.should_exit = True
        thread.join(30)


@pytest.fixture(scope="module")
def served():
    gen = Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle(DRAFT), k=2, threads=1)
    app, engine, gen, model_id = build(None, generator=gen, max_queue=MAX_QUEUE)
    assert model_id == MODEL
    with running(app, engine, gen) as s:
        yield s


@pytest.fixture(scope="module")
def reference():
    """The same pair in a Generator of its own: what the server must return for the same messages."""
    return Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle(DRAFT), k=2, threads=1)


@pytest.fixture
def slow_target(served, monkeypatch):
    """Every target call takes 20 ms more, so a generation lasts long enough to queue behind or leave."""
    forward = served.gen.target.forward

    def slow(*args, **kwargs):
        time.sleep(0.02)
        return forward(*args, **kwargs)

    monkeypatch.setattr(served.gen.target, "forward", slow)


def _extra(obj, key="omnidraft"):
    return (obj.model_extra or {}).get(key)


def test_models_and_health(served):
    assert [m.id for m in served.client().models.list().data] == [MODEL]
    status, _, body = served.raw("GET", "/health")
    assert status == 200 and body["status"] == "ok"


def test_greedy_output_is_what_generate_gives_for_the_same_messages(served, reference):
    r = served.client().chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=24, temperature=0)
    expected = reference.generate(MESSAGES, 24, chat=True)
    oracle = reference.generate(MESSAGES, 24, chat=True, method="target-only", reference=True)
    assert r.choices[0].message.content == expected.text == oracle.text
    assert r.choices[0].message.role == "assistant" and r.choices[0].finish_reason == "length"
    assert r.usage.completion_tokens == len(expected.token_ids) == 24
    assert r.usage.prompt_tokens == expected.stats["prompt_tokens"]
    assert r.usage.total_tokens == r.usage.prompt_tokens + 24
    stats = _extra(r)
    assert stats["method"] == "omnidraft" and stats["rounds"] >= 1 and "acceptance_per_target_token" in stats
    assert stats["mean_accepted_length"] >= 1 and stats["tokens_per_s"] > 0


def test_streaming_gives_the_same_text_then_usage_then_done(served, reference):
    expected = reference.generate(MESSAGES, 20, chat=True)
    chunks = list(served.client().chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=20,
                                                          temperature=0, stream=True,
                                                          stream_options={"include_usage": True}))
    assert chunks[0].choices[0].delta.role == "assistant"
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == expected.text
    finish = [c for c in chunks if c.choices and c.choices[0].finish_reason]
    assert len(finish) == 1 and finish[0].choices[0].finish_reason == "length"
    assert _extra(finish[0])["new_tokens"] == 20
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens == 20  # usage last, once
    assert all(c.usage is None for c in chunks[:-1])
    # the raw stream ends with [DONE]
    status, _, body = served.raw("POST", "/v1/chat/completions", json.dumps(
        {"model": MODEL, "messages": MESSAGES, "max_tokens": 3, "temperature": 0, "stream": True}).encode())
    assert status == 200 and body.rstrip().endswith("data: [DONE]") and '"usage"' in body


def test_completions_plain_prompt_streamed_and_not(served, reference):
    prompt = "def add(a, b):"
    expected = reference.generate(prompt, 16)
    client = served.client()
    r = client.completions.create(model=MODEL, prompt=prompt, max_tokens=16, temperature=0)
    assert r.choices[0].text == expected.text and r.usage.completion_tokens == 16
    pieces = list(client.completions.create(model=MODEL, prompt=prompt, max_tokens=16, temperature=0, stream=True))
    assert "".join(c.choices[0].text for c in pieces if c.choices) == expected.text
    assert pieces[-1].usage.completion_tokens == 16  # without include_usage: on the finish chunk


def test_a_request_that_extends_the_last_one_reuses_its_prompt(served, reference):
    client = served.client()
    first = client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=12, temperature=0)
    longer = MESSAGES + [{"role": "assistant", "content": first.choices[0].message.content},
                         {"role": "user", "content": "And times 4?"}]
    second = client.chat.completions.create(model=MODEL, messages=longer, max_tokens=12, temperature=0)
    cached = second.usage.prompt_tokens_details.cached_tokens
    assert first.usage.prompt_tokens - 2 <= cached < second.usage.prompt_tokens
    # reuse is exact: the same tokens as a from-scratch decode of the whole conversation
    oracle = reference.generate(longer, 12, chat=True, method="target-only", reference=True)
    assert second.choices[0].message.content == oracle.text


def test_stop_strings_end_the_reply_before_them_streamed_or_not(served, reference):
    full = reference.generate(MESSAGES, 30, chat=True).text
    stop = full[9:14]
    client = served.client()
    r = client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=30, temperature=0,
                                       stop=["never appears", stop])
    assert r.choices[0].message.content == full[:full.find(stop)]
    assert r.choices[0].finish_reason == "stop" and _extra(r)["stop_string"] == stop
    assert r.usage.completion_tokens < 30
    chunks = list(client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=30, temperature=0,
                                                 stop=stop, stream=True))
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == full[:full.find(stop)]


def _post(served, path, body):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return served.raw("POST", path, data)


GOOD = {"model": MODEL, "messages": MESSAGES, "max_tokens": 4, "temperature": 0}
CHAT = "/v1/chat/completions"
# (what, path, body, status, words the message must contain)
BAD_INPUTS = [
    ("malformed JSON", CHAT, b'{"model": "x", "messages": [', 400, "not valid JSON"),
    ("body not an object", CHAT, b"[1, 2]", 400, "must be a JSON object"),
    ("unknown role", CHAT, {**GOOD, "messages": [{"role": "wizard", "content": "hi"}]}, 400,
     "messages[0].role is 'wizard'; use one of system, user, assistant"),
    ("tool role", CHAT, {**GOOD, "messages": [{"role": "tool", "content": "hi"}]}, 400, "tool messages"),
    ("empty messages", CHAT, {**GOOD, "messages": []}, 400, "messages must be a non-empty list"),
    ("no messages", CHAT, {"model": MODEL}, 400, "messages must be a non-empty list"),
    ("content not text", CHAT, {**GOOD, "messages": [{"role": "user", "content": 5}]}, 400,
     "messages[0].content must be a string"),
    ("image part", CHAT, {**GOOD, "messages": [{"role": "user", "content": [{"type": "image_url"}]}]}, 400,
     "text parts only"),
    ("negative max_tokens", CHAT, {**GOOD, "max_tokens": -5}, 400, "max_tokens must be an integer >= 1"),
    ("zero max_completion_tokens", CHAT, {**GOOD, "max_completion_tokens": 0}, 400,
     "max_completion_tokens must be an integer >= 1"),
    ("max_tokens past the context", CHAT, {**GOOD, "max_tokens": 100000}, 400, "lower max_tokens to"),
    ("over-long prompt", CHAT, {**GOOD, "messages": [{"role": "user", "content": "word " * 3000}]}, 400,
     "shorten the prompt"),
    ("unknown model", CHAT, {**GOOD, "model": "gpt-4o"}, 404, "the model 'gpt-4o' does not exist here"),
    ("no model", CHAT, {k: v for k, v in GOOD.items() if k != "model"}, 400, "model is required"),
    ("n=2", CHAT, {**GOOD, "n": 2}, 400, "n must be 1"),
    ("negative temperature", CHAT, {**GOOD, "temperature": -1}, 400, "temperature must be a finite number >= 0"),
    ("top_p 0", CHAT, {**GOOD, "top_p": 0}, 400, "top_p must be a finite number > 0 and <= 1"),
    ("negative seed", CHAT, {**GOOD, "seed": -1}, 400, "seed must be an integer >= 0"),
    ("negative top_k", CHAT, {**GOOD, "top_k": -1}, 400, "top_k must be an integer >= 0"),
    ("min_p 1.5", CHAT, {**GOOD, "min_p": 1.5}, 400, "min_p must be a finite number >= 0 and <= 1"),
    ("repeat_penalty 0", CHAT, {**GOOD, "repeat_penalty": 0}, 400, "repeat_penalty must be a finite number > 0"),
    ("both repetition fields", CHAT, {**GOOD, "repeat_penalty": 1.1, "repetition_penalty": 1.2}, 400,
     "send one of repeat_penalty and repetition_penalty"),
    ("presence_penalty 3", CHAT, {**GOOD, "presence_penalty": 3}, 400,
     "presence_penalty must be a finite number >= -2 and <= 2"),
    ("frequency_penalty text", CHAT, {**GOOD, "frequency_penalty": "high"}, 400,
     "frequency_penalty must be a finite number"),
    ("17 stop strings", CHAT, {**GOOD, "stop": ["x"] * 17}, 400, "stop takes at most 16 strings"),
    ("empty stop string", CHAT, {**GOOD, "stop": [""]}, 400, "a stop string is empty"),
    ("tools", CHAT, {**GOOD, "tools": [{"type": "function", "function": {"name": "f"}}]}, 400,
     "tool calling is not supported"),
    ("logprobs", CHAT, {**GOOD, "logprobs": True}, 400, "logprobs is not supported"),
    ("stream_options without stream", CHAT, {**GOOD, "stream_options": {"include_usage": True}}, 400,
     "only with stream: true"),
    ("two prompts", "/v1/completions", {"model": MODEL, "prompt": ["a", "b"]}, 400, "one prompt per request"),
    ("empty prompt", "/v1/completions", {"model": MODEL, "prompt": ""}, 400, "prompt is empty"),
    ("token id outside the vocabulary", "/v1/completions", {"model": MODEL, "prompt": [10 ** 9]}, 400,
     "outside the vocabulary"),
    ("body over 8 MiB", CHAT, b" " * (9 << 20), 413, "the request body is over 8388608 bytes"),
    ("JSON nested 100000 deep", CHAT, b"[" * 100000 + b"]" * 100000, 400, "nests too deeply"),
    ("lone surrogate", "/v1/completions", b'{"model": "%s", "prompt": "a\\ud800b"}' % MODEL.encode(), 400,
     "lone UTF-16 surrogate"),
]


def test_every_bad_input_gets_a_4xx_that_says_what_to_fix_and_the_server_keeps_serving(served, reference):
    rows = []
    for what, path, body, status, words in BAD_INPUTS:
        got, _, reply = _post(served, path, body)
        rows.append((what, got, reply["error"]["message"] if isinstance(reply, dict) else reply))
        assert got == status, (what, reply)
        assert set(reply["error"]) == {"message", "type", "param", "code"}, what
        assert words in reply["error"]["message"], (what, reply)
    for method, path, status in [("GET", "/v1/nothing", 404), ("GET", CHAT, 405)]:
        got, _, reply = served.raw(method, path)
        rows.append((f"{method} {path}", got, reply["error"]["message"]))
        assert got == status and set(reply["error"]) == {"message", "type", "param", "code"}
    print("\n" + "\n".join(f"| {w} | {s} | {m[:150]} |" for w, s, m in rows))
    # the official client raises its own error classes on them
    client = served.client()
    with pytest.raises(openai.BadRequestError, match="max_tokens must be an integer"):
        client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=-1)
    with pytest.raises(openai.NotFoundError, match="does not exist here"):
        client.chat.completions.create(model="gpt-4o", messages=MESSAGES)
    # neutral values of the controls are accepted, and the server still serves
    r = client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=10, temperature=0, n=1,
                                       presence_penalty=0, frequency_penalty=0,
                                       extra_body={"top_k": 0, "min_p": 0, "repeat_penalty": 1.0})
    assert r.choices[0].message.content == reference.generate(MESSAGES, 10, chat=True).text


def test_a_burst_past_the_queue_gets_429_with_retry_after_and_nothing_else_fails(served, reference, slow_target):
    n = 8
    client = served.client()

    def one(i):
        try:
            r = client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=20, temperature=0)
            return "ok", r.choices[0].message.content
        except openai.RateLimitError as e:
            return "429", e.response.headers.get("retry-after")
        except Exception as e:  # noqa: BLE001 - counted, and the test fails on it
            return "error", repr(e)

    with ThreadPoolExecutor(n) as pool:
        results = list(pool.map(one, range(n), timeout=120))
    ok = [r for kind, r in results if kind == "ok"]
    limited = [r for kind, r in results if kind == "429"]
    errors = [r for kind, r in results if kind == "error"]
    print(f"\nburst of {n}: {len(ok)} completed, {len(limited)} got 429, {len(errors)} errors")
    assert not errors and len(ok) + len(limited) == n
    assert len(ok) >= 1 + MAX_QUEUE and limited, results
    assert all(r is not None and int(r) >= 1 for r in limited)  # Retry-After, whole seconds
    expected = reference.generate(MESSAGES, 20, chat=True).text
    assert all(text == expected for text in ok)
    wait_until(served.idle, 30, "the queue to drain")
    assert served.raw("GET", "/health")[0] == 200
    assert served.metric("requests_total") >= n


def test_a_client_that_leaves_mid_stream_stops_its_generation_and_the_next_request_is_right(
        served, reference, slow_target):
    stopped, decoded = served.metric("generations_stopped_total"), served.metric("decoded_tokens_total")
    stream = served.client().chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=300,
                                                     temperature=0, stream=True)
    pieces = 0
    for chunk in stream:
        pieces += 1
        if pieces == 4:
            break
    stream.close()  # at ~20 ms a round the whole reply would take 6 s or more
    wait_until(served.idle, 10, "the generation to stop")
    assert served.metric("generations_stopped_total") == stopped + 1
    assert served.metric("decoded_tokens_total") - decoded < 300
    r = served.client().chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=16, temperature=0)
    assert r.choices[0].message.content == reference.generate(MESSAGES, 16, chat=True).text


def test_a_client_that_gives_up_on_a_whole_response_stops_its_generation_too(served, reference, slow_target):
    stopped, decoded = served.metric("generations_stopped_total"), served.metric("decoded_tokens_total")
    body = json.dumps({"model": MODEL, "messages": MESSAGES, "max_tokens": 300, "temperature": 0}).encode()
    req = urllib.request.Request(served.url + CHAT, data=body, headers={"Content-Type": "application/json"})
    with pytest.raises(TimeoutError):
        urllib.request.urlopen(req, timeout=0.5)  # gives up long before 300 slow rounds end, and hangs up
    wait_until(served.idle, 10, "the generation to stop")
    assert served.metric("generations_stopped_total") == stopped + 1
    assert served.metric("decoded_tokens_total") - decoded < 300
    r = served.client().chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=16, temperature=0)
    assert r.choices[0].message.content == reference.generate(MESSAGES, 16, chat=True).text


def test_metrics_in_prometheus_text(served):
    status, headers, text = served.raw("GET", "/metrics")
    assert status == 200 and headers["content-type"].startswith("text/plain")
    for name, kind in [("requests_total", "counter"), ("queue_depth", "gauge"), ("generations_total", "counter"),
                       ("cached_prompt_tokens_total", "counter"), ("accepted_target_tokens_total", "counter"),
                       ("queue_wait_seconds", "histogram"), ("time_to_first_token_seconds", "histogram"),
                       ("request_duration_seconds", "histogram"), ("ready", "gauge")]:
        assert f"# TYPE omnidraft_{name} {kind}" in text, name
    assert "tokens_per_second" not in text and "acceptance_per_target_token" not in text  # ratios: PromQL's
    assert 'omnidraft_request_duration_seconds_bucket{endpoint="/v1/chat/completions",le="+Inf"}' in text
    for line in text.splitlines():
        if not line.startswith("#"):
            float(line.rsplit(" ", 1)[1])  # every sample is a number
    assert served.metric("generations_total") >= 1


def test_the_command_checks_the_api_key_obeys_no_prompt_cache_and_saves_the_cache_on_sigterm(tmp_path):
    port, key, cache = free_port(), "sk-test-123", tmp_path / "pair.ngram"
    cmd = [sys.executable, "-c", "import sys; from omnidraft.cli import main; sys.exit(main())", "serve",
           "--target", str(zoo.tiny_bundle(TARGET)), "--draft", str(zoo.tiny_bundle(DRAFT)), "--port", str(port),
           "--threads", "1", "--api-key", key, "--no-prompt-cache", "--cache", str(cache), "--log-level", "warning"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "OMNIDRAFT_API_KEY": ""})
    try:
        served = command_up(proc, port)
        status, headers, body = served.raw("GET", "/v1/models")
        assert status == 401 and "Authorization: Bearer KEY" in body["error"]["message"]
        with pytest.raises(openai.AuthenticationError):
            served.client(api_key="wrong").models.list()
        client = served.client(api_key=key)
        assert [m.id for m in client.models.list().data] == [MODEL]
        for _ in range(2):  # the same request twice: without the prompt cache nothing is kept
            r = client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=8, temperature=0)
            assert r.usage.prompt_tokens_details.cached_tokens == 0
        assert served.raw("GET", "/metrics", headers={"Authorization": f"Bearer {key}"})[0] == 200
        assert not cache.exists()
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=60)
        assert proc.returncode == 0, out
        assert cache.exists() and "saved the n-gram cache" in out, out
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=30)


CONTROLS = {"top_k": 20, "min_p": 0.05, "repetition_penalty": 0.6, "presence_penalty": 0.8, "frequency_penalty": 0.6}


def test_sampling_controls_are_applied_and_greedy_equals_generate_with_them(served, reference):
    """top_k, min_p, repeat_penalty (llama.cpp's name) / repetition_penalty and OpenAI's penalties reach the
    runtime: greedy, the reply is Generator.generate's with the same controls (and differs from none)."""
    client = served.client()
    extra = {"top_k": 20, "min_p": 0.05, "repeat_penalty": 0.6}  # < 1: favours the prompt's tokens
    r = client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=24, temperature=0,
                                       presence_penalty=0.8, frequency_penalty=0.6, extra_body=extra)
    expected = reference.generate(MESSAGES, 24, chat=True, **CONTROLS)
    oracle = reference.generate(MESSAGES, 24, chat=True, method="target-only", reference=True, **CONTROLS)
    plain = reference.generate(MESSAGES, 24, chat=True)
    assert r.choices[0].message.content == expected.text == oracle.text
    assert expected.token_ids != plain.token_ids  # the controls change this reply
    # vLLM's name for the repetition penalty, on /v1/completions, streamed
    pieces = client.completions.create(model=MODEL, prompt="The cat sat on the mat. The cat", max_tokens=16,
                                       temperature=0, stream=True, extra_body={"repetition_penalty": 1.6})
    text = "".join(c.choices[0].text for c in pieces if c.choices)
    assert text == reference.generate("The cat sat on the mat. The cat", 16, repetition_penalty=1.6).text
    # sampled with the controls: served (its distribution: tests/test_exact_sampling.py)
    r = client.chat.completions.create(model=MODEL, messages=MESSAGES, max_tokens=16, temperature=0.9, seed=7,
                                       presence_penalty=0.8, frequency_penalty=0.6, extra_body=extra)
    assert r.choices[0].finish_reason in ("length", "stop") and r.usage.completion_tokens >= 1
