"""The native tokenizer against Hugging Face ``tokenizers`` (the Python runtime's tokenizer).

Per zoo family, at least 10,000 strings (HumanEval and GSM8K text, random Unicode, NUL and control
bytes, whitespace runs, digits, CJK, emoji, special-token spellings) are encoded both ways the
runtime encodes: prompts (special tokens parsed, BOS added) and re-tokenized continuations (special
tokens kept as text). The ids must be identical; so must decoding and every token's bytes.
"""

import functools
import gzip
import json
import random
import subprocess

import pytest
from tokenizers import Tokenizer

from omnidraft.datasets import load_prompts
from omnidraft.errors import OmniDraftError
from omnidraft.runtime.vocab import TokenBytes
from tests import native
from tests.test_native_cache import SANITIZER_ENV
from tests.zoo import FAMILIES, TOKENIZER_FAMILIES, tokenizer_dir

MIN_STRINGS = 10_000

# Code point pools the random strings draw from: scripts and symbols users type, and the corners
# tokenizers differ on (combining marks, U+2581, byte-fallback-only characters, format controls).
_POOLS = [
    (0x20, 0x7E), (0x00, 0x1F), (0xA0, 0x17F), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x4FF), (0x590, 0x6FF),
    (0x900, 0x97F), (0xE00, 0xE7F), (0x1100, 0x11FF), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x2000, 0x206F),
    (0x2100, 0x214F), (0x2580, 0x259F), (0x3000, 0x30FF), (0x4E00, 0x9FFF), (0xAC00, 0xD7A3), (0xFE00, 0xFE0F),
    (0xFF00, 0xFFEF), (0x1F300, 0x1FAFF), (0x10000, 0x1FFFF), (0x20000, 0x2A6DF), (0xE0000, 0xE007F),
]
_WHITESPACE = [" ", "  ", "\t", "\n", "\r\n", "\n\n", "\u00a0", "\u3000", "\u2028", "\u2003", "\x0b", "\x0c", "\x85"]
_WORDS = ["def", "return", "x", "Hello", "world", "I'm", "they'LL", "IT'S", "don't", "'ve", "ſ", "K", "naïve", "日本語",
          "🙂", "👩‍💻", "e\u0301", "\u00e9", "12", "3.14", "1,000", "٣٤", "Ⅻ", "½", "x²", "<s>", "</s>", "<|im_start|>",
          "<|im_end|>", "<|endoftext|>", "<think>", "<|im_", "<0x41>", "\u2581", "\x00", "==", "->", "#", "}}"]


def _random_text(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.35:  # random code points from the pools
        out = []
        for _ in range(rng.randint(1, 40)):
            lo, hi = rng.choice(_POOLS)
            c = rng.randint(lo, hi)
            out.append(chr(c) if not 0xD800 <= c <= 0xDFFF else "?")
        return "".join(out)
    if kind < 0.7:  # words, numbers and whitespace runs
        parts = []
        for _ in range(rng.randint(1, 14)):
            r = rng.random()
            parts.append(rng.choice(_WORDS) if r < 0.5 else rng.choice(_WHITESPACE) * rng.randint(1, 4) if r < 0.8
                         else str(rng.randint(0, 10 ** rng.randint(1, 12))))
        return "".join(parts)
    # whitespace and digits alone, the cases genai's and extensions' tokenizers get wrong
    return "".join(rng.choice(_WHITESPACE + ["0", "7", "42", "x", "\n", " 1"]) for _ in range(rng.randint(1, 20)))


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    texts = load_prompts("humaneval") + load_prompts("gsm8k")
    strings = list(texts)
    for t in texts:  # lines too, leading indentation and all
        strings += [line for line in t.split("\n") if line][:6]
    rng = random.Random(20261125)
    while len(strings) < MIN_STRINGS + 3000:
        strings.append(_random_text(rng))
    return strings


def _run(build, args, lines, check=True) -> list:
    proc = subprocess.run([str(build / "omnidraft-native"), "tokenize", *args], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, env=SANITIZER_ENV)
    if check and proc.returncode:
        raise AssertionError(f"omnidraft-native tokenize {' '.join(args)}: exit {proc.returncode}\n{proc.stderr[-2000:]}")
    return [json.loads(line) for line in proc.stdout.split("\n") if line]


@pytest.mark.parametrize("family", TOKENIZER_FAMILIES)
def test_encode_and_decode_equal_tokenizers(family, corpus):
    build = native.build()
    path = tokenizer_dir(family) / "tokenizer.json"
    reference = Tokenizer.from_file(str(path))
    encoded = [json.dumps(s) for s in corpus]
    report = {}
    for mode, args, add_special, parse_special in (
            ("prompt", ["--add-special-tokens"], True, True),
            ("continuation", ["--no-parse-special"], False, False)):
        reference.encode_special_tokens = not parse_special
        want = [e.ids for e in reference.encode_batch(corpus, add_special_tokens=add_special)]
        got = _run(build, ["--tokenizer", str(path), *args], encoded)
        same = sum(g == w for g, w in zip(got, want))
        report[mode] = f"{same}/{len(corpus)}"
        first = next((i for i, (g, w) in enumerate(zip(got, want)) if g != w), None)
        assert first is None, (f"{family} {mode}: {same}/{len(corpus)} identical; first difference on "
                               f"{corpus[first]!r}: native {got[first]} vs tokenizers {want[first]}")
        if mode == "prompt":
            texts = _run(build, ["--tokenizer", str(path), "--decode", "--skip-special-tokens"], map(json.dumps, want))
            want_text = reference.decode_batch(want, skip_special_tokens=True)
            bad = [i for i, (g, w) in enumerate(zip(texts, want_text)) if g != w]
            assert not bad, f"{family} decode: {len(bad)} differ; first {want[bad[0]]}: {texts[bad[0]]!r} vs {want_text[bad[0]]!r}"
            report["decode"] = f"{len(texts) - len(bad)}/{len(texts)}"
    print(f"{family}: identical ids {report}")


@pytest.mark.parametrize("family", TOKENIZER_FAMILIES)
def test_token_bytes_equal_the_python_bridge(family):
    """The id -> bytes table cross-vocabulary matching is built on (runtime/vocab.py)."""
    path = tokenizer_dir(family) / "tokenizer.json"
    table = _run(native.build(), ["--tokenizer", str(path), "--token-bytes"], [])[0]
    python = TokenBytes(path, []).bytes_of
    assert len(table) == len(python)
    assert [None if b is None else bytes.fromhex(b) for b in table] == [b or None for b in python]


def test_sanitized_build_on_a_sample(corpus):
    """The AddressSanitizer + UBSan build gives the same ids (a sample: it is ~10x slower)."""
    path = tokenizer_dir("qwen-bpe") / "tokenizer.json"
    sample = corpus[::10]
    plain = _run(native.build(), ["--tokenizer", str(path)], map(json.dumps, sample))
    assert _run(native.build(sanitize=True), ["--tokenizer", str(path)], map(json.dumps, sample)) == plain


def _broken(tmp_path, name: str, spec) -> str:
    p = tmp_path / name
    p.write_text(spec if isinstance(spec, str) else json.dumps(spec))
    return str(p)


def test_bad_tokenizer_files_are_refused_with_a_reason(tmp_path):
    good = json.loads((tokenizer_dir("gpt2-bpe") / "tokenizer.json").read_text())
    cases = {
        "missing.json": ("cannot open", None),
        "truncated.json": ("malformed tokenizer.json", json.dumps(good)[:5000]),
        "unigram.json": ("tokenizer model 'Unigram' is not supported", {**good, "model": {"type": "Unigram", "vocab": []}}),
        "lookbehind.json": ("group syntax is not supported", {**good, "pre_tokenizer": {
            "type": "Split", "pattern": {"Regex": "(?<=a)b"}, "behavior": "Isolated", "invert": False}}),
        "property.json": ("only \\p{L} and \\p{N}", {**good, "pre_tokenizer": {
            "type": "Split", "pattern": {"Regex": "\\p{Lu}+"}, "behavior": "Isolated", "invert": False}}),
        "bad_merge.json": ("missing from the vocabulary", {**good, "model": {**good["model"], "merges": ["zzqq yyxx"]}}),
        "unknown_normalizer.json": ("normalizer 'BertNormalizer' is not supported", {**good, "normalizer": {"type": "BertNormalizer"}}),
        "not_json.json": ("malformed tokenizer.json", "\x00\xff garbage"),
    }
    build = native.build(sanitize=True)
    for name, (message, spec) in cases.items():
        path = str(tmp_path / name) if spec is None else _broken(tmp_path, name, spec)
        proc = subprocess.run([str(build / "omnidraft-native"), "tokenize", "--tokenizer", path], input="\"x\"\n",
                              capture_output=True, text=True, env=SANITIZER_ENV)
        assert proc.returncode == 1, (name, proc.returncode, proc.stderr)
        assert message in proc.stderr, (name, proc.stderr)


def test_a_gzipped_tokenizer_reads_as_the_plain_one(tmp_path, corpus):
    """tokenizer.json.gz (bundles that carry a GGUF's blocks): the same ids and bytes as tokenizer.json, in
    the native core and in Python; a truncated gzip is refused with a reason by both."""
    plain = tokenizer_dir("qwen-bpe") / "tokenizer.json"
    packed = tmp_path / "tokenizer.json.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    sample = [json.dumps(s) for s in corpus[::20]]
    build = native.build(sanitize=True)
    assert _run(build, ["--tokenizer", str(packed)], sample) == _run(build, ["--tokenizer", str(plain)], sample)
    assert TokenBytes(packed, []).bytes_of == TokenBytes(plain, []).bytes_of
    truncated = tmp_path / "truncated" / "tokenizer.json.gz"
    truncated.parent.mkdir()
    truncated.write_bytes(packed.read_bytes()[:100_000])
    proc = subprocess.run([str(build / "omnidraft-native"), "tokenize", "--tokenizer", str(truncated)], input="\"x\"\n",
                          capture_output=True, text=True, env=SANITIZER_ENV)
    assert proc.returncode == 1 and "cannot read the tokenizer" in proc.stderr, proc.stderr
    with pytest.raises(OmniDraftError, match="cannot read the tokenizer"):
        TokenBytes(truncated, [])


def test_unicode_tables_are_current():
    """unicode_data.cpp is what tools/gen_unicode_data.py reads off the pinned tokenizers today."""
    script = native.SOURCE / "tools" / "gen_unicode_data.py"
    proc = subprocess.run(["python", str(script), "--check"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


@functools.cache
def _token_bytes(family: str):
    from tests.zoo import token_bytes

    return token_bytes(family)


def _bundle_like(tmp_path, family: str):
    """A directory with the family's tokenizer.json and the manifest rows the bridge reads."""
    from tests.zoo import special_tokens

    out = tmp_path / family
    if not out.exists():
        out.mkdir()
        (out / "tokenizer.json").write_bytes((tokenizer_dir(family) / "tokenizer.json").read_bytes())
        (out / "manifest.json").write_text(json.dumps({"tokenizer": {"special_tokens": special_tokens(family)}}))
    return out


@pytest.mark.parametrize("draft", TOKENIZER_FAMILIES)
def test_vocab_bridge_equals_python(draft, corpus, tmp_path_factory):
    """runtime/vocab.cpp against runtime/vocab.py, the drafter against every other family as target:
    fingerprints (the cache namespace), the direct mapping, the drafter's BOS, and per string the
    re-tokenized continuation and the drafter's view of a target prompt."""
    from omnidraft.runtime.vocab import VocabBridge

    tmp = tmp_path_factory.getbasetemp() / "bridge"
    tmp.mkdir(exist_ok=True)
    sample = corpus[::80]  # ~200 strings per pairing, 72 pairings
    d_tokens = _token_bytes(draft)
    probe = d_tokens.tokenizer.encode("a", add_special_tokens=True).ids
    bos = probe[0] if probe and probe[0] in d_tokens.special_ids else None
    continuations = [d_tokens.encode_continuation(text) for text in sample]
    targets = [t for t in TOKENIZER_FAMILIES if t != draft]
    proc = subprocess.run([str(native.build() / "vocab_probe"), str(_bundle_like(tmp, draft)),
                           *(str(_bundle_like(tmp, t)) for t in targets)],
                          input="\n".join(map(json.dumps, sample)) + "\n", capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.split("\n") if line]
    assert len(lines) == len(targets) * (1 + len(sample))
    for n, target in enumerate(targets):
        head, *rows = lines[n * (1 + len(sample)):(n + 1) * (1 + len(sample))]
        t_tokens = _token_bytes(target)
        bridge = VocabBridge(d_tokens, t_tokens)
        assert head["draft_fingerprint"] == d_tokens.fingerprint() and head["target_fingerprint"] == t_tokens.fingerprint()
        assert (head["draft_vocab_size"], head["target_vocab_size"]) == (d_tokens.vocab_size, t_tokens.vocab_size)
        assert head["d2t"] == bridge.d2t.tolist() and head["shared"] == bridge.shared, (draft, target)
        assert head["draft_bos"] == bos and head["draft_missing_bytes"] == sorted(d_tokens.missing_bytes)
        prompts = Tokenizer.from_file(str(tokenizer_dir(target) / "tokenizer.json"))
        for text, continuation, row in zip(sample, continuations, rows):
            assert row["continuation"] == continuation, (draft, text)
            want = bridge.target_to_draft_prompt(prompts.encode(text, add_special_tokens=True).ids, bos)
            assert row["prompt"] == want, (draft, target, text)
        print(f"{draft} -> {target}: shared {bridge.shared}, {len(rows)} strings identical")


# What an app counts and decodes with a generator's tokenizer (OdCreateGeneratorTokenizer): ASCII,
# code, non-ASCII scripts, emoji (a ZWJ sequence too), a special token's spelling, NUL, and nothing.
GENERATOR_TEXTS = ["def add(a, b):\n    return a + b\n", "Hello, world! 123", "naïve café, Ελληνικά, русский",
                   "日本語のテキスト", "🙂 👩‍💻 🇫🇷 emoji", "<|endoftext|> <s></s> <|im_start|>user", "a\x00b", "",
                   "  indented\n\tcode = [1, 2]\r\n", "Write a haiku about rain"]  # the last: docs/java-api.md's


@pytest.mark.parametrize("family,sanitize", [("qwen-bpe", False), ("gpt2-bpe", False), ("llama2-sp", False),
                                             ("mistral-v1-sp", False), ("qwen-bpe", True)])
def test_a_generators_tokenizer_is_the_python_runtimes(family, sanitize):
    """The C ABI's generator tokenizer (omnidraft-native generate --stdin {"tokenize": TEXT}) on a tiny
    bundle: the prompt ids the Python runtime generates from (prompt_ids), their count, and the text
    the runtime decodes them to (skip special tokens), NUL bytes and all; once on the AddressSanitizer
    + UBSan build."""
    from omnidraft.runtime.text import load_tokenizer, prompt_ids
    from tests.test_native_generate import ORT_LIBRARY
    from tests.zoo import tiny_bundle

    bundle = tiny_bundle(family)
    proc = subprocess.run([str(native.build(sanitize) / "omnidraft-native"), "generate", "--target", str(bundle),
                           "--ort-library", str(ORT_LIBRARY), "--stdin"],
                          input="\n".join(json.dumps({"tokenize": t}) for t in GENERATOR_TEXTS) + "\n",
                          capture_output=True, text=True, env=SANITIZER_ENV)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = [json.loads(line) for line in proc.stdout.splitlines()]
    reference = load_tokenizer(bundle)
    assert len(got) == len(GENERATOR_TEXTS)
    for text, g in zip(GENERATOR_TEXTS, got):
        ids = prompt_ids(reference, text, False)
        assert g["ids"] == ids, (family, text)
        assert g["count"] == len(ids), (family, text)
        assert g["text"] == reference.decode(ids, skip_special_tokens=True), (family, text)
    # not vacuous: the texts give different ids, and the non-ASCII ones several each
    assert len({tuple(g["ids"]) for g in got}) == len(GENERATOR_TEXTS)
    assert "\x00" in got[GENERATOR_TEXTS.index("a\x00b")]["text"]
