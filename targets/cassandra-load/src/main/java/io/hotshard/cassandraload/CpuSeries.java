package io.hotshard.cassandraload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one-second points a run's cost lines are fitted to: for each node, between consecutive samples of it, the
 * local reads and writes it served per second and the cores its process used; for the client, between consecutive
 * rounds, the requests completed per second and the cores its JVM used. A pair without CPU time is skipped.
 */
record CpuSeries(Map<String, List<double[]>> nodes, List<double[]> client) {

    /** Copies the lists. */
    CpuSeries {
        Map<String, List<double[]>> copy = new LinkedHashMap<>();
        nodes.forEach((address, points) -> copy.put(address, List.copyOf(points)));
        nodes = Map.copyOf(copy);
        client = List.copyOf(client);
    }

    /** The points of the nodes' samples in the order taken, and of the client's rounds. */
    static CpuSeries of(List<CassandraNodeSample> samples, List<ClientSample> rounds) {
        Map<String, CassandraNodeSample> previous = new LinkedHashMap<>();
        Map<String, List<double[]>> nodes = new LinkedHashMap<>();
        for (CassandraNodeSample s : samples) {
            CassandraNodeSample p = previous.put(s.address(), s);
            List<double[]> points = nodes.computeIfAbsent(s.address(), a -> new ArrayList<>());
            if (p != null && s.millis() > p.millis() && p.processCpuNanos() >= 0 && s.processCpuNanos() >= 0) {
                points.add(point(s.localReads() + s.localWrites() - p.localReads() - p.localWrites(),
                        s.processCpuNanos() - p.processCpuNanos(), s.millis() - p.millis()));
            }
        }
        List<double[]> client = new ArrayList<>();
        for (int i = 1; i < rounds.size(); i++) {
            ClientSample p = rounds.get(i - 1);
            ClientSample s = rounds.get(i);
            if (s.millis() > p.millis() && p.processCpuNanos() >= 0 && s.processCpuNanos() >= 0) {
                client.add(point(s.coordinated() - p.coordinated(), s.processCpuNanos() - p.processCpuNanos(),
                        s.millis() - p.millis()));
            }
        }
        return new CpuSeries(nodes, client);
    }

    private static double[] point(long requests, long cpuNanos, long millis) {
        return new double[] {requests * 1000.0 / millis, cpuNanos / 1e6 / millis};
    }

    /** The points of the node at {@code address}; none when it was never sampled twice. */
    List<double[]> node(String address) {
        return nodes.getOrDefault(address, List.of());
    }
}
