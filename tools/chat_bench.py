"""Multi-turn conversations with and without KV reuse, side by side: time to first token and decode
speed per turn, and every turn checked against the target's from-scratch reference decode.

Each conversation opens with a held-out GSM8K question and goes on with fixed follow-ups, so the
history grows by a reply and a short message per turn, as in a chat app. Both modes run the same
turns in one process, one after the other per conversation, so they see the same machine state.
"""

import json
import statistics
import time
from pathlib import Path

from tqdm import tqdm

from omnidraft.datasets import load_prompts

FOLLOW_UPS = ("Check your answer step by step.", "Now write a Python function that solves it.",
              "Add type hints and a docstring.", "Write two unit tests for it.",
              "Summarize the solution in one sentence.")
HELD_OUT_OFFSET = 1000  # GSM8K 1000+: the prompts adapt and make-drafter never train on


def _turn(conv, text: str, max_new_tokens: int, method: str | None, reuse: bool) -> dict:
    """One turn, timed: the first text callback comes right after the first new token."""
    t0 = time.perf_counter()
    first = []
    result = conv.send(text, max_new_tokens, method=method, reuse=reuse,
                       on_text=lambda piece: first or first.append(time.perf_counter() - t0))
    s = result.stats
    decode_s = s["elapsed_s"] - s["prefill_s"]
    return {"prompt_tokens": s["prompt_tokens"], "cached_tokens": s["cached_tokens"], "new_tokens": s["new_tokens"],
            "time_to_first_token_s": round(first[0], 4), "prefill_s": s["prefill_s"],
            "decode_tokens_per_s": round((s["new_tokens"] - 1) / decode_s, 2) if decode_s > 0 else None,
            "mean_accepted_length": s.get("mean_accepted_length"), "token_ids": result.token_ids}


def run(target: str, draft: str | None, conversations: int, turns: int, max_new_tokens: int, threads: int | None,
        method: str | None, check_reference: bool = True) -> dict:
    from omnidraft.runtime.generator import Generator

    gen = Generator(target, draft, threads=threads)
    reference = Generator(target, threads=threads) if check_reference else None
    rows = []
    questions = load_prompts("gsm8k", conversations, offset=HELD_OUT_OFFSET)
    bar = tqdm(total=conversations * turns, desc="turns", unit="turn")
    for c, question in enumerate(questions):
        texts = [question, *FOLLOW_UPS][:turns]
        convs = {mode: gen.conversation() for mode in ("reuse", "no_reuse")}
        for t, text in enumerate(texts):
            row = {"conversation": c, "turn": t + 1}
            for mode, conv in convs.items():
                row[mode] = _turn(conv, text, max_new_tokens, method, reuse=mode == "reuse")
            if reference is not None:
                ids = reference.tokenizer.apply_chat_template(convs["reuse"].history[:-1], add_generation_prompt=True,
                                                              tokenize=True, return_dict=False)
                row["reference_token_ids"] = reference.generate_ids(list(ids), max_new_tokens, method="target-only",
                                                                    reference=True).token_ids
            rows.append(row)
            bar.update()
        if convs["reuse"].history != convs["no_reuse"].history:
            raise AssertionError(f"conversation {c}: the two modes' histories differ")
    bar.close()
    return summarize(rows, target, draft, conversations, turns, max_new_tokens, threads, method or gen._method(None))


def summarize(rows: list[dict], target, draft, conversations, turns, max_new_tokens, threads, method) -> dict:
    per_turn = []
    for t in range(1, turns + 1):
        at = [r for r in rows if r["turn"] == t]

        def median(mode, key):
            return round(statistics.median(r[mode][key] for r in at), 4)

        per_turn.append({"turn": t, "prompt_tokens": median("reuse", "prompt_tokens"),
                         "cached_tokens": median("reuse", "cached_tokens"),
                         "ttft_reuse_s": median("reuse", "time_to_first_token_s"),
                         "ttft_no_reuse_s": median("no_reuse", "time_to_first_token_s"),
                         "ttft_ratio": round(median("no_reuse", "time_to_first_token_s")
                                             / median("reuse", "time_to_first_token_s"), 2),
                         "decode_tokens_per_s_reuse": median("reuse", "decode_tokens_per_s"),
                         "decode_tokens_per_s_no_reuse": median("no_reuse", "decode_tokens_per_s")})
    checked = [r for r in rows if "reference_token_ids" in r]
    return {"target": str(target), "draft": str(draft) if draft else None, "method": method,
            "conversations": conversations, "turns": turns, "max_new_tokens": max_new_tokens, "threads": threads,
            "identical_between_modes": f"{sum(r['reuse']['token_ids'] == r['no_reuse']['token_ids'] for r in rows)}"
                                       f"/{len(rows)}",
            "identical_to_reference": (f"{sum(r['reuse']['token_ids'] == r['reference_token_ids'] for r in checked)}"
                                       f"/{len(checked)}") if checked else None,
            "per_turn": per_turn, "rows": rows}


def table(report: dict) -> str:
    lines = ["| turn | prompt tokens | cached | TTFT reuse (s) | TTFT no reuse (s) | ratio | decode tok/s reuse | "
             "decode tok/s no reuse |", "|---|---|---|---|---|---|---|---|"]
    for p in report["per_turn"]:
        lines.append(f"| {p['turn']} | {p['prompt_tokens']:.0f} | {p['cached_tokens']:.0f} | {p['ttft_reuse_s']} | "
                     f"{p['ttft_no_reuse_s']} | {p['ttft_ratio']}x | {p['decode_tokens_per_s_reuse']} | "
                     f"{p['decode_tokens_per_s_no_reuse']} |")
    lines.append(f"\nmedians over {report['conversations']} conversations; identical between modes "
                 f"{report['identical_between_modes']}, to the from-scratch reference {report['identical_to_reference']}")
    return "\n".join(lines)


def plot(report: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    turns = [p["turn"] for p in report["per_turn"]]
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(turns, [p["ttft_no_reuse_s"] for p in report["per_turn"]], "o-", label="prefill from scratch")
    ax.plot(turns, [p["ttft_reuse_s"] for p in report["per_turn"]], "o-", label="KV caches kept")
    ax.set_xlabel("turn")
    ax.set_ylabel("time to first token (s, median)")
    ax.set_title(f"{Path(report['target']).name}: {report['conversations']} conversations")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def write(report: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(report, indent=1) + "\n")
    (out / "table.md").write_text(table(report) + "\n")
    plot(report, out / "ttft.png")
