"""The Starlette app: OpenAI's routes over one Engine, API-key check, errors in OpenAI's shape.

Routes: POST /v1/chat/completions and /v1/completions (streamed as Server-Sent Events or whole),
GET /v1/models, /health (never needs the key) and /metrics (Prometheus text).
"""

import asyncio
import contextlib
import hmac
import time

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, StreamingResponse
from starlette.routing import Route

from omnidraft.server import sse
from omnidraft.server.engine import END, Engine
from omnidraft.server.errors import APIError
from omnidraft.server.requests import RequestParser, parse_json

ROUTES = ("/v1/chat/completions", "/v1/completions", "/v1/models", "/health", "/metrics")
OPEN = ("/health",)  # answered without the API key


class Observe:
    """ASGI middleware: the API key on every route but /health, and a count of responses by status."""

    def __init__(self, app, metrics, api_key: str | None):
        self.app, self.metrics = app, metrics
        self.expected = f"Bearer {api_key}".encode() if api_key else None

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        path = scope["path"]
        endpoint = path if path in ROUTES or path.startswith("/v1/models/") else "other"
        endpoint = "/v1/models" if endpoint.startswith("/v1/models/") else endpoint
        status = []

        async def counted(message):
            if message["type"] == "http.response.start":
                status.append(message["status"])
            await send(message)

        try:
            if self.expected is not None and path not in OPEN:
                given = dict(scope["headers"]).get(b"authorization", b"")
                if not hmac.compare_digest(given, self.expected):
                    error = APIError(401, "missing or wrong API key: send the header 'Authorization: Bearer KEY' "
                                     "with the key this server was started with (--api-key)",
                                     code="invalid_api_key", headers={"WWW-Authenticate": "Bearer"})
                    return await error.response()(scope, receive, counted)
            await self.app(scope, receive, counted)
        finally:
            self.metrics.request(endpoint, status[0] if status else 499)


def create_app(engine: Engine, model_id: str, parser: RequestParser, api_key: str | None = None):
    """The ASGI app; ``parser`` checks bodies against the model (its own tokenizer, used on the event loop)."""
    created = int(time.time())
    model_card = {"id": model_id, "object": "model", "created": created, "owned_by": "omnidraft"}

    async def health(request: Request):
        return JSONResponse({"status": "ok", "model": model_id, "running": engine.running, "queued": engine.queued})

    async def models(request: Request):
        return JSONResponse({"object": "list", "data": [model_card]})

    async def model(request: Request):
        if request.path_params["model"] != model_id:
            raise APIError(404, f"the model {request.path_params['model']!r} does not exist here; this server "
                           f"serves {model_id!r}", "model", "model_not_found")
        return JSONResponse(model_card)

    async def metrics(request: Request):
        return PlainTextResponse(engine.metrics.render(model_id, engine.running, engine.queued, engine.max_queue),
                                 media_type="text/plain; version=0.0.4")

    async def chat(request: Request):
        return await generate(request, parser.chat(parse_json(await request.body())))

    async def completions(request: Request):
        return await generate(request, parser.completion(parse_json(await request.body())))

    async def generate(request: Request, req):
        reply = sse.Response(req.kind, model_id)
        job = engine.submit(req, stream=req.stream)  # 429 here, before any response starts
        if not req.stream:
            watcher = asyncio.create_task(cancel_on_disconnect(request, job))
            try:
                result = await engine.wait(job)
            finally:
                watcher.cancel()
            return JSONResponse(reply.body(result.text, len(result.token_ids), result.stats, job.timings()))
        return StreamingResponse(stream(job, reply), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    async def cancel_on_disconnect(request: Request, job):
        """A whole-response client that leaves (a timeout, say) stops its generation too. (Streams are
        watched by Starlette, which ends the stream below.)"""
        while (await request.receive())["type"] != "http.disconnect":
            pass
        job.cancel.set()

    async def stream(job, reply: sse.Response):
        """Chunks as the worker hands pieces over; leaving early (client gone) stops the generation."""
        try:
            if first := reply.first():
                yield first
            while (piece := await job.pieces.get()) is not END:
                yield reply.piece(piece)
            try:
                result = await engine.wait(job)
            except APIError as e:
                yield sse.event(e.body())
            else:
                yield reply.finish(len(result.token_ids), result.stats, job.timings(), job.request.include_usage)
            yield sse.DONE
        finally:
            job.cancel.set()  # no effect once it is done

    @contextlib.asynccontextmanager
    async def lifespan(app):
        yield
        await asyncio.get_running_loop().run_in_executor(None, engine.close)

    async def api_error(request: Request, exc: APIError):
        return exc.response()

    async def http_error(request: Request, exc: HTTPException):
        what = {404: f"no such route: {request.method} {request.url.path}; the routes are " + ", ".join(ROUTES),
                405: f"{request.method} is not allowed on {request.url.path}"}.get(exc.status_code, exc.detail)
        return APIError(exc.status_code, what, code="not_found" if exc.status_code == 404 else None).response()

    async def server_error(request: Request, exc: Exception):
        return APIError(500, f"internal error: {type(exc).__name__}: {exc}", type="server_error").response()

    app = Starlette(routes=[
        Route("/health", health, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        Route("/v1/models", models, methods=["GET"]),
        Route("/v1/models/{model:path}", model, methods=["GET"]),
        Route("/v1/chat/completions", chat, methods=["POST"]),
        Route("/v1/completions", completions, methods=["POST"]),
    ], exception_handlers={APIError: api_error, HTTPException: http_error, Exception: server_error},
        lifespan=lifespan)
    return Observe(app, engine.metrics, api_key)
