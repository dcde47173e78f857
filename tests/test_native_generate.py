"""Native generation (omnidraft-native generate) against the Python runtime on the same bundles:
the same greedy tokens and text, fast path and row-stable reference; bad bundles and settings refused
with a reason and nothing changed."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import onnxruntime
import pytest

from omnidraft.datasets import load_prompts
from omnidraft.errors import OmniDraftError
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.params import check
from tests import native
from tests.test_native_cache import SANITIZER_ENV
from tests.zoo import FAMILIES, tiny_bundle

ORT_LIBRARY = next((Path(onnxruntime.__file__).parent / "capi").glob("libonnxruntime.so.*"))
PROMPTS = ["def add(a, b):", "Hello, world! 123", "日本語のテキスト 🙂", "  indented\n\tcode = [1, 2]"]


def _generate(bundle, prompt, *args, build=None, env=None, check=True):
    cmd = [str((build or native.build()) / "omnidraft-native"), "generate", "--target", str(bundle),
           "--ort-library", str(ORT_LIBRARY), "--json", *map(str, args), prompt]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env or SANITIZER_ENV)
    if check:
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout)
    return proc


@pytest.mark.parametrize("family", FAMILIES)
def test_tiny_bundles_give_pythons_tokens(family):
    bundle = tiny_bundle(family)
    gen = Generator(bundle)
    for prompt in PROMPTS:
        for reference in (False, True):
            want = gen.generate(prompt, max_new_tokens=24, method="target-only", reference=reference)
            got = _generate(bundle, prompt, "--max-new-tokens", 24, *(["--reference"] if reference else []))
            assert got["token_ids"] == want.token_ids, (family, prompt, reference)
            assert got["text"] == want.text
            assert got["stats"]["prompt_tokens"] == want.stats["prompt_tokens"]
            assert set(got["stats"]) == set(want.stats)


def test_sanitized_build_generates_the_same(tmp_path):
    bundle = tiny_bundle("qwen-bpe")
    plain = _generate(bundle, PROMPTS[0], "--max-new-tokens", 16, "--reference")
    # ASan intercepts dlopen'ed onnxruntime's allocations too; its own leaks are not ours to judge
    env = {**SANITIZER_ENV, "ASAN_OPTIONS": "detect_leaks=0:exitcode=86"}
    sanitized = _generate(bundle, PROMPTS[0], "--max-new-tokens", 16, "--reference", build=native.build(sanitize=True), env=env)
    assert sanitized["token_ids"] == plain["token_ids"]


def _copy(bundle: Path, tmp_path: Path) -> Path:
    out = tmp_path / bundle.name
    shutil.copytree(bundle, out)
    (out / ".omnidraft-verified.json").unlink(missing_ok=True)
    return out


def test_damaged_bundles_are_refused_and_left_alone(tmp_path):
    bundle = tiny_bundle("gpt2-bpe")
    assert "is not an OmniDraft bundle" in _generate(tmp_path / "nowhere", "x", check=False).stderr

    short = _copy(bundle, tmp_path / "short")
    data = next(p for p in short.iterdir() if p.name.endswith(".onnx.data") or p.name == "model.onnx")
    data.write_bytes(data.read_bytes()[:-1])
    proc = _generate(short, "x", check=False)
    assert proc.returncode == 1 and "the bundle is damaged, re-export it" in proc.stderr

    edited = _copy(bundle, tmp_path / "edited")
    tok = edited / "tokenizer.json"
    raw = bytearray(tok.read_bytes())
    raw[10] ^= 1  # same size, other bytes
    tok.write_bytes(bytes(raw))
    proc = _generate(edited, "x", check=False)
    assert proc.returncode == 1 and "sha256 of tokenizer.json does not match" in proc.stderr
    assert tok.read_bytes() == bytes(raw) and not (edited / ".omnidraft-verified.json").exists()

    newer = _copy(bundle, tmp_path / "newer")
    manifest = json.loads((newer / "manifest.json").read_text())
    manifest["format_version"] = 99
    (newer / "manifest.json").write_text(json.dumps(manifest))
    assert "format_version 99" in _generate(newer, "x", check=False).stderr


def test_stamp_is_shared_with_python(tmp_path):
    """A bundle the native runtime verified is trusted by Python without re-hashing, and back."""
    from omnidraft.runtime.bundle import VERIFIED_STAMP, _file_stats, _read_stamp, load_bundle

    copy = _copy(tiny_bundle("smollm2-bpe"), tmp_path)
    _generate(copy, "x", "--max-new-tokens", 2)
    manifest = json.loads((copy / "manifest.json").read_text())
    assert _read_stamp(copy) == _file_stats(copy, manifest)  # what Python would have written
    (copy / VERIFIED_STAMP).unlink()
    load_bundle(copy)
    before = (copy / VERIFIED_STAMP).stat().st_mtime_ns
    _generate(copy, "x", "--max-new-tokens", 2)
    assert (copy / VERIFIED_STAMP).stat().st_mtime_ns == before  # trusted, not rewritten


def test_bad_settings_say_what_to_do():
    bundle = tiny_bundle("gpt2-bpe")
    proc = _generate(bundle, "x", "--method", "omnidraft", check=False)
    assert proc.returncode == 1 and "needs a drafter bundle" in proc.stderr
    for flag, name, value in [("--max-new-tokens", "max_new_tokens", 0), ("--k", "k", 0), ("--seed", "seed", -1),
                              ("--seed", "seed", 2**63), ("--threads", "threads", 0), ("--max-length", "max_length", 4),
                              ("--max-new-tokens", "max_new_tokens", 2.5)]:
        proc = _generate(bundle, "x", flag, str(value), check=False)
        with pytest.raises(OmniDraftError) as python:  # the same words as the Python runtime's
            check(name, value)
        assert proc.returncode == 1 and str(python.value) in proc.stderr, (proc.stderr, str(python.value))
    proc = _generate(bundle, "x", "--max-length", "64", "--max-new-tokens", "100", check=False)
    assert proc.returncode == 1 and "exceeds the usable context" in proc.stderr
    proc = _generate(bundle, "x", "--temperature", "-1", check=False)
    assert proc.returncode == 1 and "temperature must be a finite number >= 0 (0 = greedy), got -1" in proc.stderr
    proc = _generate(bundle, "x", "--method", "target-only", "--reference", "--temperature", "0.7", check=False)
    assert proc.returncode == 1 and "the reference decode is the target alone, greedy" in proc.stderr
    proc = _generate(bundle, "x", "--accept-head", "0.7", check=False)  # Python-only so far
    assert proc.returncode == 2 and "unknown or incomplete argument" in proc.stderr
    proc = _generate(bundle, "x", "--method", "target-only", "--draft", str(tiny_bundle("qwen-bpe")), "--reference",
                     "--max-new-tokens", "4", check=False)
    assert proc.returncode == 0  # a reference decode with a drafter loaded: the drafter is simply not used
    env = {k: v for k, v in os.environ.items() if k != "OMNIDRAFT_ORT_LIBRARY"}
    proc = subprocess.run([str(native.build() / "omnidraft-native"), "generate", "--target", str(bundle),
                           "--ort-library", "/nonexistent/libonnxruntime.so", "x"], capture_output=True, text=True, env=env)
    assert proc.returncode == 1 and "cannot load onnxruntime" in proc.stderr


@pytest.mark.slow
def test_real_target_gives_pythons_tokens():
    """A real target (Qwen2.5-Coder-0.5B int4, as test_real_pair uses): 4 GSM8K + 4 HumanEval prompts,
    greedy, both numerics, half of them in the chat template; one native process (--stdin, per-line
    parameters), so the model loads once."""
    from omnidraft.export.pipeline import ensure_bundle

    target = ensure_bundle("qwen2.5-coder-0.5b-instruct", "int4")
    gen = Generator(target, threads=2)
    cases = [(prompt, reference, i % 2 == 1)  # half of them in the chat template
             for i, prompt in enumerate(load_prompts("gsm8k", 4) + load_prompts("humaneval", 4))
             for reference in (False, True)]
    lines = [json.dumps({"prompt": p, "reference": int(r), "chat": int(c)}) for p, r, c in cases]
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(target), "--ort-library",
           str(ORT_LIBRARY), "--max-new-tokens", "32", "--threads", "2", "--stdin"]
    proc = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    got = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(got) == len(cases), proc.stdout[-2000:]
    for (prompt, reference, chat), out in zip(cases, got):
        want = gen.generate(prompt, max_new_tokens=32, method="target-only", reference=reference, chat=chat)
        assert out["token_ids"] == want.token_ids, (prompt[:40], reference, chat)
        assert out["text"] == want.text


def test_chat_prompts_give_pythons_tokens():
    """One user turn in the target's chat template, from the pieces rendered at export (no Jinja natively)."""
    bundle = tiny_bundle("smollm2-bpe")
    manifest = json.loads((bundle / "manifest.json").read_text())
    assert manifest["tokenizer"]["chat"]["pieces"]["begin"].startswith("<|im_start|>")
    gen = Generator(bundle)
    for prompt in PROMPTS + ["<|im_end|> spelled in a prompt"]:
        want = gen.generate(prompt, max_new_tokens=16, method="target-only", chat=True)
        got = _generate(bundle, prompt, "--max-new-tokens", 16, "--chat")
        assert got["token_ids"] == want.token_ids and got["stats"]["prompt_tokens"] == want.stats["prompt_tokens"]
    proc = _generate(tiny_bundle("llama2-sp"), "x", "--chat", check=False)  # a tokenizer without a template
    assert proc.returncode == 1 and "its chat template cannot run natively: the tokenizer has no chat template" in proc.stderr


def test_version_is_the_python_packages():
    """OdVersion (omnidraft-native --version) is the Python package's version, from pyproject.toml."""
    from importlib.metadata import version

    proc = subprocess.run([str(native.build() / "omnidraft-native"), "--version"], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.strip() == version("omnidraft"), proc


def test_verify_sizes_trusts_a_same_size_edit_that_always_refuses(tmp_path):
    """The hash-check mode as a setting ("verify"; Java's Options.verify): "sizes" checks only sizes,
    so a same-size edit of a file the runtime does not read loads; "always" hashes and refuses it."""
    edited = _copy(tiny_bundle("gpt2-bpe"), tmp_path)
    config = edited / "genai_config.json"
    raw = config.read_bytes()
    config.write_bytes(raw.replace(b"onnxruntime-genai", b"onnxruntime-gena!"))
    assert config.stat().st_size == len(raw)
    assert _generate(edited, "x", "--verify", "sizes", "--max-new-tokens", 2)["token_ids"]
    proc = _generate(edited, "x", "--verify", "always", check=False)
    assert proc.returncode == 1 and "sha256 of genai_config.json does not match" in proc.stderr, proc.stderr
    proc = _generate(edited, "x", "--verify", "sometimes", check=False)
    assert proc.returncode == 1 and "choose when_changed, always or sizes" in proc.stderr, proc.stderr


def _threads_after_load(target, draft, *args) -> int:
    """The process's threads once a generator is loaded and has generated (read from /proc)."""
    proc = subprocess.Popen([str(native.build() / "omnidraft-native"), "generate", "--target", str(target),
                             "--draft", str(draft), "--ort-library", str(ORT_LIBRARY), "--stdin", *map(str, args)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        proc.stdin.write(json.dumps({"prompt": "Hello", "max_new_tokens": 2}) + "\n")
        proc.stdin.flush()
        line = proc.stdout.readline()
        assert "token_ids" in line, line + proc.stderr.read() if not line else line
        return len(list(Path(f"/proc/{proc.pid}/task").iterdir()))
    finally:
        proc.stdin.close()
        proc.wait()


def test_the_drafter_has_threads_of_its_own():
    """"draft_threads": the drafter's intra-op pool apart from the target's (onnxruntime starts n - 1
    workers per session), so 4 drafter threads add 3 to the process's; a bad value is refused."""
    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    one = _threads_after_load(target, draft, "--threads", 1, "--draft-threads", 1)
    four = _threads_after_load(target, draft, "--threads", 1, "--draft-threads", 4)
    both = _threads_after_load(target, draft, "--threads", 4)  # the default: the target's count
    assert four - one == 3 and both - one == 6, (one, four, both)
    proc = _generate(target, "x", "--draft", draft, "--draft-threads", "0", check=False)
    assert proc.returncode == 1 and "draft_threads" in proc.stderr, proc.stderr


def test_huge_pages_is_a_setting():
    """"huge_pages" ("1"/"0"; Java's Options.hugePages) over OMNIDRAFT_HUGE_PAGES: both values load
    and give the same ids (test_core checks that "0" advises nothing); another value is refused."""
    bundle = tiny_bundle("gpt2-bpe")
    on = _generate(bundle, "Hello", "--huge-pages", "1", "--max-new-tokens", 4)
    off = _generate(bundle, "Hello", "--huge-pages", "0", "--max-new-tokens", 4)
    assert on["token_ids"] == off["token_ids"]
    proc = _generate(bundle, "x", "--huge-pages", "yes", check=False)
    assert proc.returncode == 1 and "huge_pages = 'yes': choose 1 or 0" in proc.stderr, proc.stderr


def test_a_context_shorter_than_the_sliding_window_runs():
    """A Gemma-3 graph's GroupQueryAttention refuses a KV buffer shorter than its local window (16 in the
    tiny model): the buffer holds the window, max_length still bounds the context (as onnx_lm.py)."""
    from tests.zoo import tiny_arch_bundle

    bundle = tiny_arch_bundle("gemma3")
    want = _generate(bundle, "Hi", "--max-new-tokens", 4)
    got = _generate(bundle, "Hi", "--max-new-tokens", 4, "--max-length", 8)
    assert got["token_ids"] == want["token_ids"] and len(got["token_ids"]) == 4
    refused = _generate(bundle, "Hi", "--max-new-tokens", 12, "--max-length", 8, check=False)
    assert refused.returncode != 0 and "exceeds the usable context" in refused.stderr
