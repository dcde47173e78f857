"""``python -m omnidraft.export.builder_main ARGS``: onnxruntime-genai's model builder, run on a config
normalized first into the form the builder reads.

transformers 5 keeps rotary settings per attention type (``rope_parameters = {"full_attention": {...},
"sliding_attention": {...}}``); onnxruntime-genai 0.18's Gemma-2/3 builders read the flat
``rope_parameters["rope_type"]`` of transformers 4 and ``rope_local_base_freq`` (a Gemma-3 export died
with ``KeyError: 'rope_type'``). Its Gemma-4 builder reads the nested form itself and is left alone.
"""

import runpy

from transformers import AutoConfig

# Architectures whose builder reads the per-attention-type rope_parameters itself.
READS_NESTED_ROPE = {"Gemma4ForCausalLM", "Gemma4ForConditionalGeneration"}


def normalize(config):
    """Flatten per-attention-type rope parameters: global layers' into ``rope_parameters``, the
    sliding layers' theta into ``rope_local_base_freq``. A flat config is returned unchanged."""
    rope = getattr(config, "rope_parameters", None)
    arch = (getattr(config, "architectures", None) or [""])[0]
    if not isinstance(rope, dict) or "full_attention" not in rope or arch in READS_NESTED_ROPE:
        return config
    local = rope.get("sliding_attention")
    config.rope_parameters = dict(rope["full_attention"])
    if local is not None:
        config.rope_local_base_freq = local["rope_theta"]
    return config


def main() -> None:
    real = AutoConfig.from_pretrained.__func__

    def from_pretrained(cls, *args, **kwargs):
        return normalize(real(cls, *args, **kwargs))

    # The builder imports AutoConfig when it runs; patching the class reaches that import too.
    AutoConfig.from_pretrained = classmethod(from_pretrained)
    runpy.run_module("onnxruntime_genai.models.builder", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
