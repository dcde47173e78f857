"""``python -m omnidraft.export.builder_main ARGS``: onnxruntime-genai's model builder, run on a config
normalized first into the form the builder reads.

transformers 5 keeps rotary settings per attention type (``rope_parameters = {"full_attention": {...},
"sliding_attention": {...}}``); onnxruntime-genai 0.18's Gemma-2/3 builders read the flat
``rope_parameters["rope_type"]`` of transformers 4 and ``rope_local_base_freq`` (a Gemma-3 export died
with ``KeyError: 'rope_type'``). Its Gemma-4 builder reads the nested form itself and is left alone.
"""

import runpy

from transformers import AutoConfig

from omnidraft.export.memory import kept_paged_out

# Architectures whose builder reads the per-attention-type rope_parameters itself.
READS_NESTED_ROPE = {"Gemma4ForCausalLM", "Gemma4ForConditionalGeneration"}


def normalize(config):
    """Flatten per-attention-type rope parameters: global layers' into ``rope_parameters``, the
    sliding layers' theta into ``rope_local_base_freq``. LongRoPE's parameters also get the
    transformers-4 key ``type`` that the Phi-3 builder reads. A flat config is otherwise unchanged."""
    rope = getattr(config, "rope_parameters", None)
    arch = (getattr(config, "architectures", None) or [""])[0]
    if isinstance(rope, dict) and rope.get("rope_type") == "longrope":
        rope.setdefault("type", "longrope")
    if not isinstance(rope, dict) or "full_attention" not in rope or arch in READS_NESTED_ROPE:
        return config
    local = rope.get("sliding_attention")
    config.rope_parameters = dict(rope["full_attention"])
    if local is not None:
        config.rope_local_base_freq = local["rope_theta"]
    return config


def fix_builders() -> None:
    """Correct the builder's OLMo graph: OLMo's norms are LayerNorm (mean subtracted) with no weight
    and epsilon 1e-5, but 0.18 writes SimplifiedLayerNormalization (RMSNorm) at epsilon 1e-6, so a
    tiny OLMo agreed with torch on 74% of tokens. ``clip_qkv`` (OLMo-7B-0424) is not in the builder's
    graph at all; pipeline.py refuses such configs by name."""
    import onnxruntime_genai.models  # noqa: F401  (puts the builder's own modules on sys.path)
    import builders

    class OLMoModel(builders.OLMoModel):
        def __init__(self, config, *args, **kwargs):
            super().__init__(config, *args, **kwargs)
            self.layernorm_attrs["simple"] = False
            self.layernorm_attrs["epsilon"] = 1e-5

    builders.OLMoModel = OLMoModel


def main() -> None:
    real = AutoConfig.from_pretrained.__func__

    def from_pretrained(cls, *args, **kwargs):
        return normalize(real(cls, *args, **kwargs))

    # The builder imports AutoConfig when it runs; patching the class reaches that import too.
    AutoConfig.from_pretrained = classmethod(from_pretrained)
    fix_builders()
    # transformers maps the checkpoint's safetensors and reads every weight as it loads, so a 1.5B model's
    # whole 7 GB file would stay resident until the builder's save ends, with the save's copies on top
    with kept_paged_out(".safetensors"):
        runpy.run_module("onnxruntime_genai.models.builder", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
