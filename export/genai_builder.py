"""Export through onnxruntime-genai's model builder: fused CPU graphs for Llama/Qwen2-family models.

It writes GroupQueryAttention (KV cache past in / present out, any number of new tokens per call)
graphs; MatMulNBits weight-only int4/int8 weights come from export/weight_quant.py, run on its fp32
graph. We run it in a subprocess: it prints thousands of lines, and its memory is measured alone.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from omnidraft.errors import OmniDraftError
from omnidraft.export.memory import StagePeaks
from omnidraft.export.weight_quant import QUANTIZERS, quantize_graph

SUPPORTED_ARCHITECTURES = frozenset({
    "LlamaForCausalLM", "MistralForCausalLM", "Qwen2ForCausalLM", "Qwen3ForCausalLM", "Phi3ForCausalLM",
    "PhiForCausalLM", "GemmaForCausalLM", "Gemma2ForCausalLM", "Gemma3ForCausalLM", "GraniteForCausalLM",
    "OlmoForCausalLM", "SmolLM3ForCausalLM", "NemotronForCausalLM", "InternLM2ForCausalLM",
})

# int4/int8: block 32, symmetric, accuracy level 4 (int8 activations): the builder's CPU defaults (the
# CLI and packaged bundles ask for int4 block 128 first: pipeline.block_size_candidates). The builder
# writes these graphs at fp32 and export/weight_quant.py quantizes them one weight at a time, with the
# quantizer and the graph form the builder's own int4/int8 mode uses (checked tensor for tensor in
# tests/test_weight_quant.py), at a fraction of the memory.
PRECISION_OPTIONS = {
    "fp32": {},
    "int8": {"bits": 8, "block_size": 32, "accuracy_level": 4},
    "int4": {"bits": 4, "block_size": 32, "accuracy_level": 4},
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


def check_quantization(precision: str, block_size: int | None, quantizer: str = "rtn") -> None:
    """The precisions, block sizes and quantizers the exporters take (torch.onnx's: "rtn" alone)."""
    if precision not in PRECISION_OPTIONS:
        raise OmniDraftError(f"precision {precision!r}: choose one of {', '.join(PRECISION_OPTIONS)}")
    if quantizer not in QUANTIZERS:
        raise OmniDraftError(f"quantizer {quantizer!r}: choose one of {', '.join(QUANTIZERS)}")
    if block_size is not None and (precision == "fp32" or block_size not in BLOCK_SIZES):
        raise OmniDraftError(f"block size {block_size} at {precision}: int4 and int8 take one of "
                             f"{', '.join(map(str, BLOCK_SIZES))}")


def build(checkpoint: Path, out: Path, precision: str, scratch: Path, hidden_states: bool = False,
          block_size: int | None = None, peaks: StagePeaks | None = None, quantizer: str = "rtn") -> dict:
    """Run the builder into ``out``; return the quantization record for the manifest.

    ``hidden_states`` adds the final-norm hidden states as a second output (a drafter's learned
    acceptance head reads them). ``block_size`` overrides int4/int8's block of 32 weights per scale.
    ``quantizer``: how int4/int8 blocks are rounded (weight_quant.QUANTIZERS)."""
    check_quantization(precision, block_size, quantizer)
    quant = dict(PRECISION_OPTIONS[precision])
    if block_size is not None:
        quant["block_size"] = block_size
    fp32_dir = scratch / "fp32" if quant else out
    cmd = [sys.executable, "-m", "omnidraft.export.builder_main", "-i", str(checkpoint), "-o", str(fp32_dir),
           "-p", "fp32", "-e", "cpu", "-c", str(scratch / "cache")]
    if hidden_states:
        cmd += ["--extra_options", "include_hidden_states=1"]
    log = scratch / "builder.log"
    scratch.mkdir(parents=True, exist_ok=True)
    peaks = peaks or StagePeaks()
    with open(log, "w") as f:
        returncode = peaks.run_child("build", cmd, stdout=f, stderr=subprocess.STDOUT,
                                    env={**os.environ, "TQDM_DISABLE": "1"})
    if returncode != 0:
        tail = log.read_text(errors="replace")[-3000:]
        if "No space left on device" in tail:
            raise OmniDraftError(f"no space left on device while exporting to {out.parent}; free space and retry")
        raise OmniDraftError(f"onnxruntime-genai model builder failed (exit {returncode}):\n{tail}")
    if quant:
        with peaks.stage("quantize"):
            for side_file in fp32_dir.iterdir():  # genai_config.json and the tokenizer, as the builder wrote them
                if not side_file.name.startswith("model.onnx"):
                    shutil.copy2(side_file, out / side_file.name)
            # the embedding table in 8-bit blocks, not the builder's float32 (a quarter of the bytes: the
            # 1.5B's bundle was 1.59x its GGUF, 0.93 GB of it the table; a step gathers one row of it)
            quantize_graph(fp32_dir / "model.onnx", out / "model.onnx", **quant, table_bits=8, quantizer=quantizer)
        shutil.rmtree(fp32_dir)
    method = {"fp32": "none", "int8": "MatMulNBits 8-bit weight-only", "int4": "MatMulNBits 4-bit weight-only"}
    record = {"precision": precision, "method": method[precision], **quantization_of(out / "model.onnx")}
    if quant:
        record["quantizer"] = quantizer
        record["embedding_table"] = embedding_table_of(out / "model.onnx")
    return record


def embedding_table_of(graph_file: Path) -> str:
    """How the graph stores the table its embedding gathers from."""
    import onnx

    for n in onnx.load(graph_file, load_external_data=False).graph.node:
        if n.op_type == "GatherBlockQuantized":
            a = {x.name: onnx.helper.get_attribute_value(x) for x in n.attribute}
            return f"{a['bits']}-bit blocks of {a['block_size']}"
    return "float32"
