package io.hotshard.recording;

import io.vertx.core.json.JsonObject;

/**
 * Whether every request the router sent towards a shard is accounted for exactly once:
 * {@code routerRequests = shardCompleted + shardRejected + shardErrored + routerFailures}.
 *
 * <p>Router failures are requests the router answered itself because no shard answered them: those that failed
 * before being written to a connection ({@code legsNotSent}: shard marked down, connection refused, no connection
 * in time), those a shard accepted and abandoned when it went down ({@code droppedByShards}), and those written
 * to a connection that broke before the shard read them ({@code lostInTransit}, e.g. a pooled connection to a
 * shard that had just been killed), and those a shard process had accepted when it died ({@code diedInFlight}: a
 * killed or restarted shard, whose last sample showed them in flight). Only the shards can tell the last apart from requests they served after
 * the router gave up on them, so it is {@code legsSent - shardArrivals}; the check that keeps this honest is
 * that it, with the requests that died in flight, lies between zero and the router's own count of sent requests that
 * got no answer ({@code sentLegFailures}). The identity then also requires every shard to have drained: arrivals equal to
 * completions, rejections and drops.
 *
 * <p>A shard process that dies between two samples may have served requests after its last one; its counts died
 * with it, but the router received those answers. For a shard whose counts were cut short (restarted, or unreadable
 * at the end) the answers the router received beyond the shard's own counts ({@code answeredUnsampled}) are moved
 * from the unobserved requests to the served ones: those below 500 to {@code shardCompleted}, 5xx to
 * {@code shardRejected} (a dead process's shed 503 and injected 500 cannot be told apart).
 *
 * @param routerRequests  requests to shards, a fan-out counting once per shard leg ({@code legsSent + legsNotSent})
 * @param shardCompleted  requests the shards served without an injected error
 * @param shardRejected   requests the shards shed with 503
 * @param shardErrored    requests the shards served with an injected 500
 * @param routerFailures  {@code legsNotSent + droppedByShards + diedInFlight + lostInTransit - answeredUnsampled}
 * @param clientRequests  requests the router received from clients, a fan-out counting once
 * @param answeredUnsampled answers the router received from shard processes after their last sample (see above)
 */
public record Reconciliation(long routerRequests, long shardCompleted, long shardRejected, long shardErrored,
                             long routerFailures, long clientRequests, long legsSent, long legsNotSent,
                             long sentLegFailures, long droppedByShards, long lostInTransit, long shardArrivals,
                             long diedInFlight, long answeredUnsampled) {

    /** Whether the identity holds and the requests lost in transit are within what the router saw fail. */
    public boolean matches() {
        return routerRequests == shardCompleted + shardRejected + shardErrored + routerFailures
                && lostInTransit >= 0 && lostInTransit + diedInFlight - answeredUnsampled <= sentLegFailures;
    }

    /** The {@code reconciliation} block of {@code run.json}: the contract's fields, then their breakdown. */
    public JsonObject toJson() {
        return new JsonObject().put("routerRequests", routerRequests).put("shardCompleted", shardCompleted)
                .put("shardRejected", shardRejected).put("shardErrored", shardErrored)
                .put("routerFailures", routerFailures).put("matches", matches())
                .put("clientRequests", clientRequests).put("legsSent", legsSent).put("legsNotSent", legsNotSent)
                .put("sentLegFailures", sentLegFailures).put("droppedByShards", droppedByShards)
                .put("lostInTransit", lostInTransit).put("shardArrivals", shardArrivals)
                .put("diedInFlight", diedInFlight).put("answeredUnsampled", answeredUnsampled);
    }
}
