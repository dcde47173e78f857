"""The command line explains itself and fails with a message, not a traceback."""

import json
import subprocess
import sys

import pytest

from omnidraft.cli import build_parser, main


@pytest.mark.parametrize("command", [[], ["models"], ["models", "list"], ["models", "pull"], ["export"],
                                     ["verify"], ["generate"], ["demo"], ["decode-bench"], ["bench"], ["cache"],
                                     ["cache", "stats"], ["cache", "inspect"], ["cache", "merge"], ["cache", "prune"]])
def test_every_command_has_help(command, capsys):
    with pytest.raises(SystemExit) as e:
        build_parser().parse_args([*command, "--help"])
    assert e.value.code == 0
    assert "usage: omnidraft" in capsys.readouterr().out


def test_models_list_json(capsys):
    assert main(["models", "list", "--json"]) == 0
    names = {row["name"] for row in json.loads(capsys.readouterr().out)}
    assert {"smollm2-135m-instruct", "qwen2.5-coder-0.5b-instruct", "qwen2.5-coder-1.5b-instruct", "llama-68m-config"} <= names


def test_errors_exit_2_with_a_message():
    proc = subprocess.run([sys.executable, "-m", "omnidraft", "export", "no-such-model", "--out", "/tmp/x"],
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
