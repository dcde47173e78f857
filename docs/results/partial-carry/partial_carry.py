"""Carry only some of a GGUF's tensor classes into a copy of a packaged requantized bundle (issue 55):
which classes hold the requantization loss, and what carrying each costs in decode speed and bytes.

    python partial_carry.py MODEL CLASSES OUT     # CLASSES: comma list of attn, mlp, down, gate_up, head, embed

The rest keep the bundle's requantized weights. Same pass as `omnidraft export --gguf-blocks carry`
(export/carry.py), restricted by the builder node it rewrites; the logits-rows graph is written again."""
import json
import re
import shutil
import sys
import time
from pathlib import Path

import onnx

from omnidraft.export import carry, genai_builder
from omnidraft.export.logits_rows import add_logits_rows
from omnidraft.runtime.bundle import file_table

NODES = {"attn": ("qkv_proj", "q_proj", "k_proj", "v_proj", "o_proj"), "down": ("down_proj",),
         "gate_up": ("gate_proj", "up_proj", "gate_up_proj"), "mlp": ("gate_proj", "up_proj", "gate_up_proj", "down_proj")}
SOURCES = {"qwen2.5-coder-1.5b-instruct": ("Qwen2.5-Coder-1.5B-Instruct.Q4_K_M.gguf", "qwen2", 12, 2),
           "qwen2.5-coder-0.5b-instruct": ("Qwen2.5-Coder-0.5B-Instruct.gguf", "qwen2", 14, 2),
           "smollm2-135m-instruct": ("SmolLM2-135M-Instruct.Q4_1.gguf", "llama", 9, 3)}

model, classes, out = sys.argv[1], set(sys.argv[2].split(",")), Path(sys.argv[3])
gguf, model_type, heads, kv_heads = SOURCES[model]
home = Path.home() / ".cache/omnidraft"
shutil.copytree(home / f"bundles/{model}-int4", out)
carry.PROJECTIONS = {k: v for k, v in carry.PROJECTIONS.items()
                     if any(k in NODES[c] for c in classes if c in NODES)}
if "head" not in classes:
    carry.HEAD_NODE = re.compile(r"(?!)")
if "embed" not in classes:  # the pass finds the embedding by its node name
    g = onnx.load(out / "model.onnx", load_external_data=False)
    for n in g.graph.node:
        n.name = n.name.replace("/model/embed_tokens/", "/model/embed_tokens_kept/")
    onnx.save(g, out / "model.onnx")
t = time.time()
r = carry.carry_blocks(out / "model.onnx", home / f"models/{model}/{gguf}", home / f"models/{model}/hf",
                       model_type, heads, kv_heads)
add_logits_rows(out / "model.onnx")
(out / ".omnidraft-verified.json").unlink(missing_ok=True)
m = json.loads((out / "manifest.json").read_text())
m["quantization"] = {**m["quantization"], **genai_builder.quantization_of(out / "model.onnx"),
                     "carried_classes": sorted(classes), "carried_gguf_types": {k: len(v) for k, v in r["carried"].items()}}
m["exporter"]["note"] = f"partial carry ({','.join(sorted(classes))}) by docs/results/partial-carry/partial_carry.py; parity not re-run"
m.pop("parity", None)
m["files"] = file_table(out)
(out / "manifest.json").write_text(json.dumps(m, indent=2) + "\n")
print(json.dumps({"model": model, "classes": sorted(classes), "nodes_replaced": r["nodes_replaced"],
                  "carried": {k: len(v) for k, v in r["carried"].items()}, "weights_bytes": r["weights_bytes"],
                  "gguf_bytes": r["gguf_bytes"], "seconds": round(time.time() - t)}))
