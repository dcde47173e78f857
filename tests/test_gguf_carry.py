"""Bundles exported from a GGUF with its blocks carried (export/carry.py), end to end on tiny models:
every matrix carried, the graph computes the GGUF's own weights, and speculation stays greedy-identical
with such a bundle as target and as drafter."""

import pytest

from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.generator import Generator
from tests import zoo
from tests.tiny_gguf import ROTATION, tiny_gguf, tiny_gguf_bundle

pytest.importorskip("gguf")
PROMPTS = ["def fibonacci(n):\n    ", "Janet has 3 apples and buys 5 more. How many"]


@pytest.fixture(scope="module")
def carried():
    try:
        return {f: tiny_gguf_bundle(f) for f in ("smollm2-bpe", "qwen-bpe")}
    except FileNotFoundError as e:  # no llama.cpp source (its converter) on this machine
        pytest.skip(str(e))


def test_every_matrix_is_carried_and_the_graph_holds_the_ggufs_forms(carried):
    import onnx

    for family, path in carried.items():
        q = load_bundle(path).manifest["quantization"]
        assert q["weights"] == "carried" and q["requantized_gguf_types"] == {}, family
        # 2 layers x 7 matrices + embedding + head, in the rotation's five types
        assert sum(q["carried_gguf_types"].values()) == 16 and set(q["carried_gguf_types"]) == set(ROTATION)
        graph = onnx.load(path / "model.onnx", load_external_data=False).graph
        ops = [n.op_type for n in graph.node]
        assert "GatherBlockQuantized" in ops and "Gather" in ops  # Q4_1 table: codes plus offsets
        forms = {tuple(onnx.helper.get_attribute_value(a) for a in n.attribute if a.name in ("bits", "block_size"))
                 for n in graph.node if n.op_type == "MatMulNBits"}
        assert forms == {(4, 32), (8, 32)}


def test_a_tied_table_shares_the_heads_carried_blocks(tmp_path):
    """SmolLM2 and Gemma-3 tie their table to their head: the gather reads the head's MatMulNBits codes,
    scales and zero points (one copy on disk, not two), and the bundle still computes the GGUF's weights."""
    import shutil

    import onnx
    from transformers import AutoModelForCausalLM

    from omnidraft.export.pipeline import export_bundle

    untied = zoo.tiny_model_dir("smollm2-bpe")
    model = AutoModelForCausalLM.from_pretrained(untied)
    model.config.tie_word_embeddings = True
    model.lm_head.weight = model.model.embed_tokens.weight
    tied = tmp_path / "tiny-tied"
    model.save_pretrained(tied)
    for f in untied.glob("tokenizer*"):
        shutil.copy(f, tied / f.name)
    try:
        gguf = tiny_gguf("smollm2-bpe", tied)
    except FileNotFoundError as e:
        pytest.skip(str(e))
    out = tmp_path / "tied"
    export_bundle(str(gguf), "int4", out, min_agreement=0.0, parity_limit=1, progress=False, weights="carry")
    graph = onnx.load(out / "model.onnx", load_external_data=False).graph
    producers = {o: n for n in graph.node for o in n.output}
    gather = next(n for n in graph.node if n.op_type == "GatherBlockQuantized")
    head = next(n for n in graph.node if n.op_type == "MatMulNBits" and n.name.startswith("lm_head"))
    codes = producers[gather.input[0]]
    assert codes.op_type == "Reshape" and codes.input[0] == head.input[1]
    assert gather.input[2:] == head.input[2:]  # scales (or their Cast) and zero points
    assert "model.embed_tokens.carried" not in {i.name for i in graph.initializer}
    parity = load_bundle(out).manifest["parity"]
    assert abs(parity["perplexity_onnx"] / parity["perplexity_torch"] - 1) < 0.05, parity
    gen = Generator(out, zoo.tiny_bundle("smollm2-bpe"), k=4, threads=1)
    reference = gen.generate(PROMPTS[0], 16, method="target-only", reference=True)
    assert gen.generate(PROMPTS[0], 16, method="omnidraft").token_ids == reference.token_ids
    # requantized, the tied table stays the head's: carried apart it would be stored twice
    requantized = export_bundle(str(gguf), "int4", tmp_path / "requantized", min_agreement=0.0, parity_limit=1,
                                progress=False, weights="requantize", block_size=32)
    assert not requantized["quantization"]["embedding_table"].endswith("carried")


def test_carried_bundle_agrees_with_the_dequantized_gguf(carried):
    """The parity gate's own figures: the weights are the checkpoint's exactly, so what remains is
    accuracy level 4's int8 activations."""
    for family, path in carried.items():
        parity = load_bundle(path).manifest["parity"]
        assert parity["top1_agreement"] >= 0.9, (family, parity)
        assert abs(parity["perplexity_onnx"] / parity["perplexity_torch"] - 1) < 0.05, (family, parity)


@pytest.mark.parametrize("weights", ["carry", "ggml"])
@pytest.mark.parametrize("roles", ["carried target", "carried drafter"])
def test_greedy_identical_with_a_carried_bundle(carried, roles, weights):
    """Both carried forms: MatMulNBits (carry) and the GGUF's rows under the op library (ggml)."""
    if roles == "carried target":
        target, drafter = tiny_gguf_bundle("qwen-bpe", weights), zoo.tiny_bundle("smollm2-bpe")
    else:
        target, drafter = zoo.tiny_bundle("llama2-sp"), tiny_gguf_bundle("smollm2-bpe", weights)
    gen = Generator(target, drafter, k=4, threads=1)
    for prompt in PROMPTS:
        reference = gen.generate(prompt, 24, method="target-only", reference=True)
        for method in ("omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup"):
            assert gen.generate(prompt, 24, method=method).token_ids == reference.token_ids, (method, prompt)


def test_auto_falls_back_to_requantizing_when_the_blocks_cannot_be_carried(carried, tmp_path, monkeypatch):
    """weights="auto" (the default: the GGUF's own blocks) on a GGUF the carry pass refuses (here: made
    to refuse) exports the old way; weights="carry" raises the refusal."""
    from omnidraft.errors import OmniDraftError
    from omnidraft.export import carry, pipeline
    from tests.tiny_gguf import tiny_gguf

    def refuse(*args, **kwargs):
        raise OmniDraftError("carried blk.0.attn_q.weight differs from the checkpoint's weight")

    monkeypatch.setattr(carry, "carry_blocks", refuse)
    source = str(tiny_gguf("smollm2-bpe"))
    with pytest.raises(OmniDraftError, match="differs from the checkpoint"):
        pipeline.export_bundle(source, "int4", tmp_path / "carry", min_agreement=0.0, parity_limit=1,
                               progress=False, weights="carry")
    assert not (tmp_path / "carry").exists()
    manifest = pipeline.export_bundle(source, "int4", tmp_path / "auto", min_agreement=0.0, parity_limit=1,
                                      progress=False, weights="auto")
    assert "weights" not in manifest["quantization"] and manifest["quantization"]["bits"] == 4
    assert manifest["graph"]["batch_invariant"] is False  # MatMulNBits and onnxruntime's attention


def test_auto_keeps_a_ggufs_own_blocks_at_int4_and_requantizes_otherwise(tmp_path, monkeypatch):
    """The default export of a GGUF source at int4 is the exact, batch-invariant form; int8 asks for
    requantized weights; without a compiler to build the op library it requantizes, saying why."""
    from omnidraft.export import pipeline
    from tests.tiny_gguf import tiny_gguf

    source = str(tiny_gguf("smollm2-bpe"))
    manifest = pipeline.export_bundle(source, "int4", tmp_path / "int4", min_agreement=0.0, parity_limit=1, progress=False)
    assert manifest["quantization"]["weights"] == "ggml" and manifest["graph"]["batch_invariant"] is True
    manifest = pipeline.export_bundle(source, "int8", tmp_path / "int8", min_agreement=0.0, parity_limit=1, progress=False)
    assert "weights" not in manifest["quantization"] and manifest["quantization"]["bits"] == 8
    monkeypatch.setattr(pipeline.shutil, "which", lambda tool: None if tool == "cmake" else "/usr/bin/" + tool)
    messages = []
    monkeypatch.setattr(pipeline, "print", lambda *a, **k: messages.append(" ".join(map(str, a))), raising=False)
    manifest = pipeline.export_bundle(source, "int4", tmp_path / "no-cmake", min_agreement=0.0, parity_limit=1,
                                      progress=False)
    assert "weights" not in manifest["quantization"]
    assert any("requantizing (the op library needs cmake to build)" in m for m in messages), messages


def test_a_requantized_export_carries_the_ggufs_own_untied_table(tmp_path):
    """weights="requantize" still takes an untied table from the GGUF (exact, no decode cost): its gather
    reads the carried codes while every matrix keeps the requantized form; greedy identity holds."""
    import onnx

    from omnidraft.export.pipeline import export_bundle
    from omnidraft.tools.bandwidth import onnx_weight_bytes_per_token

    try:
        source = str(tiny_gguf("qwen-bpe"))
    except FileNotFoundError as e:
        pytest.skip(str(e))
    out = tmp_path / "requantized"
    manifest = export_bundle(source, "int4", out, min_agreement=0.0, parity_limit=1, progress=False,
                             weights="requantize", block_size=32)
    q = manifest["quantization"]
    assert "weights" not in q and q["bits"] == 4 and q["block_size"] == 32, q
    assert q["embedding_table"].startswith("the GGUF's own Q") and q["embedding_table"].endswith("carried"), q
    graph = onnx.load(out / "model.onnx", load_external_data=False).graph
    gather = next(n for n in graph.node if n.op_type == "GatherBlockQuantized")
    assert gather.input[0] == "model.embed_tokens.carried"
    # a decode step reads none of the table's initializers, its scale factors (folded at load) included
    table = [t for t in graph.initializer if t.name.startswith("model.embed_tokens.")]
    assert len(table) >= 3
    sizes = {t.name: int({e.key: e.value for e in t.external_data}.get("length", len(t.raw_data)))
             for t in graph.initializer}
    assert onnx_weight_bytes_per_token(out / "model.onnx") == sum(sizes.values()) - sum(sizes[t.name] for t in table)
    gen = Generator(out, zoo.tiny_bundle("smollm2-bpe"), k=4, threads=1)
    reference = gen.generate(PROMPTS[1], 16, method="target-only", reference=True)
    assert gen.generate(PROMPTS[1], 16, method="omnidraft").token_ids == reference.token_ids


def test_a_table_the_pass_cannot_carry_leaves_a_requantized_export_as_it_was(tmp_path, monkeypatch):
    """A table the pass refuses keeps the requantized 8-bit table; the export goes on."""
    from omnidraft.errors import OmniDraftError
    from omnidraft.export import carry
    from omnidraft.export.pipeline import export_bundle

    try:
        source = str(tiny_gguf("qwen-bpe"))
    except FileNotFoundError as e:
        pytest.skip(str(e))

    def refuse(*args, **kwargs):
        raise OmniDraftError("carried token_embd.weight differs from the checkpoint's weight")

    monkeypatch.setattr(carry, "carry_blocks", refuse)
    manifest = export_bundle(source, "int4", tmp_path / "kept", min_agreement=0.0, parity_limit=1,
                             progress=False, weights="requantize", block_size=32)
    assert manifest["quantization"]["embedding_table"] == "8-bit blocks of 32"
