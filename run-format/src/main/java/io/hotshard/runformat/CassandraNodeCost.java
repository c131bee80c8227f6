package io.hotshard.runformat;

/**
 * What one node of a Cassandra run cost, in {@code run.json}'s {@code cassandra.capacity}: its process's CPU time over
 * the run, the local reads and writes of hotshard's tables it served, the CPU per request served and per request the
 * client made, and the rates those give when the node has {@code cores} CPUs to itself: from its fixed part and
 * marginal cost ({@link CostLine}) when its line is trusted, else from the average. Figures not measured are -1.
 *
 * @param address                        the node
 * @param cpuSeconds                     its process's CPU time from the first sample to the last
 * @param served                         local reads and writes of hotshard's tables it served meanwhile
 * @param cpuMicrosPerRequest            CPU per local read or write served
 * @param servedPerSecond                local reads and writes per second it serves with {@code cores} CPUs
 * @param cpuMicrosPerClientRequest      its CPU per request the client made (its share of the load included), over
 *                                       the run
 * @param saturatesAtClientRequestsPerSecond the client's rate at which it needs {@code cores} CPUs
 * @param line                           its CPU against its served rate: the fixed part and the cost the rates use
 * @param marginalMicrosPerClientRequest the line's cost per request the client made: the cost per request served
 *                                       weighted by its share of the client's requests
 */
public record CassandraNodeCost(String address, double cpuSeconds, long served, double cpuMicrosPerRequest,
                                double servedPerSecond, double cpuMicrosPerClientRequest,
                                double saturatesAtClientRequestsPerSecond, CostLine line,
                                double marginalMicrosPerClientRequest) {

    /** The cost of a node that used {@code cpuNanos} (-1: not measured) and served {@code served}, by its average. */
    public static CassandraNodeCost of(String address, long cpuNanos, long served, long clientRequests, int cores) {
        return of(address, cpuNanos, served, clientRequests, cores,
                CostLine.average(cpuNanos >= 0 && served > 0 ? cpuNanos / 1e3 / served : -1));
    }

    /** The cost of a node that used {@code cpuNanos} (-1: not measured) and served {@code served}, by {@code line}. */
    public static CassandraNodeCost of(String address, long cpuNanos, long served, long clientRequests, int cores,
                                       CostLine line) {
        if (cpuNanos < 0) {
            return new CassandraNodeCost(address, -1, served, -1, -1, -1, -1, line, -1);
        }
        double perServed = served > 0 ? cpuNanos / 1e3 / served : -1;
        double perClient = clientRequests > 0 ? cpuNanos / 1e3 / clientRequests : -1;
        // Each client request costs this node its share of the served requests at the line's cost per request served.
        double marginalPerClient = clientRequests > 0 && served > 0 && line.microsPerRequest() > 0
                ? line.microsPerRequest() * served / clientRequests : -1;
        return new CassandraNodeCost(address, cpuNanos / 1e9, served, perServed,
                rate(cores - line.fixedCores(), line.microsPerRequest()), perClient,
                rate(cores - line.fixedCores(), marginalPerClient), line, marginalPerClient);
    }

    /**
     * Requests per second that {@code freeCores} CPUs serve at {@code micros} each; -1 when the cost is not known, 0
     * when the fixed parts already take every core.
     */
    static double rate(double freeCores, double micros) {
        return micros <= 0 ? -1 : Math.max(0, freeCores) * 1e6 / micros;
    }
}
