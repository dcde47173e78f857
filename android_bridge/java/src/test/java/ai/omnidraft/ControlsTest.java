package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The controls apps send (top-k, min-p, the penalties, the sampling rule, stop strings) through the
 * Java API, against the Python runtime's golden vectors (tests/test_java_bridge.py's controls_golden).
 */
class ControlsTest {
    private static Generator tinyPair() {
        return Generator.open(TestBundles.path("target"), TestBundles.path("draft"), TestBundles.options().build());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> golden() throws IOException {
        Path file = TestBundles.path("controls_golden");
        return (Map<String, Object>) Json.parse(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    }

    private static GenerationConfig.Builder with(GenerationConfig.Builder b, String name, Object value) {
        switch (name) {
            case "max_new_tokens": return b.maxNewTokens(((Number) value).intValue());
            case "temperature": return b.temperature(((Number) value).doubleValue());
            case "top_p": return b.topP(((Number) value).doubleValue());
            case "seed": return b.seed(((Number) value).longValue());
            case "k": return b.k(((Number) value).intValue());
            case "top_k": return b.topK(((Number) value).intValue());
            case "min_p": return b.minP(((Number) value).doubleValue());
            case "repetition_penalty": return b.repetitionPenalty(((Number) value).doubleValue());
            case "penalty_last_n": return b.penaltyLastN(((Number) value).longValue());
            case "presence_penalty": return b.presencePenalty(((Number) value).doubleValue());
            case "frequency_penalty": return b.frequencyPenalty(((Number) value).doubleValue());
            case "sampling_rule": return b.samplingRule((String) value);
            case "stop": return b.stop(((List<?>) value).toArray(new String[0]));
            default: throw new IllegalArgumentException(name);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void greedyWithEachControlGivesPythonsIdsForEveryMethod() throws Exception {
        Map<String, Object> g = golden();
        try (Generator gen = tinyPair()) {
            for (Object o : (List<Object>) g.get("sets")) {
                Map<String, Object> set = (Map<String, Object>) o;
                for (DecodingMethod method : DecodingMethod.values()) {
                    for (int k : new int[] {1, 3}) {
                        GenerationConfig.Builder b = GenerationConfig.builder().maxNewTokens(32).method(method).k(k);
                        ((Map<String, Object>) set.get("controls")).forEach((name, value) -> with(b, name, value));
                        GenerationResult r = gen.generate((String) g.get("prompt"), b.build());
                        String label = set.get("name") + " " + method + " k=" + k;
                        assertArrayEquals(TestBundles.ints(set.get("token_ids")), r.tokenIds(), label);
                        assertEquals(set.get("text"), r.text(), label);
                    }
                }
            }
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void stopStringsEndTheTextBeforeThemAndNoPieceShowsOne() throws Exception {
        Map<String, Object> stop = (Map<String, Object>) golden().get("stop");
        List<String> stops = (List<String>) stop.get("stop");
        try (Generator gen = tinyPair()) {
            for (DecodingMethod method : DecodingMethod.values()) {
                List<String> pieces = new ArrayList<>();
                GenerationConfig config = GenerationConfig.builder().maxNewTokens(40).method(method)
                        .stop(stops.toArray(new String[0])).build();
                GenerationResult r = gen.generate((String) stop.get("prompt"), config, pieces::add);
                assertArrayEquals(TestBundles.ints(stop.get("token_ids")), r.tokenIds(), method.toString());
                assertEquals(stop.get("text"), r.text(), method.toString());
                assertEquals(stop.get("pieces"), pieces, method.toString());
                assertEquals(stop.get("stop_string"), r.stats().stopString());
                assertEquals("stop_string", r.stats().finishReason());
                for (String s : stops) {
                    assertFalse(String.join("", pieces).contains(s), s);
                }
            }
            // sampled: the text still ends before whichever stop string came first
            GenerationConfig sampled = GenerationConfig.builder().maxNewTokens(40).temperature(0.8).seed(7)
                    .stop(stops.toArray(new String[0])).build();
            List<String> pieces = new ArrayList<>();
            GenerationResult r = gen.generate((String) stop.get("prompt"), sampled, pieces::add);
            assertEquals(r.text(), String.join("", pieces));
            for (String s : stops) {
                assertFalse(r.text().contains(s), s);
            }
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void badControlsAreRefusedWhereTheyAreSetWithThePythonRuntimesWords() throws Exception {
        for (Object o : (List<Object>) golden().get("bad")) {
            Map<String, Object> bad = (Map<String, Object>) o;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> with(GenerationConfig.builder(), (String) bad.get("name"), bad.get("value")));
            assertEquals(bad.get("message"), e.getMessage());
        }
    }
}
