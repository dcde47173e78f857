"""llama.cpp's tokenizer reference cases run through TokenBytes.

llama.cpp ships, for each of several vocabularies, a vocabulary-only GGUF with test inputs (``.inp``)
and the token ids its own tokenizer gives them (``.out``). Nobody in this project wrote them, which
is the point: here every reference id sequence must spell exactly its input's bytes through our
id -> bytes table (the table that every cross-vocabulary mapping rests on). We also count how often
the Hugging Face tokenizer converted from the same GGUF gives llama.cpp's ids, for information:
that is the converter's agreement, not ours.

    omnidraft vocab-reference [--vocab NAME ...] [--json]
"""

from pathlib import Path

from omnidraft.errors import OmniDraftError
from omnidraft.paths import home

SEPARATOR = "\n__ggml_vocab_test__\n"


def models_dir() -> Path:
    from omnidraft.tools.llamacpp import ensure_source

    return ensure_source() / "models"


def vocabularies() -> list[str]:
    """Names of the vocabularies that have reference cases (``ggml-vocab-NAME.gguf``)."""
    return sorted(p.name[len("ggml-vocab-"):-len(".gguf.inp")] for p in models_dir().glob("ggml-vocab-*.gguf.inp"))


def cases(name: str) -> list[tuple[str, list[int]]]:
    """(input text, llama.cpp's ids) pairs, split as llama.cpp's test-tokenizer-0 splits them."""
    base = models_dir() / f"ggml-vocab-{name}.gguf"
    raw = base.with_name(base.name + ".inp").read_bytes().decode("utf-8")
    texts = raw.split(SEPARATOR)
    if raw.endswith(SEPARATOR):
        texts.pop()  # the C++ reader stops at the end of the file: no empty case after the last separator
    lines = base.with_name(base.name + ".out").read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(texts) != len(lines):
        raise OmniDraftError(f"{base.name}: {len(texts)} inputs but {len(lines)} outputs")
    return [(text, [int(t) for t in line.split()]) for text, line in zip(texts, lines)]


def tokenizer_dir(name: str) -> Path:
    """A Hugging Face tokenizer converted from ``ggml-vocab-NAME.gguf``, saved once: by transformers,
    or where transformers cannot read the file (Gemma 4's, whose config it rejects) and the file holds a
    SentencePiece-style BPE with merges, by ``spm_bpe_from_gguf``."""
    from transformers import AutoTokenizer

    out = home() / "vocab-reference" / name
    if not (out / "tokenizer.json").exists():
        gguf = models_dir() / f"ggml-vocab-{name}.gguf"
        try:
            tok = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        except Exception as e:  # transformers raises many kinds for a GGUF it cannot convert
            tok = spm_bpe_from_gguf(gguf)
            if tok is None:
                raise OmniDraftError(f"{gguf.name}: transformers cannot convert its tokenizer "
                                     f"({type(e).__name__}: {str(e)[:200]})") from e
        tok.save_pretrained(out)
    return out


# GGUF token types (llama.cpp's llama_token_type)
_CONTROL, _USER_DEFINED = 3, 4


def spm_bpe_from_gguf(gguf: Path):
    """A fast tokenizer from a GGUF's SentencePiece-style BPE (tokens with U+2581 for a space, merges,
    <0xNN> byte fallback), built with the tokenizers library as Gemma's tokenizer.json is laid out;
    None for any other kind of vocabulary."""
    from gguf import GGUFReader
    from tokenizers import AddedToken, Tokenizer, decoders, models, normalizers
    from transformers import PreTrainedTokenizerFast

    fields = GGUFReader(gguf).fields

    def strings(key):
        f = fields[key]
        return [bytes(f.parts[i]).decode("utf-8") for i in f.data]

    def scalar(key, default=None):
        return fields[key].parts[fields[key].data[0]][0] if key in fields else default

    if "tokenizer.ggml.merges" not in fields or "tokenizer.ggml.pre" in fields:
        return None  # byte-level BPEs carry a pre-tokenizer name; transformers' converter is the one for them
    tokens = strings("tokenizer.ggml.tokens")
    if "<0x41>" not in tokens:
        return None
    types = [int(fields["tokenizer.ggml.token_type"].parts[i][0]) for i in fields["tokenizer.ggml.token_type"].data]
    merges = [tuple(m.split(" ", 1)) for m in strings("tokenizer.ggml.merges")]
    unk = tokens[int(scalar("tokenizer.ggml.unknown_token_id", 0))]
    bpe = models.BPE(vocab={t: i for i, t in enumerate(tokens)}, merges=merges, unk_token=unk, byte_fallback=True,
                     fuse_unk=True)
    tok = Tokenizer(bpe)
    replace = normalizers.Replace(" ", "\u2581")
    tok.normalizer = normalizers.Sequence([normalizers.Prepend("\u2581"), replace]) \
        if bool(scalar("tokenizer.ggml.add_space_prefix", True)) else replace
    tok.decoder = decoders.Sequence([decoders.Replace("\u2581", " "), decoders.ByteFallback(), decoders.Fuse()])
    tok.add_special_tokens([AddedToken(t, special=True, normalized=False)
                            for t, k in zip(tokens, types) if k == _CONTROL])
    tok.add_tokens([AddedToken(t, special=False, normalized=False) for t, k in zip(tokens, types) if k == _USER_DEFINED])
    names = {role: tokens[int(scalar(f"tokenizer.ggml.{role}_token_id"))]
             for role in ("bos", "eos", "unknown", "padding") if f"tokenizer.ggml.{role}_token_id" in fields}
    return PreTrainedTokenizerFast(tokenizer_object=tok, bos_token=names.get("bos"), eos_token=names.get("eos"),
                                   unk_token=names.get("unknown"), pad_token=names.get("padding"))


def token_bytes(name: str):
    from transformers import AutoTokenizer

    from omnidraft.export.pipeline import special_tokens
    from omnidraft.runtime.vocab import TokenBytes

    path = tokenizer_dir(name)
    tok = AutoTokenizer.from_pretrained(path)
    return TokenBytes(path / "tokenizer.json", special_tokens(tok, tok.eos_token_id))


def prepends_space(tb) -> bool:
    """Whether the tokenizer writes a space before a text (SentencePiece's dummy prefix), as llama.cpp's
    SPM tokenizer does: then a reference sequence spells ' ' + the input."""
    ids = tb.encode("a")
    return bool(ids) and tb.decode_bytes(ids) == b" a"


def check(name: str) -> dict:
    """Pass counts for one vocabulary: ids -> bytes exact, and the converted tokenizer's ids equal."""
    try:
        tb = token_bytes(name)
    except OmniDraftError as e:
        return {"vocabulary": name, "cases": len(cases(name)), "refused": str(e)}
    prefix = b" " if prepends_space(tb) else b""
    failures, same_ids, total = [], 0, 0
    for text, ids in cases(name):
        total += 1
        want = (prefix if text else b"") + text.encode("utf-8")
        if any(i >= tb.vocab_size for i in ids) or tb.decode_bytes(ids) != want:
            failures.append(text)
        same_ids += tb.encode(text) == ids
    return {"vocabulary": name, "cases": total, "bytes_exact": total - len(failures), "failures": failures[:5],
            "converted_tokenizer_same_ids": same_ids, "space_prefix": bool(prefix), "vocab_size": tb.vocab_size}


def table(results: list[dict]) -> str:
    lines = []
    for r in results:
        if "refused" in r:
            lines.append(f"{r['vocabulary']}: refused ({r['refused']})")
        else:
            lines.append(f"{r['vocabulary']}: {r['bytes_exact']}/{r['cases']} byte-exact; the converted tokenizer "
                         f"gives llama.cpp's ids on {r['converted_tokenizer_same_ids']}/{r['cases']}")
    return "\n".join(lines)
