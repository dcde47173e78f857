import sys
from pathlib import Path
from omnidraft.export import genai_builder, pipeline
block = sys.argv[2]
genai_builder.PRECISION_OPTIONS["int4"] = {"block_size": block, "accuracy_level": "4"}
m = pipeline.export_bundle(sys.argv[1], "int4", Path(sys.argv[3]), overwrite=True, parity_limit=4)
print(block, m["parity"]["top1_agreement"], m["parity"]["perplexity_torch"], m["parity"]["perplexity_onnx"])
