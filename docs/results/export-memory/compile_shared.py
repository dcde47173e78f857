"""Compile the 0.5B's three QDQ graphs for one SoC with QNN weight sharing; report files and sizes."""
import sys, time, shutil
from pathlib import Path
import onnxruntime as ort
from omnidraft.runtime import qnn
src, out, soc = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
out.mkdir(parents=True, exist_ok=True)
names = ["decode", "verify", "prefill"]
for i, name in enumerate(names):
    t = time.time()
    so = qnn.session_options(soc, context_out=str(out / f"{name}_ctx.onnx"))
    so.add_session_config_entry("ep.share_ep_contexts", "1")
    if i == len(names) - 1:
        so.add_session_config_entry("ep.stop_share_ep_contexts", "1")
    s = ort.InferenceSession(str(src / f"{name}.onnx"), so)
    print(name, qnn.nodes_by_provider(s), round(time.time() - t, 1), "s", flush=True)
    del s
for p in sorted(out.iterdir()):
    print(p.name, p.stat().st_size)
