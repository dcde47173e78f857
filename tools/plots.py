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
    ks = report["k_sweep"]
    for task in report["tasks"]:
        rows = _rows(report, task)
        ax.plot(ks, [rows[f"omnidraft k={k}"]["acceptance_per_target_token"] for k in ks], marker="o",
                label=f"{task}: acceptance per target token")
        ax.plot(ks, [rows[f"omnidraft k={k}"]["speedup_vs_target_only"] for k in ks], marker="s", linestyle="--",
                label=f"{task}: speedup")
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
