package io.hotshard.simulations;

import java.util.Map;

/** A 13 s {@link PostgresHotKeySimulation} on three PostgreSQL-backed shards for the build; counts must reconcile. */
public class PostgresSmokeSimulation extends PostgresHotKeySimulation {

    /** Sets up the short run. */
    public PostgresSmokeSimulation() {
        super(Map.of("hotshard.rate", "200", "hotshard.ramp", "3s", "hotshard.duration", "10s",
                "hotshard.shards", "3", "hotshard.items", "1000", "hotshard.warmUpRequests", "1000"));
    }
}
