"""The onnxruntime custom-op library of bundles that keep a GGUF's own blocks (``--gguf-blocks ggml``,
the default for GGUF sources): GgufMatMul, GgufGather and a GroupQueryAttention whose every row is
computed as if it were alone (android_bridge/native/src/ops/; docs/guarantees.md).

Built on first use from the native tree's CMake project (target ``omnidraft_gguf_ops``): our own
kernels, one file per instruction set chosen at run time, so one build serves every CPU of its
architecture; about 20 s on 2 cores, once per source version, cached in ``$OMNIDRAFT_HOME/gguf-ops/<hash>``.
"""

import ctypes
import functools
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
LIBRARY = "libomnidraft_gguf_ops.so"


def _sources() -> list[Path]:
    return sorted((NATIVE / "src" / "ops").glob("*")) + [NATIVE / "CMakeLists.txt"]


def _build_dir() -> Path:
    digest = hashlib.sha256()
    for source in _sources():
        digest.update(source.name.encode() + source.read_bytes())
    return home() / "gguf-ops" / digest.hexdigest()[:12]


def library_path() -> Path:
    """Where the op library of these sources is, or will be once ``library`` built it."""
    return _build_dir() / "gguf_ops" / LIBRARY


def library(progress: bool = True) -> Path:
    """Path of the op library, built if it is not yet."""
    if not (NATIVE / "src" / "ops" / "gguf_ops.cpp").exists():
        raise OmniDraftError(f"this bundle computes with the op library (--gguf-blocks ggml), which is built from "
                             f"{NATIVE}, which this install lacks: install OmniDraft from its source tree")
    lib = library_path()
    out = lib.parent.parent
    if lib.exists():
        return lib
    missing = [tool for tool in ("cmake", "c++") if shutil.which(tool) is None]
    if missing:
        raise OmniDraftError(f"building the op library needs {', '.join(missing)} on PATH")
    with one_at_a_time(out):
        if lib.exists():
            return lib
        if progress:
            print(f"building the op library into {out} (about 20 s on 2 cores, once)", file=sys.stderr, flush=True)
        generator = ["-G", "Ninja"] if shutil.which("ninja") else []
        for cmd in (["cmake", "-S", str(NATIVE), "-B", str(out), "-DCMAKE_BUILD_TYPE=Release",
                     "-DOMNIDRAFT_BUILD_TOOLS=OFF", *generator],
                    ["cmake", "--build", str(out), "--target", "omnidraft_gguf_ops", "-j", str(os.cpu_count() or 1)]):
            proc = subprocess.run(cmd, capture_output=True, text=True)
            if proc.returncode:
                raise OmniDraftError(f"building the op library failed ({' '.join(cmd[:3])} ...):\n"
                                     f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return lib


@functools.cache
def kernel_set() -> str:
    """The kernel set this process runs ("avx512-vnni", "avx2", "neon-dotprod", "generic"), for reports."""
    lib = ctypes.CDLL(str(library(progress=False)))
    lib.OmniDraftKernelSet.restype = ctypes.c_char_p
    return lib.OmniDraftKernelSet().decode()


if __name__ == "__main__":
    # python -m omnidraft.runtime.gguf_ops: build the library, print its path (the native core's gguf_ops_library)
    print(library())
