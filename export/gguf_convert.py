"""``python -m omnidraft.export.gguf_convert GGUF OUT``: a GGUF dequantized into an fp32 Hugging Face
checkpoint at OUT, one tensor at a time. export/loader.py runs it as a child process, so the
conversion's memory is measured alone and returned when it ends; exit 2 with ``error: ...`` on a
GGUF it cannot convert.

It uses transformers' own GGUF reading (config, tokenizer, name map, the per-architecture tensor
processor that undoes llama.cpp's row permutations) and gguf's ``dequantize``, as from_pretrained does,
but writes each tensor out as soon as it is made: from_pretrained holds the whole fp32 model (and the
file) in memory, 9 GB for a 1.5B model. tests/test_loader.py checks the result against
from_pretrained's.
"""

import json
import sys
import time
from pathlib import Path

import numpy as np

from omnidraft.atomic import staging_dir
from omnidraft.errors import OmniDraftError
from omnidraft.export.memory import kept_paged_out


def convert(gguf: Path, out: Path) -> None:
    """Write the checkpoint into ``out`` (complete, or absent on any failure)."""
    import torch
    from gguf import GGUFReader, dequantize
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
    from transformers.modeling_gguf_pytorch_utils import (TENSOR_PROCESSORS, TensorProcessor,
                                                          get_gguf_hf_weights_map, load_gguf_checkpoint, read_field)

    t0 = time.time()
    try:
        config = AutoConfig.from_pretrained(gguf.parent, gguf_file=gguf.name)
        tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        parsed = load_gguf_checkpoint(gguf, return_tensors=False)
        reader = GGUFReader(gguf)
    except (ValueError, KeyError, RuntimeError, OSError) as e:
        raise OmniDraftError(f"{gguf}: transformers cannot load this GGUF ({str(e)[:300]}); check that the file "
                             "is complete and its architecture is one transformers reads from GGUF") from e
    if hasattr(config, "quantization_config"):
        del config.quantization_config  # the checkpoint written here is plain fp32
    config.dtype = torch.float32
    with torch.device("meta"):
        skeleton = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    config.architectures = [type(skeleton).__name__]
    processor = TENSOR_PROCESSORS.get(read_field(reader, "general.architecture")[0], TensorProcessor)(
        config=parsed["config"])
    names = get_gguf_hf_weights_map(skeleton, processor)
    parsed["tensors"] = {}  # where a processor puts tensors it assembles from several (MoE experts)
    with staging_dir(out, overwrite=True) as tmp, kept_paged_out(".gguf"), \
            SafetensorsWriter(tmp / "model.safetensors", len(reader.tensors)) as weights:
        for tensor in reader.tensors:
            result = processor.process(weights=_dequantized(tensor, dequantize), name=tensor.name,
                                       tensor_key_mapping=names, parsed_parameters=parsed)
            if result.name in names:
                weights.add(names[result.name], result.weights)
        for name, values in parsed.pop("tensors").items():
            weights.add(name, np.asarray(values))
        expected = set(skeleton.state_dict())
        missing = sorted(expected - weights.names - ({"lm_head.weight"} if config.tie_word_embeddings else set()))
        unexpected = sorted(weights.names - expected)
        if missing or unexpected:
            raise OmniDraftError(f"{gguf}: weights do not match the architecture (missing {missing[:5]}, "
                                 f"unexpected {unexpected[:5]})")
        config.save_pretrained(tmp)
        GenerationConfig.from_model_config(config).save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        (tmp / ".complete").write_text(json.dumps({"from": str(gguf), "seconds": round(time.time() - t0, 1)}))


def _dequantized(tensor, dequantize, rows_per_slice: int = 4096) -> np.ndarray:
    """gguf's ``dequantize`` of ``tensor``, a slice of rows at a time: its numpy code makes several
    temporaries of the output's size (2.6 GB beside a 151,936 x 1,536 table)."""
    data = tensor.data
    if data.ndim < 2 or data.shape[0] <= rows_per_slice:
        return dequantize(data, tensor.tensor_type)
    first = dequantize(data[:rows_per_slice], tensor.tensor_type)
    out = np.empty((data.shape[0], *first.shape[1:]), dtype=first.dtype)
    out[:rows_per_slice] = first
    for start in range(rows_per_slice, data.shape[0], rows_per_slice):
        out[start:start + rows_per_slice] = dequantize(data[start:start + rows_per_slice], tensor.tensor_type)
    return out


class SafetensorsWriter:
    """A safetensors file written one tensor at a time: the header's space is reserved up front (its JSON
    may end in spaces, as the format allows) and filled in at the end."""

    HEADER_BYTES_PER_TENSOR = 512

    def __init__(self, path: Path, count: int):
        self.path, self.reserved = path, 8 * -(-(count * self.HEADER_BYTES_PER_TENSOR + 64) // 8)
        self.header: dict[str, dict] = {}
        self.names: set[str] = set()
        self.size = 0

    def __enter__(self):
        self.file = open(self.path, "wb")
        self.file.seek(8 + self.reserved)
        return self

    def add(self, name: str, values) -> None:
        values = np.ascontiguousarray(values, dtype=np.float32)
        self.header[name] = {"dtype": "F32", "shape": list(values.shape),
                             "data_offsets": [self.size, self.size + values.nbytes]}
        self.names.add(name)
        self.file.write(memoryview(values).cast("B"))
        self.size += values.nbytes

    def __exit__(self, kind, value, trace):
        try:
            if kind is None:
                header = json.dumps({"__metadata__": {"format": "pt"}, **self.header}).encode()
                if len(header) > self.reserved:
                    raise OmniDraftError(f"{self.path.name}: {len(self.header)} tensors' header is {len(header)} "
                                         f"bytes, over the {self.reserved} reserved")
                self.file.seek(0)
                self.file.write(self.reserved.to_bytes(8, "little") + header.ljust(self.reserved, b" "))
        finally:
            self.file.close()


def main() -> None:
    gguf, out = Path(sys.argv[1]), Path(sys.argv[2])
    try:
        convert(gguf, out)
    except OmniDraftError as e:
        print(f"error: {e}", file=sys.stderr)
        raise SystemExit(2) from None


if __name__ == "__main__":
    main()
