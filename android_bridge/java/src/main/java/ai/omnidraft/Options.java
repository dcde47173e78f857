package ai.omnidraft;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How a {@link Generator} loads its bundles: threads, context length, draft length, the n-gram
 * cache, and where onnxruntime comes from. Immutable; {@link #defaults()} or {@link #builder()}.
 */
public final class Options {
    private final Map<String, String> settings;
    private final CacheConfig cache;

    private Options(Map<String, String> settings, CacheConfig cache) {
        this.settings = settings;
        this.cache = cache;
    }

    /** onnxruntime's thread count and CPU provider, a 2048-token context, k = 1, the cache in memory. */
    public static Options defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The cache file, or null when the cache lives in memory only. */
    public @Nullable CacheConfig cache() {
        return cache;
    }

    /** The native settings by name ({@code OdConfigSet}), cache included. */
    Map<String, String> nativeSettings() {
        Map<String, String> all = new LinkedHashMap<>(settings);
        if (cache != null) {
            all.put("cache_path", cache.file().toString());
            all.put("cache_policy", cache.policy().nativeName());
            all.put("cache_max_entries", Long.toString(cache.maxEntries()));
            all.put("cache_max_bytes", Long.toString(cache.maxBytes()));
            all.put("cache_scope", cache.scope());
            all.put("cache_on_damaged", cache.onDamagedFile().nativeName());
            all.put("cache_autosave_s", Double.toString(cache.autosaveSeconds()));
            all.put("cache_save_on_destroy", "0"); // close() does no I/O: calls autosave, saveCache() saves
        }
        return all;
    }

    /** The bundle check at load ({@link Builder#verify}). */
    public enum Verify {
        /** Hash every file on the first load and after a file's size or time changed (the default). */
        WHEN_CHANGED("when_changed"),
        /** Hash every file on every load. */
        ALWAYS("always"),
        /** Compare sizes only, never hash: the fastest load; an edit that keeps a file's size goes unseen. */
        SIZES("sizes");

        final String nativeName;

        Verify(String nativeName) {
            this.nativeName = nativeName;
        }
    }

    public static final class Builder {
        private final Map<String, String> settings = new LinkedHashMap<>();
        private final List<String> providerOptions = new ArrayList<>();
        private CacheConfig cache;

        private Builder() {}

        /** Intra-op threads per session (default: onnxruntime's choice). */
        public Builder threads(int threads) {
            return ruled("threads", threads);
        }

        /** Intra-op threads of the drafter's session alone (default: {@link #threads}'s count). */
        public Builder draftThreads(int threads) {
            return ruled("draft_threads", threads);
        }

        /**
         * Back each session's weights with the kernel's huge pages where it can (Linux and Android
         * kernels since 6.1; elsewhere nothing changes): fewer page walks per decode step. Default:
         * off on Android (opt in: the memory is shared with the system and other apps); on elsewhere,
         * unless the environment variable {@code OMNIDRAFT_HUGE_PAGES} is 0.
         */
        public Builder hugePages(boolean on) {
            settings.put("huge_pages", on ? "1" : "0");
            return this;
        }

        /** Context length in tokens, prompt included (default 2048); sets the KV cache's size. */
        public Builder maxLength(int maxLength) {
            return ruled("max_length", maxLength);
        }

        /**
         * The break-even controller calls the drafter only while recent rounds accept more than this
         * many target tokens per drafted token: a drafted token's time over a verifying call's. Default:
         * timed when the generator loads; 0: draft every round. {@code Stats} says what it decided.
         */
        public Builder draftCost(double cost) {
            settings.put("draft_cost", Double.toString(Rules.check("draft_cost", cost)));
            return this;
        }

        /** Target tokens the drafter proposes per round (default 1, the fastest on a 2-core CPU). */
        public Builder k(int k) {
            return ruled("k", k);
        }

        /**
         * The onnxruntime library to load (default: {@code OMNIDRAFT_ORT_LIBRARY}, then
         * {@code libonnxruntime.so} on the loader's path, which on Android is the AAR's).
         */
        public Builder ortLibrary(Path library) {
            settings.put("ort_library", Objects.requireNonNull(library, "library").toString());
            return this;
        }

        /**
         * Hash every bundle file on each load ({@code true}), or only on the first load and after a
         * change (the default: file sizes and times decide).
         */
        public Builder verifyAlways(boolean always) {
            return verify(always ? Verify.ALWAYS : Verify.WHEN_CHANGED);
        }

        /** How much of the bundles' files is checked against their manifests at each load. */
        public Builder verify(Verify mode) {
            settings.put("verify", Objects.requireNonNull(mode, "mode").nativeName);
            return this;
        }

        /**
         * An onnxruntime execution provider by its name ("QNN", "XNNPACK") with its options (QNN:
         * {@code "backend_path", "libQnnHtp.so"}); nodes it cannot take run on the CPU. The library
         * must carry it: docs/android.md says which AAR does.
         */
        public Builder executionProvider(String name, Map<String, String> providerOptions) {
            settings.put("execution_provider", Objects.requireNonNull(name, "name"));
            settings.keySet().removeIf(key -> key.startsWith("provider_option."));
            providerOptions.forEach((key, value) -> settings.put("provider_option." + key, value));
            return this;
        }

        /**
         * Runs static (NPU) bundles ({@code omnidraft export --device qnn}) on the Hexagon NPU of the
         * phone's chip ("SM8650", "SM8750", ...): the bundles' HTP context binaries for that chip,
         * every node on the HTP (CPU fallback off), through the QNN provider of the QNN AAR
         * (docs/android.md). Provider options as {@link #executionProvider}'s, over the chip's
         * defaults. Without this, a static bundle runs its QDQ graphs on the CPU.
         */
        public Builder qnn(String soc, Map<String, String> providerOptions) {
            executionProvider("QNN", providerOptions);
            settings.put("soc", Objects.requireNonNull(soc, "soc"));
            return this;
        }

        /**
         * The QNN provider from its plugin library instead of the one built into onnxruntime: a
         * workstation's onnxruntime-qnn wheel, whose libQnnHtp.so beside it is the HTP simulator.
         */
        public Builder executionProviderLibrary(Path library) {
            settings.put("ep_library", Objects.requireNonNull(library, "library").toString());
            return this;
        }

        /**
         * Where libomnidraft_gguf_ops.so is, which bundles exported with {@code --gguf-blocks ggml}
         * need (the GGUF's own blocks, computed by the op library's batch-invariant kernels; the default bundles). Default: OMNIDRAFT_GGUF_OPS_LIBRARY,
         * else the library by name on the loader's path (an app that packages it: docs/android.md).
         */
        public Builder ggufOpsLibrary(Path library) {
            settings.put("gguf_ops_library", Objects.requireNonNull(library, "library").toString());
            return this;
        }

        /** Keep the n-gram cache in a file (default: in memory, lost at close). */
        public Builder cache(CacheConfig cache) {
            this.cache = Objects.requireNonNull(cache, "cache");
            return this;
        }

        public Options build() {
            return new Options(new LinkedHashMap<>(settings), cache);
        }

        private Builder ruled(String key, int value) {
            settings.put(key, Long.toString(Rules.check(key, value)));
            return this;
        }
    }
}
