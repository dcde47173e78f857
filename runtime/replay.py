"""What online adaptation learns from: per prompt, the verification results the decoder already has.

``EpisodeRecorder`` is handed to the decoder; each round it keeps the drafter's context, the drafted
tokens, how they became target proposals, how many the target accepted, and the target's
distribution at every position whose context is in the accepted text, as its top-k
(ids + log-probs) plus the log of the remaining mass. At the end of a prompt ``finish`` turns the
rounds into an ``Episode``: the drafter-token text of prompt + output, and indices into it:
- ``dm_pos``: positions trained with L_DM (reverse KL of the drafter against p), with their p rows;
- ``ngram_pos``: drafter tokens of n-grams the target accepted (trained with L_Ngram, their NLL);
- ``alm_*``: the output cut into chunks both tokenizations cover with whole tokens (``aligned_chunks``),
  each with the target's log-likelihood of its tokens: what ALM (adapt/losses.py) matches.
The trainer then scores a whole prompt with one drafter forward pass. Rounds whose drafter context
is not a prefix of the final text (the look-behind re-tokenization changed it) are dropped.

``ReplayBuffer`` keeps episodes on disk, one file each, bounded in bytes (oldest dropped first).
Torch-free, like the rest of the runtime.
"""

import bisect
import io
import sys
import zipfile
from dataclasses import dataclass, field
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
    alm_pos: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int32))  # int32 [m]: drafter tokens in chunks
    alm_chunk: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int32))  # int32 [m]: each one's chunk
    alm_logp: np.ndarray = field(default_factory=lambda: np.zeros(0, np.float32))  # float32 [c]: target log p of a chunk

    ARRAYS = ("draft_ids", "dm_pos", "dm_drafted", "p_ids", "p_logp", "p_rest", "ngram_pos")
    ALM_ARRAYS = ("alm_pos", "alm_chunk", "alm_logp")  # absent from episodes recorded before ALM

    def to_bytes(self) -> bytes:
        buf = io.BytesIO()
        np.savez(buf, **{name: getattr(self, name) for name in self.ARRAYS + self.ALM_ARRAYS if name != "p_logp"},
                 p_logp=self.p_logp.astype(np.float16))
        return buf.getvalue()

    @classmethod
    def from_bytes(cls, data: bytes) -> "Episode":
        with np.load(io.BytesIO(data), allow_pickle=False) as z:
            ep = cls(**{name: z[name] for name in cls.ARRAYS + tuple(a for a in cls.ALM_ARRAYS if a in z.files)})
        ep.p_logp = ep.p_logp.astype(np.float32)  # stored as float16: half the bytes, ~0.01 nat resolution
        n = len(ep.draft_ids)
        r = len(ep.dm_pos)
        m = len(ep.alm_pos)
        if (ep.p_ids.shape[0] != r or ep.dm_drafted.shape != (r,) or ep.p_logp.shape != ep.p_ids.shape
                or ep.p_rest.shape != (r,)
                or (r and not (1 <= ep.dm_pos.min() and ep.dm_pos.max() <= n))
                or (len(ep.ngram_pos) and not (1 <= ep.ngram_pos.min() and ep.ngram_pos.max() < n))
                or ep.alm_chunk.shape != (m,)
                or (m and not (1 <= ep.alm_pos.min() and ep.alm_pos.max() < n
                               and 0 <= ep.alm_chunk.min() and ep.alm_chunk.max() < len(ep.alm_logp)))):
            raise ValueError("inconsistent episode arrays")
        return ep

    @property
    def rows(self) -> int:
        return len(self.dm_pos) + len(self.ngram_pos) + len(self.alm_logp)


def aligned_chunks(draft_spans: list[tuple[int, int]], target_spans: list[tuple[int, int]]):
    """Chunks of one text that both tokenizations cover with whole tokens.

    ``*_spans``: each token's [start, end) byte offsets, in order (tokens without bytes are left out by the
    caller). Returns, per chunk between consecutive offsets where both have a token boundary, the indices
    of the drafter tokens and of the target tokens inside it. A chunk with a gap on either side is dropped."""
    bounds = sorted(({a for a, _ in draft_spans} | {b for _, b in draft_spans})
                    & ({a for a, _ in target_spans} | {b for _, b in target_spans}))

    def members(spans):
        inside, covered = [[] for _ in bounds[1:]], [0] * max(0, len(bounds) - 1)
        for i, (a, b) in enumerate(spans):
            k = bisect.bisect_right(bounds, a) - 1  # the chunk that starts at or before the token
            if 0 <= k < len(inside) and b <= bounds[k + 1]:
                inside[k].append(i)
                covered[k] += b - a
        return inside, covered

    (d_in, d_cov), (t_in, t_cov) = members(draft_spans), members(target_spans)
    return [(d_in[k], t_in[k]) for k in range(len(d_in))
            if d_in[k] and t_in[k] and d_cov[k] == t_cov[k] == bounds[k + 1] - bounds[k]]


def byte_spans(lengths, offset: int = 0) -> list[tuple[int, int, int]]:
    """(index, start, end) of each token with bytes, given every token's byte length in order."""
    out, at = [], offset
    for i, n in enumerate(lengths):
        if n:
            out.append((i, at, at + n))
        at += n
    return out


class EpisodeRecorder:
    """The decoder calls ``start``, ``emitted`` for every target token it outputs, ``round`` after each
    verification with a drafter, and ``finish`` at the end."""

    def __init__(self, top_k: int = DEFAULT_TOP_K, keep_full_logits: bool = False, alm: bool = False):
        self.top_k = top_k
        self.keep_full_logits = keep_full_logits
        self.alm = alm  # keep the output's log-probs and ALM chunks (a log-softmax per token: only when used)
        self.episode: Episode | None = None
        self._rounds: list = []
        self._emitted: list[tuple[int, float]] = []
        self._k = top_k

    def start(self) -> None:
        self._rounds = []
        self._emitted = []
        self.episode = None

    def emitted(self, tokens: list[int], logits: np.ndarray) -> None:
        """Output tokens and the target's log-probability of each: ``logits`` row i predicted token i."""
        if not self.alm:
            return
        rows = np.asarray(logits[:len(tokens)], dtype=np.float32)
        m = rows.max(-1, keepdims=True)
        logz = (m + np.log(np.exp(rows - m).sum(-1, keepdims=True)))[:, 0]
        self._emitted += [(t, float(rows[i, t] - logz[i])) for i, t in enumerate(tokens)]

    def _alm_rows(self, d_ctx: list[int], draft_bytes, target_bytes, pending: int):
        """Drafter positions, their chunk numbers and each chunk's target log-likelihood, for the output:
        it ends the drafter's text (but for ``pending`` bytes not yet re-tokenized)."""
        t_lens = [len(target_bytes[t] or b"") for t, _ in self._emitted]
        out_len = sum(t_lens) - pending
        d_lens = [len(draft_bytes[t] or b"") for t in d_ctx]
        start = sum(d_lens) - out_len  # where the output begins in the drafter's text
        drafted = b"".join(draft_bytes[t] or b"" for t in d_ctx)
        output = b"".join(target_bytes[t] or b"" for t, _ in self._emitted)
        if start < 0 or drafted[start:] != output[:out_len]:
            return [], [], []
        d_spans = [s for s in byte_spans(d_lens, -start) if s[1] >= 0]
        t_spans = [s for s in byte_spans(t_lens) if s[2] <= out_len]
        pos, chunk, logp = [], [], []
        for d, t in aligned_chunks([(a, b) for _, a, b in d_spans], [(a, b) for _, a, b in t_spans]):
            if d_spans[d[0]][0] == 0:
                continue  # the drafter's first token has no context to predict it from
            pos += [d_spans[i][0] for i in d]
            chunk += [len(logp)] * len(d)
            logp.append(sum(self._emitted[t_spans[j][0]][1] for j in t))
        return pos, chunk, logp

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

    def finish(self, d_ctx: list[int], draft_bytes=None, target_bytes=None, pending: int = 0) -> Episode:
        """The episode of this prompt. With both vocabularies' id -> bytes tables, also its ALM chunks."""
        text = np.asarray(d_ctx, dtype=np.int32)
        alm = (self._alm_rows(d_ctx, draft_bytes, target_bytes, pending)
               if draft_bytes is not None and self._emitted else ([], [], []))
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
            alm_pos=np.asarray(alm[0], np.int32),
            alm_chunk=np.asarray(alm[1], np.int32),
            alm_logp=np.asarray(alm[2], np.float32),
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
