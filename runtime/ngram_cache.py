"""The online n-gram cache: target token <- sequence of n > 1 drafter tokens with the same bytes.

This is the in-memory, unbounded form the runtime needs; ``omnidraft.cache_store`` will provide
the bounded (LRU/LFU), persisted implementation behind the same three methods.
"""

from collections.abc import Sequence


class NgramCache:
    def __init__(self):
        self.by_draft: dict[tuple[int, ...], int] = {}
        self.first_tokens: set[int] = set()
        self.max_n = 0

    def __len__(self) -> int:
        return len(self.by_draft)

    def observe(self, target_id: int, draft_ids: Sequence[int]) -> None:
        """Record that ``target_id`` is spelled by the drafter as ``draft_ids`` (n > 1)."""
        key = tuple(draft_ids)
        if len(key) < 2 or self.by_draft.get(key) == target_id:
            return
        self.by_draft[key] = target_id
        self.first_tokens.add(key[0])
        self.max_n = max(self.max_n, len(key))

    def longest_match(self, drafted: Sequence[int], start: int) -> tuple[int, int] | None:
        """(target id, n) for the longest entry matching ``drafted[start:start+n]``, else None."""
        if drafted[start] not in self.first_tokens:
            return None
        for n in range(min(self.max_n, len(drafted) - start), 1, -1):
            target = self.by_draft.get(tuple(drafted[start:start + n]))
            if target is not None:
                return target, n
        return None

    def may_start(self, draft_id: int) -> bool:
        return draft_id in self.first_tokens
