"""Tokenizer loading and prompt building for a bundle (plain text or the model's chat template)."""

from pathlib import Path


def load_tokenizer(bundle_path: Path):
    """transformers' tokenizer of a bundle (with its chat template and special tokens)."""
    from tokenizers import Tokenizer
    from transformers import AutoTokenizer

    from omnidraft.runtime.bundle import read_tokenizer_json, tokenizer_file

    path = tokenizer_file(bundle_path)
    if path.name == "tokenizer.json":
        return AutoTokenizer.from_pretrained(bundle_path)
    return AutoTokenizer.from_pretrained(bundle_path, tokenizer_object=Tokenizer.from_str(read_tokenizer_json(path)))


def prompt_ids(tokenizer, prompt: str | list[dict], chat: bool, template_kwargs: dict | None = None) -> list[int]:
    """Token ids of a prompt; ``chat`` (or a list of messages) applies the chat template, with
    ``template_kwargs`` as more variables of the template."""
    if isinstance(prompt, list) or chat:
        messages = prompt if isinstance(prompt, list) else [{"role": "user", "content": prompt}]
        if not getattr(tokenizer, "chat_template", None):
            raise ValueError("this model's tokenizer has no chat template; drop --chat")
        return list(tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=True,
                                                  return_dict=False, **(template_kwargs or {})))
    return tokenizer(prompt, add_special_tokens=True).input_ids


class TextStream:
    """Turns a growing list of token ids into text pieces of whole characters (a token that ends inside
    a UTF-8 character waits for the rest). Each push decodes only from the last piece's start, so a
    long stream costs linear time; decoding one piece back keeps what a decoder does to a sequence's
    first token (SentencePiece drops its leading space) out of the delta."""

    def __init__(self, tokenizer):
        self.tokenizer = tokenizer
        self.ids: list[int] = []
        self.prefix = 0  # where the text decoded as context starts
        self.read = 0  # where the text not yet emitted starts

    def _decode(self, start: int, end: int | None = None) -> str:
        return self.tokenizer.decode(self.ids[start:end], skip_special_tokens=True)

    def push(self, ids: list[int]) -> str:
        self.ids.extend(ids)
        before, text = self._decode(self.prefix, self.read), self._decode(self.prefix)
        if len(text) <= len(before) or text.endswith("\ufffd"):
            return ""
        self.prefix, self.read = self.read, len(self.ids)
        return text[len(before):]

    def finish(self) -> str:
        """What is held back at the end (an incomplete character decodes as U+FFFD, as in the text)."""
        before, text = self._decode(self.prefix, self.read), self._decode(self.prefix)
        self.prefix = self.read = len(self.ids)
        return text[len(before):]
