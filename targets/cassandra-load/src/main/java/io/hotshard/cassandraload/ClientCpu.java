package io.hotshard.cassandraload;

import java.lang.management.ManagementFactory;

/** The CPU time this JVM has used, every thread: the client's side of a run's cost. */
final class ClientCpu {

    private ClientCpu() {
    }

    /** This process's CPU time in nanoseconds; -1 where the JVM does not measure it. */
    static long nanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }
}
