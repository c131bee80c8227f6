package io.hotshard.ring.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.ring.TokenRing;
import org.junit.jupiter.api.Test;

final class NeighbourCountsTest {

    @Test
    void of_smallRing_countsDistinctPredecessorsAndSuccessors() {
        TokenRing ring = TokenRing.builder().add("A", 10).add("B", 20).add("A", 30).add("C", 40).add("D", 50)
                .build();

        NeighbourCounts neighbours = NeighbourCounts.of(ring);

        // Circle: A B A C D (A again): A touches B, C and D; D touches C and A.
        assertThat(neighbours.perNode()).containsExactly(entry("A", 3), entry("B", 1), entry("C", 2), entry("D", 2));
        assertThat(neighbours.mean()).isEqualTo(2.0);
        assertThat(neighbours.max()).isEqualTo(3);
    }

    @Test
    void of_oneVnodePerNode_everyNodeHasTwoNeighbours() {
        RingPartitioner ring = new RingPartitioner(PartitionerConfig.defaults(Node.numbered("n", 8)).withVnodes(1));

        assertThat(NeighbourCounts.of(ring.tokenRing()).perNode().values()).containsOnly(2);
    }

    @Test
    void of_manyVnodes_everyNodeNeighboursAllOthers() {
        RingPartitioner ring = new RingPartitioner(PartitionerConfig.defaults(Node.numbered("n", 8)).withVnodes(256));

        assertThat(NeighbourCounts.of(ring.tokenRing()).perNode().values()).containsOnly(7);
    }
}
