package ai.omnidraft;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Cross-vocabulary speculative decoding: a target bundle, optionally a drafter bundle of any
 * vocabulary, and the online n-gram cache, over the native core.
 *
 * <pre>{@code
 * OmniDraftLog.setListener((level, message) -> Log.println(level.androidPriority(), "omnidraft", message));
 * try (Generator gen = Generator.open(targetDir, draftDir, Options.defaults())) {
 *     Cancellation cancel = new Cancellation(); // one per call
 *     stopButton.setOnClickListener(v -> cancel.cancel()); // from the UI thread, while generate runs
 *     String prompt = "Write a haiku about rain";
 *     int promptTokens = gen.tokenizer().countTokens(prompt); // + max new tokens must fit Options' maxLength
 *     GenerationResult r = gen.generate(prompt, GenerationConfig.greedy(128), piece -> ui.append(piece), cancel);
 *     Log.i("omnidraft", promptTokens + " prompt tokens, " + r.stats().tokensPerSecond() + " tok/s, "
 *             + r.stats().meanAcceptedLength() + " per step" + (r.stats().stopped() ? ", stopped" : ""));
 * }
 * }</pre>
 *
 * <p><b>Threads.</b> A generator is safe to share: {@link #generate} calls run one at a time (a
 * second waits for the first). A call given a {@link Cancellation} ends when it is cancelled, from
 * any thread, the UI thread included, and no other call does: its model run under way is interrupted
 * (a long prompt's prefill too), or, waiting its turn, it ends at once. {@link #stop()} ends every
 * call: the one under way and those already waiting their turn. {@link #close()} stops the generation under way and those
 * waiting, and waits for it. Generation blocks its thread, so run it off the UI thread (an
 * executor, a coroutine); the text callback runs on that same thread, so post to the UI from it. Two
 * generators run in parallel on two threads, each with its own sessions.
 *
 * <p><b>Lifetime.</b> The generator owns native memory (both models' sessions and KV caches):
 * close it, with try-with-resources or {@link #close()}. One that is collected unclosed is freed
 * by the garbage collector's safety net with a warning to {@link OmniDraftLog} (late, or never: do
 * not rely on it). A call after {@code close()} throws {@link IllegalStateException}; closing twice
 * is harmless. {@code close()} does no file I/O: the n-gram cache file is saved after calls, on
 * their thread ({@link CacheConfig.Builder#autosaveSeconds}), and by {@link #saveCache()}, which
 * does blocking I/O: call it off the main thread before closing where the last calls' learning
 * matters.
 */
public final class Generator implements AutoCloseable {
    private final Object callLock = new Object(); // one native call at a time, and close() after it
    private final Object handleLock = new Object(); // keeps the handle alive while stop() uses it
    private long handle;
    private boolean closing; // under handleLock: close() has begun; no new call may start
    private boolean generating;
    private @Nullable Tokenizer tokenizer; // under handleLock: made on first use, freed by close()
    private final NativeCleaner.Watch watch; // frees the handle if this is collected unclosed
    private volatile int fence; // written after native calls: see reachable()

    private Generator(long handle) {
        this.handle = handle;
        this.watch = NativeCleaner.watch(this, handle, "Generator", NativeApi::destroyGenerator);
    }

    /**
     * Loads and verifies the bundles (an {@code omnidraft export} output directory each).
     *
     * @param draftDir the drafter's bundle, or null for the target alone (prompt lookup still works)
     * @throws OmniDraftException a missing or damaged bundle ({@link ErrorCode#BUNDLE}), onnxruntime
     *     not found ({@link ErrorCode#NOT_FOUND}), a cache file of another pair, ...
     */
    public static Generator open(Path targetDir, @Nullable Path draftDir, Options options) {
        Objects.requireNonNull(targetDir, "targetDir");
        Objects.requireNonNull(options, "options");
        Map<String, String> settings = options.nativeSettings();
        long handle = NativeApi.createGenerator(keys(settings), values(settings), utf8(targetDir.toString()),
                draftDir == null ? null : utf8(draftDir.toString()));
        if (handle == 0) { // the JNI layer throws instead; never wrap a null handle
            throw new OmniDraftException(ErrorCode.INTERNAL, "the native core returned no generator");
        }
        return new Generator(handle);
    }

    /**
     * Releases onnxruntime's process-wide state once every Generator is closed, as onnxruntime-genai's
     * {@code OgaShutdown}: for an app that is done with the models (off the main thread). A later
     * {@link #open} starts it again.
     *
     * @throws OmniDraftException {@link ErrorCode#INVALID_ARGUMENT} while a Generator is open (the
     *     message says how many)
     */
    public static void shutdown() {
        NativeApi.shutdown();
    }

    /** The native library's version ({@code OdVersion}): the OmniDraft release it was built from. */
    public static String version() {
        return new String(NativeApi.version(), StandardCharsets.UTF_8);
    }

    /** {@link #open(Path, Path, Options)} with paths as strings. */
    public static Generator open(String targetDir, @Nullable String draftDir, Options options) {
        return open(Paths.get(targetDir), draftDir == null ? null : Paths.get(draftDir), options);
    }

    /** Generates without streaming. */
    public GenerationResult generate(String prompt, GenerationConfig config) {
        return generate(prompt, config, null);
    }

    /**
     * Generates from {@code prompt}, streaming the text as it is decoded.
     *
     * @param onText gets each new piece of text, always whole characters (UTF-8 is never cut),
     *     in order; the pieces joined are {@link GenerationResult#text()}. May be null. An exception it throws
     *     stops the generation and is rethrown here.
     * @throws OmniDraftException an empty or too long prompt, a method the bundles cannot run, ...
     * @throws IllegalStateException after {@link #close()}, or when called from this generator's
     *     own callback (as are {@link #saveCache()} and {@link #close()}; {@link #stop()} is fine)
     */
    public GenerationResult generate(String prompt, GenerationConfig config, @Nullable Consumer<String> onText) {
        return generate(prompt, config, onText, null);
    }

    /**
     * {@link #generate(String, GenerationConfig, Consumer)} that {@code cancellation} ends, and
     * nothing else but {@link #stop()} and {@link #close()}; an exception {@code onText} throws ends
     * this call alone.
     *
     * @param cancellation this call's (one per call), or null
     */
    public GenerationResult generate(String prompt, GenerationConfig config, @Nullable Consumer<String> onText,
            @Nullable Cancellation cancellation) {
        Objects.requireNonNull(prompt, "prompt");
        Objects.requireNonNull(config, "config");
        return generating("generate()", onText, cancellation, (h, sink, stopCount, cancel) -> {
            Map<String, String> params = withStopCount(config.nativeParams(), stopCount);
            return NativeApi.generate(h, utf8(prompt), keys(params), values(params), sink, cancel);
        });
    }

    /**
     * Generates from {@code prompt}, streaming to {@code listener}, which can stop it from its
     * callback (return false) and hears the result at the end. The result's text runs to the end of
     * the round in which the listener said stop, which may be a little past its last piece. Only
     * this call stops: calls waiting their turn run as usual.
     *
     * @throws OmniDraftException, IllegalStateException as {@link #generate(String, GenerationConfig, Consumer)}
     */
    public GenerationResult stream(String prompt, GenerationConfig config, GenerationListener listener) {
        return stream(prompt, config, listener, null);
    }

    /** {@link #stream(String, GenerationConfig, GenerationListener)} that {@code cancellation} (or null) also ends. */
    public GenerationResult stream(String prompt, GenerationConfig config, GenerationListener listener,
            @Nullable Cancellation cancellation) {
        Objects.requireNonNull(listener, "listener");
        Cancellation own = cancellation != null ? cancellation : new Cancellation();
        boolean[] wantsMore = {true};
        GenerationResult r = generate(prompt, config, piece -> {
            if (wantsMore[0] && !listener.onText(piece)) {
                wantsMore[0] = false;
                own.cancel(); // this call's alone, honoured at the end of this round
            }
        }, own);
        listener.onComplete(r);
        return r;
    }

    /**
     * Why the drafter was dropped when the bundles were loaded (its vocabulary barely maps into the
     * target's; every method then runs on the target alone), or null when it was kept or there was
     * none. The same text went to {@link OmniDraftLog} as a warning.
     */
    public @Nullable String fallbackReason() {
        synchronized (handleLock) {
            if (handle == 0) {
                throw new IllegalStateException("this Generator is closed");
            }
            byte[] reason = NativeApi.fallbackReason(handle);
            reachable();
            return reason == null ? null : new String(reason, StandardCharsets.UTF_8);
        }
    }

    /**
     * The target's tokenizer, as {@link #generate} encodes prompts and decodes text: count a
     * prompt's tokens to budget the context, encode and decode ids. The same instance each time;
     * its calls do not wait for a generation under way. Freed by {@link #close()}.
     *
     * @throws IllegalStateException after {@link #close()}
     */
    public Tokenizer tokenizer() {
        synchronized (handleLock) {
            if (handle == 0 || closing) {
                throw new IllegalStateException("this Generator is closed");
            }
            if (tokenizer == null) {
                tokenizer = new Tokenizer(NativeApi.createTokenizer(handle));
                reachable();
            }
            return tokenizer;
        }
    }

    /**
     * A multi-turn chat on this generator: each {@link Conversation#send} renders the whole history in
     * the target's chat template and keeps what the KV caches already hold, so a turn costs only its
     * new tokens. Several conversations may share a generator (their calls run one at a time).
     *
     * @param system the system message, or null
     * @param dropOldest when a turn would pass the context, drop the oldest exchanges (never the
     *     system message) instead of throwing
     * @throws OmniDraftException when the target bundle's chat template cannot run natively (the
     *     message says why: no template, or one the export could not reproduce)
     */
    public Conversation conversation(@Nullable String system, boolean dropOldest) {
        synchronized (callLock) {
            long h = liveHandle();
            notFromCallback("conversation()");
            return new Conversation(this,
                    NativeApi.createConversation(h, system == null ? null : utf8(system), dropOldest));
        }
    }

    /** {@link #conversation(String, boolean)} that throws at the context limit. */
    public Conversation conversation(@Nullable String system) {
        return conversation(system, false);
    }

    /**
     * A generation call on the live handle, one at a time, never from our own callback. Its stop
     * ticket is taken before it waits for the lock, so a stop() or close() that comes while it waits
     * ends it (at once, with no tokens) instead of being lost. It runs with a native cancel handle of
     * its own, which {@code cancellation} (if any) reaches from the moment the call is made: a cancel
     * while it waits ends it as it begins. A throwing text callback cancels this handle alone.
     */
    GenerationResult generating(String call, @Nullable Consumer<String> onText, @Nullable Cancellation cancellation,
            GenerationCall body) {
        notFromCallback(call);
        String stopCount = Long.toString(stopTicket());
        long cancel = NativeApi.createCancel();
        boolean attached = false;
        try {
            if (cancellation != null) {
                cancellation.attach(cancel); // throws when another call holds it
                attached = true;
            }
            synchronized (callLock) {
                long h = liveHandle();
                generating = true;
                try {
                    GenerationResult r = body.run(h, onText == null ? null : new TextSink(onText), stopCount, cancel);
                    if (r == null) { // the JNI layer throws instead
                        throw new OmniDraftException(ErrorCode.INTERNAL, "the native core returned no result");
                    }
                    return r;
                } finally {
                    generating = false; // (a write to this: it stays reachable through the call)
                }
            }
        } finally {
            if (attached) {
                cancellation.detach();
            }
            NativeApi.destroyCancel(cancel);
        }
    }

    private long stopTicket() {
        synchronized (handleLock) {
            if (handle == 0 || closing) {
                throw new IllegalStateException("this Generator is closed");
            }
            long count = NativeApi.stopCount(handle);
            reachable();
            return count;
        }
    }

    static Map<String, String> withStopCount(Map<String, String> params, String stopCount) {
        Map<String, String> out = new LinkedHashMap<>(params);
        out.put("stop_count", stopCount);
        return out;
    }

    /** Any other native call under the same rules. */
    void locked(String call, Runnable body) {
        synchronized (callLock) {
            liveHandle();
            notFromCallback(call);
            body.run();
            reachable();
        }
    }

    /**
     * Keeps this generator reachable until here, after a native call on its handle: otherwise the
     * JIT may let it be collected during the call and the safety net ({@link NativeCleaner}) free
     * the handle under it. A volatile write to this does what {@code Reference.reachabilityFence}
     * does (API 28; minSdk is 26).
     */
    void reachable() {
        fence = 0;
    }

    /** body once no call is under way, whether or not this generator is closed (a conversation's close). */
    void whenIdle(String call, Runnable body) {
        synchronized (callLock) {
            notFromCallback(call);
            body.run();
        }
    }

    interface GenerationCall {
        /** stopCount: the generation parameter "stop_count", the call's stop ticket; cancel: its cancel handle. */
        GenerationResult run(long handle, @Nullable Object sink, String stopCount, long cancel);
    }

    /**
     * Ends the generation under way, interrupting the model run in progress (a long prefill within
     * that run, a round's drafting or verification); {@code generate} returns what was decoded so
     * far, with {@link Stats#stopped()} true, as a result, not an exception. Calls already waiting
     * their turn end too, with no tokens. Any thread; with nothing under way or waiting, or after
     * close, it does nothing.
     */
    public void stop() {
        synchronized (handleLock) {
            if (handle != 0) {
                NativeApi.stop(handle);
                reachable();
            }
        }
    }

    /**
     * Writes the n-gram cache to its file now (merging what other processes saved); returns the
     * bytes written, 0 without a cache file. Blocking I/O (an fsync, and up to 30 s waiting for
     * another process's lock on the file): call it off the main thread, e.g. when the app goes to
     * the background.
     *
     * @throws OmniDraftException the cache could not be written ({@link ErrorCode#IO}, with why)
     */
    public long saveCache() {
        synchronized (callLock) {
            long h = liveHandle();
            notFromCallback("saveCache()");
            long written = NativeApi.saveCache(h);
            reachable();
            return written;
        }
    }

    public boolean isClosed() {
        synchronized (handleLock) {
            return handle == 0;
        }
    }

    /**
     * Stops the generation under way and those waiting their turn, waits for it (within its round or
     * model run) and frees the native memory. No file I/O: what the cache learned since its last
     * autosave is saved only by a {@link #saveCache()} before.
     */
    @Override
    public void close() {
        notFromCallback("close()");
        synchronized (handleLock) {
            closing = true; // first: a call that comes from here on is refused, not run
            if (handle != 0) {
                NativeApi.stop(handle); // ends the call under way and those that took their ticket before
            }
        }
        synchronized (callLock) {
            long h;
            Tokenizer t;
            synchronized (handleLock) {
                h = handle;
                handle = 0;
                t = tokenizer;
                tokenizer = null;
            }
            if (t != null) {
                t.close(); // after a call of its under way, if any
            }
            if (h != 0 && watch.take() != 0) {
                NativeApi.destroyGenerator(h); // no I/O: the cache is saved by calls and saveCache()
            }
        }
    }

    /** Throws inside our own callback: the thread that holds callLock while generating. */
    private void notFromCallback(String call) {
        if (Thread.holdsLock(callLock) && generating) {
            throw new IllegalStateException(call + " called from this generator's own text callback; use a "
                    + "Cancellation (or stop())");
        }
    }

    private long liveHandle() {
        synchronized (handleLock) {
            if (handle == 0) {
                throw new IllegalStateException("this Generator is closed");
            }
            return handle;
        }
    }

    /** Receives pieces from the JNI layer as UTF-8 and hands them on as Strings. */
    private static final class TextSink {
        private final Consumer<String> onText;

        TextSink(Consumer<String> onText) {
            this.onText = onText;
        }

        @SuppressWarnings("unused") // called from native code
        void onPiece(byte[] utf8) {
            onText.accept(new String(utf8, StandardCharsets.UTF_8));
        }
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static byte[][] keys(Map<String, String> map) {
        return map.keySet().stream().map(Generator::utf8).toArray(byte[][]::new);
    }

    static byte[][] values(Map<String, String> map) {
        return map.values().stream().map(Generator::utf8).toArray(byte[][]::new);
    }
}
