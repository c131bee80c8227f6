package io.hotshard.cluster.sample;

import io.hotshard.metrics.HistogramText;
import io.hotshard.metrics.Percentiles;
import io.hotshard.metrics.SaturationSnapshot;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.router.metrics.ShardCounts;
import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.shard.ShardIntervals;
import io.hotshard.shard.ShardSample;
import io.hotshard.shard.ShardSnapshot;
import io.vertx.core.json.JsonObject;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Reads the JSON of the shards' and the router's metrics and admin endpoints back into their records. */
final class MetricsJson {

    private MetricsJson() {
    }

    /** A shard's {@code GET /metrics/intervals} answer. */
    static ShardSample shardSample(JsonObject json) {
        JsonObject intervals = required(json, "intervals");
        long start = intervals.getLong("startMillis");
        long end = intervals.getLong("endMillis");
        ShardIntervals three = new ShardIntervals(histogram(intervals, "queueWait", start, end),
                histogram(intervals, "service", start, end), histogram(intervals, "total", start, end));
        if (!intervals.containsKey("lateness")) {
            return new ShardSample(shardSnapshot(required(json, "snapshot")), three);
        }
        return new ShardSample(shardSnapshot(required(json, "snapshot")), new ShardIntervals(three.queueWait(),
                three.service(), three.total(), histogram(intervals, "lateness", start, end),
                histogram(intervals, "loopDelay", start, end), histogram(intervals, "arrivalGaps", start, end)));
    }

    /** A shard's {@code GET /metrics} answer. */
    static ShardSnapshot shardSnapshot(JsonObject s) {
        SaturationSnapshot saturation = new SaturationSnapshot(s.getLong("arrivals"), s.getLong("completions"),
                s.getLong("rejections"), s.getLong("errors"), s.getLong("dropped"), s.getInteger("busySlots"),
                s.getInteger("queueDepth"), s.getInteger("maxQueueDepth"), s.getInteger("windowMaxQueueDepth"),
                s.getLong("busySlotMicros"), s.getLong("slotMicros"), s.getDouble("utilisationWindow"),
                s.getDouble("utilisationCumulative"));
        return new ShardSnapshot(s.getString("shardId"), s.getLong("timestampMillis"), s.getBoolean("up"),
                s.getBoolean("stalled"), s.getInteger("concurrency"), s.getInteger("queueCapacity"), saturation,
                percentiles(required(s, "queueWaitMicros")), percentiles(required(s, "serviceMicros")),
                percentiles(required(s, "totalMicros")));
    }

    /** The router's {@code GET /admin/metrics/intervals} answer: its counters and the histograms since the last one. */
    static RouterSample routerSample(JsonObject json) {
        JsonObject intervals = required(json, "intervals");
        long start = intervals.getLong("startMillis");
        long end = intervals.getLong("endMillis");
        Map<String, Histogram> shards = new LinkedHashMap<>();
        JsonObject perShard = required(intervals, "shards");
        for (String id : perShard.fieldNames()) {
            Histogram h = HistogramText.decode(perShard.getString(id), "intervals.shards." + id);
            h.setStartTimeStamp(start);
            h.setEndTimeStamp(end);
            shards.put(id, h);
        }
        return new RouterSample(routerSnapshot(required(json, "metrics")), java.util.Optional.of(new RouterIntervals(
                histogram(intervals, "kv", start, end), histogram(intervals, "fanOut", start, end), shards)));
    }

    /** The router's {@code GET /admin/metrics} answer. */
    static RouterMetricsSnapshot routerSnapshot(JsonObject r) {
        JsonObject errors = required(r, "errors");
        Map<Integer, Long> responses = new HashMap<>();
        required(r, "responses").forEach(e -> responses.put(Integer.valueOf(e.getKey()), ((Number) e.getValue())
                .longValue()));
        Map<String, ShardCounts> shards = new LinkedHashMap<>();
        JsonObject perShard = required(r, "shards");
        for (String id : perShard.fieldNames()) {
            JsonObject c = perShard.getJsonObject(id);
            shards.put(id, new ShardCounts(c.getLong("sent"), c.getLong("notSent"), c.getLong("status2xx"),
                    c.getLong("status3xx"), c.getLong("status4xx"), c.getLong("status5xx"),
                    c.getLong("connectFailures"), c.getLong("brokenConnections"), c.getLong("timeouts"),
                    c.getLong("downRejections"), c.getLong("slowestInFanOut"), c.getLong("inFlight"),
                    percentiles(required(c, "latencyMicros")), c.getLong("cancelled", 0L)));
        }
        return new RouterMetricsSnapshot(r.getLong("timestampMillis"), r.getLong("requestsReceived"),
                r.getLong("kvReceived"), r.getLong("fanOutReceived"), r.getLong("routerFailures"),
                r.getLong("badRequests"), errors.getLong("connect502"), errors.getLong("broken502"),
                errors.getLong("timeout504"), errors.getLong("down503"), responses,
                percentiles(required(r, "kvLatencyMicros")), percentiles(required(r, "fanOutLatencyMicros")), shards,
                r.containsKey("mitigations") ? MitigationCounts.fromJson(r.getJsonObject("mitigations"))
                        : MitigationCounts.zero());
    }

    /** The router's {@code GET /admin/ring} answer. */
    static RingView ringView(JsonObject ring) {
        Map<String, RingView.Node> nodes = new LinkedHashMap<>();
        ring.getJsonArray("nodes").forEach(n -> {
            JsonObject node = (JsonObject) n;
            nodes.put(node.getString("id"), new RingView.Node(node.getString("url"), node.getDouble("weight")));
        });
        return new RingView(ring.getString("partitioner"), ring.getString("hash"), ring.getInteger("vnodes"),
                ring.getDouble("epsilon"), nodes);
    }

    /** One event of the router's {@code GET /admin/events} answer. */
    static MembershipEvent membershipEvent(JsonObject e) {
        MembershipEvent.Type type = MembershipEvent.Type.valueOf(
                e.getString("type").toUpperCase(Locale.ROOT).replace('-', '_'));
        return new MembershipEvent(e.getLong("sequence"), e.getLong("timestampMillis"), type, e.getString("node"),
                e.getString("detail"));
    }

    private static Percentiles percentiles(JsonObject p) {
        return new Percentiles(p.getLong("count"), p.getDouble("mean"), p.getLong("p50"), p.getLong("p90"),
                p.getLong("p99"), p.getLong("p999"), p.getLong("max"));
    }

    private static Histogram histogram(JsonObject intervals, String field, long startMillis, long endMillis) {
        Histogram histogram = HistogramText.decode(intervals.getString(field), "intervals." + field);
        histogram.setStartTimeStamp(startMillis);
        histogram.setEndTimeStamp(endMillis);
        return histogram;
    }

    private static JsonObject required(JsonObject json, String field) {
        JsonObject value = json.getJsonObject(field);
        if (value == null) {
            throw new IllegalArgumentException(field + " must be an object but was missing");
        }
        return value;
    }
}
