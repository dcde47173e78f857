"""llama.cpp as a peer: built once from the sources vendored in llama-cpp-python's PyPI sdist
(pinned, sha256-checked), driven through ``llama-server`` on the same prompt token ids.

The packaged models are GGUF files already (SmolLM2 Q4_1, Qwen2.5-Coder 0.5B and 1.5B), so
llama.cpp runs the same weights our bundles were exported from, in its own quantization.
"""

import functools
import json
import os
import shutil
import socket
import subprocess
import sys
import tarfile
import time
import urllib.request
from pathlib import Path

from omnidraft.errors import OmniDraftError
from omnidraft.export.fetch import sha256_file
from omnidraft.paths import home

SDIST_VERSION = "0.3.36"
SDIST_SHA256 = "832db0699007f1be95a7e41ef12e88926b02ba836461e36a36372db2760c1a2e"


def _build_dir() -> Path:
    return home() / "llama.cpp" / SDIST_VERSION


def ensure_source() -> Path:
    """llama.cpp's source tree from the pinned sdist (downloaded and sha256-checked once): its
    CMakeLists.txt, and under models/ the ggml-vocab-*.gguf tokenizer reference cases."""
    root = _build_dir()
    src = root / "src"
    if (src / "CMakeLists.txt").exists():
        return src
    root.mkdir(parents=True, exist_ok=True)
    sdist = root / f"llama_cpp_python-{SDIST_VERSION}.tar.gz"
    if not sdist.exists() or sha256_file(sdist) != SDIST_SHA256:
        sdist.unlink(missing_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", f"llama-cpp-python=={SDIST_VERSION}", "--no-deps",
                        "--no-binary", ":all:", "--quiet", "-d", str(root)], check=True)
        if sha256_file(sdist) != SDIST_SHA256:
            sdist.unlink()
            raise OmniDraftError(f"llama-cpp-python {SDIST_VERSION} sdist has an unexpected sha256; deleted it, retry")
    shutil.rmtree(src, ignore_errors=True)
    prefix = f"llama_cpp_python-{SDIST_VERSION}/vendor/llama.cpp/"
    with tarfile.open(sdist) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(prefix)]
        for m in members:
            m.name = m.name[len(prefix):]
        tar.extractall(src, members=[m for m in members if m.name], filter="data")
    return src


# x86 instruction sets ggml can use, by /proc/cpuinfo flag. GGML_NATIVE (-march=native) also turns on AMX
# where the CPU lists it, and on the AMX Xeon VMs here the first tile instruction dies with SIGILL (the
# hypervisor does not grant the tile state): llama-perplexity crashed in ggml_backend_amx_mul_mat. So the
# build names the sets this CPU has instead, AMX never.
X86_SETS = {"sse4_2": "GGML_SSE42", "avx": "GGML_AVX", "avx2": "GGML_AVX2", "bmi2": "GGML_BMI2", "fma": "GGML_FMA",
            "f16c": "GGML_F16C", "avx_vnni": "GGML_AVX_VNNI", "avx512f": "GGML_AVX512",
            "avx512vbmi": "GGML_AVX512_VBMI", "avx512_vnni": "GGML_AVX512_VNNI", "avx512_bf16": "GGML_AVX512_BF16"}


def cpu_options() -> list[str]:
    """cmake options for this CPU: native where it is not x86 (or unknown), else its sets without AMX."""
    try:
        flags = next(line for line in Path("/proc/cpuinfo").read_text().splitlines()
                     if line.startswith("flags")).split(":", 1)[1].split()
    except (OSError, StopIteration):
        return ["-DGGML_NATIVE=ON"]
    if "avx" not in flags:
        return ["-DGGML_NATIVE=ON"]
    return ["-DGGML_NATIVE=OFF", *(f"-D{opt}={'ON' if flag in flags else 'OFF'}" for flag, opt in X86_SETS.items()),
            "-DGGML_AMX_TILE=OFF", "-DGGML_AMX_INT8=OFF", "-DGGML_AMX_BF16=OFF"]


def cmake_configure(src: Path, build: Path) -> list[str]:
    """The one cmake configure line for every llama.cpp tool built here (``ensure_tool``)."""
    return ["cmake", "-S", str(src), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release", "-DLLAMA_CURL=OFF",
            *cpu_options(), "-DLLAMA_BUILD_TESTS=OFF", "-DLLAMA_BUILD_EXAMPLES=OFF",
            "-DLLAMA_BUILD_SERVER=ON", *(["-G", "Ninja"] if shutil.which("ninja") else [])]


def ensure_tool(target: str, jobs: int | None = None) -> Path:
    """Path of a llama.cpp tool (``llama-server``, ``llama-perplexity``, ``llama-quantize``), built on first
    use (several minutes on 2 cores for the first) with the one configure line, in one build directory, so
    the libraries are shared; rebuilt when this CPU's options differ from those it was built with."""
    build = _build_dir() / "build"
    binary = build / "bin" / target
    stamp = build / f"{target}-options.txt"
    options = " ".join(cpu_options())
    if binary.exists() and stamp.exists() and stamp.read_text() == options:
        return binary
    for tool in ("cmake", "c++"):
        if shutil.which(tool) is None:
            raise OmniDraftError(f"building llama.cpp needs {tool} on PATH")
    subprocess.run(cmake_configure(ensure_source(), build), check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", str(build), "--target", target, "-j", str(jobs or os.cpu_count() or 1)],
                   check=True)
    stamp.write_text(options)
    return binary


# llama-quantize's types a peer may be requantized to (its own names): the 2-8 bit ones a CPU user picks.
QUANT_TYPES = ("Q4_0", "Q4_1", "Q4_K_S", "Q4_K_M", "IQ4_NL", "IQ4_XS", "Q5_0", "Q5_1", "Q5_K_S", "Q5_K_M",
               "Q6_K", "Q8_0", "Q3_K_S", "Q3_K_M", "Q3_K_L", "Q2_K")


def check_quant_type(qtype: str) -> None:
    """Refuse a type ``requantized`` does not take, before anything is built or timed."""
    if qtype not in QUANT_TYPES:
        raise OmniDraftError(f"llama.cpp quantization {qtype!r}: choose one of {', '.join(QUANT_TYPES)}")


@functools.lru_cache(maxsize=None)
def _sha256_of(path: Path, size: int, mtime_ns: int) -> str:
    """A file's sha256, hashed once per version of it (a bench asks for each requantized form twice)."""
    return sha256_file(path)


# The requantized files' cache keeps at most this many GiB (OMNIDRAFT_REQUANTIZED_MAX_GB overrides):
# each is about its source's size, a bench over a few types on two targets writes several GB, and any
# one is made again in a minute or two. The least recently used go first.
REQUANTIZED_MAX_GB = 8


def requantized(gguf: Path, qtype: str) -> Path:
    """``gguf`` requantized to ``qtype`` by ``llama-quantize`` (built from the same sdist), cached by the
    source's sha256: llama.cpp at another quantization, to find a peer of our bundle's quality. The source
    is usually quantized already (the packaged GGUFs are), so this rounds twice, as our requantized
    bundles do (``--allow-requantize``)."""
    check_quant_type(qtype)
    out_dir = _build_dir().parent / "requantized"
    stat = gguf.stat()
    out = out_dir / f"{_sha256_of(gguf.resolve(), stat.st_size, stat.st_mtime_ns)[:16]}-{qtype}.gguf"
    if out.exists():
        os.utime(out)  # its last use: what the pruning goes by
        return out
    out_dir.mkdir(parents=True, exist_ok=True)
    part = out.with_suffix(".part")  # renamed once complete: a killed run leaves no half file behind
    cmd = [str(ensure_tool("llama-quantize")), "--allow-requantize", str(gguf), str(part), qtype]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode or not part.exists():
        part.unlink(missing_ok=True)
        raise OmniDraftError(f"llama-quantize {qtype} of {gguf} failed ({proc.returncode}):\n"
                             f"{(proc.stdout + proc.stderr)[-2000:]}")
    os.replace(part, out)
    _prune_requantized(out_dir, keep=out)
    return out


def _prune_requantized(out_dir: Path, keep: Path) -> None:
    """Deletes the least recently used requantized files until the rest fit the cache's bound; never
    ``keep`` (just made) and never a ``.part`` file (another run may be writing it)."""
    limit = float(os.environ.get("OMNIDRAFT_REQUANTIZED_MAX_GB", REQUANTIZED_MAX_GB)) * 2**30
    files = []
    for f in out_dir.glob("*.gguf"):
        try:
            st = f.stat()
        except FileNotFoundError:  # another run pruned it meanwhile
            continue
        files.append((st.st_mtime, st.st_size, f))
    total = sum(size for _, size, _ in files)
    for _, size, f in sorted(files, key=lambda entry: entry[0]):  # oldest use first
        if total <= limit:
            break
        if f != keep:
            total -= size
            f.unlink(missing_ok=True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LlamaServer:
    """One ``llama-server`` process: the target GGUF, optionally a drafter GGUF for its speculative mode."""

    def __init__(self, target_gguf: Path, draft_gguf: Path | None, threads: int | None, draft_max: int = 2,
                 context: int = 4096):
        self.port = _free_port()
        cmd = [str(ensure_tool("llama-server")), "-m", str(target_gguf), "--port", str(self.port), "-c", str(context),
               "-np", "1", "--no-webui", *(["-t", str(threads)] if threads else [])]
        if draft_gguf:
            cmd += ["-md", str(draft_gguf), "--spec-draft-n-max", str(draft_max), "--spec-draft-n-min", "0"]
        self.log = open(home() / "llama.cpp" / f"server-{self.port}.log", "w")
        self.proc = subprocess.Popen(cmd, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise OmniDraftError(f"llama-server exited ({self.proc.returncode}); see {self.log.name}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.5)
        self.close()
        raise OmniDraftError(f"llama-server did not become ready in 300 s; see {self.log.name}")

    def complete(self, prompt: list[int], max_new_tokens: int, temperature: float = 0.0, seed: int | None = None) -> dict:
        sampling = {"temperature": temperature, "top_k": 0, "top_p": 1.0, "min_p": 0.0, "seed": seed or 0} \
            if temperature > 0 else {"temperature": 0.0, "top_k": 1}
        body = json.dumps({"prompt": prompt, "n_predict": max_new_tokens, **sampling, "cache_prompt": False,
                           "return_tokens": True, "stream": False}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}/completion", body,
                                         {"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=600) as r:
            return json.loads(r.read())

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def gguf_of(bundle_path: str | Path) -> Path:
    """The GGUF file a packaged bundle came from; other sources have none for llama.cpp to run."""
    from omnidraft.export.fetch import assemble_gguf
    from omnidraft.export.registry import PACKAGED_MODELS
    from omnidraft.runtime.bundle import load_bundle

    model = load_bundle(bundle_path).manifest["model"]
    if model["source_kind"] == "gguf":
        return Path(model["source"])
    if model["source_kind"] == "packaged" and model["source"] in PACKAGED_MODELS:
        return assemble_gguf(PACKAGED_MODELS[model["source"]], progress=False)
    raise OmniDraftError(f"{bundle_path} was not exported from a GGUF file, so llama.cpp has nothing to run")


class LlamaCpp:
    """llama.cpp target-only on the target's GGUF, and its speculative mode with our drafter's GGUF
    (draft length k, like ours). Time = the server's own prompt + generation timings. With ``quant``,
    target-only alone on the GGUF requantized to that type (``requantized``): a peer at another quality."""

    def __init__(self, target_bundle: str, draft_bundle: str | None, threads: int | None, k: int,
                 quant: str | None = None):
        target = gguf_of(target_bundle)
        self.name = "llama.cpp" if quant is None else f"llama.cpp {quant}"
        if quant is not None:
            target, draft_bundle = requantized(target, quant), None
        self.gguf = target
        self.weight_bytes = target.stat().st_size
        self.servers = {f"{self.name} target-only": LlamaServer(target, None, threads)}
        if draft_bundle:
            self.servers["llama.cpp speculative"] = LlamaServer(target, gguf_of(draft_bundle), threads, draft_max=k)

    def configs(self) -> list[str]:
        return list(self.servers)

    def run(self, config: str, prompt: list[int], max_new_tokens: int, temperature: float = 0.0,
            seed: int | None = None) -> tuple[list[int], dict]:
        r = self.servers[config].complete(prompt, max_new_tokens, temperature, seed)
        t = r["timings"]
        tokens = [int(x) for x in r.get("tokens") or []]
        elapsed = (t["prompt_ms"] + t["predicted_ms"]) / 1000
        stats = {"new_tokens": len(tokens), "elapsed_s": elapsed, "prefill_s": t["prompt_ms"] / 1000,
                 "tokens_per_s": len(tokens) / elapsed}
        if t.get("draft_n"):
            stats.update(proposed_target_tokens=t["draft_n"], accepted_target_tokens=t["draft_n_accepted"])
        return tokens, stats

    def close(self) -> None:
        for server in self.servers.values():
            server.close()
