"""Which rows of an int4 MatMulNBits call (accuracy level 4) get the same numbers as the same row in
another call: every row is compared with the row computed in a 2-row call beside another row.

At block 32 every layout agrees. At blocks 64 and 128 (this CPU: AMD EPYC, AVX-512 VNNI) the pair
numbers hold for every row but the last of an odd call, which MLAS computes alone, in another order,
whatever the shape and thread count. So even calls, and an even head (logits_rows), keep rows stable.

    python docs/results/int4-block-size/row_pairs.py   # ~1 minute
"""

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper
from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer


def session(k: int, n: int, block: int, threads: int) -> ort.InferenceSession:
    w = (np.random.default_rng(0).standard_normal((k, n)) * 0.02).astype(np.float32)
    graph = helper.make_graph([helper.make_node("MatMul", ["x", "W"], ["y"])], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["M", k])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["M", n])],
                              [onnx.numpy_helper.from_array(w, "W")])
    quantizer = MatMulNBitsQuantizer(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]),
                                     block_size=block, is_symmetric=True, accuracy_level=4)
    quantizer.process()
    model = quantizer.model.model
    model.ir_version = 10
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])


def main() -> None:
    x = np.random.default_rng(1).standard_normal((300, 1536)).astype(np.float32)
    for k, n in ((1536, 1536), (896, 4864)):
        for block in (32, 64, 128):
            for threads in (1, 2):
                s = session(k, n, block, threads)
                xs = x[:, :k]
                pair = np.stack([s.run(None, {"x": np.stack([xs[i], xs[(i + 7) % 300]])})[0][0] for i in range(300)])
                off = {}
                for m in (1, 2, 3, 4, 5, 8, 63, 64, 129, 256, 257, 300):
                    y = s.run(None, {"x": xs[:m]})[0]
                    rows = [i for i in range(m) if not np.array_equal(y[i], pair[i])]
                    if rows:
                        off[m] = rows
                print(f"K={k} N={n} block {block} threads {threads}: rows off the pair numbers {off or 'none'}")


if __name__ == "__main__":
    main()
