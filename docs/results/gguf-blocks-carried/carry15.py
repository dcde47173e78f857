"""Carry the 1.5B GGUF's blocks into a copy of the revision-7 bundle's builder graph (same builder graph the
revision-8 export writes before its carry pass), then refresh the manifest's file table."""
import json, sys, time
from pathlib import Path
from omnidraft.export.carry import carry_blocks
from omnidraft.export.logits_rows import add_logits_rows
from omnidraft.export import genai_builder
from omnidraft.runtime.bundle import file_table
b = Path(sys.argv[1])
t = time.time()
r = carry_blocks(b / "model.onnx", Path("/root/.cache/omnidraft/models/qwen2.5-coder-1.5b-instruct/Qwen2.5-Coder-1.5B-Instruct.Q4_K_M.gguf"),
                 Path("/root/.cache/omnidraft/models/qwen2.5-coder-1.5b-instruct/hf"), "qwen2", 12, 2)
add_logits_rows(b / "model.onnx")
m = json.loads((b / "manifest.json").read_text())
m["quantization"] = {"precision": "int4", "weights": "carried", **genai_builder.quantization_of(b / "model.onnx"),
                     "carried_gguf_types": {k: len(v) for k, v in r["carried"].items()}, "requantized_gguf_types": r["requantized"],
                     "gguf_bytes": r["gguf_bytes"]}
m["exporter"]["revision"] = 8
m["exporter"]["note"] = "carry pass applied to the revision-7 builder graph by docs/results/gguf-blocks-carried/carry15.py; parity not re-run"
m.pop("parity", None)
m["files"] = file_table(b)
(b / "manifest.json").write_text(json.dumps(m, indent=2) + "\n")
print(json.dumps({k: v for k, v in m["quantization"].items()}), round(time.time() - t), "s")
