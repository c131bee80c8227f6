package io.hotshard.cassandraload;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNodeCost;
import java.util.Locale;

/** A run's capacity plan as console lines. */
final class CapacityLines {

    private CapacityLines() {
    }

    /** The plan in a few lines, without a trailing newline. */
    static String of(CassandraCapacity c) {
        StringBuilder out = new StringBuilder("  capacity (" + c.basis() + "; " + c.cores() + " cores):");
        for (CassandraNodeCost n : c.nodes()) {
            out.append(String.format(Locale.ROOT, "%n    %-12s %.1f CPU-s over %d served: %.1f µs each, %.0f/s on"
                            + " %d cores; %.1f µs per client request, all %d cores at %.0f client requests/s",
                    n.address(), n.cpuSeconds(), n.served(), n.cpuMicrosPerRequest(), n.servedPerSecond(), c.cores(),
                    n.cpuMicrosPerClientRequest(), c.cores(), n.saturatesAtClientRequestsPerSecond()));
        }
        out.append(String.format(Locale.ROOT, "%n    hottest node %s saturates at %.0f client requests/s with the"
                        + " cores to itself; on this machine (nodes %.1f µs + client %.1f µs per request, the hottest"
                        + " node %.0f%% of it) the cores run out at %.0f client requests/s", c.hottestNode(),
                c.hottestNodeSaturatesAtClientRequestsPerSecond(), c.clusterCpuMicrosPerRequest()
                        - c.clientCpuMicrosPerRequest(), c.clientCpuMicrosPerRequest(), 100 * c.hottestNodeCpuShare(),
                c.machineSaturatesAtClientRequestsPerSecond()));
        return out.toString();
    }
}
