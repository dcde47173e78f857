"""Rotary tables computed in the graph instead of stored: what llama.cpp does, and what keeps a bundle that
carries a GGUF's blocks no larger than the GGUF.

The builder stores each rotary table pair (``cos_cache`` / ``sin_cache``: cos and sin of position x inverse
frequency, for every position of the context) as float32 initializers: 2.1 / 8.4 / 16.8 MB on the packaged
models, 67 MB on Gemma-3-270M's four. This pass recovers each pair's inverse frequencies and scale from the
stored values, writes ``Range -> Mul -> Cos / Sin`` in their place, runs that subgraph in onnxruntime and
keeps it only where its values match the stored ones (``TOLERANCE``); onnxruntime folds it into constants
when a session loads (graph optimization level basic and up), so a step computes nothing more. A table
the recovery does not fit (a pair built from two frequency sets, a float16 cache) stays stored.
"""

import numpy as np

# Largest |stored - computed| accepted: a few float32 ulps of 1.0. The builder's torch cos and
# onnxruntime's Cos round large angles differently in the last bits (measured: docs/results).
TOLERANCE = 1e-6


def _recover(cos: np.ndarray, sin: np.ndarray) -> tuple[np.ndarray, float] | None:
    """(inverse frequencies as float32 [H], scale) such that cos[t] ~ scale * cos(t * f), or None.

    The scale is row 0 (cos 0 = 1). The angle at the last row, unwrapped with row 1's estimate, gives
    each frequency to ~1e-7 / P of a radian; of the float32 values a few ulps around it, the one whose
    float32 angles fit the table best is taken (the builder's, or one its table cannot tell from it: a
    low frequency's neighbours give the same angles; the caller checks the fit)."""
    scale = float(cos[0, 0])
    if scale <= 0 or not np.all(cos[0] == cos[0, 0]) or not np.all(sin[0] == 0) or len(cos) < 2:
        return None
    last = len(cos) - 1
    coarse = np.arctan2(sin[1].astype(np.float64), cos[1].astype(np.float64))
    end = np.arctan2(sin[last].astype(np.float64), cos[last].astype(np.float64))
    turns = np.round((coarse * last - end) / (2 * np.pi))
    estimate = ((end + 2 * np.pi * turns) / last).astype(np.float32)
    positions = np.arange(len(cos), dtype=np.float32)[:, None]
    candidates = [estimate]
    for direction in (np.inf, -np.inf):
        f = estimate
        for _ in range(3):
            f = np.nextafter(f, np.float32(direction))
            candidates.append(f)
    errors = [np.abs(np.cos((positions * f).astype(np.float64)) * scale - cos).max(axis=0) for f in candidates]
    best = np.argmin(np.stack(errors), axis=0)
    return np.stack(candidates)[best, np.arange(cos.shape[1])], scale


def _subgraph(prefix: str, positions: int, inv_freq: np.ndarray, scale: float, cos_name: str, sin_name: str):
    """Nodes and initializers computing the pair into ``cos_name`` / ``sin_name``."""
    from onnx import helper, numpy_helper

    inits = [numpy_helper.from_array(np.array(v, np.float32), f"{prefix}/{n}")
             for n, v in (("start", 0.0), ("limit", float(positions)), ("delta", 1.0))]
    inits += [numpy_helper.from_array(np.array([1], np.int64), f"{prefix}/axes"),
              numpy_helper.from_array(inv_freq.reshape(1, -1), f"{prefix}/inv_freq")]
    nodes = [helper.make_node("Range", [f"{prefix}/start", f"{prefix}/limit", f"{prefix}/delta"],
                              [f"{prefix}/positions"], name=f"{prefix}/Range"),
             helper.make_node("Unsqueeze", [f"{prefix}/positions", f"{prefix}/axes"], [f"{prefix}/column"],
                              name=f"{prefix}/Unsqueeze"),
             helper.make_node("Mul", [f"{prefix}/column", f"{prefix}/inv_freq"], [f"{prefix}/angles"],
                              name=f"{prefix}/Mul")]
    for op, out in (("Cos", cos_name), ("Sin", sin_name)):
        if scale == 1.0:
            nodes.append(helper.make_node(op, [f"{prefix}/angles"], [out], name=f"{prefix}/{op}"))
            continue
        nodes.append(helper.make_node(op, [f"{prefix}/angles"], [f"{prefix}/{op}_unscaled"], name=f"{prefix}/{op}"))
        nodes.append(helper.make_node("Mul", [f"{prefix}/{op}_unscaled", f"{prefix}/scale"], [out],
                                      name=f"{prefix}/{op}_scale"))
    if scale != 1.0:
        inits.append(numpy_helper.from_array(np.array(scale, np.float32), f"{prefix}/scale"))
    return nodes, inits


def _run(nodes, inits, outputs: list[str]) -> list[np.ndarray]:
    """The subgraph's values under onnxruntime's own kernels (what the folding at load will compute)."""
    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper

    graph = helper.make_graph(nodes, "rotary", [], [helper.make_tensor_value_info(o, TensorProto.FLOAT, None)
                                                    for o in outputs], initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    return session.run(outputs, {})


def compute_in_graph(model, read) -> dict:
    """Replace every float32 cos/sin cache pair of ``model`` (an onnx.ModelProto whose initializers
    ``read(tensor) -> np.ndarray`` loads) with its in-graph computation where it matches; return
    {table: {"positions", "max_abs_diff"} or {"kept": reason}} for the manifest."""
    from onnx import TensorProto

    graph = model.graph
    inits = {t.name: t for t in graph.initializer}
    record = {}
    for cos_name in [n for n in inits if "cos_cache" in n]:
        sin_name = cos_name.replace("cos_cache", "sin_cache")
        cos_t, sin_t = inits[cos_name], inits.get(sin_name)
        if sin_t is None or cos_t.data_type != TensorProto.FLOAT or sin_t.data_type != TensorProto.FLOAT:
            record[cos_name] = {"kept": "not a float32 cos/sin pair"}
            continue
        cos, sin = read(cos_t), read(sin_t)
        fit = _recover(cos, sin) if cos.ndim == 2 and cos.shape == sin.shape else None
        if fit is None:
            record[cos_name] = {"kept": "not scale x cos(position x frequency)"}
            continue
        nodes, new_inits = _subgraph(f"/model/rotary/{cos_name}", len(cos), *fit, cos_name, sin_name)
        got_cos, got_sin = _run(nodes, new_inits, [cos_name, sin_name])
        diff = max(float(np.abs(got_cos - cos).max()), float(np.abs(got_sin - sin).max()))
        if diff > TOLERANCE:
            record[cos_name] = {"kept": f"computed differs by {diff:.3g}"}
            continue
        graph.initializer.remove(cos_t)
        graph.initializer.remove(sin_t)
        graph.initializer.extend(new_inits)
        graph.node.extend(nodes)
        record[cos_name] = {"positions": len(cos), "max_abs_diff": diff}
    return record
