package io.hotshard.timeseries;

import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the client saw of a time-series run: where each write landed (the router's {@code X-Hotshard-Shard}
 * answer) and, per answered window read, how many shard requests it cost ({@code shardsAsked}) and how many events it
 * found. Thread-safe; written to the run directory as {@code timeseries.json}.
 */
public final class TimeSeriesTally {

    /** The file name in the run directory. */
    public static final String FILE = RunFiles.TIMESERIES;

    private final Map<String, LongAdder> writesByShard = new ConcurrentHashMap<>();
    private final LongAdder reads = new LongAdder();
    private final LongAdder legs = new LongAdder();
    private final LongAdder matched = new LongAdder();
    private final LongAccumulator minLegs = new LongAccumulator(Math::min, Long.MAX_VALUE);
    private final LongAccumulator maxLegs = new LongAccumulator(Math::max, 0);

    /** A write placed on {@code shard}. */
    public void write(String shard) {
        writesByShard.computeIfAbsent(shard, id -> new LongAdder()).increment();
    }

    /** An answered window read that sent {@code shardRequests} legs and found {@code events} events. */
    public void read(int shardRequests, long events) {
        reads.increment();
        legs.add(shardRequests);
        matched.add(events);
        minLegs.accumulate(shardRequests);
        maxLegs.accumulate(shardRequests);
    }

    /** Writes per shard, by shard id. */
    public Map<String, Long> writes() {
        Map<String, Long> result = new TreeMap<>();
        writesByShard.forEach((id, n) -> result.put(id, n.sum()));
        return result;
    }

    /** The hottest shard's share of writes, 0 without writes. */
    public double hottestWriteShare() {
        long total = writes().values().stream().mapToLong(Long::longValue).sum();
        return total == 0 ? 0 : writes().values().stream().mapToLong(Long::longValue).max().orElse(0) / (double) total;
    }

    /** Most writes on one shard over the mean over {@code shards} shards (those that took none count as 0). */
    public double writeMaxOverMean(int shards) {
        return hottestWriteShare() * shards;
    }

    /** Answered window reads. */
    public long reads() {
        return reads.sum();
    }

    /** Mean shard requests per answered window read, NaN without reads. */
    public double legsPerRead() {
        return reads() == 0 ? Double.NaN : legs.sum() / (double) reads();
    }

    /** Fewest shard requests of one window read, 0 without reads. */
    public long minLegs() {
        return reads() == 0 ? 0 : minLegs.get();
    }

    /** Most shard requests of one window read. */
    public long maxLegs() {
        return maxLegs.get();
    }

    /** Mean events found per answered window read, NaN without reads. */
    public double eventsPerRead() {
        return reads() == 0 ? Double.NaN : matched.sum() / (double) reads();
    }

    /** The tally with the run's layout, for {@code timeseries.json}. */
    public JsonObject toJson(TimeSeriesSettings settings, int shards, java.util.List<String> boundaries) {
        JsonObject byShard = new JsonObject();
        writes().forEach(byShard::put);
        long total = writes().values().stream().mapToLong(Long::longValue).sum();
        return new JsonObject().put("layout", settings.layout().label()).put("shards", shards)
                .put("salts", settings.layout().salted() ? settings.salts() : 0)
                .put("windowMicros", settings.timeline().windowMicros())
                .put("tickMicros", settings.timeline().tickMicros())
                .put("rangeBoundaries", new JsonArray(boundaries))
                .put("writes", total).put("writesByShard", byShard)
                .put("hottestWriteShare", hottestWriteShare()).put("writeMaxOverMean", writeMaxOverMean(shards))
                .put("windowReads", reads()).put("legsPerRead", finite(legsPerRead()))
                .put("minLegsPerRead", minLegs()).put("maxLegsPerRead", maxLegs())
                .put("eventsPerRead", finite(eventsPerRead()));
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
