package ai.omnidraft;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The target model's tokenizer, exactly as {@link Generator#generate} uses it (onnxruntime-genai's
 * {@code Tokenizer}, without its {@code Sequences}): a prompt is encoded with the model's special
 * tokens added (BOS and the like) and special tokens spelled in it parsed, and a result's text is
 * decoded with special tokens skipped. So {@link #countTokens} of a prompt is what it takes of the
 * context ({@link Options.Builder#maxLength}), and {@code decode(result.tokenIds())} is {@link
 * GenerationResult#text()}.
 *
 * <p>From {@link Generator#tokenizer()}. Its calls only read and are safe on any thread, beside a
 * generation on another (they do not wait for it). It is freed with its generator; a call after the
 * generator's {@code close()} throws {@link IllegalStateException}. Text crosses as UTF-8, so emoji
 * and NUL characters come back whole.
 */
public final class Tokenizer {
    private long handle; // guarded by this; 0 once closed
    private final NativeCleaner.Watch watch; // frees the handle if this is collected unclosed

    Tokenizer(long handle) {
        this.handle = handle;
        this.watch = NativeCleaner.watch(this, handle, "Tokenizer", NativeApi::destroyTokenizer);
    }

    /**
     * The ids {@link Generator#generate} feeds the model for {@code text} as its prompt (a lone
     * surrogate is encoded as {@code ?}, as {@code String.getBytes(UTF_8)} and generate do).
     */
    public synchronized int[] encode(String text) {
        Objects.requireNonNull(text, "text");
        return NativeApi.encode(liveHandle(), Generator.utf8(text));
    }

    /**
     * The text of {@code ids}, special tokens skipped, as a generation's {@link GenerationResult#text()}.
     *
     * @throws IllegalArgumentException a negative id
     * @throws OmniDraftException an id past the vocabulary ({@link ErrorCode#INVALID_ARGUMENT})
     */
    public synchronized String decode(int[] ids) {
        Objects.requireNonNull(ids, "ids");
        for (int id : ids) {
            if (id < 0) {
                throw new IllegalArgumentException("token id " + id + " is negative");
            }
        }
        return new String(NativeApi.decode(liveHandle(), ids), StandardCharsets.UTF_8);
    }

    /**
     * How many tokens {@code text} takes as a prompt ({@code encode(text).length}, without the
     * array): with a generation's {@code maxNewTokens} it must fit {@link Options.Builder#maxLength}.
     */
    public synchronized int countTokens(String text) {
        Objects.requireNonNull(text, "text");
        return Math.toIntExact(NativeApi.countTokens(liveHandle(), Generator.utf8(text)));
    }

    /** Frees the native handle; the generator's close() calls it. */
    synchronized void close() {
        if (handle != 0 && watch.take() != 0) {
            NativeApi.destroyTokenizer(handle);
        }
        handle = 0;
    }

    private long liveHandle() {
        if (handle == 0) {
            throw new IllegalStateException("this Tokenizer's Generator is closed");
        }
        return handle;
    }
}
