package io.hotshard.cluster.warm;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The JVM's own running totals at one instant, read from its MX beans independently of {@code JvmCosts}: JIT
 * compilation milliseconds, and the pause milliseconds and count of the collectors that pause the application.
 */
record JvmReading(long jitMillis, long gcPauseMillis, long collections) {

    /** Longer than one compilation takes: the most a compilation ending between two readings can add. */
    static final long LONGEST_COMPILATION_MILLIS = 200;

    static JvmReading now() {
        List<GarbageCollectorMXBean> pauses = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .filter(b -> !b.getName().contains("Concurrent") && !b.getName().contains("concurrent")
                        && !b.getName().contains("Cycles")).toList();
        return new JvmReading(ManagementFactory.getCompilationMXBean().getTotalCompilationTime(),
                pauses.stream().mapToLong(GarbageCollectorMXBean::getCollectionTime).sum(),
                pauses.stream().mapToLong(GarbageCollectorMXBean::getCollectionCount).sum());
    }

    /** What the JVM added since {@code earlier}. */
    JvmReading since(JvmReading earlier) {
        return new JvmReading(jitMillis - earlier.jitMillis, gcPauseMillis - earlier.gcPauseMillis,
                collections - earlier.collections);
    }
}
