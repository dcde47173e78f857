"""The Starlette app: OpenAI's routes over one Engine, behind the guards, errors in OpenAI's shape.

Routes: POST /v1/chat/completions and /v1/completions (streamed as Server-Sent Events or whole),
GET /v1/models, /health (never needs the key; 503 once shutdown began) and /metrics (Prometheus).
A generation request takes its place in the queue first, then its body is read up to MAX_BODY_BYTES
as it arrives (no upload is held whole before it is measured), then parsed on the engine's prepare
thread. Middleware, outermost first: Observe (request id, log line, metrics), HostOriginGuard,
Starlette's CORSMiddleware (only with --cors), RequestGuard (API key, JSON content type).
"""

import asyncio
import contextlib
import logging
import time
import uuid

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from omnidraft.server import log, sse
from omnidraft.server.engine import END, Engine
from omnidraft.server.errors import APIError, internal_error
from omnidraft.server.guard import HostOriginGuard, RequestGuard
from omnidraft.server.metrics import CONTENT_TYPE
from omnidraft.server.requests import MAX_BODY_BYTES, RequestParser, parse_json

DRAIN_BYTES = 4 * MAX_BODY_BYTES
ROUTES = ("/v1/chat/completions", "/v1/completions", "/v1/models", "/health", "/metrics")


def endpoint_of(path: str) -> str:
    """The metrics' endpoint label: a route, or "other" (so a scan cannot grow the label set)."""
    if path.startswith("/v1/models/"):
        return "/v1/models"
    return path if path in ROUTES else "other"


class Observe:
    """ASGI middleware, outermost: a request id (X-Request-Id), one log line per request when its
    response ends, and the requests counter and duration histogram."""

    def __init__(self, app, metrics):
        self.app, self.metrics = app, metrics

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        start, status = time.perf_counter(), []
        request_id = uuid.uuid4().hex[:16]
        facts = {}  # what the route learns: tokens, acceptance, the error
        scope.setdefault("state", {})["omnidraft"] = {"request_id": request_id, "log": facts}

        async def observed(message):
            if message["type"] == "http.response.start":
                status.append(message["status"])
                message = {**message, "headers": [*message.get("headers", []),
                                                   (b"x-request-id", request_id.encode())]}
            await send(message)

        try:
            await self.app(scope, receive, observed)
        finally:
            seconds = time.perf_counter() - start
            code = status[0] if status else 499  # nginx's code for a client that left before any answer
            self.metrics.request(endpoint_of(scope["path"]), code, seconds)
            client = scope.get("client")
            log.event("request", request_id=request_id, method=scope["method"], path=scope["path"], status=code,
                      seconds=round(seconds, 4), client=client[0] if client else None, **facts)


def state(request: Request) -> dict:
    return request.scope["state"]["omnidraft"]


async def read_body(request: Request, limit: int = MAX_BODY_BYTES) -> bytes:
    """The body, refused with 413 once it passes ``limit`` (by its Content-Length, or while it streams
    in), so an upload of any size costs at most ``limit`` bytes of memory. Up to DRAIN_BYTES of an
    over-long body are read and dropped first, so that a client still sending it reads the 413 instead
    of a reset connection; a longer one is cut off there."""
    length = request.headers.get("content-length")
    too_big = APIError(413, f"the request body is over {limit} bytes, the most this server reads; send less",
                       code="body_too_large", headers={"Connection": "close"})  # the rest is never read
    if length is not None and (not length.isdigit() or int(length) > DRAIN_BYTES):
        raise too_big
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > DRAIN_BYTES:
            break
        if size <= limit:
            chunks.append(chunk)
    if size > limit:
        raise too_big
    return b"".join(chunks)


def client_of(request: Request) -> str:
    """Who the client is, for --isolate-cache: its API key if it sent one, else its address."""
    key = request.headers.get("authorization")
    return f"key:{key}" if key else f"addr:{request.client.host if request.client else '?'}"


def create_app(engine: Engine, model_id: str, parser: RequestParser, api_keys=(), bind_host: str = "127.0.0.1",
               allow_hosts=(), cors_origins=()):
    """The ASGI app; ``parser`` checks bodies against the model (its own tokenizer, on the prepare thread)."""
    created = int(time.time())
    model_card = {"id": model_id, "object": "model", "created": created, "owned_by": "omnidraft"}

    async def health(request: Request):
        ready = not engine.closed
        return JSONResponse({"status": "ok" if ready else "shutting_down", "model": model_id,
                             "running": engine.running, "queued": engine.queued}, status_code=200 if ready else 503)

    async def models(request: Request):
        return JSONResponse({"object": "list", "data": [model_card]})

    async def model(request: Request):
        if request.path_params["model"] != model_id:
            raise APIError(404, f"the model {request.path_params['model']!r} does not exist here; this server "
                           f"serves {model_id!r}", "model", "model_not_found")
        return JSONResponse(model_card)

    async def metrics(request: Request):
        return Response(engine.metrics.render(), media_type=CONTENT_TYPE)

    async def chat(request: Request):
        return await generate(request, parser.chat)

    async def completions(request: Request):
        return await generate(request, parser.completion)

    async def generate(request: Request, parse):
        facts = state(request)["log"]
        job = engine.admit(client_of(request), state(request)["request_id"])  # 429 here, before the body
        try:
            body = await read_body(request)
        except BaseException:
            engine.release(job)
            raise
        req = await engine.prepare(job, lambda: parse(parse_json(body)))
        facts.update(prompt_tokens=len(req.ids), user=req.user)
        engine.start(job, req)
        reply = sse.Response(req.kind, model_id)
        if not req.stream:
            watcher = asyncio.create_task(cancel_on_disconnect(request, job))
            try:
                result = await engine.wait(job)
            finally:
                watcher.cancel()
            facts.update(outcome(result))
            return JSONResponse(reply.body(result.text, len(result.token_ids), result.stats, job.timings()))
        return StreamingResponse(stream(job, reply, facts), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    def outcome(result) -> dict:
        s = result.stats
        return {"cached_tokens": s.get("cached_tokens"), "generated_tokens": len(result.token_ids),
                "acceptance": s.get("acceptance_per_target_token"), "finish_reason": s.get("finish_reason")}

    async def cancel_on_disconnect(request: Request, job):
        """A whole-response client that leaves (a timeout, say) stops its generation too. (Streams are
        watched by Starlette, which ends the stream below.)"""
        while (await request.receive())["type"] != "http.disconnect":
            pass
        job.cancel.set()

    async def stream(job, reply: sse.Response, facts: dict):
        """Chunks as the worker hands pieces over; leaving early (client gone) stops the generation."""
        try:
            if first := reply.first():
                yield first
            while (piece := await job.pieces.get()) is not END:
                yield reply.piece(piece)
            try:
                result = await engine.wait(job)
            except APIError as e:
                facts["error"] = e.message
                yield sse.event(e.body())
            else:
                facts.update(outcome(result))
                yield reply.finish(len(result.token_ids), result.stats, job.timings(), job.request.include_usage)
            yield sse.DONE
        finally:
            job.cancel.set()  # no effect once it is done

    @contextlib.asynccontextmanager
    async def lifespan(app):
        yield
        await asyncio.get_running_loop().run_in_executor(None, engine.close)

    async def api_error(request: Request, exc: APIError):
        state(request)["log"]["error"] = exc.message
        return exc.response()

    async def http_error(request: Request, exc: HTTPException):
        what = {404: f"no such route: {request.method} {request.url.path}; the routes are " + ", ".join(ROUTES),
                405: f"{request.method} is not allowed on {request.url.path}"}.get(exc.status_code, exc.detail)
        return APIError(exc.status_code, what, code="not_found" if exc.status_code == 404 else None).response()

    async def client_gone(request: Request, exc: ClientDisconnect):
        return Response(status_code=499)  # nobody reads it; the log and metrics say what happened

    async def server_error(request: Request, exc: Exception):
        request_id = state(request)["request_id"]
        log.event("error", logging.ERROR, exc_info=(type(exc), exc, exc.__traceback__), request_id=request_id,
                  where="request")
        return internal_error(request_id).response()

    app = Starlette(routes=[
        Route("/health", health, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        Route("/v1/models", models, methods=["GET"]),
        Route("/v1/models/{model:path}", model, methods=["GET"]),
        Route("/v1/chat/completions", chat, methods=["POST"]),
        Route("/v1/completions", completions, methods=["POST"]),
    ], exception_handlers={APIError: api_error, HTTPException: http_error, ClientDisconnect: client_gone,
                           Exception: server_error}, lifespan=lifespan)
    inner = RequestGuard(app, api_keys)
    if cors_origins:
        inner = CORSMiddleware(inner, allow_origins=list(cors_origins), allow_methods=["GET", "POST"],
                               allow_headers=["Authorization", "Content-Type"], expose_headers=["X-Request-Id",
                                                                                                "Retry-After"],
                               max_age=600)
    return Observe(HostOriginGuard(inner, bind_host, allow_hosts, cors_origins), engine.metrics)
