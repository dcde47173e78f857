"""Which node first computes the first rows of a text differently in a 64-row call than in a 96-row call
(both from an empty cache): every float output of every node is exposed as a graph output and compared.

    PYTHONPATH=. python docs/results/gemma3-int4-kv-check/rows_probe.py BUNDLE
"""
import sys

import numpy as np
import onnx
import onnxruntime as ort

from omnidraft.runtime.onnx_lm import OnnxLM, session_options
d = sys.argv[1]
lm = OnnxLM(d, threads=2, kv_mode="concat")
m = onnx.load(str(lm.bundle.graph_path))
want = []
for n in m.graph.node:
    if n.op_type in ("Constant",) or "constant" in n.name: continue
    for o in n.output:
        if o and "present" not in o and o not in [x.name for x in m.graph.output]:
            want.append((n.op_type, n.name, o))
for _, _, o in want:
    m.graph.output.append(onnx.helper.make_empty_tensor_value_info(o))
import tempfile
tmp = tempfile.mkdtemp()
onnx.save(m, f"{tmp}/probe.onnx", save_as_external_data=True, location="probe.onnx.data")
s = ort.InferenceSession(f"{tmp}/probe.onnx", session_options(2))
names = lm.names
def run(ids):
    ids = np.asarray(ids, np.int64).reshape(1, -1); n = ids.shape[1]
    f = {names["input_ids"]: ids, names["attention_mask"]: np.ones((1, n), np.int64)}
    if "logits_rows" in [i.name for i in s.get_inputs()]: f[names["logits_rows"]] = np.array([n], np.int64)
    if lm.uses_position_ids: f[names["position_ids"]] = np.arange(n).reshape(1, -1)
    for i in range(2 * lm.num_layers): f[lm._past_name(i)] = np.zeros((1, lm.kv_shape[1], 2048, lm.kv_shape[3]), np.float32)
    return dict(zip([o.name for o in s.get_outputs()], s.run(None, f)))
from transformers import AutoTokenizer
from omnidraft.export.parity import parity_texts
tok = AutoTokenizer.from_pretrained(d)
ids = [t for t in (tok(x, add_special_tokens=False).input_ids[:96] for x in parity_texts(2)) if len(t) == 96][0]
a, b = run(ids[:64]), run(ids)
shown = 0
for op, name, o in want:
    x, y = a.get(o), b.get(o)
    if x is None or x.ndim < 2 or x.dtype != np.float32: continue
    # rows axis: the one whose size is 10 in x and 22 in y
    ax = [i for i in range(x.ndim) if x.shape[i] == 64 and y.shape[i] == 96]
    if not ax: continue
    yy = np.take(y, range(64), axis=ax[0])
    diff = np.abs(x - yy).max()
    if diff > 0:
        print(op, name, o, x.shape, "maxdiff", diff, "scale", np.abs(x).max()); shown += 1
        if shown > 12: break
print("done, first differing nodes above")
