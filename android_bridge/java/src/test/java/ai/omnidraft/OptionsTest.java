package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The version call and the load-time Options that were environment variables or shared: the bundle
 * check mode, huge pages, the drafter's threads. tests/test_native_generate.py checks their effects
 * natively (thread counts, a same-size edit); here they must reach the core from Java.
 */
class OptionsTest {
    @Test
    void theVersionIsThePythonPackages() {
        assertEquals(TestBundles.property("version"), Generator.version());
    }

    @Test
    void aCacheFileAlwaysHasABoundAndClosingDoesNoIo() {
        CacheConfig.Builder b = CacheConfig.file(java.nio.file.Paths.get("cache.odc"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.maxBytes(0)); // before: unbounded
        assertTrue(e.getMessage().contains("needs a bound in bytes"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.autosaveSeconds(-1));
        Map<String, String> settings = Options.builder().cache(b.maxBytes(1 << 20).build()).build().nativeSettings();
        assertEquals("0", settings.get("cache_save_on_destroy"));
        assertEquals("1048576", settings.get("cache_max_bytes"));
    }

    /** The target bundle copied, with a same-size edit of a file the runtime hashes but does not read. */
    private static Path editedCopy(Path dir) throws IOException {
        Path source = TestBundles.path("target");
        try (Stream<Path> files = Files.list(source)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                if (!f.getFileName().toString().equals(".omnidraft-verified.json")) {
                    Files.copy(f, dir.resolve(f.getFileName()));
                }
            }
        }
        Path config = dir.resolve("genai_config.json");
        String text = new String(Files.readAllBytes(config), StandardCharsets.UTF_8);
        assertTrue(text.contains("onnxruntime-genai"));
        Files.write(config, text.replace("onnxruntime-genai", "onnxruntime-gena!").getBytes(StandardCharsets.UTF_8));
        return dir;
    }

    @Test
    void verifySizesTrustsWhatAlwaysRefuses(@TempDir Path dir) throws IOException {
        Path bundle = editedCopy(dir);
        OmniDraftException e = assertThrows(OmniDraftException.class, () -> Generator.open(bundle, null,
                TestBundles.options().verify(Options.Verify.ALWAYS).build()));
        assertEquals(ErrorCode.BUNDLE, e.code());
        assertTrue(e.getMessage().contains("sha256 of genai_config.json does not match"), e.getMessage());
        try (Generator gen = Generator.open(bundle, null, TestBundles.options().verify(Options.Verify.SIZES).build())) {
            assertTrue(gen.generate("Hello", GenerationConfig.greedy(2)).tokenIds().length > 0);
        }
    }

    @Test
    void hugePagesAndDrafterThreadsReachTheCore() {
        Options options = TestBundles.options().hugePages(false).draftThreads(2).build();
        assertEquals("0", options.nativeSettings().get("huge_pages"));
        assertEquals("2", options.nativeSettings().get("draft_threads"));
        assertThrows(IllegalArgumentException.class, () -> Options.builder().draftThreads(0));
        int[] want;
        try (Generator gen = Generator.open(TestBundles.path("target"), TestBundles.path("draft"),
                TestBundles.options().build())) {
            want = gen.generate("Hello", GenerationConfig.greedy(8)).tokenIds();
        }
        try (Generator gen = Generator.open(TestBundles.path("target"), TestBundles.path("draft"), options)) {
            assertArrayEquals(want, gen.generate("Hello", GenerationConfig.greedy(8)).tokenIds());
        }
    }
}
