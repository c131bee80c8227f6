package io.hotshard.report.render;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNodeCost;
import java.util.ArrayList;
import java.util.List;

/** The "Cassandra cluster: capacity" part of a Cassandra run's report: each node's cost and the rates it gives. */
final class CassandraCapacityTable {

    static final String TITLE = "Cassandra cluster: capacity";
    static final String NOTE = "The plan is made " + CassandraCapacity.BASIS + ": the node's CPU time from the first "
            + "sample after the preload to the last, over its local reads and writes (a write counts on every replica "
            + "it lands on; with rf 1 and token-aware routing the same node coordinates the request). A Cassandra node "
            + "runs many threads, so it can use every core it is given: with the machine's cores to itself a node "
            + "serves that many CPU-seconds per second divided by its cost. Its CPU includes what it does without "
            + "load (gossip, compaction, the JIT, garbage collection), so at a low rate the cost is high and the "
            + "rates far too low: on a loaded two-core machine a ramp to 10,000/s saturated it at about 8,500/s, "
            + "against 9,404/s planned from that run and 1,099/s from a run up to 800/s. On one machine the nodes and the client share the same cores: the machine runs "
            + "out when every node's CPU per client request plus the client's own (the Gatling JVM's ProcessCpuTime) "
            + "reaches the cores, and the hottest node's part of that sum is the part of the machine it takes. The "
            + "rates count the client's reads and writes at this run's mix and keys, and assume other processes "
            + "leave the cores free.";

    private CassandraCapacityTable() {
    }

    /** One row per node, then the hottest node's and the machine's rates. */
    static Table table(CassandraCapacity c) {
        List<List<String>> rows = new ArrayList<>();
        for (CassandraNodeCost n : c.nodes()) {
            rows.add(List.of(n.address() + (n.address().equals(c.hottestNode()) ? " (hottest)" : ""),
                    figure(n.cpuSeconds(), 1), Long.toString(n.served()), micros(n.cpuMicrosPerRequest()),
                    figure(n.servedPerSecond(), 0), micros(n.cpuMicrosPerClientRequest()),
                    figure(n.saturatesAtClientRequestsPerSecond(), 0)));
        }
        rows.add(List.of("client (Gatling JVM)", "", Long.toString(c.clientRequests()), "", "",
                micros(c.clientCpuMicrosPerRequest()), ""));
        rows.add(List.of("all nodes and the client, on " + c.cores() + " shared cores (the hottest node "
                + (c.hottestNodeCpuShare() < 0 ? "not measured" : Fmt.percent(c.hottestNodeCpuShare(), 0)) + ")",
                "", "", "", "",
                micros(c.clusterCpuMicrosPerRequest()), figure(c.machineSaturatesAtClientRequestsPerSecond(), 0)));
        return new Table(List.of("node", "CPU-s", "served (local reads + writes)", "CPU per request served",
                "served/s on " + c.cores() + " cores", "CPU per client request",
                "client requests/s at which it needs all " + c.cores() + " cores"), rows);
    }

    private static String micros(double micros) {
        return micros < 0 ? "not measured" : Fmt.micros(micros);
    }

    private static String figure(double value, int decimals) {
        return value < 0 ? "not measured" : Fmt.num(value, decimals);
    }
}
