"""The bandwidth limit's inputs: weight bytes a decode step reads, and the machine's bandwidth."""

from omnidraft.runtime.bundle import load_bundle
from omnidraft.tools.bandwidth import fraction_of_limit, measure_bandwidth, onnx_weight_bytes_per_token


def test_weight_bytes_leave_out_the_embedding_table(tiny_bundle):
    bundle = load_bundle(tiny_bundle)
    read = onnx_weight_bytes_per_token(bundle.path / "model.onnx")
    total = (bundle.path / "model.onnx.data").stat().st_size
    embedding = 32000 * 64 * 4  # fp32 rows of the tiny Llama's untied embedding table
    assert 0 < read <= total - embedding


def test_bandwidth_is_positive_and_the_fraction_is_a_ratio():
    bw = measure_bandwidth(megabytes=32, repeats=2)
    assert bw["read_gb_per_s"] > 0
    assert fraction_of_limit(10.0, 10**9, 20.0) == 0.5
