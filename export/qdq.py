"""Static QDQ quantization for the HTP: onnxruntime.quantization's QNN flow, calibrated through our host loop.

16-bit activations (MinMax over real prompts) and int8 symmetric per-channel weights. The quantizer
turns MatMul weights per-tensor even with per_channel=True, and per-tensor u8 weights let SmolLM2's
greedy text drift (NPU.md), so every MatMul weight's axis and type are forced through init_overrides.
``int4`` (w4a16) keeps the lm_head at 8 bits, as Qualcomm AI Hub's recipes do.
"""

import logging
from pathlib import Path

import numpy as np

WEIGHTS = ("int8", "int4")


def matmul_weights(model) -> list[tuple[str, bool]]:
    """(initializer name, is the lm_head) for every MatMul whose second input is a 2-D weight."""
    inits = {i.name: i for i in model.graph.initializer}
    found = []
    for node in model.graph.node:
        if node.op_type == "MatMul" and node.input[1] in inits and len(inits[node.input[1]].dims) == 2:
            found.append((node.input[1], "logits" in node.output))
    return found


def qnn_config(fp32_path: Path, weights: str = "int8"):
    """onnxruntime's QNN QDQ configuration for ``fp32_path``: 16-bit activations, ``weights`` per channel."""
    import onnx
    from onnxruntime.quantization import QuantType
    from onnxruntime.quantization.execution_providers.qnn import get_qnn_qdq_config

    if weights not in WEIGHTS:
        raise ValueError(f"weights {weights!r}: choose one of {', '.join(WEIGHTS)}")
    model = onnx.load(fp32_path, load_external_data=False)
    narrow = QuantType.QInt4 if weights == "int4" else QuantType.QInt8
    overrides = {name: [{"axis": 1, "symmetric": True, "quant_type": QuantType.QInt8 if head else narrow}]
                 for name, head in matmul_weights(model)}
    config = get_qnn_qdq_config(str(fp32_path), None, activation_type=QuantType.QUInt16,
                                weight_type=QuantType.QUInt8, init_overrides=overrides)
    config.use_external_data_format = True
    return config


def mapped_weights(fp32_path: Path) -> dict:
    """``fp32_path``'s external initializers as OrtValues over one read-only map of their file.

    onnxruntime maps an external data file itself when prepacking is off, but once per session: the
    three graphs' sessions then hold three mappings of the same pages, and RSS (what /usr/bin/time
    reports) counts them three times. Given to every session as its initializers, one map serves all.
    Keep the returned dict alive as long as the sessions."""
    import onnx
    import onnxruntime as ort

    model = onnx.load(fp32_path, load_external_data=False)
    values = {}
    for tensor in model.graph.initializer:
        entry = {e.key: e.value for e in tensor.external_data}
        if entry:
            array = np.memmap(fp32_path.parent / entry["location"], onnx.helper.tensor_dtype_to_np_dtype(tensor.data_type),
                              mode="r", offset=int(entry.get("offset", 0)), shape=tuple(tensor.dims))
            values[tensor.name] = ort.OrtValue.ortvalue_from_numpy(array)
    return values


def calibration_options(weights: dict | None = None, threads: int = 2):
    """Session options of the calibration graphs: onnxruntime's calibrator runs unoptimized graphs
    (so every tensor it ranges exists as written); prepacking off keeps the weights where they are
    mapped (``weights``: mapped_weights), shared by every graph's session."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    options.add_session_config_entry("session.disable_prepacking", "1")
    options.log_severity_level = 3
    for name, value in (weights or {}).items():
        options.add_initializer(name, value)
    return options


class RangeRecorder:
    """MinMax calibration while the host loop runs: the ranges onnxruntime's MinMaxCalibrater computes,
    without its copies of the model.

    onnxruntime's calibrator loads the fp32 model with its weights, writes an augmented copy, opens a
    session that prepacks the weights again, and keeps every call's feeds (each holds the whole K/V
    cache): about 3x the weights plus the feeds, 15 GiB for the 0.5B. Here the calibration graph is the
    fp32 graph with the same tensors made outputs, beside the same weights file, and each call's
    minimum and maximum are folded in as it runs. Same tensors, same unoptimized kernels, same
    reduction (a NaN-ignoring min/max over calls), so the same ranges: tests/test_npu.py compares
    the two on a toy model.
    """

    def __init__(self, fp32_path: Path, op_types: list[str]):
        import onnx

        model = onnx.load(fp32_path, load_external_data=False)
        inferred = onnx.shape_inference.infer_shapes(model)
        value_infos = {vi.name: vi for vi in (*inferred.graph.value_info, *inferred.graph.output, *inferred.graph.input)}
        initializers = {i.name for i in model.graph.initializer}
        floats = {onnx.TensorProto.FLOAT, onnx.TensorProto.FLOAT16}
        self.tensors = sorted({name for node in model.graph.node if not op_types or node.op_type in op_types
                               for name in (*node.input, *node.output)
                               if name in value_infos and name not in initializers
                               and value_infos[name].type.tensor_type.elem_type in floats})
        outputs = [o.name for o in model.graph.output]
        for name in self.tensors:
            if name not in outputs:
                model.graph.output.append(onnx.helper.make_tensor_value_info(
                    name, value_infos[name].type.tensor_type.elem_type, None))
        self.path = fp32_path.with_name(fp32_path.stem + ".calibration.onnx")
        onnx.save(model, self.path)  # the weights stay where they are: the same external data file
        order = outputs + [n for n in self.tensors if n not in outputs]
        self._index = {name: order.index(name) for name in self.tensors}
        self.low = {name: np.array([np.nan], np.float32) for name in self.tensors}
        self.high = {name: np.array([np.nan], np.float32) for name in self.tensors}
        self.calls = 0

    def observe(self, outputs: list[np.ndarray]) -> None:
        for name, index in self._index.items():
            value = outputs[index]
            if value.size:
                self.low[name] = np.fmin(self.low[name], value.min(keepdims=True).reshape(1))
                self.high[name] = np.fmax(self.high[name], value.max(keepdims=True).reshape(1))
        self.calls += 1

    def save(self, path: Path) -> Path:
        """Write the ranges as onnxruntime's calibration cache, which quantize_static reads instead of calibrating."""
        from onnxruntime.quantization.calibrate import CalibrationMethod, TensorsData, save_tensors_data

        if not self.calls:
            raise ValueError(f"{self.path.name}: no calibration call was observed")
        save_tensors_data(TensorsData(CalibrationMethod.MinMax, {n: (self.low[n], self.high[n]) for n in self.tensors}),
                          path)
        return path


def quantize(fp32_path: Path, out_path: Path, ranges: Path, weights: str = "int8") -> dict:
    """Write the QDQ graph of ``fp32_path`` to ``out_path`` (external data beside it), with the activation
    ranges of ``ranges`` (RangeRecorder.save); return what was done. onnxruntime holds the fp32
    weights and their quantized copy while it works (the 1.5B: about 8 GiB)."""
    from onnxruntime.quantization import quantize_static

    config = qnn_config(fp32_path, weights)
    root = logging.getLogger()
    level = root.level
    # quiet its advice to run quant_pre_process (shape inference, graph fusions) first: the static graphs have
    # every shape already, and the HTP wants them unfused
    root.setLevel(logging.ERROR)
    try:
        quantize_static(str(fp32_path), str(out_path), None, calibrate_method=config.calibrate_method,
                        quant_format=config.quant_format, activation_type=config.activation_type,
                        weight_type=config.weight_type, op_types_to_quantize=config.op_types_to_quantize,
                        nodes_to_quantize=config.nodes_to_quantize, nodes_to_exclude=config.nodes_to_exclude,
                        per_channel=config.per_channel, reduce_range=config.reduce_range,
                        use_external_data_format=True, extra_options=config.extra_options,
                        calibration_cache_path=str(ranges))
    finally:
        root.setLevel(level)
    overrides = config.extra_options["TensorQuantOverrides"]
    return {"activations": "uint16 asymmetric, MinMax calibration over every call of the host loop",
            "weights": f"{weights} symmetric per-channel (MatMul output axis)",
            "lm_head": "int8 symmetric per-channel", "other_initializers": "the QNN config's defaults",
            "per_channel_weights": sum(1 for v in overrides.values() if v and v[0].get("axis") == 1)}


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
