"""The GGUF conversion as the exporter ran it at 0a79568 (from_pretrained, then a second model copy)."""
import importlib.util
import sys
from pathlib import Path

from omnidraft.export.fetch import assemble_gguf
from omnidraft.export.registry import PACKAGED_MODELS

spec = importlib.util.spec_from_file_location("old_loader", sys.argv[1])
old = importlib.util.module_from_spec(spec)
spec.loader.exec_module(old)
old._gguf_to_hf(assemble_gguf(PACKAGED_MODELS[sys.argv[2]], progress=False), Path(sys.argv[3]))
