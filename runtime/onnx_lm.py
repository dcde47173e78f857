"""A causal LM bundle on onnxruntime with a KV cache that can roll back to any position.

Two cache modes, chosen by the bundle's manifest (``kv_mode`` overrides it, to measure one against
the other: GroupQueryAttention graphs run either way):
- shared buffer (GroupQueryAttention graphs): one preallocated [1, kv_heads, capacity, head_dim]
  buffer per layer is bound as both past and present; the graph writes new entries in place at
  the current length, so a step copies no cache and a rollback only shortens the attention mask.
  capacity is max_length, or a sliding-window graph's window where that is longer: onnxruntime's
  GroupQueryAttention refuses a cache shorter than its local window (Gemma-2/3: 512 or 4096).
- concat (generic graphs): present = past + new, returned each step; rollback slices it.
"""

import json
import platform

import numpy as np
import onnxruntime as ort

from omnidraft.errors import OmniDraftError
from omnidraft.runtime import gguf_ops, huge_pages
from omnidraft.runtime.bundle import Bundle, load_bundle

def session_options(threads: int | None, custom_op_domains: list[str] = ()) -> ort.SessionOptions:
    """``custom_op_domains``: the bundle's manifest's (graph.custom_op_domains); their libraries are registered."""
    opts = ort.SessionOptions()
    for domain in custom_op_domains:
        if domain != gguf_ops.DOMAIN:
            raise OmniDraftError(f"this bundle's graph needs custom ops of domain {domain!r}, which this runtime "
                                 f"does not know; export it again with this version of OmniDraft")
        opts.register_custom_ops_library(str(gguf_ops.library()))
    if threads:
        opts.intra_op_num_threads = threads
    # Spin while a run lasts (waking a sleeping worker per op cost decode 7% on an AVX2 EPYC, 25-30%
    # on an AVX-512 VNNI one, PERF.md), and stop spinning the moment the run returns, so the drafter's
    # idle pool never spins on the cores the target needs (with plain spinning it did: k=1 fell to
    # 0.66x of target-only). docs/results/qwen1.5b-int4-peers has the figures.
    opts.add_session_config_entry("session.intra_op.allow_spinning", "1")
    opts.add_session_config_entry("session.force_spinning_stop", "1")
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.log_severity_level = 3
    return opts


def sliding_window(bundle: Bundle) -> int:
    """The local attention window the graph's sliding-window layers were built with (genai_config.json,
    written by the model builder), or 0."""
    config = bundle.path / "genai_config.json"
    if not config.exists():
        return 0
    window = json.loads(config.read_text()).get("model", {}).get("decoder", {}).get("sliding_window") or {}
    return int(window.get("window_size") or 0)


def machine_row_end_multiple() -> int:
    """Where a row-stable call must end on this machine: 4 on ARM, anywhere elsewhere (see forward)."""
    return 4 if platform.machine().lower() in ("aarch64", "arm64") else 1


def rows_wanted(token_ids, last: int | None) -> tuple[list[int], int]:
    """A forward call's tokens as a list, and how many of the last rows' logits it returns."""
    token_ids = list(token_ids)
    if not token_ids:
        raise ValueError("forward needs at least one token")
    need = len(token_ids) if last is None else min(last, len(token_ids))
    if need < 1:
        raise ValueError(f"last={last}: ask for at least one row of logits")
    return token_ids, need


class OnnxLM:
    """Explicit state: ``length`` tokens are in the cache; ``forward`` appends, ``rollback`` truncates."""

    reuses_prefix = True  # a new prompt may keep the cached prefix it shares (prompt_cache.py)

    def __init__(self, bundle: Bundle | str, providers: list[str] | None = None, threads: int | None = None,
                 max_length: int = 2048, kv_mode: str | None = None, row_end_multiple: int | None = None):
        self.bundle = bundle if isinstance(bundle, Bundle) else load_bundle(bundle)
        graph = self.bundle.manifest["graph"]
        model = self.bundle.manifest["model"]
        self.vocab_size = model["vocab_size"]
        self.num_layers = model["num_layers"]
        self.kv_shape = (1, model["num_kv_heads"], 0, model["head_dim"])
        self.max_length = min(max_length, model.get("context_length") or max_length)
        with huge_pages.for_new_mappings() as pages:
            self.session = ort.InferenceSession(str(self.bundle.graph_path),
                                                session_options(threads, graph.get("custom_op_domains", [])),
                                                providers=providers or ["CPUExecutionProvider"])
        self.huge_page_bytes = pages["huge_page_bytes"]  # the session's weights on 2 MiB pages
        self.names = graph["io"]
        self.uses_position_ids = "position_ids" in self.names
        self.has_hidden = "hidden_states" in self.names
        self.has_logits_rows = "logits_rows" in self.names  # the head can run on the last rows only
        # every row computed as if alone (the op library's graphs): forward needs no row rules
        self.batch_invariant = bool(graph.get("batch_invariant"))
        self.hidden: np.ndarray | None = None  # final-norm hidden states of the last forward's tokens
        kv_mode = kv_mode or graph["kv_cache"]
        if kv_mode not in ("shared_buffer", "concat") or (kv_mode == "shared_buffer" and graph["kv_cache"] != kv_mode):
            raise OmniDraftError(f"kv_mode {kv_mode!r}: this graph supports "
                                 f"{'shared_buffer or concat' if graph['kv_cache'] == 'shared_buffer' else 'concat'}")
        self.shared = kv_mode == "shared_buffer"
        self.length = 0
        self.tokens: list[int] = []  # the ids in the cache, so a step can re-feed the previous one
        self.low_water = 0  # the shortest the cache has been since a caller last set it (prompt_cache)
        self._lone_row: int | None = None  # first cached position computed as a lone row (see forward)
        self.row_end_multiple = row_end_multiple or machine_row_end_multiple()  # see forward
        if self.shared:
            self._binding = self.session.io_binding()
            self._binding.bind_output(self.names["logits"], "cpu")  # first, so get_outputs()[0] is logits
            if self.has_hidden:
                self._binding.bind_output(self.names["hidden_states"], "cpu")  # and [1] the hidden states
            window = sliding_window(self.bundle)
            capacity = max(self.max_length, min(window, model.get("context_length") or window))
            shape = (1, self.kv_shape[1], capacity, self.kv_shape[3])
            self._buffers = [ort.OrtValue.ortvalue_from_numpy(np.zeros(shape, np.float32))
                             for _ in range(2 * self.num_layers)]
            for i, buf in enumerate(self._buffers):
                self._binding.bind_ortvalue_input(self._past_name(i), buf)
                self._binding.bind_ortvalue_output(self._present_name(i), buf)
        else:
            self._past = [np.zeros(self.kv_shape, np.float32) for _ in range(2 * self.num_layers)]

    def _past_name(self, i: int) -> str:
        return self.names["past"].format(layer=i // 2, kind=("key", "value")[i % 2])

    def _present_name(self, i: int) -> str:
        return self.names["present"].format(layer=i // 2, kind=("key", "value")[i % 2])

    def forward(self, token_ids, row_stable: bool = False, last: int | None = None) -> np.ndarray:
        """Run ``token_ids`` after the cached ones; return their logits, shape (n, vocab).

        ``last``: only the last ``last`` tokens' logits are wanted (a prefill wants one), so only
        those rows are returned, and where the graph has a ``logits_rows`` input the output head runs
        on them alone instead of on every row.

        A row computed alone gets different numbers from a row computed in a group (Qwen2.5 int8/int4
        logits differ by up to ~0.3): MLAS's SGEMM has a separate one-row kernel, reached by a
        single-row call and, inside GroupQueryAttention's flash path, by the last row of a call whose
        rows split into query blocks with one row left over (blocks of min(L2 / (32 * head_size),
        2 * head_size) rows: 128 on a 512 KiB-L2 CPU, so 129 or 257 rows). ``row_stable`` keeps every
        row, logits and cached keys/values alike, in the grouped numerics: every call has an even number
        of rows, re-feeding the previous token and any cached row that may have been computed alone.
        The blocks are even for any L2 that is a multiple of 64 * head_size bytes (every L2 size in use),
        so an even call never leaves one row over, whatever the CPU, and a decoder that verifies several
        tokens at once and a reference that decodes one at a time see exactly the same numbers.

        On onnxruntime's ARM kernels a row's numbers also depend on the length of the cache its call
        ends at: they are the same whenever that length is a multiple of 4, and differ at the last rows
        otherwise (docs/guarantees.md, measured under qemu). There (``row_end_multiple`` 4) a row-stable
        call also runs up to 3 rows past its tokens, whose logits and cache entries are then dropped.
        """
        token_ids, need = rows_wanted(token_ids, last)
        if not row_stable or self.batch_invariant:
            return self._run(token_ids, need)[-need:]
        start = self.length if self._lone_row is None else self._lone_row
        end = self.length + len(token_ids)
        pad = max(0, min(-end % self.row_end_multiple, self.max_length - end))  # rows run, then forgotten
        if (end + pad - start) % 2 and start > 0:
            start -= 1
        refed = self.tokens[start:self.length]
        self.rollback(start)
        rows = refed + token_ids + token_ids[-1:] * pad
        if len(rows) % 2 == 0 or len(rows) == 1:  # a one-token prompt is alone by necessity; the next call re-feeds it
            logits, hidden = self._run(rows, need + pad), self.hidden
        else:  # an odd prompt: all but its last row, then the last two
            head, head_hidden = self._run(rows[:-1], need + pad - 1), self.hidden
            self.rollback(self.length - 1)
            tail = self._run(rows[-2:], 2)
            logits = np.concatenate([head[:-1], tail])
            hidden = np.concatenate([head_hidden[:-1], self.hidden]) if self.has_hidden else None
        if pad:
            self.rollback(self.length - pad)
            logits = logits[:-pad]
        if self.has_hidden:
            self.hidden = hidden[len(refed):len(refed) + len(token_ids)]
        return logits[-need:]

    def _run(self, token_ids: list[int], rows: int) -> np.ndarray:
        """One session call for ``token_ids`` after the cached ones; the logits of at least the last ``rows``.

        The head runs on an even number of rows, at least two: an odd count leaves its last row to
        MLAS's one-row kernel, whose numbers differ from the grouped ones (see forward; with int4
        blocks of 64 or 128 the head's MatMulNBits has such a kernel too), and the last row must not
        depend on how many rows were asked for.
        """
        ids = np.asarray(token_ids, dtype=np.int64).reshape(1, -1)
        n = ids.shape[1]
        total = self.length + n
        if total > self.max_length:
            raise OmniDraftError(f"context of {total} tokens exceeds this session's max_length {self.max_length}")
        feeds = {self.names["input_ids"]: ids, self.names["attention_mask"]: np.ones((1, total), np.int64)}
        if self.has_logits_rows:
            feeds[self.names["logits_rows"]] = np.array([rows if self.batch_invariant else min(n, max(rows + rows % 2, 2))],
                                                        np.int64)
        if self.uses_position_ids:
            feeds[self.names["position_ids"]] = np.arange(self.length, total, dtype=np.int64).reshape(1, -1)
        if self.shared:
            b = self._binding
            for name, value in feeds.items():
                b.bind_cpu_input(name, value)
            b.bind_output(self.names["logits"], "cpu")  # rebind: its shape changes with n
            if self.has_hidden:
                b.bind_output(self.names["hidden_states"], "cpu")
            self.session.run_with_iobinding(b)
            outputs = b.get_outputs()
            logits = outputs[0].numpy()
            if self.has_hidden:
                self.hidden = outputs[1].numpy()[0]
        else:
            for i, past in enumerate(self._past):
                feeds[self._past_name(i)] = past
            outputs = self.session.run(None, feeds)
            by_name = dict(zip((o.name for o in self.session.get_outputs()), outputs))
            logits = by_name[self.names["logits"]]
            if self.has_hidden:
                self.hidden = by_name[self.names["hidden_states"]][0]
            self._past = [by_name[self._present_name(i)] for i in range(2 * self.num_layers)]
        del self.tokens[self.length:]
        self.tokens.extend(token_ids)
        self.length = total
        if n % 2 and self._lone_row is None and not self.batch_invariant:
            self._lone_row = total - 1  # an odd call's last row may have been computed alone
        return logits[0]

    def rollback(self, length: int) -> None:
        """Forget every cached token from position ``length`` on."""
        if not 0 <= length <= self.length:
            raise ValueError(f"cannot roll back to {length}: cache holds {self.length}")
        if not self.shared and length < self.length:
            self._past = [np.ascontiguousarray(p[:, :, :length]) for p in self._past]
        del self.tokens[length:]
        self.length = length
        self.low_water = min(self.low_water, length)
        if self._lone_row is not None and self._lone_row >= length:
            self._lone_row = None

    def reset(self) -> None:
        self.rollback(0)
