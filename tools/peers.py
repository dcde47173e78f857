"""The systems a user would otherwise use, driven on the same prompt ids as ours.

Each system decodes greedily from token ids and returns ``(new token ids, stats)`` where the stats
hold ``new_tokens`` and ``elapsed_s`` (prefill included, like ours), and ``prefill_s`` where the
system lets the prompt's pass be timed apart. llama.cpp lives in llamacpp.py.
"""

import contextlib
import json
import time
from pathlib import Path

from omnidraft.errors import OmniDraftError
from omnidraft.export.loader import checkpoint_of_bundle
from omnidraft.runtime import gguf_ops
from omnidraft.runtime.bundle import load_bundle


def _result(tokens: list[int], elapsed: float, prefill: float | None = None) -> tuple[list[int], dict]:
    return tokens, {"new_tokens": len(tokens), "elapsed_s": elapsed, "prefill_s": prefill,
                    "tokens_per_s": len(tokens) / elapsed}


class Transformers:
    """transformers on torch (fp32, CPU): target-only, and universal assisted generation with our
    drafter (``assistant_model`` + both tokenizers), greedy."""

    name = "transformers"

    def __init__(self, target_bundle: str, draft_bundle: str | None, threads: int | None):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if threads:
            torch.set_num_threads(threads)
        self.torch = torch
        target_dir = checkpoint_of_bundle(target_bundle)
        self.target = AutoModelForCausalLM.from_pretrained(target_dir, dtype=torch.float32).eval()
        self.tokenizer = AutoTokenizer.from_pretrained(target_dir)
        self.draft = self.draft_tokenizer = None
        if draft_bundle:
            draft_dir = checkpoint_of_bundle(draft_bundle)
            self.draft = AutoModelForCausalLM.from_pretrained(draft_dir, dtype=torch.float32).eval()
            self.draft_tokenizer = AutoTokenizer.from_pretrained(draft_dir)
        # bytes a decode step reads: every parameter, minus the input embedding table (one row is
        # read) unless the output head shares it
        embedding = self.target.get_input_embeddings().weight
        head = self.target.get_output_embeddings()
        self.weight_bytes = sum(p.numel() * p.element_size() for p in self.target.parameters())
        if head is None or head.weight is not embedding:
            self.weight_bytes -= embedding.numel() * embedding.element_size()

    def configs(self) -> list[str]:
        return ["transformers target-only"] + (["transformers UAG"] if self.draft is not None else [])

    def run(self, config: str, prompt: list[int], max_new_tokens: int, temperature: float = 0.0,
            seed: int | None = None) -> tuple[list[int], dict]:
        ids = self.torch.tensor([prompt])
        kwargs = dict(do_sample=temperature > 0, max_new_tokens=max_new_tokens, attention_mask=self.torch.ones_like(ids))
        if temperature > 0:
            kwargs.update(temperature=temperature, top_k=0, top_p=1.0)
            self.torch.manual_seed(seed or 0)
        if config == "transformers UAG":
            kwargs.update(assistant_model=self.draft, tokenizer=self.tokenizer, assistant_tokenizer=self.draft_tokenizer)
        t0 = time.perf_counter()
        with self.torch.inference_mode():
            out = self.target.generate(ids, **kwargs)
        return _result(out[0, len(prompt):].tolist(), time.perf_counter() - t0)


class Genai:
    """onnxruntime-genai's own generator on the target bundle (which its model builder wrote), the op library
    registered where the graph needs it (the default bundles): the same graph as ours."""

    name = "onnxruntime-genai"

    def __init__(self, target_bundle: str, threads: int | None):
        import onnxruntime_genai as og

        if not (Path(target_bundle) / "genai_config.json").exists():
            raise OmniDraftError(f"{target_bundle} has no genai_config.json: onnxruntime-genai runs only the graphs "
                                 "its model builder wrote (export --exporter builder); leave genai out of --systems")
        self.og = og
        config = og.Config(str(target_bundle))
        options: dict = {"intra_op_num_threads": threads} if threads else {}
        library = None
        if load_bundle(target_bundle).manifest["graph"].get("custom_op_domains"):  # the op library's graphs
            library = gguf_ops.library()
            options["custom_ops_library"] = str(library)
        if options:
            config.overlay(json.dumps({"model": {"decoder": {"session_options": options}}}))
        # genai loads a custom-op library only from a trusted folder (the model's, or the working one)
        with contextlib.chdir(library.parent) if library else contextlib.nullcontext():
            self.model = og.Model(config)

    def configs(self) -> list[str]:
        return ["onnxruntime-genai target-only"]

    def run(self, config: str, prompt: list[int], max_new_tokens: int, temperature: float = 0.0,
            seed: int | None = None) -> tuple[list[int], dict]:
        og = self.og
        params = og.GeneratorParams(self.model)
        options = dict(do_sample=temperature > 0, max_length=len(prompt) + max_new_tokens)
        if temperature > 0:
            options.update(temperature=temperature, top_k=0, top_p=1.0, random_seed=seed or 0)
        params.set_search_options(**options)
        t0 = time.perf_counter()
        gen = og.Generator(self.model, params)
        gen.append_tokens(prompt)  # the prompt's pass, and the first new token's logits
        prefill = time.perf_counter() - t0
        while not gen.is_done():
            gen.generate_next_token()
        elapsed = time.perf_counter() - t0
        return _result([int(t) for t in gen.get_sequence(0)[len(prompt):]], elapsed, prefill)
