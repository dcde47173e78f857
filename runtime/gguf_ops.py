"""The onnxruntime custom-op library that computes GGUF blocks with ggml's own kernels
(android_bridge/native/src/ops/gguf_ops.cpp), for bundles exported with ``--gguf-blocks ggml``.

Built on first use from the native tree's CMake project (target ``omnidraft_gguf_ops``) with ggml's
source from the pinned llama-cpp-python sdist (tools/llamacpp.py) and this CPU's ggml options: about
30 s on 2 cores, once per source version, cached in ``$OMNIDRAFT_HOME/gguf-ops/<hash>``.
"""

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from omnidraft.atomic import one_at_a_time
from omnidraft.errors import OmniDraftError
from omnidraft.paths import home

DOMAIN = "omnidraft.gguf"
NATIVE = Path(__file__).resolve().parent.parent / "android_bridge" / "native"
SOURCES = (NATIVE / "src" / "ops" / "gguf_ops.cpp", NATIVE / "CMakeLists.txt")
LIBRARY = "libomnidraft_gguf_ops.so"


def _build_dir(options: list[str]) -> Path:
    from omnidraft.tools.llamacpp import SDIST_VERSION

    digest = hashlib.sha256(SDIST_VERSION.encode() + " ".join(options).encode())
    for source in SOURCES:
        digest.update(source.read_bytes())
    return home() / "gguf-ops" / digest.hexdigest()[:12]


def library(progress: bool = True) -> Path:
    """Path of the op library for this CPU, built if it is not yet."""
    from omnidraft.tools.llamacpp import cpu_options, ensure_source

    if not all(s.exists() for s in SOURCES):
        raise OmniDraftError(f"this bundle computes with ggml's kernels (--gguf-blocks ggml), whose op library is "
                             f"built from {NATIVE}, which this install lacks: install OmniDraft from its source tree")
    options = cpu_options()
    out = _build_dir(options)
    lib = out / "gguf_ops" / LIBRARY
    if lib.exists():
        return lib
    missing = [tool for tool in ("cmake", "c++") if shutil.which(tool) is None]
    if missing:
        raise OmniDraftError(f"building the ggml op library needs {', '.join(missing)} on PATH")
    with one_at_a_time(out):
        if lib.exists():
            return lib
        if progress:
            print(f"building the ggml op library for this CPU into {out} (about 30 s on 2 cores, once)",
                  file=sys.stderr, flush=True)
        ggml = ensure_source() / "ggml"
        generator = ["-G", "Ninja"] if shutil.which("ninja") else []
        for cmd in (["cmake", "-S", str(NATIVE), "-B", str(out), "-DCMAKE_BUILD_TYPE=Release",
                     "-DOMNIDRAFT_BUILD_TOOLS=OFF", f"-DOMNIDRAFT_GGML_DIR={ggml}", *options, *generator],
                    ["cmake", "--build", str(out), "--target", "omnidraft_gguf_ops", "-j", str(os.cpu_count() or 1)]):
            proc = subprocess.run(cmd, capture_output=True, text=True)
            if proc.returncode:
                raise OmniDraftError(f"building the ggml op library failed ({' '.join(cmd[:3])} ...):\n"
                                     f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return lib


if __name__ == "__main__":
    # python -m omnidraft.runtime.gguf_ops: build the library, print its path (the native core's
    # gguf_ops_library); --ggml-dir: print ggml's source folder instead (an Android build's ggmlDir)
    if sys.argv[1:] == ["--ggml-dir"]:
        from omnidraft.tools.llamacpp import ensure_source

        print(ensure_source() / "ggml")
    else:
        print(library())
