package ai.omnidraft;

import java.nio.charset.StandardCharsets;

/** A generation: its text, its token ids (in the target's vocabulary) and its {@link Stats}. */
public final class GenerationResult {
    private final int[] tokenIds;
    private final String text;
    private final Stats stats;

    /** Made by the JNI layer: text and stats come as UTF-8 bytes. */
    GenerationResult(int[] tokenIds, byte[] text, byte[] statsJson) {
        this.tokenIds = tokenIds;
        this.text = new String(text, StandardCharsets.UTF_8);
        this.stats = new Stats(new String(statsJson, StandardCharsets.UTF_8));
    }

    /** The new text (special tokens skipped), equal to the streamed pieces joined. */
    public String text() {
        return text;
    }

    /** The new token ids; a copy. */
    public int[] tokenIds() {
        return tokenIds.clone();
    }

    public Stats stats() {
        return stats;
    }
}
