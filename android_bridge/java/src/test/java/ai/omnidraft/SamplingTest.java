package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded samples through the Java API on tests/test_exact_sampling.py's case (n-gram cache filled so
 * merges are proposed), written for tests/test_java_bridge.py to compare with the exact law by
 * chi-square: the test of the distribution is Python's, the draws are Java's.
 */
class SamplingTest {
    @Test
    @SuppressWarnings("unchecked")
    void seededSamplesForTheChiSquareTest(@TempDir Path tmp) throws Exception {
        Path goldenFile = TestBundles.path("sampling_golden");
        Map<String, Object> g = (Map<String, Object>) Json.parse(
                new String(Files.readAllBytes(goldenFile), StandardCharsets.UTF_8));
        int n = ((Number) g.get("n")).intValue();
        StringBuilder out = new StringBuilder("{\"cases\": [");
        for (Object o : (List<Object>) g.get("cases")) {
            Map<String, Object> c = (Map<String, Object>) o;
            int k = ((Number) c.get("k")).intValue();
            Path cache = tmp.resolve("cache-" + out.length() + ".odc");
            Files.copy(Path.of((String) g.get("cache")), cache, StandardCopyOption.REPLACE_EXISTING);
            Options options = TestBundles.options().draftCost(0).cache(CacheConfig.file(cache).policy(CachePolicy.NONE).build())
                    .build();
            long merges = 0;
            StringBuilder samples = new StringBuilder();
            try (Generator gen = Generator.open(TestBundles.path("sampling_target"), TestBundles.path("sampling_draft"),
                    options)) {
                for (int seed = 0; seed < n; seed++) {
                    GenerationConfig config = GenerationConfig.builder().maxNewTokens(k + 2)
                            .temperature(((Number) g.get("temperature")).doubleValue()).seed(seed)
                            .method(TestBundles.method((String) c.get("method"))).k(k)
                            .samplingRule((String) c.get("rule")).build();
                    GenerationResult r = gen.generate((String) g.get("prompt"), config);
                    merges += ((Number) r.stats().asMap().get("ngram_merges_proposed")).longValue();
                    assertEquals(((Number) g.get("prompt_tokens")).longValue(), r.stats().promptTokens());
                    samples.append(seed == 0 ? "[" : ", [");
                    int[] ids = r.tokenIds();
                    for (int i = 0; i < ids.length; i++) {
                        samples.append(i == 0 ? "" : ", ").append(ids[i]);
                    }
                    samples.append(']');
                }
            }
            out.append(out.charAt(out.length() - 1) == '[' ? "" : ", ").append("{\"merges\": ").append(merges)
                    .append(", \"samples\": [").append(samples).append("]}");
        }
        Files.write(TestBundles.path("sampling_out"), out.append("]}").toString().getBytes(StandardCharsets.UTF_8));
    }
}
