"""``omnidraft serve``: load the pair once, serve it with uvicorn, and save the n-gram cache on the way out.

SIGINT and SIGTERM begin the shutdown: /health answers 503, new requests get 503 and waiting ones never
start (Engine.drain), while uvicorn stops taking connections and lets the running request finish
(streams are cut after GRACE_S). Then the app's shutdown stops a generation still running at its next
round, waits for the worker and saves the n-gram cache file once (atomically, as every save: a kill
during it leaves the old or the new file). A second signal only hurries uvicorn: the handlers that note
signals stay in place to the end. Between, the engine saves the file every autosave
interval, between generations (server/engine.py).
"""

import dataclasses
import ipaddress
import math
import signal
import sys
from pathlib import Path

from omnidraft.errors import OmniDraftError

GRACE_S = 5


def is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def build(target, draft=None, method=None, k=None, threads=None, cache=None, max_length=2048, reuse=True,
          max_queue=8, api_keys=(), generator=None, host="127.0.0.1", allow_hosts=(), cors_origins=(),
          isolate=False):
    """(app, engine, generator, model id): everything but the socket, for the command and the tests."""
    from omnidraft.runtime.generator import Generator
    from omnidraft.runtime.speculative import DEFAULT_K
    from omnidraft.runtime.text import load_tokenizer
    from omnidraft.server.app import create_app
    from omnidraft.server.engine import Engine
    from omnidraft.server.requests import RequestParser

    gen = generator or Generator(target, draft, k=k or DEFAULT_K, threads=threads, cache=cache,
                                 max_length=max_length)
    autosave_s = None
    if gen.cache_file is not None:  # the engine saves between generations; the runtime's own autosave is off
        autosave_s = gen.cache_file.config.autosave_s
        gen.cache_file.config = dataclasses.replace(gen.cache_file.config, autosave_s=math.inf)
    engine = Engine(gen, method, reuse, max_queue, isolate=isolate, autosave_s=autosave_s)
    model_id = Path(gen.target.bundle.path).name
    # a tokenizer of its own: the prepare thread renders prompts while the worker decodes with the generator's
    parser = RequestParser(model_id, load_tokenizer(gen.target.bundle.path), gen.usable_context,
                           gen.target.vocab_size)
    app = create_app(engine, model_id, parser, api_keys, host, allow_hosts, cors_origins)
    return app, engine, gen, model_id


def serve(args) -> int:
    import uvicorn

    from omnidraft.cli import _cache_config
    from omnidraft.server import log

    keys = [k for k in args.api_key if k]
    if not is_loopback(args.host) and not keys and not args.insecure_no_auth:
        raise OmniDraftError(f"--host {args.host} serves beyond this machine and there is no --api-key: anyone who "
                             "reaches the address could use it. Pass --api-key KEY (or $OMNIDRAFT_API_KEY), or "
                             "--insecure-no-auth if the network itself is trusted")
    log.setup(args.log_level)
    app, engine, gen, model_id = build(args.target, args.draft, args.method, args.k, args.threads,
                                       _cache_config(args), args.max_length, not args.no_prompt_cache,
                                       args.max_queue, keys, host=args.host, allow_hosts=args.allow_host,
                                       cors_origins=args.cors, isolate=args.isolate_cache)
    print(f"omnidraft serve: model {model_id!r}, method {engine.method}, on http://{args.host}:{args.port}/v1 "
          f"(prompt cache {'off' if args.no_prompt_cache else 'per client' if args.isolate_cache else 'shared'}, "
          f"queue {args.max_queue})", file=sys.stderr)

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame):  # the first signal: not ready, no new work, before uvicorn winds down
            engine.drain()
            super().handle_exit(sig, frame)

    config = uvicorn.Config(app, host=args.host, port=args.port, log_level=args.log_level, access_log=False,
                            timeout_graceful_shutdown=GRACE_S)
    # uvicorn handles SIGINT/SIGTERM (a second SIGINT skips its grace period), then raises each signal again
    # for the handler it found: make that one a note, so the process goes on to save the cache instead of
    # dying there. The notes stay until the process ends: a signal during or after the save changes nothing.
    stops = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda sig, frame: stops.append(sig))
    try:
        Server(config).run()
    finally:
        saved = engine.close()  # done already by the app's shutdown, unless uvicorn never got that far
        if saved is not None:
            print(f"saved the n-gram cache to {gen.cache_file.path} ({saved} bytes)", file=sys.stderr)
    if stops:
        print(f"stopped by {signal.Signals(stops[0]).name}", file=sys.stderr)
    return 0
