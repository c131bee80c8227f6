package io.hotshard.metrics;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * This process's CPU time over wall time since {@link #start()}, as a share of all the machine's cores (0..1),
 * from {@link com.sun.management.OperatingSystemMXBean#getProcessCpuTime()}; NaN where the JVM does not tell, and
 * over windows shorter than {@link #MIN_WINDOW_NANOS}: that clock may advance in scheduler ticks of 10 ms, so over a
 * few milliseconds one tick reads as several hundred percent.
 */
public final class ProcessCpu {

    /** The shortest window over which a share is given. */
    static final long MIN_WINDOW_NANOS = 100_000_000;

    private final com.sun.management.OperatingSystemMXBean os;
    private final long startCpuNanos;
    private final long startWallNanos;

    private ProcessCpu(com.sun.management.OperatingSystemMXBean os) {
        this.os = os;
        this.startCpuNanos = os == null ? -1 : os.getProcessCpuTime();
        this.startWallNanos = System.nanoTime();
    }

    /** Starts measuring now. */
    public static ProcessCpu start() {
        OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        return new ProcessCpu(bean instanceof com.sun.management.OperatingSystemMXBean sun ? sun : null);
    }

    /** The mean share of all cores this process used since the start. */
    public double share() {
        if (os == null || startCpuNanos < 0) {
            return Double.NaN;
        }
        long wall = System.nanoTime() - startWallNanos;
        long cpu = os.getProcessCpuTime() - startCpuNanos;
        return wall < MIN_WINDOW_NANOS ? Double.NaN
                : cpu / (double) wall / Runtime.getRuntime().availableProcessors();
    }

    /** The whole machine's recent CPU load (0..1, every process), NaN where unknown. */
    public double machineLoad() {
        return os == null ? Double.NaN : os.getCpuLoad();
    }
}
