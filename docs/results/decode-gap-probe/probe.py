"""Where our target-only decode loses to onnxruntime-genai's generator on the same graph: the KV buffer's
length (ours is preallocated at max_length, genai's at prompt + new tokens) and the graph (our
model.last-rows.onnx against the builder's model.onnx), interleaved rounds in one process.

    python docs/results/decode-gap-probe/probe.py BUNDLE [ROUNDS] > results.json
"""

import json
import statistics
import sys
import time

import numpy as np

from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.text import load_tokenizer
from omnidraft.tools.bench_decode import benchmark_prompt
from omnidraft.tools.machine import describe
from omnidraft.tools.peers import Genai

NEW = 64


def ours(lm, prompt):
    lm.reset()
    logits = lm.forward(prompt, last=1)[-1]
    t0 = time.perf_counter()
    for _ in range(NEW):
        logits = lm.forward([int(np.argmax(logits))])[-1]
    return NEW / (time.perf_counter() - t0)


def main(bundle, rounds=3):
    prompt = benchmark_prompt(load_tokenizer(bundle), 100)
    configs = {f"ours, KV buffer {n}": OnnxLM(bundle, threads=2, max_length=n) for n in (2048, 256)}
    plain = OnnxLM(bundle, threads=2, max_length=256)
    plain.session = __import__("onnxruntime").InferenceSession(str(plain.bundle.path / "model.onnx"),
                                                               plain.session.get_session_options())
    plain.has_logits_rows = False
    plain._binding = plain.session.io_binding()
    plain._binding.bind_output(plain.names["logits"], "cpu")
    for i, buf in enumerate(plain._buffers):
        plain._binding.bind_ortvalue_input(plain._past_name(i), buf)
        plain._binding.bind_ortvalue_output(plain._present_name(i), buf)
    configs["ours, KV buffer 256, model.onnx (no last-rows slice)"] = plain
    genai = Genai(bundle, threads=2)
    rows = {name: [] for name in [*configs, "onnxruntime-genai"]}
    for _ in range(rounds + 1):  # the first round warms up and is dropped
        for name, lm in configs.items():
            rows[name].append(ours(lm, prompt))
        tokens, stats = genai.run("", prompt, NEW + 1)
        rows["onnxruntime-genai"].append(NEW / (stats["elapsed_s"] - stats["prefill_s"]))
    print(json.dumps({"machine": describe(), "bundle": bundle, "new_tokens": NEW, "prompt_tokens": len(prompt),
                      "decode_tok_s": {k: [round(x, 2) for x in v[1:]] for k, v in rows.items()},
                      "median": {k: round(statistics.median(v[1:]), 2) for k, v in rows.items()}}, indent=2))


if __name__ == "__main__":
    main(sys.argv[1], *(int(a) for a in sys.argv[2:3]))
