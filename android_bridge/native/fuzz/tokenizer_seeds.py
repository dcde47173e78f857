"""Seeds for fuzz_tokenizer_json: small tokenizer.json files, one per zoo family's configuration
(normalizer, pre-tokenizer, post-processor, decoder, added tokens) over a vocabulary cut to the
tokens a short text needs, so each run parses quickly and mutations reach every component.

    python android_bridge/native/fuzz/tokenizer_seeds.py OUT_DIR   (from the repository root)
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.zoo import FAMILIES, tokenizer_dir  # noqa: E402

TEXT = "Hello wörld 123  \n\t<s> 日本 🙂 it's"


def small(spec: dict) -> dict:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_str(json.dumps(spec))
    keep = {t for t in tok.encode(TEXT).tokens}
    model = spec["model"]
    vocab = {t: i for t, i in model["vocab"].items() if t in keep or len(t) == 1 or t.startswith("<0x")}
    merges = [m for m in model["merges"] if all(p in vocab for p in (m.split(" ") if isinstance(m, str) else m))
              and ("".join(m.split(" ") if isinstance(m, str) else m)) in vocab][:200]
    return {**spec, "model": {**model, "vocab": vocab, "merges": merges}}


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for family in FAMILIES:
        spec = json.loads((tokenizer_dir(family) / "tokenizer.json").read_text())
        (out / f"{family}.json").write_text(json.dumps(small(spec)))
    print(f"wrote {len(FAMILIES)} seeds to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
