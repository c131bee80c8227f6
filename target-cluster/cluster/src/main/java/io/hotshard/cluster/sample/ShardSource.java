package io.hotshard.cluster.sample;

import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardSample;
import io.vertx.core.Future;

/**
 * Where a recorder reads one shard: in the same JVM or over HTTP. Each {@link #sample()} consumes the latency
 * interval since the previous one, so a shard has one reader.
 */
public interface ShardSource {

    /** The shard's id. */
    String id();

    /** The shard's base URL, as written in {@code run.json}. */
    String url();

    /** Counters now and the histograms recorded since the previous sample. */
    Future<ShardSample> sample();

    /** Requests waiting or in service now, read without consuming the latency interval. */
    Future<Long> inFlight();

    /** The shard's current configuration. */
    Future<ShardConfig> config();
}
