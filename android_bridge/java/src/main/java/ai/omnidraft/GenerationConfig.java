package ai.omnidraft;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One generation's settings. Immutable; {@link #greedy(int)} for the common case, or
 * {@link #builder()}:
 *
 * <pre>{@code
 * GenerationConfig config = GenerationConfig.builder().maxNewTokens(256).temperature(0.7).topP(0.9).seed(42).build();
 * }</pre>
 *
 * Greedy output is token for token the target's own greedy output, whatever the method.
 */
public final class GenerationConfig {
    private final int maxNewTokens;
    private final double temperature;
    private final double topP;
    private final Long seed;
    private final Integer k;
    private final Method method;
    private final boolean chat;

    private GenerationConfig(Builder b) {
        maxNewTokens = b.maxNewTokens;
        temperature = b.temperature;
        topP = b.topP;
        seed = b.seed;
        k = b.k;
        method = b.method;
        chat = b.chat;
    }

    /** Greedy decoding of at most {@code maxNewTokens} tokens with the default method. */
    public static GenerationConfig greedy(int maxNewTokens) {
        return builder().maxNewTokens(maxNewTokens).build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.maxNewTokens = maxNewTokens;
        b.temperature = temperature;
        b.topP = topP;
        b.seed = seed;
        b.k = k;
        b.method = method;
        b.chat = chat;
        return b;
    }

    public int maxNewTokens() {
        return maxNewTokens;
    }

    public double temperature() {
        return temperature;
    }

    public double topP() {
        return topP;
    }

    /** The seed, or null for a random one. */
    public Long seed() {
        return seed;
    }

    /** The draft length, or null for the generator's ({@link Options.Builder#k(int)}). */
    public Integer k() {
        return k;
    }

    /** The method, or null for the default (OMNIDRAFT with a drafter, TARGET_ONLY without). */
    public Method method() {
        return method;
    }

    public boolean chat() {
        return chat;
    }

    /** The native parameters by name ({@code OdGenerationParamsSet}). */
    Map<String, String> nativeParams() {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("max_new_tokens", Integer.toString(maxNewTokens));
        p.put("temperature", Double.toString(temperature));
        p.put("top_p", Double.toString(topP));
        if (seed != null) {
            p.put("seed", Long.toString(seed));
        }
        if (k != null) {
            p.put("k", Integer.toString(k));
        }
        if (method != null) {
            p.put("method", method.nativeName());
        }
        p.put("chat", chat ? "1" : "0");
        return p;
    }

    public static final class Builder {
        private int maxNewTokens = 128;
        private double temperature = 0.0;
        private double topP = 1.0;
        private Long seed;
        private Integer k;
        private Method method;
        private boolean chat;

        private Builder() {}

        /** At most this many new tokens (default 128); the prompt plus these must fit the context. */
        public Builder maxNewTokens(int maxNewTokens) {
            if (maxNewTokens < 1) {
                throw new IllegalArgumentException("maxNewTokens = " + maxNewTokens + ": must be >= 1");
            }
            this.maxNewTokens = maxNewTokens;
            return this;
        }

        /** 0 (the default): greedy. Above 0: sampled, each token distributed as the target's. */
        public Builder temperature(double temperature) {
            if (!(temperature >= 0) || Double.isInfinite(temperature)) {
                throw new IllegalArgumentException("temperature = " + temperature + ": a finite number >= 0");
            }
            this.temperature = temperature;
            return this;
        }

        /** Nucleus sampling: the smallest set of tokens holding this much probability (default 1). */
        public Builder topP(double topP) {
            if (!(topP > 0 && topP <= 1)) {
                throw new IllegalArgumentException("topP = " + topP + ": must be in (0, 1]");
            }
            this.topP = topP;
            return this;
        }

        /** Same seed (>= 0), same bundles, same prompt: the same sample. */
        public Builder seed(long seed) {
            if (seed < 0) {
                throw new IllegalArgumentException("seed = " + seed + ": must be >= 0");
            }
            this.seed = seed;
            return this;
        }

        /** Target tokens proposed per round, for this generation only. */
        public Builder k(int k) {
            if (k < 1) {
                throw new IllegalArgumentException("k = " + k + ": must be >= 1");
            }
            this.k = k;
            return this;
        }

        public Builder method(Method method) {
            this.method = Objects.requireNonNull(method, "method");
            return this;
        }

        /**
         * The prompt as one user message in the target's chat template (as the export rendered it).
         * Bundles of tokenizers without a chat template refuse it.
         */
        public Builder chat(boolean chat) {
            this.chat = chat;
            return this;
        }

        public GenerationConfig build() {
            return new GenerationConfig(this);
        }
    }
}
