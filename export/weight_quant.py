"""Quantize an fp32 graph's MatMul weights to MatMulNBits one weight at a time, streaming the rest.

The model builder quantizes int4/int8 graphs in memory (its ``to_nbits``): it turns the whole fp32 graph
into one ModelProto while the torch model is still loaded, then quantizes that copy, so a 1.5B export
held the weights three times over (14.6 GiB). Here the builder writes the fp32 graph instead (its save
streams tensor by tensor), and this pass reads each MatMul weight from the external-data file through a
memory map, packs it with onnxruntime's own ``DefaultWeightOnlyQuantizer`` (the one the builder calls),
writes the node its ``quantize_matmul`` would, and appends the result to the new data file: the peak is
one weight, not the model. tests/test_weight_quant.py checks the result against the builder's own
int4/int8 graph, tensor for tensor.

With ``table_bits=8`` the embedding table the builder leaves in float32 (an untied one, or a tied one at
int8) is stored as 8-bit blocks instead (``_int8_table``): a quarter of its bytes, and no speed, since a
decode step gathers one row of it.
"""

import mmap
import os
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, numpy_helper

from omnidraft.errors import OmniDraftError

# Each tensor of a page or more starts on a page, so a session can map it directly; smaller ones (norms,
# biases: read, not mapped) on a cache line, where a page each cost Gemma-3-270M's bundle 0.28 MB of padding.
ALIGN = 4096
SMALL_ALIGN = 64
TABLE_BLOCK = 32  # an 8-bit table's weights per scale: llama.cpp's Q8_0 block
TABLE_ROWS_AT_ONCE = 8192  # rows per slice: the quantization's temporaries are one slice, not more table copies
# How a MatMul weight's blocks are rounded (``--quantizer``), each with onnxruntime's own code:
# rtn: symmetric round to nearest, no zero points (the builder's; the default);
# rtn-asym: each block's own min and max, uint8 zero points (the same C++ kernel);
# k-quant: onnxruntime's k-quant search (llama.cpp's weighted least squares over the scale and min), uint8
#   zero points. Both asymmetric forms stay on MatMulNBits' fast path (integer zero points). HQQ's float
#   zero points leave it (37-55x slower, docs/results/gguf-blocks-carried), and GPTQ needs Intel Neural
#   Compressor and calibration runs of the whole graph: neither is offered.
QUANTIZERS = ("rtn", "rtn-asym", "k-quant")


class WeightSource:
    """A graph's external-data files, memory-mapped (read one tensor at a time)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.maps: dict[str, mmap.mmap] = {}

    def _bytes(self, tensor: TensorProto) -> tuple[mmap.mmap, int, int]:
        info = {e.key: e.value for e in tensor.external_data}
        name = info["location"]
        if name not in self.maps:
            with open(self.folder / name, "rb") as f:
                self.maps[name] = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        return self.maps[name], int(info.get("offset", 0)), int(info["length"])

    def _drop(self, mapped: mmap.mmap, offset: int, length: int) -> None:
        """Let the read pages go, so they do not stay resident (and counted) to the end."""
        start = offset - offset % mmap.PAGESIZE
        mapped.madvise(mmap.MADV_DONTNEED, start, length + offset - start)

    def array(self, tensor: TensorProto) -> np.ndarray:
        """``tensor``'s values, copied out of the map."""
        if tensor.data_location != TensorProto.EXTERNAL:
            return numpy_helper.to_array(tensor)
        mapped, offset, length = self._bytes(tensor)
        dtype = onnx.helper.tensor_dtype_to_np_dtype(tensor.data_type)
        values = np.frombuffer(mapped, dtype=dtype, count=length // dtype.itemsize, offset=offset)
        out = values.reshape(tuple(tensor.dims)).copy()
        self._drop(mapped, offset, length)
        return out

    def raw(self, tensor: TensorProto) -> bytes:
        mapped, offset, length = self._bytes(tensor)
        data = mapped[offset:offset + length]
        self._drop(mapped, offset, length)
        return data

    def close(self) -> None:
        for m in self.maps.values():
            m.close()


class WeightSink:
    """The new external-data file, written tensor by tensor."""

    def __init__(self, path: Path):
        self.path = path
        self.file = open(path, "wb")

    def put(self, tensor: TensorProto, data: bytes) -> TensorProto:
        """``tensor`` with ``data`` moved into the file (its raw bytes cleared)."""
        pad = -self.file.tell() % (ALIGN if len(data) >= ALIGN else SMALL_ALIGN)
        self.file.write(b"\0" * pad)
        offset = self.file.tell()
        self.file.write(data)
        out = TensorProto()
        out.CopyFrom(tensor)
        out.ClearField("raw_data")
        del out.external_data[:]
        out.data_location = TensorProto.EXTERNAL
        for key, value in (("location", self.path.name), ("offset", str(offset)), ("length", str(len(data)))):
            entry = out.external_data.add()
            entry.key, entry.value = key, value
        return out

    def put_array(self, name: str, values: np.ndarray) -> TensorProto:
        """A new initializer ``name`` holding ``values``, written straight from the array."""
        header = TensorProto(name=name, dims=values.shape,
                             data_type=onnx.helper.np_dtype_to_tensor_dtype(values.dtype))
        return self.put(header, memoryview(np.ascontiguousarray(values)).cast("B"))

    def close(self) -> None:
        self.file.flush()
        os.fsync(self.file.fileno())
        self.file.close()


def quantize_graph(src: Path, dst: Path, bits: int, block_size: int, accuracy_level: int,
                   table_bits: int | None = None, quantizer: str = "rtn") -> None:
    """Write ``dst`` (and ``dst``.data): ``src``'s graph with every MatMul whose second input is an
    initializer replaced by a ``bits``-bit MatMulNBits at ``block_size``, rounded by ``quantizer`` (see
    QUANTIZERS; "rtn" is the builder's own); with ``table_bits=8``, the embedding table it keeps in float32
    as 8-bit blocks too."""
    if quantizer not in QUANTIZERS:
        raise OmniDraftError(f"quantizer {quantizer!r}: choose one of {', '.join(QUANTIZERS)}")
    model = onnx.load(src, load_external_data=False)
    graph = model.graph
    block_quant = _block_quantizer(quantizer, bits, block_size, accuracy_level)
    initializers = {t.name: t for t in graph.initializer}
    uses: dict[str, int] = {}
    for node in graph.node:
        for name in node.input:
            uses[name] = uses.get(name, 0) + 1
    source, sink = WeightSource(src.parent), WeightSink(dst.with_name(dst.name + ".data"))
    try:
        nodes, written, replaced = [], [], {}
        for node in graph.node:
            weight = initializers.get(node.input[1]) if node.op_type == "MatMul" and len(node.input) == 2 else None
            if weight is None or weight.data_type != TensorProto.FLOAT or len(weight.dims) != 2:
                nodes.append(node)
                continue
            values = source.array(weight)
            packed, scales, zero_points = block_quant(values)
            del values
            inputs = [node.input[0], f"{weight.name}_Q{bits}", f"{weight.name}_scales"]
            inputs += [f"{weight.name}_zero_points"] if zero_points is not None else []
            quantized = onnx.helper.make_node(
                "MatMulNBits", inputs, [node.output[0]],
                name=f"{node.name}_Q{bits}", domain="com.microsoft", K=weight.dims[0], N=weight.dims[1], bits=bits,
                block_size=block_size, **({"accuracy_level": accuracy_level} if accuracy_level else {}))
            nodes.append(quantized)
            written += [sink.put_array(quantized.input[1], packed), sink.put_array(quantized.input[2], scales)]
            if zero_points is not None:
                written.append(sink.put_array(quantized.input[3], zero_points))
            uses[weight.name] -= 1
            replaced[weight.name] = quantized
        nodes = _tie_embedding(nodes, replaced, uses, bits, block_size, source, sink, initializers, written,
                               table_bits)
        if table_bits == 8:
            nodes = [_int8_table(node, initializers, source, sink, written, uses, replaced) for node in nodes]
        for tensor in graph.initializer:
            if tensor.name in replaced and uses[tensor.name] == 0:
                continue
            if tensor.data_location == TensorProto.EXTERNAL:
                written.append(sink.put(tensor, source.raw(tensor)))
            else:
                written.append(tensor)
    finally:
        source.close()
        sink.close()
    del graph.node[:]
    graph.node.extend(nodes)
    del graph.initializer[:]
    graph.initializer.extend(written)
    onnx.save(model, dst)


def _block_quantizer(quantizer: str, bits: int, block_size: int, accuracy_level: int):
    """A function from a weight [K, N] to MatMulNBits' packed codes [N, blocks, block bytes], scales [N, blocks]
    and packed uint8 zero points [N, ceil(blocks * bits / 8)] (None where symmetric: the op's default)."""
    if quantizer == "k-quant":
        return lambda values: _k_quant(values, bits, block_size)
    from onnxruntime.quantization.matmul_nbits_quantizer import (DefaultWeightOnlyQuantConfig,
                                                                 DefaultWeightOnlyQuantizer)
    from onnxruntime.quantization.quant_utils import QuantFormat

    symmetric = quantizer == "rtn"
    rtn = DefaultWeightOnlyQuantizer(DefaultWeightOnlyQuantConfig(
        block_size=block_size, is_symmetric=symmetric, accuracy_level=accuracy_level,
        quant_format=QuantFormat.QOperator, op_types_to_quantize=("MatMul",), bits=bits))

    def quantize(values):
        packed, scales, zero_points = rtn.qbits_block_quant(np.ascontiguousarray(values))  # as quantize_matmul
        return packed, scales, None if symmetric else zero_points
    return quantize


def _k_quant(values: np.ndarray, bits: int, block_size: int):
    """onnxruntime's k-quant search, TABLE_ROWS_AT_ONCE output columns at a time (its temporaries are
    float64 copies of what it is given), packed as ``_block_quantizer`` says."""
    from onnxruntime.quantization.neural_compressor.weight_only import quant_tensor_k_quant_cpu

    k, n = values.shape
    blocks = -(-k // block_size)
    per_byte = 8 // bits
    packed = np.empty((n, blocks, block_size // per_byte), np.uint8)
    scales = np.empty((n, blocks), np.float32)
    zero_points = np.empty((n, -(-blocks // per_byte)), np.uint8)
    for start in range(0, n, TABLE_ROWS_AT_ONCE):
        columns = np.zeros((min(TABLE_ROWS_AT_ONCE, n - start), blocks * block_size), np.float32)
        columns[:, :k] = values[:, start:start + len(columns)].T
        with np.errstate(divide="ignore", invalid="ignore"):  # a degenerate step of its search: never chosen
            codes, scale, zero = quant_tensor_k_quant_cpu(columns, bits, block_size)
        codes = codes.astype(np.uint8).reshape(len(columns), blocks, block_size)
        zero = zero.reshape(len(columns), blocks)
        end = start + len(columns)
        scales[start:end] = scale.reshape(len(columns), blocks)
        if bits == 4:  # two codes a byte, the lower one first; a missing last zero point is the default 8
            packed[start:end] = codes[..., ::2] | codes[..., 1::2] << 4
            zero = np.concatenate([zero, np.full((len(columns), blocks % 2), 8, np.uint8)], axis=1)
            zero_points[start:end] = zero[:, ::2] | zero[:, 1::2] << 4
        else:
            packed[start:end], zero_points[start:end] = codes, zero
    return packed, scales, zero_points


def _tie_embedding(nodes, replaced, uses, bits, block_size, source, sink, initializers, written,
                   table_bits: int | None = None) -> list:
    """A tied embedding as the builder writes it. At fp32 it gathers from ``Transpose(head weight)``; the
    builder's int4 graph gathers from the head's own 4-bit blocks instead (GatherBlockQuantized over
    them, reshaped to [vocab, K/2]), and its int8 graph from a separate fp32 table (GatherBlockQuantized
    takes 4 bits only there), which ``table_bits=8`` stores in 8-bit blocks."""
    producers = {out: node for node in nodes for out in node.output}
    result = []
    for node in nodes:
        source_node = producers.get(node.input[0]) if node.op_type == "Gather" else None
        head = None
        if source_node is not None and source_node.op_type == "Transpose" and source_node.input[0] in replaced:
            head = replaced[source_node.input[0]]
        if head is None:
            result.append(node)
            continue
        prefix = node.name.rsplit("/", 1)[0]
        if uses.get(source_node.output[0], 0) > 1:
            raise OmniDraftError(f"{source_node.name}'s output has consumers besides the embedding")
        result = [n for n in result if n is not source_node]
        uses[source_node.input[0]] -= 1
        if bits == 4:
            k = next(a.i for a in head.attribute if a.name == "K")
            n = next(a.i for a in head.attribute if a.name == "N")
            padded = -(-k // block_size) * block_size  # the head's rows hold whole blocks
            shape = [n, padded * bits // 8]
            reshaped = f"{prefix}/Reshape/output_0"
            gathered = f"{prefix}/GatherBlockQuantized/output_0"
            result += _constants(producers, shape)
            result.append(onnx.helper.make_node("Reshape", [head.input[1], _constant_name(shape)], [reshaped],
                                                name=f"{prefix}/Reshape"))
            result.append(onnx.helper.make_node(
                "GatherBlockQuantized", [reshaped, node.input[1], *head.input[2:4]], [gathered],
                name=f"{prefix}/GatherBlockQuantized", domain="com.microsoft", bits=4, block_size=block_size,
                gather_axis=0, quantize_axis=1))
            if padded != k:  # the padding off again
                result += _constants(producers, [0], [k], [-1])
                sliced = f"{prefix}/Slice/output_0"
                result.append(onnx.helper.make_node(
                    "Slice", [gathered, _constant_name([0]), _constant_name([k]), _constant_name([-1])], [sliced],
                    name=f"{prefix}/Slice"))
                gathered = sliced
        elif table_bits == 8 and initializers[source_node.input[0]].dims[0] % TABLE_BLOCK == 0:
            gathered = node.output[0]
            result.append(_int8_gather("model.embed_tokens.weight",
                                       source.array(initializers[source_node.input[0]]).T, node, sink, written))
        else:
            table = sink.put_array("model.embed_tokens.weight", source.array(initializers[source_node.input[0]]).T)
            written.append(table)
            gathered = node.output[0]
            result.append(onnx.helper.make_node("Gather", [table.name, node.input[1]], [gathered], name=node.name))
        for later in nodes:
            for i, name in enumerate(later.input):
                if name == node.output[0]:
                    later.input[i] = gathered
    return result


def _int8_table(node, initializers, source, sink, written, uses, replaced):
    """``node`` itself, or, where it gathers rows of a float32 embedding table, the same gather over that
    table in 8-bit blocks (``_int8_gather``)."""
    table = initializers.get(node.input[0]) if node.op_type == "Gather" else None
    if (table is None or not table.name.endswith("embed_tokens.weight") or table.data_type != TensorProto.FLOAT
            or len(table.dims) != 2 or table.dims[1] % TABLE_BLOCK):
        return node
    uses[table.name] -= 1
    replaced[table.name] = node  # its one reader is gone, so the float32 table is not written
    return _int8_gather(table.name, source.array(table), node, sink, written)


def _int8_gather(name: str, values: np.ndarray, node, sink, written):
    """GatherBlockQuantized over ``values`` [rows, width] in symmetric 8-bit blocks of TABLE_BLOCK: uint8
    codes around the op's default zero point 128 and a float32 scale (absmax / 127) per block, quantized
    TABLE_ROWS_AT_ONCE rows at a time; inputs and outputs as the Gather ``node`` it replaces."""
    rows, width = values.shape
    codes = np.empty((rows, width), np.uint8)
    scales = np.empty((rows, width // TABLE_BLOCK), np.float32)
    for start in range(0, rows, TABLE_ROWS_AT_ONCE):
        blocks = np.asarray(values[start:start + TABLE_ROWS_AT_ONCE], np.float32).reshape(-1, width // TABLE_BLOCK,
                                                                                          TABLE_BLOCK)
        scale = np.abs(blocks).max(axis=-1) / 127.0
        steps = np.rint(blocks / np.where(scale == 0, 1.0, scale)[..., None])
        codes[start:start + len(blocks)] = (steps + 128).reshape(len(blocks), width).astype(np.uint8)
        scales[start:start + len(blocks)] = scale
    written += [sink.put_array(f"{name}_Q8", codes), sink.put_array(f"{name}_scales", scales)]
    return onnx.helper.make_node(
        "GatherBlockQuantized", [f"{name}_Q8", node.input[1], f"{name}_scales"], list(node.output),
        name=node.name.rsplit("/", 1)[0] + "/GatherBlockQuantized", domain="com.microsoft", bits=8,
        block_size=TABLE_BLOCK, gather_axis=0, quantize_axis=1)


def _constant_name(values: list[int]) -> str:
    return f"/model/constants/INT64/{values}"


def _constants(producers: dict, *arrays: list[int]) -> list:
    """The builder's named INT64 Constant nodes for ``arrays``, those the graph does not have yet."""
    nodes = []
    for values in arrays:
        name = _constant_name(values)
        if name not in producers:
            nodes.append(onnx.helper.make_node("Constant", [], [name], name=f"/model/constant_nodes/INT64/{values}",
                                               value=numpy_helper.from_array(np.array(values, dtype=np.int64), name)))
            producers[name] = nodes[-1]
    return nodes
