"""Export untrained N-layer cuts of SmolLM2-135M (int4) for timing only: their weights do not change a step's cost."""
import sys
from pathlib import Path
from omnidraft.adapt.make_drafter import shallow_student, spread_layers
from omnidraft.export.pipeline import export_bundle
from transformers import AutoTokenizer
P = Path('/root/.cache/omnidraft/models/smollm2-135m-instruct/hf')
for n in map(int, sys.argv[1:]):
    ck = Path(f'/tmp/cost/cut{n}-ckpt'); out = Path(f'/tmp/cost/cut{n}-int4')
    if (out / 'manifest.json').exists():
        continue
    m = shallow_student(P, spread_layers(30, n)); m.save_pretrained(ck); AutoTokenizer.from_pretrained(P).save_pretrained(ck)
    export_bundle(str(ck), 'int4', out, min_agreement=0.0, overwrite=True, parity_limit=1, progress=False)
    print('exported', n, flush=True)
