package ai.omnidraft;

/**
 * Ends one generation or conversation turn, and no other: pass it to {@link Generator#generate(String,
 * GenerationConfig, java.util.function.Consumer, Cancellation)}, {@link Generator#stream(String,
 * GenerationConfig, GenerationListener, Cancellation)} or {@link Conversation#send(String,
 * GenerationConfig, java.util.function.Consumer, Cancellation)}, then call {@link #cancel()} from
 * any thread (a stop button's click, a coroutine's cancellation), as {@code
 * android.os.CancellationSignal} is used. The call ends at once when it has not begun (waiting its
 * turn behind another call), else within the model run under way (a long prompt's prefill too), and
 * returns what it decoded so far with {@link Stats#stopped()} true. A cancelled turn leaves the
 * conversation's history as it was.
 *
 * <p>One object per call: once cancelled it stays cancelled, and a call given it ends at once. A
 * cancel after its call ended does nothing. It holds no native memory (nothing to close). {@link
 * Generator#stop()} still ends every call under way or waiting.
 */
public final class Cancellation {
    private boolean cancelled; // under this
    private long call; // under this: the native cancel handle of the call running with it, or 0

    public synchronized void cancel() {
        cancelled = true;
        if (call != 0) {
            NativeApi.cancelRequest(call);
        }
    }

    public synchronized boolean isCancelled() {
        return cancelled;
    }

    /** The call begins with native cancel handle {@code handle}: a cancel from here on reaches it. */
    synchronized void attach(long handle) {
        if (call != 0) {
            throw new IllegalStateException("this Cancellation is already in use by another call; use one per call");
        }
        call = handle;
        if (cancelled) {
            NativeApi.cancelRequest(handle);
        }
    }

    /** The call ended: its native handle is about to be freed. */
    synchronized void detach() {
        call = 0;
    }
}
