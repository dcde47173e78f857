"""The real Llama-2 SentencePiece tokenizer (32,000 tokens), rebuilt from a registry package.

No hub is reachable, but npm's ``llama-tokenizer-js@1.2.2`` carries Llama's vocabulary and
merge list (base64 inside ``llama-tokenizer.js``, extracted from Meta's tokenizer.json). We
rebuild an equivalent ``tokenizer.json`` with the ``tokenizers`` library.
"""

import base64
import re
import struct
import tarfile
from pathlib import Path

from omnidraft.errors import OmniDraftError
from omnidraft.export.fetch import npm_pack

NPM_PACKAGE = "llama-tokenizer-js@1.2.2"
TARBALL = "llama-tokenizer-js-1.2.2.tgz"
TARBALL_SHA256 = "ee83014ac8b379b16cf8d81e99ffcdb23dfade8c0d2e751bd06e7dc0b8476e72"


def _vocab_and_merges() -> tuple[list[str], list[tuple[str, str]]]:
    with tarfile.open(npm_pack(NPM_PACKAGE, TARBALL, TARBALL_SHA256)) as tf:
        source = tf.extractfile("package/llama-tokenizer.js").read().decode("utf-8")

    def constant(name: str) -> bytes:
        match = re.search(rf'const {name} = "([A-Za-z0-9+/=]+)"', source)
        if not match:
            raise OmniDraftError(f"{NPM_PACKAGE}: constant {name} not found")
        return base64.b64decode(match.group(1))

    vocab = constant("llama_vocab_base64").decode("utf-8").split("\n")
    ids = struct.unpack(f"<{len(constant('llama_merges_binary')) // 2}H", constant("llama_merges_binary"))
    merges = [(vocab[ids[i]], vocab[ids[i + 1]]) for i in range(0, len(ids), 2)]
    return vocab, merges


def save_llama2_tokenizer(out_dir: Path) -> None:
    """Write a Hugging Face tokenizer (tokenizer.json + config) equal to Llama-2's."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, normalizers, processors
    from transformers import PreTrainedTokenizerFast

    vocab, merges = _vocab_and_merges()
    if len(vocab) != 32000:
        raise OmniDraftError(f"{NPM_PACKAGE}: expected 32,000 tokens, found {len(vocab)}")
    tok = Tokenizer(models.BPE(vocab={t: i for i, t in enumerate(vocab)}, merges=merges, unk_token="<unk>",
                               byte_fallback=True, fuse_unk=True))
    tok.normalizer = normalizers.Sequence([normalizers.Prepend("\u2581"), normalizers.Replace(" ", "\u2581")])
    tok.decoder = decoders.Sequence([decoders.Replace("\u2581", " "), decoders.ByteFallback(), decoders.Fuse(),
                                     decoders.Strip(" ", 1, 0)])
    tok.add_special_tokens([AddedToken(t, normalized=False, special=True) for t in ("<unk>", "<s>", "</s>")])
    tok.post_processor = processors.TemplateProcessing(single="<s> $A", pair="<s> $A <s> $B",
                                                       special_tokens=[("<s>", 1)])
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>",
                                   model_max_length=2048)
    fast.save_pretrained(out_dir)
