"""Stop strings: end generation at the first occurrence of any of a few strings in the generated text.

A stop string may begin or end inside a token, so it is matched on text, not ids. ``StopStrings.push``
takes the text pieces of a stream and returns only what is safe to show: a tail that could still be
the start of a stop string is held back until the next piece decides it, so no part of a stop string
is ever shown. The text kept ends before the stop string.
"""

from omnidraft.errors import OmniDraftError

MAX_STOP_STRINGS = 16
MAX_STOP_CHARS = 256


def check_stop(stop) -> list[str]:
    """``stop`` (None, a string or a list of strings) as a list; OmniDraftError says what is wrong."""
    if stop is None:
        return []
    if isinstance(stop, str):
        stop = [stop]
    if not isinstance(stop, (list, tuple)) or not all(isinstance(s, str) for s in stop):
        raise OmniDraftError(f"stop must be a string or a list of strings, got {stop!r}")
    if len(stop) > MAX_STOP_STRINGS:
        raise OmniDraftError(f"stop takes at most {MAX_STOP_STRINGS} strings, got {len(stop)}")
    for s in stop:
        if not s:
            raise OmniDraftError("a stop string is empty; drop it")
        if len(s) > MAX_STOP_CHARS:
            raise OmniDraftError(f"a stop string is {len(s)} characters long; the limit is {MAX_STOP_CHARS}")
    return list(dict.fromkeys(stop))


class StopStrings:
    """Feed text pieces with ``push``; ``found`` is the stop string once one appeared, ``text`` the kept text."""

    def __init__(self, stop):
        self.stops = check_stop(stop)
        self.longest = max((len(s) for s in self.stops), default=0)
        self.buffer = ""  # all text pushed so far (cut at the stop string once found)
        self.shown = 0  # characters of buffer already returned
        self.found: str | None = None

    def push(self, piece: str) -> str:
        """The part of the text so far that is now safe to show (possibly "")."""
        if self.found is not None or not piece:
            return ""
        start = max(0, len(self.buffer) - self.longest + 1)  # earlier text was searched already
        self.buffer += piece
        hit = None
        for s in self.stops:
            i = self.buffer.find(s, start)
            if i >= 0 and (hit is None or i < hit[0]):
                hit = (i, s)
        if hit is not None:
            self.buffer, self.found = self.buffer[:hit[0]], hit[1]
            return self._show(len(self.buffer))
        return self._show(len(self.buffer) - self._held())

    def finish(self) -> str:
        """The held-back tail, once the stream ended without a stop string."""
        return self._show(len(self.buffer))

    @property
    def text(self) -> str:
        return self.buffer

    def _held(self) -> int:
        """Length of the longest tail of the buffer that is a proper prefix of some stop string."""
        for n in range(min(self.longest - 1, len(self.buffer)), 0, -1):
            tail = self.buffer[-n:]
            if any(s.startswith(tail) for s in self.stops):
                return n
        return 0

    def _show(self, end: int) -> str:
        end = max(end, self.shown)
        out, self.shown = self.buffer[self.shown:end], end
        return out
