"""``omnidraft adapt-status DIR``: where an ``adapt`` run stands, from what it has committed.

A full-size run takes hours and is often stopped and resumed. This reads its commits (plain JSON,
replaced by atomic renames, see adapt/progress.py) without loading a model or a cache and without
writing anything, so it is safe beside a running ``adapt`` and shows the held-out figures so far.
"""

import json
from pathlib import Path

from omnidraft.adapt.stream import held_out_prompts, held_out_table, stream_prompts
from omnidraft.errors import OmniDraftError


def status(out: str | Path) -> dict:
    """Phase, stream progress, drafter version, rollbacks and the held-out table as committed."""
    out = Path(out)
    work = out / "work"
    progress = _read(work / "progress.json")
    curve = None if progress else _read(out / "curve.json")
    if progress is None and curve is None:
        raise OmniDraftError(f"{out}: no adapt run here (neither work/progress.json nor curve.json); pass the "
                             "--out DIR of an omnidraft adapt run")
    try:
        return _running(out, progress) if progress else _finished(out, curve)
    except (KeyError, TypeError) as e:
        raise OmniDraftError(f"{out}: not what an omnidraft adapt run writes (no {e}); was it written by hand or "
                             "by an older version?") from None


def _running(out: Path, progress: dict) -> dict:
    work = out / "work"
    data, settings = progress["data"], progress["data"]["settings"]
    served = data["adapter"]["served"]
    try:
        stream = stream_prompts(settings["stream"], settings["limit"])
        total = len(stream)
        held_total = len(held_out_prompts([t for t, _ in stream], settings["held_out"]))
    except OmniDraftError:  # a stream file moved since the run started: counts unknown, the rest stands
        total = held_total = None
    held = _read(work / "held-out.json")  # a new run removes an old one's before its first prompt
    held_data = held["data"] if held else {"done": 0, "per_task": {}, "differing": {}}
    return {
        "dir": str(out), "phase": "held-out" if held or served == total else "stream",
        "stream": _stream(data["adapter"]["events"], data["windows"], served, total, data["stream_seconds"],
                          data["adapter"]["version"]),
        "held_out": {"done": held_data["done"], "prompts": held_total,
                     "table": held_out_table(held_data["per_task"]),
                     "greedy_outputs_differing": held_data["differing"]},
        "machines": _read(work / "machines.json") or [],
    }


def _finished(out: Path, curve: dict) -> dict:
    n, held = curve["stream_prompts"], curve["held_out"]
    held_total = len(held_out_prompts(list(held), curve["held_out_prompts_per_task"]))
    return {
        "dir": str(out), "phase": "finished",
        "stream": _stream(curve["events"], curve["windows"], n, n, curve["stream_seconds"], curve["final_version"]),
        "held_out": {"done": held_total, "prompts": held_total, "table": held,
                     "greedy_outputs_differing": curve["held_out_greedy_outputs_differing_from_row_stable_target_only"]},
        "machines": curve.get("machines", []),
    }


def _stream(events: list[dict], windows: list[dict], served: int, total: int | None, seconds: float,
            version: int) -> dict:
    return {"served": served, "prompts": total, "seconds": seconds, "drafter_version": version,
            "updates": sum(e["event"] == "update" for e in events),
            "rollbacks": [{"after_prompt": e["after_prompt"], "from_version": e["from_version"],
                           "to_version": e["to_version"]} for e in events if e["event"] == "rollback"],
            "refused": [{"after_prompt": e["after_prompt"], "version": e["version"], "reason": e["reason"]}
                        for e in events if e["event"] == "refused"],
            "acceptance_per_window": [w["acceptance_per_target_token"] for w in windows]}


def _read(path: Path) -> dict | list | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except ValueError as e:
        raise OmniDraftError(f"{path} is not valid JSON ({e}); adapt writes it by atomic rename, so it was "
                             "damaged afterwards") from None
