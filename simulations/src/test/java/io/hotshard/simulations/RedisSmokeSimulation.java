package io.hotshard.simulations;

import java.util.Map;

/** A 12 s celebrity run on a 3 + 3 Redis Cluster started for it: the hot shard's share as predicted, counts reconciled. */
public class RedisSmokeSimulation extends RedisHotKeySimulation {

    /** Sets up the short run. */
    public RedisSmokeSimulation() {
        super(Map.of("hotshard.rate", "500", "hotshard.ramp", "2s", "hotshard.duration", "10s"));
    }
}
