package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The most frequent keys of a sliding window: the window is cut into {@value #BUCKETS} sub-windows, each with its
 * own {@link SpaceSaving} sketch, rotated by the clock; a report merges the live sub-windows. A key's merged count
 * adds, per sub-window, its counter there or, where it is not monitored, that sketch's bound for unmonitored keys,
 * so the merged count stays an upper bound and the error bound sums the corresponding errors. Sketches hold
 * {@value #COUNTERS_PER_KEY} counters per reported key and at least {@value #MIN_COUNTERS}: every key more frequent
 * than {@code 1 / counters} of a sub-window's requests is monitored there, and no count is over-estimated by more.
 * Synchronized: the router's event loop offers, admin readers on any thread report.
 */
public final class HotKeyDetector {

    /** Sub-windows per window. */
    static final int BUCKETS = 5;
    /** Sketch counters per reported key. */
    static final int COUNTERS_PER_KEY = 4;
    /** Fewest sketch counters. */
    static final int MIN_COUNTERS = 256;

    private final DetectionSettings settings;
    private final LongSupplier clockMillis;
    private final long bucketMillis;
    private final SpaceSaving[] sketches = new SpaceSaving[BUCKETS];
    private final long[] bucketOf = new long[BUCKETS];

    /** An empty detector over the window of {@code settings}, reading time from {@code clockMillis}. */
    public HotKeyDetector(DetectionSettings settings, LongSupplier clockMillis) {
        this.settings = settings;
        this.clockMillis = clockMillis;
        this.bucketMillis = Math.max(1, settings.windowMillis() / BUCKETS);
        Arrays.fill(bucketOf, Long.MIN_VALUE);
    }

    /** The settings this detector was built with. */
    public DetectionSettings settings() {
        return settings;
    }

    /** Counts one request for {@code key} now. */
    public synchronized void offer(String key) {
        long bucket = Math.floorDiv(clockMillis.getAsLong(), bucketMillis);
        int slot = (int) Math.floorMod(bucket, (long) BUCKETS);
        if (bucketOf[slot] != bucket) {
            bucketOf[slot] = bucket;
            sketches[slot] = new SpaceSaving(Math.max(MIN_COUNTERS, settings.topK() * COUNTERS_PER_KEY));
        }
        sketches[slot].offer(key);
    }

    /** The top keys of the window ending now, most frequent first. */
    public synchronized List<HotKey> top() {
        long current = Math.floorDiv(clockMillis.getAsLong(), bucketMillis);
        List<SpaceSaving> live = new ArrayList<>();
        for (int slot = 0; slot < BUCKETS; slot++) {
            if (sketches[slot] != null && bucketOf[slot] > current - BUCKETS && bucketOf[slot] <= current) {
                live.add(sketches[slot]);
            }
        }
        Set<String> candidates = new HashSet<>();
        live.forEach(sketch -> candidates.addAll(sketch.counters().keySet()));
        List<HotKey> keys = new ArrayList<>();
        for (String key : candidates) {
            long count = 0;
            long error = 0;
            for (SpaceSaving sketch : live) {
                SpaceSaving.Counter counter = sketch.counter(key);
                long part = counter == null ? sketch.unmonitoredBound() : counter.count;
                count += part;
                error += counter == null ? part : counter.error;
            }
            keys.add(new HotKey(key, count, error, count * 1000.0 / settings.windowMillis()));
        }
        keys.sort(Comparator.comparingLong(HotKey::count).reversed().thenComparing(HotKey::key));
        return List.copyOf(keys.subList(0, Math.min(settings.topK(), keys.size())));
    }

    /** The JSON form served by {@code GET /admin/hotkeys}. */
    public JsonObject toJson() {
        JsonArray keys = new JsonArray();
        top().forEach(k -> keys.add(k.toJson()));
        return new JsonObject().put("windowMillis", settings.windowMillis()).put("topK", settings.topK())
                .put("keys", keys);
    }
}
