package io.hotshard.simulations;

import java.util.Map;

/**
 * A 17 s celebrity run on a 3-node Cassandra cluster started for it (keyspace rf 1, on 127.0.0.71 and up so that it
 * never meets a cluster started by hand): the node that owns the celebrity's token has the most local reads, and the
 * counts reconcile.
 */
public class CassandraSmokeSimulation extends CassandraHotKeySimulation {

    /** Sets up the short run. */
    public CassandraSmokeSimulation() {
        super(Map.of("hotshard.rate", "300", "hotshard.ramp", "2s", "hotshard.duration", "15s",
                "hotshard.items", "2000", "hotshard.cassandra.baseAddress", "127.0.0.71"));
    }
}
