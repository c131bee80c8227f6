package io.hotshard.simulations;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One reading of where the CPU went so far: this JVM's CPU time, the whole machine's busy and total time from
 * {@code /proc/stat} (in its clock ticks, -1 where there is no such file) and how many requests had completed.
 * Two readings make a {@link Preflight} window.
 *
 * @param nanoTime          {@link System#nanoTime()} of the reading
 * @param processCpuNanos   this JVM's CPU time, all threads
 * @param machineBusyTicks  the machine's busy time (all but idle and I/O wait, steal included) over all cores
 * @param machineTotalTicks the machine's total time over all cores
 * @param completed         requests completed so far
 */
public record CpuReading(long nanoTime, long processCpuNanos, long machineBusyTicks, long machineTotalTicks,
                         long completed) {

    private static final Path PROC_STAT = Path.of("/proc/stat");

    /** Reads the CPU times now, beside {@code completed} requests. */
    public static CpuReading now(long completed) {
        long[] machine = machineTicks(PROC_STAT);
        return new CpuReading(System.nanoTime(), jvmCpuNanos(), machine[0], machine[1], completed);
    }

    /** This JVM's CPU time in nanoseconds. */
    public static long jvmCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** Busy and total ticks of the first ({@code cpu}) line of a {@code /proc/stat} file; -1 and -1 without one. */
    static long[] machineTicks(Path stat) {
        try {
            String first = Files.readAllLines(stat).get(0);
            return busyAndTotal(first);
        } catch (IOException | RuntimeException e) {
            return new long[] {-1, -1};
        }
    }

    /** {@code cpu user nice system idle iowait irq softirq steal ...}: busy is the total less idle and I/O wait. */
    static long[] busyAndTotal(String cpuLine) {
        String[] fields = cpuLine.trim().split("\\s+");
        if (!fields[0].equals("cpu") || fields.length < 6) {
            throw new IllegalArgumentException("not the cpu line of /proc/stat: " + cpuLine);
        }
        long total = 0;
        // Fields 9 and 10 (guest, guest_nice) are already inside user and nice.
        for (int i = 1; i < Math.min(fields.length, 9); i++) {
            total += Long.parseLong(fields[i]);
        }
        long idle = Long.parseLong(fields[4]) + Long.parseLong(fields[5]);
        return new long[] {total - idle, total};
    }
}
