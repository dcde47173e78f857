"""Cross-vocabulary speculative decoding (OmniDraft Alg. 1) over two OnnxLM sessions.

One round: the drafter drafts in its own vocabulary until its tokens spell k target tokens; runs
that match the n-gram cache merge into one target token (longest match first), other tokens go
through the direct mapping, and the first drafter token with neither ends the proposal. The target
scores all m proposals in one pass; greedy accepts while they equal its argmax. Sampling (rule
"exact", the default) accepts a drafted token that could not start a merge with min(1, p/q'), q'
conditioned on that, and every other proposal (merge, lookup) by the point-mass rule: accept with
probability p(x), else draw from p without x (docs/guarantees.md, "Sampling"). Both KV caches roll back to the accepted text, the drafter's context is
re-tokenized over a short look-behind window, and the cache learns from the accepted tokens.

All state is explicit (token lists, cache lengths, pending bytes) so a native port can mirror it.
"""

import time
from dataclasses import dataclass, field

import numpy as np

from omnidraft.cache_store.store import NgramStore
from omnidraft.runtime.draft_control import DraftControl
from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.prompt_cache import common_prefix, prefill
from omnidraft.runtime.params import DEFAULT_SAMPLING_RULE, SAMPLING_RULES
from omnidraft.runtime.sampling import (Controls, Penalties, accept_or_resample, accept_point_mass, distribution,
                                        sample, sample_residual)
from omnidraft.runtime.vocab import TokenBytes, VocabBridge

METHODS = ("omnidraft", "target-only", "spd-dm", "prompt-lookup", "omnidraft+lookup")
LOOKBEHIND_TOKENS = 4


@dataclass
class Stats:
    rounds: int = 0
    drafted_tokens: int = 0
    proposed_target_tokens: int = 0
    accepted_target_tokens: int = 0
    accepted_draft_tokens: int = 0
    bonus_tokens: int = 0
    ngram_merges_proposed: int = 0
    ngram_merges_accepted: int = 0
    lookup_rounds: int = 0
    time_s: dict = field(default_factory=lambda: {"prefill": 0.0, "draft": 0.0, "translate": 0.0,
                                                   "verify": 0.0, "rollback": 0.0, "record": 0.0})

    def as_dict(self, method: str, new_tokens: int, elapsed: float, cache: NgramStore) -> dict:
        def ratio(a, b):
            return round(a / b, 4) if b else None

        return {
            "method": method,
            "new_tokens": new_tokens,
            "rounds": self.rounds,
            "drafted_tokens": self.drafted_tokens,
            "proposed_target_tokens": self.proposed_target_tokens,
            "accepted_target_tokens": self.accepted_target_tokens,
            "acceptance_per_draft_token": ratio(self.accepted_draft_tokens, self.drafted_tokens),
            "acceptance_per_target_token": ratio(self.accepted_target_tokens, self.proposed_target_tokens),
            "mean_accepted_length": ratio(self.accepted_target_tokens + self.bonus_tokens, self.rounds),
            "ngram_merges_proposed": self.ngram_merges_proposed,
            "ngram_merges_accepted": self.ngram_merges_accepted,
            "ngram_cache_entries": len(cache),
            "ngram_cache_bytes": cache.bytes,
            "ngram_cache_evictions": cache.counters.evictions,
            "prompt_lookup_rounds": self.lookup_rounds,
            "elapsed_s": round(elapsed, 4),
            "prefill_s": round(self.time_s["prefill"], 4),
            "tokens_per_s": round(new_tokens / elapsed, 2) if elapsed > 0 else None,
            "time_split_s": {k: round(v, 4) for k, v in self.time_s.items()},
        }


@dataclass
class Proposal:
    """m target tokens, the drafter tokens behind each (1 = direct map, n > 1 = merged), and q' rows."""

    target_ids: list[int]
    spans: list[int]
    # q' over the target vocab per position (sampling only); None where the rule takes the point mass
    q_rows: list[np.ndarray | None] | None = None
    end_row: np.ndarray | None = None  # q' of the unmapped drafter token that ended the proposal
    from_lookup: bool = False


def prompt_lookup(history: np.ndarray, k: int, max_n: int = 3, min_n: int = 1) -> list[int]:
    """Continue the most recent earlier occurrence of the longest suffix n-gram (n = max_n..min_n)."""
    size = len(history)
    for n in range(max_n, min_n - 1, -1):
        if size <= n:
            continue
        suffix = history[size - n:]
        starts = np.nonzero(history[: size - n] == suffix[0])[0]
        for s in starts[::-1]:
            if np.array_equal(history[s:s + n], suffix):
                cont = history[s + n: s + n + k]
                if len(cont):
                    return cont.tolist()
    return []


# Target tokens proposed per round (the drafter may take several tokens to spell one: a merged
# n-gram). One: in a side-by-side sweep on the int8 pair k=3 only tied it and k=2 and k=4 lost, as
# row-stable verification pads their 3 and 5 rows to 4 and 6 (docs/design.md, "Draft length").
DEFAULT_K = 1


class SpeculativeDecoder:
    """Holds the sessions and the bridge; ``generate`` runs one prompt with one method."""

    def __init__(self, target: OnnxLM, target_tokens: TokenBytes, draft: OnnxLM | None = None,
                 draft_tokens: TokenBytes | None = None, bridge: VocabBridge | None = None,
                 cache: NgramStore | None = None, k: int = DEFAULT_K, min_draft_confidence: float = 0.0,
                 draft_cost: float = 0.0):
        self.target, self.target_tokens = target, target_tokens
        self.control = DraftControl(draft_cost)  # when to call the drafter (runtime/draft_control.py)
        self.draft, self.draft_tokens, self.bridge = draft, draft_tokens, bridge
        self.cache = cache if cache is not None else NgramStore(policy="none")
        self.k = k
        self.min_draft_confidence = min_draft_confidence
        self.recorder = None  # an EpisodeRecorder (runtime/replay.py) while adaptation is on
        self.accept_head = None  # an AcceptHead (runtime/accept_head.py): stop drafting on its estimate
        self.trace: list | None = None  # a list to get each round (drafted, proposed, accepted): golden vectors
        self.draft_bos: int | None = None
        self._starts, self._starts_key = None, None  # _merge_starts' memo
        if draft_tokens is not None:
            probe = draft_tokens.tokenizer.encode("a", add_special_tokens=True).ids
            self.draft_bos = probe[0] if probe and probe[0] in draft_tokens.special_ids else None

    # --- drafting -------------------------------------------------------------------------------

    def _draft(self, st: "_State", k: int, c: Controls, use_cache: bool) -> tuple[list[int], list[np.ndarray]]:
        """Up to k drafter tokens after the synced context, and their distributions when sampling (the
        drafter samples at the target's temperature, top-k, top-p and min-p; no penalties: q' is any
        distribution the drafter really samples from, so exactness does not depend on it)."""
        greedy = c.greedy
        draft = self.draft
        keep = common_prefix(st.d_fed, st.d_ctx)
        if keep == len(st.d_ctx):
            keep -= 1  # the last context token must be fed again to get the next-token logits
        if st.draft_cached is None:
            st.draft_cached = keep
        draft.rollback(keep)
        del st.d_fed[keep:]
        feed = st.d_ctx[keep:]
        logits = draft.forward(feed, last=1)[-1]
        st.d_fed.extend(feed)
        head = self.accept_head
        all_accepted = 1.0  # the head's estimate that every token so far is accepted
        drafted, rows = [], []
        for i in range(k * max(1, self.cache.max_n if use_cache else 1)):  # k units of at most max_n tokens
            if greedy:
                token = int(np.argmax(logits))
                if self.min_draft_confidence > 0 and i > 0:
                    z = logits - logits[token]
                    if 1.0 / np.exp(z).sum() < self.min_draft_confidence:
                        break
            else:
                q = distribution(logits, c)
                if self.min_draft_confidence > 0 and i > 0 and q.max() < self.min_draft_confidence:
                    break
                token = sample(q, st.rng)
                rows.append(q)
            drafted.append(token)
            if head is not None:
                all_accepted *= head.prob(draft.hidden[-1])
            if token in st.draft_stop or (head and 1.0 - all_accepted > head.gamma) \
                    or not self._budget_open(drafted, k, use_cache):
                break
            logits = draft.forward([token])[-1]
            st.d_fed.append(token)
        return drafted, rows

    def _draft_fits(self, st: "_State", use_cache: bool) -> bool:
        """Whether a round's draft fits the drafter's context (it may be shorter than the target's, and
        spell the same text in more tokens); once it does not, the rounds go on without the drafter."""
        longest = self.k * max(1, self.cache.max_n if use_cache else 1)
        st.draft_context_full = st.draft_context_full or len(st.d_ctx) + longest > self.draft.max_length
        return not st.draft_context_full

    def _budget_open(self, drafted: list[int], k: int, use_cache: bool) -> bool:
        """Whether to draft another token. The budget k counts target tokens, since verification
        pays per target row: the drafter goes on while the drafted tokens spell fewer than k of them,
        or while the last of the k is a prefix of a cached n-gram that one more token could complete
        (so a merge can happen even at k=1). A drafter token with neither a mapping nor a possible
        merge ends the draft."""
        prop = self._translate(drafted, [], use_cache, touch=False)
        done, m = sum(prop.spans), len(prop.target_ids)
        if done < len(drafted):  # the tail has no mapping yet: only a merge could still make it one
            return m < k and use_cache and self.cache.may_extend(drafted[done:])
        if m != k:
            return m < k
        return use_cache and self.cache.may_extend(drafted[done - prop.spans[-1]:])

    def _translate(self, drafted: list[int], rows: list[np.ndarray], use_cache: bool, limit: int | None = None,
                   touch: bool = True, rule: str = DEFAULT_SAMPLING_RULE) -> Proposal:
        """Merge cached n-grams (longest first), map the rest directly, stop at the first unmapped
        token or after ``limit`` target tokens. With ``rows`` (sampling), each position's q' under
        ``rule``: "exact" gives q' conditioned on "the drafted token starts no cached n-gram" where it
        does not, and None (the point mass) where it does; "point" None everywhere; "eq2" the
        lifted row with the paper's Eq. 2 for merges."""
        d2t = self.bridge.d2t
        prop = Proposal([], [], [] if rows else None)
        starts = self._merge_starts() if rows and use_cache and rule == "exact" else None
        i = 0
        while i < len(drafted) and (limit is None or len(prop.target_ids) < limit):
            hit = self.cache.longest_match(drafted, i, touch) if use_cache else None
            if hit:
                target_id, n = hit
            elif d2t[drafted[i]] >= 0:
                target_id, n = int(d2t[drafted[i]]), 1
            else:
                if rows:
                    prop.end_row = self._q_row(rows[i], drafted[i], rule, starts)
                break
            if rows and rule != "eq2":
                prop.q_rows.append(None if n > 1 else self._q_row(rows[i], drafted[i], rule, starts))
            elif rows:
                q_row = self._lift(rows[i])
                if n > 1:  # paper Eq. 2: the merged token takes the product, its first sub-token loses it
                    mass = float(np.prod([rows[i + j][drafted[i + j]] for j in range(n)]))
                    first = d2t[drafted[i]]
                    if first >= 0:
                        q_row[first] = max(0.0, q_row[first] - mass)
                    q_row[target_id] += mass
                prop.q_rows.append(q_row)
            prop.target_ids.append(target_id)
            prop.spans.append(n)
            i += n
        return prop

    def _q_row(self, q: np.ndarray, token: int, rule: str, starts: np.ndarray | None) -> np.ndarray | None:
        """q' for a position whose drafted token ``token`` (drawn from q) was not merged: the lifted q
        (eq2; exact without a cache), None for the point mass (point; exact when ``token`` starts a
        cached n-gram), else the lifted q restricted to the tokens that start none, renormalized:
        the law of the proposal given that no merge could start here."""
        if rule == "eq2" or (rule == "exact" and starts is None):
            return self._lift(q)
        if rule == "point" or starts[token]:
            return None
        outside = q.copy()
        m = min(len(q), len(starts))
        outside[:m][starts[:m]] = 0.0
        return self._lift(outside / outside.sum())

    def _merge_starts(self) -> np.ndarray:
        """Over the drafter vocabulary: which tokens start a cached n-gram (a merge may follow them).
        Rebuilt when the cache's set of entries may have changed."""
        cache = self.cache
        key = (id(cache), cache.counters.inserts, cache.counters.evictions, len(cache.entries), len(cache._prefixes))
        if self._starts_key != key:
            mask = np.zeros(len(self.bridge.d2t), dtype=bool)
            firsts = [p[0] for p in cache._prefixes if len(p) == 1]
            mask[np.asarray(firsts, dtype=np.int64)] = True
            self._starts, self._starts_key = mask, key
        return self._starts

    def _lift(self, q: np.ndarray) -> np.ndarray:
        """q over the drafter vocab -> q' over the target vocab through the direct mapping."""
        row = np.zeros(self.target.vocab_size, dtype=np.float64)
        np.add.at(row, self.bridge.dm_target_ids, q[self.bridge.dm_draft_ids])
        return row

    # --- synchronisation ------------------------------------------------------------------------

    def _sync_draft(self, st: "_State", new_target_ids: list[int]) -> None:
        """Append accepted target tokens to the drafter's context, re-tokenizing a look-behind window."""
        data = st.pending_bytes + self.target_tokens.decode_bytes(new_target_ids)
        window_bytes = self._window_bytes(st.d_ctx)
        w = len(window_bytes)
        data = b"".join(window_bytes) + data
        cut = len(data)
        while cut > 0:
            try:
                text = data[:cut].decode("utf-8")
                break
            except UnicodeDecodeError:
                cut -= 1
        else:
            text = ""
        del st.d_ctx[len(st.d_ctx) - w:]
        st.d_ctx.extend(self.draft_tokens.encode_continuation(text))
        st.pending_bytes = data[cut:]

    def _window_bytes(self, d_ctx: list[int]) -> list[bytes]:
        """Bytes of the last few drafter tokens, reaching back to a UTF-8 character start and never
        past a special token (byte-level tokens can split a character)."""
        out: list[bytes] = []
        for tok in reversed(d_ctx):
            b = self.draft_tokens.bytes_of[tok]
            if b is None or (len(out) >= LOOKBEHIND_TOKENS and out[0][:1] and not 0x80 <= out[0][0] < 0xC0):
                break
            out.insert(0, b)
            if len(out) >= 4 * LOOKBEHIND_TOKENS:
                break
        return out

    def _learn(self, accepted: list[int]) -> None:
        """Every accepted target token that the drafter spells with n > 1 tokens becomes a cache entry."""
        for t in accepted:
            b = self.target_tokens.bytes_of[t] if t < len(self.target_tokens.bytes_of) else None
            if not b or len(b) < 2:
                continue
            try:
                text = b.decode("utf-8")
            except UnicodeDecodeError:
                continue
            spelled = self.draft_tokens.encode_continuation(text)
            if len(spelled) > 1 and self.draft_tokens.decode_bytes(spelled) == b:
                self.cache.observe(t, spelled)

    # --- the loop -------------------------------------------------------------------------------

    def generate(self, prompt: list[int], max_new_tokens: int, method: str = "omnidraft",
                 stop_ids: frozenset[int] = frozenset(), temperature: float = 0.0, top_p: float = 1.0,
                 seed: int | None = None, on_tokens=None, reuse: bool = False,
                 should_stop=None, controls: dict | None = None,
                 sampling_rule: str = DEFAULT_SAMPLING_RULE) -> tuple[list[int], dict]:
        """``reuse``: both sessions keep the cached prefix the new prompt shares (prompt_cache.py).
        ``should_stop``: checked before each round; True ends generation there (stats["stopped"]).
        ``controls``: top_k, min_p and the penalties (runtime/sampling.py), applied to the target's
        distribution at every position. ``sampling_rule``: how sampled proposals are accepted
        (params.SAMPLING_RULES)."""
        if method not in METHODS:
            raise ValueError(f"method {method!r}: choose one of {', '.join(METHODS)}")
        if sampling_rule not in SAMPLING_RULES:
            raise ValueError(f"sampling rule {sampling_rule!r}: choose one of {', '.join(SAMPLING_RULES)}")
        uses_drafter = method in ("omnidraft", "spd-dm", "omnidraft+lookup")
        if uses_drafter and self.draft is None:
            raise ValueError(f"method {method} needs a drafter bundle")
        if not prompt:
            raise ValueError("the prompt is empty")
        c = Controls(temperature, top_p, **(controls or {}))
        greedy = c.greedy
        use_cache = method in ("omnidraft", "omnidraft+lookup")
        st = _State(rng=np.random.default_rng(seed))
        stats = Stats()
        control = self.control.start(method, afresh=seed is not None and not greedy) if uses_drafter else None
        t_start = time.perf_counter()

        logits, cached = prefill(self.target, prompt, row_stable=True, reuse=reuse)
        stats.time_s["prefill"] += time.perf_counter() - t_start
        penalties = Penalties(c, prompt, len(logits))
        z = penalties.apply(logits)
        first = int(np.argmax(z)) if greedy else sample(distribution(z, c), st.rng)
        penalties.push([first])
        out = [first]
        if on_tokens:
            on_tokens([first])
        history = list(prompt) + [first]
        recorder = self.recorder if uses_drafter else None
        if recorder:
            recorder.start()
            recorder.emitted([first], logits[None])
        if uses_drafter:
            t0 = time.perf_counter()
            if not (reuse and self.draft.reuses_prefix):
                self.draft.reset()
            st.d_fed = list(self.draft.tokens)  # the first _draft keeps the prefix it shares with d_ctx
            st.d_ctx = self.bridge.target_to_draft_prompt(prompt, self.draft_bos)
            st.draft_stop = set(np.nonzero(np.isin(self.bridge.d2t, list(stop_ids)))[0].tolist())
            self._sync_draft(st, [first])
            stats.time_s["rollback"] += time.perf_counter() - t0

        stopped = False
        while len(out) < max_new_tokens and out[-1] not in stop_ids:
            if should_stop is not None and should_stop():
                stopped = True
                break
            stats.rounds += 1
            room = max_new_tokens - len(out)  # proposals beyond this could never be kept
            t0 = time.perf_counter()
            prop = Proposal([], [])
            if method in ("prompt-lookup", "omnidraft+lookup"):
                prop = self._lookup(history, min(self.k, room), 2 if method == "omnidraft+lookup" else 1, stats)
            drafted, could_draft = [], (uses_drafter and st.d_ctx and not prop.target_ids and not st.pending_bytes
                                        and self._draft_fits(st, use_cache))
            if could_draft and control.should_draft():
                instead = prompt_lookup(np.asarray(history), min(self.k, room), min_n=1)  # what skipping would propose
                drafted, rows = self._draft(st, min(self.k, room), c, use_cache)
                t1 = time.perf_counter()
                stats.time_s["draft"] += t1 - t0
                prop = self._translate(drafted, rows, use_cache, limit=min(self.k, room), rule=sampling_rule)
                stats.drafted_tokens += len(drafted)
                stats.ngram_merges_proposed += sum(1 for n in prop.spans if n > 1)
                stats.time_s["translate"] += time.perf_counter() - t1
            else:
                if could_draft:  # the controller skipped the drafter: lookup fills the verifying call's spare row
                    prop = self._lookup(history, min(self.k, room), 1, stats)
                stats.time_s["draft"] += time.perf_counter() - t0
            proposed = prop.target_ids[:room]
            stats.proposed_target_tokens += len(proposed)

            t0 = time.perf_counter()
            base = self.target.length
            logits = self.target.forward([out[-1]] + proposed, row_stable=True)
            accepted, bonus = self._verify(logits, prop, proposed, c, penalties, sampling_rule, st.rng)
            t1 = time.perf_counter()
            stats.time_s["verify"] += t1 - t0
            if drafted:  # lookup would have had accepted its common prefix with the round's tokens
                control.record(len(drafted), accepted, common_prefix(instead, proposed[:accepted] + [bonus]))

            self.target.rollback(base + 1 + accepted)
            if recorder and drafted:
                t2 = time.perf_counter()
                recorder.round(st.d_ctx, drafted, prop.spans, len(proposed), accepted, logits)
                stats.time_s["record"] += time.perf_counter() - t2
                t1 += time.perf_counter() - t2
            if self.trace is not None:
                self.trace.append({"drafted": drafted, "proposed": proposed, "accepted": accepted})
            stats.accepted_target_tokens += accepted
            stats.accepted_draft_tokens += sum(prop.spans[:accepted]) if drafted else 0
            stats.ngram_merges_accepted += sum(1 for n in prop.spans[:accepted] if n > 1)
            new = proposed[:accepted] + [bonus]
            stats.bonus_tokens += 1
            for i, t in enumerate(new):  # stop at the first stop token or the length limit
                if t in stop_ids or len(out) + i + 1 >= max_new_tokens:
                    new = new[: i + 1]
                    break
            if recorder:
                recorder.emitted(new, logits)
            out.extend(new)
            history.extend(new)
            penalties.push(new)
            if on_tokens:
                on_tokens(new)
            if uses_drafter:
                self._sync_draft(st, new)
                if use_cache:
                    self._learn(new)
            stats.time_s["rollback"] += time.perf_counter() - t1

        elapsed = time.perf_counter() - t_start
        if recorder:
            recorder.finish(st.d_ctx, self.draft_tokens.bytes_of, self.target_tokens.bytes_of, len(st.pending_bytes))
        return out, {**stats.as_dict(method, len(out), elapsed, self.cache), "prompt_tokens": len(prompt),
                     "draft_control": control.stats() if control else None,
                     "cached_tokens": cached, "draft_cached_tokens": st.draft_cached,
                     "draft_context_full": st.draft_context_full, "stopped": stopped}

    @staticmethod
    def _lookup(history: list[int], k: int, min_n: int, stats: Stats) -> Proposal:
        """Prompt lookup's continuation as a proposal (judged by the point-mass rule); empty if none."""
        found = prompt_lookup(np.asarray(history), k, min_n=min_n)
        stats.lookup_rounds += bool(found)
        return Proposal(found, [1] * len(found), from_lookup=True)

    def _verify(self, logits, prop: Proposal, proposed: list[int], c: Controls, penalties: Penalties,
                rule: str, rng) -> tuple[int, int]:
        """Number of proposals accepted, and the token that follows them (correction or bonus). Row n
        is the target's distribution after proposals 0..n-1, which count as generated text for the
        penalties (they are accepted whenever row n is used)."""
        if c.greedy:
            if not c.penalized:
                choices = np.argmax(logits, axis=-1)
            else:
                choices = [int(np.argmax(penalties.apply(logits[n], proposed[:n]))) for n in range(len(proposed) + 1)]
            n = 0
            while n < len(proposed) and choices[n] == proposed[n]:
                n += 1
            return n, int(choices[n])
        for n, token in enumerate(proposed):
            p = distribution(penalties.apply(logits[n], proposed[:n]), c)
            q_row = None if prop.from_lookup else prop.q_rows[n]  # a lookup is deterministic: the point mass
            if q_row is None:
                replacement = accept_point_mass(p, token, rng)
            else:
                replacement = accept_or_resample(p, q_row, token, rng)
            if replacement is not None:
                return n, replacement
        p = distribution(penalties.apply(logits[len(proposed)], proposed), c)
        if prop.end_row is not None and len(proposed) == len(prop.target_ids):
            # the drafter's next token had no mapping: that outcome is a rejected proposal, so the
            # token comes from the residual, which keeps the output distributed as p
            return len(proposed), sample_residual(p, prop.end_row, rng)
        return len(proposed), sample(p, rng)


@dataclass
class _State:
    rng: np.random.Generator
    d_ctx: list[int] = field(default_factory=list)  # drafter tokens of the accepted text
    d_fed: list[int] = field(default_factory=list)  # drafter tokens in the drafter's KV cache
    pending_bytes: bytes = b""  # accepted bytes that do not yet form whole UTF-8 characters
    draft_stop: set[int] = field(default_factory=set)
    draft_cached: int | None = None  # drafter tokens of the prompt its cache already held
    draft_context_full: bool = False  # the drafter's context ran out: the rest went without it
