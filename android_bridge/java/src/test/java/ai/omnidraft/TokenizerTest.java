package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link Generator#tokenizer()} against the Python runtime's tokenizer: for each tiny bundle
 * (several families) and text (non-ASCII scripts, emoji, NUL, special-token spellings), the prompt
 * ids the runtime generates from, their count, and their decoded text (tokenizer_golden, written by
 * tests/test_java_bridge.py).
 */
class TokenizerTest {
    @Test
    void encodeCountAndDecodeArePythons() throws Exception {
        Map<String, List<Map<String, Object>>> byBundle = new LinkedHashMap<>();
        for (Map<String, Object> c : TestBundles.golden("tokenizer_golden")) {
            byBundle.computeIfAbsent((String) c.get("bundle"), b -> new ArrayList<>()).add(c);
        }
        assertTrue(byBundle.size() >= 3, "several families");
        int checked = 0;
        for (Map.Entry<String, List<Map<String, Object>>> bundle : byBundle.entrySet()) {
            try (Generator gen = Generator.open(bundle.getKey(), null, TestBundles.options().build())) {
                Tokenizer tokenizer = gen.tokenizer();
                assertSame(tokenizer, gen.tokenizer());
                for (Map<String, Object> c : bundle.getValue()) {
                    String text = (String) c.get("text");
                    int[] want = TestBundles.ints(c.get("ids"));
                    String where = bundle.getKey() + ": " + text;
                    assertArrayEquals(want, tokenizer.encode(text), where);
                    assertEquals(want.length, tokenizer.countTokens(text), where);
                    assertEquals(c.get("decoded"), tokenizer.decode(want), where);
                    checked++;
                }
            }
        }
        assertEquals(TestBundles.golden("tokenizer_golden").size(), checked);
    }

    @Test
    void aResultsIdsDecodeToItsTextAndItsPromptCountsAsItsStatsSay() {
        try (Generator gen = Generator.open(TestBundles.path("target"), null, TestBundles.options().build())) {
            String prompt = "Hello 日本語 🙂 and more text";
            GenerationResult r = gen.generate(prompt, GenerationConfig.greedy(16));
            assertTrue(r.tokenIds().length > 0);
            assertEquals(r.text(), gen.tokenizer().decode(r.tokenIds()));
            assertEquals(r.stats().promptTokens(), gen.tokenizer().countTokens(prompt));
        }
    }

    @Test
    void itCountsWhileAGenerationRuns() throws Exception {
        try (Generator gen = Generator.open(TestBundles.path("target"), null, TestBundles.options().build())) {
            int want = gen.tokenizer().countTokens("The capital of France is");
            List<Integer> counted = new ArrayList<>();
            // the callback runs under the generation's lock and waits for a count on another thread:
            // a tokenizer that waited for that lock would never answer
            gen.generate("Once upon a time", GenerationConfig.greedy(4), piece -> {
                if (counted.isEmpty()) {
                    try {
                        counted.add(CompletableFuture
                                .supplyAsync(() -> gen.tokenizer().countTokens("The capital of France is"))
                                .get(2, TimeUnit.MINUTES));
                    } catch (Exception e) {
                        throw new AssertionError("the count waited for the generation", e);
                    }
                }
            });
            assertEquals(List.of(want), counted);
        }
    }

    @Test
    void badIdsAndAClosedGeneratorAreRefused() {
        Tokenizer tokenizer;
        try (Generator gen = Generator.open(TestBundles.path("target"), null, TestBundles.options().build())) {
            tokenizer = gen.tokenizer();
            assertThrows(IllegalArgumentException.class, () -> gen.tokenizer().decode(new int[] {1, -1}));
            OmniDraftException e = assertThrows(OmniDraftException.class,
                    () -> gen.tokenizer().decode(new int[] {Integer.MAX_VALUE}));
            assertEquals(ErrorCode.INVALID_ARGUMENT, e.code());
            assertTrue(e.getMessage().contains("out of range"), e.getMessage());
            assertEquals("", gen.tokenizer().decode(new int[0]));
        }
        assertThrows(IllegalStateException.class, () -> tokenizer.countTokens("x"));
        assertThrows(IllegalStateException.class, () -> tokenizer.encode("x"));
    }
}
