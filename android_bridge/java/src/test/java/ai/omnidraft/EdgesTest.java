package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cancellation that works and messages that reach the app: stop() and close() from another thread
 * end the generation under way within its round or its prefill's run, and the calls waiting their
 * turn; the core's warnings reach an {@link OmniDraftLog} listener; the cache save fails loudly
 * where close() stays quiet. Every stop is timed by the generation itself (a callback waits until
 * the other thread has made its call), so the checks count tokens and callbacks, never seconds.
 */
class EdgesTest {
    private static final String PROMPT = "Once upon a time";

    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void tearDown() {
        OmniDraftLog.setListener(null);
        OmniDraftLog.setLevel(OmniDraftLog.Level.WARNING);
        pool.shutdownNow();
    }

    private static Generator longTarget() {
        return Generator.open(TestBundles.path("long_target"), null, TestBundles.options().maxLength(10240).build());
    }

    /** Waits (no time limit but the test's) until the thread is blocked on a monitor: it waits for a lock. */
    private static void awaitBlocked(Thread t) throws InterruptedException {
        while (t.getState() != Thread.State.BLOCKED) {
            if (!t.isAlive()) {
                fail(t.getName() + " ended instead of waiting for the lock");
            }
            Thread.sleep(1);
        }
    }

    /** A generation on the pool that, at its first piece, signals and waits until released. */
    private Future<GenerationResult> heldGeneration(Generator gen, CountDownLatch inCallback, CountDownLatch release,
            AtomicInteger piecesAfterRelease) {
        return pool.submit(() -> gen.generate(PROMPT, GenerationConfig.greedy(2000), piece -> {
            if (inCallback.getCount() > 0) {
                inCallback.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            } else {
                piecesAfterRelease.incrementAndGet();
            }
        }));
    }

    /** A generate() call on its own thread, so that the test can see it block. */
    private Thread queued(Generator gen, List<Object> outcome) {
        Thread t = new Thread(() -> {
            try {
                outcome.add(gen.generate(PROMPT, GenerationConfig.greedy(64)));
            } catch (RuntimeException e) {
                outcome.add(e);
            }
        }, "queued-generate");
        t.start();
        return t;
    }

    @Test
    void aListenerStopsByReturningFalseAndHearsTheResult() throws Exception {
        try (Generator gen = longTarget()) {
            List<String> pieces = new ArrayList<>();
            List<GenerationResult> completed = new ArrayList<>();
            GenerationResult r = gen.stream(PROMPT, GenerationConfig.greedy(2000), new GenerationListener() {
                @Override
                public boolean onText(String piece) {
                    pieces.add(piece);
                    return pieces.size() < 3;
                }

                @Override
                public void onComplete(GenerationResult result) {
                    completed.add(result);
                }
            });
            assertTrue(r.stats().stopped(), r.stats().toJson());
            assertTrue(r.tokenIds().length < 2000, r.tokenIds().length + " tokens");
            assertEquals(3, pieces.size()); // none after the listener said stop
            assertEquals(List.of(r), completed);
            // the stop was for that call alone
            assertEquals(16, gen.generate(PROMPT, GenerationConfig.greedy(16)).stats().newTokens());
        }
    }

    /**
     * A call that holds its first piece until released, then says stop its own way (a listener's
     * false, a throwing callback, its Cancellation), while a second call waits its turn: the first
     * ends within its round, the second runs whole.
     */
    private void aStopOfOneCallLeavesTheCallWaiting(java.util.function.BiFunction<Generator, Runnable, GenerationResult> call)
            throws Exception {
        try (Generator gen = longTarget()) {
            CountDownLatch inCallback = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            Runnable hold = () -> {
                inCallback.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
            Future<GenerationResult> running = pool.submit(() -> call.apply(gen, hold));
            assertTrue(inCallback.await(60, TimeUnit.SECONDS));
            List<Object> outcome = Collections.synchronizedList(new ArrayList<>());
            Thread waiting = queued(gen, outcome);
            awaitBlocked(waiting); // it has its stop ticket and waits for the running call
            release.countDown();
            GenerationResult first = running.get(60, TimeUnit.SECONDS);
            assertTrue(first.stats().stopped(), first.stats().toJson());
            assertTrue(first.tokenIds().length < 2000);
            waiting.join(60_000);
            assertEquals(1, outcome.size());
            assertTrue(outcome.get(0) instanceof GenerationResult, String.valueOf(outcome.get(0)));
            GenerationResult second = (GenerationResult) outcome.get(0);
            assertEquals(64, second.tokenIds().length, second.stats().toJson()); // before: stopped, with none
        }
    }

    @Test
    void aListenerThatSaysStopEndsItsOwnCallOnly() throws Exception {
        aStopOfOneCallLeavesTheCallWaiting((gen, hold) -> gen.stream(PROMPT, GenerationConfig.greedy(2000), piece -> {
            hold.run();
            return false;
        }));
    }

    @Test
    void aCancellationEndsItsOwnCallOnly() throws Exception {
        Cancellation cancel = new Cancellation();
        aStopOfOneCallLeavesTheCallWaiting((gen, hold) -> gen.generate(PROMPT, GenerationConfig.greedy(2000), piece -> {
            if (!cancel.isCancelled()) {
                cancel.cancel(); // from its own callback here; any thread will do
                hold.run();
            }
        }, cancel));
        try (Generator gen = longTarget()) {
            // already cancelled: the call ends as it begins, and a handle is for one call at a time
            GenerationResult r = gen.generate(PROMPT, GenerationConfig.greedy(16), null, cancel);
            assertTrue(r.stats().stopped() && r.tokenIds().length == 0, r.stats().toJson());
            assertEquals(16, gen.generate(PROMPT, GenerationConfig.greedy(16), null, new Cancellation()).stats()
                    .newTokens());
        }
    }

    @Test
    void aThrowingCallbackEndsItsOwnCallOnly() throws Exception {
        aStopOfOneCallLeavesTheCallWaiting((gen, hold) -> {
            try {
                gen.generate(PROMPT, GenerationConfig.greedy(2000), piece -> {
                    hold.run();
                    throw new IllegalArgumentException("the app's callback fails");
                });
                fail("the callback's exception should come out of generate()");
                return null;
            } catch (IllegalArgumentException expected) {
                // what the test checks is the call waiting; this one's result is the exception's
                return gen.generate(PROMPT, GenerationConfig.greedy(4), null, cancelled());
            }
        });
    }

    private static Cancellation cancelled() {
        Cancellation c = new Cancellation();
        c.cancel();
        return c;
    }

    @Test
    void aStopWhileACallWaitsItsTurnEndsThatCallToo() throws Exception {
        try (Generator gen = longTarget()) {
            CountDownLatch inCallback = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            AtomicInteger after = new AtomicInteger();
            Future<GenerationResult> running = heldGeneration(gen, inCallback, release, after);
            assertTrue(inCallback.await(60, TimeUnit.SECONDS));
            List<Object> outcome = Collections.synchronizedList(new ArrayList<>());
            Thread waiting = queued(gen, outcome);
            awaitBlocked(waiting); // it has its ticket and waits for the running call
            gen.stop();
            release.countDown();
            GenerationResult first = running.get(60, TimeUnit.SECONDS);
            assertTrue(first.stats().stopped(), first.stats().toJson());
            // no piece after the round the stop came in (but the stream's flush of held-back bytes)
            assertTrue(after.get() <= 1, after + " pieces after the stop");
            assertTrue(first.tokenIds().length < 2000);
            waiting.join(60_000);
            assertEquals(1, outcome.size());
            GenerationResult second = (GenerationResult) outcome.get(0);
            assertTrue(second.stats().stopped(), second.stats().toJson()); // before: it ran its 64 tokens
            assertEquals(0, second.tokenIds().length);
            // a stop with nothing under way or waiting is for nobody
            gen.stop();
            assertEquals(16, gen.generate(PROMPT, GenerationConfig.greedy(16)).stats().newTokens());
        }
    }

    @Test
    void closeFromAnotherThreadEndsTheGenerationWithinItsRoundAndTheCallsWaiting() throws Exception {
        Generator gen = longTarget();
        CountDownLatch inCallback = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger after = new AtomicInteger();
        Future<GenerationResult> running = heldGeneration(gen, inCallback, release, after);
        assertTrue(inCallback.await(60, TimeUnit.SECONDS));
        List<Object> outcome = Collections.synchronizedList(new ArrayList<>());
        Thread waiting = queued(gen, outcome);
        awaitBlocked(waiting);
        Thread closer = new Thread(gen::close, "closer");
        closer.start();
        awaitBlocked(closer); // close() has stopped the calls and waits for the running one
        assertThrows(IllegalStateException.class, () -> gen.generate(PROMPT, GenerationConfig.greedy(4)));
        release.countDown();
        GenerationResult first = running.get(60, TimeUnit.SECONDS);
        assertTrue(first.stats().stopped(), first.stats().toJson());
        assertTrue(after.get() <= 1, after + " pieces after the stop");
        closer.join(60_000);
        waiting.join(60_000);
        assertTrue(gen.isClosed());
        assertEquals(1, outcome.size());
        Object second = outcome.get(0);
        // whichever took the lock first: the waiting call ended at once, or found the generator closed
        if (second instanceof GenerationResult) {
            assertTrue(((GenerationResult) second).stats().stopped());
            assertEquals(0, ((GenerationResult) second).tokenIds().length);
        } else {
            assertTrue(second instanceof IllegalStateException, String.valueOf(second));
        }
    }

    @Test
    void aStopFromAnotherThreadInterruptsALongPrefill() throws Exception {
        StringBuilder prompt = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            prompt.append("The quick brown fox ").append(i).append(" jumps over the lazy dog. ");
        }
        try (Generator gen = longTarget()) {
            AtomicBoolean armed = new AtomicBoolean(true);
            // the core's debug note just before the prefill's run, on the generating thread: another
            // thread stops the generator, and the note returns once it has
            OmniDraftLog.setLevel(OmniDraftLog.Level.DEBUG);
            OmniDraftLog.setListener((level, message) -> {
                if (message.startsWith("generating:") && armed.getAndSet(false)) {
                    CompletableFuture.runAsync(gen::stop, pool).join();
                }
            });
            GenerationConfig config = GenerationConfig.builder().maxNewTokens(8).method(DecodingMethod.TARGET_ONLY).build();
            GenerationResult cut = gen.generate(prompt.toString(), config);
            assertFalse(armed.get());
            assertTrue(cut.stats().stopped(), cut.stats().toJson());
            assertEquals(0, cut.tokenIds().length, cut.stats().toJson()); // without interrupting the run: 1
            assertEquals(Boolean.TRUE, cut.stats().asMap().get("interrupted"));
            assertTrue(cut.stats().promptTokens() > 1000, cut.stats().toJson());
            GenerationResult again = gen.generate(prompt.toString(), config);
            assertEquals(8, again.stats().newTokens());
            assertEquals(0, again.stats().cachedTokens()); // the cut prefill kept nothing
        }
    }

    @Test
    void warningsReachTheListenerAndTheSaveFailsLoudlyWhereCloseStaysQuiet(@TempDir Path tmp) throws Exception {
        Path target = TestBundles.path("target");
        Path draft = TestBundles.path("draft");
        Options.Builder options = TestBundles.options();
        List<String> warnings = Collections.synchronizedList(new ArrayList<>());
        OmniDraftLog.setListener((level, message) -> {
            if (level == OmniDraftLog.Level.WARNING) {
                warnings.add(message);
            }
        });
        Path dir = Files.createDirectories(tmp.resolve("caches"));
        Path cache = dir.resolve("cache.odc");
        Files.write(cache, "ODNC not really a cache file".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        Generator gen = Generator.open(target, draft,
                options.cache(CacheConfig.file(cache).autosaveSeconds(0).build()).build());
        try {
            assertEquals(1, warnings.size(), warnings.toString()); // the damaged file, moved aside
            assertTrue(warnings.get(0).contains(cache + ".bad-"), warnings.get(0));
            assertNull(gen.fallbackReason()); // this pair keeps its drafter
            gen.generate("The capital of France is", GenerationConfig.greedy(16));
            assertTrue(gen.saveCache() > 0);
            // the cache's directory becomes a file: the autosave after a call warns, the explicit save
            // throws, and close() does no I/O at all (before: it saved, and warned)
            try (java.util.stream.Stream<Path> files = Files.list(dir)) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
            Files.write(dir, new byte[] {1});
            gen.generate("The capital of Italy is", GenerationConfig.greedy(16));
            OmniDraftException e = assertThrows(OmniDraftException.class, gen::saveCache);
            assertEquals(ErrorCode.IO, e.code(), e.getMessage());
        } finally {
            assertDoesNotThrow(gen::close);
        }
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(1).contains("not autosaved"), warnings.get(1));
    }

    /** Opens a generator and drops it unclosed: nothing refers to it once this returns. */
    private static void openAndForget() {
        Generator.open(TestBundles.path("target"), null, TestBundles.options().build());
    }

    @Test
    void aGeneratorCollectedUnclosedIsFreedWithAWarning() throws Exception {
        List<String> warnings = Collections.synchronizedList(new ArrayList<>());
        OmniDraftLog.setListener((level, message) -> warnings.add(message));
        openAndForget();
        for (int i = 0; i < 200 && warnings.stream().noneMatch(w -> w.contains("Generator was not closed")); i++) {
            System.gc();
            Thread.sleep(50);
        }
        assertTrue(warnings.stream().anyMatch(w -> w.contains("a Generator was not closed")), warnings.toString());
    }

    @Test
    void aDroppedDrafterSaysWhyToTheAppAndTheListener() {
        // a drafter whose vocabulary barely maps into the target's (tests/test_native_edges.py's foreign_drafter)
        Path target = TestBundles.path("target");
        Path foreign = TestBundles.path("foreign_draft");
        Options options = TestBundles.options().build();
        List<String> warnings = Collections.synchronizedList(new ArrayList<>());
        OmniDraftLog.setListener((level, message) -> {
            if (level == OmniDraftLog.Level.WARNING) {
                warnings.add(message);
            }
        });
        try (Generator gen = Generator.open(target, foreign, options)) {
            String reason = gen.fallbackReason();
            assertTrue(reason != null && reason.contains("map into the target's vocabulary"), reason);
            assertEquals(List.of(reason), warnings);
            GenerationResult r = gen.generate("The capital of France is", GenerationConfig.greedy(8));
            assertEquals("target-only", r.stats().method());
        }
    }

    @Test
    void aNulInTheTextComesWhole() throws Exception {
        // a target whose greedy text is NUL bytes (tests/test_native_edges.py's nul_bundle): JNI once
        // cut GenerationResult.text() at the first one (strlen)
        Path bundle = TestBundles.path("nul_target");
        java.util.Map<String, Object> want = TestBundles.golden("nul_golden").get(0);
        try (Generator gen = Generator.open(bundle, null, TestBundles.options().build())) {
            List<String> pieces = new ArrayList<>();
            GenerationConfig config = GenerationConfig.builder()
                    .maxNewTokens(((Number) want.get("max_new_tokens")).intValue()).method(DecodingMethod.TARGET_ONLY).build();
            GenerationResult r = gen.generate((String) want.get("prompt"), config, pieces::add);
            assertTrue(r.text().indexOf('\0') >= 0, r.stats().toJson());
            assertEquals(want.get("text"), r.text());
            assertEquals(r.text(), String.join("", pieces));
            assertEquals(TestBundles.ints(want.get("token_ids")).length, r.tokenIds().length);
        }
    }

    @Test
    void aListenerMayWaitForAThreadThatSetsTheLevel() throws Exception {
        try (Generator gen = longTarget()) {
            AtomicBoolean armed = new AtomicBoolean(true);
            AtomicBoolean otherDone = new AtomicBoolean();
            OmniDraftLog.setLevel(OmniDraftLog.Level.DEBUG);
            OmniDraftLog.setListener((level, message) -> {
                if (message.startsWith("generating:") && armed.getAndSet(false)) {
                    // the other thread takes OmniDraftLog's monitor, then the core's log setting
                    Thread other = new Thread(() -> {
                        OmniDraftLog.setLevel(OmniDraftLog.Level.DEBUG);
                        otherDone.set(true);
                    }, "sets-the-level");
                    other.start();
                    try {
                        other.join(10_000); // before: the core held its log lock here, so this timed out
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            assertEquals(4, gen.generate(PROMPT, GenerationConfig.greedy(4)).stats().newTokens());
            assertFalse(armed.get());
            assertTrue(otherDone.get(), "the thread setting the level waited for the listener: a deadlock");
        }
    }

    /** What a listener's Error is: not swallowed. */
    static final class ListenerError extends Error {
        private static final long serialVersionUID = 1L;

        ListenerError() {
            super("the app's listener failed badly");
        }
    }

    @Test
    void anErrorFromTheListenerComesOutOfTheCall() {
        try (Generator gen = longTarget()) {
            OmniDraftLog.setLevel(OmniDraftLog.Level.DEBUG);
            OmniDraftLog.setListener((level, message) -> {
                throw new ListenerError();
            });
            assertThrows(ListenerError.class, () -> gen.generate(PROMPT, GenerationConfig.greedy(4))); // before: swallowed
            OmniDraftLog.setListener(null);
            assertEquals(4, gen.generate(PROMPT, GenerationConfig.greedy(4)).stats().newTokens());
        }
    }

    @Test
    void aThrowingListenerNeverFailsTheCall(@TempDir Path tmp) throws Exception {
        Path cache = tmp.resolve("cache.odc");
        Files.write(cache, new byte[] {'O', 'D', 'N', 'G'});
        OmniDraftLog.setListener((level, message) -> {
            throw new IllegalStateException("the app's listener is broken");
        });
        Options options = TestBundles.options().cache(CacheConfig.file(cache).build()).build();
        try (Generator gen = Generator.open(TestBundles.path("target"), TestBundles.path("draft"), options)) {
            assertEquals(8, gen.generate("The capital of France is", GenerationConfig.greedy(8)).stats().newTokens());
        }
    }
}
