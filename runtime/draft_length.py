"""``--k auto``: the draft length the cost model favours, from costs and acceptance measured at start-up.

A round proposing k target tokens costs k * g * c_draft + c_verify(k + 1) target steps (g: drafter calls
per proposed target token, above 1 when the vocabularies split words differently; c_verify(rows): one
row-stable verifying call, odd row counts padded to even) and yields E[L] = (1 - a^(k+1)) / (1 - a)
target tokens when each proposed token is accepted with probability a (the paper's i.i.d. model; the bonus
token included). The predicted speedup L / cost is what k maximises. Time outside the split (Python
between calls, translation) is left out, so the prediction is an upper bound; bench reports both.
"""

import statistics
import time

AUTO_KS = (1, 2, 3, 4, 5)
CALIBRATION_K = 3
CALIBRATION_TOKENS = 48


def expected_length(alpha: float, k: int) -> float:
    """Target tokens per round: accepted proposals (each with probability alpha, stopping at the first miss) + 1."""
    if alpha >= 1.0:
        return k + 1.0
    return (1.0 - alpha ** (k + 1)) / (1.0 - alpha)


def _median_s(fn, reps: int) -> float:
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def measure_costs(target, draft, prompt: list[int], ks=AUTO_KS, reps: int = 5) -> dict:
    """One target step (single row, as target-only decodes), c_verify(k+1) and one drafter call, both in
    target steps, each the median of ``reps`` calls after ``prompt``; the caches are left empty."""
    target.reset()
    target.forward(prompt, row_stable=True, last=1)
    base, tok = target.length, prompt[-1]

    def call(rows: int, row_stable: bool):
        def run():
            target.forward([tok] * rows, row_stable=row_stable, last=rows)
            target.rollback(base)
        return run

    step = _median_s(call(1, False), reps)
    verify = {k: round(_median_s(call(k + 1, True), reps) / step, 3) for k in ks}
    target.reset()
    draft.reset()
    draft_prompt = [t % draft.vocab_size for t in prompt]
    draft.forward(draft_prompt, last=1)
    d_base = draft.length

    def draft_call():
        draft.forward([draft_prompt[-1]], last=1)
        draft.rollback(d_base)

    c_draft = _median_s(draft_call, reps) / step
    draft.reset()
    return {"target_step_ms": round(1000 * step, 2), "c_draft": round(c_draft, 3), "c_verify": verify}


def pick_k(alpha: float, drafts_per_proposed: float, costs: dict, ks=AUTO_KS) -> tuple[int, dict]:
    """The k of the highest predicted speedup, and the prediction for every k."""
    predicted = {k: round(expected_length(alpha, k) / (k * drafts_per_proposed * costs["c_draft"] + costs["c_verify"][k]), 3)
                 for k in ks}
    return max(predicted, key=predicted.get), predicted


def auto_k(gen, prompt: list[int], ks=AUTO_KS) -> dict:
    """Measure the costs, calibrate acceptance on one short generation of ``prompt`` (at k=CALIBRATION_K,
    from a copy of the n-gram cache, so nothing is learned), pick k and set it on ``gen``."""
    costs = measure_costs(gen.target, gen.draft, prompt, ks)
    cache, k = gen.decoder.cache, gen.decoder.k
    gen.decoder.cache, gen.decoder.k = cache.copy(), CALIBRATION_K
    try:
        stats = gen.generate_ids(prompt, CALIBRATION_TOKENS, method="omnidraft", reuse=False).stats
    finally:
        gen.decoder.cache, gen.decoder.k = cache, k
    proposed = stats["proposed_target_tokens"] or 1
    alpha = min(stats["acceptance_per_target_token"] or 0.0, 0.99)
    g = max(stats["drafted_tokens"] / proposed, 1e-3)
    picked, predicted = pick_k(alpha, g, costs, ks)
    gen.decoder.k = picked
    # below 1x at every k the model says the target alone is faster: reported, not acted on (the user asked for a drafter)
    return {"k": picked, "pays": predicted[picked] > 1.0, "acceptance_per_target_token": round(alpha, 4), "drafts_per_proposed_token": round(g, 3),
            **costs, "predicted_speedup": predicted, "calibration_tokens": CALIBRATION_TOKENS}
