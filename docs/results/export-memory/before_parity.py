"""The parity gate as it ran at 0a79568 (torch model and bundle loaded together)."""
import importlib.util
import json
import sys
from pathlib import Path

from omnidraft.runtime.bundle import load_bundle

spec = importlib.util.spec_from_file_location("old_parity", sys.argv[1])
old = importlib.util.module_from_spec(spec)
spec.loader.exec_module(old)
print(json.dumps(old.measure(Path(sys.argv[2]), load_bundle(sys.argv[3]), old.parity_texts(4))))
