"""Build the native core (android_bridge/native) once per source tree, incrementally, for the tests.

The build directory lives in the cache (``$OMNIDRAFT_HOME/native-build/<source hash>``), so a second
test run recompiles only what changed and CMake's pinned downloads are fetched once.
"""

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

from omnidraft.atomic import one_at_a_time
from omnidraft.paths import home

SOURCE = Path(__file__).resolve().parent.parent / "android_bridge" / "native"

# The break-even cost golden vectors set (runtime/draft_control.py), so the Python runtime, the native
# core and Java make the same decisions; at 0.2 the tiny pairs' drafter goes off and on within a
# prompt, so the round-by-round comparisons cover the controller too.
GOLDEN_DRAFT_COST = 0.2


def build_dir(sanitize: bool = False) -> Path:
    tag = hashlib.sha256(str(SOURCE).encode()).hexdigest()[:12] + ("-asan" if sanitize else "")
    return home() / "native-build" / tag


def build(sanitize: bool = False) -> Path:
    """Configure (first time) and build; return the build directory. Fails with the compiler's output."""
    missing = [tool for tool in ("cmake", "c++") if shutil.which(tool) is None]
    if missing:
        raise RuntimeError(f"building the native core needs {', '.join(missing)} (README: set-up)")
    out = build_dir(sanitize)
    env = {**os.environ}
    if "JAVA_HOME" not in env and (home_dir := java_home()):
        env["JAVA_HOME"] = str(home_dir)  # CMake finds jni.h there and builds the Java bridge's library
    with one_at_a_time(out):  # parallel test workers: one builds, the other waits
        if not (out / "CMakeCache.txt").exists():
            with one_at_a_time(downloads()):
                check_run(["cmake", "-S", str(SOURCE), "-B", str(out), "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
                           f"-DOMNIDRAFT_SANITIZE={'ON' if sanitize else 'OFF'}"], env=env)
        check_run(["cmake", "--build", str(out), "-j2"], env=env)
    return out


def downloads() -> Path:
    """Where CMake's configure fetches the pinned header-only packages (CMakeLists.txt's OMNIDRAFT_CACHE):
    configures that share it take its lock, so two never download into it at once."""
    return home() / "native-downloads"


def check_run(cmd: list, **kwargs) -> subprocess.CompletedProcess:
    """Run a build step; fail with the end of its output (the host and the aarch64 builds use it)."""
    proc = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if proc.returncode:
        raise RuntimeError(f"{' '.join(map(str, cmd))} failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}")
    return proc


def java_home() -> Path | None:
    """The JDK that javac belongs to, or None without one."""
    javac = shutil.which("javac")
    return Path(javac).resolve().parent.parent if javac else None
