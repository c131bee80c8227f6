package io.hotshard.ring.experiment;

import io.hotshard.ring.BoundedLoadAssigner;
import io.hotshard.ring.BoundedLoadPartitioner;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeySequence;
import io.hotshard.ring.analysis.NeighbourCounts;
import java.util.List;
import java.util.Objects;

/**
 * Balance of N nodes (most loaded over mean keys) as the ring's vnodes grow, next to the mean number of
 * ring neighbours per node (the repair and streaming cost that made Cassandra go from 256 to 16
 * tokens), then one row per other partitioner. The {@code bounded} row places the keys in sequence
 * with {@link BoundedLoadAssigner} (every key stays placed), so its maximum obeys the load bound.
 */
public final class BalanceSweep {

    private BalanceSweep() {
    }

    /**
     * What to run.
     *
     * @param nodes       number of nodes node-0.., >= 1
     * @param keyCount    number of keys {@code keyPrefix + i}
     * @param keyPrefix   key prefix
     * @param hash        key hash
     * @param vnodeCounts ring vnode counts to try, in row order
     * @param otherKinds  other partitioners, one row each (ring-based ones use the default 100 vnodes)
     */
    public record Params(int nodes, int keyCount, String keyPrefix, HashAlgorithm hash, List<Integer> vnodeCounts,
                         List<PartitionerKind> otherKinds) {

        /** Validates the fields. */
        public Params {
            Checks.atLeast("nodes", nodes, 1);
            Checks.atLeast("keyCount", keyCount, 1);
            Objects.requireNonNull(keyPrefix, "keyPrefix");
            Objects.requireNonNull(hash, "hash");
            vnodeCounts = Checks.positive("vnodeCounts", vnodeCounts);
            otherKinds = otherKinds == null ? List.of() : List.copyOf(otherKinds);
        }

        /** 10 nodes, 100,000 keys "key:0".., md5, vnodes 1..1000, every other kind. */
        public static Params defaults() {
            return new Params(10, 100_000, "key:", HashAlgorithm.MD5, List.of(1, 2, 5, 10, 20, 50, 100, 200, 500, 1000),
                    List.of(PartitionerKind.MODULO, PartitionerKind.JUMP, PartitionerKind.RENDEZVOUS,
                            PartitionerKind.SLOTS, PartitionerKind.RANGE, PartitionerKind.MAGLEV,
                            PartitionerKind.BOUNDED));
        }
    }

    /**
     * Balance of one configuration.
     *
     * @param kind           the partitioner
     * @param vnodes         vnodes per node, 0 where they do not apply
     * @param maxOverMean    keys of the most loaded node over the mean
     * @param maxKeys        keys of the most loaded node
     * @param meanKeys       mean keys per node
     * @param meanNeighbours mean distinct ring neighbours per node, NaN where there is no ring
     */
    public record Row(PartitionerKind kind, int vnodes, double maxOverMean, long maxKeys, double meanKeys,
                      double meanNeighbours) {
    }

    /** Runs the sweep: the ring rows in {@link Params#vnodeCounts()} order, then one row per other kind. */
    public static List<Row> run(Params params) {
        KeySequence keys = KeySequence.of(params.keyPrefix(), params.keyCount());
        return SweepRows.of(params.nodes(), params.hash(), params.vnodeCounts(), params.otherKinds(),
                (config, vnodes) -> ringRow(config, vnodes, keys),
                (base, kind) -> kind == PartitionerKind.BOUNDED ? boundedRow(base, keys) : plainRow(base, kind, keys));
    }

    private static Row ringRow(PartitionerConfig config, int vnodes, KeySequence keys) {
        RingPartitioner ring = new RingPartitioner(config);
        KeyCounts counts = KeyCounts.of(ring, keys);
        return new Row(PartitionerKind.RING, vnodes, counts.maxOverMean(), counts.max(), counts.mean(),
                NeighbourCounts.of(ring.tokenRing()).mean());
    }

    private static Row plainRow(PartitionerConfig base, PartitionerKind kind, KeySequence keys) {
        KeyCounts counts = KeyCounts.of(kind.create(base), keys);
        boolean ring = kind == PartitionerKind.RING;
        return new Row(kind, ring ? base.vnodes() : 0, counts.maxOverMean(), counts.max(), counts.mean(),
                ring ? NeighbourCounts.of(new RingPartitioner(base).tokenRing()).mean() : Double.NaN);
    }

    private static Row boundedRow(PartitionerConfig base, KeySequence keys) {
        BoundedLoadPartitioner bounded = new BoundedLoadPartitioner(base.withKind(PartitionerKind.BOUNDED));
        BoundedLoadAssigner assigner = new BoundedLoadAssigner(bounded);
        for (String key : keys) {
            assigner.assign(key);
        }
        double mean = (double) assigner.totalLoad() / base.nodes().size();
        return new Row(PartitionerKind.BOUNDED, base.vnodes(), assigner.maxLoad() / mean, assigner.maxLoad(), mean,
                NeighbourCounts.of(bounded.ring().tokenRing()).mean());
    }
}
