"""Log every drafted round of the always-draft decode (draft_cost 0): drafted tokens d, accepted a, and l,
what prompt lookup's proposal would have had accepted in that round. Greedy, so the rounds depend on the
text alone. Usage: PYTHONPATH=. python rounds.py [METHOD] -> rounds-<task>.json here, one line per task."""
import json
import sys
from pathlib import Path

from omnidraft.datasets import HELD_OUT_START, load_prompts
from omnidraft.runtime import draft_control
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.text import prompt_ids

B = Path.home() / ".cache/omnidraft/bundles"
TASKS = [("gsm8k", 5, 128), ("humaneval", 5, 128), ("unseen", 18, 64)]  # the bench's held-out prompts
method = sys.argv[1] if len(sys.argv) > 1 else "omnidraft+lookup"
log = []
record = draft_control.PromptControl.record


def logged(self, d, a, l=0):
    log.append((d, a, l))
    return record(self, d, a, l)


draft_control.PromptControl.record = logged
gen = Generator(B / "qwen2.5-coder-1.5b-instruct-int4", B / "smollm2-135m-instruct-int4", threads=2, draft_cost=0)
for task, n, new in TASKS:
    prompts = []
    for text in load_prompts(task, n, HELD_OUT_START.get(task, 0)):
        log.clear()
        r = gen.generate_ids(prompt_ids(gen.tokenizer, text, True), new, method=method, reuse=False)
        split = r.stats["time_split_s"]
        prompts.append({"rounds": r.stats["rounds"], "draft_s": split["draft"], "verify_s": split["verify"],
                        "drafted_rounds": [list(x) for x in log]})
    (Path(__file__).parent / f"rounds-{task}.json").write_text(json.dumps(prompts))
    drafted = [x for p in prompts for x in p["drafted_rounds"]]
    verify = sum(p["verify_s"] for p in prompts) / sum(p["rounds"] for p in prompts)
    print(json.dumps({"task": task, "drafted_rounds": len(drafted),
                      "a_per_round": round(sum(x[1] for x in drafted) / len(drafted), 3),
                      "l_per_round": round(sum(x[2] for x in drafted) / len(drafted), 3),
                      "d_per_round": round(sum(x[0] for x in drafted) / len(drafted), 3),
                      "draft_per_drafted_round_in_verifying_calls":
                          round(sum(p["draft_s"] for p in prompts) / len(drafted) / verify, 3)}))
