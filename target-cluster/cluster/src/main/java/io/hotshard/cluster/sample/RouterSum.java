package io.hotshard.cluster.sample;

import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Several routers of one group read as one: counters and interval histograms summed (histograms added, so the
 * run's latency files stay exact), in-flight requests summed. Membership events, the ring and its picture come from
 * the first router: every router of a group applies the same changes, so they keep the same ones. A cumulative
 * latency summary (percentiles) cannot be added; the summed snapshot carries the busiest router's, with the
 * counts added.
 */
public final class RouterSum implements RouterSource {

    private final List<RouterSource> routers;

    /** Reads {@code routers}, the first one for events and the ring; at least one. */
    public RouterSum(List<RouterSource> routers) {
        if (routers == null || routers.isEmpty()) {
            throw new IllegalArgumentException("routers must name at least one router but was " + routers);
        }
        this.routers = List.copyOf(routers);
    }

    /** The routers summed, the first one first. */
    public List<RouterSource> routers() {
        return routers;
    }

    /** The {@code routers} section of {@code run.json}: how many routers were summed and their URLs, in order. */
    public JsonObject toJson() {
        return new JsonObject().put("count", routers.size()).put("urls", new JsonArray(
                routers.stream().map(RouterSource::url).toList()));
    }

    /** The first router's URL. */
    @Override
    public String url() {
        return routers.get(0).url();
    }

    @Override
    public Future<RouterSample> sample() {
        List<Future<RouterSample>> samples = routers.stream().map(RouterSource::sample).toList();
        return Future.all(samples).map(all -> samples.stream().map(Future::result).reduce(RouterSum::add)
                .orElseThrow());
    }

    @Override
    public Future<Long> inFlight() {
        List<Future<Long>> counts = routers.stream().map(RouterSource::inFlight).toList();
        return Future.all(counts).map(all -> counts.stream().mapToLong(Future::result).sum());
    }

    @Override
    public Future<List<MembershipEvent>> eventsSince(long sequence) {
        return routers.get(0).eventsSince(sequence);
    }

    @Override
    public Future<RingView> ring() {
        return routers.get(0).ring();
    }

    @Override
    public Future<JsonObject> ringPicture() {
        return routers.get(0).ringPicture();
    }

    /** The sum of two routers' samples. */
    static RouterSample add(RouterSample a, RouterSample b) {
        RouterMetricsSnapshot metrics = MetricsJson.routerSnapshot(sum(a.metrics().toJson(), b.metrics().toJson()));
        Optional<RouterIntervals> intervals = a.intervals().isPresent() && b.intervals().isPresent()
                ? Optional.of(add(a.intervals().get(), b.intervals().get())) : Optional.empty();
        return new RouterSample(metrics, intervals);
    }

    private static RouterIntervals add(RouterIntervals a, RouterIntervals b) {
        Map<String, Histogram> shards = new TreeMap<>();
        a.shards().forEach((id, h) -> shards.put(id, h.copy()));
        b.shards().forEach((id, h) -> shards.merge(id, h.copy(), (x, y) -> {
            x.add(y);
            return x;
        }));
        return new RouterIntervals(added(a.kv(), b.kv()), added(a.fanOut(), b.fanOut()), shards);
    }

    private static Histogram added(Histogram a, Histogram b) {
        Histogram sum = a.copy();
        sum.add(b);
        sum.setStartTimeStamp(Math.min(a.getStartTimeStamp(), b.getStartTimeStamp()));
        sum.setEndTimeStamp(Math.max(a.getEndTimeStamp(), b.getEndTimeStamp()));
        return sum;
    }

    /** Adds the counters of two {@code GET /admin/metrics} answers field by field. */
    static JsonObject sum(JsonObject a, JsonObject b) {
        JsonObject out = a.copy();
        for (String field : b.fieldNames()) {
            Object right = b.getValue(field);
            Object left = out.getValue(field);
            out.put(field, combine(field, left, right));
        }
        return out;
    }

    private static Object combine(String field, Object left, Object right) {
        if (left == null) {
            return right;
        }
        if (left instanceof JsonObject l && right instanceof JsonObject r) {
            if (field.endsWith("atencyMicros")) {
                long countL = l.getLong("count", 0L);
                long countR = r.getLong("count", 0L);
                return (countL >= countR ? l : r).copy().put("count", countL + countR);
            }
            return sum(l, r);
        }
        if (left instanceof Number l && right instanceof Number r) {
            boolean largest = "timestampMillis".equals(field) || field.endsWith("Micros");
            if (l instanceof Double || l instanceof Float || r instanceof Double || r instanceof Float) {
                return largest ? Math.max(l.doubleValue(), r.doubleValue()) : l.doubleValue() + r.doubleValue();
            }
            return largest ? Math.max(l.longValue(), r.longValue()) : l.longValue() + r.longValue();
        }
        return Objects.requireNonNullElse(left, right);
    }
}
