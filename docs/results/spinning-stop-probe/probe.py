"""Does our forced stop of spinning after every Run cost target-only decode? onnxruntime-genai sets no
``session.force_spinning_stop`` (its workers may still spin when the next step starts; ours sleep).
Two sessions of one bundle, with and without the forced stop, and onnxruntime-genai, in alternating
rounds in one process (no drafter loaded: the case where spinning between runs could not steal cores).

    python docs/results/spinning-stop-probe/probe.py BUNDLE [ROUNDS] > results.json
"""

import json
import statistics
import sys

from omnidraft.runtime import onnx_lm
from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.target_only import greedy_decode
from omnidraft.runtime.text import load_tokenizer
from omnidraft.tools.bench_decode import benchmark_prompt, genai_decode_tps, genai_model
from omnidraft.tools.machine import describe

NEW = 64


def main(bundle, rounds=6):
    prompt = benchmark_prompt(load_tokenizer(bundle), 100)
    configs = {"ours, forced stop (now)": OnnxLM(bundle, threads=2, max_length=256)}
    plain = onnx_lm.session_options

    def no_stop(threads):
        opts = plain(threads)
        opts.add_session_config_entry("session.force_spinning_stop", "0")
        return opts

    onnx_lm.session_options = no_stop
    configs["ours, no forced stop"] = OnnxLM(bundle, threads=2, max_length=256)
    onnx_lm.session_options = plain
    model = genai_model(bundle, 2)
    runners = {name: (lambda lm=lm: greedy_decode(lm, prompt, NEW)[1]["decode_tokens_per_s"])
               for name, lm in configs.items()}
    runners["onnxruntime-genai"] = lambda: genai_decode_tps(model, prompt, NEW)
    for run in runners.values():
        run()  # warm-up
    speeds = {name: [] for name in runners}
    for _ in range(rounds):
        for name, run in runners.items():
            speeds[name].append(round(run(), 2))
    print(json.dumps({"machine": describe(), "bundle": bundle, "new_tokens": NEW, "prompt_tokens": len(prompt),
                      "rounds": rounds, "decode_tok_s": speeds,
                      "median": {k: statistics.median(v) for k, v in speeds.items()}}, indent=1))


if __name__ == "__main__":
    main(sys.argv[1], *(int(a) for a in sys.argv[2:]))
