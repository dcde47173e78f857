package ai.omnidraft;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The rules runtime/params.py's RULES table gives the settings a {@link GenerationConfig} or
 * {@link Options} takes, with its words, so a bad value is refused where it is set, as the Python API,
 * the CLI and the C ABI refuse it: "top_k must be an integer >= 0 (keep the k most probable tokens,
 * 0 = off), got -1". tests/test_java_bridge.py compares the words with Python's.
 */
final class Rules {
    private static final class Rule {
        final boolean integer;
        final double low;
        final Double high;
        final boolean lowOpen;
        final String meaning;

        Rule(boolean integer, double low, Double high, boolean lowOpen, String meaning) {
            this.integer = integer;
            this.low = low;
            this.high = high;
            this.lowOpen = lowOpen;
            this.meaning = meaning;
        }

        boolean holds(double v) {
            return Double.isFinite(v) && v >= low && !(lowOpen && v == low) && (high == null || v <= high);
        }

        String describe() {
            String lo = (lowOpen ? "> " : ">= ") + num(low);
            return high == null ? lo : lo + " and <= " + num(high);
        }
    }

    private static final Map<String, Rule> RULES = Map.ofEntries(
            Map.entry("max_new_tokens", new Rule(true, 1, null, false, "tokens to generate")),
            Map.entry("temperature", new Rule(false, 0, null, false, "0 = greedy")),
            Map.entry("top_p", new Rule(false, 0, 1.0, true, "nucleus mass, 1 = off")),
            Map.entry("k", new Rule(true, 1, null, false, "target tokens proposed per round")),
            Map.entry("seed", new Rule(true, 0, (double) Long.MAX_VALUE, false, "sampling seed")),
            Map.entry("draft_cost", new Rule(false, 0, null, false, "a drafted token's time over a verifying "
                    + "call's, which the break-even controller weighs acceptance against; 0 = always draft, unset = "
                    + "timed at load")),
            Map.entry("threads", new Rule(true, 1, null, false, "intra-op threads")),
            Map.entry("draft_threads", new Rule(true, 1, null, false, "intra-op threads of the drafter alone")),
            Map.entry("max_length", new Rule(true, 8, null, false, "context length in tokens")),
            Map.entry("top_k", new Rule(true, 0, null, false, "keep the k most probable tokens, 0 = off")),
            Map.entry("min_p", new Rule(false, 0, 1.0, false,
                    "keep tokens with at least min_p x the top probability, 0 = off")),
            Map.entry("repetition_penalty", new Rule(false, 0, null, true, "HF/llama.cpp: logits of prompt and "
                    + "generated tokens divided (if > 0) or multiplied (if < 0) by it, 1 = off")),
            Map.entry("penalty_last_n", new Rule(true, -1, null, false, "the last n tokens of prompt and generated "
                    + "text that repetition_penalty reads (llama.cpp's repeat_last_n), -1 = all, 0 = none")),
            Map.entry("presence_penalty", new Rule(false, -2, 2.0, false,
                    "OpenAI: subtracted once from the logit of every generated token, 0 = off")),
            Map.entry("frequency_penalty", new Rule(false, -2, 2.0, false,
                    "OpenAI: subtracted from a logit per occurrence in the generated text, 0 = off")));

    private static final int MAX_STOP_STRINGS = 16;
    private static final int MAX_STOP_CHARS = 256;

    /** runtime/params.py's SAMPLING_RULES. */
    static final String[] SAMPLING_RULES = {"exact", "point", "eq2"};

    private Rules() {}

    static long check(String name, long value) {
        Rule rule = RULES.get(name);
        if (!rule.holds(value)) {
            throw refused(name, rule, Long.toString(value));
        }
        return value;
    }

    static double check(String name, double value) {
        Rule rule = RULES.get(name);
        if (!rule.holds(value)) {
            throw refused(name, rule, Double.toString(value));
        }
        return value;
    }

    static String samplingRule(String rule) {
        for (String known : SAMPLING_RULES) {
            if (known.equals(rule)) {
                return rule;
            }
        }
        throw new IllegalArgumentException("sampling_rule must be one of " + String.join(", ", SAMPLING_RULES)
                + ", got '" + rule + "'");
    }

    /** runtime/stop_strings.py's check_stop: at most 16 strings, none empty, none over 256 characters. */
    static List<String> stop(List<String> strings) {
        if (strings.size() > MAX_STOP_STRINGS) {
            throw new IllegalArgumentException("stop takes at most " + MAX_STOP_STRINGS + " strings, got "
                    + strings.size());
        }
        for (String s : strings) {
            Objects.requireNonNull(s, "stop string");
            if (s.isEmpty()) {
                throw new IllegalArgumentException("a stop string is empty; drop it");
            }
            int chars = s.codePointCount(0, s.length());  // Python counts code points
            if (chars > MAX_STOP_CHARS) {
                throw new IllegalArgumentException("a stop string is " + chars + " characters long; the limit is "
                        + MAX_STOP_CHARS);
            }
        }
        return strings;
    }

    private static IllegalArgumentException refused(String name, Rule rule, String value) {
        return new IllegalArgumentException(name + " must be " + (rule.integer ? "an integer " : "a finite number ")
                + rule.describe() + " (" + rule.meaning + "), got " + value);
    }

    private static String num(double x) {  // params.py's _num: 2, not 2.0
        return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
    }
}
