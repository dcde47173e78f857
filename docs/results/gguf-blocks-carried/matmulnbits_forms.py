"""One MatMulNBits op (N=4864, K=896: a Qwen2.5-0.5B MLP matrix), one row of A (a decode step), 2 threads:
time per call for each weight form the carried GGUF blocks could take, at accuracy level 4 (int8
activations, the packaged graphs' setting) and 0. Random codes; the forms, not the values, matter.

    python matmulnbits_forms.py > matmulnbits_forms.json
"""

import json
import platform
import statistics
import time

import numpy as np
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper

N, K = 4864, 896


def session(bits, block, zp, accuracy):
    rng = np.random.default_rng(0)
    nb = K // block
    inits = [numpy_helper.from_array(rng.integers(0, 256, (N, nb, block * bits // 8), dtype=np.uint8), "B"),
             numpy_helper.from_array((rng.random((N, nb), dtype=np.float32) * 0.01 + 1e-3), "S")]
    inputs = ["A", "B", "S"]
    if zp == "float":
        inits.append(numpy_helper.from_array(rng.random((N, nb), dtype=np.float32) * 2 ** bits, "Z"))
    elif zp == "uint8":
        inits.append(numpy_helper.from_array(rng.integers(0, 256, (N, nb if bits == 8 else (nb + 1) // 2),
                                                          dtype=np.uint8), "Z"))
    if zp != "none":
        inputs.append("Z")
    node = helper.make_node("MatMulNBits", inputs, ["Y"], domain="com.microsoft", K=K, N=N, bits=bits,
                            block_size=block, accuracy_level=accuracy)
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("A", TensorProto.FLOAT, ["M", K])],
                              [helper.make_tensor_value_info("Y", TensorProto.FLOAT, ["M", N])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)])
    model.ir_version = 10
    so = ort.SessionOptions()
    so.intra_op_num_threads = 2
    return ort.InferenceSession(model.SerializeToString(), so, providers=["CPUExecutionProvider"])


def time_us(s, calls=200, rounds=5):
    a = np.random.default_rng(1).random((1, K), dtype=np.float32)
    for _ in range(10):
        s.run(None, {"A": a})
    per = []
    for _ in range(rounds):
        t = time.perf_counter()
        for _ in range(calls):
            s.run(None, {"A": a})
        per.append((time.perf_counter() - t) / calls * 1e6)
    return round(statistics.median(per), 1)


FORMS = [  # (bits, block, zero point, which carried type takes it)
    (4, 128, "none", "today's requantized int4 (0.5B, 1.5B)"),
    (4, 32, "none", "today's requantized int4 (SmolLM2)"),
    (4, 32, "uint8", "Q4_0; Q4_1 and Q4_K codes (zero point 0) + offset MatMul"),
    (4, 32, "float", "Q4_1 / Q4_K with their minimum as a float zero point (not used)"),
    (8, 32, "uint8", "Q5_0, Q8_0; Q5_1 and Q5_K codes + offset MatMul"),
    (8, 16, "uint8", "Q6_K"),
    (8, 32, "float", "Q5_K with a float zero point (not used)"),
]

if __name__ == "__main__":
    rows = []
    for bits, block, zp, use in FORMS:
        row = {"bits": bits, "block_size": block, "zero_points": zp, "used_by": use}
        for level in (4, 0):
            try:
                row[f"us_per_call_accuracy_{level}"] = time_us(session(bits, block, zp, level))
            except Exception as e:  # onnxruntime refuses some forms outright
                row[f"us_per_call_accuracy_{level}"] = None
                row[f"error_accuracy_{level}"] = str(e).split("Status Message: ")[-1][:200]
        rows.append(row)
        print(json.dumps(row), flush=True)
    print(json.dumps({"onnxruntime": ort.__version__, "machine": platform.processor() or platform.machine(),
                      "N": N, "K": K, "rows": rows}, indent=1))
