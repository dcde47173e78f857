"""What the server did, for GET /metrics, in Prometheus's exposition format (prometheus_client).

Counters only grow (ratios such as acceptance or tokens per second are PromQL's to take: e.g.
``rate(omnidraft_accepted_target_tokens_total[5m]) / rate(omnidraft_proposed_target_tokens_total[5m])``);
histograms hold the waits a client feels: in the queue, to the first token, the whole request; the
gauges are the state now. Each Metrics has a registry of its own, so servers in one process (the
tests) do not share figures. prometheus_client's metrics are thread-safe: the event loop and the
worker update them directly.
"""

import prometheus_client
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

prometheus_client.disable_created_metrics()  # no *_created series: a counter's start is the process's

# seconds: a queue wait or a first token is sub-second to minutes on a phone-class CPU
WAIT_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300)
CONTENT_TYPE = prometheus_client.CONTENT_TYPE_LATEST


class Metrics:
    def __init__(self):
        self.registry = r = CollectorRegistry()

        def counter(name, what, labels=()):
            return Counter(f"omnidraft_{name}", what, labels, registry=r)

        self.requests = counter("requests", "HTTP requests by endpoint and status code.", ("endpoint", "status"))
        self.generations = counter("generations", "Generations run (stopped ones included).")
        self.stopped = counter("generations_stopped", "Generations stopped because the client went away or the "
                               "server shut down.")
        self.prompt_tokens = counter("prompt_tokens", "Prompt tokens of all generations.")
        self.cached_tokens = counter("cached_prompt_tokens", "Prompt tokens kept from the KV cache, not computed "
                                     "again.")
        self.completion_tokens = counter("completion_tokens", "Tokens returned to clients.")
        self.decoded_tokens = counter("decoded_tokens", "Tokens decoded (a stop string may end a round after some).")
        self.generation_seconds = counter("generation_seconds", "Seconds spent generating, prefill included.")
        self.proposed = counter("proposed_target_tokens", "Target tokens the drafter proposed.")
        self.accepted = counter("accepted_target_tokens", "Proposed target tokens the target accepted.")
        self.rounds = counter("speculative_rounds", "Draft-and-verify rounds.")
        self.cache_saves = counter("cache_saves", "Saves of the n-gram cache file, by result.", ("result",))
        self.queue_wait = Histogram("omnidraft_queue_wait_seconds", "Seconds from a request's arrival to its "
                                    "generation's start.", buckets=WAIT_BUCKETS, registry=r)
        self.first_token = Histogram("omnidraft_time_to_first_token_seconds", "Seconds from a request's arrival "
                                     "to its first text.", buckets=WAIT_BUCKETS, registry=r)
        self.request_seconds = Histogram("omnidraft_request_duration_seconds", "Seconds from a request's arrival "
                                         "to its response's end, by endpoint.", ("endpoint",),
                                         buckets=WAIT_BUCKETS, registry=r)
        self.queue_depth = Gauge("omnidraft_queue_depth", "Requests admitted and not yet generating.", registry=r)
        self.queue_limit = Gauge("omnidraft_queue_limit", "Requests that may wait before the server answers 429.",
                                 registry=r)
        self.running = Gauge("omnidraft_requests_running", "Requests being generated now (at most 1).", registry=r)
        self.ready = Gauge("omnidraft_ready", "1 while the server takes requests, 0 once it shuts down.", registry=r)

    def request(self, endpoint: str, status: int, seconds: float) -> None:
        self.requests.labels(endpoint, str(status)).inc()
        self.request_seconds.labels(endpoint).observe(seconds)

    def generation(self, stats: dict, completion_tokens: int) -> None:
        self.generations.inc()
        self.stopped.inc(bool(stats.get("stopped")))
        self.prompt_tokens.inc(int(stats.get("prompt_tokens", 0)))
        self.cached_tokens.inc(int(stats.get("cached_tokens") or 0))
        self.completion_tokens.inc(completion_tokens)
        self.decoded_tokens.inc(int(stats.get("new_tokens", 0)))
        self.generation_seconds.inc(float(stats.get("elapsed_s") or 0.0))
        self.proposed.inc(int(stats.get("proposed_target_tokens", 0)))
        self.accepted.inc(int(stats.get("accepted_target_tokens", 0)))
        self.rounds.inc(int(stats.get("rounds", 0)))

    def mean_generation_s(self) -> float:
        """For Retry-After: the mean generation so far (1 s before the first)."""
        n = self.registry.get_sample_value("omnidraft_generations_total")
        return self.registry.get_sample_value("omnidraft_generation_seconds_total") / n if n else 1.0

    def render(self) -> bytes:
        return prometheus_client.generate_latest(self.registry)
