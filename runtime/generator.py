"""The public API: load a target (and a drafter) bundle once, then generate from prompts or chats."""

import sys
from dataclasses import dataclass
from pathlib import Path

from omnidraft.cache_store.persist import CacheConfig, CacheFile
from omnidraft.cache_store.store import Namespace, NgramStore
from omnidraft.errors import OmniDraftError
from omnidraft.runtime import qnn
from omnidraft.runtime.accept_head import AcceptHead
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.draft_control import DraftControl, time_draft_cost
from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.sampling import Controls
from omnidraft.runtime.params import DEFAULT_SAMPLING_RULE, check, check_generation, check_sampling_rule
from omnidraft.runtime.speculative import DEFAULT_K, METHODS, SpeculativeDecoder
from omnidraft.runtime.static_lm import StaticLM, is_static
from omnidraft.runtime.stop_strings import StopStrings
from omnidraft.runtime.target_only import greedy_decode
from omnidraft.runtime.text import TextStream, load_tokenizer, prompt_ids
from omnidraft.runtime.vocab import TokenBytes, VocabBridge

# Below this share of the drafter's vocabulary mapping into the target, speculation cannot pay.
MIN_SHARED_FRACTION = 0.05


@dataclass
class Result:
    text: str
    token_ids: list[int]
    stats: dict


def open_lm(bundle, providers: list[str] | None, threads: int | None, max_length: int, soc: str | None = None):
    """A session over ``bundle``: OnnxLM for a CPU bundle (dynamic shapes), StaticLM for an NPU one."""
    if is_static(bundle):
        return StaticLM(bundle, providers, threads, max_length, soc)
    if qnn.requested(providers):
        raise OmniDraftError(f"{bundle.path} is a CPU bundle (dynamic shapes); the QNN HTP runs static bundles: "
                             "omnidraft export MODEL --device qnn --out DIR")
    return OnnxLM(bundle, providers, threads, max_length)


def _token_bytes(bundle) -> TokenBytes:
    return TokenBytes(bundle.tokenizer_path, bundle.manifest["tokenizer"]["special_tokens"])


class Generator:
    """``Generator(target, draft).generate("prompt")``; methods: omnidraft (default), spd-dm,
    prompt-lookup, omnidraft+lookup, target-only.

    ``cache`` says how the n-gram cache is bounded and whether it lives in a file; a file-backed
    cache is loaded here, autosaved after a generation once ``autosave_s`` have passed, and saved
    by ``close()`` (or leaving a ``with Generator(...)`` block).

    ``sampling_rule`` (when temperature > 0): "exact" (default; output distributed exactly as the
    target's), "point" (the point-mass rule everywhere, exact) or "eq2" (the paper's Eq. 2 for
    merged tokens, approximate); docs/guarantees.md, "Sampling". A call may override it.

    ``draft_cost``: the break-even controller calls the drafter only while recent rounds accept more
    than this many target tokens per drafted token (runtime/draft_control.py); None (default) times it
    here, at load, 0 drafts every round. stats["draft_control"] says what it decided and why.
    """

    def __init__(self, target: str | Path, draft: str | Path | None = None, k: int = DEFAULT_K,
                 min_draft_confidence: float = 0.0, providers: list[str] | None = None,
                 threads: int | None = None, max_length: int = 2048, cache: CacheConfig | None = None,
                 accept_gamma: float | None = None, soc: str | None = None,
                 sampling_rule: str = DEFAULT_SAMPLING_RULE, draft_cost: float | None = None):
        check("k", k)
        check("draft_cost", draft_cost, optional=True)
        self.sampling_rule = check_sampling_rule(sampling_rule)
        check("min_draft_confidence", min_draft_confidence)
        check("accept_gamma", accept_gamma, optional=True)
        check("threads", threads, optional=True)
        target_bundle = load_bundle(target)
        self.threads = threads
        self.providers, self.soc = providers, soc  # soc: the Snapdragon chip a static bundle's HTP binaries target
        self.target = open_lm(target_bundle, providers, threads, max_length, soc)
        if isinstance(self.target, StaticLM) and k + 1 > self.target.rows["verify"]:
            raise OmniDraftError(f"{target_bundle.path} verifies at most {self.target.rows['verify'] - 1} proposed tokens "
                                 f"per call (its verify graph has {self.target.rows['verify']} rows); pass k <= "
                                 f"{self.target.rows['verify'] - 1}, or export it with --k {k}")
        self.tokenizer = load_tokenizer(target_bundle.path)
        self.target_tokens = _token_bytes(target_bundle)
        self.stop_ids = frozenset(target_bundle.manifest["tokenizer"]["eos_token_ids"])
        self.draft = self.draft_tokens = self.bridge = None
        self.fallback_reason = None
        if draft is not None:
            draft_bundle = load_bundle(draft)
            if draft_bundle.path.resolve() == target_bundle.path.resolve():
                raise OmniDraftError("the drafter and the target are the same bundle; pass a smaller drafter")
            self.draft_tokens = _token_bytes(draft_bundle)
            self.bridge = VocabBridge(self.draft_tokens, self.target_tokens, draft_bundle.manifest["model"]["vocab_size"])
            fraction = self.bridge.shared / self.draft_tokens.vocab_size
            if fraction < MIN_SHARED_FRACTION:
                self.fallback_reason = (f"only {self.bridge.shared} of the drafter's {self.draft_tokens.vocab_size} "
                                        "tokens map into the target's vocabulary; generating with the target alone")
                print(f"warning: {self.fallback_reason}", file=sys.stderr)
                self.bridge = self.draft_tokens = None
            else:
                self.draft = open_lm(draft_bundle, providers, threads, max_length, soc)
        self.cache_file = None
        store = self._open_cache(cache or CacheConfig())
        self.decoder = SpeculativeDecoder(self.target, self.target_tokens, self.draft, self.draft_tokens,
                                          self.bridge, store, k, min_draft_confidence, draft_cost or 0.0)
        if draft_cost is None and self.draft is not None:
            self.decoder.control = DraftControl(time_draft_cost(self.target, self.draft), timed=True)
        self.use_accept_head(accept_gamma)

    def _open_cache(self, config: CacheConfig) -> NgramStore:
        if self.draft_tokens is None:  # no drafter: no cross-vocabulary cache to keep
            return NgramStore(policy="none")
        namespace = Namespace(self.draft_tokens.fingerprint(), self.target_tokens.fingerprint(),
                              self.draft_tokens.vocab_size, self.target_tokens.vocab_size, config.scope)
        try:
            if config.path is None:
                return NgramStore(config.policy, config.max_entries, config.max_bytes, 0, namespace)
            self.cache_file = CacheFile(config, namespace)
        except ValueError as e:
            raise OmniDraftError(str(e)) from e
        return self.cache_file.store

    def open_draft(self, bundle: str | Path) -> OnnxLM:
        """A drafter session on this generator's providers and threads (to swap in or to score)."""
        return open_lm(load_bundle(bundle), self.providers, self.threads, self.target.max_length, self.soc)

    def swap_draft(self, draft: str | Path | OnnxLM) -> OnnxLM:
        """Decode with another drafter from the next prompt on, without a restart; returns the one
        it replaces (keep it to swap back). The new drafter must have the same tokenizer, so the
        vocabulary bridge and the n-gram cache stay valid."""
        if self.draft is None:
            raise OmniDraftError("this generator has no drafter to swap")
        lm = draft if isinstance(draft, (OnnxLM, StaticLM)) else self.open_draft(draft)
        if not self._same_tokenizer(lm.bundle):
            raise OmniDraftError(f"{lm.bundle.path}: its tokenizer differs from the current drafter's; a swap keeps "
                                 "the vocabulary, so open a new Generator for another drafter")
        previous, self.draft = self.draft, lm
        self.decoder.draft = lm
        if self.decoder.control.timed:  # the new drafter's cost
            self.decoder.control = DraftControl(time_draft_cost(self.target, lm), timed=True)
        if self.decoder.accept_head is not None:
            self.use_accept_head(self.decoder.accept_head.gamma)
        return previous

    def _same_tokenizer(self, bundle) -> bool:
        """Identical tokenizer files (by the manifests' sha256) settle it; otherwise compare vocabularies."""
        tokenizer = self.draft.bundle.manifest["files"].get(self.draft.bundle.tokenizer_path.name)
        if tokenizer is not None and bundle.manifest["files"].get(bundle.tokenizer_path.name) == tokenizer:
            return True
        return _token_bytes(bundle).fingerprint() == self.draft_tokens.fingerprint()

    def use_accept_head(self, gamma: float | None) -> None:
        """Stop drafting when the drafter bundle's learned head puts 1 - prod P(accept) above ``gamma``
        (None: draft the full k, or down to ``min_draft_confidence``)."""
        if gamma is None:
            self.decoder.accept_head = None
            return
        check("accept_gamma", gamma)
        if self.draft is None or not self.draft.has_hidden:
            raise OmniDraftError("the learned acceptance head needs a drafter bundle exported with hidden states "
                                 "(omnidraft adapt --head writes one)")
        self.decoder.accept_head = AcceptHead.load(self.draft.bundle.path, gamma)

    @property
    def usable_context(self) -> int:
        """Prompt plus new tokens one call can hold: a round may verify k proposals and a bonus beyond them."""
        return self.target.max_length - self.decoder.k - 2

    def conversation(self, system: str | None = None, on_overflow: str = "error",
                     keep_stopped_turns: bool = False) -> "Conversation":
        """A multi-turn chat over this generator's sessions (runtime/conversation.py)."""
        from omnidraft.runtime.conversation import Conversation

        return Conversation(self, system, on_overflow, keep_stopped_turns)

    @property
    def cache(self) -> NgramStore:
        return self.decoder.cache

    def save_cache(self) -> int | None:
        """Write the n-gram cache to its file now (None when it has no file)."""
        return self.cache_file.save() if self.cache_file else None

    def close(self) -> None:
        self.save_cache()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def generate(self, prompt: str | list[dict], max_new_tokens: int = 128, temperature: float = 0.0,
                 top_p: float = 1.0, seed: int | None = None, method: str | None = None, chat: bool = False,
                 on_text=None, reference: bool = False, reuse: bool = True, stop: list[str] | None = None,
                 should_stop=None, *, top_k: int = 0, min_p: float = 0.0, repetition_penalty: float = 1.0,
                 presence_penalty: float = 0.0, frequency_penalty: float = 0.0, penalty_last_n: int = -1,
                 sampling_rule: str | None = None) -> Result:
        """``reference`` (target-only greedy): decode in the numerics verification uses, from scratch, so
        the tokens are exactly those every speculative method must reproduce (see OnnxLM.forward,
        row_stable). ``reuse``: keep the KV cache's prefix that the prompt shares with what the sessions
        hold from the last call (a chat's history), computing only the rest; stats["cached_tokens"] says
        how many prompt tokens that saved. ``stop``: strings that end generation at the round where one
        appears; the text ends before it, and on_text never shows any part of it (runtime/stop_strings.py).
        ``should_stop``: a callable checked once per round; True ends generation there (a client gone).
        stats["finish_reason"] says why it ended: eos, stop_string, length or stopped.

        The controls apps send, applied to the target's distribution at every position (meanings and
        order: runtime/sampling.py): ``top_k`` (0 = off), ``min_p`` (0 = off), ``repetition_penalty``
        (HF/llama.cpp: prompt and generated tokens' logits divided if positive, multiplied if negative;
        1 = off) over the last ``penalty_last_n`` of those tokens (-1 = all, llama.cpp's repeat_last_n),
        ``presence_penalty`` and ``frequency_penalty`` (OpenAI: subtracted once / per
        occurrence in the generated text; 0 = off). Greedy with controls is the argmax of the penalized
        logits, and every method still gives the reference decode's tokens with the same controls.
        ``sampling_rule``: this call's rule (default: the generator's)."""
        self._method(method)  # a bad method is refused before the prompt is tokenized
        if (isinstance(prompt, str) and not prompt.strip()) or (isinstance(prompt, list) and not prompt):
            raise OmniDraftError("the prompt is empty")
        try:
            ids = prompt_ids(self.tokenizer, prompt, chat)
        except ValueError as e:
            raise OmniDraftError(str(e)) from e
        return self.generate_ids(ids, max_new_tokens, temperature, top_p, seed, method, on_text, reference, reuse,
                                 stop, should_stop, top_k=top_k, min_p=min_p, repetition_penalty=repetition_penalty,
                                 presence_penalty=presence_penalty, frequency_penalty=frequency_penalty,
                                 penalty_last_n=penalty_last_n, sampling_rule=sampling_rule)

    def _method(self, method: str | None) -> str:
        """The method a call runs: the default for this pair, checked; a drafter's method falls back to
        target-only where the drafter was dropped (fallback_reason)."""
        if method is None:
            method = "omnidraft" if self.draft is not None else "target-only"
        if method not in METHODS:
            raise OmniDraftError(f"method {method!r}: choose one of {', '.join(METHODS)}")
        if method in ("omnidraft", "spd-dm", "omnidraft+lookup") and self.draft is None:
            if self.fallback_reason is None:
                raise OmniDraftError(f"--method {method} needs a drafter bundle (--draft)")
            method = "target-only"
        return method

    def generate_ids(self, ids: list[int], max_new_tokens: int, temperature: float = 0.0, top_p: float = 1.0,
                     seed: int | None = None, method: str | None = None, on_text=None,
                     reference: bool = False, reuse: bool = True, stop: list[str] | None = None,
                     should_stop=None, *, top_k: int = 0, min_p: float = 0.0, repetition_penalty: float = 1.0,
                     presence_penalty: float = 0.0, frequency_penalty: float = 0.0, penalty_last_n: int = -1,
                     sampling_rule: str | None = None) -> Result:
        """``reference``, ``reuse``, ``stop``, ``should_stop``, the controls and ``sampling_rule``: see
        generate(); a reference decode never reuses. With a stop string, token_ids end with the token
        that completes it."""
        method = self._method(method)
        controls = {"top_k": top_k, "min_p": min_p, "repetition_penalty": repetition_penalty,
                    "presence_penalty": presence_penalty, "frequency_penalty": frequency_penalty,
                    "penalty_last_n": penalty_last_n}
        check_generation(max_new_tokens, temperature, top_p, seed, **controls)
        rule = self.sampling_rule if sampling_rule is None else check_sampling_rule(sampling_rule)
        plain = Controls(**controls).neutral  # penalty_last_n alone changes nothing
        stops = StopStrings(stop)
        if reference and (method != "target-only" or temperature > 0):
            raise OmniDraftError("the reference decode is the target alone, greedy: use method='target-only' and "
                                 "temperature 0 (speculative methods always verify in these numerics)")
        limit = self.usable_context
        if len(ids) + max_new_tokens > limit:
            raise OmniDraftError(f"prompt of {len(ids)} tokens + {max_new_tokens} new tokens exceeds the "
                                 f"usable context of {limit}; shorten the prompt or lower max_new_tokens")
        stream = TextStream(self.tokenizer) if on_text or stops.stops else None
        emit = on_text or (lambda piece: None)
        kept = []  # with stop strings: the ids up to the one that completes a stop string

        def on_tokens(new: list[int]) -> None:
            if not stops.stops:
                return emit(stream.push(new))
            for t in new:  # one at a time, to know which token completes a stop string
                if stops.found is not None:
                    return
                kept.append(t)
                if piece := stops.push(stream.push([t])):
                    emit(piece)

        def stop_now() -> bool:
            return stops.found is not None or bool(should_stop and should_stop())

        hook = on_tokens if stream is not None else None
        if method == "target-only" and temperature <= 0 and plain:
            out, stats = greedy_decode(self.target, ids, max_new_tokens, self.stop_ids, hook, reference,
                                       reuse and not reference, stop_now)
            stats = {"method": "target-only", **stats}
        else:
            # with controls, the target-only greedy decode runs in the decoder too: always the grouped
            # (reference) numerics, a two-row step per token
            out, stats = self.decoder.generate(ids, max_new_tokens, method, self.stop_ids, temperature, top_p,
                                               seed, hook, reuse and not reference, stop_now,
                                               controls=None if plain else controls, sampling_rule=rule)
            if method == "target-only" and temperature <= 0:
                stats["reference"] = True
        if stops.found is None and stream is not None and (rest := stops.push(stream.finish()) + stops.finish()):
            emit(rest)
        stats["stop_string"] = stops.found
        if stops.found is not None:
            out, text, reason = kept, stops.text, "stop_string"
        else:
            text = self.tokenizer.decode(out, skip_special_tokens=True)
            reason = ("eos" if out and out[-1] in self.stop_ids else "length" if len(out) >= max_new_tokens
                      else "stopped")
        stats["finish_reason"] = reason
        stats["stopped"] = reason == "stopped"  # should_stop ended it (the decoders count a stop string too)
        if self.bridge is not None:
            stats["shared_vocabulary"] = self.bridge.shared
        if placed := getattr(self.target, "nodes_by_provider", None):  # a static model on the HTP: what ran where
            stats["nodes_by_provider"] = {"target": placed}
            if self.draft is not None:
                stats["nodes_by_provider"]["draft"] = self.draft.nodes_by_provider
        if self.cache_file is not None:
            self.cache_file.maybe_autosave()
        return Result(text, out, stats)
