"""Java (RealPairTest through the JNI library) against the Python runtime on a real static pair, CPU QDQ graphs.

usage: python java_check.py TARGET_STATIC DRAFT_STATIC N_PER_TASK MAX_NEW_TOKENS OUT.json
Run from the repository root with PYTHONPATH=. (it uses the test suite's golden writers and Maven runner).
"""

import json
import sys
import tempfile
import time
from pathlib import Path

from omnidraft.datasets import load_prompts
from tests.test_java_bridge import chat_golden, golden, mvn, surefire_counts

target, draft, n, max_new, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), Path(sys.argv[5])
tmp = Path(tempfile.mkdtemp(prefix="java-static-"))
prompts = load_prompts("gsm8k", n) + load_prompts("humaneval", n)
t0 = time.time()
want = golden(target, draft, [(p, "omnidraft", max_new) for p in prompts], tmp / "real.json", threads=2, fresh=False)
chat_golden(target, "You are terse.", ["What is 2 + 3?", "And times 4?"], 6, tmp / "chat.json", threads=2)
python_s = time.time() - t0
t0 = time.time()
log = mvn(tmp, {"real_target": target, "real_draft": draft, "real_golden": tmp / "real.json",
                "real_chat_golden": tmp / "chat.json", "report": tmp / "java-stats.json"}, "test", "-Dtest=RealPairTest")
java_s = time.time() - t0
run, skipped = surefire_counts(log)
java = json.loads((tmp / "java-stats.json").read_text())
report = {"target": target, "draft": draft, "method": "omnidraft", "k": 3, "max_new_tokens": max_new,
          "prompts": len(prompts), "conversation_turns": 2, "junit_run": run, "junit_skipped": skipped,
          "identical": run == 1 and skipped == 0,  # RealPairTest asserts ids and text per prompt and per turn
          "python_seconds": round(python_s, 1), "java_seconds": round(java_s, 1),
          "rounds": {"python": [w["stats"]["rounds"] for w in want], "java": [j["rounds"] for j in java]}}
out.write_text(json.dumps(report, indent=1) + "\n")
print(json.dumps(report, indent=1))
