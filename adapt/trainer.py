"""One update of the drafter on the replay buffer: L = L_DM + lambda * L_Ngram (or L_ALM), one pass, AdamW.

A prompt's rounds are scored with one forward pass over its drafter-token text (``logits_to_keep``
picks the positions the losses need), so a step's batch is counted in prompts, each holding
dozens of rounds. Full fine-tuning or LoRA (peft); either way ``save`` writes a plain merged
Hugging Face checkpoint, which the exporter turns into a bundle like any other model.
"""

import copy
import shutil
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from omnidraft.adapt.losses import DirectMap, alm_loss, dm_loss, dm_loss_full, log_p_dense, ngram_loss
from omnidraft.errors import OmniDraftError
from omnidraft.runtime.replay import Episode, top_k_rows

# OMNIDRAFT.md section 3 gives "lr 1e-4 (full) or 2e-5". LoRA adapters are usually trained at a rate at
# least as high as full fine-tuning, so both default to 1e-4; 2e-5 is one --lr away (not measured yet).
DEFAULT_LR = {"full": 1e-4, "lora": 1e-4}
# dm-ngram: L_DM + lambda * L_Ngram (the paper's hybrid); alm: approximate likelihood matching alone.
OBJECTIVES = ("dm-ngram", "alm")


@dataclass
class TrainConfig:
    mode: str = "full"  # full | lora
    lam: float = 0.2  # weight of L_Ngram
    lr: float | None = None  # None: DEFAULT_LR[mode]
    batch_prompts: int = 1
    lora_rank: int = 32
    threads: int | None = None
    head: bool = False  # also train the acceptance head (runtime/accept_head.py)
    head_steps: int = 50  # full-batch AdamW steps on the head per update (it is a logistic regression)
    seed: int = 0  # LoRA adapters and the head start from random weights: same seed, same run
    objective: str = "dm-ngram"  # one of OBJECTIVES


class DrafterTrainer:
    """Holds the torch drafter (fp32) and its optimizer across updates."""

    def __init__(self, checkpoint: str | Path, d2t: np.ndarray, target_vocab_size: int, config: TrainConfig):
        import torch
        from transformers import AutoModelForCausalLM
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # a save or load per update; the stream has its own bar

        if config.mode not in DEFAULT_LR:
            raise OmniDraftError(f"training mode {config.mode!r}: choose full or lora")
        if config.objective not in OBJECTIVES:
            raise OmniDraftError(f"objective {config.objective!r}: choose one of {', '.join(OBJECTIVES)}")
        if config.threads:
            torch.set_num_threads(config.threads)
        self.torch = torch
        self.config = config
        self.checkpoint = Path(checkpoint)
        torch.manual_seed(config.seed)
        model = AutoModelForCausalLM.from_pretrained(self.checkpoint, dtype=torch.float32)
        if config.mode == "lora":
            from peft import LoraConfig, get_peft_model

            with warnings.catch_warnings():  # peft 0.21 asks transformers 5 for a renamed attribute; not ours to fix
                warnings.filterwarnings("ignore", "`is_gradient_checkpointing` is deprecated", FutureWarning)
                model = get_peft_model(model, LoraConfig(r=config.lora_rank, lora_alpha=config.lora_rank,
                                                         target_modules="all-linear", lora_dropout=0.0))
        self.model = model.train()
        self.dm = DirectMap(d2t, target_vocab_size)
        params = [p for p in self.model.parameters() if p.requires_grad]
        self.trainable = sum(p.numel() for p in params)
        self.optimizer = torch.optim.AdamW(params, lr=config.lr or DEFAULT_LR[config.mode], betas=(0.9, 0.999))
        self.d2t = d2t
        self.head = self.head_optimizer = None
        if config.head:
            self.head = torch.nn.Linear(model.config.get_text_config().hidden_size, 1)
            self.head_optimizer = torch.optim.AdamW(self.head.parameters(), lr=1e-2)

    def alm(self, episode: Episode):
        """Sum of L_ALM over the episode's chunks, with gradients."""
        torch = self.torch
        ids = torch.as_tensor(episode.draft_ids, dtype=torch.long)[None]
        pos = torch.as_tensor(episode.alm_pos, dtype=torch.long)
        if not len(pos):
            return self.model(input_ids=ids[:, :1]).logits.sum() * 0.0
        logits = self.model(input_ids=ids, logits_to_keep=pos - 1).logits[0]
        return alm_loss(logits, ids[0, pos], torch.as_tensor(episode.alm_chunk),
                        torch.as_tensor(episode.alm_logp)).sum()

    def losses(self, episode: Episode):
        """(sum of L_DM over rows, sum of L_Ngram over tokens) of one episode, with gradients."""
        torch = self.torch
        ids = torch.as_tensor(episode.draft_ids, dtype=torch.long)[None]
        dm_idx = torch.as_tensor(episode.dm_pos, dtype=torch.long) - 1
        ng_idx = torch.as_tensor(episode.ngram_pos, dtype=torch.long) - 1
        keep = torch.cat([dm_idx, ng_idx])
        logits = self.model(input_ids=ids, logits_to_keep=keep).logits[0]
        zero = logits.sum() * 0.0
        l_dm = dm_loss(logits[: len(dm_idx)], self.dm, torch.as_tensor(episode.p_ids),
                       torch.as_tensor(episode.p_logp), torch.as_tensor(episode.p_rest)).sum() if len(dm_idx) else zero
        l_ng = ngram_loss(logits[len(dm_idx):], ids[0, ng_idx + 1]).sum() if len(ng_idx) else zero
        return l_dm, l_ng

    def update(self, episodes: list[Episode]) -> dict:
        """One pass over ``episodes`` in their order; returns mean losses, steps and seconds."""
        episodes = [e for e in episodes if e.rows]
        t0 = time.perf_counter()
        b = self.config.batch_prompts
        totals = {"dm": 0.0, "ngram": 0.0, "alm": 0.0, "dm_rows": 0, "ngram_tokens": 0, "alm_chunks": 0}
        steps = 0
        alm = self.config.objective == "alm"
        for start in range(0, len(episodes), b):
            batch = episodes[start:start + b]
            n_dm = max(1, sum(len(e.dm_pos) for e in batch))
            n_ng = max(1, sum(len(e.ngram_pos) for e in batch))
            n_alm = max(1, sum(len(e.alm_logp) for e in batch))
            self.optimizer.zero_grad(set_to_none=True)
            for e in batch:
                if alm:
                    l_alm = self.alm(e)
                    (l_alm / n_alm).backward()
                    totals["alm"] += l_alm.item()
                    totals["alm_chunks"] += len(e.alm_logp)
                    continue
                l_dm, l_ng = self.losses(e)
                (l_dm / n_dm + self.config.lam * l_ng / n_ng).backward()
                totals["dm"] += l_dm.item()
                totals["ngram"] += l_ng.item()
                totals["dm_rows"] += len(e.dm_pos)
                totals["ngram_tokens"] += len(e.ngram_pos)
            self.optimizer.step()
            steps += 1
        out = {"episodes": len(episodes), "steps": steps, "seconds": round(time.perf_counter() - t0, 2)}
        if alm:
            return {**out, "loss_alm": round(totals["alm"] / max(1, totals["alm_chunks"]), 5),
                    "alm_chunks": totals["alm_chunks"]}
        return {**out, "loss_dm": round(totals["dm"] / max(1, totals["dm_rows"]), 5),
                "loss_ngram": round(totals["ngram"] / max(1, totals["ngram_tokens"]), 5),
                "dm_rows": totals["dm_rows"], "ngram_tokens": totals["ngram_tokens"]}

    def evaluate(self, episodes: list[Episode]) -> dict:
        """Mean L_DM and L_Ngram of ``episodes`` under the current weights (no update)."""
        torch = self.torch
        sums = np.zeros(4)
        with torch.no_grad():
            for e in episodes:
                l_dm, l_ng = self.losses(e)
                sums += (float(l_dm), float(l_ng), len(e.dm_pos), len(e.ngram_pos))
        return {"loss_dm": round(sums[0] / max(1, sums[2]), 5), "loss_ngram": round(sums[1] / max(1, sums[3]), 5)}

    def top_k_check(self, episode: Episode, ks=(32, 256, 1024, 4096)) -> dict:
        """Mean L_DM from full target rows vs from their top-k + rest, on an episode recorded with
        ``keep_full_logits`` (what keeping only the top-k in the replay buffer costs)."""
        torch = self.torch
        full = episode.full_logits
        with torch.no_grad():
            ids = torch.as_tensor(episode.draft_ids, dtype=torch.long)[None]
            keep = torch.as_tensor(episode.dm_pos, dtype=torch.long) - 1
            logits = self.model(input_ids=ids, logits_to_keep=keep).logits[0]
            ref = float(dm_loss_full(logits, self.dm, torch.as_tensor(full)).mean())
            out = {"rows": len(keep), "loss_dm_full": round(ref, 5)}
            for k in (k for k in ks if k < full.shape[1]):
                rows = [torch.as_tensor(a) for a in top_k_rows(full, k)]
                got = float(dm_loss(logits, self.dm, *rows).mean())
                out[f"top_{k}"] = {"loss_dm": round(got, 5), "relative_error": round(abs(got - ref) / ref, 5)}
        return out

    def head_rows(self, episodes: list[Episode]):
        """Features and labels for the acceptance head: the final-norm hidden state that produced each
        drafted token, and min(1, p/q') with p from the buffer (through the direct mapping; 0 for a
        token with no mapping) and q from the current drafter."""
        torch = self.torch
        feats, labels = [], []
        with torch.no_grad():
            for e in episodes:
                rows = np.nonzero(e.dm_drafted >= 0)[0]
                if not len(rows):
                    continue
                idx = torch.as_tensor(e.dm_pos[rows], dtype=torch.long) - 1
                out = self.model(input_ids=torch.as_tensor(e.draft_ids, dtype=torch.long)[None], logits_to_keep=idx,
                                 output_hidden_states=True)
                drafted = e.dm_drafted[rows]
                q = torch.softmax(out.logits[0].float(), -1)[torch.arange(len(rows)), torch.as_tensor(drafted)].numpy()
                targets = self.d2t[drafted]
                log_p = log_p_dense(torch.as_tensor(e.p_ids[rows]), torch.as_tensor(e.p_logp[rows]).float(),
                                    torch.as_tensor(e.p_rest[rows]).float(), self.dm.target_vocab_size)
                p = np.where(targets >= 0, log_p[torch.arange(len(rows)), torch.as_tensor(targets).clamp(min=0)]
                             .exp().numpy(), 0.0)
                feats.append(out.hidden_states[-1][0, idx])
                labels.append(torch.as_tensor(np.minimum(1.0, p / np.maximum(q, 1e-12)), dtype=torch.float32))
        if not feats:
            return None, None
        return torch.cat(feats), torch.cat(labels)

    def train_head(self, episodes: list[Episode]) -> dict:
        """Weighted BCE (accepted and rejected mass weigh the same in all), full batch, on the
        current drafter's hidden states."""
        torch = self.torch
        x, y = self.head_rows(episodes)
        if x is None:
            return {"head_rows": 0}
        mean = float(y.mean().clamp(1e-3, 1 - 1e-3))
        weight = y * (0.5 / mean) + (1 - y) * (0.5 / (1 - mean))
        for _ in range(self.config.head_steps):
            self.head_optimizer.zero_grad(set_to_none=True)
            loss = torch.nn.functional.binary_cross_entropy_with_logits(self.head(x)[:, 0], y, weight=weight)
            loss.backward()
            self.head_optimizer.step()
        with torch.no_grad():
            predicted = torch.sigmoid(self.head(x)[:, 0])
        return {"head_rows": len(y), "head_mean_label": round(float(y.mean()), 4),
                "head_mean_predicted": round(float(predicted.mean()), 4), "head_bce": round(loss.item(), 4)}

    def accept_head(self, gamma: float):
        from omnidraft.runtime.accept_head import AcceptHead

        return AcceptHead(self.head.weight.detach()[0].numpy(), float(self.head.bias.detach()[0]), gamma)

    def state(self) -> dict:
        """Trainable weights and optimizer states (drafter and head), to roll an update back."""
        weights = {n: p.detach().clone() for n, p in self.model.named_parameters() if p.requires_grad}
        state = {"weights": weights, "optimizer": copy.deepcopy(self.optimizer.state_dict())}
        if self.head is not None:
            state["head"] = copy.deepcopy(self.head.state_dict())
            state["head_optimizer"] = copy.deepcopy(self.head_optimizer.state_dict())
        return state

    def save_state(self, path: Path) -> None:
        """``state()`` on disk (no in-memory copy first), so a killed run resumes with the optimizer's moments.
        Not atomic by itself: a run's commit (adapt/progress.py) names a version only after this returns."""
        state = {"weights": {n: p.detach() for n, p in self.model.named_parameters() if p.requires_grad},
                 "optimizer": self.optimizer.state_dict()}
        if self.head is not None:
            state["head"], state["head_optimizer"] = self.head.state_dict(), self.head_optimizer.state_dict()
        self.torch.save(state, path)

    def load_state(self, path: Path) -> dict:
        return self.torch.load(path, weights_only=True)

    def restore(self, state: dict) -> None:
        with self.torch.no_grad():
            for n, p in self.model.named_parameters():
                if n in state["weights"]:
                    p.copy_(state["weights"][n])
        self.optimizer.load_state_dict(state["optimizer"])
        if self.head is not None:
            self.head.load_state_dict(state["head"])
            self.head_optimizer.load_state_dict(state["head_optimizer"])

    def save(self, out: Path) -> Path:
        """A merged Hugging Face checkpoint of the current weights, with the original tokenizer files."""
        out = Path(out)
        model = self.model
        if self.config.mode == "lora":
            model = copy.deepcopy(model).merge_and_unload()
        model.save_pretrained(out)
        for f in self.checkpoint.iterdir():
            if f.name.startswith(("tokenizer", "special_tokens", "chat_template", "vocab", "merges",
                                  "generation_config")):
                shutil.copy2(f, out / f.name)
        return out
