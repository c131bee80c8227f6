package io.hotshard.recording;

import java.nio.file.Path;

/**
 * A target whose own figures a recorder samples once a second, such as a hotshard router and its shards. The
 * target's module implements it, so that recording depends on no target: the arrow points from the target to here.
 */
@FunctionalInterface
public interface MeasuredTarget {

    /**
     * Opens the measurements of one run.
     *
     * @param directory    the run directory, which exists
     * @param startMillis  the run's second 0, in epoch milliseconds (the base time of its interval logs)
     * @param targetEvents where events the target reports itself go (e.g. a router's membership changes); the
     *                     recorder pairs them with the same change recorded by a caller
     */
    Measurements open(Path directory, long startMillis, EventSink targetEvents);
}
