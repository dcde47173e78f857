"""Relative L2 weight error (||W_q - W|| / ||W||) of symmetric RTN, asymmetric RTN and k-quant at one block size,
against the dequantized GGUF checkpoint. Usage: python weight_error.py HF_DIR BLOCK NAME... (substrings of tensor names)."""
import sys, numpy as np, time
from safetensors.numpy import load_file
from onnxruntime.quantization.matmul_nbits_quantizer import DefaultWeightOnlyQuantConfig, DefaultWeightOnlyQuantizer
from onnxruntime.quantization.quant_utils import QuantFormat
from onnxruntime.quantization.neural_compressor.weight_only import quant_tensor_k_quant_cpu
import glob
d = sys.argv[1]; bs = int(sys.argv[2]); names = sys.argv[3:]
w = {}
for f in glob.glob(d + "/*.safetensors"):
    w.update(load_file(f))
def deq_default(W, sym):
    q = DefaultWeightOnlyQuantizer(DefaultWeightOnlyQuantConfig(block_size=bs, is_symmetric=sym, accuracy_level=4, quant_format=QuantFormat.QOperator, bits=4))
    p, s, zp = q.qbits_block_quant(W)
    K, N = W.shape; nb = p.shape[1]
    codes = np.stack([p & 15, p >> 4], -1).reshape(N, nb, bs).astype(np.float32)
    if sym: z = np.full((N, nb), 8.0)
    else:
        zz = np.stack([zp & 15, zp >> 4], -1).reshape(N, -1)[:, :nb].astype(np.float32); z = zz
    return ((codes - z[..., None]) * s.reshape(N, nb)[..., None]).reshape(N, nb*bs)[:, :K].T
def deq_k(W):
    K, N = W.shape
    q, s, zp = quant_tensor_k_quant_cpu(W.T.copy(), 4, bs)
    return ((q - zp) * s).reshape(N, K).T
for n in names:
    key = [k for k in w if n in k][0]
    W = np.ascontiguousarray(w[key].T.astype(np.float32))  # (K, N)
    norm = np.linalg.norm(W)
    r = {}
    for name, f in (("sym", lambda: deq_default(W, True)), ("asym", lambda: deq_default(W, False)), ("kq", lambda: deq_k(W))):
        t = time.time(); D = f(); r[name] = (np.linalg.norm(D - W) / norm, time.time() - t)
    print(key, W.shape, {k: (round(v[0], 4), round(v[1], 2)) for k, v in r.items()})
