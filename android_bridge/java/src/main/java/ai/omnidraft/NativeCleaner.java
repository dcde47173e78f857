package ai.omnidraft;

import java.lang.ref.PhantomReference;
import java.lang.ref.ReferenceQueue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * The safety net for a native handle an app forgot to close: once its owner (a {@link Generator},
 * {@link Conversation} or {@link Tokenizer}) is unreachable with the handle still open, a daemon
 * thread frees it and says so as a warning to {@link OmniDraftLog}. {@code java.lang.ref.Cleaner}
 * does this from Java 9, but Android has it only from API 33 (minSdk is 26), hence a phantom
 * reference queue of our own. Closing stays the rule: the garbage collector may come late or never.
 */
final class NativeCleaner {
    private static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<>();
    private static final Set<Watch> WATCHED = ConcurrentHashMap.newKeySet(); // keeps each Watch reachable

    static {
        Thread t = new Thread(NativeCleaner::run, "omnidraft-cleaner");
        t.setDaemon(true);
        t.start();
    }

    private NativeCleaner() {}

    /** One owner's handle: {@link #take()} on close, or freed here when the owner is collected unclosed. */
    static final class Watch extends PhantomReference<Object> {
        private final AtomicLong handle;
        private final LongConsumer free;
        private final String what;

        private Watch(Object owner, long handle, String what, LongConsumer free) {
            super(owner, QUEUE);
            this.handle = new AtomicLong(handle);
            this.free = free;
            this.what = what;
        }

        /** The handle, once (0 after): the owner's close frees what this returns. */
        long take() {
            WATCHED.remove(this);
            return handle.getAndSet(0);
        }
    }

    /** Watches {@code owner}; {@code free} must not refer to it (it is gone when free runs). */
    static Watch watch(Object owner, long handle, String what, LongConsumer free) {
        Watch w = new Watch(owner, handle, what, free);
        WATCHED.add(w);
        return w;
    }

    private static void run() {
        while (true) {
            Watch w;
            try {
                w = (Watch) QUEUE.remove();
            } catch (InterruptedException e) {
                return;
            }
            long h = w.take();
            if (h != 0) {
                OmniDraftLog.dispatch(OmniDraftLog.Level.WARNING.nativeLevel(), "a " + w.what + " was not closed; "
                        + "the garbage collector found it and its native memory was freed now: close it "
                        + "(try-with-resources) so this happens when you choose");
                try {
                    w.free.accept(h);
                } catch (RuntimeException e) {
                    OmniDraftLog.dispatch(OmniDraftLog.Level.WARNING.nativeLevel(), "freeing a " + w.what + ": " + e);
                }
            }
        }
    }
}
