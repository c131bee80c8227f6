package io.hotshard.redisload;

import io.hotshard.metrics.LatencyRecorder;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * What the client saw of each shard: every command's latency from its request's intended start and the commands that
 * failed or timed out, by the master that served its slot when it was sent (the slot map as the run began, then as a
 * reshard left it).
 */
final class ShardClientStats {

    private volatile int[] owners;
    private final Map<Integer, ConcurrentHistogram> latency = new ConcurrentHashMap<>();
    private final Map<Integer, LongAdder> failed = new ConcurrentHashMap<>();

    ShardClientStats(int[] owners) {
        this.owners = owners.clone();
    }

    /** From now on, commands count for the masters of {@code owners} (slot to master port). */
    void place(int[] owners) {
        this.owners = owners.clone();
    }

    /** The master port a command for {@code slot} counts for now. */
    int shardOf(int slot) {
        return owners[slot];
    }

    /** Counts one command for {@code shard}: its latency, and whether it failed or timed out. */
    void record(int shard, long latencyMicros, boolean ok) {
        latency.computeIfAbsent(shard, s -> new ConcurrentHistogram(1, LatencyRecorder.HIGHEST_TRACKABLE_MICROS,
                LatencyRecorder.SIGNIFICANT_DIGITS)).recordValue(Math.min(Math.max(1, latencyMicros),
                LatencyRecorder.HIGHEST_TRACKABLE_MICROS));
        if (!ok) {
            failed.computeIfAbsent(shard, s -> new LongAdder()).increment();
        }
    }

    /** Each shard's figures so far, by master port. */
    Map<Integer, Figures> figures() {
        Map<Integer, Figures> figures = new TreeMap<>();
        latency.forEach((shard, h) -> {
            Histogram copy = h.copy();
            figures.put(shard, new Figures(copy.getTotalCount(), copy.getValueAtPercentile(99),
                    failed.getOrDefault(shard, new LongAdder()).sum()));
        });
        return figures;
    }

    /** One shard's commands, their p99 latency in microseconds, and those that failed or timed out. */
    record Figures(long commands, long p99Micros, long failed) {
    }
}
