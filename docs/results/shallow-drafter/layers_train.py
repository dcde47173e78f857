import json, torch, time
from omnidraft import corpus
from omnidraft.adapt.make_drafter import Distiller, DistillConfig, shallow_student, _mixed_order
from pathlib import Path
torch.set_num_threads(2)
P=Path('/root/.cache/omnidraft/models/smollm2-135m-instruct/hf')
STEPS=50
res={}
for ids in [[0,1],[0,29],[0,15],[28,29]]:
    cfg=DistillConfig(layers=ids, steps=STEPS, eval_blocks=4)
    d=Distiller(P, cfg)
    if not res:
        tr={}; ev={}
        for s in corpus.SOURCES:
            a,b=corpus.documents(s); ev[s]=corpus.token_blocks(d.tokenizer,b,256)[:4]; tr[s]=corpus.token_blocks(d.tokenizer,a[:60],256)
        order=_mixed_order(tr,0)
    t=time.time(); losses=[]
    for st in range(STEPS):
        picks=order[st*4:(st+1)*4]; losses.append(d.step([tr[s][i] for s,i in picks], st))
    r=d.evaluate(ev); res[str(ids)]={"eval":r,"last10_loss":sum(losses[-10:])/10,"s":time.time()-t}
    print(ids, round(sum(losses[-10:])/10,3), {s:(r[s]['kl'],r[s]['top1_agreement']) for s in r}, round(time.time()-t), flush=True)
json.dump(res, open('/tmp/study/layers_train.json','w'), indent=1)
