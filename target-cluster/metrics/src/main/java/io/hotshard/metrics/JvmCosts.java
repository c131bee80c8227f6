package io.hotshard.metrics;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * What the JVM itself spent since {@link #start()}: garbage-collection pauses as {@link GcPauses} counts them, and
 * the JIT compilers' time (summed over compiler threads; 0 where the JVM does not keep it), in milliseconds. A warm-up
 * reads it to say how settled the JVM was.
 */
public final class JvmCosts implements AutoCloseable {

    private final GcPauses gc;
    private final CompilationMXBean jit;
    private final long jitStartMillis;

    private JvmCosts(GcPauses gc, CompilationMXBean jit) {
        this.gc = gc;
        this.jit = jit;
        this.jitStartMillis = jit == null ? 0 : jit.getTotalCompilationTime();
    }

    /** Starts counting. */
    public static JvmCosts start() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return new JvmCosts(GcPauses.start(), jit != null && jit.isCompilationTimeMonitoringSupported() ? jit : null);
    }

    /** GC pause milliseconds since the start. */
    public long gcPauseMillis() {
        return gc.totalMillis();
    }

    /** JIT compilation milliseconds since the start, 0 where the JVM does not keep them. */
    public long jitMillis() {
        return jit == null ? 0 : jit.getTotalCompilationTime() - jitStartMillis;
    }

    /** Stops listening to the collectors. */
    @Override
    public void close() {
        gc.close();
    }
}
