"""`omnidraft serve` left running: memory bounded against any upload, the browser kept out, the cache file
saved outside requests, every peer field honoured or refused, errors without internals, a structured
log and histograms, per-client prompt reuse, and a shutdown that drains and saves. On the tiny pair;
every loop is bounded in count and time."""

import fcntl
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("openai")
pytest.importorskip("uvicorn")

from omnidraft.cache_store.persist import CacheConfig, read  # noqa: E402
from omnidraft.runtime.generator import Generator  # noqa: E402
from omnidraft.server import requests as fields  # noqa: E402
from omnidraft.server.main import build  # noqa: E402
from tests import zoo  # noqa: E402
from tests.test_serve import DRAFT, MESSAGES, MODEL, TARGET, command_up, free_port, running, wait_until  # noqa: E402

CHAT = "/v1/chat/completions"
GOOD = {"model": MODEL, "messages": MESSAGES, "max_tokens": 4, "temperature": 0}
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def gen():
    return Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle(DRAFT), k=2, threads=1)


@pytest.fixture(scope="module")
def served(gen):
    app, engine, _, _ = build(None, generator=gen, max_queue=2)
    with running(app, engine, gen) as s:
        yield s


def post(served, body, path=CHAT, headers=None):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return served.raw("POST", path, data, headers)


def rss_mib() -> float:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024


# --- 1: bodies limited as they stream; the heavy work off the event loop, inside the queue's bound ------

def test_a_2_gb_chunked_upload_is_refused_while_it_streams_and_memory_stays_flat(served):
    port = int(served.url.rsplit(":", 1)[1])
    before, offered, sent = rss_mib(), 2 << 30, 0
    chunk = b"x" * (1 << 20)
    frame = f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n"
    deadline = time.monotonic() + 60
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Transfer-Encoding: chunked\r\n\r\n")
        try:
            while sent < offered and time.monotonic() < deadline:
                sock.sendall(frame)
                sent += len(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered and closed: the rest of the 2 GB is never read
        reply = b""
        try:
            while b"\r\n\r\n" not in reply and (part := sock.recv(65536)):
                reply += part
        except ConnectionResetError:
            pass
    assert sent < offered, "the server read the whole 2 GB"
    assert sent <= 64 << 20, f"the server read {sent >> 20} MiB before refusing"
    assert reply == b"" or reply.startswith(b"HTTP/1.1 413"), reply[:200]
    assert rss_mib() - before < 96, "the refused upload was held in memory"
    assert served.raw("GET", "/health")[0] == 200


def test_prompt_rendering_runs_off_the_event_loop_and_counts_against_the_queue(served, monkeypatch):
    render = fields.prompt_ids
    slow_started = threading.Event()

    def slow(*args, **kwargs):
        slow_started.set()
        time.sleep(1.5)
        return render(*args, **kwargs)

    monkeypatch.setattr(fields, "prompt_ids", slow)
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(4) as pool:
        slow_ones = [pool.submit(post, served, GOOD) for _ in range(3)]  # 1 + max_queue 2: all admitted
        assert slow_started.wait(10)
        wait_until(lambda: served.engine.in_flight == 3, 10, "three requests admitted")
        t = time.monotonic()
        assert served.raw("GET", "/health")[0] == 200
        assert time.monotonic() - t < 0.5, "/health waited for a prompt's rendering"
        status, headers, body = post(served, GOOD)  # a fourth: no place, though none is generating yet
        assert status == 429 and "Retry-After" in headers, body
        assert [f.result(timeout=60)[0] for f in slow_ones] == [200, 200, 200]


# --- 2: Host and Origin, CORS, JSON content type, no open bind ----------------------------------------

def test_a_rebound_host_and_a_cross_origin_simple_post_are_refused(served):
    status, _, body = post(served, GOOD, headers={"Host": "attacker.example:8000"})
    assert status == 403 and body["error"]["code"] == "host_not_allowed" and "--allow-host" in body["error"]["message"]
    status, _, body = post(served, json.dumps(GOOD).encode(), headers={"Origin": "https://attacker.example",
                                                                       "Content-Type": "text/plain"})
    assert status == 403 and body["error"]["code"] == "origin_not_allowed" and "--cors" in body["error"]["message"]
    status, _, body = post(served, json.dumps(GOOD).encode(), headers={"Content-Type": "text/plain"})
    assert status == 415 and "application/json" in body["error"]["message"]
    for host in ("localhost:1234", "127.0.0.1", "[::1]:80", "app.localhost"):
        assert post(served, GOOD, headers={"Host": host})[0] == 200, host


def test_cors_is_opt_in_with_preflight_and_hosts_can_be_added(gen):
    app, engine, _, _ = build(None, generator=gen, cors_origins=["http://localhost:3000"],
                              allow_hosts=["box.lan"], api_keys=["k1"])
    with running(app, engine, gen) as s:
        status, headers, _ = s.raw("OPTIONS", CHAT, headers={
            "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization,content-type"})
        assert status == 200 and headers["access-control-allow-origin"] == "http://localhost:3000"
        assert "authorization" in headers["access-control-allow-headers"].lower()
        status, headers, body = post(s, GOOD, headers={"Origin": "http://localhost:3000", "Authorization": "Bearer k1"})
        assert status == 200 and headers["access-control-allow-origin"] == "http://localhost:3000", body
        assert post(s, GOOD, headers={"Origin": "http://evil.example", "Authorization": "Bearer k1"})[0] == 403
        assert post(s, GOOD, headers={"Host": "box.lan:8000", "Authorization": "Bearer k1"})[0] == 200
        assert post(s, GOOD, headers={"Authorization": "Bearer k2"})[0] == 401


def test_binding_beyond_loopback_without_a_key_is_refused():
    cmd = [sys.executable, "-m", "omnidraft", "serve", "--target", str(zoo.tiny_bundle(TARGET)), "--host", "0.0.0.0",
           "--port", str(free_port())]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120, env={**os.environ, "OMNIDRAFT_API_KEY": ""})
    assert r.returncode == 2 and "--insecure-no-auth" in r.stderr and "--api-key" in r.stderr, r.stderr


# --- 3: the n-gram cache saved by the server, never failing a request; shutdown ------------------------

def test_a_locked_cache_file_fails_no_request_and_is_saved_once_free(tmp_path):
    cache = tmp_path / "pair.ngram"
    gen = Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle(DRAFT), k=2, threads=1,
                    cache=CacheConfig(path=cache, autosave_s=0.2))
    lock = os.open(cache.with_name(cache.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(lock, fcntl.LOCK_EX)  # another process holds the file, before the server's saver starts
    app, engine, _, _ = build(None, generator=gen)
    with running(app, engine, gen) as s:
        t = time.monotonic()
        for i in range(4):
            status, _, body = post(s, {**GOOD, "max_tokens": 6, "messages": [{"role": "user", "content": f"n{i}"}]})
            assert status == 200, body
            time.sleep(0.3)
        assert time.monotonic() - t < 20, "a request waited on the cache lock"
        wait_until(lambda: s.metric("cache_saves_total") and 'result="failed"' in s.raw("GET", "/metrics")[2],
                   10, "a failed save to be counted")
        assert not cache.exists()
        os.close(lock)  # released: the next interval saves it
        wait_until(lambda: cache.exists(), 10, "the cache file to be saved")
    header, entries = read(cache)
    assert entries, "the saved cache holds the requests' n-grams"


def test_shutdown_refuses_new_work_never_starts_waiting_jobs_and_reports_not_ready(gen, monkeypatch):
    app, engine, _, _ = build(None, generator=gen, max_queue=2)
    forward = gen.target.forward
    monkeypatch.setattr(gen.target, "forward", lambda *a, **k: (time.sleep(0.05), forward(*a, **k))[1])
    from concurrent.futures import ThreadPoolExecutor
    with running(app, engine, gen) as s, ThreadPoolExecutor(2) as pool:
        first = pool.submit(post, s, {**GOOD, "max_tokens": 20})
        wait_until(lambda: engine.running == 1, 10, "the first generation to start")
        second = pool.submit(post, s, {**GOOD, "max_tokens": 20})
        wait_until(lambda: engine.queued == 1, 10, "the second to wait")
        engine.drain()
        status, _, body = s.raw("GET", "/health")
        assert status == 503 and body["status"] == "shutting_down"
        assert post(s, GOOD)[0] == 503
        assert first.result(timeout=60)[0] == 200  # the running one finishes
        status, _, body = second.result(timeout=60)
        assert status == 503 and "shutting down" in body["error"]["message"]
        assert s.metric("ready") == 0


def test_two_sigterms_during_a_generation_still_save_an_intact_cache_file(tmp_path):
    port, cache = free_port(), tmp_path / "pair.ngram"
    cmd = [sys.executable, "-m", "omnidraft", "serve", "--target", str(zoo.tiny_bundle(TARGET)), "--draft",
           str(zoo.tiny_bundle(DRAFT)), "--port", str(port), "--threads", "1", "--cache", str(cache),
           "--log-level", "warning", "--max-length", "4096"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "OMNIDRAFT_API_KEY": ""})
    try:
        s = command_up(proc, port)
        assert post(s, {**GOOD, "max_tokens": 32})[0] == 200  # n-grams to save
        long = threading.Thread(target=lambda: post(s, {**GOOD, "max_tokens": 400, "temperature": 0.8}), daemon=True)
        long.start()
        wait_until(lambda: s.metric("requests_running") == 1, 30, "the long generation to start")
        proc.send_signal(signal.SIGTERM)
        time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=90)
        assert proc.returncode == 0, out
        assert "saved the n-gram cache" in out, out
        header, entries = read(cache)  # whole and valid
        assert entries
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=30)


# --- 4: every field a peer sends: honoured with its meaning, or refused by name -----------------------

REFUSED_BY_NAME = [("grammar", "root ::= \"a\""), ("json_schema", {"type": "object"}), ("guided_json", {}),
                   ("guided_regex", "a+"), ("guided_choice", ["a", "b"]), ("ignore_eos", True), ("n_probs", 5),
                   ("logit_bias", {"5": 10}), ("mirostat", 2), ("response_format", {"type": "json_object"}),
                   ("reasoning_effort", "low"), ("store", True), ("a_field_nobody_has", 1)]


@pytest.mark.parametrize("name,value", REFUSED_BY_NAME)
def test_a_field_this_server_does_not_honour_is_refused_by_name(served, name, value):
    status, _, body = post(served, {**GOOD, name: value})
    assert status == 400 and body["error"]["param"] == name and name in body["error"]["message"], body


def test_off_values_and_inert_sampler_settings_are_accepted(served):
    off = {"ignore_eos": False, "n_probs": 0, "logprobs": False, "typical_p": 1, "mirostat": 0, "mirostat_tau": 5,
           "tfs_z": 1, "cache_prompt": True, "user": "u1", "metadata": {"a": "b"}, "store": False,
           "service_tier": "auto", "stream": False}
    status, _, body = post(served, {**GOOD, **off})
    assert status == 200, body


def test_honoured_peer_fields_mean_what_the_peer_means(served, gen):
    # n_predict (llama-server) and max_completion_tokens on /v1/completions
    for extra in ({"n_predict": 5}, {"max_completion_tokens": 5}):
        status, _, body = post(served, {"model": MODEL, "prompt": "The cat", "temperature": 0, **extra},
                               "/v1/completions")
        assert status == 200 and body["usage"]["completion_tokens"] == 5, body
    # cache_prompt false: this prompt from scratch
    post(served, GOOD)
    assert post(served, GOOD)[2]["usage"]["prompt_tokens_details"]["cached_tokens"] > 0
    assert post(served, {**GOOD, "cache_prompt": False})[2]["usage"]["prompt_tokens_details"]["cached_tokens"] == 0
    # repeat_penalty reads the last repeat_last_n tokens, 64 unless sent (llama-server); repetition_penalty all
    prompt = "the the the cat sat on the mat and the cat sat on the"
    for sent, window in [({"repeat_penalty": 1.8, "repeat_last_n": 4}, 4), ({"repeat_penalty": 1.8}, 64),
                         ({"repetition_penalty": 1.8}, -1)]:
        body = post(served, {"model": MODEL, "prompt": prompt, "temperature": 0, "max_tokens": 24, **sent},
                    "/v1/completions")[2]
        expected = gen.generate(prompt, 24, repetition_penalty=1.8, penalty_last_n=window).text
        assert body["choices"][0]["text"] == expected, (sent, body)
    windowed = gen.generate(prompt, 24, repetition_penalty=1.8, penalty_last_n=4).token_ids
    assert windowed != gen.generate(prompt, 24, repetition_penalty=1.8).token_ids  # the window matters here
    # stream_options.include_usage must be a boolean ("false" is not false)
    status, _, body = post(served, {**GOOD, "stream": True, "stream_options": {"include_usage": "false"}})
    assert status == 400 and "include_usage must be true or false" in body["error"]["message"]
    # chat_template_kwargs reach the template; those the server sets itself are refused
    assert post(served, {**GOOD, "chat_template_kwargs": {"enable_thinking": False}})[0] == 200
    status, _, body = post(served, {**GOOD, "chat_template_kwargs": {"add_generation_prompt": False}})
    assert status == 400 and "add_generation_prompt" in body["error"]["message"]


def test_docs_table_names_every_field():
    doc = (ROOT / "docs" / "serve.md").read_text()
    names = [*fields.HONOURED, *fields.OFF_ONLY, *fields.INERT_WITHOUT, *fields.REFUSED]
    missing = [n for n in names if f"`{n}`" not in doc]
    assert not missing, f"docs/serve.md's field table lacks {missing}"


# --- 5: errors without internals; the structured log ---------------------------------------------------

def test_a_fault_gives_a_stable_message_and_the_log_has_the_rest(served, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise RuntimeError("disk /home/someone/secret.bin exploded")

    monkeypatch.setattr(served.gen, "generate_ids", broken)
    caplog.set_level(logging.INFO, logger="omnidraft.server")
    for stream in (False, True):
        status, headers, body = post(served, {**GOOD, "stream": stream})
        text = json.dumps(body)
        assert "RuntimeError" not in text and "/home/someone" not in text and "Traceback" not in text, text
        request_id = headers["x-request-id"]
        assert request_id in text and "internal_error" in text
        if not stream:
            assert status == 500
    errors = [r for r in caplog.records if r.getMessage() == "error"]
    assert errors and "secret.bin" in "".join(str(r.exc_info) for r in errors)


def test_each_request_gets_one_structured_log_line(served, caplog):
    caplog.set_level(logging.INFO, logger="omnidraft.server")
    status, headers, _ = post(served, GOOD)
    line = next(r.fields for r in caplog.records if r.getMessage() == "request"
                and r.fields["request_id"] == headers["x-request-id"])
    assert line["status"] == 200 and line["path"] == CHAT and line["seconds"] > 0
    assert line["prompt_tokens"] > 0 and line["generated_tokens"] == 4 and "cached_tokens" in line
    assert "acceptance" in line
    from omnidraft.server.log import JsonLines
    record = next(r for r in caplog.records if r.getMessage() == "request")
    assert json.loads(JsonLines().format(record))["time"].endswith("Z")


# --- 6: histograms, counted from real requests ---------------------------------------------------------

def test_histograms_count_queue_wait_first_token_and_request_time(served):
    before = served.metric("time_to_first_token_seconds_count")
    post(served, {**GOOD, "stream": True})
    text = served.raw("GET", "/metrics")[2]
    assert served.metric("time_to_first_token_seconds_count") == before + 1
    assert served.metric("queue_wait_seconds_count") >= 1
    assert 'omnidraft_request_duration_seconds_count{endpoint="/v1/chat/completions"}' in text


# --- 7: prompt reuse per client -----------------------------------------------------------------------

def test_isolate_cache_keeps_one_clients_prefix_from_another(gen):
    def cached(s, key):
        body = post(s, GOOD, headers={"Authorization": f"Bearer {key}"})[2]
        return body["usage"]["prompt_tokens_details"]["cached_tokens"]

    app, engine, _, _ = build(None, generator=gen, api_keys=["alice", "bob"])
    with running(app, engine, gen) as s:  # shared (the default): bob's timing shows alice's prompt
        cached(s, "alice")
        assert cached(s, "bob") > 0
    app, engine, _, _ = build(None, generator=gen, api_keys=["alice", "bob"], isolate=True)
    with running(app, engine, gen) as s:
        cached(s, "alice")
        assert cached(s, "alice") > 0  # a client's own growing conversation still reuses
        assert cached(s, "bob") == 0
        assert cached(s, "alice") == 0  # bob came between
