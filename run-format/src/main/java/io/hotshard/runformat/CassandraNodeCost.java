package io.hotshard.runformat;

/**
 * What one node of a Cassandra run cost, in {@code run.json}'s {@code cassandra.capacity}: its process's CPU time over
 * the run, the local reads and writes of hotshard's tables it served, the CPU per request served and per request the
 * client made, and the rates those give when the node has {@code cores} CPUs to itself. Figures not measured are -1.
 *
 * @param address                        the node
 * @param cpuSeconds                     its process's CPU time from the first sample to the last
 * @param served                         local reads and writes of hotshard's tables it served meanwhile
 * @param cpuMicrosPerRequest            CPU per local read or write served
 * @param servedPerSecond                local reads and writes per second it serves with {@code cores} CPUs
 * @param cpuMicrosPerClientRequest      its CPU per request the client made (its share of the load included)
 * @param saturatesAtClientRequestsPerSecond the client's rate at which it needs {@code cores} CPUs
 */
public record CassandraNodeCost(String address, double cpuSeconds, long served, double cpuMicrosPerRequest,
                                double servedPerSecond, double cpuMicrosPerClientRequest,
                                double saturatesAtClientRequestsPerSecond) {

    /** The cost of a node that used {@code cpuNanos} (-1: not measured) and served {@code served}. */
    public static CassandraNodeCost of(String address, long cpuNanos, long served, long clientRequests, int cores) {
        if (cpuNanos < 0) {
            return new CassandraNodeCost(address, -1, served, -1, -1, -1, -1);
        }
        double perServed = served > 0 ? cpuNanos / 1e3 / served : -1;
        double perClient = clientRequests > 0 ? cpuNanos / 1e3 / clientRequests : -1;
        return new CassandraNodeCost(address, cpuNanos / 1e9, served, perServed, rate(cores, perServed), perClient,
                rate(cores, perClient));
    }

    /** Requests per second that {@code cores} CPUs serve at {@code micros} each; -1 when the cost is not known. */
    static double rate(int cores, double micros) {
        return micros > 0 ? cores * 1e6 / micros : -1;
    }
}
