package io.hotshard.shard;

import static io.hotshard.shard.ShardJsonFields.integer;
import static io.hotshard.shard.ShardJsonFields.number;
import static io.hotshard.shard.ShardJsonFields.smallInteger;

import io.vertx.core.json.JsonObject;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Everything that shapes one shard: identity, port, service slots, queue bound, service-time distribution,
 * slowness, injected error rate and the seed of its randomness.
 *
 * @param concurrency        service slots; with mean service time S the shard serves at most concurrency / S
 * @param queueCapacity      requests that may wait for a slot; one more is shed with 503
 * @param slownessMultiplier factor applied to every sampled service time (1 = as modelled)
 * @param errorRate          fraction of served requests answered with 500
 */
public record ShardConfig(String id, int port, int concurrency, int queueCapacity, LatencySpec latency,
                          double slownessMultiplier, double errorRate, long seed) {

    /**
     * Service time of a shard started on its own unless told otherwise ({@code hotshard shard --latency}); a
     * cluster's shards default to {@code ClusterConfig.DEFAULT_LATENCY}.
     */
    public static final String DEFAULT_LATENCY = "fixed:1ms";

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");
    private static final Set<String> FIELDS = Set.of("id", "port", "concurrency", "queueCapacity", "latency",
            "slownessMultiplier", "errorRate", "seed");

    /** Validates every field; messages name the field and carry the bad value. */
    public ShardConfig {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("id must match " + ID.pattern() + " but was " + id);
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be in [0, 65535] but was " + port);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be >= 1 but was " + concurrency);
        }
        if (queueCapacity < 0) {
            throw new IllegalArgumentException("queueCapacity must be >= 0 but was " + queueCapacity);
        }
        if (latency == null) {
            throw new IllegalArgumentException("latency must be given but was null");
        }
        if (!(slownessMultiplier >= 0.0) || !Double.isFinite(slownessMultiplier)) {
            throw new IllegalArgumentException(
                    "slownessMultiplier must be finite and >= 0 but was " + slownessMultiplier);
        }
        if (!(errorRate >= 0.0 && errorRate <= 1.0)) {
            throw new IllegalArgumentException("errorRate must be in [0, 1] but was " + errorRate);
        }
    }

    /** Returns a shard on an ephemeral port with 8 slots, a queue of 64 and {@link #DEFAULT_LATENCY}. */
    public static ShardConfig defaults(String id) {
        return new ShardConfig(id, 0, 8, 64, LatencyText.parse(DEFAULT_LATENCY), 1.0, 0.0, 1L);
    }

    /** Returns a copy listening on {@code newPort}. */
    public ShardConfig withPort(int newPort) {
        return new ShardConfig(id, newPort, concurrency, queueCapacity, latency, slownessMultiplier, errorRate, seed);
    }

    /** Returns a copy with another service-time distribution. */
    public ShardConfig withLatency(LatencySpec newLatency) {
        return new ShardConfig(id, port, concurrency, queueCapacity, newLatency, slownessMultiplier, errorRate,
                seed);
    }

    /** Returns a copy with other slot and queue bounds. */
    public ShardConfig withCapacity(int newConcurrency, int newQueueCapacity) {
        return new ShardConfig(id, port, newConcurrency, newQueueCapacity, latency, slownessMultiplier, errorRate,
                seed);
    }

    /** Returns the JSON form read back by {@link #fromJson(JsonObject)}. */
    public JsonObject toJson() {
        return new JsonObject().put("id", id).put("port", port).put("concurrency", concurrency)
                .put("queueCapacity", queueCapacity).put("latency", latency.toJson())
                .put("slownessMultiplier", slownessMultiplier).put("errorRate", errorRate).put("seed", seed);
    }

    /** Reads a complete configuration; missing, mistyped or unknown fields fail naming the field. */
    public static ShardConfig fromJson(JsonObject json) {
        ShardJsonFields.requireKnown(json, "", FIELDS);
        return new ShardConfig(ShardJsonFields.string(json, "", "id"), smallInteger(json, "", "port"),
                smallInteger(json, "", "concurrency"), smallInteger(json, "", "queueCapacity"),
                LatencyModel.parse(ShardJsonFields.object(json, "", "latency"), "latency."),
                number(json, "", "slownessMultiplier"), number(json, "", "errorRate"), integer(json, "", "seed"));
    }

    /**
     * Applies a partial JSON change: top-level fields replace the current ones ({@code latency} as a whole).
     * The identity and port of a running shard cannot change.
     */
    public ShardConfig patched(JsonObject patch) {
        ShardJsonFields.requireKnown(patch, "", FIELDS);
        ShardConfig next = fromJson(toJson().mergeIn(patch, false));
        if (!next.id.equals(id)) {
            throw new IllegalArgumentException("id cannot change at runtime (is " + id + ") but was " + next.id);
        }
        if (next.port != port) {
            throw new IllegalArgumentException(
                    "port cannot change at runtime (is " + port + ") but was " + next.port);
        }
        return next;
    }
}
