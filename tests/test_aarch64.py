"""The native core, its CLI, the JNI library and the Java API cross-built for aarch64 Linux and run under
qemu-user on onnxruntime's ARM kernels (tests/aarch64.py builds them; .ci/install-aarch64 sets up).

What runs under emulation: the core's ctest; the tokenizer differential on a sample per family; the
cache-file corpus (verdicts and bytes identical to Python's, hence to x86's); the tiny-pair golden
vectors; greedy identity of every speculative method against the aarch64 reference decode (the
guarantee is self-consistency on each machine's kernels, not x86's goldens), on two cpu models; how
ARM kernels group rows, and that the runtime's row rule makes rows layout-independent there; the Java JUnit suite on an arm64 JVM; and
(slow) the real 0.5B pair. Static checks of the .so files need no emulation. Under emulation timings
mean nothing: none is reported as speed.
"""

import json
import random
import re
import subprocess
import time
from pathlib import Path

import numpy as np
import pytest

from tests import aarch64, native

METHODS = ("omnidraft", "omnidraft+lookup", "spd-dm", "prompt-lookup")
_REPORT: list[str] = []


def _say(line: str) -> None:
    """A line of the aarch64 report CI's log shows after this module (counts, cpu models, identity)."""
    print(line)
    _REPORT.append(line)


@pytest.fixture(scope="module", autouse=True)
def _report(request):
    """Writes the module's report, and the wall time the aarch64 tests took, to the terminal."""
    start = time.monotonic()
    yield
    if not _REPORT:
        return
    lines = [f"--- aarch64 under qemu (cpu models {', '.join(aarch64.CPUS)}; emulated timings are not speeds) ---",
             *_REPORT, f"aarch64 tests: {time.monotonic() - start:.0f} s of wall time, build included"]
    if hasattr(request.config, "workeroutput"):  # a pytest-xdist worker: conftest.py prints it at the end
        request.config.workeroutput["aarch64_report"] = lines
        return
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is not None and capture is not None:
        with capture.global_and_fixture_disabled():
            reporter.ensure_newline()
            for line in lines:
                reporter.write_line(line)


@pytest.fixture(scope="module")
def build() -> Path:
    aarch64.require()
    return aarch64.build()


@pytest.fixture(scope="module")
def ort() -> Path:
    aarch64.require()
    return aarch64.ort_library()


# --- the core's own tests -------------------------------------------------------------------------

def test_ctest_runs_the_core_tests_under_qemu(build):
    proc = subprocess.run(["ctest", "--test-dir", str(build), "--output-on-failure"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    summary = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", proc.stdout)
    assert summary and summary.group(2) == "0" and int(summary.group(3)) >= 1, proc.stdout[-2000:]
    assert "qemu-aarch64.sh" in (build / "CTestTestfile.cmake").read_text()  # through the emulator
    _say(f"aarch64 ctest ({aarch64.DEFAULT_CPU}): {summary.group(0)}")


def test_the_kernels_keep_rows_independent_on_each_cpu_model(build):
    """The op library's NEON kernel set (and the generic one) under each cpu model: every row of a call
    equals the row alone, bit for bit, for the eight block types and attention; each set within float
    rounding of the exact block arithmetic (tests/test_gguf_kernels.cpp; ctest runs it on one model)."""
    for cpu in aarch64.CPUS:
        proc = aarch64.run([build / "test_gguf_kernels", "--quick"], cpu=cpu)
        assert proc.returncode == 0, (cpu, proc.stdout[-2000:], proc.stderr[-3000:])
        assert "kernel set neon-dotprod" in proc.stdout, proc.stdout
    _say(f"aarch64 kernels (cpu models {', '.join(aarch64.CPUS)}): rows independent of the call, bit for bit, "
         "neon-dotprod and generic, 8 block types and attention")


def test_the_binaries_are_aarch64_and_char_is_unsigned(build):
    header = subprocess.run([f"{aarch64.TRIPLE}-readelf", "-h", str(build / "omnidraft-native")], capture_output=True,
                            text=True).stdout
    assert "AArch64" in header
    probe = subprocess.run([aarch64.CLANG, f"--target={aarch64.TRIPLE}", "-dM", "-E", "-x", "c++", "/dev/null"],
                           capture_output=True, text=True).stdout
    assert "__CHAR_UNSIGNED__" in probe  # what ARM changes that x86 never exercised


# --- static checks of the shared libraries --------------------------------------------------------

# The C functions the core may take from libc, libm and libdl: each is in bionic's libc.map.txt,
# libm.map.txt or libdl.map.txt at API 21-26 (minSdk is 26; checked against AOSP's bionic 2026-11-27;
# strtod_l is API 26). A symbol outside this list fails the test: check it in bionic and add it, or
# don't use it. stdin, stdout and stderr are variables in bionic's libc from API 23 on (macros over __sF before).
BIONIC = set("""
stderr stdout stdin
abort access calloc clock_gettime close closedir dirfd dladdr dlclose dlerror dlopen dlsym exp expf fclose fdopen
fflush fgets fileno flock fopen fprintf fputc fputs fread free fseek fseeko fstat fsync ftell ftello ftruncate fwrite getenv getpid
gettid gmtime gmtime_r isalnum isalpha isdigit islower isspace isupper isxdigit localeconv localtime_r log logf
lseek lstat madvise malloc memchr memcmp memcpy memmove memset mincore mkdir mmap munmap nanosleep open opendir
newlocale posix_memalign pow powf sin cos sincos tanhf getauxval pthread_getspecific pthread_key_create pthread_mutex_lock pthread_mutex_unlock
pthread_once pthread_setspecific qsort read readdir readlink realloc realpath remove rename rmdir sched_yield
snprintf sqrt sqrtf stat strchr strcmp strerror strftime strlen strncmp strncpy strrchr strtod strtod_l strtof strtol
strtoll strtoul strtoull sysconf time tolower toupper unlink vsnprintf write __cxa_atexit __cxa_finalize
__stack_chk_fail __errno __memcpy_chk
""".split())
# glibc's headers (and clang for a glibc target) spell some of these otherwise; the NDK's headers give
# bionic's name for the same call: ctype's tables stand for the classification calls, bcmp is clang's
# memcmp where only equality is asked (not on Android), the stack protector's canary is a global (a TLS
# slot on Android), and glibc's _FORTIFY_SOURCE checks fprintf where bionic's checks the buffer calls.
GLIBC_SPELLING = {"__errno_location": "__errno", "__ctype_b_loc": "isalpha", "__ctype_tolower_loc": "tolower",
                  "bcmp": "memcmp", "__stack_chk_guard": "__stack_chk_fail", "__fprintf_chk": "fprintf"}
# From the C++ runtime (libc++, libc++abi and libunwind, shared, here and in the NDK's c++_shared):
CXX_RUNTIME = re.compile(r"^(_Z|__cxa_(?!atexit$|finalize$)|__gxx_personality_v0$|__dynamic_cast$|_Unwind_|__libc_single_threaded$)")
# From libgcc (compiler-rt in the NDK): the initializer of the outline atomics reads the hwcaps.
LIBGCC = {"__getauxval"}
# What each library may need at run time here, and what the same need is called on Android.
NEEDED = {"libc.so.6": "libc.so", "libm.so.6": "libm.so", "libdl.so.2": "libdl.so", "libz.so.1": "libz.so",
          "libc++.so.1": "libc++_shared.so", "libc++abi.so.1": "libc++_shared.so", "libunwind.so.1": "libc++_shared.so",
          "libgcc_s.so.1": "(compiler-rt, static)", "ld-linux-aarch64.so.1": "(the loader)"}
# From zlib (the tokenizer's gzip reader): libz.so, one of the NDK's stable system libraries.
ZLIB = {"gzopen", "gzread", "gzerror", "gzclose"}
# Weak references of GCC's crtbegin (transactional memory, profiling): left unresolved, never called.
CRT_WEAK = {"_ITM_deregisterTMCloneTable", "_ITM_registerTMCloneTable", "__gmon_start__"}


def _dynamic_symbols(library: Path) -> list[tuple[str, str, str, str]]:
    """(name without version, binding, visibility, section index) of each dynamic symbol."""
    out = subprocess.run([f"{aarch64.TRIPLE}-readelf", "--dyn-syms", "-W", str(library)], capture_output=True,
                         text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 8 and f[0].rstrip(":").isdigit() and f[7:]:
            rows.append((f[7].split("@")[0], f[4], f[5], f[6]))
    return rows


@pytest.mark.parametrize("name,exports", [("libomnidraft.so", r"^Od[A-Z]\w+$"),
                                          ("libomnidraft_jni.so", r"^(Od[A-Z]\w+|Java_ai_omnidraft_\w+|JNI_OnLoad)$"),
                                          ("gguf_ops/libomnidraft_gguf_ops.so", r"^(RegisterCustomOps|OmniDraftKernelSet)$")])
def test_shared_library_is_built_as_the_ndk_would(build, name, exports):
    library = build / name
    assert library.exists(), f"{library}: not built (the JNI library needs a JDK's jni.h)"
    symbols = _dynamic_symbols(library)
    # exports: the C ABI (and the JNI methods, and JNI_OnLoad, which caches their classes) and nothing else
    defined = [s for s in symbols if s[3] != "UND" and s[1] in ("GLOBAL", "WEAK") and s[2] == "DEFAULT"]
    stray = sorted(s[0] for s in defined if not re.match(exports, s[0]))
    assert not stray, f"{name} exports more than it should: {stray[:20]}"
    header = (aarch64.SOURCE / "include" / "omnidraft.h").read_text()
    c_abi = set(re.findall(r"^OD_API\b[^(;]*?\b(Od\w+)\s*\(", header, re.M))
    if "gguf_ops" not in name:  # the op library exports onnxruntime's entry point instead
        assert len(c_abi) >= 20 and {s[0] for s in defined if s[0].startswith("Od")} == c_abi  # all of it, no more
    if "jni" in name:  # every native method NativeApi.java declares, and no other
        java = (aarch64.SOURCE.parent / "java" / "src" / "main" / "java" / "ai" / "omnidraft" / "NativeApi.java").read_text()
        declared = {f"Java_ai_omnidraft_NativeApi_{m}" for m in re.findall(r"^\s*(?:\w+\s+)*native\s+[\w\[\]<>@ ]+?\s+(\w+)\s*\(", java, re.M)}
        assert declared and {s[0] for s in defined if s[0].startswith("Java_")} == declared
    # LOAD segments aligned to 16 KB (Android 15 devices with 16 KB pages)
    program = subprocess.run([f"{aarch64.TRIPLE}-readelf", "-lW", str(library)], capture_output=True, text=True,
                             check=True).stdout
    loads = [line.split() for line in program.splitlines() if line.split()[:1] == ["LOAD"]]
    assert loads and all(int(f[-1], 16) >= 0x4000 and int(f[-1], 16) % 0x4000 == 0 for f in loads), loads
    # no text relocations
    dynamic = subprocess.run([f"{aarch64.TRIPLE}-readelf", "-dW", str(library)], capture_output=True, text=True,
                             check=True).stdout
    assert "TEXTREL" not in dynamic and not re.search(r"FLAGS.*\bTEXTREL\b", dynamic)
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic)
    assert set(needed) <= set(NEEDED), needed
    assert "libc++.so.1" in needed  # c++_shared: one C++ runtime for every library, none linked in
    # undefined symbols: only what bionic's libc, libm and libdl give, plus the C++ runtime, libgcc and zlib
    undefined = {s[0]: s[1] for s in symbols if s[3] == "UND" and s[0]}
    libc = sorted({GLIBC_SPELLING.get(u, u) for u in undefined
                   if not CXX_RUNTIME.match(u) and u not in LIBGCC and u not in CRT_WEAK and u not in ZLIB})
    beyond = [u for u in libc if u not in BIONIC]
    assert not beyond, f"{name} needs symbols bionic's libc/libm/libdl may lack: {beyond}"
    assert all(undefined[w] == "WEAK" for w in CRT_WEAK & set(undefined))
    cxx = sorted(u for u in undefined if CXX_RUNTIME.match(u))
    _say(f"{name}: exports {len(defined)}; LOAD align {sorted({f[-1] for f in loads})}; no TEXTREL; NEEDED {needed}; "
          f"libc/libm/libdl symbols ({len(libc)}): {' '.join(libc)}; C++ runtime symbols: {len(cxx)}; "
          f"libgcc: {sorted(LIBGCC & set(undefined))}")


def _load_alignments(library: Path) -> list[int]:
    program = subprocess.run([f"{aarch64.TRIPLE}-readelf", "-lW", str(library)], capture_output=True, text=True,
                             check=True).stdout
    return [int(line.split()[-1], 16) for line in program.splitlines() if line.split()[:1] == ["LOAD"]]


def test_every_shared_library_is_built_with_libcxx_and_16_kb_pages(build):
    """Every .so this build makes (the core, the JNI library, the op library: all the Android module
    ships of ours) is linked for 16 KB pages and against the one shared libc++; the compiler and the
    libc++ are no newer than the NDK's (r27: clang 18, libc++ 18)."""
    libraries = sorted(p for p in build.rglob("*.so") if "CMakeFiles" not in p.parts)
    names = {p.relative_to(build).as_posix() for p in libraries}
    assert {"libomnidraft.so", "libomnidraft_jni.so", "gguf_ops/libomnidraft_gguf_ops.so"} <= names, names
    report = []
    for library in libraries:
        aligns = _load_alignments(library)
        assert aligns and all(a >= 0x4000 and a % 0x4000 == 0 for a in aligns), (library, aligns)
        comment = subprocess.run([f"{aarch64.TRIPLE}-readelf", "-p", ".comment", str(library)], capture_output=True,
                                 text=True).stdout
        assert "clang version" in comment, comment
        report.append(f"{library.relative_to(build)} (LOAD align {sorted({hex(a) for a in aligns})})")
    version = subprocess.run([aarch64.CLANG, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    major = int(re.search(r"clang version (\d+)", version).group(1))
    config = (aarch64.libcxx() / "usr" / "lib" / f"llvm-{aarch64.LLVM_VERSION}" / "include" / "c++" / "v1" /
              "__config").read_text()
    libcxx = int(re.search(r"#\s*define _LIBCPP_VERSION (\d+)", config).group(1))
    assert major <= 18 and libcxx < 190000, (version, libcxx)
    _say(f"aarch64 NDK-faithful build: {version}, libc++ {libcxx} (Debian arm64 libc++-{aarch64.LLVM_VERSION}), "
         f"lld, c++_shared; 16 KB pages on every .so: {'; '.join(report)}")


# --- the tokenizer, the cache file and the tiny pairs under emulation -----------------------------

def test_tokenizer_differential_on_a_sample_per_family(build):
    """The aarch64 tokenizer against Hugging Face tokenizers, both ways the runtime encodes, plus
    decoding: ~300 strings per family (the x86 suite runs 13,000; this is a sample for ARM)."""
    from tokenizers import Tokenizer

    from omnidraft.datasets import load_prompts
    from tests.test_native_tokenizer import _random_text
    from tests.zoo import TOKENIZER_FAMILIES, tokenizer_dir

    texts = load_prompts("humaneval")[:40] + load_prompts("gsm8k")[:40]
    sample = texts + [line for t in texts[:40] for line in t.split("\n") if line][:80]
    rng = random.Random(20261127)
    sample += [_random_text(rng) for _ in range(300 - len(sample))]
    report = {}
    for family in TOKENIZER_FAMILIES:
        path = tokenizer_dir(family) / "tokenizer.json"
        reference = Tokenizer.from_file(str(path))
        for mode, args, add_special, parse_special in (("prompt", ["--add-special-tokens"], True, True),
                                                       ("continuation", ["--no-parse-special"], False, False)):
            reference.encode_special_tokens = not parse_special
            want = [e.ids for e in reference.encode_batch(sample, add_special_tokens=add_special)]
            proc = aarch64.run([build / "omnidraft-native", "tokenize", "--tokenizer", path, *args],
                               input="\n".join(map(json.dumps, sample)) + "\n")
            assert proc.returncode == 0, proc.stderr[-2000:]
            got = [json.loads(line) for line in proc.stdout.split("\n") if line]
            same = sum(g == w for g, w in zip(got, want))
            assert len(got) == len(want) and same == len(want), \
                f"{family} {mode}: {same}/{len(want)}; first differs: {next(s for s, g, w in zip(sample, got, want) if g != w)!r}"
            if mode == "prompt":
                proc = aarch64.run([build / "omnidraft-native", "tokenize", "--tokenizer", path, "--decode",
                                    "--skip-special-tokens"], input="\n".join(map(json.dumps, want)) + "\n")
                texts_back = [json.loads(line) for line in proc.stdout.split("\n") if line]
                assert texts_back == reference.decode_batch(want, skip_special_tokens=True), family
        report[family] = f"{len(sample)}/{len(sample)}"
    _say(f"aarch64 tokenizer, identical ids (prompt and continuation) and decoding: {report}")


def test_cache_file_corpus_gets_the_same_verdicts_and_bytes(build, tmp_path):
    """The cache_store corpus (valid, damaged, hostile files) read on aarch64: every verdict Python's,
    and every file re-encoded byte for byte as Python (and the x86 core) writes it."""
    from tests import test_native_cache as cache_tests

    files = cache_tests._corpus(random.Random(0))
    corpus, canonical = tmp_path / "corpus", tmp_path / "canonical"
    corpus.mkdir()
    canonical.mkdir()
    for name, data in files.items():
        (corpus / name).write_bytes(data)
    proc = aarch64.run([build / "omnidraft-native", "cache", "check", "--canonical-dir", canonical,
                        *sorted(corpus.iterdir())])
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    verdicts = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(verdicts) == len(files)
    code = {0: "ok", 2: "file", 3: "version"}
    tally, same_bytes = {"ok": 0, "file": 0, "version": 0}, 0
    for v in verdicts:
        name = v["file"].rsplit("/", 1)[-1]
        expected, expected_bytes = cache_tests._python_verdict(files[name])
        assert code.get(v["code"]) == expected, (name, expected, v)
        tally[expected] += 1
        if expected == "ok":
            assert (canonical / name).read_bytes() == expected_bytes, name
            same_bytes += 1
    assert tally["ok"] >= 60 and tally["file"] >= 800 and tally["version"] >= 1, tally
    # the same operations replayed on aarch64 write the same file as Python
    from omnidraft.cache_store.format import encode
    from omnidraft.cache_store.store import Namespace, NgramStore

    rng = random.Random(51)
    store = NgramStore("lfu", 10, 200, 3, Namespace("0" * 64, "0" * 64, 12, 50, ""))
    lines = ["lfu 10 200 3 12 50"]
    for _ in range(400):
        ids = [rng.randrange(12) for _ in range(rng.randint(1, 5))]
        target = rng.randrange(50)
        store.observe(target, ids)
        lines.append(f"o {target} {' '.join(map(str, ids))}")
    (tmp_path / "ops.txt").write_text("\n".join(lines) + "\n")
    proc = aarch64.run([build / "omnidraft-native", "cache", "replay", tmp_path / "ops.txt", tmp_path / "arm.odc"])
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "arm.odc").read_bytes() == encode(store)
    _say(f"aarch64 cache corpus: {len(files)} files, verdicts {tally}, {same_bytes} re-encoded byte-identical")


def _native_run(build, ort, target, draft, prompts, method, cache, *args, cpu=aarch64.DEFAULT_CPU,
                draft_cost=native.GOLDEN_DRAFT_COST) -> list[dict]:
    """The aarch64 CLI over prompts (JSON lines: a prompt, or {"prompt", PARAM: VALUE...}), one process."""
    cmd = [build / "omnidraft-native", "generate", "--target", target, "--method", method, "--ort-library", ort,
           "--gguf-ops-library", build / "gguf_ops" / "libomnidraft_gguf_ops.so", "--stdin", *args]
    if draft:
        cmd += ["--draft", draft, "--cache", cache, "--trace", "--pieces", "--draft-cost", draft_cost]
    proc = aarch64.run(cmd, cpu=cpu, input="\n".join(map(json.dumps, prompts)) + "\n")
    assert proc.returncode == 0, proc.stderr[-3000:]
    return [json.loads(line) for line in proc.stdout.split("\n") if line]  # not splitlines: U+2028 in text


def test_tiny_pair_golden_vectors(build, ort, tmp_path):
    """Golden vectors the Python runtime makes on x86 (tests/test_native_speculative.py's), replayed on
    aarch64: ids, text, rounds, counters, streamed pieces and the n-gram cache file, per method. The
    tiny fp32 models have no near-ties at these prompts; a real model may (the guarantee on ARM is
    self-consistency, below)."""
    from tests.test_native_speculative import PROMPTS, assert_same, python_run
    from tests.zoo import tiny_bundle

    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    for method in METHODS:
        py_cache, arm_cache = tmp_path / f"{method}-py.odc", tmp_path / f"{method}-arm.odc"
        want = python_run(target, draft, PROMPTS, method, py_cache, 32)
        got = _native_run(build, ort, target, draft, PROMPTS, method, arm_cache, "--max-new-tokens", 32)
        assert_same(got, want, f"aarch64 {method}")
        assert arm_cache.read_bytes() == py_cache.read_bytes(), method
    _say(f"aarch64 tiny-pair golden vectors: {len(METHODS)} methods x {len(PROMPTS)} prompts identical to x86 Python")


PAIRS = (("qwen-bpe", "smollm2-bpe"), ("llama2-sp", "gpt2-bpe"))


@pytest.mark.parametrize("cpu, pair", zip(aarch64.CPUS, PAIRS, strict=True), ids=aarch64.CPUS)
def test_greedy_speculation_equals_the_aarch64_reference(build, ort, cpu, pair, tmp_path):
    """The guarantee on ARM kernels: every speculative method's greedy tokens are the aarch64 reference
    decode's, on two cpu models (dot product; i8mm), one tiny pair of different families each (both
    pairs on both models doubled this test's emulation time for no kernel path the other leaves out)."""
    from tests.test_native_speculative import PROMPTS
    from tests.zoo import tiny_bundle

    target_family, draft_family = pair
    target, draft = tiny_bundle(target_family), tiny_bundle(draft_family)
    # one process (loading is most of a run under qemu): the reference decodes, then each method,
    # drafting every round (draft cost 0), the path with the most rollbacks
    lines = [{"prompt": p, "method": m, "reference": int(m == "target-only")} for m in ("target-only", *METHODS)
             for p in PROMPTS]
    runs = _native_run(build, ort, target, draft, lines, "omnidraft", tmp_path / f"{target_family}.odc",
                       "--max-new-tokens", 32, cpu=cpu, draft_cost=0)
    reference = [r["token_ids"] for r in runs[:len(PROMPTS)]]
    report = {}
    for i, method in enumerate(METHODS, start=1):
        got = runs[i * len(PROMPTS):(i + 1) * len(PROMPTS)]
        report[method] = (sum(g["token_ids"] == r for g, r in zip(got, reference, strict=True)), len(reference))
    _say(f"aarch64 ({cpu}, {target_family} <- {draft_family}) greedy identity with the reference, identical/tried: "
          + ", ".join(f"{m} {a}/{b}" for m, (a, b) in report.items()))
    assert all(a == b for a, b in report.values()), report


def test_static_bundles_on_arm_kernels(build, ort, tmp_path):
    """The native static-KV mode (NPU bundles, src/runtime/static_lm.cpp) on aarch64: the tiny static
    pair's QDQ graphs on ARM's CPU kernels, every speculative method equal to the aarch64 reference
    decode, one process; agreement with x86 Python is reported, not required (quantized kernels)."""
    from tests.test_native_speculative import PROMPTS
    from tests.test_native_static import K, _python
    from tests.test_npu import _static_bundle

    target, draft = _static_bundle("gpt2-bpe"), _static_bundle("llama2-sp")
    prompts = PROMPTS[:2]
    lines = [{"prompt": p, "method": m, "reference": int(m == "target-only"), "max_new_tokens": 24}
             for m in ("target-only", *METHODS) for p in prompts]
    runs = _native_run(build, ort, target, draft, lines, "omnidraft", tmp_path / "static.odc", "--k", K, draft_cost=0)
    reference = [r["token_ids"] for r in runs[:len(prompts)]]
    report = {}
    for i, method in enumerate(METHODS, start=1):
        got = runs[i * len(prompts):(i + 1) * len(prompts)]
        report[method] = (sum(g["token_ids"] == r for g, r in zip(got, reference, strict=True)), len(reference))
    x86 = [r["token_ids"] for r in _python(target, draft, "target-only", tmp_path / "x86.odc")[:len(prompts)]]
    _say(f"aarch64 static (NPU) tiny pair on CPU QDQ, identical to the aarch64 reference/tried: "
         + ", ".join(f"{m} {a}/{b}" for m, (a, b) in report.items())
         + f"; aarch64 reference = x86 Python reference on {sum(a == b for a, b in zip(reference, x86))}/{len(prompts)}")
    assert all(a == b for a, b in report.values()), report


# --- how ARM kernels group rows -------------------------------------------------------------------

ROWS = (1, 2, 3, 4, 5, 7, 8, 64, 129, 257)


@pytest.fixture(scope="module")
def matmul_models(tmp_path_factory) -> dict:
    """x [M, K] -> y: int4 MatMulNBits at blocks 32/64/128 (accuracy level 4, int8 activations: the ARM
    dot-product and i8mm kernels) at Qwen2.5-0.5B's MLP shape, and an fp32 MatMul (MLAS SGEMM, the
    one-row kernel on x86) at its attention shape; the row layouts of row_pairs.py."""
    import onnx
    from onnx import TensorProto, helper
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

    out = tmp_path_factory.mktemp("row-models")
    x = np.random.default_rng(1).standard_normal((300, 896)).astype(np.float32)
    x.tofile(out / "x896.bin")
    models = {}
    for n, blocks in ((4864, (32, 64, 128)), (896, (0,))):
        w = (np.random.default_rng(0).standard_normal((896, n)) * 0.02).astype(np.float32)
        graph = helper.make_graph([helper.make_node("MatMul", ["x", "W"], ["y"])], "g",
                                  [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["M", 896])],
                                  [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["M", n])],
                                  [onnx.numpy_helper.from_array(w, "W")])
        for block in blocks:
            model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
            model.ir_version = 10
            if block:
                quantizer = MatMulNBitsQuantizer(model, block_size=block, is_symmetric=True, accuracy_level=4)
                quantizer.process()
                model = quantizer.model.model
                model.ir_version = 10
            path = out / f"k896-n{n}-{f'int4-b{block}' if block else 'fp32'}.onnx"
            onnx.save(model, path)
            models[path.stem] = (path, 896, out / "x896.bin")
    return models


@pytest.mark.parametrize("cpu", aarch64.CPUS)
def test_arm_kernels_group_rows_as_the_even_row_rule_assumes(build, ort, matmul_models, cpu):
    """The even-row rule (runtime/onnx_lm.py, docs/guarantees.md) assumes that every row of an even call
    gets the numbers it gets in any other even call. Measured on aarch64: each row of one call of M rows
    against the same row computed in a 2-row call, for fp32 and int4 at 1 and 2 threads."""
    findings = {}
    for name, (model, k, x) in matmul_models.items():
        for threads in (1, 2):
            proc = aarch64.run([build / "row_probe", "matmul", ort, model, k, threads, x, *ROWS], cpu=cpu)
            assert proc.returncode == 0, proc.stderr[-2000:]
            off = {r["m"]: r["rows_off"] for r in map(json.loads, proc.stdout.splitlines()) if r["rows_off"]}
            assert len(proc.stdout.splitlines()) == len(ROWS)
            findings[f"{name} t{threads}"] = off
    _say(f"aarch64 ({cpu}) rows off the pair numbers: "
          + "; ".join(f"{k}: {v or 'none'}" for k, v in findings.items()))
    even_broken = {k: {m: rows for m, rows in v.items() if m % 2 == 0} for k, v in findings.items()}
    assert not any(even_broken.values()), f"even calls off the pair numbers: {even_broken}"


# Calls on the KV cache (a CALL of "@P" rolls back to position P first, as a rejected proposal does).
# As asked (no rule): 36 + 4 ends every call at a multiple of 4 and agrees with one call; 38 + 2 and the
# odd calls do not, although 38 + 2 is even: the control that shows the probe sees a difference.
RAW_LAYOUTS = ((36, 4), (38, 2), (128, 3, 3, 5, 5, 7, 7))
# Through the runtime's rule (row_stable): prompts and steps of any size, and rollbacks.
RULE_LAYOUTS = ((38, 2), (37, 3), (16, 2, 22), (4, 2, 34), (128, 3, 3, 5, 5, 7, 7), (126, 34),
                (160, "@157", 1, 2), (100, "@97", 63))


def _probe_layouts(build, ort, bundle, mode: str, layouts) -> dict:
    """Per cpu, the positions of each layout whose rows differ from one call of the same tokens: one
    probe process per (cpu, one call's length), since under qemu loading the session is most of a run."""
    out = {}
    for cpu in aarch64.CPUS:
        by_total = {}
        for calls in layouts:
            by_total.setdefault(max(160, sum(c for c in calls if isinstance(c, int))), []).append(calls)
        for total, group in by_total.items():
            args = [a for i, calls in enumerate(group) for a in ((["/"] if i else []) + list(calls))]
            proc = aarch64.run([build / "row_probe", mode, ort, bundle, 1, total, *args], cpu=cpu)
            assert proc.returncode == 0, proc.stderr[-2000:]
            for calls, line in zip(group, proc.stdout.splitlines(), strict=True):
                out[cpu, calls] = json.loads(line)["rows_off"]
        _say(f"aarch64 ({cpu}) tiny qwen bundle, {mode}: positions off one call of the same rows: "
             + "; ".join(f"calls {list(c)}: {_span(out[cpu, c])}" for c in layouts))
    return out


def _span(rows: list) -> str:
    return "none" if not rows else f"{rows[0]}..{rows[-1]} ({len(rows)})"


def test_arm_rows_depend_on_where_a_call_ends(build, ort):
    """Model level, as asked (row_stable off), on a tiny Qwen-family fp32 bundle (GroupQueryAttention):
    a row's logits depend on the cache length its call ends at, even in an even call, unless that
    length is a multiple of 4. This is why the rule pads calls on ARM (x86 agrees in every even layout)."""
    from tests.zoo import tiny_bundle

    off = _probe_layouts(build, ort, tiny_bundle("qwen-bpe"), "model", RAW_LAYOUTS)
    for cpu in aarch64.CPUS:
        assert off[cpu, (36, 4)] == [], off
        assert off[cpu, (38, 2)] and off[cpu, (128, 3, 3, 5, 5, 7, 7)], off


def test_the_row_rule_makes_arm_rows_layout_independent(build, ort):
    """The guarantee's premise on ARM: through the runtime's row rule (even calls ending at a multiple
    of 4, runtime/onnx_lm.py), every row of every layout equals the same row of one call, bit for bit."""
    from tests.zoo import tiny_bundle

    off = _probe_layouts(build, ort, tiny_bundle("qwen-bpe"), "rule", RULE_LAYOUTS)
    assert not any(off.values()), {k: _span(v) for k, v in off.items() if v}


# --- the Java API on an arm64 JVM -----------------------------------------------------------------

ARM64_JAVA_TESTS = ("GeneratorTest#greedyIdsEqualThePythonRuntimes+textStreamsInOrderAsWholeCharacters"
                    "+sampledGenerationIsReproducibleBySeed,TokenizerTest,ApiExampleTest")


def test_java_suite_on_an_arm64_jvm(build, ort, tmp_path):
    """The JUnit tests of android_bridge/java that cross the JNI boundary with what ARM changes (ids and
    text through the aarch64 core, UTF-8 pieces with unsigned char, seeded sampling, the tokenizer, the
    documented example), compiled on the host (bytecode is portable) and run by surefire in a forked
    arm64 JVM 17 under qemu, loading the aarch64 JNI library. Golden vectors from the Python runtime as
    tests/test_java_bridge.py makes them, on 2 of its 3 prompts. The whole suite took 483 s under qemu;
    the x86 run keeps the rest (threads, listeners, options, refusals: Java and C++ logic that ARM
    does not change, and qemu's memory ordering is the host's anyway)."""
    import os
    import shutil

    from importlib.metadata import version

    from tests.test_java_bridge import JAVA, METHODS as JAVA_METHODS, PROMPTS, golden, surefire_counts, tokenizer_golden
    from tests.zoo import tiny_bundle

    if shutil.which("mvn") is None or native.java_home() is None:
        pytest.fail("the Java suite needs a JDK 17 and Maven (README: set-up)")
    java_home = aarch64.jre()
    jvm = tmp_path / "jvm-arm64" / "bin" / "java"  # surefire wants a path ending in java
    jvm.parent.mkdir(parents=True)
    jvm.write_text("#!/bin/sh\n"
                   f"OMNIDRAFT_QEMU_LD_LIBRARY_PATH={java_home.parents[3] / 'lib' / 'aarch64-linux-gnu'}:"
                   f"{aarch64.libcxx_library_dir()} "
                   f"exec {aarch64.EMULATOR} {java_home / 'bin' / 'java'} \"$@\"\n")
    jvm.chmod(0o755)
    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    golden(target, draft, [(p, m, 32) for m in JAVA_METHODS for p in PROMPTS[1:]], tmp_path / "golden.json")
    tokenizer_golden(tmp_path / "tokenizer.json")
    props = {"omnidraft.native.dir": build, "omnidraft.native.platform": "linux-arm64",
             "omnidraft.test.ort_library": ort, "omnidraft.test.target": target, "omnidraft.test.draft": draft,
             "omnidraft.test.golden": tmp_path / "golden.json", "omnidraft.test.version": version("omnidraft"),
             "omnidraft.test.tokenizer_golden": tmp_path / "tokenizer.json",
             "omnidraft.test.draft_cost": native.GOLDEN_DRAFT_COST,
             "jvm": jvm}
    cmd = ["mvn", "-o", "-B", f"-Dmaven.repo.local={Path.home() / '.m2' / 'repository'}",
           f"-Domnidraft.build.dir={tmp_path / 'target'}", *[f"-D{k}={v}" for k, v in props.items()],
           f"-Dtest={ARM64_JAVA_TESTS}", "test"]
    env = {**os.environ, "JAVA_HOME": str(native.java_home()), "OMNIDRAFT_QEMU_CPU": aarch64.DEFAULT_CPU}
    env["OMNIDRAFT_ORT_LIBRARY"] = str(ort)  # qemu hands the environment to the emulated JVM
    env["OMNIDRAFT_GGUF_OPS_LIBRARY"] = str(build / "gguf_ops" / "libomnidraft_gguf_ops.so")  # not the host's
    proc = subprocess.run(cmd, cwd=JAVA, capture_output=True, text=True, env=env)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    assert "aarch64" in "".join(p.read_text() for p in (tmp_path / "target" / "surefire-reports").glob("*.xml"))
    run, skipped = surefire_counts(out)
    assert (run, skipped) == (8, 0), out[-3000:]  # GeneratorTest 3 + TokenizerTest 4 + ApiExampleTest 1
    skipped_names = sorted(set(re.findall(r'<testcase name="([^"(]+)[^"]*" classname="[^"]*" time="[^"]*"[^>]*>\s*<skipped',
                                          "".join(p.read_text() for p in (tmp_path / "target" / "surefire-reports")
                                                  .glob("*.xml")))))
    _say(f"Java JUnit suite on the arm64 JVM ({aarch64.DEFAULT_CPU}, os.arch aarch64): {run} run, {skipped} skipped "
         f"({', '.join(skipped_names) or 'see surefire'}), 0 failed")


# --- the real 0.5B pair ---------------------------------------------------------------------------

@pytest.mark.slow
def test_real_pair_under_emulation(build, ort, tmp_path):
    """SmolLM2-135M int4 -> Qwen2.5-Coder-0.5B int4 on aarch64 kernels: 1 GSM8K prompt, 16 new tokens
    (a 4-prompt, 24-token, 2-method run took over 15 minutes under qemu, 2 prompts 290 s of CI's time);
    OmniDraft equals the aarch64 reference decode. Agreement with x86 Python is reported (near-ties may
    round otherwise on ARM), not required."""
    from omnidraft.datasets import load_prompts
    from omnidraft.export.pipeline import ensure_bundle
    from omnidraft.runtime.generator import Generator

    draft = ensure_bundle("smollm2-135m-instruct", "int4")
    target = ensure_bundle("qwen2.5-coder-0.5b-instruct", "int4")
    prompts = load_prompts("gsm8k", 1)
    # one process, so the models load once under qemu (most of the time): the reference decodes, then OmniDraft
    lines = [{"prompt": p, "method": "target-only", "reference": 1} for p in prompts] + prompts
    runs = _native_run(build, ort, target, draft, lines, "omnidraft", tmp_path / "omnidraft.odc",
                       "--max-new-tokens", 16, "--threads", 2)
    reference, got = [r["token_ids"] for r in runs[:len(prompts)]], runs[len(prompts):]
    report = {"omnidraft": sum(g["token_ids"] == r for g, r in zip(got, reference, strict=True))}
    x86 = Generator(target, threads=2)
    same_as_x86 = sum(x86.generate(p, max_new_tokens=16, method="target-only", reference=True).token_ids == r
                      for p, r in zip(prompts, reference))
    _say(f"aarch64 ({aarch64.DEFAULT_CPU}) real 0.5B pair, identical to the aarch64 reference/tried: "
          + ", ".join(f"{m} {n}/{len(prompts)}" for m, n in report.items())
          + f"; aarch64 reference = x86 Python reference on {same_as_x86}/{len(prompts)}")
    assert all(n == len(prompts) for n in report.values()), report
