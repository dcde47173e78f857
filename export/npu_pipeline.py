"""``omnidraft export --device qnn``: static graphs -> QDQ (calibrated on our host loop) -> parity ->
HTP context binaries per SoC -> bundle, all or nothing.

The parity gate has two halves: the QDQ graphs on the CPU EP against the fp32 torch model (top-1,
perplexity), and each SoC's compiled graphs on the HTP (on x86: the simulator in the onnxruntime-qnn
wheel) against the QDQ graphs on the CPU EP.
"""

import gc
import json
import math
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from omnidraft.atomic import staging_dir
from omnidraft.errors import OmniDraftError, ParityRefused
from omnidraft.export import qdq, static_graph
from omnidraft.export.parity import log_softmax
from omnidraft.export.loader import resolve
from omnidraft.export.memory import StagePeaks, kept_paged_out
from omnidraft.runtime import qnn
from omnidraft.runtime.bundle import FORMAT, FORMAT_VERSION, MANIFEST, Bundle, file_table, manifest_text
from omnidraft.runtime.static_lm import StaticLM

# 2: the mask value is chosen per model; 3: one K/V quantization grid; 4: decode on the verify graph's grids; 5: ranges over every host-loop call, gathered as it runs
EXPORTER_REVISION = 5
DEFAULT_SOCS = ("SM8650", "SM8750")
# The QDQ graph must agree with fp32 torch on this share of next tokens (SmolLM2-135M a16w8: see
# docs/npu.md), and the HTP with the QDQ graph on the CPU on this share of rows.
DEFAULT_MIN_AGREEMENT = {"int8": 0.85, "int4": 0.6}
MIN_HTP_AGREEMENT = 0.9
SHARING_NOTE = {
    False: "one context binary per graph: the x86 simulator cannot load a binary whose weights are shared",
    True: "one context binary per SoC holds the graphs' weights once; the x86 simulator cannot load it, so "
          "these binaries were compiled but not run here: check them on a device (docs/android.md)"}
MASK_CANDIDATES = (-100.0, -300.0, -1000.0, -3000.0, -10000.0)
MASK_MAX_LOGIT_DIFF = 0.05
CALIBRATION_OFFSET = 8  # calibration texts come after the parity texts (and long before the held-out splits)


def _log(progress: bool, text: str) -> None:
    if progress:
        print(text, file=sys.stderr, flush=True)


def _texts(limit_each: int, offset: int = 0) -> list[str]:
    from omnidraft.datasets import load_prompts

    return load_prompts("humaneval", limit_each, offset) + load_prompts("gsm8k", limit_each, offset)


def _manifest_graph(context: int, rows: dict[str, int], files: dict[str, str]) -> dict:
    return {"kind": "static", "context": context, "mask_value": MASK_CANDIDATES[0],
            "embeddings": "embeddings.npy", "rope": "rope.npz",
            "graphs": {name: {"file": files[name], "rows": n} for name, n in rows.items()},
            "inputs": "inputs_embeds [1,N,H], cos/sin [1,1,N,D], attention_mask [1,1,N,C+N] additive, "
                      "past_key_values.{layer}.{key|value} [1,KVH,C,D]",
            "outputs": "logits [1,N,V], present.{layer}.{key|value} [1,KVH,N,D] (new rows only)",
            "opset": static_graph.OPSET}


def reference_logits(reference, tokenizer, texts: list[str], context: int, scratch: Path) -> list[tuple[list[int], np.ndarray]]:
    """The torch model's logits for each text (its first ``context`` tokens), kept on disk and mapped:
    the gates compare against them after the torch model is gone."""
    import torch

    refs = []
    for i, text in enumerate(texts):
        ids = tokenizer(text, add_special_tokens=False).input_ids[:context]
        with torch.no_grad():
            logits = reference(torch.tensor([ids])).logits[0].float().numpy()
        np.save(scratch / f"reference-{i}.npy", logits)
        refs.append((ids, np.load(scratch / f"reference-{i}.npy", mmap_mode="r")))
    return refs


def _calibrate(lm: StaticLM, recorders: dict[str, qdq.RangeRecorder], texts: list[str], tokenizer) -> dict[str, int]:
    """Range every graph's tensors while the host loop runs real text as decoding does: a prompt
    through prefill chunks, then verify-sized and single-token steps. Returns the calls per graph."""
    lm.observer = lambda name, outputs: recorders[name].observe(outputs)
    steps = [lm.rows["verify"], 1, 2, 1]
    try:
        for text in texts:
            ids = tokenizer(text, add_special_tokens=False).input_ids[: lm.context - 8]
            lm.reset()
            pos = min(len(ids) // 2, lm.context // 2)
            lm.forward(ids[:pos], row_stable=True)
            for step in steps * len(ids):
                if pos >= len(ids) or lm.length + step > lm.context:
                    break
                lm.forward(ids[pos:pos + step], row_stable=step > 1)
                pos += step
    finally:
        lm.observer = None
    return {name: recorder.calls for name, recorder in recorders.items()}


def choose_mask_value(lm: StaticLM, refs: list[tuple[list[int], np.ndarray]]) -> tuple[float, dict]:
    """The additive mask's value: small enough in magnitude for a fine 16-bit step, large enough that
    no masked key leaks. NPU.md's -50..-100 leaks on Qwen2.5, whose attention logits span hundreds
    (fp32 static graph vs torch: 6.7 logits at -100, 0.001 at -300). The first candidate whose fp32
    static graphs match torch, then one step further for text the probe did not see."""
    probes = {}
    for value in MASK_CANDIDATES:
        lm.mask_value = value
        worst = max(float(np.abs(ref - _teacher_forced(lm, ids[: lm.context])).max()) for ids, ref in refs)
        probes[str(value)] = round(worst, 4)
        if worst <= MASK_MAX_LOGIT_DIFF:
            chosen = MASK_CANDIDATES[min(MASK_CANDIDATES.index(value) + 1, len(MASK_CANDIDATES) - 1)]
            lm.mask_value = chosen
            return chosen, probes
    raise OmniDraftError(f"no additive mask value in {MASK_CANDIDATES} keeps the fp32 static graph within "
                         f"{MASK_MAX_LOGIT_DIFF} logits of torch (worst differences {probes})")


def _teacher_forced(lm: StaticLM, ids: list[int]) -> np.ndarray:
    lm.reset()
    return lm.forward(ids, row_stable=True)


def parity(refs: list[tuple[list[int], np.ndarray]], lm: StaticLM) -> dict:
    """Next-token agreement and perplexity of ``lm`` (teacher-forced through its own chunks) against
    the torch model's logits ``refs`` (reference_logits)."""
    agree = total = 0
    nll = {"torch": 0.0, "static": 0.0}
    max_diff = 0.0
    used = [(ids, ref) for ids, ref in refs if len(ids) >= 4]
    for ids, ref in used:
        got = _teacher_forced(lm, ids)
        agree += int((ref.argmax(-1) == got.argmax(-1)).sum())
        total += len(ids)
        max_diff = max(max_diff, float(np.abs(ref - got).max()))
        targets = np.asarray(ids[1:])
        for key, logits in (("torch", ref), ("static", got)):
            nll[key] -= float(log_softmax(np.asarray(logits[:-1]))[np.arange(len(targets)), targets].sum())
    predicted = total - len(used)
    return {"texts": len(used), "tokens": total, "top1_agreement": round(agree / total, 4),
            "max_abs_logit_diff": round(max_diff, 3), "perplexity_torch": round(math.exp(nll["torch"] / predicted), 3),
            "perplexity_qdq": round(math.exp(nll["static"] / predicted), 3)}


def htp_agreement(cpu_logits: np.ndarray, htp: StaticLM, ids: list[int]) -> dict:
    """The compiled graphs on the HTP against the QDQ graphs' logits on the CPU (``cpu_logits``, the
    same teacher-forced rows of ``ids``)."""
    b = _teacher_forced(htp, ids)
    return {"rows": len(ids), "top1_agreement": round(float((cpu_logits.argmax(-1) == b.argmax(-1)).mean()), 4),
            "max_abs_logit_diff": round(float(np.abs(cpu_logits - b).max()), 3), "htp_calls": dict(htp.calls)}


def _compile(root: Path, soc: str, files: dict[str, str], weight_sharing: bool = False) -> dict:
    """The EPContext models of every graph for ``soc``. By default one context binary per graph, each
    with its own weights, since the x86 simulator cannot load a binary whose weights are shared
    (NPU.md: it crashes). ``weight_sharing``: the graphs are compiled as one group (onnxruntime's
    ep.share_ep_contexts) into one binary that holds the weights once; checkable only on a device."""
    import onnx

    out = root / "qnn" / soc
    out.mkdir(parents=True, exist_ok=True)
    graphs = {}
    last = list(files)[-1]
    for name, file in files.items():
        t0 = time.time()
        ctx = out / f"{name}_ctx.onnx"
        share = {"ep.share_ep_contexts": "1", **({"ep.stop_share_ep_contexts": "1"} if name == last else {})}
        sess = qnn.session(root / file, soc, context_out=str(ctx), config=share if weight_sharing else None)
        placed = qnn.nodes_by_provider(sess)  # after onnxruntime's graph transforms: every node it assigned
        nodes = sum(placed.values())
        del sess
        graphs[name] = {"file": f"qnn/{soc}/{ctx.name}",
                        "graph_nodes": len(onnx.load(root / file, load_external_data=False).graph.node),
                        "nodes": nodes, "nodes_on_htp": placed.get(qnn.PROVIDER, 0),
                        "compile_seconds": round(time.time() - t0, 1)}
        if graphs[name]["nodes_on_htp"] != nodes:
            raise OmniDraftError(f"{soc} {name}: only {graphs[name]['nodes_on_htp']} of {nodes} nodes were placed on "
                                 f"the HTP ({placed})")
    for name, entry in graphs.items():  # the binaries each EPContext model names (shared: all name one)
        model = onnx.load(root / entry["file"], load_external_data=False)
        binaries = sorted({a.s.decode() for n in model.graph.node if n.op_type == "EPContext"
                           for a in n.attribute if a.name == "ep_cache_context"})
        entry["binaries"] = [f"qnn/{soc}/{b}" for b in binaries]
    every = sorted({b for entry in graphs.values() for b in entry["binaries"]})
    return {**qnn.SOCS[soc], "graphs": graphs, "binary_bytes": sum((root / b).stat().st_size for b in every)}


def export_static_bundle(model: str, out: Path, socs=DEFAULT_SOCS, context: int = 1024, k: int = 3,
                         prefill_rows: int = 32, weights: str = "int8", overwrite: bool = False,
                         parity_texts: int = 2, calibration_texts: int = 4,
                         min_agreement: float | None = None, progress: bool = True, weight_sharing: bool = False) -> dict:
    """Export ``model`` to a verified static (NPU) bundle at ``out``; return its manifest.
    ``weight_sharing``: one context binary per SoC holding the weights once (_compile); the HTP check
    is skipped, since the x86 simulator cannot load such a binary."""
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    from omnidraft.export.pipeline import _model_record, _versions, tokenizer_record

    out = Path(out)
    if out.exists() and not overwrite:
        raise OmniDraftError(f"{out} exists; pass --overwrite to replace it")
    if weights not in qdq.WEIGHTS:
        raise OmniDraftError(f"weights {weights!r}: choose one of {', '.join(qdq.WEIGHTS)}")
    for soc in socs:
        qnn.check_soc(soc)
    if socs and (reason := qnn.missing_reason()):
        raise OmniDraftError(f"compiling context binaries needs the QNN provider: {reason}")
    if not 1 <= k < prefill_rows < context:
        raise OmniDraftError(f"need 1 <= k < prefill rows < context (got k={k}, prefill {prefill_rows}, context {context})")
    peaks = StagePeaks()
    checkpoint = resolve(model, progress=progress, peaks=peaks)
    config = AutoConfig.from_pretrained(checkpoint.path)
    static_graph.check_architecture(config)
    rows = {"decode": 1, "verify": k + 1, "prefill": prefill_rows}
    files = {name: f"{name}.onnx" for name in rows}
    threshold = DEFAULT_MIN_AGREEMENT[weights] if min_agreement is None else min_agreement
    t0 = time.time()
    scratch = Path(tempfile.mkdtemp(prefix="omnidraft-npu-export-"))
    try:
        with staging_dir(out, overwrite=overwrite) as tmp:
            _log(progress, f"writing static graphs of {model} at context {context}: rows {rows}")
            texts = _texts(parity_texts)
            with peaks.stage("graphs"), kept_paged_out(".safetensors"):
                # transformers maps the checkpoint: its pages go back to the page cache as the export reads them
                reference = AutoModelForCausalLM.from_pretrained(checkpoint.path, dtype=torch.float32).eval()
                tokenizer = AutoTokenizer.from_pretrained(checkpoint.path)
                static_graph.export_graphs(reference, scratch, context, rows)
                tables = static_graph.host_tables(reference)
                refs = reference_logits(reference, tokenizer, texts, context, scratch)
                del reference
                gc.collect()
            for root in (scratch, tmp):
                np.save(root / "embeddings.npy", tables["embeddings"])
                np.savez(root / "rope.npz", inv_freq=tables["inv_freq"], attention_scaling=tables["attention_scaling"])
            del tables
            record = _model_record(checkpoint, config)
            graph = _manifest_graph(context, rows, files)
            graph_seconds = time.time() - t0

            _log(progress, "choosing the mask value and calibrating 16-bit activations through the host loop")
            with peaks.stage("calibrate"):
                config_qdq = qdq.qnn_config(scratch / files["verify"], weights)
                recorders = {name: qdq.RangeRecorder(scratch / file, config_qdq.op_types_to_quantize)
                             for name, file in files.items()}
                calibration_graph = {**graph, "graphs": {name: {"file": recorders[name].path.name, "rows": n}
                                                         for name, n in rows.items()}}
                one_file = static_graph.one_weights_file([scratch / f for f in files.values()])
                weights_map = qdq.mapped_weights(scratch / files["verify"]) if one_file else None  # one map, 3 graphs
                fp32 = StaticLM(Bundle(scratch, {"model": record, "graph": calibration_graph}),
                                cpu_options=qdq.calibration_options(weights_map))
                graph["mask_value"], mask_probe = choose_mask_value(fp32, refs[:1] + refs[-1:])
                fp32_parity = parity(refs[:1], fp32)
                calls = _calibrate(fp32, recorders, _texts(calibration_texts, CALIBRATION_OFFSET), tokenizer)
                ranges = {name: recorder.save(scratch / f"{name}.ranges.json") for name, recorder in recorders.items()}
                del fp32, recorders, weights_map

            quantization = {}
            with peaks.stage("quantize"):
                for name, file in files.items():
                    _log(progress, f"quantizing {name} ({weights} weights, 16-bit activations)")
                    quantization[name] = qdq.quantize(scratch / file, tmp / file, ranges[name], weights)
                    gc.collect()
                shared = qdq.copy_activation_grids(tmp / files["verify"], tmp / files["decode"])
                qdq.share_kv_grid([tmp / files["verify"], tmp / files["decode"], tmp / files["prefill"]],
                                  record["num_layers"])
                # the quantized weights come out the same in every graph: the bundle keeps one file of them
                static_graph.share_weights([tmp / files["verify"], tmp / files["decode"], tmp / files["prefill"]])
            quant_seconds = time.time() - t0 - graph_seconds

            _log(progress, "checking parity: QDQ on the CPU against the fp32 torch model")
            probe = tokenizer(texts[0], add_special_tokens=False).input_ids[:prefill_rows]
            with peaks.stage("parity"):
                cpu = StaticLM(Bundle(tmp, {"model": record, "graph": graph}), threads=2)
                check = {"qdq_cpu_vs_torch": parity(refs, cpu), "fp32_static_vs_torch": fp32_parity}
                cpu_probe = _teacher_forced(cpu, probe)  # the HTP's graphs are checked against these rows
                del cpu
            check["min_top1_agreement"] = threshold
            check["mask_value_probe"] = mask_probe  # fp32 static vs torch max |logit diff| per mask value
            if check["qdq_cpu_vs_torch"]["top1_agreement"] < threshold:
                q = check["qdq_cpu_vs_torch"]
                raise ParityRefused(f"refused: the {weights} QDQ graphs of {model} agree with the torch model on "
                                    f"{q['top1_agreement']:.1%} of next tokens, below {threshold:.0%} (perplexity "
                                    f"{q['perplexity_torch']} -> {q['perplexity_qdq']}). Use --weights int8, or "
                                    "pass --min-agreement to accept it")

            compiled = {}
            for soc in socs:
                _log(progress, f"compiling HTP context binaries for {soc}")
                with peaks.stage("compile"):
                    compiled[soc] = _compile(tmp, soc, files, weight_sharing)
                if weight_sharing:
                    compiled[soc]["htp_vs_qdq_cpu"] = None  # not checked: see the manifest's weight_sharing_note
                    continue
                manifest_now = {"model": record, "graph": graph, "qnn": {"socs": compiled}}
                _log(progress, f"checking {soc} on the HTP backend against the QDQ graphs on the CPU")
                with peaks.stage("htp_check"):
                    htp = StaticLM(Bundle(tmp, manifest_now), providers=["qnn"], soc=soc)
                    agreement = htp_agreement(cpu_probe, htp, probe)
                    del htp
                compiled[soc]["htp_vs_qdq_cpu"] = agreement
                if agreement["top1_agreement"] < MIN_HTP_AGREEMENT:
                    raise ParityRefused(f"refused: on the {soc} HTP the graphs agree with the CPU QDQ run on "
                                        f"{agreement['top1_agreement']:.0%} of rows, below {MIN_HTP_AGREEMENT:.0%}")
            tokenizer.save_pretrained(tmp)
            import onnxruntime

            manifest = {
                "format": FORMAT, "format_version": FORMAT_VERSION, "created_unix": int(time.time()),
                "model": record,
                "tokenizer": tokenizer_record(checkpoint.path, tokenizer, tmp),
                "graph": graph,
                "quantization": {**quantization["verify"], "calibration_calls": calls,
                                 "decode_graph": f"the verify graph's activation grids ({shared} scales and zero "
                                                 "points); every graph: one K/V grid"},
                "qnn": {"socs": compiled, "onnxruntime_qnn": _qnn_version(),
                        "weight_sharing": weight_sharing, "weight_sharing_note": SHARING_NOTE[weight_sharing]},
                "exporter": {"name": "omnidraft static graphs (torch.onnx) + onnxruntime QNN QDQ",
                             "revision": EXPORTER_REVISION, "execution_provider": "qnn",
                             "seconds": round(time.time() - t0, 1), "graph_seconds": round(graph_seconds, 1),
                             "quantization_seconds": round(quant_seconds, 1), "peak_rss_mib": dict(peaks.mib)},
                "parity": check,
                "versions": _versions() | {"onnxruntime": onnxruntime.__version__},
            }
            _log(progress and bool(peaks.mib), f"peak memory by stage: {peaks.summary()}")
            for path in tmp.rglob("*"):  # the quantizer writes its external data 0600
                path.chmod(0o755 if path.is_dir() else 0o644)
            manifest["files"] = file_table(tmp)
            (tmp / MANIFEST).write_text(manifest_text(manifest))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return manifest


def _qnn_version() -> str | None:
    try:
        from importlib.metadata import version

        return version("onnxruntime-qnn")
    except Exception:
        return None


def ensure_static_bundle(model: str, socs=DEFAULT_SOCS, context: int = 256) -> Path:
    """The cached static bundle of a packaged model (``$OMNIDRAFT_HOME/bundles/NAME-qnn-cC-SOCS``),
    exported once and again whenever this exporter writes a better one."""
    from omnidraft.export.pipeline import exporter_revision
    from omnidraft.paths import bundles_dir

    out = bundles_dir() / f"{model}-qnn-c{context}-{'-'.join(socs)}"
    if exporter_revision(out) != EXPORTER_REVISION:
        export_static_bundle(model, out, socs, context, overwrite=True)
    return out
