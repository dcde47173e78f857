"""Relative weight error of onnxruntime's k-quant search (quant_tensor_k_quant_cpu) at blocks 128, 64, 32 against the
dequantized GGUF tensor. Usage: python weight_error_kquant.py GGUF TENSOR [TENSOR ...]"""
import sys, numpy as np
from gguf import GGUFReader
from gguf.quants import dequantize
from onnxruntime.quantization.neural_compressor.weight_only import quant_tensor_k_quant_cpu
r = GGUFReader(sys.argv[1]); t = {x.name: x for x in r.tensors}
for name in sys.argv[2:]:
    x = t[name]
    W = dequantize(x.data, x.tensor_type).reshape([int(d) for d in reversed(x.shape)]).astype(np.float32)  # [N, K]
    out = [name]
    for g in (128, 64, 32):
        q, s, zp = quant_tensor_k_quant_cpu(W, 4, g)
        Wq = ((q - zp) * s).reshape(W.shape)
        out.append(f"kq{g} {np.linalg.norm(Wq - W) / np.linalg.norm(W):.4f}")
    print("  ".join(out), flush=True)
