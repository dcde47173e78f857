package ai.omnidraft;

import java.util.Collections;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What a generation measured, under the names of the Python runtime's stats JSON ({@code omnidraft
 * generate --json}): {@code tokensPerSecond()} is {@code tokens_per_s}, and so on. A figure a method
 * does not report reads as NaN (ratios, times) or 0 (counts); {@link #asMap()} has them all.
 */
public final class Stats {
    private final String json;
    private final Map<String, @Nullable Object> values;

    @SuppressWarnings("unchecked")
    Stats(String json) {
        this.json = json;
        this.values = Collections.unmodifiableMap((Map<String, @Nullable Object>) Json.parse(json));
    }

    /** {@code method}: the method that ran (a drafter too unlike the target falls back to target-only). */
    public String method() {
        Object m = values.get("method");
        return m instanceof String ? (String) m : "";
    }

    /** {@code new_tokens} */
    public long newTokens() {
        return count("new_tokens");
    }

    /** {@code tokens_per_s}: new tokens over the whole call, prefill included. */
    public double tokensPerSecond() {
        return real("tokens_per_s");
    }

    /** {@code elapsed_s} */
    public double elapsedSeconds() {
        return real("elapsed_s");
    }

    /** {@code prefill_s} */
    public double prefillSeconds() {
        return real("prefill_s");
    }

    /** {@code rounds}: target calls after the prefill. */
    public long rounds() {
        return count("rounds");
    }

    /** {@code mean_accepted_length}: tokens gained per target call (the paper's tau). */
    public double meanAcceptedLength() {
        return real("mean_accepted_length");
    }

    /** {@code drafted_tokens}: drafter tokens, in the drafter's vocabulary. */
    public long draftedTokens() {
        return count("drafted_tokens");
    }

    /** {@code proposed_target_tokens} */
    public long proposedTargetTokens() {
        return count("proposed_target_tokens");
    }

    /** {@code accepted_target_tokens} */
    public long acceptedTargetTokens() {
        return count("accepted_target_tokens");
    }

    /** {@code acceptance_per_target_token} */
    public double acceptancePerTargetToken() {
        return real("acceptance_per_target_token");
    }

    /** {@code acceptance_per_draft_token} */
    public double acceptancePerDraftToken() {
        return real("acceptance_per_draft_token");
    }

    /** {@code ngram_merges_accepted}: accepted target tokens the drafter spelled with several tokens. */
    public long ngramMergesAccepted() {
        return count("ngram_merges_accepted");
    }

    /** {@code ngram_cache_entries}: the n-gram cache's size after this generation. */
    public long ngramCacheEntries() {
        return count("ngram_cache_entries");
    }

    /** {@code prompt_tokens}: the prompt's tokens (a conversation's turn: the whole rendered history). */
    public long promptTokens() {
        return count("prompt_tokens");
    }

    /** {@code cached_tokens}: prompt tokens the KV caches already held, so not computed again. */
    public long cachedTokens() {
        return count("cached_tokens");
    }

    /** {@code stopped}: {@link Generator#stop()} ended this generation early. */
    public boolean stopped() {
        return Boolean.TRUE.equals(values.get("stopped"));
    }

    /** {@code finish_reason}: eos, stop_string, length or stopped. */
    public String finishReason() {
        Object r = values.get("finish_reason");
        return r instanceof String ? (String) r : "";
    }

    /** {@code stop_string}: the stop string that ended the text, or null. */
    public @Nullable String stopString() {
        Object s = values.get("stop_string");
        return s instanceof String ? (String) s : null;
    }

    /** Every field, as parsed (numbers as Long or Double, nested objects as maps). */
    public Map<String, @Nullable Object> asMap() {
        return values;
    }

    /** The JSON as the native core wrote it. */
    public String toJson() {
        return json;
    }

    @Override
    public String toString() {
        return json;
    }

    /**
     * {@code draft_control}: what the break-even controller decided (when to call the drafter), or null
     * for a method without a drafter.
     */
    @SuppressWarnings("unchecked")
    public @Nullable DraftControl draftControl() {
        Object d = values.get("draft_control");
        return d instanceof Map ? new DraftControl((Map<String, @Nullable Object>) d) : null;
    }

    /** The break-even controller's report ({@code stats["draft_control"]}, docs/benchmarks.md). */
    public static final class DraftControl {
        private final Map<String, @Nullable Object> values;

        DraftControl(Map<String, @Nullable Object> values) {
            this.values = values;
        }

        /** {@code drafting}: whether the drafter was being called when the generation ended. */
        public boolean drafting() {
            return Boolean.TRUE.equals(values.get("drafting"));
        }

        /** {@code drafter_cost}: a drafted token's time over a verifying call's (0: draft every round). */
        public double drafterCost() {
            return real(values, "drafter_cost");
        }

        /** {@code cost_source}: "timed" (measured at load) or "set" ({@link Options.Builder#draftCost}). */
        public String costSource() {
            Object s = values.get("cost_source");
            return s instanceof String ? (String) s : "";
        }

        /** {@code drafted_rounds} */
        public long draftedRounds() {
            return count(values, "drafted_rounds");
        }

        /** {@code skipped_rounds}: rounds without the drafter (prompt lookup proposed instead). */
        public long skippedRounds() {
            return count(values, "skipped_rounds");
        }

        /** {@code probes}: drafted rounds that tested whether drafting pays again. */
        public long probes() {
            return count(values, "probes");
        }

        /** {@code recent_accepted_per_drafted}: target tokens accepted per drafted token, recently. */
        public double recentAcceptedPerDrafted() {
            return real(values, "recent_accepted_per_drafted");
        }

        /** {@code recent_lookup_per_drafted}: what prompt lookup would have had accepted instead, per drafted token. */
        public double recentLookupPerDrafted() {
            return real(values, "recent_lookup_per_drafted");
        }

        /** {@code why}: the decision in words. */
        public String why() {
            Object w = values.get("why");
            return w instanceof String ? (String) w : "";
        }
    }

    private long count(String key) {
        return count(values, key);
    }

    private double real(String key) {
        return real(values, key);
    }

    private static long count(Map<String, @Nullable Object> map, String key) {
        Object v = map.get(key);
        return v instanceof Number ? ((Number) v).longValue() : 0;
    }

    private static double real(Map<String, @Nullable Object> map, String key) {
        Object v = map.get(key);
        return v instanceof Number ? ((Number) v).doubleValue() : Double.NaN;
    }
}
