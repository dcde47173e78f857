package ai.omnidraft;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * A multi-turn chat over a {@link Generator} ({@link Generator#conversation}): the history as
 * messages, each turn rendered whole in the target's chat template, and the KV caches kept across
 * turns, so a turn computes only its new tokens. Greedy turns are token for token the target's
 * reference decode of the whole history, as a single prompt would be.
 *
 * <pre>{@code
 * try (Conversation chat = gen.conversation("You are a helpful assistant.")) {
 *     chat.send("What is 2 + 3?", GenerationConfig.greedy(64), piece -> ui.append(piece));
 *     GenerationResult r = chat.send("And times 4?", GenerationConfig.greedy(64));
 *     Log.i("omnidraft", r.stats().cachedTokens() + " prompt tokens reused");
 * }
 * }</pre>
 *
 * <p>Calls follow the generator's threading rules (one native call at a time; a turn's {@link
 * Cancellation}, or {@link Generator#stop()}, from any thread ends it). A stopped turn leaves the
 * history as it was, unless {@link #keepStoppedTurns(boolean)}. Conversations on one generator share its sessions
 * and n-gram cache; switching between them stays exact, with less reuse. Close it to free its native
 * memory (its messages); closing the generator first is safe, and later calls then throw {@link
 * IllegalStateException}.
 */
public final class Conversation implements AutoCloseable {
    private final Generator generator;
    private long handle;
    private final NativeCleaner.Watch watch; // frees the handle if this is collected unclosed
    private volatile int fence; // written after native calls (Generator.reachable()'s reason)

    Conversation(Generator generator, long handle) {
        this.generator = generator;
        this.handle = handle;
        this.watch = NativeCleaner.watch(this, handle, "Conversation", NativeApi::destroyConversation);
    }

    /** One turn without streaming. */
    public GenerationResult send(String text, GenerationConfig config) {
        return send(text, config, null);
    }

    /**
     * One turn: the reply to {@code text} after the history, streamed to {@code onText} (may be null).
     * The exchange joins the history once the reply is finished (end of text, the length limit, a
     * stop string); a turn that fails (an empty message, a history past the context without {@code
     * dropOldest}) or is stopped changes nothing.
     *
     * @throws OmniDraftException bad text or settings, or a history that no longer fits
     */
    public GenerationResult send(String text, GenerationConfig config, @Nullable Consumer<String> onText) {
        return send(text, config, onText, null);
    }

    /** {@link #send(String, GenerationConfig, Consumer)} that {@code cancellation} (one per turn, or null) ends. */
    public GenerationResult send(String text, GenerationConfig config, @Nullable Consumer<String> onText,
            @Nullable Cancellation cancellation) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(config, "config");
        GenerationResult r = generator.generating("send()", onText, cancellation, (g, sink, stopCount, cancel) -> {
            Map<String, String> params = Generator.withStopCount(config.nativeParams(), stopCount);
            return NativeApi.send(g, liveHandle(), Generator.utf8(text), Generator.keys(params),
                    Generator.values(params), sink, cancel);
        });
        fence = 0; // this stays reachable through the native call
        return r;
    }

    /**
     * true: a stopped turn joins the history with its partial (maybe empty) reply. Off by default: a
     * stopped turn leaves the history as it was.
     */
    public void keepStoppedTurns(boolean keep) {
        generator.locked("keepStoppedTurns()", () -> NativeApi.keepStoppedTurns(liveHandle(), keep));
        fence = 0;
    }

    /** Takes back the last exchange; throws {@link OmniDraftException} when there is none. */
    public void undo() {
        generator.locked("undo()", () -> NativeApi.undo(liveHandle()));
        fence = 0;
    }

    /** Forgets the turns; the system message stays. */
    public void reset() {
        generator.locked("reset()", () -> NativeApi.reset(liveHandle()));
        fence = 0;
    }

    /** The system message (if any), then the user and assistant turns; a copy. */
    public List<Message> history() {
        List<Message> out = new ArrayList<>();
        generator.locked("history()", () -> {
            byte[][] flat = NativeApi.history(liveHandle());
            for (int i = 0; i + 1 < flat.length; i += 2) {
                out.add(new Message(new String(flat[i], StandardCharsets.UTF_8),
                        new String(flat[i + 1], StandardCharsets.UTF_8)));
            }
        });
        fence = 0;
        return Collections.unmodifiableList(out);
    }

    /** Waits for a turn under way, then frees the conversation's native memory; closing twice is harmless. */
    @Override
    public void close() {
        generator.whenIdle("close()", () -> {
            long h;
            synchronized (this) {
                h = handle;
                handle = 0;
            }
            if (h != 0 && watch.take() != 0) {
                NativeApi.destroyConversation(h);
            }
        });
    }

    private synchronized long liveHandle() {
        if (handle == 0) {
            throw new IllegalStateException("this Conversation is closed");
        }
        return handle;
    }
}
