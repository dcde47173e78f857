"""Does collapsing only well-resident huge pages (runtime/huge_pages.MIN_RESIDENT) save the drafter's extra
memory without slowing it? Loads the 1.5B int4 target then a drafter, as a speculative run does, in one
process per configuration: huge pages off; on with MIN_RESIDENT = 0 (every whole huge page of a new or grown
mapping collapsed: the module before 2026-11-26); on with 0.5 (the default since). Reports resident memory
after each load and after a 256-token forward of each, and the drafter's greedy decode speed (median of 5
runs of 128 tokens after a 100-token prompt). Configurations alternate, REPEATS times.

    python docs/results/huge-pages-probe/resident_ab.py [REPEATS] > resident_ab.txt
"""
import json, os, subprocess, sys
B = "/root/.cache/omnidraft/bundles"; D = "/root/.cache/omnidraft/drafters"
TARGET = f"{B}/qwen2.5-coder-1.5b-instruct-int4"
DRAFTERS = {"smollm2-135m": f"{B}/smollm2-135m-instruct-int4", "smollm2-135m-8l": f"{D}/smollm2-135m-8l/drafter"}
CONFIGS = {"4k": ("0", "0"), "huge, MIN_RESIDENT=0": ("1", "0"), "huge, MIN_RESIDENT=0.5": ("1", "0.5")}
CHILD = r'''
import json, statistics, sys
from omnidraft.runtime import huge_pages
from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.target_only import greedy_decode
from omnidraft.runtime.text import load_tokenizer
from omnidraft.tools.bench_decode import benchmark_prompt
huge_pages.MIN_RESIDENT = float(sys.argv[3])
def status():
    rss = next(int(l.split()[1]) // 1024 for l in open("/proc/self/status") if l.startswith("VmRSS"))
    return {"rss_mb": rss, "huge_mb": huge_pages.anon_huge_bytes() >> 20}
t = OnnxLM(sys.argv[1], threads=2); a = status()
d = OnnxLM(sys.argv[2], threads=2, max_length=256); b = status()
ids = list(range(1000, 1256)); t.forward(ids); d.reset(); d.forward(ids); d.reset(); c = status()
prompt = benchmark_prompt(load_tokenizer(sys.argv[2]), 100)
greedy_decode(d, prompt, 128)
tps = [greedy_decode(d, prompt, 128)[1]["decode_tokens_per_s"] for _ in range(5)]
print(json.dumps({"after_target": a, "after_draft": b, "after_forward": c,
                  "draft_decode_tok_s": round(statistics.median(tps), 1)}))
'''
repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
for r in range(repeats):
    for name, draft in DRAFTERS.items():
        for config, (on, share) in CONFIGS.items():
            out = subprocess.run([sys.executable, "-c", CHILD, TARGET, draft, share],
                                 env={**os.environ, "OMNIDRAFT_HUGE_PAGES": on}, capture_output=True, text=True)
            print(json.dumps({"repeat": r, "drafter": name, "config": config,
                              **(json.loads(out.stdout) if out.returncode == 0 else {"error": out.stderr[-500:]})}),
                  flush=True)
