package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeySequence;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class BoundedLoadTest {

    private static final KeySequence KEYS = KeySequence.of("user:", 20_000);

    @ParameterizedTest
    @ValueSource(doubles = {0.01, 0.1, 0.25, 1.0})
    void assign_everyPlacement_noNodeExceedsItsBound(double epsilon) {
        BoundedLoadPartitioner partitioner = new BoundedLoadPartitioner(
                PartitionerConfig.defaults(Node.numbered("n", 7)).withVnodes(4).withEpsilon(epsilon));
        BoundedLoadAssigner assigner = new BoundedLoadAssigner(partitioner);

        for (String key : KEYS) {
            String owner = assigner.assign(key);
            long bound = (long) Math.ceil((1 + epsilon) * assigner.totalLoad() * 1.0 / 7.0);
            assertThat(assigner.loadOf(owner)).as("after %d keys", assigner.totalLoad()).isLessThanOrEqualTo(bound);
            assertThat(assigner.boundOf(owner)).isEqualTo(bound);
        }
        assertThat(assigner.maxLoad()).isLessThanOrEqualTo((long) Math.ceil((1 + epsilon) * 20_000 * 1.0 / 7.0));
    }

    @Test
    void assign_weightedNodes_eachStaysWithinItsWeightedBound() {
        List<Node> nodes = List.of(new Node("big", 3), Node.of("a"), Node.of("b"), Node.of("c"));
        BoundedLoadPartitioner partitioner = new BoundedLoadPartitioner(
                PartitionerConfig.defaults(nodes).withVnodes(10).withEpsilon(0.1));
        BoundedLoadAssigner assigner = new BoundedLoadAssigner(partitioner);

        for (String key : KEYS) {
            String owner = assigner.assign(key);
            assertThat(assigner.loadOf(owner)).isLessThanOrEqualTo(assigner.boundOf(owner));
        }
        assertThat(assigner.loadOf("big")).isGreaterThan(2 * assigner.loadOf("a"));
    }

    @Test
    void assign_oneVnodePerNode_isFarBetterBalancedThanThePlainRing() {
        PartitionerConfig config = PartitionerConfig.defaults(Node.numbered("n", 10)).withVnodes(1);
        BoundedLoadAssigner assigner = new BoundedLoadAssigner(new BoundedLoadPartitioner(config));
        for (String key : KEYS) {
            assigner.assign(key);
        }

        long ringMax = KeyCounts.of(new RingPartitioner(config), KEYS).max();

        assertThat(assigner.maxLoad()).isLessThanOrEqualTo(2500).isLessThan(ringMax);
    }

    @Test
    void capacityOf_fourNodesEpsilonQuarter_isCeilOfFairShareTimesOnePlusEpsilon() {
        BoundedLoadPartitioner partitioner =
                new BoundedLoadPartitioner(PartitionerConfig.defaults(Node.numbered("n", 4)));

        assertThat(partitioner.capacityOf("n0", 99)).isEqualTo(32);
        assertThat(partitioner.capacityOf("n0", 0)).isEqualTo(1);
    }

    @Test
    void ownerOf_withoutLoads_isThePlainRingOwner() {
        PartitionerConfig config = PartitionerConfig.defaults(Node.numbered("n", 5));
        BoundedLoadPartitioner bounded = new BoundedLoadPartitioner(config);
        RingPartitioner ring = new RingPartitioner(config);

        for (String key : KeySequence.of("k", 2000)) {
            assertThat(bounded.ownerOf(key)).isEqualTo(ring.ownerOf(key));
        }
    }

    @Test
    void ownerOf_ringOwnerFull_walksClockwiseToTheNextDistinctNodeBelowCapacity() {
        BoundedLoadPartitioner bounded = new BoundedLoadPartitioner(PartitionerConfig.defaults(Node.numbered("n", 3)));
        String key = "some-key";
        String ringOwner = bounded.ownerOf(key);
        TokenRing tokens = bounded.ring().tokenRing();
        int t = tokens.tokenIndexOfHash(HashAlgorithm.SHA256.hash(key));
        while (tokens.ownerAt(t).equals(ringOwner)) {
            t = (t + 1) % tokens.size();
        }

        String chosen = bounded.ownerOf(key, loads(Map.of(ringOwner, 10L), 10));

        assertThat(chosen).isEqualTo(tokens.ownerAt(t));
    }

    @Test
    void ownerOf_inconsistentViewWithEveryNodeFull_returnsTheLeastLoaded() {
        BoundedLoadPartitioner bounded = new BoundedLoadPartitioner(PartitionerConfig.defaults(Node.numbered("n", 3)));

        String chosen = bounded.ownerOf("k", loads(Map.of("n0", 50L, "n1", 40L, "n2", 60L), 0));

        assertThat(chosen).isEqualTo("n1");
    }

    private static LoadView loads(Map<String, Long> loads, long total) {
        return new LoadView() {
            @Override
            public long loadOf(String nodeId) {
                return loads.getOrDefault(nodeId, 0L);
            }

            @Override
            public long totalLoad() {
                return total;
            }
        };
    }
}
