package io.hotshard.ring.experiment;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeySequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One heavier node (node-0) among nodes of weight 1: the ratio of its keys to the mean of the others
 * should approach its weight for the kinds that support weights (ring, rendezvous, slots, maglev,
 * bounded); modulo, jump and range ignore weights. Counts use the load-blind {@code ownerOf}.
 */
public final class WeightsExperiment {

    private WeightsExperiment() {
    }

    /**
     * What to run.
     *
     * @param nodes       number of nodes node-0.., >= 2
     * @param keyCount    number of keys {@code keyPrefix + i}
     * @param keyPrefix   key prefix
     * @param hash        key hash
     * @param vnodes      vnodes per unit of weight for the ring-based kinds
     * @param heavyWeight weight of node-0, > 0
     * @param kinds       partitioners to compare
     */
    public record Params(int nodes, int keyCount, String keyPrefix, HashAlgorithm hash, int vnodes, double heavyWeight,
                         List<PartitionerKind> kinds) {

        /** Validates the fields. */
        public Params {
            Checks.atLeast("nodes", nodes, 2);
            Checks.atLeast("keyCount", keyCount, 1);
            Objects.requireNonNull(keyPrefix, "keyPrefix");
            Objects.requireNonNull(hash, "hash");
            Checks.atLeast("vnodes", vnodes, 1);
            if (!(heavyWeight > 0) || Double.isInfinite(heavyWeight)) {
                throw new IllegalArgumentException("heavyWeight must be > 0 but was " + heavyWeight);
            }
            kinds = Checks.nonEmpty("kinds", kinds);
        }

        /** 4 nodes, node-0 of weight 2, 100,000 keys, sha256, 100 vnodes, every kind. */
        public static Params defaults() {
            return new Params(4, 100_000, "key:", HashAlgorithm.SHA256, PartitionerConfig.DEFAULT_VNODES, 2.0,
                    List.of(PartitionerKind.values()));
        }
    }

    /**
     * The heavy node's keys against the others.
     *
     * @param kind            the partitioner
     * @param supportsWeights whether the kind honours weights
     * @param heavyKeys       keys of node-0
     * @param meanOtherKeys   mean keys of the other nodes
     * @param ratio           heavyKeys / meanOtherKeys (expected near the weight when supported)
     */
    public record Row(PartitionerKind kind, boolean supportsWeights, long heavyKeys, double meanOtherKeys,
                      double ratio) {
    }

    /** Runs the experiment: one row per kind, in {@link Params#kinds()} order. */
    public static List<Row> run(Params params) {
        List<Node> nodes = new ArrayList<>(Node.numbered("node-", params.nodes()));
        nodes.set(0, new Node("node-0", params.heavyWeight()));
        PartitionerConfig base = PartitionerConfig.defaults(nodes).withHash(params.hash()).withVnodes(params.vnodes());
        KeySequence keys = KeySequence.of(params.keyPrefix(), params.keyCount());
        List<Row> rows = new ArrayList<>();
        for (PartitionerKind kind : params.kinds()) {
            KeyCounts counts = KeyCounts.of(kind.create(base), keys);
            long heavy = counts.countOf("node-0");
            double meanOthers = (double) (counts.total() - heavy) / (params.nodes() - 1);
            double ratio = meanOthers == 0 ? 0 : heavy / meanOthers;
            rows.add(new Row(kind, kind.supportsWeights(), heavy, meanOthers, ratio));
        }
        return List.copyOf(rows);
    }
}
