package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

/**
 * What the Python side (tests/test_java_bridge.py) hands the Java tests, as system properties:
 * bundle directories, the onnxruntime library, and golden vectors the Python runtime wrote.
 */
final class TestBundles {
    private TestBundles() {}

    /**
     * The property {@code omnidraft.test.NAME}; a test without it is skipped with the reason, never
     * failed (run by hand, {@code mvn -o test}, as docs/java-api.md says, every such test skips).
     */
    static String property(String name) {
        String value = System.getProperty("omnidraft.test." + name);
        assumeTrue(value != null, "omnidraft.test." + name + " is not set (tests/test_java_bridge.py sets it)");
        return value;
    }

    static Path path(String property) {
        return Paths.get(property(property));
    }

    /** One thread, and the break-even cost the golden vectors were made with (tests/native.py). */
    static Options.Builder options() {
        return Options.builder().ortLibrary(path("ort_library")).threads(1)
                .draftCost(Double.parseDouble(property("draft_cost")));
    }

    /** Golden vectors: {"cases": [{"prompt", "method", "max_new_tokens", "token_ids", "text", "stats"}]}. */
    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> golden(String property) throws IOException {
        String text = new String(Files.readAllBytes(path(property)), StandardCharsets.UTF_8);
        return (List<Map<String, Object>>) ((Map<String, Object>) Json.parse(text)).get("cases");
    }

    /** Generates a golden case's prompt with its method and length; its ids and text must be the case's. */
    static GenerationResult assertCase(Generator gen, Map<String, Object> c) {
        GenerationConfig config = GenerationConfig.builder()
                .maxNewTokens(((Number) c.get("max_new_tokens")).intValue())
                .method(method((String) c.get("method"))).build();
        GenerationResult r = gen.generate((String) c.get("prompt"), config);
        String label = c.get("method") + " " + c.get("prompt");
        assertArrayEquals(ints(c.get("token_ids")), r.tokenIds(), label);
        assertEquals(c.get("text"), r.text(), label);
        return r;
    }

    static int[] ints(Object list) {
        return ((List<?>) list).stream().mapToInt(o -> ((Number) o).intValue()).toArray();
    }

    static DecodingMethod method(String nativeName) {
        for (DecodingMethod m : DecodingMethod.values()) {
            if (m.nativeName().equals(nativeName)) {
                return m;
            }
        }
        throw new IllegalArgumentException(nativeName);
    }
}
