package ai.omnidraft;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the online n-gram cache lives and how big it may grow. The file is the one the Python
 * runtime reads and writes (same bytes), kept under a lock and replaced atomically; the cache grows
 * as the generator is used, which is how speculation gets faster over time. It is saved on the
 * generating thread after a call once {@link Builder#autosaveSeconds} have passed since the last
 * save (trying the file's lock once), and by {@link Generator#saveCache()}; {@link Generator#close()}
 * does no I/O, so call {@code saveCache()} on your worker first where the last minute matters (the
 * app going to the background).
 *
 * <pre>{@code
 * CacheConfig cache = CacheConfig.file(context.getFilesDir().toPath().resolve("omnidraft.odc"))
 *         .policy(CachePolicy.LFU).maxBytes(2 << 20).build();
 * }</pre>
 */
public final class CacheConfig {
    /** What happens when the cache file is damaged (truncated, corrupt, not a cache file). */
    public enum OnDamagedFile {
        /** Move it aside to {@code FILE.bad-<UTC time>} and start empty, as the Python runtime does. */
        SET_ASIDE,
        /** Throw {@link OmniDraftException} ({@link ErrorCode#CACHE_FILE}) and leave the file as it is. */
        FAIL;

        String nativeName() {
            return this == FAIL ? "fail" : "set_aside";
        }
    }

    private final Path file;
    private final CachePolicy policy;
    private final long maxEntries;
    private final long maxBytes;
    private final String scope;
    private final OnDamagedFile onDamagedFile;
    private final double autosaveSeconds;

    private CacheConfig(Builder b) {
        file = b.file;
        policy = b.policy;
        maxEntries = b.maxEntries;
        maxBytes = b.maxBytes;
        scope = b.scope;
        onDamagedFile = b.onDamagedFile;
        autosaveSeconds = b.autosaveSeconds;
    }

    /** A cache kept in {@code file} (created on first save). */
    public static Builder file(Path file) {
        return new Builder(Objects.requireNonNull(file, "file"));
    }

    public Path file() {
        return file;
    }

    public CachePolicy policy() {
        return policy;
    }

    public long maxEntries() {
        return maxEntries;
    }

    public long maxBytes() {
        return maxBytes;
    }

    public String scope() {
        return scope;
    }

    public OnDamagedFile onDamagedFile() {
        return onDamagedFile;
    }

    public double autosaveSeconds() {
        return autosaveSeconds;
    }

    public static final class Builder {
        private final Path file;
        private CachePolicy policy = CachePolicy.LRU;
        private long maxEntries = 0;
        private long maxBytes = 4L << 20;
        private String scope = "";
        private OnDamagedFile onDamagedFile = OnDamagedFile.SET_ASIDE;
        private double autosaveSeconds = 60;

        private Builder(Path file) {
            this.file = file;
        }

        public Builder policy(CachePolicy policy) {
            this.policy = Objects.requireNonNull(policy, "policy");
            return this;
        }

        /** At most this many entries; 0 (the default): no bound. */
        public Builder maxEntries(long maxEntries) {
            this.maxEntries = nonNegative(maxEntries, "maxEntries");
            return this;
        }

        /**
         * At most this many bytes of entries (default 4 MiB), and what bounds reading the file: a
         * file bigger than such a cache can save is not read. A file-backed cache always has a
         * bound: 0 is refused.
         */
        public Builder maxBytes(long maxBytes) {
            if (maxBytes < 1) {
                throw new IllegalArgumentException("maxBytes = " + maxBytes + ": a cache file needs a bound in "
                        + "bytes (>= 1), which also bounds the memory reading the file takes");
            }
            this.maxBytes = maxBytes;
            return this;
        }

        /** Seconds between saves after a call, on its thread (default 60; 0: after every call). */
        public Builder autosaveSeconds(double seconds) {
            if (!(seconds >= 0) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException("autosaveSeconds = " + seconds + ": must be a finite number >= 0");
            }
            this.autosaveSeconds = seconds;
            return this;
        }

        /** Keeps caches of one pair apart, e.g. per user or per task ("" by default). */
        public Builder scope(String scope) {
            this.scope = Objects.requireNonNull(scope, "scope");
            return this;
        }

        public Builder onDamagedFile(OnDamagedFile onDamagedFile) {
            this.onDamagedFile = Objects.requireNonNull(onDamagedFile, "onDamagedFile");
            return this;
        }

        public CacheConfig build() {
            return new CacheConfig(this);
        }

        private static long nonNegative(long value, String name) {
            if (value < 0) {
                throw new IllegalArgumentException(name + " = " + value + ": must be >= 0");
            }
            return value;
        }
    }
}
