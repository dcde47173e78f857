"""onnxruntime-genai's builder as export/builder_main.py ran it at 0a79568: int4 in memory, no page-out."""
import runpy

from transformers import AutoConfig

from omnidraft.export import builder_main

real = AutoConfig.from_pretrained.__func__
AutoConfig.from_pretrained = classmethod(lambda cls, *a, **k: builder_main.normalize(real(cls, *a, **k)))
builder_main.fix_builders()
runpy.run_module("onnxruntime_genai.models.builder", run_name="__main__", alter_sys=True)
