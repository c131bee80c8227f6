package io.hotshard.router.dashboard;

import io.hotshard.router.admin.RouterView;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.HdrHistogram.Histogram;

/**
 * Builds one dashboard snapshot a second from what the router already keeps: its counters, its cumulative latency
 * histogram (the second's latencies are the difference from the previous copy, so the recorder's interval reads are
 * untouched), its ring, hot keys, mitigations and migration, and each shard's {@code GET /metrics}. Started from the
 * control loop's timer, one build at a time whatever the number of viewers; the reads are answered on that loop and
 * the snapshot is assembled on a worker thread. At most {@value #SHARD_READS_PER_SNAPSHOT} shards are read a
 * snapshot, in turn: a larger cluster's shards are each read every {@code ceil(shards / }{@value
 * #SHARD_READS_PER_SNAPSHOT}{@code )} seconds, their rates taken over the time between two reads, and the others
 * show their last figures with the time they were read.
 */
final class SnapshotBuilder {

    /** Hot keys shown. */
    static final int HOT_KEYS = 8;
    /** Most shards whose {@code GET /metrics} one snapshot reads. */
    static final int SHARD_READS_PER_SNAPSHOT = 100;

    private final Vertx vertx;
    private final RouterView router;
    private final ShardReader shards;
    private final DashboardEvents events = new DashboardEvents();
    private final DashboardSeries requests = new DashboardSeries();
    private final DashboardSeries errors = new DashboardSeries();
    private final DashboardSeries p50 = new DashboardSeries();
    private final DashboardSeries p99 = new DashboardSeries();
    private final DashboardSeries p999 = new DashboardSeries();
    /** Each shard's last answer, and the figures shown for it until it is read again. */
    private final Map<String, JsonObject> lastShards = new HashMap<>();
    private final Map<String, JsonObject> lastRows = new HashMap<>();
    private int nextShard;
    private RouterMetricsSnapshot lastMetrics;
    private Histogram lastLatency;

    SnapshotBuilder(Vertx vertx, RouterView router, ShardReader shards) {
        this.vertx = vertx;
        this.router = router;
        this.shards = shards;
    }

    /** The next snapshot; never fails (a figure that could not be read is absent). */
    Future<JsonObject> next() {
        RouterState state = router.state();
        List<Member> turn = turn(new ArrayList<>(state.members().values()));
        Future<Map<String, JsonObject>> shardAnswers = shards.read(turn);
        Future<JsonObject> hot = router.hotKeys().otherwise(new JsonObject());
        // The reads are answered on the control loop; the JSON is built on a worker, so that no request waits
        // behind it. Ordered: one build at a time, each seeing the state the previous one left.
        Set<String> asked = turn.stream().map(Member::id).collect(Collectors.toSet());
        return Future.join(shardAnswers, hot).transform(ignored -> vertx.executeBlocking(() -> build(state,
                asked, shardAnswers.result(), hot.result()), true));
    }

    /** The shards read this time: all of them, or the next {@value #SHARD_READS_PER_SNAPSHOT} in turn. */
    private List<Member> turn(List<Member> members) {
        if (members.size() <= SHARD_READS_PER_SNAPSHOT) {
            return members;
        }
        List<Member> turn = new ArrayList<>(SHARD_READS_PER_SNAPSHOT);
        int from = nextShard % members.size();
        for (int i = 0; i < SHARD_READS_PER_SNAPSHOT; i++) {
            turn.add(members.get((from + i) % members.size()));
        }
        nextShard = (from + SHARD_READS_PER_SNAPSHOT) % members.size();
        return turn;
    }

    private JsonObject build(RouterState state, Set<String> asked, Map<String, JsonObject> answers,
                             JsonObject hot) {
        long now = System.currentTimeMillis();
        RouterMetricsSnapshot metrics = router.metrics();
        Histogram latency = router.kvLatencyHistogram();
        JsonObject rates = rates(metrics, latency);
        lastMetrics = metrics;
        lastLatency = latency;
        events.membership(router.eventsSince(events.sequence()));
        JsonObject mitigation = mitigation(router.mitigationsJson());
        events.mitigation(now, mitigation.getString("summary"));
        JsonObject migration = router.migration().getJsonObject("migration");
        events.migration(now, migration);
        JsonArray shardRows = new JsonArray();
        lastShards.keySet().retainAll(state.members().keySet());
        lastRows.keySet().retainAll(state.members().keySet());
        for (Member member : state.members().values()) {
            JsonObject row = new JsonObject().put("id", member.id()).put("url", member.url().text())
                    .put("state", member.up() ? "up" : "down").put("inRing", state.inRing(member.id()));
            JsonObject answer = answers.get(member.id());
            if (answer != null) {
                ShardFigures figures = ShardFigures.between(lastShards.get(member.id()), answer);
                JsonObject shown = figures.toJson().put("answered", true).put("readAtMillis", now);
                row.mergeIn(shown);
                events.stalled(now, member.id(), figures.stalled());
                lastShards.put(member.id(), answer);
                lastRows.put(member.id(), shown);
            } else if (!asked.contains(member.id()) && lastRows.containsKey(member.id())) {
                row.mergeIn(lastRows.get(member.id()));
            } else if (!asked.contains(member.id())) {
                row.put("answered", false).put("saturated", !member.up()).put("notReadYet", SHARD_READS_PER_SNAPSHOT);
            } else {
                row.put("answered", false).put("saturated", !member.up());
                lastShards.remove(member.id());
                lastRows.remove(member.id());
            }
            shardRows.add(row);
        }
        return new JsonObject().put("atMillis", now).put("ring", RingPicture.of(state)).put("shards", shardRows)
                .put("rates", rates).put("series", new JsonObject().put("requestsPerSecond", requests.toJson())
                        .put("errorPercent", errors.toJson()).put("p50Micros", p50.toJson())
                        .put("p99Micros", p99.toJson()).put("p999Micros", p999.toJson()))
                .put("hotKeys", hotKeys(hot)).put("events", events.toJson()).put("migration", migration)
                .put("mitigation", mitigation);
    }

    private JsonObject rates(RouterMetricsSnapshot metrics, Histogram latency) {
        JsonObject rates = new JsonObject();
        if (lastMetrics == null) {
            return rates;
        }
        double seconds = Math.max(1, metrics.timestampMillis() - lastMetrics.timestampMillis()) / 1e3;
        double perSecond = (metrics.requestsReceived() - lastMetrics.requestsReceived()) / seconds;
        long answered = answered(metrics) - answered(lastMetrics);
        long failed = serverErrors(metrics) - serverErrors(lastMetrics);
        Double errorPercent = answered > 0 ? ShardFigures.round(100.0 * failed / answered) : null;
        Histogram second = latency.copy();
        try {
            second.subtract(lastLatency);
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            // The histogram was reset since the previous copy: this second is everything recorded since.
        }
        Double p50Micros = percentile(second, 50);
        Double p99Micros = percentile(second, 99);
        Double p999Micros = percentile(second, 99.9);
        requests.add(ShardFigures.round(perSecond));
        errors.add(errorPercent);
        p50.add(p50Micros);
        p99.add(p99Micros);
        p999.add(p999Micros);
        return rates.put("requestsPerSecond", ShardFigures.round(perSecond)).put("errorPercent", errorPercent)
                .put("errorsPerSecond", ShardFigures.round(failed / seconds)).put("p50Micros", p50Micros)
                .put("p99Micros", p99Micros).put("p999Micros", p999Micros)
                .put("requestsTotal", metrics.requestsReceived());
    }

    private static Double percentile(Histogram histogram, double percentile) {
        return histogram.getTotalCount() == 0 ? null : (double) histogram.getValueAtPercentile(percentile);
    }

    private static long answered(RouterMetricsSnapshot metrics) {
        return metrics.responses().values().stream().mapToLong(Long::longValue).sum();
    }

    private static long serverErrors(RouterMetricsSnapshot metrics) {
        return metrics.responses().entrySet().stream().filter(e -> e.getKey() >= 500)
                .mapToLong(Map.Entry::getValue).sum();
    }

    private static JsonArray hotKeys(JsonObject hot) {
        JsonArray keys = hot.getJsonArray("keys", new JsonArray());
        JsonArray top = new JsonArray();
        for (int i = 0; i < Math.min(HOT_KEYS, keys.size()); i++) {
            JsonObject key = keys.getJsonObject(i);
            top.add(new JsonObject().put("key", key.getString("key"))
                    .put("ratePerSecond", key.getValue("ratePerSecond")));
        }
        return top;
    }

    /** Which mitigations are on, as a short summary and a list. */
    static JsonObject mitigation(JsonObject settings) {
        JsonArray on = new JsonArray();
        for (String name : new String[] {"cache", "salting", "split", "replicas", "bounded", "hedging", "adaptive"}) {
            JsonObject section = settings.getJsonObject(name);
            if (section != null && section.getBoolean("enabled", false)) {
                on.add(name);
            }
        }
        int adaptiveKeys = settings.getJsonObject("adaptiveKeys", new JsonObject()).size();
        String summary = on.isEmpty() ? "none" : String.join(" + ", on.stream().map(String::valueOf).toList());
        return new JsonObject().put("summary", summary).put("on", on).put("adaptiveKeys", adaptiveKeys);
    }
}
