package ai.omnidraft;

import org.jspecify.annotations.Nullable;

/**
 * Where the native core's warnings go: a drafter dropped at load (its vocabulary barely maps into the
 * target's; the target then generates alone, see {@link Generator#fallbackReason()}), a damaged
 * n-gram cache file moved aside, a cache not saved when a generator was closed. By default they go
 * to the platform's log: logcat on Android (tag {@code omnidraft}), standard error elsewhere. Set a
 * listener to take them yourself. Process-wide.
 *
 * <p>For instance, to logcat with a tag of your own ({@code android.util.Log}; this library does not
 * depend on the Android SDK, so the app makes the call):
 *
 * <pre>{@code
 * OmniDraftLog.setListener((level, message) -> Log.println(level.androidPriority(), "omnidraft", message));
 * }</pre>
 *
 * <p>The listener runs on the thread the core runs on (a generation's, a {@code close()}'s), so keep
 * it short and post to the UI from it. No lock is held while it runs: it may call {@link
 * #setListener} or {@link #setLevel}, or wait for a thread that does. A {@code RuntimeException} it
 * throws goes to the platform's log with the message and is otherwise ignored (a log line never
 * fails the call it reports on); an {@code Error} is not swallowed: it comes out of the call that
 * logged.
 */
public final class OmniDraftLog {
    /** A message's level, as {@code OdLogLevel}. */
    public enum Level {
        DEBUG(0, 3),
        INFO(1, 4),
        WARNING(2, 5),
        ERROR(3, 6);

        private final int nativeLevel;
        private final int androidPriority;

        Level(int nativeLevel, int androidPriority) {
            this.nativeLevel = nativeLevel;
            this.androidPriority = androidPriority;
        }

        int nativeLevel() {
            return nativeLevel;
        }

        /** {@code android.util.Log}'s priority for this level ({@code Log.DEBUG} ... {@code Log.ERROR}). */
        public int androidPriority() {
            return androidPriority;
        }

        static Level of(int nativeLevel) {
            for (Level level : values()) {
                if (level.nativeLevel == nativeLevel) {
                    return level;
                }
            }
            return ERROR;
        }
    }

    /** Receives the core's messages. */
    @FunctionalInterface
    public interface Listener {
        void onMessage(Level level, String message);
    }

    private static volatile @Nullable Listener listener;
    private static volatile Level level = Level.WARNING;

    private OmniDraftLog() {}

    /** Sends the core's messages at {@link #setLevel} and above to {@code newListener}; null: back to stderr. */
    public static synchronized void setListener(@Nullable Listener newListener) {
        listener = newListener;
        NativeApi.forwardLog(newListener != null, level.nativeLevel);
    }

    /** The lowest level passed on ({@link Level#WARNING} by default; {@link Level#DEBUG} adds the core's notes). */
    public static synchronized void setLevel(Level newLevel) {
        level = java.util.Objects.requireNonNull(newLevel, "level");
        NativeApi.forwardLog(listener != null, newLevel.nativeLevel);
    }

    static void dispatch(int nativeLevel, String message) {
        Listener current = listener;
        if (current == null) { // set to null since the core took the message
            toPlatform(nativeLevel, message);
            return;
        }
        try {
            current.onMessage(Level.of(nativeLevel), message);
        } catch (RuntimeException e) {
            toPlatform(nativeLevel, "the log listener threw " + e + " on: " + message);
        }
    }

    private static void toPlatform(int nativeLevel, String message) {
        NativeApi.logToPlatform(nativeLevel, message.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
