package io.hotshard.router.metrics;

import io.hotshard.metrics.BucketCounts;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.TreeMap;

/**
 * The router's latency histograms (whole requests by kind, requests to each shard) and its detected hot keys, in
 * the Prometheus model, as of the last {@link #refresh}. The histograms are cumulative since the router started,
 * as Prometheus expects, so {@code histogram_quantile(0.99, rate(..._bucket[1m]))} gives a recent p99.
 */
public final class RouterHistograms implements MultiCollector {

    /** Bucket bounds in microseconds: 100 µs to 10 s, about three per decade. */
    public static final long[] UPPER_MICROS = {100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000,
            250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000};
    private static final double[] UPPER_SECONDS = upperSeconds();

    private volatile RouterBuckets buckets = new RouterBuckets(empty(), empty(), Map.of());
    private volatile JsonArray hotKeys = new JsonArray();

    /** Takes the latest counts and hot keys. */
    public void refresh(RouterBuckets latest, JsonArray keys) {
        buckets = latest;
        hotKeys = keys;
    }

    @Override
    public MetricSnapshots collect() {
        RouterBuckets now = buckets;
        HistogramSnapshot.Builder requests = HistogramSnapshot.builder().name("hotshard_router_latency_seconds")
                .help("time from a data request's arrival to the router's answer");
        requests.dataPoint(point(now.kv(), Labels.of("kind", "kv")));
        requests.dataPoint(point(now.fanOut(), Labels.of("kind", "fanout")));
        HistogramSnapshot.Builder shards = HistogramSnapshot.builder().name("hotshard_router_shard_latency_seconds")
                .help("time from sending a request to a shard to its whole answer, as the router sees it");
        new TreeMap<>(now.shards()).forEach((id, counts) -> shards.dataPoint(point(counts, Labels.of("shard", id))));
        GaugeSnapshot.Builder hot = GaugeSnapshot.builder().name("hotshard_router_hot_key_rate")
                .help("requests per second of the keys the router's detectors see most, by rank");
        JsonArray keys = hotKeys;
        for (int i = 0; i < keys.size(); i++) {
            JsonObject key = keys.getJsonObject(i);
            hot.dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder()
                    .labels(Labels.of("key", key.getString("key"), "rank", Integer.toString(i + 1)))
                    .value(key.getDouble("ratePerSecond", 0.0)).build());
        }
        return MetricSnapshots.of(requests.build(), shards.build(), hot.build());
    }

    private static HistogramSnapshot.HistogramDataPointSnapshot point(BucketCounts counts, Labels labels) {
        return HistogramSnapshot.HistogramDataPointSnapshot.builder().labels(labels)
                .classicHistogramBuckets(ClassicHistogramBuckets.of(UPPER_SECONDS, counts.counts()))
                .sum(counts.sumMicros() / 1e6).build();
    }

    private static BucketCounts empty() {
        return new BucketCounts(UPPER_MICROS, new long[UPPER_MICROS.length + 1], 0);
    }

    private static double[] upperSeconds() {
        double[] seconds = new double[UPPER_MICROS.length + 1];
        for (int i = 0; i < UPPER_MICROS.length; i++) {
            seconds[i] = UPPER_MICROS[i] / 1e6;
        }
        seconds[UPPER_MICROS.length] = Double.POSITIVE_INFINITY;
        return seconds;
    }
}
