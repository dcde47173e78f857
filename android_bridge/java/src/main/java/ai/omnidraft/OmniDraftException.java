package ai.omnidraft;

import java.nio.charset.StandardCharsets;

/**
 * An error from the native core: its {@link ErrorCode} and its message, which says what to do.
 * Unchecked, as ExecuTorch's errors are, so that it passes through lambdas and Kotlin alike.
 */
public class OmniDraftException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final ErrorCode code;

    public OmniDraftException(ErrorCode code, String message) {
        super(message);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }

    /** Called by the JNI layer: the message comes as UTF-8 bytes. */
    static OmniDraftException fromNative(int code, byte[] utf8Message) {
        return new OmniDraftException(ErrorCode.of(code), new String(utf8Message, StandardCharsets.UTF_8));
    }

    @Override
    public String toString() {
        return "OmniDraftException[" + code + "]: " + getMessage();
    }
}
