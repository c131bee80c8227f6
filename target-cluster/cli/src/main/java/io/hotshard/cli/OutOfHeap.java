package io.hotshard.cli;

import java.util.Locale;

/** The one line printed instead of a stack trace when the JVM runs out of heap: how big it was and what to do. */
final class OutOfHeap {

    private OutOfHeap() {
    }

    /** The line for a JVM whose heap is at most {@code maxHeapBytes}. */
    static String line(long maxHeapBytes) {
        long mib = maxHeapBytes / (1024 * 1024);
        return String.format(Locale.ROOT, "hotshard: out of heap memory (the JVM may use %d MiB); give it more, e.g."
                + " HOTSHARD_JAVA_OPTS=-Xmx%dm, or ask for less (fewer --shards)", mib, Math.max(512, mib * 2));
    }

    /** True when {@code failure} or one of its causes is an {@link OutOfMemoryError}. */
    static boolean causedBy(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }
}
