package io.hotshard.cassandraload;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNodeCost;
import io.hotshard.runformat.CostLine;
import java.util.Locale;

/** A run's capacity plan as console lines. */
final class CapacityLines {

    private CapacityLines() {
    }

    /** The plan in a few lines, without a trailing newline. */
    static String of(CassandraCapacity c) {
        StringBuilder out = new StringBuilder("  capacity (" + c.method() + " cost; " + c.cores() + " cores):");
        for (CassandraNodeCost n : c.nodes()) {
            out.append(String.format(Locale.ROOT, "%n    %-12s %.1f CPU-s over %d served: %.1f µs each on average;"
                            + " %s; %.0f/s on %d cores, all %d cores at %.0f client requests/s",
                    n.address(), n.cpuSeconds(), n.served(), n.cpuMicrosPerRequest(), line(n.line()),
                    n.servedPerSecond(), c.cores(), c.cores(), n.saturatesAtClientRequestsPerSecond()));
        }
        out.append(String.format(Locale.ROOT, "%n    client       %.1f µs per request on average; %s",
                c.clientCpuMicrosPerRequest(), line(c.client())));
        out.append(String.format(Locale.ROOT, "%n    hottest node %s saturates at %.0f client requests/s with the"
                        + " cores to itself; on this machine (fixed parts %.2f cores, nodes %.1f µs + client %.1f µs"
                        + " per further request, the hottest node %.0f%% of it) the cores run out at %.0f client"
                        + " requests/s", c.hottestNode(), c.hottestNodeSaturatesAtClientRequestsPerSecond(),
                c.fixedCores(), c.clusterCpuMicrosPerRequest() - c.client().microsPerRequest(),
                c.client().microsPerRequest(), 100 * c.hottestNodeCpuShare(),
                c.machineSaturatesAtClientRequestsPerSecond()));
        return out.toString();
    }

    /** A cost line in words: its fixed part and slope, or why the average stands in for it. */
    static String line(CostLine l) {
        String fit = String.format(Locale.ROOT, "%d samples, R² %.2f, rates over a range of %.0f%% of their mean",
                l.samples(), l.r2(), 100 * l.rateRange());
        return l.marginal() ? String.format(Locale.ROOT, "%.2f core + %.1f µs per request (%s)", l.fixedCores(),
                l.microsPerRequest(), fit) : "the average, the line not trusted (" + fit + ")";
    }
}
