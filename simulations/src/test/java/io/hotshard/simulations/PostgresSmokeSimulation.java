package io.hotshard.simulations;

import java.util.Map;

/**
 * A 13 s {@link PostgresHotKeySimulation} on three PostgreSQL-backed shards for the build; counts must reconcile.
 * The rate is low and the deadlines long because a real database on a loaded two-core build machine can take tens
 * of milliseconds a query: the run must show the skew, not the machine's load.
 */
public class PostgresSmokeSimulation extends PostgresHotKeySimulation {

    /** Sets up the short run. */
    public PostgresSmokeSimulation() {
        super(Map.of("hotshard.rate", "60", "hotshard.ramp", "3s", "hotshard.duration", "10s",
                "hotshard.shards", "3", "hotshard.items", "1000", "hotshard.warmUpRequests", "300",
                "hotshard.requestTimeout", "10s", "hotshard.clientTimeout", "15s"));
    }
}
