"""8-layer cut of SmolLM2-135M: which 8 of 30 layers recover fastest (40 steps, same batches each)."""
import json, sys, time, torch
sys.path.append("/work/main")
from omnidraft import corpus
from omnidraft.adapt.make_drafter import Distiller, DistillConfig, _mixed_order
from omnidraft.adapt.teachers import SelfTeacher
from pathlib import Path
torch.set_num_threads(2)
P = Path('/root/.cache/omnidraft/models/smollm2-135m-instruct/hf')
STEPS = 40
teacher = SelfTeacher(P)
res = {}
choices = {"spread": [0, 4, 8, 12, 17, 21, 25, 29], "prefix+last": [0, 1, 2, 3, 4, 5, 6, 29],
           "first+suffix": [0, 23, 24, 25, 26, 27, 28, 29]}
tr = ev = order = None
for name, ids in choices.items():
    cfg = DistillConfig(layers=ids, steps=STEPS, eval_blocks=4)
    d = Distiller(P, cfg, teacher)
    if order is None:
        tr, ev = {}, {}
        for s in corpus.SOURCES:
            a, b = corpus.documents(s)
            ev[s] = corpus.token_blocks(d.tokenizer, b, 256)[:4]
            tr[s] = corpus.token_blocks(d.tokenizer, a[:60], 256)
        order = _mixed_order(tr, 0)
    r0 = d.evaluate(ev)
    t = time.time(); losses = []
    for st in range(STEPS):
        picks = order[st * 4:(st + 1) * 4]
        losses.append(d.step([tr[s][i] for s, i in picks], st))
    r = d.evaluate(ev)
    res[name] = {"layers": ids, "eval_untrained": r0, "eval": r, "last10_loss": sum(losses[-10:]) / 10,
                 "train_s": time.time() - t}
    print(name, ids, round(sum(losses[-10:]) / 10, 3), {s: (r[s]['kl'], r[s]['top1_agreement']) for s in r},
          round(time.time() - t), flush=True)
json.dump(res, open('layers8_train.json', 'w'), indent=1)
