"""What online adaptation learns from: per prompt, the verification results the decoder already has.

``EpisodeRecorder`` is handed to the decoder; each round it keeps the drafter's context, the drafted
tokens, how they became target proposals, how many the target accepted, and the target's
distribution at every position whose context is in the accepted text, as its top-k
(ids + log-probs) plus the log of the remaining mass. At the end of a prompt ``finish`` turns the
rounds into an ``Episode``: the drafter-token text of prompt + output, and indices into it:
- ``dm_pos``: positions trained with L_DM (reverse KL of the drafter against p), with their p rows;
- ``ngram_pos``: drafter tokens of n-grams the target accepted (trained with L_Ngram, their NLL).
The trainer then scores a whole prompt with one drafter forward pass. Rounds whose drafter context
is not a prefix of the final text (the look-behind re-tokenization changed it) are dropped.

``ReplayBuffer`` keeps episodes on disk, one file each, bounded in bytes (oldest dropped first).
Torch-free, like the rest of the runtime.
"""

import io
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from omnidraft.atomic import quarantine, write_bytes_atomic

# Reverse KL weighs p's tail by the drafter's (broad) q, so the tail matters: on the real pair the
# loss from top-k + evenly spread rest is off by 21% at k=32, 4-6% at 256, 2% at 1024, 0.6% at 4096
# (``omnidraft adapt`` measures it again on every run: curve.json "top_k_loss_check").
DEFAULT_TOP_K = 1024


def top_k_rows(logits: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row's k most likely ids, their log-probs, and the log of the mass outside them (T = 1)."""
    x = np.asarray(logits, dtype=np.float32)
    ids = np.argpartition(-x, k - 1, axis=-1)[:, :k]
    m = x.max(-1, keepdims=True)
    logz = m + np.log(np.exp(x - m).sum(-1, keepdims=True))
    top = np.take_along_axis(x, ids, -1) - logz
    rest = np.log(np.clip(1.0 - np.exp(top.astype(np.float64)).sum(-1), 1e-30, None))
    return ids.astype(np.int32), top.astype(np.float32), rest.astype(np.float32)


@dataclass
class Episode:
    draft_ids: np.ndarray  # int32 [n]: the drafter tokens of prompt + output
    dm_pos: np.ndarray  # int32 [r]: position predicted (logits at pos - 1)
    dm_drafted: np.ndarray  # int32 [r]: the drafter token proposed alone there, -1 if none (acceptance head)
    p_ids: np.ndarray  # int32 [r, k]: target ids of p's top-k at that position
    p_logp: np.ndarray  # float32 [r, k] (float16 on disk)
    p_rest: np.ndarray  # float32 [r]: log of p's mass outside the top-k
    ngram_pos: np.ndarray  # int32 [g]: drafter tokens of accepted n-grams
    full_logits: np.ndarray | None = None  # float32 [r, V]: only when recorded to check the top-k loss

    def to_bytes(self) -> bytes:
        buf = io.BytesIO()
        np.savez(buf, draft_ids=self.draft_ids, dm_pos=self.dm_pos, dm_drafted=self.dm_drafted, p_ids=self.p_ids,
                 p_logp=self.p_logp.astype(np.float16), p_rest=self.p_rest, ngram_pos=self.ngram_pos)
        return buf.getvalue()

    @classmethod
    def from_bytes(cls, data: bytes) -> "Episode":
        with np.load(io.BytesIO(data), allow_pickle=False) as z:
            ep = cls(**{name: z[name] for name in ("draft_ids", "dm_pos", "dm_drafted", "p_ids", "p_logp", "p_rest",
                                                  "ngram_pos")})
        ep.p_logp = ep.p_logp.astype(np.float32)  # stored as float16: half the bytes, ~0.01 nat resolution
        n = len(ep.draft_ids)
        r = len(ep.dm_pos)
        if (ep.p_ids.shape[0] != r or ep.dm_drafted.shape != (r,) or ep.p_logp.shape != ep.p_ids.shape
                or ep.p_rest.shape != (r,)
                or (r and not (1 <= ep.dm_pos.min() and ep.dm_pos.max() <= n))
                or (len(ep.ngram_pos) and not (1 <= ep.ngram_pos.min() and ep.ngram_pos.max() < n))):
            raise ValueError("inconsistent episode arrays")
        return ep

    @property
    def rows(self) -> int:
        return len(self.dm_pos) + len(self.ngram_pos)


class EpisodeRecorder:
    """The decoder calls ``start``, ``round`` after each verification, and ``finish`` at the end."""

    def __init__(self, top_k: int = DEFAULT_TOP_K, keep_full_logits: bool = False):
        self.top_k = top_k
        self.keep_full_logits = keep_full_logits
        self.episode: Episode | None = None
        self._rounds: list = []
        self._k = top_k

    def start(self) -> None:
        self._rounds = []
        self.episode = None

    def round(self, d_ctx: list[int], drafted: list[int], spans: list[int], proposed: int, accepted: int,
              logits: np.ndarray) -> None:
        """``logits`` row i is the target's distribution for proposal i (row ``proposed`` follows them)."""
        rows, starts, tokens, s = [], [], [], 0
        for i in range(min(accepted, proposed) + 1):
            n = spans[i] if i < proposed else 1
            starts.append(s)
            if not (i < proposed and n > 1 and i < accepted):  # accepted n-grams train through L_Ngram
                rows.append(i)
                # the drafter token proposed here on its own (mapped, or unmapped and ending the proposal)
                tokens.append(drafted[s] if s < len(drafted) and (i >= proposed or n == 1) else -1)
            s += n
        self._k = min(self.top_k, logits.shape[-1])
        top = top_k_rows(logits[rows], self._k) if rows else None
        full = logits[rows].astype(np.float32) if self.keep_full_logits and rows else None
        self._rounds.append((list(d_ctx), list(drafted), list(spans[:proposed]), accepted, starts, rows, tokens, top,
                             full))

    def finish(self, d_ctx: list[int]) -> Episode:
        text = np.asarray(d_ctx, dtype=np.int32)
        dm_pos, dm_drafted, p_ids, p_logp, p_rest, ngram_pos, full = [], [], [], [], [], [], []
        for ctx, drafted, spans, accepted, starts, rows, tokens, top, full_rows in self._rounds:
            base = len(ctx)
            if base == 0 or base > len(text) or not np.array_equal(text[:base], ctx):
                continue
            row_of = {i: j for j, i in enumerate(rows)}
            for i, s in enumerate(starts):
                pos = base + s
                if pos > len(text) or not np.array_equal(text[base:pos], drafted[:s]):
                    break  # the final text left this round's drafted tokens here
                if i in row_of:
                    j = row_of[i]
                    dm_pos.append(pos)
                    dm_drafted.append(tokens[j])
                    p_ids.append(top[0][j])
                    p_logp.append(top[1][j])
                    p_rest.append(top[2][j])
                    if full_rows is not None:
                        full.append(full_rows[j])
                else:
                    n = spans[i]
                    if pos + n <= len(text) and np.array_equal(text[pos:pos + n], drafted[s:s + n]):
                        ngram_pos.extend(range(pos, pos + n))
        k = self._k
        self.episode = Episode(
            draft_ids=text,
            dm_pos=np.asarray(dm_pos, np.int32),
            dm_drafted=np.asarray(dm_drafted, np.int32),
            p_ids=np.asarray(p_ids, np.int32).reshape(-1, k),
            p_logp=np.asarray(p_logp, np.float32).reshape(-1, k),
            p_rest=np.asarray(p_rest, np.float32),
            ngram_pos=np.asarray(ngram_pos, np.int32),
            full_logits=np.stack(full) if full else None,
        )
        self._rounds = []
        return self.episode


class ReplayBuffer:
    """Episodes on disk in ``directory`` (one ``.npz`` each, written atomically), at most
    ``max_bytes`` in all: adding past the bound drops the oldest. An unreadable file is moved
    aside with a warning, never trained on."""

    def __init__(self, directory: str | Path, max_bytes: int = 64 << 20):
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.max_bytes = max_bytes

    def files(self) -> list[Path]:
        return sorted(self.directory.glob("episode-*.npz"))

    @property
    def bytes(self) -> int:
        return sum(f.stat().st_size for f in self.files())

    def __len__(self) -> int:
        return len(self.files())

    def add(self, episode: Episode) -> Path:
        files = self.files()
        number = int(files[-1].stem.split("-")[1]) + 1 if files else 0
        path = self.directory / f"episode-{number:08d}.npz"
        write_bytes_atomic(path, episode.to_bytes())
        files.append(path)
        total = sum(f.stat().st_size for f in files)
        while total > self.max_bytes and len(files) > 1:
            oldest = files.pop(0)
            total -= oldest.stat().st_size
            oldest.unlink()
        return path

    def episodes(self) -> list[Episode]:
        out = []
        for f in self.files():
            try:
                out.append(Episode.from_bytes(f.read_bytes()))
            except (ValueError, KeyError, OSError, EOFError, zipfile.BadZipFile) as e:
                bad = quarantine(f)
                print(f"warning: replay file {f} is unreadable ({e}); moved to {bad.name}", file=sys.stderr)
        return out

    def clear(self) -> None:
        for f in self.files():
            f.unlink()
