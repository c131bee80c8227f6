package io.hotshard.simulations;

import java.util.Map;

/**
 * A 62 s celebrity run on a 3-node Cassandra cluster started for it (keyspace rf 1, on 127.0.0.71 and up so that it
 * never meets a cluster started by hand), a fourth node added 1 s into the load: the node that owns the celebrity's
 * token has the most local reads, the counts reconcile, and the added node bootstraps, becomes normal and serves its
 * predicted share of the reads after. A node's JVM start takes both cores of a small machine for seconds, and the
 * requests that time out meanwhile are counted: at least 90% must succeed, not 95%.
 */
public class CassandraSmokeSimulation extends CassandraHotKeySimulation {

    /** Sets up the short run. */
    public CassandraSmokeSimulation() {
        super(Map.of("hotshard.rate", "300", "hotshard.ramp", "2s", "hotshard.duration", "60s",
                "hotshard.items", "2000", "hotshard.cassandra.baseAddress", "127.0.0.71",
                "hotshard.cassandra.addNodeAt", "1s",
                "hotshard.cassandra.minSuccessPercent", "90"));
    }
}
