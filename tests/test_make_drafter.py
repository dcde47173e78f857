"""``omnidraft make-drafter``: layer choice, the shallow student, a resumable run, and the training corpus.

The run itself uses the tiny random Llama (fast); that a shallow drafter pays is measured in
docs/results/shallow-drafter, not asserted here.
"""

import json

import pytest

from omnidraft.adapt import make_drafter as md
from omnidraft.errors import OmniDraftError


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

    def killed(*a, **k):
        raise KeyboardInterrupt

    monkeypatch.setattr(pipeline, "export_bundle", killed)
    with pytest.raises(KeyboardInterrupt):
        md.make_drafter(str(tiny_llama_dir), out, config, precision="fp32", progress=False)
    assert (out / "work" / md.STATE).exists()
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
