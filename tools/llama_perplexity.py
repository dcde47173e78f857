"""Perplexity of the source GGUF under llama.cpp and of a bundle under onnxruntime, same text, same token ids.

``llama-perplexity`` is built from the pinned sdist that also builds ``llama-server`` (tools/llamacpp.py):
same source, same cmake settings, same build directory. It tokenizes the text itself; run with
``--kl-divergence-base FILE`` it writes the token ids it scored into FILE, and the bundle is then scored on
exactly those ids with llama-perplexity's own scheme: chunks of ``n_ctx`` tokens, each evaluated from an
empty cache with its first token replaced by BOS where the vocabulary adds one, and the negative
log-likelihood of the second half of each chunk (positions n_ctx/2 .. n_ctx-2 predicting the next token).

    python -m omnidraft.tools.llama_perplexity BUNDLE [BUNDLE ...] [--gguf FILE] [--n-ctx 512] [--quants Q4_0,...]
        [--json OUT]
"""

import argparse
import json
import math
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from omnidraft.tools import llamacpp


def ensure_perplexity(jobs: int | None = None) -> Path:
    """Path of ``llama-perplexity``, built beside ``llama-server`` on first use."""
    return llamacpp.ensure_tool("llama-perplexity", jobs)


def corpus_text(texts_each: int = 40) -> str:
    """The fixed text: the first ``texts_each`` HumanEval prompts and GSM8K questions, blank-line separated
    (the parity gate's sources; MBPP/Alpaca/XSum are on no registry this project reaches)."""
    from omnidraft.datasets import load_prompts

    return "\n\n".join(load_prompts("humaneval", texts_each) + load_prompts("gsm8k", texts_each)) + "\n"


def read_token_file(path: Path) -> tuple[int, np.ndarray]:
    """(n_ctx, tokens [n_chunk, n_ctx]) from a llama-perplexity --kl-divergence-base file's header."""
    with open(path, "rb") as f:
        if f.read(8) != b"_logits_":
            raise ValueError(f"{path}: not a llama-perplexity logits file")
        n_ctx = int(np.frombuffer(f.read(4), np.int32)[0])
        _n_vocab, n_chunk = (int(x) for x in np.frombuffer(f.read(8), np.int32))
        tokens = np.frombuffer(f.read(4 * n_chunk * n_ctx), np.int32)
    return n_ctx, tokens.reshape(n_chunk, n_ctx)


def llama_cpp(gguf: Path, text: str, n_ctx: int, threads: int, work: Path) -> dict:
    """llama.cpp's perplexity of ``gguf`` on ``text``; also the token ids it scored ("tokens")."""
    text_file, base = work / "text.txt", work / "kl-base.bin"
    text_file.write_text(text)
    cmd = [str(ensure_perplexity()), "-m", str(gguf), "-f", str(text_file), "-c", str(n_ctx), "-b", str(n_ctx),
           "-t", str(threads), "--kl-divergence-base", str(base)]
    t0 = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    log = proc.stdout + proc.stderr
    found = re.search(r"Final estimate: PPL = ([0-9.]+) \+/- ([0-9.]+)", log)
    if proc.returncode or not found:
        raise RuntimeError(f"llama-perplexity failed ({proc.returncode}):\n{log[-3000:]}")
    _, tokens = read_token_file(base)
    base.unlink()
    return {"perplexity": float(found.group(1)), "plus_minus": float(found.group(2)), "tokens": tokens,
            "seconds": round(time.time() - t0, 1), "command": " ".join(cmd)}


def chunk_bos(gguf: Path, tokens: np.ndarray) -> int | None:
    """The BOS id llama.cpp put at each chunk's start, or None. llama.cpp tokenizes the text with its
    vocabulary's add-BOS rule (per tokenizer type and pre-tokenizer where the GGUF does not say) and, by
    the same rule, replaces each chunk's first token with BOS; so the rule is read off its own output:
    the first token it scored is BOS exactly when it adds one."""
    from gguf import GGUFReader

    field = GGUFReader(gguf).fields.get("tokenizer.ggml.bos_token_id")
    bos = None if field is None else int(field.contents())
    return bos if bos is not None and int(tokens[0, 0]) == bos else None


def onnx_perplexity(bundle: Path, tokens: np.ndarray, bos: int | None, threads: int) -> dict:
    """The bundle's perplexity on ``tokens`` [n_chunk, n_ctx] in llama-perplexity's scheme (module doc)."""
    from omnidraft.export.parity import log_softmax
    from omnidraft.runtime.onnx_lm import OnnxLM

    lm = OnnxLM(str(bundle), threads=threads)
    n_chunk, n_ctx = tokens.shape
    first = n_ctx // 2
    nll, count = 0.0, 0
    t0 = time.time()
    for chunk in tokens:
        ids = [int(t) for t in chunk]
        if bos is not None:
            ids[0] = bos
        lm.reset()
        logits = lm.forward(ids)
        lp = log_softmax(logits[first:n_ctx - 1].astype(np.float64))
        nll -= float(lp[np.arange(n_ctx - 1 - first), chunk[first + 1:]].sum())
        count += n_ctx - 1 - first
    return {"perplexity": round(math.exp(nll / count), 4), "scored_tokens": count, "chunks": int(n_chunk),
            "seconds": round(time.time() - t0, 1)}


def compare(bundles: list[str], gguf: Path | None = None, n_ctx: int = 512, texts_each: int = 40,
            threads: int = 2, quants: tuple[str, ...] = ()) -> dict:
    """llama.cpp on the GGUF, then each bundle on the same ids; relative gaps to llama.cpp. ``quants``:
    also llama.cpp on the GGUF requantized to each of these types (tools/llamacpp.requantized)."""
    from omnidraft.tools.llamacpp import gguf_of, requantized

    gguf = Path(gguf) if gguf else gguf_of(bundles[0])
    requant, text = {}, corpus_text(texts_each)
    with tempfile.TemporaryDirectory(prefix="omnidraft-ppl-") as work:
        ref = llama_cpp(gguf, text, n_ctx, threads, Path(work))
        for q in quants:
            path = requantized(gguf, q)
            r = llama_cpp(path, text, n_ctx, threads, Path(work))
            if not np.array_equal(r.pop("tokens"), ref["tokens"]):
                raise RuntimeError(f"llama.cpp scored other token ids on {path} than on {gguf}: same vocabulary expected")
            requant[q] = {**r, "gguf": str(path), "gguf_bytes": path.stat().st_size,
                          "vs_llama_cpp": round(r["perplexity"] / ref["perplexity"] - 1, 4)}
    tokens = ref.pop("tokens")
    bos = chunk_bos(gguf, tokens)
    out = {"gguf": str(gguf), "gguf_bytes": gguf.stat().st_size, "n_ctx": n_ctx, "chunks": int(tokens.shape[0]),
           "text": f"HumanEval prompts 0..{texts_each - 1} + GSM8K questions 0..{texts_each - 1}, blank-line separated",
           "bos_at_chunk_start": bos, "llama_cpp": ref, "llama_cpp_requantized": requant, "bundles": {}}
    for b in bundles:
        manifest = json.loads((Path(b) / "manifest.json").read_text())
        r = onnx_perplexity(Path(b), tokens, bos, threads)
        r["vs_llama_cpp"] = round(r["perplexity"] / ref["perplexity"] - 1, 4)
        r["exporter_revision"] = manifest["exporter"]["revision"]
        r["weights"] = manifest["quantization"].get("weights", "requantized")
        r["bundle_weight_bytes"] = sum(f["size"] for n, f in manifest["files"].items() if n.endswith(".data"))
        out["bundles"][str(b)] = r
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bundles", nargs="+")
    ap.add_argument("--gguf", help="the source GGUF (default: the one the first bundle came from)")
    ap.add_argument("--n-ctx", type=int, default=512)
    ap.add_argument("--texts", type=int, default=40, help="HumanEval prompts and GSM8K questions each")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--quants", default="", metavar="TYPE,TYPE", help="also score the GGUF requantized by "
                    "llama-quantize to these types, e.g. Q4_0,Q4_K_S (to find llama.cpp at a bundle's quality)")
    ap.add_argument("--json", help="write the results here too")
    args = ap.parse_args(argv)
    result = compare(args.bundles, args.gguf, args.n_ctx, args.texts, args.threads,
                     tuple(q for q in args.quants.split(",") if q))
    result["command"] = "python -m omnidraft.tools.llama_perplexity " + " ".join(sys.argv[1:] if argv is None else argv)
    text = json.dumps(result, indent=2)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
