"""RSS and AnonHugePages after loading the 1.5B target and a drafter, huge pages on or off (one process each)."""
import os, subprocess, sys, json
B = "/root/.cache/omnidraft/bundles"; D = "/root/.cache/omnidraft/drafters"
CHILD = r'''
import json, sys
from omnidraft.runtime.huge_pages import anon_huge_bytes
from omnidraft.runtime.onnx_lm import OnnxLM
def status():
    out = {}
    for line in open("/proc/self/status"):
        if line.startswith(("VmRSS", "RssAnon")): out[line.split(":")[0]] = int(line.split()[1]) // 1024
    out["AnonHugePagesMB"] = anon_huge_bytes() >> 20
    return out
t = OnnxLM(sys.argv[1], threads=2); a = status()
d = OnnxLM(sys.argv[2], threads=2); b = status()
print(json.dumps({"after_target": a, "after_draft": b, "target_hp_mb": t.huge_page_bytes >> 20, "draft_hp_mb": d.huge_page_bytes >> 20}))
'''
for draft in (f"{B}/smollm2-135m-instruct-int4", f"{D}/smollm2-135m-8l/drafter"):
    for on in ("1", "0"):
        env = {**os.environ, "OMNIDRAFT_HUGE_PAGES": on}
        out = subprocess.run([sys.executable, "-c", CHILD, f"{B}/qwen2.5-coder-1.5b-instruct-int4", draft],
                             env=env, capture_output=True, text=True)
        print(draft.split("/")[-2 if draft.endswith("drafter") else -1], "huge" if on == "1" else "4k",
              out.stdout.strip() or out.stderr[-500:], flush=True)
