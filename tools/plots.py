"""PNG figures of a benchmark report: speedup per task per config, time per round, acceptance vs k."""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no display
import matplotlib.pyplot as plt  # noqa: E402

SPLIT = ("draft", "translate", "verify", "rollback")


def _rows(report: dict, task: str) -> dict:
    return {c: r for c, r in report["results"][task].items() if c != "ours_best_vs_best_peer"}


def plot_speedup(report: dict, path: Path) -> None:
    tasks = report["tasks"]
    configs = [c for c, r in _rows(report, tasks[0]).items() if not c.endswith("target-only") and "row-stable" not in c]
    fig, ax = plt.subplots(figsize=(max(6, 1.1 * len(configs) + 2), 4))
    width = 0.8 / len(tasks)
    for i, task in enumerate(tasks):
        rows = _rows(report, task)
        ax.bar([x + i * width for x in range(len(configs))], [rows[c]["speedup_vs_target_only"] for c in configs],
               width, label=task)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks([x + width * (len(tasks) - 1) / 2 for x in range(len(configs))], configs, rotation=30, ha="right")
    ax.set_ylabel("speedup vs the same engine's target-only")
    from omnidraft.tools.bench_spec import decoding

    ax.set_title(f"{Path(report['target']).name}: {decoding(report)}, {report['max_new_tokens']} new tokens")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def plot_time_split(report: dict, path: Path) -> None:
    """Milliseconds per round spent drafting, translating, verifying and re-syncing, per method."""
    labels, parts = [], {k: [] for k in SPLIT}
    for task in report["tasks"]:
        for config, r in _rows(report, task).items():
            if r.get("rounds"):
                labels.append(f"{task}\n{config}")
                for k in SPLIT:
                    parts[k].append(1000 * r["time_split_s"].get(k, 0.0) / r["rounds"])
    if not labels:
        return
    fig, ax = plt.subplots(figsize=(max(6, 0.9 * len(labels) + 2), 4))
    bottom = [0.0] * len(labels)
    for k in SPLIT:
        ax.bar(range(len(labels)), parts[k], bottom=bottom, label=k)
        bottom = [b + v for b, v in zip(bottom, parts[k], strict=True)]
    ax.set_xticks(range(len(labels)), labels, rotation=30, ha="right", fontsize=8)
    ax.set_ylabel("ms per round")
    ax.set_title("time per speculative round")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def plot_acceptance_vs_k(report: dict, path: Path) -> None:
    if not report.get("k_sweep"):
        return
    fig, ax = plt.subplots(figsize=(6, 4))
    ks = sorted(set(report["k_sweep"]) | {report["k"]})  # the swept lengths and the run's own --k
    for task in report["tasks"]:
        rows = _rows(report, task)
        others = [o["label"] for o in report.get("other_drafts", [])]
        for drafter, tag in (("omnidraft", ""), *((o, f", {o}") for o in others)):
            at = {k: rows.get(f"{drafter} k={k}") or (rows.get(drafter) if k == report["k"] else None) for k in ks}
            at = {k: r for k, r in at.items() if r}
            if not at:
                continue
            ax.plot(list(at), [r["acceptance_per_target_token"] for r in at.values()], marker="o",
                    label=f"{task}{tag}: acceptance per target token")
            ax.plot(list(at), [r["speedup_vs_target_only"] for r in at.values()], marker="s", linestyle="--",
                    label=f"{task}{tag}: speedup")
    ax.set_xlabel("draft length k")
    ax.set_xticks(ks)
    ax.legend(fontsize=8)
    ax.set_title("OmniDraft: acceptance and speedup vs draft length")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def plot_bench(report: dict, out: Path) -> None:
    plot_speedup(report, out / "speedup.png")
    plot_time_split(report, out / "time_split.png")
    plot_acceptance_vs_k(report, out / "acceptance_vs_k.png")
    plot_quality_speed(report, out / "quality_speed.png")


def plot_quality_speed(report: dict, path: Path) -> None:
    """With --perplexity: each engine's fastest config, tokens/s against perplexity (lower is better), one
    panel per task, so a faster peer of worse quality is seen as such. Nothing without quality figures."""
    ppl = (report.get("quality") or {}).get("perplexity") or {}
    if not any(p is not None for p in ppl.values()):
        return
    tasks = list(report["results"])
    fig, axes = plt.subplots(1, len(tasks), figsize=(5.5 * len(tasks), 4), squeeze=False)
    for ax, task in zip(axes[0], tasks):
        best: dict[str, tuple[str, float]] = {}
        for config, r in report["results"][task].items():
            if not isinstance(r, dict) or "engine" not in r or config == "target-only(row-stable)":
                continue
            if r["engine"] not in best or r["tokens_per_s"] > best[r["engine"]][1]:
                best[r["engine"]] = (config, r["tokens_per_s"])
        for engine, (config, speed) in best.items():
            if ppl.get(engine) is None:
                continue
            ax.scatter(ppl[engine], speed, s=40)
            ax.annotate(config, (ppl[engine], speed), fontsize=7, xytext=(4, 3), textcoords="offset points")
        ax.margins(x=0.3, y=0.15)  # room for the labels
        ax.set_xlabel("perplexity on the fixed text (lower is better)")
        ax.set_ylabel("tokens/s (prefill included)")
        ax.set_title(f"{task}: each system's fastest config", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def plot_curve(report: dict, path: Path) -> None:
    """Learning curve of ``omnidraft adapt``: acceptance (and speedup) per window, updates and rollbacks marked;
    beside it, when the run evaluated held-out prompts, each configuration's held-out speedup, since that
    comparison (before vs after adaptation, stop rules) is what the run is judged on."""
    windows = report["windows"]
    if not windows:
        return
    x = [w["last_prompt"] for w in windows]
    held_out = {task: rows for task, rows in (report.get("held_out") or {}).items() if rows}
    if held_out:
        fig, (ax, bars) = plt.subplots(1, 2, figsize=(13, 4.5), gridspec_kw={"width_ratios": [7, 6]})
        _plot_held_out(held_out, bars)
    else:
        fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(x, [w["acceptance_per_target_token"] for w in windows], marker="o", label="acceptance per target token")
    ax.set_xlabel("prompts served")
    ax.set_ylabel("acceptance")
    for e in (e for e in report["events"] if e["event"] in ("update", "rollback")):
        ax.axvline(e["after_prompt"], color="red" if e["event"] == "rollback" else "grey", linestyle=":",
                   linewidth=0.8)
    for prev, w in zip(windows, windows[1:]):
        if w["task"] != prev["task"]:
            ax.axvline(prev["last_prompt"], color="black", linewidth=1.2)
            ax.text(prev["last_prompt"], ax.get_ylim()[1], f" {w['task']}", va="top", fontsize=8)
    lines, labels = ax.get_legend_handles_labels()
    if "speedup_vs_target_only" in windows[0]:
        ax2 = ax.twinx()
        ax2.plot(x, [w["speedup_vs_target_only"] for w in windows], marker="s", linestyle="--", color="tab:orange",
                 label="speedup vs target-only")
        ax2.set_ylabel("speedup")
        more = ax2.get_legend_handles_labels()
        lines, labels = lines + more[0], labels + more[1]
    ax.legend(lines, labels, fontsize=8, loc="lower right")
    cache = "" if report.get("cache_carried_between_prompts", True) else ", cache per prompt"
    ax.set_title(f"online adaptation ({report['train']['mode']}{cache}), updates every {report['interval']} prompts "
                 "(grey: update, red: rollback)", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _plot_held_out(held_out: dict, ax) -> None:
    """Horizontal bars: held-out speedup vs target-only per configuration (and task), acceptance written
    on each bar; the dashed line is target-only."""
    bars = [(f"{task}: {name}" if len(held_out) > 1 else name, row) for task, rows in held_out.items()
            for name, row in rows.items() if name != "target-only"]
    speedups = [row["speedup_vs_target_only"] for _, row in bars]
    y = range(len(bars))
    ax.barh(y, speedups, color=["tab:green" if s >= 1 else "tab:red" for s in speedups])
    ax.set_yticks(list(y), [label for label, _ in bars], fontsize=7)
    ax.invert_yaxis()
    ax.axvline(1.0, color="black", linestyle="--", linewidth=0.8)
    ax.set_xlim(min(0.8, min(speedups) - 0.05), max(speedups) + 0.25)
    for i, (speedup, (_, row)) in enumerate(zip(speedups, bars)):
        acceptance = row["acceptance_per_target_token"]
        ax.text(speedup, i, f" {speedup:.3f}x" + (f", acc {acceptance:.3f}" if acceptance else ""), va="center",
                fontsize=7)
    ax.set_xlabel("held-out speedup vs target-only (dashed; red: slower)")
    ax.set_title("held-out prompts (never streamed)", fontsize=9)
