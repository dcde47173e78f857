"""Row-stable logits of a 96-token text: one call against a first call of SPLIT tokens and a second of the
rest, for several splits; the first row that differs, the largest difference and the top-1 agreement.

    PYTHONPATH=. python docs/results/gemma3-int4-kv-check/kv_split.py BUNDLE
"""
import sys

import numpy as np

from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.export.parity import parity_texts
from transformers import AutoTokenizer
lm = OnnxLM(sys.argv[1], threads=2); tok = AutoTokenizer.from_pretrained(sys.argv[1])
for t in parity_texts(2):
    ids = tok(t, add_special_tokens=False).input_ids[:96]
    lm.reset(); full = lm.forward(ids, row_stable=True)
    if len(ids) < 90: continue
    for split in (16, 32, 48, 63, 64, 66, 80):
        lm.reset(); a = lm.forward(ids[:split], row_stable=True); b = lm.forward(ids[split:], row_stable=True)
        kv = np.concatenate([a, b]); d = np.abs(kv - full).max(-1)
        nz = np.nonzero(d > 0)[0]
        print(len(ids), split, "first differing row", nz[:1], "max", d.max().round(4), "agree", (kv.argmax(-1)==full.argmax(-1)).mean().round(3))
