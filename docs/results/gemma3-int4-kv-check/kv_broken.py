"""The quantized KV-cache check on real bundles: the sound cache, a cache that drops its past before every
call, and one that forgets its newest token before every call (export/parity.py's measure, monkeypatched).

    PYTHONPATH=. python docs/results/gemma3-int4-kv-check/kv_broken.py "NAME,CHECKPOINT,BUNDLE" ...
"""
import json
import sys

from omnidraft.export import parity
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.onnx_lm import OnnxLM
forward = OnnxLM.forward
def drop_past(self, ids, **kw):
    self.reset(); return forward(self, ids, **kw)
def lose_last(self, ids, **kw):
    if self.length > 2: self.rollback(self.length - 1)   # the cache forgets its newest token before each call
    return forward(self, ids, **kw)
out = {}
for name, ckpt, bundle in (a.split(",") for a in sys.argv[1:]):
    b = load_bundle(bundle); texts = parity.parity_texts(4)
    for kind, f in [("sound", forward), ("drops its past", drop_past), ("loses its newest token", lose_last)]:
        OnnxLM.forward = f
        p = parity.measure(ckpt, b, texts)
        OnnxLM.forward = forward
        keep = {k: p[k] for k in ("perplexity_onnx", "kv_cache_perplexity", "kv_cache_top1_agreement", "kv_cache_max_abs_diff")}
        keep["refusal"] = parity.kv_cache_refusal(p, "int4")
        out[f"{name}: {kind}"] = keep; print(name, kind, keep, flush=True)
json.dump(out, open("kv_broken.json", "w"), indent=1)
