package io.hotshard.shard;

import io.hotshard.metrics.Percentiles;
import io.hotshard.metrics.SaturationSnapshot;
import io.vertx.core.json.JsonObject;

/** A shard's state and measurements at one instant, as served by {@code GET /metrics}. */
public record ShardSnapshot(String shardId, long timestampMillis, boolean up, boolean stalled, int concurrency,
                            int queueCapacity, SaturationSnapshot saturation, Percentiles queueWait,
                            Percentiles service, Percentiles total) {

    /** Returns the flat JSON form; latency summaries are objects of microseconds. */
    public JsonObject toJson() {
        SaturationSnapshot s = saturation;
        return new JsonObject().put("shardId", shardId).put("timestampMillis", timestampMillis).put("up", up)
                .put("stalled", stalled).put("concurrency", concurrency).put("queueCapacity", queueCapacity)
                .put("arrivals", s.arrivals()).put("completions", s.completions())
                .put("rejections", s.rejections()).put("errors", s.errors()).put("dropped", s.dropped())
                .put("inFlight", s.inFlight()).put("busySlots", s.busySlots()).put("queueDepth", s.queueDepth())
                .put("maxQueueDepth", s.maxQueueDepth()).put("windowMaxQueueDepth", s.windowMaxQueueDepth())
                .put("busySlotMicros", s.busySlotMicros()).put("slotMicros", s.slotMicros())
                .put("utilisationWindow", s.utilisationWindow())
                .put("utilisationCumulative", s.utilisationCumulative())
                .put("queueWaitMicros", json(queueWait)).put("serviceMicros", json(service))
                .put("totalMicros", json(total));
    }

    private static JsonObject json(Percentiles p) {
        return new JsonObject().put("count", p.count()).put("mean", p.meanMicros()).put("p50", p.p50Micros())
                .put("p90", p.p90Micros()).put("p99", p.p99Micros()).put("p999", p.p999Micros())
                .put("max", p.maxMicros());
    }
}
