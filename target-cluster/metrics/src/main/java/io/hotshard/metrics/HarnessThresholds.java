package io.hotshard.metrics;

/**
 * When the harness distorts what it measures. A run is distorted when the latency the harness added on the mean
 * (its event-loop delay, and the bursts of its send lag and loop delay amplified by the busiest
 * queue: {@link HarnessVerdict}) exceeds
 * {@code lagShareOfService} of the shards' mean service time (it is then no longer small beside the waits being
 * measured: at utilisation 0.8 it moves an M/M/c queue's mean response by about that share), when GC pauses add up to more than {@code gcShareOfRun} of the
 * run, or when the process used more than {@code maxProcessCpuShare} of all cores (every thread then waits for a
 * core, the shards' timers included).
 */
public record HarnessThresholds(double lagShareOfService, double gcShareOfRun, double maxProcessCpuShare) {

    /** 10% of the mean service time, 1% of the run in GC, 90% of the cores. */
    public static final HarnessThresholds DEFAULTS = new HarnessThresholds(0.10, 0.01, 0.90);

    /** Checks every share is in (0, 1]. */
    public HarnessThresholds {
        check("lagShareOfService", lagShareOfService);
        check("gcShareOfRun", gcShareOfRun);
        check("maxProcessCpuShare", maxProcessCpuShare);
    }

    private static void check(String name, double value) {
        if (!(value > 0 && value <= 1)) {
            throw new IllegalArgumentException(name + " must be in (0, 1] but was " + value);
        }
    }
}
