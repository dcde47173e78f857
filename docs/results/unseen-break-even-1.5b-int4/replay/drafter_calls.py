"""Every drafter call in the loop, per prompt of the unseen set: the first (the prompt, fed whole) and the
others by tokens fed: count and mean ms. Usage: PYTHONPATH=. python drafter_calls.py N METHOD (the controller
on, its cost timed at load; 64 new tokens, chat template)."""
import json, sys, time
from omnidraft.runtime.generator import Generator
B = "/root/.cache/omnidraft/bundles"
prompts = [json.loads(l) for l in open("omnidraft/prompts/unseen.jsonl")]
n = int(sys.argv[1]); method = sys.argv[2]
g = Generator(f"{B}/qwen2.5-coder-1.5b-instruct-int4", f"{B}/smollm2-135m-instruct-int4", threads=2)
print("timed c", g.decoder.control.cost, file=sys.stderr)
calls = []
d, t = g.draft, g.target
last = {"target": 0.0}
df, tf = d.forward, t.forward
def dfw(ids, *a, **k):
    t0 = time.perf_counter(); r = df(ids, *a, **k); t1 = time.perf_counter()
    calls.append((len(ids), (t1 - t0) * 1e3, t0 - last["target"] < 0.002)); return r
def tfw(ids, *a, **k):
    r = tf(ids, *a, **k); last["target"] = time.perf_counter(); return r
d.forward, t.forward = dfw, tfw
out = []
for p in prompts[:n]:
    calls.clear()
    t0 = time.perf_counter()
    r = g.generate([{"role": "user", "content": p["prompt"]}], 64, chat=True, method=method, reuse=False)
    el = time.perf_counter() - t0
    s = r.stats
    first = calls[0] if calls else None
    rest = calls[1:]
    out.append({"id": p["id"], "elapsed": el, "prefill": s["time_split_s"].get("prefill"), "draft_s": s["time_split_s"].get("draft"),
                "verify_s": s["time_split_s"].get("verify"), "rounds": s["rounds"],
                "first": first, "n_calls": len(calls), "calls_ms": round(sum(c[1] for c in rest), 1),
                "by_len": {L: (sum(1 for c in rest if c[0]==L), round(sum(c[1] for c in rest if c[0]==L)/max(1,sum(1 for c in rest if c[0]==L)),2)) for L in sorted({c[0] for c in rest})},
                "control": s.get("draft_control")})
    print(json.dumps(out[-1]), flush=True)
