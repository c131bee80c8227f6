package io.hotshard.router.metrics;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Fan-out legs by shard and outcome: a leg is one shard's {@code /scan} of one fan-out, and it either brought a 2xx
 * JSON answer ({@code ok}) or not ({@code failed}: refused, broken, timed out, shed, or an error status). Safe from
 * any thread.
 */
public final class FanOutLegCounts {

    /** Legs of one shard: answered with a result, and not. */
    public record Legs(long ok, long failed) {

        long total() {
            return ok + failed;
        }
    }

    private final Map<String, LongAdder[]> byShard = new ConcurrentHashMap<>();

    /** Counts one leg of {@code shardId}. */
    public void count(String shardId, boolean ok) {
        byShard.computeIfAbsent(shardId, id -> new LongAdder[] {new LongAdder(), new LongAdder()})[ok ? 0 : 1]
                .increment();
    }

    /** The legs counted so far, by shard id. */
    public Map<String, Legs> snapshot() {
        Map<String, Legs> legs = new TreeMap<>();
        byShard.forEach((id, counts) -> legs.put(id, new Legs(counts[0].sum(), counts[1].sum())));
        return legs;
    }
}
