package io.hotshard.cluster;

import io.hotshard.shard.LatencySpec;
import io.hotshard.shard.ShardConfig;

/**
 * Per-shard departures from the cluster's shard template; a null field keeps the template's value.
 *
 * @param weight the shard's share of keys relative to the others (1.0 = one share), for weighted partitioners
 */
public record ShardOverride(LatencySpec latency, Integer concurrency, Integer queueCapacity,
                            Double slownessMultiplier, Double errorRate, Double weight) {

    /** Validates the weight; the other fields are validated when applied to a template. */
    public ShardOverride {
        if (weight != null && (!(weight > 0) || Double.isInfinite(weight))) {
            throw new IllegalArgumentException("weight must be > 0 and finite but was " + weight);
        }
    }

    /** Returns an override that changes nothing. */
    public static ShardOverride none() {
        return new ShardOverride(null, null, null, null, null, null);
    }

    /** Returns a copy with another service-time distribution. */
    public ShardOverride latency(LatencySpec newLatency) {
        return new ShardOverride(newLatency, concurrency, queueCapacity, slownessMultiplier, errorRate, weight);
    }

    /** Returns a copy with other slot and queue bounds. */
    public ShardOverride capacity(int newConcurrency, int newQueueCapacity) {
        return new ShardOverride(latency, newConcurrency, newQueueCapacity, slownessMultiplier, errorRate, weight);
    }

    /** Returns a copy with another slowness multiplier. */
    public ShardOverride slowness(double multiplier) {
        return new ShardOverride(latency, concurrency, queueCapacity, multiplier, errorRate, weight);
    }

    /** Returns a copy with another injected error rate. */
    public ShardOverride errorRate(double rate) {
        return new ShardOverride(latency, concurrency, queueCapacity, slownessMultiplier, rate, weight);
    }

    /** Returns a copy with another weight. */
    public ShardOverride weight(double newWeight) {
        return new ShardOverride(latency, concurrency, queueCapacity, slownessMultiplier, errorRate, newWeight);
    }

    /** Applies this override to {@code template}, whose validation reports any bad value. */
    public ShardConfig applyTo(ShardConfig template) {
        return new ShardConfig(template.id(), template.port(),
                concurrency == null ? template.concurrency() : concurrency,
                queueCapacity == null ? template.queueCapacity() : queueCapacity,
                latency == null ? template.latency() : latency,
                slownessMultiplier == null ? template.slownessMultiplier() : slownessMultiplier,
                errorRate == null ? template.errorRate() : errorRate, template.seed());
    }
}
