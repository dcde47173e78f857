"""Counters of what the server did, rendered in the Prometheus text format (GET /metrics).

Counters only grow; the gauges are the state now (queue depth, running) and the last generation's
figures. Acceptance over all requests is accepted / proposed target tokens: both are exported, and
their ratio too. Updated from the event loop and the worker thread, so under a lock.
"""

import threading
from collections import Counter


class Metrics:
    def __init__(self):
        self.lock = threading.Lock()
        self.requests: Counter = Counter()  # (endpoint, status) -> count
        self.totals: Counter = Counter()
        self.last: dict = {}

    def request(self, endpoint: str, status: int) -> None:
        with self.lock:
            self.requests[(endpoint, str(status))] += 1

    def generation(self, stats: dict, completion_tokens: int) -> None:
        with self.lock:
            t = self.totals
            t["generations"] += 1
            t["prompt_tokens"] += int(stats.get("prompt_tokens", 0))
            t["cached_tokens"] += int(stats.get("cached_tokens") or 0)
            t["completion_tokens"] += completion_tokens
            t["decoded_tokens"] += int(stats.get("new_tokens", 0))
            t["seconds"] += float(stats.get("elapsed_s") or 0.0)
            t["proposed"] += int(stats.get("proposed_target_tokens", 0))
            t["accepted"] += int(stats.get("accepted_target_tokens", 0))
            t["rounds"] += int(stats.get("rounds", 0))
            t["stopped"] += bool(stats.get("stopped"))
            self.last = {k: stats.get(k) for k in ("tokens_per_s", "acceptance_per_target_token",
                                                     "mean_accepted_length")}

    def render(self, model: str, running: int, queued: int, max_queue: int) -> str:
        with self.lock:
            t, last, requests = Counter(self.totals), dict(self.last), dict(self.requests)
        lines: list[str] = []

        def metric(name: str, kind: str, help_: str, samples: list[tuple[str, float]]) -> None:
            lines.append(f"# HELP omnidraft_{name} {help_}")
            lines.append(f"# TYPE omnidraft_{name} {kind}")
            for labels, value in samples:
                lines.append(f"omnidraft_{name}{labels} {_num(value)}")

        m = f'{{model="{_escape(model)}"}}'
        metric("requests_total", "counter", "HTTP requests by endpoint and status code.",
               [(f'{{endpoint="{_escape(e)}",status="{s}"}}', n) for (e, s), n in sorted(requests.items())])
        metric("generations_total", "counter", "Generations run (stopped ones included).", [(m, t["generations"])])
        metric("generations_stopped_total", "counter", "Generations stopped because the client went away.",
               [(m, t["stopped"])])
        metric("queue_depth", "gauge", "Requests waiting for the model.", [(m, queued)])
        metric("queue_limit", "gauge", "Requests that may wait before the server answers 429.", [(m, max_queue)])
        metric("requests_running", "gauge", "Requests being generated now (at most 1).", [(m, running)])
        metric("prompt_tokens_total", "counter", "Prompt tokens of all generations.", [(m, t["prompt_tokens"])])
        metric("cached_prompt_tokens_total", "counter", "Prompt tokens kept from the KV cache, not computed again.",
               [(m, t["cached_tokens"])])
        metric("completion_tokens_total", "counter", "Tokens returned to clients.", [(m, t["completion_tokens"])])
        metric("decoded_tokens_total", "counter", "Tokens decoded (a stop string may end a round after some).",
               [(m, t["decoded_tokens"])])
        metric("generation_seconds_total", "counter", "Seconds spent generating, prefill included.",
               [(m, t["seconds"])])
        metric("tokens_per_second", "gauge", "Decoded tokens per second over all generations.",
               [(m, t["decoded_tokens"] / t["seconds"] if t["seconds"] else 0.0)])
        metric("last_tokens_per_second", "gauge", "Tokens per second of the last generation.",
               [(m, last.get("tokens_per_s") or 0.0)])
        metric("proposed_target_tokens_total", "counter", "Target tokens the drafter proposed.", [(m, t["proposed"])])
        metric("accepted_target_tokens_total", "counter", "Proposed target tokens the target accepted.",
               [(m, t["accepted"])])
        metric("acceptance_per_target_token", "gauge", "Accepted / proposed target tokens over all generations.",
               [(m, t["accepted"] / t["proposed"] if t["proposed"] else 0.0)])
        metric("speculative_rounds_total", "counter", "Draft-and-verify rounds.", [(m, t["rounds"])])
        return "\n".join(lines) + "\n"


def _num(x) -> str:
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def _escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
