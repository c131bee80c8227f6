package io.hotshard.cassandra;

import java.time.Duration;

/**
 * A step of a node's start, announced as it happens.
 *
 * @param address the node's address
 * @param step    what happened
 * @param detail  what goes with it: the PID when started, why when started again, Cassandra's mode otherwise
 * @param elapsed time since the cluster's start began
 */
public record StartEvent(String address, Step step, String detail, Duration elapsed) {

    /** The step in words, as a line about the node prints it: {@code started (pid 123)}, {@code JOINING}, ... */
    public String describe() {
        return switch (step) {
            case STARTED -> "started (" + detail + ")";
            case MODE, RETRY -> detail;
            case NORMAL -> "NORMAL: a member of the ring";
            case CQL -> "answers CQL";
        };
    }

    /** The steps of a node's start, in order. */
    public enum Step {
        /** Its JVM runs. */
        STARTED,
        /** Cassandra reports a mode other than NORMAL (STARTING, JOINING, ...) for the first time. */
        MODE,
        /** It is a normal member of the ring. */
        NORMAL,
        /** It answers CQL. */
        CQL,
        /** It ended while it joined and is started again; the detail says why and which attempt follows. */
        RETRY
    }
}
