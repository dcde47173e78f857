"""Export through ``torch.onnx`` (dynamo): for architectures onnxruntime-genai's builder does not know.

The graph is the Hugging Face model itself, traced with its KV cache as explicit inputs and outputs
in the builder's names (input_ids, attention_mask, position_ids, past_key_values.{i}.key/value ->
logits, present.{i}.key/value), any number of new tokens per call and any past length. Whatever the
family computes (sliding windows, local/global layers, soft-capping, q/k/v clamping) is traced as
transformers runs it. Weights are then quantized by onnxruntime's own MatMulNBitsQuantizer (int4 or
int8, weight-only, the builder's settings). The graph concatenates its cache (the runtime's
``concat`` mode): slower per step than the builder's fused GroupQueryAttention graph (design.md,
"Exporter choice"), so ``--exporter auto`` takes the builder wherever it supports the architecture.
"""

from pathlib import Path

from omnidraft.errors import OmniDraftError
from omnidraft.export import genai_builder

OPSET = 18
MAX_LENGTH = 32768  # upper bound of the dynamic sequence axes


def _io_names(num_layers: int) -> tuple[list[str], list[str]]:
    kinds = ("key", "value")
    past = [f"past_key_values.{i}.{k}" for i in range(num_layers) for k in kinds]
    present = [f"present.{i}.{k}" for i in range(num_layers) for k in kinds]
    return ["input_ids", "attention_mask", "position_ids", *past], ["logits", *present]


def _with_cache_io(model, num_layers: int):
    """The model as a function of explicit cache tensors: past in, the whole cache (past + new) out."""
    import torch
    from transformers.cache_utils import DynamicCache

    class WithCacheIO(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, position_ids, *past):
            cache = DynamicCache()  # full layers: a sliding layer would drop rows the runtime still holds
            for i in range(num_layers):
                cache.update(past[2 * i], past[2 * i + 1], i)
            out = self.model(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids,
                             past_key_values=cache, use_cache=True)
            present = [t for layer in out.past_key_values.layers for t in (layer.keys, layer.values)]
            return (out.logits, *present)

    return WithCacheIO().eval()


def _untie_head(model) -> None:
    """A tied head reads the embedding table through a Transpose, which the quantizer skips ("MatMul
    doesn't have const weight"), leaving the largest matrix in fp32: give it its own transposed copy."""
    from onnx import numpy_helper

    graph = model.graph
    weights = {w.name: w for w in graph.initializer}
    consumers = {}
    for node in graph.node:
        for i, name in enumerate(node.input):
            consumers.setdefault(name, []).append((node, i))
    for node in list(graph.node):
        if node.op_type != "Transpose" or node.input[0] not in weights:
            continue
        uses = consumers.get(node.output[0], [])
        if not uses or any(n.op_type != "MatMul" or i != 1 for n, i in uses):
            continue
        perm = next((list(a.ints) for a in node.attribute if a.name == "perm"), None)
        table = numpy_helper.to_array(weights[node.input[0]])
        graph.initializer.append(numpy_helper.from_array(table.transpose(perm).copy(), node.output[0]))
        graph.node.remove(node)


def _quantize(graph_file: Path, precision: str, block_size: int | None) -> None:
    """Weight-only MatMulNBits in place, as the builder does it: symmetric, accuracy level 4."""
    import logging

    import onnx
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

    logging.getLogger("onnxruntime.quantization").setLevel(logging.WARNING)  # a line per node otherwise
    model = onnx.load(graph_file)
    _untie_head(model)
    options = genai_builder.PRECISION_OPTIONS["int4"]
    quantizer = MatMulNBitsQuantizer(model, bits=4 if precision == "int4" else 8,
                                     block_size=block_size or int(options["block_size"]), is_symmetric=True,
                                     accuracy_level=int(options["accuracy_level"]))
    quantizer.process()
    for stale in graph_file.parent.glob(graph_file.name + "*.data"):
        stale.unlink()
    onnx.save(quantizer.model.model, graph_file, save_as_external_data=True, all_tensors_to_one_file=True,
              location=graph_file.name + ".data")


def build(checkpoint: Path, out: Path, precision: str, block_size: int | None = None) -> dict:
    """Export ``checkpoint`` into ``out/model.onnx``; return the quantization record for the manifest."""
    import torch
    from transformers import AutoModelForCausalLM

    genai_builder.check_quantization(precision, block_size)
    try:
        model = AutoModelForCausalLM.from_pretrained(checkpoint, dtype=torch.float32).eval()
    except (ValueError, KeyError, OSError) as e:
        raise OmniDraftError(f"{checkpoint}: transformers cannot load this model for causal LM ({e})") from e
    text = model.config.get_text_config()
    layers = text.num_hidden_layers
    kv_heads = getattr(text, "num_key_value_heads", None) or text.num_attention_heads
    head_dim = getattr(text, "head_dim", None) or text.hidden_size // text.num_attention_heads
    new, past = 3, 5  # example sizes other than 0 and 1, which torch.export would specialize on
    example = (torch.ones(1, new, dtype=torch.long), torch.ones(1, past + new, dtype=torch.long),
               torch.arange(past, past + new).view(1, -1),
               *[torch.zeros(1, kv_heads, past, head_dim) for _ in range(2 * layers)])
    rows = torch.export.Dim("rows", min=1, max=MAX_LENGTH)
    cached = torch.export.Dim("past", min=0, max=MAX_LENGTH)
    total = torch.export.Dim("total", min=1, max=2 * MAX_LENGTH)
    shapes = ({1: rows}, {1: total}, {1: rows}, tuple({2: cached} for _ in range(2 * layers)))
    inputs, outputs = _io_names(layers)
    out.mkdir(parents=True, exist_ok=True)
    graph_file = out / "model.onnx"
    try:
        with torch.no_grad():
            program = torch.onnx.export(_with_cache_io(model, layers), example, input_names=inputs,
                                        output_names=outputs, dynamic_shapes=shapes, dynamo=True,
                                        opset_version=OPSET, optimize=True, verbose=False)
        program.save(str(graph_file), external_data=True)
    except Exception as e:  # torch.export raises many kinds; the user needs the reason, not the trace
        raise OmniDraftError(f"torch.onnx could not export {checkpoint} ({type(e).__name__}: "
                             f"{str(e).splitlines()[0] if str(e) else ''})") from e
    if precision != "fp32":
        _quantize(graph_file, precision, block_size)
    method = {"fp32": "none", "int8": "MatMulNBits 8-bit weight-only", "int4": "MatMulNBits 4-bit weight-only"}
    return {"precision": precision, "method": method[precision], **genai_builder.quantization_of(graph_file)}
