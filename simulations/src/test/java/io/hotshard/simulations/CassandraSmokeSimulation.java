package io.hotshard.simulations;

import java.util.Map;

/**
 * A 92 s celebrity run at 100 requests/s on a 3-node Cassandra cluster started for it (keyspace rf 1, on 127.0.0.71
 * and up so that it never meets a cluster started by hand), a fourth node added 1 s into the load: the node that owns
 * the celebrity's token has the most local reads, the counts reconcile, and the added node bootstraps, becomes normal
 * and serves its predicted share of the reads after. A node's JVM start takes both cores of a small machine for
 * seconds, and the requests that time out meanwhile are counted: at least 90% must succeed, not 95%. The low rate
 * leaves the starting node most of the machine and the length leaves its bootstrap room: on a slow day of the 2-core
 * machine the added node was not normal by the end of a 62 s run at 300 requests/s, and took 92 s at 200 and 54 s at
 * 100.
 */
public class CassandraSmokeSimulation extends CassandraHotKeySimulation {

    /** Sets up the short run. */
    public CassandraSmokeSimulation() {
        super(Map.of("hotshard.rate", "100", "hotshard.ramp", "2s", "hotshard.duration", "90s",
                "hotshard.items", "2000", "hotshard.cassandra.baseAddress", "127.0.0.71",
                "hotshard.cassandra.addNodeAt", "1s",
                "hotshard.cassandra.minSuccessPercent", "90"));
    }
}
