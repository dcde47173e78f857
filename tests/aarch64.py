"""The native core cross-built for aarch64 Linux as the NDK builds it, run under qemu-user, for
tests/test_aarch64.py.

The build is the NDK's parts as Debian ships them (cmake/aarch64-linux-libcxx.cmake): clang and lld
of LLVM 14, LLVM's libc++ 14 (no newer than NDK r27's libc++ 18) as one shared C++ runtime, the NDK's
flags, 16 KB pages. The build directory lives in the cache
(``$OMNIDRAFT_HOME/native-build/<source hash>-aarch64-libcxx``) and is built incrementally, as
tests/native.py does for the host. Every download is pinned by sha256 and kept in
``$OMNIDRAFT_HOME/native-downloads``: onnxruntime's manylinux aarch64 wheel from PyPI (its
libonnxruntime.so is what the emulated core dlopens), Debian's arm64 libc++ and JRE, each unpacked
into a folder.

Set-up (Debian, root): ``.ci/install-aarch64`` (clang-14, lld-14, g++-aarch64-linux-gnu for the C
runtime's start files, binutils, qemu-user-static, the arm64 package lists). Without it the tests
skip and say so; under CI=true they fail instead.
Timings under emulation mean nothing and are never reported as speed.
"""

import hashlib
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from omnidraft.atomic import one_at_a_time
from omnidraft.paths import home
from tests import native

SOURCE = native.SOURCE
TOOLCHAIN = SOURCE / "cmake" / "aarch64-linux-libcxx.cmake"
EMULATOR = SOURCE / "cmake" / "qemu-aarch64.sh"
TRIPLE = "aarch64-linux-gnu"
SYSROOT = Path("/usr") / TRIPLE
# qemu cpu models like phone cores: Cortex-A76 (Armv8.2, dot product, no i8mm: Snapdragon 855/865,
# Dimensity 1000) and `max` with SVE off (dot product and i8mm, as the Armv9 cores of current phones,
# Cortex-A710/X2 and later, offer them to NEON code; qemu 7.2 has no such named model, and its SVE
# emulation made a 4-prompt decode of a tiny model take minutes).
CPUS = ("cortex-a76", "max,sve=off")
DEFAULT_CPU = CPUS[0]

# onnxruntime 1.31.1 (the version the project pins) for Linux aarch64, from PyPI.
ORT_VERSION = "1.31.1"
ORT_WHEEL = "onnxruntime-1.31.1-cp311-cp311-manylinux_2_28_aarch64.whl"
ORT_WHEEL_SHA256 = "da05378364c44d4407e463982d2bf8d5e4cfea873283757e48beeb41df97b7f3"
# Debian bookworm's arm64 JRE 17 and the one library of its own it needs beyond the cross sysroot's
# glibc and libstdc++ (zlib); the rest of its Depends serve AWT, sound, smart cards and TLS roots.
JRE_DEBS = (
    ("openjdk-17-jre-headless", "17.0.19+10-1~deb12u2",
     "42df046d16195dab1256c708bca6a04a3f4e3c393d8dc07fda0b6d35c91bf3e3"),
    ("zlib1g", "1:1.2.13.dfsg-1", "52b8b8a145bbe1956bba82034f77022cbef0c3d0885c9e32d9817a7932fe1913"),
)
# zlib for the core itself (it reads gzipped tokenizers): Debian's arm64 library and its headers.
# LLVM's libc++ for arm64 (the NDK's C++ runtime, at a version no newer than NDK r27's 18): the
# headers, libc++.so.1, libc++abi and libunwind, Debian bookworm's LLVM 14, matching its clang-14.
LLVM_VERSION = "14"
CLANG, LLD = f"clang++-{LLVM_VERSION}", f"ld.lld-{LLVM_VERSION}"
LIBCXX_DEBS = tuple((name, "1:14.0.6-12", sha256) for name, sha256 in (
    ("libc++-14-dev", "5620ec565350f982a5946b0836e0a8c82962985ee5c4f5c11f027a2f59253577"),
    ("libc++1-14", "b27b5c0192ff8370259cd2e9dcee771be8c7bd3aef6070f68670014e0a37c70a"),
    ("libc++abi-14-dev", "f81938de49047e3d3f0ee64864b7eecccf9af753812a824e1e7bda3ee4c3571f"),
    ("libc++abi1-14", "980c6e5d7e2fea199c64ed556a338cc0a1bee1c115ec6f8e84fc803b5fbc4a86"),
    ("libunwind-14-dev", "3de509ff9daa814938b8ca6fb46d80895c29ad17a6621333375f966e516d1e3d"),
    ("libunwind-14", "ca70b6b6d41ff7a764c57df939a6a1d49ef9b9286363cf7963b3b96fb89af529"),
))
ZLIB_DEBS = (
    JRE_DEBS[1],
    ("zlib1g-dev", "1:1.2.13.dfsg-1", "afb60f0bae432f2f0edfe2d674e99c1a13a147c9aa2b52f2f23e3df19ece76f5"),
)


def missing() -> list[str]:
    """What this machine lacks to cross-build and emulate (empty when nothing)."""
    out = [tool for tool in (CLANG, LLD, f"{TRIPLE}-readelf", f"{TRIPLE}-objdump", "cmake")
           if shutil.which(tool) is None]
    qemu = shutil.which("qemu-aarch64-static") or shutil.which("qemu-aarch64")
    if qemu is None:
        out.append("qemu-aarch64-static")
    else:
        version = subprocess.run([qemu, "--version"], capture_output=True, text=True).stdout.split()
        major_minor = tuple(int(p) for p in version[2].split(".")[:2]) if len(version) > 2 else (0, 0)
        if major_minor < (8, 2) and os.geteuid() != 0:
            out.append(f"root (qemu {'.'.join(map(str, major_minor))} needs an ARM /proc/cpuinfo bind-mounted; "
                       "or qemu >= 8.2)")
    if not (SYSROOT / "lib" / "ld-linux-aarch64.so.1").exists():
        out.append(f"{SYSROOT} (libc6-dev-arm64-cross)")
    if not list(Path("/usr/lib/gcc-cross", TRIPLE).glob("*/crtbeginS.o")):
        out.append(f"the C runtime's start files (g++-{TRIPLE})")
    return out


def require() -> None:
    """Skips with the reason on a developer's machine without the set-up; fails under CI=true."""
    lacking = missing()
    if lacking:
        message = f"the aarch64 build and its emulation need {', '.join(lacking)}: run .ci/install-aarch64 (root)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)


def build_dir() -> Path:
    return native.build_dir().with_name(native.build_dir().name + "-aarch64-libcxx")


def build() -> Path:
    """Configure (first time) and build the core, the CLI, the tests, the JNI library and the row probe
    for aarch64; return the build directory."""
    require()
    out = build_dir()
    with one_at_a_time(out):
        if not (out / "CMakeCache.txt").exists():
            cmd = ["cmake", "-S", str(SOURCE), "-B", str(out), f"-DCMAKE_TOOLCHAIN_FILE={TOOLCHAIN}",
                   "-DCMAKE_BUILD_TYPE=RelWithDebInfo", f"-DOMNIDRAFT_LIBCXX_ROOT={libcxx()}",
                   f"-DOMNIDRAFT_LLVM_VERSION={LLVM_VERSION}"]
            z = zlib()
            cmd += [f"-DZLIB_INCLUDE_DIR={z / 'usr' / 'include'}",  # (the package's libz.so links to /lib)
                    f"-DZLIB_LIBRARY={z / 'lib' / TRIPLE / 'libz.so.1'}"]
            if java := native.java_home():  # jni.h is the same for every Linux target
                cmd += [f"-DJNI_H_DIR={java / 'include'}", f"-DJNI_MD_H_DIR={java / 'include' / 'linux'}"]
            with one_at_a_time(native.downloads()):
                native.check_run(cmd)
        native.check_run(["cmake", "--build", str(out), "-j2"])
    return out


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def ort_library() -> Path:
    """libonnxruntime.so.1.31.1 for aarch64, from the PyPI wheel (pip download, sha256-checked, once)."""
    folder = home() / "native-downloads" / f"onnxruntime-{ORT_VERSION}-aarch64"
    library = folder / f"libonnxruntime.so.{ORT_VERSION}"
    with one_at_a_time(folder):
        if library.exists():
            return library
        wheel = folder / "wheel" / ORT_WHEEL
        if not wheel.exists():
            native.check_run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--python-version",
                    "3.11", "--platform", "manylinux_2_28_aarch64", "--dest", str(wheel.parent),
                    f"onnxruntime=={ORT_VERSION}"])
        if (digest := _sha256(wheel)) != ORT_WHEEL_SHA256:
            wheel.unlink()
            raise RuntimeError(f"{wheel.name}: sha256 {digest}, expected {ORT_WHEEL_SHA256}; removed, run again")
        with zipfile.ZipFile(wheel) as zf:
            partial = library.with_suffix(".partial")
            partial.write_bytes(zf.read(f"onnxruntime/capi/{library.name}"))
            partial.rename(library)
    return library


def jre() -> Path:
    """Debian's arm64 OpenJDK 17 JRE unpacked into a folder (once); returns its java.home."""
    return _unpacked("openjdk-17-jre-arm64", JRE_DEBS) / "usr" / "lib" / "jvm" / "java-17-openjdk-arm64"


def libcxx() -> Path:
    """Debian's arm64 libc++, libc++abi and libunwind (headers and libraries) unpacked into a folder
    (once); returns the root the toolchain file takes as OMNIDRAFT_LIBCXX_ROOT."""
    return _unpacked(f"libcxx-{LLVM_VERSION}-arm64", LIBCXX_DEBS)


def libcxx_library_dir() -> Path:
    """Where libc++.so.1 and its two companions are: the emulated programs' LD_LIBRARY_PATH (the APK's
    lib/arm64-v8a, where libc++_shared.so lies beside ours)."""
    return libcxx() / "usr" / "lib" / TRIPLE


def zlib() -> Path:
    """Debian's arm64 zlib and its headers unpacked into a folder (once); returns the root."""
    return _unpacked("zlib-arm64", ZLIB_DEBS)


def _unpacked(name: str, packages: tuple) -> Path:
    """Debian arm64 packages (apt-get download, sha256-checked) unpacked into one root, once; returns
    the root. The arm64 package lists must be there (.ci/install-aarch64)."""
    folder = home() / "native-downloads" / name
    with one_at_a_time(folder):
        if (folder / "root" / ".unpacked").exists():
            return folder / "root"
        debs = folder / "debs"
        debs.mkdir(parents=True, exist_ok=True)
        for package, version, sha256 in packages:
            deb = next(debs.glob(f"{package}_*_arm64.deb"), None)
            if deb is None:
                _apt_download(package, version, debs)
                deb = next(debs.glob(f"{package}_*_arm64.deb"))
            if (digest := _sha256(deb)) != sha256 and not _apt_vouches(deb, package, digest):
                deb.unlink()
                raise RuntimeError(f"{deb.name}: sha256 {digest} matches neither the pin nor Debian's index; removed")
        shutil.rmtree(folder / "root", ignore_errors=True)
        for deb in debs.glob("*.deb"):
            native.check_run(["dpkg-deb", "-x", str(deb), str(folder / "root")])
        (folder / "root" / ".unpacked").touch()
    return folder / "root"


def _apt_download(name: str, version: str, dest: Path) -> None:
    """The pinned version; where Debian no longer serves it (a point release replaced it), the version
    apt offers now, which apt checks against Debian's signed index (and _apt_vouches checks again)."""
    for spec in (f"{name}:arm64={version}", f"{name}:arm64"):
        proc = subprocess.run(["apt-get", "download", spec], cwd=dest, capture_output=True, text=True)
        if proc.returncode == 0:
            if spec.endswith(":arm64"):
                print(f"note: {name} {version} is no longer served; using Debian's current arm64 package")
            return
    raise RuntimeError(f"apt-get download {name}:arm64 failed (arm64 package lists: .ci/install-aarch64):\n"
                       f"{proc.stderr[-2000:]}")


def _apt_vouches(deb: Path, name: str, digest: str) -> bool:
    """Whether Debian's signed index (apt-cache show) lists this sha256 for the package."""
    proc = subprocess.run(["apt-cache", "show", f"{name}:arm64"], capture_output=True, text=True)
    return f"SHA256: {digest}" in proc.stdout


def run(args: list, cpu: str = DEFAULT_CPU, env: dict | None = None, **kwargs) -> subprocess.CompletedProcess:
    """Runs an aarch64 program under qemu with cpu model ``cpu``; text in and out."""
    env = {**(env or os.environ), "OMNIDRAFT_QEMU_CPU": cpu}
    env["OMNIDRAFT_QEMU_LD_LIBRARY_PATH"] = ":".join(
        p for p in (env.get("OMNIDRAFT_QEMU_LD_LIBRARY_PATH"), str(libcxx_library_dir())) if p)
    env.pop("OMNIDRAFT_GGUF_OPS_LIBRARY", None)  # the host's (x86) library; the runs name the aarch64 one
    return subprocess.run([str(EMULATOR), *map(str, args)], capture_output=True, text=True, env=env, **kwargs)
