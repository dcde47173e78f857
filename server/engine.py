"""The one model instance behind the server: requests run one at a time on a worker thread, in order;
up to ``max_queue`` more wait, and the next is refused with 429 and Retry-After.

A request takes its place (``admit``) before its body is read; its body is then parsed, rendered and
tokenized on a thread of its own (``prepare``), so the event loop only moves bytes and the heavy work
of a request counts against the queue's bound like its generation does. The event loop never runs
the model: a job's text pieces cross to it through an asyncio queue. A job's ``cancel`` event is the
runtime's per-round ``should_stop``: a client that went away sets it, and the generation ends at its
next round; a job cancelled while it waits never starts.

The n-gram cache file is saved here, by a thread of its own between generations, never inside a
request: a save that fails (a lock held elsewhere, a full disk) is logged and counted and retried at
the next interval, and no reply waits on it. Shutdown (``drain``, then ``close``) stops intake, lets
the running generation finish or cancels it, never starts the waiting ones, and saves once.
"""

import asyncio
import logging
import math
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor

from omnidraft.cache_store.persist import LOCK_TIMEOUT_S
from omnidraft.errors import OmniDraftError
from omnidraft.server import log
from omnidraft.server.errors import APIError, internal_error
from omnidraft.server.metrics import Metrics
from omnidraft.server.requests import GenerationRequest

END = object()  # the last item of a job's piece queue


def shutting_down() -> APIError:
    return APIError(503, "the server is shutting down; retry on its next start", type="server_error",
                    code="shutting_down")


class Job:
    """One admitted request: prepared, then waiting, then generating."""

    def __init__(self, client: str, request_id: str):
        self.client, self.request_id = client, request_id
        self.request: GenerationRequest | None = None
        self.cancel = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.pieces: asyncio.Queue | None = None  # streams only
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
                 metrics: Metrics | None = None, isolate: bool = False, autosave_s: float | None = None):
        if max_queue < 0:
            raise OmniDraftError(f"--max-queue must be >= 0, got {max_queue}")
        self.generator = generator
        self.method = self._method(generator, method)
        self.reuse, self.max_queue, self.isolate = reuse, max_queue, isolate
        self.metrics = metrics or Metrics()
        self.metrics.queue_limit.set(max_queue)
        self.metrics.ready.set(1)
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="omnidraft-generate")
        self.preparer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="omnidraft-prepare")
        self.lock = threading.Lock()  # the counts below
        self.model_lock = threading.Lock()  # the generator: a generation or a cache save, not both
        self.in_flight = 0  # admitted and not finished: preparing, waiting, running
        self.running = 0
        self.jobs: set[Job] = set()
        self.closed = self.finished = False
        self.closing = threading.Lock()
        self.saved: int | None = None
        self.last_client: str | None = None  # whose prompt the KV cache holds (--isolate-cache)
        self.stop_saving = threading.Event()
        self.saver = None
        if generator.cache_file is not None and autosave_s is not None and math.isfinite(autosave_s):
            self.saver = threading.Thread(target=self._save_every, args=(autosave_s,), name="omnidraft-cache-save",
                                          daemon=True)
            self.saver.start()

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

    def _gauges(self) -> None:
        self.metrics.queue_depth.set(self.queued)
        self.metrics.running.set(self.running)

    def retry_after(self) -> int:
        """Seconds until a slot is likely free: the mean generation time, times the requests ahead."""
        return max(1, math.ceil(self.metrics.mean_generation_s() * max(1, self.queued)))

    # --- a request's life: admit, prepare, start, wait ---------------------------------------------

    def admit(self, client: str, request_id: str) -> Job:
        """A place for one more request, or 503 (shutting down) / 429 (``max_queue`` already wait)."""
        with self.lock:
            if self.closed:
                raise shutting_down()
            if self.in_flight >= 1 + self.max_queue:
                raise APIError(429, f"the model is busy: 1 request is running and {self.max_queue} are waiting, "
                               "the most this server queues (--max-queue); retry after the Retry-After seconds",
                               type="rate_limit_exceeded", code="rate_limit_exceeded",
                               headers={"Retry-After": str(self.retry_after())})
            self.in_flight += 1
            job = Job(client, request_id)
            self.jobs.add(job)
            self._gauges()
        return job

    def release(self, job: Job) -> None:
        """A job that will not run (its body was refused, its client left) gives its place back."""
        with self.lock:
            if job in self.jobs:
                self.jobs.discard(job)
                self.in_flight -= 1
                self._gauges()

    async def prepare(self, job: Job, work):
        """``work()`` (parse, render, tokenize) on the prepare thread; a refusal gives the place back."""
        try:
            return await asyncio.get_running_loop().run_in_executor(self.preparer, work)
        except BaseException:
            self.release(job)
            raise

    def start(self, job: Job, request: GenerationRequest) -> Job:
        job.request = request
        if request.stream:
            job.loop = asyncio.get_running_loop()
            job.pieces = asyncio.Queue()
        if self.closed:  # drained while this one was being prepared
            self.release(job)
            raise shutting_down()
        job.future = self.executor.submit(self._run, job)
        return job

    def _run(self, job: Job):
        """On the worker thread: one generation, unless its client left (or the server began to shut
        down) while it waited."""
        try:
            if job.cancel.is_set() or self.closed:
                return None
            with self.lock:
                self.running = 1
                self._gauges()
            job.started = time.perf_counter()
            self.metrics.queue_wait.observe(job.started - job.submitted)
            r = job.request
            with self.model_lock:
                reuse = self.reuse and r.cache_prompt and (not self.isolate or job.client == self.last_client)
                self.last_client = job.client
                result = self.generator.generate_ids(r.ids, r.max_tokens, r.temperature, r.top_p, r.seed,
                                                     self.method, job.on_text, reuse=reuse, stop=r.stop or None,
                                                     should_stop=job.cancel.is_set, **r.controls)
            if job.first_piece is not None:
                self.metrics.first_token.observe(job.first_piece - job.submitted)
            self.metrics.generation(result.stats, len(result.token_ids))
            return result
        finally:
            with self.lock:
                self.running = 0
                self.in_flight -= 1
                self.jobs.discard(job)
                self._gauges()
            job.put(END)

    async def wait(self, job: Job):
        """The job's Result; a cancelled waiter (client gone, shutdown) cancels the job."""
        try:
            result = await asyncio.wrap_future(job.future)
        except asyncio.CancelledError:
            job.cancel.set()
            raise
        except OmniDraftError as e:  # a setting the runtime refused: the client's to fix
            raise APIError(400, str(e)) from None
        except Exception:
            log.event("error", logging.ERROR, exc_info=True, request_id=job.request_id, where="generation")
            raise internal_error(job.request_id) from None
        if result is None:
            raise APIError(503 if self.closed else 499, "the request was cancelled before it started"
                           + (": the server is shutting down" if self.closed else ""), code="cancelled")
        return result

    # --- the n-gram cache file, and shutdown --------------------------------------------------------

    def _save_every(self, interval_s: float) -> None:
        while not self.stop_saving.wait(interval_s):
            self.save_cache(lock_timeout_s=0)

    def save_cache(self, lock_timeout_s: float = LOCK_TIMEOUT_S) -> int | None:
        """Save the n-gram cache file between generations; a failure is logged and counted, never raised.
        ``lock_timeout_s`` 0: give up at once if another process holds the file's lock (try again later)."""
        cache_file = self.generator.cache_file
        if cache_file is None:
            return None
        with self.model_lock:
            try:
                saved = cache_file.save(lock_timeout_s)
            except Exception as e:
                self.metrics.cache_saves.labels("failed").inc()
                log.event("cache_save_failed", logging.WARNING, path=str(cache_file.path), reason=str(e))
                return None
        self.metrics.cache_saves.labels("ok").inc()
        log.event("cache_saved", path=str(cache_file.path), bytes=saved)
        return saved

    def drain(self) -> None:
        """Shutdown has begun: refuse new requests (503, /health not ready) and never start waiting ones;
        the running generation goes on until ``close``."""
        with self.lock:
            self.closed = True
            waiting = [job for job in self.jobs if job.started is None]
        self.metrics.ready.set(0)
        for job in waiting:
            job.cancel.set()

    def close(self) -> int | None:
        """Stop the running generation at its next round, wait for the worker, then save the cache once
        (the bytes written, or None). Later calls wait for the first and return what it did."""
        with self.closing:
            if not self.finished:
                self.finished = True
                self.saved = self._close()
        return self.saved

    def _close(self) -> int | None:
        self.drain()
        with self.lock:
            jobs = list(self.jobs)
        for job in jobs:
            job.cancel.set()
        self.executor.shutdown(wait=True)
        self.preparer.shutdown(wait=True)
        self.stop_saving.set()
        if self.saver is not None:
            self.saver.join()
        return self.save_cache()
