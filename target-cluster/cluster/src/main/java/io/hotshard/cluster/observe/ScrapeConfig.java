package io.hotshard.cluster.observe;

import io.hotshard.router.core.ShardUrl;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A Prometheus scrape configuration for one hotshard cluster: a job for the router and one for the shards, each
 * target at {@code /metrics/prometheus}; every shard series also carries the shard's id as the {@code shard} label.
 *
 * @param routerUrl base URL of the router
 * @param shardUrls base URL of each shard, by id, in ring order
 * @param interval  scrape interval, whole seconds or milliseconds
 */
public record ScrapeConfig(String routerUrl, Map<String, String> shardUrls, Duration interval) {

    /** The path the router and the shards serve Prometheus metrics on. */
    public static final String METRICS_PATH = "/metrics/prometheus";

    /** Validates the URLs and the interval. */
    public ScrapeConfig {
        ShardUrl.parse(Objects.requireNonNull(routerUrl, "routerUrl"));
        shardUrls = new LinkedHashMap<>(shardUrls);
        shardUrls.values().forEach(ShardUrl::parse);
        if (interval == null || interval.toMillis() < 100 || interval.toMillis() > 3_600_000) {
            throw new IllegalArgumentException("interval must be in [100ms, 1h] but was " + interval);
        }
    }

    /** The YAML text of {@code prometheus.yml}. */
    public String yaml() {
        String every = interval.toMillis() % 1000 == 0 ? interval.toSeconds() + "s" : interval.toMillis() + "ms";
        StringBuilder out = new StringBuilder()
                .append("# Prometheus scrape configuration of a hotshard cluster (router and shards).\n")
                .append("global:\n")
                .append("  scrape_interval: ").append(every).append('\n')
                .append("  evaluation_interval: ").append(every).append('\n')
                .append("scrape_configs:\n")
                .append("  - job_name: hotshard-router\n")
                .append("    metrics_path: ").append(METRICS_PATH).append('\n')
                .append("    static_configs:\n")
                .append("      - targets: ['").append(hostPort(routerUrl)).append("']\n");
        if (!shardUrls.isEmpty()) {
            out.append("  - job_name: hotshard-shards\n")
                    .append("    metrics_path: ").append(METRICS_PATH).append('\n')
                    .append("    static_configs:\n");
            shardUrls.forEach((id, url) -> out.append("      - targets: ['").append(hostPort(url)).append("']\n")
                    .append("        labels: {shard_id: '").append(id).append("'}\n"));
        }
        return out.toString();
    }

    private static String hostPort(String url) {
        ShardUrl parsed = ShardUrl.parse(url);
        String host = parsed.host().contains(":") ? "[" + parsed.host() + "]" : parsed.host();
        return host + ":" + parsed.port();
    }
}
