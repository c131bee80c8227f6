package io.hotshard.cassandraload;

import java.util.Locale;

/**
 * The client at one round of the sampler: the requests every node had coordinated by then (Σ over the nodes, each
 * client request coordinated once, when it completes) and the client JVM's own CPU time ({@link ClientCpu}).
 */
record ClientSample(long millis, long coordinated, long processCpuNanos) {

    /** The row of {@code cassandra-client.csv}, without its newline. */
    String csv() {
        return String.format(Locale.ROOT, "%d,%d,%d", millis, coordinated, processCpuNanos);
    }
}
