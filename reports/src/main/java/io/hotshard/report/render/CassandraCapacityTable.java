package io.hotshard.report.render;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNodeCost;
import io.hotshard.runformat.CostLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The "Cassandra cluster: capacity" part of a Cassandra run's report: each node's cost and the rates it gives. */
final class CassandraCapacityTable {

    static final String TITLE = "Cassandra cluster: capacity";
    static final String NOTE = "The plan is made " + CassandraCapacity.BASIS + ". Each process's CPU holds a part "
            + "that does not grow with the rate (gossip, compaction, the JIT, garbage collection, idle threads) and a "
            + "cost per request; the CPU over the run per request served holds both, so a plan made from it below "
            + "saturation is far too low. A ramp gives the line: where the run's one-second rates varied over less "
            + "than 30% of their mean, or the line's R² was under 0.5, or there were fewer than 10 samples, the line "
            + "is not trusted and the average stands in for it (fixed part 0), as the method column says. A node's "
            + "local reads and writes count a write on every replica it lands on; with rf 1 and token-aware routing "
            + "the same node coordinates the request. A Cassandra node runs many threads, so with the machine's cores to "
            + "itself it serves the cores its fixed part leaves over its cost. On one machine the nodes and the client "
            + "(the Gatling JVM's ProcessCpuTime against its completed requests) share the same cores: the machine "
            + "runs out when the cores every fixed part leaves are spent on each node's cost per client request (its "
            + "cost per request served times its share of the requests) plus the client's. The rates count the "
            + "client's reads and writes at this run's mix and keys, and assume other processes leave the cores free.";

    private CassandraCapacityTable() {
    }

    /** One row per node, then the client's, then the hottest node's and the machine's rates. */
    static Table table(CassandraCapacity c) {
        List<List<String>> rows = new ArrayList<>();
        for (CassandraNodeCost n : c.nodes()) {
            rows.add(List.of(n.address() + (n.address().equals(c.hottestNode()) ? " (hottest)" : ""),
                    figure(n.cpuSeconds(), 1), Long.toString(n.served()), micros(n.cpuMicrosPerRequest()),
                    line(n.line()), figure(n.servedPerSecond(), 0),
                    micros(n.line() == null ? n.cpuMicrosPerClientRequest() : n.marginalMicrosPerClientRequest()),
                    figure(n.saturatesAtClientRequestsPerSecond(), 0)));
        }
        rows.add(List.of("client (Gatling JVM)", "", Long.toString(c.clientRequests()),
                micros(c.clientCpuMicrosPerRequest()), line(c.client()), "",
                micros(c.client() == null ? c.clientCpuMicrosPerRequest() : c.client().microsPerRequest()), ""));
        rows.add(List.of("all nodes and the client, on " + c.cores() + " shared cores (the hottest node "
                + (c.hottestNodeCpuShare() < 0 ? "not measured" : Fmt.percent(c.hottestNodeCpuShare(), 0)) + ")",
                "", "", "", c.method() == null ? CostLine.AVERAGE
                        : c.method() + String.format(Locale.ROOT, ", fixed parts %.2f cores", c.fixedCores()), "",
                micros(c.clusterCpuMicrosPerRequest()), figure(c.machineSaturatesAtClientRequestsPerSecond(), 0)));
        return new Table(List.of("node", "CPU-s", "served (local reads + writes)", "CPU per request served",
                "method: fixed part + marginal cost", "served/s on " + c.cores() + " cores",
                "CPU per further client request", "client requests/s at which it needs all " + c.cores() + " cores"),
                rows);
    }

    /** The line in a cell: its fixed part and slope, or the average with why; a run recorded before lines: average. */
    private static String line(CostLine l) {
        if (l == null) {
            return CostLine.AVERAGE;
        }
        String fit = l.samples() == 0 ? "no samples"
                : String.format(Locale.ROOT, "R² %.2f, rate range %.0f%% of the mean", l.r2(), 100 * l.rateRange());
        return l.marginal() ? String.format(Locale.ROOT, "marginal: %.2f core + %s (%s)", l.fixedCores(),
                Fmt.micros(l.microsPerRequest()), fit) : "average (line not trusted: " + fit + ")";
    }

    private static String micros(double micros) {
        return micros < 0 ? "not measured" : Fmt.micros(micros);
    }

    private static String figure(double value, int decimals) {
        return value < 0 ? "not measured" : Fmt.num(value, decimals);
    }
}
