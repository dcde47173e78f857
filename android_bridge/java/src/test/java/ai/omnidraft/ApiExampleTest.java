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
    /** Stands in for a TextView; once it shows a few pieces, the user presses stop. */
    static final class Ui {
        final StringBuilder shown = new StringBuilder();
        int pieces;

        void append(CharSequence text) {
            shown.append(text);
            if (++pieces == 3) {
                stopButton.press();
            }
        }
    }

    /** Stands in for a Button: press() runs its listener on another thread (as the UI thread is) and waits. */
    static final class Button {
        private Runnable listener;
        boolean pressed;

        void setOnClickListener(java.util.function.Consumer<Button> onClick) {
            listener = () -> onClick.accept(this);
        }

        void press() {
            Thread ui = new Thread(listener, "ui");
            ui.start();
            try {
                ui.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            pressed = true;
        }
    }

    static Button stopButton = new Button();

    /** Stands in for android.util.Log. */
    static final class Log {
        static String last;
        static final java.util.List<String> lines = new java.util.ArrayList<>();

        static int i(String tag, String message) {
            last = tag + ": " + message;
            return 0;
        }

        static int println(int priority, String tag, String message) {
            lines.add(priority + " " + tag + ": " + message);
            return 0;
        }
    }

    @Test
    void theDocumentedExampleRuns() throws java.io.IOException {
        Path targetDir = TestBundles.path("target");
        Path draftDir = TestBundles.path("draft");
        Ui ui = new Ui();
        // --- docs/java-api.md: the example, verbatim ---
        OmniDraftLog.setListener((level, message) -> Log.println(level.androidPriority(), "omnidraft", message));
        try (Generator gen = Generator.open(targetDir, draftDir, Options.defaults())) {
            Cancellation cancel = new Cancellation(); // one per call
            stopButton.setOnClickListener(v -> cancel.cancel()); // from the UI thread, while generate runs
            String prompt = "Write a haiku about rain";
            int promptTokens = gen.tokenizer().countTokens(prompt); // + max new tokens must fit Options' maxLength
            GenerationResult r = gen.generate(prompt, GenerationConfig.greedy(128), piece -> ui.append(piece), cancel);
            Log.i("omnidraft", promptTokens + " prompt tokens, " + r.stats().tokensPerSecond() + " tok/s, "
                    + r.stats().meanAcceptedLength() + " per step" + (r.stats().stopped() ? ", stopped" : ""));
        }
        // ---
        int pythonCount = TestBundles.golden("tokenizer_golden").stream()
                .filter(c -> c.get("bundle").equals(targetDir.toString()) && c.get("text").equals("Write a haiku about rain"))
                .mapToInt(c -> ((java.util.List<?>) c.get("ids")).size()).findFirst().getAsInt();
        assertTrue(Log.last.startsWith("omnidraft: " + pythonCount + " prompt tokens, "), Log.last);
        OmniDraftLog.setListener(null);
        assertTrue(stopButton.pressed);
        assertTrue(Log.last.endsWith(" per step, stopped"), Log.last);
        assertTrue(ui.pieces <= 4, ui.pieces + " pieces: the stop ended the generation within its round");
        assertTrue(Log.lines.isEmpty(), Log.lines.toString()); // no warning for this pair
    }
}
