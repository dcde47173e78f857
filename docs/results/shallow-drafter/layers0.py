import sys, json, torch
from omnidraft import corpus
from omnidraft.adapt.make_drafter import Distiller, DistillConfig, shallow_student
from pathlib import Path
torch.set_num_threads(2)
P=Path('/root/.cache/omnidraft/models/smollm2-135m-instruct/hf')
d=Distiller(P, DistillConfig(layers=[0,29], eval_blocks=4))
ev={s: corpus.token_blocks(d.tokenizer, corpus.documents(s)[1], 256)[:4] for s in corpus.SOURCES}
res={}
for ids in [[0,29],[0,1],[0,2],[28,29],[0,15],[1,29],[0,1,29],[0,1,2,29],[0,10,19,29],[0,1,2,3],[0,1,28,29]]:
    d.student=shallow_student(P, ids)
    r=d.evaluate(ev); res[str(ids)]=r
    print(ids, {s:(r[s]['kl'],r[s]['top1_agreement']) for s in r}, flush=True)
json.dump(res, open('/tmp/study/layers0.json','w'), indent=1)
