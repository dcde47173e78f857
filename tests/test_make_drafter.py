"""``omnidraft make-drafter``: layer choice, the shallow student, a resumable run, and the training corpus.

The run itself uses the tiny random Llama (fast); that a shallow drafter pays is measured in
docs/results/shallow-drafter, not asserted here.
"""

import json

import pytest

from omnidraft.adapt import make_drafter as md
from omnidraft.errors import OmniDraftError


def test_layer_ranges_names_runs_of_consecutive_layers():
    assert md.layer_ranges(list(range(30))) == "0-29"
    assert md.layer_ranges([0, 1, 2, 3, 4, 5, 6, 29]) == "0-6, 29"
    assert md.layer_ranges([0, 10, 19, 29]) == "0, 10, 19, 29"
    assert md.layer_ranges([0, 1, 5, 7, 8]) == "0-1, 5, 7-8"


def test_spread_layers_keeps_the_first_and_the_last():
    assert md.spread_layers(30, 2) == [0, 29]
    assert md.spread_layers(30, 4) == [0, 10, 19, 29]
    assert md.spread_layers(30, 1) == [29]
    assert md.spread_layers(30, 30) == list(range(30))
    with pytest.raises(OmniDraftError, match="choose 1..30"):
        md.spread_layers(30, 31)


def test_layer_ids_are_checked():
    assert md.parse_layer_ids("29,0,1", 30) == [0, 1, 29]
    for bad in ("0,30", "1,1", "", "-1"):
        with pytest.raises(OmniDraftError, match="distinct indices"):
            md.parse_layer_ids(bad, 30)


def test_the_student_with_every_layer_is_its_parent(tiny_llama_dir):
    import torch
    from transformers import AutoModelForCausalLM

    parent = AutoModelForCausalLM.from_pretrained(tiny_llama_dir)
    ids = torch.tensor([[1, 15043, 3186, 29991, 450]])
    whole = md.shallow_student(tiny_llama_dir, [0, 1])
    torch.testing.assert_close(whole(ids).logits, parent(ids).logits)
    cut = md.shallow_student(tiny_llama_dir, [1])
    assert cut.config.num_hidden_layers == 1 and len(cut.model.layers) == 1
    assert cut.model.layers[0].self_attn.layer_idx == 0  # its KV cache slot in the shorter model
    torch.testing.assert_close(cut.model.layers[0].mlp.up_proj.weight, parent.model.layers[1].mlp.up_proj.weight)
    assert not cut.model.embed_tokens.weight.requires_grad
    with pytest.raises(OmniDraftError, match="layer 2 is not in"):
        md.shallow_student(tiny_llama_dir, [0, 2])


def _small_corpus(monkeypatch):
    from omnidraft import corpus

    text = {"code": "def add(a, b):\n    return a + b\n", "prose": "Call me Ishmael. Some years ago, never mind how long.",
            "math": "Question: 2 + 3?\nAnswer: 2 + 3 = 5\n#### 5"}
    monkeypatch.setattr(corpus, "documents", lambda s: ([text[s] * 20] * 3, [text[s] * 20]))


def test_an_interrupted_run_resumes_where_it_stopped(tiny_llama_dir, tmp_path, monkeypatch):
    """A run killed after training (here: in the export) goes on from DIR/work without training again."""
    from omnidraft.export import pipeline

    _small_corpus(monkeypatch)
    config = md.DistillConfig(layers=[1], steps=4, batch=2, seq_len=32, eval_every=2, eval_blocks=1, save_every=1)
    out = tmp_path / "run"
    real_export = pipeline.export_bundle
    asked = []

    def killed(*a, **k):
        asked.append(k.get("block_size"))
        raise KeyboardInterrupt

    monkeypatch.setattr(pipeline, "export_bundle", killed)
    with pytest.raises(KeyboardInterrupt):
        md.make_drafter(str(tiny_llama_dir), out, config, precision="fp32", progress=False)
    assert (out / "work" / md.STATE).exists()
    assert asked == ["auto"]  # as omnidraft export: at int4 the largest block the gate accepts (fp32: none)
    with pytest.raises(OmniDraftError, match="--resume"):
        md.make_drafter(str(tiny_llama_dir), out, config, precision="fp32", progress=False)

    monkeypatch.setattr(pipeline, "export_bundle", real_export)
    report = md.make_drafter(str(tiny_llama_dir), out, md.DistillConfig(layers=[]), precision="fp32", resume=True,
                             progress=False)
    assert report["steps"] == 4 and len(report["curve"]) == 4 and report["layers"] == [1]
    assert [e["step"] for e in report["evals"]] == [0, 2, 4]
    assert not (out / "work").exists() and (out / "curve.png").stat().st_size > 0
    manifest = json.loads((out / "drafter" / "manifest.json").read_text())
    assert manifest["model"]["num_layers"] == 1
    assert manifest["model"]["source"] == str((out / "checkpoint").resolve())  # adapt --draft trains this checkpoint
    assert json.loads((out / "report.json").read_text())["bundle_parity"]["top1_agreement"] >= 0.99


def test_nothing_to_resume_is_a_clear_error(tmp_path, tiny_llama_dir):
    with pytest.raises(OmniDraftError, match="nothing to resume"):
        md.make_drafter(str(tiny_llama_dir), tmp_path / "none", md.DistillConfig(layers=[0]), resume=True,
                        progress=False)


def test_the_corpus_never_holds_a_held_out_prompt():
    """Pinned, sha256-checked sources; the GSM8K math text stops before the held-out split, HumanEval is absent."""
    from omnidraft import corpus
    from omnidraft.datasets import HELD_OUT_START, load_prompts

    held_out = load_prompts("gsm8k", offset=HELD_OUT_START["gsm8k"]) + load_prompts("humaneval")
    for source in corpus.SOURCES:
        train, evaluation = corpus.documents(source)
        assert len(train) > 10 * len(evaluation) > 0
        assert not set(train) & set(evaluation)
        text = "\n".join(train + evaluation)
        assert not any(q in text for q in held_out)
        if source == "prose":
            assert len(train) + len(evaluation) == 135 + 233  # every Moby-Dick chapter, every address 1790-2021
        if source == "math":
            assert load_prompts("gsm8k", limit=1)[0] in text  # the stream split is there


@pytest.mark.parametrize("teacher_family", ["qwen-bpe", "llama2-sp"])
def test_alignment_pairs_rows_that_end_at_the_same_byte(teacher_family):
    """A SmolLM2 block cut mid-text (a character split at its start), re-tokenized by another family:
    every L_DM pair predicts after the same text, every ALM chunk spells the same bytes on both sides."""
    from omnidraft.adapt.teachers import align_block
    from tests import zoo

    draft, teacher = zoo.token_bytes("smollm2-bpe"), zoo.token_bytes(teacher_family)
    text = ("Ünïcode first: 日本語. def area(r):\n    return 3.14159 * r ** 2  # circle\n\nCall me Ishmael. "
            "Some years ago - never mind how long precisely - having little or no money in my purse.\n") * 2
    ids = draft.encode(text)
    block = ids[1:90]
    assert (draft.bytes_of[block[0]] or b"x")[0] & 0xC0 == 0x80 or draft.decode_bytes(ids[:1]) != "Ü".encode()
    a = align_block(block, draft, teacher)
    assert a is not None
    data = draft.decode_bytes(block)
    t_data = teacher.decode_bytes(a.teacher_ids)
    lo = data.index(t_data)
    assert lo <= 4 and data[lo:lo + len(t_data)] == t_data
    assert len(a.dm) > 0.4 * len(block)
    for i, j in a.dm:
        assert draft.decode_bytes(block[:i + 1]) == data[:lo] + teacher.decode_bytes(a.teacher_ids[:j + 1])
    assert a.chunks
    for d, t in a.chunks:
        assert d[0] > 0 and t[0] > 0
        assert draft.decode_bytes([block[i] for i in d]) == teacher.decode_bytes([a.teacher_ids[j] for j in t])


def test_a_teacher_with_another_tokenizer_teaches(monkeypatch):
    """L_DM + ALM from a Qwen-vocabulary teacher into a SmolLM2-vocabulary student: the loss falls on a
    repeated batch, and the evaluation counts aligned positions."""
    from omnidraft.adapt.teachers import CrossTeacher
    from tests import zoo

    student_dir, teacher_dir = zoo.tiny_model_dir("smollm2-bpe"), zoo.tiny_model_dir("qwen-bpe")
    teacher = CrossTeacher(teacher_dir, student_dir, "dm+alm", "tiny-qwen")
    distiller = md.Distiller(student_dir, md.DistillConfig(layers=[0, 1], lr=3e-3, warmup=1, steps=12), teacher)
    ids = zoo.token_bytes("smollm2-bpe").encode("def add(a, b):\n    return a + b\n\nCall me Ishmael, said he. " * 3)
    batch = [ids[:40], ids[5:45]]
    losses = [distiller.step(batch, s) for s in range(12)]
    assert losses[-1] < 0.7 * losses[0]
    ev = distiller.evaluate({"x": batch})["x"]
    assert ev["tokens"] > 30 and 0 <= ev["top1_agreement"] <= 1 and ev["alm"] >= 0
    with pytest.raises(OmniDraftError, match="takes dm, alm, dm\\+alm"):
        CrossTeacher(teacher_dir, student_dir, "kl", "tiny-qwen")


def test_a_run_refused_at_the_start_leaves_the_directory_as_it_was(tiny_llama_dir, tmp_path):
    """A bad teacher setting is refused before --overwrite removes the earlier run, and creates nothing."""
    earlier = tmp_path / "earlier"
    (earlier / "drafter").mkdir(parents=True)
    for out, overwrite in ((earlier, True), (tmp_path / "new", False)):
        with pytest.raises(OmniDraftError, match="needs --teacher"):
            md.make_drafter(str(tiny_llama_dir), out, md.DistillConfig(layers=[0], objective="alm"),
                            overwrite=overwrite, progress=False)
    assert (earlier / "drafter").is_dir() and not (tmp_path / "new").exists()


def test_random_weights_need_a_teacher_and_train_their_embeddings(tiny_llama_dir):
    from omnidraft.export.loader import Checkpoint

    random = Checkpoint(tiny_llama_dir, "config", "llama-68m-config")
    with pytest.raises(OmniDraftError, match="cannot teach itself; give --teacher"):
        md.make_teacher(random, md.DistillConfig(layers=[0, 1]))
    with pytest.raises(OmniDraftError, match="needs --teacher"):
        md.make_teacher(Checkpoint(tiny_llama_dir, "hf_dir", "x"), md.DistillConfig(layers=[0], objective="alm"))
    assert md.shallow_student(tiny_llama_dir, [0, 1], train_embeddings=True).model.embed_tokens.weight.requires_grad
