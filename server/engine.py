"""The one model instance behind the server: requests run one at a time on a worker thread, in order;
up to ``max_queue`` more wait, and the next is refused with 429 and Retry-After.

The event loop never runs the model: a job's text pieces cross to it through an asyncio queue, so the
server answers /health, /metrics and refusals while a generation runs. A job's ``cancel`` event is the
runtime's per-round ``should_stop``: a stream whose client went away sets it, and the generation ends
at its next round; a job cancelled while it waits never starts. The count of jobs in flight falls
only when the worker is done with one, so a new generation never overlaps an ending one.
"""

import asyncio
import math
import sys
import threading
import time
import traceback
from concurrent.futures import Future, ThreadPoolExecutor

from omnidraft.errors import OmniDraftError
from omnidraft.server.errors import APIError
from omnidraft.server.metrics import Metrics
from omnidraft.server.requests import GenerationRequest

END = object()  # the last item of a job's piece queue


class Job:
    def __init__(self, request: GenerationRequest, loop: asyncio.AbstractEventLoop | None):
        self.request = request
        self.cancel = threading.Event()
        self.loop = loop
        self.pieces: asyncio.Queue | None = asyncio.Queue() if loop is not None else None  # streams only
        self.future: Future | None = None
        self.submitted = time.perf_counter()
        self.started = self.first_piece = None

    def put(self, item) -> None:
        """From the worker thread: hand a piece (or END) to the event loop."""
        if self.pieces is None:
            return
        try:
            self.loop.call_soon_threadsafe(self.pieces.put_nowait, item)
        except RuntimeError:  # the loop is closed: the server is shutting down
            pass

    def on_text(self, piece: str) -> None:
        if piece:
            if self.first_piece is None:
                self.first_piece = time.perf_counter()
            self.put(piece)

    def timings(self) -> dict:
        """Seconds from the request's arrival: waiting in the queue, and to the first text shown."""
        def since(t):
            return round(t - self.submitted, 4) if t is not None else None

        return {"queue_s": since(self.started), "time_to_first_token_s": since(self.first_piece)}


class Engine:
    def __init__(self, generator, method: str | None = None, reuse: bool = True, max_queue: int = 8,
                 metrics: Metrics | None = None):
        if max_queue < 0:
            raise OmniDraftError(f"--max-queue must be >= 0, got {max_queue}")
        self.generator = generator
        self.method = self._method(generator, method)
        self.reuse, self.max_queue = reuse, max_queue
        self.metrics = metrics or Metrics()
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="omnidraft-generate")
        self.lock = threading.Lock()
        self.in_flight = 0  # submitted and not finished: running + waiting
        self.running = 0
        self.jobs: set[Job] = set()
        self.closed = False

    @staticmethod
    def _method(generator, method: str | None) -> str:
        """What Generator.generate would choose: the drafter's method if there is one, else the target alone."""
        if method is None:
            return "omnidraft" if generator.draft is not None else "target-only"
        if method in ("omnidraft", "spd-dm", "omnidraft+lookup") and generator.draft is None:
            if generator.fallback_reason is None:
                raise OmniDraftError(f"--method {method} needs a drafter bundle (--draft)")
            return "target-only"
        return method

    @property
    def queued(self) -> int:
        return max(0, self.in_flight - self.running)

    def retry_after(self) -> int:
        """Seconds until a slot is likely free: the mean generation time, times the requests ahead."""
        t = self.metrics.totals
        mean = t["seconds"] / t["generations"] if t["generations"] else 1.0
        return max(1, math.ceil(mean * max(1, self.queued)))

    def submit(self, request: GenerationRequest, stream: bool) -> Job:
        """Queue a generation, or refuse with 429 when ``max_queue`` requests already wait."""
        with self.lock:
            if self.closed:
                raise APIError(503, "the server is shutting down; retry on its next start", type="server_error",
                               code="shutting_down")
            if self.in_flight >= 1 + self.max_queue:
                raise APIError(429, f"the model is busy: 1 request is running and {self.max_queue} are waiting, "
                               "the most this server queues (--max-queue); retry after the Retry-After seconds",
                               type="rate_limit_exceeded", code="rate_limit_exceeded",
                               headers={"Retry-After": str(self.retry_after())})
            self.in_flight += 1
            job = Job(request, asyncio.get_running_loop() if stream else None)
            self.jobs.add(job)
        job.future = self.executor.submit(self._run, job)
        return job

    def _run(self, job: Job):
        """On the worker thread: one generation, unless its client left while it waited."""
        try:
            if job.cancel.is_set():
                return None
            with self.lock:
                self.running = 1
            job.started = time.perf_counter()
            r = job.request
            result = self.generator.generate_ids(r.ids, r.max_tokens, r.temperature, r.top_p, r.seed, self.method,
                                                 job.on_text, reuse=self.reuse, stop=r.stop or None,
                                                 should_stop=job.cancel.is_set, **r.controls)
            self.metrics.generation(result.stats, len(result.token_ids))
            return result
        except Exception as e:
            if not isinstance(e, OmniDraftError):  # a fault, not a refused setting: keep its trace
                traceback.print_exc(file=sys.stderr)
            raise
        finally:
            with self.lock:
                self.running = 0
                self.in_flight -= 1
                self.jobs.discard(job)
            job.put(END)

    async def wait(self, job: Job):
        """The job's Result; a cancelled waiter (client gone, shutdown) cancels the job."""
        try:
            return self.result(await asyncio.wrap_future(job.future))
        except asyncio.CancelledError:
            job.cancel.set()
            raise
        except OmniDraftError as e:
            raise APIError(400, str(e)) from None
        except Exception as e:
            raise APIError(500, f"generation failed: {type(e).__name__}: {e}", type="server_error",
                           code="generation_failed") from None

    @staticmethod
    def result(result):
        if result is None:
            raise APIError(499, "the request was cancelled before it started", code="cancelled")
        return result

    def close(self) -> None:
        """Stop taking requests, stop running and waiting generations, and wait for the worker to finish."""
        with self.lock:
            self.closed = True
            jobs = list(self.jobs)
        for job in jobs:
            job.cancel.set()
        self.executor.shutdown(wait=True)
