"""``omnidraft cache stats|inspect|merge|prune FILE``: what a cache holds, and changing it safely."""

import json
from pathlib import Path

from omnidraft.cache_store.persist import load_store, rewrite
from omnidraft.cache_store.store import NgramStore
from omnidraft.errors import OmniDraftError


def _stats(path: Path, store: NgramStore) -> dict:
    return {"file": str(path), "file_bytes": path.stat().st_size, **store.stats()}


def _entry_text(draft_tokens, target_tokens, key, target) -> dict:
    return {"target_text": target_tokens.decode_bytes([target]).decode("utf-8", "backslashreplace"),
            "drafter_text": draft_tokens.decode_bytes(key).decode("utf-8", "backslashreplace"),
            "drafter_pieces": [draft_tokens.decode_bytes([d]).decode("utf-8", "backslashreplace") for d in key]}


def _inspect(path: Path, store: NgramStore, args) -> dict:
    draft_tokens = target_tokens = None
    if args.draft and args.target:
        from omnidraft.runtime.bundle import load_bundle
        from omnidraft.runtime.vocab import TokenBytes

        draft_tokens, target_tokens = (
            TokenBytes(b.tokenizer_path, b.manifest["tokenizer"]["special_tokens"])
            for b in (load_bundle(args.draft), load_bundle(args.target)))
        if (draft_tokens.fingerprint(), target_tokens.fingerprint()) != (store.namespace.draft_vocab,
                                                                        store.namespace.target_vocab):
            raise OmniDraftError(f"{path} was not built for the vocabularies of {args.draft} and {args.target}")
    elif args.draft or args.target:
        raise OmniDraftError("pass both --draft and --target to show entries as text")
    top = sorted(store.entries.items(), key=lambda kv: (-kv[1].count, -kv[1].last_used, kv[0]))[: args.limit]
    rows = []
    for key, e in top:
        row = {"drafter_ids": list(key), "target_id": e.target, "count": e.count, "last_used": e.last_used}
        if draft_tokens is not None:
            row.update(_entry_text(draft_tokens, target_tokens, key, e.target))
        rows.append(row)
    return {"file": str(path), "entries": len(store), "shown": rows}


def run(args) -> str:
    path = Path(args.file)
    action = args.cache_command
    if action == "stats":
        result = _stats(path, load_store(path))
    elif action == "inspect":
        result = _inspect(path, load_store(path), args)
    elif action == "merge":
        others = [load_store(o) for o in args.others]
        before = len(load_store(path))

        def merge_all(store):
            for name, other in zip(args.others, others, strict=True):
                if other.namespace != store.namespace:
                    raise OmniDraftError(f"cannot merge: {name} belongs to another drafter/target pair or scope "
                                         f"than {path}")
                store.merge(other)

        result = {"entries_before": before, **_stats(path, rewrite(path, merge_all))}
    else:
        before = len(load_store(path))
        store = rewrite(path, lambda s: s.prune(args.max_entries, args.max_bytes, args.min_count))
        result = {"entries_before": before, "removed": before - len(store), **_stats(path, store)}
    if args.json:
        return json.dumps(result, indent=2)
    return _human(action, result)


def _human(action: str, r: dict) -> str:
    if action == "inspect":
        lines = [f"{r['file']}: {r['entries']} entries; most used first"]
        for row in r["shown"]:
            text = (f"  {row['target_text']!r} <- {' + '.join(repr(p) for p in row['drafter_pieces'])}"
                    if "target_text" in row else "")
            lines.append(f"  count {row['count']:>5}  target {row['target_id']:>6} <- drafter {row['drafter_ids']}{text}")
        return "\n".join(lines)
    ns = r["namespace"]
    lines = [f"{r['file']}: {r['entries']} entries, {r['accounted_bytes']} accounted bytes, {r['file_bytes']} bytes on disk",
             f"policy {r['policy']}, max entries {r['max_entries'] or 'none'}, max bytes {r['max_bytes'] or 'none'}",
             f"n-gram lengths {r['ngram_lengths']}, count max {r['count_max']} mean {r['count_mean']}",
             f"drafter vocab {ns['draft_vocab'][:16]} ({ns['draft_vocab_size']} ids), target vocab "
             f"{ns['target_vocab'][:16]} ({ns['target_vocab_size']} ids), scope {ns['scope']!r}"]
    if "entries_before" in r:
        lines.insert(0, f"{action}: {r['entries_before']} -> {r['entries']} entries")
    return "\n".join(lines)
