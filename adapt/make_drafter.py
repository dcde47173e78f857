"""``omnidraft make-drafter``: a shallow drafter cut from a small model and distilled on general text.

Why: a drafter round costs c_draft target steps, and the speedup is L / (c_draft + c_verify). SmolLM2-135M
has 30 layers; the paper's Llama-68M has 2. The student keeps the source's tokenizer, embeddings, output
head and final norm (frozen where tied), takes N of its layers, and learns from a teacher
(``adapt/teachers.py``) on general text (``omnidraft.corpus``):

- by default its own full-depth parent (forward KL over the whole vocabulary): the drafter stays
  target-agnostic, one drafter for every target, as the parent was;
- with ``--teacher MODEL``, a target family's model with its own tokenizer, by L_DM and/or ALM where the
  two tokenizations line up: the drafter becomes target-specific. A source with random weights
  (``llama-68m-config``) can only learn this way, and trains its embeddings too.

The student trains in fp32. Progress is committed atomically every ``save_every`` steps to DIR/work, so
``--resume`` loses at most that.
"""

import dataclasses
import json
import math
import os
import random
import shutil
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from omnidraft.errors import OmniDraftError

STATE = "state.pt"


@dataclass
class DistillConfig:
    layers: list[int]
    steps: int = 600
    batch: int = 4
    seq_len: int = 256
    lr: float = 5e-4
    warmup: int = 20
    eval_every: int = 100
    eval_blocks: int = 12  # per corpus source
    save_every: int = 25
    threads: int | None = None
    seed: int = 0
    sources: list[str] = field(default_factory=lambda: ["code", "prose", "math"])
    teacher: str | None = None  # None: the full-depth parent; else any model (its own tokenizer)
    objective: str = "kl"  # kl (the parent) | dm | alm | dm+alm (a teacher with its own tokenizer)
    train_embeddings: bool = False  # a source without trained weights (llama-68m-config) trains them too


def spread_layers(n_parent: int, n: int) -> list[int]:
    """N layer indices spread evenly over the parent, always the first and the last (the default choice)."""
    if not 1 <= n <= n_parent:
        raise OmniDraftError(f"--layers {n}: the parent has {n_parent} layers, choose 1..{n_parent}")
    if n == 1:
        return [n_parent - 1]
    return sorted({round(i * (n_parent - 1) / (n - 1)) for i in range(n)})


def parse_layer_ids(text: str, n_parent: int) -> list[int]:
    ids = [int(v) for v in text.split(",") if v.strip()]
    if not ids or any(not 0 <= i < n_parent for i in ids) or len(set(ids)) != len(ids):
        raise OmniDraftError(f"--layer-ids {text!r}: distinct indices in 0..{n_parent - 1}, comma-separated")
    return sorted(ids)


def shallow_student(parent_dir: Path, layer_ids: list[int], train_embeddings: bool = False):
    """The parent with only ``layer_ids`` kept (fp32); embeddings and a tied head are frozen unless
    ``train_embeddings`` (random weights have nothing to keep)."""
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(parent_dir, dtype=torch.float32)
    layers = model.model.layers
    if max(layer_ids) >= len(layers):
        raise OmniDraftError(f"layer {max(layer_ids)} is not in {parent_dir} ({len(layers)} layers)")
    model.model.layers = torch.nn.ModuleList([layers[i] for i in layer_ids])
    for j, layer in enumerate(model.model.layers):
        layer.self_attn.layer_idx = j
    model.config.num_hidden_layers = len(layer_ids)
    if getattr(model.config, "layer_types", None):
        model.config.layer_types = [model.config.layer_types[i] for i in layer_ids]
    model.model.embed_tokens.weight.requires_grad_(train_embeddings)
    return model


class Distiller:
    def __init__(self, student_dir: Path, config: DistillConfig, teacher):
        import torch
        from transformers import AutoTokenizer

        if config.threads:
            torch.set_num_threads(config.threads)
        torch.manual_seed(config.seed)
        self.torch = torch
        self.config = config
        self.teacher = teacher
        self.tokenizer = AutoTokenizer.from_pretrained(student_dir)
        self.student = shallow_student(student_dir, config.layers, train_embeddings=config.train_embeddings)
        self.params = [p for p in self.student.parameters() if p.requires_grad]
        self.optimizer = torch.optim.AdamW(self.params, lr=config.lr, weight_decay=0.0)

    def lr_at(self, step: int) -> float:
        c = self.config
        if step < c.warmup:
            return c.lr * (step + 1) / c.warmup
        t = (step - c.warmup) / max(1, c.steps - c.warmup)
        return c.lr * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * min(1.0, t))))

    def step(self, blocks: list[list[int]], step: int) -> float:
        torch = self.torch
        loss = self.teacher.loss(blocks, self.student(torch.tensor(blocks), use_cache=False).logits)
        for g in self.optimizer.param_groups:
            g["lr"] = self.lr_at(step)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.params, 1.0)
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        return float(loss.detach())

    def evaluate(self, eval_blocks: dict[str, list[list[int]]]) -> dict:
        """Per source: the teacher's loss per position and the student's top-1 agreement with the teacher
        (with a teacher of another tokenizer: at aligned positions, the student's argmax mapped)."""
        torch = self.torch
        out = {}
        with torch.no_grad():
            for source, blocks in eval_blocks.items():
                total = {}
                for i in range(0, len(blocks), self.config.batch):
                    batch = blocks[i:i + self.config.batch]
                    part = self.teacher.evaluate(batch, self.student(torch.tensor(batch), use_cache=False).logits)
                    total = {k: total.get(k, 0) + v for k, v in part.items()}
                n = max(total["n"], 1)
                out[source] = {"kl": round(total["kl"] / n, 4), "top1_agreement": round(total["agree"] / n, 4),
                               "tokens": int(total["n"])}
                if "alm" in total:
                    out[source]["alm"] = round(total["alm"] / max(total["alm_n"], 1), 4)
        return out


def _layers(path: Path) -> int:
    from transformers import AutoConfig

    return AutoConfig.from_pretrained(path).num_hidden_layers


def make_teacher(parent, config: DistillConfig, progress: bool = True):
    """The parent itself, or ``config.teacher`` with its own tokenizer (resolved like any model)."""
    from omnidraft.adapt.teachers import CrossTeacher, SelfTeacher
    from omnidraft.export.loader import resolve

    if config.teacher is None:
        if parent.kind == "config":
            raise OmniDraftError(f"{parent.source} has random weights: it cannot teach itself; give --teacher MODEL "
                                 "(e.g. smollm2-135m-instruct or a target) and --objective dm, alm or dm+alm")
        if config.objective != "kl":
            raise OmniDraftError(f"--objective {config.objective} needs --teacher: the parent teaches by forward KL")
        return SelfTeacher(parent.path)
    teacher = resolve(config.teacher, progress=progress)
    return CrossTeacher(teacher.path, parent.path, config.objective, teacher.source)


def _mixed_order(train: dict[str, list[list[int]]], seed: int) -> list[tuple[str, int]]:
    """Blocks interleaved so every batch mixes the sources; each source reshuffled when it runs out."""
    rng = random.Random(seed)
    queues = {s: [] for s in train}
    order = []
    for _ in range(max(len(b) for b in train.values()) * len(train)):
        for s, blocks in train.items():
            if not queues[s]:
                queues[s] = rng.sample(range(len(blocks)), len(blocks))
            order.append((s, queues[s].pop()))
    return order


def _save_atomic(torch, obj, path: Path) -> None:
    tmp = path.with_suffix(".tmp")
    torch.save(obj, tmp)
    os.replace(tmp, path)


def make_drafter(source: str, out: Path, config: DistillConfig, precision: str = "int4", resume: bool = False,
                 overwrite: bool = False, progress: bool = True) -> dict:
    """Cut, distil, save DIR/checkpoint, export DIR/drafter (with parity), write DIR/report.json and curve.png."""
    import torch
    from tqdm import tqdm

    from omnidraft import corpus
    from omnidraft.export.loader import resolve
    from omnidraft.export.pipeline import export_bundle

    work = out / "work"
    if out.exists() and not resume and not overwrite:
        raise OmniDraftError(f"{out} exists: --resume to continue its run, --overwrite to start again")
    if resume and not (work / STATE).exists():
        raise OmniDraftError(f"nothing to resume in {out}: no {work / STATE}; run without --resume")
    parent = resolve(source, progress=progress)

    state = torch.load(work / STATE, weights_only=False) if resume else None
    if state is not None:
        saved = state["config"]
        config = DistillConfig(**{**saved, "threads": config.threads})
    elif parent.kind == "config":
        config = dataclasses.replace(config, train_embeddings=True)
    teacher = make_teacher(parent, config, progress)
    if out.exists() and not resume:  # --overwrite: only once the source and the teacher are known good
        shutil.rmtree(out)
    work.mkdir(parents=True, exist_ok=True)
    distiller = Distiller(parent.path, config, teacher)
    if state is None:
        (work / "config.json").write_text(json.dumps({"source": source, "config": asdict(config)}, indent=2))

    train, evals = {}, {}
    for s in tqdm(config.sources, desc="tokenizing corpus", disable=not progress):
        docs_train, docs_eval = corpus.documents(s)
        evals[s] = corpus.token_blocks(distiller.tokenizer, docs_eval, config.seq_len)[:config.eval_blocks]
        # enough training text for the run, not the whole source (tokenizing 15 MB of code takes a while)
        need = config.steps * config.batch * config.seq_len
        picked, chars = [], 0
        for d in docs_train:
            picked.append(d)
            chars += len(d)
            if chars > 6 * need:
                break
        train[s] = corpus.token_blocks(distiller.tokenizer, picked, config.seq_len)
    order = _mixed_order(train, config.seed)

    if state is None:
        state = {"config": asdict(config), "step": 0, "seconds": 0.0, "curve": [],
                 "evals": [{"step": 0, **distiller.evaluate(evals)}]}
    else:
        distiller.student.load_state_dict(state["student"], strict=False)
        distiller.optimizer.load_state_dict(state["optimizer"])
    bar = tqdm(total=config.steps, initial=state["step"], desc=f"distilling {len(config.layers)} layers",
               unit="step", disable=not progress)
    t0 = time.time() - state["seconds"]
    while state["step"] < config.steps:
        step = state["step"]
        picks = order[step * config.batch:(step + 1) * config.batch]
        loss = distiller.step([train[s][i] for s, i in picks], step)
        state["curve"].append([step, round(loss, 4)])
        state["step"] = step + 1
        state["seconds"] = time.time() - t0
        bar.update(1)
        bar.set_postfix(kl=f"{loss:.3f}")
        if state["step"] % config.eval_every == 0 or state["step"] == config.steps:
            state["evals"].append({"step": state["step"], **distiller.evaluate(evals)})
        if state["step"] % config.save_every == 0 or state["step"] == config.steps:
            trainable = {k: v.detach() for k, v in distiller.student.named_parameters() if v.requires_grad}
            _save_atomic(torch, {**state, "student": trainable, "optimizer": distiller.optimizer.state_dict()},
                         work / STATE)
    bar.close()

    checkpoint = out / "checkpoint"
    distiller.student.save_pretrained(checkpoint)
    distiller.tokenizer.save_pretrained(checkpoint)
    for name in ("generation_config.json", "chat_template.jinja"):
        if (parent.path / name).exists():
            shutil.copy2(parent.path / name, checkpoint / name)
    # int4 at the largest block the parity gate accepts, as `omnidraft export` does: the specialised
    # SmolLM2 passed at 128 (top-1 0.673) and drafted 11-13% cheaper a round (docs/results/shallow-drafter).
    manifest = export_bundle(str(checkpoint.resolve()), precision, out / "drafter", overwrite=True, progress=progress,
                             block_size="auto")

    tokens = state["step"] * config.batch * config.seq_len
    report = {
        "source": source, "parent_layers": _layers(parent.path), "layers": config.layers,
        "teacher": distiller.teacher.name, "objective": distiller.teacher.objective,
        "corpus": {s: {"train_blocks": len(train[s]), "eval_blocks": len(evals[s])} for s in config.sources},
        "config": asdict(config), "steps": state["step"], "tokens": tokens,
        "train_minutes": round(state["seconds"] / 60, 1), "tokens_per_second": round(tokens / max(state["seconds"], 1e-9)),
        "eval_before": state["evals"][0], "eval_after": state["evals"][-1], "evals": state["evals"],
        "curve": state["curve"], "bundle": str(out / "drafter"), "bundle_parity": manifest["parity"],
    }
    (out / "report.json").write_text(json.dumps(report, indent=2))
    _plot(report, out / "curve.png")
    shutil.rmtree(work)
    return report


def layer_ranges(layers: list[int]) -> str:
    """[0, 1, 2, 3, 29] -> "0-3, 29": a 30-entry list does not fit a plot's title."""
    runs: list[list[int]] = []
    for i in layers:
        if runs and i == runs[-1][-1] + 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def _plot(report: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a, b) = plt.subplots(1, 2, figsize=(10, 3.6))
    steps, losses = zip(*report["curve"])
    window = max(1, len(losses) // 50)
    smooth = [sum(losses[max(0, i - window):i + 1]) / len(losses[max(0, i - window):i + 1]) for i in range(len(losses))]
    a.plot(steps, losses, alpha=0.3, color="tab:blue")
    a.plot(steps, smooth, color="tab:blue")
    a.set(xlabel="step", ylabel="training batch loss", title=f"distillation loss: {report['objective'].split(':')[0]}")
    for s in report["corpus"]:
        a_steps = [e["step"] for e in report["evals"]]
        b.plot(a_steps, [e[s]["top1_agreement"] for e in report["evals"]], marker="o", label=s)
    b.set(xlabel="step", ylabel="top-1 agreement with the teacher", title="held-out corpus text")
    b.legend()
    fig.suptitle(f"{report['source']}: layers {layer_ranges(report['layers'])} of {report['parent_layers']}; "
                 f"teacher {report['teacher'].split(' (')[0]}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
