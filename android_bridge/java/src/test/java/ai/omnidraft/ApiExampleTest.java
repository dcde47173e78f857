package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The example of docs/java-api.md and of Generator's javadoc, compiled and run as written (with a
 * text view and Android's Log stood in for; onnxruntime comes from OMNIDRAFT_ORT_LIBRARY, which
 * tests/test_java_bridge.py sets, as Options.defaults() finds it on Android).
 */
class ApiExampleTest {
    /** Stands in for a TextView. */
    static final class Ui {
        final StringBuilder shown = new StringBuilder();

        void append(CharSequence text) {
            shown.append(text);
        }
    }

    /** Stands in for android.util.Log. */
    static final class Log {
        static String last;

        static int i(String tag, String message) {
            last = tag + ": " + message;
            return 0;
        }
    }

    @Test
    void theDocumentedExampleRuns() {
        Path targetDir = TestBundles.path("target");
        Path draftDir = TestBundles.path("draft");
        Ui ui = new Ui();
        // --- docs/java-api.md: the example, verbatim ---
        try (Generator gen = Generator.open(targetDir, draftDir, Options.defaults())) {
            Result r = gen.generate("Write a haiku about rain", GenerationConfig.greedy(128), piece -> ui.append(piece));
            Log.i("omnidraft", r.stats().tokensPerSecond() + " tok/s, " + r.stats().meanAcceptedLength() + " per step");
            // ---
            assertEquals(r.text(), ui.shown.toString());
            assertTrue(Log.last.endsWith(" per step"), Log.last);
            assertTrue(r.stats().tokensPerSecond() > 0);
            assertTrue(r.stats().meanAcceptedLength() >= 1.0, r.stats().toJson());
        }
    }
}
