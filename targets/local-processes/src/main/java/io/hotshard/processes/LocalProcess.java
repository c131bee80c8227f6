package io.hotshard.processes;

import java.time.Duration;

/**
 * A server process a local target started (a redis-server, a Cassandra node's JVM), known by its PID. Signals go to
 * that PID only while {@link #running()} says it is still the process started, so a PID the system reused after the
 * process ended is never signalled.
 */
public interface LocalProcess {

    /** The process's PID. */
    long pid();

    /** Whether the PID is a live (not zombie) process and still the one started. */
    boolean running();

    /** Asks the process to end (SIGTERM, after SIGCONT where it may be paused) and returns without waiting. */
    void terminate();

    /** Sends SIGKILL, as a crash would. */
    void kill();

    /** How long to wait after SIGKILL for the process to go. */
    default Duration killWait() {
        return Duration.ofSeconds(5);
    }

    /** Waits up to {@code timeout} for the process to end; true if it has. */
    default boolean awaitGone(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (running() && System.nanoTime() < deadline) {
            Sleep.millis(20);
        }
        return !running();
    }

    /**
     * Asks the process to end and waits up to {@code grace} for it, then SIGKILL and at most {@link #killWait()} more;
     * true if it is gone.
     */
    default boolean stop(Duration grace) {
        if (!running()) {
            return true;
        }
        terminate();
        if (awaitGone(grace)) {
            return true;
        }
        kill();
        return awaitGone(killWait());
    }
}
