"""Native vs Python on the real static pair (CPU QDQ graphs): SmolLM2-135M drafter -> Qwen2.5-Coder-0.5B target."""
from pathlib import Path
import json, sys, tempfile, time
sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repository, for tests/

from omnidraft.datasets import load_prompts
import tests.test_native_static as t
target = Path(sys.argv[1]); draft = Path(sys.argv[2]); n = int(sys.argv[3]); new = int(sys.argv[4])
prompts = load_prompts("gsm8k", n) + load_prompts("humaneval", n)
t.PROMPTS = prompts
import tests.test_native_static
from tests.test_native_speculative import METHODS
tmp = Path(tempfile.mkdtemp())
report = {}
for method in ("target-only", *METHODS):
    t0 = time.time()
    py_cache, nat_cache = tmp / f"{method}-py.odc", tmp / f"{method}-native.odc"
    for c in (py_cache, nat_cache):
        c.unlink(missing_ok=True)
    from omnidraft.runtime.generator import Generator
    from omnidraft.cache_store.persist import CacheConfig
    want = []
    with Generator(target, draft, k=t.K, cache=CacheConfig(path=py_cache), draft_cost=0) as gen:
        for p in prompts:
            gen.decoder.trace = []
            r = gen.generate(p, max_new_tokens=new, method=method, reference=method == "target-only")
            want.append({"token_ids": r.token_ids, "text": r.text, "stats": r.stats, "trace": gen.decoder.trace})
    lines = [{"prompt": p, "method": method, "reference": int(method == "target-only"), "max_new_tokens": new} for p in prompts]
    got = t._native(target, draft, lines, "--cache", nat_cache)
    same_ids = sum(g["token_ids"] == w["token_ids"] for g, w in zip(got, want))
    same_rounds = sum(g.get("trace", []) == w["trace"] for g, w in zip(got, want))
    same_cache = method == "target-only" or nat_cache.read_bytes() == py_cache.read_bytes()
    report[method] = {"prompts": len(prompts), "ids_identical": same_ids, "rounds_identical": same_rounds,
                      "cache_file_identical": same_cache, "new_tokens": sum(len(w["token_ids"]) for w in want),
                      "rounds": sum(w["stats"].get("rounds", 0) for w in want), "seconds": round(time.time() - t0, 1)}
    print(method, report[method], flush=True)
json.dump(report, open(sys.argv[5], "w"), indent=1)
