"""Let a caller ask for the logits of the last rows only: an optional ``logits_rows`` input.

The builder's graph runs the output head on every row of a call. A prefill needs one row, yet on
Qwen2.5-1.5B int4 the head (1536 x 151,936) is 15% of a 100-token prefill and writes 60 MB of logits.
This edit slices the final hidden states to their last ``logits_rows`` rows before the head.

It is written as a second graph beside the builder's, sharing its weights file (the graph itself is
a few hundred KB): onnxruntime-genai's generator, which feeds only the inputs it knows, keeps
reading ``model.onnx``. One graph with an optional input (an initializer of the same name) would
serve both, but onnxruntime 1.31's IO binding refuses to bind such an input ("Failed to find
NodeArg"), and our KV cache lives in IO-bound buffers.
"""

from pathlib import Path

import onnx
from onnx import TensorProto, helper

from omnidraft.errors import OmniDraftError

INPUT = "logits_rows"
GRAPH_FILE = "model.last-rows.onnx"


# Per-element ops a family applies to the head's output (Granite's logit scaling, Gemma-2's soft-capping):
# they commute with slicing rows, so the slice can go before the head.
ROW_WISE_OPS = {"Div", "Mul", "Tanh", "Cast", "Add", "Sub"}


def _head_matmul(graph):
    """The MatMul (MatMulNBits, GgufMatMul) that computes the logits, reached from the logits output back
    through per-element ops whose other inputs are constants; None if there is no such single chain."""
    producer = {o: n for n in graph.node for o in n.output}
    constants = {i.name for i in graph.initializer} | {o for n in graph.node if n.op_type == "Constant" for o in n.output}
    node = producer.get("logits")
    while node is not None and node.op_type in ROW_WISE_OPS:
        activations = [i for i in node.input if i not in constants]
        if len(activations) != 1:
            return None
        node = producer.get(activations[0])
    return node if node is not None and node.op_type in ("MatMulNBits", "MatMul", "GgufMatMul") else None


def add_logits_rows(graph_file: Path) -> Path:
    """Write ``GRAPH_FILE`` beside ``graph_file``: the same graph and weights, plus the ``logits_rows`` input."""
    model = onnx.load(graph_file, load_external_data=False)
    graph = model.graph
    if any(i.name == INPUT for i in graph.input):
        raise OmniDraftError(f"{graph_file.name} has a {INPUT} input already")
    head = _head_matmul(graph)
    if head is None:
        raise OmniDraftError(f"{graph_file.name}: logits are not the output of one MatMul (with only per-element "
                             f"ops after it); cannot add {INPUT}")
    hidden = head.input[0]
    sliced = f"{hidden}/last_rows"
    graph.input.append(helper.make_tensor_value_info(INPUT, TensorProto.INT64, [1]))
    graph.initializer.extend([
        helper.make_tensor(f"{INPUT}/end", TensorProto.INT64, [1], [2**62]),
        helper.make_tensor(f"{INPUT}/axis", TensorProto.INT64, [1], [1]),
    ])
    edit = [
        helper.make_node("Neg", [INPUT], [f"{INPUT}/start"], name=f"/{INPUT}/Neg"),
        helper.make_node("Slice", [hidden, f"{INPUT}/start", f"{INPUT}/end", f"{INPUT}/axis"], [sliced],
                         name=f"/{INPUT}/Slice"),
    ]
    position = list(graph.node).index(head)
    for i, node in enumerate(edit):
        graph.node.insert(position + i, node)
    head.input[0] = sliced
    out = graph_file.with_name(GRAPH_FILE)
    onnx.save(model, out)
    return out
