"""``omnidraft check-lossless``: the central claim, checked by the user on real prompts.

Per prompt, greedy: the target alone in the reference numerics (the ones verification uses), then
each speculative method; every method's tokens must equal the reference's. The plain single-row
target-only decode, the fastest, runs too and is reported apart: the guarantee does not cover it,
and how often it differs is what the reference mode is for.
"""

import json
from pathlib import Path

from tqdm import tqdm

from omnidraft.datasets import HELD_OUT_START, load_prompts
from omnidraft.errors import OmniDraftError
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.prompt_cache import common_prefix
from omnidraft.runtime.speculative import METHODS
from omnidraft.runtime.text import prompt_ids
from omnidraft.tools.machine import describe

FAST = "target-only (single-row, not covered)"


def first_difference(a: list[int], b: list[int]) -> int | None:
    """Index of the first token where two outputs differ (None when identical)."""
    return None if a == b else common_prefix(a, b)


def run(target: str, draft: str, tasks: list[str], n: int, max_new_tokens: int, methods: list[str], k: int,
        threads: int | None, chat: bool, held_out: bool) -> dict:
    if n < 1:
        raise OmniDraftError(f"--n must be at least 1 prompt per task, got {n}")
    unknown = [m for m in methods if m not in METHODS or m == "target-only"]
    if unknown:
        raise OmniDraftError(f"methods {unknown}: check one or more of "
                             f"{', '.join(m for m in METHODS if m != 'target-only')}")
    gen = Generator(target, draft, k=k, threads=threads)
    offsets = {task: HELD_OUT_START[task] if held_out else 0 for task in tasks}
    prompts = [(task, offsets[task] + j, prompt_ids(gen.tokenizer, text, chat))
               for task in tasks for j, text in enumerate(load_prompts(task, n, offsets[task]))]
    rows = []
    try:
        for task, item, ids in tqdm(prompts, desc="prompts", unit="prompt"):
            reference = gen.generate_ids(ids, max_new_tokens, method="target-only", reference=True).token_ids
            row = {"task": task, "item": item, "prompt_tokens": len(ids), "new_tokens": len(reference),
                   "first_difference": {}}
            for config in (*methods, FAST):
                method = "target-only" if config == FAST else config
                tokens = gen.generate_ids(ids, max_new_tokens, method=method).token_ids
                row["first_difference"][config] = first_difference(tokens, reference)
            rows.append(row)
    finally:
        gen.close()
    summary = {task: {c: {"identical": sum(r["first_difference"][c] is None for r in rows if r["task"] == task),
                          "prompts": sum(r["task"] == task for r in rows)}
                      for c in (*methods, FAST)} for task in tasks}
    return {"target": str(target), "draft": str(draft), "tasks": tasks, "first_item": offsets,
            "max_new_tokens": max_new_tokens, "k": k, "chat_template": chat, "methods": methods,
            "machine": describe(), "summary": summary, "prompts": rows,
            "lossless": all(r["first_difference"][m] is None for r in rows for m in methods)}


def table(report: dict) -> str:
    lines = ["| task | config | identical to the reference | prompts |", "|---|---|---|---|"]
    for task, configs in report["summary"].items():
        for config, s in configs.items():
            lines.append(f"| {task} | {config} | {s['identical']} | {s['prompts']} |")
    for r in report["prompts"]:
        for config, at in r["first_difference"].items():
            if at is not None:
                lines.append(f"- {r['task']} item {r['item']}: {config} first differs at new token {at}")
    verdict = "LOSSLESS" if report["lossless"] else "NOT LOSSLESS"
    lines.append(f"{verdict}: every speculative method against the target alone in the reference numerics "
                 f"({', '.join(report['methods'])}), greedy, {report['max_new_tokens']} new tokens")
    return "\n".join(lines)


def write(report: dict, out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
