"""Static QDQ quantization for the HTP: onnxruntime.quantization's QNN flow, calibrated through our host loop.

16-bit activations (MinMax over real prompts) and int8 symmetric per-channel weights. The quantizer
turns MatMul weights per-tensor even with per_channel=True, and per-tensor u8 weights let SmolLM2's
greedy text drift (NPU.md), so every MatMul weight's axis and type are forced through init_overrides.
``int4`` (w4a16) keeps the lm_head at 8 bits, as Qualcomm AI Hub's recipes do.
"""

from pathlib import Path

import numpy as np

WEIGHTS = ("int8", "int4")


class _Feeds:
    """onnxruntime's CalibrationDataReader over feeds recorded by runtime/static_lm.py."""

    def __init__(self, feeds: list[dict[str, np.ndarray]]):
        self._it = iter(feeds)

    def get_next(self):
        return next(self._it, None)


def matmul_weights(model) -> list[tuple[str, bool]]:
    """(initializer name, is the lm_head) for every MatMul whose second input is a 2-D weight."""
    inits = {i.name: i for i in model.graph.initializer}
    found = []
    for node in model.graph.node:
        if node.op_type == "MatMul" and node.input[1] in inits and len(inits[node.input[1]].dims) == 2:
            found.append((node.input[1], "logits" in node.output))
    return found


def quantize(fp32_path: Path, out_path: Path, feeds: list[dict], weights: str = "int8") -> dict:
    """Write the QDQ graph of ``fp32_path`` to ``out_path`` (external data beside it); return what was done."""
    import onnx
    from onnxruntime.quantization import QuantType, quantize as ort_quantize
    from onnxruntime.quantization.execution_providers.qnn import get_qnn_qdq_config

    if weights not in WEIGHTS:
        raise ValueError(f"weights {weights!r}: choose one of {', '.join(WEIGHTS)}")
    model = onnx.load(fp32_path, load_external_data=False)
    narrow = QuantType.QInt4 if weights == "int4" else QuantType.QInt8
    overrides = {name: [{"axis": 1, "symmetric": True, "quant_type": QuantType.QInt8 if head else narrow}]
                 for name, head in matmul_weights(model)}
    config = get_qnn_qdq_config(str(fp32_path), _Feeds(feeds), activation_type=QuantType.QUInt16,
                                weight_type=QuantType.QUInt8, init_overrides=overrides)
    config.use_external_data_format = True
    ort_quantize(str(fp32_path), str(out_path), config)
    return {"activations": "uint16 asymmetric, MinMax calibration over the host loop's own calls",
            "weights": f"{weights} symmetric per-channel (MatMul output axis)",
            "lm_head": "int8 symmetric per-channel", "other_initializers": "the QNN config's defaults",
            "per_channel_weights": len(overrides), "calibration_calls": len(feeds)}


def share_kv_grid(graph_files: list[Path], num_layers: int) -> None:
    """Put every cached key/value on one quantization grid: the first graph's present output's.

    A token's K/V reach attention two ways: from the past input (a previous call's output, written into
    the host's cache) or from the current call's own new rows. Quantized on two grids, the two differ, so
    a token verified as the 4th row of a call got other numbers than the same token decoded alone (0.3-0.5
    logits on a toy model), and greedy speculation could part from the target-only reference at a near
    tie. With the past input quantized exactly as the present output, a cached value round-trips
    bit-exactly; with one grid for all graphs, decode, verify and prefill store the same values.
    """
    import onnx
    from onnx import numpy_helper

    grid = {}
    for index, path in enumerate(graph_files):
        model = onnx.load(path, load_external_data=False)
        graph = model.graph
        inits = {i.name: i for i in graph.initializer}
        produced = {o: n for n in graph.node for o in n.output}
        for layer in range(num_layers):
            for kind in ("key", "value"):
                dq = produced[f"present.{layer}.{kind}"]
                if dq.op_type != "DequantizeLinear":
                    raise ValueError(f"{path.name}: present.{layer}.{kind} is not the output of a DequantizeLinear")
                scale, zero = dq.input[1], dq.input[2]
                if index == 0:
                    grid[layer, kind] = (numpy_helper.to_array(inits[scale]), numpy_helper.to_array(inits[zero]))
                else:
                    for name, value in zip((scale, zero), grid[layer, kind]):
                        inits[name].CopyFrom(numpy_helper.from_array(value.astype(numpy_helper.to_array(inits[name]).dtype), name))
                past = f"past_key_values.{layer}.{kind}"
                q = next(n for n in graph.node if n.op_type == "QuantizeLinear" and n.input[0] == past)
                for node in (q, *(n for n in graph.node if n.op_type == "DequantizeLinear" and n.input[0] == q.output[0])):
                    node.input[1], node.input[2] = scale, zero
        onnx.save(model, path)


def copy_activation_grids(source: Path, target: Path) -> int:
    """Give ``target`` every activation quantization parameter (scale, zero point) of ``source``, by name.

    The decode graph is the verify graph at one row; calibrated apart, it saw fewer, narrower samples, and
    on SmolLM2 its logits for a token were 2.6 (CPU EP) to 8.6 (HTP) off the verify graph's for the same
    token. Sharing the verify graph's parameters makes the two compute on one grid. (The prefill graph
    keeps its own: it alone runs a sequence's first tokens, whose outlier activations the others never see.)
    """
    import onnx
    from onnx import numpy_helper

    ranges = {i.name: i for i in onnx.load(source, load_external_data=False).graph.initializer
              if i.name.endswith(("_scale", "_zero_point"))}
    model = onnx.load(target, load_external_data=False)
    copied = 0
    for init in model.graph.initializer:
        other = ranges.get(init.name)
        if other is not None and list(other.dims) == list(init.dims) and other.data_type == init.data_type \
                and not init.external_data and not other.external_data:
            init.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(other), init.name))
            copied += 1
    onnx.save(model, target)
    return copied
