package io.hotshard.shard;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Precise wake-ups for the calling thread on Linux. The kernel may wake a sleeping thread up to its timer slack late
 * (50 µs by default) to batch wake-ups; a thread that keeps sub-millisecond deadlines sets its own slack to 1 ns
 * through {@code /proc/<tid>/timerslack_ns} (Linux 4.6+; writing another thread's needs CAP_SYS_NICE, one's own
 * does not). Elsewhere, or when the file cannot be written, nothing changes.
 */
public final class TimerSlack {

    private static final Path THREAD_SELF = Path.of("/proc/thread-self");
    /** Whether the current thread already asked, so an event loop that starts many timers asks once. */
    private static final ThreadLocal<Boolean> TIGHTENED = ThreadLocal.withInitial(() -> false);

    private TimerSlack() {
    }

    /** Sets the calling thread's timer slack to 1 ns; returns whether it is now 1 ns. */
    public static boolean tightenCurrentThread() {
        if (TIGHTENED.get()) {
            return true;
        }
        try {
            String link = Files.readSymbolicLink(THREAD_SELF).toString();
            Path slack = Path.of("/proc", link.substring(link.lastIndexOf('/') + 1), "timerslack_ns");
            Files.writeString(slack, "1");
            boolean tight = "1".equals(Files.readString(slack).trim());
            TIGHTENED.set(tight);
            return tight;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
