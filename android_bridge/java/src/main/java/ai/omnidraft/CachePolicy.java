package ai.omnidraft;

/** How the n-gram cache stays within its bounds (cache_store/FORMAT.md). */
public enum CachePolicy {
    /** Evict the least recently used entry. */
    LRU,
    /** Evict the least frequently used entry (counts age over time). */
    LFU,
    /** No eviction: the bounds are not enforced. */
    NONE;

    String nativeName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
