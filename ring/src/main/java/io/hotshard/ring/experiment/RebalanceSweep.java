package io.hotshard.ring.experiment;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Share of keys that move when a cluster grows from N - 1 to N nodes (node-0.. numbering, the new node
 * appended), for each partitioner: about (N - 1) / N with mod N, about 1 / N (the ideal) with the
 * consistent ones. Defaults follow the published simulation: 20,000 keys "key:0".., md5, N = 2..10.
 */
public final class RebalanceSweep {

    private RebalanceSweep() {
    }

    /**
     * What to run.
     *
     * @param keyCount  number of keys {@code keyPrefix + i}
     * @param keyPrefix key prefix
     * @param hash      key hash
     * @param vnodes    virtual nodes per node for the ring-based kinds
     * @param fromNodes smallest N (the first step is fromNodes - 1 to fromNodes), >= 2
     * @param toNodes   largest N, >= fromNodes
     * @param kinds     partitioners to compare
     */
    public record Params(int keyCount, String keyPrefix, HashAlgorithm hash, int vnodes, int fromNodes, int toNodes,
                         List<PartitionerKind> kinds) {

        /** Validates the fields. */
        public Params {
            Checks.atLeast("keyCount", keyCount, 1);
            Objects.requireNonNull(keyPrefix, "keyPrefix");
            Objects.requireNonNull(hash, "hash");
            Checks.atLeast("vnodes", vnodes, 1);
            Checks.atLeast("fromNodes", fromNodes, 2);
            Checks.atLeast("toNodes", toNodes, fromNodes);
            kinds = Checks.nonEmpty("kinds", kinds);
        }

        /** 20,000 keys, md5, 100 vnodes, N = 2..10, every kind. */
        public static Params defaults() {
            return new Params(20_000, "key:", HashAlgorithm.MD5, PartitionerConfig.DEFAULT_VNODES, 2, 10,
                    List.of(PartitionerKind.values()));
        }
    }

    /**
     * One growth step of one partitioner.
     *
     * @param kind         the partitioner
     * @param nodesBefore  N - 1
     * @param nodesAfter   N
     * @param moved        keys whose owner changed
     * @param movedPercent moved keys in percent
     * @param idealPercent 100 / N, the minimum for a balanced result
     */
    public record Row(PartitionerKind kind, int nodesBefore, int nodesAfter, long moved, double movedPercent,
                      double idealPercent) {
    }

    /** Runs the sweep: all steps, grouped by kind in the order of {@link Params#kinds()}, then by N. */
    public static List<Row> run(Params params) {
        KeySequence keys = KeySequence.of(params.keyPrefix(), params.keyCount());
        List<Row> rows = new ArrayList<>();
        for (PartitionerKind kind : params.kinds()) {
            for (int n = params.fromNodes(); n <= params.toNodes(); n++) {
                Partitioner before = PartitionerConfig.defaults(Node.numbered("node-", n - 1)).withKind(kind)
                        .withHash(params.hash()).withVnodes(params.vnodes()).create();
                Partitioner after = before.withNode(Node.of("node-" + (n - 1)));
                KeyMoves moves = KeyMoves.between(before, after, keys);
                rows.add(new Row(kind, n - 1, n, moves.moved(), 100 * moves.movedShare(), 100.0 / n));
            }
        }
        return List.copyOf(rows);
    }
}
