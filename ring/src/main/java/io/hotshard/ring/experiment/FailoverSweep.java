package io.hotshard.ring.experiment;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.analysis.FailoverShares;
import io.hotshard.ring.analysis.KeySequence;
import java.util.List;
import java.util.Objects;

/**
 * One node fails: who takes its keys. With one vnode per node its single ring successor takes them all;
 * with many vnodes they spread over the survivors. One row per ring vnode count, then one per other kind.
 */
public final class FailoverSweep {

    private FailoverSweep() {
    }

    /**
     * What to run.
     *
     * @param nodes       number of nodes node-0.., >= 2
     * @param keyCount    number of keys {@code keyPrefix + i}
     * @param keyPrefix   key prefix
     * @param hash        key hash
     * @param vnodeCounts ring vnode counts to try
     * @param otherKinds  other partitioners, one row each (ring-based ones use the default 100 vnodes)
     * @param removedNode the node that fails, one of node-0..
     */
    public record Params(int nodes, int keyCount, String keyPrefix, HashAlgorithm hash, List<Integer> vnodeCounts,
                         List<PartitionerKind> otherKinds, String removedNode) {

        /** Validates the fields. */
        public Params {
            Checks.atLeast("nodes", nodes, 2);
            Checks.atLeast("keyCount", keyCount, 1);
            Objects.requireNonNull(keyPrefix, "keyPrefix");
            Objects.requireNonNull(hash, "hash");
            vnodeCounts = Checks.positive("vnodeCounts", vnodeCounts);
            otherKinds = otherKinds == null ? List.of() : List.copyOf(otherKinds);
            Objects.requireNonNull(removedNode, "removedNode");
        }

        /** 10 nodes, 100,000 keys, md5, vnodes 1, 4, 16, 64, 256, the other kinds, node-0 fails. */
        public static Params defaults() {
            return new Params(10, 100_000, "key:", HashAlgorithm.MD5, List.of(1, 4, 16, 64, 256),
                    List.of(PartitionerKind.MODULO, PartitionerKind.JUMP, PartitionerKind.RENDEZVOUS,
                            PartitionerKind.SLOTS, PartitionerKind.RANGE, PartitionerKind.MAGLEV),
                    "node-0");
        }
    }

    /**
     * Where the failed node's keys went.
     *
     * @param kind                   the partitioner
     * @param vnodes                 vnodes per node, 0 where they do not apply
     * @param orphanKeys             keys the failed node owned
     * @param maxSharePercent        largest share of them taken by one survivor, in percent
     * @param survivorsReceiving     survivors that took at least one
     * @param survivors              number of survivors
     * @param coefficientOfVariation spread of the survivors' intakes (standard deviation over mean)
     */
    public record Row(PartitionerKind kind, int vnodes, long orphanKeys, double maxSharePercent, int survivorsReceiving,
                      int survivors, double coefficientOfVariation) {
    }

    /** Runs the sweep: ring rows in {@link Params#vnodeCounts()} order, then one row per other kind. */
    public static List<Row> run(Params params) {
        KeySequence keys = KeySequence.of(params.keyPrefix(), params.keyCount());
        return SweepRows.of(params.nodes(), params.hash(), params.vnodeCounts(), params.otherKinds(),
                (config, vnodes) -> row(config, PartitionerKind.RING, vnodes, params, keys),
                (base, kind) -> {
                    boolean ringBased = kind == PartitionerKind.RING || kind == PartitionerKind.BOUNDED;
                    return row(base, kind, ringBased ? base.vnodes() : 0, params, keys);
                });
    }

    private static Row row(PartitionerConfig config, PartitionerKind kind, int vnodes, Params params,
                           KeySequence keys) {
        FailoverShares shares = FailoverShares.of(kind.create(config), params.removedNode(), keys);
        return new Row(kind, vnodes, shares.orphanKeys(), 100 * shares.maxShare(), shares.survivorsReceiving(),
                shares.survivors(), shares.coefficientOfVariation());
    }
}
