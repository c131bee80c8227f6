package io.hotshard.router.admin;

import io.hotshard.metrics.BucketCounts;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.metrics.FanOutLegCounts;
import io.hotshard.router.metrics.RouterHistograms;
import io.hotshard.router.metrics.RouterMetrics;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.router.metrics.ShardCounts;
import io.hotshard.router.mitigate.MitigationCounts;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The router's measurements as Prometheus metrics. Nothing is recorded on the data path: every meter is a
 * function counter or gauge over the counters the router keeps anyway, read from the snapshot a scrape takes
 * first; latency histograms are counted at scrape time from the router's HdrHistograms ({@link
 * RouterHistograms}). Meters of shards and status codes seen for the first time are registered by that scrape.
 */
public final class RouterPrometheus {

    private static final String PREFIX = "hotshard.router.";

    private final RouterView view;
    private final RouterMetrics metrics;
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final RouterHistograms histograms = new RouterHistograms();
    private final Set<String> shardsSeen = new HashSet<>();
    private final Set<Integer> statusesSeen = new HashSet<>();
    private volatile RouterMetricsSnapshot scraped;
    private volatile RouterState ring;
    private volatile JsonObject migration = new JsonObject();
    private volatile Map<String, FanOutLegCounts.Legs> fanOutLegs = Map.of();

    /** Meters over {@code view}'s figures and the histograms and fan-out legs of {@code metrics}. */
    public RouterPrometheus(RouterView view, RouterMetrics metrics) {
        this.view = view;
        this.metrics = metrics;
        this.scraped = view.metrics();
        this.ring = view.state();
        registry.getPrometheusRegistry().register(histograms);
        counter("requests", Tags.of("kind", "kv"), "data requests received", RouterMetricsSnapshot::kvReceived);
        counter("requests", Tags.of("kind", "fanout"), "data requests received",
                RouterMetricsSnapshot::fanOutReceived);
        counter("failures", Tags.of("kind", "router"), "data requests failed by the router or a shard",
                RouterMetricsSnapshot::routerFailures);
        counter("failures", Tags.of("kind", "bad_request"), "data requests failed by the router or a shard",
                RouterMetricsSnapshot::badRequests);
        counter("failures", Tags.of("kind", "connect"), "data requests failed by the router or a shard",
                RouterMetricsSnapshot::connectFailures);
        counter("failures", Tags.of("kind", "broken"), "data requests failed by the router or a shard",
                RouterMetricsSnapshot::brokenConnections);
        counter("failures", Tags.of("kind", "timeout"), "data requests failed by the router or a shard",
                RouterMetricsSnapshot::timeouts);
        counter("failures", Tags.of("kind", "down"), "data requests failed by the router or a shard",
                RouterMetricsSnapshot::downRejections);
        mitigation("cache.hits", Tags.empty(), "reads answered from the router's cache", m -> m.cache().hits());
        mitigation("cache.misses", Tags.empty(), "cacheable reads sent to a shard", m -> m.cache().misses());
        mitigation("extra.legs", Tags.empty(), "shard requests added by salting and replicas", MitigationCounts::extraLegs);
        mitigation("hedges", Tags.of("outcome", "sent"), "hedged reads", m -> m.hedging().sent());
        mitigation("hedges", Tags.of("outcome", "won"), "hedged reads", m -> m.hedging().won());
        mitigation("hedges", Tags.of("outcome", "cancelled"), "hedged reads", m -> m.hedging().cancelled());
        gauge("cache.entries", Tags.empty(), "entries in the router's cache", m -> m.scraped.mitigations().cache().entries());
        gauge("ring.version", Tags.empty(), "membership version, +1 per ring change", m -> m.ring.version());
        gauge("ring.members", Tags.empty(), "shards known to the router", m -> m.ring.members().size());
        gauge("migration.active", Tags.empty(), "1 while an online migration runs",
                m -> m.migration.containsKey("phase") && m.migration.getValue("finishedAtMillis") == null ? 1 : 0);
        migrationGauge("keys.to.move", "keysToMove", "keys the running or last migration must move");
        migrationGauge("keys.copied", "keysCopied", "keys the running or last migration has copied");
        migrationGauge("lag.keys", "lagKeys", "keys still to copy");
        migrationGauge("copy.failures", "copyFailures", "copies that failed");
    }

    /** The Prometheus text of every meter, read now; call on a worker thread, as it walks every histogram. */
    synchronized String scrape(JsonObject hotKeys) {
        RouterMetricsSnapshot snapshot = view.metrics();
        scraped = snapshot;
        ring = view.state();
        JsonObject last = view.migration().getJsonObject("migration");
        migration = last == null ? new JsonObject() : last;
        fanOutLegs = metrics.fanOutLegs().snapshot();
        snapshot.shards().keySet().forEach(this::registerShard);
        fanOutLegs.keySet().forEach(this::registerShard);
        ring.members().keySet().forEach(this::registerShard);
        snapshot.responses().keySet().forEach(this::registerStatus);
        histograms.refresh(metrics.cumulativeBuckets(RouterHistograms.UPPER_MICROS),
                hotKeys == null ? new JsonArray() : hotKeys.getJsonArray("keys", new JsonArray()));
        return registry.scrape();
    }

    public void close() {
        registry.close();
    }

    private void registerShard(String id) {
        if (!shardsSeen.add(id)) {
            return;
        }
        Tags shard = Tags.of("shard", id);
        shardCounter("shard.sent", shard, id, "requests written to the shard", ShardCounts::sent);
        shardCounter("shard.not.sent", shard, id, "requests that failed before reaching the shard",
                ShardCounts::notSent);
        shardCounter("shard.responses", shard.and("class", "2xx"), id, "shard answers by status class",
                ShardCounts::status2xx);
        shardCounter("shard.responses", shard.and("class", "3xx"), id, "shard answers by status class",
                ShardCounts::status3xx);
        shardCounter("shard.responses", shard.and("class", "4xx"), id, "shard answers by status class",
                ShardCounts::status4xx);
        shardCounter("shard.responses", shard.and("class", "5xx"), id, "shard answers by status class",
                ShardCounts::status5xx);
        shardCounter("shard.failures", shard.and("kind", "connect"), id, "requests to the shard that failed",
                ShardCounts::connectFailures);
        shardCounter("shard.failures", shard.and("kind", "broken"), id, "requests to the shard that failed",
                ShardCounts::brokenConnections);
        shardCounter("shard.failures", shard.and("kind", "timeout"), id, "requests to the shard that failed",
                ShardCounts::timeouts);
        shardCounter("shard.failures", shard.and("kind", "down"), id, "requests to the shard that failed",
                ShardCounts::downRejections);
        shardCounter("shard.slowest.in.fanout", shard, id, "fan-out legs of this shard that answered last",
                ShardCounts::slowestInFanOut);
        fanOutLegCounter(shard.and("outcome", "ok"), id, FanOutLegCounts.Legs::ok);
        fanOutLegCounter(shard.and("outcome", "failed"), id, FanOutLegCounts.Legs::failed);
        gauge("shard.in.flight", shard, "requests to the shard in flight", m -> {
            ShardCounts counters = m.scraped.shards().get(id);
            return counters == null ? 0 : counters.inFlight();
        });
        gauge("shard.up", shard, "1 if the router sees the shard up", m -> {
            Member member = m.ring.members().get(id);
            return member != null && member.up() ? 1 : 0;
        });
        gauge("shard.in.ring", shard, "1 if the partitioner may choose the shard",
                m -> m.ring.members().containsKey(id) && m.ring.inRing(id) ? 1 : 0);
    }

    private void registerStatus(int status) {
        if (statusesSeen.add(status)) {
            counter("responses", Tags.of("status", Integer.toString(status)), "router answers to data requests",
                    s -> s.responses().getOrDefault(status, 0L));
        }
    }

    private void counter(String name, Tags tags, String description, ToDoubleFunction<RouterMetricsSnapshot> value) {
        FunctionCounter.builder(PREFIX + name, this, m -> value.applyAsDouble(m.scraped)).tags(tags)
                .description(description).register(registry);
    }

    private void mitigation(String name, Tags tags, String description, ToDoubleFunction<MitigationCounts> value) {
        counter(name, tags, description, s -> value.applyAsDouble(s.mitigations()));
    }

    private void shardCounter(String name, Tags tags, String id, String description,
                              ToDoubleFunction<ShardCounts> value) {
        counter(name, tags, description, s -> {
            ShardCounts counters = s.shards().get(id);
            return counters == null ? 0 : value.applyAsDouble(counters);
        });
    }

    private void fanOutLegCounter(Tags tags, String id, ToDoubleFunction<FanOutLegCounts.Legs> value) {
        FunctionCounter.builder(PREFIX + "fanout.legs", this, m -> {
            FanOutLegCounts.Legs legs = m.fanOutLegs.get(id);
            return legs == null ? 0 : value.applyAsDouble(legs);
        }).tags(tags).description("fan-out legs sent to the shard, by whether they brought a result")
                .register(registry);
    }

    private void migrationGauge(String name, String field, String description) {
        gauge("migration." + name, Tags.empty(), description, m -> m.migration.getLong(field, 0L));
    }

    private void gauge(String name, Tags tags, String description, ToDoubleFunction<RouterPrometheus> value) {
        Gauge.builder(PREFIX + name, this, value).tags(tags).description(description).strongReference(true)
                .register(registry);
    }
}
