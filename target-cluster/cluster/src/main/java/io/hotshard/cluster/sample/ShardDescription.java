package io.hotshard.cluster.sample;

import io.hotshard.shard.ShardConfig;
import io.vertx.core.json.JsonObject;
import java.util.Objects;

/** One shard in the {@code cluster} section of {@code run.json}: where it listened and how it was configured. */
public record ShardDescription(String id, String url, double weight, ShardConfig config) {

    /** Checks for null. */
    public ShardDescription {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(config, "config");
    }

    /** The configured mean service time: the latency model's mean times the slowness multiplier. */
    public double meanServiceMicros() {
        return config.latency().expectedMicros() * config.slownessMultiplier();
    }

    /** The JSON form of the run-directory contract. */
    public JsonObject toJson() {
        return new JsonObject().put("id", id).put("url", url).put("weight", weight)
                .put("concurrency", config.concurrency()).put("queueCapacity", config.queueCapacity())
                .put("latency", config.latency().toJson()).put("slownessMultiplier", config.slownessMultiplier())
                .put("errorRate", config.errorRate()).put("meanServiceMicros", meanServiceMicros());
    }
}
