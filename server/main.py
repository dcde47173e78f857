"""``omnidraft serve``: load the pair once, serve it with uvicorn, and save the n-gram cache on the way out.

SIGINT and SIGTERM make uvicorn stop taking connections and let running requests finish (streams are
cut after GRACE_S); the app's shutdown stops the generations still running at their next round and
waits for the worker; then the generator is closed, which saves the n-gram cache file (atomically, as
every save: a kill during it leaves the old or the new file). Between, the runtime autosaves it after
a generation once its interval has passed, as ``omnidraft generate`` does.
"""

import ipaddress
import signal
import sys
from pathlib import Path

GRACE_S = 5


def is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def build(target, draft=None, method=None, k=None, threads=None, cache=None, max_length=2048, reuse=True,
          max_queue=8, api_key=None, generator=None):
    """(app, engine, generator, model id): everything but the socket, for the command and the tests."""
    from omnidraft.runtime.generator import Generator
    from omnidraft.runtime.speculative import DEFAULT_K
    from omnidraft.runtime.text import load_tokenizer
    from omnidraft.server.app import create_app
    from omnidraft.server.engine import Engine
    from omnidraft.server.requests import RequestParser

    gen = generator or Generator(target, draft, k=k or DEFAULT_K, threads=threads, cache=cache,
                                 max_length=max_length)
    engine = Engine(gen, method, reuse, max_queue)
    model_id = Path(gen.target.bundle.path).name
    # a tokenizer of its own: the event loop renders prompts while the worker decodes with the generator's
    parser = RequestParser(model_id, load_tokenizer(gen.target.bundle.path), gen.usable_context,
                           gen.target.vocab_size)
    return create_app(engine, model_id, parser, api_key), engine, gen, model_id


def serve(args) -> int:
    import uvicorn

    from omnidraft.cli import _cache_config

    if not is_loopback(args.host) and not args.api_key:
        print(f"warning: serving on {args.host} without --api-key: anyone who reaches this address can use it",
              file=sys.stderr)
    app, engine, gen, model_id = build(args.target, args.draft, args.method, args.k, args.threads,
                                       _cache_config(args), args.max_length, not args.no_prompt_cache,
                                       args.max_queue, args.api_key)
    print(f"omnidraft serve: model {model_id!r}, method {engine.method}, on http://{args.host}:{args.port}/v1 "
          f"(prompt cache {'off' if args.no_prompt_cache else 'on'}, queue {args.max_queue})", file=sys.stderr)
    config = uvicorn.Config(app, host=args.host, port=args.port, log_level=args.log_level,
                            timeout_graceful_shutdown=GRACE_S)
    # uvicorn handles SIGINT/SIGTERM, then raises the signal again for the handler it found: make that
    # one a note, so the process goes on to save the cache instead of dying there
    stops = []
    previous = {sig: signal.signal(sig, lambda sig, frame: stops.append(sig))
                for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        uvicorn.Server(config).run()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        engine.close()
        saved = gen.save_cache()
        if saved is not None:
            print(f"saved the n-gram cache to {gen.cache_file.path} ({saved} bytes)", file=sys.stderr)
    if stops:
        print(f"stopped by {signal.Signals(stops[0]).name}", file=sys.stderr)
    return 0
