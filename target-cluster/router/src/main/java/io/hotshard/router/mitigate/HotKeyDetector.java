package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The most frequent keys of a sliding window: the window is cut into {@value #BUCKETS} sub-windows, each with its
 * own {@link SpaceSaving} sketch, rotated by the clock; a report merges the live sub-windows. A key's merged count
 * adds, per sub-window, its counter there or, where it is not monitored, that sketch's bound for unmonitored keys,
 * so the merged count stays an upper bound and the error bound sums the corresponding errors. Sketches hold
 * {@value #COUNTERS_PER_KEY} counters per reported key and at least {@value #MIN_COUNTERS}: every key more frequent
 * than {@code 1 / counters} of a sub-window's requests is monitored there, and no count is over-estimated by more.
 * Confined to one event loop: each of the router's loops keeps its own detector, and a report merges the live
 * sub-windows of all of them ({@link #live()} on each loop, then {@link #top(DetectionSettings, List)}), which sums
 * counts and error bounds exactly as it does across one detector's sub-windows.
 */
public final class HotKeyDetector {

    /** Sub-windows per window. */
    static final int BUCKETS = 5;
    /** Sketch counters per reported key. */
    static final int COUNTERS_PER_KEY = 4;
    /** Fewest sketch counters. */
    static final int MIN_COUNTERS = 256;
    /** Merged sums, most frequent first, ties by key (every key's count is the same bounds plus its sum). */
    private static final Comparator<Map.Entry<String, long[]>> BY_SUM_DESCENDING =
            Comparator.<Map.Entry<String, long[]>>comparingLong(entry -> -entry.getValue()[0])
                    .thenComparing(Map.Entry::getKey);

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

    public DetectionSettings settings() {
        return settings;
    }

    /** Counts one request for {@code key} now. */
    public void offer(String key) {
        long bucket = Math.floorDiv(clockMillis.getAsLong(), bucketMillis);
        int slot = (int) Math.floorMod(bucket, (long) BUCKETS);
        if (bucketOf[slot] != bucket) {
            bucketOf[slot] = bucket;
            sketches[slot] = new SpaceSaving(Math.max(MIN_COUNTERS, settings.topK() * COUNTERS_PER_KEY));
        }
        sketches[slot].offer(key);
    }

    /** The top keys of this detector's window ending now, most frequent first. */
    public List<HotKey> top() {
        return top(settings, live());
    }

    /** Copies of the sub-window sketches of the window ending now; call on the detector's loop. */
    public List<SketchCopy> live() {
        long current = Math.floorDiv(clockMillis.getAsLong(), bucketMillis);
        List<SketchCopy> live = new ArrayList<>();
        for (int slot = 0; slot < BUCKETS; slot++) {
            if (sketches[slot] != null && bucketOf[slot] > current - BUCKETS && bucketOf[slot] <= current) {
                live.add(SketchCopy.of(sketches[slot]));
            }
        }
        return live;
    }

    /** The top keys over {@code live} sub-window sketches, of any number of detectors with these settings. */
    public static List<HotKey> top(DetectionSettings settings, List<SketchCopy> live) {
        // A key absent from a sketch counts that sketch's unmonitored bound, as count and as error: start every key
        // at the sum of the bounds and add, per sketch that monitors it, its counter minus that sketch's bound. One
        // pass over the counters instead of a look-up in every sketch for every candidate.
        long bounds = 0;
        Map<String, long[]> merged = new HashMap<>();
        for (SketchCopy sketch : live) {
            long bound = sketch.unmonitoredBound();
            bounds += bound;
            sketch.counts().forEach((key, counter) -> {
                long[] sum = merged.computeIfAbsent(key, k -> new long[2]);
                sum[0] += counter[0] - bound;
                sum[1] += counter[1] - bound;
            });
        }
        // Every key's count is the same bounds plus its own sum: ordered by the sums, only the top k become keys.
        List<Map.Entry<String, long[]>> ranked = new ArrayList<>(merged.entrySet());
        ranked.sort(BY_SUM_DESCENDING);
        int reported = Math.min(settings.topK(), ranked.size());
        List<HotKey> keys = new ArrayList<>(reported);
        for (Map.Entry<String, long[]> entry : ranked.subList(0, reported)) {
            long count = bounds + entry.getValue()[0];
            keys.add(new HotKey(entry.getKey(), count, bounds + entry.getValue()[1],
                    count * 1000.0 / settings.windowMillis()));
        }
        return List.copyOf(keys);
    }

    /** The JSON form served by {@code GET /admin/hotkeys} for {@code keys}. */
    public static JsonObject toJson(DetectionSettings settings, List<HotKey> keys) {
        JsonArray array = new JsonArray();
        keys.forEach(k -> array.add(k.toJson()));
        return new JsonObject().put("windowMillis", settings.windowMillis()).put("topK", settings.topK())
                .put("keys", array);
    }

    /** The JSON form served by {@code GET /admin/hotkeys}, of this detector alone. */
    public JsonObject toJson() {
        return toJson(settings, top());
    }
}
