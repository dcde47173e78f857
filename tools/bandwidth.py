"""The physical limit of decoding: memory bandwidth / bytes of weights read per token.

A single-sequence decode step reads every weight once (except the embedding table, of which it
reads one row), so no engine can beat ``bandwidth / weight bytes`` tokens/s on this machine.
"""

import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import onnx


def measure_bandwidth(megabytes: int = 512, repeats: int = 5, threads: int | None = None) -> dict:
    """Best-of-``repeats`` read bandwidth: every core sums its slice of a buffer far larger than the
    caches (numpy releases the GIL), in GB/s."""
    threads = threads or os.cpu_count() or 1
    a = np.ones(megabytes * (1 << 20) // 8, dtype=np.float64)
    parts = np.array_split(a, threads)
    best = float("inf")
    with ThreadPoolExecutor(threads) as pool:
        for _ in range(repeats):
            t0 = time.perf_counter()
            list(pool.map(np.sum, parts))
            best = min(best, time.perf_counter() - t0)
    return {"buffer_mb": megabytes, "threads": threads, "read_gb_per_s": round(a.nbytes / best / 1e9, 2),
            "method": f"numpy sum over {threads} threads, best of {repeats}"}


# ops that read one row of their first input per id (input 1); GgufGather: --gguf-blocks ggml's table
GATHERS = ("Gather", "GatherBlockQuantized", "GgufGather")


def onnx_weight_bytes_per_token(model_path: Path) -> int:
    """Bytes of initializers a decode step reads: all of them, minus the embedding tables that a
    Gather reads one row of."""
    model = onnx.load(str(model_path), load_external_data=False)
    sizes = {}
    for init in model.graph.initializer:
        ext = {e.key: e.value for e in init.external_data}
        sizes[init.name] = int(ext["length"]) if "length" in ext else len(init.raw_data)
    # values computed from initializers alone (a carried table's scales: float16 factors, Cast, Mul) are
    # folded when the session loads; what reads them is what reads the initializers they come from
    producers = {o: node for node in model.graph.node for o in node.output}
    folded = set(sizes)
    for node in model.graph.node:  # topological order
        if node.input and all(i in folded for i in node.input if i):
            folded.update(node.output)

    def sources(name: str) -> set[str]:
        if name in sizes:
            return {name}
        node = producers.get(name)
        return set().union(*(sources(i) for i in node.input if i)) if name in folded and node else set()

    runtime = [n for n in model.graph.node if not all(o in folded for o in n.output)]
    gathered = {s for node in runtime if node.op_type in GATHERS
                for i, name in enumerate(node.input) if i != 1 for s in sources(name)}  # all but the ids
    # a tied lm_head reuses the embedding table as a MatMul weight: then it is read in full
    read = {s for node in runtime if node.op_type not in GATHERS
            for name in node.input for s in sources(name)}
    return sum(size for name, size in sizes.items() if name not in gathered or name in read)


def fraction_of_limit(tokens_per_s: float, weight_bytes: int, bandwidth_gb_per_s: float) -> float:
    """tokens/s achieved / tokens/s the memory system allows."""
    return round(tokens_per_s * weight_bytes / (bandwidth_gb_per_s * 1e9), 3)
