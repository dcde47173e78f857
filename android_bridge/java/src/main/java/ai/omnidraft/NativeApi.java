package ai.omnidraft;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The JNI methods (src/main/jni/omnidraft_jni.c), one per C ABI call, and the loading of their
 * library. Strings cross as UTF-8 bytes; settings as parallel arrays of names and values.
 */
final class NativeApi {
    static final String LIBRARY = "omnidraft_jni";

    static {
        load();
    }

    private NativeApi() {}

    /** OdVersion (UTF-8). */
    static native byte[] version();

    static native long createGenerator(byte[][] keys, byte[][] values, byte[] targetDir, byte @Nullable [] draftDir);

    static native void destroyGenerator(long handle);

    /** OdShutdown: throws while a generator is open. */
    static native void shutdown();

    /** Safe from any thread while generate runs on another. */
    static native void stop(long handle);

    static native long saveCache(long handle);

    /** How many times stop() was called on the generator: a call's ticket, taken before it waits its turn. */
    static native long stopCount(long handle);

    /** Why the drafter was dropped at load (UTF-8), or null. */
    static native byte @Nullable [] fallbackReason(long handle);

    /** on: the core's log messages at level and above go to {@link #log}; off: to stderr (the default). */
    static native void forwardLog(boolean on, int level);

    /** A message to the platform's log (logcat on Android, stderr elsewhere): OdLogToPlatform. */
    static native void logToPlatform(int level, byte[] utf8);

    /** Called by the JNI layer with each log message, on the thread the core runs on. */
    @SuppressWarnings("unused")
    static void log(int level, byte[] utf8) {
        OmniDraftLog.dispatch(level, new String(utf8, StandardCharsets.UTF_8));
    }

    /** sink: an object with {@code void onPiece(byte[] utf8)}, or null; cancel: the call's cancel handle. */
    static native GenerationResult generate(long handle, byte[] prompt, byte[][] keys, byte[][] values, @Nullable Object sink,
            long cancel);

    /** A call's cancel handle (OdCancel); request it from any thread; destroy it once the call returned. */
    static native long createCancel();

    static native void cancelRequest(long cancel);

    static native void destroyCancel(long cancel);

    /** The generator's tokenizer: a handle of its own, valid after the generator is destroyed. */
    static native long createTokenizer(long generator);

    static native void destroyTokenizer(long handle);

    /** Prompt ids of UTF-8 text (special tokens added and parsed). */
    static native int[] encode(long tokenizer, byte[] text);

    /** The text (UTF-8) of ids, special tokens skipped; an id out of range throws. */
    static native byte[] decode(long tokenizer, int[] ids);

    static native long countTokens(long tokenizer, byte[] text);

    /** system: null for none. The generator must outlive the conversation. */
    static native long createConversation(long generator, byte @Nullable [] system, boolean dropOldest);

    static native void destroyConversation(long handle);

    /** One turn of the conversation (generator: the one it was opened on). */
    static native GenerationResult send(long generator, long conversation, byte[] text, byte[][] keys, byte[][] values,
            @Nullable Object sink, long cancel);

    static native void keepStoppedTurns(long conversation, boolean keep);

    static native void undo(long conversation);

    static native void reset(long conversation);

    /** role, content, role, content, ...: the system message (if any), then the turns. */
    static native byte[][] history(long conversation);

    /**
     * In order: the file named by the system property {@code omnidraft.native.library}; the library
     * in this jar's resources for this OS and CPU (a desktop JVM), unpacked to a temporary file;
     * {@code System.loadLibrary} (Android, where the AAR puts it beside onnxruntime's).
     */
    private static void load() {
        String explicit = System.getProperty("omnidraft.native.library");
        if (explicit != null) {
            System.load(explicit);
            return;
        }
        if ("Dalvik".equals(System.getProperty("java.vm.name"))) {
            try {
                System.loadLibrary("onnxruntime"); // the AAR's; the core finds it loaded
            } catch (UnsatisfiedLinkError e) {
                // the core says where it looked, if it still cannot find it
            }
            System.loadLibrary(LIBRARY);
            return;
        }
        String resource = "/ai/omnidraft/native/" + platform() + "/" + System.mapLibraryName(LIBRARY);
        try (InputStream in = NativeApi.class.getResourceAsStream(resource)) {
            if (in == null) {
                System.loadLibrary(LIBRARY);
                return;
            }
            Path file = Files.createTempFile("omnidraft-jni-", "-" + System.mapLibraryName(LIBRARY));
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            System.load(file.toString());
        } catch (IOException e) {
            throw new UnsatisfiedLinkError("cannot unpack " + resource + ": " + e);
        }
    }

    static String platform() {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        os = os.contains("linux") ? "linux" : os.contains("mac") ? "macos" : os.contains("win") ? "windows" : os;
        arch = arch.equals("amd64") || arch.equals("x86_64") ? "x86_64" : arch.equals("aarch64") ? "arm64" : arch;
        return os + "-" + arch;
    }
}
