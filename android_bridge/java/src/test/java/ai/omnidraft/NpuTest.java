package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Static (NPU) bundles on the HTP through the Java API: the Python runtime's ids on the same bundles
 * and chip, every node on the HTP. tests/test_java_bridge.py runs it on the x86 HTP simulator, the
 * onnxruntime-qnn wheel's plugin library.
 */
class NpuTest {
    private static Options.Builder onTheHtp() {
        return TestBundles.options()
                .qnn(TestBundles.property("soc"), Collections.emptyMap())
                .executionProviderLibrary(TestBundles.path("qnn_library"));
    }

    @Test
    void staticBundlesOnTheHtpGiveThePythonRuntimesIds() throws Exception {
        List<Map<String, Object>> cases = TestBundles.golden("npu_golden");
        // one generator for every case, as the golden vectors were made: the n-gram cache carries over
        try (Generator gen = Generator.open(TestBundles.path("npu_target"), TestBundles.path("npu_draft"), onTheHtp().build())) {
            for (Map<String, Object> c : cases) {
                GenerationResult r = TestBundles.assertCase(gen, c);
                String label = c.get("method") + " " + c.get("prompt");
                Map<?, ?> placed = (Map<?, ?>) r.stats().asMap().get("nodes_by_provider");
                for (String model : new String[] {"target", "draft"}) {
                    assertEquals(Set.of("QNNExecutionProvider"), ((Map<?, ?>) placed.get(model)).keySet(), label);
                }
            }
        }
    }

    @Test
    void aLibraryWithoutTheProviderIsRefusedByName() {
        // the Python wheel's onnxruntime is the CPU build: the built-in route needs onnxruntime-android-qnn
        Options builtIn = TestBundles.options().qnn("SM8750", Collections.emptyMap()).build();
        Path bundle = TestBundles.path("npu_target"); // outside assertThrows: a missing one skips, not fails
        OmniDraftException e = assertThrows(OmniDraftException.class, () -> Generator.open(bundle, null, builtIn));
        assertEquals(ErrorCode.RUNTIME, e.code());
        assertTrue(e.getMessage().contains("onnxruntime refused the QNN provider")
                && e.getMessage().contains("onnxruntime-android-qnn"), e.getMessage());
    }

    @Test
    void aChipTheBundleWasNotCompiledForIsRefusedWithWhatToDo() {
        Options options = TestBundles.options().qnn("SM8550", Collections.emptyMap())
                .executionProviderLibrary(TestBundles.path("qnn_library")).build();
        Path bundle = TestBundles.path("npu_target");
        OmniDraftException e = assertThrows(OmniDraftException.class, () -> Generator.open(bundle, null, options));
        assertTrue(e.getMessage().contains("not SM8550") && e.getMessage().contains("--device qnn --soc SM8550"),
                e.getMessage());
    }
}
