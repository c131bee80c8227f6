package io.hotshard.router.metrics;

import io.hotshard.router.core.EdgeCounters;
import io.vertx.core.json.JsonObject;

/**
 * What the router's edges met of misbehaving shards and clients, at one instant.
 *
 * @param retried              requests sent again on a new connection after their kept-alive one closed before any
 *                             byte of the answer (idempotent reads only)
 * @param internalErrors       requests answered 500 because the router's own code failed on them
 * @param oversizedAnswers     shard answers over the answer limit (each also a 502 and a broken connection)
 * @param refusedAtFront       requests the front refused before routing them (400, 404 and 405 on {@code /kv}, 413,
 *                             414, 431), which no other counter sees
 * @param relayConnections     connections to the admin web servers open or opening now
 * @param relayConnectionsPeak the most of them at once since start
 * @param relayWaiting         requests waiting for a relay connection now
 * @param relayRefused         requests that waited for one past the request timeout and got 503
 */
public record EdgeCounts(long retried, long internalErrors, long oversizedAnswers, long refusedAtFront,
                         long relayConnections, long relayConnectionsPeak, long relayWaiting, long relayRefused) {

    /** All zero, as read from metrics written before these counters existed. */
    public static EdgeCounts zero() {
        return new EdgeCounts(0, 0, 0, 0, 0, 0, 0, 0);
    }

    /** The counters' values now. */
    public static EdgeCounts of(EdgeCounters counters) {
        return new EdgeCounts(counters.retriedCount(), counters.internalErrorCount(),
                counters.oversizedAnswerCount(), counters.refusedAtFrontCount(), counters.relayConnectionCount(),
                counters.relayConnectionPeak(), counters.relayWaitingCount(), counters.relayRefusedCount());
    }

    /** The JSON form, under {@code edges} in {@code GET /admin/metrics}. */
    public JsonObject toJson() {
        return new JsonObject().put("retried", retried).put("internalErrors", internalErrors)
                .put("oversizedAnswers", oversizedAnswers).put("refusedAtFront", refusedAtFront)
                .put("relayConnections", relayConnections).put("relayConnectionsPeak", relayConnectionsPeak)
                .put("relayWaiting", relayWaiting).put("relayRefused", relayRefused);
    }
}
