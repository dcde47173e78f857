"""Who may talk to the server, checked before any body is read (ASGI middleware).

The browser is the threat a loopback server faces: any page can POST to 127.0.0.1 (a ``text/plain``
request needs no preflight), and with DNS rebinding it can read the replies too. So:

* ``HostOriginGuard``: the Host header must be a loopback name, the bound address or an ``--allow-host``
  name (a rebinding page's Host is its own domain); a request with an Origin header (only browsers
  send one) must come from an ``--cors`` origin. CORS itself is Starlette's CORSMiddleware, inside this.
* ``RequestGuard``: the API key (if any) on every route but /health and preflights, and
  ``Content-Type: application/json`` on every POST.

Refusals are in OpenAI's error shape (server/errors.py), which Starlette's TrustedHostMiddleware's
plain-text 400 is not; that is why the Host check is ours.
"""

import hmac
import ipaddress

from omnidraft.server.errors import APIError

LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1"}
OPEN_PATHS = ("/health",)  # answered without the API key


def host_name(host: str) -> str:
    """The name part of a Host header: 'example.com:8000' -> 'example.com', '[::1]:8000' -> '::1'."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host
    if host.count(":") == 1:
        host = host.rsplit(":", 1)[0]
    return host.rstrip(".")


def is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        return False


class HostOriginGuard:
    def __init__(self, app, bind_host: str, allow_hosts=(), cors_origins=()):
        self.app = app
        self.any_host = "*" in allow_hosts
        self.any_ip = bind_host in ("0.0.0.0", "::", "")  # bound to every interface: its addresses are many
        self.hosts = LOOPBACK_NAMES | {host_name(bind_host)} | {host_name(h) for h in allow_hosts}
        self.any_origin = "*" in cors_origins
        self.origins = {o.rstrip("/").lower() for o in cors_origins}

    def host_allowed(self, host: str | None) -> bool:
        if host is None or self.any_host:  # no Host: not a browser (HTTP/1.0)
            return True
        name = host_name(host)
        return name in self.hosts or name.endswith(".localhost") or (self.any_ip and is_ip(name))

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = dict(scope["headers"])
        host = headers.get(b"host")
        host = host.decode("latin-1") if host is not None else None
        if not self.host_allowed(host):
            error = APIError(403, f"this server does not answer to the Host {host!r} (a page on another site may be "
                             "trying to reach it); if that name is yours, start the server with --allow-host NAME",
                             code="host_not_allowed")
            return await error.response()(scope, receive, send)
        origin = headers.get(b"origin")
        if origin is not None and not self.any_origin and origin.decode("latin-1").rstrip("/").lower() not in self.origins:
            error = APIError(403, f"requests from the web page at {origin.decode('latin-1')!r} are refused; to let a "
                             "browser app on that origin use this server, start it with --cors ORIGIN",
                             code="origin_not_allowed")
            return await error.response()(scope, receive, send)
        await self.app(scope, receive, send)


class RequestGuard:
    def __init__(self, app, api_keys=()):
        self.app = app
        self.expected = [f"Bearer {k}".encode() for k in api_keys if k]

    def key_ok(self, given: bytes) -> bool:
        ok = False
        for expected in self.expected:  # compare with every key: the time says nothing of which matched
            ok |= hmac.compare_digest(given, expected)
        return ok

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] == "OPTIONS":
            return await self.app(scope, receive, send)
        headers = dict(scope["headers"])
        if self.expected and scope["path"] not in OPEN_PATHS and not self.key_ok(headers.get(b"authorization", b"")):
            error = APIError(401, "missing or wrong API key: send the header 'Authorization: Bearer KEY' with a key "
                             "this server was started with (--api-key)", code="invalid_api_key",
                             headers={"WWW-Authenticate": "Bearer"})
            return await error.response()(scope, receive, send)
        if scope["method"] == "POST":
            media = headers.get(b"content-type", b"").split(b";")[0].strip().lower()
            if media != b"application/json":
                error = APIError(415, f"the body must be sent as 'Content-Type: application/json', not "
                                 f"{media.decode('latin-1') or 'none'!r}", code="unsupported_media_type")
                return await error.response()(scope, receive, send)
        await self.app(scope, receive, send)
