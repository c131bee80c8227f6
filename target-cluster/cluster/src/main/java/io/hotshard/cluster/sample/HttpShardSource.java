package io.hotshard.cluster.sample;

import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardSample;
import io.vertx.core.Future;

/**
 * A shard in another process or container, read over HTTP: {@code GET /metrics/intervals} for samples (which
 * consumes the shard's latency interval: one reader per shard), {@code GET /metrics} and {@code GET /admin/config}.
 */
final class HttpShardSource implements ShardSource {

    private final String id;
    private final HttpJson http;

    HttpShardSource(String id, HttpJson http) {
        this.id = id;
        this.http = http;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String url() {
        return http.url();
    }

    @Override
    public Future<ShardSample> sample() {
        return http.get("/metrics/intervals").map(MetricsJson::shardSample);
    }

    @Override
    public Future<Long> inFlight() {
        return http.get("/metrics").map(json -> (long) MetricsJson.shardSnapshot(json).saturation().inFlight());
    }

    @Override
    public Future<ShardConfig> config() {
        return http.get("/admin/config").map(ShardConfig::fromJson);
    }
}
