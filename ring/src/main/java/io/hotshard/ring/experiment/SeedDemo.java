package io.hotshard.ring.experiment;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Keys spread over some nodes, then one node added: keys per node, and how many keys moved with the
 * partitioner versus with {@code hash mod N} (N to N + 1). With the defaults ("cliente:0".."cliente:99999",
 * shard-0..shard-3, ring of 100 vnodes, sha256) the counts are 24591 / 24377 / 24211 / 26821, adding
 * shard-4 moves 18936 keys on the ring and 79982 with mod N, the same in every language.
 */
public final class SeedDemo {

    private SeedDemo() {
    }

    /**
     * What to run.
     *
     * @param keyPrefix keys are {@code keyPrefix + i}
     * @param keyCount  number of keys, >= 1
     * @param nodes     the starting nodes
     * @param addedNode the node added afterwards
     * @param kind      the partitioner under test
     * @param hash      key hash (also used by the mod N comparison)
     * @param vnodes    virtual nodes per node (ring-based kinds)
     */
    public record Params(String keyPrefix, int keyCount, List<Node> nodes, Node addedNode, PartitionerKind kind,
                         HashAlgorithm hash, int vnodes) {

        /** Validates the fields. */
        public Params {
            Objects.requireNonNull(keyPrefix, "keyPrefix");
            Checks.atLeast("keyCount", keyCount, 1);
            nodes = Checks.nonEmpty("nodes", nodes);
            Objects.requireNonNull(addedNode, "addedNode");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(hash, "hash");
            Checks.atLeast("vnodes", vnodes, 1);
        }

        /** The seed's run: cliente:0..99999, shard-0..3 plus shard-4, ring, sha256, 100 vnodes. */
        public static Params defaults() {
            return new Params("cliente:", 100_000, Node.numbered("shard-", 4), Node.of("shard-4"),
                    PartitionerKind.RING, HashAlgorithm.SHA256, PartitionerConfig.DEFAULT_VNODES);
        }
    }

    /**
     * Keys of one node before the addition.
     *
     * @param nodeId       the node
     * @param keys         keys it owns
     * @param sharePercent its share of all keys, in percent
     */
    public record NodeRow(String nodeId, long keys, double sharePercent) {
    }

    /**
     * Outcome of a run.
     *
     * @param rows               keys per starting node, in node order
     * @param keys               number of keys
     * @param movedByPartitioner keys whose owner changed when the node was added
     * @param movedByModulo      keys with {@code hash mod N != hash mod (N + 1)} (unsigned)
     */
    public record Result(List<NodeRow> rows, long keys, long movedByPartitioner, long movedByModulo) {

        /** Copies the rows. */
        public Result {
            rows = List.copyOf(rows);
        }

        /** {@link #movedByPartitioner()} in percent of the keys. */
        public double movedByPartitionerPercent() {
            return Checks.percent(movedByPartitioner, keys);
        }

        /** {@link #movedByModulo()} in percent of the keys. */
        public double movedByModuloPercent() {
            return Checks.percent(movedByModulo, keys);
        }
    }

    /** Runs the demonstration. */
    public static Result run(Params params) {
        KeySequence keys = KeySequence.of(params.keyPrefix(), params.keyCount());
        PartitionerConfig config = PartitionerConfig.defaults(params.nodes()).withKind(params.kind())
                .withHash(params.hash()).withVnodes(params.vnodes());
        Partitioner before = config.create();
        KeyCounts counts = KeyCounts.of(before, keys);
        List<NodeRow> rows = new ArrayList<>();
        counts.perNode().forEach((id, n) -> rows.add(new NodeRow(id, n, Checks.percent(n, counts.total()))));
        long moved = KeyMoves.between(before, before.withNode(params.addedNode()), keys).moved();
        Partitioner modulo = config.withKind(PartitionerKind.MODULO).create();
        long movedModulo = KeyMoves.between(modulo, modulo.withNode(params.addedNode()), keys).moved();
        return new Result(rows, counts.total(), moved, movedModulo);
    }
}
