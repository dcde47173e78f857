"""The replay buffer: which positions a round trains, compact p rows, bounded and damage-proof files."""

import numpy as np
import pytest

from omnidraft.runtime.replay import Episode, EpisodeRecorder, ReplayBuffer, top_k_rows


def _round(recorder, ctx, drafted, spans, accepted, vocab=50, seed=0):
    logits = np.random.default_rng(seed).normal(size=(len(spans) + 1, vocab)).astype(np.float32)
    recorder.round(ctx, drafted, spans, len(spans), accepted, logits)
    return logits


def test_round_positions_dm_rows_and_accepted_ngram():
    rec = EpisodeRecorder(top_k=4)
    rec.start()
    # proposal 0: drafter token 10 mapped directly; proposal 1: drafter 11+12 merged into one target token
    logits = _round(rec, [1, 2, 3], [10, 11, 12], [1, 2], accepted=2)
    ep = rec.finish([1, 2, 3, 10, 11, 12, 7])
    assert ep.dm_pos.tolist() == [3, 6]  # proposal 0, and the bonus position after all three
    assert ep.ngram_pos.tolist() == [4, 5]
    assert ep.dm_drafted.tolist() == [10, -1]  # nothing was drafted at the bonus position
    ids, logp, rest = top_k_rows(logits[[0, 2]], 4)
    assert np.array_equal(ep.p_ids, ids) and np.allclose(ep.p_logp, logp) and np.allclose(ep.p_rest, rest)


def test_rejected_proposal_trains_its_row_only():
    rec = EpisodeRecorder(top_k=4)
    rec.start()
    _round(rec, [1, 2, 3], [10, 11, 12], [1, 2], accepted=0)
    ep = rec.finish([1, 2, 3, 9])
    assert ep.dm_pos.tolist() == [3] and ep.ngram_pos.tolist() == [] and ep.dm_drafted.tolist() == [10]


def test_rounds_the_final_text_does_not_contain_are_dropped():
    rec = EpisodeRecorder(top_k=4)
    rec.start()
    _round(rec, [1, 2, 3], [10, 11], [1, 1], accepted=2)  # re-tokenized later: 11 became 99
    _round(rec, [1, 2, 5], [10], [1], accepted=1)  # a context that is not a prefix of the final text
    ep = rec.finish([1, 2, 3, 10, 99, 4])
    assert ep.dm_pos.tolist() == [3, 4]  # rows 0 and 1 of round 1; its bonus row sits after 11, gone


def test_top_k_rows_rest_is_the_missing_mass():
    logits = np.random.default_rng(1).normal(size=(3, 100)).astype(np.float32) * 3
    ids, logp, rest = top_k_rows(logits, 10)
    p = np.exp(logits - logits.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    assert np.allclose(np.exp(logp), np.take_along_axis(p, ids, -1), atol=1e-6)
    assert np.allclose(np.exp(rest), 1 - np.take_along_axis(p, ids, -1).sum(-1), atol=1e-5)
    assert set(ids[0]) == set(np.argsort(-p[0])[:10])


def _episode(n=40, seed=0):
    rng = np.random.default_rng(seed)
    return Episode(draft_ids=rng.integers(0, 50, n, dtype=np.int32), dm_pos=np.array([5, 9], np.int32),
                   dm_drafted=np.array([3, -1], np.int32),
                   p_ids=rng.integers(0, 80, (2, 4), dtype=np.int32), p_logp=np.full((2, 4), -2.0, np.float32),
                   p_rest=np.full(2, -1.0, np.float32), ngram_pos=np.array([6, 7], np.int32))


def test_buffer_round_trip_bound_and_clear(tmp_path):
    buf = ReplayBuffer(tmp_path / "replay", max_bytes=10_000)
    size = len(_episode().to_bytes())
    for seed in range(8):
        buf.add(_episode(seed=seed))
    assert buf.bytes <= 10_000 and len(buf) == 10_000 // size  # the oldest went first
    newest = buf.episodes()[-1]
    assert np.array_equal(newest.draft_ids, _episode(seed=7).draft_ids)
    buf.clear()
    assert len(buf) == 0 and buf.episodes() == []


@pytest.mark.parametrize("damage", ["truncate", "garbage", "bad_index"])
def test_damaged_episode_file_is_moved_aside_not_trained_on(tmp_path, damage, capsys):
    buf = ReplayBuffer(tmp_path)
    good = buf.add(_episode(seed=1))
    bad = buf.add(_episode(seed=2))
    if damage == "truncate":
        bad.write_bytes(bad.read_bytes()[:100])
    elif damage == "garbage":
        bad.write_bytes(b"\x00" * 64)
    else:
        ep = _episode(seed=2)
        ep.dm_pos = np.array([5, 400], np.int32)  # points past the text
        bad.write_bytes(ep.to_bytes())
    episodes = buf.episodes()
    assert len(episodes) == 1 and np.array_equal(episodes[0].draft_ids, _episode(seed=1).draft_ids)
    assert good.exists() and not bad.exists() and list(tmp_path.glob(f"{bad.name}.bad-*"))
    assert "unreadable" in capsys.readouterr().err
