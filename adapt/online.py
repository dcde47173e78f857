"""Online adaptation while serving: record every prompt, update the drafter every ``interval``
prompts, re-export it at its precision, check parity, hot-swap it, and roll back if it does worse.
An update whose export fails the parity gate is refused: logged, and the serving drafter stays.

The rollback rule: after a swap, the next ``interval`` prompts are the new drafter's trial. Both
exported drafters, the new one and the one it replaced, are scored on those prompts' recorded
positions (teacher-forced on the served text): the share where the drafter's greedy token maps to
the target's greedy one (``agreement``). The difference rests on the positions only one of the two
agrees on; a one-sided sign test on them (``p_previous_better``) decides: below ``rollback_alpha``
(0.05), the previous drafter (bundle and trainer weights) comes back. So a difference of a few
positions is not read as a worse drafter, which would throw a window's training away. With
``rollback_margin`` set, the earlier rule decides instead: roll back when the new share is below the
previous one's by more than the margin. The comparison is paired, on prompts neither drafter trained
on, so neither the spread between windows of different prompts nor a task switch reads as a worse
drafter.

Version numbers are never reused (an update after a rollback gets a new one), and each version's
directory holds its checkpoint, bundle and trainer state (weights and AdamW moments), so
``checkpoint`` + ``resume`` take a killed run up again exactly where an update left it.
"""

import math
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from tqdm import tqdm

from omnidraft.adapt.trainer import DrafterTrainer, TrainConfig
from omnidraft.errors import OmniDraftError, ParityRefused
from omnidraft.export.loader import checkpoint_of_bundle
from omnidraft.runtime.accept_head import HEAD_FILE
from omnidraft.runtime.bundle import add_file
from omnidraft.runtime.generator import Generator, Result
from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.replay import DEFAULT_TOP_K, Episode, EpisodeRecorder, ReplayBuffer
from omnidraft.tools.bench_spec import aggregate


@dataclass
class AdaptConfig:
    interval: int = 16  # prompts between updates (I)
    rollback_margin: float | None = None  # if set, the margin rule decides instead of the sign test
    rollback_alpha: float = 0.05  # roll back when the sign test gives p_previous_better below this
    top_k: int = DEFAULT_TOP_K  # p is kept as its top-k + remaining mass
    replay_max_bytes: int = 64 << 20
    train: TrainConfig = field(default_factory=TrainConfig)


class OnlineAdapter:
    """Wraps a Generator that has a drafter; ``serve`` generates and learns, ``events`` says what happened."""

    def __init__(self, gen: Generator, work_dir: Path, config: AdaptConfig | None = None, progress: bool = True):
        if gen.draft is None:
            raise OmniDraftError("online adaptation needs a drafter bundle (--draft)")
        self.gen, self.config, self.progress = gen, config or AdaptConfig(), progress
        self.work_dir = Path(work_dir)
        self.buffer = ReplayBuffer(self.work_dir / "replay", self.config.replay_max_bytes)
        self.buffer.clear()
        self.recorder = EpisodeRecorder(self.config.top_k, alm=self.config.train.objective == "alm")
        quantization = gen.draft.bundle.manifest["quantization"]
        # Each version keeps the served bundle's precision and block size (its speed). An int4 block above
        # 32 falls back to 32 where the parity gate refuses it (the specialised SmolLM2 passed block 128 at
        # 0.673, its first adapted version failed at 0.641), instead of the version being refused.
        self.precision, block = quantization["precision"], quantization.get("block_size")
        self.block_size = (block, 32) if self.precision == "int4" and block and block > 32 else block
        self.trainer = DrafterTrainer(checkpoint_of_bundle(gen.draft.bundle.path), gen.bridge.d2t,
                                      gen.target.vocab_size, self.config.train)
        self.version = self.made = 0  # serving version; versions made so far
        self.bundle = gen.draft.bundle.path
        self.committed_dirs: set[Path] = set()  # version dirs the last committed progress names: never pruned
        self.served = 0
        self.window: list[dict] = []  # stats of the current drafter's prompts since its last check
        self.trial: dict | None = None  # the previous drafter, while a new one is on trial
        self.events: list[dict] = []

    def serve(self, ids: list[int], max_new_tokens: int = 128) -> Result:
        """Generate greedily with OmniDraft, record the rounds, and learn when an interval is full."""
        self.gen.decoder.recorder = self.recorder
        try:
            # the whole prompt each time (reuse=False): the windows' speeds compare with target-only's
            result = self.gen.generate_ids(ids, max_new_tokens, method="omnidraft", reuse=False)
        finally:
            self.gen.decoder.recorder = None
        self.buffer.add(self.recorder.episode)
        self.served += 1
        self.window.append(result.stats)
        if len(self.window) == self.config.interval:
            self._end_window()
        return result

    def _end_window(self) -> None:
        episodes = self.buffer.episodes()
        trial = self.trial
        if trial is not None:
            t0 = time.perf_counter()
            hits_new, hits_previous = self.hits(self.gen.draft, episodes), self.hits(trial["lm"], episodes)
            new, previous = _share(hits_new), _share(hits_previous)
            judged = {"agreement_new": new, "agreement_previous": previous, "positions": len(hits_new),
                      "only_new_agrees": int((hits_new & ~hits_previous).sum()),
                      "only_previous_agrees": int((hits_previous & ~hits_new).sum()),
                      "acceptance_window": aggregate(self.window)["acceptance_per_target_token"],
                      "seconds": round(time.perf_counter() - t0, 2)}
            judged["p_previous_better"] = sign_test(judged["only_previous_agrees"], judged["only_new_agrees"])
            if rolls_back(judged, self.config):
                self.gen.swap_draft(trial["lm"])
                self.trainer.restore(trial["state"])
                self.log_event({"event": "rollback", "from_version": self.version, "to_version": trial["version"],
                                **judged})
                self.version, self.bundle = trial["version"], trial["bundle"]
            else:
                self.log_event({"event": "kept", "version": self.version, **judged})
        self.trial = None
        self.window = []
        self.update(episodes)

    def agreement(self, lm: OnnxLM, episodes: list[Episode]) -> float | None:
        """Share of recorded positions where ``lm``'s greedy token maps to the target's greedy one,
        teacher-forced on the served text: acceptance at k=1 without the n-gram cache. Two drafters
        scored on the same episodes are compared on the same contexts, whatever the task."""
        return _share(self.hits(lm, episodes))

    def hits(self, lm: OnnxLM, episodes: list[Episode]) -> np.ndarray:
        """Per recorded position, whether ``lm`` agrees there (see ``agreement``); two drafters' hits
        side by side show how many positions the difference of their shares rests on."""
        hits = []
        for e in (e for e in episodes if len(e.dm_pos)):
            lm.reset()
            greedy = lm.forward(e.draft_ids)[e.dm_pos - 1].argmax(-1)
            hits.append(self.gen.bridge.d2t[greedy] == e.p_ids[np.arange(len(e.dm_pos)), e.p_logp.argmax(-1)])
        lm.reset()
        return np.concatenate(hits) if hits else np.zeros(0, bool)

    def log_event(self, event: dict) -> None:
        event = {"after_prompt": self.served, **event}
        self.events.append(event)
        if self.progress:
            detail = ", ".join(f"{k} {v}" for k, v in event.items() if k not in ("after_prompt", "event"))
            tqdm.write(f"{event['event']} after prompt {self.served}: {detail}", file=sys.stderr)

    def update(self, episodes: list | None = None) -> dict:
        """Train on the buffer (``episodes``: its contents, already loaded), clear it, export +
        parity-check the result, and swap it in."""
        episodes = self.buffer.episodes() if episodes is None else episodes
        state = self.trainer.state()
        stats = self.trainer.update(episodes)
        if self.trainer.head is not None:
            t0 = time.perf_counter()
            stats.update(self.trainer.train_head(episodes))
            stats["head_seconds"] = round(time.perf_counter() - t0, 2)
        stats["replay_bytes"] = self.buffer.bytes
        self.buffer.clear()
        version = self.made = self.made + 1
        version_dir = self._dir(version)
        shutil.rmtree(version_dir, ignore_errors=True)  # debris of a killed run
        checkpoint = self.trainer.save(version_dir / "checkpoint")
        self.trainer.save_state(version_dir / "trainer.pt")
        bundle = checkpoint.parent / "bundle"  # its manifest names the checkpoint as its source: both stay
        from omnidraft.export.pipeline import export_bundle

        t0 = time.perf_counter()
        head = self.trainer.head is not None
        try:
            manifest = export_bundle(str(checkpoint), self.precision, bundle, overwrite=True, parity_limit=2,
                                     progress=False, hidden_states=head, block_size=self.block_size)
        except ParityRefused as e:
            # Serving goes on: the current drafter stays, and the next window trains from its weights, as
            # after a rollback. The version number is spent, so versions still name one set of weights.
            self.trainer.restore(state)
            shutil.rmtree(version_dir, ignore_errors=True)
            self.log_event({"event": "refused", "version": version, "serving_version": self.version,
                            "reason": str(e), **stats})
            return self.events[-1]
        if head:
            add_file(bundle, HEAD_FILE, self.trainer.accept_head(gamma=0.0).to_bytes())
        stats["export_seconds"] = round(time.perf_counter() - t0, 2)
        stats["parity_top1_agreement"] = manifest["parity"]["top1_agreement"]
        previous = self.gen.swap_draft(bundle)
        self.trial = {"lm": previous, "state": state, "version": self.version, "bundle": self.bundle}
        event = {"after_prompt": self.served, "event": "update", "version": version, "from_version": self.version,
                 **stats}
        self.version, self.bundle = version, bundle
        self.prune()
        self.events.append(event)
        if self.progress:
            head_time = f" + {stats['head_seconds']} s head" if head else ""
            tqdm.write(f"update v{version}: {stats['episodes']} prompts, {stats['steps']} steps, {stats['seconds']} s "
                       f"train{head_time} + {stats['export_seconds']} s export; " + (
                           f"L_ALM {stats['loss_alm']}" if "loss_alm" in stats else
                           f"L_DM {stats['loss_dm']}, L_Ngram {stats['loss_ngram']}"), file=sys.stderr)
        return event

    def _dir(self, version: int) -> Path:
        return self.work_dir / "versions" / f"v{version}"

    def prune(self) -> None:
        """Delete version dirs other than the serving drafter's, the one on trial's and the committed ones."""
        keep = {self._dir(self.version), *self.committed_dirs}
        if self.trial:
            keep.add(self._dir(self.trial["version"]))
        for old in (self.work_dir / "versions").iterdir():
            if old not in keep:
                shutil.rmtree(old, ignore_errors=True)

    def checkpoint(self) -> dict:
        """What ``resume`` needs, as JSON, at the end of a window (the replay buffer is then empty; a
        partly served window is not kept). Once it is on disk, call ``committed``."""
        trial = self.trial and {"version": self.trial["version"], "bundle": str(self.trial["bundle"])}
        return {"served": self.served, "version": self.version, "made": self.made, "bundle": str(self.bundle),
                "trial": trial, "events": self.events}

    def committed(self, checkpoint: dict) -> None:
        """``checkpoint`` is on disk: keep the versions it names, drop older ones."""
        self.committed_dirs = {self._dir(v) for v in (checkpoint["version"], (checkpoint["trial"] or {}).get("version"))
                               if v}
        self.prune()

    def resume(self, checkpoint: dict) -> None:
        """Take up a committed ``checkpoint()``: the trainer from its version's trainer.pt, that version's
        bundle swapped in, and the drafter on trial (its bundle, its trainer state) kept to roll back to."""
        trial = checkpoint["trial"]
        if trial:
            state = (self.trainer.state() if trial["version"] == 0
                     else self.trainer.load_state(self._dir(trial["version"]) / "trainer.pt"))
            self.trial = {"lm": self.gen.open_draft(trial["bundle"]), "state": state, "version": trial["version"],
                          "bundle": Path(trial["bundle"])}
        if checkpoint["version"]:
            self.trainer.restore(self.trainer.load_state(self._dir(checkpoint["version"]) / "trainer.pt"))
            self.gen.swap_draft(checkpoint["bundle"])
        self.served, self.version, self.made = checkpoint["served"], checkpoint["version"], checkpoint["made"]
        self.bundle = Path(checkpoint["bundle"])
        self.events = list(checkpoint["events"])
        self.committed(checkpoint)


def _share(hits: np.ndarray) -> float | None:
    return round(float(hits.mean()), 4) if len(hits) else None


def rolls_back(judged: dict, config: AdaptConfig) -> bool:
    """The trial's verdict (see the module docstring): the sign test, or the margin rule if one is set."""
    if config.rollback_margin is None:
        return judged["p_previous_better"] < config.rollback_alpha
    new, previous = judged["agreement_new"], judged["agreement_previous"]
    return new is not None and previous is not None and new < previous - config.rollback_margin


def sign_test(wins: int, losses: int) -> float:
    """One-sided exact sign test: the chance of at least ``wins`` of ``wins + losses`` discordant
    positions going one way if both drafters were equally good. Positions of one prompt are not
    independent, so read it as a guide to how much a difference rests on, not an exact level."""
    n = wins + losses
    return round(sum(math.comb(n, i) for i in range(wins, n + 1)) / 2 ** n, 4) if n else 1.0
