package io.hotshard.keys.analyze;

import io.hotshard.ring.PartitionerKind;
import java.util.List;

/**
 * The typed settings of one analysis.
 *
 * @param partitioners partitioners to place keys with; the first ranks the candidates
 * @param shards       shard counts N, each >= 1
 * @param top          heaviest keys to list
 * @param salts        salts per hot key for the salting remedy
 * @param threads      threads for reading and placing
 * @param capacity     the rate and shard capacity to plan for, or null
 */
public record AnalyzeSettings(List<PartitionerKind> partitioners, List<Integer> shards, int top, int salts,
                              int threads, CapacityCheck capacity) {

    /** Settings without a capacity plan. */
    public AnalyzeSettings(List<PartitionerKind> partitioners, List<Integer> shards, int top, int salts, int threads) {
        this(partitioners, shards, top, salts, threads, null);
    }


    /** Validates every field. */
    public AnalyzeSettings {
        partitioners = List.copyOf(partitioners);
        shards = List.copyOf(shards);
        if (partitioners.isEmpty()) {
            throw new IllegalArgumentException("--partitioner must name at least one partitioner");
        }
        if (shards.isEmpty() || shards.stream().anyMatch(n -> n < 1 || n > 65_536)) {
            throw new IllegalArgumentException("--shards must be numbers in 1..65536 but was " + shards);
        }
        if (top < 1) {
            throw new IllegalArgumentException("--top must be >= 1 but was " + top);
        }
        if (salts < 2) {
            throw new IllegalArgumentException("--salts must be >= 2 but was " + salts);
        }
    }

    /** The largest shard count. */
    public int maxShards() {
        return shards.stream().mapToInt(Integer::intValue).max().orElseThrow();
    }
}
