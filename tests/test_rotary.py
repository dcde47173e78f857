"""Rotary tables computed in the graph (export/rotary.py): the builder's tables are recovered and computed
to within TOLERANCE, folded by onnxruntime at load; tables of another form stay stored, with the reason."""
import numpy as np
import onnx
import onnxruntime as ort
import pytest
import torch
from onnx import TensorProto, helper, numpy_helper

from omnidraft.export.rotary import TOLERANCE, compute_in_graph


def _builder_tables(positions: int, dim: int, theta: float, scale: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
    """As onnxruntime-genai's builder computes them (make_rotary_embedding_caches_from_scratch)."""
    inv_freq = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
    freqs = torch.outer(torch.arange(positions, dtype=torch.int64).type_as(inv_freq), inv_freq)
    return (freqs.cos() * scale).numpy(), (freqs.sin() * scale).numpy()


def _model(tables: dict[str, np.ndarray]):
    """A graph whose outputs are the stored tables (Identity of each)."""
    nodes = [helper.make_node("Identity", [name], [f"{name}_out"]) for name in tables]
    outputs = [helper.make_tensor_value_info(f"{name}_out", helper.np_dtype_to_tensor_dtype(t.dtype), None)
               for name, t in tables.items()]
    inits = [numpy_helper.from_array(t, name) for name, t in tables.items()]
    return helper.make_model(helper.make_graph(nodes, "g", [], outputs, inits), ir_version=9,
                             opset_imports=[helper.make_opsetid("", 17)])




@pytest.mark.parametrize("positions,dim,theta,scale", [(8192, 64, 100000.0, 1.0), (32768, 128, 1000000.0, 1.0),
                                                        (2048, 256, 10000.0, 1.2)])
def test_the_builders_tables_are_computed_in_the_graph(positions, dim, theta, scale, tmp_path):
    cos, sin = _builder_tables(positions, dim, theta, scale)
    model = _model({"cos_cache": cos, "sin_cache": sin})
    record = compute_in_graph(model, numpy_helper.to_array)
    assert record["cos_cache"]["positions"] == positions and record["cos_cache"]["max_abs_diff"] <= TOLERANCE
    assert not model.graph.initializer or all(numpy_helper.to_array(i).size <= dim for i in model.graph.initializer)
    # onnxruntime folds the subgraph into constants when the session loads: no Cos is left to run per step
    opts = ort.SessionOptions()
    opts.optimized_model_filepath = str(tmp_path / "optimized.onnx")
    session = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    got_cos, got_sin = session.run(None, {})
    assert got_cos.shape == cos.shape and np.abs(got_cos - cos).max() <= TOLERANCE
    assert np.abs(got_sin - sin).max() <= TOLERANCE
    left = {n.op_type for n in onnx.load(str(tmp_path / "optimized.onnx")).graph.node}
    assert not left & {"Range", "Cos", "Sin", "Mul"}, left


def test_tables_of_another_form_stay_stored_with_the_reason():
    cos, sin = _builder_tables(4096, 64, 10000.0)
    long_cos, long_sin = _builder_tables(4096, 64, 500000.0)
    two_sets = {"cos_cache": np.concatenate([cos[:2048], long_cos[2048:]]),
                "sin_cache": np.concatenate([sin[:2048], long_sin[2048:]])}
    half = {"cos_cache": cos.astype(np.float16), "sin_cache": sin.astype(np.float16)}
    for tables, reason in ((two_sets, "computed differs"), (half, "not a float32 cos/sin pair")):
        model = _model(tables)
        record = compute_in_graph(model, numpy_helper.to_array)
        assert reason in record["cos_cache"]["kept"], record
        assert {i.name for i in model.graph.initializer} == {"cos_cache", "sin_cache"}
        assert len(model.graph.node) == 2
