package io.hotshard.redis;

import java.util.Locale;
import java.util.Set;

/**
 * One node's figures at one instant, from its {@code INFO}: role, operations per second, calls of the load's
 * commands served so far (Σ of their commandstats calls), CPU seconds of its main thread ({@code used_cpu_sys_main_thread} +
 * {@code used_cpu_user_main_thread}), connected clients, link to its master, and the cluster state it sees.
 * microseconds spent executing the load's commands (Σ of their commandstats usec, by the node's wall clock), connected clients, link to
 * its master, and the cluster state it sees. A node that did not answer has role {@code down}.
 */
public record NodeSample(long epochMillis, int port, String role, long opsPerSecond, long calls, double cpuMainSeconds,
                         long commandMicros, long clients, String masterLink, String clusterState) {

    /** The CSV header of {@link #csv(double)} rows. */
    public static final String CSV_HEADER = "epoch_ms,port,role,instantaneous_ops_per_sec,calls_total,"
            + "cpu_main_seconds,main_loop_utilisation,command_micros,command_busy,connected_clients,"
            + "master_link_status,cluster_state";

    /** The figures of a node's {@code INFO everything} reply, counting the calls of {@code commands}. */
    public static NodeSample of(long epochMillis, int port, NodeInfo info, Set<String> commands) {
        return of(epochMillis, port, info, CountedCommands.everywhere(commands));
    }

    /**
     * The figures of a node's {@code INFO everything} reply: calls of {@code commands.everywhere()}, plus those of
     * {@code commands.onMasters()} when the node is a master; time in any of them.
     */
    public static NodeSample of(long epochMillis, int port, NodeInfo info, CountedCommands commands) {
        boolean master = info.text("role").equals("master");
        return new NodeSample(epochMillis, port, info.text("role").equals("slave") ? "replica" : info.text("role"),
                (long) info.number("instantaneous_ops_per_sec"), info.commandCalls(commands.everywhere())
                        + (master ? info.commandCalls(commands.onMasters()) : 0),
                info.number("used_cpu_sys_main_thread") + info.number("used_cpu_user_main_thread"),
                info.commandMicros(commands.all()), (long) info.number("connected_clients"),
                info.text("master_link_status").isEmpty() ? "-" : info.text("master_link_status"),
                info.text("cluster_state"));
    }

    /** A node that did not answer. */
    public static NodeSample down(long epochMillis, int port) {
        return new NodeSample(epochMillis, port, "down", 0, 0, 0, 0, 0, "-", "-");
    }

    /** Whether the node answered. */
    public boolean answered() {
        return !role.equals("down");
    }

    /** The main loop's busy share since {@code previous} (CPU seconds over wall seconds), 0 without one. */
    public double utilisationSince(NodeSample previous) {
        if (previous == null || !previous.answered() || !answered() || epochMillis <= previous.epochMillis()) {
            return 0;
        }
        return Math.max(0, (cpuMainSeconds - previous.cpuMainSeconds()) * 1000 / (epochMillis - previous.epochMillis()));
    }

    /**
     * The share of wall time since {@code previous} the node spent executing commands (by its own clock, so time
     * it was descheduled inside a command counts: on a loaded machine this is the figure that reaches 1 when the
     * node is saturated while its CPU time does not), 0 without one.
     */
    public double commandBusySince(NodeSample previous) {
        if (previous == null || !previous.answered() || !answered() || epochMillis <= previous.epochMillis()) {
            return 0;
        }
        return Math.max(0, (commandMicros - previous.commandMicros()) / 1000.0 / (epochMillis - previous.epochMillis()));
    }

    /** This sample as one CSV row, with the utilisation and command-busy share since the node's previous sample. */
    public String csv(NodeSample previous) {
        return String.format(Locale.ROOT, "%d,%d,%s,%d,%d,%.6f,%.4f,%d,%.4f,%d,%s,%s", epochMillis, port, role,
                opsPerSecond, calls, cpuMainSeconds, utilisationSince(previous), commandMicros,
                commandBusySince(previous), clients, masterLink, clusterState);
    }
}
