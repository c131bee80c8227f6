package io.hotshard.router.metrics;

import io.hotshard.metrics.Percentiles;
import io.hotshard.router.mitigate.MitigationCounts;
import io.vertx.core.json.JsonObject;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The router's counters at one instant. For a run of single-key requests only, once every shard is idle,
 * {@code kvReceived = sum over shards of (completions + rejections) + routerFailures}, where the shards'
 * completions include their injected errors; per shard, {@code sent} equals the shard's arrivals. With mitigations,
 * the identity holds per shard request instead: cache hits send none, salting and replicas send extra legs.
 *
 * @param requestsReceived  data requests received: {@code kvReceived + fanOutReceived}
 * @param routerFailures    data requests answered by the router without any shard seeing them
 * @param badRequests       data requests refused by the router for bad parameters (400)
 * @param connectFailures   refused connections over all shards (502); likewise the next three fields
 * @param responses         router answers to data requests by status code
 * @param shards            per shard, by id, including shards no longer in the ring
 * @param mitigations       the mitigations' counters
 * @param edges             what the edges met of misbehaving shards and clients: retries, internal errors,
 *                          oversized answers, front refusals, relay connections
 */
public record RouterMetricsSnapshot(long timestampMillis, long requestsReceived, long kvReceived,
                                    long fanOutReceived, long routerFailures, long badRequests,
                                    long connectFailures, long brokenConnections, long timeouts,
                                    long downRejections, Map<Integer, Long> responses, Percentiles kvLatency,
                                    Percentiles fanOutLatency, Map<String, ShardCounts> shards,
                                    MitigationCounts mitigations, EdgeCounts edges) {

    /** Copies the maps, sorted. */
    public RouterMetricsSnapshot {
        responses = Collections.unmodifiableMap(new TreeMap<>(responses));
        shards = Collections.unmodifiableMap(new TreeMap<>(shards));
        Objects.requireNonNull(mitigations, "mitigations");
        Objects.requireNonNull(edges, "edges");
    }

    /** A snapshot without edge counters (all zero), as read from metrics written before they existed. */
    public RouterMetricsSnapshot(long timestampMillis, long requestsReceived, long kvReceived, long fanOutReceived,
                                 long routerFailures, long badRequests, long connectFailures, long brokenConnections,
                                 long timeouts, long downRejections, Map<Integer, Long> responses,
                                 Percentiles kvLatency, Percentiles fanOutLatency, Map<String, ShardCounts> shards,
                                 MitigationCounts mitigations) {
        this(timestampMillis, requestsReceived, kvReceived, fanOutReceived, routerFailures, badRequests,
                connectFailures, brokenConnections, timeouts, downRejections, responses, kvLatency, fanOutLatency,
                shards, mitigations, EdgeCounts.zero());
    }

    /** A snapshot without mitigation counters (all zero), as read from metrics written before they existed. */
    public RouterMetricsSnapshot(long timestampMillis, long requestsReceived, long kvReceived, long fanOutReceived,
                                 long routerFailures, long badRequests, long connectFailures, long brokenConnections,
                                 long timeouts, long downRejections, Map<Integer, Long> responses,
                                 Percentiles kvLatency, Percentiles fanOutLatency, Map<String, ShardCounts> shards) {
        this(timestampMillis, requestsReceived, kvReceived, fanOutReceived, routerFailures, badRequests,
                connectFailures, brokenConnections, timeouts, downRejections, responses, kvLatency, fanOutLatency,
                shards, MitigationCounts.zero(), EdgeCounts.zero());
    }

    /** Requests written to any shard. */
    public long totalSent() {
        return shards.values().stream().mapToLong(ShardCounts::sent).sum();
    }

    /** The JSON form served by {@code GET /admin/metrics}. */
    public JsonObject toJson() {
        JsonObject byStatus = new JsonObject();
        responses.forEach((status, count) -> byStatus.put(Integer.toString(status), count));
        JsonObject perShard = new JsonObject();
        shards.forEach((id, counters) -> perShard.put(id, counters.toJson()));
        return new JsonObject().put("timestampMillis", timestampMillis).put("requestsReceived", requestsReceived)
                .put("kvReceived", kvReceived).put("fanOutReceived", fanOutReceived)
                .put("routerFailures", routerFailures).put("badRequests", badRequests)
                .put("errors", new JsonObject().put("connect502", connectFailures)
                        .put("broken502", brokenConnections).put("timeout504", timeouts)
                        .put("down503", downRejections).put("badRequest400", badRequests))
                .put("responses", byStatus).put("totalSent", totalSent())
                .put("kvLatencyMicros", json(kvLatency)).put("fanOutLatencyMicros", json(fanOutLatency))
                .put("shards", perShard).put("mitigations", mitigations.toJson())
                .put("edges", edges.toJson());
    }

    static JsonObject json(Percentiles p) {
        return new JsonObject().put("count", p.count()).put("mean", p.meanMicros()).put("p50", p.p50Micros())
                .put("p90", p.p90Micros()).put("p99", p.p99Micros()).put("p999", p.p999Micros())
                .put("max", p.maxMicros());
    }
}
