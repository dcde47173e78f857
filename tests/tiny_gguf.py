"""Tiny GGUF files made from the zoo's tiny models, with a mix of quantized types, and their carried bundles.

llama.cpp's own converter (convert_hf_to_gguf.py from the pinned sdist, tools/llamacpp.ensure_source)
writes an f32 GGUF of the tiny checkpoint; gguf's numpy quantizer then stores each matrix in one of
Q4_0, Q4_1, Q5_0, Q5_1, Q8_0 in turn (the k-quants need rows of 256, wider than these models). The
bundle is exported from that .gguf file the way a user's GGUF is, so its blocks are carried.
"""

import subprocess
import sys
from pathlib import Path

from tests import zoo

ROTATION = ("Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0")


def requantize(f32: Path, out: Path) -> dict[str, str]:
    """Copy ``f32`` to ``out`` with every 2-d weight but the norms quantized, types in ROTATION order."""
    import gguf
    from gguf import GGMLQuantizationType as T, quants

    reader = gguf.GGUFReader(f32)
    arch = reader.fields[gguf.Keys.General.ARCHITECTURE]
    writer = gguf.GGUFWriter(out, bytes(arch.parts[arch.data[0]]).decode())
    for field in reader.fields.values():
        if field.name == gguf.Keys.General.ARCHITECTURE or field.name.startswith("GGUF."):
            continue
        kind = field.types[0]
        sub = field.types[-1] if kind == gguf.GGUFValueType.ARRAY else None
        writer.add_key_value(field.name, field.contents(), kind, sub_type=sub)
    types = {}
    for i, t in enumerate(reader.tensors):
        data = t.data
        if len(data.shape) == 2 and t.tensor_type == T.F32:
            qtype = T[ROTATION[i % len(ROTATION)]]
            types[t.name] = qtype.name
            writer.add_tensor(t.name, quants.quantize(data, qtype), raw_dtype=qtype)
        else:
            writer.add_tensor(t.name, data, raw_dtype=t.tensor_type)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return types


def tiny_gguf(family: str, model: Path | None = None) -> Path:
    """The tiny ``family`` model (or the checkpoint ``model``) as a mixed-type GGUF, cached beside it."""
    from omnidraft.tools.llamacpp import ensure_source

    model = model or zoo.tiny_model_dir(family)
    out = model.parent / f"{model.name}-mixed.gguf"
    if out.exists():
        return out
    f32 = model.parent / f"{model.name}-f32.gguf"
    subprocess.run([sys.executable, str(ensure_source() / "convert_hf_to_gguf.py"), str(model), "--outtype", "f32",
                    "--outfile", str(f32)], check=True, capture_output=True)
    partial = out.with_suffix(".partial")
    requantize(f32, partial)
    partial.rename(out)
    f32.unlink()
    return out


def tiny_gguf_bundle(family: str, weights: str = "carry") -> Path:
    """An int4 bundle exported from tiny_gguf(family): the GGUF's blocks carried, as MatMulNBits forms
    (``weights="carry"``) or as its own rows for the op library's kernels ("ggml"); re-exported when the exporter
    revision changes."""
    from omnidraft.export.pipeline import EXPORTER_REVISION, export_bundle, exporter_revision

    out = zoo.tiny_bundle(family).parent / f"tiny-gguf-{family}{'' if weights == 'carry' else '-' + weights}"
    if exporter_revision(out) != EXPORTER_REVISION:
        export_bundle(str(tiny_gguf(family)), "int4", out, min_agreement=0.0, parity_limit=1, progress=False,
                      overwrite=out.exists(), weights=weights)
    return out
