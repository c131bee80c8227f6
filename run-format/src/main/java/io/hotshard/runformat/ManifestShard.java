package io.hotshard.runformat;

/**
 * One shard as configured for the run.
 *
 * @param concurrency service slots: requests served at once
 * @param queueCapacity requests that may wait; beyond it requests are rejected
 * @param latencyModel the name of the configured service-time model
 * @param latencyMeanMicros the model's configured mean, before the slowness multiplier
 * @param meanServiceMicros the configured mean service time after the slowness multiplier
 */
public record ManifestShard(String id, String url, double weight, int concurrency, int queueCapacity,
                          String latencyModel, double latencyMeanMicros, double slownessMultiplier,
                          double meanServiceMicros) {

    /** Checks the values the report computes with. */
    public ManifestShard {
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be >= 1 but was " + concurrency);
        }
        if (queueCapacity < 0) {
            throw new IllegalArgumentException("queueCapacity must be >= 0 but was " + queueCapacity);
        }
        if (!(meanServiceMicros >= 0) || Double.isInfinite(meanServiceMicros)) {
            // 0 is a shard configured without service time (a 0-latency benchmark target).
            throw new IllegalArgumentException("meanServiceMicros must be finite and >= 0 but was "
                    + meanServiceMicros);
        }
    }
}
