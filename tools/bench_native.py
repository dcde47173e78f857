"""The native runtime against the Python one on the same bundles and prompts, interleaved.

Two long-lived worker processes load the pair once each: ``omnidraft-native generate --stdin`` and a
Python worker (this module's ``worker``) running the Generator. Each prompt goes to both, in
alternating order, one at a time, so both see the same machine state (after one uncounted warm-up
prompt each). Reported per runtime: tokens/s
(the runtimes' own stats, prefill included, load excluded), whether the ids are identical, and the
peak resident memory of each process (VmHWM), read after the last prompt.
"""

import json
import subprocess
import sys
from pathlib import Path

from tqdm import tqdm

from omnidraft.datasets import HELD_OUT_START, load_prompts
from omnidraft.errors import OmniDraftError
from omnidraft.tools.machine import describe


def worker(target: str, draft: str | None, method: str, max_new_tokens: int, threads: int) -> int:
    """Python's side: one JSON prompt per stdin line in, one JSON result per line out."""
    from omnidraft.runtime.generator import Generator

    with Generator(target, draft, threads=threads) as gen:
        for line in sys.stdin:
            r = gen.generate(json.loads(line), max_new_tokens=max_new_tokens, method=method)
            print(json.dumps({"text": r.text, "token_ids": r.token_ids, "stats": r.stats}), flush=True)
    return 0


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)
    return float("nan")


def _ask(proc: subprocess.Popen, prompt: str) -> dict:
    proc.stdin.write(json.dumps(prompt) + "\n")
    proc.stdin.flush()
    line = proc.stdout.readline()
    if not line:
        raise OmniDraftError(f"a worker stopped: {proc.stderr.read()[-2000:]}")
    out = json.loads(line)
    if "error" in out:
        raise OmniDraftError(f"native worker: {out['error']}")
    return out


def run(native: str, target: str, draft: str | None, tasks: list[str], n: int, method: str, max_new_tokens: int,
        threads: int, held_out: bool, ort_library: str | None, out_dir: str | None) -> dict:
    prompts = [(task, p) for task in tasks
               for p in load_prompts(task, n, HELD_OUT_START[task] if held_out else 0)]
    nat_cmd = [native, "generate", "--target", target, "--method", method, "--max-new-tokens", str(max_new_tokens),
               "--threads", str(threads), "--stdin"] + (["--draft", draft] if draft else []) + \
              (["--ort-library", ort_library] if ort_library else [])
    py_cmd = [sys.executable, "-m", "omnidraft.tools.bench_native", "--worker", target, draft or "", method,
              str(max_new_tokens), str(threads)]
    procs = {name: subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    text=True)
             for name, cmd in (("native", nat_cmd), ("python", py_cmd))}
    rows = []
    try:
        for proc in procs.values():  # warm-up, not counted: a session's first run allocates its arenas
            _ask(proc, "Hello")
        for i, (task, prompt) in enumerate(tqdm(prompts, desc="prompts", unit="prompt")):
            order = ("native", "python") if i % 2 == 0 else ("python", "native")
            got = {name: _ask(procs[name], prompt) for name in order}
            rows.append({"task": task, "identical": got["native"]["token_ids"] == got["python"]["token_ids"],
                         **{f"{name}_tokens_per_s": got[name]["stats"]["tokens_per_s"] for name in got},
                         **{f"{name}_new_tokens": got[name]["stats"]["new_tokens"] for name in got},
                         **{f"{name}_elapsed_s": got[name]["stats"]["elapsed_s"] for name in got}})
        peak = {name: _peak_rss_mb(p.pid) for name, p in procs.items()}
    finally:
        for p in procs.values():
            p.stdin.close()
            p.wait(timeout=120)
    summary = {"machine": describe(), "target": target, "draft": draft, "method": method,
               "max_new_tokens": max_new_tokens, "threads": threads, "held_out": held_out, "prompts": len(rows),
               "identical": sum(r["identical"] for r in rows), "peak_rss_mb": peak, "per_task": {}}
    for task in tasks:
        sel = [r for r in rows if r["task"] == task]
        tps = {name: round(sum(r[f"{name}_new_tokens"] for r in sel) / sum(r[f"{name}_elapsed_s"] for r in sel), 2)
               for name in ("native", "python")}
        summary["per_task"][task] = {**tps, "native_over_python": round(tps["native"] / tps["python"], 3)}
    print(json.dumps(summary, indent=2))
    if out_dir:
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        (out / "results.json").write_text(json.dumps({"summary": summary, "rows": rows}, indent=2) + "\n")
    return summary


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "--worker":
    _, _, target, draft, method, max_new, threads = sys.argv
    sys.exit(worker(target, draft or None, method, int(max_new), int(threads)))
