"""A GGUF's quantized blocks carried over to onnxruntime's MatMulNBits / GatherBlockQuantized, unrounded.

Every GGUF type this module carries dequantizes as ``w = scale * q + offset`` per block of the K
(input) axis, with integer codes ``q``. Each becomes codes in MatMulNBits' packing, a float32 scale per
block, and either an integer zero point (``w = scale * (q - z)``: Q4_0, Q5_0, Q8_0, Q6_K) or, for the
types with a per-block minimum (Q4_1, Q5_1, Q4_K, Q5_K), zero point 0 and a float32 offset per block:

    type   codes      MatMulNBits form            dequantization, as gguf's own
    Q4_0   4 bit      4-bit, block 32, zp 8       d * (q - 8)
    Q4_1   4 bit      4-bit, block 32, + offset   d * q + m
    Q5_0   5 bit      8-bit, block 32, zp 16      d * (q - 16)
    Q5_1   5 bit      8-bit, block 32, + offset   d * q + m
    Q8_0   int8       8-bit, block 32, zp 128     d * (q - 128)      (q = int8 + 128)
    Q4_K   4 bit      4-bit, block 32, + offset   (d*sc) * q - (dmin*m)
    Q5_K   5 bit      8-bit, block 32, + offset   (d*sc) * q - (dmin*m)
    Q6_K   6 bit      8-bit, block 16, zp 32      (d*sc) * (q - 32)

Why an offset and not MatMulNBits' float zero point (its schema, onnxruntime 1.31.1, takes uint8, float16,
float or bfloat16 zero points): on CPU a float zero point sends the op to its unpacked path, which
dequantizes the whole matrix on every call (27-80x slower on a 4864 x 896 matrix) and refuses 8 bits
outright ("Only 2b and 4b quantization is supported for unpacked compute"). So the graph computes
``A @ (scale * q)^T`` with MatMulNBits (zero point 0, accuracy level 4 stays fast) and adds the offsets'
share, ``blocksum(A) @ offset^T``, with a small float32 MatMul (export/carry.py). Both terms are exact in
real arithmetic; in float32 ``scale * q + offset`` is the same two roundings gguf's numpy reference does,
which the tests check bit for bit.

Not carried (no form without rounding again): Q2_K, Q3_K (2/3-bit codes with 4-bit sub-block scales fit
MatMulNBits, but not yet written), the IQ* and TQ* types (codebook lookups, not affine codes), MXFP4/NVFP4.
Such tensors keep the requantized weights the exporter wrote, and the manifest lists them.
"""

from dataclasses import dataclass

import numpy as np

from omnidraft.errors import OmniDraftError

QK_K = 256


@dataclass
class Carried:
    """One weight matrix [N, K] in MatMulNBits terms: ``w[n, k] = scales[n, b] * (q[n, k] - zero_points[n, b])
    + offsets[n, b]`` with b = k // block_size (offsets None: none)."""

    gguf_type: str
    bits: int
    block_size: int
    q: np.ndarray            # uint8 [N, K] codes, unpacked
    scales: np.ndarray       # float32 [N, K // block_size]
    zero_points: np.ndarray  # uint8 [N, K // block_size]
    offsets: np.ndarray | None  # float32 [N, K // block_size] or None
    # k-quants: scales = d * sub and offsets = -(dmin * sub_min), d / dmin float16 per 256 weights and
    # sub / sub_min small integers per block, as the GGUF stores them. A float32 product is not exact in
    # float16, so the graph stores these factors and multiplies them (folded once when a session loads):
    # 0.31 bits per weight for each of scales and offsets instead of 1 (carry.py's _Graph.factored)
    scale_factors: tuple[np.ndarray, np.ndarray] | None = None   # float16 [N, K // 256], int [N, K // block]
    offset_factors: tuple[np.ndarray, np.ndarray] | None = None  # the same for -offsets

    @property
    def shape(self) -> tuple[int, int]:
        return self.q.shape

    def rows(self, index) -> "Carried":
        """The rows ``index`` (a permutation or slice), same form."""
        def pick(factors):
            return None if factors is None else (factors[0][index], factors[1][index])

        return Carried(self.gguf_type, self.bits, self.block_size, self.q[index], self.scales[index],
                       self.zero_points[index], None if self.offsets is None else self.offsets[index],
                       pick(self.scale_factors), pick(self.offset_factors))

    def dequantize(self) -> np.ndarray:
        """float32 [N, K] in the order of operations the graph uses (MatMulNBits, then + offset)."""
        n, k = self.q.shape
        nb = k // self.block_size
        q = self.q.reshape(n, nb, self.block_size).astype(np.float32)
        w = (q - self.zero_points[..., None].astype(np.float32)) * self.scales[..., None]
        if self.offsets is not None:
            w = w + self.offsets[..., None]
        return w.reshape(n, k)

    def packed_b(self) -> np.ndarray:
        """MatMulNBits' B: uint8 [N, k_blocks, block_size * bits / 8], 4-bit codes low nibble first."""
        n, k = self.q.shape
        q = self.q.reshape(n, k // self.block_size, self.block_size)
        if self.bits == 8:
            return np.ascontiguousarray(q)
        return np.ascontiguousarray(q[..., 0::2] | (q[..., 1::2] << np.uint8(4)))

    def packed_zero_points(self) -> np.ndarray:
        """MatMulNBits' uint8 zero points: [N, ceil(k_blocks * bits / 8)], packed like B."""
        z = self.zero_points
        if self.bits == 8:
            return np.ascontiguousarray(z)
        if z.shape[1] % 2:
            z = np.concatenate([z, np.zeros((z.shape[0], 1), np.uint8)], axis=1)
        return np.ascontiguousarray(z[:, 0::2] | (z[:, 1::2] << np.uint8(4)))

    @property
    def nbytes(self) -> int:
        return self.packed_b().nbytes + self.scales.nbytes + self.packed_zero_points().nbytes + (
            0 if self.offsets is None else self.offsets.nbytes)


def _f16(raw: np.ndarray) -> np.ndarray:
    return raw.view(np.float16).astype(np.float32)


def _codes(gguf_type, blocks: np.ndarray, header: dict[tuple[int, int], bytes]) -> np.ndarray:
    """The integer codes of ``blocks`` (uint8 [n_blocks, type_size]), unpacked by gguf's own dequantize:
    the header bytes that hold scales and minimums are overwritten so it returns ``q`` itself."""
    from gguf import quants

    b = blocks.copy()
    for (start, stop), value in header.items():
        b[:, start:stop] = np.frombuffer(value, np.uint8)
    return quants.dequantize(b, gguf_type)


ONE_F16 = np.float16(1).tobytes()
ZERO_F16 = np.float16(0).tobytes()
# Q4_K / Q5_K packed 6-bit sub-block scales and mins: every scale 1, every min 0 (see gguf's get_scale_min)
K_SCALES_ONE = bytes([1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1])


def carry(gguf_type, raw: np.ndarray, shape: tuple[int, int]) -> Carried:
    """``raw``: a GGUF tensor's bytes (uint8, as gguf's reader gives them, any shape) holding a matrix of
    ``shape`` = (N rows, K columns; the GGUF's ne[1], ne[0]). Raises OmniDraftError for a type with no
    carried form or bytes of the wrong size."""
    from gguf import GGML_QUANT_SIZES, GGMLQuantizationType as T

    try:
        gguf_type = T(gguf_type)
    except ValueError:
        raise OmniDraftError(f"GGUF tensor type {gguf_type!r} is unknown to gguf; cannot carry its blocks") from None
    name = gguf_type.name
    if gguf_type not in CARRIED_TYPES:
        raise OmniDraftError(f"GGUF type {name} has no carried MatMulNBits form (carried: "
                             f"{', '.join(t.name for t in CARRIED_TYPES)})")
    n, k = shape
    block, type_size = GGML_QUANT_SIZES[gguf_type]
    if k % block:
        raise OmniDraftError(f"{name} tensor of shape {shape}: {k} columns are not whole {block}-blocks")
    raw = np.ascontiguousarray(raw).view(np.uint8).reshape(-1)
    want = n * k // block * type_size
    if raw.size != want:
        raise OmniDraftError(f"{name} tensor of shape {shape}: {raw.size} bytes where {want} were expected "
                             "(damaged or truncated GGUF?)")
    blocks = raw.reshape(-1, type_size)
    nb = n * k // block

    def finish(bits, sub, q, scales, zp, offsets=None, scale_factors=None, offset_factors=None):
        q = np.rint(q).astype(np.int32)
        lo, hi = 0, (1 << bits) - 1
        if q.min() < lo or q.max() > hi:
            raise OmniDraftError(f"{name}: codes outside {bits} bits (damaged blocks?)")
        per_row = k // sub
        return Carried(name, bits, sub, q.astype(np.uint8).reshape(n, k),
                       np.ascontiguousarray(scales, np.float32).reshape(n, per_row),
                       np.broadcast_to(np.uint8(zp), (n, per_row)).copy() if np.isscalar(zp) else zp,
                       None if offsets is None else np.ascontiguousarray(offsets, np.float32).reshape(n, per_row),
                       scale_factors, offset_factors)

    def factors(d_field, sub):  # one float16 per 256 weights, one integer per block, both by row
        return np.ascontiguousarray(d_field).view(np.float16).reshape(n, k // QK_K), sub.reshape(n, -1)

    if gguf_type == T.Q4_0:  # d(f16) qs[16]
        q = _codes(gguf_type, blocks, {(0, 2): ONE_F16}) + 8
        return finish(4, 32, q, _f16(blocks[:, 0:2]), 8)
    if gguf_type == T.Q4_1:  # d m qs[16]
        q = _codes(gguf_type, blocks, {(0, 2): ONE_F16, (2, 4): ZERO_F16})
        return finish(4, 32, q, _f16(blocks[:, 0:2]), 0, _f16(blocks[:, 2:4]))
    if gguf_type == T.Q5_0:  # d qh[4] qs[16]
        q = _codes(gguf_type, blocks, {(0, 2): ONE_F16}) + 16
        return finish(8, 32, q, _f16(blocks[:, 0:2]), 16)
    if gguf_type == T.Q5_1:  # d m qh[4] qs[16]
        q = _codes(gguf_type, blocks, {(0, 2): ONE_F16, (2, 4): ZERO_F16})
        return finish(8, 32, q, _f16(blocks[:, 0:2]), 0, _f16(blocks[:, 2:4]))
    if gguf_type == T.Q8_0:  # d qs[32] int8
        q = _codes(gguf_type, blocks, {(0, 2): ONE_F16}) + 128
        return finish(8, 32, q, _f16(blocks[:, 0:2]), 128)
    if gguf_type in (T.Q4_K, T.Q5_K):  # d dmin scales[12] (qh[32]) qs[128]
        from gguf.quants import Q4_K

        q = _codes(gguf_type, blocks, {(0, 2): ONE_F16, (2, 4): ZERO_F16, (4, 16): K_SCALES_ONE})
        sc, m = Q4_K.get_scale_min(blocks[:, 4:16])
        # the same float32 products gguf's dequantize forms: d * sc and dmin * m
        scales = _f16(blocks[:, 0:2]) * sc.astype(np.float32)
        offsets = -(_f16(blocks[:, 2:4]) * m.astype(np.float32))
        return finish(4 if gguf_type == T.Q4_K else 8, 32, q, scales.reshape(nb, 8), 0, offsets.reshape(nb, 8),
                      factors(blocks[:, 0:2], sc.astype(np.uint8)), factors(blocks[:, 2:4], m.astype(np.uint8)))
    if gguf_type == T.Q6_K:  # ql[128] qh[64] scales[16] int8, d(f16)
        q = _codes(gguf_type, blocks, {(192, 208): bytes([1] * 16), (208, 210): ONE_F16}) + 32
        scales = _f16(blocks[:, 208:210]) * blocks[:, 192:208].view(np.int8).astype(np.float32)
        return finish(8, 16, q, scales.reshape(nb, 16), 32, None,
                      factors(blocks[:, 208:210], blocks[:, 192:208].view(np.int8)))
    raise AssertionError(name)


def _carried_types():
    from gguf import GGMLQuantizationType as T

    return (T.Q4_0, T.Q4_1, T.Q5_0, T.Q5_1, T.Q8_0, T.Q4_K, T.Q5_K, T.Q6_K)


CARRIED_TYPES = _carried_types()
CARRIED_TYPE_NAMES = tuple(t.name for t in CARRIED_TYPES)
# rows of a matrix parsed (and checked against the checkpoint, export/carry.py) at once: the per-weight
# float temporaries stay one slice (4.3 GB for the whole of the 1.5B's 151,936-row table)
CARRY_ROWS = 8192


def concat_rows(parts: list[Carried]) -> Carried:
    """The parts' rows one after another (a fused node's q, k, v; a matrix parsed in slices)."""
    first = parts[0]
    offsets = None
    if any(p.offsets is not None for p in parts):
        offsets = np.concatenate([p.offsets if p.offsets is not None else np.zeros_like(p.scales) for p in parts])
    def factors(field):  # kept only where every part has them (a Q5_K beside a Q8_0 has no factors)
        got = [getattr(p, field) for p in parts]
        if any(f is None for f in got) or len({f[1].dtype for f in got}) > 1:
            return None
        return np.concatenate([f[0] for f in got]), np.concatenate([f[1] for f in got])

    return Carried("+".join(dict.fromkeys(p.gguf_type for p in parts)), first.bits, first.block_size,
                   np.concatenate([p.q for p in parts]), np.concatenate([p.scales for p in parts]),
                   np.concatenate([p.zero_points for p in parts]), offsets, factors("scale_factors"),
                   factors("offset_factors"))


def tensor_rows(tensor) -> tuple[int, np.ndarray]:
    """A ``gguf.GGUFReader`` matrix's row length K and its rows as stored: uint8 [N, row bytes] (rows =
    ne[1], columns = ne[0])."""
    ne = [int(x) for x in tensor.shape]
    if len(ne) != 2:
        raise OmniDraftError(f"{tensor.name}: {len(ne)}-d tensor, only matrices are carried")
    (k, n), raw = ne, np.asarray(tensor.data)
    if raw.size % n:
        carry(tensor.tensor_type, raw, (n, k))  # bytes that are not whole rows: carry says why
    return k, raw.reshape(n, -1).view(np.uint8)


def carry_slices(gguf_type, rows: np.ndarray, k: int):
    """Carried matrices of ``rows`` (uint8 [N, row bytes], as tensor_rows gives them), CARRY_ROWS rows each."""
    for a in range(0, len(rows), CARRY_ROWS):
        yield carry(gguf_type, rows[a:a + CARRY_ROWS], (min(CARRY_ROWS, len(rows) - a), k))


def carry_tensor(tensor) -> Carried:
    """A ``gguf.GGUFReader`` tensor as one Carried matrix, parsed CARRY_ROWS rows at a time."""
    k, rows = tensor_rows(tensor)
    return concat_rows(list(carry_slices(tensor.tensor_type, rows, k)))
