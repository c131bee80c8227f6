package io.hotshard.testkit;

import java.util.concurrent.Callable;

/**
 * Watched Vert.x instances for a module's tests, each made after that module's warm-up ran once in the JVM, with
 * one failure threshold for every module.
 */
public final class JvmWarmUp {

    /**
     * Event-loop blocks longer than this fail the tests: on a two-core machine shared with other builds (load
     * averages above 10 were seen) a burst of connection set-ups alone took 450 ms of wall time, while a sleep, a
     * lock wait or a 100,000-key sampling pass still exceeds it.
     */
    public static final long FAILURE_MILLIS = 1_000;

    private JvmWarmUp() {
    }

    /** Runs {@code exercise} once per JVM under {@code module}'s name, then returns a new watched Vert.x. */
    public static WatchedVertx watched(String module, Callable<?> exercise) {
        return new WatchedVertx(FAILURE_MILLIS, () -> WarmUpOnce.run(module, exercise));
    }
}
