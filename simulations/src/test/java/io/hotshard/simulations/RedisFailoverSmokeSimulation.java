package io.hotshard.simulations;

import java.util.Map;

/**
 * A 17 s celebrity run on a 3 + 3 Redis Cluster started for it, whose hot master is SIGKILLed 6 s in: its replica
 * takes over, the outage is timed from the client's side and the counts still reconcile.
 */
public class RedisFailoverSmokeSimulation extends RedisHotKeySimulation {

    /** Sets up the short run with the kill. */
    public RedisFailoverSmokeSimulation() {
        super(Map.of("hotshard.rate", "300", "hotshard.ramp", "2s", "hotshard.duration", "15s",
                "hotshard.redis.killAt", "6s", "hotshard.redis.minSuccessPercent", "50"));
    }
}
