"""Fixed-shape decoder graphs for NPUs: our own torch module over a HF checkpoint's weights.

onnxruntime-genai's builder has no QNN target, and the HTP accepts only static shapes with no
in-graph cache update (../shared/design/NPU.md). So each graph takes N new rows at one context C:

  inputs   inputs_embeds [1, N, H]   (the embedding lookup runs on the host)
           cos, sin      [1, 1, N, D] (rotary angles of the N positions, host-computed)
           attention_mask [1, 1, N, C + N] additive: 0 where a row may look, a clipped negative value
                          elsewhere (chosen per model: export/npu_pipeline.py, choose_mask_value)
           past_key_values.{i}.key/value [1, KVH, C, D] (the host's fixed C-slot cache)
  outputs  logits [1, N, V]; present.{i}.key/value [1, KVH, N, D] (only the new rows)

The host writes the new rows into its cache at the fill point (runtime/static_lm.py). Per NPU.md's
table: one RMSNormalization op per norm (a decomposed RMSNorm quantizes to garbage), no in-graph
mask or scatter, and an lm_head weight of its own (a tied initializer stays 16-bit and the HTP
refuses it).
"""

import math
from pathlib import Path

import numpy as np

from omnidraft.errors import OmniDraftError

# Llama-shaped decoders: pre-norm, rotary, grouped-query attention, gated SiLU MLP. Qwen3 adds a
# per-head RMSNorm on q and k; Qwen2 adds q/k/v biases (read from the checkpoint either way).
SUPPORTED_ARCHITECTURES = frozenset({"LlamaForCausalLM", "Qwen2ForCausalLM", "Qwen3ForCausalLM",
                                     "MistralForCausalLM"})
OPSET = 23  # RMSNormalization


def check_architecture(config) -> None:
    arch = (config.architectures or ["(none)"])[0]
    if arch not in SUPPORTED_ARCHITECTURES:
        raise OmniDraftError(f"architecture {arch} has no static NPU graph yet; --device qnn supports "
                             f"{', '.join(sorted(SUPPORTED_ARCHITECTURES))}. Export it for the CPU instead")
    if getattr(config, "mlp_bias", False):
        raise OmniDraftError(f"{arch} with mlp_bias=True is not supported by the static NPU graph")


def _torch_module(hf_model):
    import torch
    import torch.nn.functional as F
    from torch import nn

    config = hf_model.config
    hidden, eps = config.hidden_size, config.rms_norm_eps
    heads, kv_heads = config.num_attention_heads, config.num_key_value_heads or config.num_attention_heads
    head_dim = getattr(config, "head_dim", None) or hidden // heads
    group = heads // kv_heads

    def rotate(x, cos, sin):
        half = x.shape[-1] // 2
        return x * cos + torch.cat([-x[..., half:], x[..., :half]], dim=-1) * sin

    class StaticDecoder(nn.Module):
        def __init__(self):
            super().__init__()
            self.layers = hf_model.model.layers
            self.norm_weight = hf_model.model.norm.weight
            # its own copy: the embedding stays on the host, the head is quantized per channel
            self.lm_head = nn.Linear(hidden, config.vocab_size, bias=False)
            self.lm_head.weight = nn.Parameter(hf_model.lm_head.weight.detach().clone())

        def forward(self, inputs_embeds, cos, sin, attention_mask, *past):
            x = inputs_embeds
            n = x.shape[1]
            new = []
            for i, layer in enumerate(self.layers):
                attn = layer.self_attn
                h = F.rms_norm(x, (hidden,), layer.input_layernorm.weight, eps)
                q = attn.q_proj(h).view(1, n, heads, head_dim).transpose(1, 2)
                k = attn.k_proj(h).view(1, n, kv_heads, head_dim).transpose(1, 2)
                v = attn.v_proj(h).view(1, n, kv_heads, head_dim).transpose(1, 2)
                if hasattr(attn, "q_norm"):  # Qwen3
                    q = F.rms_norm(q, (head_dim,), attn.q_norm.weight, eps)
                    k = F.rms_norm(k, (head_dim,), attn.k_norm.weight, eps)
                q, k = rotate(q, cos, sin), rotate(k, cos, sin)
                new += [k, v]
                keys = torch.cat([past[2 * i], k], dim=2)
                values = torch.cat([past[2 * i + 1], v], dim=2)
                if group > 1:
                    span = keys.shape[2]
                    keys = keys[:, :, None].expand(1, kv_heads, group, span, head_dim).reshape(1, heads, span, head_dim)
                    values = values[:, :, None].expand(1, kv_heads, group, span, head_dim).reshape(1, heads, span, head_dim)
                scores = torch.matmul(q, keys.transpose(2, 3)) * (1.0 / math.sqrt(head_dim)) + attention_mask
                out = torch.matmul(torch.softmax(scores, dim=-1), values)
                x = x + attn.o_proj(out.transpose(1, 2).reshape(1, n, heads * head_dim))
                h = F.rms_norm(x, (hidden,), layer.post_attention_layernorm.weight, eps)
                mlp = layer.mlp
                x = x + mlp.down_proj(F.silu(mlp.gate_proj(h)) * mlp.up_proj(h))
            x = F.rms_norm(x, (hidden,), self.norm_weight, eps)
            return (self.lm_head(x), *new)

    return StaticDecoder().eval(), (kv_heads, head_dim)


def io_names(num_layers: int) -> tuple[list[str], list[str]]:
    kinds = ("key", "value")
    past = [f"past_key_values.{i}.{k}" for i in range(num_layers) for k in kinds]
    present = [f"present.{i}.{k}" for i in range(num_layers) for k in kinds]
    return ["inputs_embeds", "cos", "sin", "attention_mask", *past], ["logits", *present]


def host_tables(hf_model) -> dict[str, np.ndarray]:
    """What the host needs beside the graphs: the embedding table (fp16: half the bytes on a phone;
    the graph quantizes its input to 16 bits anyway) and the rotary inverse frequencies, with the
    rope type's scaling already applied by transformers (Llama-3's rope_type llama3 included)."""
    import torch

    rotary = hf_model.model.rotary_emb
    return {"embeddings": hf_model.model.embed_tokens.weight.detach().to(torch.float16).numpy(),
            "inv_freq": rotary.inv_freq.detach().float().numpy(),
            "attention_scaling": np.array([float(getattr(rotary, "attention_scaling", 1.0))], np.float32)}


def export_graphs(hf_model, out: Path, context: int, rows: dict[str, int]) -> dict[str, Path]:
    """One fp32 ONNX graph per entry of ``rows`` (name -> N), all at ``context`` slots; returns their paths."""
    import torch

    config = hf_model.config
    check_architecture(config)
    window = getattr(config, "sliding_window", None)
    if window and getattr(config, "use_sliding_window", True) and window < context + max(rows.values()):
        raise OmniDraftError(f"context {context} exceeds the model's sliding window {window}; export with "
                             f"--context {window - max(rows.values())} or less")
    module, (kv_heads, head_dim) = _torch_module(hf_model)
    inputs, outputs = io_names(config.num_hidden_layers)
    paths = {}
    for name, n in rows.items():
        example = (torch.zeros(1, n, config.hidden_size), torch.ones(1, 1, n, head_dim), torch.zeros(1, 1, n, head_dim),
                   torch.zeros(1, 1, n, context + n),
                   *[torch.zeros(1, kv_heads, context, head_dim) for _ in range(2 * config.num_hidden_layers)])
        path = out / f"{name}.onnx"
        with torch.no_grad():
            program = torch.onnx.export(module, example, input_names=inputs, output_names=outputs, opset_version=OPSET,
                                        dynamo=True, external_data=True, optimize=True, verbose=False)
        program.save(str(path), external_data=True)
        paths[name] = path
        share_weights(list(paths.values()))  # graph by graph: the disk never holds more than two copies
    return paths


def _external_table(model) -> dict[str, tuple[str, str, str]]:
    return {t.name: (d.get("location"), d.get("offset"), d.get("length"))
            for t in model.graph.initializer if (d := {e.key: e.value for e in t.external_data})}


def one_weights_file(paths: list[Path]) -> bool:
    """Whether every graph's external initializers live in one file (share_weights did its work)."""
    import onnx

    return len({v[0] for p in paths for v in _external_table(onnx.load(p, load_external_data=False)).values()}) == 1


def share_weights(paths: list[Path]) -> int:
    """Point every graph after the first at the first one's weights file, where the two files hold the
    same bytes at the same places (one module exported at several row counts: they do); return how
    many graphs now share it. Mapped by onnxruntime (prepacking off), the graphs' sessions then share
    one copy of the weights in memory as well as on disk: the 1.5B's calibration holds 6 GB, not 18."""
    import filecmp

    import onnx

    first = onnx.load(paths[0], load_external_data=False)
    table = _external_table(first)
    locations = {location for location, _, _ in table.values()}
    if len(locations) != 1:
        return 0
    data = paths[0].parent / locations.pop()
    shared = 0
    for path in paths[1:]:
        model = onnx.load(path, load_external_data=False)
        own = _external_table(model)
        files = {location for location, _, _ in own.values()}
        if len(files) != 1 or {n: v[1:] for n, v in own.items()} != {n: v[1:] for n, v in table.items()}:
            continue
        own_data = path.parent / files.pop()
        if own_data == data or not filecmp.cmp(data, own_data, shallow=False):
            continue
        for tensor in model.graph.initializer:
            for entry in tensor.external_data:
                if entry.key == "location":
                    entry.value = data.name
        onnx.save(model, path)
        own_data.unlink()
        shared += 1
    return shared
