"""A burst and a soak against `omnidraft serve` on 127.0.0.1, bounded in count and time.

Starts the server on a pair, sends a burst of concurrent requests (more than the queue holds: some get
429), then a soak of requests from a few clients until a count or a time is reached, and reports what
a person leaving it running would ask: requests answered, 429s, errors, the server's RSS before and
after, p50/p95 time to first token and queue wait from /metrics, and a clean SIGTERM with the cache
saved.

    python -m tools.serve_soak --target DIR --draft DIR [--burst 12] [--requests 40] [--seconds 240]
                               [--clients 2] [--max-queue 4] [--out DIR]
"""

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

PROMPTS = ["Write a Python function that checks whether a number is prime.",
           "Explain what a hash map is in two sentences.",
           "Translate 'good morning, how are you?' into French and German.",
           "List three uses of the Linux command `find`.",
           "What does HTTP status 429 mean?",
           "Write a SQL query that counts orders per customer."]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024


def request(url: str, model: str, prompt: str, max_tokens: int) -> tuple[int, float, dict]:
    body = json.dumps({"model": model, "messages": [{"role": "user", "content": prompt}], "max_tokens": max_tokens,
                       "temperature": 0}).encode()
    req = urllib.request.Request(url + "/v1/chat/completions", data=body, headers={"Content-Type": "application/json"})
    t = time.monotonic()
    try:
        with urllib.request.urlopen(req, timeout=600) as r:
            return r.status, time.monotonic() - t, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, time.monotonic() - t, {"retry_after": e.headers.get("Retry-After")}
    except OSError as e:
        return 0, time.monotonic() - t, {"error": str(e)}


def histogram(metrics: str, name: str) -> list[tuple[float, float]]:
    """(upper bound, cumulative count) of an unlabelled Prometheus histogram."""
    out = []
    for line in metrics.splitlines():
        if line.startswith(f"{name}_bucket{{"):
            le = line.split('le="', 1)[1].split('"', 1)[0]
            out.append((float("inf") if le == "+Inf" else float(le), float(line.rsplit(" ", 1)[1])))
    return out


def quantile(buckets: list[tuple[float, float]], q: float) -> float | None:
    """Prometheus's histogram_quantile: linear within the bucket that holds the q-th observation."""
    total = buckets[-1][1] if buckets else 0
    if not total:
        return None
    rank, lower, below = q * total, 0.0, 0.0
    for upper, count in buckets:
        if count >= rank:
            if upper == float("inf"):
                return lower
            return lower + (upper - lower) * (rank - below) / max(count - below, 1e-9)
        lower, below = upper, count
    return lower


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--target", required=True, help="target bundle directory")
    ap.add_argument("--draft", help="drafter bundle directory")
    ap.add_argument("--burst", type=int, default=12, help="concurrent requests in the burst (default 12)")
    ap.add_argument("--requests", type=int, default=40, help="soak: stop after this many requests (default 40)")
    ap.add_argument("--seconds", type=float, default=240, help="soak: or after this many seconds (default 240)")
    ap.add_argument("--clients", type=int, default=2, help="soak: concurrent clients (default 2)")
    ap.add_argument("--max-tokens", type=int, default=48, help="tokens per reply (default 48)")
    ap.add_argument("--max-queue", type=int, default=4, help="the server's --max-queue (default 4)")
    ap.add_argument("--threads", type=int, default=None, help="the server's --threads")
    ap.add_argument("--out", help="directory for results.json")
    args = ap.parse_args(argv)

    port, cache = free_port(), Path(tempfile.mkdtemp()) / "soak.ngram"
    cmd = [sys.executable, "-m", "omnidraft", "serve", "--target", args.target, "--port", str(port), "--max-queue",
           str(args.max_queue), "--cache", str(cache), "--log-level", "warning"]
    cmd += ["--draft", args.draft] if args.draft else []
    cmd += ["--threads", str(args.threads)] if args.threads else []
    log = open(Path(tempfile.gettempdir()) / f"serve-soak-{port}.log", "w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "OMNIDRAFT_API_KEY": ""})
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 600
        while True:
            try:
                with urllib.request.urlopen(url + "/v1/models", timeout=5) as r:
                    model = json.loads(r.read())["data"][0]["id"]
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit(f"the server did not start; see {log.name}")
                time.sleep(1)
        request(url, model, PROMPTS[0], 8)  # warm-up
        rss_before = rss_mib(proc.pid)
        print(f"server up (pid {proc.pid}, {rss_before:.0f} MiB); burst of {args.burst}", file=sys.stderr)
        with ThreadPoolExecutor(args.burst) as pool:
            burst = list(pool.map(lambda i: request(url, model, PROMPTS[i % len(PROMPTS)], args.max_tokens),
                                  range(args.burst)))
        counts = {"answered": 0, "refused_429": 0, "errors": 0}
        lock, sent, started = threading.Lock(), [0], time.monotonic()

        def tally(status):
            with lock:
                key = "answered" if status == 200 else "refused_429" if status == 429 else "errors"
                counts[key] += 1

        for status, _, _ in burst:
            tally(status)
        burst_counts = dict(counts)

        def client(c: int):
            while True:
                with lock:
                    if sent[0] >= args.requests or time.monotonic() - started > args.seconds:
                        return
                    sent[0] += 1
                    i = sent[0]
                status, _, body = request(url, model, PROMPTS[(i + c) % len(PROMPTS)], args.max_tokens)
                tally(status)
                if status == 429:
                    time.sleep(float(body.get("retry_after") or 1))

        print(f"burst: {burst_counts}; soak: {args.requests} requests or {args.seconds} s, {args.clients} clients",
              file=sys.stderr)
        with ThreadPoolExecutor(args.clients) as pool:
            list(pool.map(client, range(args.clients)))
        soak_s = time.monotonic() - started
        rss_after = rss_mib(proc.pid)
        with urllib.request.urlopen(url + "/metrics", timeout=30) as r:
            metrics = r.read().decode()
        ttft = histogram(metrics, "omnidraft_time_to_first_token_seconds")
        wait = histogram(metrics, "omnidraft_queue_wait_seconds")
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(timeout=120)
        result = {
            "target": Path(args.target).name, "draft": Path(args.draft).name if args.draft else None,
            "burst": {"requests": args.burst, **burst_counts},
            "total": {**counts, "soak_requests": sent[0], "soak_seconds": round(soak_s, 1)},
            "rss_mib": {"before": round(rss_before, 1), "after": round(rss_after, 1)},
            "time_to_first_token_s": {"p50": quantile(ttft, 0.5), "p95": quantile(ttft, 0.95),
                                      "count": ttft[-1][1] if ttft else 0},
            "queue_wait_s": {"p50": quantile(wait, 0.5), "p95": quantile(wait, 0.95)},
            "sigterm": {"exit_code": code, "cache_saved": cache.exists() and cache.stat().st_size > 0},
            "settings": {"max_queue": args.max_queue, "max_tokens": args.max_tokens, "clients": args.clients},
        }
    finally:
        if proc.poll() is None:
            proc.kill()
    print(json.dumps(result, indent=1))
    if args.out:
        Path(args.out).mkdir(parents=True, exist_ok=True)
        (Path(args.out) / "results.json").write_text(json.dumps(result, indent=1) + "\n")
    return 0 if result["total"]["errors"] == 0 and code == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
