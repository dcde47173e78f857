"""Relative weight error of onnxruntime's RTN int4 forms (symmetric s, asymmetric a; blocks 128, 64, 32)
against the dequantized GGUF tensor. Usage: python weight_error_rtn.py GGUF TENSOR [TENSOR ...]"""
import sys, numpy as np
from gguf import GGUFReader
from gguf.quants import dequantize
from onnxruntime.quantization.matmul_nbits_quantizer import DefaultWeightOnlyQuantConfig, DefaultWeightOnlyQuantizer
from onnxruntime.quantization.quant_utils import QuantFormat
path = sys.argv[1]; names = sys.argv[2:]
r = GGUFReader(path)
t = {x.name: x for x in r.tensors}
def deq(q, s, zp, bits, block, K, sym):
    N = q.shape[0]
    codes = np.stack([q & 15, q >> 4], -1).reshape(N, -1)[:, :]  # [N, kblocks*block]
    kb = s.shape[1]
    codes = codes.reshape(N, kb, block).astype(np.float32)
    if sym: z = np.full((N, kb), 8.0)
    else:
        z = np.stack([zp & 15, zp >> 4], -1).reshape(N, -1)[:, :kb].astype(np.float32)
    w = (codes - z[..., None]) * s[..., None]
    return w.reshape(N, -1)[:, :K].T
for name in names:
    x = t[name]
    W = dequantize(x.data, x.tensor_type).reshape([int(d) for d in reversed(x.shape)]).astype(np.float32)  # [N, K]
    W = W.T.copy()  # MatMul weight [K, N]
    K = W.shape[0]
    out = [f"{name} {x.tensor_type.name} {W.shape}"]
    for block in (128, 64, 32):
        for sym in (True, False):
            qz = DefaultWeightOnlyQuantizer(DefaultWeightOnlyQuantConfig(block_size=block, is_symmetric=sym, accuracy_level=4, quant_format=QuantFormat.QOperator, op_types_to_quantize=("MatMul",), bits=4))
            p, s, zp = qz.qbits_block_quant(W)
            Wq = deq(p.reshape(p.shape[0], -1), s, zp, 4, block, K, sym)
            err = np.linalg.norm(Wq - W) / np.linalg.norm(W)
            out.append(f"b{block}{'s' if sym else 'a'} {err:.4f}")
    print("  ".join(out), flush=True)
