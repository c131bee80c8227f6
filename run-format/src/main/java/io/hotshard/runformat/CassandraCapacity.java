package io.hotshard.runformat;

import java.util.Comparator;
import java.util.List;

/**
 * The capacity plan of a Cassandra run, in {@code run.json}'s {@code cassandra.capacity}: from each node's process CPU
 * against the requests it served per second ({@link CassandraNodeCost}, {@link CostLine}: a fixed part and a marginal
 * cost), the client's rate at which the hottest node needs every core of the machine; and, since on one machine the
 * nodes and the client share the same cores, the CPU all of them spend on one more client request and the client's
 * rate at which the machine runs out: the cores left by every fixed part over that sum. Figures not measured are -1.
 *
 * @param basis                                   the figure the plan uses, in words ({@link #BASIS})
 * @param cores                                   the machine's CPUs, each node's and the client's to share
 * @param clientRequests                          reads and writes the client made over the run
 * @param nodes                                   each node's cost
 * @param hottestNode                             the node with the most CPU per client request
 * @param hottestNodeSaturatesAtClientRequestsPerSecond the client's rate at which that node needs all the cores
 * @param clientCpuMicrosPerRequest               the client process's CPU per request it made
 * @param clusterCpuMicrosPerRequest              Σ the nodes' CPU per client request, plus the client's
 * @param hottestNodeCpuShare                     the hottest node's part of that sum
 * @param machineSaturatesAtClientRequestsPerSecond the client's rate at which nodes and client need all the cores
 * @param method                                  {@link CostLine#MARGINAL} when every line (each node's, the
 *                                                client's) was trusted, {@link CostLine#AVERAGE} when none was,
 *                                                {@code mixed} otherwise
 * @param client                                  the client JVM's CPU against its completed requests per second
 * @param fixedCores                              Σ the fixed parts of the nodes and the client, in cores
 */
public record CassandraCapacity(String basis, int cores, long clientRequests, List<CassandraNodeCost> nodes, String hottestNode,
                                double hottestNodeSaturatesAtClientRequestsPerSecond,
                                double clientCpuMicrosPerRequest, double clusterCpuMicrosPerRequest,
                                double hottestNodeCpuShare, double machineSaturatesAtClientRequestsPerSecond,
                                String method, CostLine client, double fixedCores) {

    /** The figure the plan uses, in words. */
    public static final String BASIS = "from each node's process CPU against the requests it served per second (JMX"
            + " ProcessCpuTime against its local reads and writes of hotshard's tables, a line through the run's"
            + " one-second samples: a fixed part and a marginal cost)";
    /** The {@code method} of a plan whose lines were trusted for some processes and not for others. */
    public static final String MIXED = "mixed";

    /** Copies the list. */
    public CassandraCapacity {
        nodes = List.copyOf(nodes);
    }

    /** The plan from the nodes' costs and the client's average CPU ({@code clientCpuNanos}, -1: not measured). */
    public static CassandraCapacity of(List<CassandraNodeCost> nodes, long clientCpuNanos, long clientRequests,
                                       int cores) {
        double client = clientCpuNanos >= 0 && clientRequests > 0 ? clientCpuNanos / 1e3 / clientRequests : -1;
        return of(nodes, clientCpuNanos, clientRequests, cores, CostLine.average(client));
    }

    /** The plan from the nodes' costs and the client's CPU time ({@code clientCpuNanos}, -1: not measured) and line. */
    public static CassandraCapacity of(List<CassandraNodeCost> nodes, long clientCpuNanos, long clientRequests,
                                       int cores, CostLine clientLine) {
        // The hottest node is the one that needs every core at the lowest client rate.
        CassandraNodeCost hottest = nodes.stream().filter(n -> n.saturatesAtClientRequestsPerSecond() >= 0)
                .min(Comparator.comparingDouble(CassandraNodeCost::saturatesAtClientRequestsPerSecond)).orElse(null);
        double client = clientCpuNanos >= 0 && clientRequests > 0 ? clientCpuNanos / 1e3 / clientRequests : -1;
        boolean allMeasured = client >= 0 && clientLine.microsPerRequest() > 0 && !nodes.isEmpty()
                && nodes.stream().allMatch(n -> n.marginalMicrosPerClientRequest() >= 0);
        double cluster = allMeasured ? clientLine.microsPerRequest() + nodes.stream()
                .mapToDouble(CassandraNodeCost::marginalMicrosPerClientRequest).sum() : -1;
        double fixed = clientLine.fixedCores() + nodes.stream().mapToDouble(n -> n.line().fixedCores()).sum();
        return new CassandraCapacity(BASIS, cores, clientRequests, nodes, hottest == null ? "" : hottest.address(),
                hottest == null ? -1 : hottest.saturatesAtClientRequestsPerSecond(), client, cluster,
                hottest == null || cluster <= 0 ? -1 : hottest.marginalMicrosPerClientRequest() / cluster,
                CassandraNodeCost.rate(cores - fixed, cluster), method(nodes, clientLine), clientLine, fixed);
    }

    private static String method(List<CassandraNodeCost> nodes, CostLine client) {
        long marginal = nodes.stream().filter(n -> n.line().marginal()).count() + (client.marginal() ? 1 : 0);
        return marginal == nodes.size() + 1 ? CostLine.MARGINAL : marginal == 0 ? CostLine.AVERAGE : MIXED;
    }
}
