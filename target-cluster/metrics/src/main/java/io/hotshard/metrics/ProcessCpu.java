package io.hotshard.metrics;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * This process's CPU time over wall time since {@link #start()}, as a share of all the machine's cores (0..1),
 * from {@link com.sun.management.OperatingSystemMXBean#getProcessCpuTime()}; NaN where the JVM does not tell.
 */
public final class ProcessCpu {

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
        return wall <= 0 ? Double.NaN : cpu / (double) wall / Runtime.getRuntime().availableProcessors();
    }

    /** The whole machine's recent CPU load (0..1, every process), NaN where unknown. */
    public double machineLoad() {
        return os == null ? Double.NaN : os.getCpuLoad();
    }
}
