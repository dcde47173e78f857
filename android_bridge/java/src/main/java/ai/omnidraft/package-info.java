/**
 * OmniDraft's Java API: cross-vocabulary speculative decoding on the native core (docs/java-api.md).
 * Nothing is null unless marked {@code @Nullable} (JSpecify, which Kotlin reads as platform-free types).
 */
@NullMarked
package ai.omnidraft;

import org.jspecify.annotations.NullMarked;
