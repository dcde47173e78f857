package ai.omnidraft;

/** What went wrong, as the native core's {@code OdErrorCode} says it ({@code omnidraft.h}). */
public enum ErrorCode {
    INVALID_ARGUMENT(1),
    /** A damaged, truncated, foreign or hostile n-gram cache file. */
    CACHE_FILE(2),
    /** A valid cache file of a newer format version: left alone. */
    CACHE_VERSION(3),
    /** A valid cache file of another drafter/target pair or scope: left alone. */
    CACHE_PAIR(4),
    IO(5),
    NOT_FOUND(6),
    /** Out of memory or a bug: the message says which. */
    INTERNAL(7),
    /** A missing, damaged or unsupported bundle: the message says what to do. */
    BUNDLE(8),
    /** onnxruntime failed to load a graph or to run it. */
    RUNTIME(9);

    private final int nativeCode;

    ErrorCode(int nativeCode) {
        this.nativeCode = nativeCode;
    }

    /** The {@code OdErrorCode} value. */
    public int nativeCode() {
        return nativeCode;
    }

    static ErrorCode of(int nativeCode) {
        for (ErrorCode code : values()) {
            if (code.nativeCode == nativeCode) {
                return code;
            }
        }
        return INTERNAL;
    }
}
