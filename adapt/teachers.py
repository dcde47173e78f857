"""The teachers ``omnidraft make-drafter`` distils from: the student's own parent, or any model with any tokenizer.

- ``SelfTeacher``: the full-depth parent, same tokenizer: forward KL over the whole vocabulary. The drafter
  stays target-agnostic ("one drafter for all").
- ``CrossTeacher``: a target family's model with its own tokenizer (OMNIDRAFT.md sections 3 and 8, offline):
  each training block is re-tokenized by the teacher, and the student learns from where the two agree on the
  text, by L_DM (reverse KL over the directly mapped vocabulary, at positions where both tokenizations end a
  token at the same byte) and/or ALM (the likelihoods of chunks both cover with whole tokens). The drafter
  becomes target-specific. It is also the only way to train a model that has no parent of its own
  (``llama-68m-config``: random weights, the Llama-2 vocabulary).

Teachers run in bfloat16 (1.7x faster on an AVX-512 BF16 CPU, measured); the student's logits come in fp32.
"""

from dataclasses import dataclass
from pathlib import Path

from omnidraft.errors import OmniDraftError

CROSS_OBJECTIVES = ("dm", "alm", "dm+alm")


class SelfTeacher:
    name = "self (the full-depth parent, bfloat16)"
    objective = "forward KL over the full vocabulary"

    def __init__(self, parent_dir: Path):
        import torch
        from transformers import AutoModelForCausalLM

        self.torch = torch
        self.model = AutoModelForCausalLM.from_pretrained(parent_dir, dtype=torch.bfloat16).eval()

    def _logits(self, blocks):
        with self.torch.no_grad():
            return self.model(self.torch.tensor(blocks), use_cache=False).logits.float()

    def loss(self, blocks: list[list[int]], student):
        torch = self.torch
        teacher = self._logits(blocks)
        return torch.nn.functional.kl_div(torch.log_softmax(student, -1).flatten(0, 1),
                                          torch.log_softmax(teacher, -1).flatten(0, 1),
                                          log_target=True, reduction="batchmean")

    def evaluate(self, blocks: list[list[int]], student) -> dict:
        """Forward KL(parent || student) summed over tokens, top-1 agreements and the token count."""
        teacher = self._logits(blocks)
        lt, ls = self.torch.log_softmax(teacher, -1), self.torch.log_softmax(student, -1)
        return {"kl": float((lt.exp() * (lt - ls)).sum()), "agree": float((teacher.argmax(-1) == student.argmax(-1)).sum()),
                "n": teacher.shape[0] * teacher.shape[1]}


@dataclass
class Alignment:
    """One drafter block as the teacher tokenizes the same text, and where the two line up.

    ``dm``: (drafter row, teacher row) pairs that end at the same byte: both predict the next token after
    the same text. ``chunks``: (drafter token indices, teacher token indices) of each aligned chunk that
    both can score (neither holds its side's first token, which has no row predicting it)."""

    teacher_ids: list[int]
    dm: list[tuple[int, int]]
    chunks: list[tuple[list[int], list[int]]]


def _utf8_start(data: bytes, offsets: list[int]) -> int | None:
    return next((o for o in offsets if o < len(data) and data[o] & 0xC0 != 0x80), None)


def align_block(draft_ids: list[int], draft_bytes, teacher_bytes) -> Alignment | None:
    """The alignment of one block, or None when its text cannot be handed to the teacher exactly (rare:
    a byte sequence that is not UTF-8 inside the block)."""
    from omnidraft.runtime.replay import aligned_chunks, byte_spans

    lengths = [len(draft_bytes.bytes_of[i] or b"") if i < len(draft_bytes.bytes_of) else 0 for i in draft_ids]
    data = b"".join(draft_bytes.bytes_of[i] or b"" for i, n in zip(draft_ids, lengths) if n)
    spans = byte_spans(lengths)
    lo = _utf8_start(data, [a for _, a, _ in spans])  # a block may begin or end inside a character
    if lo is None:
        return None
    text = None
    for _, _, hi in reversed(spans):
        if hi <= lo:
            return None
        try:
            text = data[lo:hi].decode("utf-8")
            break
        except UnicodeDecodeError as e:
            if e.start < hi - lo - 4:
                return None  # not a cut character at the end: the block itself is not UTF-8
    teacher_ids = teacher_bytes.encode_continuation(text)
    t_lengths = [len(teacher_bytes.bytes_of[t] or b"") for t in teacher_ids]
    if sum(t_lengths) != len(text.encode("utf-8")):
        return None
    t_spans = byte_spans(t_lengths, lo)
    d_spans = [s for s in spans if lo <= s[1] and s[2] <= lo + sum(t_lengths)]
    t_row_by_end = {e: j for j, _, e in t_spans}
    dm = [(i, t_row_by_end[e]) for i, _, e in d_spans if e in t_row_by_end]
    chunks = []
    for d, t in aligned_chunks([(a, b) for _, a, b in d_spans], [(a, b) for _, a, b in t_spans]):
        d_tok, t_tok = [d_spans[k][0] for k in d], [t_spans[k][0] for k in t]
        if d_tok[0] > 0 and t_tok[0] > 0:
            chunks.append((d_tok, t_tok))
    return Alignment(teacher_ids, dm, chunks)


class CrossTeacher:
    """A teacher with its own tokenizer; L_DM and/or ALM where the two tokenizations line up."""

    def __init__(self, teacher_dir: Path, student_dir: Path, objective: str, label: str):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        from omnidraft.adapt.losses import DirectMap
        from omnidraft.export.pipeline import special_tokens
        from omnidraft.runtime.vocab import TokenBytes, VocabBridge

        if objective not in CROSS_OBJECTIVES:
            raise OmniDraftError(f"--objective {objective}: a teacher with its own tokenizer takes "
                                 f"{', '.join(CROSS_OBJECTIVES)}")
        self.torch = torch
        self.terms = tuple(objective.split("+"))  # dm, alm or both
        self.name = f"{label} (its own tokenizer, bfloat16)"
        self.objective = {"dm": "L_DM: reverse KL over the directly mapped vocabulary, at aligned positions",
                          "alm": "ALM: binarised KL of aligned chunk likelihoods",
                          "dm+alm": "L_DM + ALM"}[objective]
        self.model = AutoModelForCausalLM.from_pretrained(teacher_dir, dtype=torch.bfloat16).eval()

        def token_bytes(path: Path) -> TokenBytes:
            tok = AutoTokenizer.from_pretrained(path)
            if not (path / "tokenizer.json").exists():
                raise OmniDraftError(f"{path} has no tokenizer.json: the teacher's and the student's byte tables need one")
            return TokenBytes(path / "tokenizer.json", special_tokens(tok, tok.eos_token_id))

        self.draft_bytes, self.teacher_bytes = token_bytes(student_dir), token_bytes(teacher_dir)
        from transformers import AutoConfig

        student_vocab = AutoConfig.from_pretrained(student_dir).vocab_size
        bridge = VocabBridge(self.draft_bytes, self.teacher_bytes, draft_logits=student_vocab)
        self.dm = DirectMap(bridge.d2t, self.model.config.vocab_size)
        self.d2t = torch.as_tensor(bridge.d2t)
        self._cache: dict[tuple, Alignment | None] = {}

    def _align(self, blocks):
        out = []
        for b in blocks:
            key = tuple(b)
            if key not in self._cache:
                self._cache[key] = align_block(b, self.draft_bytes, self.teacher_bytes)
            out.append(self._cache[key])
        return out

    def _teacher_logits(self, aligned):
        """Teacher logits per aligned block (bfloat16, right-padded batch)."""
        torch = self.torch
        rows = [a for a in aligned if a is not None]
        if not rows:
            return []
        width = max(len(a.teacher_ids) for a in rows)
        ids = torch.zeros(len(rows), width, dtype=torch.long)
        mask = torch.zeros(len(rows), width, dtype=torch.long)
        for k, a in enumerate(rows):
            ids[k, :len(a.teacher_ids)] = torch.tensor(a.teacher_ids)
            mask[k, :len(a.teacher_ids)] = 1
        with torch.no_grad():
            return self.model(ids, attention_mask=mask, use_cache=False).logits

    def _terms(self, blocks, student, terms: tuple[str, ...]):
        """Over the blocks with an alignment: (L_DM rows, ALM chunks, DM agreement hits), all as tensors;
        ``terms`` says which of the two losses to compute."""
        from omnidraft.adapt.losses import alm_loss, dm_loss_full

        torch = self.torch
        aligned = self._align(blocks)
        teacher = self._teacher_logits(aligned)
        dm_rows, alm_rows, hits = [], [], []
        k = 0
        for b, a in enumerate(aligned):
            if a is None:
                continue
            t_logits = teacher[k]
            k += 1
            if a.dm:
                d_rows = torch.tensor([i for i, _ in a.dm])
                t_rows = torch.tensor([j for _, j in a.dm])
                s, t = student[b, d_rows], t_logits[t_rows].float()
                if "dm" in terms:
                    dm_rows.append(dm_loss_full(s, self.dm, t))
                hits.append(self.d2t[s.detach().argmax(-1)] == t.argmax(-1))
            if a.chunks and "alm" in terms:
                d_pos = [i for d, _ in a.chunks for i in d]
                chunk = torch.tensor([c for c, (d, _) in enumerate(a.chunks) for _ in d])
                t_pos = torch.tensor([j for _, t in a.chunks for j in t])
                t_logp = torch.log_softmax(t_logits[t_pos - 1].float(), -1).gather(
                    1, torch.tensor(a.teacher_ids)[t_pos][:, None])[:, 0]
                t_chunk = torch.tensor([c for c, (_, t) in enumerate(a.chunks) for _ in t])
                teacher_logp = torch.zeros(len(a.chunks)).index_add(0, t_chunk, t_logp)
                alm_rows.append(alm_loss(student[b, torch.tensor(d_pos) - 1], torch.tensor(blocks[b])[d_pos],
                                         chunk, teacher_logp))
        return tuple(torch.cat(xs) if xs else torch.zeros(0) for xs in (dm_rows, alm_rows, hits))

    def loss(self, blocks: list[list[int]], student):
        dm, alm, _ = self._terms(blocks, student, self.terms)
        total = student.sum() * 0.0  # a batch with nothing aligned still returns a tensor to backpropagate
        if len(dm):
            total = total + dm.mean()
        if len(alm):
            total = total + alm.mean()
        return total

    def evaluate(self, blocks: list[list[int]], student) -> dict:
        """Summed L_DM and ALM terms, agreements of the mapped argmax with the teacher's, aligned positions."""
        dm, alm, hits = self._terms(blocks, student, ("dm", "alm"))
        return {"kl": float(dm.sum()), "alm": float(alm.sum()), "alm_n": len(alm), "agree": float(hits.sum()),
                "n": len(hits)}
