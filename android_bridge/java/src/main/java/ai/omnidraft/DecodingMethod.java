package ai.omnidraft;

/** How tokens are proposed for the target to verify (docs/design.md compares them). */
public enum DecodingMethod {
    /** The drafter, across vocabularies, with the online n-gram cache (the default with a drafter). */
    OMNIDRAFT("omnidraft"),
    /** OMNIDRAFT, but a continuation found earlier in the text is proposed first (code, edits). */
    OMNIDRAFT_LOOKUP("omnidraft+lookup"),
    /** The drafter, across vocabularies, without the n-gram cache (the paper's SpD_DM baseline). */
    SPD_DM("spd-dm"),
    /** Continuations found earlier in the text, no drafter. */
    PROMPT_LOOKUP("prompt-lookup"),
    /** The target alone (the default without a drafter). */
    TARGET_ONLY("target-only");

    private final String nativeName;

    DecodingMethod(String nativeName) {
        this.nativeName = nativeName;
    }

    /** The name {@code omnidraft generate --method} and the stats use. */
    public String nativeName() {
        return nativeName;
    }
}
