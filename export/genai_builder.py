"""Export through onnxruntime-genai's model builder: fused CPU graphs for Llama/Qwen2-family models.

It writes GroupQueryAttention (KV cache past in / present out, any number of new tokens per call)
and MatMulNBits weight-only int4/int8 graphs, which decode faster on CPU than a traced graph.
We run it in a subprocess: it prints thousands of lines and holds the fp32 weights in memory.
"""

import os
import subprocess
import sys
from pathlib import Path

from omnidraft.errors import OmniDraftError

SUPPORTED_ARCHITECTURES = frozenset({
    "LlamaForCausalLM", "MistralForCausalLM", "Qwen2ForCausalLM", "Qwen3ForCausalLM", "Phi3ForCausalLM",
    "PhiForCausalLM", "GemmaForCausalLM", "Gemma2ForCausalLM", "Gemma3ForCausalLM", "GraniteForCausalLM",
    "OlmoForCausalLM", "SmolLM3ForCausalLM", "NemotronForCausalLM", "InternLM2ForCausalLM",
})

# int4: block 32, symmetric, accuracy level 4 (int8 activations): the builder's CPU defaults (the
# CLI and packaged bundles ask for 128 first: pipeline.block_size_candidates). The builder's option names
# are block_size and accuracy_level; it silently ignores the older int4_block_size, so the manifest
# records what the graph holds (quantization_of), not what was asked.
PRECISION_OPTIONS = {
    "fp32": {},
    "int8": {},
    "int4": {"block_size": "32", "accuracy_level": "4"},
}


def quantization_of(graph_file: Path) -> dict:
    """The MatMulNBits settings the graph really holds: {"bits", "block_size", "accuracy_level"} when
    every node agrees, else the distinct settings under "mixed"; {} for a graph without MatMulNBits."""
    import onnx

    graph = onnx.load(graph_file, load_external_data=False).graph
    settings = {tuple(sorted((a.name, onnx.helper.get_attribute_value(a)) for a in n.attribute
                             if a.name in ("bits", "block_size", "accuracy_level")))
                for n in graph.node if n.op_type == "MatMulNBits"}
    if not settings:
        return {}
    if len(settings) == 1:
        return dict(settings.pop())
    return {"mixed": [dict(s) for s in sorted(settings)]}


BLOCK_SIZES = (32, 64, 128)


def check_quantization(precision: str, block_size: int | None) -> None:
    """The precisions and block sizes both exporters take (the builder's and torch.onnx's)."""
    if precision not in PRECISION_OPTIONS:
        raise OmniDraftError(f"precision {precision!r}: choose one of {', '.join(PRECISION_OPTIONS)}")
    if block_size is not None and (precision == "fp32" or block_size not in BLOCK_SIZES):
        raise OmniDraftError(f"block size {block_size} at {precision}: int4 and int8 take one of "
                             f"{', '.join(map(str, BLOCK_SIZES))}")


def build(checkpoint: Path, out: Path, precision: str, scratch: Path, hidden_states: bool = False,
          block_size: int | None = None) -> dict:
    """Run the builder into ``out``; return the quantization record for the manifest.

    ``hidden_states`` adds the final-norm hidden states as a second output (a drafter's learned
    acceptance head reads them). ``block_size`` overrides int4/int8's block of 32 weights per scale."""
    check_quantization(precision, block_size)
    options = dict(PRECISION_OPTIONS[precision])
    if block_size is not None:
        options["block_size"] = str(block_size)
    extra = [f"{k}={v}" for k, v in options.items()]
    if hidden_states:
        extra.append("include_hidden_states=1")
    cmd = [sys.executable, "-m", "omnidraft.export.builder_main", "-i", str(checkpoint), "-o", str(out),
           "-p", precision, "-e", "cpu", "-c", str(scratch)]
    if extra:
        cmd += ["--extra_options", *extra]
    log = scratch / "builder.log"
    scratch.mkdir(parents=True, exist_ok=True)
    with open(log, "w") as f:
        proc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env={**os.environ, "TQDM_DISABLE": "1"})
    if proc.returncode != 0:
        tail = log.read_text(errors="replace")[-3000:]
        if "No space left on device" in tail:
            raise OmniDraftError(f"no space left on device while exporting to {out.parent}; free space and retry")
        raise OmniDraftError(f"onnxruntime-genai model builder failed (exit {proc.returncode}):\n{tail}")
    method = {"fp32": "none", "int8": "MatMulNBits 8-bit weight-only", "int4": "MatMulNBits 4-bit weight-only"}
    return {"precision": precision, "method": method[precision], **quantization_of(out / "model.onnx")}
