package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Bundles exported with --gguf-blocks ggml (the GGUF's own rows under the op library's kernels, an onnxruntime
 * custom-op library) through the Java API: the Python runtime's ids with the library named, and a
 * clear refusal without it. tests/test_java_bridge.py builds the library and the tiny GGUF pair.
 */
class GgufOpsTest {
    @Test
    void ggmlBundlesGiveThePythonRuntimesIds() throws Exception {
        List<Map<String, Object>> cases = TestBundles.golden("ggml_golden");
        Options options = TestBundles.options().ggufOpsLibrary(TestBundles.path("gguf_ops_library")).build();
        for (Map<String, Object> c : cases) {
            try (Generator gen = Generator.open(TestBundles.path("ggml_target"), TestBundles.path("ggml_draft"), options)) {
                TestBundles.assertCase(gen, c);
            }
        }
    }

    @Test
    void withoutTheLibraryTheBundleIsRefusedWithWhatItNeeds() {
        Path missing = TestBundles.path("gguf_ops_library").resolveSibling("no-such-library.so");
        Options options = TestBundles.options().ggufOpsLibrary(missing).build();
        OmniDraftException e = assertThrows(OmniDraftException.class,
                () -> Generator.open(TestBundles.path("ggml_target"), null, options));
        assertEquals(ErrorCode.NOT_FOUND, e.code());
        assertTrue(e.getMessage().contains("needs libomnidraft_gguf_ops.so"), e.getMessage());
    }
}
