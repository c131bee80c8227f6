package io.hotshard.runformat;

import java.util.Comparator;
import java.util.List;

/**
 * The capacity plan of a Cassandra run, in {@code run.json}'s {@code cassandra.capacity}: from each node's process CPU
 * per request served, measured over the run ({@link CassandraNodeCost}), the client's rate at which the hottest node
 * needs every core of the machine; and, since on one machine the nodes and the client share the same cores, the
 * CPU all of them spend on one client request and the client's rate at which the machine runs out. Figures not
 * measured are -1.
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
 */
public record CassandraCapacity(String basis, int cores, long clientRequests, List<CassandraNodeCost> nodes, String hottestNode,
                                double hottestNodeSaturatesAtClientRequestsPerSecond,
                                double clientCpuMicrosPerRequest, double clusterCpuMicrosPerRequest,
                                double hottestNodeCpuShare, double machineSaturatesAtClientRequestsPerSecond) {

    /** The figure the plan uses, in words. */
    public static final String BASIS = "from each node's process CPU per request served, measured over the run (JMX"
            + " ProcessCpuTime over its local reads and writes of hotshard's tables)";

    /** Copies the list. */
    public CassandraCapacity {
        nodes = List.copyOf(nodes);
    }

    /** The plan from the nodes' costs and the client's CPU time ({@code clientCpuNanos}, -1: not measured). */
    public static CassandraCapacity of(List<CassandraNodeCost> nodes, long clientCpuNanos, long clientRequests,
                                       int cores) {
        CassandraNodeCost hottest = nodes.stream().filter(n -> n.cpuMicrosPerClientRequest() >= 0)
                .max(Comparator.comparingDouble(CassandraNodeCost::cpuMicrosPerClientRequest)).orElse(null);
        double client = clientCpuNanos >= 0 && clientRequests > 0 ? clientCpuNanos / 1e3 / clientRequests : -1;
        boolean allMeasured = client >= 0 && !nodes.isEmpty()
                && nodes.stream().allMatch(n -> n.cpuMicrosPerClientRequest() >= 0);
        double cluster = allMeasured ? client + nodes.stream()
                .mapToDouble(CassandraNodeCost::cpuMicrosPerClientRequest).sum() : -1;
        return new CassandraCapacity(BASIS, cores, clientRequests, nodes, hottest == null ? "" : hottest.address(),
                hottest == null ? -1 : hottest.saturatesAtClientRequestsPerSecond(), client, cluster,
                hottest == null || cluster <= 0 ? -1 : hottest.cpuMicrosPerClientRequest() / cluster,
                CassandraNodeCost.rate(cores, cluster));
    }
}
