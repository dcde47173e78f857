"""``omnidraft serve``: an OpenAI-compatible HTTP server over the speculative runtime (docs/serve.md).

app.py: the Starlette app and its routes; requests.py: request bodies checked into runtime settings;
engine.py: the one model instance, its queue and its worker thread; sse.py: response bodies and
stream chunks; metrics.py: the Prometheus text; errors.py: OpenAI's error shape; main.py: the command.
"""
