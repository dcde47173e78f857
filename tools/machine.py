"""Which CPU a measurement ran on, for every report that holds a speed.

Speeds, and what a target call of several rows costs against one row (which decides the best draft
length), depend on the CPU's matrix instructions and caches. Our machines are lent VMs that have
changed between sessions (an AVX2 EPYC, then an AVX-512 VNNI Xeon), and ``platform.processor()`` is
empty on Linux, so the reports say it from /proc/cpuinfo and sysfs.
"""

import os
import platform
from pathlib import Path

# the instruction-set extensions onnxruntime's MLAS kernels choose between (x86, then Arm)
_ISA = ("avx2", "fma", "avx512f", "avx512_vnni", "avx_vnni", "amx_int8", "amx_bf16", "asimd", "asimddp", "i8mm",
        "sve", "sme")


def describe(cpuinfo: str | None = None, sysfs: Path = Path("/sys/devices/system/cpu/cpu0/cache")) -> dict:
    """CPU model, cores, the matrix instruction sets present and the L2 per core, as far as known."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text()
        except OSError:
            cpuinfo = ""
    fields: dict[str, str] = {}
    for line in cpuinfo.splitlines():
        name, _, value = line.partition(":")
        fields.setdefault(name.strip().lower(), value.strip())
    flags = set((fields.get("flags") or fields.get("features") or "").split())
    return {"platform": platform.platform(),
            "cpu": fields.get("model name") or fields.get("hardware") or platform.processor() or platform.machine(),
            "cores": os.cpu_count(), "isa": [f for f in _ISA if f in flags], "l2_per_core": _l2(sysfs)}


def _l2(sysfs: Path) -> str | None:
    """The level-2 cache of cpu0, as sysfs writes its size (e.g. "2048K"), or None where not told."""
    for index in sorted(sysfs.glob("index*")):
        try:
            if (index / "level").read_text().strip() == "2":
                return (index / "size").read_text().strip()
        except OSError:
            continue
    return None
