"""The Java API (android_bridge/java) on the host JVM: `mvn -o` runs its JUnit tests against the JNI
library of the native build, with golden vectors the Python runtime writes here. Maven runs offline
from the preloaded ~/.m2 with the plugin versions the pom pins (BRIDGE.md)."""

import json
import os
from importlib.metadata import version
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from omnidraft.datasets import load_prompts
from omnidraft.runtime.generator import Generator
from tests import native
from tests.test_native_generate import ORT_LIBRARY
from tests.zoo import tiny_bundle

JAVA = Path(__file__).resolve().parent.parent / "android_bridge" / "java"
PROMPTS = ["def fib(n):\n    if n < 2:\n        return n\n", "The capital of France is", "Hello 日本語 🙂 and more text"]
METHODS = ("omnidraft", "omnidraft+lookup", "spd-dm", "prompt-lookup")


def mvn(tmp_path: Path, properties: dict, *goals: str) -> str:
    """Runs Maven offline on the Java module with omnidraft.test.* properties; returns its output."""
    if shutil.which("mvn") is None or native.java_home() is None:
        pytest.fail("the Java bridge's tests need a JDK 17 and Maven (README: set-up)")
    build = native.build()
    if not (build / "libomnidraft_jni.so").exists():
        pytest.fail(f"{build}: no libomnidraft_jni.so; CMake found no jni.h (JAVA_HOME={native.java_home()})")
    props = {"omnidraft.native.dir": build, "omnidraft.test.ort_library": ORT_LIBRARY,
             "omnidraft.test.draft_cost": native.GOLDEN_DRAFT_COST,
             **{f"omnidraft.test.{k}": v for k, v in properties.items()}}
    cmd = ["mvn", "-o", "-B", f"-Dmaven.repo.local={Path.home() / '.m2' / 'repository'}",
           f"-Domnidraft.build.dir={tmp_path / 'target'}", *[f"-D{k}={v}" for k, v in props.items()], *goals]
    env = {**os.environ, "OMNIDRAFT_ORT_LIBRARY": str(ORT_LIBRARY), "JAVA_HOME": str(native.java_home())}
    proc = subprocess.run(cmd, cwd=JAVA, capture_output=True, text=True, env=env)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    # -Xcheck:jni (the pom's argLine) reports JNI misuse, local-reference overflow included, on the
    # test JVM's stderr, which surefire keeps in its .dumpstream files
    jvm = out + "".join(p.read_text() for p in (tmp_path / "target" / "surefire-reports").glob("*.dumpstream"))
    misuse = re.findall(r"WARNING: JNI local refs[^'\n]*|FATAL ERROR in native method[^'\n]*|WARNING in native method[^'\n]*",
                        jvm)
    assert not misuse, sorted(set(misuse))
    return out


def surefire_counts(out: str) -> tuple[int, int]:
    """(run, skipped) from surefire's summary."""
    m = re.findall(r"Tests run: (\d+), Failures: 0, Errors: 0, Skipped: (\d+)\s*$", out, re.M)
    assert m, out[-3000:]
    return int(m[-1][0]), int(m[-1][1])


def golden(target, draft, cases, path: Path, threads=1, fresh=True, **options) -> list[dict]:
    """Runs the Python runtime over (prompt, method, max_new_tokens) cases and writes the vectors the
    Java tests compare with: a fresh generator per case, or one for all (the cache carries over);
    options: the Generator's others (providers, soc)."""
    out = []
    gen = None
    for prompt, method, max_new_tokens in cases:
        if gen is None or fresh:
            gen = Generator(target, draft, threads=threads, draft_cost=native.GOLDEN_DRAFT_COST, **options)
        r = gen.generate(prompt, max_new_tokens=max_new_tokens, method=method)
        out.append({"prompt": prompt, "method": method, "max_new_tokens": max_new_tokens, "token_ids": r.token_ids,
                    "text": r.text, "stats": r.stats})
    path.write_text(json.dumps({"cases": out}, ensure_ascii=False))
    return out


def tokenizer_golden(path: Path) -> None:
    """The Python runtime's prompt ids (prompt_ids), and their text as it decodes a result, of
    test_native_tokenizer's texts on tiny bundles of several families, for TokenizerTest."""
    from omnidraft.runtime.text import load_tokenizer, prompt_ids
    from tests.test_native_tokenizer import GENERATOR_TEXTS

    cases = []
    for family in ("qwen-bpe", "gpt2-bpe", "llama2-sp", "mistral-v1-sp"):
        bundle = tiny_bundle(family)
        tokenizer = load_tokenizer(bundle)
        for text in GENERATOR_TEXTS:
            ids = prompt_ids(tokenizer, text, False)
            cases.append({"bundle": str(bundle), "text": text, "ids": ids,
                          "decoded": tokenizer.decode(ids, skip_special_tokens=True)})
    path.write_text(json.dumps({"cases": cases}, ensure_ascii=False))


def chat_golden(target, system: str, turns: list[str], max_new_tokens: int, path: Path, threads: int = 1) -> None:
    """Each turn's from-scratch reference decode of the whole history, for the Java conversation tests."""
    gen = Generator(target, threads=threads)
    history, out = [{"role": "system", "content": system}], []
    for text in turns:
        history.append({"role": "user", "content": text})
        r = gen.generate(history, max_new_tokens, method="target-only", reference=True)
        out.append(r.token_ids)
        history.append({"role": "assistant", "content": r.text})
    path.write_text(json.dumps({"system": system, "turns": turns, "max_new_tokens": max_new_tokens, "token_ids": out},
                               ensure_ascii=False))


def controls_golden(target, draft, path: Path) -> None:
    """For ControlsTest: each control set's reference decode (tests/test_controls.py's sets), a greedy run
    with several stop strings (the first to appear ending inside a token) with its streamed pieces, and
    the Python runtime's message for each bad value the Java test sends."""
    from omnidraft.errors import OmniDraftError
    from omnidraft.runtime.params import check
    from tests.test_controls import PROMPT, SETS
    from tests.test_native_speculative import _mid_token_stop

    gen = Generator(target, draft, threads=1, draft_cost=native.GOLDEN_DRAFT_COST)
    plain = gen.generate(PROMPT, 32, method="target-only", reference=True)
    sets = []
    for name, controls in SETS.items():
        r = gen.generate(PROMPT, 32, method="target-only", reference=True, **controls)
        sets.append({"name": name, "controls": controls, "token_ids": r.token_ids, "text": r.text})
    assert sum(s["token_ids"] != plain.token_ids for s in sets) >= 4, "the controls change these decodes"
    prompt = "The capital of France is"
    ids = gen.generate(prompt, 40, method="target-only", reference=True).token_ids
    early, at = _mid_token_stop(gen, ids, 3)
    late, _ = _mid_token_stop(gen, ids, at + 3)
    stops, pieces = [late, "never in this text \u2603", early], []
    r = gen.generate(prompt, 40, method="target-only", reference=True, stop=stops, on_text=pieces.append)
    assert r.stats["stop_string"] == early
    stop = {"prompt": prompt, "stop": stops, "token_ids": r.token_ids, "text": r.text,
            "pieces": [p for p in pieces if p], "stop_string": early}
    bad = []  # the values as Java sends them (Double.toString), so the words match to the last
    for name, value in [("top_k", -1), ("min_p", 1.5), ("repetition_penalty", 0.0), ("presence_penalty", 3.0),
                        ("frequency_penalty", -2.5), ("sampling_rule", "fair"), ("stop", [""]), ("stop", ["x"] * 17)]:
        with pytest.raises(OmniDraftError) as e:
            gen.generate("hi", 4, **{name: value})
        bad.append({"name": name, "value": value, "message": str(e.value)})
    for name, value in [("max_new_tokens", 0), ("temperature", -1.0), ("top_p", 0.0), ("seed", -1), ("k", 0)]:
        with pytest.raises(OmniDraftError) as e:  # the generator's own checks use params.check too
            check(name, value)
        bad.append({"name": name, "value": value, "message": str(e.value)})
    path.write_text(json.dumps({"prompt": PROMPT, "sets": sets, "stop": stop, "bad": bad}, ensure_ascii=False))


# SamplingTest's cases: tests/test_native_exact_sampling.py's case, with the samples drawn through Java
SAMPLING_CASES = [("omnidraft", 1, "exact"), ("omnidraft", 3, "exact"), ("omnidraft", 1, "eq2")]
SAMPLING_N = 400


def sampling_golden(tmp_path: Path) -> dict:
    """The properties SamplingTest reads: the tiny pair, the prompt as text, the filled cache file."""
    from tests import test_native_exact_sampling as nat

    gen, text, ids, cache = nat.case()
    path = tmp_path / "sampling.json"
    path.write_text(json.dumps({"prompt": text, "prompt_tokens": len(ids), "cache": str(cache), "n": SAMPLING_N,
                                "temperature": nat.ex.TEMPERATURE,
                                "cases": [{"method": m, "k": k, "rule": r} for m, k, r in SAMPLING_CASES]}))
    return {"sampling_target": tiny_bundle(nat.ex.TARGET), "sampling_draft": tiny_bundle(nat.ex.DRAFT),
            "sampling_golden": path, "sampling_out": tmp_path / "sampling-out.json"}


def npu_golden(tmp_path: Path) -> dict:
    """NpuTest's properties: the tiny static pair (tests/test_npu.py) on the HTP simulator, one generator
    over every method as Python runs it there; none without the onnxruntime-qnn wheel."""
    from tests.test_native_speculative import METHODS as SPECULATIVE, PROMPTS as TEXTS
    from tests.test_npu import QNN_MISSING, _static_bundle

    if QNN_MISSING is not None:
        return {}
    import onnxruntime_qnn

    target, draft = _static_bundle("gpt2-bpe"), _static_bundle("llama2-sp")
    golden(target, draft, [(p, m, 16) for m in ("target-only", *SPECULATIVE) for p in TEXTS[3:]],
           tmp_path / "npu.json", fresh=False, providers=["qnn"], soc="SM8750")
    return {"npu_target": target, "npu_draft": draft, "npu_golden": tmp_path / "npu.json", "soc": "SM8750",
            "qnn_library": onnxruntime_qnn.get_library_path()}


def ggml_golden(tmp_path: Path) -> dict:
    """GgufOpsTest's properties: the tiny GGUF pair exported with --gguf-blocks ggml, every method as Python
    runs it, and the op library; none without llama.cpp's source (its converter makes the tiny GGUFs)."""
    from omnidraft.runtime.gguf_ops import library
    from tests.tiny_gguf import tiny_gguf_bundle

    try:
        target, draft = tiny_gguf_bundle("qwen-bpe", weights="ggml"), tiny_gguf_bundle("smollm2-bpe", weights="ggml")
    except FileNotFoundError:
        return {}
    golden(target, draft, [(p, m, 16) for m in METHODS for p in PROMPTS[:2]], tmp_path / "ggml.json")
    return {"ggml_target": target, "ggml_draft": draft, "ggml_golden": tmp_path / "ggml.json",
            "gguf_ops_library": library()}


def check_sampling(out: Path) -> None:
    """Java's samples against the exact law: exact passes, Eq. 2 on the case built for it is caught."""
    from tests import test_native_exact_sampling as nat

    for (method, k, rule), case in zip(SAMPLING_CASES, json.loads(out.read_text())["cases"], strict=True):
        p = nat.ex.chi_square_p([tuple(s) for s in case["samples"]], nat.law(k + 2, ()))
        print(f"\njava {method} k={k} {rule}: chi-square p = {p:.3g}, merges proposed {case['merges']}")
        assert case["merges"] >= SAMPLING_N // 10
        assert p < 1e-6 if rule == "eq2" else p > nat.P_MIN, (method, k, rule, p)


def test_java_api_on_the_tiny_pair(tmp_path):
    from tests.test_conversation import TARGET, TURNS

    from tests.test_native_edges import NUL_PROMPT, foreign_drafter, nul_bundle

    target, draft = tiny_bundle("qwen-bpe"), tiny_bundle("smollm2-bpe")
    golden(target, draft, [(p, m, 32) for m in METHODS for p in PROMPTS], tmp_path / "golden.json")
    golden(nul_bundle(), None, [(NUL_PROMPT, "target-only", 24)], tmp_path / "nul.json")
    chat_golden(tiny_bundle(TARGET), "You are terse.", TURNS, 12, tmp_path / "chat.json")
    controls_golden(target, draft, tmp_path / "controls.json")
    tokenizer_golden(tmp_path / "tokenizer.json")
    sampling = sampling_golden(tmp_path)
    npu = npu_golden(tmp_path)
    ggml = ggml_golden(tmp_path)
    out = mvn(tmp_path, {"target": target, "draft": draft, "golden": tmp_path / "golden.json", **npu, **ggml,
                         "controls_golden": tmp_path / "controls.json", **sampling,
                         "long_target": tiny_bundle("gpt2-bpe", context=10240), "chat_target": tiny_bundle(TARGET),
                         "chat_draft": tiny_bundle("qwen-bpe"), "chat_golden": tmp_path / "chat.json",
                         "nul_target": nul_bundle(), "nul_golden": tmp_path / "nul.json",
                         "foreign_draft": foreign_drafter(), "tokenizer_golden": tmp_path / "tokenizer.json",
                         "version": version("omnidraft")},
              "test")
    run, skipped = surefire_counts(out)
    # RealPairTest skips without its bundles, NpuTest's 3 without the HTP simulator, GgufOpsTest's 2
    # without llama.cpp's source
    assert run >= 15 and skipped == 1 + 3 * (not npu) + 2 * (not ggml), out[-3000:]
    check_sampling(sampling["sampling_out"])


def test_mvn_test_by_hand_skips_what_it_has_no_bundles_for(tmp_path):
    """docs/java-api.md's command by hand: `mvn -o -B test -Domnidraft.native.dir=DIR` and no test
    property. Every test that needs a bundle (or the version, the onnxruntime library...) skips with
    the reason; none fails (an assumption inside assertThrows and a property read before its
    assumption used to)."""
    if shutil.which("mvn") is None or native.java_home() is None:
        pytest.fail("the Java bridge's tests need a JDK 17 and Maven (README: set-up)")
    cmd = ["mvn", "-o", "-B", f"-Dmaven.repo.local={Path.home() / '.m2' / 'repository'}",
           f"-Domnidraft.build.dir={tmp_path / 'target'}", f"-Domnidraft.native.dir={native.build()}", "test"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("OMNIDRAFT_")}
    proc = subprocess.run(cmd, cwd=JAVA, capture_output=True, text=True, env={**env, "JAVA_HOME": str(native.java_home())})
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    run, skipped = surefire_counts(out)  # (it requires 0 failures and 0 errors)
    assert run >= 40 and skipped >= run - 1, out[-3000:]  # OptionsTest's cache bounds need nothing: it runs
    assert "is not set (tests/test_java_bridge.py sets it)" in "".join(
        p.read_text() for p in (tmp_path / "target" / "surefire-reports").glob("*.xml"))


@pytest.mark.slow
def test_java_gives_pythons_ids_on_the_real_pair(tmp_path):
    """SmolLM2-135M int4 -> Qwen2.5-Coder-1.5B int4, GSM8K + HumanEval prompts, greedy, one generator
    each side: identical ids; tokens/s of both side by side. Then a 4-turn conversation on the same
    generator, each turn the from-scratch reference. With OMNIDRAFT_REPORT_DIR the report's run
    (5 + 5 prompts, 128 new tokens, kept there); without, CI's check (3 + 3 and 64, to keep the suite short)."""
    from omnidraft.export.pipeline import ensure_bundle

    draft = ensure_bundle("smollm2-135m-instruct", "int4")
    target = ensure_bundle("qwen2.5-coder-1.5b-instruct", "int4")
    report_dir = os.environ.get("OMNIDRAFT_REPORT_DIR")
    per_task, max_new_tokens = (5, 128) if report_dir else (3, 64)
    prompts = load_prompts("gsm8k", per_task) + load_prompts("humaneval", per_task)
    want = golden(target, draft, [(p, "omnidraft", max_new_tokens) for p in prompts], tmp_path / "real.json",
                  threads=2, fresh=False)
    from omnidraft.tools.chat_bench import FOLLOW_UPS

    chat_golden(target, "You are a careful assistant.", load_prompts("gsm8k", 1, offset=1000) + list(FOLLOW_UPS[:3]),
                32, tmp_path / "real-chat.json", threads=2)
    report = tmp_path / "java-stats.json"
    out = mvn(tmp_path, {"real_target": target, "real_draft": draft, "real_golden": tmp_path / "real.json",
                         "real_chat_golden": tmp_path / "real-chat.json", "report": report}, "test",
              "-Dtest=RealPairTest")
    assert surefire_counts(out) == (1, 0)
    java = json.loads(report.read_text())
    rows = [{"dataset": "gsm8k" if i < per_task else "humaneval", "python_tokens_per_s": w["stats"]["tokens_per_s"],
             "java_tokens_per_s": j["tokens_per_s"], "new_tokens": j["new_tokens"],
             "mean_accepted_length": j["mean_accepted_length"]} for i, (w, j) in enumerate(zip(want, java, strict=True))]
    summary = {"pair": "smollm2-135m-instruct int4 -> qwen2.5-coder-1.5b-instruct int4", "threads": 2,
               "max_new_tokens": max_new_tokens, "identical_ids": f"{len(rows)}/{len(rows)}",
               "python_tokens_per_s": round(sum(r["new_tokens"] for r in rows) /
                                            sum(w["stats"]["elapsed_s"] for w in want), 2),
               "java_tokens_per_s": round(sum(r["new_tokens"] for r in rows) / sum(j["elapsed_s"] for j in java), 2),
               "prompts": rows}
    print(json.dumps(summary, indent=1))
    if report_dir:
        Path(report_dir, "results.json").write_text(json.dumps(summary, indent=1) + "\n")
