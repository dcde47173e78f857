package ai.omnidraft;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One generation's settings. Immutable; {@link #greedy(int)} for the common case, or
 * {@link #builder()}:
 *
 * <pre>{@code
 * GenerationConfig config = GenerationConfig.builder().maxNewTokens(256).temperature(0.7).topP(0.9).seed(42).build();
 * }</pre>
 *
 * Greedy output is token for token the target's own greedy output (with the same controls), whatever
 * the method; sampled output is distributed exactly as the target's under the default sampling rule.
 * Every setter checks its value by the Python runtime's rules, with its words (runtime/params.py): a
 * bad value is an {@link IllegalArgumentException} where it is set, e.g. "top_k must be an integer >= 0
 * (keep the k most probable tokens, 0 = off), got -1".
 */
public final class GenerationConfig {
    private final int maxNewTokens;
    private final double temperature;
    private final double topP;
    private final Long seed;
    private final Integer k;
    private final DecodingMethod method;
    private final boolean chat;
    private final Map<String, String> controls;
    private final List<String> stop;

    private GenerationConfig(Builder b) {
        maxNewTokens = b.maxNewTokens;
        temperature = b.temperature;
        topP = b.topP;
        seed = b.seed;
        k = b.k;
        method = b.method;
        chat = b.chat;
        controls = Collections.unmodifiableMap(new LinkedHashMap<>(b.controls));
        stop = Collections.unmodifiableList(new ArrayList<>(b.stop));
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
        b.controls.putAll(controls);
        b.stop.addAll(stop);
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
    public @Nullable Long seed() {
        return seed;
    }

    /** The draft length, or null for the generator's ({@link Options.Builder#k(int)}). */
    public @Nullable Integer k() {
        return k;
    }

    /** The method, or null for the default (OMNIDRAFT with a drafter, TARGET_ONLY without). */
    public @Nullable DecodingMethod method() {
        return method;
    }

    public boolean chat() {
        return chat;
    }

    /** The stop strings (empty: none). */
    public List<String> stop() {
        return stop;
    }

    /** The controls set, by their native names ({@code top_k}, ..., {@code sampling_rule}). */
    public Map<String, String> controls() {
        return controls;
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
        p.putAll(controls);
        if (!stop.isEmpty()) {
            p.put("stop", Json.quote(stop));
        }
        return p;
    }

    public static final class Builder {
        private int maxNewTokens = 128;
        private double temperature = 0.0;
        private double topP = 1.0;
        private Long seed;
        private Integer k;
        private DecodingMethod method;
        private boolean chat;
        private final Map<String, String> controls = new LinkedHashMap<>();
        private final List<String> stop = new ArrayList<>();

        private Builder() {}

        /** At most this many new tokens (default 128); the prompt plus these must fit the context. */
        public Builder maxNewTokens(int maxNewTokens) {
            this.maxNewTokens = (int) Rules.check("max_new_tokens", maxNewTokens);
            return this;
        }

        /** 0 (the default): greedy. Above 0: sampled, each token distributed as the target's. */
        public Builder temperature(double temperature) {
            this.temperature = Rules.check("temperature", temperature);
            return this;
        }

        /** Nucleus sampling: the smallest set of tokens holding this much probability (default 1). */
        public Builder topP(double topP) {
            this.topP = Rules.check("top_p", topP);
            return this;
        }

        /** Same seed (>= 0), same bundles, same prompt: the same sample. */
        public Builder seed(long seed) {
            this.seed = Rules.check("seed", seed);
            return this;
        }

        /** Target tokens proposed per round, for this generation only. */
        public Builder k(int k) {
            this.k = (int) Rules.check("k", k);
            return this;
        }

        public Builder method(DecodingMethod method) {
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

        /** Keep the k most probable tokens (0, the default: off). */
        public Builder topK(int topK) {
            controls.put("top_k", Long.toString(Rules.check("top_k", topK)));
            return this;
        }

        /** Keep tokens with at least this share of the top token's probability, in [0, 1] (0: off). */
        public Builder minP(double minP) {
            controls.put("min_p", Double.toString(Rules.check("min_p", minP)));
            return this;
        }

        /**
         * HF/llama.cpp: logits of tokens in the prompt or the reply divided by it if positive,
         * multiplied if negative; above 0 (1, the default: off).
         */
        public Builder repetitionPenalty(double penalty) {
            controls.put("repetition_penalty", Double.toString(Rules.check("repetition_penalty", penalty)));
            return this;
        }

        /**
         * The last n tokens of prompt and reply that {@link #repetitionPenalty} reads (llama.cpp's
         * repeat_last_n): -1, the default, all of them; 0 none.
         */
        public Builder penaltyLastN(long n) {
            controls.put("penalty_last_n", Long.toString(Rules.check("penalty_last_n", n)));
            return this;
        }

        /** OpenAI: subtracted once from the logit of every token in the reply, in [-2, 2] (0: off). */
        public Builder presencePenalty(double penalty) {
            controls.put("presence_penalty", Double.toString(Rules.check("presence_penalty", penalty)));
            return this;
        }

        /** OpenAI: subtracted from a token's logit per occurrence in the reply, in [-2, 2] (0: off). */
        public Builder frequencyPenalty(double penalty) {
            controls.put("frequency_penalty", Double.toString(Rules.check("frequency_penalty", penalty)));
            return this;
        }

        /**
         * How sampled proposals are accepted: "exact" (the default; exactly the target's
         * distribution), "point" (exact, lower acceptance) or "eq2" (the paper's, approximate).
         */
        public Builder samplingRule(String rule) {
            controls.put("sampling_rule", Rules.samplingRule(Objects.requireNonNull(rule, "rule")));
            return this;
        }

        /**
         * Up to 16 strings that end the generation: the text ends before the first one to appear
         * (it may end inside a token), and no streamed piece shows any part of it. Replaces earlier ones.
         */
        public Builder stop(String... strings) {
            List<String> list = Rules.stop(Arrays.asList(strings));
            stop.clear();
            stop.addAll(list);
            return this;
        }

        public GenerationConfig build() {
            return new GenerationConfig(this);
        }
    }
}
