"""Acceptance per drafted round (always draft, OmniDraft + lookup) with the drafter reading only the prompt's last W
tokens; needs prompt_tail.patch applied (a start offset into the drafter's context). Usage: PYTHONPATH=. python
prompt_tail.py full 32 16"""
import json, sys
from pathlib import Path
from omnidraft.datasets import HELD_OUT_START, load_prompts
from omnidraft.runtime import draft_control
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.text import prompt_ids
B = Path.home() / ".cache/omnidraft/bundles"
TASKS = [("gsm8k", 5, 128), ("humaneval", 5, 128), ("unseen", 18, 64)]
windows = [None if w == "full" else int(w) for w in sys.argv[1:]]
log = []
record = draft_control.PromptControl.record
def logged(self, d, a):
    log.append((d, a)); return record(self, d, a)
draft_control.PromptControl.record = logged
gen = Generator(B / "qwen2.5-coder-1.5b-instruct-int4", B / "smollm2-135m-instruct-int4", threads=2, draft_cost=0)
for task, n, new in TASKS:
    texts = load_prompts(task, n, HELD_OUT_START.get(task, 0))
    for w in windows:
        gen.decoder.draft_window = w
        rounds = []; draft_s = verify_s = nr = 0; per = []
        for text in texts:
            log.clear()
            r = gen.generate_ids(prompt_ids(gen.tokenizer, text, True), new, method="omnidraft+lookup", reuse=False)
            rounds += log; sp = r.stats["time_split_s"]; draft_s += sp["draft"]; verify_s += sp["verify"]; nr += r.stats["rounds"]
            per.append(round(sum(x[1] for x in log) / max(1, len(log)), 3))
        print(json.dumps({"task": task, "window": w, "drafted_rounds": len(rounds),
              "a": round(sum(x[1] for x in rounds) / len(rounds), 3), "d": round(sum(x[0] for x in rounds) / len(rounds), 3),
              "draft_per_round_vc": round(draft_s / len(rounds) / (verify_s / nr), 3), "per_prompt_a": per}), flush=True)
