package io.hotshard.runformat;

/**
 * The failover of a killed or paused Redis master as the client saw it, in {@code run.json}'s {@code redis} section;
 * times in milliseconds, -1 where not seen.
 */
public record RedisFailover(boolean armed, boolean failed, boolean recovered, long outageMillis,
                            long firstFailureAfterMillis, long recoveredAfterMillis, long failedRequests) {
}
