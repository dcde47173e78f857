"""The command line explains itself and fails with a message, not a traceback."""

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from omnidraft.cli import build_parser, main


@pytest.mark.parametrize("command", [[], ["models"], ["models", "list"], ["models", "pull"], ["export"],
                                     ["verify"], ["generate"], ["demo"], ["decode-bench"], ["bench"], ["cache"],
                                     ["cache", "stats"], ["cache", "inspect"], ["cache", "merge"], ["cache", "prune"],
                                     ["cache-bench"], ["adapt"], ["adapt-status"],
                                     ["check-lossless"], ["native-bench"], ["npu-check"], ["npu-cost"], ["chat"],
                                     ["serve"], ["chat-bench"]])
def test_every_command_has_help(command, capsys):
    with pytest.raises(SystemExit) as e:
        build_parser().parse_args([*command, "--help"])
    assert e.value.code == 0
    assert "usage: omnidraft" in capsys.readouterr().out


def _options(parser):
    """Every argument of every (sub)command, with the command path that owns it."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                for path, arg in _options(sub):
                    yield [name, *path], arg
        elif not isinstance(action, argparse._HelpAction):
            yield [], action


def test_every_option_says_what_it_does():
    silent = [" ".join([*path, arg.option_strings[0] if arg.option_strings else arg.dest])
              for path, arg in _options(build_parser()) if not arg.help]
    assert silent == []


def test_models_list_json(capsys):
    assert main(["models", "list", "--json"]) == 0
    names = {row["name"] for row in json.loads(capsys.readouterr().out)}
    assert {"smollm2-135m-instruct", "qwen2.5-coder-0.5b-instruct", "qwen2.5-coder-1.5b-instruct", "llama-68m-config"} <= names


def test_errors_exit_2_with_a_message(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "omnidraft", "export", "no-such-model", "--out", str(tmp_path / "x")],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: unknown model 'no-such-model'") and "Traceback" not in proc.stderr


def test_generate_json_from_a_bundle(tiny_bundle, capsys):
    assert main(["generate", "Hello", "--target", str(tiny_bundle), "--max-new-tokens", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["token_ids"]) <= 5 and out["stats"]["method"] == "target-only"


def test_generate_refuses_empty_prompt(tiny_bundle, capsys):
    assert main(["generate", "", "--target", str(tiny_bundle)]) == 2
    assert "prompt is empty" in capsys.readouterr().err


@pytest.mark.parametrize("flag,value,words", [
    ("--max-new-tokens", "-5", "max_new_tokens must be an integer >= 1"),
    ("--max-new-tokens", "0", "max_new_tokens must be an integer >= 1"),
    ("--max-new-tokens", "2.5", "'2.5' is not an integer"),
    ("--temperature", "-1", "temperature must be a finite number >= 0"),
    ("--temperature", "nan", "temperature must be a finite number >= 0"),
    ("--top-p", "0", "top_p must be a finite number > 0 and <= 1"),
    ("--top-p", "1.5", "top_p must be a finite number > 0 and <= 1"),
    ("--seed", "-1", "seed must be an integer >= 0 and <= 9223372036854775807"),
    ("--seed", str(2**63), "seed must be an integer >= 0"),
    ("--k", "0", "k must be an integer >= 1"),
    ("--draft-confidence", "1.5", "min_draft_confidence must be a finite number >= 0 and <= 1"),
    ("--accept-head", "1.5", "accept_gamma must be a finite number >= 0 and <= 1"),
    ("--threads", "0", "threads must be an integer >= 1"),
])
def test_generate_rejects_each_bad_setting_with_exit_2(flag, value, words):
    """Checked before any model loads: the bundle path does not even exist."""
    proc = subprocess.run([sys.executable, "-m", "omnidraft", "generate", "hi", "--target", "/no/such/bundle",
                           f"{flag}={value}"], capture_output=True, text=True)
    assert proc.returncode == 2 and words in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


@pytest.mark.parametrize("setting", [{"max_new_tokens": 0}, {"temperature": -0.5}, {"top_p": 0.0},
                                     {"seed": -7}, {"temperature": float("inf")}, {"max_new_tokens": True}])
def test_the_python_api_rejects_the_same_settings(tiny_bundle, setting):
    from omnidraft.errors import OmniDraftError
    from omnidraft.runtime.generator import Generator

    gen = Generator(tiny_bundle)
    args = {"max_new_tokens": 4, **setting}
    with pytest.raises(OmniDraftError, match=f"{next(iter(setting))} must be"):
        gen.generate("Hello", **args)


@pytest.mark.parametrize("setting", [{"k": 0}, {"min_draft_confidence": -0.1}, {"accept_gamma": -0.1},
                                     {"threads": 0}])
def test_a_generator_refuses_bad_settings_before_loading(setting):
    from omnidraft.errors import OmniDraftError
    from omnidraft.runtime.generator import Generator

    with pytest.raises(OmniDraftError, match=f"{next(iter(setting))} must be"):
        Generator("/no/such/bundle", **setting)


def test_generate_refuses_a_damaged_bundle_with_the_verify_message(tiny_bundle, tmp_path):
    """A few hundred flipped bytes in the weights: never run, exit 2, the same words as 'omnidraft verify'."""
    copy = tmp_path / "damaged"
    shutil.copytree(tiny_bundle, copy)
    weights = copy / "model.onnx.data" if (copy / "model.onnx.data").exists() else copy / "model.onnx"
    data = bytearray(weights.read_bytes())
    for i in range(len(data) - 400, len(data) - 100):
        data[i] ^= 0x5A
    weights.write_bytes(bytes(data))
    run = [sys.executable, "-m", "omnidraft"]
    gen = subprocess.run([*run, "generate", "Hello", "--target", str(copy), "--max-new-tokens", "4"],
                         capture_output=True, text=True)
    verify = subprocess.run([*run, "verify", str(copy)], capture_output=True, text=True)
    assert gen.returncode == verify.returncode == 2 and gen.stdout == ""
    assert f"sha256 of {weights.name} does not match the manifest" in gen.stderr and gen.stderr == verify.stderr


def test_reference_needs_target_only_greedy(tiny_bundle, capsys):
    assert main(["generate", "Hello", "--target", str(tiny_bundle), "--reference", "--temperature", "0.5"]) == 2
    assert "reference decode is the target alone, greedy" in capsys.readouterr().err


def test_check_lossless_reports_identity_per_prompt(tmp_path, capsys):
    """Cross-vocabulary tiny pair, every method: all identical to the reference, exit 0, JSON written."""
    from tests import zoo

    target, draft = zoo.tiny_bundle("qwen-bpe"), zoo.tiny_bundle("llama2-sp")
    out = tmp_path / "check.json"
    assert main(["check-lossless", "--target", str(target), "--draft", str(draft), "--n", "2", "--max-new-tokens",
                 "12", "--threads", "1", "--no-chat", "--out", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["lossless"] and len(report["prompts"]) == 4
    assert {c: s["prompts"] for c, s in report["summary"]["gsm8k"].items()} == dict.fromkeys(
        ["omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup", "target-only (single-row, not covered)"], 2)
    assert all(s["identical"] == 2 for c, s in report["summary"]["humaneval"].items() if "single-row" not in c)
    assert "LOSSLESS" in capsys.readouterr().out


def test_check_lossless_exits_1_when_a_method_differs(tmp_path, monkeypatch, capsys):
    """The check can fail: a decoder that changes one token is caught and named."""
    from omnidraft.runtime.speculative import SpeculativeDecoder
    from tests import zoo

    real = SpeculativeDecoder.generate

    def off_by_one(self, *a, **kw):
        out, stats = real(self, *a, **kw)
        return [out[0] + 1, *out[1:]], stats

    monkeypatch.setattr(SpeculativeDecoder, "generate", off_by_one)
    assert main(["check-lossless", "--target", str(zoo.tiny_bundle("qwen-bpe")), "--draft",
                 str(zoo.tiny_bundle("smollm2-bpe")), "--n", "1", "--tasks", "gsm8k", "--methods", "omnidraft",
                 "--max-new-tokens", "6", "--threads", "1", "--no-chat"]) == 1
    out = capsys.readouterr().out
    assert "NOT LOSSLESS" in out and "omnidraft first differs at new token 0" in out


def test_bench_writes_json_table_and_plots_with_peers(tmp_path, capsys):
    from tests import zoo

    target, draft = zoo.tiny_bundle("qwen-bpe"), zoo.tiny_bundle("smollm2-bpe")
    adapted = tmp_path / "adapted"  # a copy stands in for an adapted drafter: same tokenizer, own sessions
    shutil.copytree(draft, adapted)
    out = tmp_path / "bench"
    assert main(["bench", "--target", str(target), "--draft", str(draft), "--n", "2", "--max-new-tokens", "8",
                 "--threads", "1", "--no-chat", "--systems", "ours,genai,transformers", "--k-sweep", "1,3",
                 "--transformers-n", "1", "--adapted-draft", str(adapted), "--out", str(out),
                 "--draft-cost", "0.2"]) == 0  # a set cost: the same weights make the same drafting decisions
    report = json.loads((out / "results.json").read_text())
    assert report["draft_cost"] == 0.2 and not report["draft_cost_timed"]
    rows = report["results"]["gsm8k"]
    assert {"target-only", "omnidraft", "spd-dm", "prompt-lookup", "omnidraft k=3", "omnidraft (adapted drafter)",
            "onnxruntime-genai target-only", "transformers target-only", "transformers UAG"} <= set(rows)
    assert rows["omnidraft (adapted drafter)"]["drafted_tokens"] == rows["omnidraft"]["drafted_tokens"]  # same weights
    assert rows["omnidraft (adapted drafter) k=3"]["drafted_tokens"] == rows["omnidraft k=3"]["drafted_tokens"]
    assert rows["onnxruntime-genai target-only"]["speedup_vs_target_only"] == 1.0
    assert report["prompts_per_task_by_engine"] == {"ours": 2, "onnxruntime-genai": 2, "transformers": 1}
    assert rows["transformers target-only"]["new_tokens"] <= 8 < rows["target-only"]["new_tokens"]
    assert all(d["prompts"] == 0 for d in report["greedy_outputs_differing"].values())
    assert report["machine"]["bandwidth"]["read_gb_per_s"] > 0 and report["weight_bytes_read_per_token"]["ours"] > 0
    assert report["huge_page_bytes"]["target"] >= 0 and report["huge_page_bytes"]["draft"] >= 0
    for png in ("speedup.png", "time_split.png", "acceptance_vs_k.png"):
        assert (out / png).read_bytes()[:4] == b"\x89PNG"
    assert not (out / "quality_speed.png").exists()  # no --perplexity, no quality to plot
    cost = rows["omnidraft"]["cost_model"]  # rounds in target steps; it must account for the measured speedup
    assert cost["c_verify"] > 0 and cost["c_draft"] > 0 and cost["verify_rows"] >= 1
    assert cost["predicted_speedup"] == pytest.approx(cost["measured_decode_speedup"], rel=0.25)
    assert "c_draft" in capsys.readouterr().out


def test_cost_model_divides_a_round_into_target_steps():
    from omnidraft.tools.bench_spec import cost_model

    target_only = {"decode_tokens_per_s": 20.0}  # a 50 ms step
    spec = {"rounds": 10, "mean_accepted_length": 1.5, "proposed_target_tokens": 10, "decode_tokens_per_s": 24.0,
            "time_split_s": {"draft": 0.1, "verify": 0.6, "translate": 0.01, "rollback": 0.04}}
    c = cost_model(spec, target_only)
    assert (c["c_draft"], c["c_verify"], c["c_other"], c["verify_rows"]) == (0.2, 1.2, 0.1, 2.0)
    assert c["predicted_speedup"] == 1.0 and c["measured_decode_speedup"] == 1.2
    assert cost_model({**spec, "rounds": 0}, target_only) is None


def test_bench_held_out_takes_the_prompts_adapt_never_trains_on(tmp_path, monkeypatch, capsys):
    from omnidraft.tools import bench_spec
    from tests import zoo

    asked = []
    real = bench_spec.load_prompts
    monkeypatch.setattr(bench_spec, "load_prompts", lambda *a: asked.append(a) or real(*a))
    assert main(["bench", "--target", str(zoo.tiny_bundle("qwen-bpe")), "--methods", "prompt-lookup", "--n", "1",
                 "--max-new-tokens", "4", "--threads", "1", "--no-chat", "--held-out", "--out", str(tmp_path)]) == 0
    assert asked == [("gsm8k", 1, 1000), ("humaneval", 1, 120)]
    assert json.loads((tmp_path / "results.json").read_text())["first_prompt"] == {"gsm8k": 1000, "humaneval": 120}
    assert "from item gsm8k 1000, humaneval 120" in capsys.readouterr().out


def test_bench_compares_sampling_rules_side_by_side(tmp_path, capsys):
    """--sampling-rules runs each method once per rule, labelled, with its acceptance; sampled, the
    row-stable decode (the greedy reference) is not run; without --temperature the flag is refused."""
    from tests import zoo

    target, draft = zoo.tiny_bundle("qwen-bpe"), zoo.tiny_bundle("smollm2-bpe")
    common = ["bench", "--target", str(target), "--draft", str(draft), "--n", "1", "--tasks", "gsm8k", "--methods",
              "omnidraft", "--max-new-tokens", "6", "--threads", "1", "--no-chat", "--sampling-rules", "eq2,point"]
    assert main([*common, "--temperature", "0.8", "--seeds", "2", "--out", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "results.json").read_text())
    rows = report["results"]["gsm8k"]
    assert report["sampling_rules"] == ["eq2", "point"]
    assert {"target-only", "omnidraft [eq2]", "omnidraft [point]"} <= set(rows)
    assert "target-only(row-stable)" not in rows and "omnidraft" not in rows
    assert all(rows[c]["new_tokens"] == 12 and rows[c]["rounds"] > 0 for c in ("omnidraft [eq2]", "omnidraft [point]"))
    assert main(common) == 2
    assert "add --temperature > 0" in capsys.readouterr().err
    assert main([*common[:-1], "nonsense", "--temperature", "0.8"]) == 2
    assert "sampling_rule must be one of" in capsys.readouterr().err


def test_bench_k_auto_picks_the_k_the_cost_model_favours(tmp_path, capsys):
    """Costs timed at start-up, acceptance from a calibration run; the pick is the argmax of its own prediction
    and the run then uses it. Other drafters (copies) are labelled by their run directories, each run with its own
    (one label the prefix of another must not swap in the wrong one)."""
    from omnidraft.runtime.draft_length import AUTO_KS
    from tests import zoo

    target, draft = zoo.tiny_bundle("qwen-bpe"), zoo.tiny_bundle("smollm2-bpe")
    second, third = tmp_path / "shallow" / "drafter", tmp_path / "shallow-dm"
    shutil.copytree(draft, second)
    shutil.copytree(draft, third)
    assert main(["bench", "--target", str(target), "--draft", str(draft), "--second-draft", str(second),
                 "--second-draft", str(third), "--n", "1",
                 "--tasks", "gsm8k", "--methods", "omnidraft", "--max-new-tokens", "8", "--threads", "1", "--no-chat",
                 "--k", "auto", "--out", str(tmp_path / "bench")]) == 0
    report = json.loads((tmp_path / "bench" / "results.json").read_text())
    auto = report["k_auto"]
    predicted = {int(k): v for k, v in auto["predicted_speedup"].items()}
    assert sorted(predicted) == list(AUTO_KS) and report["k"] == auto["k"] == max(predicted, key=predicted.get)
    assert auto["c_draft"] > 0 and all(v > 0 for v in auto["c_verify"].values())
    assert auto["pays"] == (predicted[auto["k"]] > 1.0)
    assert {"omnidraft", "omnidraft (shallow)", "omnidraft (shallow-dm)"} <= set(report["results"]["gsm8k"])
    assert [o["label"] for o in report["other_drafts"]] == ["omnidraft (shallow)", "omnidraft (shallow-dm)"]
    assert f"--k auto: k={auto['k']}" in capsys.readouterr().out


def test_draft_length_model():
    from omnidraft.runtime.draft_length import expected_length, pick_k

    assert expected_length(0.0, 3) == 1.0 and expected_length(1.0, 3) == 4.0
    assert expected_length(0.5, 1) == pytest.approx(1.5) and expected_length(0.5, 2) == pytest.approx(1.75)
    costs = {"c_draft": 0.05, "c_verify": {1: 1.1, 2: 1.2, 3: 1.3, 4: 1.4, 5: 1.5}}
    assert pick_k(0.9, 1.0, costs)[0] == 5  # a cheap drafter that is nearly always right: draft long
    assert pick_k(0.2, 1.0, costs)[0] == 1
    assert pick_k(0.9, 1.0, {**costs, "c_draft": 0.9})[0] < 5  # an expensive one: shorter


def test_bench_refuses_an_adapted_drafter_with_another_tokenizer(tmp_path, capsys):
    from tests import zoo

    target, draft, other = (zoo.tiny_bundle(f) for f in ("qwen-bpe", "smollm2-bpe", "llama2-sp"))
    assert main(["bench", "--target", str(target), "--draft", str(draft), "--adapted-draft", str(other), "--n", "1",
                 "--max-new-tokens", "4", "--threads", "1", "--no-chat"]) == 2
    assert "tokenizer differs" in capsys.readouterr().err


def test_bench_genai_needs_the_builders_config(tmp_path, capsys):
    """A torch.onnx bundle has no genai_config.json: the genai column says so instead of failing inside genai."""
    from tests import zoo

    target = tmp_path / "torch-path-target"
    shutil.copytree(zoo.tiny_bundle("qwen-bpe"), target)
    (target / "genai_config.json").unlink()
    manifest = json.loads((target / "manifest.json").read_text())
    del manifest["files"]["genai_config.json"]  # as the torch path writes it
    (target / "manifest.json").write_text(json.dumps(manifest))
    assert main(["bench", "--target", str(target), "--n", "1", "--systems", "ours,genai", "--max-new-tokens", "4",
                 "--threads", "1", "--no-chat"]) == 2
    assert "no genai_config.json" in capsys.readouterr().err


def test_bench_sampling_runs_every_seed(tmp_path):
    from tests import zoo

    target, draft = zoo.tiny_bundle("qwen-bpe"), zoo.tiny_bundle("smollm2-bpe")
    out = tmp_path / "sampled"
    assert main(["bench", "--target", str(target), "--draft", str(draft), "--n", "1", "--max-new-tokens", "6",
                 "--threads", "1", "--no-chat", "--tasks", "gsm8k", "--methods", "omnidraft", "--temperature", "0.8",
                 "--seeds", "2", "--out", str(out)]) == 0
    report = json.loads((out / "results.json").read_text())
    assert report["seeds"] == 2 and report["greedy_outputs_differing"] == {}
    assert report["results"]["gsm8k"]["omnidraft"]["new_tokens"] == 12  # 1 prompt x 2 seeds x 6 tokens


def test_decode_bench_times_one_call_per_row_count(tiny_bundle, tmp_path, monkeypatch):
    from omnidraft.runtime.onnx_lm import OnnxLM

    calls = []
    real_run = OnnxLM._run
    monkeypatch.setattr(OnnxLM, "_run", lambda self, ids, rows: calls.append(len(ids)) or real_run(self, ids, rows))
    out = tmp_path / "decode.json"
    assert main(["decode-bench", str(tiny_bundle), "--new-tokens", "4", "--runs", "2", "--threads", "1",
                 "--rows", "3", "--out", str(out)]) == 0
    written = json.loads(out.read_text())
    record = written["bundles"][0]
    assert written["machine"]["cpu"]  # row costs depend on the CPU, so the report names it
    assert set(record["call_ms_by_rows"]) == {"1", "2", "3"} and record["call_cost_vs_one_row"]["1"] == 1.0
    assert all(ms > 0 for ms in record["call_ms_by_rows"].values())
    timed = calls[-9:]  # after the prompt: rows 1, 2, 3 in each of a warm-up and two timed passes
    assert timed == [1, 2, 3] * 3 and calls[-10] == record["prompt_tokens"]


def test_decode_bench_times_the_reference_decode_beside_the_fast_one(tiny_bundle, tmp_path):
    out = tmp_path / "decode.json"
    assert main(["decode-bench", str(tiny_bundle), "--new-tokens", "6", "--runs", "1", "--threads", "1",
                 "--reference", "--genai", "--out", str(out)]) == 0
    record = json.loads(out.read_text())["bundles"][0]
    assert record["reference_decode_tokens_per_s_median"] > 0 and record["genai_decode_tokens_per_s_median"] > 0
    assert record["reference_cost_vs_fast"] == round(
        record["decode_tokens_per_s_median"] / record["reference_decode_tokens_per_s_median"], 3)


def test_chat_streams_turns_that_keep_the_cache_and_takes_its_commands():
    """`omnidraft chat` as a user drives it (lines on stdin): replies stream, the second turn reuses the
    first's KV cache, /undo, /history, /stats and /reset work, and a bad turn does not end the chat."""
    from tests import zoo

    lines = ["Hello there", "And again?", "/stats", "/undo", "/history", "/bogus", "   ", "/reset", "/history", "/exit"]
    proc = subprocess.run([sys.executable, "-m", "omnidraft", "chat", "--target", str(zoo.tiny_bundle("smollm2-bpe")),
                           "--draft", str(zoo.tiny_bundle("qwen-bpe")), "--max-new-tokens", "6", "--system", "Be brief."],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    reused = [line for line in proc.stderr.splitlines() if "prompt tokens reused" in line]
    assert len(reused) == 2 and reused[0].startswith("[6 tokens") and ", 0 of " in reused[0]
    assert ", 0 of " not in reused[1]  # the second turn kept the first's cache
    stats = json.loads(proc.stdout[proc.stdout.index("\n{") + 1:proc.stdout.index("\n}") + 2])
    assert stats["turn"] == 2 and stats["cached_tokens"] > 0
    histories = [json.loads(block) for block in _json_arrays(proc.stdout)]
    assert [m["role"] for m in histories[0]] == ["system", "user", "assistant"]
    assert histories[1] == [{"role": "system", "content": "Be brief."}]
    assert "unknown command /bogus" in proc.stderr


def _json_arrays(text: str) -> list[str]:
    """The JSON arrays printed on lines of their own."""
    out, start = [], None
    for i, line in enumerate(text.splitlines(keepends=True)):
        if line == "[\n":
            start, out = i, out + [line]
        elif start is not None:
            out[-1] += line
            if line == "]\n":
                start = None
    return out


def test_chat_bench_times_both_modes_and_checks_each_turn(tmp_path):
    from omnidraft.tools import chat_bench
    from tests import zoo

    report = chat_bench.run(zoo.tiny_bundle("smollm2-bpe"), zoo.tiny_bundle("qwen-bpe"), 2, 3, 8, 1, None)
    chat_bench.write(report, tmp_path)
    assert report["identical_between_modes"] == "6/6" and report["identical_to_reference"] == "6/6"
    assert [p["turn"] for p in report["per_turn"]] == [1, 2, 3]
    assert report["rows"][0]["reuse"]["cached_tokens"] == 0  # a new generator holds nothing yet
    assert all(r["no_reuse"]["cached_tokens"] == 0 for r in report["rows"])
    assert report["per_turn"][2]["cached_tokens"] > report["per_turn"][0]["cached_tokens"]
    assert (tmp_path / "ttft.png").stat().st_size > 0 and "| 3 |" in (tmp_path / "table.md").read_text()


def test_bench_perplexity_beside_speed_and_the_headline_at_matched_quality(tmp_path, monkeypatch, capsys):
    """--perplexity: each system's perplexity goes into the report beside its speed (scored by
    tools/llama_perplexity, faked here: it needs llama.cpp and a GGUF), and a peer of worse perplexity
    than ours drops out of the headline ratio; a target with no GGUF is refused before any timing."""
    from omnidraft.tools import bench_spec, llama_perplexity, llamacpp
    from tests import zoo

    target = zoo.tiny_bundle("qwen-bpe")
    common = ["bench", "--target", str(target), "--n", "1", "--tasks", "gsm8k", "--methods", "prompt-lookup",
              "--systems", "ours,genai", "--max-new-tokens", "4", "--threads", "1", "--no-chat", "--perplexity"]
    assert main(common) == 2
    assert "not exported from a GGUF" in capsys.readouterr().err
    monkeypatch.setattr(llamacpp, "gguf_of", lambda bundle: Path("source.gguf"))
    monkeypatch.setattr(llama_perplexity, "compare", lambda bundles, threads, quants=(): {
        "text": "the fixed text", "gguf": "source.gguf", "llama_cpp": {"perplexity": 3.48},
        "bundles": {bundles[0]: {"perplexity": 3.63, "scored_tokens": 3060}}})
    assert main(common + ["--out", str(tmp_path / "bench")]) == 0
    report = json.loads((tmp_path / "bench" / "results.json").read_text())
    assert report["quality"]["perplexity"] == {"ours": 3.63, "onnxruntime-genai": 3.63}
    best = report["results"]["gsm8k"]["ours_best_vs_best_peer"]
    assert best["peer"] == "onnxruntime-genai target-only" and best["at_matched_quality"]
    assert "perplexity on the fixed text (3060 tokens" in capsys.readouterr().out
    assert (tmp_path / "bench" / "quality_speed.png").read_bytes()[:4] == b"\x89PNG"

    rows = {"target-only": {"engine": "ours", "tokens_per_s": 10.0},
            "onnxruntime-genai target-only": {"engine": "onnxruntime-genai", "tokens_per_s": 9.0},
            "llama.cpp target-only": {"engine": "llama.cpp", "tokens_per_s": 12.0}}
    assert bench_spec._best_vs_peer(rows)["peer"] == "llama.cpp target-only"  # quality unknown: every peer
    worse = {"perplexity": {"ours": 3.5, "onnxruntime-genai": 3.5, "llama.cpp": 3.6}}
    best = bench_spec._best_vs_peer(rows, worse)
    assert (best["peer"], best["ratio"], best["peers_left_out_for_worse_quality"]) == (
        "onnxruntime-genai target-only", 1.111, ["llama.cpp"])
    better = {"perplexity": {"ours": 3.6, "onnxruntime-genai": 3.6, "llama.cpp": 3.5}}
    assert bench_spec._best_vs_peer(rows, better)["peer"] == "llama.cpp target-only"
    # llama.cpp requantized to our quality: the source's better quality leaves it out, the matched one counts
    rows["llama.cpp Q4_0 target-only"] = {"engine": "llama.cpp Q4_0", "tokens_per_s": 11.0}
    matched = {"perplexity": {"ours": 3.6, "onnxruntime-genai": 3.6, "llama.cpp": 3.5, "llama.cpp Q4_0": 3.6}}
    assert bench_spec._best_vs_peer(rows, matched)["peer"] == "llama.cpp target-only"
    worse["perplexity"]["llama.cpp Q4_0"] = 3.7
    assert bench_spec._best_vs_peer(rows, worse)["peers_left_out_for_worse_quality"] == ["llama.cpp", "llama.cpp Q4_0"]
    worse["perplexity"]["llama.cpp Q4_0"] = 3.5
    assert bench_spec._best_vs_peer(rows, worse)["peer"] == "llama.cpp Q4_0 target-only"


def test_bench_llamacpp_quants_are_checked_before_any_timing(capsys):
    from tests import zoo

    common = ["bench", "--target", str(zoo.tiny_bundle("qwen-bpe")), "--n", "1", "--tasks", "gsm8k",
              "--methods", "prompt-lookup", "--max-new-tokens", "4", "--threads", "1", "--no-chat"]
    assert main(common + ["--llamacpp-quants", "Q4_0"]) == 2
    assert "add llamacpp to --systems" in capsys.readouterr().err
    assert main(common + ["--systems", "ours,llamacpp", "--llamacpp-quants", "Q4_0,Q9_9"]) == 2
    assert "llama.cpp quantization 'Q9_9': choose one of Q4_0" in capsys.readouterr().err
    assert main(common + ["--systems", "ours,vllm"]) == 2  # a clear error, not a traceback
    assert "unknown systems ['vllm']: choose from" in capsys.readouterr().err
