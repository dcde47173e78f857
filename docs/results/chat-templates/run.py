"""Every chat template in llama.cpp's collection (models/templates in the pinned llama-cpp-python sdist),
the zoo's tokenizers and the packaged models: reproduced by the fixed pieces, byte for byte on the
45-conversation corpus, or refused with the reason (runtime/chat_template.py).

    PYTHONPATH=. python docs/results/chat-templates/run.py > docs/results/chat-templates/results.json
"""

import json

from transformers import AutoTokenizer

from omnidraft.export.loader import resolve
from omnidraft.runtime import chat_template
from omnidraft.tools.llamacpp import ensure_source
from tests import zoo


def outcome(tok) -> dict:
    result = chat_template.derive(tok)
    if "pieces" not in result:
        return {"outcome": "refused", "reason": result["refused"]}
    pieces, same, tried = result["pieces"], 0, 0
    for messages, gen in chat_template.CORPUS:
        if messages[0]["role"] == "system" and pieces["begin_system"] is None:
            continue
        try:
            expected = tok.apply_chat_template(messages, add_generation_prompt=gen, tokenize=False)
        except Exception:  # a conversation the template itself refuses
            continue
        tried += 1
        same += chat_template.render(pieces, messages, gen) == expected
    return {"outcome": "reproduced without a system message" if "system_refused" in result else "reproduced",
            "identical": f"{same}/{tried}", "trim": pieces["trim"], **({"reason": result["system_refused"]}
                                                                          if "system_refused" in result else {})}


def main():
    base = AutoTokenizer.from_pretrained(zoo.tokenizer_dir("smollm2-bpe"))
    report = {}
    for path in sorted((ensure_source() / "models" / "templates").glob("*.jinja")):
        base.chat_template = path.read_text()
        report[f"llama.cpp/{path.stem}"] = outcome(base)
    for family in zoo.TOKENIZER_FAMILIES:
        report[f"zoo/{family}"] = outcome(AutoTokenizer.from_pretrained(zoo.tokenizer_dir(family)))
    for model in ("smollm2-135m-instruct", "qwen2.5-coder-0.5b-instruct", "qwen2.5-coder-1.5b-instruct"):
        report[f"packaged/{model}"] = outcome(AutoTokenizer.from_pretrained(resolve(model, progress=False).path))
    counts = {}
    for r in report.values():
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    print(json.dumps({"corpus_conversations": len(chat_template.CORPUS), "counts": counts, "templates": report},
                     indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
