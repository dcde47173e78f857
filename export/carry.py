"""Put a GGUF's own quantized blocks into an exported graph in place of the exporter's requantized weights.

The builder (export/genai_builder.py) writes its graph from the fp32 checkpoint that transformers
dequantized from the GGUF; at int4/int8 it quantizes those weights again, so the GGUF's rounding and
its own add up. This pass swaps every MatMulNBits node's weights, and the embedding's Gather, for the
GGUF tensors' blocks (export/gguf_blocks.py), so the bundle computes with exactly the source's weights:

- MatMulNBits: bits and block size of the carried form, uint8 zero points, accuracy level kept (4 on the
  packaged CPU graphs). Types with a per-block minimum add ``blocksum(X) @ offsets^T`` (a float32 MatMul
  over k_blocks = K/32 columns). A fused node (the builder's qkv_proj) whose parts carry different forms
  (Qwen2.5 1.5B: q, k Q4_K and v Q6_K) is split into one node per run of equal forms and a Concat.
- Embeddings: GatherBlockQuantized over the carried codes (uint8 data, bits 4 or 8, uint8 zero points, the
  only zero-point type its 1.31.1 schema takes), plus a Gather of the per-block offsets where the type has
  minimums. A tied table and head share one copy of the codes, scales and zero points: the gather reads
  the head's MatMulNBits blocks [N, k_blocks, blob] through a Reshape to [N, K * bits / 8], byte for byte
  the layout GatherBlockQuantized takes (two 4-bit codes per byte, low nibble first, in both).
- Every carried matrix is checked against the checkpoint the builder read (transformers' dequantization
  of the same GGUF): its dequantized values must equal that weight bit for bit, or the pass fails. That
  also proves the row order (llama.cpp permutes Llama q/k rows; transformers undoes it; so do we).

The ggml form (``form="ggml"``, ``--gguf-blocks ggml``) puts each GGUF tensor's rows in byte for byte
instead and computes them with the op library's batch-invariant kernels through the custom ops of runtime/gguf_ops.py
(GgufMatMul, GgufGather): the GGUF's bits exactly (no 8-bit stand-in for 5- and 6-bit codes, no float32
k-quant scales), at llama.cpp's speed for those types; the same check against the checkpoint.

Tensors of a type without a carried form keep the builder's weights; ``carry_blocks`` lists them.
"""

import re
from pathlib import Path
from typing import NamedTuple

import numpy as np

from omnidraft.errors import OmniDraftError
from omnidraft.export.gguf_blocks import CARRIED_TYPE_NAMES, CARRY_ROWS, Carried, carry_slices, concat_rows, tensor_rows
from omnidraft.export.rotary import compute_in_graph
from omnidraft.runtime.gguf_ops import DOMAIN as GGUF_OPS_DOMAIN

# builder node (layer, projection) -> GGUF tensor names, in the row order the node's weight concatenates them
PROJECTIONS = {
    "qkv_proj": ("attn_q", "attn_k", "attn_v"), "q_proj": ("attn_q",), "k_proj": ("attn_k",),
    "v_proj": ("attn_v",), "o_proj": ("attn_output",), "gate_proj": ("ffn_gate",), "up_proj": ("ffn_up",),
    "down_proj": ("ffn_down",), "gate_up_proj": ("ffn_gate", "ffn_up"),
}
HF_NAMES = {
    "attn_q": "self_attn.q_proj", "attn_k": "self_attn.k_proj", "attn_v": "self_attn.v_proj",
    "attn_output": "self_attn.o_proj", "ffn_gate": "mlp.gate_proj", "ffn_up": "mlp.up_proj",
    "ffn_down": "mlp.down_proj",
}
LAYER_NODE = re.compile(r"^/model/layers\.(\d+)/(?:attn|mlp)/(\w+)/MatMul(?:_Q\d)?$")
HEAD_NODE = re.compile(r"^/lm_head/MatMul(?:_Q\d)?$")
# llama.cpp's converter permutes these architectures' q/k rows for its rope layout (transformers'
# LlamaTensorProcessor undoes it on load)
PERMUTED_QK = {"llama", "mistral", "granite", "smollm3"}


def _llama_rows(rows: int, n_head: int) -> np.ndarray:
    """transformers' _reverse_permute_weights as a row index: hf_rows = gguf_rows[index]."""
    dim = rows // n_head // 2
    return np.arange(rows).reshape(n_head, dim, 2).swapaxes(2, 1).reshape(rows)


class Rows(NamedTuple):
    """A GGUF matrix checked against the checkpoint: its rows as stored, in the graph's row order, and
    (MatMulNBits form only) parsed into its carried form."""
    ggml_type: int
    k: int
    rows: np.ndarray  # uint8 [N, row bytes]
    parsed: Carried | None


class _HF:
    """The checkpoint's weights by name (safetensors), read a slice at a time. Each read opens its file
    and closes it, so the slices' pages of the memory-mapped file are not kept mapped (and counted) for
    the whole pass: the 1.5B's float32 checkpoint is 6 GB."""

    def __init__(self, checkpoint: Path):
        from safetensors import safe_open

        self.files = {}
        for f in sorted(Path(checkpoint).glob("*.safetensors")):
            with safe_open(f, "np") as handle:
                for key in handle.keys():
                    self.files[key] = (f, tuple(handle.get_slice(key).get_shape()))

    def shape(self, name: str) -> tuple[int, ...] | None:
        return self.files[name][1] if name in self.files else None

    def rows(self, name: str, start: int, stop: int) -> np.ndarray:
        from safetensors import safe_open

        f, shape = self.files[name]
        with safe_open(f, "np") as handle:  # safetensors refuses a stop past the end
            return handle.get_slice(name)[start:min(stop, shape[0])]


class _Graph:
    def __init__(self, model):
        import onnx

        self.onnx = onnx
        self.model = model
        self.graph = model.graph
        self.new_nodes: list = []
        self.new_inits: list = []
        self.block_sums: dict = {}
        self.weights: dict = {}  # prefix -> (codes, scales, zero points) of a carried single-part MatMulNBits

    def init(self, name: str, array: np.ndarray) -> str:
        from onnx import numpy_helper

        self.new_inits.append(numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    def floats(self, name: str, array: np.ndarray) -> str:
        """A float32 constant, stored as float16 with a Cast where that is exact (every GGUF scale and
        minimum of the non-k types is an fp16 field): half the bytes on disk, and onnxruntime folds the
        Cast into a float32 initializer when the session loads (ORT_ENABLE_ALL, as both runtimes use), so
        MatMulNBits still sees constant scales and prepacks them (same speed, same results)."""
        array = np.ascontiguousarray(array, np.float32)
        half = array.astype(np.float16)
        with np.errstate(over="ignore"):
            exact = np.array_equal(half.astype(np.float32), array) and np.isfinite(half).all()
        if not exact:
            return self.init(name, array)
        self.init(f"{name}_fp16", half)
        return self.node("Cast", [f"{name}_fp16"], [name], f"{name}/Cast", to=1)

    def factored(self, name: str, factors: tuple[np.ndarray, np.ndarray], negate: bool = False,
                 transpose: bool = False) -> str:
        """A float32 [N, blocks] constant (or its negation, or its transpose) as the k-quant factors the GGUF
        stores: d (float16, one per 256 weights) times each block's integer. Cast, Mul, Neg, Reshape and
        Transpose of constants fold into one float32 initializer when the session loads, bit for bit the
        product gguf's dequantize forms (d has 11 significant bits, the integer at most 7: exact in float32)."""
        d, sub = factors
        n, blocks = sub.shape
        groups = d.shape[1]
        d16 = self.init(f"{name}_d", np.ascontiguousarray(d, np.float16).reshape(n, groups, 1))
        q = self.init(f"{name}_sub", np.ascontiguousarray(sub).reshape(n, groups, blocks // groups))
        d32 = self.node("Cast", [d16], [f"{name}_d/float"], f"{name}_d/Cast", to=1)
        q32 = self.node("Cast", [q], [f"{name}_sub/float"], f"{name}_sub/Cast", to=1)
        y = self.node("Mul", [d32, q32], [f"{name}/Mul/output_0"], f"{name}/Mul")
        shape = self.init(f"{name}/shape", np.array([n, blocks], np.int64))
        y = self.node("Reshape", [y, shape], [f"{name}/Reshape/output_0"], f"{name}/Reshape")
        if negate:
            y = self.node("Neg", [y], [f"{name}/Neg/output_0"], f"{name}/Neg")
        if transpose:
            y = self.node("Transpose", [y], [f"{name}/Transpose/output_0"], f"{name}/Transpose", perm=[1, 0])
        return y

    def scales(self, name: str, c: Carried) -> str:
        return self.factored(name, c.scale_factors) if c.scale_factors is not None else self.floats(name, c.scales)

    def offsets(self, name: str, c: Carried, transpose: bool = False) -> str:
        if c.offset_factors is not None:
            return self.factored(name, c.offset_factors, negate=True, transpose=transpose)
        return self.floats(name, c.offsets.T if transpose else c.offsets)

    def node(self, op, inputs, outputs, name, domain="", **attrs):
        self.new_nodes.append(self.onnx.helper.make_node(op, inputs, outputs, name=name, domain=domain, **attrs))
        return outputs[0]

    def block_sum(self, x: str, k: int, block: int) -> str:
        """sum of ``x`` [batch, seq, K] over each block of K: [batch, seq, K / block] (shared per input)."""
        key = (x, block)
        if key not in self.block_sums:
            base = f"{x}/carried_blocksum{block}"
            shape = self.init(f"{base}/shape", np.array([0, 0, k // block, block], np.int64))
            axes = self.init(f"{base}/axes", np.array([-1], np.int64))
            r = self.node("Reshape", [x, shape], [f"{base}/reshaped"], f"{base}/Reshape")
            self.block_sums[key] = self.node("ReduceSum", [r, axes], [f"{base}/output_0"], f"{base}/ReduceSum",
                                             keepdims=0)
        return self.block_sums[key]

    def matmul(self, c: Carried, x: str, out: str, prefix: str, accuracy_level: int) -> None:
        n, k = c.shape
        b = self.init(f"{prefix}.weight_carried", c.packed_b())
        s = self.scales(f"{prefix}.weight_scales_carried", c)
        z = self.init(f"{prefix}.weight_zero_points_carried", c.packed_zero_points())
        self.weights[prefix] = (b, s, z)
        y = out if c.offsets is None else f"{prefix}/MatMulNBits/output_0"
        self.node("MatMulNBits", [x, b, s, z], [y], f"{prefix}/MatMulNBits", domain="com.microsoft", K=k, N=n,
                  bits=c.bits, block_size=c.block_size, accuracy_level=accuracy_level)
        if c.offsets is not None:
            m = self.offsets(f"{prefix}.weight_offsets_carried", c, transpose=True)
            corr = self.node("MatMul", [self.block_sum(x, k, c.block_size), m], [f"{prefix}/offsets/output_0"],
                             f"{prefix}/offsets/MatMul")
            self.node("Add", [y, corr], [out], f"{prefix}/offsets/Add")

    def per_run(self, parts: list, key, out: str, prefix: str, emit) -> None:
        """``emit(run, output, prefix)`` for each run of consecutive parts with equal ``key(part)`` (a fused
        node's q, k, v in different forms), the runs' outputs concatenated along N."""
        runs: list[list] = []
        for p in parts:
            if runs and key(runs[-1][0]) == key(p):
                runs[-1].append(p)
            else:
                runs.append([p])
        if len(runs) == 1:
            return emit(runs[0], out, prefix)
        outs = []
        for i, run in enumerate(runs):
            outs.append(f"{prefix}/part{i}/output_0")
            emit(run, outs[-1], f"{prefix}/part{i}")
        self.node("Concat", outs, [out], f"{prefix}/Concat", axis=-1)

    def matmul_parts(self, parts: list[Carried], x: str, out: str, prefix: str, accuracy_level: int) -> None:
        """MatMulNBits, one node per run of parts with equal (bits, block size)."""
        self.per_run(parts, lambda p: (p.bits, p.block_size), out, prefix,
                     lambda run, y, name: self.matmul(concat_rows(run), x, y, name, accuracy_level))

    def ggml_matmul(self, parts: list[Rows], x: str, out: str, prefix: str) -> None:
        """GgufMatMul over the parts' GGUF rows, one node per run of parts of one ggml type."""
        def emit(run: list[Rows], y: str, name: str) -> None:
            w = np.concatenate([p.rows for p in run])
            self.weights[name] = self.init(f"{name}.weight_gguf", w)
            self.node("GgufMatMul", [x, self.weights[name]], [y], f"{name}/GgufMatMul", domain=GGUF_OPS_DOMAIN,
                      ggml_type=run[0].ggml_type, K=run[0].k, N=len(w))

        self.per_run(parts, lambda p: p.ggml_type, out, prefix, emit)

    def ggml_gather(self, kind: int, rows: np.ndarray | None, k: int, ids: str, out: str, prefix: str,
                    head: str | None = None) -> None:
        """GgufGather of the table's GGUF rows; ``head``: a tied head's GgufMatMul weights, read in place."""
        w = self.weights[head] if head is not None else self.init(f"{prefix}.weight_gguf", rows)
        self.node("GgufGather", [w, ids], [out], f"{prefix}/GgufGather", domain=GGUF_OPS_DOMAIN, ggml_type=kind, K=k)

    def gather(self, c: Carried, ids: str, out: str, prefix: str, head: str | None = None) -> None:
        """The embedding's gather; ``head``: the prefix of a tied head carried from the same tensor, whose
        codes, scales and zero points it reads instead of a copy."""
        n, k = c.shape
        if head is not None:
            b, s, z = self.weights[head]
            shape = self.init(f"{prefix}/codes_shape", np.array([n, k * c.bits // 8], np.int64))
            d = self.node("Reshape", [b, shape], [f"{prefix}/codes/output_0"], f"{prefix}/codes/Reshape")
        else:
            d = self.init(f"{prefix}.carried", c.packed_b().reshape(n, -1))  # [N, K * bits / 8]
            s = self.scales(f"{prefix}.scales_carried", c)
            z = self.init(f"{prefix}.zero_points_carried", c.packed_zero_points())
        y = out if c.offsets is None else f"{prefix}/GatherBlockQuantized/output_0"
        self.node("GatherBlockQuantized", [d, ids, s, z], [y], f"{prefix}/GatherBlockQuantized",
                  domain="com.microsoft", bits=c.bits, block_size=c.block_size, gather_axis=0, quantize_axis=1)
        if c.offsets is not None:
            nb = k // c.block_size
            o = self.offsets(f"{prefix}.offsets_carried", c)
            blocks = self.init(f"{prefix}/blocks_shape", np.array([0, 0, nb, c.block_size], np.int64))
            flat = self.init(f"{prefix}/flat_shape", np.array([0, 0, k], np.int64))
            axes = self.init(f"{prefix}/offset_axes", np.array([-1], np.int64))
            g = self.node("Gather", [o, ids], [f"{prefix}/offsets/Gather/output_0"], f"{prefix}/offsets/Gather")
            g = self.node("Unsqueeze", [g, axes], [f"{prefix}/offsets/Unsqueeze/output_0"], f"{prefix}/offsets/Unsqueeze")
            r = self.node("Reshape", [y, blocks], [f"{prefix}/blocks/output_0"], f"{prefix}/blocks/Reshape")
            a = self.node("Add", [r, g], [f"{prefix}/offsets/Add/output_0"], f"{prefix}/offsets/Add")
            self.node("Reshape", [a, flat], [out], f"{prefix}/flat/Reshape")


def _prune(graph) -> None:
    """Drop nodes nothing reads (the builder's Reshape of a replaced tied table) and unused initializers."""
    while True:
        used = {i for n in graph.node for i in n.input} | {o.name for o in graph.output}
        dead = [n for n in graph.node if not any(o in used for o in n.output)]
        if not dead:
            break
        for n in dead:
            graph.node.remove(n)
    used = {i for n in graph.node for i in n.input}
    keep = [t for t in graph.initializer if t.name in used]
    del graph.initializer[:]
    graph.initializer.extend(keep)


def carry_blocks(graph_file: Path, gguf_file: Path, checkpoint: Path, model_type: str, num_heads: int,
                 num_kv_heads: int, table_only: bool = False, form: str = "onnx") -> dict | None:
    """Rewrite ``graph_file`` (external data beside it) in place with ``gguf_file``'s blocks; return a record
    for the manifest: carried tensors by GGUF type, the ones left requantized and why, bytes.

    ``table_only`` (requantized exports): carry the embedding table alone, where the GGUF stores it apart
    from the head. A gather reads one row per token, so the exact table costs no decode speed, and it is
    no larger than the 8-bit table requantizing writes (docs/results/partial-carry). A table tied to the
    head is left: carried apart from the requantized head it would be stored twice. None when nothing
    was carried (the graph is not touched).

    ``form``: "onnx" (MatMulNBits and GatherBlockQuantized over the carried forms) or "ggml" (the GGUF's
    rows byte for byte, GgufMatMul and GgufGather: the op library's kernels, runtime/gguf_ops.py)."""
    import onnx
    from gguf import GGUFReader
    from onnx import numpy_helper

    reader = GGUFReader(gguf_file)
    tensors = {t.name: t for t in reader.tensors}
    if table_only and "output.weight" not in tensors:
        return None
    hf = _HF(checkpoint)
    model = onnx.load(graph_file, load_external_data=False)  # the graph's weights stay on disk (_save)
    g = _Graph(model)
    record: dict = {"source": str(gguf_file), "carried": {}, "requantized": {}}
    replaced = []
    embeddings = []  # carried after the head, so a tied table can share the head's blocks
    tied_head = None

    def carried(gguf_name: str, hf_name: str) -> Rows | None:
        """The tensor's rows in the graph's order, checked against the checkpoint a slice at a time (the
        peak is one slice, not the table), and parsed whole where the form needs it; None for a type
        without a carried form."""
        t = tensors.get(gguf_name)
        if t is None:
            raise OmniDraftError(f"{gguf_file.name}: no tensor {gguf_name} for the graph's {hf_name}")
        if t.tensor_type.name not in CARRIED_TYPE_NAMES:
            record["requantized"].setdefault(t.tensor_type.name, []).append(gguf_name)
            return None
        k, rows = tensor_rows(t)
        kind = gguf_name.split(".")[-2]
        if model_type in PERMUTED_QK and kind in ("attn_q", "attn_k"):
            rows = rows[_llama_rows(rows.shape[0], num_heads if kind == "attn_q" else num_kv_heads)]
        shape = hf.shape(hf_name)
        if shape is None:
            raise OmniDraftError(f"{checkpoint}: no weight {hf_name} to check the carried {gguf_name} against")
        diff = None if shape == (len(rows), k) else f"shape {(len(rows), k)} against {shape}"
        slices = []
        starts = range(0, len(rows) if diff is None else 0, CARRY_ROWS)
        for start, c in zip(starts, carry_slices(t.tensor_type, rows, k)):
            want = hf.rows(hf_name, start, start + CARRY_ROWS).astype(np.float32, copy=False)
            got = c.dequantize()
            if not np.array_equal(got, want):
                diff = f"max |diff| {float(np.abs(got - want).max()):.3g} in rows {start}.."
                break
            if form == "onnx":
                slices.append(c)
        if diff:
            raise OmniDraftError(f"carried {gguf_name} ({t.tensor_type.name}) differs from the checkpoint's {hf_name} "
                                 f"({diff}); the carry pass does not know this architecture's layout")
        record["carried"].setdefault(t.tensor_type.name, []).append(gguf_name)
        return Rows(int(t.tensor_type), k, rows, concat_rows(slices) if slices else None)

    def attr(node, name, default):
        for a in node.attribute:
            if a.name == name:
                return onnx.helper.get_attribute_value(a)
        return default

    for node in list(model.graph.node):
        if node.op_type == "MatMulNBits" and not table_only:
            m = LAYER_NODE.match(node.name)
            if m and m.group(2) in PROJECTIONS:
                layer = int(m.group(1))
                names = [(f"blk.{layer}.{p}.weight", f"model.layers.{layer}.{HF_NAMES[p]}.weight")
                         for p in PROJECTIONS[m.group(2)]]
                prefix = f"model.layers.{layer}.{m.group(2)}"
            elif HEAD_NODE.match(node.name):
                head = "output.weight" if "output.weight" in tensors else "token_embd.weight"
                names = [(head, "lm_head.weight" if hf.shape("lm_head.weight") is not None else "model.embed_tokens.weight")]
                prefix = "lm_head"
                tied_head = prefix if head == "token_embd.weight" else None
            else:
                continue
            parts = [carried(gn, hn) for gn, hn in names]
            if any(p is None for p in parts):
                tied_head = None
                continue  # a part without a carried form: the node keeps the builder's weights
            if form == "ggml":
                g.ggml_matmul(parts, node.input[0], node.output[0], prefix)
            else:
                g.matmul_parts([p.parsed for p in parts], node.input[0], node.output[0], prefix,
                               attr(node, "accuracy_level", 4))
            replaced.append(node)
        elif node.op_type in ("Gather", "GatherBlockQuantized") and node.name.startswith("/model/embed_tokens/"):
            embeddings.append(node)
    for node in embeddings:
        c = carried("token_embd.weight", "model.embed_tokens.weight")
        if c is None:
            continue
        if form == "ggml":
            g.ggml_gather(c.ggml_type, c.rows, c.k, node.input[1], node.output[0], "model.embed_tokens", tied_head)
        else:
            g.gather(c.parsed, node.input[1], node.output[0], "model.embed_tokens", tied_head)
        replaced.append(node)
    if not replaced and table_only:
        return None
    if not replaced:
        raise OmniDraftError(f"{graph_file.name}: no MatMulNBits or embedding node the carry pass knows")
    for node in replaced:
        model.graph.node.remove(node)
    model.graph.node.extend(g.new_nodes)
    model.graph.initializer.extend(g.new_inits)
    _prune(model.graph)
    if form == "ggml":
        record["attention"] = _own_attention(model.graph)
    if not table_only:  # the GGUF-block forms: no larger than the GGUF, which stores no rotary table
        record["rotary_tables"] = compute_in_graph(
            model, lambda t: numpy_helper.to_array(t, base_dir=str(graph_file.parent)))
    for domain in ("com.microsoft", GGUF_OPS_DOMAIN if form == "ggml" else None):
        if domain and not any(o.domain == domain for o in model.opset_import):
            model.opset_import.append(onnx.helper.make_opsetid(domain, 1))
    ordered = _toposort(model.graph)
    del model.graph.node[:]
    model.graph.node.extend(ordered)
    data = _save(model, graph_file)
    record["nodes_replaced"] = len(replaced)
    record["gguf_bytes"] = Path(gguf_file).stat().st_size
    record["weights_bytes"] = data.stat().st_size
    return record


# GroupQueryAttention inputs and attributes the op library's attention does not take (ops/attention.h)
UNSUPPORTED_GQA_INPUTS = {9: "position_ids", 10: "attention_bias", 11: "head_sink"}


def _own_attention(graph) -> dict:
    """Move every GroupQueryAttention node onnxruntime would run to the op library's (same inputs, outputs
    and attributes), whose rows do not depend on the call; a node using what it lacks stays, with the
    reason. The record says how many moved."""
    moved, kept = 0, {}
    for node in graph.node:
        if node.op_type != "GroupQueryAttention" or node.domain != "com.microsoft":
            continue
        lacks = [name for i, name in UNSUPPORTED_GQA_INPUTS.items() if len(node.input) > i and node.input[i]]
        lacks += [a.name for a in node.attribute if a.name == "smooth_softmax" and a.i]
        if lacks:
            kept[node.name] = f"uses {', '.join(lacks)}"
            continue
        node.domain = GGUF_OPS_DOMAIN
        moved += 1
    return {"op_library": moved, **({"onnxruntime": kept} if kept else {})}


def _save(model, graph_file: Path) -> Path:
    """Write ``model`` over ``graph_file`` with its weights in a new data file beside it: kept weights are
    copied from the old file one at a time (export/weight_quant's streaming), so the peak is the carried
    tensors, not the model (a table carried into a requantized 1.5B export: 0.15 GB, not 1.1)."""
    import onnx
    from onnx import TensorProto

    from omnidraft.export.weight_quant import WeightSink, WeightSource

    data = graph_file.with_name(graph_file.name + ".data")
    old = graph_file.parent / ".carry-old"
    old.mkdir(exist_ok=True)
    data.replace(old / data.name)
    source, sink = WeightSource(old), WeightSink(data)
    try:
        written = []
        for tensor in model.graph.initializer:
            if tensor.data_location == TensorProto.EXTERNAL:
                written.append(sink.put(tensor, source.raw(tensor)))
            elif len(tensor.raw_data) > 1024:
                written.append(sink.put(tensor, tensor.raw_data))
            else:
                written.append(tensor)
    finally:
        source.close()
        sink.close()
    del model.graph.initializer[:]
    model.graph.initializer.extend(written)
    onnx.save(model, graph_file)
    (old / data.name).unlink()
    old.rmdir()
    data.chmod(0o644)
    return data


def _toposort(graph) -> list:
    """Nodes in an order where every input is produced before it is read."""
    ready = {i.name for i in graph.input} | {t.name for t in graph.initializer} | {""}
    pending = list(graph.node)
    ordered = []
    while pending:
        rest = []
        for n in pending:
            if all(i in ready for i in n.input):
                ordered.append(n)
                ready.update(n.output)
            else:
                rest.append(n)
        if len(rest) == len(pending):
            raise OmniDraftError(f"carried graph has a cycle or a missing input near {rest[0].name}")
        pending = rest
    return ordered
