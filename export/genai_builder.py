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

# int4: block 32, symmetric, accuracy level 4 (int8 activations): the builder's CPU defaults.
PRECISION_OPTIONS = {
    "fp32": {},
    "int8": {},
    "int4": {"int4_block_size": "32", "int4_accuracy_level": "4"},
}


def build(checkpoint: Path, out: Path, precision: str, scratch: Path, hidden_states: bool = False) -> dict:
    """Run the builder into ``out``; return the quantization record for the manifest.

    ``hidden_states`` adds the final-norm hidden states as a second output (a drafter's learned
    acceptance head reads them)."""
    if precision not in PRECISION_OPTIONS:
        raise OmniDraftError(f"precision {precision!r}: choose one of {', '.join(PRECISION_OPTIONS)}")
    extra = [f"{k}={v}" for k, v in PRECISION_OPTIONS[precision].items()]
    if hidden_states:
        extra.append("include_hidden_states=1")
    cmd = [sys.executable, "-m", "onnxruntime_genai.models.builder", "-i", str(checkpoint), "-o", str(out),
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
    return {"precision": precision, "method": method[precision], **PRECISION_OPTIONS[precision]}
