"""The in-repo "unseen" prompt set (omnidraft/prompts/unseen.jsonl): what it covers, and that no drafter
can be adapted on it."""

import re

import pytest

from omnidraft.adapt.stream import stream_prompts
from omnidraft.datasets import IN_REPO_SETS, load_prompts, load_records
from omnidraft.errors import OmniDraftError


def test_it_covers_what_a_drafter_does_not_know():
    records = load_records("unseen")
    assert load_prompts("unseen") == [r["prompt"] for r in records] and len(records) >= 15
    languages = {lang for r in records for lang in re.split(r"[>+]", r["language"])} - {"en"}
    assert len(languages) >= 5 and languages & {"zh", "ja", "ko"}, languages
    kinds = {r["kind"] for r in records}
    assert {"emoji", "symbols", "table", "json", "long-chat", "translation"} <= kinds, kinds
    assert any(re.search("[\U0001F300-\U0001FAFF]", r["prompt"]) for r in records)  # emoji
    assert len({r["id"] for r in records}) == len(records)


@pytest.mark.parametrize("spec", ["unseen", "gsm8k,unseen", str(IN_REPO_SETS["unseen"])])
def test_adapt_refuses_to_stream_it(spec):
    with pytest.raises(OmniDraftError, match="evaluation only"):
        stream_prompts(spec, 2)
