package ai.omnidraft;

/**
 * Streams a generation ({@link Generator#stream}): each piece of text as it is decoded, with a say in
 * whether to go on, then the whole result once (as ExecuTorch's {@code LlmCallback} has onResult and
 * onStats). Both run on the generating thread: post to the UI from them.
 */
public interface GenerationListener {
    /**
     * A new piece of text, whole characters. Return false to stop: the generation ends after the
     * round under way (its result says {@code stats().stopped()}) and no further piece comes here.
     */
    boolean onText(String piece);

    /** Once, after the last piece, with the result and its stats. Not called when generation throws. */
    default void onComplete(GenerationResult result) {}
}
