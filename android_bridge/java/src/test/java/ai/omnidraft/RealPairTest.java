package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The real pair (tests/test_java_bridge.py, slow): one generator over the golden prompts in order,
 * as the Python runtime ran them (the n-gram cache carries over), greedy. Ids must be identical;
 * each generation's stats go to the report for the side-by-side figures.
 */
class RealPairTest {
    @Test
    void realPairGivesThePythonRuntimesIds() throws Exception {
        List<Map<String, Object>> cases = TestBundles.golden("real_golden");
        List<String> report = new ArrayList<>();
        Options options = TestBundles.options().threads(2).build();
        try (Generator gen = Generator.open(TestBundles.path("real_target"), TestBundles.path("real_draft"), options)) {
            for (Map<String, Object> c : cases) {
                GenerationConfig config = GenerationConfig.builder()
                        .maxNewTokens(((Number) c.get("max_new_tokens")).intValue())
                        .method(TestBundles.method((String) c.get("method"))).build();
                GenerationResult r = gen.generate((String) c.get("prompt"), config);
                assertArrayEquals(TestBundles.ints(c.get("token_ids")), r.tokenIds(), (String) c.get("prompt"));
                assertEquals(c.get("text"), r.text());
                report.add(r.stats().toJson());
            }
            conversation(gen);
        }
        Files.write(TestBundles.path("report"), ("[" + String.join(",\n", report) + "]\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A conversation on the same generator: every turn the Python runtime's from-scratch reference decode. */
    @SuppressWarnings("unchecked")
    private static void conversation(Generator gen) throws Exception {
        String text = new String(Files.readAllBytes(TestBundles.path("real_chat_golden")), StandardCharsets.UTF_8);
        Map<String, Object> g = (Map<String, Object>) Json.parse(text);
        List<?> turns = (List<?>) g.get("turns");
        List<?> want = (List<?>) g.get("token_ids");
        GenerationConfig config = GenerationConfig.greedy(((Number) g.get("max_new_tokens")).intValue());
        try (Conversation chat = gen.conversation((String) g.get("system"))) {
            for (int i = 0; i < turns.size(); i++) {
                GenerationResult r = chat.send((String) turns.get(i), config);
                assertArrayEquals(TestBundles.ints(want.get(i)), r.tokenIds(), "turn " + i);
            }
        }
    }
}
