"""The native core at its edges, on the C ABI: a stop that interrupts a prefill's run and a round,
and a stop that reaches a call still waiting its turn, a dropped drafter's reason and warning
(tests/test_generation_edges.cpp, on tiny bundles); text with NUL bytes; numbers that do not depend on the app's locale (test_core --locale, under a locale whose
decimal point is a comma)."""

import hashlib
import json
import shutil
import string
import subprocess
from pathlib import Path

import pytest

from omnidraft.atomic import one_at_a_time
from omnidraft.paths import home
from omnidraft.runtime.generator import Generator
from tests import native
from tests.test_native_cache import SANITIZER_ENV
from tests.test_native_generate import ORT_LIBRARY
from tests.zoo import tiny_bundle, tiny_model_dir, token_bytes

NUL_PROMPT = "Write a NUL"


def foreign_drafter() -> Path:
    """gpt2-bpe's tiny bundle with its letters and digits swapped for the characters of bytes 0xC0..
    in its vocabulary and merges (the manifest re-stamped): under 5% of its tokens spell a target
    token, so a generator drops it, as Python's MIN_SHARED_FRACTION would."""
    out = home() / "test-bundles" / "tiny-gpt2-bpe-foreign"
    source = tiny_bundle("gpt2-bpe")
    with one_at_a_time(out.with_name(out.name + ".build")):
        if not (out / "manifest.json").exists():
            tokenizer = json.loads((source / "tokenizer.json").read_text())
            special = {t["content"] for t in tokenizer["added_tokens"]}
            plain = string.ascii_letters + string.digits
            other = [chr(c) for c in range(0xC0, 0xC0 + len(plain))]
            swap = {**dict(zip(plain, other)), **dict(zip(other, plain))}

            def tr(text: str) -> str:
                return text if text in special else "".join(swap.get(ch, ch) for ch in text)

            model = tokenizer["model"]
            model["vocab"] = {tr(k): v for k, v in model["vocab"].items()}
            model["merges"] = [" ".join(map(tr, m.split(" "))) if isinstance(m, str) else [tr(p) for p in m]
                               for m in model["merges"]]
            tmp = out.with_name(out.name + ".tmp")
            shutil.rmtree(tmp, ignore_errors=True)
            shutil.copytree(source, tmp)
            (tmp / ".omnidraft-verified.json").unlink(missing_ok=True)
            data = json.dumps(tokenizer, ensure_ascii=False).encode()
            (tmp / "tokenizer.json").write_bytes(data)
            manifest = json.loads((tmp / "manifest.json").read_text())
            manifest["files"]["tokenizer.json"] = {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}
            (tmp / "manifest.json").write_text(json.dumps(manifest, indent=1))
            tmp.rename(out)
    return out


def nul_bundle() -> Path:
    """qwen-bpe's tiny target with a head of zeros but for the row of the token that is byte 0: each
    greedy token is either that one or id 0, so its text holds NUL bytes (a random model never
    writes one)."""
    from omnidraft.export.pipeline import EXPORTER_REVISION, export_bundle, exporter_revision

    out = home() / "test-bundles" / "tiny-qwen-bpe-nul"
    with one_at_a_time(out.with_name(out.name + ".build")):
        if exporter_revision(out) != EXPORTER_REVISION:
            import torch
            from transformers import LlamaForCausalLM

            tokens = token_bytes("qwen-bpe")
            nul = tokens.bytes_of.index(b"\0")
            model = LlamaForCausalLM.from_pretrained(tiny_model_dir("qwen-bpe"))
            with torch.no_grad():
                head = model.lm_head.weight
                row = head[nul].clone()
                head.zero_()
                head[nul] = row
            model_dir = home() / "test-models" / "tiny-qwen-bpe-h64-0-nul"
            model.save_pretrained(model_dir)
            for f in tiny_model_dir("qwen-bpe").iterdir():  # the tokenizer's files
                if f.is_file() and not (model_dir / f.name).exists():
                    shutil.copy(f, model_dir / f.name)
            export_bundle(str(model_dir), "fp32", out, parity_limit=1, progress=False, overwrite=True)
    return out


@pytest.mark.parametrize("sanitize", [False, True], ids=["plain", "asan+ubsan"])
def test_stop_interrupts_a_prefill_and_a_round_and_reaches_a_queued_call(sanitize):
    build = native.build(sanitize=sanitize)
    cmd = [str(build / "test_generation_edges"), str(ORT_LIBRARY), str(tiny_bundle("qwen-bpe")),
           str(tiny_bundle("smollm2-bpe")), str(tiny_bundle("gpt2-bpe", context=10240)), str(foreign_drafter())]
    # ASan intercepts dlopen'ed onnxruntime's allocations too; its own leaks are not ours to judge
    env = {**SANITIZER_ENV, "ASAN_OPTIONS": "detect_leaks=0:exitcode=86"} if sanitize else SANITIZER_ENV
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-6000:]
    assert "all generation edge tests passed" in proc.stdout


def test_numbers_are_read_the_same_under_a_comma_locale(tmp_path):
    """A German locale (decimal comma) made with localedef: strtod would stop at the '.' of "0.25"."""
    if shutil.which("localedef") is None:
        pytest.fail("localedef (glibc's locale compiler) is needed to make a decimal-comma locale")
    locales = tmp_path / "locales"
    locales.mkdir()
    made = subprocess.run(["localedef", "-i", "de_DE", "-f", "UTF-8", str(locales / "de_DE.UTF-8")],
                          capture_output=True, text=True)
    assert (locales / "de_DE.UTF-8").is_dir(), made.stdout + made.stderr
    env = {**SANITIZER_ENV, "LOCPATH": str(locales), "LC_ALL": "de_DE.UTF-8"}
    env.pop("LANG", None)
    proc = subprocess.run([str(native.build() / "test_core"), "--locale"], capture_output=True, text=True, env=env,
                          cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_text_with_nul_bytes_comes_whole_through_the_c_abi():
    """OdGenerationText is cut at the first NUL (strlen); OdGenerationTextWithLength is not, and
    omnidraft-native's --json uses it: the text is the Python runtime's, NULs included."""
    bundle = nul_bundle()
    want = Generator(bundle, threads=1).generate(NUL_PROMPT, max_new_tokens=24, method="target-only")
    assert "\0" in want.text and want.text.index("\0") < len(want.text) - 1, repr(want.text)  # the test has power
    cmd = [str(native.build() / "omnidraft-native"), "generate", "--target", str(bundle), "--ort-library",
           str(ORT_LIBRARY), "--json", "--max-new-tokens", "24", "--method", "target-only", NUL_PROMPT]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=SANITIZER_ENV)
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout)
    assert got["token_ids"] == want.token_ids
    assert got["text"] == want.text
