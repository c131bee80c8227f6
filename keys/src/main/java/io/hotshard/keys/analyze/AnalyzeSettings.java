package io.hotshard.keys.analyze;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
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
 * @param hash         the hash partitioners' key hash, as the router's {@code --hash}
 * @param vnodes       virtual nodes per shard of the ring, as the router's {@code --vnodes}
 * @param epsilon      the bounded partitioner's load slack, as the router's {@code --epsilon}
 * @param liveRing     a live Cassandra ring to place keys on instead of the partitioners, or null
 */
public record AnalyzeSettings(List<PartitionerKind> partitioners, List<Integer> shards, int top, int salts,
                              int threads, CapacityCheck capacity, HashAlgorithm hash, int vnodes, double epsilon,
                              LiveRing liveRing) {

    /** Settings placing keys with the ring module's partitioners. */
    public AnalyzeSettings(List<PartitionerKind> partitioners, List<Integer> shards, int top, int salts, int threads,
                           CapacityCheck capacity, HashAlgorithm hash, int vnodes, double epsilon) {
        this(partitioners, shards, top, salts, threads, capacity, hash, vnodes, epsilon, null);
    }

    /** Settings without a capacity plan, placing keys with the partitioners' defaults. */
    public AnalyzeSettings(List<PartitionerKind> partitioners, List<Integer> shards, int top, int salts, int threads) {
        this(partitioners, shards, top, salts, threads, null);
    }

    /** Settings placing keys with the partitioners' defaults. */
    public AnalyzeSettings(List<PartitionerKind> partitioners, List<Integer> shards, int top, int salts, int threads,
                           CapacityCheck capacity) {
        this(partitioners, shards, top, salts, threads, capacity, PartitionerConfig.DEFAULT_HASH,
                PartitionerConfig.DEFAULT_VNODES, PartitionerConfig.DEFAULT_EPSILON);
    }


    /** Validates every field. */
    public AnalyzeSettings {
        partitioners = List.copyOf(partitioners);
        shards = List.copyOf(shards);
        if (partitioners.isEmpty() && liveRing == null) {
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
        if (vnodes < 1 || vnodes > PartitionerConfig.MAX_VNODES) {
            throw new IllegalArgumentException("--vnodes must be in 1.." + PartitionerConfig.MAX_VNODES + " but was "
                    + vnodes);
        }
        if (!(epsilon > 0)) {
            throw new IllegalArgumentException("--epsilon must be > 0 but was " + epsilon);
        }
    }

    /** The partitioner of {@code kind} over {@code nodes} as these settings configure it. */
    public PartitionerConfig partitioner(PartitionerKind kind, List<Node> nodes) {
        return PartitionerConfig.defaults(nodes).withKind(kind).withHash(hash).withVnodes(vnodes).withEpsilon(epsilon);
    }

    /** The largest shard count: a live ring's node count when keys are placed on one. */
    public int maxShards() {
        return liveRing != null ? liveRing.nodes().size() : shards.stream().mapToInt(Integer::intValue).max()
                .orElseThrow();
    }
}
