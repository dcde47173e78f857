"""Where a SmolLM2-135M drafter step goes, beside the targets' steps (issue 56, point 2).

    PYTHONPATH=. python docs/results/drafter-step-profile/drafter_step.py DRAFTER TARGET [TARGET ...] > out.json

For each drafter thread count: the median one-token step alone (weights warm), right after a target
verifying call (as in a speculative round), and a two-token step (a round's usual feed after an
accepted draft), against each target's one-row step and two-row verifying call, and right after numpy
reads 1 GiB (cache eviction without onnxruntime's threads); then onnxruntime's
own profile of the drafter's operators (kernel time per operator type, profiling on, so slower).
Interleaved, 3 passes of 48 steps, after a 64-token prefill.
"""

import collections
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort

import omnidraft.runtime.onnx_lm as onnx_lm
from omnidraft.tools import bandwidth
from omnidraft.tools.machine import describe

PROMPT = list(range(100, 164))
EVICT = np.ones(2**27)  # 1 GiB of float64, far beyond the caches
STEPS, PASSES = 48, 3


def ms(values):
    return round(1000 * statistics.median(values), 2)


def steps(draft, target, threads):
    d = onnx_lm.OnnxLM(draft, threads=threads, max_length=1024)
    t = onnx_lm.OnnxLM(target, threads=2, max_length=1024)
    got = collections.defaultdict(list)
    for _ in range(PASSES):
        for lm in (d, t):
            lm.reset()
            lm.forward(PROMPT, last=1)
        for i in range(STEPS):
            clock = time.perf_counter()
            d.forward([300 + i], last=1)
            got["drafter 1 row, alone"].append(time.perf_counter() - clock)
        for i in range(STEPS):
            clock = time.perf_counter()
            t.forward([400 + i], last=1)
            got["target 1 row"].append(time.perf_counter() - clock)
            clock = time.perf_counter()
            d.forward([500 + i], last=1)
            got["drafter 1 row, after a target call"].append(time.perf_counter() - clock)
            clock = time.perf_counter()
            t.forward([600 + i, 601 + i], row_stable=True)
            got["target 2-row verify"].append(time.perf_counter() - clock)
            clock = time.perf_counter()
            d.forward([700 + i, 701 + i], last=1)
            got["drafter 2 rows, after a target call"].append(time.perf_counter() - clock)
            EVICT.sum()  # reads 1 GB, as a target call does, but runs no onnxruntime threads
            clock = time.perf_counter()
            d.forward([800 + i], last=1)
            got["drafter 1 row, after reading 1 GB in numpy"].append(time.perf_counter() - clock)
    return {k: ms(v) for k, v in got.items()}


def op_profile(draft, threads):
    real = onnx_lm.session_options

    def profiled(n):
        opts = real(n)
        opts.enable_profiling = True
        opts.profile_file_prefix = "/tmp/omnidraft-drafter-profile"
        return opts

    onnx_lm.session_options = profiled
    try:
        lm = onnx_lm.OnnxLM(draft, threads=threads, max_length=1024)
    finally:
        onnx_lm.session_options = real
    lm.forward(PROMPT, last=1)
    for i in range(STEPS):
        lm.forward([300 + i], last=1)
    trace = Path(lm.session.end_profiling())
    events = json.loads(trace.read_text())
    trace.unlink()
    runs = [e["dur"] for e in events if e.get("cat") == "Session" and e["name"] == "model_run"][1:]
    per_op, calls = collections.Counter(), collections.Counter()
    for e in events:
        if e.get("cat") == "Node" and e["name"].endswith("_kernel_time"):
            per_op[e["args"]["op_name"]] += e["dur"]
            calls[e["args"]["op_name"]] += 1
    n = len(runs) + 1
    return {"step_us_profiled": round(statistics.median(runs)),
            "kernel_us_per_step": {op: round(us / n) for op, us in per_op.most_common()},
            "kernel_calls_per_step": {op: round(c / n, 1) for op, c in calls.most_common()}}


def main(draft, *targets):
    out = {"machine": describe(), "onnxruntime": ort.__version__, "drafter": draft,
           "drafter_weight_bytes_per_token": bandwidth.onnx_weight_bytes_per_token(Path(draft) / "model.onnx"),
           "bandwidth": bandwidth.measure_bandwidth(), "targets": {}}
    for target in targets:
        out["targets"][target] = {
            "weight_bytes_per_token": bandwidth.onnx_weight_bytes_per_token(Path(target) / "model.onnx"),
            "drafter_threads": {n: steps(draft, target, n) for n in (2, 1)}}
    out["op_profile_2_threads"] = op_profile(draft, 2)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main(*sys.argv[1:])
