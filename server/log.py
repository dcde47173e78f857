"""The server's log: one JSON object per line on stderr, for people and for log collectors alike.

Every request gets a line when its response ends (``event: "request"``): time, request id (also sent
as the X-Request-Id header), method, path, status, seconds, the client, and for generations the prompt,
cached and generated tokens and the acceptance. Faults get a line with their traceback (``event:
"error"``); clients only ever see a stable message and the request id (server/errors.py).
"""

import json
import logging
import sys
import time

logger = logging.getLogger("omnidraft.server")


class JsonLines(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = {"time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
                + f".{int(record.msecs):03d}Z", "level": record.levelname.lower(), "event": record.getMessage(),
                **getattr(record, "fields", {})}
        if record.exc_info:
            line["traceback"] = self.formatException(record.exc_info)
        return json.dumps(line, default=str, ensure_ascii=False)


def setup(level: str = "info") -> None:
    """The command's log: JSON lines on stderr at ``level`` (tests use caplog instead)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonLines())
    logger.handlers[:] = [handler]
    logger.setLevel(level.upper())
    logger.propagate = False


def event(name: str, level: int = logging.INFO, exc_info=None, **fields) -> None:
    logger.log(level, name, exc_info=exc_info, extra={"fields": fields})
