"""A fixed-shape (NPU) bundle behind OnnxLM's interface: the host owns a C-slot KV cache.

A static bundle (``omnidraft export --device qnn``) holds graphs of fixed row counts at one context C:
decode [1,1], verify [1,k+1] and prefill [1,P] (export/static_graph.py). Per call the host:
- looks up the embeddings, builds cos/sin for the positions and the additive mask, which hides the
  cache slots not yet filled and the later rows of the call;
- pads the tokens to the graph's row count (padded rows come after the real ones, so no real row
  can see them);
- writes the graph's new K/V rows into its cache at the fill point.
Rollback moves the fill point and zeroes the slots it frees, so the cache holds exactly what the
accepted tokens put there, whatever was drafted and rejected before.

Which graph runs a call depends only on the call's length: a call longer than the verify graph goes
through prefill chunks until at most that many tokens remain; those go through the verify graph, or
through the decode graph when one token is left and the caller did not ask for ``row_stable``. So a
greedy target-only reference (``row_stable``: every step through the verify graph) and speculative
verification run every token in the same graph; whether a row's numbers also ignore its index in the
call is the graph's property, which tests/test_npu.py measures on the CPU and the HTP simulator.
SpeculativeDecoder runs above this unchanged.
"""

import numpy as np
import onnxruntime as ort

from omnidraft.errors import OmniDraftError
from omnidraft.runtime import qnn
from omnidraft.runtime.bundle import Bundle, load_bundle
from omnidraft.runtime.onnx_lm import rows_wanted, session_options


def is_static(bundle: Bundle) -> bool:
    return bundle.manifest["graph"].get("kind") == "static"


def _cpu_session(path, threads: int | None, options: ort.SessionOptions | None = None) -> ort.InferenceSession:
    return ort.InferenceSession(str(path), options or session_options(threads), providers=["CPUExecutionProvider"])


class StaticLM:
    """``length`` tokens are in the cache; ``forward`` appends, ``rollback`` truncates (as OnnxLM)."""

    has_hidden = False
    hidden = None
    reuses_prefix = False  # prefill and verify graphs differ: a prompt is computed whole (prompt_cache.py)

    def __init__(self, bundle: Bundle | str, providers: list[str] | None = None, threads: int | None = None,
                 max_length: int | None = None, soc: str | None = None,
                 cpu_options: ort.SessionOptions | None = None):
        """``cpu_options``: the CPU sessions' options where the exporter needs its own (export/qdq.py)."""
        self.cpu_options = cpu_options
        self.bundle = bundle if isinstance(bundle, Bundle) else load_bundle(bundle)
        manifest = self.bundle.manifest
        graph, model = manifest["graph"], manifest["model"]
        self.vocab_size = model["vocab_size"]
        self.num_layers = model["num_layers"]
        self.context = graph["context"]
        self.max_length = min(max_length or self.context, self.context)
        self.rows = {name: g["rows"] for name, g in graph["graphs"].items()}
        self.mask_value = graph["mask_value"]
        on_npu = qnn.requested(providers)
        self.provider = "qnn" if on_npu else "cpu"
        self.soc = soc
        self.sessions = {name: self._open(name, threads, on_npu, soc) for name in self.rows}
        self.session = self.sessions["verify"]
        root = self.bundle.path
        self.embeddings = np.load(root / graph["embeddings"], mmap_mode="r")
        rope = np.load(root / graph["rope"])
        self.inv_freq, self.rope_scaling = rope["inv_freq"].astype(np.float64), float(rope["attention_scaling"][0])
        kv, head_dim = model["num_kv_heads"], model["head_dim"]
        self.cache = np.zeros((2 * self.num_layers, 1, kv, self.context, head_dim), np.float32)
        self.input_names = [i.name for i in self.session.get_inputs()]
        self.length = 0
        self.tokens: list[int] = []
        # called with (graph name, every output of the call) after each call: calibration (export/qdq.py)
        self.observer = None
        self.calls = {name: 0 for name in self.rows}
        # graph nodes per provider over every graph, on the HTP (stats: what ran where); the CPU: none
        self.nodes_by_provider: dict[str, int] = {}
        for session in self.sessions.values() if on_npu else ():
            for provider, nodes in qnn.nodes_by_provider(session).items():
                self.nodes_by_provider[provider] = self.nodes_by_provider.get(provider, 0) + nodes

    def _open(self, name: str, threads: int | None, on_npu: bool, soc: str | None) -> ort.InferenceSession:
        graphs = self.bundle.manifest["graph"]["graphs"]
        if not on_npu:
            return _cpu_session(self.bundle.path / graphs[name]["file"], threads, self.cpu_options)
        compiled = self.bundle.manifest.get("qnn", {}).get("socs", {})
        if soc is None:
            raise OmniDraftError("the QNN provider needs the phone's SoC: pass soc (--soc), one of "
                                 f"{', '.join(compiled) or 'none: this bundle has no context binaries'}")
        if soc not in compiled:
            raise OmniDraftError(f"{self.bundle.path} has HTP context binaries for {', '.join(compiled) or 'no SoC'}, "
                                 f"not {soc}: a context binary runs only on the chip it was compiled for. Re-export "
                                 f"with --device qnn --soc {soc}")
        if self.bundle.manifest["qnn"].get("weight_sharing") is True and qnn.simulated():
            # loading a shared-weights binary crashes the x86 simulator (NPU.md): refuse it first
            raise OmniDraftError(f"{self.bundle.path}: its context binaries share weights between graphs, which the "
                                 "x86 HTP simulator cannot load; run it on a device, or re-export without "
                                 "--weight-sharing to check it here")
        return qnn.session(self.bundle.path / compiled[soc]["graphs"][name]["file"], soc)

    def _graph_for(self, remaining: int, row_stable: bool) -> str:
        if remaining > self.rows["verify"]:
            return "prefill" if "prefill" in self.rows else "verify"
        if remaining == 1 and not row_stable and "decode" in self.rows:
            return "decode"
        return "verify"

    def forward(self, token_ids, row_stable: bool = False, last: int | None = None) -> np.ndarray:
        """Run ``token_ids`` after the cached ones; return the logits of the last ``last`` (default all)."""
        token_ids, need = rows_wanted(token_ids, last)
        if self.length + len(token_ids) > self.max_length:
            raise OmniDraftError(f"context full: {self.length} cached + {len(token_ids)} new tokens exceed the "
                                 f"static graphs' context of {self.max_length}; export with a larger --context")
        out, pos, first = [], 0, len(token_ids) - need  # rows before ``first`` are not returned
        while pos < len(token_ids):
            name = self._graph_for(len(token_ids) - pos, row_stable)
            chunk = token_ids[pos:pos + self.rows[name]]
            logits = self._run(name, chunk)
            if pos + len(chunk) > first:
                out.append(logits[max(0, first - pos):])
            pos += len(chunk)
        return np.concatenate(out)

    def _feeds(self, chunk: list[int], rows: int) -> dict[str, np.ndarray]:
        n, start, c = len(chunk), self.length, self.context
        embeds = np.zeros((1, rows, self.embeddings.shape[1]), np.float32)
        embeds[0, :n] = self.embeddings[chunk]
        angles = np.arange(start, start + rows, dtype=np.float64)[:, None] * self.inv_freq[None, :]
        angles = np.concatenate([angles, angles], axis=-1)
        mask = np.full((1, 1, rows, c + rows), self.mask_value, np.float32)
        mask[..., :start] = 0.0
        mask[0, 0, :, c:] = np.where(np.tril(np.ones((rows, rows), bool)), 0.0, self.mask_value)
        feeds = {"inputs_embeds": embeds,
                 "cos": (np.cos(angles) * self.rope_scaling).astype(np.float32)[None, None],
                 "sin": (np.sin(angles) * self.rope_scaling).astype(np.float32)[None, None],
                 "attention_mask": mask}
        for i, name in enumerate(self.input_names[4:]):
            feeds[name] = self.cache[i]
        return feeds

    def _run(self, name: str, chunk: list[int]) -> np.ndarray:
        n = len(chunk)
        feeds = self._feeds(chunk, self.rows[name])
        outputs = self.sessions[name].run(None, feeds)
        self.calls[name] += 1
        if self.observer is not None:
            self.observer(name, outputs)
        for i, new in enumerate(outputs[1:1 + len(self.cache)]):  # a calibration graph has more outputs
            self.cache[i, :, :, self.length:self.length + n] = new[:, :, :n]
        self.tokens.extend(chunk)
        self.length += n
        return outputs[0][0, :n]

    def rollback(self, length: int) -> None:
        """Forget every cached token from position ``length`` on."""
        if not 0 <= length <= self.length:
            raise ValueError(f"cannot roll back to {length}: cache holds {self.length}")
        self.cache[:, :, :, length:self.length] = 0.0
        del self.tokens[length:]
        self.length = length

    def reset(self) -> None:
        self.rollback(0)
