"""Exact bytes of every token, and the bridge between a drafter's and a target's vocabulary.

Tokens are compared by the bytes they stand for, never by decoded strings: byte-level BPE tokens
can hold half a UTF-8 character, SentencePiece writes a space as U+2581 and keeps <0xNN>
byte-fallback tokens. Special tokens have no bytes; they map by their text, then by role.
"""

import hashlib
import json
import re
import struct
from functools import lru_cache
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.bundle import read_tokenizer_json

_BYTE_TOKEN = re.compile(r"^<0x([0-9A-Fa-f]{2})>$")
_ROUND_TRIP_PROBE = "Hello, world!\n\tdef f(x):  return x**2  # ünïcode 日本語 🙂\n"


@lru_cache(maxsize=1)
def _byte_level_decoder() -> dict[str, int]:
    """Inverse of GPT-2's bytes_to_unicode table: printable char -> byte."""
    keep = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    chars, extra = {}, 0
    for b in range(256):
        if b in keep:
            chars[chr(b)] = b
        else:
            chars[chr(256 + extra)] = b
            extra += 1
    return chars


def _has_component(node, kind: str) -> bool:
    if isinstance(node, dict):
        return node.get("type") == kind or any(_has_component(v, kind) for v in node.values())
    if isinstance(node, list):
        return any(_has_component(v, kind) for v in node)
    return False


def _without_prepend_per_segment(spec: dict) -> Tokenizer | None:
    """The tokenizer with its SentencePiece dummy prefix moved from the normalizer to a Metaspace
    pre-tokenizer that prepends once, at the start of the text; None where that is not needed.

    A normalizer runs on each piece of text between added tokens, so a Prepend("\u2581") normalizer
    (transformers' conversion of Phi-3's GGUF) writes a space after every non-special added token
    that occurs in the text: "</s><s>" came back as "</s> <s>". Only such tokenizers are rewritten;
    at the very start of a text that begins with a space they drop SentencePiece's extra prefix
    (" x" -> "\u2581x", not "\u2581\u2581x"), which encode_continuation never sees (its anchor comes first).
    """
    normalizer = spec.get("normalizer") or {}
    parts = normalizer.get("normalizers", [normalizer]) if normalizer.get("type") == "Sequence" else [normalizer]
    prepends = [n for n in parts if n.get("type") == "Prepend" and n.get("prepend") == "\u2581"]
    if not prepends or spec.get("pre_tokenizer") or not any(not a["special"] for a in spec.get("added_tokens", [])):
        return None
    spec = json.loads(json.dumps(spec))
    kept = [n for n in parts if n not in prepends]
    spec["normalizer"] = {"type": "Sequence", "normalizers": kept}
    spec["pre_tokenizer"] = {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "first", "split": False}
    return Tokenizer.from_str(json.dumps(spec))


class TokenBytes:
    """One tokenizer: id -> bytes (None for special tokens), and in-context re-tokenization."""

    def __init__(self, tokenizer_json: Path, special_tokens: list[dict]):
        text = read_tokenizer_json(tokenizer_json)
        spec = json.loads(text)
        model = spec["model"]
        if model.get("type") != "BPE":
            raise OmniDraftError(f"{tokenizer_json}: tokenizer model {model.get('type')} is not supported "
                                 "(byte-level BPE and SentencePiece-style BPE are)")
        self.tokenizer = _without_prepend_per_segment(spec) or Tokenizer.from_str(text)
        # Generated text that spells "<s>" or "<|im_end|>" is text: never turn it into a special token.
        self.tokenizer.encode_special_tokens = True
        self.byte_level = _has_component(spec.get("pre_tokenizer"), "ByteLevel") or _has_component(spec.get("decoder"), "ByteLevel")
        self.special_ids = {t["id"] for t in special_tokens}
        self.roles = {t["id"]: t["roles"] for t in special_tokens}
        self.special_text = {t["id"]: t["text"] for t in special_tokens}
        size = max([*model["vocab"].values(), *(a["id"] for a in spec.get("added_tokens", []))]) + 1
        self.bytes_of: list[bytes | None] = [None] * size
        for text, tok_id in model["vocab"].items():
            self.bytes_of[tok_id] = self._piece_bytes(text)
        for added in spec.get("added_tokens", []):
            self.bytes_of[added["id"]] = None if added["special"] else added["content"].encode("utf-8")
        for tok_id in self.special_ids:
            if tok_id < size:
                self.bytes_of[tok_id] = None
        self.vocab_size = size
        # Bytes no single token spells: text containing them cannot be tokenized exactly (SmolLM2's
        # vocabulary lacks 0xF1, for instance); such a drafter sees a slightly wrong context there.
        single = {b[0] for b in self.bytes_of if b and len(b) == 1}
        self.missing_bytes = frozenset(set(range(256)) - single)
        self._check_round_trip(tokenizer_json)

    def _piece_bytes(self, piece: str) -> bytes:
        if self.byte_level:
            table = _byte_level_decoder()
            return bytes(table[c] for c in piece) if all(c in table for c in piece) else piece.encode("utf-8")
        match = _BYTE_TOKEN.match(piece)
        if match:
            return bytes([int(match.group(1), 16)])
        return piece.replace("\u2581", " ").encode("utf-8")

    def _check_round_trip(self, path) -> None:
        got = self.decode_bytes(self.encode_continuation(_ROUND_TRIP_PROBE))
        if got != _ROUND_TRIP_PROBE.encode("utf-8"):
            raise OmniDraftError(f"{path}: this tokenizer does not round-trip text to the same bytes "
                                 f"({_ROUND_TRIP_PROBE!r} came back as {got!r}), so tokens cannot be matched "
                                 "across vocabularies by bytes")

    def fingerprint(self) -> str:
        """sha256 of the id -> bytes table (cache_store/FORMAT.md gives the exact recipe): two
        tokenizers with the same fingerprint spell every id identically."""
        h = hashlib.sha256()
        for tok_id, b in enumerate(self.bytes_of):
            if b is not None:
                tag, content = 0, b
            elif tok_id in self.special_ids:
                tag, content = 1, self.special_text[tok_id].encode("utf-8")
            else:
                tag, content = 2, b""
            h.update(struct.pack("<BI", tag, len(content)) + content)
        return h.hexdigest()

    def decode_bytes(self, ids) -> bytes:
        return b"".join(self.bytes_of[i] or b"" for i in ids)

    def encode(self, text: str) -> list[int]:
        return self.tokenizer.encode(text, add_special_tokens=False).ids

    def encode_continuation(self, text: str) -> list[int]:
        """Tokens for ``text`` as it would be tokenized in the middle of a longer text.

        SentencePiece-style tokenizers prepend a space at the start of a text; to avoid it we encode
        an anchor before the text and drop the anchor's tokens, if a token boundary falls exactly there.
        """
        if not text:
            return []
        want = text.encode("utf-8")
        for anchor in ("\n", "a", "."):
            ids = self.encode(anchor + text)
            tail = b""
            for i in range(len(ids) - 1, -1, -1):
                tail = (self.bytes_of[ids[i]] or b"") + tail
                if len(tail) >= len(want):
                    if tail == want:
                        return ids[i:]
                    break
        return self.encode(text)


# Roles that say more than eos/bos: a turn's end maps to the target's turn end (Llama-3's <|eot_id|>)
# before its end of text (<|end_of_text|>), though ChatML's <|im_end|> is often the eos as well.
SPECIFIC_ROLES = ("turn_end", "turn_start", "think_end", "think_start")


def _by_role(target: TokenBytes, roles: set[str]) -> int | None:
    """The target's special token for a drafter special token with ``roles``: a specific role first,
    then the first target token sharing any role."""
    for role in SPECIFIC_ROLES:
        if role in roles:
            found = next((i for i, r in target.roles.items() if role in r), None)
            if found is not None:
                return found
    return next((i for i, r in target.roles.items() if roles & set(r)), None)


class VocabBridge:
    """Direct mapping drafter -> target (identical bytes, or special tokens by text then role).

    ``draft_logits``: the drafter model's output width, when it has more logits than its tokenizer has ids
    (padding, as Qwen's 151,936 against 151,665): ``d2t`` spans every logit, a padding one mapping to -1,
    so every id the drafter can emit looks up safely."""

    def __init__(self, draft: TokenBytes, target: TokenBytes, draft_logits: int = 0):
        self.draft, self.target = draft, target
        by_bytes = {}
        for tok_id, b in enumerate(target.bytes_of):
            if b:  # keep the first id for duplicate byte strings
                by_bytes.setdefault(b, tok_id)
        self.d2t = np.full(max(draft.vocab_size, draft_logits), -1, dtype=np.int64)
        for tok_id, b in enumerate(draft.bytes_of):
            if b and b in by_bytes:
                self.d2t[tok_id] = by_bytes[b]
        target_by_text = {text: i for i, text in target.special_text.items()}
        for d_id, text in draft.special_text.items():
            t_id = target_by_text.get(text)
            if t_id is None:
                t_id = _by_role(target, set(draft.roles[d_id]) - {"special"})
            if t_id is not None and d_id < draft.vocab_size:
                self.d2t[d_id] = t_id
        # target special id -> drafter special id, for translating prompts (built once here)
        self.t2d_special = {int(self.d2t[d]): d for d in sorted(draft.special_ids)
                            if d < draft.vocab_size and self.d2t[d] >= 0}
        mapped = self.d2t >= 0
        self.dm_draft_ids = np.nonzero(mapped)[0]
        self.dm_target_ids = self.d2t[mapped]
        self.shared = int(mapped.sum())

    def target_to_draft_prompt(self, target_ids: list[int], draft_bos: int | None) -> list[int]:
        """The drafter's view of a target-tokenized prompt: text runs re-tokenized, specials mapped."""
        out = [] if draft_bos is None else [draft_bos]
        run: list[int] = []

        def flush():
            if run:
                text = self.target.decode_bytes(run).decode("utf-8", errors="replace")
                out.extend(self.draft.encode_continuation(text) if out else self.draft.encode(text))
                run.clear()

        for t in target_ids:
            if t in self.target.special_ids:
                flush()
                if t in self.t2d_special:
                    out.append(self.t2d_special[t])
            else:
                run.append(t)
        flush()
        return out
