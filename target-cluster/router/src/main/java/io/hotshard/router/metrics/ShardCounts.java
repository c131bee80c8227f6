package io.hotshard.router.metrics;

import io.hotshard.metrics.Percentiles;
import io.vertx.core.json.JsonObject;

/**
 * What the router saw of one shard (single-key requests and fan-out legs together).
 *
 * @param sent             requests written to a connection to the shard
 * @param notSent          requests that failed before reaching it (down, refused, no connection in time)
 * @param status2xx        answers by status class, likewise 3xx, 4xx and 5xx
 * @param connectFailures  refused connections (502)
 * @param brokenConnections connections that broke before a complete answer (502)
 * @param timeouts         requests without a complete answer in time (504)
 * @param downRejections   requests failed fast because the shard was marked down (503)
 * @param slowestInFanOut  fan-outs in which this shard answered last
 * @param inFlight         requests sent and not yet answered now
 * @param latency          send-to-answer time of the requests that reached the shard, microseconds
 * @param cancelled        requests written to a connection and then reset by the router because another request
 *                         of the same read answered first (hedging); like a broken connection, the shard may or
 *                         may not have read them
 */
public record ShardCounts(long sent, long notSent, long status2xx, long status3xx, long status4xx, long status5xx,
                            long connectFailures, long brokenConnections, long timeouts, long downRejections,
                            long slowestInFanOut, long inFlight, Percentiles latency, long cancelled) {

    /** Counters of a router without cancelled requests (as read from metrics written before they existed). */
    public ShardCounts(long sent, long notSent, long status2xx, long status3xx, long status4xx, long status5xx,
                         long connectFailures, long brokenConnections, long timeouts, long downRejections,
                         long slowestInFanOut, long inFlight, Percentiles latency) {
        this(sent, notSent, status2xx, status3xx, status4xx, status5xx, connectFailures, brokenConnections,
                timeouts, downRejections, slowestInFanOut, inFlight, latency, 0);
    }

    /** Answers received, any status. */
    public long answered() {
        return status2xx + status3xx + status4xx + status5xx;
    }

    /** The JSON form used by {@code GET /admin/metrics}. */
    public JsonObject toJson() {
        return new JsonObject().put("sent", sent).put("notSent", notSent).put("status2xx", status2xx)
                .put("status3xx", status3xx).put("status4xx", status4xx).put("status5xx", status5xx)
                .put("connectFailures", connectFailures).put("brokenConnections", brokenConnections)
                .put("timeouts", timeouts).put("downRejections", downRejections)
                .put("slowestInFanOut", slowestInFanOut).put("inFlight", inFlight).put("cancelled", cancelled)
                .put("latencyMicros", RouterMetricsSnapshot.json(latency));
    }
}
